// VAPID (RFC 8292): every push request carries a JWT signed with the server's P-256 key, which
// the push service checks against the applicationServerKey the browser subscribed with.
//
// In production the key pair comes from secrets: VAPID_PUBLIC_KEY (base64url of the 65-byte
// uncompressed public key, the applicationServerKey) and VAPID_PRIVATE_KEY (base64url of the
// 32-byte private scalar: the pair any VAPID key tool prints), with VAPID_SUBJECT (a mailto: or
// https: contact for the push services). Without them (`npm start`), a pair is made on first use
// and kept in the directory (D1), so subscriptions stay valid across restarts.
import { fromBase64Url, toBase64Url } from "./base64url";

export interface VapidKeys {
  /** base64url, 65 bytes uncompressed: what a browser passes as applicationServerKey. */
  publicKey: string;
  privateJwk: JsonWebKey;
  subject: string;
}

/** Who push services may contact about our traffic when no VAPID_SUBJECT is set. */
export const DEFAULT_SUBJECT = "mailto:push@starpost.invalid";

/** How long a VAPID token is good for: RFC 8292 §2 allows at most 24 hours. */
export const TOKEN_LIFETIME_S = 12 * 60 * 60;

let cached: { from: string; keys: Promise<VapidKeys> } | null = null;

/** The server's VAPID keys: from the secrets when set, else the pair kept in D1 (made on first use). */
export function vapidKeys(env: Env): Promise<VapidKeys> {
  const from = env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? `secret:${env.VAPID_PUBLIC_KEY}` : "directory";
  if (cached?.from !== from) {
    const keys =
      from === "directory" ? storedKeys(env.DIRECTORY) : Promise.resolve(fromSecrets(env.VAPID_PUBLIC_KEY!, env.VAPID_PRIVATE_KEY!));
    cached = { from, keys: keys.then((k) => ({ ...k, subject: env.VAPID_SUBJECT || DEFAULT_SUBJECT })) };
    // A failed read is not kept: the next call tries again.
    cached.keys.catch(() => (cached = null));
  }
  return cached.keys;
}

function fromSecrets(publicKey: string, privateKey: string): Omit<VapidKeys, "subject"> {
  const point = fromBase64Url(publicKey);
  if (point?.length !== 65 || point[0] !== 4) throw new Error("VAPID_PUBLIC_KEY must be base64url of a 65-byte uncompressed P-256 point");
  const x = toBase64Url(point.subarray(1, 33));
  const y = toBase64Url(point.subarray(33, 65));
  return { publicKey: toBase64Url(point), privateJwk: { kty: "EC", crv: "P-256", x, y, d: privateKey } };
}

async function storedKeys(db: D1Database): Promise<Omit<VapidKeys, "subject">> {
  const read = () =>
    db.prepare("SELECT public_key, private_jwk FROM vapid_keys WHERE id = 1").first<{ public_key: string; private_jwk: string }>();
  let row = await read();
  if (!row) {
    const made = await newKeyPair();
    // Two first uses at once: the first insert wins and both read its pair.
    await db
      .prepare("INSERT OR IGNORE INTO vapid_keys (id, public_key, private_jwk, created_at) VALUES (1, ?, ?, ?)")
      .bind(made.publicKey, JSON.stringify(made.privateJwk), Date.now())
      .run();
    row = await read();
    if (!row) throw new Error("the VAPID key pair could not be stored");
  }
  return { publicKey: row.public_key, privateJwk: JSON.parse(row.private_jwk) as JsonWebKey };
}

export async function newKeyPair(): Promise<Omit<VapidKeys, "subject">> {
  const pair = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"])) as CryptoKeyPair;
  const publicKey = toBase64Url((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  const privateJwk = (await crypto.subtle.exportKey("jwk", pair.privateKey)) as JsonWebKey;
  return { publicKey, privateJwk: { kty: "EC", crv: "P-256", x: privateJwk.x!, y: privateJwk.y!, d: privateJwk.d! } };
}

const utf8 = new TextEncoder();

/** The Authorization header of a push to `endpoint` (RFC 8292 §3): `vapid t=<JWT>, k=<public key>`. */
export async function vapidAuthorization(keys: VapidKeys, endpoint: string, nowMs: number): Promise<string> {
  const header = toBase64Url(utf8.encode(JSON.stringify({ typ: "JWT", alg: "ES256" })));
  const claims = toBase64Url(
    utf8.encode(JSON.stringify({ aud: new URL(endpoint).origin, exp: Math.floor(nowMs / 1000) + TOKEN_LIFETIME_S, sub: keys.subject })),
  );
  const key = await crypto.subtle.importKey("jwk", keys.privateJwk, { name: "ECDSA", namedCurve: "P-256" }, false, ["sign"]);
  // WebCrypto's ECDSA signature is r || s, 64 bytes: the JWS form ES256 asks for.
  const signature = await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, key, utf8.encode(`${header}.${claims}`));
  return `vapid t=${header}.${claims}.${toBase64Url(signature)}, k=${keys.publicKey}`;
}
