// Every request gets an id and one log line. The id is answered as X-Request-Id (a caller's own
// X-Request-Id is kept when it is a plain token, as hono's requestId middleware keeps it), and the trace
// as `traceparent`: a caller's valid traceparent keeps its trace id, which is then also the
// request id, so the caller's traces and our logs meet. The line (JSON, src/observe/log.ts) holds
// the method, the route pattern (never the path's values or the query), the status, the time
// taken, the kind of caller and, for a known key, its player's id and the credential's id
// (`master`, `tk_…`, `oa_…`: the ids its owner sees in their token list, never the secret or a
// hash of it), so an operator can tell which client floods; for a refusal, its stable code; a failure of
// the server adds the exception — logged here once, not also where it was caught. The same
// figures go to the metrics (src/observe/metrics.ts) as one "request" data point. Both are
// written just after the answer has gone out (afterAnswer), so a caller never waits on them.
import type { Context, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { describeError, logRecord } from "../observe/log";
import { metricsTo } from "../observe/metrics";
import { formatTraceParent, parseTraceParent, randomTraceIds } from "../observe/trace-context";
import type { AppEnv } from "./caller";
import { ensureOnAnswer, setForAnswer, type AnswerHeaders } from "./answer-headers";
import { grantOf } from "./scopes";

declare module "hono" {
  interface ContextVariableMap {
    /** The stable code of the problem answered (problem.ts sets it), for the request's log line. */
    errorCode: string | undefined;
    /** What the server failed on (index.ts's onError sets it). */
    failure: unknown;
    /** This request's id, as answered in X-Request-Id. */
    requestId: string;
    /** The route's pattern, set by the route itself (route.ts) so the line need not ask hono's router (routePath). */
    route: string | undefined;
  }
}

export const REQUEST_ID_HEADER = "X-Request-Id";

/** anonymous, refused (a key was sent but not accepted), or the token's kind: master, device, app, bot. */
function callerKind(c: Context<AppEnv>): string {
  const caller = c.get("caller");
  if (caller) return grantOf(caller)?.kind ?? "master";
  return c.req.header("authorization") === undefined ? "anonymous" : "refused";
}

/**
 * The caller's pseudonymous ids: its player and the credential it used (`master`, a token's
 * `tk_…`, an app grant's `oa_…`). None for an anonymous caller or a key that was not accepted:
 * an anonymous caller's rate budget is its address, which is never logged.
 */
function callerIds(c: Context<AppEnv>): { player: string; credential: string } {
  const caller = c.get("caller");
  if (!caller) return { player: "", credential: "" };
  return { player: caller.playerId, credential: grantOf(caller)?.tokenId ?? "master" };
}

/** A caller's own X-Request-Id is kept when it is a plain token (hono's requestId middleware's rule). */
const PLAIN_ID = /^[\w\-=]{1,255}$/;

export const observeRequests: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  const incoming = parseTraceParent(c.req.header("traceparent"));
  // Our span in the caller's trace (or in a new one); sampled as the caller asked.
  const fresh = randomTraceIds();
  const trace = { traceId: incoming?.traceId ?? fresh.traceId, parentId: fresh.spanId, flags: incoming?.flags ?? "00" };
  const asked = c.req.header(REQUEST_ID_HEADER);
  const requestId = asked !== undefined && PLAIN_ID.test(asked) ? asked : trace.traceId;
  c.set("requestId", requestId);
  const headers: AnswerHeaders = [
    ["traceparent", formatTraceParent(trace)],
    [REQUEST_ID_HEADER, requestId],
  ];
  setForAnswer(c, headers);
  await next();
  ensureOnAnswer(c, headers);
  const status = c.res.status;
  const ms = Math.round((performance.now() - started) * 100) / 100;
  // Everything else the line needs is read after the answer has gone out: none of it changes.
  afterAnswer(c, () => {
    // A route's own pattern when it set it (route.ts), else hono's (routePath walks every match: Round 16).
    const route = c.get("route") ?? (routePath(c) || "*");
    // c.get, not c.var: hono's c.var copies every variable of the request into a new object.
    const code = c.get("errorCode") ?? "";
    const caller = callerKind(c);
    const { player, credential } = callerIds(c);
    const failure = c.get("failure");
    const method = c.req.method;
    const level = status >= 500 ? "error" : status >= 400 ? "warn" : "info";
    // One object, in the line's field order, written as it is (log.ts adds nothing to copy).
    logRecord(level, {
      level,
      msg: "request",
      requestId,
      traceId: trace.traceId,
      method,
      route,
      status,
      ms,
      caller,
      ...(player ? { player, credential } : {}),
      ...(code ? { code } : {}),
      ...(failure !== undefined ? { error: describeError(failure) } : {}),
    });
    metricsTo(c.env.METRICS).record({ name: "request", method, route, code, caller, player, credential, ms, status });
  });
};

/**
 * Runs `write` once the answer has gone out: a timer's turn later, kept alive by the request's
 * waitUntil, so the caller does not wait while the line and the metric are written. Without an
 * execution context (the app called directly) it runs at once. (The runtime's `scheduler.wait`
 * instead of Node's setTimeout, which nodejs_compat makes the global one, cost more: Round 16.)
 */
function afterAnswer(c: Context<AppEnv>, write: () => void): void {
  let ctx: { waitUntil(promise: Promise<unknown>): void };
  try {
    ctx = c.executionCtx;
  } catch {
    write();
    return;
  }
  ctx.waitUntil(new Promise<void>((resolve) => setTimeout(resolve, 0)).then(write));
}
