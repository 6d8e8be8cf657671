import { describe, expect, it } from "vitest";
import { Rng } from "../../../src/engine/rng";
import { lastStarfighter } from "../../../src/games/last-starfighter";
import { firingWeapons } from "../../../src/games/last-starfighter/legal";
import { pending } from "../../../src/games/last-starfighter/pending";
import { rollToHit } from "../../../src/games/last-starfighter/rules/fire";
import type { LastStarfighterState } from "../../../src/games/last-starfighter/state";
import { chanceToHit } from "../../../src/games/last-starfighter/tables";
import { fire, given, ofType, play, refusal, refuse, straight, types, type Given } from "./helpers";

const turned = (clicks: number) => ({ direction: clicks === 0 ? "straight" : "clockwise", clicks }) as const;

/** A firing phase with both headings already revealed. */
function firing(g: Given & { clicks?: [number, number] }): LastStarfighterState {
  const [c1, c2] = g.clicks ?? [0, 0];
  const s = given({
    ...g,
    phase: "fire",
    ships: { pilot1: { heading: turned(c1), ...g.ships?.pilot1 }, pilot2: { heading: turned(c2), ...g.ships?.pilot2 } },
  });
  // As the flow does on entering the phase: only pilots with a laser bearing declare fire.
  for (const seat of s.seats) s.orders[seat]!.owes = firingWeapons(s, seat).length > 0;
  return s;
}

/** Both pilots declare; every die of the resolution comes from `dice`. */
function exchange(s: LastStarfighterState, first: string[], second: string[], dice: number[]) {
  const after = play(s, "pilot1", fire(...first)).state;
  return play(after, "pilot2", fire(...second), dice);
}

describe("LS 6.2 Which Weapons Can Fire", () => {
  it("LS 6.2 in view-port 1 the three forward lasers bear, and the turret too when aimed at sector 1", () => {
    const s = firing({ wheel: [1, 1], ships: { pilot1: { turret: 1 } } });
    expect(
      pending(s)
        .find((d) => d.seat === "pilot1")!
        .choices!.at(-1),
    ).toEqual(fire("forward1", "forward2", "forward3", "turret1", "turret2"));
    expect(pending(s).find((d) => d.seat === "pilot1")!.choices).toHaveLength(32);
    expect(
      pending(s)
        .find((d) => d.seat === "pilot2")!
        .choices!.at(-1),
    ).toEqual(fire("forward1", "forward2", "forward3"));
  });

  it("LS 6.2 in view-port 5 only the aft laser bears", () => {
    const s = firing({ wheel: [5, 1], ships: { pilot1: { turret: 1 } } });
    expect(pending(s).find((d) => d.seat === "pilot1")!.choices).toEqual([fire(), fire("aft")]);
  });

  it("LS 6.2 the book's example: an opponent in view-port 3 is fired on only by weapons in sector 3 (the turret, if aimed there)", () => {
    const aimed = firing({ wheel: [3, 7], ships: { pilot1: { turret: 3 }, pilot2: { turret: 3 } } });
    expect(pending(aimed).map((d) => [d.seat, d.choices!.at(-1)])).toEqual([["pilot1", fire("turret1", "turret2")]]);
    expect(refuse(aimed, "pilot1", fire("forward1"))).toBe("WEAPON_DOES_NOT_BEAR");
  });

  it("LS 6.2 when no laser of either ship bears there is no firing phase", () => {
    let s = given({ phase: "heading", wheel: [3, 3], ships: { pilot1: { turret: 2 }, pilot2: { turret: 8 } } });
    s = play(s, "pilot1", straight).state;
    const { state, events } = play(s, "pilot2", straight); // 3/3 → 4/4
    expect(events.find((e) => e.type === "FiringSkipped")).toMatchObject({ reason: "noWeaponsBear" });
    expect(state.turn).toBe(2);
  });

  it("LS 6.2 only the pilot whose lasers bear is asked to fire", () => {
    const s = firing({ wheel: [1, 3] });
    expect(pending(s).map((d) => d.seat)).toEqual(["pilot1"]);
  });

  it("LS 6.2 / 7.6 a laser fires at most once, and a destroyed laser not at all", () => {
    const s = firing({ wheel: [1, 1], ships: { pilot1: { damagedWeapons: ["forward2"] } } });
    expect(refuse(s, "pilot1", fire("forward1", "forward1"))).toBe("DUPLICATE_WEAPON");
    expect(refuse(s, "pilot1", fire("forward2"))).toBe("WEAPON_DAMAGED");
    expect(
      pending(s)
        .find((d) => d.seat === "pilot1")!
        .choices!.at(-1),
    ).toEqual(fire("forward1", "forward3"));
  });
});

describe("LS 6.3 Determining a Hit", () => {
  it("LS 6.3 the To-Hit Number is the Base To-Hit Number plus the clicks turned: 4 + 2 needs 6", () => {
    const s = firing({ wheel: [1, 1], clicks: [2, 0] });
    const hit = exchange(s, ["forward1"], [], [3, 3, 3, 4]);
    expect(ofType(hit.events, "ShotFired")[0]).toMatchObject({
      seat: "pilot1",
      weapon: "forward1",
      toHit: 6,
      dice: [3, 3],
      total: 6,
      hit: true,
    });
    const miss = exchange(s, ["forward1"], [], [3, 2]);
    expect(ofType(miss.events, "ShotFired")[0]).toMatchObject({ toHit: 6, total: 5, hit: false });
    expect(miss.state.ships.pilot2!.protection).toBe(10);
  });

  it("LS 6.3 / 7.5 a targeting computer at 13 cannot hit, even on boxcars", () => {
    const s = firing({ wheel: [1, 1], ships: { pilot1: { targeting: 13 } } });
    const { events } = exchange(s, ["forward1"], [], [6, 6]);
    expect(ofType(events, "ShotFired")[0]).toMatchObject({ toHit: 13, total: 12, hit: false });
  });

  it("LS 6.3 every shot rolls its own two dice, each recorded with its purpose", () => {
    const s = firing({ wheel: [1, 1] });
    const { rolls } = exchange(s, ["forward1", "forward3"], ["forward2"], [1, 1, 2, 1, 1, 2]);
    expect(rolls.map((r) => r.purpose)).toEqual([
      "to-hit: pilot1 forward laser 1: die 1",
      "to-hit: pilot1 forward laser 1: die 2",
      "to-hit: pilot1 forward laser 3: die 1",
      "to-hit: pilot1 forward laser 3: die 2",
      "to-hit: pilot2 forward laser 2: die 1",
      "to-hit: pilot2 forward laser 2: die 2",
    ]);
  });

  it("LS 6.3 seeded dice: the hit rate of 2d6 ≥ N matches the exact odds within 3 standard errors (20,000 rolls each)", () => {
    const n = 20_000;
    for (let target = 2; target <= 13; target++) {
      const rng = new Rng(`to-hit-statistics-${target}`, "test");
      let hits = 0;
      for (let i = 0; i < n; i++) if (rollToHit(rng, target, "statistics").hit) hits++;
      const p = chanceToHit(target);
      const se = Math.sqrt((p * (1 - p)) / n);
      expect(Math.abs(hits / n - p), `N = ${target}: ${hits}/${n} vs ${p}`).toBeLessThanOrEqual(3 * se);
      if (target === 13) expect(hits).toBe(0);
      if (target === 2) expect(hits).toBe(n);
    }
  });

  it("LS 6.3 the exact odds of 2d6 ≥ N", () => {
    expect([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].map((k) => Math.round(chanceToHit(k) * 36))).toEqual([
      36, 35, 33, 30, 26, 21, 15, 10, 6, 3, 1, 0,
    ]);
  });
});

describe("LS 6.1 Simultaneous Fire", () => {
  it("LS 6.1 both pilots declare before any die is rolled; the last declaration resolves the phase", () => {
    const s = firing({ wheel: [1, 1] });
    const first = play(s, "pilot1", fire("forward1"));
    expect(types(first.events)).toEqual(["OrderGiven"]);
    expect(first.rolls).toEqual([]);
    const second = play(first.state, "pilot2", fire(), [1, 1]);
    expect(types(second.events).slice(0, 3)).toEqual(["OrderGiven", "OrdersOpened", "ShotFired"]);
  });

  it("LS 6.1 a starfighter destroyed in the phase still fires back", () => {
    const s = firing({ wheel: [1, 1], ships: { pilot2: { protection: 1 } } });
    // pilot1 hits (6,6) for 1 (3+4): pilot2 breaks apart, then pilot2's shot hits (6,6) for 1 (3+4).
    const { state, events } = exchange(s, ["forward1"], ["forward1"], [6, 6, 3, 4, 6, 6, 3, 4]);
    expect(ofType(events, "ShotFired").map((e) => e.seat)).toEqual(["pilot1", "pilot2"]);
    expect(state.ships.pilot1!.protection).toBe(9);
    expect(lastStarfighter.outcome(state)).toMatchObject({ winners: ["pilot1"], kind: "decisive" });
  });

  it("LS 6.1 / 4.5 both destroyed in the same phase is a draw", () => {
    const s = firing({ wheel: [1, 1], ships: { pilot1: { protection: 1 }, pilot2: { protection: 1 } } });
    const { state } = exchange(s, ["forward1"], ["forward1"], [6, 6, 3, 4, 6, 6, 3, 4]);
    expect(lastStarfighter.outcome(state)).toMatchObject({ winners: [], kind: "draw" });
  });

  it("LS 6.1 a laser destroyed in the phase still fires in it, and is gone from the next", () => {
    const s = firing({ wheel: [1, 1] });
    // pilot1: hit (6,6), damage 1+1 = 2 (lose 2, special), special die 3 = laser, weapon table 1 = forward1.
    // pilot2: its forward1 still fires and misses (1,1).
    const { state, events } = exchange(s, ["forward1"], ["forward1"], [6, 6, 1, 1, 3, 1, 1, 1]);
    expect(ofType(events, "ShotFired").map((e) => [e.seat, e.weapon])).toEqual([
      ["pilot1", "forward1"],
      ["pilot2", "forward1"],
    ]);
    expect(state.ships.pilot2!.damagedWeapons).toEqual(["forward1"]);
    // Next turn at 1/1 again (aim, then both straight): forward1 may not fire.
    let t = play(play(state, "pilot1", { type: "aimTurret", sector: 5 }).state, "pilot2", { type: "aimTurret", sector: 5 }).state;
    t = play(play(t, "pilot1", straight).state, "pilot2", straight).state;
    expect(t.phase).toBe("fire");
    expect(refuse(t, "pilot2", fire("forward1"))).toBe("WEAPON_DAMAGED");
  });

  it("LS 6.1 shots at a starfighter already destroyed are not rolled", () => {
    const s = firing({ wheel: [1, 1], ships: { pilot2: { protection: 1 } } });
    const { events } = exchange(s, ["forward1", "forward2", "forward3"], [], [6, 6, 3, 4]);
    expect(ofType(events, "ShotFired")).toHaveLength(1);
  });

  it("LS 6.1 a pilot's own damage this phase does not change its To-Hit Number this phase", () => {
    const s = firing({ wheel: [1, 1], clicks: [0, 0] });
    // pilot1 hits: damage 2 (1+1) with special 2 = targeting computer; pilot2 still shoots at base 4 and hits on 2+2.
    const { state, events } = exchange(s, ["forward1"], ["forward1"], [6, 6, 1, 1, 2, 2, 2, 4, 3]);
    expect(ofType(events, "ShotFired")[1]).toMatchObject({ seat: "pilot2", toHit: 4, hit: true });
    expect(state.ships.pilot2!.targeting).toBe(5);
  });
});

describe("LS 4.3 / 4.4 The firing phase and the next turn", () => {
  /** Turn 1 from nose to nose: both fly straight and stay at 1/1, where every forward laser bears. */
  function toFiring(g: Given = {}) {
    let s = given({ phase: "heading", wheel: [1, 1], ...g });
    s = play(s, "pilot1", straight).state;
    return play(s, "pilot2", straight).state;
  }

  it("LS 4.3 the firing phase comes after movement: pilots whose lasers bear declare, and no heading or turret order is taken then", () => {
    const s = toFiring();
    expect([s.turn, s.phase]).toEqual([1, "fire"]);
    expect(pending(s).map((d) => [d.seat, d.prompt])).toEqual([
      ["pilot1", "fire"],
      ["pilot2", "fire"],
    ]);
    expect(refusal(s, "pilot1", straight)).toMatchObject({ code: "WRONG_ACTION", rule: "LS 4.3 Firing Phase (steps 7–15)" });
    expect(refusal(s, "pilot2", { type: "aimTurret", sector: 1 })).toMatchObject({
      code: "WRONG_ACTION",
      rule: "LS 4.3 Firing Phase (steps 7–15)",
    });
    // Both declare; only then are the shots rolled (a miss, 1 + 1), and the phase is over.
    const first = play(s, "pilot1", fire("forward1", "forward2"));
    expect(first.state.phase).toBe("fire");
    const { events } = play(first.state, "pilot2", fire(), [1, 1, 1, 2]);
    expect(ofType<{ seat: string; weapon: string }>(events, "ShotFired").map((e) => [e.seat, e.weapon])).toEqual([
      ["pilot1", "forward1"],
      ["pilot1", "forward2"],
    ]);
  });

  it("LS 4.4 when the shots are done the turn ends and play goes back to step 1: a new turn of turret aiming, last turn's headings and orders cleared", () => {
    const s = toFiring();
    const { state, events } = play(play(s, "pilot1", fire("forward1")).state, "pilot2", fire("forward1"), [1, 1, 1, 1]);
    expect(types(events).slice(-2)).toEqual(["TurnEnded", "TurnBegan"]);
    expect([state.turn, state.phase]).toEqual([2, "turret"]);
    expect(pending(state).map((d) => [d.seat, d.prompt])).toEqual([
      ["pilot1", "aimTurret"],
      ["pilot2", "aimTurret"],
    ]);
    expect([state.ships.pilot1!.heading, state.ships.pilot2!.heading]).toEqual([null, null]);
    expect(Object.values(state.orders).map((o) => o.order)).toEqual([null, null]);
    // With no turret laser left to aim, the new turn starts at step 2, the headings.
    const noTurrets = toFiring({
      ships: { pilot1: { damagedWeapons: ["turret1", "turret2"] }, pilot2: { damagedWeapons: ["turret1", "turret2"] } },
    });
    const next = play(play(noTurrets, "pilot1", fire()).state, "pilot2", fire()).state;
    expect([next.turn, next.phase]).toEqual([2, "heading"]);
  });
});
