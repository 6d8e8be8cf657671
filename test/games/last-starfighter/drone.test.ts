import { describe, expect, it } from "vitest";
import { Rng } from "../../../src/engine/rng";
import { lastStarfighter } from "../../../src/games/last-starfighter";
import { pending } from "../../../src/games/last-starfighter/pending";
import type { Ship } from "../../../src/games/last-starfighter/state";
import { cw, fire, given, ofType, play, refuse, straight, types, type Given } from "./helpers";

const solo = (g: Given = {}) => given({ ...g, options: { opponent: "drone", ...g.options } });
const heads = { heading: { direction: "straight", clicks: 0 } } as Partial<Ship>;

describe("LS 8.2 Target Practice Sequence of Play", () => {
  it("LS 8.2 only the pilot aims a turret in the turret aiming phase", () => {
    const s = solo({ phase: "turret" });
    expect(pending(s).map((d) => [d.seat, d.prompt])).toEqual([["pilot1", "aimTurret"]]);
    const { state } = play(s, "pilot1", { type: "aimTurret", sector: 2 });
    expect(state.phase).toBe("heading");
    expect(pending(state).map((d) => [d.seat, d.prompt])).toEqual([["pilot1", "setHeading"]]);
  });

  it("LS 8.2 the drone owes its move only after the pilot has ordered, and rolls nothing before", () => {
    const s = solo({ phase: "heading", wheel: [2, 6] });
    expect(refuse(s, "drone", { type: "droneTurn" })).toBe("NOT_YOUR_DECISION");
    expect(refuse(s, "pilot1", { type: "droneTurn" })).toBe("DRONE_ONLY");
    const ordered = play(s, "pilot1", cw(1));
    expect(ordered.rolls).toEqual([]);
    expect(pending(ordered.state)).toEqual([
      expect.objectContaining({ seat: "drone", prompt: "droneTurn", choices: [{ type: "droneTurn" }] }),
    ]);
    // The drone's bot returns the fixed action and rolls no dice itself: they are rolled in apply.
    const botRng = new Rng("drone-bot", "bot:1");
    expect(lastStarfighter.bot(ordered.state, "drone", botRng)).toEqual({ type: "droneTurn" });
    expect(botRng.rolls).toEqual([]);
  });

  it("LS 8.3 big die 1–3 turns the drone clockwise, the little die gives the clicks", () => {
    const s = play(solo({ phase: "heading", wheel: [3, 3] }), "pilot1", straight).state;
    const { state, rolls } = play(s, "drone", { type: "droneTurn" }, [2, 3]);
    expect(rolls.map((r) => r.purpose)).toEqual([
      "drone heading: big die (1–3 clockwise, 4–6 counterclockwise)",
      "drone heading: little die (clicks)",
    ]);
    const report = state.turn === 1 ? state.report : state.lastReport!;
    expect(report.droneMove).toEqual({ bigDie: 2, littleDie: 3, direction: "clockwise", clicks: 3, forcedStraight: false });
    // The drone's 3 clicks clockwise move V from 3 to 8 before the ships fly: 3/8 → 3/8.
    expect(report.movement!.afterHeadings[0]).toEqual({ seat: "pilot1", viewPort: 3, view: 8 });
  });

  it("LS 8.3 big die 4–6 turns it counterclockwise", () => {
    const s = play(solo({ phase: "heading", wheel: [3, 3] }), "pilot1", straight).state;
    const { events } = play(s, "drone", { type: "droneTurn" }, [4, 1]);
    expect(ofType(events, "DroneMoved")[0]).toMatchObject({ direction: "counterclockwise", clicks: 1 });
  });

  it("LS 8.3 a drone whose stabilizer cannot make the turn flies straight", () => {
    const s = play(solo({ phase: "heading", wheel: [3, 3], ships: { drone: { stabilizer: 4 } } }), "pilot1", straight).state;
    const { events } = play(s, "drone", { type: "droneTurn" }, [1, 5]);
    expect(ofType(events, "DroneMoved")[0]).toMatchObject({
      bigDie: 1,
      littleDie: 5,
      direction: "straight",
      clicks: 0,
      forcedStraight: true,
    });
    const four = play(s, "drone", { type: "droneTurn" }, [1, 4]);
    expect(ofType(four.events, "DroneMoved")[0]).toMatchObject({ direction: "clockwise", clicks: 4 });
  });
});

describe("LS 8.4 Firing the Drone's Weapons", () => {
  const facing = (g: Given = {}) =>
    solo({
      phase: "fire",
      wheel: [1, 1],
      ...g,
      ships: { pilot1: { ...heads, ...g.ships?.pilot1 }, drone: { ...heads, ...g.ships?.drone } },
    });

  it("LS 8.4 the pilot declares first; then the drone's turret die, the pilot's shots, and the drone's shots, in that order", () => {
    const s = play(facing(), "pilot1", fire("forward1")).state;
    expect(pending(s).map((d) => d.seat)).toEqual(["drone"]);
    // turret 5 (bears), pilot misses (1,1), the drone fires 3 forward + 2 turret lasers, all missing.
    const { state, events } = play(s, "drone", { type: "droneTurn" }, [5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(types(events).slice(0, 3)).toEqual(["DroneTurretRolled", "OrdersOpened", "ShotFired"]);
    expect(ofType(events, "DroneTurretRolled")[0]).toMatchObject({ roll: 5, bears: true, sector: 1 });
    expect(ofType(events, "ShotFired").map((e) => `${e.seat}:${e.weapon}`)).toEqual([
      "pilot1:forward1",
      "drone:forward1",
      "drone:forward2",
      "drone:forward3",
      "drone:turret1",
      "drone:turret2",
    ]);
    expect(state.turn).toBe(2);
  });

  it("LS 8.4 on 1–4 the drone's turret does not point at the pilot; it still fires every laser that bears, even if the pilot holds fire", () => {
    const s = play(facing(), "pilot1", fire()).state;
    const { events } = play(s, "drone", { type: "droneTurn" }, [4, 1, 1, 1, 1, 1, 1]);
    expect(ofType(events, "DroneTurretRolled")[0]).toMatchObject({ roll: 4, bears: false, sector: null });
    expect(ofType(events, "ShotFired").map((e) => e.weapon)).toEqual(["forward1", "forward2", "forward3"]);
  });

  it("LS 8.4 with the pilot in the drone's sector 3, a turret roll of 6 brings both turret lasers to bear", () => {
    // The pilot sees the drone in its view-port 7 and the drone sees the pilot in its view-port 3: nothing of the pilot's bears.
    const s = solo({ phase: "fire", wheel: [7, 3], owes: [], ships: { pilot1: heads, drone: heads } });
    expect(pending(s).map((d) => d.seat)).toEqual(["drone"]);
    const { events } = play(s, "drone", { type: "droneTurn" }, [6, 1, 1, 1, 1]);
    expect(ofType(events, "ShotFired").map((e) => e.weapon)).toEqual(["turret1", "turret2"]);
  });

  it("LS 8.4 a drone that cannot fire at all takes no firing turn: the pilot's declaration resolves the phase", () => {
    const s = solo({ phase: "fire", wheel: [1, 3], ships: { pilot1: heads, drone: { ...heads, damagedWeapons: ["turret1", "turret2"] } } });
    const { state, events } = play(s, "pilot1", fire("forward1"), [1, 1]);
    expect(types(events)).not.toContain("DroneTurretRolled");
    expect(state.turn).toBe(2);
  });

  it("LS 8.2 the drone's turret is aimed anew each firing phase and forgotten at the start of the next turn", () => {
    const s = play(facing(), "pilot1", fire()).state;
    const { state } = play(s, "drone", { type: "droneTurn" }, [6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(state.lastReport!.droneTurret).toEqual({ roll: 6, bears: true });
    expect(state.ships.drone!.turret).toBeNull();
  });

  it("LS 8.4 a drone with no turret laser left and none bearing makes the firing phase pass when the pilot has none either", () => {
    let s = solo({ phase: "heading", wheel: [3, 3], ships: { drone: { damagedWeapons: ["turret1", "turret2"] } } });
    s = play(s, "pilot1", straight).state;
    // The drone turns 1 clockwise: 3/2 flies to 4/3, so it sees the pilot in its sector 3 where only a turret could bear.
    const { state, events } = play(s, "drone", { type: "droneTurn" }, [1, 1]);
    expect(ofType(events, "FiringSkipped")[0]).toMatchObject({ reason: "noWeaponsBear" });
    expect(state.turn).toBe(2);
  });
});

describe("LS 8 Target Practice outcome", () => {
  it("LS 8 destroying the drone wins and records the turns it took", () => {
    const s = solo({ phase: "fire", turn: 7, wheel: [1, 3], ships: { pilot1: heads, drone: heads } });
    const declared = play(s, "pilot1", fire("forward1")).state;
    // turret die 1; the pilot hits (6,6); damage 6+6 (2 and special); special 6 blows the drone up.
    const { state } = play(declared, "drone", { type: "droneTurn" }, [1, 6, 6, 6, 6, 6]);
    expect(lastStarfighter.outcome(state)).toEqual({
      winners: ["pilot1"],
      kind: "decisive",
      reason: expect.stringContaining("The drone was destroyed in 7 turns."),
      scores: { pilot1: 7 },
    });
  });

  it("LS 8 shot down by the drone: the drone wins and no score is kept", () => {
    const s = solo({ phase: "fire", turn: 2, wheel: [3, 1], owes: [], ships: { pilot1: { ...heads, protection: 1 }, drone: heads } });
    // turret die 1; the drone's forward laser 1 hits (6,6) for 1 (3+4) and the pilot breaks apart: no more shots.
    const { state } = play(s, "drone", { type: "droneTurn" }, [1, 6, 6, 3, 4]);
    expect(lastStarfighter.outcome(state)).toMatchObject({ winners: ["drone"], kind: "decisive" });
    expect(lastStarfighter.outcome(state)!.scores).toBeUndefined();
  });

  it("LS 5.4 / 8 out of range in target practice only the pilot is asked; the drone always fights on", () => {
    let s = solo({ phase: "heading", wheel: [5, 5], streak: 2 });
    s = play(s, "pilot1", straight).state;
    s = play(s, "drone", { type: "droneTurn" }, [1, 6]).state; // drone 6 clockwise: 5/5 → 5/7 → 5/7, not disengaging
    expect(s.disengagingStreak).toBe(0);
    const t = solo({ phase: "reengage" });
    expect(pending(t).map((d) => [d.seat, d.prompt])).toEqual([["pilot1", "reengage"]]);
    const { state } = play(t, "pilot1", { type: "decideReengage", reengage: true });
    expect(state.wheel).toEqual({ viewPort: 1, view: 1 });
    expect(state.phase).toBe("turret");
  });
});
