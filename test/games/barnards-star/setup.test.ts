import { describe, expect, it } from "vitest";
import { barnardsStar } from "../../../src/games/barnards-star";
import type { BarnardsStarAction } from "../../../src/games/barnards-star/actions";
import { pending } from "../../../src/games/barnards-star/pending";
import { beaconsFit, pointsLeft } from "../../../src/games/barnards-star/rules/setup-phase";
import { secrets } from "../../../src/games/barnards-star/secrets";
import type { BarnardsStarState } from "../../../src/games/barnards-star/state";
import { GRID, SETUP_HEXES } from "../../../src/games/barnards-star/map";
import { distance } from "../../../src/hex";
import { Rng } from "../../../src/engine/rng";
import { hx, ofType, play, refusal, refuse, strings, types } from "./helpers";

const fresh = (options: Record<string, unknown> = {}) =>
  barnardsStar.setup(barnardsStar.optionsSchema.parse(options), new Rng("t", "setup"));

/** Beacon spots 6 apart, then everything else on one hex. */
const BEACON_SPOTS = [hx(5, 5), hx(11, 5), hx(17, 5), hx(23, 5), hx(5, 12), hx(11, 12), hx(17, 12)];
const TROOP_HEX = hx(17, 20);

function placeAll(s: BarnardsStarState): BarnardsStarState {
  let b = 0;
  for (const u of Object.values(s.units)) {
    if (u.where.at !== "unplaced") continue;
    s = play(s, "terran", { type: "placeUnit", unit: u.id, hex: u.kind === "B" ? BEACON_SPOTS[b++]! : TROOP_HEX }).state;
  }
  return s;
}

describe("BS 16.1 Naronian Initial Forces", () => {
  it("BS 16.1 set-up is simultaneous: the Naronian buys while the Terran places", () => {
    const s = fresh();
    expect(pending(s).map((d) => [d.seat, d.prompt])).toEqual([
      ["naronian", "forceSelection"],
      ["terran", "placement"],
    ]);
    expect(s.phase).toBe("setup");
    expect(s.turn).toBe(0);
  });

  it("BS 16.1 buying spends the 40 points: a jump battalion (5) brings its transport and five jump troops", () => {
    const { state, events } = play(fresh(), "naronian", { type: "buy", item: "jumpBattalion" });
    expect(pointsLeft(state)).toBe(35);
    expect(state.units["N-TN1"]).toMatchObject({ kind: "TN", jump: true, where: { at: "kruger" }, hidden: true });
    const cargo = Object.values(state.units).filter((u) => u.where.at === "aboard" && u.where.ship === "N-TN1");
    expect(cargo.map((u) => u.kind)).toEqual(["JTr", "JTr", "JTr", "JTr", "JTr"]);
    expect(ofType(events, "ForceItemBought")[0]).toMatchObject({ item: "jumpBattalion", pointsLeft: 35 });
    const reg = play(state, "naronian", { type: "buy", item: "regularBattalion" }).state;
    expect(
      Object.values(reg.units)
        .filter((u) => u.where.at === "aboard" && u.where.ship === "N-TN2")
        .map((u) => u.kind),
    ).toEqual(["Reg", "Reg", "Reg", "Reg", "Sup"]);
    expect(pointsLeft(reg)).toBe(32);
  });

  it("BS 16.1 no more than the points allow, nor more than the counter mix holds", () => {
    let s = fresh({ naronianPoints: 10 });
    s = play(s, "naronian", { type: "buy", item: "BB" }).state;
    s = play(s, "naronian", { type: "buy", item: "BB" }).state;
    expect(pointsLeft(s)).toBe(2);
    expect(refusal(s, "naronian", { type: "buy", item: "BC" })).toMatchObject({
      code: "NOT_ENOUGH_POINTS",
      rule: "BS 16.1 Naronian Initial Forces",
    });
    let m = fresh({ naronianMix: { BB: 1, BC: 4, DD: 6, jumpBattalions: 6, regularBattalions: 6 } });
    m = play(m, "naronian", { type: "buy", item: "BB" }).state;
    expect(refuse(m, "naronian", { type: "buy", item: "BB" })).toBe("COUNTER_MIX_EXHAUSTED");
  });

  it("BS 16.1 an item bought may be given back; the force is confirmed only with at least one battalion", () => {
    let s = play(fresh(), "naronian", { type: "buy", item: "DD" }).state;
    expect(refuse(s, "naronian", { type: "confirmForce" })).toBe("FORCE_NEEDS_TROOPS");
    s = play(s, "naronian", { type: "buy", item: "regularBattalion" }).state;
    const back = play(s, "naronian", { type: "sell", item: "regularBattalion" }).state;
    expect(Object.keys(back.units).filter((id) => id.startsWith("N-"))).toEqual(["N-DD1"]);
    expect(refuse(back, "naronian", { type: "sell", item: "BB" })).toBe("NOTHING_TO_RETURN");
    const done = play(s, "naronian", { type: "confirmForce" }).state;
    expect(done.forceConfirmed).toBe(true);
    expect(pending(done).map((d) => d.seat)).toEqual(["terran"]);
    expect(refuse(done, "naronian", { type: "buy", item: "DD" })).toBe("NOT_YOUR_DECISION");
  });

  it("BS 20.2 the purchase is secret: the Terran and spectators see neither the units nor the events", () => {
    const { state, events } = play(fresh(), "naronian", { type: "buy", item: "BB" });
    expect(secrets(state, "terran")).toEqual(["N-BB1"]);
    expect(secrets(state, "naronian")).not.toContain("N-BB1");
    for (const viewer of ["terran", null] as const) {
      expect(strings(barnardsStar.view(state, viewer))).not.toContain("N-BB1");
      expect(events.map((e) => barnardsStar.redact(e, viewer))).toEqual([null]);
      expect(barnardsStar.view(state, viewer).force).toEqual({ confirmed: false, points: null, spent: null, left: null, bought: null });
    }
    expect(barnardsStar.view(state, "naronian").space.kruger.map((u) => u.id)).toEqual(["N-BB1"]);
    // Prompt texts are shown to every seat: they must not tell how much was spent.
    expect(pending(state)[0]!.text).toBe(pending(fresh())[0]!.text);
    const confirmed = play(play(state, "naronian", { type: "buy", item: "jumpBattalion" }).state, "naronian", { type: "confirmForce" });
    expect(confirmed.events.map((e) => barnardsStar.redact(e, "terran"))).toEqual([{ type: "ForceConfirmed" }]);
  });
});

describe("BS 16.2 Terran Initial Forces and Set Up", () => {
  it("BS 16.2 the Terran's forces: 52 ground units to place, a battlecruiser and two destroyers in the system", () => {
    const s = fresh();
    const unplaced = Object.values(s.units).filter((u) => u.where.at === "unplaced");
    const count = (k: string) => unplaced.filter((u) => u.kind === k).length;
    expect([count("Reg"), count("Sup"), count("JTr"), count("TP"), count("PD"), count("B")]).toEqual([20, 5, 5, 5, 10, 7]);
    expect(
      Object.values(s.units)
        .filter((u) => u.where.at === "orbit")
        .map((u) => u.id),
    ).toEqual(["T-BC1", "T-DD1", "T-DD2"]);
  });

  it("BS 16.2 units are placed at least 5 hexes from the edge", () => {
    const s = fresh();
    expect(refusal(s, "terran", { type: "placeUnit", unit: "T-Reg1", hex: hx(4, 10) })).toMatchObject({
      code: "TOO_CLOSE_TO_EDGE",
      rule: "BS 16.2 Terran Initial Forces and Set Up",
    });
    expect(refuse(s, "terran", { type: "placeUnit", unit: "T-Reg1", hex: hx(12, 23) })).toBe("TOO_CLOSE_TO_EDGE");
    expect(play(s, "terran", { type: "placeUnit", unit: "T-Reg1", hex: hx(5, 10) }).state.units["T-Reg1"]!.where).toEqual({
      at: "map",
      hex: hx(5, 10),
    });
    expect(refuse(s, "terran", { type: "placeUnit", unit: "T-BC1", hex: hx(10, 10) })).toBe("NOT_UNPLACED");
  });

  it("BS 16.2 beacons at least 6 hexes from each other; listed beacon hexes respect it", () => {
    const s = play(fresh(), "terran", { type: "placeUnit", unit: "T-B1", hex: hx(10, 10) }).state;
    expect(refuse(s, "terran", { type: "placeUnit", unit: "T-B2", hex: hx(15, 10) })).toBe("BEACONS_TOO_CLOSE");
    expect(play(s, "terran", { type: "placeUnit", unit: "T-B2", hex: hx(16, 10) }).state.units["T-B2"]!.where).toEqual({
      at: "map",
      hex: hx(16, 10),
    });
    const listed = pending(s)
      .find((d) => d.seat === "terran")!
      .choices!.filter((c): c is Extract<BarnardsStarAction, { type: "placeUnit" }> => c.type === "placeUnit" && c.unit === "T-B2");
    expect(listed.length).toBeGreaterThan(300);
    for (const c of listed) expect(distance(GRID, c.hex, hx(10, 10))).toBeGreaterThanOrEqual(6);
    // Other kinds may go anywhere in the set-up area, beacons' hexes included (no stacking limit, BS 7.0).
    expect(play(s, "terran", { type: "placeUnit", unit: "T-PD1", hex: hx(10, 10) }).state.units["T-PD1"]!.where).toEqual({
      at: "map",
      hex: hx(10, 10),
    });
  });

  it("BS 16.2 a beacon that would leave no room for the others is refused (README R20)", () => {
    expect(beaconsFit([], 7)).toBe(true);
    expect(beaconsFit([], 40)).toBe(false);
    const row = [hx(5, 5), hx(11, 5), hx(17, 5), hx(23, 5)];
    expect(beaconsFit(row, 3)).toBe(true);
    expect(
      beaconsFit(
        SETUP_HEXES.filter((_, i) => i % 97 === 0),
        30,
      ),
    ).toBe(false);
  });

  it("BS 16.2 once the Terran has placed everything and the Naronian has confirmed, play begins with the Naronian player turn of game turn 1", () => {
    let s = fresh();
    s = play(s, "naronian", { type: "buy", item: "jumpBattalion" }).state;
    s = play(s, "naronian", { type: "buy", item: "BB" }).state;
    s = placeAll(s);
    expect(s.phase).toBe("setup");
    const { state, events } = play(s, "naronian", { type: "confirmForce" });
    expect(types(events)).toEqual(["ForceConfirmed", "GameTurnBegan", "PhaseBegan", "NaronianFleetArrived", "SpaceCombatBegan"]);
    expect(state.turn).toBe(1);
    expect(state.player).toBe("naronian");
    expect(state.phase).toBe("spaceCombat");
  });
});
