// Failures of the platform that pass: a Durable Object (a game's room, or D1, which runs on one)
// that was restarting, moved, reset or overloaded when a request reached it. Cloudflare marks
// such an exception `retryable` (send it again, with backoff) or `overloaded` (do not retry at
// once: it adds to the load); the runtime has already retried the calls that never reached the
// object. What is left reaches the caller as a 503 with Retry-After and a stable code, not as a
// 500: nothing is wrong with the request, and a client that retries (with the same
// Idempotency-Key) learns whether its action was applied. An exception thrown by our own code
// (`remote`, or none of these marks) is a bug and stays a 500 INTERNAL.
import { apiError, type ApiError, type ErrorCode } from "./errors";

/** The codes a transient failure is answered with, on any route. */
export const TRANSIENT_CODES = ["TEMPORARILY_UNAVAILABLE", "OVERLOADED"] as const satisfies readonly ErrorCode[];

/** Seconds a client waits before sending again: a reset object is back within a second or so. */
export const RETRY_AFTER_UNAVAILABLE = 1;
/** An overloaded object needs its queue to drain first. */
export const RETRY_AFTER_OVERLOADED = 5;

/**
 * D1's transient errors by their text, as D1's docs list them for retries: D1 does not always
 * carry the `retryable` mark across its binding.
 */
const D1_TRANSIENT = [
  "Network connection lost",
  "storage caused object to be reset",
  "reset because its code was updated",
  "Cannot resolve D1 DB due to transient issue",
];
const D1_OVERLOADED = ["D1 DB is overloaded", "Too many requests queued"];

const mark = (error: object, name: "retryable" | "overloaded"): boolean => (error as Record<string, unknown>)[name] === true;

const MAY_HAVE_APPLIED = "an action sent may or may not have been applied: send it again with the same Idempotency-Key to learn which";

/** The 503 a transient platform failure is answered with, or null for any other exception. */
export function transientFailure(error: unknown): ApiError | null {
  if (!(error instanceof Error)) return null;
  const message = error.message;
  if (mark(error, "overloaded") || D1_OVERLOADED.some((m) => message.includes(m))) {
    return apiError("OVERLOADED", `the game's storage is busy; wait ${RETRY_AFTER_OVERLOADED} s; ${MAY_HAVE_APPLIED}`, {
      retryAfter: RETRY_AFTER_OVERLOADED,
    });
  }
  if (mark(error, "retryable") || D1_TRANSIENT.some((m) => message.includes(m))) {
    return apiError("TEMPORARILY_UNAVAILABLE", `the game's storage was briefly unavailable; ${MAY_HAVE_APPLIED}`, {
      retryAfter: RETRY_AFTER_UNAVAILABLE,
    });
  }
  return null;
}
