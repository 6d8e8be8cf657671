// Every request gets an id and one log line. The id is answered as X-Request-Id (a caller's own
// X-Request-Id is kept when it is a plain token; hono's requestId middleware), and the trace
// as `traceparent`: a caller's valid traceparent keeps its trace id, which is then also the
// request id, so the caller's traces and our logs meet. The line (JSON, src/observe/log.ts) holds
// the method, the route pattern (never the path's values or the query), the status, the time
// taken, the kind of caller (never its key), and, for a refusal, its stable code; a failure of
// the server adds the exception — logged here once, not also where it was caught. The same
// figures go to the metrics (src/observe/metrics.ts) as one "request" data point.
import type { Context, MiddlewareHandler } from "hono";
import { requestId } from "hono/request-id";
import { routePath } from "hono/route";
import { describeError, log } from "../observe/log";
import { metricsTo } from "../observe/metrics";
import { formatTraceParent, parseTraceParent, randomHex } from "../observe/trace-context";
import type { AppEnv } from "./caller";
import { grantOf } from "./scopes";

declare module "hono" {
  interface ContextVariableMap {
    /** The stable code of the problem answered (problem.ts sets it), for the request's log line. */
    errorCode: string | undefined;
    /** What the server failed on (index.ts's onError sets it). */
    failure: unknown;
  }
}

export const REQUEST_ID_HEADER = "X-Request-Id";

/** anonymous, refused (a key was sent but not accepted), or the token's kind: master, device, app, bot. */
function callerKind(c: Context<AppEnv>): string {
  const caller = c.var.caller;
  if (caller) return grantOf(caller)?.kind ?? "master";
  return c.req.header("authorization") === undefined ? "anonymous" : "refused";
}

export const observeRequests: MiddlewareHandler<AppEnv> = async (c, next) => {
  const started = performance.now();
  const incoming = parseTraceParent(c.req.header("traceparent"));
  // Our span in the caller's trace (or in a new one); sampled as the caller asked.
  const trace = { traceId: incoming?.traceId ?? randomHex(16), parentId: randomHex(8), flags: incoming?.flags ?? "00" };
  const withId = requestId({ headerName: REQUEST_ID_HEADER, generator: () => trace.traceId });
  await withId(c, async () => {
    c.header("traceparent", formatTraceParent(trace));
    await next();
  });
  const status = c.res.status;
  const route = routePath(c) || "*";
  const ms = Math.round((performance.now() - started) * 100) / 100;
  const code = c.var.errorCode ?? "";
  const caller = callerKind(c);
  const failure = c.var.failure;
  const fields = {
    requestId: c.var.requestId,
    traceId: trace.traceId,
    method: c.req.method,
    route,
    status,
    ms,
    caller,
    ...(code ? { code } : {}),
    ...(failure !== undefined ? { error: describeError(failure) } : {}),
  };
  log(status >= 500 ? "error" : status >= 400 ? "warn" : "info", "request", fields);
  metricsTo(c.env.METRICS).record({ name: "request", method: c.req.method, route, code, caller, ms, status });
};
