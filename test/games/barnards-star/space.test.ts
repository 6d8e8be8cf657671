import { describe, expect, it } from "vitest";
import { barnardsStar } from "../../../src/games/barnards-star";
import { pending } from "../../../src/games/barnards-star/pending";
import { secrets } from "../../../src/games/barnards-star/secrets";
import type { BarnardsStarState } from "../../../src/games/barnards-star/state";
import { at, endPhase, given, hx, ofType, play, refusal, refuse, strings, types, type GivenUnit } from "./helpers";

const BEACONS = (n: number, neutralized = 0): GivenUnit[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `T-B${i + 1}`,
    kind: "B" as const,
    at: hx(5 + 6 * (i % 4), 5 + 7 * Math.floor(i / 4)),
    neutralized: i < neutralized,
  }));

/** The Terran space events of a turn: ships in orbit and at Sol as given, and the beacons. */
function terranEvents(units: GivenUnit[], turn = 3, beacons: GivenUnit[] = BEACONS(7)): BarnardsStarState {
  return given({ phase: "dispatch", player: "terran", turn, units: [...beacons, ...units], fillers: false, bowl: [] });
}

const troops: GivenUnit[] = [
  { id: "T-Reg1", kind: "Reg", at: hx(17, 20) },
  { id: "N-Reg1", kind: "Reg", at: hx(2, 2) },
];

describe("BS 5.1 Naronian Interstellar Movement", () => {
  it("BS 5.1 on turn 1 the whole Naronian force arrives without delay, cargo and all, and is seen by all", () => {
    const s = given({
      phase: "setup",
      turn: 0,
      units: [
        { id: "N-TN1", kind: "TN", jump: true, at: { at: "kruger" }, cargo: [{ id: "N-JTr1", kind: "JTr" }] },
        { id: "N-BB1", kind: "BB", at: { at: "kruger" } },
        ...BEACONS(7),
        { id: "T-Reg1", kind: "Reg", at: hx(17, 20) },
      ],
      fillers: false,
    });
    s.forceConfirmed = false;
    s.naronianArrived = false;
    for (const u of Object.values(s.units)) if (u.side === "naronian") u.hidden = true;
    const { state, events } = play(s, "naronian", { type: "confirmForce" });
    expect(ofType(events, "NaronianFleetArrived")[0]).toMatchObject({
      ships: [
        { id: "N-TN1", kind: "TN", jump: true, cargo: [{ id: "N-JTr1", kind: "JTr" }] },
        { id: "N-BB1", kind: "BB", jump: false, cargo: [] },
      ],
    });
    expect(at(state, "N-BB1").where).toEqual({ at: "orbit" });
    expect(state.naronianArrived).toBe(true);
    expect(secrets(state, "terran")).toEqual([]);
    expect(strings(barnardsStar.view(state, "terran"))).toContain("N-JTr1");
  });

  it("BS 5.1 after turn 1 no Naronian ship comes: the turn 2 Naronian space events bring none", () => {
    const s = given({ phase: "combat", player: "terran", turn: 1, units: [...BEACONS(7), ...troops], fillers: false });
    const { state, events } = endPhase(s);
    expect(state.turn).toBe(2);
    expect(types(events)).not.toContain("NaronianFleetArrived");
  });
});

describe("BS 16.3 Terran Reinforcements", () => {
  it("BS 16.3 in the Terran space events one ship is drawn from the bowl at random and sits hidden at Sol", () => {
    const s = given({
      phase: "combat",
      player: "naronian",
      turn: 4,
      units: [...BEACONS(7), ...troops],
      fillers: false,
      bowl: [
        { label: "bowl:DN-1", kind: "DN", jump: false },
        { label: "bowl:TN*-1", kind: "TN", jump: true },
      ],
    });
    const { state, events, rolls } = endPhase(s, [1]);
    expect(rolls).toEqual([{ die: "pick", value: 1, of: 2, purpose: "Terran reinforcement drawn from the bowl", hidden: true }]);
    expect(state.bowl.map((c) => c.label)).toEqual(["bowl:DN-1"]);
    expect(at(state, "R1")).toMatchObject({ kind: "TN", jump: true, where: { at: "sol" }, hidden: true, label: "bowl:TN*-1" });
    expect(
      Object.values(state.units)
        .filter((u) => u.where.at === "aboard" && u.where.ship === "R1")
        .map((u) => u.kind),
    ).toEqual(["JTr", "JTr", "JTr", "JTr", "JTr"]);
    const drawn = ofType(events, "ReinforcementDrawn")[0]!;
    expect(barnardsStar.redact(drawn, "naronian")).toEqual({ type: "ReinforcementDrawn", ship: "R1" });
    expect(barnardsStar.redact(drawn, null)).toEqual({ type: "ReinforcementDrawn", ship: "R1" });
    expect(barnardsStar.redact(drawn, "terran")).toMatchObject({ label: "bowl:TN*-1", kind: "TN" });
    expect(secrets(state, "naronian").sort()).toEqual(["R1.1", "R1.2", "R1.3", "R1.4", "R1.5", "bowl:DN-1", "bowl:TN*-1"].sort());
    const seen = barnardsStar.view(state, "naronian");
    expect(seen.space.sol).toEqual([expect.objectContaining({ id: "R1", kind: null, jump: null, cargo: [], label: null, hidden: true })]);
    expect(seen.bowl).toEqual({ count: 1, counters: null });
    for (const secret of secrets(state, "naronian")) expect(strings(seen)).not.toContain(secret);
    expect(barnardsStar.view(state, "terran").space.sol[0]).toMatchObject({ kind: "TN", label: "bowl:TN*-1" });
    expect(barnardsStar.view(state, "terran").bowl.counters).toEqual([{ label: "bowl:DN-1", kind: "DN", jump: false }]);
  });

  it("BS 16.3 an empty bowl draws nothing", () => {
    const s = given({ phase: "combat", player: "naronian", turn: 4, units: [...BEACONS(7), ...troops], fillers: false, bowl: [] });
    const { state } = endPhase(s);
    expect(Object.keys(state.units).some((id) => id.startsWith("R"))).toBe(false);
  });
});

describe("BS 5.2 Terran Interstellar Movement", () => {
  const atSol: GivenUnit = { id: "R1", kind: "DD", at: { at: "sol" }, patch: { hidden: true, label: "bowl:DD-1" } };

  it("BS 5.2 with six or seven functioning beacons a ship sent from Sol arrives at once, without a roll, and is revealed", () => {
    const s = terranEvents([atSol, ...troops]);
    const { state, events } = play(s, "terran", { type: "sendShip", ship: "R1" });
    expect(ofType(events, "ShipSent")[0]).toMatchObject({ beacons: 7, roll: null, delay: 0, arrives: 3 });
    expect(ofType(events, "ShipArrived")[0]).toMatchObject({ ship: { id: "R1", kind: "DD" }, label: "bowl:DD-1" });
    expect(at(state, "R1")).toMatchObject({ where: { at: "orbit" }, hidden: false });
    expect(secrets(state, "naronian")).toEqual([]);
  });

  it("BS 5.2 fewer beacons: one die per ship on the table; neutralized beacons do not count; the delayed ship waits on the turn track", () => {
    const s = terranEvents(
      [atSol, { id: "R2", kind: "DD", at: { at: "sol" }, patch: { hidden: true, label: "bowl:DD-2" } }, ...troops],
      3,
      BEACONS(5, 2),
    );
    const { state, events } = play(s, "terran", { type: "sendShip", ship: "R1" }, [1]);
    expect(ofType(events, "ShipSent")[0]).toMatchObject({ beacons: 3, roll: 1, delay: 2, arrives: 5 });
    expect(at(state, "R1").where).toEqual({ at: "transit", arrives: 5 });
    expect(at(state, "R1").hidden).toBe(true);
    const shown = ofType(events, "ShipSent")[0]!;
    expect(barnardsStar.redact(shown, "naronian")).not.toHaveProperty("kind");
    const track = barnardsStar.view(state, "naronian").turnTrack.find((t) => t.turn === 5)!;
    expect(track.arrivals).toEqual([expect.objectContaining({ id: "R1", kind: null })]);
    expect(refuse(state, "terran", { type: "sendShip", ship: "R1" })).toBe("NOT_AT_SOL");
  });

  it("BS 5.2 a delayed ship arrives in the space events of its turn, whatever the beacons then", () => {
    const s = terranEvents(
      [
        { id: "R1", kind: "BB", at: { at: "transit", arrives: 5 }, patch: { hidden: true, label: "bowl:BB-1" } },
        { id: "R2", kind: "DD", at: { at: "sol" }, patch: { hidden: true, label: "bowl:DD-2" } },
        ...troops,
      ],
      5,
      BEACONS(0),
    );
    const { state, events } = play(s, "terran", { type: "endDispatch" });
    expect(at(state, "R2").where).toEqual({ at: "sol" });
    expect(ofType(events, "ShipArrived").map((e) => (e as unknown as { ship: { id: string } }).ship.id)).toEqual(["R1"]);
    expect(at(state, "R1").where).toEqual({ at: "orbit" });
  });

  it("BS 5.2 ships move to Sol freely, but not while Naronian ships are there to fight", () => {
    const s = terranEvents([{ id: "T-DD1", kind: "DD", at: { at: "orbit" } }, atSol, ...troops]);
    const { state } = play(s, "terran", { type: "returnToSol", ship: "T-DD1" });
    expect(at(state, "T-DD1").where).toEqual({ at: "sol" });
    expect(refuse(state, "terran", { type: "sendShip", ship: "T-DD1" })).toBe("ALREADY_MOVED");
    const contested = terranEvents([
      { id: "T-DD1", kind: "DD", at: { at: "orbit" } },
      { id: "N-DD1", kind: "DD", at: { at: "orbit" } },
      atSol,
      ...troops,
    ]);
    expect(refusal(contested, "terran", { type: "returnToSol", ship: "T-DD1" })).toMatchObject({
      code: "MUST_FIGHT_FIRST",
      rule: "BS 5.2 Terran Interstellar Movement",
    });
  });
});

describe("BS 15.0 Eclipses", () => {
  it("BS 15.0 on turn 12 ships navigate as if there were no beacons; turn 11 uses the real count", () => {
    const eclipse = terranEvents([{ id: "R1", kind: "DD", at: { at: "sol" }, patch: { hidden: true, label: "bowl:DD-1" } }, ...troops], 12);
    const sent = play(eclipse, "terran", { type: "sendShip", ship: "R1" }, [1]);
    expect(ofType(sent.events, "ShipSent")[0]).toMatchObject({ beacons: 0, eclipse: true, roll: 1, delay: 5, arrives: 17 });
    expect(barnardsStar.view(eclipse, "terran").eclipse).toBe(true);
    const normal = terranEvents([{ id: "R1", kind: "DD", at: { at: "sol" }, patch: { hidden: true, label: "bowl:DD-1" } }, ...troops], 11);
    expect(ofType(play(normal, "terran", { type: "sendShip", ship: "R1" }).events, "ShipSent")[0]).toMatchObject({
      beacons: 7,
      roll: null,
      delay: 0,
    });
  });

  it("BS 15.0 turn 28 is an eclipse turn too, and the turn track marks both", () => {
    const s = terranEvents([{ id: "R1", kind: "DD", at: { at: "sol" }, patch: { hidden: true, label: "bowl:DD-1" } }, ...troops], 28);
    expect(ofType(play(s, "terran", { type: "sendShip", ship: "R1" }, [6]).events, "ShipSent")[0]).toMatchObject({ beacons: 0, delay: 1 });
    const track = barnardsStar.view(s, null).turnTrack;
    expect(track.filter((t) => t.eclipse).map((t) => t.turn)).toEqual([12, 28]);
  });
});

/** Terran turn 3 space events with the given fleets: ending the dispatch starts the combat. */
function combat(naronian: GivenUnit[], terran: GivenUnit[]): BarnardsStarState {
  return endPhase(terranEvents([...naronian, ...terran, ...troops])).state;
}
const ship = (id: string, kind: GivenUnit["kind"], extra: Partial<GivenUnit> = {}): GivenUnit => ({
  id,
  kind,
  at: { at: "orbit" },
  ...extra,
});

describe("BS 6.0 Space Combat", () => {
  it("BS 6.0 space combat is mandatory when both sides have ships in the system", () => {
    const s = combat([ship("N-DD1", "DD")], [ship("T-DD1", "DD")]);
    expect(s.phase).toBe("spaceCombat");
    expect(s.space).not.toBeNull();
    const alone = endPhase(terranEvents([ship("T-DD1", "DD"), ...troops])).state;
    expect(alone.space).toBeNull();
    expect(alone.phase).toBe("movement");
  });
});

describe("BS 6.1 Space Combat Procedure", () => {
  it("BS 6.1 the defender forms first, then the attacker; one ship at least stays in the firing line", () => {
    const s = combat([ship("N-BB1", "BB"), ship("N-TN1", "TN")], [ship("T-DD1", "DD"), ship("T-DD2", "DD")]);
    expect(pending(s).map((d) => [d.seat, d.prompt])).toEqual([["naronian", "formLine"]]);
    const screened = play(s, "naronian", { type: "screenShip", ship: "N-TN1" }).state;
    expect(at(screened, "N-TN1").area).toBe("screen");
    expect(refusal(screened, "naronian", { type: "screenShip", ship: "N-BB1" })).toMatchObject({
      code: "LINE_NEEDS_A_SHIP",
      rule: "BS 6.1 Space Combat Procedure",
    });
    const formed = play(screened, "naronian", { type: "closeLine" });
    expect(ofType(formed.events, "LineFormed")[0]).toMatchObject({ side: "naronian", line: ["N-BB1"], screen: ["N-TN1"] });
    expect(pending(formed.state).map((d) => [d.seat, d.prompt])).toEqual([["terran", "formLine"]]);
    const fire = play(formed.state, "terran", { type: "closeLine" }).state;
    // The non-phasing player (the defender) fires first.
    expect(fire.space).toMatchObject({ stage: "exchange", firing: "naronian" });
  });

  it("BS 6.1 every ship in the enemy line draws fire before any doubles up or fires at the screen", () => {
    let s = combat([ship("N-DD1", "DD"), ship("N-DD2", "DD"), ship("N-DD3", "DD")], [ship("T-DD1", "DD"), ship("T-TN1", "TN")]);
    s = play(s, "naronian", { type: "closeLine" }).state;
    s = play(s, "terran", { type: "screenShip", ship: "T-TN1" }).state;
    s = play(s, "terran", { type: "closeLine" }).state;
    // Three firers, one line target: two may go to the screen, but the last must take the line ship.
    const choices = pending(s)[0]!.choices!.filter((c) => c.type === "allocateFire");
    expect(new Set(choices.map((c) => (c as { target: string }).target))).toEqual(new Set(["T-DD1", "T-TN1"]));
    s = play(s, "naronian", { type: "allocateFire", ship: "N-DD1", target: "T-TN1" }).state;
    s = play(s, "naronian", { type: "allocateFire", ship: "N-DD2", target: "T-TN1" }).state;
    expect(refusal(s, "naronian", { type: "allocateFire", ship: "N-DD3", target: "T-TN1" })).toMatchObject({
      code: "TARGET_NOT_ALLOWED",
      rule: "BS 6.1 Space Combat Procedure",
    });
    expect(refuse(s, "naronian", { type: "allocateFire", ship: "N-DD1", target: "T-DD1" })).toBe("ALREADY_ALLOCATED");
    const { events } = play(s, "naronian", { type: "allocateFire", ship: "N-DD3", target: "T-DD1" }, [6, 6, 6]);
    expect(ofType(events, "ShipFired").map((e) => [e.ship, e.target])).toEqual([
      ["N-DD1", "T-TN1"],
      ["N-DD2", "T-TN1"],
      ["N-DD3", "T-DD1"],
    ]);
  });

  it("BS 6.1 with fewer firers than line targets each firer takes a different line ship, none the screen", () => {
    let s = combat(
      [ship("N-DD1", "DD"), ship("N-DD2", "DD")],
      [ship("T-DD1", "DD"), ship("T-DD2", "DD"), ship("T-BC1", "BC"), ship("T-TN1", "TN")],
    );
    s = play(s, "naronian", { type: "closeLine" }).state;
    s = play(s, "terran", { type: "screenShip", ship: "T-TN1" }).state;
    s = play(s, "terran", { type: "closeLine" }).state;
    s = play(s, "naronian", { type: "allocateFire", ship: "N-DD1", target: "T-BC1" }).state;
    expect(refuse(s, "naronian", { type: "allocateFire", ship: "N-DD2", target: "T-BC1" })).toBe("TARGET_NOT_ALLOWED");
    expect(refuse(s, "naronian", { type: "allocateFire", ship: "N-DD2", target: "T-TN1" })).toBe("TARGET_NOT_ALLOWED");
    play(s, "naronian", { type: "allocateFire", ship: "N-DD2", target: "T-DD2" }, [6, 6]);
  });

  it("BS 6.1 exchanges alternate until one side is gone", () => {
    let s = combat([ship("N-BB1", "BB")], [ship("T-DD1", "DD")]);
    // Single ships form their lines by themselves; the Naronian (defender) fires first.
    expect(s.space).toMatchObject({ stage: "exchange", firing: "naronian" });
    s = play(s, "naronian", { type: "allocateFire", ship: "N-BB1", target: "T-DD1" }, [6]).state;
    expect(s.space).toMatchObject({ firing: "terran", exchanges: 1 });
    const { state, events } = play(s, "terran", { type: "allocateFire", ship: "T-DD1", target: "N-BB1" }, [1]);
    expect(ofType(events, "ShipFired")[0]).toMatchObject({ differential: -6, column: null, result: "-" });
    expect(state.space).toMatchObject({ firing: "naronian", exchanges: 2 });
    const end = play(state, "naronian", { type: "allocateFire", ship: "N-BB1", target: "T-DD1" }, [1]);
    expect(ofType(end.events, "ShipFired")[0]).toMatchObject({ differential: 6, column: 6, roll: 1, result: "E", effect: "destroyed" });
    expect(ofType(end.events, "SpaceCombatEnded")[0]).toMatchObject({ reason: "oneSideGone" });
    expect(end.state.space).toBeNull();
    expect(end.state.phase).not.toBe("spaceCombat");
  });
});

describe("BS 6.1 an empty firing line", () => {
  it("BS 6.1: when a firing line is shot empty, the screened warships join it and fire on", () => {
    // The Terran screens his dreadnought behind a transport; the Naronian destroyer cannot hurt a
    // dreadnought (differential −8), so before, the combat ran to the exchange bound unresolved.
    let s = combat([ship("N-DD1", "DD")], [ship("T-TN1", "TN"), ship("T-DN1", "DN")]);
    s = play(s, "terran", { type: "screenShip", ship: "T-DN1" }).state;
    s = play(s, "terran", { type: "closeLine" }).state;
    // The Naronian fires first: DD 6 − TN 6 = 0, die 1 → E. The Terran line is empty.
    const shot = play(s, "naronian", { type: "allocateFire", ship: "N-DD1", target: "T-TN1" }, [1]);
    expect(at(shot.state, "T-TN1").where).toEqual({ at: "eliminated" });
    expect(ofType(shot.events, "LineFormed").at(-1)).toMatchObject({ side: "terran", line: ["T-DN1"], screen: [] });
    expect(at(shot.state, "T-DN1").area).toBe("line");
    // The dreadnought fires in the Terran exchange: 14 − 6 = +8, die 1 → E; the combat is decided.
    expect(pending(shot.state)[0]!.choices).toContainEqual({ type: "allocateFire", ship: "T-DN1", target: "N-DD1" });
    const end = play(shot.state, "terran", { type: "allocateFire", ship: "T-DN1", target: "N-DD1" }, [1]);
    expect(ofType(end.events, "SpaceCombatEnded")[0]).toMatchObject({ reason: "oneSideGone" });
  });

  it("BS 6.1 when neither line holds a warship, the screened warships join their lines: fire goes on until a side is gone", () => {
    let s = combat([ship("N-TN1", "TN"), ship("N-BB1", "BB")], [ship("T-TN1", "TN"), ship("T-DD1", "DD")]);
    s = play(s, "naronian", { type: "screenShip", ship: "N-BB1" }).state;
    s = play(s, "naronian", { type: "closeLine" }).state;
    s = play(s, "terran", { type: "screenShip", ship: "T-DD1" }).state;
    const { state, events } = play(s, "terran", { type: "closeLine" });
    expect(types(events)).not.toContain("SpaceCombatEnded");
    expect(ofType(events, "LineFormed").slice(-2)).toEqual([
      { type: "LineFormed", side: "naronian", line: ["N-TN1", "N-BB1"], screen: [] },
      { type: "LineFormed", side: "terran", line: ["T-TN1", "T-DD1"], screen: [] },
    ]);
    expect(state.space).toMatchObject({ stage: "exchange", firing: "naronian" });
  });

  it('BS 6.1 with the option "screenStays" (README R11) screened ships never fire: the combat ends at the exchange bound', () => {
    const s0 = given({
      phase: "dispatch",
      player: "terran",
      turn: 3,
      units: [...BEACONS(7), ship("N-DD1", "DD"), ship("T-TN1", "TN"), ship("T-DN1", "DN"), ...troops],
      fillers: false,
      bowl: [],
      options: { emptyLine: "screenStays" },
    });
    let s = endPhase(s0).state;
    s = play(s, "terran", { type: "screenShip", ship: "T-DN1" }).state;
    s = play(s, "terran", { type: "closeLine" }).state;
    s = play(s, "naronian", { type: "allocateFire", ship: "N-DD1", target: "T-TN1" }, [1]).state;
    expect(at(s, "T-DN1").area).toBe("screen");
    expect(pending(s)[0]!.choices).toEqual([{ type: "withdrawShip", ship: "T-DN1" }, { type: "holdFire" }]);
    let ended: unknown[] = [];
    for (let i = 0; i < 100 && s.space; i++) {
      const seat = s.space.firing;
      const r =
        seat === "terran"
          ? play(s, "terran", { type: "holdFire" })
          : play(s, "naronian", { type: "allocateFire", ship: "N-DD1", target: "T-DN1" }, [1]);
      s = r.state;
      ended = ofType(r.events, "SpaceCombatEnded");
    }
    expect(ended[0]).toMatchObject({ reason: "exchangeLimit" });
  });
});

describe("BS 6.2 Space Combat Resolution", () => {
  it("BS 6.2 the differential is the firer's support minus the target's; E destroys the ship and its cargo", () => {
    let s = combat(
      [ship("N-BB1", "BB"), ship("N-BB2", "BB")],
      [ship("T-TN1", "TN", { cargo: [{ id: "T-Reg9", kind: "Reg" }] }), ship("T-DD1", "DD")],
    );
    s = play(s, "naronian", { type: "closeLine" }).state;
    s = play(s, "terran", { type: "closeLine" }).state;
    s = play(s, "naronian", { type: "allocateFire", ship: "N-BB1", target: "T-TN1" }).state;
    const { state, events } = play(s, "naronian", { type: "allocateFire", ship: "N-BB2", target: "T-DD1" }, [2, 6]);
    expect(ofType(events, "ShipFired")[0]).toMatchObject({ differential: 6, column: 6, roll: 2, result: "E" });
    expect(at(state, "T-TN1").where).toEqual({ at: "eliminated" });
    expect(at(state, "T-Reg9").where).toEqual({ at: "eliminated" });
    expect(ofType(events, "UnitEliminated").map((e) => e.unit)).toEqual(["T-Reg9", "T-TN1"]);
  });

  it("BS 6.2 N: the ship may not fire in the next exchange, then recovers", () => {
    let s = combat([ship("N-BB1", "BB")], [ship("T-DD1", "DD"), ship("T-DD2", "DD")]);
    s = play(s, "terran", { type: "closeLine" }).state;
    s = play(s, "naronian", { type: "allocateFire", ship: "N-BB1", target: "T-DD1" }, [3]).state; // +6, die 3: N
    expect(at(s, "T-DD1").neutralized).toBe(true);
    const choices = pending(s)[0]!.choices!;
    expect(choices.some((c) => c.type === "allocateFire" && c.ship === "T-DD1")).toBe(false);
    expect(refusal(s, "terran", { type: "allocateFire", ship: "T-DD1", target: "N-BB1" })).toMatchObject({
      code: "CANNOT_FIRE",
      rule: "BS 6.2 Space Combat Resolution",
    });
    s = play(s, "terran", { type: "allocateFire", ship: "T-DD2", target: "N-BB1" }, [6]).state;
    expect(at(s, "T-DD1").neutralized).toBe(false);
  });

  it("BS 6.2 two N results on one ship in a single exchange destroy it", () => {
    let s = combat([ship("N-DD1", "DD"), ship("N-DD2", "DD")], [ship("T-DD1", "DD")]);
    s = play(s, "naronian", { type: "closeLine" }).state;
    s = play(s, "naronian", { type: "allocateFire", ship: "N-DD1", target: "T-DD1" }).state;
    const { state, events } = play(s, "naronian", { type: "allocateFire", ship: "N-DD2", target: "T-DD1" }, [2, 3]);
    expect(ofType(events, "ShipFired").map((e) => e.effect)).toEqual(["neutralized", "destroyed"]);
    expect(at(state, "T-DD1").where).toEqual({ at: "eliminated" });
  });

  it("BS 6.2 a bracketed transport never fires; a side with nothing able to fire holds fire", () => {
    let s = combat([ship("N-TN1", "TN")], [ship("T-DD1", "DD")]);
    expect(pending(s)[0]!.choices).toEqual([{ type: "withdrawShip", ship: "N-TN1" }, { type: "holdFire" }]);
    expect(refuse(s, "naronian", { type: "allocateFire", ship: "N-TN1", target: "T-DD1" })).toBe("CANNOT_FIRE");
    s = play(s, "naronian", { type: "holdFire" }).state;
    expect(s.space).toMatchObject({ firing: "terran", exchanges: 1 });
    expect(refuse(s, "terran", { type: "holdFire" })).toBe("MUST_FIRE");
  });

  it("BS 6.2 when no ship on either side's line can ever fire, the combat ends (README R11)", () => {
    const { state, events } = endPhase(terranEvents([ship("N-TN1", "TN"), ship("T-TN1", "TN"), ...troops]));
    expect(types(events)).toContain("SpaceCombatBegan");
    expect(ofType(events, "SpaceCombatEnded")[0]).toMatchObject({ reason: "nobodyCanFire" });
    expect(state.space).toBeNull();
  });
});

describe("BS 6.3 Withdrawal", () => {
  it("BS 6.3 in his exchange, before firing, the Terran withdraws ships to Sol; they neither fire nor are fired at", () => {
    let s = combat([ship("N-BB1", "BB")], [ship("T-DD1", "DD"), ship("T-DD2", "DD")]);
    s = play(s, "terran", { type: "closeLine" }).state;
    s = play(s, "naronian", { type: "allocateFire", ship: "N-BB1", target: "T-DD1" }, [6]).state;
    const w = play(s, "terran", { type: "withdrawShip", ship: "T-DD1" });
    expect(ofType(w.events, "ShipWithdrew")[0]).toMatchObject({ ship: "T-DD1", to: "sol" });
    expect(at(w.state, "T-DD1").where).toEqual({ at: "sol" });
    s = play(w.state, "terran", { type: "allocateFire", ship: "T-DD2", target: "N-BB1" }, [6]).state;
    expect(refuse(s, "naronian", { type: "allocateFire", ship: "N-BB1", target: "T-DD1" })).toBe("TARGET_NOT_ALLOWED");
  });

  it("BS 6.3 no withdrawal once fire is allocated; withdrawing every ship ends the combat", () => {
    let s = combat([ship("N-BB1", "BB")], [ship("T-DD1", "DD"), ship("T-DD2", "DD")]);
    s = play(s, "terran", { type: "closeLine" }).state;
    s = play(s, "naronian", { type: "allocateFire", ship: "N-BB1", target: "T-DD1" }, [6]).state;
    const allocated = play(s, "terran", { type: "allocateFire", ship: "T-DD1", target: "N-BB1" }).state;
    expect(refusal(allocated, "terran", { type: "withdrawShip", ship: "T-DD2" })).toMatchObject({
      code: "FIRE_ALREADY_ALLOCATED",
      rule: "BS 6.3 Withdrawal",
    });
    s = play(s, "terran", { type: "withdrawShip", ship: "T-DD1" }).state;
    const { state, events } = play(s, "terran", { type: "withdrawShip", ship: "T-DD2" });
    expect(ofType(events, "SpaceCombatEnded")[0]).toMatchObject({ reason: "oneSideGone" });
    expect(state.space).toBeNull();
  });

  it("BS 6.3 a Naronian ship withdraws to Kruger 60 for good, with its cargo", () => {
    const formed = combat([ship("N-TN1", "TN", { cargo: [{ id: "N-JTr1", kind: "JTr" }] }), ship("N-BB1", "BB")], [ship("T-DD1", "DD")]);
    const s = play(formed, "naronian", { type: "closeLine" }).state;
    const { state, events } = play(s, "naronian", { type: "withdrawShip", ship: "N-TN1" });
    expect(ofType(events, "ShipWithdrew")[0]).toMatchObject({ ship: "N-TN1", to: "kruger", cargo: ["N-JTr1"] });
    expect(at(state, "N-TN1").where).toEqual({ at: "withdrawn" });
    expect(barnardsStar.view(state, null).withdrawn.map((u) => u.id)).toEqual(["N-TN1"]);
  });
});
