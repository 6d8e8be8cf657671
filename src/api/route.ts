// One table of routes drives both the Hono router and the OpenAPI document, so the schemas
// that validate a request are the schemas the docs show. A handler is a line: it hands the raw
// body to a service function (src/service/), which parses it with the same schema.
import type { Context, Hono } from "hono";
import type { z } from "zod";
import { apiError, type ErrorCode, type Result } from "../service/errors";
import { keyRequired } from "../service/games";
import { parseInput } from "../service/inputs";
import type { Requester } from "../service/types";
import { identify, requester, type AppEnv } from "./caller";
import { conditionalGet, IF_NONE_MATCH_HEADER, taggedJson } from "./conditional";
import { problem } from "./problem";
import { requireScope } from "./scopes";

export type { AppEnv } from "./caller";

export interface HandlerInput<Q> {
  c: Context<AppEnv>;
  /** The bindings, the caller and its principal, as every service function takes them. */
  who: Requester;
  /** The body as JSON, not yet parsed by the route's schema: the service function parses it. */
  body: unknown;
  query: Q;
  params: Record<string, string>;
  /** The Idempotency-Key header, on routes that honour it. */
  idempotencyKey: string | undefined;
}

export interface RouteSpec<Q = unknown, R = unknown> {
  method: "get" | "post" | "put" | "delete";
  /** OpenAPI style: /v1/games/{id} */
  path: string;
  /** The operation's stable camelCase name in the OpenAPI document: generated clients name their methods after it. */
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  /** "required": a key must be sent; "optional": anonymous readers are served too. */
  auth: "required" | "optional" | "none";
  /** The body's schema, for the document; the handler's service function parses with the same one. */
  body?: z.ZodType;
  query?: z.ZodType<Q>;
  headers?: { name: string; description: string }[];
  /**
   * A creating POST applied once per Idempotency-Key (src/service/idempotency.ts): the header is
   * documented, and generated clients (the SDK's retryingFetch) resend it after a lost answer.
   */
  idempotent?: true;
  /**
   * GET routes answer with an ETag and honour If-None-Match (conditional.ts) unless this is
   * false: a stream has no body to tag.
   */
  conditional?: false;
  /**
   * The answer: its zod shape (src/service/shapes.ts), which the handler's result must match; the
   * OpenAPI document puts each game's own schemas into the shapes that vary by kind. A stream
   * states its media type; `etag` says what the answer's ETag is, where it is more than a
   * conditional GET's digest of the body (a game, or an answer holding one, is tagged with it).
   */
  success: {
    status: 200 | 201;
    description: string;
    schema: z.ZodType<R>;
    mediaType?: "text/event-stream";
    etag?: string;
    /** Another status answered with the same shape (the health report's 503), not as a problem. */
    alsoAs?: { status: 503; description: string };
  };
  /** A list: the answer holds its items under `items`, and `nextCursor`; while another page follows, a `Link: <…>; rel="next"` header. */
  paged?: { items: string };
  errors: ErrorCode[];
  /**
   * Answers with the success shape, a problem, or a Response of its own (pages, streams). A method,
   * so that its parameter is compared both ways and a table of routes with different queries reads
   * as `AnyRoute`: `register` hands each handler only the query its own `query` schema parsed.
   */
  handler(input: HandlerInput<Q>): Promise<Result<NoInfer<R>> | Response> | Result<NoInfer<R>>;
}

/** A route of any query and answer, as the router and the OpenAPI document read the table. */
export type AnyRoute = RouteSpec<unknown, unknown>;

const isConditional = (spec: AnyRoute) => spec.method === "get" && spec.conditional !== false;

export const IDEMPOTENCY_KEY_HEADER = {
  name: "Idempotency-Key",
  description:
    "Any string up to 255 printable characters (a UUID), unique per request you mean. A resend with the same key within a day is answered with the first answer " +
    "and applied once; the same key with a different request is 422 IDEMPOTENCY_KEY_REUSED; while the first is still being answered, 409 IDEMPOTENCY_KEY_IN_USE with Retry-After",
};

/** A route, with If-None-Match listed among the headers of every conditional GET, and Idempotency-Key on every idempotent POST. */
export function defineRoute<Q = undefined, R = unknown>(spec: RouteSpec<Q, R>): RouteSpec<Q, R> {
  const headers = [
    ...(spec.headers ?? []),
    ...(spec.idempotent ? [IDEMPOTENCY_KEY_HEADER] : []),
    ...(isConditional(spec) ? [IF_NONE_MATCH_HEADER] : []),
  ];
  const errors: ErrorCode[] = spec.idempotent ? [...spec.errors, "IDEMPOTENCY_KEY_REUSED", "IDEMPOTENCY_KEY_IN_USE"] : spec.errors;
  return { ...spec, ...(headers.length > 0 ? { headers } : {}), errors: [...new Set(errors)] };
}

/** No request body needs more than this; far deeper ones are refused before they reach a room. */
export const MAX_NESTING = 32;

/** How deeply arrays and objects nest in a parsed JSON value (iterative: a hostile body cannot overflow it). */
export function nestingDepth(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== "object") continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > MAX_NESTING) return deepest;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** The body as JSON (an empty body is `{}`), or why it cannot be read. */
async function jsonBody(c: Context<AppEnv>): Promise<Result<unknown>> {
  const text = await c.req.text();
  if (text.trim() === "") return { ok: true, value: {} };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: apiError("MALFORMED_REQUEST", "the body is not valid JSON") };
  }
  if (nestingDepth(json) > MAX_NESTING)
    return { ok: false, error: apiError("MALFORMED_REQUEST", `the body nests deeper than ${MAX_NESTING} levels`) };
  return { ok: true, value: json };
}

export function register(app: Hono<AppEnv>, routes: readonly AnyRoute[]): void {
  for (const route of routes) {
    const honoPath = route.path.replace(/\{(\w+)\}/g, ":$1");
    const before = isConditional(route) ? conditionalGet : [];
    // Who asks (caller.ts), a key where the route needs one, then what the key's token may do (scopes.ts).
    const keyNeeded = async (c: Context<AppEnv>, next: () => Promise<void>) => {
      c.set("route", honoPath); // the request log's route (request-log.ts); hono's routePath would find the same
      if (route.auth === "required" && c.get("caller") === null) return problem(c, keyRequired());
      await next();
    };
    app.on(
      [route.method.toUpperCase()],
      [honoPath],
      identify,
      keyNeeded,
      ...before,
      requireScope(route.operationId, problem),
      async (c: Context<AppEnv>) => {
        const who = requester(c);
        let body: unknown;
        if (route.body) {
          const json = await jsonBody(c);
          if (!json.ok) return problem(c, json.error);
          body = json.value;
        }
        let query: unknown;
        if (route.query) {
          const parsed = parseInput(route.query, c.req.query(), "query");
          if (!parsed.ok) return problem(c, parsed.error);
          query = parsed.value;
        }
        const idempotencyKey = route.idempotent ? c.req.header("idempotency-key") : undefined;
        const result = await route.handler({ c, who, body, query, params: c.req.param() as Record<string, string>, idempotencyKey });
        if (result instanceof Response) return result;
        if (!result.ok) return problem(c, result.error);
        if (route.success.etag) return taggedJson(c, result.value as object, route.success.status);
        return c.json(result.value as object, route.success.status);
      },
    );
  }
}
