// Table talk, as REST and GraphQL both offer it: a page of a game's messages as the caller may
// read them, and posting one (the room checks the seat, the length, the recipient and the rate).
import type { MessagesRead, TableMessageOut } from "../../durable-objects/game-room";
import { positionOf, type CursorScope } from "./cursor";
import { apiError, fail, ok, type Result } from "./errors";
import { signedIn, withRoom } from "./games";
import { once } from "./idempotency";
import { parseInput } from "./inputs";
import { pageOf, type Page } from "./pages";
import { markReadBody, messageBody } from "./table-talk-shapes";
import type { Requester } from "./types";

/** Oldest first, after message id `after` or a cursor's position; ids only grow, so they are the keyset. */
export async function messages(
  { env, caller }: Requester,
  gameId: string,
  position: { after?: number | undefined; cursor?: string | null | undefined },
  limit: number,
): Promise<Result<Page<TableMessageOut>>> {
  if (position.after !== undefined && position.cursor != null)
    return fail(apiError("MALFORMED_REQUEST", "send either after or cursor, not both"));
  const scope: CursorScope = { list: "messages", filter: { game: gameId, reader: caller?.playerId ?? null } };
  const at = positionOf(position.cursor, scope, ["int"]);
  if (!at.ok) return at;
  const from = at.value ? at.value[0] : (position.after ?? 0);
  return withRoom({ env, caller }, gameId, async (stub) => {
    const page = await stub.messages(caller, from, limit + 1);
    return page.ok ? ok(pageOf(page.value.messages, limit, scope, (m) => [m.id])) : page;
  });
}

export async function postMessage(who: Requester, gameId: string, input: unknown, key?: string): Promise<Result<TableMessageOut>> {
  const player = signedIn(who);
  if (!player.ok) return player;
  const body = parseInput(messageBody, input, "body");
  if (!body.ok) return body;
  return withRoom(who, gameId, (stub) =>
    once(who, key, `POST /v1/games/${gameId}/messages`, body.value, () => stub.postMessage(player.value.caller, body.value)),
  );
}

/**
 * The caller's seat has read the table's messages up to `lastId` (the last id it was shown). An
 * explicit mark rather than marking on GET: a page read by a bot, a prefetch or an older page
 * read again must not clear what the person has not seen; and the mark only moves forward.
 */
export async function markMessagesRead(who: Requester, gameId: string, input: unknown): Promise<Result<MessagesRead>> {
  const player = signedIn(who);
  if (!player.ok) return player;
  const body = parseInput(markReadBody, input, "body");
  if (!body.ok) return body;
  return withRoom(who, gameId, (stub) => stub.markMessagesRead(player.value.caller, body.value.lastId));
}
