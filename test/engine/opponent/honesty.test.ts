// The built-in opponent plays honestly (issue 21): it decides from what its seat may see. For every
// game that has one, in seeded playouts: a determinized state looks the same to the seat as the
// true one, the draw depends only on what the seat sees, and so the search's choice does not change
// when only information hidden from the seat changes. And it is a pure function of its seed.
import { describe, expect, it } from "vitest";
import type { AnyGameModule, SeatId } from "../../../src/engine/contract";
import { opponentAction } from "../../../src/engine/opponent/levels";
import { SearchRng } from "../../../src/engine/opponent/search-rng";
import { gameSeed, Rng } from "../../../src/engine/rng";
import { awaitingSeats, start, step } from "../../../src/engine/runner";
import { games } from "../../../src/games/registry";

const SMALL = { iterations: 40, rolloutSteps: 8 };
const THOROUGH = { ...SMALL, thorough: true };
/** Views and searches of the slower engines (Barnard's Star, Double Star) take seconds on a loaded machine. */
const SEARCH_MS = 120_000;

/**
 * States met in a seeded game played by the bots, with a seat owing a decision in each: every
 * `every`th, and the first in which something is hidden from the seat (a game whose secrets last
 * only a moment, such as a hidden purchase, is met there at least once).
 */
function positions(game: AnyGameModule, options: unknown, serverSeed: string, every: number): { state: unknown; seat: SeatId }[] {
  const seed = gameSeed(
    serverSeed,
    game.seats(options).map(() => ""),
  );
  let state = start(game, options, seed).state;
  const out: { state: unknown; seat: SeatId }[] = [];
  let metSecret = false;
  for (let version = 1; !game.outcome(state) && version < 400; version++) {
    const seat = awaitingSeats(game, state)[0]!;
    const person = !game.seats(options).find((s) => s.id === seat)?.automaton;
    const firstSecret: boolean = !metSecret && game.secrets(state, seat).length > 0;
    metSecret ||= firstSecret;
    if (person && (version % every === 0 || firstSecret)) out.push({ state, seat });
    const result = step(
      game,
      state,
      { version, seat, kind: "action", action: game.bot(state, seat, new Rng(seed, `bot:${version}`)) },
      seed,
    );
    if (!result.ok) throw new Error(result.code);
    state = result.state;
  }
  return out;
}

for (const game of games.filter((g) => g.opponent)) {
  const knowledge = game.opponent!;
  describe(`${game.id}: the opponent decides from its own view`, () => {
    const sets = [game.optionsSchema.parse({}), ...game.sampleOptions.slice(0, 2)];
    const cases = sets.flatMap((options, i) => positions(game, options, `honest-${i}`, 7));

    it("a determinized state looks to the seat exactly as the true one does", { timeout: SEARCH_MS }, () => {
      expect(cases.length).toBeGreaterThan(5);
      for (const [n, { state, seat }] of cases.entries()) {
        const drawn = knowledge.determinize(state, seat, new SearchRng(`draw-${n}`));
        expect(game.view(drawn, seat)).toEqual(game.view(state, seat));
        game.assert(drawn);
      }
    });

    it("the draw depends only on what the seat sees: two states it cannot tell apart give the same draw", () => {
      let differed = 0;
      for (const [n, { state, seat }] of cases.entries()) {
        const other = knowledge.determinize(state, seat, new SearchRng(`other-${n}`));
        if (JSON.stringify(other) !== JSON.stringify(state)) differed++;
        expect(knowledge.determinize(other, seat, new SearchRng(`same-${n}`))).toEqual(
          knowledge.determinize(state, seat, new SearchRng(`same-${n}`)),
        );
      }
      expect(differed).toBeGreaterThan(0); // the hidden information really was moved around
    });

    it("the search's choice does not change when only information hidden from the seat changes", { timeout: SEARCH_MS }, () => {
      for (const [n, { state, seat }] of cases.slice(0, 6).entries()) {
        const other = knowledge.determinize(state, seat, new SearchRng(`other-${n}`));
        const seed = `choice-${n}`;
        expect(opponentAction(game, other, seat, "standard", seed, SMALL)).toEqual(
          opponentAction(game, state, seat, "standard", seed, SMALL),
        );
      }
      // A thorough budget (LevelBudget.thorough) lets the game's hooks read more of the position: still only the seat's view.
      for (const [n, { state, seat }] of cases.slice(0, 3).entries()) {
        const other = knowledge.determinize(state, seat, new SearchRng(`other-${n}`));
        const seed = `thorough-${n}`;
        expect(opponentAction(game, other, seat, "strong", seed, THOROUGH)).toEqual(
          opponentAction(game, state, seat, "strong", seed, THOROUGH),
        );
      }
    });

    it("is a pure function of the position and its seed, and always legal", { timeout: SEARCH_MS }, () => {
      for (const [n, { state, seat }] of cases.slice(0, 6).entries()) {
        const action = opponentAction(game, state, seat, "standard", `pure-${n}`, SMALL);
        expect(opponentAction(game, state, seat, "standard", `pure-${n}`, SMALL)).toEqual(action);
        expect(game.apply(state, seat, action, new Rng("legal", "check")).ok).toBe(true);
      }
    });
  });
}

/**
 * Positions a game's own knowledge leads to: where what it weighs (OpponentKnowledge.weigh) is one
 * choice, the seat plays it (a plan followed, as the searched side follows it), else the bot. Every
 * `every`th position, and every one in which something is hidden from the deciding seat.
 */
function ledPositions(game: AnyGameModule, serverSeed: string, every: number): { state: unknown; seat: SeatId }[] {
  const options = game.optionsSchema.parse({});
  const seed = gameSeed(
    serverSeed,
    game.seats(options).map(() => ""),
  );
  let state = start(game, options, seed).state;
  const out: { state: unknown; seat: SeatId }[] = [];
  const ask = { sampled: 6, root: true, thorough: false, work: () => {} };
  for (let version = 1; !game.outcome(state) && version < 2_000; version++) {
    const seat = awaitingSeats(game, state)[0]!;
    const listed = game.pending(state).find((d) => d.seat === seat)?.choices ?? [];
    const kept = listed.length ? game.opponent!.weigh!(state, seat, listed, ask) : [];
    if (version % every === 0 || game.secrets(state, seat).length > 0) out.push({ state, seat });
    const action = kept.length === 1 ? kept[0] : game.bot(state, seat, new Rng(seed, `bot:${version}`));
    const result = step(game, state, { version, seat, kind: "action", action }, seed);
    if (!result.ok) throw new Error(result.code);
    state = result.state;
  }
  return out;
}

for (const game of games.filter((g) => g.opponent?.weigh)) {
  const knowledge = game.opponent!;
  describe(`${game.id}: what the opponent weighs among listed choices it decides from its own view`, () => {
    // A plan's games can be short and meet nothing hidden (Double Star's Sneak Attack hides only
    // formation declarations, in battles the plan's carriers avoid), so the bots' games, in every option set the tests above
    // play, add theirs.
    const led = [0, 1].flatMap((i) => ledPositions(game, `focus-${i}`, 13));
    const hidden = [
      ...led,
      ...[game.optionsSchema.parse({}), ...game.sampleOptions.slice(0, 2)].flatMap((options, i) =>
        positions(game, options, `honest-${i}`, 7),
      ),
    ].filter(({ state, seat }) => game.secrets(state, seat).length > 0);

    it("what it weighs, and the search's choice, do not change when only information hidden from the seat changes", {
      timeout: SEARCH_MS,
    }, () => {
      expect(hidden.length).toBeGreaterThan(0);
      let narrowed = 0;
      for (const [n, { state, seat }] of [...hidden.slice(0, 6), ...led.slice(0, 12)].entries()) {
        const other = knowledge.determinize(state, seat, new SearchRng(`other-${n}`));
        const listed = (s: unknown) => game.pending(s).find((d) => d.seat === seat)?.choices ?? [];
        for (const sampled of [1, 6]) {
          const ask = { sampled, root: true, thorough: false, work: () => {} };
          const kept = knowledge.weigh!(state, seat, listed(state), ask);
          if (kept.length) narrowed++;
          expect(knowledge.weigh!(other, seat, listed(other), ask)).toEqual(kept);
        }
        const seed = `weighed-choice-${n}`;
        expect(opponentAction(game, other, seat, "standard", seed, SMALL)).toEqual(
          opponentAction(game, state, seat, "standard", seed, SMALL),
        );
      }
      expect(narrowed).toBeGreaterThan(0); // the hook did keep fewer choices somewhere
    });
  });
}

describe("the opponent's levels", () => {
  it("every registered game has an opponent that can search (determinize)", () => {
    // A game added without one would be played by its uniform bot at every level.
    expect(games.filter((g) => !g.opponent).map((g) => g.id)).toEqual([]);
  });
});
