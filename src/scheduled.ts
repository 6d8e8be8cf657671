// The worker's scheduled run, hourly ([triggers] in wrangler.toml): the directory's purge of what
// it keeps past its use (src/directory/purge.ts) and the webhooks of app grants that ended on
// their own (src/service/credential-ended.ts), logged as one JSON line. The OAuth library's
// records in KV need no sweep: with our settings each is written with a KV expiry (access tokens an
// hour, codes ten minutes, grants their 30 days, registered clients 90 days after their last use),
// and revoking a grant deletes its tokens (test/api/purge.test.ts checks both).
import { purgeDirectory } from "./directory/purge";
import { REFRESH_TOKEN_SECONDS } from "./oauth/provider";
import { endLapsedAppGrants } from "./service/credential-ended";
import { describeError, log } from "./observe/log";

export async function scheduled(controller: ScheduledController, env: Env): Promise<void> {
  const started = Date.now();
  try {
    const purged = await purgeDirectory(env.DIRECTORY, controller.scheduledTime, REFRESH_TOKEN_SECONDS * 1000);
    const lapsedAppGrantsWebhooks = await endLapsedAppGrants(env, controller.scheduledTime);
    log("info", "purge", { cron: controller.cron, ms: Date.now() - started, ...purged, lapsedAppGrantsWebhooks });
  } catch (error) {
    // Logged, then thrown again so the run is marked failed; the next hour starts over.
    log("error", "purge failed", { cron: controller.cron, ms: Date.now() - started, error: describeError(error) });
    throw error;
  }
}
