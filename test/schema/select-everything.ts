// What a client generator writes against the published schema: for an abstract type, every field
// of every possible type through inline fragments, nested to a bounded depth, required arguments
// filled in. A careful generator aliases a field name that the schema uses for different kinds of
// value (an Int here, a String there): graphql-js refuses the two under one response key whatever
// the schema does, so only a rename could help. It keys such a field by its type, nullability left
// out (`to_Int`, `to_String`), so the same name for the same kind of value stays one key: a field
// that is `String` on one member and `String!` on another then conflicts, and that is what the
// schema can and must avoid (test/schema/client-selections.test.ts).
import {
  getNamedType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
} from "graphql";

type Composite = Extract<GraphQLNamedType, { getFields: unknown }> & { getFields(): Record<string, GraphQLField<unknown, unknown>> };

/** A field's type with every non-null mark dropped: `[Int!]!` → `[Int]`, the kind of value it holds. */
export function valueKind(type: GraphQLOutputType): string {
  if (isNonNullType(type)) return valueKind(type.ofType);
  if (isListType(type)) return `[${valueKind(type.ofType)}]`;
  return type.name;
}

/** Field names the schema gives different kinds of value to, with each kind found (`to` → Int, String, …). */
export function namesOfManyKinds(schema: GraphQLSchema): Map<string, Set<string>> {
  const kinds = new Map<string, Set<string>>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__") || !(isObjectType(type) || isInterfaceType(type))) continue;
    for (const field of Object.values(type.getFields())) {
      const found = kinds.get(field.name) ?? new Set<string>();
      found.add(valueKind(field.type));
      kinds.set(field.name, found);
    }
  }
  return new Map([...kinds].filter(([, found]) => found.size > 1));
}

/** A literal any validator accepts for an input type: the first enum value, the first field of a @oneOf. */
function literal(type: GraphQLInputType): string {
  if (isNonNullType(type)) return literal(type.ofType);
  if (isListType(type)) return `[${literal(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const given = type.isOneOf ? fields.slice(0, 1) : fields.filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
    return `{ ${given.map((f) => `${f.name}: ${literal(f.type)}`).join(", ")} }`;
  }
  if (type.name === "Int" || type.name === "Float") return "1";
  if (type.name === "Boolean") return "true";
  return '"x"';
}

const requiredArguments = (args: readonly GraphQLArgument[]): string => {
  const required = args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
  return required.length ? `(${required.map((a) => `${a.name}: ${literal(a.type)}`).join(", ")})` : "";
};

export class SelectEverything {
  private readonly manyKinds: Map<string, Set<string>>;

  constructor(
    private readonly schema: GraphQLSchema,
    /** How many object levels below the start are opened (0: its scalars only). */
    private readonly depth: number,
  ) {
    this.manyKinds = namesOfManyKinds(schema);
  }

  /** `{ __typename … on A { … } … on B { … } }` for a type, composite or abstract. */
  selection(type: GraphQLNamedType, depth = this.depth): string {
    if (isAbstractType(type)) {
      const parts = ["__typename"];
      if (isInterfaceType(type)) parts.push(this.fields(type, depth));
      for (const member of this.schema.getPossibleTypes(type)) parts.push(`... on ${member.name} { ${this.fields(member, depth)} }`);
      return `{ ${parts.join(" ")} }`;
    }
    return `{ ${this.fields(type as Composite, depth)} }`;
  }

  /** One field with its required arguments, under its response key, and its selection below. */
  field(field: GraphQLField<unknown, unknown>, depth = this.depth): string | null {
    const named = getNamedType(field.type);
    if (!isLeafType(named) && depth < 0) return null;
    const key = this.manyKinds.has(field.name) ? `${field.name}_${valueKind(field.type).replace(/\[/g, "List").replace(/\]/g, "")}: ` : "";
    const below = isLeafType(named) ? "" : ` ${this.selection(named, depth)}`;
    return `${key}${field.name}${requiredArguments(field.args)}${below}`;
  }

  private fields(type: Composite, depth: number): string {
    const parts = Object.values(type.getFields())
      .map((f) => this.field(f, depth - 1))
      .filter((s): s is string => s !== null);
    return ["__typename", ...parts].join(" ");
  }
}
