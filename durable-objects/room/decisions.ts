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
  /** A digest of what the seat is asked (prompt, text, choices, bounds); only ever compared. */
  digest: string;
}

/** Seat → the decision it owes now. Seats that owe nothing are absent. */
export type DecisionBook = Record<SeatId, OpenDecision>;

/** The id a client sends back: the seat and the version its decision opened at. */
export function decisionId(seat: SeatId, decision: OpenDecision): string {
  return `${decision.since}.${seat}`;
}

/**
 * The book after a commit that produced `state` at `version`. `actor` is the seat whose entry it
 * was (null for the start of the game): its decision is always new, even when the next one looks
 * the same (a second card to play is a second decision).
 */
export function nextDecisions(game: AnyGameModule, book: DecisionBook, state: unknown, awaiting: readonly SeatId[], actor: SeatId | null, version: number): DecisionBook {
  const next: DecisionBook = {};
  if (awaiting.length === 0) return next;
  const pending = pendingOf(game, state);
  for (const seat of awaiting) {
    const digest = digestOf(pending.filter((p) => p.seat === seat));
    const open = book[seat];
    next[seat] = open && seat !== actor && open.digest === digest ? open : { since: version, digest };
  }
  return next;
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
export function staleness(book: DecisionBook, seat: SeatId, current: number, expected: { version?: number; decision?: string }): StaleReason | null {
  const open = book[seat];
  if (expected.decision !== undefined) {
    const now = open ? decisionId(seat, open) : null;
    if (expected.decision !== now) {
      return { kind: "decision", detail: now ? `you answered decision ${expected.decision}; seat '${seat}' now owes decision ${now}` : `you answered decision ${expected.decision}; seat '${seat}' owes no decision at version ${current}` };
    }
  }
  const v = expected.version;
  if (v !== undefined && v !== current) {
    const sameDecision = open !== undefined && open.since <= v && v <= current;
    if (!sameDecision) return { kind: "version", detail: `you sent version ${v}; the game is at ${current}, and seat '${seat}' ${open ? `owes a decision opened at version ${open.since}` : "owes no decision"}` };
  }
  return null;
}

/**
 * The book of a game stored before decisions had identities: every seat that owes something is
 * taken to have started owing it at the current version (an older answer is then refused as
 * stale, as it always was, and the next commit starts the book properly).
 */
export function bookFromState(game: AnyGameModule, state: unknown, awaiting: readonly SeatId[], version: number): DecisionBook {
  return nextDecisions(game, {}, state, awaiting, null, version);
}

/** A 53-bit digest (cyrb53) of the JSON text, in base 36: decisions are only compared, never trusted. */
function digestOf(value: unknown): string {
  const text = JSON.stringify(value);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
