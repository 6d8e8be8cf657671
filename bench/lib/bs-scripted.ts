// One Barnard's Star game on table 6's seeds with a scripted chooser per decision, falling back to
// the random bot: what bench/bs-plans.ts and bench/bs-lines.ts both play, tallied the same way.
import { gameSeed, Rng } from "../../src/engine/rng";
import { awaitingSeats, pendingOf, start, step } from "../../src/engine/runner";
import { barnardsStar } from "../../src/games/barnards-star";
import type { BarnardsStarAction } from "../../src/games/barnards-star/actions";
import type { Prompt } from "../../src/games/barnards-star/owing";
import type { BarnardsStarState } from "../../src/games/barnards-star/state";

/** A scripted choice among the listed ones, or null to let the random bot choose. */
export type Chooser = (s: BarnardsStarState, seat: string, prompt: Prompt, choices: BarnardsStarAction[]) => unknown | null;

export interface ScriptedGame {
  winner: "naronian" | "terran" | "none";
  entries: number;
  turn: number;
  /** Beacons still on the map at the end. */
  beacons: number;
  /** How the game ended, or "cap" when it reached `max` entries. */
  reason: string;
}

/** Game `n` of table 6's Barnard's Star pairing (seed `opponents-barnards-star-standard-random-<n>`). */
export function playScripted(n: number, max: number, choose: Chooser): ScriptedGame {
  const server = `opponents-barnards-star-standard-random-${n}`;
  const seed = gameSeed(server, ["", ""]);
  let s = start(barnardsStar, barnardsStar.optionsSchema.parse({}), seed).state as BarnardsStarState;
  let v = 1;
  for (; !barnardsStar.outcome(s) && v <= max; v++) {
    const seat = awaitingSeats(barnardsStar, s)[0]!;
    const d = pendingOf(barnardsStar, s).find((x) => x.seat === seat);
    const choices = (d?.choices ?? []) as BarnardsStarAction[];
    const scripted = choices.length ? choose(s, seat, d!.prompt as Prompt, choices) : null;
    const action = scripted ?? barnardsStar.bot(s, seat, new Rng(seed, `bot:${v}:${seat}`));
    const r = step(barnardsStar, s, { version: v, seat, kind: "action", action }, seed);
    if (!r.ok) throw new Error(`${server}: ${r.code} at ${v} ${JSON.stringify(action)}`);
    s = r.state as BarnardsStarState;
  }
  const o = barnardsStar.outcome(s);
  return {
    winner: o?.winners.length === 1 ? (o.winners[0] as "naronian" | "terran") : "none",
    entries: v - 1,
    turn: s.turn,
    beacons: Object.values(s.units).filter((u) => u.kind === "B" && u.where.at === "map").length,
    reason: o?.reason ?? "cap",
  };
}

/** Wins by side and the median and longest game, for a summary line. */
export class ScriptedTally {
  readonly wins = { naronian: 0, terran: 0, none: 0 };
  readonly #entries: number[] = [];
  readonly #turns: number[] = [];

  add(game: ScriptedGame): void {
    this.wins[game.winner]++;
    this.#entries.push(game.entries);
    this.#turns.push(game.turn);
  }

  summary(): string {
    const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    return (
      `naronian ${this.wins.naronian}, terran ${this.wins.terran}, none ${this.wins.none}; ` +
      `entries median ${med(this.#entries)} max ${Math.max(...this.#entries)}; turns median ${med(this.#turns)} max ${Math.max(...this.#turns)}`
    );
  }
}
