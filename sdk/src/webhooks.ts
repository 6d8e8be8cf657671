// Standard Webhooks signatures (https://www.standardwebhooks.com/), on WebCrypto alone so the same
// code runs in Node, browsers, Deno and Workers. A delivery carries `webhook-id`,
// `webhook-timestamp` (seconds) and `webhook-signature`: space-separated `v1,<base64>` entries,
// each an HMAC-SHA256 of `{id}.{timestamp}.{body}` under the key in the subscription's
// `whsec_…` secret. Several entries may stand in one header (while a secret is being rotated);
// one match is enough. A timestamp outside the tolerance is refused, so a captured delivery
// cannot be replayed later. `handleWebhook` verifies a delivery and hands it to the handler for
// its event type, typed as that type's payload in the document's `webhooks` section.
import type { WebhookEvent, WebhookOf, WebhookReply, WebhookType } from "./types.js";

export class WebhookVerificationError extends Error {
  override readonly name = "WebhookVerificationError";
}

export interface VerifyOptions {
  /** How far the timestamp may be from now, either way (default 300 s, as the spec's libraries). */
  toleranceSeconds?: number;
  /** The clock, in milliseconds (tests set it). */
  now?: () => number;
}

/** Request headers as Fetch (`Headers`) or Node (`IncomingHttpHeaders`) give them. */
export type HeaderSource = Headers | Record<string, string | string[] | undefined>;

const utf8 = new TextEncoder();

/**
 * Checks a delivery and answers its parsed body, a union over the event types (narrow it on
 * `type`); throws WebhookVerificationError if a header is missing, the timestamp is out of
 * tolerance, or no signature matches. `body` must be the raw bytes (or text) as received:
 * re-serialized JSON would not match.
 */
export async function verifyWebhook(
  secret: string,
  body: string | Uint8Array,
  headers: HeaderSource,
  options: VerifyOptions = {},
): Promise<WebhookEvent> {
  const id = header(headers, "webhook-id");
  const timestamp = header(headers, "webhook-timestamp");
  const signatures = header(headers, "webhook-signature");
  if (!id || !timestamp || !signatures) throw new WebhookVerificationError("missing webhook-id, webhook-timestamp or webhook-signature");
  if (!/^\d+$/.test(timestamp)) throw new WebhookVerificationError("webhook-timestamp is not a number of seconds");
  const skew = Number(timestamp) - Math.floor((options.now ?? Date.now)() / 1000);
  const tolerance = options.toleranceSeconds ?? 300;
  if (skew < -tolerance) throw new WebhookVerificationError("webhook-timestamp is too old");
  if (skew > tolerance) throw new WebhookVerificationError("webhook-timestamp is in the future");
  const bytes = typeof body === "string" ? utf8.encode(body) : body;
  const key = await hmacKey(secret, "verify");
  const prefix = utf8.encode(`${id}.${timestamp}.`);
  const signed = new Uint8Array(prefix.length + bytes.length);
  signed.set(prefix);
  signed.set(bytes, prefix.length);
  for (const entry of signatures.split(" ")) {
    const [version, value] = entry.split(",", 2);
    if (version !== "v1" || !value) continue;
    const mac = fromBase64(value);
    // subtle.verify compares in constant time: a forger learns nothing from how long a refusal takes.
    if (mac && (await crypto.subtle.verify("HMAC", key, mac, signed))) {
      try {
        return JSON.parse(typeof body === "string" ? body : new TextDecoder().decode(body)) as WebhookEvent;
      } catch {
        throw new WebhookVerificationError("the signed body is not JSON");
      }
    }
  }
  throw new WebhookVerificationError("no signature matches");
}

/** A handler per event type, each given that type's payload; a `decision.required` handler of a bot subscription may answer `{ action }`. */
export type WebhookHandlers = { [T in WebhookType]?: (event: WebhookOf<T>) => WebhookReply<T> | Promise<WebhookReply<T>> };

/**
 * Verifies a delivery (as verifyWebhook) and calls the handler for its `type` with the payload
 * typed as that type's. Answers what the handler answered — the body to send back with a 2xx —
 * or undefined when no handler is given for the type, which includes event types added to the
 * API after this SDK was built: acknowledge those rather than refuse them, or they are retried
 * for days. Throws WebhookVerificationError (answer 401) before any handler runs.
 */
export async function handleWebhook(
  secret: string,
  body: string | Uint8Array,
  headers: HeaderSource,
  handlers: WebhookHandlers,
  options: VerifyOptions = {},
): Promise<WebhookReply<WebhookType> | undefined> {
  const event = await verifyWebhook(secret, body, headers, options);
  // The event's type picks its handler, so each handler only ever sees its own payload.
  const type = (event as { type?: unknown } | null)?.type;
  const handler =
    typeof type === "string" && Object.hasOwn(handlers, type)
      ? (handlers[type as WebhookType] as
          | ((event: WebhookEvent) => WebhookReply<WebhookType> | Promise<WebhookReply<WebhookType>>)
          | undefined)
      : undefined;
  return handler ? ((await handler(event)) ?? undefined) : undefined;
}

/** The `webhook-signature` value for a delivery (for testing a receiver): `v1,<base64>`. */
export async function signWebhook(secret: string, id: string, timestamp: number, body: string): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await hmacKey(secret, "sign"), utf8.encode(`${id}.${timestamp}.${body}`));
  return `v1,${toBase64(new Uint8Array(mac))}`;
}

async function hmacKey(secret: string, use: "sign" | "verify"): Promise<CryptoKey> {
  const bytes = fromBase64(secret.startsWith("whsec_") ? secret.slice("whsec_".length) : secret);
  if (!bytes || bytes.length === 0) throw new WebhookVerificationError("the secret is not a whsec_… base64 key");
  return crypto.subtle.importKey("raw", bytes, { name: "HMAC", hash: "SHA-256" }, false, [use]);
}

function header(headers: HeaderSource, name: string): string | undefined {
  if (typeof (headers as Headers).get === "function") return (headers as Headers).get(name) ?? undefined;
  const record = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(record).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  return Array.isArray(value) ? value.join(" ") : value;
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    const s = atob(text);
    const out = new Uint8Array(s.length);
    for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
    return out;
  } catch {
    return null;
  }
}

function toBase64(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}
