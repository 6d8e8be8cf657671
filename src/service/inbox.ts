// The inbox, as REST and GraphQL both give it. Unlike the games lists, an inbox item moves as its
// game does (from "your turn" to "waiting"), so a game that changes section while you page may be
// listed twice or not at all; the first page is always current.
import type { z } from "zod";
import { inboxOf } from "../directory/inbox";
import { positionOf, type CursorScope } from "./cursor";
import { room } from "./games";
import { ok, type Result } from "./errors";
import { pageOf, type Page } from "./pages";
import type { inboxItem } from "./push-shapes";

export type InboxItem = z.infer<typeof inboxItem>;

export async function inboxPage(env: Env, playerId: string, limit: number, cursor?: string | null): Promise<Result<Page<InboxItem>>> {
  const scope: CursorScope = { list: "inbox", filter: { reader: playerId } };
  const after = positionOf(cursor, scope, ["int", "int", "int", "id"]);
  if (!after.ok) return after;
  const rows = await inboxOf(env.DIRECTORY, playerId, limit + 1, Date.now(), after.value);
  const keys = new Map(rows.map((r) => [r.game.id, r.key]));
  const shown = rows.slice(0, limit);
  // The messages live in each game's room, not in the directory: ask the rooms of the page's own games, together.
  const unread = await Promise.all(shown.map((r) => (r.section === "open" ? 0 : unreadIn(env, r.game.id, playerId))));
  const items = rows.map((r, i) => ({
    section: r.section,
    deadline: r.deadline === null ? null : new Date(r.deadline).toISOString(),
    muted: r.muted,
    unreadMessages: unread[i] ?? 0,
    game: r.game,
    invitation: r.invitation && {
      id: r.invitation.id,
      seat: r.invitation.seat,
      from: r.invitation.from,
      expiresAt: new Date(r.invitation.expiresAt).toISOString(),
    },
  }));
  return ok(pageOf(items, limit, scope, (item) => keys.get(item.game.id)!));
}

/** A room that cannot be reached counts nothing unread: the inbox still answers. */
async function unreadIn(env: Env, gameId: string, playerId: string): Promise<number> {
  try {
    return (await room(env, gameId)?.unreadMessages(playerId)) ?? 0;
  } catch {
    return 0;
  }
}
