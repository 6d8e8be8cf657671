// The account's own data: the export (GET /v1/me/export) and the deletion (DELETE /v1/me), as zod
// shapes like src/service/shapes.ts: the OpenAPI document is made from them.
import { z } from "zod";
import { passkeyInfo, tokenInfo } from "./account-shapes";
import { invitationListItem } from "./invitation-shapes";
import { mutedPlayer, notificationPreferences, pushSubscription } from "./push-shapes";
import { gameListItem, gameRecord, webhook } from "./shapes";
import { tableMessage } from "./table-talk-shapes";
import { cursor, pageLimit } from "./inputs";

export const exportQuery = z.strictObject({ limit: pageLimit("export"), cursor });

/** One game of the person's: where they sit, its record as that seat may see it, and the talk they may read. */
export const exportedGameShape = <R extends z.ZodType>(record: R) =>
  z.object({
    game: gameListItem.describe("The game as the games list shows it"),
    seat: z.string().nullable().describe("Your seat in it"),
    record: record
      .nullable()
      .describe("The game's record as your seat may see it: another seat's hidden information is never in it (null: see `unavailable`)"),
    messages: z
      .array(tableMessage)
      .describe("The table talk you may read: every public message, and the private ones you wrote or were sent"),
    unavailable: z.string().nullable().describe("Why the record could not be read now (an error code), else null"),
  });

/** A page of the export; the OpenAPI document gives it each kind's record (src/api/openapi.ts). */
export const accountExportShape = <R extends z.ZodType>(record: R) =>
  z.object({
    format: z.literal("starpost-account/1"),
    exportedAt: z.iso.datetime({ offset: true }),
    account: z
      .object({
        player: z.object({ id: z.string(), name: z.string(), createdAt: z.iso.datetime({ offset: true }) }),
        tokens: z.array(tokenInfo).describe("Every token's metadata; never a secret"),
        passkeys: z.array(passkeyInfo).describe("Name and dates; the key itself stays with your device"),
        webhooks: z.array(webhook).describe("Every subscription, without its signing secret"),
        pushSubscriptions: z.array(pushSubscription),
        notificationPreferences: notificationPreferences.describe("What you are pushed, quiet hours, and the games you muted"),
        mutedPlayers: z.array(mutedPlayer).describe("The players whose messages you do not see"),
        invitations: z.array(invitationListItem).describe("Your pending invitations to games not yet started"),
      })
      .nullable()
      .describe("Everything but the games: on the first page only (null on the pages a cursor asks for)"),
    games: z.array(exportedGameShape(record)).describe("Your games, newest created first: this page"),
    nextCursor: z.string().nullable().describe("Send it back as `cursor` for the next page of games; null on the last page"),
  });

export const exportedGame = exportedGameShape(gameRecord);
export const accountExport = accountExportShape(gameRecord);

export const deleteAccountBody = z.strictObject({
  confirm: z
    .string()
    .max(64)
    .optional()
    .describe("Your own player id (`pl_…`): the deletion is refused without it (400 CONFIRMATION_REQUIRED)"),
});

export const departure = z
  .enum(["cancelled", "seatFreed", "forfeited", "botPlays", "renamed", "kept", "absent"])
  .describe(
    "cancelled: an open game only you were in, deleted; seatFreed: an open game, your seat open again; forfeited: a running game, your seat " +
      "resigned as at a timeout; botPlays: a running game under the bot timeout policy, the built-in bot makes your seat's decisions; " +
      "renamed: a finished game, your seat now shows 'deleted player'; kept: a game this deploy cannot load, untouched; absent: no seat of yours",
  );

export const accountDeleted = z.object({
  id: z.string(),
  deleted: z.literal(true),
  games: z.array(z.object({ id: z.string(), outcome: departure })).describe("What became of each of your games"),
});
