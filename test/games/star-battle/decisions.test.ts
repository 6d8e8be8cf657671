import { describe, expect, it } from "vitest";
import { Rng } from "../../../src/engine/rng";
import { actionSchema, starBattle, type StarBattleAction, type StarBattleState } from "../../../src/games/star-battle";
import { makeDeck } from "../../../src/games/star-battle/cards";
import { optionsSchema } from "../../../src/games/star-battle/options";
import { refuse, stage2 } from "./helpers";

function given(): StarBattleState {
  return stage2({
    options: { players: 3 },
    cells: [
      { at: [0, 0], card: "QC" },
      { at: [1, 0], card: "5D", ships: { lord1: [1, 0] } },
      { at: [2, 0], card: "6D", ships: { lord2: [1, 0] } },
      { at: [3, 0], card: "7D", ships: { lord3: [1, 0] } },
    ],
    hands: { lord1: ["9D"], lord2: ["9S"] },
  });
}

/** A random order that passes the schema but is usually nonsense for the state. */
function randomAction(r: Rng, s: StarBattleState): StarBattleAction {
  const cards = [...makeDeck(s.decks), "KH#3"];
  const card = () => r.pick(cards, "card");
  const pos = () => ({ x: r.int(13) - 6, y: r.int(13) - 6 });
  const ship = () => r.pick(["scout", "dreadnought"] as const, "ship");
  const seat = () => r.pick([...s.seats, "nobody", "__proto__"], "seat");
  const kinds: (() => StarBattleAction)[] = [
    () => ({ type: "place", card: card(), at: pos() }),
    () => ({ type: "chooseHomeBase", at: pos() }),
    () => ({ type: "build", card: card(), at: pos(), ship: ship() }),
    () => ({ type: "move", card: card(), from: pos(), to: pos(), ship: ship() }),
    () => ({ type: "rebuild", card: card(), at: pos(), ship: ship() }),
    () => ({ type: "discard", cards: [card(), card()].slice(0, r.int(3)) }),
    () => ({ type: "endTurn" }),
    () => ({ type: "battle", at: pos(), against: seat() }),
    () => ({ type: "declineBattle", at: pos(), against: seat() }),
  ];
  return r.pick(kinds, "kind")();
}

describe("SB 0.5 Who Decides", () => {
  it("SB 0.5 a seat that owes no decision is refused, whatever it posts", () => {
    const s = given();
    expect(refuse(s, "lord2", { type: "discard", cards: [] })).toBe("NOT_YOUR_TURN");
    expect(refuse(s, "lord2", { type: "build", card: "9S", at: { x: 2, y: 0 }, ship: "scout" })).toBe("NOT_YOUR_TURN");
    expect(refuse(s, "lord9", { type: "discard", cards: [] })).toBe("UNKNOWN_SEAT");
    expect(refuse(s, "__proto__", { type: "discard", cards: [] })).toBe("UNKNOWN_SEAT");
  });

  it("SB 0.5 an order that does not fit the phase is refused", () => {
    const s = given();
    expect(refuse(s, "lord1", { type: "place", card: "9D", at: { x: 5, y: 5 } })).toBe("WRONG_PHASE");
    expect(refuse(s, "lord1", { type: "chooseHomeBase", at: { x: 0, y: 0 } })).toBe("WRONG_PHASE");
    expect(refuse(s, "lord1", { type: "battle", at: { x: 1, y: 0 }, against: "lord2" })).toBe("WRONG_PHASE");
    const setup = starBattle.setup(optionsSchema.parse({}), new Rng("p", "setup"));
    expect(refuse(setup, setup.active!, { type: "discard", cards: [] })).toBe("WRONG_PHASE");
  });

  it("SB 0.5 nothing is accepted once the game is over, and eliminated lords may not act", () => {
    const s = given();
    const over = starBattle.resign(starBattle.resign(s, "lord2").state, "lord3").state;
    expect(starBattle.outcome(over)).toMatchObject({ winners: ["lord1"] });
    expect(refuse(over, "lord1", { type: "discard", cards: [] })).toBe("GAME_OVER");
    expect(refuse(starBattle.resign(s, "lord2").state, "lord2", { type: "discard", cards: [] })).toBe("LORD_OUT");
  });

  it("SB 0.5 random schema-valid orders never throw and a refusal changes nothing", () => {
    const fuzz = new Rng("fuzz", "orders");
    for (const options of [{}, { setup: "unknown-universe", players: 3, battle: "tabular" }]) {
      let state = starBattle.setup(optionsSchema.parse(options), new Rng("fuzz", "setup"));
      for (let step = 0; !starBattle.outcome(state) && step < 300; step++) {
        for (let k = 0; k < 10; k++) {
          const action = randomAction(fuzz, state);
          expect(actionSchema.safeParse(action).success).toBe(true);
          const seat = fuzz.pick([...state.seats, "ghost"], "seat");
          const before = JSON.stringify(state);
          const r = starBattle.apply(state, seat, action, new Rng("fuzz", `try:${step}:${k}`));
          expect(JSON.stringify(state)).toBe(before);
          if (r.ok) starBattle.assert(r.state);
          else expect(r.code).toMatch(/^[A-Z_]+$/);
        }
        const seat = starBattle.pending(state)[0]!.seat;
        const r = starBattle.apply(state, seat, starBattle.bot(state, seat, new Rng("fuzz", `bot:${step}`)), new Rng("fuzz", `a:${step}`));
        if (!r.ok) throw new Error(r.code);
        state = r.state;
      }
    }
  });

  it("SB 0.5 every listed choice is accepted, and a sample of unlisted orders is refused", () => {
    const fuzz = new Rng("complete", "orders");
    let state = starBattle.setup(optionsSchema.parse({ setup: "unknown-universe" }), new Rng("complete", "setup"));
    for (let step = 0; !starBattle.outcome(state) && step < 200; step++) {
      const [decision] = starBattle.pending(state);
      const listed = new Set(decision!.choices!.map((c) => JSON.stringify(c)));
      for (const choice of decision!.choices!) {
        expect(actionSchema.parse(choice)).toEqual(choice);
        expect(starBattle.apply(state, decision!.seat, choice, new Rng("complete", `c:${step}`)).ok).toBe(true);
      }
      for (let k = 0; k < 20; k++) {
        const action = randomAction(fuzz, state);
        if (listed.has(JSON.stringify(action))) continue;
        const r = starBattle.apply(state, decision!.seat, action, new Rng("complete", `u:${step}`));
        // An unlisted discard may list the same cards in another order; everything else must fail.
        if (r.ok) expect(action.type).toBe("discard");
      }
      const r = starBattle.apply(
        state,
        decision!.seat,
        starBattle.bot(state, decision!.seat, new Rng("complete", `b:${step}`)),
        new Rng("complete", `a:${step}`),
      );
      if (!r.ok) throw new Error(r.code);
      state = r.state;
    }
  });

  it("SB 0.5 the action schema refuses unknown fields and malformed cards", () => {
    expect(actionSchema.safeParse({ type: "endTurn", extra: 1 }).success).toBe(false);
    expect(actionSchema.safeParse({ type: "discard", cards: ["1H"] }).success).toBe(false);
    expect(actionSchema.safeParse({ type: "discard", cards: ["QH#2"] }).success).toBe(true);
    expect(actionSchema.safeParse({ type: "build", card: "QH", at: { x: 0.5, y: 0 }, ship: "scout" }).success).toBe(false);
  });
});
