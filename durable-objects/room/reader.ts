// Shapes what a reader sees of the room: who the reader is (their seat), the game resource, feed
// entries, record entries and the decisions a seat is told of. Redaction happens here and nowhere
// else, through the game's own view and redact; so does the rule that only the seat owing a
// decision sees its choices and bounds.
import { pendingOf } from "../../src/engine/runner";
import { publicRolls } from "../../src/engine/rng";
import type { AnyGameModule, GameEvent, PendingDecision, SeatId } from "../../src/engine/contract";
import { publicTimeControl } from "../../src/service/time-control";
import type { Caller, FeedEntry, GameResource, PendingInfo, RecordEntry } from "../../src/service/types";
import { decisionId, type DecisionBook } from "./decisions";
import type { GameMeta, StoredEntry } from "./store";

/** The game as a reader is shown it: its meta and its rules (for view and redact). */
export interface ReadableGame {
  meta: GameMeta;
  game: AnyGameModule;
}

/** The seat `caller` holds in the game, or null (a spectator, or nobody signed in). */
export function seatOf(meta: GameMeta, caller: Caller): SeatId | null {
  if (!caller) return null;
  return meta.seats.find((s) => s.playerId === caller.playerId)?.seat ?? null;
}

/** Private games are invisible to everyone but their players. */
export function hiddenFrom(meta: GameMeta, caller: Caller): boolean {
  return meta.visibility === "private" && !meta.seats.some((s) => s.playerId !== null && s.playerId === caller?.playerId);
}

/** What `seat` (null: a spectator) may see of `events`. */
export function redactFor(game: AnyGameModule, events: GameEvent[], seat: SeatId | null): GameEvent[] {
  return events.map((e) => game.redact(e, seat)).filter((e) => e !== null);
}

/** The choices or bounds of a decision: shown only to the seat that owes it. */
export function ownChoices(p: PendingDecision<unknown>): Pick<PendingInfo, "choices" | "bounds"> {
  return { ...(p.choices ? { choices: p.choices } : {}), ...(p.bounds !== undefined ? { bounds: p.bounds } : {}) };
}

/**
 * The game as `caller` sees it at `version` (`state` null: not started). `decisions` is the book
 * of the current version; a past version (a replay) has no live decisions.
 */
/** `unreadOf`: how many table messages a seat has not read (room/table-talk.ts); none when left out. */
export function gameResource(
  room: ReadableGame,
  state: unknown,
  version: number,
  caller: Caller,
  decisions?: DecisionBook,
  unreadOf: (seat: SeatId) => number = () => 0,
): GameResource {
  const { meta, game } = room;
  const seat = seatOf(meta, caller);
  const outcome = state === null ? null : game.outcome(state);
  const over = meta.status === "finished";
  return {
    id: meta.id,
    kind: meta.kind,
    title: game.title,
    rulesVersion: meta.rulesVersion,
    status: meta.status,
    visibility: meta.visibility,
    version,
    options: meta.options,
    seats: meta.seats.map((s) => ({
      seat: s.seat,
      name: s.name,
      automaton: s.automaton,
      opponent: s.opponent ?? null,
      player: s.playerId === null ? null : { id: s.playerId, name: s.playerName ?? "" },
      playerId: s.playerId,
    })),
    you: seat && caller ? { playerId: caller.playerId, seat, unreadMessages: unreadOf(seat) } : null,
    view: state === null ? null : game.view(state, seat),
    pending:
      state === null || outcome
        ? []
        : pendingOf(game, state).map((p) => ({
            seat: p.seat,
            prompt: p.prompt,
            text: p.text,
            ...(p.seat === seat ? ownDecision(p, decisions) : {}),
          })),
    outcome,
    seedCommitment: meta.seedCommitment,
    timeControl: meta.timeControl ? publicTimeControl(meta.timeControl, meta.clocks) : null,
    seed: over ? meta.serverSeed : null,
    createdAt: new Date(meta.createdAt).toISOString(),
    updatedAt: new Date(meta.updatedAt).toISOString(),
  };
}

/** What only the seat that owes a decision sees of it: its id, and its choices or bounds. */
function ownDecision(p: PendingDecision<unknown>, decisions: DecisionBook | undefined): Partial<PendingInfo> {
  const open = decisions?.[p.seat];
  return { ...(open ? { decisionId: decisionId(p.seat, open) } : {}), ...ownChoices(p) };
}

export function feedEntry(game: AnyGameModule, entry: StoredEntry, seat: SeatId | null): FeedEntry {
  return {
    version: entry.version,
    seat: entry.seat,
    kind: entry.kind,
    ...(entry.auto ? { auto: entry.auto } : {}),
    // The level only: the seed would let a reader test guesses about what the seat holds against its choice.
    ...(entry.opponent ? { opponent: { level: entry.opponent.level } } : {}),
    at: new Date(entry.at).toISOString(),
    events: entry.events.map((e) => game.redact(e, seat)).filter((e) => e !== null),
    rolls: publicRolls(entry.rolls),
  };
}

/** The whole entry, for the record of a finished game (the seed is public by then). */
export function recordEntry(entry: StoredEntry): RecordEntry {
  return {
    version: entry.version,
    seat: entry.seat,
    kind: entry.kind,
    ...(entry.auto ? { auto: entry.auto } : {}),
    ...(entry.opponent ? { opponent: entry.opponent } : {}),
    at: new Date(entry.at).toISOString(),
    ...(entry.action === undefined ? {} : { action: entry.action }),
    rolls: entry.rolls,
    events: entry.events,
  };
}
