// The rules' copy of a duel (src/games/last-starfighter/copy.ts) is written field by field for the
// state's shape, sharing what the rules only replace. A field added to state.ts and not to copy.ts
// would be dropped at the next step: every copy of every state of seeded games, every option set,
// must read as the state it copied, key for key and in order. (That no rule writes a shared part in
// place is test/engine/copy-on-write.test.ts's: it steps the same kind of games with every state frozen.)
import { describe, expect, it } from "vitest";
import { Rng } from "../../../src/engine/rng";
import { awaitingSeats, start, step } from "../../../src/engine/runner";
import { lastStarfighter } from "../../../src/games/last-starfighter";
import { copyOrders, copyState, withOrders } from "../../../src/games/last-starfighter/copy";
import { headingChoices } from "../../../src/games/last-starfighter/legal";
import { apply } from "../../../src/games/last-starfighter/rules";
import type { LastStarfighterState } from "../../../src/games/last-starfighter/state";
import { given } from "./helpers";

/** Every state of seeded random duels, the option sets in turn. */
function statesOf(playouts: number): LastStarfighterState[] {
  const sets = [lastStarfighter.optionsSchema.parse({}), ...lastStarfighter.sampleOptions];
  const states: LastStarfighterState[] = [];
  for (let n = 0; n < playouts; n++) {
    const seed = `copy-fields-${n}`;
    let state = start(lastStarfighter, sets[n % sets.length], seed).state as LastStarfighterState;
    states.push(state);
    for (let v = 1; v <= 2_000; v++) {
      const seat = awaitingSeats(lastStarfighter, state)[0];
      if (seat === undefined) break;
      const action = lastStarfighter.bot(state, seat, new Rng(seed, `bot:${v}:${seat}`));
      const r = step(lastStarfighter, state, { version: v, seat, kind: "action", action }, seed);
      if (!r.ok) throw new Error(`refused ${r.code}`);
      state = r.state as LastStarfighterState;
      states.push(state);
    }
  }
  return states;
}

describe("the rules' copy of a duel (copy.ts)", () => {
  it("every copy reads as the state it copied, every field in order, and makes anew what the rules write", () => {
    const states = statesOf(2 * (1 + lastStarfighter.sampleOptions.length));
    expect(states.length).toBeGreaterThan(500);
    let ships = 0;
    for (const s of states) {
      const json = JSON.stringify(s);
      const copy = copyState(s);
      expect(JSON.stringify(copy)).toBe(json);
      expect(JSON.stringify(withOrders(s, copyOrders(s.orders)))).toBe(json);
      // What the rules write in place is the copy's own.
      expect(copy.ships).not.toBe(s.ships);
      expect(copy.orders).not.toBe(s.orders);
      expect(copy.reengage).not.toBe(s.reengage);
      expect(copy.report).not.toBe(s.report);
      expect(copy.report.shots).not.toBe(s.report.shots);
      for (const seat of s.seats) {
        expect(copy.orders[seat]).not.toBe(s.orders[seat]);
        const ship = s.ships[seat];
        if (!ship) continue;
        expect(copy.ships[seat]).not.toBe(ship);
        ships++;
      }
    }
    expect(ships).toBeGreaterThan(500);
  }, 60_000);
});

describe("LS 10.2 an order the rules keep (copy.ts ownOrder)", () => {
  // A listed order is one of legal.ts's frozen, shared objects and is kept as it is; any other is
  // the poster's object and must be copied, or a change made to it after the post reaches the state.
  it("LS 10.2 a posted order changed after the post leaves the given order as it was", () => {
    const s = given({ phase: "heading" });
    const posted = { type: "setHeading" as const, direction: "clockwise" as const, clicks: 2 };
    // Taken as legal without the parse (as a vouched action would be), so no parse copies it first.
    const r = apply(s, "pilot1", posted, new Rng("own-order", "a"), "legal");
    if (!r.ok) throw new Error(r.code);
    posted.clicks = 5;
    expect(r.state.orders.pilot1!.order).toEqual({ type: "setHeading", direction: "clockwise", clicks: 2 });
    const event = r.events.find((e) => e.type === "OrderGiven") as { order: unknown } | undefined;
    expect(event?.order).toEqual({ type: "setHeading", direction: "clockwise", clicks: 2 });
  });

  it("LS 10.2 a listed order is kept as the very (frozen) object listed", () => {
    const s = given({ phase: "heading" });
    const listed = headingChoices(s, "pilot1")[2]!;
    const r = apply(s, "pilot1", listed, new Rng("own-order", "b"), "legal");
    if (!r.ok) throw new Error(r.code);
    expect(r.state.orders.pilot1!.order).toBe(listed);
    expect(Object.isFrozen(listed)).toBe(true);
  });
});
