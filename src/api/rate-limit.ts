// Per-key request rates (ARCHITECTURE §6), on the platform's Rate Limiting bindings: each is a
// fixed-window counter per key, kept by Cloudflare near the caller (locally, by workerd). A
// player is counted by its API key's player, an anonymous caller by its address. Two windows:
// a short one for bursts and a longer one for the sustained rate. A request over either is
// refused with 429 RATE_LIMITED, the limit that was hit, and Retry-After.
import { apiError, fail, ok, type Result } from "../service/errors";
import type { Caller } from "../service/types";

export interface RateLimit {
  /** The name a 429 reports. */
  name: "burst" | "sustained";
  binding: "RATE_LIMIT_BURST" | "RATE_LIMIT_SUSTAINED";
  /** Requests a key may make in one window; these must match wrangler.toml's [[ratelimits]]. */
  limit: number;
  periodSeconds: 10 | 60;
}

export const RATE_LIMITS: readonly RateLimit[] = [
  { name: "burst", binding: "RATE_LIMIT_BURST", limit: 200, periodSeconds: 10 },
  { name: "sustained", binding: "RATE_LIMIT_SUSTAINED", limit: 600, periodSeconds: 60 },
];

/** Whose budget a request spends: the player behind the key, or else the caller's address. */
export function rateKey(caller: Caller, request: Request): string {
  if (caller) return `player:${caller.playerId}`;
  return `address:${request.headers.get("cf-connecting-ip") ?? "local"}`;
}

/**
 * Counts one request against every window, shortest first, and refuses it at the first window
 * that is full (a refused request is not counted against the longer windows). The windows are
 * aligned to multiples of their period, so Retry-After is the time to the end of the one hit.
 */
export async function admit(env: Env, key: string, now = Date.now()): Promise<Result<null>> {
  if (env.RATE_LIMITS === "off") return ok(null);
  for (const rate of RATE_LIMITS) {
    const binding = env[rate.binding];
    if (!binding) continue; // a deployment without the binding has no such limit
    const { success } = await binding.limit({ key });
    if (success) continue;
    const periodMs = rate.periodSeconds * 1000;
    const retryAfter = Math.max(1, Math.ceil((periodMs - (now % periodMs)) / 1000));
    return fail(
      apiError(
        "RATE_LIMITED",
        `the ${rate.name} limit is ${rate.limit} requests per ${rate.periodSeconds} s for each API key (or address, without one); retry after ${retryAfter} s`,
        {
          limit: rate.name,
          requests: rate.limit,
          periodSeconds: rate.periodSeconds,
          retryAfter,
        },
      ),
    );
  }
  return ok(null);
}
