// The games lists and a game's feed, page by page, as REST and GraphQL both offer them. Each
// cursor is bound to its list, its filter and its reader (src/service/cursor.ts).
import { gameListKey, listGames as gamesOfDirectory, type GameListItem } from "../directory/games";
import { gameKind, games } from "../games/registry";
import { positionOf, type CursorScope } from "./cursor";
import { apiError, fail, ok, type Result } from "./errors";
import { withRoom } from "./games";
import { emptyPage, pageOf, type Page } from "./pages";
import type { FeedEntry, GameStatus, Requester } from "./types";

export interface GamesFilter {
  status?: GameStatus | undefined;
  kind?: string | undefined;
  /** Only games the caller sits in. */
  mine?: boolean | undefined;
  /** Only games where one of the caller's seats owes a decision. */
  awaitingMe?: boolean | undefined;
}

/**
 * A page of games, newest created first (then by id): the lobby (public games and the caller's
 * private ones), or the caller's games, or those awaiting the caller. A game's place never
 * changes; a game enters or leaves a filtered list (status, awaiting) when it changes.
 */
export async function listGames(
  { env, caller }: Requester,
  filter: GamesFilter,
  limit: number,
  cursor?: string | null,
): Promise<Result<Page<GameListItem>>> {
  const mine = filter.mine ?? false;
  const awaitingMe = filter.awaitingMe ?? false;
  const scope: CursorScope = {
    list: "games",
    filter: { status: filter.status ?? null, kind: filter.kind ?? null, mine, awaitingMe, reader: caller?.playerId ?? null },
  };
  // A misspelt kind would match no game: say so rather than answer an empty lobby.
  if (filter.kind && !gameKind(filter.kind)) {
    const kinds = games.map((k) => k.id).join(", ");
    return fail(apiError("MALFORMED_REQUEST", `kind: no game kind '${filter.kind}'; kinds: ${kinds}`));
  }
  const after = positionOf(cursor, scope, ["int", "id"]);
  if (!after.ok) return after;
  if ((mine || awaitingMe) && !caller) return ok(emptyPage());
  const rows = await gamesOfDirectory(env.DIRECTORY, {
    callerId: caller?.playerId ?? null,
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.kind ? { kind: filter.kind } : {}),
    mine,
    awaitingMe,
    ...(after.value ? { after: after.value } : {}),
    limit: limit + 1,
  });
  return ok(pageOf(rows, limit, scope, gameListKey));
}

export interface FeedPage extends Page<FeedEntry> {
  /** The game's version now. */
  version: number;
}

/**
 * A page of a game's feed as the caller may see it, oldest first: after version `after`, or
 * after a cursor's position. Versions only grow (an undo is an entry too), so the feed is its
 * own keyset. The room is asked for one entry more than the page, to know whether more follow.
 */
export async function feed(
  { env, caller }: Requester,
  gameId: string,
  position: { after?: number | undefined; cursor?: string | null | undefined },
  limit: number,
): Promise<Result<FeedPage>> {
  if (position.after !== undefined && position.cursor != null)
    return fail(apiError("MALFORMED_REQUEST", "send either after or cursor, not both"));
  const scope: CursorScope = { list: "events", filter: { game: gameId, reader: caller?.playerId ?? null } };
  const at = positionOf(position.cursor, scope, ["int"]);
  if (!at.ok) return at;
  const from = at.value ? at.value[0] : (position.after ?? 0);
  return withRoom({ env, caller }, gameId, async (stub) => {
    const entries = await stub.feed(caller, from, limit + 1);
    if (!entries.ok) return entries;
    return ok({ ...pageOf(entries.value.entries, limit, scope, (e) => [e.version]), version: entries.value.version });
  });
}
