// A small synchronous SHA-256 (FIPS 180-4). The engine must be pure and synchronous, and the
// platform's WebCrypto digest is asynchronous, so dice derive their bits from this instead.
// It is checked against WebCrypto in test/engine/sha256.test.ts.

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be,
  0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa,
  0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85,
  0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3,
  0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f,
  0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

const utf8 = new TextEncoder();

// One schedule buffer, reused: sha256 is synchronous, so no two calls ever share it at once.
const W = new Int32Array(64);

/** The message in a zeroed buffer the size of its padded blocks; ASCII text is written in directly. */
function blocksOf(input: Uint8Array | string): { padded: Uint8Array; length: number } {
  if (typeof input === "string") {
    // Dice streams hash short ASCII strings, several per step: no encoder and no second copy.
    const padded = new Uint8Array(((input.length + 9 + 63) >> 6) << 6);
    let i = 0;
    for (; i < input.length; i++) {
      const c = input.charCodeAt(i);
      if (c > 0x7f) break;
      padded[i] = c;
    }
    if (i === input.length) return { padded, length: i };
    input = utf8.encode(input);
  }
  const padded = new Uint8Array(((input.length + 9 + 63) >> 6) << 6);
  padded.set(input);
  return { padded, length: input.length };
}

/** The initial hash value (FIPS 180-4 §5.3.3). */
const H0 = new Int32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);

/** Folds the first `n` bytes of `padded` (whole 64-byte blocks) into the hash value `h`. */
function compress(h: Int32Array, padded: Uint8Array, n: number): void {
  // Plain locals and index arithmetic only: this runs for every die stream and every API key.
  let h0 = h[0]!,
    h1 = h[1]!,
    h2 = h[2]!,
    h3 = h[3]!;
  let h4 = h[4]!,
    h5 = h[5]!,
    h6 = h[6]!,
    h7 = h[7]!;
  const w = W;
  for (let block = 0; block < n; block += 64) {
    for (let i = 0, j = block; i < 16; i++, j += 4)
      w[i] = (padded[j]! << 24) | (padded[j + 1]! << 16) | (padded[j + 2]! << 8) | padded[j + 3]!;
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15]!,
        b = w[i - 2]!;
      const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
      const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
    }
    let a = h0,
      b = h1,
      c = h2,
      d = h3,
      e = h4,
      f = h5,
      g = h6,
      hh = h7;
    for (let i = 0; i < 64; i++) {
      const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
      const ch = (e & f) ^ (~e & g);
      const t1 = (hh + S1 + ch + K[i]! + w[i]!) | 0;
      const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
      const maj = (a & b) ^ (a & c) ^ (b & c);
      const t2 = (S0 + maj) | 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    h0 = (h0 + a) | 0;
    h1 = (h1 + b) | 0;
    h2 = (h2 + c) | 0;
    h3 = (h3 + d) | 0;
    h4 = (h4 + e) | 0;
    h5 = (h5 + f) | 0;
    h6 = (h6 + g) | 0;
    h7 = (h7 + hh) | 0;
  }
  h[0] = h0;
  h[1] = h1;
  h[2] = h2;
  h[3] = h3;
  h[4] = h4;
  h[5] = h5;
  h[6] = h6;
  h[7] = h7;
}

export function sha256(input: Uint8Array | string): Uint8Array {
  const { padded, length } = blocksOf(input);
  const bitLength = length * 8;
  padded[length] = 0x80;
  const n = padded.length;
  const hi = Math.floor(bitLength / 0x100000000);
  const lo = bitLength >>> 0;
  padded[n - 8] = hi >>> 24;
  padded[n - 7] = hi >>> 16;
  padded[n - 6] = hi >>> 8;
  padded[n - 5] = hi;
  padded[n - 4] = lo >>> 24;
  padded[n - 3] = lo >>> 16;
  padded[n - 2] = lo >>> 8;
  padded[n - 1] = lo;

  const h = Int32Array.from(H0);
  compress(h, padded, n);
  const out = new Uint8Array(32);
  for (let i = 0; i < 8; i++) {
    const x = h[i]!;
    out[i * 4] = x >>> 24;
    out[i * 4 + 1] = x >>> 16;
    out[i * 4 + 2] = x >>> 8;
    out[i * 4 + 3] = x;
  }
  return out;
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));

export function toHex(bytes: Uint8Array): string {
  let s = "";
  for (let i = 0; i < bytes.length; i++) s += HEX[bytes[i]!];
  return s;
}

export function sha256Hex(input: Uint8Array | string): string {
  return toHex(sha256(input));
}

/** Writes ASCII `text` into `buf` from `at`; false at the first character that is not ASCII. */
function putAscii(buf: Uint8Array, at: number, text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 0x7f) return false;
    buf[at + i] = c;
  }
  return true;
}

/** Writes the 64-bit message length in bits into the last eight bytes of the `n` padded bytes. */
function putBitLength(buf: Uint8Array, n: number, bytes: number): void {
  const bits = bytes * 8;
  const hi = Math.floor(bits / 0x100000000);
  buf[n - 8] = hi >>> 24;
  buf[n - 7] = hi >>> 16;
  buf[n - 6] = hi >>> 8;
  buf[n - 5] = hi;
  buf[n - 4] = bits >>> 24;
  buf[n - 3] = bits >>> 16;
  buf[n - 2] = bits >>> 8;
  buf[n - 1] = bits;
}

// The ASCII digits of hexadecimal 0–f, for a digest written as text without making the string.
const HEX_CHARS = new Uint8Array([48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 97, 98, 99, 100, 101, 102]);

/**
 * Digests of one prefix followed by many short tails, the prefix's blocks folded in once. A dice
 * stream (rng.ts) hashes its 64-character key followed by "#<block number>" for every 32 bytes it
 * draws, which took two blocks each; with the key's block kept, one. The digests are SHA-256's own.
 */
export class PrefixedSha256 {
  private readonly mid = new Int32Array(H0);
  private prefixLength = 0;

  /** `prefix`: ASCII, its length a whole number of 64-byte blocks. */
  constructor(prefix: string) {
    const n = prefix.length;
    if (n % 64 !== 0) throw new RangeError("the prefix must fill whole 64-byte blocks");
    for (let block = 0; block < n; block += 64) {
      for (let i = 0; i < 64; i++) {
        const c = prefix.charCodeAt(block + i);
        if (c > 0x7f) throw new RangeError("the prefix must be ASCII");
        PAD[i] = c;
      }
      compress(this.mid, PAD, 64);
    }
    this.prefixLength = n;
  }

  /**
   * The same as `new PrefixedSha256(sha256Hex(a + b + c))` without making the joined text, the
   * digest's bytes or its hex string: every step of a game makes a dice stream or two and keys
   * each this way, and those short-lived strings and arrays were a seventh of a Double Star
   * game's garbage (bench/README 5k).
   */
  static ofHexDigest(a: string, b: string, c: string): PrefixedSha256 {
    const length = a.length + b.length + c.length;
    const n = ((length + 9 + 63) >> 6) << 6;
    if (TEXT.length < n) TEXT = new Uint8Array(n);
    const text = TEXT;
    text.fill(0, 0, n);
    if (!putAscii(text, 0, a) || !putAscii(text, a.length, b) || !putAscii(text, a.length + b.length, c))
      return new PrefixedSha256(sha256Hex(a + b + c));
    text[length] = 0x80;
    putBitLength(text, n, length);
    const h = HASH;
    h.set(H0);
    compress(h, text, n);
    // The digest's 64 hex characters are the prefix's one block.
    for (let i = 0; i < 8; i++) {
      const x = h[i]!;
      for (let k = 0; k < 8; k++) PAD[i * 8 + k] = HEX_CHARS[(x >>> (28 - 4 * k)) & 15]!;
    }
    const p = new PrefixedSha256("");
    compress(p.mid, PAD, 64);
    p.prefixLength = 64;
    return p;
  }

  /** SHA-256 of prefix + `tail` (ASCII, at most 55 characters) as eight big-endian 32-bit words, into `out`. */
  wordsOf(tail: string, out: Uint32Array): void {
    const length = tail.length;
    if (length > 55) throw new RangeError("the tail must fit in one block");
    const pad = PAD;
    pad.fill(0);
    if (!putAscii(pad, 0, tail)) throw new RangeError("the tail must be ASCII");
    this.finish(length, out);
  }

  /** wordsOf(`#${block}`, out) without making the tail's string (`block` a whole number). */
  wordsOfBlock(block: number, out: Uint32Array): void {
    const pad = PAD;
    pad.fill(0);
    pad[0] = 35; // "#"
    let digits = 1;
    for (let x = block; x >= 10; x = Math.floor(x / 10)) digits++;
    for (let i = digits, x = block; i >= 1; i--, x = Math.floor(x / 10)) pad[i] = 48 + (x % 10);
    this.finish(digits + 1, out);
  }

  /** Pads the `length` tail bytes already in PAD and hashes them after the prefix. */
  private finish(length: number, out: Uint32Array): void {
    const pad = PAD;
    pad[length] = 0x80;
    putBitLength(pad, 64, this.prefixLength + length);
    const h = HASH;
    h.set(this.mid);
    compress(h, pad, 64);
    for (let i = 0; i < 8; i++) out[i] = h[i]!;
  }
}

// One block and one hash value for PrefixedSha256, reused like W (no two calls overlap), and the
// text of a key being hashed (grown when a longer one comes).
const PAD = new Uint8Array(64);
const HASH = new Int32Array(8);
let TEXT = new Uint8Array(256);
