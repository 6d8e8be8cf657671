// Your data in GraphQL: the export, page by page, and deleting your account, through the same
// service functions as GET /v1/me/export and DELETE /v1/me, with the same scope (`account`).
// The export is the very JSON document REST answers (one page of it), as text: it is a download
// to keep, not a graph to query, and its game records are each kind's own shapes.
import type { z } from "zod";
import type { accountDeleted } from "../src/service/account-data-shapes";
import { deleteAccount } from "../src/service/account-delete";
import { exportAccount } from "../src/service/account-export";
import { signedIn } from "../src/service/games";
import { builder } from "./builder";
import { afterArg, firstArg, pageOrThrow, pageSize } from "./connections";
import { asProblem, resultUnion, unwrap } from "./errors";

type AccountDeleted = z.infer<typeof accountDeleted>;
type ExportPage = { json: string; nextCursor: string | null };

const ExportPageRef = builder.objectRef<ExportPage>("AccountExportPage").implement({
  description: "One page of everything Starpost keeps about you",
  fields: (t) => ({
    json: t.exposeString("json", {
      description:
        "The page as JSON text, exactly as GET /v1/me/export answers it: `account` on the first page, then `games` with each record as your seat may see it",
    }),
    nextCursor: t.string({
      nullable: true,
      description: "Send it as `after` for the next page; null on the last",
      resolve: (p) => p.nextCursor,
    }),
  }),
});

const DepartureEnum = builder.enumType("GameDeparture", {
  description: "What deleting your account did to one of your games (see DELETE /v1/me)",
  values: { cancelled: {}, seatFreed: {}, forfeited: {}, botPlays: {}, renamed: {}, kept: {}, absent: {} } as const,
});

const LeftGameRef = builder.objectRef<AccountDeleted["games"][number]>("LeftGame").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    outcome: t.field({ type: DepartureEnum, resolve: (g) => g.outcome }),
  }),
});

const AccountDeletedRef = builder.objectRef<AccountDeleted>("AccountDeleted").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    games: t.field({ type: [LeftGameRef], resolve: (d) => d.games }),
  }),
});

const DeleteAccountResult = resultUnion<AccountDeleted>("DeleteAccountResult", AccountDeletedRef, "Deleted, or why not");

builder.queryFields((t) => ({
  accountExport: t.field({
    type: ExportPageRef,
    description: "Everything Starpost keeps about you: your account on the first page, then your games, newest created first",
    args: { first: t.arg.int(firstArg("export")), after: t.arg.string(afterArg) },
    resolve: async (_, args, who) => {
      const player = pageOrThrow(signedIn(who));
      const page = pageOrThrow(await exportAccount(player, pageSize(args.first, "export"), args.after));
      return { json: JSON.stringify(page), nextCursor: page.nextCursor };
    },
  }),
}));

builder.mutationFields((t) => ({
  deleteAccount: t.field({
    type: DeleteAccountResult,
    description: "Delete your account for good (confirm with your own player id); your games are left as DELETE /v1/me says",
    args: { confirm: t.arg.string({ required: false, description: "Your own player id (`pl_…`)" }) },
    resolve: async (_, args, who) => {
      const player = signedIn(who);
      if (!player.ok) return asProblem(player.error);
      return unwrap(await deleteAccount(player.value, args.confirm == null ? {} : { confirm: args.confirm }));
    },
  }),
}));
