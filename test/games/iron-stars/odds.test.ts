import { describe, expect, it } from "vitest";
import { designSchema } from "../../../src/games/iron-stars/actions";
import { recordFromDesign } from "../../../src/games/iron-stars/rules/purchase";
import { battle, events, playSeeded } from "./helpers";

describe("IS 6.6 The book's stated odds", () => {
  it('IS 6.6 exactly: against an unarmoured target under 5", a d4 needs 2 (3 in 4) and a d12 needs 6 (7 in 12, 58%)', () => {
    const p = (die: number) => {
      const target = Math.floor(die / 2);
      return (die - target + 1) / die;
    };
    expect(p(4)).toBe(0.75);
    expect(Math.round(p(12) * 100)).toBe(58);
  });

  it("IS 6.6 seeded statistics through the rules: d4 guns hit 75% and d12 guns 58% of the time, within 3 standard errors", () => {
    const gunboat = recordFromDesign(
      designSchema.parse({
        name: "Gunboat",
        points: 100,
        hull: 20,
        armour: 0,
        thrust: 4,
        primary: { guns: 30, die: 12, damage: 1 },
        secondary: { guns: 30, die: 4, damage: 1 },
        track: {
          hull: { from: 1, to: 10 },
          armour: null,
          thrust: { from: 11, to: 14 },
          primary: { from: 15, to: 17 },
          secondary: { from: 18, to: 20 },
          light: null,
        },
      }),
    );
    const s = battle(
      [
        { id: "gunboat", cls: gunboat, side: "britain", at: [30, 20], facing: 90 },
        { id: "volga", cls: "volga", side: "russia", at: [33, 20] },
      ],
      { step: "activeCombat" },
    );
    const tally = { 4: { n: 0, hits: 0 }, 12: { n: 0, hits: 0 } };
    for (let i = 0; tally[4].n < 20_000; i++) {
      const { events: ev } = playSeeded(
        s,
        "britain",
        {
          type: "fire",
          ship: "gunboat",
          volleys: [
            { weapon: "primary", target: "volga", guns: 30 },
            { weapon: "secondary", target: "volga", guns: 15 },
          ],
        },
        `odds:${i}`,
      );
      for (const v of events(ev, "VolleyFired")) {
        expect(v.targetNumber).toBe(v.die === 4 ? 2 : 6);
        const t = tally[v.die as 4 | 12];
        t.n += v.dice.length;
        t.hits += v.hits;
      }
    }
    for (const [die, p] of [
      [4, 3 / 4],
      [12, 7 / 12],
    ] as const) {
      const { n, hits } = tally[die];
      const se = Math.sqrt((p * (1 - p)) / n);
      expect(Math.abs(hits / n - p), `d${die}: ${hits}/${n}`).toBeLessThan(3 * se);
    }
  });
});
