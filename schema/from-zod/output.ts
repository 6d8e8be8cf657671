// zod → GraphQL output types. Objects become object types (named by `.meta({ id })`, or by their
// path), string enums become enums, unions of objects become unions (told apart by their tag, or
// by the first member the value parses under), records keyed by seat become lists of
// `{ seat, …value }`, lists stay lists, optional and nullable fields are nullable, numbers are Int
// when `.int()` and Float otherwise, and `.describe()` gives the descriptions.
import { ListRef, type TypeParam } from "@pothos/core";
import { z } from "zod";
import { builder, type BuilderTypes } from "../builder";
import { enumKeyedObject, idOf, isGraphQLName, origin, pascal, scalarOf, stringValues, typeDescription, unwrap } from "./zod";

type Source = Record<string, unknown>;
type OutputRef = TypeParam<BuilderTypes>;
type ObjectTypeRef = ReturnType<typeof builder.objectRef<Source>>;

/** How one zod schema reads in GraphQL. */
export interface Output {
  type: OutputRef;
  /** The GraphQL type as printed (`[StarBattleLord!]`), to compare two shapes that share a name. */
  print: string;
  /** Reshapes the engine's value into the GraphQL one (records into lists); absent: as it is. */
  convert?: (value: unknown) => unknown;
}

interface Field extends Output {
  nullable: boolean;
  description: string | undefined;
}

/** A type defined elsewhere that a schema (or its meta id) stands for: the shared Outcome, say. */
export type SharedOutputs = ReadonlyMap<string | z.ZodType, Output>;

/** What names a type: the game's prefix, names fixed for some schemas, and the shared types. */
export interface Naming {
  prefix: string;
  presets: ReadonlyMap<z.ZodType, string>;
  /** Descriptions for schemas that carry none of their own (the options, the actions). */
  descriptions: ReadonlyMap<z.ZodType, string>;
  inputDescriptions: ReadonlyMap<z.ZodType, string>;
  shared: SharedOutputs;
}

// Types are global to the one builder, so every game's generator shares these caches.
const bySchema = new Map<z.ZodType, Output>();
const byName = new Map<string, { schema: unknown; signature: string; output: Output }>();
const recordEntries = new Map<z.ZodType, Output>();
/** Each object type's fields by type name, as its type reads them (a union may widen one: agreeOnNullability). */
const objectFields = new Map<string, Record<string, Field>>();
/**
 * Objects whose fields are being walked. A field that leads back to one (a transport's cargo of
 * units) gets a ref made before the type is: the type then implements that very ref.
 */
const building = new Map<z.ZodType, { name: string; ref?: OutputRef }>();

const nameOf = (s: z.ZodType, path: string, naming: Naming): string => naming.presets.get(s) ?? idOf(s) ?? path;

/** The GraphQL field for a (possibly wrapped) schema. */
export function outputField(schema: z.ZodType, path: string, naming: Naming): Field {
  const u = unwrap(schema);
  return { ...outputOf(u.inner, path, naming), nullable: u.nullable, description: u.description };
}

/** The GraphQL type of an unwrapped schema. */
export function outputOf(schema: z.ZodType, path: string, naming: Naming): Output {
  const s = origin(schema);
  const id = idOf(s);
  const shared = naming.shared.get(s) ?? (id === undefined ? undefined : naming.shared.get(id));
  if (shared) return shared;
  const cached = bySchema.get(s);
  if (cached) return cached;

  const values = stringValues(s);
  if (values && values.length > 1) return enumOf(s, values, nameOf(s, path, naming), naming);
  const scalar = scalarOf(s);
  if (scalar) return { type: scalar, print: scalar };
  if (s instanceof z.ZodArray) {
    const item = outputField(s.element as z.ZodType, path, naming);
    const convert = item.convert;
    return {
      type: new ListRef<BuilderTypes, unknown>(item.type, item.nullable),
      print: `[${item.print}${item.nullable ? "" : "!"}]`,
      ...(convert ? { convert: (v: unknown) => (v as unknown[]).map((x) => (x == null ? null : convert(x))) } : {}),
    };
  }
  if (s instanceof z.ZodRecord) {
    const keyed = enumKeyedObject(s);
    return keyed ? objectOf(keyed, nameOf(s, path, naming), naming) : recordOf(s, path, naming);
  }
  if (s instanceof z.ZodObject) return objectOf(s, nameOf(s, path, naming), naming);
  if (s instanceof z.ZodUnion) return unionOf(s, nameOf(s, path, naming), naming);
  throw new Error(`${path}: zod '${s._zod.def.type}' has no GraphQL form`);
}

/** Keeps one type per name: a second schema under a taken name must print the same fields. */
function claim(name: string, schema: unknown, signature: string, make: () => Output): Output {
  const taken = byName.get(name);
  if (taken) {
    if (taken.signature !== signature) throw new Error(`two different shapes are named ${name}: give one of them another .meta({ id })`);
    return taken.output;
  }
  const output = make();
  byName.set(name, { schema, signature, output });
  return output;
}

function enumOf(s: z.ZodType, values: string[], name: string, naming: Naming): Output {
  // Values such as "unknown-universe" are no GraphQL names: such a set stays a String.
  if (!values.every(isGraphQLName)) return { type: "String", print: "String" };
  const output = claim(name, s, `enum ${values.join("|")}`, () => ({
    type: builder.enumType(name, {
      ...describe(typeDescription(s) ?? naming.descriptions.get(s)),
      values: values as readonly string[],
    }) as OutputRef,
    print: name,
  }));
  bySchema.set(s, output);
  return output;
}

/** An object type; `seat` adds a leading seat field (a record's entry). */
function objectOf(s: z.ZodObject, name: string, naming: Naming, seat = false): Output {
  const underway = seat ? undefined : building.get(s);
  // The type claimed under this name already, or a ref the type implements once its fields are known.
  if (underway)
    return {
      type: (underway.ref ??= byName.get(underway.name)?.output.type ?? builder.objectRef<Source>(underway.name)),
      print: underway.name,
    };
  const fields: Record<string, Field> = {};
  if (seat) fields.seat = { type: "String", print: "String", nullable: false, description: "The seat this entry belongs to" };
  const walk: { name: string; ref?: OutputRef } = { name };
  if (!seat) building.set(s, walk);
  try {
    for (const [key, field] of Object.entries(s.shape)) fields[key] = outputField(field as z.ZodType, name + pascal(key), naming);
  } finally {
    if (!seat) building.delete(s);
  }
  const signature = Object.entries(fields)
    .map(([k, f]) => `${k}:${f.print}${f.nullable ? "" : "!"}`)
    .sort()
    .join(",");
  const output = claim(name, s, signature, () => {
    objectFields.set(name, fields);
    return {
      // A recursive shape's fields point at walk.ref already (a ref made here: the name was free).
      type: ((walk.ref as ObjectTypeRef | undefined) ?? builder.objectRef<Source>(name)).implement({
        ...describe(typeDescription(s) ?? naming.descriptions.get(s)),
        fields: (t) =>
          Object.fromEntries(
            Object.entries(fields).map(([key, f]) => [
              key,
              t.field({
                type: f.type,
                nullable: f.nullable,
                ...describe(f.description),
                resolve: (source: Source) => {
                  const value = source[key];
                  return (value == null ? null : f.convert ? f.convert(value) : value) as never;
                },
              }),
            ]),
          ),
      }) as OutputRef,
      print: name,
    };
  });
  if (!seat) bySchema.set(s, output);
  return output;
}

/**
 * A record keyed by seat reads as a list of entries: `{ seat, …fields }` for object values (the
 * entry type is the value's name with `Seat` after the game prefix: StarBattleShips →
 * StarBattleSeatShips), `{ seat, value }` for any other value.
 */
function recordOf(s: z.ZodRecord, path: string, naming: Naming): Output {
  const value = unwrap(s.valueType as z.ZodType);
  const valueName = idOf(value.inner);
  const entryName =
    idOf(s) ??
    (valueName?.startsWith(naming.prefix)
      ? `${naming.prefix}Seat${valueName.slice(naming.prefix.length)}`
      : valueName
        ? `Seat${valueName}`
        : `${path}Entry`);
  let entry = recordEntries.get(value.inner);
  if (!entry) {
    const shape = value.inner instanceof z.ZodObject ? value.inner : z.object({ value: s.valueType as z.ZodType });
    entry = objectOf(shape, entryName, naming, true);
    if (value.inner instanceof z.ZodObject) recordEntries.set(value.inner, entry);
  }
  const spread = value.inner instanceof z.ZodObject;
  return {
    type: new ListRef<BuilderTypes, unknown>(entry.type, false),
    print: `[${entry.print}!]`,
    convert: (v) =>
      Object.entries(v as Record<string, unknown>).map(([seat, x]) => (spread ? { seat, ...(x as object) } : { seat, value: x })),
  };
}

function unionOf(s: z.ZodUnion, name: string, naming: Naming): Output {
  const tag = (s._zod.def as { discriminator?: string }).discriminator;
  const members = s.options.map((option, i) => {
    const inner = unwrap(option as z.ZodType).inner;
    if (!(inner instanceof z.ZodObject)) throw new Error(`${name}: a union member is not an object (${inner._zod.def.type})`);
    const tagValue = tag ? String([...((inner.shape[tag] as z.ZodLiteral)?.values ?? [])][0]) : undefined;
    const memberName =
      naming.presets.get(inner) ?? idOf(inner) ?? (tagValue !== undefined ? naming.prefix + pascal(tagValue) : `${name}${i + 1}`);
    return { schema: inner, tagValue, output: objectOf(inner, memberName, naming) };
  });
  const names = members.map((m) => m.output.print);
  agreeOnNullability(names);
  const output = claim(name, s, `union ${names.join("|")}`, () => ({
    type: builder.unionType(name, {
      ...describe(typeDescription(s) ?? naming.descriptions.get(s)),
      types: members.map((m) => m.output.type) as never[],
      // Told apart by the tag where there is one, else by the first member the value fits.
      resolveType: (value: Source) =>
        (tag ? members.find((m) => m.tagValue === value[tag]) : members.find((m) => m.schema.safeParse(value).success))?.output.print ??
        null,
    }) as OutputRef,
    print: name,
  }));
  bySchema.set(s, output);
  return output;
}

/**
 * A client selecting a field on several members of a union puts them under one response key, and
 * GraphQL refuses two fields there that differ only in being nullable ("Fields "ship" conflict because
 * they return conflicting types "String" and "String!""). So where members share a field name for the
 * same kind of value and one of them may leave it out (a loss that is no ship, a die not rolled, cards
 * only their holder sees), it is nullable on every member: the value is there exactly as before, only the
 * published type widens. Fields holding different kinds of value under one name (an Int here, a
 * String there) cannot be made to agree without a rename: clients alias them
 * (test/schema/client-selections.test.ts).
 */
function agreeOnNullability(memberNames: readonly string[]): void {
  const byField = new Map<string, Field[]>();
  for (const member of memberNames)
    for (const [key, field] of Object.entries(objectFields.get(member) ?? {})) byField.set(key, [...(byField.get(key) ?? []), field]);
  for (const fields of byField.values())
    for (const field of fields) if (field.nullable) for (const other of fields) if (other.print === field.print) other.nullable = true;
}

export const describe = (description: string | undefined) => (description ? { description } : {});
