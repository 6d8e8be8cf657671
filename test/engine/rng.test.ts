import { describe, expect, it } from "vitest";
import { gameSeed, publicRolls, Rng, seedCommitment, type DieRoll } from "../../src/engine/rng";
import { sha256Hex } from "../../src/engine/sha256";

describe("Rng", () => {
  it("is deterministic per seed and stream, and streams differ", () => {
    const a = new Rng("seed", "action:1");
    const b = new Rng("seed", "action:1");
    const c = new Rng("seed", "action:2");
    const xs = Array.from({ length: 20 }, () => a.roll(6, "t"));
    expect(Array.from({ length: 20 }, () => b.roll(6, "t"))).toEqual(xs);
    expect(Array.from({ length: 20 }, () => c.roll(6, "t"))).not.toEqual(xs);
  });

  it("records every roll with its die and purpose", () => {
    const r = new Rng("s", "setup");
    const v = r.roll(12, "damage");
    r.flip("battle");
    r.shuffle([1, 2, 3], "deck");
    expect(r.rolls[0]).toEqual({ die: "d12", value: v, purpose: "damage" });
    expect(r.rolls[1]!.die).toBe("coin");
    expect(r.rolls[2]).toMatchObject({ die: "shuffle", hidden: true });
  });

  it("rolls a fair d6 (chi-square over 60,000 rolls)", () => {
    const r = new Rng("fairness", "stream");
    const counts = [0, 0, 0, 0, 0, 0];
    const n = 60_000;
    for (let i = 0; i < n; i++) counts[r.int(6)]!++;
    const expected = n / 6;
    const chi2 = counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
    expect(chi2).toBeLessThan(20.5); // p = 0.001 for 5 degrees of freedom
  });

  it("mixes each seat's entropy into the seed, and the commitment hides the seed", () => {
    expect(gameSeed("s", ["a"])).not.toBe(gameSeed("s", ["b"]));
    expect(gameSeed("s", ["a", "b"])).not.toBe(gameSeed("s", ["ab"]));
    expect(seedCommitment("s")).toMatch(/^[0-9a-f]{64}$/);
    expect(seedCommitment("s")).not.toContain("s".repeat(2));
  });

  it("shuffles into a permutation and leaves the input alone", () => {
    const input = [1, 2, 3, 4, 5, 6, 7, 8];
    const out = new Rng("x", "y").shuffle(input, "deck");
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...out].sort()).toEqual(input);
  });

  it("writes each record's fields in one order, the hidden flag last and only when set (what the log's JSON holds)", () => {
    const r = new Rng("s", "action:4");
    const a = r.roll(6, "open");
    const b = r.roll(20, "secret", true);
    const c = r.roll(30, "large die");
    const i = ["x", "y"].indexOf(r.pick(["x", "y"], "which", true));
    expect(JSON.stringify(r.rolls)).toBe(
      JSON.stringify([
        { die: "d6", value: a, purpose: "open" },
        { die: "d20", value: b, purpose: "secret", hidden: true },
        { die: "d30", value: c, purpose: "large die" },
        { die: "pick", value: i, of: 2, purpose: "which", hidden: true },
      ]),
    );
  });

  it("records a pick's range (of) beside its index, hidden or not", () => {
    const r = new Rng("s", "action:3");
    const item = r.pick(["x", "y", "z"], "which");
    r.pick([10, 20], "secret", true);
    expect(r.rolls[0]).toEqual({ die: "pick", value: ["x", "y", "z"].indexOf(item), of: 3, purpose: "which" });
    expect(r.rolls[1]).toMatchObject({ die: "pick", of: 2, hidden: true });
  });

  it("publicRolls leaves out the hidden draws and keeps the order of the rest", () => {
    const r = new Rng("s", "setup");
    r.shuffle([1, 2, 3], "deck");
    r.roll(6, "open");
    r.roll(6, "secret", true);
    r.flip("coin");
    expect(publicRolls(r.rolls).map((x) => x.purpose)).toEqual(["open", "coin"]);
  });

  it('draws block n of a stream as SHA-256 of its key and "#n", key = SHA-256 of "seed|stream" (docs/RECORD.md)', () => {
    const r = new Rng("spec-seed", "action:7");
    const key = sha256Hex("spec-seed|action:7");
    // int(2^32) hands back each 32-bit word as drawn; 3 blocks of 8 words.
    const drawn = Array.from({ length: 24 }, () => r.int(0x100000000));
    const expected = [0, 1, 2].flatMap((n) => {
      const hex = sha256Hex(`${key}#${n}`);
      return Array.from({ length: 8 }, (_, i) => Number.parseInt(hex.slice(i * 8, i * 8 + 8), 16));
    });
    expect(drawn).toEqual(expected);
  });

  // docs/RECORD.md §5: from the seed and the recorded rolls alone — no items, no rules — a fresh
  // stream re-draws every roll. This is what the independent verifier does.
  const redraw = (seed: string, stream: string, rolls: readonly DieRoll[]): number[] => {
    const fresh = new Rng(seed, stream);
    return rolls.map((roll) => {
      const sides = /^d(\d+)$/.exec(roll.die);
      if (sides) return fresh.int(Number(sides[1])) + 1;
      if (roll.die === "coin") return fresh.int(2);
      if (roll.die === "pick") return fresh.int(roll.of!);
      if (roll.die === "shuffle") {
        for (let i = roll.value - 1; i > 0; i--) fresh.int(i + 1);
        return roll.value;
      }
      throw new Error(`unknown die ${roll.die}`);
    });
  };

  it("every recorded draw, picks included, can be re-drawn from the seed and the record alone", () => {
    for (let k = 0; k < 200; k++) {
      const r = new Rng("redraw", `action:${k}`);
      for (let i = 0; i < 12; i++) {
        const what = (k + i * 7) % 5;
        if (what === 0) r.roll([2, 3, 6, 20, 2 ** 31 + 11][(k + i) % 5]!, "die");
        else if (what === 1) r.flip("coin");
        else if (what === 2)
          r.pick(
            Array.from({ length: 1 + ((k * 3 + i) % 40) }, (_, n) => n),
            "pick",
            i % 2 === 0,
          );
        else if (what === 3)
          r.shuffle(
            Array.from({ length: (k + i) % 9 }, (_, n) => n),
            "deck",
          );
        else r.roll(6, "hidden", true);
      }
      expect(redraw("redraw", `action:${k}`, r.rolls)).toEqual(r.rolls.map((x) => x.value));
    }
  });

  it("matches the test vector of docs/RECORD.md §7.3, the pick recorded with its range", () => {
    const seed = gameSeed("0123456789abcdefghjkmnpqrstvwxyz0123456789abcdefghjk", ["", "\ud800"]);
    expect(seed).toBe("cf169bef453e76625ee7eaedff02a00a8dd49e351fd799d8ab37c83ed988e6f5");
    const r = new Rng(seed, "action:7");
    expect(r.shuffle(["a", "b", "c", "d", "e"], "deal")).toEqual(["c", "a", "e", "b", "d"]);
    r.roll(20, "d20");
    expect(r.pick(["p", "q", "r"], "pick")).toBe("q");
    r.flip("coin");
    r.roll(6, "d6");
    expect(r.rolls.map(({ die, value, of }) => ({ die, value, ...(of === undefined ? {} : { of }) }))).toEqual([
      { die: "shuffle", value: 5 },
      { die: "d20", value: 1 },
      { die: "pick", value: 1, of: 3 },
      { die: "coin", value: 1 },
      { die: "d6", value: 3 },
    ]);
  });
});
