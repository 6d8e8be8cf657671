// The chart copied on write (chart-write.ts): a state's copy shares its chart, and a step that
// writes a cell copies the record and that cell first. A search keeps its states (in its tree, and
// in WeakMaps keyed by them), so a step must leave the state it was applied to exactly as it was,
// whatever it writes: ships moved, built, lost in battle or commissioned, a card laid, turned up,
// rebuilt or dealt anew by the opponent's draw, a resigning lord's ships taken off.
import { describe, expect, it } from "vitest";
import { Rng } from "../../../src/engine/rng";
import { starBattle, type StarBattleAction, type StarBattleState } from "../../../src/games/star-battle";
import { cellAt, keyAt } from "../../../src/games/star-battle/chart";
import { indexMatches } from "../../../src/games/star-battle/chart-index";
import { cellToWrite } from "../../../src/games/star-battle/chart-write";
import { optionsSchema } from "../../../src/games/star-battle/options";
import { newCtx } from "../../../src/games/star-battle/rules/drawing";
import { cloneState } from "../../../src/games/star-battle/state";
import { at, stage2 } from "./helpers";

/** Freezes every object of the state, so a rule that writes one in place throws (ES modules are strict). */
function deepFreeze(value: unknown): void {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const v of Object.values(value)) deepFreeze(v);
}

/** Applies the action to a frozen state and checks the state reads as before, key for key. */
function stepLeavesInput(s: StarBattleState, seat: string, action: StarBattleAction, seed: string): StarBattleState {
  const before = JSON.stringify(s);
  deepFreeze(s);
  const r = starBattle.apply(s, seat, action, new Rng(seed, "action"));
  if (!r.ok) throw new Error(r.code);
  expect(JSON.stringify(s)).toBe(before);
  expect(indexMatches(s.chart)).toBe(true);
  starBattle.assert(r.state);
  return r.state;
}

/** Two lords on (1,0), lord1's turn, cards in hand for each kind of turn action. */
function shared(options: Record<string, unknown> = {}): StarBattleState {
  return stage2({
    options: { coreBonusShip: false, ...options },
    cells: [
      { at: [0, 0], card: "QH", ships: { lord1: [1, 0] } },
      { at: [1, 0], card: "5D", ships: { lord1: [2, 1], lord2: [1, 1] } },
      { at: [2, 0], card: "4D", ships: { lord2: [0, 1] } },
      { at: [1, 1], card: "3S" },
    ],
    hands: { lord1: ["9D", "8S", "2D", "KH"] },
  });
}

describe("a step leaves the state it was applied to as it was (chart-write.ts)", () => {
  it("SB 3.2 a move writes two new cells; the state moved from reads as before", () => {
    const s = shared();
    const next = stepLeavesInput(s, "lord1", { type: "move", card: "9D", from: at(1, 0), to: at(2, 0), ship: "scout" }, "move");
    expect(s.chart["1,0"]!.ships.lord1).toEqual({ scouts: 2, dreadnoughts: 1 });
    expect(next.chart["1,0"]!.ships.lord1).toEqual({ scouts: 1, dreadnoughts: 1 });
    expect(next.chart["2,0"]!.ships.lord1).toEqual({ scouts: 1, dreadnoughts: 0 });
    // The cells the move did not write are the very same objects: shared, not copied.
    expect(next.chart["0,0"]).toBe(s.chart["0,0"]);
    expect(next.chart["1,1"]).toBe(s.chart["1,1"]);
  });

  it("SB 1.7 / SB 3.2 a move onto a face-down card turns it up in a new cell, even when the payment then fails", () => {
    const s = stage2({
      options: { setup: "unknown-universe", chartSize: 5 },
      cells: [
        { at: [0, 0], card: "QC", ships: { lord1: [1, 0] }, faceUp: true },
        { at: [1, 0], card: "KD", faceUp: false },
        { at: [4, 0], card: "2S", ships: { lord2: [1, 0] }, faceUp: true },
      ],
      hands: { lord1: ["9D"] },
      homeBases: { lord1: [0, 0], lord2: [4, 0] },
    });
    const next = stepLeavesInput(s, "lord1", { type: "move", card: "9D", from: at(0, 0), to: at(1, 0), ship: "scout" }, "turn-up");
    expect(s.chart["1,0"]!.faceUp).toBe(false);
    expect(next.chart["1,0"]!.faceUp).toBe(true);
    expect(next.chart["0,0"]!.ships.lord1).toEqual({ scouts: 1, dreadnoughts: 0 });
  });

  it("SB 3.1 a build writes a new cell", () => {
    const s = shared();
    const next = stepLeavesInput(s, "lord1", { type: "build", card: "KH", at: at(0, 0), ship: "scout" }, "build");
    expect(s.chart["0,0"]!.ships.lord1).toEqual({ scouts: 1, dreadnoughts: 0 });
    expect(next.chart["0,0"]!.ships.lord1).toEqual({ scouts: 2, dreadnoughts: 0 });
  });

  it("SB 3.3 a rebuild writes the card and the ships of a new cell", () => {
    const s = shared();
    const next = stepLeavesInput(s, "lord1", { type: "rebuild", at: at(1, 0), ship: "scout", card: "2D" }, "rebuild");
    expect(s.chart["1,0"]).toMatchObject({ card: "5D", ships: { lord1: { scouts: 2, dreadnoughts: 1 } } });
    expect(next.chart["1,0"]).toMatchObject({ card: "2D", ships: { lord1: { scouts: 1, dreadnoughts: 1 } } });
  });

  for (const battle of ["ordinary", "decisive", "tabular"]) {
    it(`SB 4.2–4.4 a battle (${battle}) takes its losses in a new cell`, () => {
      const offered = starBattle.apply(shared({ battle }), "lord1", { type: "discard", cards: [] }, new Rng("b", "pass"));
      if (!offered.ok) throw new Error(offered.code);
      const s = offered.state;
      expect(s.phase).toBe("battle");
      for (const seed of ["b1", "b2", "b3", "b4"]) {
        const next = stepLeavesInput(cloneState(s), "lord1", { type: "battle", at: at(1, 0), against: "lord2" }, `${battle}-${seed}`);
        expect(next.lastBattle?.at).toEqual(at(1, 0));
      }
      expect(s.chart["1,0"]!.ships).toEqual({ lord1: { scouts: 2, dreadnoughts: 1 }, lord2: { scouts: 1, dreadnoughts: 1 } });
    });
  }

  it("SB 1.4 / SB 2.1 laying cards, the last one commissioning every lord's ships on the Core, leaves each state as it was", () => {
    let s = starBattle.setup(optionsSchema.parse({}), new Rng("place", "setup"));
    let laid = 0;
    for (let v = 0; s.phase === "placement"; v++) {
      const seat = starBattle.pending(s)[0]!.seat;
      const action = starBattle.bot(s, seat, new Rng("place", `bot:${v}`));
      s = stepLeavesInput(s, seat, action, `place:${v}`);
      laid++;
    }
    expect(laid).toBeGreaterThan(10);
    expect(s.chart["0,0"]!.ships).toEqual({ lord1: { scouts: 1, dreadnoughts: 1 }, lord2: { scouts: 1, dreadnoughts: 1 } });
  });

  it("SB 1.6 / SB 2.1 / SB 5.1 Home Bases turned up, ships commissioned on them and bonus Scouts leave each state as it was", () => {
    const opts = optionsSchema.parse({ setup: "unknown-universe", homeBaseBonusShip: true });
    let s = starBattle.setup(opts, new Rng("home", "setup"));
    let bonus = 0;
    for (let v = 0; v < 40 && !starBattle.outcome(s); v++) {
      const seat = starBattle.pending(s)[0]!.seat;
      const action = starBattle.bot(s, seat, new Rng("home", `bot:${v}`));
      const before = JSON.stringify(s);
      deepFreeze(s);
      const r = starBattle.apply(s, seat, action, new Rng("home", `action:${v}`));
      if (!r.ok) throw new Error(r.code);
      expect(JSON.stringify(s)).toBe(before);
      bonus += r.events.filter((e) => e.type === "ShipsCommissioned" && e.reason === "bonus").length;
      s = r.state;
    }
    expect(bonus).toBeGreaterThan(0);
  });

  it("SB 6.6 a resignation takes the lord's ships off in new cells", () => {
    const s = shared();
    const before = JSON.stringify(s);
    deepFreeze(s);
    const { state } = starBattle.resign!(s, "lord2");
    expect(JSON.stringify(s)).toBe(before);
    expect(state.chart["1,0"]!.ships).toEqual({ lord1: { scouts: 2, dreadnoughts: 1 } });
    expect(s.chart["1,0"]!.ships.lord2).toEqual({ scouts: 1, dreadnoughts: 1 });
  });

  it("the opponent's draw deals the face-down cards anew in new cells; the state drawn from reads as before", () => {
    const opts = optionsSchema.parse({ setup: "unknown-universe", players: 4, chartSize: 7, decks: 2 });
    let s = starBattle.setup(opts, new Rng("draw", "setup"));
    for (let v = 0; v < 30; v++) {
      const seat = starBattle.pending(s)[0]!.seat;
      const r = starBattle.apply(s, seat, starBattle.bot(s, seat, new Rng("draw", `bot:${v}`)), new Rng("draw", `a:${v}`));
      if (!r.ok) throw new Error(r.code);
      s = r.state;
    }
    const seat = starBattle.pending(s)[0]!.seat;
    const before = JSON.stringify(s);
    deepFreeze(s);
    const faceDown = Object.keys(s.chart).filter((k) => !s.chart[k]!.faceUp);
    expect(faceDown.length).toBeGreaterThan(10);
    for (const seed of ["d1", "d2", "d3"]) {
      const drawn = starBattle.opponent!.determinize(s, seat, new Rng(seed, "draw"));
      expect(JSON.stringify(s)).toBe(before);
      expect(Object.keys(drawn.chart)).toEqual(Object.keys(s.chart));
      for (const k in s.chart) {
        if (s.chart[k]!.faceUp) expect(drawn.chart[k]).toBe(s.chart[k]);
        else expect(drawn.chart[k]).not.toBe(s.chart[k]);
        expect(cellAt(drawn, s.chart[k]!)).toBe(drawn.chart[k]);
      }
      expect(faceDown.some((k) => drawn.chart[k]!.card !== s.chart[k]!.card)).toBe(true);
      // A step from the draw leaves the draw as it was too.
      stepLeavesInput(drawn, seat, starBattle.bot(drawn, seat, new Rng(seed, "bot")), seed);
    }
  });
});

describe("a copy shares its chart until a step writes it", () => {
  it("a copy, then a write: a new record and a new cell for the copy; the original's record, cells and index as they were", () => {
    const s = shared();
    const original = s.chart;
    expect(cellAt(s, at(1, 0))!.ships.lord2).toEqual({ scouts: 1, dreadnoughts: 1 }); // the original's index is made here
    const copy = cloneState(s);
    expect(copy.chart).toBe(original);
    const ctx = newCtx(copy, null);
    const cell = cellToWrite(ctx, at(1, 0));
    delete cell.ships.lord2;
    cell.card = "6D";
    expect(copy.chart).not.toBe(original);
    expect(Object.keys(copy.chart)).toEqual(Object.keys(original));
    expect(copy.chart["1,0"]).toBe(cell);
    expect(cellAt(copy, at(1, 0))).toBe(cell);
    // Written again in the same step: the same cell, no second copy.
    expect(cellToWrite(ctx, at(1, 0))).toBe(cell);
    // The original reads as before, through its record and through its index.
    expect(original["1,0"]).toEqual({
      x: 1,
      y: 0,
      card: "5D",
      faceUp: true,
      ships: { lord1: { scouts: 2, dreadnoughts: 1 }, lord2: { scouts: 1, dreadnoughts: 1 } },
    });
    expect(cellAt(s, at(1, 0))).toBe(original["1,0"]);
    expect(indexMatches(original)).toBe(true);
    expect(indexMatches(copy.chart)).toBe(true);
    // Cells not written are shared; a second write elsewhere copies that cell only.
    expect(copy.chart["0,0"]).toBe(original["0,0"]);
    const other = cellToWrite(ctx, at(2, 0));
    expect(other).not.toBe(original["2,0"]);
    expect(copy.chart["1,0"]).toBe(cell);
    expect(cellAt(copy, at(2, 0))).toBe(other);
    expect(original[keyAt(2, 0)]!.ships).toEqual({ lord2: { scouts: 0, dreadnoughts: 1 } });
  });

  it("a copy of a state a step has written copies again: the step's record is never written by a later step", () => {
    const s = shared();
    const first = newCtx(cloneState(s), null);
    cellToWrite(first, at(1, 0)).card = "6D";
    const written = first.s.chart;
    const second = newCtx(cloneState(first.s), null);
    cellToWrite(second, at(1, 0)).card = "7D";
    expect(written["1,0"]!.card).toBe("6D");
    expect(second.s.chart["1,0"]!.card).toBe("7D");
    expect(s.chart["1,0"]!.card).toBe("5D");
  });
});

describe("seeded games with every state frozen before it is stepped", () => {
  const kinds = new Set<string>();
  [{}, ...starBattle.sampleOptions].forEach((options, i) => {
    it(`SB 0 option set ${i}: no step writes the state it was applied to, and a resignation at any point neither`, () => {
      const opts = optionsSchema.parse(options);
      let steps = 0;
      for (let k = 0; k < 6; k++) {
        const seed = `frozen-${i}-${k}`;
        let state = starBattle.setup(opts, new Rng(seed, "setup"));
        for (let v = 0; !starBattle.outcome(state) && v < 1500; v++) {
          const before = JSON.stringify(state);
          deepFreeze(state);
          const seat = starBattle.pending(state)[0]!.seat;
          const r = starBattle.apply(state, seat, starBattle.bot(state, seat, new Rng(seed, `bot:${v}`)), new Rng(seed, `action:${v}`));
          if (!r.ok) throw new Error(r.code);
          if (v % 25 === 0) starBattle.resign!(state, seat);
          expect(JSON.stringify(state)).toBe(before);
          for (const e of r.events) kinds.add(e.type);
          state = r.state;
          steps++;
        }
      }
      expect(steps).toBeGreaterThan(50);
    }, 60_000);
  });

  it("SB 0 those games wrote the chart in every way the rules do", () => {
    const writes = ["CardPlaced", "HomeBaseChosen", "ShipsCommissioned", "ShipBuilt", "ShipMoved", "CardTurnedUp", "MoveFailed"];
    for (const kind of [...writes, "SystemRebuilt", "BattleFought"]) expect(kinds).toContain(kind);
  });
});
