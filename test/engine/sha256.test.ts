import { describe, expect, it } from "vitest";
import { PrefixedSha256, sha256, sha256Hex, toHex } from "../../src/engine/sha256";

describe("sha256", () => {
  it("matches the FIPS 180-4 test vectors", () => {
    expect(sha256Hex("")).toBe("e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(sha256Hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")).toBe(
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
    );
  });

  it("agrees with WebCrypto on inputs around the block boundaries", async () => {
    for (const length of [0, 1, 54, 55, 56, 57, 63, 64, 65, 119, 120, 200, 1000]) {
      const bytes = new Uint8Array(length).map((_, i) => (i * 31 + length) & 0xff);
      const expected = toHex(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes)));
      expect(sha256Hex(bytes)).toBe(expected);
    }
  });

  it("hashes text as its UTF-8 bytes, ASCII (written in directly) or not, around the block boundaries", async () => {
    for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 120, 200]) {
      const ascii = Array.from({ length }, (_, i) => String.fromCharCode(32 + ((i * 7 + length) % 95))).join("");
      // The same text with a non-ASCII character late in it: the encoder takes over from there.
      for (const text of [ascii, `${ascii}é`, `${ascii}星|#${length}`]) {
        const expected = toHex(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))));
        expect(sha256Hex(text)).toBe(expected);
      }
    }
  });

  it("gives a prefix's digests with its blocks folded in once: the same as hashing prefix and tail whole", () => {
    const out = new Uint32Array(8);
    for (const blocks of [1, 2]) {
      const prefix = sha256Hex(`prefix ${blocks}`).repeat(blocks);
      const p = new PrefixedSha256(prefix);
      // Tails around the one-block limit (55 characters), hashed in turn by the same object.
      for (const length of [0, 1, 2, 9, 54, 55, 3]) {
        const tail = `#${"7".repeat(length)}`.slice(0, length);
        p.wordsOf(tail, out);
        const whole = sha256(`${prefix}${tail}`);
        const view = new DataView(whole.buffer);
        expect([...out]).toEqual(Array.from({ length: 8 }, (_, i) => view.getUint32(i * 4)));
      }
    }
    expect(() => new PrefixedSha256("short")).toThrow(RangeError);
    expect(() => new PrefixedSha256("a".repeat(64)).wordsOf("x".repeat(56), out)).toThrow(RangeError);
    expect(() => new PrefixedSha256("a".repeat(64)).wordsOf("é", out)).toThrow(RangeError);
  });
  it("keys a stream from its text's digest without the strings: the same digests as the string path", () => {
    const a = new Uint32Array(8);
    const b = new Uint32Array(8);
    // Texts around the block boundaries (55, 56, 64 and 119 bytes), one longer than the reused buffer, and non-ASCII.
    for (const length of [0, 1, 54, 55, 56, 63, 64, 65, 119, 120, 300]) {
      const seed = "s".repeat(length);
      for (const [x, y, z] of [
        [seed, "|", "action:12"],
        [seed, "|", "bot:7:islamic"],
        ["星", "|", seed],
        [seed, "", ""],
      ] as const) {
        const fast = PrefixedSha256.ofHexDigest(x, y, z);
        const slow = new PrefixedSha256(sha256Hex(`${x}${y}${z}`));
        for (const block of [0, 1, 9, 10, 99, 100, 12345]) {
          fast.wordsOfBlock(block, a);
          slow.wordsOf(`#${block}`, b);
          expect([...a]).toEqual([...b]);
        }
      }
    }
  });
});
