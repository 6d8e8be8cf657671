// Re-runs a finished game's record and checks every roll and the outcome: the promise that
// dice were fair and fixed before anyone played (ARCHITECTURE §2).
import type { z } from "zod";
import { gameKind, knownRulesVersions, rulesFor } from "../games/registry";
import type { verification } from "../service/shapes";
import type { GameRecord } from "../service/types";
import { opponentSeed } from "./opponent/levels";
import { gameSeed, seedCommitment, type DieRoll } from "./rng";
import { start, step } from "./runner";
import type { Same } from "./schemas";

export interface Verification {
  verified: boolean;
  entries: number;
  rolls: number;
  problems: string[];
}

// The API states a Verification in service/shapes.ts; the two must agree.
const shapeAgrees: Same<z.infer<typeof verification>, Verification> = true;
void shapeAgrees;

/**
 * The same JSON value. Objects are compared by their members, not their order: a record re-saved
 * by a tool that sorts keys (jq -S, Python's sort_keys) is the same record (docs/RECORD.md §2).
 */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => same(x, b[i]));
  }
  // Members whose value is undefined are absent from JSON, so they are absent here too.
  const keys = (o: object) => Object.keys(o).filter((k) => (o as Record<string, unknown>)[k] !== undefined);
  const ka = keys(a);
  const kb = keys(b);
  return (
    ka.length === kb.length &&
    ka.every((k) => Object.hasOwn(b, k) && same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

/**
 * The drawn rolls in the form `recorded` was written in: a pick stored before picks carried
 * their range (`of`) is compared without it, so older games still verify (docs/RECORD.md §2.4).
 */
function asRecorded(drawn: readonly DieRoll[], recorded: readonly DieRoll[]): DieRoll[] {
  return drawn.map((roll, i) => {
    if (roll.of === undefined || recorded[i]?.die !== "pick" || recorded[i]?.of !== undefined) return roll;
    const { of: _range, ...older } = roll;
    return older;
  });
}

/** "lord2 resigns", "north: fire": who did what, to find a diverging entry in a long log. */
function described(entry: GameRecord["log"][number]): string {
  if (entry.kind !== "action") return `${entry.seat} ${entry.kind === "resign" ? "resigns" : entry.kind}`;
  const type = (entry.action as { type?: unknown } | undefined)?.type;
  return `${entry.seat}: ${typeof type === "string" ? type : "action"}`;
}

/** The first event that differs, by its index and type on both sides. */
function firstDifference(replayed: readonly unknown[], recorded: readonly unknown[]): string {
  const typeOf = (e: unknown) => (e as { type?: string } | undefined)?.type ?? "none";
  const i = replayed.findIndex((e, n) => !same(e, recorded[n]));
  const at = i < 0 ? replayed.length : i;
  return `event ${at}: replayed ${typeOf(replayed[at])}, recorded ${typeOf(recorded[at])}`;
}

/**
 * `inPlay`: the record is a game still in play, replayed inside its room for the operator
 * (GameRoom.replayCheck). Its problems then name an entry by its version and seat only: its action,
 * its events (hidden ones among them) and an exception's text would tell what a seat holds or
 * chose before the game reveals it. Once the game is over, its record gives the details.
 */
export function verifyRecord(record: GameRecord, { inPlay = false }: { inPlay?: boolean } = {}): Verification {
  try {
    return verifyUnsafe(record, inPlay);
  } catch (error) {
    const why = inPlay ? "" : `: ${(error as Error).message}`;
    return { verified: false, entries: 0, rolls: 0, problems: [`the record could not be replayed${why}`] };
  }
}

function verifyUnsafe(record: GameRecord, inPlay: boolean): Verification {
  const problems: string[] = [];
  const done = (entries = 0, rolls = 0): Verification => ({ verified: problems.length === 0, entries, rolls, problems });
  const stop = (problem: string, entries = 0, rolls = 0): Verification => {
    problems.push(problem);
    return done(entries, rolls);
  };
  const current = gameKind(record.kind);
  if (!current) return stop(`unknown game kind '${record.kind}'`);
  // A record is replayed under the rules it was played by, when this server still keeps them.
  const game = rulesFor(record.kind, record.rulesVersion) ?? current;
  if (record.rulesVersion !== game.rulesVersion)
    problems.push(`record uses rules ${record.rulesVersion}; this server runs ${knownRulesVersions(record.kind).join(", ")}`);
  if (!record.serverSeed) return stop("the record has no seed: only a finished game can be verified");
  if (seedCommitment(record.serverSeed) !== record.seedCommitment)
    problems.push("the revealed seed does not match the commitment published at creation");
  // Options are checked before anything is replayed: a hand-made record must not be able to ask
  // a game's set-up for work no real game could (the verifier needs no key).
  const options = game.optionsSchema.safeParse(record.options);
  if (!options.success)
    return stop(
      `the record's options are not valid for ${game.id}: ${options.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    );
  const seed = gameSeed(record.serverSeed, record.entropy);
  const setup = start(game, options.data, seed);
  let state = setup.state;
  let rolls = 0;
  // Records exported before the set-up's draws were recorded lack them: the set-up is re-run all the same.
  if (record.setupRolls !== undefined) {
    if (!same(setup.rolls, record.setupRolls)) problems.push("the set-up's dice differ from the record");
    rolls += setup.rolls.length;
  }
  let before: unknown;
  for (const entry of record.log) {
    if (entry.kind === "undo") {
      if (before === undefined) return stop(`entry ${entry.version}: an undo with nothing to take back`, entry.version, rolls);
      state = before;
      before = undefined;
      continue;
    }
    const { opponent, ...logged } = entry;
    const result = step(game, state, logged, seed);
    const at = `entry ${entry.version} (${inPlay ? entry.seat : described(entry)})`;
    // The built-in opponent's seed was fixed by the game's seed: it could not be picked to suit.
    if (opponent && opponent.seed !== opponentSeed(seed, entry.version, entry.seat))
      problems.push(`${at}: the built-in opponent's seed is not the one the game's seed gives`);
    if (!result.ok) {
      problems.push(`${at}: refused on replay${inPlay ? "" : ` (${result.code})`}`);
      return done(entry.version, rolls);
    }
    if (!same(asRecorded(result.rolls, entry.rolls), entry.rolls)) problems.push(`${at}: the dice differ from the record`);
    if (!same(result.events, entry.events))
      problems.push(`${at}: the events differ from the record${inPlay ? "" : ` (${firstDifference(result.events, entry.events)})`}`);
    rolls += result.rolls.length;
    before = state;
    state = result.state;
  }
  if (!same(game.outcome(state), record.outcome)) problems.push("the outcome differs from the record");
  return done(record.log.length, rolls);
}
