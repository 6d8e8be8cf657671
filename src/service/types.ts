// The shapes the API hands out, shared by the Durable Object, REST and GraphQL.
import type { GameEvent, Outcome, SeatId } from "../engine/contract";
import type { DieRoll } from "../engine/rng";

export type GameStatus = "open" | "active" | "finished";
export type Visibility = "public" | "private";

/** Who is asking. `null` is an anonymous reader (a spectator of a public game). */
export type Caller = { playerId: string; name: string } | null;

export interface SeatInfo {
  seat: SeatId;
  name: string;
  automaton: boolean;
  player: { id: string; name: string } | null;
}

export interface PendingInfo {
  seat: SeatId;
  prompt: string;
  text: string;
  /**
   * Only for the caller's own seat: the decision's identity. An action sent with it (or with the
   * version it was read at) is accepted while the seat still owes this decision, whatever other
   * seats did meanwhile.
   */
  decisionId?: string;
  /** Only for the caller's own seat: another seat's choices could reveal its secrets. */
  choices?: unknown[];
  bounds?: unknown;
}

export interface GameResource {
  id: string;
  kind: string;
  title: string;
  rulesVersion: string;
  status: GameStatus;
  visibility: Visibility;
  version: number;
  options: unknown;
  seats: SeatInfo[];
  you: { playerId: string; seat: SeatId } | null;
  /** What the caller may see; null until the game starts. */
  view: unknown;
  pending: PendingInfo[];
  outcome: Outcome | null;
  seedCommitment: string;
  /** Deadlines, when the game has time controls; null otherwise. */
  timeControl: {
    decisionMs: number;
    warnBeforeMs: number;
    vacationMs: number;
    onTimeout: "forfeit" | "bot";
    seats: { seat: SeatId; deadline: string | null; vacationLeftMs: number }[];
  } | null;
  /** Revealed once the game is over, so anyone can verify every roll. */
  seed: string | null;
  createdAt: string;
  updatedAt: string;
}

/** One log entry as a given reader may see it. */
export interface FeedEntry {
  version: number;
  seat: SeatId;
  kind: "action" | "resign" | "undo";
  /** "timeout" when the server acted for the seat because its deadline passed. */
  auto?: "timeout";
  at: string;
  events: GameEvent[];
  /** Public dice only; hidden draws (shuffles, secret picks) are left out. */
  rolls: DieRoll[];
}

/**
 * An answer the room has already written as JSON: it crosses the RPC boundary as one string
 * (not a structured clone of a large object) and the worker sends it as it is.
 */
export interface JsonText {
  jsonText: string;
}

export const isJsonText = (v: unknown): v is JsonText => typeof v === "object" && v !== null && typeof (v as JsonText).jsonText === "string";

export interface ActResult {
  version: number;
  events: GameEvent[];
  game: GameResource;
}

export interface ValidateResult {
  valid: true;
  /** The events the action would produce, as the caller would see them; empty when withheld. */
  events: GameEvent[];
  /** Why the events are withheld: they would reveal hidden information, or depend on dice not yet rolled. */
  withheld?: string;
}

/** A whole game as one self-contained record (ARCHITECTURE §3). */
export interface GameRecord {
  format: "starpost-game/1";
  id: string;
  kind: string;
  rulesVersion: string;
  options: unknown;
  seats: { seat: SeatId; playerId: string | null; name: string | null }[];
  seedCommitment: string;
  /** Each seat's added entropy, in seat order ("" where none was given). */
  entropy: string[];
  /** Present once the game is over. */
  serverSeed: string | null;
  createdAt: string;
  status: GameStatus;
  version: number;
  /** Once the game is over: every entry with its action and every roll. Before: the caller's feed. */
  log: RecordEntry[];
  outcome: Outcome | null;
}

export interface RecordEntry {
  version: number;
  seat: SeatId;
  kind: "action" | "resign" | "undo";
  auto?: "timeout";
  at: string;
  action?: unknown;
  rolls: DieRoll[];
  events: GameEvent[];
}
