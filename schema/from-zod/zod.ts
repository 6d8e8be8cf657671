// Reading zod 4 schemas for the GraphQL generator: strip the wrappers (optional, nullable,
// default…) and say what they meant, find a schema's name and description, and spell names.
import { z } from "zod";

export interface Unwrapped {
  /** The schema under every wrapper. */
  inner: z.ZodType;
  /** The value may be null or absent on output (`optional`, `nullable`, a `null` union member). */
  nullable: boolean;
  /** The field may be left out on input (`optional`, `nullable`, `default`). */
  omittable: boolean;
  /** The first description met from the outside in, if any. */
  description: string | undefined;
}

const descriptionOf = (s: z.ZodType): string | undefined => z.globalRegistry.get(s)?.description;

/** The meta id (`.meta({ id })`) a schema was named with. */
export const idOf = (s: z.ZodType): string | undefined => z.globalRegistry.get(s)?.id;

/**
 * The named schema a copy stands for: `.describe()` or `.meta()` without an id copies a schema
 * (same definition, linked to it as parent), and a described `side` field is still the Side type.
 */
export function origin(s: z.ZodType): z.ZodType {
  let o = s;
  while (idOf(o) === undefined && o._zod.parent && o._zod.parent._zod.def === o._zod.def) o = o._zod.parent as z.ZodType;
  return idOf(o) === undefined ? s : o;
}

export function unwrap(schema: z.ZodType): Unwrapped {
  let s = schema;
  let nullable = false;
  let omittable = false;
  let description: string | undefined;
  for (;;) {
    // A named schema's own description belongs to its type, not to the field that uses it.
    if (description === undefined && idOf(s) === undefined) description = descriptionOf(s);
    if (s instanceof z.ZodOptional) {
      nullable = omittable = true;
      s = s.unwrap() as z.ZodType;
    } else if (s instanceof z.ZodNullable) {
      nullable = omittable = true;
      s = s.unwrap() as z.ZodType;
    } else if (s instanceof z.ZodDefault || s instanceof z.ZodPrefault) {
      omittable = true;
      s = s.unwrap() as z.ZodType;
    } else if (s instanceof z.ZodReadonly || s instanceof z.ZodCatch || s instanceof z.ZodNonOptional) {
      s = s._zod.def.innerType as z.ZodType;
    } else if (s instanceof z.ZodPipe) {
      s = s._zod.def.out as z.ZodType;
    } else if (s instanceof z.ZodLazy) {
      s = s._zod.def.getter() as z.ZodType;
    } else if (s instanceof z.ZodUnion && s.options.some((o) => o instanceof z.ZodNull)) {
      // `T | null` written as a union is a nullable T.
      nullable = omittable = true;
      const rest = s.options.filter((o) => !(o instanceof z.ZodNull)) as z.ZodType[];
      s = rest.length === 1 ? rest[0]! : z.union(rest as [z.ZodType, z.ZodType, ...z.ZodType[]]);
    } else {
      break;
    }
  }
  // An object or union describes its type; any other schema's description is its field's.
  if (description === undefined && !(s instanceof z.ZodObject) && !(s instanceof z.ZodUnion) && idOf(s) === undefined)
    description = descriptionOf(s);
  return { inner: s, nullable, omittable, description };
}

/** The type's own description: the named or object schema's `.describe()`. */
export const typeDescription = (s: z.ZodType): string | undefined => descriptionOf(s);

/** `star-battle` → `StarBattle`, `chooseShip` → `ChooseShip`. */
export const pascal = (word: string): string =>
  word
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join("");

/** Whether a word may be a GraphQL name (of a type, field or enum value): letters, digits, `_`. */
export const isGraphQLName = (name: string): boolean => /^[_A-Za-z][_0-9A-Za-z]*$/.test(name);

/** The string values of an enum or of a union of string literals; undefined for anything else. */
export function stringValues(s: z.ZodType): string[] | undefined {
  if (s instanceof z.ZodEnum) return s.options.map(String);
  if (s instanceof z.ZodLiteral)
    return s.values.size > 0 && [...s.values].every((v) => typeof v === "string") ? ([...s.values] as string[]) : undefined;
  if (s instanceof z.ZodUnion) {
    const parts = s.options.map((o) => stringValues(unwrap(o as z.ZodType).inner));
    return parts.every((p) => p !== undefined) ? [...new Set(parts.flat() as string[])] : undefined;
  }
  return undefined;
}

/** The scalar a leaf schema becomes; undefined for objects, lists, unions of objects and records. */
export function scalarOf(s: z.ZodType): "String" | "Int" | "Float" | "Boolean" | undefined {
  if (s instanceof z.ZodString || s instanceof z.ZodEnum || s instanceof z.ZodStringFormat) return "String";
  if (s instanceof z.ZodNumber) return s.isInt ? "Int" : "Float";
  if (s instanceof z.ZodBoolean) return "Boolean";
  if (s instanceof z.ZodLiteral) {
    const kinds = new Set([...s.values].map((v) => typeof v));
    if (kinds.size !== 1) return "String";
    const [kind] = kinds;
    return kind === "boolean"
      ? "Boolean"
      : kind === "number"
        ? [...s.values].every((v) => Number.isInteger(v))
          ? "Int"
          : "Float"
        : "String";
  }
  if (s instanceof z.ZodUnion) {
    const parts = s.options.map((o) => scalarOf(unwrap(o as z.ZodType).inner));
    if (parts.some((p) => p === undefined)) return undefined;
    const kinds = new Set(parts);
    // A mixed scalar union ("auto" or a number) reads as text: GraphQL's String prints numbers too.
    return kinds.size === 1 ? parts[0] : "String";
  }
  return undefined;
}

const keyedObjects = new WeakMap<z.ZodRecord, z.ZodObject>();

/**
 * A record keyed by an enum (`z.partialRecord(z.enum([...]), V)`) is an object with one optional
 * field per key; undefined for records keyed by free strings (seats), which read as lists.
 */
export function enumKeyedObject(s: z.ZodRecord): z.ZodObject | undefined {
  const keys = stringValues(unwrap(s.keyType as z.ZodType).inner);
  if (!keys?.every(isGraphQLName)) return undefined;
  let object = keyedObjects.get(s);
  if (!object) {
    object = z.object(Object.fromEntries(keys.map((k) => [k, (s.valueType as z.ZodType).optional()])));
    keyedObjects.set(s, object);
  }
  return object;
}
