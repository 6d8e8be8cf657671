// One push attempt (RFC 8030 §5): the target checked as every webhook target is, the message
// encrypted for the browser (RFC 8291), the request signed (RFC 8292), POSTed with a time limit.
import type { AttemptResult } from "../../durable-objects/room/deliver";
import { parseRetryAfter } from "../webhooks/events";
import { vetTarget } from "../webhooks/vet";
import { fromBase64Url } from "./base64url";
import { encryptPush } from "./encrypt";
import { pushTopic, urgencyOf, type PushEvent } from "./events";
import { vapidAuthorization, type VapidKeys } from "./vapid";

/** How long a push service may hold a message for a device that is off: a day (the VAPID token's own limit). */
export const PUSH_TTL_S = 86_400;
const TIMEOUT_MS = 10_000;

export interface PushDelivery {
  event: PushEvent;
  gameId: string;
  endpoint: string;
  /** JSON {p256dh, auth}, as stored with the delivery. */
  keys: string;
  /** The push's plaintext: PushPayload as JSON. */
  body: string;
}

export async function attemptPush(
  d: PushDelivery,
  vapid: () => Promise<VapidKeys>,
  now: number,
  allowPrivate: boolean,
  resolver?: string,
): Promise<AttemptResult> {
  const target = await vetTarget(d.endpoint, allowPrivate, resolver);
  if (!target.ok) return { status: null, error: `target refused: ${target.reason}`, retryAfterMs: null, body: null };
  try {
    const stored = JSON.parse(d.keys) as { p256dh: string; auth: string };
    const body = await encryptPush(d.body, { p256dh: fromBase64Url(stored.p256dh)!, auth: fromBase64Url(stored.auth)! });
    const topic = pushTopic(d.gameId, d.event);
    const headers = {
      "content-type": "application/octet-stream",
      "content-encoding": "aes128gcm",
      ttl: String(PUSH_TTL_S),
      urgency: urgencyOf(d.event),
      ...(topic ? { topic } : {}),
      // The token's lifetime runs on the real clock, whatever the room's clock says.
      authorization: await vapidAuthorization(await vapid(), d.endpoint, Date.now()),
    };
    const res = await fetch(target.url, { method: "POST", headers, body, redirect: "manual", signal: AbortSignal.timeout(TIMEOUT_MS) });
    await res.body?.cancel();
    return {
      status: res.status,
      error: res.ok ? null : `HTTP ${res.status}`,
      retryAfterMs: parseRetryAfter(res.headers.get("retry-after"), now),
      body: null,
    };
  } catch (error) {
    return { status: null, error: `request failed: ${(error as Error).message}`, retryAfterMs: null, body: null };
  }
}
