// A person playing against the built-in opponent over HTTP, as a stranger would: shared by the
// opponent tests (opponents.test.ts mostly at `random`, opponents-levels*.test.ts at the searching levels).
// The person reads the game, picks among the listed choices (or asks POST /suggest where a decision
// lists none) and otherwise waits: the room's own alarm plays the opponent's seats.
import { describe, expect, it } from "vitest";
import type { AnyGameModule, PendingDecision } from "../../src/engine/contract";
import { type OpponentLevel, opponentAction, opponentSeed } from "../../src/engine/opponent/levels";
import { gameSeed } from "../../src/engine/rng";
import { pendingOf, start, step } from "../../src/engine/runner";
import { gameKind } from "../../src/games/registry";
import { api, registerPlayer } from "./helpers";
import { feed, read } from "./kind-suite";

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A small seeded generator for the person's choices (mulberry32): a test that fails fails again. */
export function chooser(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

/** The kind's seats a person or the opponent may take (the book's automaton left out). */
export async function playableSeats(kind: string, options: Record<string, unknown>): Promise<string[]> {
  const r = await api("GET", `/v1/kinds/${kind}/seats?options=${encodeURIComponent(JSON.stringify(options))}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.seats.filter((s: any) => !s.automaton).map((s: any) => s.id);
}

export interface Played {
  /** The person's accepted moves. */
  moves: number;
  /** The person's moves refused as stale (the opponent had answered a simultaneous decision first). */
  stale: number;
  /** Whether the game ended by play (false: the budget ran out and the person resigned). */
  byPlay: boolean;
}

/**
 * Plays the person's seat until the game is over or the budget is spent: a choice of a uniformly
 * drawn type, then one of that type (or POST /suggest's where a decision lists none). While the
 * opponent owes, the person only waits: the room's alarm must move for it.
 */
export async function playToTheEnd(id: string, key: string, budgetMs: number, pick: (n: number) => number): Promise<Played> {
  const began = Date.now();
  let moves = 0;
  let stale = 0;
  while (Date.now() - began < budgetMs) {
    const game = await read(id, key);
    if (game.status === "finished") return { moves, stale, byPlay: true };
    const mine = game.pending.find((p: any) => p.seat === game.you.seat);
    if (!mine) {
      await sleep(25);
      continue;
    }
    let action: unknown;
    if (mine.choices?.length) {
      const types = [...new Set(mine.choices.map((c: any) => c.type))];
      const type = types[pick(types.length)];
      const ofType = mine.choices.filter((c: any) => c.type === type);
      action = ofType[pick(ofType.length)];
    } else action = (await api("POST", `/v1/games/${id}/suggest`, { key })).body.action;
    const r = await api("POST", `/v1/games/${id}/actions`, { key, body: { action, decisionId: mine.decisionId } });
    // The opponent may answer a simultaneous decision between the read and the post: a changed decision is refused, never raced.
    expect([200, 409], JSON.stringify(r.body)).toContain(r.status);
    if (r.status === 409) stale++;
    else moves++;
  }
  const resigned = await api("POST", `/v1/games/${id}/resign`, { key, body: {} });
  expect(resigned.status, JSON.stringify(resigned.body)).toBe(200);
  return { moves, stale, byPlay: false };
}

/** Whether the opponent had something to weigh at `state`: several listed choices, or a decision given as bounds. */
function searched(game: AnyGameModule, state: unknown, seat: string): boolean {
  const decision = (pendingOf(game, state) as PendingDecision<unknown>[]).find((d) => d.seat === seat);
  return !decision?.choices || decision.choices.length > 1;
}

/**
 * Re-runs the opponent's first `limit` decisions that it searched (more than one thing to choose
 * from) from the record: each must choose what the log says. Returns how many it checked.
 */
export function reproduce(game: AnyGameModule, record: any, limit: number): number {
  const seed = gameSeed(record.serverSeed, record.entropy);
  let state = start(game, game.optionsSchema.parse(record.options), seed).state;
  let checked = 0;
  for (const entry of record.log) {
    if (entry.opponent && checked < limit && searched(game, state, entry.seat)) {
      expect(opponentAction(game, state, entry.seat, entry.opponent.level, entry.opponent.seed), `entry ${entry.version}`).toEqual(
        entry.action,
      );
      checked++;
    }
    if (entry.kind === "undo") throw new Error("no undo is expected in these games");
    const result = step(game, state, entry, seed);
    if (!result.ok) throw new Error(`entry ${entry.version} does not apply: ${result.code}`);
    state = result.state;
  }
  return checked;
}

/** A kind's game against the searching levels: the shortest options, the person's seat, the wall-clock budgets. */
export interface LevelCase {
  kind: string;
  options: Record<string, unknown>;
  /** The person's seat (the opponent takes every other). */
  seat: string;
  /** Wall-clock time the game may take under load before the test gives up. */
  budgetMs: Record<Exclude<OpponentLevel, "random">, number>;
}

const LEVELS = ["standard", "strong"] as const;

/**
 * One game per case and searching level: the person plays `c.seat` to the end against the
 * opponent holding every other seat. `first` offsets the person's seeded choices per file.
 */
export function levelSuite(title: string, cases: LevelCase[], first: number): void {
  describe(title, () => {
    for (const [n, c] of cases.entries())
      for (const level of LEVELS) {
        const budgetMs = c.budgetMs[level];
        it(`${c.kind} against ${level}: the game ends by play, the opponent's moves carry its level, the record verifies and reproduces`, {
          timeout: budgetMs + 120_000,
        }, async () => {
          const person = await registerPlayer("Solo");
          const seats = await playableSeats(c.kind, c.options);
          const theirs = seats.filter((s) => s !== c.seat);
          const opponents = Object.fromEntries(theirs.map((seat) => [seat, level]));
          const began = Date.now();
          const created = await api("POST", "/v1/games", {
            key: person.apiKey,
            body: { kind: c.kind, options: c.options, seat: c.seat, opponents },
          });
          expect(created.status, JSON.stringify(created.body)).toBe(201);
          expect([created.body.status, created.body.you.seat]).toEqual(["active", c.seat]);
          const id = created.body.id as string;

          const played = await playToTheEnd(id, person.apiKey, budgetMs, chooser(2100 + 2 * (first + n) + LEVELS.indexOf(level)));
          const seconds = Math.round((Date.now() - began) / 1000);
          expect(played.byPlay, `still going after ${seconds} s`).toBe(true);
          const end = await read(id, person.apiKey);
          expect(end.status).toBe("finished");
          expect(end.outcome?.kind).toBeTruthy();

          const entries = await feed(id, person.apiKey);
          const byOpponent = entries.filter((e) => theirs.includes(e.seat) && e.kind === "action");
          expect(byOpponent.length).toBeGreaterThan(0);
          for (const e of byOpponent) expect(e.opponent).toEqual({ level });
          for (const e of entries.filter((x) => x.seat === c.seat)) expect(e.opponent).toBeUndefined();

          const record = (await api("GET", `/v1/games/${id}/export`, { key: person.apiKey })).body;
          const verified = await api("POST", "/v1/verify", { body: record });
          expect(verified.body, JSON.stringify(verified.body.problems)).toMatchObject({ verified: true, problems: [] });
          const seed = gameSeed(record.serverSeed, record.entropy);
          for (const e of record.log.filter((x: any) => x.opponent))
            expect(e.opponent).toEqual({ level, seed: opponentSeed(seed, e.version, e.seat) });
          expect(reproduce(gameKind(c.kind)!, record, 1), "one searched decision chosen again").toBe(1);
          console.log(
            `[opponent-levels] ${JSON.stringify({ kind: c.kind, level, ...played, opponentMoves: byOpponent.length, version: end.version, outcome: end.outcome.kind, seconds })}`,
          );
        });
      }
  });
}
