// zod → GraphQL input types, and back. Objects become input objects named `<name>Input`; a
// discriminated union becomes a @oneOf input with one field per variant, named by its tag value
// (a variant with nothing but its tag is a Boolean: `endTurn: true`). `toValue` turns what GraphQL
// parsed back into the engine's shape; the game's own zod schema then validates it, as for REST.
import { InputListRef, type InputTypeParam } from "@pothos/core";
import { z } from "zod";
import { builder, type BuilderTypes } from "../builder";
import { describe, outputOf, type Naming } from "./output";
import { enumKeyedObject, idOf, origin, pascal, scalarOf, stringValues, typeDescription, unwrap } from "./zod";

type InputRef = InputTypeParam<BuilderTypes>;

interface InputField {
  type: InputRef;
  required: boolean;
  description: string | undefined;
}

const bySchema = new Map<z.ZodType, InputRef>();
const byName = new Map<string, z.ZodType>();
/**
 * Input types whose fields are being walked. A field that leads back to one (named or not) gets a
 * ref made before the type is: the type then implements that very ref.
 */
const building = new Map<z.ZodType, { name: string; ref?: ReturnType<typeof builder.inputRef> }>();

export function inputField(schema: z.ZodType, path: string, naming: Naming): InputField {
  const u = unwrap(schema);
  return { type: inputOf(u.inner, path, naming), required: !u.omittable, description: u.description };
}

/** `skip`: a key left out (a union variant's tag, given by the @oneOf field's name instead). */
export function inputOf(schema: z.ZodType, path: string, naming: Naming, skip?: string): InputRef {
  const s = origin(schema);
  const cached = bySchema.get(s);
  if (cached) return cached;
  const values = stringValues(s);
  // Enums are the same type on input and output.
  if (values && values.length > 1) return outputOf(s, path, naming).type as InputRef;
  if (s instanceof z.ZodUnion && !values) {
    // `"auto"` or a number: the literal is the default, given by leaving the field out.
    const open = s.options.filter((o) => !(unwrap(o as z.ZodType).inner instanceof z.ZodLiteral));
    if (open.length === 1) return inputOf(unwrap(open[0] as z.ZodType).inner, path, naming);
  }
  const scalar = scalarOf(s);
  if (scalar) return scalar;
  if (s instanceof z.ZodArray) {
    const item = inputField(s.element as z.ZodType, path, naming);
    return new InputListRef<BuilderTypes, unknown>(item.type, item.required) as InputRef;
  }
  const keyed = s instanceof z.ZodRecord ? enumKeyedObject(s) : undefined;
  if (keyed) {
    const ref = inputOf(keyed, naming.presets.get(s) ?? idOf(s) ?? path, naming);
    bySchema.set(s, ref);
    return ref;
  }
  const underway = building.get(s);
  if (underway) return (underway.ref ??= builder.inputRef(underway.name)) as InputRef;
  const name = `${naming.presets.get(s) ?? idOf(s) ?? path}Input`;
  const taken = byName.get(name);
  if (taken && taken !== s) throw new Error(`two different input shapes are named ${name}: give one of them another .meta({ id })`);
  byName.set(name, s);
  const walk: { name: string; ref?: ReturnType<typeof builder.inputRef> } = { name };
  building.set(s, walk);
  // The type is defined under its ref if a field already points at it, else under its name.
  const as = () => walk.ref ?? name;
  let ref: InputRef;
  try {
    if (s instanceof z.ZodObject) ref = objectInput(s, name, as, naming, skip);
    else if (s instanceof z.ZodUnion && tagOf(s)) ref = oneOfInput(s, name, as, naming);
    else if (s instanceof z.ZodUnion && soleKeys(s)) ref = keyedOneOfInput(s, name, as, naming);
    else throw new Error(`${path}: zod '${s._zod.def.type}' has no GraphQL input form`);
  } finally {
    building.delete(s);
  }
  bySchema.set(s, ref);
  return ref;
}

/** `as`: the ref or name the type is defined under, asked once its fields are walked. */
type DefineAs = () => ReturnType<typeof builder.inputRef> | string;

function objectInput(s: z.ZodObject, name: string, as: DefineAs, naming: Naming, skip: string | undefined): InputRef {
  const base = name.slice(0, -"Input".length);
  const fields = Object.entries(s.shape)
    .filter(([key]) => key !== skip)
    .map(([key, f]) => [key, inputField(f as z.ZodType, base + pascal(key), naming)] as const);
  return builder.inputType(as(), {
    ...describe(naming.inputDescriptions.get(s) ?? typeDescription(s)),
    fields: (t) =>
      Object.fromEntries(fields.map(([key, f]) => [key, t.field({ type: f.type, required: f.required, ...describe(f.description) })])),
  }) as InputRef;
}

function oneOfInput(s: z.ZodUnion, name: string, as: DefineAs, naming: Naming): InputRef {
  const tag = tagOf(s)!;
  const fields = variants(s, tag).map(({ value, schema }) => {
    const rest = Object.keys(schema.shape).filter((k) => k !== tag);
    const description = typeDescription(schema);
    if (rest.length === 0) return [value, { type: "Boolean", required: false, description: `true: ${description ?? value}` }] as const;
    const memberName = naming.presets.get(schema) ?? idOf(schema) ?? naming.prefix + pascal(value);
    return [value, { type: inputOf(schema, memberName, naming, tag), required: false, description }] as const;
  });
  return builder.inputType(as(), {
    description: `${naming.descriptions.get(s) ?? typeDescription(s) ?? name}: give exactly one field (@oneOf), named by the variant's ${tag}`,
    isOneOf: true,
    fields: (t) =>
      Object.fromEntries(
        fields.map(([key, f]) => [key, t.field({ type: f.type as InputRef, required: false, ...describe(f.description) })]),
      ),
  }) as InputRef;
}

/** A union of one-field objects with different keys (`{ class } | { design }`) reads as a @oneOf by that key. */
function keyedOneOfInput(s: z.ZodUnion, name: string, as: DefineAs, naming: Naming): InputRef {
  const fields = soleKeys(s)!.map(
    ({ key, schema }) => [key, inputField(schema, name.slice(0, -"Input".length) + pascal(key), naming)] as const,
  );
  return builder.inputType(as(), {
    description: `${naming.descriptions.get(s) ?? typeDescription(s) ?? name}: give exactly one field (@oneOf)`,
    isOneOf: true,
    fields: (t) =>
      Object.fromEntries(fields.map(([key, f]) => [key, t.field({ type: f.type, required: false, ...describe(f.description) })])),
  }) as InputRef;
}

/** Each member's one key and its schema, when every member is an object of one field and no two share it. */
function soleKeys(s: z.ZodUnion): { key: string; schema: z.ZodType }[] | undefined {
  const members = s.options.map((o) => unwrap(o as z.ZodType).inner);
  if (!members.every((m) => m instanceof z.ZodObject && Object.keys(m.shape).length === 1)) return undefined;
  const keyed = (members as z.ZodObject[]).map((m) => {
    const [key, schema] = Object.entries(m.shape)[0]!;
    return { key, schema: schema as z.ZodType };
  });
  return new Set(keyed.map((k) => k.key)).size === keyed.length ? keyed : undefined;
}

const tagOf = (s: z.ZodUnion): string | undefined => (s._zod.def as { discriminator?: string }).discriminator;

function variants(s: z.ZodUnion, tag: string): { value: string; schema: z.ZodObject }[] {
  return s.options.map((o) => {
    const schema = unwrap(o as z.ZodType).inner as z.ZodObject;
    return { value: String([...(schema.shape[tag] as z.ZodLiteral).values][0]), schema };
  });
}

/** `f` worked out once per schema: the schemas are made at start-up and never change, and toValue runs on every request. */
function perSchema<S extends object, T>(f: (s: S) => T): (s: S) => T {
  const memo = new WeakMap<S, { value: T }>();
  return (s) => {
    let hit = memo.get(s);
    if (!hit) memo.set(s, (hit = { value: f(s) }));
    return hit.value;
  };
}

const innerOf = perSchema((schema: z.ZodType) => unwrap(schema).inner);
const variantsOf = perSchema((s: z.ZodUnion) => {
  const tag = tagOf(s);
  return tag ? { tag, variants: variants(s, tag) } : undefined;
});
const soleKeysOf = perSchema(soleKeys);
/** The fields a nullable field with no default: GraphQL may leave them out, but the engine wants their null. */
const nullFieldsOf = perSchema((s: z.ZodObject) =>
  (Object.entries(s.shape) as [string, z.ZodType][])
    .filter(([, field]) => field.safeParse(null).success && !field.safeParse(undefined).success)
    .map(([key]) => key),
);

/**
 * What GraphQL parsed, in the engine's shape: absent fields for nulls, `{ type: "build", … }` for
 * `{ build: { … } }`. Nothing is checked here: the game's zod schema parses the result.
 */
export function toValue(schema: z.ZodType, value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  const s = innerOf(schema);
  const tagged = s instanceof z.ZodUnion ? variantsOf(s) : undefined;
  if (tagged && typeof value === "object") {
    const { tag } = tagged;
    const chosen = Object.entries(value).filter(([, v]) => v !== null && v !== undefined && v !== false);
    const variant = chosen.length === 1 ? tagged.variants.find((v) => v.value === chosen[0]![0]) : undefined;
    // No variant (or `endTurn: false`): a value no variant accepts, so the parse refuses it.
    if (!variant) return { [tag]: "" };
    const fields = chosen[0]![1] === true ? {} : toValue(variant.schema, chosen[0]![1]);
    return { [tag]: variant.value, ...(fields as object) };
  }
  const keyed = s instanceof z.ZodUnion ? soleKeysOf(s) : undefined;
  if (keyed && typeof value === "object") {
    const chosen = Object.entries(value).filter(([, v]) => v !== null && v !== undefined);
    const member = chosen.length === 1 ? keyed.find((k) => k.key === chosen[0]![0]) : undefined;
    // None or several: an empty object, which no member accepts.
    return member ? { [member.key]: toValue(member.schema, chosen[0]![1]) } : {};
  }
  if (s instanceof z.ZodObject && typeof value === "object") {
    const given: Record<string, unknown> = Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== null && v !== undefined)
        .map(([key, v]) => [key, key in s.shape ? toValue(s.shape[key] as z.ZodType, v) : v]),
    );
    for (const key of nullFieldsOf(s)) if (!(key in given)) given[key] = null;
    return given;
  }
  if (s instanceof z.ZodArray && Array.isArray(value)) return value.map((v) => toValue(s.element as z.ZodType, v));
  if (s instanceof z.ZodRecord && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== null && v !== undefined)
        .map(([key, v]) => [key, toValue(s.valueType as z.ZodType, v)]),
    );
  }
  return value;
}
