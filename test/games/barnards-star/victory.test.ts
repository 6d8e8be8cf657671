import { describe, expect, it } from "vitest";
import { gameSeed, Rng } from "../../../src/engine/rng";
import { barnardsStar } from "../../../src/games/barnards-star";
import { SAFETY_TURNS } from "../../../src/games/barnards-star/options";
import { victoryCheck } from "../../../src/games/barnards-star/rules/victory";
import { at, endPhase, given, hx, ofType, play, refuse, types, type GivenUnit } from "./helpers";

const H = hx(17, 20);
const beacon: GivenUnit = { id: "T-B1", kind: "B", at: hx(10, 10) };
const terranTroop: GivenUnit = { id: "T-Reg1", kind: "Reg", at: hx(25, 12) };
const naronianTroop: GivenUnit = { id: "N-Reg1", kind: "Reg", at: hx(5, 20) };
const state = (units: GivenUnit[], options?: Record<string, unknown>) =>
  given({ phase: "combat", player: "naronian", units, fillers: false, options });

describe("BS 16.4 Victory Conditions", () => {
  it("BS 16.4 the Naronian wins when every beacon is gone: decisively with ships in the system", () => {
    expect(victoryCheck(state([terranTroop, naronianTroop, { id: "N-BB1", kind: "BB", at: { at: "orbit" } }]))).toMatchObject({
      winners: ["naronian"],
      kind: "decisive",
    });
    expect(victoryCheck(state([terranTroop, naronianTroop, { id: "N-BB1", kind: "BB", at: { at: "approach", hex: H } }]))).toMatchObject({
      winners: ["naronian"],
      kind: "decisive",
    });
  });

  it("BS 16.4 … and marginally with none in the system (landed transports do not count)", () => {
    const outcome = victoryCheck(
      state([terranTroop, naronianTroop, { id: "N-TN1", kind: "TN", at: H }, { id: "N-BB1", kind: "BB", at: { at: "withdrawn" } }]),
    );
    expect(outcome).toMatchObject({ winners: ["naronian"], kind: "marginal" });
    expect(outcome!.reason).toMatch(/every beacon/);
  });

  it("BS 16.4 the Naronian wins when every Terran jump troop and regular is gone while Naronian troops are on the map", () => {
    expect(victoryCheck(state([beacon, naronianTroop, { id: "T-Sup1", kind: "Sup", at: H }]))).toMatchObject({
      winners: ["naronian"],
      kind: "marginal",
    });
    // Naronian troops only in space do not hold the planet.
    expect(
      victoryCheck(state([beacon, { id: "N-TN1", kind: "TN", at: { at: "orbit" }, cargo: [{ id: "N-Reg1", kind: "Reg" }] }])),
    ).toBeNull();
  });

  it("BS 16.4 the Terran wins when every Naronian jump troop and regular is gone while Terran troops are on the map", () => {
    expect(
      victoryCheck(state([beacon, terranTroop, { id: "N-Sup1", kind: "Sup", at: H }, { id: "T-DD1", kind: "DD", at: { at: "orbit" } }])),
    ).toMatchObject({ winners: ["terran"], kind: "decisive" });
    expect(
      victoryCheck(state([beacon, terranTroop, { id: "T-TN1", kind: "TN", at: H }, { id: "T-DD1", kind: "DD", at: { at: "sol" } }])),
    ).toMatchObject({ winners: ["terran"], kind: "marginal" });
  });

  it("BS 16.4 troops aboard transports at Barnard's Star are still in the battle; Naronian troops withdrawn to Kruger 60 never return and are out (README R12)", () => {
    const aboard = state([beacon, terranTroop, { id: "N-TN1", kind: "TN", at: { at: "orbit" }, cargo: [{ id: "N-JTr1", kind: "JTr" }] }]);
    expect(victoryCheck(aboard)).toBeNull();
    const withdrawn = state([
      beacon,
      terranTroop,
      { id: "N-TN1", kind: "TN", at: { at: "withdrawn" }, cargo: [{ id: "N-JTr1", kind: "JTr" }] },
    ]);
    expect(victoryCheck(withdrawn)).toMatchObject({ winners: ["terran"] });
  });

  it("BS 16.4: Terran troops aboard a transport at Sol or on the turn track are not eliminated, so the Naronian has not won", () => {
    const atSol: GivenUnit = { id: "T-TN1", kind: "TN", at: { at: "sol" }, cargo: [{ id: "T-Reg2", kind: "Reg" }] };
    expect(victoryCheck(state([beacon, naronianTroop, atSol]))).toBeNull();
    const onTrack: GivenUnit = { id: "T-TN1", kind: "TN", at: { at: "transit", arrives: 4 }, cargo: [{ id: "T-Reg2", kind: "Reg" }] };
    expect(victoryCheck(state([beacon, naronianTroop, onTrack]))).toBeNull();
    // The last Terran troop on the planet falls in an assault while a battalion waits at Sol: play goes on.
    const s = given({
      phase: "combat",
      player: "naronian",
      fillers: false,
      units: [
        beacon,
        naronianTroop,
        ...[2, 3, 4, 5].map((i) => ({ id: `N-Reg${i}`, kind: "Reg" as const, at: H })),
        { id: "T-JTr1", kind: "JTr", at: H },
        atSol,
      ],
    });
    let st = play(s, "naronian", { type: "attack", hex: H }).state;
    // The jump troop has no support to add: after N-Reg2's, the Terran declines by himself.
    st = play(st, "naronian", { type: "addSupport", unit: "N-Reg2" }).state;
    // 3 : 0 support, die 3 → 2 turned −2; 16 : 8 = 2:1, die 1 − 2 = −1 → E.
    const after = play(st, "naronian", { type: "declineSupport" }, [3, 1]);
    expect(ofType(after.events, "AssaultResolved")[0]).toMatchObject({ column: "2:1", result: "E" });
    expect(ofType(after.events, "UnitEliminated").map((e) => e.unit)).toContain("T-JTr1");
    expect(types(after.events)).not.toContain("GameEnded");
    expect(barnardsStar.outcome(after.state)).toBeNull();
    // With the option "atBarnardsStar" (the earlier reading) the same position is a Naronian win.
    expect(victoryCheck(state([beacon, naronianTroop, atSol], { victoryTroops: "atBarnardsStar" }))).toMatchObject({
      winners: ["naronian"],
    });
  });

  it('BS 16.4 with the option "withBowl" the battalions of transports still in the bowl count for the Terran too (README R12)', () => {
    const bowl = [{ label: "bowl:TN-1", kind: "TN" as const, jump: false }];
    const s = state([beacon, naronianTroop]);
    expect(victoryCheck({ ...s, bowl })).toMatchObject({ winners: ["naronian"] });
    const withBowl = state([beacon, naronianTroop], { victoryTroops: "withBowl" });
    expect(victoryCheck({ ...withBowl, bowl })).toBeNull();
    expect(victoryCheck({ ...withBowl, bowl: [{ label: "bowl:DD-1", kind: "DD" as const, jump: false }] })).toMatchObject({
      winners: ["naronian"],
    });
  });

  it("BS 16.4 no victory before the Naronian force has arrived", () => {
    const s = state([beacon]);
    s.naronianArrived = false;
    s.turn = 0;
    expect(victoryCheck(s)).toBeNull();
  });

  it("BS 16.4 the check runs after every action: the assault that kills the last Naronian troop ends the game", () => {
    const s = given({
      phase: "combat",
      player: "terran",
      fillers: false,
      units: [beacon, { id: "T-JTr1", kind: "JTr", at: H }, { id: "T-JTr2", kind: "JTr", at: H }, { id: "N-Reg1", kind: "Reg", at: H }],
    });
    let st = play(s, "terran", { type: "attack", hex: H }).state;
    // Terran support: none (jump troops have 0); the Naronian regular may support itself; it declines.
    const { state: over, events } = play(st, "naronian", { type: "declineSupport" }, [3, 1]);
    expect(ofType(events, "AssaultResolved")[0]).toMatchObject({ column: "4:1", result: "E" });
    expect(types(events).at(-1)).toBe("GameEnded");
    expect(barnardsStar.outcome(over)).toMatchObject({ winners: ["terran"], kind: "marginal" });
    expect(over.phase).toBe("over");
    expect(refuse(over, "terran", { type: "endCombat" })).toBe("GAME_OVER");
    st = over;
  });

  it("BS 16.4 both conditions at once is a draw", () => {
    expect(victoryCheck(state([terranTroop]))).toMatchObject({ winners: [], kind: "draw" });
  });

  it("BS 16.4 play goes on past turn 20 until a side wins", () => {
    const s = given({ phase: "combat", player: "terran", turn: 20 });
    const { state: next, events } = endPhase(s);
    expect(next.turn).toBe(21);
    expect(ofType(events, "GameTurnBegan")[0]).toMatchObject({ turn: 21 });
    expect(barnardsStar.outcome(next)).toBeNull();
  });
});

describe("BS 20.3 Turn Limit", () => {
  it("BS 20.3 by default there is no turn limit: game turn 30 ends and play goes on", () => {
    const s = given({ phase: "combat", player: "terran", turn: 30 });
    expect(s.options.turnLimit).toBeNull();
    const { state: next } = endPhase(s);
    expect(next.turn).toBe(31);
    expect(barnardsStar.outcome(next)).toBeNull();
  });

  it("BS 20.3 with the option turnLimit, a battle undecided at the end of that game turn is a stalemate", () => {
    const s = given({ phase: "combat", player: "terran", turn: 30, options: { turnLimit: 30 } });
    const { state: over, events } = endPhase(s);
    expect(barnardsStar.outcome(over)).toMatchObject({ winners: [], kind: "stalemate" });
    expect(types(events)).toEqual(["GameEnded"]);
    const longer = endPhase(given({ phase: "combat", player: "terran", turn: 30, options: { turnLimit: 40 } })).state;
    expect(longer.turn).toBe(31);
  });

  it("BS 20.3 the safety bound: with no turn limit, a battle still undecided after game turn 300 is a stalemate", () => {
    expect(SAFETY_TURNS).toBe(300);
    expect(barnardsStar.outcome(endPhase(given({ phase: "combat", player: "terran", turn: 299 })).state)).toBeNull();
    const { state: over } = endPhase(given({ phase: "combat", player: "terran", turn: 300 }));
    expect(barnardsStar.outcome(over)).toMatchObject({ winners: [], kind: "stalemate", reason: expect.stringContaining("safety bound") });
  });
});

describe("BS 20.4 Resignation", () => {
  it("BS 20.4 the side that resigns loses by forfeit; nothing more can be played", () => {
    const s = given({ phase: "movement", player: "naronian" });
    const { state: over, events } = barnardsStar.resign(s, "naronian");
    expect(types(events)).toEqual(["SeatResigned", "GameEnded"]);
    expect(barnardsStar.outcome(over)).toMatchObject({ winners: ["terran"], kind: "forfeit" });
    expect(at(over, "N-Regfill").where).toEqual(s.units["N-Regfill"]!.where);
    expect(barnardsStar.resign(over, "terran").events).toEqual([]);
    expect(barnardsStar.resign(s, "terran").state.result).toMatchObject({ winners: ["naronian"] });
  });

  it("BS 20.4 a side may resign during set-up: the game ends with the rest of the force unplaced, and its invariants hold", () => {
    const s = barnardsStar.setup(barnardsStar.optionsSchema.parse({}), new Rng(gameSeed("resign-in-setup", []), "setup"));
    expect(s.phase).toBe("setup");
    const { state: over } = barnardsStar.resign(s, "terran");
    expect(barnardsStar.outcome(over)).toMatchObject({ winners: ["naronian"], kind: "forfeit" });
    expect(Object.values(over.units).some((u) => u.where.at === "unplaced")).toBe(true);
    expect(() => barnardsStar.assert(over)).not.toThrow();
  });
});
