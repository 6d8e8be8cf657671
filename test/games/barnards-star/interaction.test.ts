import { describe, expect, it } from "vitest";
import { barnardsStar } from "../../../src/games/barnards-star";
import type { BarnardsStarAction } from "../../../src/games/barnards-star/actions";
import { pending } from "../../../src/games/barnards-star/pending";
import { patternLegal } from "../../../src/games/barnards-star/rules/drop-pattern";
import type { BarnardsStarState } from "../../../src/games/barnards-star/state";
import { GRID } from "../../../src/games/barnards-star/map";
import { distance } from "../../../src/hex";
import { at, endPhase, given, hexOf, hx, ofType, play, refusal, refuse, type GivenUnit } from "./helpers";

const H = hx(17, 20);
const FAR = hx(8, 3); // out of every battery's range below
const interaction = (units: GivenUnit[], player: "naronian" | "terran" = "naronian", options?: Record<string, unknown>) =>
  given({ phase: "interaction", player, units, options });
const jumpTransport = (id = "N-TN1"): GivenUnit => ({
  id,
  kind: "TN",
  jump: true,
  at: { at: "orbit" },
  cargo: [1, 2, 3, 4, 5].map((i) => ({ id: `N-JTr${i}`, kind: "JTr" as const })),
});
const regTransport = (id = "N-TN2"): GivenUnit => ({
  id,
  kind: "TN",
  at: { at: "orbit" },
  cargo: [
    { id: "N-Reg1", kind: "Reg" },
    { id: "N-Reg2", kind: "Reg" },
    { id: "N-Reg3", kind: "Reg" },
    { id: "N-Reg4", kind: "Reg" },
    { id: "N-Sup1", kind: "Sup" },
  ],
});

describe("BS 10.1 Transporting Ground Units through Space", () => {
  it("BS 10.1 regulars and support troops never leave their transport in space: only jump troops drop", () => {
    const s = interaction([regTransport()]);
    expect(refusal(s, "naronian", { type: "dropJumpTroop", unit: "N-Reg1", hex: H })).toMatchObject({
      code: "NOT_A_JUMP_TROOP_ABOARD",
      rule: "BS 10.3 Landing Jump Troops",
    });
    expect(pending(s)[0]!.choices!.some((c) => c.type === "dropJumpTroop")).toBe(false);
  });

  it("BS 10.1 troops reach the surface only by landing or dropping, in the space-planet interaction phase", () => {
    const s = given({ phase: "movement", player: "naronian", units: [jumpTransport()] });
    expect(pending(s).length === 0 || !pending(s)[0]!.choices!.some((c) => c.type === "dropJumpTroop")).toBe(true);
    expect(refuse(s, "naronian", { type: "dropJumpTroop", unit: "N-JTr1", hex: H })).toBe("WRONG_ACTION");
  });
});

describe("BS 10.2 Landing Transport Ships", () => {
  it("BS 10.2 when nothing is left to decide the phase ends by itself", () => {
    const { state, events } = play(interaction([regTransport()]), "naronian", { type: "landShip", ship: "N-TN2", hex: FAR });
    expect(ofType(events, "PhaseBegan").map((e) => e.phase)).toEqual(["defense", "combat", "spaceEvents", "movement"]);
    expect(hexOf(state, "N-Reg1")).toBe(FAR);
  });

  it("BS 10.2 a transport lands on any hex without enemy units; its cargo disembarks after the planetary defense phase", () => {
    const s = interaction([
      regTransport(),
      { id: "N-DD1", kind: "DD", at: { at: "orbit" } },
      { id: "T-Reg1", kind: "Reg", at: hx(18, 20) },
    ]);
    expect(refusal(s, "naronian", { type: "landShip", ship: "N-TN2", hex: hx(18, 20) })).toMatchObject({
      code: "LANDING_ON_ENEMY",
      rule: "BS 10.2 Landing Transport Ships",
    });
    const landed = play(s, "naronian", { type: "landShip", ship: "N-TN2", hex: FAR });
    expect(at(landed.state, "N-TN2")).toMatchObject({ where: { at: "map", hex: FAR }, landing: true });
    expect(at(landed.state, "N-Reg1").where).toEqual({ at: "aboard", ship: "N-TN2" });
    // No battery in range: the planetary defense phase has nothing to do and the cargo comes out.
    const { state, events } = play(landed.state, "naronian", { type: "endInteraction" });
    expect(ofType(events, "CargoDisembarked")[0]).toMatchObject({
      ship: "N-TN2",
      hex: FAR,
      units: ["N-Reg1", "N-Reg2", "N-Reg3", "N-Reg4", "N-Sup1"],
      neutralized: false,
    });
    expect(hexOf(state, "N-Sup1")).toBe(FAR);
    expect(
      ofType(events, "PhaseBegan")
        .map((e) => e.phase)
        .slice(0, 2),
    ).toEqual(["defense", "combat"]);
  });

  it("BS 10.2 a landed transport is a ground unit with no movement allowance, out of reach of later defense fire", () => {
    const s = given({ phase: "movement", player: "naronian", units: [{ id: "N-TN1", kind: "TN", at: H }] });
    expect(refuse(s, "naronian", { type: "moveUnit", unit: "N-TN1", to: hx(17, 21) })).toBe("NO_MOVEMENT_ALLOWANCE");
    const v = barnardsStar.view(s, null).hexes.find((h) => h.hex === H)!.units[0]!;
    expect(v).toMatchObject({ kind: "TN", assault: 1, movement: 0 });
  });

  it("BS 10.2 in the Terran turn there is no defense fire: cargo disembarks when the interaction phase ends", () => {
    const s = interaction(
      [
        { id: "T-TN1", kind: "TN", at: { at: "orbit" }, cargo: [{ id: "T-Reg9", kind: "Reg" }] },
        { id: "T-DD1", kind: "DD", at: { at: "orbit" } },
      ],
      "terran",
    );
    const landed = play(s, "terran", { type: "landShip", ship: "T-TN1", hex: H }).state;
    const { state, events } = play(landed, "terran", { type: "endInteraction" });
    expect(hexOf(state, "T-Reg9")).toBe(H);
    expect(ofType(events, "PhaseBegan")[0]).toMatchObject({ side: "terran", phase: "combat" });
  });
});

describe("BS 10.3 Landing Jump Troops", () => {
  type Drop = Extract<BarnardsStarAction, { type: "dropJumpTroop" }>;
  const listedDrops = (s: BarnardsStarState): Drop[] => (pending(s)[0]!.choices ?? []).filter((c): c is Drop => c.type === "dropJumpTroop");

  it("BS 10.3: two clusters of a battalion 4 hexes apart are a legal drop", () => {
    // Three troops around (18,14), two around (22,14): each troop has a neighbour within 2, and
    // every troop is within 5 of all; the clusters are 3 to 5 hexes apart.
    const A = [hx(18, 14), hx(18, 15), hx(17, 14)];
    const B = [hx(22, 14), hx(22, 15)];
    expect(distance(GRID, A[0]!, B[0]!)).toBe(4);
    let s = interaction([jumpTransport()]);
    // The troops land in an order that builds the pattern step by step: the first of each
    // cluster, then the rest. Every step is among the listed choices.
    const order = [A[0]!, B[0]!, A[1]!, B[1]!, A[2]!];
    order.forEach((hex, i) => {
      const unit = `N-JTr${i + 1}`;
      expect(listedDrops(s)).toContainEqual({ type: "dropJumpTroop", unit, hex });
      s = play(s, "naronian", { type: "dropJumpTroop", unit, hex }).state;
    });
    expect(s.dropping).toBeNull();
    expect([1, 2, 3, 4, 5].map((i) => hexOf(s, `N-JTr${i}`))).toEqual(order);
    expect(patternLegal(order)).toBe(true);
    // Each troop is within 2 of another and within 5 of all: the book's test of the finished pattern.
    for (const h of order) {
      expect(Math.min(...order.filter((x) => x !== h).map((x) => distance(GRID, h, x)))).toBeLessThanOrEqual(2);
      expect(Math.max(...order.map((x) => distance(GRID, h, x)))).toBeLessThanOrEqual(5);
    }
  });

  it("BS 10.3 the whole battalion drops, on enemy hexes too; a troop may land only where the battalion can still finish a legal pattern", () => {
    let s = interaction([jumpTransport(), { id: "T-Reg1", kind: "Reg", at: hx(20, 20) }]);
    // Jump troops may land on enemy units.
    s = play(s, "naronian", { type: "dropJumpTroop", unit: "N-JTr1", hex: hx(20, 20) }).state;
    expect(s.dropping).toEqual({ ship: "N-TN1", dropped: ["N-JTr1"] });
    expect(pending(s)[0]!.prompt).toBe("jumpDrop");
    expect(refuse(s, "naronian", { type: "endInteraction" })).toBe("WRONG_ACTION");
    // 6 hexes from the first troop: never within 5 of it.
    expect(refusal(s, "naronian", { type: "dropJumpTroop", unit: "N-JTr2", hex: hx(26, 20) })).toMatchObject({
      code: "DROP_SPACING",
      rule: "BS 10.3 Landing Jump Troops",
    });
    // 3 hexes away is fine while troops are left to bridge or pair up.
    s = play(s, "naronian", { type: "dropJumpTroop", unit: "N-JTr2", hex: hx(23, 20) }).state;
    s = play(s, "naronian", { type: "dropJumpTroop", unit: "N-JTr3", hex: hx(21, 20) }).state;
    // N-JTr2 at (23,20) is paired with N-JTr3 (2 away); so is N-JTr1 (1 away). A fourth far troop
    // at (24,23) would be alone with one troop left to pair it: possible only next to it.
    s = play(s, "naronian", { type: "dropJumpTroop", unit: "N-JTr4", hex: hx(24, 23) }).state;
    const lone = hx(24, 23);
    const last = listedDrops(s);
    expect(last.length).toBeGreaterThan(0);
    for (const c of last) {
      expect(distance(GRID, c.hex, lone)).toBeLessThanOrEqual(2);
      for (const x of [hx(20, 20), hx(23, 20), hx(21, 20), lone]) expect(distance(GRID, c.hex, x)).toBeLessThanOrEqual(5);
    }
    // Within 5 of all, but 3 from the lone troop: the finished pattern would leave it alone.
    expect(distance(GRID, hx(21, 21), lone)).toBe(3);
    expect(refusal(s, "naronian", { type: "dropJumpTroop", unit: "N-JTr5", hex: hx(21, 21) })).toMatchObject({
      code: "DROP_SPACING",
      rule: "BS 10.3 Landing Jump Troops",
    });
    s = play(s, "naronian", { type: "dropJumpTroop", unit: "N-JTr5", hex: last[0]!.hex }).state;
    expect(s.dropping).toBeNull();
    expect(at(s, "N-TN1").where).toEqual({ at: "orbit" });
    expect(at(s, "N-JTr5")).toMatchObject({ where: { at: "map", hex: last[0]!.hex }, landing: true });
  });

  it("BS 10.3 a lone jump troop is no battalion: it cannot drop, and its transport lands it instead", () => {
    const s = interaction([{ id: "N-TN1", kind: "TN", at: { at: "orbit" }, cargo: [{ id: "N-JTr1", kind: "JTr" }] }]);
    expect(refusal(s, "naronian", { type: "dropJumpTroop", unit: "N-JTr1", hex: H })).toMatchObject({
      code: "LONE_JUMP_TROOP",
      rule: "BS 10.3 Landing Jump Troops",
    });
    expect(listedDrops(s)).toEqual([]);
    expect(pending(s)[0]!.choices).toContainEqual({ type: "landShip", ship: "N-TN1", hex: H });
  });

  it('BS 10.3 with the option "chained" (README R18) each next troop lands within 2 of one already down and 5 of all', () => {
    let s = interaction([jumpTransport(), { id: "T-Reg1", kind: "Reg", at: hx(20, 20) }], "naronian", { jumpDrops: "chained" });
    s = play(s, "naronian", { type: "dropJumpTroop", unit: "N-JTr1", hex: hx(20, 20) }).state;
    // A second cluster 3 hexes away cannot be started under this option.
    expect(refusal(s, "naronian", { type: "dropJumpTroop", unit: "N-JTr2", hex: hx(23, 20) })).toMatchObject({
      code: "DROP_SPACING",
      rule: "BS 10.3 Landing Jump Troops",
    });
    s = play(s, "naronian", { type: "dropJumpTroop", unit: "N-JTr2", hex: hx(22, 20) }).state;
    s = play(s, "naronian", { type: "dropJumpTroop", unit: "N-JTr3", hex: hx(24, 20) }).state;
    // Within 2 of N-JTr3 but 6 from N-JTr1: refused.
    expect(distance(GRID, hx(26, 20), hx(20, 20))).toBe(6);
    expect(refuse(s, "naronian", { type: "dropJumpTroop", unit: "N-JTr4", hex: hx(26, 20) })).toBe("DROP_SPACING");
    for (const c of listedDrops(s)) {
      const d = [hx(20, 20), hx(22, 20), hx(24, 20)].map((x) => distance(GRID, x, c.hex));
      expect(Math.min(...d)).toBeLessThanOrEqual(2);
      expect(Math.max(...d)).toBeLessThanOrEqual(5);
    }
    s = play(s, "naronian", { type: "dropJumpTroop", unit: "N-JTr4", hex: hx(25, 20) }).state;
    s = play(s, "naronian", { type: "dropJumpTroop", unit: "N-JTr5", hex: hx(21, 20) }).state;
    expect(s.dropping).toBeNull();
  });
});

describe("BS 10.4 Lifting Off Transport Ships", () => {
  const landed = (extra: GivenUnit[] = []) =>
    interaction([
      { id: "N-TN1", kind: "TN", at: H },
      ...[1, 2, 3, 4, 5, 6, 7].map((i) => ({ id: `N-Reg${i}`, kind: "Reg" as const, at: H })),
      { id: "N-TN9", kind: "TN", at: hx(18, 20) },
      ...extra,
    ]);

  it("BS 10.4 a landed transport lifts off with up to six units with a movement allowance from its hex", () => {
    let s = landed();
    for (let i = 1; i <= 6; i++) s = play(s, "naronian", { type: "loadUnit", ship: "N-TN1", unit: `N-Reg${i}` }).state;
    expect(refusal(s, "naronian", { type: "loadUnit", ship: "N-TN1", unit: "N-Reg7" })).toMatchObject({
      code: "TRANSPORT_FULL",
      rule: "BS 10.4 Lifting Off Transport Ships",
    });
    expect(refuse(s, "naronian", { type: "endInteraction" })).toBe("LOADED_TRANSPORT_MUST_LIFT_OFF");
    const { state, events } = play(s, "naronian", { type: "liftOff", ship: "N-TN1" });
    expect(ofType(events, "ShipLiftedOff")[0]).toMatchObject({
      ship: "N-TN1",
      cargo: ["N-Reg1", "N-Reg2", "N-Reg3", "N-Reg4", "N-Reg5", "N-Reg6"],
    });
    expect(at(state, "N-TN1").where).toEqual({ at: "orbit" });
    // It may not land again before the next space-planet interaction phase.
    expect(refuse(state, "naronian", { type: "landShip", ship: "N-TN1", hex: FAR })).toBe("NOT_A_TRANSPORT_IN_ORBIT");
  });

  it("BS 10.4 units without a movement allowance, units elsewhere and ships are not loaded", () => {
    const s = landed([
      { id: "N-BB1", kind: "BB", at: { at: "orbit" } },
      { id: "N-Reg8", kind: "Reg", at: hx(18, 20) },
    ]);
    expect(refuse(s, "naronian", { type: "loadUnit", ship: "N-TN1", unit: "N-TN9" })).toBe("CANNOT_LOAD");
    expect(refuse(s, "naronian", { type: "loadUnit", ship: "N-TN1", unit: "N-Reg8" })).toBe("CANNOT_LOAD");
    expect(refuse(s, "naronian", { type: "loadUnit", ship: "N-TN1", unit: "N-BB1" })).toBe("CANNOT_LOAD");
    const pd = given({
      phase: "interaction",
      player: "terran",
      units: [
        { id: "T-TN1", kind: "TN", at: H },
        { id: "T-PD1", kind: "PD", at: H },
      ],
    });
    expect(refuse(pd, "terran", { type: "loadUnit", ship: "T-TN1", unit: "T-PD1" })).toBe("CANNOT_LOAD");
  });

  it("BS 10.4 a transport that landed in this phase does not lift off in it (README R17)", () => {
    const s = play(interaction([regTransport(), { id: "N-DD1", kind: "DD", at: { at: "orbit" } }]), "naronian", {
      type: "landShip",
      ship: "N-TN2",
      hex: FAR,
    }).state;
    expect(refuse(s, "naronian", { type: "liftOff", ship: "N-TN2" })).toBe("NOT_A_LANDED_TRANSPORT");
  });
});

describe("BS 10.5 Close Approach Missions", () => {
  it("BS 10.5 a warship flies over any hex, enemy hexes included; transports cannot", () => {
    const s = interaction([{ id: "N-BB1", kind: "BB", at: { at: "orbit" } }, regTransport(), { id: "T-Reg1", kind: "Reg", at: H }]);
    const { state } = play(s, "naronian", { type: "closeApproach", ship: "N-BB1", hex: H });
    expect(at(state, "N-BB1").where).toEqual({ at: "approach", hex: H });
    expect(refusal(s, "naronian", { type: "closeApproach", ship: "N-TN2", hex: H })).toMatchObject({
      code: "NOT_A_WARSHIP_IN_ORBIT",
      rule: "BS 10.5 Close Approach Missions",
    });
    expect(refuse(state, "naronian", { type: "closeApproach", ship: "N-BB1", hex: FAR })).toBe("NOT_A_WARSHIP_IN_ORBIT");
  });

  it("BS 10.5 after the friendly combat phase the ships return to orbit", () => {
    const s = given({ phase: "combat", player: "terran", units: [{ id: "T-BC1", kind: "BC", at: { at: "approach", hex: H } }] });
    const { state, events } = endPhase(s);
    expect(ofType(events, "ShipsReturnedToOrbit")[0]).toMatchObject({ ships: ["T-BC1"] });
    expect(at(state, "T-BC1").where).toEqual({ at: "orbit" });
  });

  it("BS 10.5 no close approach in the enemy's player turn: only the phasing side acts in the interaction phase", () => {
    const s = interaction([
      { id: "N-BB1", kind: "BB", at: { at: "orbit" } },
      { id: "T-BC1", kind: "BC", at: { at: "orbit" } },
    ]);
    expect(refuse(s, "terran", { type: "closeApproach", ship: "T-BC1", hex: H })).toBe("NOT_YOUR_DECISION");
  });

  it("BS 10.5 the prompt lists, for the next ship in orbit, every hex, and lets it stay", () => {
    const s = interaction([
      { id: "N-BB1", kind: "BB", at: { at: "orbit" } },
      { id: "N-DD1", kind: "DD", at: { at: "orbit" } },
    ]);
    const choices = pending(s)[0]!.choices!;
    expect(choices.filter((c) => c.type === "closeApproach" && c.ship === "N-BB1")).toHaveLength(GRID.count);
    expect(choices).toContainEqual({ type: "stayInOrbit", ship: "N-BB1" });
    const next = play(s, "naronian", { type: "stayInOrbit", ship: "N-BB1" }).state;
    expect(pending(next)[0]!.choices!.filter((c) => c.type === "closeApproach" && c.ship === "N-DD1")).toHaveLength(GRID.count);
  });
});
