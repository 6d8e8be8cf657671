// What ends with a key or token. A token revoked, an app's grant ended (by the person, or by the
// app revoking its refresh token) or a master key replaced stops the next request at once
// (src/api/auth.ts); what it set going must stop too, or a leaked key would keep its reach after
// the person took it back:
// - the live feeds it opened (streams, sockets, GraphQL subscriptions) are closed in every game of
//   the player's not yet over (src/service/live.ts, closeFeedsOf);
// - the webhooks it made are disabled: a bot's webhook is told its seat's choices and may answer
//   them for the player, so one made with a leaked key would keep playing for them;
// - the push subscriptions last sent with it are deleted: a lost phone stops being told.
// One access token of an app's grant revoked on its own ends only its feeds: the grant, and what
// it made, stands. The hourly purge does the same for tokens that expire (src/directory/purge.ts),
// and for app grants that ended without a call of ours (endLapsedAppGrants).
import { appGrantsWithWebhooks, disableWebhooksMadeWith } from "../directory/webhooks";
import { standingAppGrants } from "../oauth/grants";
import { deletePushSubscriptionsMadeWith } from "../directory/push";
import { MASTER_TOKEN_ID } from "../directory/tokens";
import { metricsTo } from "../observe/metrics";
import { APP_GRANT_PREFIX } from "../oauth/provider";
import { closeFeedsOf } from "./live";

export interface EndedCredential {
  /** The id its live feeds were opened with (one of Credential.ids). */
  feeds: string;
  /** Its id in the token list, when the whole of it ended (not one access token of a grant that stands). */
  listedAs: string | null;
  /** Why, as the webhooks it made will say (`disabledReason`). */
  reason: string;
}

export interface CredentialEndings {
  /** Rooms told to close its feeds, and how many of them could not be reached. */
  rooms: number;
  roomsFailed: number;
  webhooksDisabled: string[];
  pushSubscriptionsDeleted: number;
}

/** Ends what `ended` set going for `playerId`; answers once it is all done (the revocation itself is written already). */
export async function credentialEnded(env: Env, playerId: string, ended: EndedCredential): Promise<CredentialEndings> {
  const started = Date.now();
  const [feeds, webhooksDisabled, pushSubscriptionsDeleted] = await Promise.all([
    closeFeedsOf(env, playerId, ended.feeds),
    ended.listedAs === null ? [] : disableWebhooksMadeWith(env.DIRECTORY, playerId, ended.listedAs, ended.reason),
    ended.listedAs === null ? 0 : deletePushSubscriptionsMadeWith(env.DIRECTORY, playerId, ended.listedAs),
  ]);
  // Counted for the operator (docs/OPERATIONS.md): a revocation whose rooms could not all be told
  // leaves feeds open until they close on their own.
  metricsTo(env.METRICS).record({
    name: "credential_ended",
    what: whatEnded(ended.listedAs),
    ms: Date.now() - started,
    rooms: feeds.rooms,
    roomsFailed: feeds.failed,
    webhooks: webhooksDisabled.length,
    pushSubscriptions: pushSubscriptionsDeleted,
  });
  return { rooms: feeds.rooms, roomsFailed: feeds.failed, webhooksDisabled, pushSubscriptionsDeleted };
}

/** What kind of credential ended, for the metric (never which one). */
function whatEnded(listedAs: string | null): string {
  if (listedAs === null) return "app_token";
  if (listedAs === MASTER_TOKEN_ID) return "master";
  return listedAs.startsWith(APP_GRANT_PREFIX) ? "app_grant" : "token";
}

/**
 * The hourly run's part for app grants, which can end with no call of ours: 30 days after their
 * code's exchange (KV drops them), however often they were refreshed. The webhooks such a grant
 * made are disabled, as ending it by hand disables them; answers how many. (Its feeds need no
 * telling: they end with its access tokens, within the hour. Apps make no push subscriptions: they
 * are never granted `account`.)
 */
export async function endLapsedAppGrants(env: Env, now: number): Promise<number> {
  const made = await appGrantsWithWebhooks(env.DIRECTORY);
  const standing = new Map<string, Set<string>>();
  let disabled = 0;
  for (const { playerId, grant } of made) {
    if (!standing.has(playerId)) standing.set(playerId, await standingAppGrants(env, playerId, now));
    if (standing.get(playerId)!.has(grant)) continue;
    const reason = `made by app grant ${grant}, which has ended`;
    disabled += (await disableWebhooksMadeWith(env.DIRECTORY, playerId, grant, reason)).length;
  }
  return disabled;
}
