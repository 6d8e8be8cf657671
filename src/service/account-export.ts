// A person's export of everything Starpost keeps about them (GET /v1/me/export, GraphQL
// accountExport): the account (player, tokens' and passkeys' metadata, webhooks without their
// secrets, push subscriptions, notification preferences and mutes) on the first page, and their
// games page by page, each with its record as their seat may see it and the table talk they may
// read. Paged like the games list (newest created first, a cursor bound to the reader), so an
// account with hundreds of long games is read in answers of bounded size and bounded room calls.
import type { z } from "zod";
import { gameListKey, listGames, type GameListItem } from "../directory/games";
import { passkeysOf } from "../directory/passkeys";
import { describeError, log } from "../observe/log";
import { grantOf } from "../api/scopes";
import { accountTokens, publicPasskey } from "./account";
import type { accountExport, exportedGame } from "./account-data-shapes";
import { positionOf, type CursorScope } from "./cursor";
import { apiError, fail, ok, type Result } from "./errors";
import { room } from "./games";
import { pageOf, type Page } from "./pages";
import { myInvitations } from "./invitations";
import { mutedPlayers } from "./mutes";
import { preferences, pushSubscriptionsPage } from "./push";
import { inBatches } from "./batches";
import type { Player } from "./types";
import { webhooksPage } from "./webhooks";

type AccountExport = z.infer<typeof accountExport>;
type ExportedGame = z.infer<typeof exportedGame>;

/** Rooms read at once for one page. */
const ROOMS_AT_ONCE = 10;

export async function exportAccount(who: Player, limit: number, cursor?: string | null): Promise<Result<AccountExport>> {
  const { env, caller } = who;
  const scope: CursorScope = { list: "export", filter: { reader: caller.playerId } };
  const after = positionOf(cursor, scope, ["int", "id"]);
  if (!after.ok) return after;
  const rows = await listGames(env.DIRECTORY, {
    callerId: caller.playerId,
    mine: true,
    ...(after.value ? { after: after.value } : {}),
    limit: limit + 1,
  });
  const page = pageOf(rows, limit, scope, gameListKey);
  const account = after.value ? null : await accountPart(who);
  if (after.value === undefined && !account) return fail(apiError("UNAUTHENTICATED", "this account no longer exists"));
  const games = await inBatches(page.nodes, ROOMS_AT_ONCE, (g) => gameOf(who, g));
  return ok({ format: "starpost-account/1", exportedAt: new Date().toISOString(), account, games, nextCursor: page.nextCursor });
}

async function gameOf(who: Player, game: GameListItem): Promise<ExportedGame> {
  let unavailable = "GAME_NOT_FOUND";
  try {
    const read = await room(who.env, game.id)?.exportFor(who.caller);
    if (read?.ok) return { game, seat: read.value.seat, record: read.value.record, messages: read.value.messages, unavailable: null };
    if (read) unavailable = read.error.code;
  } catch (error) {
    log("error", "the account export could not read a game", { gameId: game.id, error: describeError(error) });
    unavailable = "INTERNAL";
  }
  const seat = game.seats.find((s) => s.playerId === who.caller.playerId)?.seat ?? null;
  return { game, seat, record: null, messages: [], unavailable };
}

async function accountPart(who: Player): Promise<AccountExport["account"]> {
  const { env, caller } = who;
  const db = env.DIRECTORY;
  const player = await db
    .prepare("SELECT id, name, created_at FROM players WHERE id = ?")
    .bind(caller.playerId)
    .first<{ id: string; name: string; created_at: number }>();
  if (!player) return null;
  const [tokens, passkeys, webhooks, pushSubscriptions, prefs, muted, invitations] = await Promise.all([
    accountTokens(env, who.url ?? "", caller.playerId, grantOf(caller)),
    passkeysOf(db, caller.playerId),
    everyPage((c) => webhooksPage(env, caller.playerId, 200, c)),
    everyPage((c) => pushSubscriptionsPage(env, caller.playerId, 200, c)),
    preferences(env, caller.playerId),
    mutedPlayers(env, caller.playerId),
    everyPage((c) => myInvitations(who, 200, c)),
  ]);
  return {
    player: { id: player.id, name: player.name, createdAt: new Date(player.created_at).toISOString() },
    tokens,
    passkeys: passkeys.map(publicPasskey),
    webhooks,
    pushSubscriptions,
    notificationPreferences: prefs.ok ? prefs.value : { events: [], quietHours: null, mutedGames: [], deadlineWarningHours: null },
    mutedPlayers: muted.ok ? muted.value.players : [],
    invitations,
  };
}

/** Every item of a paged list, following its cursors. */
async function everyPage<T>(page: (cursor: string | null) => Promise<Result<Page<T>>>): Promise<T[]> {
  const all: T[] = [];
  let cursor: string | null = null;
  do {
    const got: Result<Page<T>> = await page(cursor);
    if (!got.ok) break;
    all.push(...got.value.nodes);
    cursor = got.value.nextCursor;
  } while (cursor !== null);
  return all;
}
