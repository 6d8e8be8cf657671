// Where a thorough opponent sets up (src/games/iron-stars/opponent-placement.ts): a fleet whose
// guns win at short range faces the enemy from the start, its first ship as far forward as the
// rules let it stand; a fleet that wants range, and every plain level, keep the bot's samples.
import { describe, expect, it } from "vitest";
import type { CandidateAsk } from "../../../src/engine/contract";
import { SearchRng } from "../../../src/engine/opponent/search-rng";
import { Rng } from "../../../src/engine/rng";
import { ironStars } from "../../../src/games/iron-stars";
import type { IronStarsAction, PlaceShipAction } from "../../../src/games/iron-stars/actions";
import { closingPays } from "../../../src/games/iron-stars/opponent-placement";
import { checkPlace, fromEdge } from "../../../src/games/iron-stars/rules/placement";
import type { IronStarsState } from "../../../src/games/iron-stars/state";
import { SETUP } from "../../../src/games/iron-stars/tables";

const candidates = ironStars.opponent!.candidates!;
const ask = (root = true, thorough = true): CandidateAsk => ({ sampled: 6, root, thorough, work: () => {} });

/** Scenario One at the start of set-up: Russia, with more ships, places first (IS 3.2). */
function scenarioOne(): IronStarsState {
  return ironStars.setup(ironStars.optionsSchema.parse({}), new Rng("placement-test", "setup"));
}

/** `s` after `seat` places as its random bot would. */
function botPlaces(s: IronStarsState, seat: string, stream: string): IronStarsState {
  const a = ironStars.bot(s, seat, new Rng("placement-test", stream)) as IronStarsAction;
  const r = ironStars.apply(s, seat, a, new Rng("placement-test", `apply:${stream}`));
  if (!r.ok) throw new Error(`the bot's placement was refused: ${JSON.stringify(r)}`);
  return r.state;
}

/** The facing from `a`'s spot to `to`, in whole degrees −180..180 off the ship's own. */
function offAim(a: PlaceShipAction, to: { x: number; y: number }): number {
  const bearing = (Math.atan2(to.y - a.y, to.x - a.x) * 180) / Math.PI;
  const d = ((((a.facing - bearing) % 360) + 540) % 360) - 180;
  return Math.abs(d);
}

describe("where a thorough opponent sets up in Iron Stars", () => {
  it("IS 3.3, IS 6.7: Russia's guns win at short range and Britain's do not, from the fleets alone", () => {
    const s = scenarioOne();
    expect(s.placer).toBe("russia");
    expect(closingPays(s, "russia")).toBe(true);
    expect(closingPays(s, "britain")).toBe(false);
  });

  it("IS 3.3: a thorough Russia's first ship stands 12\" from its edge, facing straight across at the enemy", () => {
    const s = scenarioOne();
    const placed = candidates(s, "russia", new SearchRng("p"), ask()) as PlaceShipAction[];
    // One placement, no search among the bot's samples (which lie broadside-on, 4–8" from the edge).
    expect(placed).toHaveLength(1);
    for (const a of placed) {
      expect(a.ship).toBe("tsargrad");
      expect(checkPlace(s, "russia", a)).toBeNull();
      expect(fromEdge(s, "russia", { x: a.x, y: a.y })).toBe(SETUP.firstFromEdge);
      // Russia's edge is the north one here: straight across is 270° (toward y = 0).
      expect(a.facing).toBe(270);
    }
  });

  it("IS 8.1: the line astern of it and the destroyers on its flanks face the nearest British ship, every placement legal", () => {
    let s = scenarioOne();
    for (let k = 0; s.phase === "placement" && k < 17; k++) {
      const seat = s.placer!;
      if (seat === "britain") {
        s = botPlaces(s, seat, `b${k}`);
        continue;
      }
      const placed = candidates(s, seat, new SearchRng(`p${k}`), ask()) as PlaceShipAction[];
      expect(placed).toHaveLength(1);
      const british = s.ships.filter((x) => x.side === "britain" && x.position !== null);
      for (const a of placed) {
        expect(checkPlace(s, seat, a)).toBeNull();
        if (british.length === 0) continue;
        const nearest = british.reduce((b, x) =>
          (x.position!.x - a.x) ** 2 + (x.position!.y - a.y) ** 2 < (b.position!.x - a.x) ** 2 + (b.position!.y - a.y) ** 2 ? x : b,
        );
        expect(offAim(a, nearest.position!)).toBeLessThanOrEqual(1);
      }
      const r = ironStars.apply(s, seat, placed[0]!, new Rng("placement-test", `apply:p${k}`));
      expect(r.ok).toBe(true);
      if (r.ok) s = r.state;
    }
    expect(s.phase).toBe("play");
  });

  it("IS 3.3: a fleet that wants range, a plain level and the tree below the root keep the bot's samples", () => {
    const s = scenarioOne();
    expect(candidates(s, "russia", new SearchRng("p"), ask(true, false))).toEqual([]);
    expect(candidates(s, "russia", new SearchRng("p"), ask(false, true))).toEqual([]);
    const britainNext = botPlaces(s, "russia", "r0");
    expect(britainNext.placer).toBe("britain");
    expect(candidates(britainNext, "britain", new SearchRng("p"), ask())).toEqual([]);
  });
});
