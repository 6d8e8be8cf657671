// Star Battle's work scale (src/games/star-battle/opponent.ts, OpponentKnowledge.workScale): the
// search's work cap shrinks where a step copies and scans more (more lords, a bigger chart), so a
// `standard` decision with six lords stops at about the CPU of the book's two (issue 21, bounded
// cost), while the book's game itself is searched exactly as before.
import { describe, expect, it } from "vitest";
import type { SeatId } from "../../../src/engine/contract";
import { budgetFor } from "../../../src/engine/opponent/levels";
import { search, workScaleOf } from "../../../src/engine/opponent/search";
import { SearchRng } from "../../../src/engine/opponent/search-rng";
import { gameSeed, Rng } from "../../../src/engine/rng";
import { awaitingSeats, start, step } from "../../../src/engine/runner";
import { starBattle } from "../../../src/games/star-battle";
import type { StarBattleState } from "../../../src/games/star-battle/state";

/** Every position of a seeded game of random play under `options`, with the seat that owes a decision. */
function* played(options: unknown, label: string): Generator<{ state: StarBattleState; seat: SeatId }> {
  const parsed = starBattle.optionsSchema.parse(options);
  const seed = gameSeed(
    label,
    starBattle.seats(parsed).map(() => ""),
  );
  let state = start(starBattle, parsed, seed).state as StarBattleState;
  for (let version = 1; !starBattle.outcome(state) && version < 3000; version++) {
    const seat = awaitingSeats(starBattle, state)[0]!;
    yield { state, seat };
    const result = step(
      starBattle,
      state,
      { version, seat, kind: "action", action: starBattle.bot(state, seat, new Rng(seed, `bot:${version}`)) },
      seed,
    );
    if (!result.ok) throw new Error(result.code);
    state = result.state as StarBattleState;
  }
}

const sixLords = { players: 6 };
const bigChart = { setup: "unknown-universe", players: 4, chartSize: 7 };

describe("Star Battle's work scale", () => {
  it("SB 1.2 the book's game (two lords, eight cards each) reads 1 at every position, so its search is the one it was", () => {
    let positions = 0;
    for (const game of ["a", "b", "c", "d", "e", "f"]) {
      for (const { state } of played({}, `scale-book-${game}`)) {
        expect(workScaleOf(starBattle, state)).toBe(1);
        positions++;
      }
    }
    expect(positions).toBeGreaterThan(100);
  });

  it("SB 1.2 more lords laying cards, and a bigger chart in play, read more: the cap is cut where every step costs more", () => {
    const most = (options: unknown, phase: (p: string) => boolean) => {
      let scale = 0;
      for (const { state } of played(options, "scale-big")) if (phase(state.phase)) scale = Math.max(scale, workScaleOf(starBattle, state));
      return scale;
    };
    const placing = (p: string) => p === "placement";
    const playing = (p: string) => p !== "placement";
    // Six lords laying their cards: up to 3 (bench/README 6zl measured 2.2–2.5× a `standard` unit there, more at `strong`).
    expect(most(sixLords, placing)).toBe(3);
    expect(most({ players: 3 }, placing)).toBeGreaterThan(1);
    expect(most({ players: 3 }, placing)).toBeLessThan(most(sixLords, placing));
    // In play only a chart beyond 25 cards costs more: the 7×7 Unknown Universe's 49 read 1.5.
    expect(most(bigChart, playing)).toBe(1.5);
    expect(most({ setup: "unknown-universe", players: 3 }, playing)).toBe(1);
  });

  it("reads only what every lord sees: the same in every draw of what is hidden from any seat", () => {
    let checked = 0;
    for (const { state } of played(sixLords, "scale-hidden")) {
      for (const seat of state.seats) {
        const drawn = starBattle.opponent!.determinize(state, seat, new SearchRng(`draw:${checked}`));
        expect(workScaleOf(starBattle, drawn)).toBe(workScaleOf(starBattle, state));
      }
      if (++checked === 40) break;
    }
    expect(checked).toBe(40);
  });

  it("a six-lord `standard` decision stops at the cut cap: no iteration starts past the budget's cap divided by the scale", () => {
    const budget = budgetFor(starBattle, "standard");
    const flat = { ...starBattle, opponent: { ...starBattle.opponent!, workScale: undefined } };
    let capped = 0;
    let version = 0;
    for (const { state, seat } of played(sixLords, "scale-search")) {
      if (++version % 9 !== 0) continue;
      const scale = workScaleOf(starBattle, state);
      const cap = budget.maxWork! / scale;
      const r = search(starBattle, state, seat, `scale:${version}`, budget);
      // Scaled, the search is exactly the unscaled one with the cap cut by the scale.
      const unscaled = search(flat, state, seat, `scale:${version}`, budget);
      const cut = search(flat, state, seat, `scale:${version}`, { ...budget, maxWork: cap });
      expect({ action: r.action, work: r.work, iterations: r.iterations }).toEqual({
        action: cut.action,
        work: cut.work,
        iterations: cut.iterations,
      });
      if (r.capped) {
        capped++;
        expect(r.iterations).toBeLessThanOrEqual(unscaled.iterations);
        if (scale > 1.5) expect(r.iterations).toBeLessThan(unscaled.iterations);
      }
      if (version > 60) break;
    }
    expect(capped).toBeGreaterThan(0);
  }, 120_000);
});
