// The shapes the API hands out, shared by the Durable Object, REST and GraphQL. The answers'
// types are inferred from their zod shapes (src/service/shapes.ts), which the OpenAPI document is
// made from too.
import type { z } from "zod";
import type {
  actResult,
  feedEntry,
  gameRecord,
  gameResource,
  gameStatus,
  pendingShape,
  recordEntry,
  seatInfo,
  validateResult,
  visibility,
} from "./shapes";

export type GameStatus = z.infer<typeof gameStatus>;
export type Visibility = z.infer<typeof visibility>;

/** Who is asking. `null` is an anonymous reader (a spectator of a public game). */
export type Caller = { playerId: string; name: string } | null;

/**
 * The secret a request was made with, as a live reader keeps it: the room closes a stream or
 * socket once its secret stops working (revoked, replaced, or past `expiresAt`), so a feed never
 * outlives the key that opened it. `ids` names it from the broadest to the narrowest (an app's
 * grant, then the one access token); revoking any of them closes the reader.
 */
export interface Credential {
  ids: string[];
  /**
   * The id the token list gives it (`master`, `tk_…`, `oa_…` for an app's grant): what the webhooks
   * and push subscriptions it makes are tied to (src/service/credential-ended.ts).
   */
  listedAs: string;
  /** Milliseconds since the epoch; null: it lasts until revoked or replaced. */
  expiresAt: number | null;
}

/**
 * Who sends a request, as every service function takes it: the bindings, the caller, and the
 * principal whose rate budget and Idempotency-Keys the request spends (`player:<id>`, or
 * `address:<ip>` for an anonymous caller).
 */
export interface Requester {
  env: Env;
  caller: Caller;
  principal: string;
  /** The request's URL: OAuth grants and pairing links belong to the origin that was asked. */
  url?: string;
  /** The secret the caller used (null: anonymous), for a live feed to keep (Credential). */
  credential?: Credential | null;
  /** The request's Authorization header, for a live feed that must check its secret again before it reopens. */
  authorization?: string;
}

/** A requester known to hold a key. */
export type Player = Requester & { caller: NonNullable<Caller> };

export type SeatInfo = z.infer<typeof seatInfo>;

export type PendingInfo = z.infer<ReturnType<typeof pendingShape<z.ZodUnknown, z.ZodUnknown>>>;

/** A game as one reader may see it (its zod shape: src/service/shapes.ts). */
export type GameResource = z.infer<typeof gameResource>;

/** One log entry as a given reader may see it. */
export type FeedEntry = z.infer<typeof feedEntry>;

/**
 * An answer the room has already written as JSON: it crosses the RPC boundary as one string
 * (not a structured clone of a large object) and the worker sends it as it is.
 */
export interface JsonText {
  jsonText: string;
}

/** An action's answer as JSON text, and where its `game` is in it, so the worker can tag the answer with that game's ETag without parsing it. */
export interface ActJson extends JsonText {
  /** `jsonText.slice(gameStart, -1)` is the game exactly as a read of it serializes. */
  gameStart: number;
  gameVersion: number;
}

export const isJsonText = (v: unknown): v is JsonText =>
  typeof v === "object" && v !== null && typeof (v as JsonText).jsonText === "string";

export type ActResult = z.infer<typeof actResult>;

export type ValidateResult = z.infer<typeof validateResult>;

/** A whole game as one self-contained record (ARCHITECTURE §3). */
export type GameRecord = z.infer<typeof gameRecord>;

export type RecordEntry = z.infer<typeof recordEntry>;

/**
 * One game's replay under this deploy's rules, as the operator's check gives it (docs/OPERATIONS.md):
 * `replayed` false for a game not yet started (nothing to replay); `problems` empty when every entry
 * played as recorded, otherwise the first diverging entry first.
 */
export interface ReplayCheck {
  kind: string;
  rulesVersion: string;
  status: GameStatus;
  version: number;
  replayed: boolean;
  entries: number;
  rolls: number;
  problems: string[];
}
