// The search's work cap (issue 21, "Bounded cost"): no iteration starts once a decision has spent
// its work. Where the cap is not reached the search is exactly the uncapped one; where it is, the
// search is exactly the uncapped one of fewer iterations; either way the choice is a pure function
// of the seat's view and the seed (counted work, never a clock).
import { describe, expect, it } from "vitest";
import type { AnyGameModule, SeatId } from "../../../src/engine/contract";
import { budgetFor } from "../../../src/engine/opponent/levels";
import { type SearchBudget, type SearchResult, search } from "../../../src/engine/opponent/search";
import { SearchRng } from "../../../src/engine/opponent/search-rng";
import { gameSeed, Rng } from "../../../src/engine/rng";
import { awaitingSeats, start, step } from "../../../src/engine/runner";
import { gameKind, games } from "../../../src/games/registry";

/** Views and searches of the slower engines (Barnard's Star, Double Star) take seconds on a loaded machine. */
const SEARCH_MS = 120_000;

/**
 * Positions of a seeded bot game in which a person (not an automaton) owes a decision, from
 * `from` on; with `hidden`, only those where something is hidden from that seat.
 */
function* positions(
  game: AnyGameModule,
  from: number,
  hidden: boolean,
  options: unknown = game.optionsSchema.parse({}),
): Generator<{ state: unknown; seat: SeatId }> {
  const seed = gameSeed(
    `work-cap-${game.id}`,
    game.seats(options).map(() => ""),
  );
  let state = start(game, options, seed).state;
  for (let version = 1; !game.outcome(state) && version < 600; version++) {
    const seat = awaitingSeats(game, state)[0]!;
    const person = !game.seats(options).find((s) => s.id === seat)?.automaton;
    if (person && version >= from && (!hidden || game.secrets(state, seat).length > 0)) yield { state, seat };
    const action = game.bot(state, seat, new Rng(seed, `bot:${version}`));
    const result = step(game, state, { version, seat, kind: "action", action }, seed);
    if (!result.ok) throw new Error(result.code);
    state = result.state;
  }
}

/** What must match for two searches to be the same search. */
const spent = (r: SearchResult<unknown>) => ({
  action: r.action,
  iterations: r.iterations,
  work: r.work,
  nodes: r.nodes,
  capped: r.capped,
});

describe("the search's work cap", () => {
  const game = gameKind("star-battle")!;
  const budget: SearchBudget = { iterations: 60, rolloutSteps: 8 };
  // A position with several choices, so that the search runs its iterations.
  let found: { state: unknown; seat: SeatId; free: SearchResult<unknown> } | undefined;
  for (const p of positions(game, 5, false)) {
    const free = search(game, p.state, p.seat, "cap", budget);
    if (free.iterations > 0) {
      found = { ...p, free };
      break;
    }
  }
  const { state, seat, free } = found!;

  it("a cap the search does not reach changes nothing: the same choice, iterations, work and tree as without one", () => {
    expect(free).toMatchObject({ iterations: budget.iterations, capped: false });
    for (const maxWork of [free.work, free.work * 10]) {
      expect(spent(search(game, state, seat, "cap", { ...budget, maxWork }))).toEqual(spent(free));
    }
  });

  it("a cap it reaches ends the search between iterations: exactly the uncapped search of that many iterations", () => {
    const maxWork = free.work / 3;
    const capped = search(game, state, seat, "cap", { ...budget, maxWork });
    expect(capped.capped).toBe(true);
    expect(capped.iterations).toBeGreaterThan(0);
    expect(capped.iterations).toBeLessThan(budget.iterations);
    expect(capped.work).toBeGreaterThanOrEqual(maxWork);
    // One iteration fewer had not yet spent the cap, so the last one was allowed to start.
    expect(search(game, state, seat, "cap", { ...budget, iterations: capped.iterations - 1 }).work).toBeLessThan(maxWork);
    expect(spent(search(game, state, seat, "cap", { ...budget, iterations: capped.iterations }))).toEqual({
      ...spent(capped),
      capped: false,
    });
  });

  it("the same view and seed give the same choice and the same work, where the cap binds as where it does not", () => {
    for (const maxWork of [free.work / 2, undefined]) {
      const once = search(game, state, seat, "again", { ...budget, maxWork });
      expect(spent(search(game, state, seat, "again", { ...budget, maxWork }))).toEqual(spent(once));
    }
  });

  it("a game's work scale divides the cap: scaled by k, the search is exactly the unscaled one with its cap cut k times", () => {
    const scaled = (k: number): AnyGameModule => ({ ...game, opponent: { ...game.opponent!, workScale: () => k } });
    const maxWork = free.work;
    const third = search(scaled(3), state, seat, "cap", { ...budget, maxWork });
    expect(third.capped).toBe(true);
    expect(spent(third)).toEqual(spent(search(game, state, seat, "cap", { ...budget, maxWork: maxWork / 3 })));
    // A scale below 1 (or a game with none) never loosens the cap.
    expect(spent(search(scaled(0.25), state, seat, "cap", { ...budget, maxWork: maxWork / 3 }))).toEqual(spent(third));
  });

  it("every game's searching levels carry a cap of their own, above what their iterations spend where rollouts end at once", () => {
    for (const g of games.filter((x) => x.opponent)) {
      for (const level of ["standard", "strong"] as const) {
        const { iterations, maxWork } = budgetFor(g, level);
        // An iteration spends at least a draw of the hidden and a step: where rollouts are short
        // the iterations, not the cap, must end the search.
        expect(maxWork, `${g.id} ${level}`).toBeGreaterThan(iterations * 2);
      }
    }
  });
});

for (const game of games.filter((g) => g.opponent)) {
  it(`${game.id}: where the cap binds, the choice and the iterations run do not change when only information hidden from the seat changes`, {
    timeout: SEARCH_MS,
  }, () => {
    const budget: SearchBudget = { iterations: 24, rolloutSteps: 6 };
    // Where something is hidden from the seat, under any of the game's sample option sets (some
    // hide only a purchase, at the start, and only under an option).
    function* hiding() {
      for (const options of [game.optionsSchema.parse({}), ...game.sampleOptions]) yield* positions(game, 1, true, options);
    }
    let checked = 0;
    for (const { state, seat } of hiding()) {
      const free = search(game, state, seat, "hidden", budget);
      if (free.iterations === 0) continue;
      const other = game.opponent!.determinize(state, seat, new SearchRng("other"));
      if (JSON.stringify(other) === JSON.stringify(state)) continue; // nothing was drawn anew here
      const capped = { ...budget, maxWork: free.work / 2 };
      const mine = search(game, state, seat, "hidden", capped);
      expect(mine.capped).toBe(true);
      expect(spent(search(game, other, seat, "hidden", capped))).toEqual(spent(mine));
      if (++checked === 2) break;
    }
    expect(checked).toBe(2);
  });
}
