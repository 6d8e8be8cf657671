// Which decision each seat owes, with an identity that outlives other seats' moves. Pure: the
// room keeps the book in its meta and passes it back in with each commit.
//
// A seat's decision opens at the version where the seat starts to owe it, and stays the same
// decision while the seat owes the same thing (the same prompt, text, choices and bounds) and has
// not acted. Other seats may act in between: in a simultaneous turn the first answer moves the
// game on, and the second seat still owes what it was asked. An answer computed at version V is
// accepted while the seat's current decision opened at or before V; it is stale only when the
// seat's own decision changed (or went away) after V.
import { pendingOf } from "../../src/engine/runner";
import type { AnyGameModule, SeatId } from "../../src/engine/contract";

export interface OpenDecision {
  /** The version at which the seat started to owe this decision. */
  since: number;
}

/** Seat → the decision it owes now. Seats that owe nothing are absent. */
export type DecisionBook = Record<SeatId, OpenDecision>;

/** The id a client sends back: the seat and the version its decision opened at. */
export function decisionId(seat: SeatId, decision: OpenDecision): string {
  return `${decision.since}.${seat}`;
}

/**
 * The book after a commit that took the game from `before` to `after` at `version`. `actor` is
 * the seat whose entry it was (null for the start of the game): its decision is always new, even
 * when the next one looks the same (a second card to play is a second decision). A seat that
 * owed a decision before keeps it when what it is asked is unchanged; that comparison is only
 * made for seats other than the actor that owe on both sides, so a game where one seat owes at a
 * time pays nothing for it.
 */
export function nextDecisions(
  game: AnyGameModule,
  book: DecisionBook,
  before: unknown,
  after: unknown,
  awaiting: readonly SeatId[],
  actor: SeatId | null,
  version: number,
): DecisionBook {
  const next: DecisionBook = {};
  for (const seat of awaiting) {
    const open = book[seat];
    next[seat] = open && seat !== actor && before !== null && sameAsk(game, before, after, seat) ? open : { since: version };
  }
  return next;
}

/** Whether `seat` is asked the same thing (prompt, text, choices, bounds) in both states. */
function sameAsk(game: AnyGameModule, before: unknown, after: unknown, seat: SeatId): boolean {
  const ask = (state: unknown) => JSON.stringify(pendingOf(game, state).filter((p) => p.seat === seat));
  return ask(before) === ask(after);
}

/** The seats whose decision opened with this commit: each is told (decision.required). */
export function newlyOpened(book: DecisionBook, version: number): SeatId[] {
  return Object.entries(book).flatMap(([seat, d]) => (d.since === version ? [seat] : []));
}

export type StaleReason = { kind: "version"; detail: string } | { kind: "decision"; detail: string };

/**
 * Whether an answer for `seat` computed at `expectedVersion` (and/or naming `expectedDecision`)
 * still answers the decision the seat owes now. Null when it does.
 */
export function staleness(
  book: DecisionBook,
  seat: SeatId,
  current: number,
  expected: { version?: number; decision?: string },
): StaleReason | null {
  const open = book[seat];
  if (expected.decision !== undefined) {
    const now = open ? decisionId(seat, open) : null;
    if (expected.decision !== now) {
      return {
        kind: "decision",
        detail: now
          ? `you answered decision ${expected.decision}; seat '${seat}' now owes decision ${now}`
          : `you answered decision ${expected.decision}; seat '${seat}' owes no decision at version ${current}`,
      };
    }
  }
  const v = expected.version;
  if (v !== undefined && v !== current) {
    const sameDecision = open !== undefined && open.since <= v && v <= current;
    if (!sameDecision)
      return {
        kind: "version",
        detail: `you sent version ${v}; the game is at ${current}, and seat '${seat}' ${open ? `owes a decision opened at version ${open.since}` : "owes no decision"}`,
      };
  }
  return null;
}

/**
 * The book of a game stored before decisions had identities: every seat that owes something is
 * taken to have started owing it at the current version (an older answer is then refused as
 * stale, as it always was, and the next commit starts the book properly).
 */
export function bookFromState(awaiting: readonly SeatId[], version: number): DecisionBook {
  return Object.fromEntries(awaiting.map((seat) => [seat, { since: version }]));
}
