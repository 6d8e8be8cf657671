// The engine's listed-action path (src/engine/listed.ts): apply skips the action schema's parse and
// the rule check only for the very object a state's pending() listed (or the game's bot vouched for)
// for that state and seat. A copy equal in value, as a client or the log sends it, goes the whole
// way: an illegal edit of it is refused with its rule.
import { describe, expect, it } from "vitest";
import type { AnyGameModule, SeatId } from "../../src/engine/contract";
import { knownOf, vouch } from "../../src/engine/listed";
import { Rng } from "../../src/engine/rng";
import { awaitingSeats, pendingOf, start } from "../../src/engine/runner";
import { barnardsStar } from "../../src/games/barnards-star";
import { RULE as BS } from "../../src/games/barnards-star/rulebook";
import { doubleStar } from "../../src/games/double-star";
import { RULE as DS } from "../../src/games/double-star/rulebook";
import { ironStars } from "../../src/games/iron-stars";
import { RULE as IS } from "../../src/games/iron-stars/rulebook";
import { starBattle } from "../../src/games/star-battle";
import { RULE as SB } from "../../src/games/star-battle/rulebook";

type Action = { type: string; [field: string]: unknown };

/** The first state of a seeded bot game where `seat`'s bot picks an action `wanted` accepts. */
function positionWhere(game: AnyGameModule, wanted: (a: Action) => boolean, seed = "listed-test") {
  let state = start(game, game.optionsSchema.parse({}), seed).state;
  for (let v = 1; v < 20_000; v++) {
    const seat = awaitingSeats(game, state)[0] as SeatId;
    const action = game.bot(state, seat, new Rng(seed, `bot:${v}:${seat}`)) as Action;
    if (wanted(action)) return { state, seat, action, v };
    const r = game.apply(state, seat, action, new Rng(seed, `action:${v}`));
    if (!r.ok) throw new Error(`${game.id}: the bot's action was refused: ${r.code}`);
    state = r.state;
  }
  throw new Error(`${game.id}: no such position`);
}

const copyOf = (a: Action): Action => JSON.parse(JSON.stringify(a));

describe.each([
  {
    game: doubleStar as AnyGameModule,
    type: "moveUnit",
    known: "legal",
    // A hex no unit reaches in one move: the map's first, in a corner.
    edit: (a: Action): Action => ({ ...copyOf(a), hex: 0 }),
    refused: { code: "UNREACHABLE", rule: DS.shipMovement },
  },
  {
    game: barnardsStar as AnyGameModule,
    type: "moveUnit",
    known: "legal",
    edit: (a: Action): Action => ({ ...copyOf(a), to: ((a.to as number) + 40) % 900 }),
    refused: { code: "HEX_OUT_OF_REACH", rule: BS.movement },
  },
  {
    game: ironStars as AnyGameModule,
    type: "moveShip",
    known: "legal",
    // Twenty inches beyond what the ship may move (its bounds allow at most ten).
    edit: (a: Action): Action => ({ ...copyOf(a), first: (a.first as number) + 2000 }),
    refused: { code: "MOVE_TOO_LONG", rule: IS.moveDistance },
  },
  {
    game: starBattle as AnyGameModule,
    type: "move",
    known: "legal",
    // A destination no step reaches (Table 1 allows one card north, south, east or west).
    edit: (a: Action): Action => ({ ...copyOf(a), to: { x: 99, y: 99 } }),
    refused: { code: "NO_CONNECTION", rule: SB.table1 },
    // A random game of Star Battle often ends in battles before any ship moves: one where one does.
    seed: "listed-test-4",
  },
] as {
  game: AnyGameModule;
  type: string;
  known: string;
  edit: (a: Action) => Action;
  refused: { code: string; rule: string };
  seed?: string;
}[])("$game.id: the listed-action path", ({ game, type, known, edit, refused, seed }) => {
  const p = positionWhere(game, (a) => a.type === type, seed);

  it("knows the very object its state listed (or its bot vouched for) for that seat only", () => {
    expect(knownOf(p.action, p.state, p.seat)).toBe(known);
    const other = game.seats(game.optionsSchema.parse({})).find((s) => s.id !== p.seat)!.id;
    expect(knownOf(p.action, p.state, other)).toBeNull();
    expect(knownOf(copyOf(p.action), p.state, p.seat)).toBeNull();
  });

  it("plays a copy equal in value the whole way, to the same result", () => {
    const fast = game.apply(p.state, p.seat, p.action, new Rng("listed-test", `action:${p.v}`));
    const full = game.apply(p.state, p.seat, copyOf(p.action), new Rng("listed-test", `action:${p.v}`));
    expect(full.ok && fast.ok).toBe(true);
    expect(JSON.stringify(full)).toBe(JSON.stringify(fast));
  });

  it(`refuses an illegal edit of a copy with its rule: ${refused.code} (${refused.rule})`, () => {
    const r = game.apply(p.state, p.seat, edit(p.action), new Rng("listed-test", `action:${p.v}`));
    expect(r.ok).toBe(false);
    if (!r.ok) expect({ code: r.code, rule: r.rule }).toEqual(refused);
  });

  it("does not know a listed object in a later state, where it goes the whole way", () => {
    const next = game.apply(p.state, p.seat, p.action, new Rng("listed-test", `action:${p.v}`));
    if (!next.ok) throw new Error("refused");
    expect(knownOf(p.action, next.state, p.seat)).toBeNull();
  });
});

// Each state's listing is kept on the state object itself, under a symbol key that is not
// enumerable (bench/README 5l): it must never show in what is stored, sent or compared, a copy
// must not inherit it, and a state that cannot take it (frozen) is still listed once.
describe("a state's memo (listedOnce, pendingOf)", () => {
  const p = positionWhere(doubleStar as AnyGameModule, (a) => a.type === "moveUnit");

  it("leaves no trace in JSON, keys, spreads or structuredClone, and a copy starts without it", () => {
    const listed = pendingOf(doubleStar, p.state);
    const state = p.state as Record<string, unknown>;
    expect(Object.keys(state)).toEqual(Object.keys(structuredClone(state)));
    expect(JSON.stringify(state)).toBe(JSON.stringify(structuredClone(state)));
    const spread = { ...state };
    expect(Object.getOwnPropertySymbols(spread)).toEqual([]);
    expect(Object.getOwnPropertySymbols(structuredClone(state))).toEqual([]);
    // A copy equal in value is listed afresh: equal lists, not the same objects.
    const fresh = pendingOf(doubleStar, spread);
    expect(fresh).not.toBe(listed);
    expect(JSON.stringify(fresh)).toBe(JSON.stringify(listed));
  });

  it("gives the runner the very listing the game's bot chose from, once per state", () => {
    const listed = pendingOf(doubleStar, p.state);
    expect(pendingOf(doubleStar, p.state)).toBe(listed);
    const mine = listed.find((d) => d.seat === p.seat)!;
    expect(mine.choices).toContain(p.action);
  });

  it("lists a frozen state once too, and knows its listed actions", () => {
    const frozen = Object.freeze(JSON.parse(JSON.stringify(p.state)));
    const listed = pendingOf(doubleStar, frozen);
    expect(pendingOf(doubleStar, frozen)).toBe(listed);
    const action = listed.find((d) => d.seat === p.seat)!.choices![0]!;
    expect(knownOf(action, frozen, p.seat)).toBe("legal");
  });
});

// What the game's bot vouched is kept on the action itself, under a symbol key that is not
// enumerable (bench/README 5q): never in the log's JSON, a spread or a clone, and a frozen action
// can still be vouched.
describe("a vouched action (vouch, knownOf)", () => {
  const p = positionWhere(ironStars as AnyGameModule, (a) => a.type === "moveShip");
  const state = p.state as object;

  it("leaves no trace in JSON, keys, spreads or structuredClone, and a copy is not known", () => {
    expect(knownOf(p.action, p.state, p.seat)).toBe("legal");
    expect(Object.keys(p.action)).toEqual(Object.keys(copyOf(p.action)));
    expect(Object.getOwnPropertySymbols({ ...p.action })).toEqual([]);
    expect(Object.getOwnPropertySymbols(structuredClone(p.action))).toEqual([]);
    expect(knownOf({ ...p.action }, p.state, p.seat)).toBeNull();
  });

  it("vouches a frozen action, and a second vouch of the same object takes the place of the first", () => {
    const frozen = Object.freeze(copyOf(p.action));
    expect(vouch(frozen, state, p.seat, "wellFormed")).toBe(frozen);
    expect(knownOf(frozen, p.state, p.seat)).toBe("wellFormed");
    const again = copyOf(p.action);
    vouch(again, state, p.seat, "wellFormed");
    vouch(again, state, p.seat, "legal");
    expect(knownOf(again, p.state, p.seat)).toBe("legal");
    const other = structuredClone(state);
    vouch(again, other, p.seat, "legal");
    expect(knownOf(again, p.state, p.seat)).toBeNull();
    expect(knownOf(again, other, p.seat)).toBe("legal");
  });
});
