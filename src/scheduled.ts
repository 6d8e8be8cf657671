// The worker's scheduled run, hourly ([triggers] in wrangler.toml): the directory's purge of what
// it keeps past its use (src/directory/purge.ts) and the webhooks of app grants that ended on
// their own (src/service/credential-ended.ts), logged as one JSON line and written as one
// `directory` metric point (the directory's size and what the run deleted); once a day, at
// ROOMS_STORED_HOUR_UTC, also the rooms' stored bytes in all (`rooms_stored`). The OAuth library's
// records in KV need no sweep: with our settings each is written with a KV expiry (access tokens an
// hour, codes ten minutes, grants their 30 days, registered clients 90 days after their last use),
// and revoking a grant deletes its tokens (test/api/purge.test.ts checks both).
import { purgeDirectory } from "./directory/purge";
import { roomsStored, totalsRoomsAt } from "./directory/storage";
import { REFRESH_TOKEN_SECONDS } from "./oauth/provider";
import { endLapsedAppGrants } from "./service/credential-ended";
import { describeError, log } from "./observe/log";
import { metricsTo } from "./observe/metrics";

export async function scheduled(controller: ScheduledController, env: Env): Promise<void> {
  const metrics = metricsTo(env.METRICS);
  let started = Date.now();
  try {
    const purged = await purgeDirectory(env.DIRECTORY, controller.scheduledTime, REFRESH_TOKEN_SECONDS * 1000);
    const lapsedAppGrantsWebhooks = await endLapsedAppGrants(env, controller.scheduledTime);
    const ms = Date.now() - started;
    log("info", "purge", { cron: controller.cron, ms, ...purged, lapsedAppGrantsWebhooks });
    metrics.record({
      name: "directory",
      bytes: purged.directoryBytes,
      ms,
      deliveries: purged.deliveries,
      tokens: purged.expiredTokens + purged.revokedTokens,
      pairingCodes: purged.pairingCodes,
      appGrantUses: purged.appGrantUses,
      invitations: purged.invitations,
      pushSubscriptions: purged.expiredTokensPushSubscriptions,
      webhooksDisabled: purged.expiredTokensWebhooks + lapsedAppGrantsWebhooks,
    });
  } catch (error) {
    // Logged, then thrown again so the run is marked failed; the next hour starts over.
    log("error", "purge failed", { cron: controller.cron, ms: Date.now() - started, error: describeError(error) });
    throw error;
  }
  if (!totalsRoomsAt(controller.scheduledTime)) return;
  started = Date.now();
  try {
    const rooms = await roomsStored(env.DIRECTORY);
    const ms = Date.now() - started;
    log("info", "rooms stored", { cron: controller.cron, ms, ...rooms });
    metrics.record({ name: "rooms_stored", bytes: rooms.bytes, counted: rooms.counted, games: rooms.games, rowsRead: rooms.rowsRead, ms });
  } catch (error) {
    log("error", "rooms stored failed", { cron: controller.cron, ms: Date.now() - started, error: describeError(error) });
    throw error;
  }
}
