// A small synchronous SHA-256 (FIPS 180-4). The engine must be pure and synchronous, and the
// platform's WebCrypto digest is asynchronous, so dice derive their bits from this instead.
// It is checked against WebCrypto in test/engine/sha256.test.ts.

// Int32Array: the constants as the signed 32-bit words the rounds add, never as doubles.
const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be,
  0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa,
  0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85,
  0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3,
  0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f,
  0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

const utf8 = new TextEncoder();

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

/**
 * Folds the first `n` bytes of `padded` (whole 64-byte blocks) into the hash value `h`. Written
 * out sixteen rounds at a time: the message schedule lives in sixteen locals, each overwritten by
 * its successor sixteen rounds on, and the eight working variables change names from round to
 * round instead of being shifted down. Every die stream runs this three times or more, and the
 * loop over a 64-word schedule array took a third more instructions (bench/README 5q).
 */
function compress(h: Int32Array, p: Uint8Array, n: number): void {
  let h0 = h[0]!,
    h1 = h[1]!,
    h2 = h[2]!,
    h3 = h[3]!;
  let h4 = h[4]!,
    h5 = h[5]!,
    h6 = h[6]!,
    h7 = h[7]!;
  for (let j = 0; j < n; j += 64) {
    // The block's sixteen big-endian words.
    let w0 = (p[j + 0]! << 24) | (p[j + 1]! << 16) | (p[j + 2]! << 8) | p[j + 3]!;
    let w1 = (p[j + 4]! << 24) | (p[j + 5]! << 16) | (p[j + 6]! << 8) | p[j + 7]!;
    let w2 = (p[j + 8]! << 24) | (p[j + 9]! << 16) | (p[j + 10]! << 8) | p[j + 11]!;
    let w3 = (p[j + 12]! << 24) | (p[j + 13]! << 16) | (p[j + 14]! << 8) | p[j + 15]!;
    let w4 = (p[j + 16]! << 24) | (p[j + 17]! << 16) | (p[j + 18]! << 8) | p[j + 19]!;
    let w5 = (p[j + 20]! << 24) | (p[j + 21]! << 16) | (p[j + 22]! << 8) | p[j + 23]!;
    let w6 = (p[j + 24]! << 24) | (p[j + 25]! << 16) | (p[j + 26]! << 8) | p[j + 27]!;
    let w7 = (p[j + 28]! << 24) | (p[j + 29]! << 16) | (p[j + 30]! << 8) | p[j + 31]!;
    let w8 = (p[j + 32]! << 24) | (p[j + 33]! << 16) | (p[j + 34]! << 8) | p[j + 35]!;
    let w9 = (p[j + 36]! << 24) | (p[j + 37]! << 16) | (p[j + 38]! << 8) | p[j + 39]!;
    let w10 = (p[j + 40]! << 24) | (p[j + 41]! << 16) | (p[j + 42]! << 8) | p[j + 43]!;
    let w11 = (p[j + 44]! << 24) | (p[j + 45]! << 16) | (p[j + 46]! << 8) | p[j + 47]!;
    let w12 = (p[j + 48]! << 24) | (p[j + 49]! << 16) | (p[j + 50]! << 8) | p[j + 51]!;
    let w13 = (p[j + 52]! << 24) | (p[j + 53]! << 16) | (p[j + 54]! << 8) | p[j + 55]!;
    let w14 = (p[j + 56]! << 24) | (p[j + 57]! << 16) | (p[j + 58]! << 8) | p[j + 59]!;
    let w15 = (p[j + 60]! << 24) | (p[j + 61]! << 16) | (p[j + 62]! << 8) | p[j + 63]!;
    let a = h0,
      b = h1,
      c = h2,
      d = h3,
      e = h4,
      f = h5,
      g = h6,
      hh = h7;
    for (let r = 0; r < 64; r += 16) {
      if (r > 0) {
        // The schedule's next sixteen words: w[t] = σ1(w[t-2]) + w[t-7] + σ0(w[t-15]) + w[t-16].
        w0 =
          (w0 +
            (((w1 >>> 7) | (w1 << 25)) ^ ((w1 >>> 18) | (w1 << 14)) ^ (w1 >>> 3)) +
            w9 +
            (((w14 >>> 17) | (w14 << 15)) ^ ((w14 >>> 19) | (w14 << 13)) ^ (w14 >>> 10))) |
          0;
        w1 =
          (w1 +
            (((w2 >>> 7) | (w2 << 25)) ^ ((w2 >>> 18) | (w2 << 14)) ^ (w2 >>> 3)) +
            w10 +
            (((w15 >>> 17) | (w15 << 15)) ^ ((w15 >>> 19) | (w15 << 13)) ^ (w15 >>> 10))) |
          0;
        w2 =
          (w2 +
            (((w3 >>> 7) | (w3 << 25)) ^ ((w3 >>> 18) | (w3 << 14)) ^ (w3 >>> 3)) +
            w11 +
            (((w0 >>> 17) | (w0 << 15)) ^ ((w0 >>> 19) | (w0 << 13)) ^ (w0 >>> 10))) |
          0;
        w3 =
          (w3 +
            (((w4 >>> 7) | (w4 << 25)) ^ ((w4 >>> 18) | (w4 << 14)) ^ (w4 >>> 3)) +
            w12 +
            (((w1 >>> 17) | (w1 << 15)) ^ ((w1 >>> 19) | (w1 << 13)) ^ (w1 >>> 10))) |
          0;
        w4 =
          (w4 +
            (((w5 >>> 7) | (w5 << 25)) ^ ((w5 >>> 18) | (w5 << 14)) ^ (w5 >>> 3)) +
            w13 +
            (((w2 >>> 17) | (w2 << 15)) ^ ((w2 >>> 19) | (w2 << 13)) ^ (w2 >>> 10))) |
          0;
        w5 =
          (w5 +
            (((w6 >>> 7) | (w6 << 25)) ^ ((w6 >>> 18) | (w6 << 14)) ^ (w6 >>> 3)) +
            w14 +
            (((w3 >>> 17) | (w3 << 15)) ^ ((w3 >>> 19) | (w3 << 13)) ^ (w3 >>> 10))) |
          0;
        w6 =
          (w6 +
            (((w7 >>> 7) | (w7 << 25)) ^ ((w7 >>> 18) | (w7 << 14)) ^ (w7 >>> 3)) +
            w15 +
            (((w4 >>> 17) | (w4 << 15)) ^ ((w4 >>> 19) | (w4 << 13)) ^ (w4 >>> 10))) |
          0;
        w7 =
          (w7 +
            (((w8 >>> 7) | (w8 << 25)) ^ ((w8 >>> 18) | (w8 << 14)) ^ (w8 >>> 3)) +
            w0 +
            (((w5 >>> 17) | (w5 << 15)) ^ ((w5 >>> 19) | (w5 << 13)) ^ (w5 >>> 10))) |
          0;
        w8 =
          (w8 +
            (((w9 >>> 7) | (w9 << 25)) ^ ((w9 >>> 18) | (w9 << 14)) ^ (w9 >>> 3)) +
            w1 +
            (((w6 >>> 17) | (w6 << 15)) ^ ((w6 >>> 19) | (w6 << 13)) ^ (w6 >>> 10))) |
          0;
        w9 =
          (w9 +
            (((w10 >>> 7) | (w10 << 25)) ^ ((w10 >>> 18) | (w10 << 14)) ^ (w10 >>> 3)) +
            w2 +
            (((w7 >>> 17) | (w7 << 15)) ^ ((w7 >>> 19) | (w7 << 13)) ^ (w7 >>> 10))) |
          0;
        w10 =
          (w10 +
            (((w11 >>> 7) | (w11 << 25)) ^ ((w11 >>> 18) | (w11 << 14)) ^ (w11 >>> 3)) +
            w3 +
            (((w8 >>> 17) | (w8 << 15)) ^ ((w8 >>> 19) | (w8 << 13)) ^ (w8 >>> 10))) |
          0;
        w11 =
          (w11 +
            (((w12 >>> 7) | (w12 << 25)) ^ ((w12 >>> 18) | (w12 << 14)) ^ (w12 >>> 3)) +
            w4 +
            (((w9 >>> 17) | (w9 << 15)) ^ ((w9 >>> 19) | (w9 << 13)) ^ (w9 >>> 10))) |
          0;
        w12 =
          (w12 +
            (((w13 >>> 7) | (w13 << 25)) ^ ((w13 >>> 18) | (w13 << 14)) ^ (w13 >>> 3)) +
            w5 +
            (((w10 >>> 17) | (w10 << 15)) ^ ((w10 >>> 19) | (w10 << 13)) ^ (w10 >>> 10))) |
          0;
        w13 =
          (w13 +
            (((w14 >>> 7) | (w14 << 25)) ^ ((w14 >>> 18) | (w14 << 14)) ^ (w14 >>> 3)) +
            w6 +
            (((w11 >>> 17) | (w11 << 15)) ^ ((w11 >>> 19) | (w11 << 13)) ^ (w11 >>> 10))) |
          0;
        w14 =
          (w14 +
            (((w15 >>> 7) | (w15 << 25)) ^ ((w15 >>> 18) | (w15 << 14)) ^ (w15 >>> 3)) +
            w7 +
            (((w12 >>> 17) | (w12 << 15)) ^ ((w12 >>> 19) | (w12 << 13)) ^ (w12 >>> 10))) |
          0;
        w15 =
          (w15 +
            (((w0 >>> 7) | (w0 << 25)) ^ ((w0 >>> 18) | (w0 << 14)) ^ (w0 >>> 3)) +
            w8 +
            (((w13 >>> 17) | (w13 << 15)) ^ ((w13 >>> 19) | (w13 << 13)) ^ (w13 >>> 10))) |
          0;
      }
      // Round r + i: T1 = h + Σ1(e) + Ch(e, f, g) + K + w, then d += T1 and h = T1 + Σ0(a) + Maj(a, b, c), renamed.
      let t = 0;
      t = (hh + (((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))) + ((e & f) ^ (~e & g)) + K[r + 0]! + w0) | 0;
      d = (d + t) | 0;
      hh = (t + (((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      t = (g + (((d >>> 6) | (d << 26)) ^ ((d >>> 11) | (d << 21)) ^ ((d >>> 25) | (d << 7))) + ((d & e) ^ (~d & f)) + K[r + 1]! + w1) | 0;
      c = (c + t) | 0;
      g = (t + (((hh >>> 2) | (hh << 30)) ^ ((hh >>> 13) | (hh << 19)) ^ ((hh >>> 22) | (hh << 10))) + ((hh & a) ^ (hh & b) ^ (a & b))) | 0;
      t = (f + (((c >>> 6) | (c << 26)) ^ ((c >>> 11) | (c << 21)) ^ ((c >>> 25) | (c << 7))) + ((c & d) ^ (~c & e)) + K[r + 2]! + w2) | 0;
      b = (b + t) | 0;
      f = (t + (((g >>> 2) | (g << 30)) ^ ((g >>> 13) | (g << 19)) ^ ((g >>> 22) | (g << 10))) + ((g & hh) ^ (g & a) ^ (hh & a))) | 0;
      t = (e + (((b >>> 6) | (b << 26)) ^ ((b >>> 11) | (b << 21)) ^ ((b >>> 25) | (b << 7))) + ((b & c) ^ (~b & d)) + K[r + 3]! + w3) | 0;
      a = (a + t) | 0;
      e = (t + (((f >>> 2) | (f << 30)) ^ ((f >>> 13) | (f << 19)) ^ ((f >>> 22) | (f << 10))) + ((f & g) ^ (f & hh) ^ (g & hh))) | 0;
      t = (d + (((a >>> 6) | (a << 26)) ^ ((a >>> 11) | (a << 21)) ^ ((a >>> 25) | (a << 7))) + ((a & b) ^ (~a & c)) + K[r + 4]! + w4) | 0;
      hh = (hh + t) | 0;
      d = (t + (((e >>> 2) | (e << 30)) ^ ((e >>> 13) | (e << 19)) ^ ((e >>> 22) | (e << 10))) + ((e & f) ^ (e & g) ^ (f & g))) | 0;
      t =
        (c +
          (((hh >>> 6) | (hh << 26)) ^ ((hh >>> 11) | (hh << 21)) ^ ((hh >>> 25) | (hh << 7))) +
          ((hh & a) ^ (~hh & b)) +
          K[r + 5]! +
          w5) |
        0;
      g = (g + t) | 0;
      c = (t + (((d >>> 2) | (d << 30)) ^ ((d >>> 13) | (d << 19)) ^ ((d >>> 22) | (d << 10))) + ((d & e) ^ (d & f) ^ (e & f))) | 0;
      t = (b + (((g >>> 6) | (g << 26)) ^ ((g >>> 11) | (g << 21)) ^ ((g >>> 25) | (g << 7))) + ((g & hh) ^ (~g & a)) + K[r + 6]! + w6) | 0;
      f = (f + t) | 0;
      b = (t + (((c >>> 2) | (c << 30)) ^ ((c >>> 13) | (c << 19)) ^ ((c >>> 22) | (c << 10))) + ((c & d) ^ (c & e) ^ (d & e))) | 0;
      t = (a + (((f >>> 6) | (f << 26)) ^ ((f >>> 11) | (f << 21)) ^ ((f >>> 25) | (f << 7))) + ((f & g) ^ (~f & hh)) + K[r + 7]! + w7) | 0;
      e = (e + t) | 0;
      a = (t + (((b >>> 2) | (b << 30)) ^ ((b >>> 13) | (b << 19)) ^ ((b >>> 22) | (b << 10))) + ((b & c) ^ (b & d) ^ (c & d))) | 0;
      t = (hh + (((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7))) + ((e & f) ^ (~e & g)) + K[r + 8]! + w8) | 0;
      d = (d + t) | 0;
      hh = (t + (((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10))) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
      t = (g + (((d >>> 6) | (d << 26)) ^ ((d >>> 11) | (d << 21)) ^ ((d >>> 25) | (d << 7))) + ((d & e) ^ (~d & f)) + K[r + 9]! + w9) | 0;
      c = (c + t) | 0;
      g = (t + (((hh >>> 2) | (hh << 30)) ^ ((hh >>> 13) | (hh << 19)) ^ ((hh >>> 22) | (hh << 10))) + ((hh & a) ^ (hh & b) ^ (a & b))) | 0;
      t =
        (f + (((c >>> 6) | (c << 26)) ^ ((c >>> 11) | (c << 21)) ^ ((c >>> 25) | (c << 7))) + ((c & d) ^ (~c & e)) + K[r + 10]! + w10) | 0;
      b = (b + t) | 0;
      f = (t + (((g >>> 2) | (g << 30)) ^ ((g >>> 13) | (g << 19)) ^ ((g >>> 22) | (g << 10))) + ((g & hh) ^ (g & a) ^ (hh & a))) | 0;
      t =
        (e + (((b >>> 6) | (b << 26)) ^ ((b >>> 11) | (b << 21)) ^ ((b >>> 25) | (b << 7))) + ((b & c) ^ (~b & d)) + K[r + 11]! + w11) | 0;
      a = (a + t) | 0;
      e = (t + (((f >>> 2) | (f << 30)) ^ ((f >>> 13) | (f << 19)) ^ ((f >>> 22) | (f << 10))) + ((f & g) ^ (f & hh) ^ (g & hh))) | 0;
      t =
        (d + (((a >>> 6) | (a << 26)) ^ ((a >>> 11) | (a << 21)) ^ ((a >>> 25) | (a << 7))) + ((a & b) ^ (~a & c)) + K[r + 12]! + w12) | 0;
      hh = (hh + t) | 0;
      d = (t + (((e >>> 2) | (e << 30)) ^ ((e >>> 13) | (e << 19)) ^ ((e >>> 22) | (e << 10))) + ((e & f) ^ (e & g) ^ (f & g))) | 0;
      t =
        (c +
          (((hh >>> 6) | (hh << 26)) ^ ((hh >>> 11) | (hh << 21)) ^ ((hh >>> 25) | (hh << 7))) +
          ((hh & a) ^ (~hh & b)) +
          K[r + 13]! +
          w13) |
        0;
      g = (g + t) | 0;
      c = (t + (((d >>> 2) | (d << 30)) ^ ((d >>> 13) | (d << 19)) ^ ((d >>> 22) | (d << 10))) + ((d & e) ^ (d & f) ^ (e & f))) | 0;
      t =
        (b + (((g >>> 6) | (g << 26)) ^ ((g >>> 11) | (g << 21)) ^ ((g >>> 25) | (g << 7))) + ((g & hh) ^ (~g & a)) + K[r + 14]! + w14) | 0;
      f = (f + t) | 0;
      b = (t + (((c >>> 2) | (c << 30)) ^ ((c >>> 13) | (c << 19)) ^ ((c >>> 22) | (c << 10))) + ((c & d) ^ (c & e) ^ (d & e))) | 0;
      t =
        (a + (((f >>> 6) | (f << 26)) ^ ((f >>> 11) | (f << 21)) ^ ((f >>> 25) | (f << 7))) + ((f & g) ^ (~f & hh)) + K[r + 15]! + w15) | 0;
      e = (e + t) | 0;
      a = (t + (((b >>> 2) | (b << 30)) ^ ((b >>> 13) | (b << 19)) ^ ((b >>> 22) | (b << 10))) + ((b & c) ^ (b & d) ^ (c & d))) | 0;
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
  // The hash value after the prefix, as eight fields rather than an Int32Array of its own: a
  // stream is keyed at nearly every step, and a typed array (with its buffer) per key cost more
  // than the object holding it (bench/README 5q).
  private m0 = H0[0]!;
  private m1 = H0[1]!;
  private m2 = H0[2]!;
  private m3 = H0[3]!;
  private m4 = H0[4]!;
  private m5 = H0[5]!;
  private m6 = H0[6]!;
  private m7 = H0[7]!;
  private prefixLength = 0;

  /** `prefix`: ASCII, its length a whole number of 64-byte blocks. */
  constructor(prefix: string) {
    const n = prefix.length;
    if (n === 0) return;
    if (n % 64 !== 0) throw new RangeError("the prefix must fill whole 64-byte blocks");
    const h = HASH;
    h.set(H0);
    for (let block = 0; block < n; block += 64) {
      for (let i = 0; i < 64; i++) {
        const c = prefix.charCodeAt(block + i);
        if (c > 0x7f) throw new RangeError("the prefix must be ASCII");
        PAD[i] = c;
      }
      compress(h, PAD, 64);
    }
    this.keep(h, n);
  }

  /** Takes `h` as the hash value after a prefix of `length` bytes. */
  private keep(h: Int32Array, length: number): void {
    this.m0 = h[0]!;
    this.m1 = h[1]!;
    this.m2 = h[2]!;
    this.m3 = h[3]!;
    this.m4 = h[4]!;
    this.m5 = h[5]!;
    this.m6 = h[6]!;
    this.m7 = h[7]!;
    this.prefixLength = length;
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
    if (!putAscii(text, 0, a) || !putAscii(text, a.length, b) || !putAscii(text, a.length + b.length, c))
      return new PrefixedSha256(sha256Hex(a + b + c));
    text[length] = 0x80;
    // Only the padding between the text and its length needs zeros: the rest is written over.
    text.fill(0, length + 1, n - 8);
    putBitLength(text, n, length);
    const h = HASH;
    h.set(H0);
    compress(h, text, n);
    // The digest's 64 hex characters are the prefix's one block.
    for (let i = 0; i < 8; i++) {
      const x = h[i]!;
      for (let k = 0; k < 8; k++) PAD[i * 8 + k] = HEX_CHARS[(x >>> (28 - 4 * k)) & 15]!;
    }
    h.set(H0);
    compress(h, PAD, 64);
    const p = new PrefixedSha256("");
    p.keep(h, 64);
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
    h[0] = this.m0;
    h[1] = this.m1;
    h[2] = this.m2;
    h[3] = this.m3;
    h[4] = this.m4;
    h[5] = this.m5;
    h[6] = this.m6;
    h[7] = this.m7;
    compress(h, pad, 64);
    for (let i = 0; i < 8; i++) out[i] = h[i]!;
  }
}

// One block and one hash value for PrefixedSha256, reused (sha256 is synchronous: no two calls overlap), and the
// text of a key being hashed (grown when a longer one comes).
const PAD = new Uint8Array(64);
const HASH = new Int32Array(8);
let TEXT = new Uint8Array(256);
