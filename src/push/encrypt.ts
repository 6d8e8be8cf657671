// Message encryption for Web Push (RFC 8291): the "aes128gcm" content coding of RFC 8188, keyed
// by an ECDH agreement between a fresh key pair of ours and the browser's p256dh key, mixed with
// the browser's auth secret. WebCrypto only, so it runs the same in workerd and in Node.
//
// Neither library the task named does this on Node 20: @pushforge/builder 2.0.5 encrypts with
// the pre-RFC "aesgcm" draft (Encryption and Crypto-Key headers), and @block65/webcrypto-web-push
// 2.0.0, which implements RFC 8291, declares node >= 22 (npm refuses it here, engine-strict).

const utf8 = new TextEncoder();

/** RFC 8188 §2.1: the record size we announce; one record holds the whole message. */
const RECORD_SIZE = 4096;
/** salt (16) + rs (4) + idlen (1) + keyid (our 65-byte public key) */
const HEADER_SIZE = 86;
/** Push services must accept 4096 octets of body (RFC 8030 §7.2): the header, the record's tag (16) and its delimiter (1) come out of it. */
export const MAX_PLAINTEXT = RECORD_SIZE - HEADER_SIZE - 16 - 1;
/**
 * Messages are padded to a multiple of this, so that their length tells an observer of the
 * network (or the push service) little about what they say.
 */
const PAD_TO = 256;

export interface PushKeys {
  /** The browser's P-256 public key: 65 uncompressed bytes. */
  p256dh: Uint8Array<ArrayBuffer>;
  /** The browser's 16-byte authentication secret. */
  auth: Uint8Array<ArrayBuffer>;
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

async function hkdf(
  salt: Uint8Array<ArrayBuffer>,
  ikm: Uint8Array<ArrayBuffer>,
  info: Uint8Array<ArrayBuffer>,
  bytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, bytes * 8));
}

/** The body of a push message (RFC 8291 §4): the aes128gcm header, then one padded, encrypted record. */
export async function encryptPush(plaintext: string, keys: PushKeys): Promise<Uint8Array<ArrayBuffer>> {
  const message = utf8.encode(plaintext);
  if (message.length > MAX_PLAINTEXT) throw new Error(`a push message holds at most ${MAX_PLAINTEXT} bytes, not ${message.length}`);
  const browserKey = await crypto.subtle.importKey("raw", keys.p256dh, { name: "ECDH", namedCurve: "P-256" }, false, []);
  const ours = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair;
  const ourPublic = new Uint8Array((await crypto.subtle.exportKey("raw", ours.publicKey)) as ArrayBuffer);
  const shared = new Uint8Array(await crypto.subtle.deriveBits({ name: "ECDH", public: browserKey }, ours.privateKey, 256));
  // §3.3–3.4: IKM from the shared secret and the auth secret; then the content key and nonce from a fresh salt.
  const keyInfo = concat(utf8.encode("WebPush: info\0"), keys.p256dh, ourPublic);
  const ikm = await hkdf(keys.auth, shared, keyInfo, 32);
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const cek = await hkdf(salt, ikm, utf8.encode("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, utf8.encode("Content-Encoding: nonce\0"), 12);
  // RFC 8188 §2: the last (only) record ends with the delimiter 0x02, then zeros to the padded length.
  const padded = Math.min(MAX_PLAINTEXT, Math.ceil((message.length + 1) / PAD_TO) * PAD_TO - 1);
  const record = new Uint8Array(padded + 1);
  record.set(message);
  record[message.length] = 2;
  const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["encrypt"]);
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: "AES-GCM", iv: nonce }, key, record));
  const header = new Uint8Array(HEADER_SIZE);
  header.set(salt, 0);
  new DataView(header.buffer).setUint32(16, RECORD_SIZE);
  header[20] = ourPublic.length;
  header.set(ourPublic, 21);
  return concat(header, sealed);
}
