// Verifiable dice (ARCHITECTURE §2). The game seed is SHA-256 of the server seed and every
// player's entropy; the server publishes SHA-256 of the server seed at creation and reveals
// the seed when the game ends. Each step of the game (set-up, action n) draws from its own
// stream, keyed by the seed and the step's position, so a roll depends on nothing a player
// could see before the reveal, and anyone can re-run the log and check every roll.
import { PrefixedSha256, sha256Hex } from "./sha256";

export interface DieRoll {
  /** "d6", "d12", "coin", "shuffle", "pick" … */
  die: string;
  value: number;
  /**
   * How many items a pick chose among (its `value` is an index in 0..of-1). With it a verifier
   * can re-draw the pick, and every draw after it, from the seed alone (docs/RECORD.md §5.4).
   * Only picks carry it; records written before it existed lack it.
   */
  of?: number;
  /** What the roll decided, in the game's words ("battle: scout 3 flip"). */
  purpose: string;
  /** Secret draws (a shuffle, a hidden reinforcement) are kept out of players' feeds. */
  hidden?: boolean;
}

/** The draws any player may see: hidden ones stay out of feeds and mid-game records until the end. */
export function publicRolls(rolls: readonly DieRoll[]): DieRoll[] {
  return rolls.filter((r) => !r.hidden);
}

export function seedCommitment(serverSeed: string): string {
  return sha256Hex(`starpost-commit:${serverSeed}`);
}

/** The seed the game's dice run on: the server seed mixed with every seat's entropy. */
export function gameSeed(serverSeed: string, entropy: readonly string[]): string {
  return sha256Hex(`starpost-seed:${serverSeed}:${entropy.map((e) => sha256Hex(e)).join(":")}`);
}

// "d1" … "d20", the names of the dice games roll, made once.
const DIE_NAMES: readonly string[] = Array.from({ length: 21 }, (_, n) => `d${n}`);

export class Rng {
  readonly rolls: DieRoll[] = [];
  /**
   * The stream's key (64 hex characters), worked out at the first draw: most steps (a pass, a
   * move) roll nothing. Block n of the stream is SHA-256 of `${key}#${n}`; the key's own 64-byte
   * block is folded in once for all of them.
   */
  private key: PrefixedSha256 | null = null;
  private block = 0;
  private words: Uint32Array | null = null;
  private next = 8;

  /** `stream` names the step: "setup", "action:12", "bot:12:lord2" (a bot's choice for a seat at a version). */
  constructor(
    private readonly seed: string,
    private readonly stream: string,
  ) {}

  private uint32(): number {
    if (this.next >= 8 || this.words === null) {
      this.key ??= PrefixedSha256.ofHexDigest(this.seed, "|", this.stream);
      this.words ??= new Uint32Array(8);
      this.key.wordsOfBlock(this.block++, this.words);
      this.next = 0;
    }
    return this.words[this.next++]!;
  }

  /** Uniform in 0..n-1, by rejection so no value is favoured. */
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 0x100000000) throw new RangeError(`int(${n})`);
    const limit = 0x100000000 - (0x100000000 % n);
    for (;;) {
      const x = this.uint32();
      if (x < limit) return x % n;
    }
  }

  /** One die of `sides` faces, 1..sides, recorded. */
  roll(sides: number, purpose: string, hidden = false): number {
    const value = this.int(sides) + 1;
    // The same record as `{ die, value, purpose, ...(hidden ? { hidden } : {}) }`, without the
    // spread's object and the die's name made again at every roll (a combat step rolls dozens).
    const r: DieRoll = { die: DIE_NAMES[sides] ?? `d${sides}`, value, purpose };
    if (hidden) r.hidden = hidden;
    this.rolls.push(r);
    return value;
  }

  /** A fair coin, recorded: true is heads. */
  flip(purpose: string): boolean {
    const value = this.int(2);
    this.rolls.push({ die: "coin", value, purpose });
    return value === 1;
  }

  /** A uniformly random element, recorded as its index and the number of items it chose among. */
  pick<T>(items: readonly T[], purpose: string, hidden = false): T {
    if (items.length === 0) throw new RangeError("pick from nothing");
    const index = this.int(items.length);
    const r: DieRoll = { die: "pick", value: index, of: items.length, purpose };
    if (hidden) r.hidden = hidden;
    this.rolls.push(r);
    return items[index]!;
  }

  /** Fisher–Yates into a new array. Recorded once, hidden: the order itself is the secret. */
  shuffle<T>(items: readonly T[], purpose: string): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    this.rolls.push({ die: "shuffle", value: out.length, purpose, hidden: true });
    return out;
  }
}
