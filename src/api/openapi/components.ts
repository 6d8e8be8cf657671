// Zod schemas to OpenAPI components with zod's own JSON Schema generator (z.toJSONSchema over a
// registry): each named schema becomes one component and every use of it a $ref. Schemas a game
// named itself with `.meta({ id })` become components under that name wherever they occur.
import { z } from "zod";

export type JsonSchema = { [key: string]: unknown };
export type Components = Record<string, JsonSchema>;

/** A schema and the component name it is published under. */
export interface Named {
  name: string;
  schema: z.ZodType;
}

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const PREFIX = "#/components/schemas/";
/** Where z.toJSONSchema puts named schemas that are not in the registry it was given. */
const SHARED = `${PREFIX}__shared#/$defs/`;

/**
 * The components of `entries`, as requests (`input`: defaults optional) or answers (`output`).
 * Answers leave out `additionalProperties: false` where the zod object only strips unknown keys:
 * a client must accept fields added later. Every z.discriminatedUnion gets its `discriminator`,
 * with a mapping where its members are components.
 */
export function toComponents(entries: readonly Named[], io: "input" | "output"): Components {
  const registry = z.registry<{ id: string }>();
  const byName = new Map<string, z.ZodType>();
  for (const { name, schema } of entries) {
    const earlier = byName.get(name);
    if (earlier === schema) continue;
    if (earlier) throw new Error(`two schemas are named ${name}`);
    if (registry.has(schema)) throw new Error(`a schema is named both ${registry.get(schema)!.id} and ${name}`);
    byName.set(name, schema);
    registry.add(schema, { id: name });
  }
  const generated = z.toJSONSchema(registry, {
    io,
    uri: (id) => `${PREFIX}${id}`,
    unrepresentable: "any",
    override: ({ zodSchema, jsonSchema }) => {
      const def = zodSchema._zod.def as { type: string; discriminator?: string; catchall?: unknown };
      if (def.type === "union" && def.discriminator) jsonSchema.discriminator = { propertyName: def.discriminator };
      if (io === "output" && def.type === "object" && def.catchall === undefined && jsonSchema.additionalProperties === false)
        delete jsonSchema.additionalProperties;
    },
  }).schemas as Components;
  const { __shared: shared, ...own } = generated;
  const all: Components = { ...own };
  for (const [name, schema] of Object.entries((shared?.$defs ?? {}) as Components)) {
    if (all[name] && JSON.stringify(all[name]) !== JSON.stringify(schema)) throw new Error(`two schemas are named ${name}`);
    all[name] = schema;
  }
  const tidy = rewrite(all, (node) => {
    if (typeof node.$ref === "string" && node.$ref.startsWith(SHARED)) node.$ref = PREFIX + node.$ref.slice(SHARED.length);
    delete node.$schema;
    delete node.$id;
  }) as Components;
  for (const [name, schema] of Object.entries(tidy)) hoistMembers(name, schema, tidy);
  for (const schema of Object.values(tidy)) walk(schema, dropInlineDiscriminator);
  for (const schema of Object.values(tidy)) walk(schema, (node) => mapDiscriminator(node, tidy));
  return tidy;
}

/** "star-battle" → "StarBattle", "shipMoved" → "ShipMoved": component names from ids and values. */
export const pascal = (id: string) => id.replace(/(^|[-_.\s]+)(\w)/g, (_, __, c: string) => c.toUpperCase());

const constOf = (member: JsonSchema, property: string) => (member.properties as Record<string, JsonSchema> | undefined)?.[property]?.const;

/**
 * A discriminator can only select members that are components. The members of a component that
 * is itself a discriminated union (a kind's actions or events) become components named after it
 * and their discriminating value (StarBattleAction + "place" → StarBattleActionPlace), so a
 * generated client has a type for each. A union nested deeper keeps its members inline and is
 * left a plain oneOf.
 */
function hoistMembers(name: string, schema: JsonSchema, components: Components): void {
  const top = schema.discriminator as { propertyName: string } | undefined;
  if (top && Array.isArray(schema.oneOf)) {
    schema.oneOf = (schema.oneOf as JsonSchema[]).map((member) => {
      const value = constOf(member, top.propertyName);
      if (member.$ref !== undefined || typeof value !== "string") return member;
      const memberName = `${name}${pascal(value)}`;
      if (components[memberName]) throw new Error(`two schemas are named ${memberName}`);
      components[memberName] = member;
      return ref(memberName);
    });
  }
}

function dropInlineDiscriminator(node: JsonSchema): void {
  if (node.discriminator && Array.isArray(node.oneOf) && (node.oneOf as JsonSchema[]).some((member) => member.$ref === undefined))
    delete node.discriminator;
}

/** A deep copy of `value` with `edit` applied to every object in it. */
export function rewrite(value: unknown, edit: (node: JsonSchema) => void): unknown {
  if (Array.isArray(value)) return value.map((v) => rewrite(v, edit));
  if (value === null || typeof value !== "object") return value;
  const copy = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, rewrite(v, edit)])) as JsonSchema;
  edit(copy);
  return copy;
}

function walk(value: unknown, visit: (node: JsonSchema) => void): void {
  if (Array.isArray(value)) {
    for (const v of value) walk(v, visit);
    return;
  }
  if (value === null || typeof value !== "object") return;
  visit(value as JsonSchema);
  for (const v of Object.values(value)) walk(v, visit);
}

/** Fills in a discriminator's mapping when every member is a component with a constant discriminating value. */
function mapDiscriminator(node: JsonSchema, components: Components): void {
  const discriminator = node.discriminator as { propertyName: string; mapping?: Record<string, string> } | undefined;
  const members = node.oneOf as JsonSchema[] | undefined;
  if (!discriminator || !members) return;
  const mapping: Record<string, string> = {};
  for (const member of members) {
    const target = typeof member.$ref === "string" ? components[member.$ref.slice(PREFIX.length)] : undefined;
    const value = (target?.properties as Record<string, JsonSchema> | undefined)?.[discriminator.propertyName]?.const;
    if (typeof value !== "string") return;
    mapping[value] = member.$ref as string;
  }
  discriminator.mapping = mapping;
}

/**
 * Request and answer components in one set. A request schema that differs from the answer of the
 * same name (defaults are optional in a request) is published as `<name>Input`.
 */
export function mergeComponents(answers: Components, requests: Components): Components {
  const renamed = new Map<string, string>();
  const refersToRenamed = (schema: JsonSchema) => [...renamed.keys()].some((name) => JSON.stringify(schema).includes(`"${PREFIX}${name}"`));
  // Until none is added: a request that holds a renamed one differs too (a design inside a purchase).
  for (let grown = true; grown; ) {
    grown = false;
    for (const [name, schema] of Object.entries(requests)) {
      if (renamed.has(name) || !answers[name]) continue;
      if (JSON.stringify(answers[name]) !== JSON.stringify(schema) || refersToRenamed(schema)) {
        renamed.set(name, `${name}Input`);
        grown = true;
      }
    }
  }
  const renamedRef = (ref: string) => {
    const name = ref.slice(PREFIX.length);
    return renamed.has(name) ? PREFIX + renamed.get(name) : ref;
  };
  const fixed = rewrite(requests, (node) => {
    if (typeof node.$ref === "string") node.$ref = renamedRef(node.$ref);
    // A discriminator's mapping names its members too.
    const mapping = (node.discriminator as { mapping?: Record<string, string> } | undefined)?.mapping;
    if (mapping) for (const [value, ref] of Object.entries(mapping)) mapping[value] = renamedRef(ref);
  }) as Components;
  const out: Components = { ...answers };
  for (const [name, schema] of Object.entries(fixed)) out[renamed.get(name) ?? name] = schema;
  return out;
}
