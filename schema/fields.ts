// A compact way to declare GraphQL object types for plain game data (views, events, actions):
// each field names its type, and resolves to the property of the same name. Only the hand-written
// mirrors left in schema/games/ use it: a game with zod schemas gets generated types
// (schema/from-zod/), and this file goes with the last mirror.
import { builder } from "./builder";

type Scalar = "String" | "Int" | "Float" | "Boolean" | "ID";
type TypeRef = Scalar | object;
export type FieldSpec = TypeRef | [TypeRef] | { type: TypeRef | [TypeRef]; nullable?: boolean; description?: string; from?: (source: any) => unknown };

function normalise(spec: FieldSpec): { type: TypeRef | [TypeRef]; nullable: boolean; description?: string; from?: (source: any) => unknown } {
  if (typeof spec === "string" || Array.isArray(spec) || !("type" in spec)) return { type: spec as TypeRef | [TypeRef], nullable: false };
  return { nullable: false, ...spec };
}

/** An object type whose fields read the same-named properties (or `from`). Absent values are null. */
export function plainObject<T = any>(name: string, description: string, fields: Record<string, FieldSpec>, isTypeOf?: (value: any) => boolean) {
  return (builder as any).objectRef(name).implement({
    description,
    ...(isTypeOf ? { isTypeOf } : {}),
    fields: (t: any) =>
      Object.fromEntries(
        Object.entries(fields).map(([field, raw]) => {
          const spec = normalise(raw);
          return [
            field,
            t.field({
              type: spec.type,
              nullable: spec.nullable,
              ...(spec.description ? { description: spec.description } : {}),
              resolve: (source: any) => (spec.from ? spec.from(source) : (source[field] ?? null)),
            }),
          ];
        }),
      ),
  }) as import("@pothos/core").ObjectRef<import("./builder").BuilderTypes, T, T>;
}

/** An input type with the given fields; `required: false` where the action field is optional. */
export function plainInput(name: string, description: string, fields: Record<string, { type: TypeRef | [TypeRef]; required?: boolean; description?: string }>) {
  return (builder as any).inputType(name, {
    description,
    fields: (t: any) =>
      Object.fromEntries(
        Object.entries(fields).map(([field, spec]) => [field, t.field({ type: spec.type, required: spec.required ?? true, ...(spec.description ? { description: spec.description } : {}) })]),
      ),
  });
}

/** A union of object types told apart by a tag property (`type` for actions and events). */
export function unionByTag(name: string, description: string, members: Record<string, object>, tag = "type") {
  return (builder as any).unionType(name, {
    description,
    types: Object.values(members),
    resolveType: (value: Record<string, string>) => (members[value[tag]!] as { name: string } | undefined)?.name ?? null,
  });
}

/** Map entries `{seat: value}` as a list of `{seat, ...value}` (GraphQL has no maps). */
export const bySeat = <V extends object>(record: Record<string, V> | undefined | null) => Object.entries(record ?? {}).map(([seat, v]) => ({ seat, ...v }));
