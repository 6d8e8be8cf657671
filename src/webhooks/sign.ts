// Standard Webhooks signatures: `v1,` + base64(HMAC-SHA256(key, "{id}.{timestamp}.{body}")),
// where the key is the base64 part of the `whsec_…` secret. The `standardwebhooks` npm package
// verifies these unchanged (test/api/webhooks.test.ts does exactly that).

const utf8 = new TextEncoder();

export function newSecret(): string {
  return `whsec_${toBase64(crypto.getRandomValues(new Uint8Array(32)))}`;
}

export async function sign(secret: string, id: string, timestamp: number, body: string): Promise<string> {
  const keyBytes = fromBase64(secret.startsWith("whsec_") ? secret.slice(6) : secret);
  const key = await crypto.subtle.importKey("raw", keyBytes, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, utf8.encode(`${id}.${timestamp}.${body}`));
  return `v1,${toBase64(new Uint8Array(mac))}`;
}

/**
 * The three headers of a delivery. `timestamp` is in whole seconds. `secrets` is one secret, or
 * several separated by spaces while a rotation overlaps: then the header carries one signature
 * per secret, space-separated, as Standard Webhooks allows, and a receiver holding either verifies.
 */
export async function webhookHeaders(secrets: string, id: string, timestamp: number, body: string): Promise<Record<string, string>> {
  const signatures = await Promise.all(secrets.split(" ").map((secret) => sign(secret, id, timestamp, body)));
  return {
    "content-type": "application/json",
    "user-agent": "Starpost-Webhooks/1",
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": signatures.join(" "),
  };
}

function toBase64(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}
