// The inbox in GraphQL: the same pages as GET /v1/me/inbox (src/service/inbox.ts).
import { inboxPage, type InboxItem } from "../src/service/inbox";
import { builder } from "./builder";
import { afterArg, connectionOf, firstArg, pageOrThrow, pageSize } from "./connections";
import { GameSummaryRef } from "./game";
import { InvitationSummaryRef } from "./invitations";

const InboxSectionEnum = builder.enumType("InboxSection", {
  description: "Where an inbox item stands",
  values: {
    yourTurn: { description: "A decision in this game is yours" },
    waiting: { description: "Your game waits on another seat, or for players to join" },
    invitations: { description: "A game you are invited to" },
    open: { description: "A public game with a free seat you can join" },
  } as const,
});

const InboxItemRef = builder.objectRef<InboxItem>("InboxItem").implement({
  fields: (t) => ({
    section: t.field({ type: InboxSectionEnum, resolve: (i) => i.section }),
    deadline: t.field({
      type: "DateTime",
      nullable: true,
      description: "For yourTurn: when your decision is due, if the game has a time control",
      resolve: (i) => i.deadline,
    }),
    muted: t.exposeBoolean("muted", { description: "You muted this game's pushes" }),
    unreadMessages: t.exposeInt("unreadMessages", {
      description: "Table messages for your seat you have not read (players you muted left out); 0 where you hold no seat",
    }),
    game: t.field({ type: GameSummaryRef, resolve: (i) => i.game }),
    invitation: t.field({
      type: InvitationSummaryRef,
      nullable: true,
      description: "For invitations: the invitation",
      resolve: (i) => i.invitation,
    }),
  }),
});

const InboxConnectionRef = builder.connectionObject({ type: InboxItemRef, name: "InboxConnection" });

builder.queryFields((t) => ({
  inbox: t.field({
    type: InboxConnectionRef,
    description:
      "Games where a decision is yours (the most urgent deadline first), then your games waiting on others, then games you are invited to (newest invitation first), then public games you can join (newest first). " +
      "A game that changes section while you page may be listed twice or skipped; the first page is always current. Empty without a key",
    args: { first: t.arg.int(firstArg("inbox")), after: t.arg.string(afterArg) },
    resolve: async (_, args, { env, caller }) => {
      const first = pageSize(args.first, "inbox");
      if (!caller) return connectionOf({ nodes: [], cursorOf: () => "", nextCursor: null });
      return connectionOf(pageOrThrow(await inboxPage(env, caller.playerId, first, args.after)));
    },
  }),
}));
