// The walk over (hex, facing) pairs behind every move (DS 4.1–4.3) is made once per start and kept
// in views of one shared arena (rules/reach.ts): these check that the walks handed out stay whole
// however many are made, across the arena's restarts and the cache's.
import { describe, expect, it } from "vitest";
import { MAP } from "../../../src/games/double-star/map";
import { enterable } from "../../../src/games/double-star/queries";
import { firstStepAt, reachWalk, type Walk } from "../../../src/games/double-star/rules/reach";

/** A digest of every column of every step: two walks differ in it if any step does (bar a collision). */
const stepsOf = (w: Walk): string => {
  let h = 0x811c9dc5;
  const mix = (x: number) => {
    h = Math.imul(h ^ (x & 0xffff), 0x01000193);
  };
  for (let i = 0; i < w.hex.length; i++) {
    mix(w.hex[i]!);
    mix(w.facing[i]! * 4 + w.first[i]! * 2 + w.flown[i]!);
    mix(w.cost[i]!);
    mix(w.from[i]! + 1);
  }
  return `${w.hex.length}:${(h >>> 0).toString(16)}`;
};

const starts = (): number[] => {
  const out: number[] = [];
  for (let hex = 0; hex < MAP.grid.count; hex++) if (enterable(hex)) out.push(hex);
  return out;
};

describe("DS 4.1 the walks behind the moveUnit prompt", () => {
  // Walks with 16 points are ~2,000 steps: a few hundred of them fill the arena (2^17 steps) and
  // start it again, long before the cache's own bound of 1,024 walks empties the cache.
  const LONG = 16;

  it("DS 4.1 walks asked for again read as when they were made, after the arena started again", () => {
    const first = reachWalk(starts()[50]!, 3, 9, false);
    const firstSteps = stepsOf(first);
    const made: { hex: number; steps: string }[] = [];
    let total = 0;
    for (const hex of starts().slice(0, 400)) {
      const w = reachWalk(hex, 0, LONG, false);
      total += w.hex.length;
      made.push({ hex, steps: stepsOf(w) });
    }
    expect(total).toBeGreaterThan(3 * (1 << 17));
    expect(stepsOf(reachWalk(starts()[50]!, 3, 9, false))).toBe(firstSteps);
    // Asked again: the same steps; the first where asked, every later one from an earlier step.
    const wrong: number[] = [];
    for (const m of made) {
      const w = reachWalk(m.hex, 0, LONG, false);
      let ordered = w.hex[0] === m.hex;
      for (let i = 6; i < w.hex.length; i++) if (w.from[i]! >= i) ordered = false;
      if (stepsOf(w) !== m.steps || !ordered) wrong.push(m.hex);
    }
    expect(wrong).toEqual([]);
  });

  it("DS 4.2 a take-off walk asked for again after the arena started again matches the one made before", () => {
    const hex = starts()[100]!;
    const before = stepsOf(reachWalk(hex, 0, 5, true));
    for (const h of starts().slice(400, 800)) reachWalk(h, 1, LONG, false);
    expect(stepsOf(reachWalk(hex, 0, 5, true))).toBe(before);
  });

  it("DS 4.1 the step a space move names is the walk's first step at that hex and facing, for the last walk and an older one", () => {
    const scan = (w: Walk, hex: number, facing: number) => {
      for (let i = 0; i < w.hex.length; i++) if (w.first[i] && w.hex[i] === hex && w.facing[i] === facing) return i;
      return -1;
    };
    const older = reachWalk(starts()[200]!, 2, 6, false);
    const last = reachWalk(starts()[300]!, 4, 6, false);
    for (const w of [last, older]) {
      for (let i = 0; i < w.hex.length; i++) expect(firstStepAt(w, w.hex[i]!, w.facing[i]!)).toBe(scan(w, w.hex[i]!, w.facing[i]!));
      // Not reached, and a facing past 5 (which would name the next hex's pair), are not steps.
      expect(firstStepAt(w, starts()[900]!, 0)).toBe(-1);
      expect(firstStepAt(w, w.hex[10]! - 1, w.facing[10]! + 6)).toBe(-1);
    }
  });
});
