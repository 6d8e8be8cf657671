// Bounds on GraphQL documents (ARCHITECTURE §6): how deep a selection may nest and how many
// fields a document may ask for, fragments expanded. Over either, the document is refused with a
// GraphQL error whose extensions carry a stable code and the limit.
import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from "graphql";

export const MAX_DEPTH = 12;
export const MAX_FIELDS = 2000;

function measure(
  set: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  depth: number,
  seen: Set<string>,
): { depth: number; fields: number } {
  let deepest = depth;
  let fields = 0;
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) {
      fields++;
      if (sel.selectionSet) {
        const inner = measure(sel.selectionSet, fragments, depth + 1, seen);
        deepest = Math.max(deepest, inner.depth);
        fields += inner.fields;
      }
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      const inner = measure(sel.selectionSet, fragments, depth, seen);
      deepest = Math.max(deepest, inner.depth);
      fields += inner.fields;
    } else {
      const name = sel.name.value;
      const fragment = fragments.get(name);
      if (!fragment || seen.has(name)) continue; // unknown or cyclic fragments are graphql-js's to report
      const inner = measure(fragment.selectionSet, fragments, depth, new Set([...seen, name]));
      deepest = Math.max(deepest, inner.depth);
      fields += inner.fields;
    }
    if (fields > MAX_FIELDS * 10) break; // enough to refuse; stop walking a hostile document
  }
  return { depth: deepest, fields };
}

export function documentLimits(context: ValidationContext): ASTVisitor {
  const doc = context.getDocument();
  const fragments = new Map(
    doc.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]),
  );
  return {
    OperationDefinition(op) {
      const { depth, fields } = measure(op.selectionSet, fragments, 1, new Set());
      if (depth > MAX_DEPTH) {
        context.reportError(
          new GraphQLError(`the document nests ${depth} levels deep; the limit is ${MAX_DEPTH}`, {
            nodes: [op],
            extensions: { code: "GRAPHQL_DEPTH_LIMIT", limit: MAX_DEPTH },
          }),
        );
      }
      if (fields > MAX_FIELDS) {
        context.reportError(
          new GraphQLError(`the document asks for ${fields} fields; the limit is ${MAX_FIELDS}`, {
            nodes: [op],
            extensions: { code: "GRAPHQL_COST_LIMIT", limit: MAX_FIELDS },
          }),
        );
      }
    },
  };
}
