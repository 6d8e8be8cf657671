// How a refused request is answered, with a stable `code` on every surface: REST as an RFC 9457
// problem document, /graphql as a GraphQL response (`errors[].extensions.code`), so a GraphQL
// client never has to read a second error format — whichever layer refused the request (body
// limit, rate limit, key check, router, or a failure of the server).
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ApiError } from "../service/errors";

export const GRAPHQL_PATH = "/graphql";

export function problem(c: Context, error: ApiError): Response {
  c.set("errorCode", error.code);
  const body = {
    type: `https://starpost.dev/errors/${error.code.toLowerCase().replaceAll("_", "-")}`,
    title: error.title,
    status: error.status,
    code: error.code,
    detail: error.detail,
    ...(error.rule ? { rule: error.rule } : {}),
    ...(error.extra ?? {}),
  };
  const headers: Record<string, string> = { "content-type": "application/problem+json" };
  if (typeof error.extra?.retryAfter === "number") headers["retry-after"] = String(error.extra.retryAfter);
  return c.body(JSON.stringify(body), error.status as ContentfulStatusCode, headers);
}

export const GRAPHQL_RESPONSE = "application/graphql-response+json";

/**
 * The JSON media type a GraphQL client reads, by its Accept header (GraphQL over HTTP):
 * application/graphql-response+json when it ranks that at least as high as application/json,
 * otherwise application/json — also with no Accept header, or only wildcards (older clients).
 */
export function graphqlMediaType(accept: string | null | undefined): typeof GRAPHQL_RESPONSE | "application/json" {
  const ranked = (accept ?? "")
    .split(",")
    .map((part, order) => {
      const [type = "", ...params] = part.split(";").map((s) => s.trim().toLowerCase());
      const q = params.find((p) => p.startsWith("q="));
      return { type, q: q ? Number(q.slice(2)) : 1, order };
    })
    .filter((m) => m.type !== "" && m.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const m of ranked) {
    if (m.type === GRAPHQL_RESPONSE) return GRAPHQL_RESPONSE;
    if (m.type === "application/json" || m.type === "application/*" || m.type === "*/*") return "application/json";
  }
  return "application/json";
}

/**
 * A request refused before GraphQL ran, as a GraphQL response: `{ errors: [{ message,
 * extensions: { code, ...the error's fields } }] }`. The status is the error's own (401, 405,
 * 413, 415, 429, 500) for either media type: these are refusals of the HTTP request itself, which
 * GraphQL over HTTP leaves to HTTP's statuses, and a client or proxy can act on them.
 */
export function graphqlError(request: Request, error: ApiError, headers: Record<string, string> = {}): Response {
  const body = { errors: [{ message: error.detail, extensions: { code: error.code, ...(error.extra ?? {}) } }] };
  const all: Record<string, string> = { "content-type": `${graphqlMediaType(request.headers.get("accept"))}; charset=utf-8`, ...headers };
  if (typeof error.extra?.retryAfter === "number") all["retry-after"] = String(error.extra.retryAfter);
  return new Response(JSON.stringify(body), { status: error.status, headers: all });
}

/** A refusal in the format of the surface it was sent to. */
export function refuse(c: Context, error: ApiError): Response {
  c.set("errorCode", error.code);
  return c.req.path === GRAPHQL_PATH ? graphqlError(c.req.raw, error) : problem(c, error);
}
