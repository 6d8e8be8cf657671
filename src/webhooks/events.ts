// The webhook event types and the schedule their deliveries are retried on.

export const WEBHOOK_EVENTS = [
  "decision.required",
  "game.started",
  "game.action",
  "deadline.warning",
  "game.over",
  "message.posted",
  "invitation.received",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The body of every delivery (Standard Webhooks' recommended shape). */
export interface WebhookPayload {
  type: WebhookEvent;
  timestamp: string;
  data: Record<string, unknown> & { gameId: string; kind: string; version: number };
}

/**
 * Waits before each retry: immediately, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h,
 * 20 h — about three days in all — each with ±20% jitter so failed receivers are not hit in step.
 */
export const RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 50_400_000, 72_000_000, 72_000_000];

export function nextAttemptDelay(attemptsSoFar: number, retryAfterMs: number | null, jitter = Math.random()): number | null {
  const base = RETRY_DELAYS_MS[attemptsSoFar - 1];
  if (base === undefined) return null;
  const jittered = Math.round(base * (0.8 + 0.4 * jitter));
  return Math.max(jittered, retryAfterMs ?? 0);
}

/**
 * The pause before a seat is told again of a decision it still owes: after its bot's `n`th
 * refused answer to it, or once a delivery of it was given up on (the longest pause). The same
 * schedule as retries, without end: a decision owed is never left untold.
 */
export function nextRetellDelay(n: number, jitter = Math.random()): number {
  const base = RETRY_DELAYS_MS[Math.min(n, RETRY_DELAYS_MS.length) - 1]!;
  return Math.round(base * (0.8 + 0.4 * jitter));
}

/** Retry-After as seconds or an HTTP date; null when absent or unreadable. Capped at a day. */
export function parseRetryAfter(header: string | null, now: number): number | null {
  if (!header) return null;
  const seconds = /^\s*(\d+)\s*$/.exec(header);
  const ms = seconds ? Number(seconds[1]) * 1000 : Date.parse(header) - now;
  if (!Number.isFinite(ms) || ms < 0) return null;
  return Math.min(ms, 86_400_000);
}
