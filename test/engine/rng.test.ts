import { describe, expect, it } from "vitest";
import { gameSeed, Rng, seedCommitment } from "../../src/engine/rng";

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
});
