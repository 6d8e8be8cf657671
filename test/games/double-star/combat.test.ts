// Ship-to-ship combat (DS 6.1–6.12, DS 5.3, DS 7.5): where combat happens, formations declared in
// secret and checked against their minimums, simultaneous fire, globe first fire, results, broken
// formations and back-ups, the shielded command ship, breaking off and the ends of combat.
import { describe, expect, it } from "vitest";
import { doubleStar } from "../../../src/games/double-star";
import type { DoubleStarAction } from "../../../src/games/double-star/actions";
import { combatHexes } from "../../../src/games/double-star/rules/combat";
import type { DoubleStarState, Ship } from "../../../src/games/double-star/state";
import type { Formation } from "../../../src/games/double-star/tables";
import { choices, deepSpace, given, ofType, play, promptOf, refuse, ship, site, step, types } from "./helpers";

const H = deepSpace();

/** A battle in deep space: the Chinese phasing (attacker), the test's ships placed, movement ended. */
function battle(place: (s: DoubleStarState) => void, options: Record<string, unknown> = {}): DoubleStarState {
  const s = given({ options });
  place(s);
  return play(s, "chinese", { type: "endMovement" }).state;
}

function taskForce(s: DoubleStarState, side: "islamic" | "chinese", kinds: Ship["kind"][], formations: Formation[], hex = H): Ship[] {
  const cs = ship(s, side, "commandShip", { hex });
  s.taskForces.find((t) => t.id === cs.id)!.formations = [...formations];
  for (const f of formations) s.pools[side][f]--;
  return [cs, ...kinds.map((k) => ship(s, side, k, { hex }, { taskForce: cs.id }))];
}

const targetsOf = (cs: DoubleStarAction[]) => cs.filter((c) => c.type === "attack").map((c) => (c as { target: string }).target);

describe("DS 6.1 Combat Sequencing", () => {
  it("DS 6.1 combat is fought where the phasing side has ships with enemy ships or enemy surface counters, in hex order", () => {
    const s = given({ options: { surfaceStrikesPhasingOnly: true } });
    const a = ship(s, "chinese", "destroyer", { hex: H });
    ship(s, "islamic", "destroyer", { hex: H });
    ship(s, "chinese", "destroyer", { orbit: "al-razzak" });
    site(s, "al-razzak", "N", { population: 5 });
    ship(s, "chinese", "destroyer", { hex: step(H, 0) });
    ship(s, "islamic", "destroyer", { hex: step(step(H, 0), 0) });
    expect(combatHexes(s, "chinese")).toEqual([s.bodies.find((b) => b.id === "al-razzak")!.hex, H].sort((x, y) => x - y));
    expect(combatHexes(s, "islamic")).toEqual([H]);
    void a;
  });

  it("DS 2.2 both players may attack in a combat phase: the other side's ships over the phasing side's surface make a combat hex too", () => {
    const s = given();
    ship(s, "chinese", "destroyer", { hex: H });
    ship(s, "islamic", "destroyer", { hex: H });
    ship(s, "chinese", "destroyer", { orbit: "al-razzak" });
    site(s, "al-razzak", "N", { population: 5 });
    const razzak = s.bodies.find((b) => b.id === "al-razzak")!.hex;
    expect(combatHexes(s, "chinese")).toEqual([razzak, H].sort((x, y) => x - y));
    // In the Islamic player-turn the Chinese destroyer over Al-Razzak may still strike it.
    expect(combatHexes(s, "islamic")).toEqual([razzak, H].sort((x, y) => x - y));
  });
});

describe("DS 6.9 Ship-to-Ship Combat", () => {
  it("DS 6.9 the attacker designates, the defender counter-attacks, and losses land together", () => {
    const s0 = battle((s) => {
      ship(s, "chinese", "battleship", { hex: H });
      ship(s, "islamic", "battleCruiser", { hex: H });
    });
    const [bb, bc] = s0.ships;
    expect(promptOf(s0, "chinese")).toBe("fire");
    expect(choices(s0, "chinese")).toEqual([
      { type: "attack", unit: bb!.id, target: bc!.id },
      { type: "holdFire", unit: bb!.id },
      { type: "autoTarget" },
      { type: "ceaseFire" },
      { type: "breakOff" },
    ]);
    // BB 16 against BC 5: +11 reads +8, a 5 eliminates.
    const fired = play(s0, "chinese", { type: "attack", unit: bb!.id, target: bc!.id }, [5]);
    expect(ofType(fired.events, "ShotResolved")[0]).toMatchObject({ attack: 16, defense: 5, die: 5, result: "E" });
    expect(fired.state.ships.map((x) => x.id)).toContain(bc!.id);
    expect(promptOf(fired.state, "islamic")).toBe("fire");
    // BC 12 against BB 6: +6 reads +4, a 6 eliminates: both go at once.
    const back = play(fired.state, "islamic", { type: "attack", unit: bc!.id, target: bb!.id }, [6]);
    expect(types(back.events).slice(0, 7)).toEqual([
      "FireDesignated",
      "ShotResolved",
      "ShipEliminated",
      "ShipEliminated",
      "ShipCombatEnded",
      "CombatEnded",
      "PlayerTurnBegan",
    ]);
    expect(back.state.ships).toEqual([]);
  });

  it("DS 6.11 attacks below the target's defence are not allowed: a destroyer cannot fire at a cruiser", () => {
    const s0 = battle((s) => {
      ship(s, "chinese", "cruiser", { hex: H });
      ship(s, "islamic", "destroyer", { hex: H });
    });
    const [ca, dd] = s0.ships;
    const fired = play(s0, "chinese", { type: "attack", unit: ca!.id, target: dd!.id }, [4]);
    expect(choices(fired.state, "islamic")).toEqual([{ type: "ceaseFire" }, { type: "breakOff" }]);
    expect(refuse(fired.state, "islamic", { type: "attack", unit: dd!.id, target: ca!.id })).toBe("ILLEGAL_TARGET");
  });

  it("DS 6.11 a disrupted ship may not attack for the rest of the player-turn but still defends; disruption then clears", () => {
    const s0 = battle((s) => {
      ship(s, "chinese", "cruiser", { hex: H });
      ship(s, "islamic", "destroyer", { hex: H });
      ship(s, "islamic", "battleship", { hex: H });
    });
    const [ca, dd, bb] = s0.ships;
    let t = play(s0, "chinese", { type: "attack", unit: ca!.id, target: dd!.id }, [4]).state;
    // Islamic: the destroyer cannot reach the cruiser's 5; the battleship holds.
    t = play(t, "islamic", { type: "holdFire", unit: bb!.id }).state;
    expect(t.ships.find((x) => x.id === dd!.id)!.disrupted).toBe(true);
    expect(t.combat!.current!.round).toBe(2);
    // Round 2: the cruiser fires again at the disrupted destroyer, which defends with its 4.
    const r2 = play(t, "chinese", { type: "attack", unit: ca!.id, target: dd!.id }, [1]);
    expect(ofType(r2.events, "ShotResolved")[0]).toMatchObject({ attack: 8, defense: 4 });
    const units = choices(r2.state, "islamic")
      .filter((c) => c.type === "attack")
      .map((c) => (c as { unit: string }).unit);
    expect(units).not.toContain(dd!.id);
    let r3 = play(r2.state, "islamic", { type: "ceaseFire" }).state;
    expect(r3.ships.find((x) => x.id === dd!.id)!.disrupted).toBe(true);
    r3 = play(r3, "chinese", { type: "ceaseFire" }).state;
    const end = play(r3, "islamic", { type: "ceaseFire" });
    expect(end.state.phasing).toBe("islamic");
    expect(end.state.ships.every((x) => !x.disrupted)).toBe(true);
    expect(ofType(end.events, "DisruptionCleared")).toHaveLength(1);
  });

  it("DS 6.9 autoTarget gives every remaining unit its best target; ceaseFire holds the rest", () => {
    const s0 = battle((s) => {
      ship(s, "chinese", "cruiser", { hex: H });
      ship(s, "chinese", "battleship", { hex: H });
      ship(s, "islamic", "destroyer", { hex: H });
      ship(s, "islamic", "fightingTransport", { hex: H });
    });
    const [ca, bb, dd, ft] = s0.ships;
    const p = play(s0, "chinese", { type: "autoTarget" }, [1, 1]);
    expect(ofType(p.events, "FireDesignated").map((e) => [e.unit, e.target])).toEqual([
      [ca!.id, ft!.id],
      [bb!.id, ft!.id],
    ]);
    void dd;
  });
});

describe("DS 6.12 Ending Ship-to-Ship Combat and Breaking Off", () => {
  it("DS 6.12 no effective attacks on either side: combat ends before any round", () => {
    const s0 = battle((s) => {
      ship(s, "chinese", "destroyer", { hex: H });
      ship(s, "islamic", "destroyer", { hex: H });
    });
    expect(s0.phasing).toBe("islamic");
    expect(s0.combat?.current ?? null).toBeNull();
  });

  it("DS 6.12 both sides holding their fire for a whole round ends the combat", () => {
    const s0 = battle((s) => {
      ship(s, "chinese", "cruiser", { hex: H });
      ship(s, "islamic", "cruiser", { hex: H });
    });
    const t = play(s0, "chinese", { type: "ceaseFire" }).state;
    const p = play(t, "islamic", { type: "ceaseFire" });
    expect(ofType(p.events, "ShipCombatEnded")).toEqual([{ type: "ShipCombatEnded", combat: 1, reason: "bothHeld" }]);
  });

  it("DS 6.12 the attacker breaks off: the defender fires one round unanswered, then the survivors withdraw", () => {
    const s0 = battle((s) => {
      ship(s, "chinese", "cruiser", { hex: H });
      ship(s, "chinese", "cruiser", { hex: H });
      ship(s, "islamic", "battleship", { hex: H });
    });
    const [c1, c2, bb] = s0.ships;
    const off = play(s0, "chinese", { type: "breakOff" });
    expect(ofType(off.events, "BrokeOff")).toHaveLength(1);
    expect(choices(off.state, "islamic").some((c) => c.type === "breakOff")).toBe(false);
    const hit = play(off.state, "islamic", { type: "attack", unit: bb!.id, target: c1!.id }, [6]);
    expect(promptOf(hit.state, "chinese")).toBe("withdraw");
    const away = choices(hit.state, "chinese").map((c) => (c as { hex: number }).hex);
    expect(away.sort()).toEqual([...Array(6).keys()].map((d) => step(H, d)).sort());
    const w = play(hit.state, "chinese", { type: "withdraw", hex: step(H, 2) });
    expect(w.state.ships.find((x) => x.id === c1!.id)).toBeUndefined();
    expect(w.state.ships.find((x) => x.id === c2!.id)).toMatchObject({ loc: { kind: "space", hex: step(H, 2) }, facing: 2 });
  });

  it("DS 6.12 the defender breaks off instead of counter-attacking: the attacker's fire stands, and it withdraws", () => {
    const s0 = battle((s) => {
      ship(s, "chinese", "battleship", { hex: H });
      ship(s, "islamic", "cruiser", { hex: H });
      ship(s, "islamic", "cruiser", { hex: H });
    });
    const [bb, c1, c2] = s0.ships;
    const t = play(s0, "chinese", { type: "attack", unit: bb!.id, target: c1!.id }, [6]).state;
    const off = play(t, "islamic", { type: "breakOff" });
    expect(off.state.ships.find((x) => x.id === c1!.id)).toBeUndefined();
    expect(promptOf(off.state, "islamic")).toBe("withdraw");
    const w = play(off.state, "islamic", { type: "withdraw", hex: step(H, 4) });
    expect(w.state.ships.find((x) => x.id === c2!.id)!.loc).toEqual({ kind: "space", hex: step(H, 4) });
  });

  it("DS 6.12 survivors may not withdraw onto a body without a friendly base", () => {
    const s0 = given();
    const hex = s0.bodies.find((b) => b.id === "al-razzak")!.hex;
    // Put the battle next to Al-Razzak: its hex is closed to Chinese withdrawal.
    const beside = [0, 1, 2, 3, 4, 5].map((d) => step(hex, d)).find((x) => x >= 0 && !s0.bodies.some((b) => b.hex === x))!;
    ship(s0, "chinese", "cruiser", { hex: beside });
    ship(s0, "islamic", "battleship", { hex: beside });
    const t = play(s0, "chinese", { type: "endMovement" }).state;
    const off = play(t, "chinese", { type: "breakOff" }).state;
    const held = play(off, "islamic", { type: "ceaseFire" }).state;
    expect(choices(held, "chinese").map((c) => (c as { hex: number }).hex)).not.toContain(hex);
  });

  it("DS 11.3 the safety limit ends ship-to-ship combat after maxCombatRounds rounds", () => {
    const s0 = battle(
      (s) => {
        ship(s, "chinese", "cruiser", { hex: H });
        ship(s, "islamic", "cruiser", { hex: H });
      },
      { maxCombatRounds: 1 },
    );
    const [a, b] = s0.ships;
    const t = play(s0, "chinese", { type: "attack", unit: a!.id, target: b!.id }, [1]).state;
    const p = play(t, "islamic", { type: "attack", unit: b!.id, target: a!.id }, [1]);
    expect(ofType(p.events, "ShipCombatEnded")[0]).toMatchObject({ reason: "roundLimit" });
  });
});

describe("DS 6.8 Assuming a Formation (secret until both are ready, DS 11.2)", () => {
  function twoTaskForces(): DoubleStarState {
    return battle((s) => {
      taskForce(s, "chinese", ["battleship", "battleship", "battleship"], ["cone"]);
      taskForce(s, "islamic", ["destroyer", "destroyer", "destroyer", "destroyer"], ["cone", "wedge"]);
    });
  }

  it("DS 6.8 both sides declare at once; each sees only its own declaration until both are ready", () => {
    const s0 = twoTaskForces();
    expect(doubleStar.pending(s0).map((d) => [d.seat, d.prompt])).toEqual([
      ["islamic", "formations"],
      ["chinese", "formations"],
    ]);
    const cs = s0.ships[0]!.id;
    expect(choices(s0, "chinese")).toEqual([{ type: "formGroup", taskForce: cs, formation: "cone" }, { type: "formationsReady" }]);
    let t = play(s0, "chinese", { type: "formGroup", taskForce: cs, formation: "cone" }).state;
    expect(choices(t, "chinese").map((c) => c.type)).toEqual([
      "addToGroup",
      "addToGroup",
      "addToGroup",
      "addToGroup",
      "closeGroup",
      "formationsReady",
    ]);
    const steps = [];
    for (const x of t.ships.filter((y) => y.side === "chinese")) {
      const p = play(t, "chinese", { type: "addToGroup", ship: x.id, screened: false });
      steps.push(p);
      t = p.state;
    }
    const ready = play(t, "chinese", { type: "formationsReady" });
    t = ready.state;
    expect(doubleStar.pending(t).map((d) => d.seat)).toEqual(["islamic"]);
    const secrets = doubleStar.secrets(t, "islamic");
    expect(secrets.length).toBe(1);
    expect(secrets[0]).toMatch(/^formation-draft:chinese:combat1:/);
    expect(JSON.stringify(doubleStar.view(t, "islamic"))).not.toContain(secrets[0]!);
    expect(JSON.stringify(doubleStar.view(t, null))).not.toContain(secrets[0]!);
    expect(doubleStar.view(t, "chinese").myDraft!.groups[0]!.label).toBe(secrets[0]);
    for (const p of steps)
      for (const e of p.events) expect(JSON.stringify(doubleStar.redact(e, "islamic"))).not.toContain("formation-draft");
    expect(doubleStar.view(t, "islamic").combat!.declaring).toEqual([
      { side: "islamic", ready: false },
      { side: "chinese", ready: true },
    ]);
    const open = play(t, "islamic", { type: "formationsReady" });
    expect(ofType(open.events, "FormationsRevealed")[0]).toMatchObject({ groups: [{ side: "chinese", counters: ["cone"] }] });
    expect(doubleStar.secrets(open.state, "islamic")).toEqual([]);
  });

  it("DS 6.3 a cone fires as one unit with the sum of its attack factors", () => {
    let t = twoTaskForces();
    const cs = t.ships[0]!.id;
    t = play(t, "chinese", { type: "formGroup", taskForce: cs, formation: "cone" }).state;
    for (const x of t.ships.filter((y) => y.side === "chinese"))
      t = play(t, "chinese", { type: "addToGroup", ship: x.id, screened: false }).state;
    t = play(t, "chinese", { type: "formationsReady" }).state;
    t = play(t, "islamic", { type: "formationsReady" }).state;
    const attacks = choices(t, "chinese").filter((c) => c.type === "attack");
    expect(new Set(attacks.map((c) => (c as { unit: string }).unit)).size).toBe(1);
    // The Islamic command ship is shielded while its destroyers are fit (DS 5.3).
    const islamicCs = t.ships.find((x) => x.side === "islamic" && x.kind === "commandShip")!.id;
    expect(targetsOf(attacks)).not.toContain(islamicCs);
    const p = play(t, "chinese", attacks[0]!, [1]);
    expect(ofType(p.events, "ShotResolved")[0]).toMatchObject({ attack: 8 + 48, defense: 4 });
  });

  it("DS 6.8 a group below its minimum falls back to its next counter, or scatters; the counters stay with the task force", () => {
    const s0 = battle((s) => {
      taskForce(s, "chinese", ["destroyer", "destroyer"], ["cone"]);
      ship(s, "islamic", "battleship", { hex: H });
    });
    const cs = s0.ships[0]!.id;
    let t = play(s0, "chinese", { type: "formGroup", taskForce: cs, formation: "cone" }).state;
    for (const x of t.ships.filter((y) => y.side === "chinese"))
      t = play(t, "chinese", { type: "addToGroup", ship: x.id, screened: false }).state;
    const p = play(t, "chinese", { type: "formationsReady" });
    expect(ofType(p.events, "FormationsRevealed")[0]).toMatchObject({ groups: [] });
    expect(p.state.taskForces[0]!.formations).toEqual(["cone"]);
  });

  it("DS 6.11 result B: the target is eliminated, its formation counter is lost to the pool (DS 7.5) and the back-up is assumed", () => {
    let t = twoTaskForces();
    const ccs = t.ships[0]!.id;
    const ics = t.ships.find((x) => x.side === "islamic" && x.kind === "commandShip")!.id;
    t = play(t, "chinese", { type: "formGroup", taskForce: ccs, formation: "cone" }).state;
    for (const x of t.ships.filter((y) => y.side === "chinese"))
      t = play(t, "chinese", { type: "addToGroup", ship: x.id, screened: false }).state;
    t = play(t, "chinese", { type: "formationsReady" }).state;
    t = play(t, "islamic", { type: "formGroup", taskForce: ics, formation: "cone" }).state;
    for (const x of t.ships.filter((y) => y.side === "islamic"))
      t = play(t, "islamic", { type: "addToGroup", ship: x.id, screened: false }).state;
    t = play(t, "islamic", { type: "addBackup", formation: "wedge" }).state;
    t = play(t, "islamic", { type: "formationsReady" }).state;
    const dd = t.ships.find((x) => x.side === "islamic" && x.kind === "destroyer")!.id;
    const pool = t.pools.islamic.cone;
    // 56 against a destroyer in a five-ship cone (4 + 4 = 8): +48 reads +32; a 5 is B.
    const unit = (choices(t, "chinese").find((c) => c.type === "attack") as { unit: string }).unit;
    t = play(t, "chinese", { type: "attack", unit, target: dd }, [5]).state;
    const p = play(t, "islamic", { type: "ceaseFire" });
    expect(p.state.ships.find((x) => x.id === dd)).toBeUndefined();
    expect(ofType(p.events, "FormationCounterLost")).toMatchObject([{ side: "islamic", formation: "cone", reason: "broken" }]);
    expect(ofType(p.events, "FormationAssumed")).toMatchObject([{ side: "islamic", formation: "wedge" }]);
    expect(p.state.pools.islamic.cone).toBe(pool + 1);
    expect(p.state.taskForces.find((x) => x.id === ics)!.formations).toEqual(["wedge"]);
    expect(p.state.combat!.current!.groups.find((g) => g.side === "islamic")!.counters).toEqual(["wedge"]);
  });
});

describe("DS 6.4 Wedge and DS 6.5 Cylinder: screens", () => {
  it("DS 6.4 screened ships of a wedge cannot be attacked; a broken wedge scatters all its ships", () => {
    let t = battle((s) => {
      taskForce(s, "islamic", ["destroyer", "destroyer", "destroyer", "transport"], ["wedge"]);
      taskForce(s, "chinese", ["battleship", "battleship", "battleship"], ["cone"]);
    });
    const ics = t.ships.find((x) => x.side === "islamic" && x.kind === "commandShip")!.id;
    const ccs = t.ships.find((x) => x.side === "chinese" && x.kind === "commandShip")!.id;
    const tr = t.ships.find((x) => x.kind === "transport")!.id;
    t = play(t, "islamic", { type: "formGroup", taskForce: ics, formation: "wedge" }).state;
    for (const x of t.ships.filter((y) => y.side === "islamic"))
      t = play(t, "islamic", { type: "addToGroup", ship: x.id, screened: x.id === tr }).state;
    t = play(t, "islamic", { type: "formationsReady" }).state;
    t = play(t, "chinese", { type: "formGroup", taskForce: ccs, formation: "cone" }).state;
    for (const x of t.ships.filter((y) => y.side === "chinese"))
      t = play(t, "chinese", { type: "addToGroup", ship: x.id, screened: false }).state;
    t = play(t, "chinese", { type: "formationsReady" }).state;
    const targets = targetsOf(choices(t, "chinese"));
    expect(targets).not.toContain(tr);
    expect(targets).not.toContain(ics);
    const unit = (choices(t, "chinese").find((c) => c.type === "attack") as { unit: string }).unit;
    t = play(t, "chinese", { type: "attack", unit, target: targets[0]! }, [6]).state;
    const p = play(t, "islamic", { type: "ceaseFire" });
    expect(ofType(p.events, "GroupScattered")).toHaveLength(1);
    expect(p.state.combat!.current!.groups.filter((g) => g.side === "islamic")).toEqual([]);
  });

  it("DS 6.5 at the start of a round a cylinder moves ships between its formation and its screen", () => {
    let t = battle((s) => {
      taskForce(s, "chinese", ["destroyer", "destroyer", "destroyer", "destroyer", "destroyer", "destroyer"], ["cylinder"]);
      ship(s, "islamic", "battleship", { hex: H });
    });
    const ccs = t.ships[0]!.id;
    t = play(t, "chinese", { type: "formGroup", taskForce: ccs, formation: "cylinder" }).state;
    const mine = t.ships.filter((y) => y.side === "chinese");
    for (const x of mine) t = play(t, "chinese", { type: "addToGroup", ship: x.id, screened: x.id === mine[6]!.id }).state;
    t = play(t, "chinese", { type: "formationsReady" }).state;
    const shifts = choices(t, "chinese").filter((c) => c.type === "shiftScreen");
    // Seven ships, six unscreened: only the screened one may move (the formation keeps six).
    expect(shifts).toEqual([{ type: "shiftScreen", ship: mine[6]!.id }]);
    const p = play(t, "chinese", shifts[0]!);
    expect(p.state.combat!.current!.groups[0]!.screened).toEqual([]);
    expect(choices(p.state, "chinese").filter((c) => c.type === "shiftScreen")).toHaveLength(7);
  });
});

describe("DS 6.5 Cylinder: the defender's screens", () => {
  it("DS 6.5 a defending cylinder shifts its screens at the start of each round, before the attacker designates", () => {
    let t = battle((s) => {
      ship(s, "chinese", "battleship", { hex: H });
      taskForce(s, "islamic", Array(7).fill("destroyer"), ["cylinder"]);
    });
    const ics = t.ships.find((x) => x.side === "islamic" && x.kind === "commandShip")!.id;
    t = play(t, "islamic", { type: "formGroup", taskForce: ics, formation: "cylinder" }).state;
    for (const x of t.ships.filter((y) => y.side === "islamic"))
      t = play(t, "islamic", { type: "addToGroup", ship: x.id, screened: false }).state;
    t = play(t, "islamic", { type: "formationsReady" }).state;
    expect(promptOf(t, "islamic")).toBe("screens");
    expect(promptOf(t, "chinese")).toBeNull();
    const dd = t.ships.find((x) => x.side === "islamic" && x.kind === "destroyer")!.id;
    t = play(t, "islamic", { type: "shiftScreen", ship: dd }).state;
    expect(t.combat!.current!.groups[0]!.screened).toEqual([dd]);
    t = play(t, "islamic", { type: "screensSet" }).state;
    expect(promptOf(t, "chinese")).toBe("fire");
    expect(targetsOf(choices(t, "chinese"))).not.toContain(dd);
  });

  it("DS 6.8 declarations use only the task force's own counters and ships", () => {
    const t = battle((s) => {
      taskForce(s, "chinese", ["destroyer", "destroyer", "destroyer"], ["cone"]);
      taskForce(s, "islamic", ["destroyer", "destroyer", "destroyer"], ["wedge"]);
    });
    const ccs = t.ships.find((x) => x.side === "chinese" && x.kind === "commandShip")!.id;
    const ics = t.ships.find((x) => x.side === "islamic" && x.kind === "commandShip")!.id;
    expect(refuse(t, "chinese", { type: "formGroup", taskForce: ccs, formation: "wedge" })).toBe("NO_SUCH_COUNTER");
    expect(refuse(t, "chinese", { type: "formGroup", taskForce: ics, formation: "wedge" })).toBe("NO_SUCH_COUNTER");
    const open = play(t, "chinese", { type: "formGroup", taskForce: ccs, formation: "cone" }).state;
    expect(refuse(open, "chinese", { type: "addToGroup", ship: ics, screened: false })).toBe("CANNOT_ADD_SHIP");
    expect(refuse(open, "chinese", { type: "addToGroup", ship: ccs, screened: true })).toBe("CANNOT_ADD_SHIP");
    expect(refuse(open, "chinese", { type: "addBackup", formation: "cone" })).toBe("NO_SUCH_COUNTER");
  });
});

describe("DS 6.6 Globe and DS 6.10 First Fire by Globes", () => {
  function globeBattle(): DoubleStarState {
    let t = battle((s) => {
      taskForce(s, "chinese", Array(7).fill("destroyer"), ["globe"]);
      ship(s, "islamic", "destroyer", { hex: H });
      ship(s, "islamic", "destroyer", { hex: H });
    });
    const ccs = t.ships[0]!.id;
    t = play(t, "chinese", { type: "formGroup", taskForce: ccs, formation: "globe" }).state;
    for (const x of t.ships.filter((y) => y.side === "chinese"))
      t = play(t, "chinese", { type: "addToGroup", ship: x.id, screened: false }).state;
    return play(t, "chinese", { type: "formationsReady" }).state;
  }

  it("DS 6.6 in its first round a globe fights scattered; from the second it fires as one and first", () => {
    let t = globeBattle();
    const units = new Set(
      choices(t, "chinese")
        .filter((c) => c.type === "attack")
        .map((c) => (c as { unit: string }).unit),
    );
    expect([...units]).toEqual([t.ships[0]!.id]);
    // Only the command ship (8 against 4) can do anything in round 1; the destroyers match 4 to 4.
    t = play(t, "chinese", { type: "autoTarget" }, [1]).state;
    t = play(t, "islamic", { type: "ceaseFire" }).state;
    expect(t.combat!.current!.round).toBe(2);
    const g = t.combat!.current!.groups[0]!;
    const attacks = choices(t, "chinese").filter((c) => c.type === "attack");
    expect(new Set(attacks.map((c) => (c as { unit: string }).unit))).toEqual(new Set([g.id]));
    const victim = (attacks[0] as { target: string }).target;
    // 8 + 7×4 = 36 against 4: +32, a 3 eliminates — at once, before the defender fires.
    const p = play(t, "chinese", attacks[0]!, [3]);
    expect(ofType(p.events, "ShotResolved")[0]).toMatchObject({ attack: 36, firstFire: true, result: "E" });
    expect(types(p.events)).toContain("ShipEliminated");
    expect(p.state.ships.find((x) => x.id === victim)).toBeUndefined();
  });

  /** Eight battleships in a globe against a six-destroyer cone and a loose destroyer, at round 2. */
  function globeAgainstCone(options: Record<string, unknown> = {}) {
    let t = battle((s) => {
      taskForce(s, "chinese", Array(7).fill("battleship"), ["globe"]);
      taskForce(s, "islamic", Array(5).fill("destroyer"), ["cone"]);
      ship(s, "islamic", "destroyer", { hex: H });
    }, options);
    const ccs = t.ships[0]!.id;
    const ics = t.ships.find((x) => x.side === "islamic" && x.kind === "commandShip")!.id;
    t = play(t, "chinese", { type: "formGroup", taskForce: ccs, formation: "globe" }).state;
    for (const x of t.ships.filter((y) => y.side === "chinese"))
      t = play(t, "chinese", { type: "addToGroup", ship: x.id, screened: false }).state;
    t = play(t, "chinese", { type: "formationsReady" }).state;
    t = play(t, "islamic", { type: "formGroup", taskForce: ics, formation: "cone" }).state;
    for (const x of t.ships.filter((y) => y.taskForce === ics || y.id === ics))
      t = play(t, "islamic", { type: "addToGroup", ship: x.id, screened: false }).state;
    t = play(t, "islamic", { type: "formationsReady" }).state;
    // Round 1: the globe fights scattered and holds; the cone fires and misses.
    t = play(t, "chinese", { type: "ceaseFire" }).state;
    const coneUnit = choices(t, "islamic").find((c) => c.type === "attack") as { unit: string; target: string };
    return play(t, "islamic", { type: "attack", unit: coneUnit.unit, target: coneUnit.target }, [1]).state;
  }

  it("DS 6.6 a globe of eight that fires at a six-ship cone lacks its margin and becomes scattered: its ships fire on their own", () => {
    const t = globeAgainstCone();
    const c = t.combat!.current!;
    expect(c.round).toBe(2);
    const globe = c.groups.find((g) => g.side === "chinese")!;
    const cone = c.groups.find((g) => g.side === "islamic")!;
    const coneShip = cone.ships.find((x) => x !== cone.taskForce)!;
    // The globe is offered every target, the cone's ships included.
    const offered = choices(t, "chinese").filter((x) => x.type === "attack") as { unit: string; target: string }[];
    expect(new Set(offered.map((x) => x.unit))).toEqual(new Set([globe.id]));
    expect(offered.map((x) => x.target)).toContain(coneShip);
    const p = play(t, "chinese", { type: "attack", unit: globe.id, target: coneShip });
    expect(ofType(p.events, "GroupScattered")).toEqual([{ type: "GroupScattered", side: "chinese", group: globe.id, ships: globe.ships }]);
    expect(ofType(p.events, "ShotResolved")).toEqual([]);
    // The counter stays with the task force (nothing was lost in battle); the ships now fire one by one.
    expect(p.state.taskForces.find((x) => x.id === globe.taskForce)!.formations).toEqual(["globe"]);
    const next = choices(p.state, "chinese").filter((x) => x.type === "attack") as { unit: string }[];
    expect(globe.ships).toContain(next[0]!.unit);
    expect(p.state.combat!.current!.groups.map((g) => g.id)).toEqual([cone.id]);
    // Seven battleships and the command ship, each with a shot of its own.
    const fired = play(p.state, "chinese", { type: "autoTarget" }, Array(8).fill(1));
    expect(ofType(fired.events, "ShotResolved")).toHaveLength(8);
  });

  /** The cone's round-1 shot at a ship of the globe (still in its first round), with the die that makes it a B. */
  function bOnFirstRoundGlobe(options: Record<string, unknown> = {}) {
    // Nine ships: one lost still leaves the globe its minimum of eight (DS 7.5 is not what is tested).
    let t = battle((s) => {
      taskForce(s, "chinese", Array(8).fill("battleship"), ["globe"]);
      taskForce(s, "islamic", Array(5).fill("destroyer"), ["cone"]);
    }, options);
    const ccs = t.ships[0]!.id;
    const ics = t.ships.find((x) => x.side === "islamic" && x.kind === "commandShip")!.id;
    t = play(t, "chinese", { type: "formGroup", taskForce: ccs, formation: "globe" }).state;
    for (const x of t.ships.filter((y) => y.side === "chinese"))
      t = play(t, "chinese", { type: "addToGroup", ship: x.id, screened: false }).state;
    t = play(t, "chinese", { type: "formationsReady" }).state;
    t = play(t, "islamic", { type: "formGroup", taskForce: ics, formation: "cone" }).state;
    for (const x of t.ships.filter((y) => y.taskForce === ics || y.id === ics))
      t = play(t, "islamic", { type: "addToGroup", ship: x.id, screened: false }).state;
    t = play(t, "islamic", { type: "formationsReady" }).state;
    t = play(t, "chinese", { type: "ceaseFire" }).state;
    const globe = t.combat!.current!.groups.find((g) => g.side === "chinese")!;
    expect(globe.formedRound).toBeGreaterThanOrEqual(t.combat!.current!.round);
    const shot = choices(t, "islamic").find((c) => c.type === "attack" && globe.ships.includes((c as { target: string }).target))!;
    for (const die of [1, 2, 3, 4, 5, 6]) {
      const p = play(t, "islamic", shot, [die]);
      if (ofType(p.events, "ShotResolved")[0]?.result === "B") return { globe, p, target: (shot as { target: string }).target };
    }
    throw new Error("no die gives the cone a B against the globe's ship");
  }

  it("DS 6.6 a B on a globe in its first round (its ships count as scattered) eliminates the ship and breaks nothing (D23)", () => {
    const { globe, p, target } = bOnFirstRoundGlobe();
    expect(ofType(p.events, "ShipEliminated").map((e) => e.ship)).toContain(target);
    expect(ofType(p.events, "FormationCounterLost")).toEqual([]);
    expect(p.state.taskForces.find((x) => x.id === globe.taskForce)!.formations).toEqual(["globe"]);
    expect(p.state.combat!.current!.groups.map((g) => g.id)).toContain(globe.id);
  });

  it("DS 6.6 with globeBreaksInFirstRound a B breaks the globe in its first round and costs its counter", () => {
    const { globe, p } = bOnFirstRoundGlobe({ globeBreaksInFirstRound: true });
    expect(ofType(p.events, "FormationCounterLost")).toMatchObject([{ taskForce: globe.taskForce, formation: "globe", reason: "broken" }]);
    expect(p.state.taskForces.find((x) => x.id === globe.taskForce)!.formations).toEqual([]);
  });

  it("DS 6.6 a globe with its margin against the loose destroyer keeps its formation and fires first", () => {
    const t = globeAgainstCone();
    const c = t.combat!.current!;
    const globe = c.groups.find((g) => g.side === "chinese")!;
    const loose = t.ships.find((x) => x.side === "islamic" && !x.taskForce && x.kind === "destroyer")!.id;
    const p = play(t, "chinese", { type: "attack", unit: globe.id, target: loose }, [6]);
    expect(ofType(p.events, "GroupScattered")).toEqual([]);
    expect(ofType(p.events, "ShotResolved")[0]).toMatchObject({ unit: globe.id, firstFire: true, result: "B" });
  });

  it("DS 6.6 option globeMarginLimitsTargets: a globe may only fire at a formation at least three ships smaller than itself", () => {
    let t = battle(
      (s) => {
        taskForce(s, "chinese", Array(7).fill("battleship"), ["globe"]);
        taskForce(s, "islamic", Array(5).fill("destroyer"), ["cone"]);
        ship(s, "islamic", "destroyer", { hex: H });
      },
      { globeMarginLimitsTargets: true },
    );
    const ccs = t.ships[0]!.id;
    const ics = t.ships.find((x) => x.side === "islamic" && x.kind === "commandShip")!.id;
    const loose = t.ships.filter((x) => x.side === "islamic" && !x.taskForce && x.kind === "destroyer")[0]!.id;
    t = play(t, "chinese", { type: "formGroup", taskForce: ccs, formation: "globe" }).state;
    for (const x of t.ships.filter((y) => y.side === "chinese"))
      t = play(t, "chinese", { type: "addToGroup", ship: x.id, screened: false }).state;
    t = play(t, "chinese", { type: "formationsReady" }).state;
    t = play(t, "islamic", { type: "formGroup", taskForce: ics, formation: "cone" }).state;
    for (const x of t.ships.filter((y) => y.taskForce === ics || y.id === ics))
      t = play(t, "islamic", { type: "addToGroup", ship: x.id, screened: false }).state;
    t = play(t, "islamic", { type: "formationsReady" }).state;
    // Round 1 is scattered: hold everything to reach round 2.
    t = play(t, "chinese", { type: "ceaseFire" }).state;
    const cone = t.combat!.current!.groups.find((g) => g.side === "islamic")!;
    const coneUnit = choices(t, "islamic").find((c) => c.type === "attack") as { unit: string; target: string };
    t = play(t, "islamic", { type: "attack", unit: coneUnit.unit, target: coneUnit.target }, [1]).state;
    const globeTargets = targetsOf(choices(t, "chinese"));
    // Eight in the globe against a six-ship cone: 8 < 6 + 3, so only the loose destroyer.
    expect(globeTargets).toEqual([loose]);
    void cone;
  });
});
