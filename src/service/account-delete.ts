// Deleting an account (DELETE /v1/me, GraphQL deleteAccount): the person confirms with their own
// player id; then each of their games is left (durable-objects/room/departure.ts says what that
// does per game), and only once every game has been left are the account's rows erased, so that a
// deletion cut short by a failing room is finished by sending it again, and no credential is
// gone while a game still names the person. The policy is written in docs/OPERATIONS.md.
import type { z } from "zod";
import { gamesSeating } from "../directory/games";
import { eraseAccount } from "../directory/erase";
import { describeError, log } from "../observe/log";
import { listAppGrants, revokeAppGrant } from "../oauth/grants";
import type { accountDeleted } from "./account-data-shapes";
import { deleteAccountBody } from "./account-data-shapes";
import { inBatches } from "./batches";
import { apiError, fail, ok, type Result } from "./errors";
import { room } from "./games";
import { withInput } from "./inputs";
import type { Player } from "./types";

type AccountDeleted = z.infer<typeof accountDeleted>;

/** Rooms asked at once: a person with hundreds of games is left in batches, not one call at a time. */
const ROOMS_AT_ONCE = 8;

export const deleteAccount = (who: Player, raw: unknown): Promise<Result<AccountDeleted>> =>
  withInput(deleteAccountBody, raw ?? {}, "body", async (body) => {
    const playerId = who.caller.playerId;
    if (body.confirm !== playerId) {
      return fail(
        apiError(
          "CONFIRMATION_REQUIRED",
          `deleting an account cannot be undone: send {"confirm": "${playerId}"}, your own player id, to confirm`,
          { confirm: playerId },
        ),
      );
    }
    const ids = await gamesSeating(who.env.DIRECTORY, playerId);
    const games: AccountDeleted["games"] = [];
    const failed: string[] = [];
    await inBatches(ids, ROOMS_AT_ONCE, async (id) => {
      try {
        const left = await room(who.env, id)!.removePlayer(playerId);
        if (left.ok) games.push({ id, outcome: left.value.outcome });
        else failed.push(id);
      } catch (error) {
        log("error", "a room could not remove a deleted player", { gameId: id, error: describeError(error) });
        failed.push(id);
      }
    });
    if (failed.length > 0) {
      return fail(
        apiError(
          "ACCOUNT_DELETION_INCOMPLETE",
          `${failed.length} of your games could not be left just now; nothing else was deleted yet: send the same request again`,
          { games: failed },
        ),
      );
    }
    const url = who.url ?? "";
    for (const grant of await listAppGrants(who.env, url, playerId)) await revokeAppGrant(who.env, url, playerId, grant.id);
    await eraseAccount(who.env.DIRECTORY, playerId);
    return ok({ id: playerId, deleted: true as const, games: games.sort((a, b) => a.id.localeCompare(b.id)) });
  });
