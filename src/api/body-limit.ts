// Request bodies are bounded (ARCHITECTURE §6): small for every route, larger for a whole game
// record sent for verification. Over the bound is 413 BODY_TOO_LARGE with the bound in
// `maxBytes`, whether or not the client sent a Content-Length: a problem document on REST, a
// GraphQL error on /graphql.
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { apiError } from "../service/errors";
import { refuse } from "./problem";
import type { AppEnv } from "./route";

export const BODY_LIMIT = 64 * 1024;
export const RECORD_LIMIT = 8 * 1024 * 1024;

/** hono's body limit at `limit` bytes, answering BODY_TOO_LARGE: built once, not per request. */
const limitTo = (limit: number): MiddlewareHandler<AppEnv> =>
  bodyLimit({
    maxSize: limit,
    onError: (c) => refuse(c, apiError("BODY_TOO_LARGE", `request bodies are limited to ${limit} bytes`, { maxBytes: limit })),
  });
const bodyLimited = limitTo(BODY_LIMIT);
const recordLimited = limitTo(RECORD_LIMIT);

export const bodyLimits: MiddlewareHandler<AppEnv> = (c, next) =>
  c.req.path === "/v1/verify" ? recordLimited(c, next) : bodyLimited(c, next);
