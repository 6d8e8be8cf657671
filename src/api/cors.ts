// CORS for the whole API (REST, the event stream, /graphql): a page on any origin may call it.
// Callers authenticate with a bearer key in the Authorization header, never a cookie, so a
// foreign page can do no more than its own key allows and no credentials mode is offered
// (`Access-Control-Allow-Origin: *`, which browsers never pair with cookies).
//
// The middleware runs first, so every answer carries the headers: successes, 304s (see
// conditional.ts, which keeps them), problems from any layer (body limit, rate limit, key check,
// router, a failure of the server) and GraphQL's answers — a browser can then read an error too.
import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";
import { ensureOnAnswer, setForAnswer, type AnswerHeaders } from "./answer-headers";

/** Methods a page may use: the REST routes' (PUT for preferences and mutes) and GraphQL's. */
export const CORS_ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE"] as const;

/** Request headers a client may send beyond the CORS-safelisted ones. */
export const CORS_ALLOWED_HEADERS = [
  "Authorization",
  "Content-Type",
  "Idempotency-Key",
  "If-Match",
  "If-None-Match",
  "Last-Event-ID",
  "X-Request-Id",
  "traceparent",
] as const;

/**
 * Response headers a script may read beyond the safelisted ones: every header the API sends that
 * a client acts on — the validator (ETag), a 429's or 503's wait (Retry-After; the rate limits
 * send no other header), the next page (Link), a 405's methods (Allow), and the request's id and
 * trace (X-Request-Id, traceparent: what to quote when reporting a problem).
 */
export const CORS_EXPOSED_HEADERS = ["ETag", "Retry-After", "Link", "Allow", "X-Request-Id", "traceparent"] as const;

/** How long a browser may reuse a preflight answer: a day (Firefox keeps it that long; Chromium caps it at two hours). */
export const CORS_MAX_AGE_SECONDS = 86_400;

const honoCors = cors({
  origin: "*",
  allowMethods: [...CORS_ALLOWED_METHODS],
  allowHeaders: [...CORS_ALLOWED_HEADERS],
  exposeHeaders: [...CORS_EXPOSED_HEADERS],
  maxAge: CORS_MAX_AGE_SECONDS,
});

/** What every answer but a preflight's carries. */
const ANSWER_HEADERS: AnswerHeaders = [
  ["Access-Control-Allow-Origin", "*"],
  ["Access-Control-Expose-Headers", CORS_EXPOSED_HEADERS.join(",")],
];

/**
 * hono's middleware answers a preflight (an OPTIONS with Access-Control-Request-Method: a browser
 * always sends it). Every other request goes on to the routes — /graphql answers an OPTIONS 405 —
 * and its answer carries the headers hono's middleware would give it, set without reading
 * `c.res` early (answer-headers.ts: hono's middleware does, and costs every answer two copies).
 */
export const corsHeaders: MiddlewareHandler = async (c, next) => {
  if (c.req.method === "OPTIONS" && c.req.header("access-control-request-method") !== undefined) return honoCors(c, next);
  setForAnswer(c, ANSWER_HEADERS);
  await next();
  ensureOnAnswer(c, ANSWER_HEADERS);
};

/** The CORS response headers a 304 must keep (a browser checks them on a revalidation too). */
export const CORS_RESPONSE_HEADERS = ["access-control-allow-origin", "access-control-expose-headers"] as const;
