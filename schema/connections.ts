// Lists as Relay connections: `first`/`after` in, edges with cursors and pageInfo out, over the
// same pages REST gives (src/service/pages.ts). A bad `first` or cursor is a GraphQL error with
// the same stable code REST answers with, in `extensions.code`.
import { GraphQLError } from "graphql";
import { apiError, type ApiError, type Result } from "../src/service/errors";
import { PAGE_SIZES, type Page } from "../src/service/pages";

export type ListName = keyof typeof PAGE_SIZES;

function refuse(error: ApiError): never {
  throw new GraphQLError(error.detail, { extensions: { code: error.code, status: error.status } });
}

/** The options of `first`, the page size (every connection pages forward only). */
export const firstArg = (list: ListName) => ({
  required: false as const,
  description: `Items in this page, 1 to ${PAGE_SIZES[list].max} (default ${PAGE_SIZES[list].default})`,
});

/** The options of `after`, where the page starts. */
export const afterArg = {
  required: false as const,
  description: "The endCursor of the previous page (or any edge's cursor), as it was given, with the same other arguments",
};

/** `first` checked against the list's bounds, as REST checks `limit`. */
export function pageSize(first: number | null | undefined, list: ListName): number {
  const { default: fallback, max } = PAGE_SIZES[list];
  if (first === null || first === undefined) return fallback;
  if (!Number.isInteger(first) || first < 1 || first > max)
    refuse(apiError("MALFORMED_REQUEST", `first must be an integer from 1 to ${max}`));
  return first;
}

export interface Connection<T> {
  edges: { node: T; cursor: string }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
}

export function connectionOf<T>(page: Page<T>): Connection<T> {
  const edges = page.nodes.map((node) => ({ node, cursor: page.cursorOf(node) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: page.nextCursor !== null,
      hasPreviousPage: false,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

/** A page, or the service's refusal (an invalid cursor, an unknown game) as a GraphQL error. */
export function pageOrThrow<T>(result: Result<T>): T {
  return result.ok ? result.value : refuse(result.error);
}
