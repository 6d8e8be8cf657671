import { describe, expect, it } from "vitest";
import { barnardsStar } from "../../../src/games/barnards-star";
import type { BarnardsStarAction } from "../../../src/games/barnards-star/actions";
import { MOVE_COST } from "../../../src/games/barnards-star/map";
import { pending } from "../../../src/games/barnards-star/pending";
import { at, given, hexOf, hx, ofType, play, refusal, refuse, type GivenUnit } from "./helpers";

const H = hx(17, 20); // clear ground all round
const moves = (s: ReturnType<typeof given>, unit: string) =>
  pending(s)[0]!
    .choices!.filter((c): c is Extract<BarnardsStarAction, { type: "moveUnit" }> => c.type === "moveUnit" && c.unit === unit)
    .map((c) => c.to);

const naronianMoving = (units: GivenUnit[]) => given({ phase: "movement", player: "naronian", units });

describe("BS 7.0 Ground Movement", () => {
  it("BS 7.0 a unit moves hex to hex paying the chart's points, up to its allowance; the prompt lists every hex it can reach", () => {
    const s = naronianMoving([{ id: "N-Reg1", kind: "Reg", at: H }]);
    expect(MOVE_COST[hx(17, 17)]).toBe(2);
    const listed = moves(s, "N-Reg1");
    expect(listed).not.toContain(hx(17, 17)); // 2 clear hexes then a mountain = 4 points
    expect(listed).toContain(hx(17, 18));
    const reach = barnardsStar.view(s, "naronian").hexes.find((h) => h.hex === H)!.units[0]!.reach!;
    expect(reach.find((r) => r.hex === hx(17, 18))).toEqual({ hex: hx(17, 18), cost: 2 });
    expect(reach.some((r) => r.hex === hx(17, 17))).toBe(false);
    expect(reach.map((r) => r.hex).sort()).toEqual([...listed].sort());
  });

  it("BS 7.0 mountains cost 2: a jump troop (4) reaches the mountain two hexes beyond, a regular (3) does not", () => {
    const s = naronianMoving([
      { id: "N-JTr1", kind: "JTr", at: H },
      { id: "N-Reg1", kind: "Reg", at: H },
    ]);
    expect(moves(s, "N-JTr1")).toContain(hx(17, 17));
    expect(moves(s, "N-Reg1")).not.toContain(hx(17, 17));
    expect(refusal(s, "naronian", { type: "moveUnit", unit: "N-Reg1", to: hx(17, 17) })).toMatchObject({
      code: "HEX_OUT_OF_REACH",
      rule: "BS 7.0 Ground Movement",
    });
    const { state, events } = play(s, "naronian", { type: "moveUnit", unit: "N-JTr1", to: hx(17, 17) });
    expect(ofType(events, "UnitMoved")[0]).toMatchObject({
      from: H,
      to: hx(17, 17),
      cost: 4,
      path: [H, hx(17, 19), hx(17, 18), hx(17, 17)],
    });
    expect(at(state, "N-JTr1").mpSpent).toBe(4);
  });

  it("BS 7.0 points are spent over several moves but never beyond the allowance, and are not saved for the next phase", () => {
    let s = naronianMoving([
      { id: "N-Reg1", kind: "Reg", at: H },
      { id: "N-Reg2", kind: "Reg", at: hx(20, 20) },
    ]);
    s = play(s, "naronian", { type: "moveUnit", unit: "N-Reg1", to: hx(17, 21) }).state;
    s = play(s, "naronian", { type: "moveUnit", unit: "N-Reg1", to: hx(17, 22) }).state;
    expect(at(s, "N-Reg1").mpSpent).toBe(2);
    expect(refuse(s, "naronian", { type: "moveUnit", unit: "N-Reg1", to: hx(15, 22) })).toBe("HEX_OUT_OF_REACH");
    s = play(s, "naronian", { type: "moveUnit", unit: "N-Reg1", to: hx(16, 22) }).state;
    expect(refusal(s, "naronian", { type: "moveUnit", unit: "N-Reg1", to: hx(17, 22) })).toMatchObject({ code: "NO_MOVEMENT_POINTS_LEFT" });
    expect(moves(s, "N-Reg1")).toEqual([]);
  });

  it("BS 7.0 units without a movement allowance never move; spaceships take no part", () => {
    const s = given({
      phase: "movement",
      player: "terran",
      units: [
        { id: "T-PD1", kind: "PD", at: H },
        { id: "T-B1", kind: "B", at: hx(20, 20) },
        { id: "T-Reg1", kind: "Reg", at: H },
      ],
    });
    expect(refusal(s, "terran", { type: "moveUnit", unit: "T-PD1", to: hx(17, 21) })).toMatchObject({ code: "NO_MOVEMENT_ALLOWANCE" });
    expect(refuse(s, "terran", { type: "moveUnit", unit: "T-B1", to: hx(20, 21) })).toBe("NO_MOVEMENT_ALLOWANCE");
    expect(pending(s)[0]!.choices!.some((c) => c.type === "moveUnit" && (c.unit === "T-PD1" || c.unit === "T-B1"))).toBe(false);
    expect(refuse(s, "terran", { type: "moveUnit", unit: "N-Regfill", to: hx(3, 3) })).toBe("NOT_YOUR_GROUND_UNIT");
  });

  it("BS 7.0 no stacking limit: any number of units of both sides may share a hex", () => {
    const units: GivenUnit[] = Array.from({ length: 12 }, (_, i) => ({ id: `N-Reg${i + 1}`, kind: "Reg" as const, at: hx(17, 21) }));
    let s = naronianMoving([...units, { id: "T-PD1", kind: "PD", at: H, neutralized: true }]);
    for (let i = 1; i <= 12; i++) s = play(s, "naronian", { type: "moveUnit", unit: `N-Reg${i}`, to: H }).state;
    expect(Object.values(s.units).filter((u) => u.where.at === "map" && u.where.hex === H)).toHaveLength(13);
  });

  it("BS 12.4 a neutralized unit moves one hex at most", () => {
    const s = naronianMoving([{ id: "N-Reg1", kind: "Reg", at: H, neutralized: true }]);
    expect(new Set(moves(s, "N-Reg1"))).toEqual(new Set([hx(17, 19), hx(17, 21), hx(16, 20), hx(16, 21), hx(18, 20), hx(18, 21)]));
  });

  it("BS 4.0 ending movement leaves the Naronian neutralization removal and the space-planet interaction to follow", () => {
    const s = naronianMoving([
      { id: "N-Reg1", kind: "Reg", at: H, neutralized: true },
      { id: "N-TN1", kind: "TN", at: { at: "orbit" } },
    ]);
    const { state, events } = play(s, "naronian", { type: "endMovement" });
    expect(ofType(events, "NeutralizationRemoved")[0]).toMatchObject({ side: "naronian", units: ["N-Reg1"] });
    expect(at(state, "N-Reg1").neutralized).toBe(false);
    expect(state.phase).toBe("interaction");
  });
});

describe("BS 8.0 Zone of Control", () => {
  it("BS 8.0 entering a hex with an unneutralized enemy stops the unit there; it cannot pass through", () => {
    const s = naronianMoving([
      { id: "N-JTr1", kind: "JTr", at: H },
      { id: "T-Reg1", kind: "Reg", at: hx(17, 19) },
    ]);
    const into = play(s, "naronian", { type: "moveUnit", unit: "N-JTr1", to: hx(17, 19) });
    expect(ofType(into.events, "UnitMoved")[0]).toMatchObject({ stopped: true, cost: 1 });
    expect(refusal(into.state, "naronian", { type: "moveUnit", unit: "N-JTr1", to: hx(17, 18) })).toMatchObject({
      code: "STOPPED_IN_ENEMY_ZOC",
      rule: "BS 8.0 Zone of Control",
    });
    // Round the zone, (17,18) costs 3 instead of 2.
    const round = play(s, "naronian", { type: "moveUnit", unit: "N-JTr1", to: hx(17, 18) });
    expect(ofType(round.events, "UnitMoved")[0]).toMatchObject({ cost: 3 });
    expect(ofType(round.events, "UnitMoved")[0]!.path).not.toContain(hx(17, 19));
  });

  it("BS 8.0 a unit that begins the phase in an enemy zone may leave it, and may enter another", () => {
    const s = naronianMoving([
      { id: "N-Reg1", kind: "Reg", at: H },
      { id: "T-Reg1", kind: "Reg", at: H },
      { id: "T-Reg2", kind: "Reg", at: hx(17, 22) },
    ]);
    const left = play(s, "naronian", { type: "moveUnit", unit: "N-Reg1", to: hx(17, 21) }).state;
    expect(hexOf(left, "N-Reg1")).toBe(hx(17, 21));
    expect(play(left, "naronian", { type: "moveUnit", unit: "N-Reg1", to: hx(17, 22) }).state.units["N-Reg1"]!.stopped).toBe(true);
  });

  it("BS 8.0 neutralized units exert no zone of control: movement passes through", () => {
    const s = naronianMoving([
      { id: "N-Reg1", kind: "Reg", at: H },
      { id: "T-Reg1", kind: "Reg", at: hx(17, 19), neutralized: true },
    ]);
    const { events } = play(s, "naronian", { type: "moveUnit", unit: "N-Reg1", to: hx(17, 18) });
    expect(ofType(events, "UnitMoved")[0]).toMatchObject({ path: [H, hx(17, 19), hx(17, 18)], cost: 2, stopped: false });
  });
});

describe("BS 14.0 Overruns", () => {
  const base = (extra: GivenUnit[] = []) =>
    naronianMoving([
      { id: "N-JTr1", kind: "JTr", at: H },
      { id: "N-JTr2", kind: "JTr", at: H },
      { id: "T-Reg1", kind: "Reg", at: hx(17, 19) },
      ...extra,
    ]);

  it("BS 14.0 units that began in the same hex overrun an adjacent enemy hex for one extra point; only the defenders in the hex support", () => {
    const s = base([{ id: "T-Sup1", kind: "Sup", at: hx(17, 18) }]);
    expect(pending(s)[0]!.choices).toContainEqual({ type: "overrun", units: ["N-JTr1", "N-JTr2"], to: hx(17, 19) });
    // Defender support 3 vs 0 on clear ground: column 3, die 4 → +1; assault 16 : 4 = 4:1, die 3 + 1 = 4 → E.
    const { state, events } = play(s, "naronian", { type: "overrun", units: ["N-JTr1", "N-JTr2"], to: hx(17, 19) }, [4, 3]);
    expect(ofType(events, "UnitMoved").map((e) => e.cost)).toEqual([2, 2]);
    expect(ofType(events, "SupportFireResolved")[0]).toMatchObject({
      attackerSupport: 0,
      defenderSupport: 3,
      differential: 3,
      column: 3,
      roll: 4,
      modifier: 1,
    });
    expect(ofType(events, "AssaultResolved")[0]).toMatchObject({ attack: 16, defense: 4, column: "4:1", roll: 3, row: 4, result: "E" });
    expect(at(state, "T-Reg1").where).toEqual({ at: "eliminated" });
    // The hex is clear: the overrunners may go on with their 2 points left.
    expect(at(state, "N-JTr1")).toMatchObject({ mpSpent: 2, stopped: false });
    expect(play(state, "naronian", { type: "moveUnit", unit: "N-JTr1", to: hx(17, 18) }).state.units["N-JTr1"]!.where).toEqual({
      at: "map",
      hex: hx(17, 18),
    });
    // The support company two hexes off did not fire: overruns take only the hex's own support.
    expect(at(state, "T-Sup1").supportUsed).toBe(false);
  });

  it("BS 14.0 the defenders' support is not used up by an overrun", () => {
    const s = base();
    const { state } = play(s, "naronian", { type: "overrun", units: ["N-JTr1"], to: hx(17, 19) }, [3, 1]);
    expect(at(state, "T-Reg1").supportUsed).toBe(false);
  });

  it("BS 14.0 if enemy units still hold the hex, the overrunners stop there", () => {
    const s = base([
      { id: "T-Reg2", kind: "Reg", at: hx(17, 19) },
      { id: "T-Reg3", kind: "Reg", at: hx(17, 19) },
      { id: "T-Reg4", kind: "Reg", at: hx(17, 19) },
    ]);
    // Support 12 vs 0: column 12, die 6 → +2; 8 : 16 = 1:2, die 2 + 2 = 4 → W: the lone jump troop falls back neutralized.
    const r = play(s, "naronian", { type: "overrun", units: ["N-JTr1"], to: hx(17, 19) }, [6, 2]);
    expect(ofType(r.events, "AssaultResolved")[0]).toMatchObject({ column: "1:2", row: 4, result: "W" });
    expect(at(r.state, "N-JTr1").neutralized).toBe(true);
    expect(r.state.battle!.queue[0]).toEqual({ t: "retreat", side: "naronian", forced: true });
  });

  it("BS 14.0 overrunners must have begun the phase together, stand together, and have the points", () => {
    let s = base([{ id: "N-Reg1", kind: "Reg", at: hx(17, 21) }]);
    s = play(s, "naronian", { type: "moveUnit", unit: "N-Reg1", to: H }).state;
    expect(refusal(s, "naronian", { type: "overrun", units: ["N-JTr1", "N-Reg1"], to: hx(17, 19) })).toMatchObject({
      code: "OVERRUN_START_DIFFERS",
      rule: "BS 14.0 Overruns",
    });
    expect(refuse(s, "naronian", { type: "overrun", units: ["N-JTr1"], to: hx(17, 18) })).toBe("OVERRUN_NOT_ADJACENT");
    expect(refuse(s, "naronian", { type: "overrun", units: ["N-JTr1"], to: hx(16, 20) })).toBe("NO_ENEMY_TO_OVERRUN");
    s = play(s, "naronian", { type: "moveUnit", unit: "N-JTr2", to: hx(18, 20) }).state;
    expect(refuse(s, "naronian", { type: "overrun", units: ["N-JTr1", "N-JTr2"], to: hx(17, 19) })).toBe("OVERRUN_NOT_TOGETHER");
    const tired = naronianMoving([
      { id: "N-Reg1", kind: "Reg", at: H, patch: { mpSpent: 2 } },
      { id: "T-Reg1", kind: "Reg", at: hx(17, 19) },
    ]);
    expect(refuse(tired, "naronian", { type: "overrun", units: ["N-Reg1"], to: hx(17, 19) })).toBe("NO_MOVEMENT_POINTS_LEFT");
  });

  it("BS 14.0 neutralized units cannot overrun (they cannot attack, BS 12.4)", () => {
    const s = naronianMoving([
      { id: "N-Reg1", kind: "Reg", at: H, neutralized: true },
      { id: "T-Reg1", kind: "Reg", at: hx(17, 19) },
    ]);
    expect(refuse(s, "naronian", { type: "overrun", units: ["N-Reg1"], to: hx(17, 19) })).toBe("NEUTRALIZED_CANNOT_ATTACK");
  });
});
