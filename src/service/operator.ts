// The operator's replay check (GET /v1/operator/replays, docs/OPERATIONS.md "Replaying every stored
// game"): every stored game, unfinished ones included, replayed by its own room under this deploy's
// rules, page by page. `npm run check-games -- --base` can replay only finished games through the
// public API, because only their records reveal the seed; this asks each room to replay itself, so
// the seeds and hidden events never leave the rooms. The route is off unless the deploy holds an
// OPERATOR_KEY secret, and the API's own keys never open it.
import { z } from "zod";
import { games } from "../games/registry";
import { describeError, log } from "../observe/log";
import { inBatches } from "./batches";
import { positionOf, type CursorScope } from "./cursor";
import { apiError, fail, ok, type Result } from "./errors";
import { room } from "./games";
import { cursor, pageLimit } from "./inputs";
import { pageOf } from "./pages";
import { transientFailure } from "./transient";
import type { GameStatus, ReplayCheck } from "./types";

/** Shorter secrets could be guessed by trying; the route stays off with one. */
export const OPERATOR_KEY_MIN_LENGTH = 32;

/** Rooms replaying at once for one page: each replay is CPU in its own room, the page waits for all. */
const ROOMS_AT_ONCE = 5;

export const replaysQuery = z.strictObject({
  kind: z.string().max(40).optional(),
  status: z.enum(["open", "active", "finished"]).optional(),
  limit: pageLimit("replays"),
  cursor,
});

export type ReplaysQuery = z.output<typeof replaysQuery>;

/** One game's line: its room's verdict, or why the room could not give one (`unavailable`: an error code). */
export type ReplayedGame = { id: string } & (
  | (ReplayCheck & { unavailable: null })
  | { kind: string; status: GameStatus; unavailable: string; replayed: false; problems: [] }
);

export interface ReplayPage {
  games: ReplayedGame[];
  /** Over this page: games replayed, and of them the ones with a problem. */
  replayed: number;
  diverging: number;
  nextCursor: string | null;
}

// workerd's constant-time compare; the Node types the project also loads hide it from SubtleCrypto.
const subtle = crypto.subtle as SubtleCrypto & { timingSafeEqual(a: ArrayBuffer, b: ArrayBuffer): boolean };
const digest = async (text: string) => crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));

/**
 * Whether `presented` (the request's bearer secret, null without one) is the deploy's operator key:
 * 404 while the route is off (no key, or one too short to keep), 401 for any other credential.
 * Compared as digests in constant time.
 */
export async function operatorAdmitted(configured: string | undefined, presented: string | null): Promise<Result<void>> {
  // A key with a space in it could never be sent as a bearer secret: the route stays off, saying why.
  if (!configured || configured.length < OPERATOR_KEY_MIN_LENGTH || /\s/.test(configured))
    return fail(
      apiError(
        "NOT_FOUND",
        `the operator routes are off on this deploy: set the OPERATOR_KEY secret (at least ${OPERATOR_KEY_MIN_LENGTH} characters, no spaces)`,
      ),
    );
  const [want, got] = await Promise.all([digest(configured), digest(presented ?? "")]);
  if (!subtle.timingSafeEqual(want, got))
    return fail(apiError("UNAUTHENTICATED", "send the deploy's operator key as 'Authorization: Bearer <OPERATOR_KEY>'"));
  return ok(undefined);
}

interface IndexedGame {
  id: string;
  kind: string;
  status: GameStatus;
}

/** One page of stored games by id, each replayed by its room. */
export async function replayPage(env: Env, query: ReplaysQuery): Promise<Result<ReplayPage>> {
  // An empty kind filters nothing, as the lobby's does.
  const kind = query.kind || null;
  if (kind && !games.some((g) => g.id === kind)) {
    return fail(apiError("MALFORMED_REQUEST", `kind: no game kind '${kind}'; kinds: ${games.map((g) => g.id).join(", ")}`));
  }
  const scope: CursorScope = { list: "replays", filter: { kind, status: query.status ?? null } };
  const after = positionOf(query.cursor, scope, ["id"]);
  if (!after.ok) return after;
  const { results } = await env.DIRECTORY.prepare(
    `SELECT id, kind, status FROM games WHERE (?1 IS NULL OR kind = ?1) AND (?2 IS NULL OR status = ?2) AND id > ?3
     ORDER BY id LIMIT ?4`,
  )
    .bind(kind, query.status ?? null, after.value?.[0] ?? "", query.limit + 1)
    .all<IndexedGame>();
  const page = pageOf(results, query.limit, scope, (g) => [g.id]);
  const checked = await inBatches(page.nodes, ROOMS_AT_ONCE, (g) => replayOne(env, g));
  const replayed = checked.filter((g) => g.replayed);
  return ok({
    games: checked,
    replayed: replayed.length,
    diverging: replayed.filter((g) => g.problems.length > 0).length,
    nextCursor: page.nextCursor,
  });
}

async function replayOne(env: Env, game: IndexedGame): Promise<ReplayedGame> {
  const unavailable = (code: string): ReplayedGame => ({ ...game, unavailable: code, replayed: false, problems: [] });
  try {
    const stub = room(env, game.id);
    if (!stub) return unavailable("GAME_NOT_FOUND");
    const checked = await stub.replayCheck();
    return checked.ok ? { id: game.id, ...checked.value, unavailable: null } : unavailable(checked.error.code);
  } catch (error) {
    // A room reset or overloaded now is the platform's (try the page again); anything else is ours.
    const transient = transientFailure(error);
    if (!transient) log("error", "the replay check could not reach a game", { gameId: game.id, error: describeError(error) });
    return unavailable(transient ? transient.code : "INTERNAL");
  }
}
