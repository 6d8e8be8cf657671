// One table of routes drives both the Hono router and the OpenAPI document, so the schemas
// that validate a request are the schemas the docs show.
import type { Context, Hono } from "hono";
import { z } from "zod";
import { apiError, type ErrorCode, type Result } from "../service/errors";
import { isJsonText, type Caller, type JsonText } from "../service/types";
import { resolveCaller, type AuthedCaller } from "./auth";
import { conditionalGet, IF_NONE_MATCH_HEADER } from "./conditional";
import { problem } from "./problem";
import { admit, rateKey } from "./rate-limit";
import { requireScope } from "./scopes";

export type AppEnv = { Bindings: Env; Variables: { caller: AuthedCaller | null } };

export interface HandlerInput<B, Q> {
  c: Context<AppEnv>;
  env: Env;
  caller: Caller;
  body: B;
  query: Q;
  params: Record<string, string>;
}

export interface RouteSpec<B = unknown, Q = unknown, R = unknown> {
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
  body?: z.ZodType<B>;
  query?: z.ZodType<Q>;
  headers?: { name: string; description: string }[];
  /**
   * GET routes answer with an ETag and honour If-None-Match (conditional.ts) unless this is
   * false: a stream has no body to tag.
   */
  conditional?: false;
  /**
   * The answer: its zod shape (src/service/shapes.ts), which the handler's result must match; the
   * OpenAPI document puts each game's own schemas into the shapes that vary by kind. A stream
   * states its media type; `etag` says what the answer's ETag is, where it is more than a
   * conditional GET's digest of the body.
   */
  success: { status: 200 | 201; description: string; schema: z.ZodType<R>; mediaType?: "text/event-stream"; etag?: string };
  /** A list: the answer holds its items under `items`, and `nextCursor`; while another page follows, a `Link: <…>; rel="next"` header. */
  paged?: { items: string };
  errors: ErrorCode[];
  /** Answers with the success shape (or the room's JSON text of it), a problem, or a Response of its own (pages, streams). */
  handler: (input: HandlerInput<B, Q>) => Promise<Result<NoInfer<R> | JsonText> | Response> | Result<NoInfer<R> | JsonText>;
}

const isConditional = (spec: RouteSpec<any, any, any>) => spec.method === "get" && spec.conditional !== false;

/** A route, with If-None-Match listed among the headers of every conditional GET. */
export const defineRoute = <B = undefined, Q = undefined, R = unknown>(spec: RouteSpec<B, Q, R>): RouteSpec<B, Q, R> =>
  isConditional(spec) ? { ...spec, headers: [...(spec.headers ?? []), IF_NONE_MATCH_HEADER] } : spec;

function zodProblem(code: ErrorCode, where: string, error: z.ZodError) {
  const issues = error.issues.map((i) => `${[where, ...i.path].join(".")}: ${i.message}`);
  return apiError(code, issues.join("; "), { issues });
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

export function register(app: Hono<AppEnv>, routes: readonly RouteSpec<any, any, any>[]): void {
  for (const route of routes) {
    const honoPath = route.path.replace(/\{(\w+)\}/g, ":$1");
    const before = isConditional(route) ? conditionalGet : [];
    const authenticate = async (c: Context<AppEnv>, next: () => Promise<void>) => {
      const caller = await resolveCaller(c.env.DIRECTORY, c.req.header("authorization"));
      // A refused key spends its address's budget, so guessing keys is rate-limited too.
      const admitted = await admit(c.env, rateKey(caller.ok ? caller.value : null, c.req.raw));
      if (!admitted.ok) return problem(c, admitted.error);
      if (!caller.ok) return problem(c, caller.error);
      if (route.auth === "required" && caller.value === null) {
        return problem(c, apiError("UNAUTHENTICATED", "send your API key as 'Authorization: Bearer <key>'"));
      }
      c.set("caller", caller.value);
      await next();
    };
    app.on([route.method.toUpperCase()], [honoPath], ...before, authenticate, requireScope(route.operationId, problem), async (c: Context<AppEnv>) => {
      const caller = { value: c.get("caller") };
      let body: unknown = undefined;
      if (route.body) {
        const text = await c.req.text();
        let json: unknown = {};
        if (text.trim() !== "") {
          try {
            json = JSON.parse(text);
          } catch {
            return problem(c, apiError("MALFORMED_REQUEST", "the body is not valid JSON"));
          }
        }
        if (nestingDepth(json) > MAX_NESTING) {
          return problem(c, apiError("MALFORMED_REQUEST", `the body nests deeper than ${MAX_NESTING} levels`));
        }
        const parsed = route.body.safeParse(json);
        if (!parsed.success) return problem(c, zodProblem("MALFORMED_REQUEST", "body", parsed.error));
        body = parsed.data;
      }
      let query: unknown = undefined;
      if (route.query) {
        const parsed = route.query.safeParse(c.req.query());
        if (!parsed.success) return problem(c, zodProblem("MALFORMED_REQUEST", "query", parsed.error));
        query = parsed.data;
      }
      const result = await route.handler({ c, env: c.env, caller: caller.value, body, query, params: c.req.param() as Record<string, string> });
      if (result instanceof Response) return result;
      if (!result.ok) return problem(c, result.error);
      if (isJsonText(result.value)) return c.body(result.value.jsonText, route.success.status, { "content-type": "application/json" });
      return c.json(result.value as object, route.success.status);
    });
  }
}
