// Seats whose person is gone, and what the room does about it. Two ways to be gone: the seat
// resigned, or its person deleted their account (DELETE /v1/me). A deleted person's seat loses
// its player id and shows DELETED_NAME in every record; in a running game the game's timeout
// policy takes it over (GameSession.leave). The stop rule (issue 21): a game with no person left
// in it, only the server's own seats, is not played on by the server against itself.
import type { GameMeta } from "./store";

type Seat = GameMeta["seats"][number];

/** The name a deleted person's seats and messages show from then on. */
export const DELETED_NAME = "deleted player";
/** Stands for a deleted person wherever an id was kept (who created a game, who wrote a message). */
export const DELETED_ID = "deleted";

/** What leaving did to one game (the answer of DELETE /v1/me lists it per game). */
export type Departure =
  /** An open game only its creator was in: it is gone. */
  | "cancelled"
  /** An open game others had joined: the seat is open again. */
  | "seatFreed"
  /** A running game: the seat resigned, as a timeout under the `forfeit` policy (or no time control) does. */
  | "forfeited"
  /** A running game under the `bot` timeout policy: the built-in bot makes each of the seat's decisions as it comes. */
  | "botPlays"
  /** A finished game: the seat's name is now DELETED_NAME. */
  | "renamed"
  /** A game this deploy cannot load (its rules version is unknown): left untouched. */
  | "kept"
  /** The person holds no seat here (any more). */
  | "absent";

/** A seat a person holds or may hold: neither the book's automaton nor the built-in opponent's. */
export const personSeat = (s: Seat): boolean => !s.automaton && s.opponent === undefined;

/**
 * The stop rule: an active game whose every person seat has resigned or been left by a deleted
 * person, while built-in opponent seats are still in it. Such a game ends at once (the opponents
 * resign, GameSession.stopIfNobodyLeft) instead of the server playing itself for days.
 */
export function nobodyLeft(meta: GameMeta): boolean {
  if (meta.status !== "active") return false;
  const people = meta.seats.filter(personSeat);
  return people.length > 0 && people.every((s) => s.left !== undefined) && meta.seats.some((s) => s.opponent !== undefined && !s.left);
}

/** The seats the stop rule resigns, in seat order: the built-in opponent's that are still in. */
export const opponentsStillIn = (meta: GameMeta): Seat[] => meta.seats.filter((s) => s.opponent !== undefined && !s.left);

/**
 * A seat whose person deleted their account: no id, the deleted name, marked gone ("deleted":
 * the bot plays it, under the `bot` timeout policy, until it resigns, which marks it "resigned").
 */
export function forgetHolder(seat: Seat): void {
  seat.playerId = null;
  seat.playerName = DELETED_NAME;
  seat.left = "deleted";
}
