// The built-in opponent's cost and seeds (issue 21): the search tree never outgrows its node cap
// (however large the iteration budget), a game without a way to search honestly is played by its
// uniform bot at every level, and the seed of each decision is fixed by the game's seed alone.
import { describe, expect, it } from "vitest";
import type { AnyGameModule, SeatId } from "../../../src/engine/contract";
import { opponentAction, opponentSeed } from "../../../src/engine/opponent/levels";
import { MAX_TREE_NODES, search } from "../../../src/engine/opponent/search";
import { gameSeed, Rng } from "../../../src/engine/rng";
import { awaitingSeats, start, step, streamFor } from "../../../src/engine/runner";
import { gameKind } from "../../../src/games/registry";

const game = gameKind("star-battle")!;

/** A Star Battle position a few moves in where the seat owing a decision has several choices. */
function position(): { state: unknown; seat: SeatId } {
  const options = game.optionsSchema.parse({});
  const seed = gameSeed("bounds", ["", ""]);
  let state = start(game, options, seed).state;
  for (let version = 1; version < 200; version++) {
    const seat = awaitingSeats(game, state)[0]!;
    const choices = game.pending(state).find((d) => d.seat === seat)?.choices ?? [];
    if (version > 4 && choices.length >= 3) return { state, seat };
    const result = step(
      game,
      state,
      { version, seat, kind: "action", action: game.bot(state, seat, new Rng(seed, `bot:${version}`)) },
      seed,
    );
    if (!result.ok) throw new Error(result.code);
    state = result.state;
  }
  throw new Error("no position with several choices");
}

describe("the search's size bound", () => {
  const { state, seat } = position();
  const legal = (action: unknown) =>
    game
      .pending(state)
      .find((d) => d.seat === seat)!
      .choices!.map((c) => JSON.stringify(c))
      .includes(JSON.stringify(action));

  it("a tree given a node cap below its iterations stops growing at the cap, and still answers a legal choice", { timeout: 30_000 }, () => {
    for (const maxNodes of [2, 10, 60]) {
      const result = search(game, state, seat, `cap-${maxNodes}`, { iterations: 120, rolloutSteps: 2, maxNodes });
      expect(result.nodes).toBeLessThanOrEqual(maxNodes);
      expect(legal(result.action)).toBe(true);
    }
  });

  it("without a cap of its own a tree adds at most one node an iteration, and never passes MAX_TREE_NODES", { timeout: 30_000 }, () => {
    const result = search(game, state, seat, "uncapped", { iterations: 150, rolloutSteps: 4 });
    expect(result.nodes).toBeGreaterThan(10);
    expect(result.nodes).toBeLessThanOrEqual(151);
    const asked = search(game, state, seat, "asked-more", { iterations: 50, rolloutSteps: 2, maxNodes: MAX_TREE_NODES * 10 });
    expect(asked.nodes).toBeLessThanOrEqual(MAX_TREE_NODES);
  });
});

describe("levels and seeds", () => {
  it("a game with no determinize is played by its uniform bot at every level (no search that would read what is hidden)", () => {
    const { state, seat } = position();
    const blind: AnyGameModule = { ...game, opponent: undefined };
    for (const level of ["random", "standard", "strong"] as const) {
      const action = opponentAction(blind, state, seat, level, "blind");
      expect(action).toEqual(opponentAction(blind, state, seat, "random", "blind"));
    }
  });

  it("an opponent's seed is fixed by the game's seed, the entry and the seat, and is no dice stream's key", () => {
    const seed = gameSeed("seeds", ["", ""]);
    expect(opponentSeed(seed, 7, "lord2")).toBe(opponentSeed(seed, 7, "lord2"));
    const others = [opponentSeed(seed, 8, "lord2"), opponentSeed(seed, 7, "lord1"), opponentSeed(gameSeed("other", ["", ""]), 7, "lord2")];
    expect(new Set([opponentSeed(seed, 7, "lord2"), ...others]).size).toBe(4);
    expect(streamFor(7)).toBe("action:7"); // the dice's label for entry 7, which the opponent's never equals
    expect(opponentSeed(seed, 7, "lord2")).toMatch(/^[0-9a-f]{64}$/);
  });
});
