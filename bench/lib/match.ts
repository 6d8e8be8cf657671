// One game between two built-in opponent levels, in-process, as the room would play it: the
// game's dice from its seed, each seat's choice from its level with its own seed, automatons by
// their bot. Seats alternate between the two levels (the first seat goes to `a` when `swap` is
// false), so a level is not favoured by always taking the same side.
import { cpuUsage } from "node:process";
import type { AnyGameModule } from "../../src/engine/contract";
import { budgetFor, type OpponentLevel, opponentAction } from "../../src/engine/opponent/levels";
import { searchAction } from "../../src/engine/opponent/search";
import { gameSeed, Rng } from "../../src/engine/rng";
import { awaitingSeats, start, step } from "../../src/engine/runner";
import { now } from "./stats";

export interface MatchResult {
  /** "a" won, "b" won, or neither (a draw, a shared win, the step bound). */
  winner: "a" | "b" | null;
  /** Milliseconds per decision of each level's seats. */
  ms: { a: number[]; b: number[] };
  /** CPU milliseconds of all of each level's decisions in the game (counts on a loaded machine, where wall time does not). */
  cpuMs: { a: number; b: number };
  /** Entries of the log the game took, automatons' included. */
  steps: number;
  /** How it ended: the outcome's reason, or that it hit the bench's step bound. */
  end: string;
}

const MAX_STEPS = 5_000;
const PROGRESS_STEPS = 250;

/**
 * A level of the bench only: `strong`'s search with every card face up (its draw of the hidden
 * is the true state). Never a player's opponent: it measures how much of a game is luck — what
 * the best-informed search still loses to a random player is the dice's and the deal's doing.
 */
export type BenchLevel = OpponentLevel | "oracle";

function decide(game: AnyGameModule, state: unknown, seat: string, level: BenchLevel, seed: string, scale: number): unknown {
  if (level !== "oracle") return opponentAction(game, state, seat, level, seed, budgetOf(game, level, scale));
  const seeing = { ...game, opponent: { ...game.opponent!, determinize: (s: unknown) => s } };
  return searchAction(seeing, state, seat, seed, budgetOf(game, "strong", scale) ?? budgetFor(game, "strong"));
}

/** A level's budget scaled (at least one iteration); the level's own when `scale` is 1. */
function budgetOf(game: AnyGameModule, level: OpponentLevel, scale: number) {
  if (level === "random" || scale === 1) return undefined;
  // Thorough stays: a scaled-down run still plays the level's kind of search, only shorter.
  const { iterations, rolloutSteps, thorough } = budgetFor(game, level);
  return { iterations: Math.max(1, Math.round(iterations * scale)), rolloutSteps, thorough };
}

export function playMatch(
  game: AnyGameModule,
  options: unknown,
  serverSeed: string,
  a: BenchLevel,
  b: BenchLevel,
  swap: boolean,
  scale = 1,
  /** Called every PROGRESS_STEPS entries with the game so far, so a game hours long shows where it is. */
  progress?: (soFar: Omit<MatchResult, "winner" | "end">) => void,
): MatchResult {
  const specs = game.seats(options);
  const people = specs.filter((s) => !s.automaton).map((s) => s.id);
  const sideOf = (seat: string) => ((people.indexOf(seat) % 2 === 0) !== swap ? "a" : "b");
  const seed = gameSeed(
    serverSeed,
    specs.map(() => ""),
  );
  let state = start(game, options, seed).state;
  const ms: MatchResult["ms"] = { a: [], b: [] };
  const cpuMs: MatchResult["cpuMs"] = { a: 0, b: 0 };
  let steps = 0;
  for (let version = 1; !game.outcome(state) && version <= MAX_STEPS; version++) {
    const seat = awaitingSeats(game, state)[0]!;
    let action: unknown;
    if (specs.find((s) => s.id === seat)?.automaton) action = game.bot(state, seat, new Rng(seed, `bot:${version}:${seat}`));
    else {
      const side = sideOf(seat);
      const t0 = now();
      const cpu0 = cpuUsage();
      const level = side === "a" ? a : b;
      action = decide(game, state, seat, level, `${serverSeed}:${version}:${seat}`, scale);
      ms[side].push(now() - t0);
      const cpu = cpuUsage(cpu0);
      cpuMs[side] += (cpu.user + cpu.system) / 1000;
    }
    const result = step(game, state, { version, seat, kind: "action", action }, seed);
    if (!result.ok) throw new Error(`${game.id} ${serverSeed}: ${result.code} at ${version}`);
    state = result.state;
    steps = version;
    if (progress && steps % PROGRESS_STEPS === 0) progress({ ms, cpuMs, steps });
  }
  const outcome = game.outcome(state);
  const sides = new Set(outcome?.winners.map(sideOf));
  const end = outcome?.reason ?? `no outcome after ${MAX_STEPS} steps`;
  return { winner: sides.size === 1 ? [...sides][0]! : null, ms, cpuMs, steps, end };
}
