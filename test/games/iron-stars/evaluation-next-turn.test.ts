// How `strong`'s Russian leaf counts the next turn's fire (src/games/iron-stars/evaluation-next-turn.ts,
// its gate, countsNextTurn, on the search's EvaluateAsk; bench/README.md 6zf).
import { describe, expect, it } from "vitest";
import type { SeatId } from "../../../src/engine/contract";
import { evaluate, hitChance, leadOf, pointValue } from "../../../src/games/iron-stars/evaluation";
import { countsNextTurn, nextTurnDamage } from "../../../src/games/iron-stars/evaluation-next-turn";
import { targetNumber } from "../../../src/games/iron-stars/rules/fire";
import type { IronStarsState, Step } from "../../../src/games/iron-stars/state";
import { battle, ship } from "./helpers";

/** A Russian Volga (6 light guns, 6 torpedoes) and a British Alpha (2 light guns, 2 torpedoes) `gap` inches apart. */
function pair(gap: number, o: { step?: Step; turn?: number; volgaFacing?: number } = {}): IronStarsState {
  return battle(
    [
      { id: "volga", cls: "volga", side: "russia", at: [30, 10], facing: o.volgaFacing ?? 0 },
      { id: "alpha", cls: "alpha", side: "britain", at: [30, 10 + gap], facing: 180 },
    ],
    { step: o.step ?? "end", turn: o.turn ?? 1 },
  );
}

/** The leaf's price of a shot, as evaluation.ts gives it to the next turn's fire. */
const price = (s: IronStarsState) => ({
  damage: (profile: Parameters<typeof targetNumber>[1], guns: number, target: Parameters<typeof pointValue>[0], range: number) =>
    guns * hitChance(profile.die, targetNumber(s, profile, target, range, false)) * profile.damage,
  worth: pointValue,
});

const all = () => true;

/** The lead `seat` sees at a leaf of `searcher`'s search at the level given (thorough: `strong`). */
function leadAs(s: IronStarsState, seat: SeatId, searcher: SeatId, thorough: boolean): number {
  return leadOf(s, seat, countsNextTurn({ searcher, thorough }));
}

describe("the next turn's fire at the opponent's leaf in Iron Stars", () => {
  it("IS 6.6–6.7 the next turn's damage is read at the range the positions give: each full band adds one to the target number, none past the weapon's reach", () => {
    const laid = (s: IronStarsState) => nextTurnDamage(s, "russia", all, price(s)).get(ship(s, "alpha"))!;
    const near = laid(pair(2));
    const mid = laid(pair(8));
    expect(near).toBeGreaterThan(mid);
    expect(mid).toBeGreaterThan(0);
    // IS 6.7: no light gun or torpedo reaches 30".
    expect(nextTurnDamage(pair(30), "russia", all, price(pair(30))).size).toBe(0);
  });

  it("IS 5.2, IS 6.4–6.5 the next turn's fire is laid from the best arc: a ship turned away lays as much as one facing her target", () => {
    const facing = pair(6, { volgaFacing: 0 });
    const away = pair(6, { volgaFacing: 180 });
    const a = nextTurnDamage(facing, "russia", all, price(facing)).get(ship(facing, "alpha"))!;
    const b = nextTurnDamage(away, "russia", all, price(away)).get(ship(away, "alpha"))!;
    expect(b).toBeCloseTo(a, 12);
  });

  it("IS 6.11 a ship the pending hits destroy neither lays next-turn fire nor draws it", () => {
    const s = pair(4);
    const alive = (x: { id: string }) => x.id !== "alpha";
    expect(nextTurnDamage(s, "russia", alive, price(s)).size).toBe(0);
    expect(nextTurnDamage(s, "britain", alive, price(s)).size).toBe(0);
  });

  it("IS 6.6–6.7 strong's Russian leaf adds the next turn's fire where another combat phase is to come: Russia's short guns make closing worth more", () => {
    // After turn 1's combat (step "end"): turn 2's phase is the coming one, turn 3's the next.
    const close = pair(4);
    const gainClose = leadAs(close, "russia", "russia", true) - leadAs(close, "russia", "russia", false);
    expect(gainClose).toBeGreaterThan(0.1);
    const far = pair(20);
    expect(leadAs(far, "russia", "russia", true)).toBe(leadAs(far, "russia", "russia", false));
    // The two seats' leads stay each other's negative.
    expect(leadAs(close, "britain", "russia", true)).toBeCloseTo(-leadAs(close, "russia", "russia", true), 9);
    // The two turns' hits on the 5-point Alpha are priced together: never more than she is worth.
    expect(gainClose).toBeLessThanOrEqual(5);
  });

  it("IS 4.1 no next turn's fire in the game's last combat phase, and none for Britain's search or a search that is not thorough", () => {
    const main = (s: IronStarsState) => leadAs(s, "russia", "russia", false);
    const last = pair(4, { step: "activeMovement", turn: 6 });
    expect(leadAs(last, "russia", "russia", true)).toBe(main(last));
    const beforeLast = pair(4, { step: "end", turn: 5 });
    expect(leadAs(beforeLast, "russia", "russia", true)).toBe(main(beforeLast));
    const s = pair(4);
    expect(leadAs(s, "russia", "britain", true)).toBe(main(s));
    expect(leadAs(s, "russia", "russia", false)).toBe(main(s));
    expect(leadAs(s, "russia", "russia", true)).not.toBe(main(s));
  });

  it("IS 6.6 the leaf reads whose search it is from the search's ask: strong's Russian search counts the next turn, no ask, Britain's or standard's does not", () => {
    const s = pair(4);
    const plain = evaluate(s, "russia");
    expect(evaluate(s, "russia", { searcher: "russia", thorough: true })).toBeGreaterThan(plain);
    expect(evaluate(s, "britain", { searcher: "russia", thorough: true })).toBeLessThan(evaluate(s, "britain"));
    expect(evaluate(s, "russia", { searcher: "britain", thorough: true })).toBe(plain);
    expect(evaluate(s, "russia", { searcher: "russia", thorough: false })).toBe(plain);
  });
});
