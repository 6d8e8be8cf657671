// The browser's side of Web Push, for the tests, written from the RFCs alone: a subscription's
// keys (RFC 8291 §2), decrypting a message (RFC 8291 §3–4 over RFC 8188), and checking the
// VAPID token (RFC 8292 §2–3). HKDF is spelled out with HMAC-SHA-256 (RFC 5869) so that it does
// not share the server's use of WebCrypto's HKDF. Only WebCrypto: it runs inside workerd (the API
// tests) and in Node (the browser tests, which play the push service a real browser would use).
const utf8 = new TextEncoder();

export const b64url = (bytes: Uint8Array | ArrayBuffer): string =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
export const fromB64url = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4)), (c) => c.charCodeAt(0));

const concat = (...parts: Uint8Array[]): Uint8Array<ArrayBuffer> => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

async function hmac(key: Uint8Array<ArrayBuffer>, data: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const k = await crypto.subtle.importKey("raw", key, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", k, data));
}

/** RFC 5869 with one block of output (every length here is at most 32). */
async function hkdf(
  salt: Uint8Array<ArrayBuffer>,
  ikm: Uint8Array<ArrayBuffer>,
  info: Uint8Array<ArrayBuffer>,
  length: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const prk = await hmac(salt, ikm);
  return (await hmac(prk, concat(info, new Uint8Array([1])))).slice(0, length);
}

export interface Browser {
  /** What PushSubscription.toJSON() gives. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** The plaintext of one push body, or an error if it does not decrypt. */
  decrypt(body: Uint8Array<ArrayBuffer>): Promise<string>;
}

export async function newBrowser(endpoint: string): Promise<Browser> {
  const keys = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair;
  const uaPublic = new Uint8Array((await crypto.subtle.exportKey("raw", keys.publicKey)) as ArrayBuffer);
  const auth = crypto.getRandomValues(new Uint8Array(16));
  return {
    subscription: { endpoint, expirationTime: null, keys: { p256dh: b64url(uaPublic), auth: b64url(auth) } },
    async decrypt(body) {
      // RFC 8188 §2.1 header: salt (16), record size (4), key id length (1), key id (the sender's public key).
      const salt = body.slice(0, 16);
      const rs = new DataView(body.buffer, body.byteOffset).getUint32(16);
      const idlen = body[20]!;
      const asPublic = body.slice(21, 21 + idlen);
      const record = body.slice(21 + idlen);
      if (idlen !== 65) throw new Error(`key id is ${idlen} bytes, not a P-256 public key`);
      if (record.length > rs) throw new Error("more than one record");
      const asKey = await crypto.subtle.importKey("raw", asPublic, { name: "ECDH", namedCurve: "P-256" }, false, []);
      const ecdh = new Uint8Array(await crypto.subtle.deriveBits({ name: "ECDH", public: asKey }, keys.privateKey, 256));
      // RFC 8291 §3.4
      const ikm = await hkdf(auth, ecdh, concat(utf8.encode("WebPush: info\0"), uaPublic, asPublic), 32);
      const cek = await hkdf(salt, ikm, utf8.encode("Content-Encoding: aes128gcm\0"), 16);
      const nonce = await hkdf(salt, ikm, utf8.encode("Content-Encoding: nonce\0"), 12);
      const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);
      const padded = new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonce }, key, record));
      // The last record: the text, the delimiter 2, then zeros.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end--;
      if (padded[end] !== 2) throw new Error(`the record ends with ${padded[end]}, not the last-record delimiter 2`);
      return new TextDecoder("utf-8", { fatal: true }).decode(padded.slice(0, end));
    },
  };
}

/** Checks a push request's `Authorization: vapid t=…, k=…` (RFC 8292); returns the token's claims. */
export async function verifyVapid(
  authorization: string | null,
  endpoint: string,
  serverPublicKey: string,
  now = Date.now(),
): Promise<{ aud: string; exp: number; sub: string }> {
  const match = /^vapid t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+), k=([A-Za-z0-9_-]+)$/.exec(authorization ?? "");
  if (!match) throw new Error(`not a vapid Authorization header: ${authorization}`);
  const [, token, k] = match as unknown as [string, string, string];
  if (k !== serverPublicKey) throw new Error("k is not the server's VAPID public key");
  const [header, claims, signature] = token.split(".") as [string, string, string];
  const head = JSON.parse(new TextDecoder().decode(fromB64url(header))) as { alg: string; typ?: string };
  if (head.alg !== "ES256") throw new Error(`alg ${head.alg}, not ES256`);
  const key = await crypto.subtle.importKey("raw", fromB64url(k), { name: "ECDSA", namedCurve: "P-256" }, false, ["verify"]);
  const sig = fromB64url(signature);
  if (sig.length !== 64) throw new Error("an ES256 signature is 64 bytes (r || s)");
  if (!(await crypto.subtle.verify({ name: "ECDSA", hash: "SHA-256" }, key, sig, utf8.encode(`${header}.${claims}`))))
    throw new Error("the VAPID signature does not verify");
  const body = JSON.parse(new TextDecoder().decode(fromB64url(claims))) as { aud: string; exp: number; sub: string };
  if (body.aud !== new URL(endpoint).origin) throw new Error(`aud ${body.aud} is not the endpoint's origin`);
  const seconds = Math.floor(now / 1000);
  if (!(body.exp > seconds && body.exp <= seconds + 24 * 3600))
    throw new Error(`exp ${body.exp} is not within 24 hours of now (${seconds})`);
  if (!/^(mailto:|https:)/.test(body.sub)) throw new Error(`sub ${body.sub} is not a mailto: or https: contact`);
  return body;
}
