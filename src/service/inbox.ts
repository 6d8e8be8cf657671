// The inbox, as REST and GraphQL both give it. Unlike the games lists, an inbox item moves as its
// game does (from "your turn" to "waiting"), so a game that changes section while you page may be
// listed twice or not at all; the first page is always current.
import type { z } from "zod";
import { inboxOf } from "../directory/inbox";
import { positionOf, type CursorScope } from "./cursor";
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
  const items = rows.map((r) => ({
    section: r.section,
    deadline: r.deadline === null ? null : new Date(r.deadline).toISOString(),
    muted: r.muted,
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
