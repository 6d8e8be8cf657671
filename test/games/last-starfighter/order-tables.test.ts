// The secret phases' orders are listed from shared, frozen tables (legal.ts): one list per
// stabilizer value and per set of bearing lasers. At every state of seeded duels, every option set,
// each seat's listed orders must be exactly the ones LS 5.1–5.2 and 6.2 give for that very ship and
// wheel — so a table read under the wrong key (another stabilizer, another set of lasers) fails here.
import { describe, expect, it } from "vitest";
import { Rng } from "../../../src/engine/rng";
import { awaitingSeats, start, step } from "../../../src/engine/runner";
import { lastStarfighter } from "../../../src/games/last-starfighter";
import { fireChoices, firingWeapons, headingChoices, turretChoices } from "../../../src/games/last-starfighter/legal";
import { bearingWeapons, shipOf, wheelFor } from "../../../src/games/last-starfighter/queries";
import type { LastStarfighterState } from "../../../src/games/last-starfighter/state";
import { WEAPONS } from "../../../src/games/last-starfighter/weapons";

function statesOf(playouts: number): LastStarfighterState[] {
  const sets = [lastStarfighter.optionsSchema.parse({}), ...lastStarfighter.sampleOptions];
  const states: LastStarfighterState[] = [];
  for (let n = 0; n < playouts; n++) {
    const seed = `order-tables-${n}`;
    let state = start(lastStarfighter, sets[n % sets.length], seed).state as LastStarfighterState;
    for (let v = 1; v <= 2_000; v++) {
      const seat = awaitingSeats(lastStarfighter, state)[0];
      if (seat === undefined) break;
      states.push(state);
      const action = lastStarfighter.bot(state, seat, new Rng(seed, `bot:${v}:${seat}`));
      const r = step(lastStarfighter, state, { version: v, seat, kind: "action", action }, seed);
      if (!r.ok) throw new Error(`refused ${r.code}`);
      state = r.state as LastStarfighterState;
    }
  }
  return states;
}

describe("LS 5.1–5.2, 6.2 the orders listed from shared tables (legal.ts)", () => {
  it("LS 5.1–5.2, 6.2 every ship's headings and fire orders are its own, whichever ship was listed before", () => {
    const stabilizers = new Set<number>();
    const bearings = new Set<string>();
    for (const s of statesOf(2 * (1 + lastStarfighter.sampleOptions.length))) {
      for (const seat of s.seats) {
        const ship = s.ships[seat];
        if (!ship) continue;
        const max = ship.stabilizer;
        const headings = [
          { type: "setHeading", direction: "straight", clicks: 0 },
          ...Array.from({ length: max }, (_, k) => ({ type: "setHeading", direction: "clockwise", clicks: k + 1 })),
          ...Array.from({ length: max }, (_, k) => ({ type: "setHeading", direction: "counterclockwise", clicks: k + 1 })),
        ];
        expect(headingChoices(s, seat)).toEqual(headings);
        stabilizers.add(max);
        // LS 6.2: a working laser bears when its mount faces the view-port; holding fire first, every laser last.
        const viewPort = wheelFor(s, seat).viewPort;
        const bearing = WEAPONS.filter(
          (w) =>
            !ship.damagedWeapons.includes(w.id) &&
            (w.mount === "turret" ? ship.turret === viewPort : (w.mount === "forward" ? 1 : 5) === viewPort),
        ).map((w) => w.id);
        expect(firingWeapons(s, seat)).toEqual(bearing);
        expect(bearingWeapons(shipOf(s, seat), viewPort)).toEqual(bearing);
        const fire = fireChoices(s, seat);
        expect(fire).toHaveLength(1 << bearing.length);
        expect(fire[0]).toEqual({ type: "fire", weapons: [] });
        expect(fire.at(-1)).toEqual({ type: "fire", weapons: bearing });
        expect(new Set(fire.map((f) => f.weapons.join("+"))).size).toBe(fire.length);
        for (const f of fire) expect(f.weapons.every((w) => bearing.includes(w))).toBe(true);
        bearings.add(bearing.join("+"));
      }
    }
    // Several keys of each table were read, in turn.
    expect(stabilizers.size).toBeGreaterThan(3);
    expect(bearings.size).toBeGreaterThan(5);
  }, 60_000);

  it("LS 4.1 the turret's eight sectors, and every shared order frozen so no reader can change another state's list", () => {
    expect(turretChoices()).toEqual(Array.from({ length: 8 }, (_, i) => ({ type: "aimTurret", sector: i + 1 })));
    const s = statesOf(1).find((x) => x.phase === "fire" && x.seats.some((seat) => fireChoices(x, seat).length > 2))!;
    const seat = s.seats.find((x) => fireChoices(s, x).length > 2)!;
    for (const list of [turretChoices(), headingChoices(s, seat), fireChoices(s, seat)]) {
      expect(Object.isFrozen(list)).toBe(true);
      for (const a of list) expect(Object.isFrozen(a)).toBe(true);
    }
    expect(Object.isFrozen(fireChoices(s, seat).at(-1)!.weapons)).toBe(true);
  });
});
