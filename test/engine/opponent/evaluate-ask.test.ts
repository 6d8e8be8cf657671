// What the search tells a game's evaluation (contract.ts EvaluateAsk): whose search the leaf belongs
// to and whether its level is thorough, at every leaf it scores, so a game's leaf may use costlier
// or seat-specific knowledge (Iron Stars' `strong` Russian leaf, bench/README.md 6zf) without
// guessing the search from other hooks' calls.
import { describe, expect, it } from "vitest";
import type { AnyGameModule, EvaluateAsk, PendingDecision, SeatId } from "../../../src/engine/contract";
import { search } from "../../../src/engine/opponent/search";
import { gameSeed, Rng } from "../../../src/engine/rng";
import { awaitingSeats, pendingOf, start, step } from "../../../src/engine/runner";
import { gameKind } from "../../../src/games/registry";

/** The first position of a seeded bot game where the seat to move has several listed choices. */
function contested(game: AnyGameModule): { state: unknown; seat: SeatId } {
  const options = game.optionsSchema.parse({});
  const seed = gameSeed(
    "evaluate-ask",
    game.seats(options).map(() => ""),
  );
  let state = start(game, options, seed).state;
  for (let version = 1; version < 200; version++) {
    const seat = awaitingSeats(game, state)[0]!;
    const choices = (pendingOf(game, state) as readonly PendingDecision<unknown>[]).find((d) => d.seat === seat)?.choices;
    if ((choices?.length ?? 0) > 1) return { state, seat };
    const action = game.bot(state, seat, new Rng(seed, `bot:${version}`));
    const result = step(game, state, { version, seat, kind: "action", action }, seed);
    if (!result.ok) throw new Error(result.code);
    state = result.state;
  }
  throw new Error("no contested position");
}

/** The game with its evaluation recording every ask it is given. */
function recording(game: AnyGameModule, asks: (EvaluateAsk | undefined)[]): AnyGameModule {
  const knowledge = game.opponent!;
  return {
    ...game,
    opponent: {
      ...knowledge,
      evaluate: (state: unknown, seat: SeatId, ask?: EvaluateAsk) => {
        asks.push(ask);
        return knowledge.evaluate?.(state, seat) ?? 0.5;
      },
    },
  } as AnyGameModule;
}

describe("the search's ask to the leaf evaluation", () => {
  const game = gameKind("star-battle")!;
  const { state, seat } = contested(game);

  it("every leaf it scores is told the searching seat and the level's thoroughness", () => {
    for (const thorough of [true, false]) {
      const asks: (EvaluateAsk | undefined)[] = [];
      const r = search(recording(game, asks), state, seat, "ask", { iterations: 40, rolloutSteps: 2, thorough });
      expect(r.iterations).toBeGreaterThan(0);
      expect(asks.length).toBeGreaterThan(0);
      for (const ask of asks) expect(ask).toEqual({ searcher: seat, thorough });
    }
  });

  it("a budget that does not say is not thorough", () => {
    const asks: (EvaluateAsk | undefined)[] = [];
    search(recording(game, asks), state, seat, "ask", { iterations: 20, rolloutSteps: 2 });
    expect(asks.length).toBeGreaterThan(0);
    for (const ask of asks) expect(ask).toEqual({ searcher: seat, thorough: false });
  });
});
