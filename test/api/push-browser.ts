// What the API tests' push service received (the RECEIVER binding), opened with the browser's
// side of Web Push (push-keys.ts).
import { env } from "cloudflare:test";
import { type Browser, verifyVapid } from "./push-keys";

export { b64url, type Browser, fromB64url, newBrowser, verifyVapid } from "./push-keys";

const fromB64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export interface PushRequest {
  url: string;
  method: string;
  headers: Record<string, string | null>;
  /** base64 of the encrypted body */
  body: string;
  status: number;
  at: number;
}

export async function pushesReceived(pathPrefix?: string): Promise<PushRequest[]> {
  const log = (await (await env.RECEIVER.fetch("http://pushctl/log")).json()) as PushRequest[];
  return pathPrefix ? log.filter((r) => new URL(r.url).pathname.startsWith(pathPrefix)) : log;
}

export const bodyOf = (r: PushRequest): Uint8Array<ArrayBuffer> => fromB64(r.body);

/** Every push to `browser`'s endpoint, checked (VAPID, headers) and decrypted, oldest first. */
export async function openedPushes(browser: Browser, serverPublicKey: string): Promise<{ request: PushRequest; payload: any }[]> {
  const endpoint = browser.subscription.endpoint;
  const mine = (await pushesReceived()).filter((r) => r.url === endpoint);
  const out = [];
  for (const request of mine) {
    if (request.headers["content-encoding"] !== "aes128gcm") throw new Error(`content-encoding ${request.headers["content-encoding"]}`);
    if (!request.headers.ttl || !/^\d+$/.test(request.headers.ttl)) throw new Error("no TTL header (RFC 8030 §5.2)");
    await verifyVapid(request.headers.authorization ?? null, endpoint, serverPublicKey);
    out.push({ request, payload: JSON.parse(await browser.decrypt(bodyOf(request))) });
  }
  return out;
}
