// The opponent's own randomness: a separate stream from the game's dice (issue 21), seeded from
// the opponent's logged seed, and fast — a search draws millions of numbers, where the dice's
// SHA-256 stream (src/engine/rng.ts) is built to be verifiable, not quick. sfc32 (Chris Doty-
// Humphrey's Small Fast Counting generator) is small, well tested (PractRand) and pure.
import { sha256 } from "../sha256";
import { Rng } from "../rng";

export class SearchRng extends Rng {
  #a: number;
  #b: number;
  #c: number;
  #d = 1;

  constructor(seed: string) {
    super(seed, "opponent");
    const bytes = sha256(`opponent|${seed}`);
    const words = new DataView(bytes.buffer);
    this.#a = words.getUint32(0);
    this.#b = words.getUint32(4);
    this.#c = words.getUint32(8);
    for (let i = 0; i < 12; i++) this.#next();
  }

  #next(): number {
    const t = (((this.#a + this.#b) | 0) + this.#d) | 0;
    this.#d = (this.#d + 1) | 0;
    this.#a = this.#b ^ (this.#b >>> 9);
    this.#b = (this.#c + (this.#c << 3)) | 0;
    this.#c = (this.#c << 21) | (this.#c >>> 11);
    this.#c = (this.#c + t) | 0;
    return t >>> 0;
  }

  /** Uniform in 0..n-1 (by rejection, as the dice are); nothing is recorded by a search. */
  override int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 0x100000000) throw new RangeError(`int(${n})`);
    const limit = 0x100000000 - (0x100000000 % n);
    for (;;) {
      const x = this.#next();
      if (x < limit) return x % n;
    }
  }
}
