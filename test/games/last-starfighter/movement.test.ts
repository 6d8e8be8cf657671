import { describe, expect, it } from "vitest";
import { lastStarfighter } from "../../../src/games/last-starfighter";
import { pending } from "../../../src/games/last-starfighter/pending";
import { secrets } from "../../../src/games/last-starfighter/secrets";
import { ccw, cw, fire, given, play, refusal, refuse, straight, types } from "./helpers";

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) strings(v, out);
  return out;
}

describe("LS 5.1 Movement: heading orders", () => {
  it("LS 5.1 the three placements of the movement die: 4 clockwise, 3 counterclockwise, straight", () => {
    const s = given({ phase: "heading" });
    for (const order of [cw(4), ccw(3), straight]) expect(play(s, "pilot1", order).state.orders.pilot1!.order).toEqual(order);
  });

  it("LS 5.1 straight is 0 clicks and a turn is at least 1 click", () => {
    const s = given({ phase: "heading" });
    expect(refuse(s, "pilot1", { type: "setHeading", direction: "straight", clicks: 2 })).toBe("HEADING_CLICKS_MISMATCH");
    expect(refuse(s, "pilot1", cw(0))).toBe("HEADING_CLICKS_MISMATCH");
  });

  it("LS 4.2 a heading is refused outside the movement phase", () => {
    expect(refuse(given({ phase: "turret" }), "pilot1", straight)).toBe("WRONG_ACTION");
  });
});

describe("LS 5.2 Heading Change Restrictions", () => {
  it("LS 5.2 an undamaged ship may turn up to 6 clicks either way: 13 choices", () => {
    const choices = pending(given({ phase: "heading" }))[0]!.choices!;
    expect(choices).toHaveLength(13);
    expect(choices).toContainEqual(cw(6));
    expect(choices).toContainEqual(ccw(6));
  });

  it("LS 5.2 the book's example: one stabilizer hit leaves 5 clicks, four hits leave 2", () => {
    const one = given({ phase: "heading", ships: { pilot1: { stabilizer: 5 } } });
    expect(refusal(one, "pilot1", cw(6))).toMatchObject({ code: "TOO_MANY_CLICKS", rule: "LS 5.2 Heading Change Restrictions" });
    expect(play(one, "pilot1", ccw(5)).state.orders.pilot1!.order).toEqual(ccw(5));
    const four = given({ phase: "heading", ships: { pilot1: { stabilizer: 2 } } });
    expect(refuse(four, "pilot1", ccw(3))).toBe("TOO_MANY_CLICKS");
    expect(pending(four).find((d) => d.seat === "pilot1")!.choices).toEqual([straight, cw(1), cw(2), ccw(1), ccw(2)]);
  });

  it("LS 7.4 / 5.2 with the stabilizer at 0 the ship can only fly straight", () => {
    const s = given({ phase: "heading", ships: { pilot2: { stabilizer: 0 } } });
    expect(pending(s).find((d) => d.seat === "pilot2")!.choices).toEqual([straight]);
    expect(refuse(s, "pilot2", cw(1))).toBe("TOO_MANY_CLICKS");
  });
});

describe("LS 10.2 Secret Simultaneous Orders", () => {
  it("LS 10.2 both pilots owe the heading; after one orders, only the other is listed", () => {
    const s = given({ phase: "heading" });
    expect(pending(s).map((d) => d.seat)).toEqual(["pilot1", "pilot2"]);
    const { state } = play(s, "pilot1", cw(3));
    expect(pending(state).map((d) => d.seat)).toEqual(["pilot2"]);
    expect(refuse(state, "pilot1", cw(2))).toBe("NOT_YOUR_DECISION");
  });

  it("LS 10.2 the first order is hidden from the other seat and spectators until both have ordered", () => {
    const { state, events } = play(given({ phase: "heading" }), "pilot1", cw(3));
    const label = "order:pilot1:turn1:heading:clockwise:3";
    expect(lastStarfighter.view(state, "pilot1").myOrder).toMatchObject({ label, order: cw(3) });
    expect(secrets(state, "pilot2")).toEqual([label]);
    expect(secrets(state, null)).toEqual([label]);
    expect(secrets(state, "pilot1")).toEqual([]);
    for (const viewer of ["pilot2", null]) {
      const seen = lastStarfighter.view(state, viewer);
      expect(seen.myOrder).toBeNull();
      expect(seen.orders.find((o) => o.seat === "pilot1")).toEqual({
        seat: "pilot1",
        owes: true,
        committed: false,
        hash: null,
        ordered: true,
      });
      expect(strings(seen)).not.toContain(label);
      const redacted = events.map((e) => lastStarfighter.redact(e, viewer));
      expect(redacted).toEqual([{ type: "OrderGiven", seat: "pilot1", phase: "heading" }]);
      expect(JSON.stringify(redacted)).not.toMatch(/clockwise/);
    }
    expect(lastStarfighter.redact(events[0]!, "pilot1")).toMatchObject({ order: cw(3) });
  });

  it("LS 10.2 a refusal of the second seat's order does not depend on the first seat's hidden order", () => {
    const base = given({ phase: "heading", ships: { pilot2: { stabilizer: 1 } } });
    const messages = [cw(1), ccw(6), straight].map((first) => {
      const { state } = play(base, "pilot1", first);
      return refusal(state, "pilot2", cw(4));
    });
    expect(new Set(messages.map((m) => JSON.stringify(m))).size).toBe(1);
  });

  it("LS 10.2 the orders are opened together once both are in", () => {
    const { state } = play(given({ phase: "heading", wheel: [3, 3] }), "pilot1", cw(1));
    const { events } = play(state, "pilot2", ccw(2));
    expect(events[0]).toEqual({ type: "OrderGiven", seat: "pilot2", phase: "heading", order: ccw(2) });
    expect(events[1]).toEqual({
      type: "OrdersOpened",
      phase: "heading",
      orders: [
        { seat: "pilot1", order: cw(1), hash: null, nonce: null },
        { seat: "pilot2", order: ccw(2), hash: null, nonce: null },
      ],
    });
  });

  it("LS 4.1 turret aims are secret too, and opened before the headings are asked for", () => {
    let s = given({ phase: "turret" });
    s = play(s, "pilot2", { type: "aimTurret", sector: 4 }).state;
    expect(secrets(s, "pilot1")).toEqual(["order:pilot2:turn1:turret:4"]);
    expect(s.ships.pilot2!.turret).toBeNull();
    const { state, events } = play(s, "pilot1", { type: "aimTurret", sector: 8 });
    expect(types(events)).toEqual(["OrderGiven", "OrdersOpened"]);
    expect(state.phase).toBe("heading");
    expect([state.ships.pilot1!.turret, state.ships.pilot2!.turret]).toEqual([8, 4]);
  });

  it("LS 4.1 a pilot whose turret lasers are both destroyed is not asked to aim", () => {
    const s = given({ phase: "heading", turn: 1, wheel: [3, 7], ships: { pilot2: { damagedWeapons: ["turret1", "turret2"] } } });
    // Fly to the next turn (3/7 flown straight is 3/7: no laser bears, so the turn ends).
    const { state } = play(play(s, "pilot1", straight).state, "pilot2", straight);
    expect(state.turn).toBe(2);
    expect(pending(state).map((d) => [d.seat, d.prompt])).toEqual([["pilot1", "aimTurret"]]);
  });
});

describe("LS 5.3 Fly-Bys", () => {
  it("LS 5.3 the book's example: nose to nose may fire; nose to nose again flies by with no fire and resets to 5/5", () => {
    // Turn 1: the ships meet head-on (1/1 flown straight stays 1/1) and may exchange shots.
    let s = given({ phase: "heading", wheel: [1, 1] });
    s = play(s, "pilot1", straight).state;
    s = play(s, "pilot2", straight).state;
    expect(s.phase).toBe("fire");
    expect(s.noseToNose).toBe(true);
    s = play(s, "pilot1", fire()).state;
    s = play(s, "pilot2", fire()).state;
    // Turn 2: both go straight again: a fly-by.
    expect(s.turn).toBe(2);
    s = play(s, "pilot1", { type: "aimTurret", sector: 1 }).state;
    s = play(s, "pilot2", { type: "aimTurret", sector: 1 }).state;
    s = play(s, "pilot1", straight).state;
    const flyBy = play(s, "pilot2", straight);
    expect(types(flyBy.events)).toContain("FlewBy");
    expect(flyBy.events.find((e) => e.type === "FiringSkipped")).toMatchObject({ reason: "flyBy" });
    s = flyBy.state;
    expect(s.turn).toBe(3);
    expect(s.wheel).toEqual({ viewPort: 5, view: 5 });
    expect(s.lastReport!.movement).toMatchObject({
      flyBy: true,
      final: [
        { seat: "pilot1", viewPort: 5, view: 5 },
        { seat: "pilot2", viewPort: 5, view: 5 },
      ],
    });
    // Turn 3: move as usual and fire normally (5/5 straight stays 5/5: the aft lasers bear).
    s = play(s, "pilot1", { type: "aimTurret", sector: 2 }).state;
    s = play(s, "pilot2", { type: "aimTurret", sector: 2 }).state;
    s = play(s, "pilot1", straight).state;
    s = play(s, "pilot2", straight).state;
    expect(s.phase).toBe("fire");
    expect(pending(s).map((d) => d.choices!.at(-1))).toEqual([fire("aft"), fire("aft")]);
  });

  it("LS 5.3 nose to nose that does not occur again at once is no fly-by", () => {
    let s = given({ phase: "heading", wheel: [1, 1], noseToNose: true });
    s = play(s, "pilot1", cw(1)).state;
    const { state } = play(s, "pilot2", straight); // 8/1 → 7/8: not nose to nose
    expect(state.noseToNose).toBe(false);
    expect(state.lastReport!.movement!.flyBy).toBe(false); // no laser bears at 7/8, so the turn ended
  });

  it("LS 5.3 during a fly-by not even a turret aimed at the opponent may fire", () => {
    let s = given({ phase: "heading", wheel: [1, 1], noseToNose: true, ships: { pilot1: { turret: 1 }, pilot2: { turret: 1 } } });
    s = play(s, "pilot1", straight).state;
    const { state } = play(s, "pilot2", straight);
    expect(state.lastReport!.shots).toEqual([]);
    expect(state.lastReport!.noFire).toBe("flyBy");
  });
});

describe("LS 5.4 Disengaging", () => {
  it("LS 5.4 any three disengaging positions in a row take the ships out of range: no fire, and both are asked", () => {
    // Two different disengaging positions already behind them (streak 2); 6/6 with my 1 click counterclockwise is 7/6 → 6/5.
    let s = given({ phase: "heading", wheel: [6, 6], streak: 2 });
    s = play(s, "pilot1", ccw(1)).state;
    const { state, events } = play(s, "pilot2", straight);
    expect(state.wheel).toEqual({ viewPort: 6, view: 5 });
    expect(types(events)).toEqual(expect.arrayContaining(["DisengagingPositionReached", "FlewOutOfRange", "FiringSkipped"]));
    expect(state.phase).toBe("reengage");
    expect(pending(state).map((d) => [d.seat, d.prompt])).toEqual([
      ["pilot1", "reengage"],
      ["pilot2", "reengage"],
    ]);
  });

  it("LS 5.4 the count builds over different positions and restarts after any other position", () => {
    let s = given({ phase: "heading", wheel: [4, 4] });
    s = play(play(s, "pilot1", straight).state, "pilot2", straight).state; // 4/4
    expect(s.disengagingStreak).toBe(1);
    const t = given({ phase: "heading", wheel: [5, 6], streak: 1 });
    const u = play(play(t, "pilot1", straight).state, "pilot2", straight).state; // 5/6
    expect(u.disengagingStreak).toBe(2);
    const v = given({ phase: "heading", wheel: [3, 3], streak: 2 });
    const x = play(play(v, "pilot1", straight).state, "pilot2", straight).state; // 3/3 → 4/4 (still disengaging)
    expect(x.phase).toBe("reengage");
    const y = given({ phase: "heading", wheel: [2, 2], streak: 2 });
    const z = play(play(y, "pilot1", straight).state, "pilot2", straight).state; // 2/2 → 3/3
    expect(z.disengagingStreak).toBe(0);
  });

  it("LS 5.4 if both pilots re-engage, play goes on from View 1 in View-port 1", () => {
    let s = given({ phase: "reengage", wheel: [5, 5] });
    s = play(s, "pilot2", { type: "decideReengage", reengage: true }).state;
    expect(pending(s).map((d) => d.seat)).toEqual(["pilot1"]);
    const { state, events } = play(s, "pilot1", { type: "decideReengage", reengage: true });
    expect(types(events)).toEqual(["ReengageAnswered", "Reengaged", "TurnEnded", "TurnBegan"]);
    expect(state.wheel).toEqual({ viewPort: 1, view: 1 });
    expect(state.disengagingStreak).toBe(0);
    expect(state.phase).toBe("turret");
    expect(state.turn).toBe(2);
  });

  it("LS 5.4 a pilot who does not re-engage ends the duel as a draw", () => {
    const { state } = play(given({ phase: "reengage" }), "pilot1", { type: "decideReengage", reengage: false });
    expect(lastStarfighter.outcome(state)).toMatchObject({ winners: [], kind: "draw" });
    expect(lastStarfighter.outcome(state)!.reason).toMatch(/out of range/);
  });

  it("LS 5.4 disengaging before the life support runs out saves the pilot (the draw comes before the turn ends)", () => {
    let s = given({ phase: "heading", wheel: [5, 5], streak: 2, ships: { pilot1: { lifeSupport: 1, lifeSupportHitOnTurn: 0 } } });
    s = play(play(s, "pilot1", straight).state, "pilot2", straight).state;
    const { state } = play(s, "pilot2", { type: "decideReengage", reengage: false });
    expect(state.ships.pilot1!.pilotDead).toBe(false);
    expect(lastStarfighter.outcome(state)!.kind).toBe("draw");
  });
});
