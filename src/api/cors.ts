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
  allowMethods: ["GET", "HEAD", "POST", "PUT", "DELETE"],
  allowHeaders: [...CORS_ALLOWED_HEADERS],
  exposeHeaders: [...CORS_EXPOSED_HEADERS],
  maxAge: CORS_MAX_AGE_SECONDS,
});

/**
 * hono's middleware takes every OPTIONS for a preflight; one without Access-Control-Request-Method
 * is not (a browser always sends it), so it goes on to the routes — /graphql answers it 405 —
 * with the headers of an ordinary answer.
 */
export const corsHeaders: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== "OPTIONS" || c.req.header("access-control-request-method") !== undefined) return honoCors(c, next);
  await next();
  c.header("access-control-allow-origin", "*");
  c.header("access-control-expose-headers", CORS_EXPOSED_HEADERS.join(","));
};

/** The CORS response headers a 304 must keep (a browser checks them on a revalidation too). */
export const CORS_RESPONSE_HEADERS = ["access-control-allow-origin", "access-control-expose-headers"] as const;
