// The turn sequence (DS 2), space hexes and facing (DS 3.4, 3.5), task force effects (DS 5.3),
// battle losses of formations (DS 7.5), production time (DS 8.5), and the defender's duty to
// answer a globe (DS 6.9).
import { describe, expect, it } from "vitest";
import { doubleStar } from "../../../src/games/double-star";
import { GAME_PRODUCTS } from "../../../src/games/double-star/ships";
import type { DoubleStarState, Ship } from "../../../src/games/double-star/state";
import type { Formation } from "../../../src/games/double-star/tables";
import { choices, deepSpace, given, ofType, play, promptOf, ship, site, step, types } from "./helpers";

const H = deepSpace();

function taskForce(s: DoubleStarState, side: "islamic" | "chinese", kinds: Ship["kind"][], formations: Formation[]): Ship[] {
  const cs = ship(s, side, "commandShip", { hex: H });
  s.taskForces.find((t) => t.id === cs.id)!.formations = [...formations];
  for (const f of formations) s.pools[side][f]--;
  return [cs, ...kinds.map((k) => ship(s, side, k, { hex: H }, { taskForce: cs.id }))];
}

function form(t: DoubleStarState, side: "islamic" | "chinese", tf: string, formation: Formation): DoubleStarState {
  t = play(t, side, { type: "formGroup", taskForce: tf, formation }).state;
  for (const x of t.ships.filter((y) => y.id === tf || y.taskForce === tf))
    t = play(t, side, { type: "addToGroup", ship: x.id, screened: false }).state;
  return play(t, side, { type: "formationsReady" }).state;
}

describe("DS 2 Turn Sequence", () => {
  it("DS 2.2 Combat Phase: after the phasing side's movement, combat; then the other side's player-turn", () => {
    const s = given();
    ship(s, "chinese", "cruiser", { hex: H });
    ship(s, "islamic", "cruiser", { hex: H });
    const p = play(s, "chinese", { type: "endMovement" });
    expect(types(p.events).slice(0, 3)).toEqual(["MovementEnded", "CombatBegan", "RoundBegan"]);
    expect(p.state.phase).toBe("combat");
    expect(p.state.combat!.current!.attacker).toBe("chinese");
  });

  it("DS 2.3 Interim Phase: after both player-turns; on shaded turns orbits turn and task forces train, then the next turn", () => {
    const s = given({ phasing: "islamic", turn: 2 });
    ship(s, "islamic", "destroyer", { hex: step(step(step(H, 3), 3), 3) });
    ship(s, "chinese", "destroyer", { hex: step(step(step(H, 0), 0), 0) });
    const p = play(s, "islamic", { type: "endMovement" });
    expect(types(p.events)).toEqual(["MovementEnded", "InterimBegan", "BodiesOrbited", "TurnBegan", "PlayerTurnBegan"]);
    expect(ofType(p.events, "InterimBegan")[0]).toEqual({ type: "InterimBegan", turn: 2, shaded: true });
  });
});

describe("DS 3.4 Space Hexes and DS 3.5 Facing", () => {
  it("DS 3.4 a space hex holds any number of ships of both sides, and bodies as well", () => {
    const s = given();
    for (let i = 0; i < 12; i++) ship(s, i % 2 ? "islamic" : "chinese", "destroyer", { orbit: "chien" });
    doubleStar.assert(s);
    expect(s.ships.filter((x) => x.loc.kind === "space" && x.loc.hex === s.bodies.find((b) => b.id === "chien")!.hex)).toHaveLength(12);
  });

  it("DS 3.5 every ship in a task force has the task force's facing; a ship that joins takes it", () => {
    const s = given();
    const cs = ship(s, "chinese", "commandShip", { hex: H }, { facing: 4 });
    const dd = ship(s, "chinese", "destroyer", { hex: H }, { facing: 1 });
    let t = play(s, "chinese", { type: "joinTaskForce", ship: dd.id, taskForce: cs.id }).state;
    expect(t.ships.map((x) => x.facing)).toEqual([4, 4]);
    t = play(t, "chinese", { type: "selectUnit", unit: cs.id }).state;
    t = play(t, "chinese", { type: "moveUnit", unit: cs.id, hex: step(H, 5), facing: 5 }).state;
    expect(t.ships.map((x) => x.facing)).toEqual([5, 5]);
  });
});

describe("DS 5.3 Task Force Effects", () => {
  it("DS 5.3 the command ship is shielded until every other ship of its task force here is disrupted or gone", () => {
    const s = given();
    const [cs, dd] = taskForce(s, "islamic", ["destroyer"], []);
    const bb = ship(s, "chinese", "battleship", { hex: H });
    const t = play(s, "chinese", { type: "endMovement" }).state;
    expect(choices(t, "chinese").filter((c) => c.type === "attack")).toEqual([{ type: "attack", unit: bb.id, target: dd!.id }]);
    // A 4 at +12 (reads +8) disrupts the destroyer: next round the command ship is open to fire.
    let u = play(t, "chinese", { type: "attack", unit: bb.id, target: dd!.id }, [4]).state;
    u = play(u, "islamic", { type: "ceaseFire" }).state;
    expect(
      choices(u, "chinese")
        .filter((c) => c.type === "attack")
        .map((c) => (c as { target: string }).target),
    ).toEqual([cs!.id, dd!.id]);
  });

  it("DS 5.3 formations belong to the task force: they stay when ships leave, and go back to the pool when the command ship is lost", () => {
    const s = given();
    const [cs, dd] = taskForce(s, "chinese", ["destroyer"], ["cone", "wedge"]);
    const left = play(s, "chinese", { type: "leaveTaskForce", ship: dd!.id }).state;
    expect(left.taskForces[0]!.formations).toEqual(["cone", "wedge"]);
    const lost = given({ phasing: "islamic" });
    const [lcs] = taskForce(lost, "chinese", [], ["cone", "wedge"]);
    const bb = ship(lost, "islamic", "battleship", { hex: H });
    let t = play(lost, "islamic", { type: "endMovement" }).state;
    t = play(t, "chinese", { type: "formationsReady" }).state;
    t = play(t, "islamic", { type: "attack", unit: bb.id, target: lcs!.id }, [6]).state;
    const p = play(t, "chinese", { type: "ceaseFire" });
    expect(ofType(p.events, "TaskForceDissolved")[0]).toMatchObject({ taskForce: lcs!.id, formationsReturned: ["cone", "wedge"] });
    expect(p.state.pools.chinese).toMatchObject({ cone: 12, wedge: 12 });
    expect(p.state.treasury.chinese.commandShipsLost).toBe(1);
    void cs;
  });
});

describe("DS 7.5 Battle Losses", () => {
  it("DS 7.5 a formation whose ships fall below its minimum in battle loses its counter", () => {
    let t = (() => {
      const s = given();
      taskForce(s, "chinese", ["battleship", "battleship", "battleship"], ["cone"]);
      taskForce(s, "islamic", ["destroyer", "destroyer", "destroyer"], ["cone"]);
      return play(s, "chinese", { type: "endMovement" }).state;
    })();
    const ccs = t.ships.find((x) => x.side === "chinese" && x.kind === "commandShip")!.id;
    const ics = t.ships.find((x) => x.side === "islamic" && x.kind === "commandShip")!.id;
    t = form(t, "chinese", ccs, "cone");
    t = form(t, "islamic", ics, "cone");
    const dd = t.ships.find((x) => x.side === "islamic" && x.kind === "destroyer")!.id;
    const unit = (choices(t, "chinese").find((c) => c.type === "attack") as { unit: string }).unit;
    // 56 against 4 + 3: +49 reads +32; a 3 eliminates (E, not B): the cone is left with three ships.
    t = play(t, "chinese", { type: "attack", unit, target: dd }, [3]).state;
    const p = play(t, "islamic", { type: "ceaseFire" });
    expect(ofType(p.events, "FormationCounterLost")).toMatchObject([{ side: "islamic", formation: "cone", reason: "belowMinimum" }]);
    expect(p.state.taskForces.find((x) => x.id === ics)!.formations).toEqual([]);
  });
});

describe("DS 6.9 the defender answering a globe", () => {
  it("DS 6.9 a formation attacked by an enemy globe may only fire at ships of that globe", () => {
    let t = (() => {
      const s = given();
      taskForce(s, "chinese", Array(7).fill("battleship"), ["globe"]);
      ship(s, "chinese", "destroyer", { hex: H });
      taskForce(s, "islamic", ["battleship", "battleship", "battleship", "battleship"], ["cone"]);
      return play(s, "chinese", { type: "endMovement" }).state;
    })();
    const ccs = t.ships.find((x) => x.side === "chinese" && x.kind === "commandShip")!.id;
    const ics = t.ships.find((x) => x.side === "islamic" && x.kind === "commandShip")!.id;
    const loose = t.ships.find((x) => x.side === "chinese" && x.kind === "destroyer")!.id;
    t = form(t, "chinese", ccs, "globe");
    t = form(t, "islamic", ics, "cone");
    // Round 1: the globe fights scattered; the Chinese hold, the cone may pick any target.
    t = play(t, "chinese", { type: "ceaseFire" }).state;
    const cone = t.combat!.current!.groups.find((g) => g.side === "islamic")!.id;
    const free = choices(t, "islamic")
      .filter((c) => c.type === "attack")
      .map((c) => (c as { target: string }).target);
    expect(free).toContain(loose);
    t = play(t, "islamic", { type: "attack", unit: cone, target: loose }, [1]).state;
    // Round 2: the globe fires first at a battleship of the cone (a 1 at +64: disrupted).
    const globe = t.combat!.current!.groups.find((g) => g.side === "chinese")!.id;
    const bb = t.ships.find((x) => x.side === "islamic" && x.kind === "battleship")!.id;
    t = play(t, "chinese", { type: "attack", unit: globe, target: bb }, [1]).state;
    const bound = choices(t, "islamic")
      .filter((c) => c.type === "attack")
      .map((c) => (c as { target: string }).target);
    const globeShips = t.combat!.current!.groups.find((g) => g.id === globe)!.ships;
    expect(bound.length).toBe(7);
    for (const x of bound) expect(globeShips).toContain(x);
    expect(bound).not.toContain(loose);
  });
});

describe("DS 8.5 Production Time", () => {
  it("DS 8.5 during the game only robot fighters, orbital fighters and power plants are produced, in six turns", () => {
    expect([...GAME_PRODUCTS]).toEqual(["robotFighter", "orbitalFighter", "powerPlant"]);
    const s = given({ phasing: "islamic", turn: 3 });
    site(s, "chien", "N", { industry: 1, population: 50 });
    ship(s, "islamic", "destroyer", { hex: step(step(step(H, 3), 3), 3) });
    ship(s, "chinese", "destroyer", { hex: step(step(step(H, 0), 0), 0) });
    const t = play(s, "islamic", { type: "endMovement" }).state;
    expect(promptOf(t, "chinese")).toBe("production");
    const items = new Set(
      choices(t, "chinese")
        .filter((c) => c.type === "orderProduction")
        .map((c) => (c as { item: string }).item),
    );
    expect([...items]).toEqual(["robotFighter", "orbitalFighter", "powerPlant"]);
    const p = play(t, "chinese", {
      type: "orderProduction",
      item: "orbitalFighter",
      body: "chien",
      site: "N",
      emergency: false,
      arrivalTurn: null,
    });
    expect(p.state.schedule[0]!.arrives).toBe(9);
  });
});
