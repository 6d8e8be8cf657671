// One delivery attempt: check the target, sign, POST with a time limit, and read the answer.
import { parseRetryAfter } from "../../src/webhooks/events";
import { vetTarget } from "../../src/webhooks/vet";
import { webhookHeaders } from "../../src/webhooks/sign";
import type { DeliveryRow } from "./outbox";

export interface AttemptResult {
  status: number | null;
  error: string | null;
  retryAfterMs: number | null;
  /** The answer body of a 2xx (a bot may put its action there), at most 64 KiB. */
  body: string | null;
}

const TIMEOUT_MS = 10_000;
const MAX_ANSWER = 64 * 1024;

export async function attempt(d: DeliveryRow, now: number, allowPrivate: boolean, resolver?: string): Promise<AttemptResult> {
  const target = await vetTarget(d.url, allowPrivate, resolver);
  if (!target.ok) return { status: null, error: `target refused: ${target.reason}`, retryAfterMs: null, body: null };
  const headers = await webhookHeaders(d.secret, d.id, Math.floor(now / 1000), d.body);
  try {
    const res = await fetch(target.url, {
      method: "POST",
      headers,
      body: d.body,
      redirect: "manual",
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!res.ok) await res.body?.cancel();
    const text = res.ok ? (await res.text()).slice(0, MAX_ANSWER) : null;
    return {
      status: res.status,
      error: res.ok ? null : `HTTP ${res.status}`,
      retryAfterMs: parseRetryAfter(res.headers.get("retry-after"), now),
      body: text,
    };
  } catch (error) {
    return { status: null, error: `request failed: ${(error as Error).message}`, retryAfterMs: null, body: null };
  }
}
