// Web Push subscriptions and notification preferences, as REST and GraphQL both offer them.
import type { z } from "zod";
import {
  deletePushSubscription,
  mutedGamesOf,
  preferencesOf,
  pushSubscriptionOf,
  pushSubscriptionsOf,
  savePreferences,
  savePushSubscription,
  setMuted,
  type PushSubscriptionRow,
} from "../directory/push";
import { gameVisibleTo } from "../directory/inbox";
import { fromBase64Url } from "../push/base64url";
import { isTimeZone } from "../push/quiet-hours";
import { vapidKeys } from "../push/vapid";
import { vetTarget } from "../webhooks/vet";
import { positionOf, type CursorScope } from "./cursor";
import { apiError, fail, ok, type Result } from "./errors";
import { withInput } from "./inputs";
import { pageOf, type Page } from "./pages";
import {
  muteBody,
  type muteState,
  type notificationPreferences,
  notificationPreferencesBody,
  type pushSubscription,
  pushSubscriptionBody,
} from "./push-shapes";
import { deliveryLogPage, tellRooms, type PublicDelivery } from "./webhooks";

export type PublicPushSubscription = z.infer<typeof pushSubscription>;
export type Preferences = z.infer<typeof notificationPreferences>;

const publicSubscription = (s: PushSubscriptionRow): PublicPushSubscription => ({
  id: s.id,
  endpoint: s.endpoint,
  madeWith: s.madeWith,
  createdAt: new Date(s.createdAt).toISOString(),
});

export async function vapidPublicKey(env: Env): Promise<Result<{ publicKey: string }>> {
  return ok({ publicKey: (await vapidKeys(env)).publicKey });
}

/** Whether `p256dh` is a point on P-256 (WebCrypto refuses any other). */
async function isP256Point(bytes: Uint8Array<ArrayBuffer>): Promise<boolean> {
  try {
    await crypto.subtle.importKey("raw", bytes, { name: "ECDH", namedCurve: "P-256" }, false, []);
    return true;
  } catch {
    return false;
  }
}

const LOOPBACK_HTTP = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//i;

/**
 * Stores the caller's subscription (`raw`: a PushSubscription's JSON, checked here for REST's body
 * and GraphQL's argument alike), tied to the key or token it was sent with (`madeWith`, Credential.listedAs).
 */
export const subscribePush = (
  env: Env,
  playerId: string,
  raw: unknown,
  madeWith?: string | null,
): Promise<Result<PublicPushSubscription>> =>
  withInput(pushSubscriptionBody, raw, "body", (input) => storeSubscription(env, playerId, input, madeWith));

async function storeSubscription(
  env: Env,
  playerId: string,
  input: z.infer<typeof pushSubscriptionBody>,
  madeWith?: string | null,
): Promise<Result<PublicPushSubscription>> {
  const p256dh = fromBase64Url(input.keys.p256dh);
  const auth = fromBase64Url(input.keys.auth);
  if (p256dh?.length !== 65 || p256dh[0] !== 4 || !(await isP256Point(p256dh))) {
    return fail(
      apiError(
        "INVALID_PUSH_SUBSCRIPTION",
        "keys.p256dh must be base64url of a 65-byte uncompressed P-256 public key, as PushSubscription.toJSON() gives it",
      ),
    );
  }
  if (auth?.length !== 16)
    return fail(apiError("INVALID_PUSH_SUBSCRIPTION", "keys.auth must be base64url of 16 bytes, as PushSubscription.toJSON() gives it"));
  // RFC 8030: a push resource is an https URL (in dev mode also a loopback http one, as for webhooks:
  // a push service run on the same machine). Then the same check as every webhook target.
  const devMode = env.ALLOW_PRIVATE_WEBHOOKS === "true";
  if (!/^https:\/\//i.test(input.endpoint) && !(devMode && LOOPBACK_HTTP.test(input.endpoint)))
    return fail(apiError("PUSH_ENDPOINT_REFUSED", "a push endpoint is an https URL"));
  const target = await vetTarget(input.endpoint, devMode, env.WEBHOOK_DNS_RESOLVER);
  if (!target.ok) return fail(apiError("PUSH_ENDPOINT_REFUSED", target.reason));
  const saved = await savePushSubscription(env.DIRECTORY, {
    playerId,
    endpoint: target.url.href,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    madeWith: madeWith ?? null,
    createdAt: Date.now(),
  });
  await tellRooms(env, playerId, null);
  return ok(publicSubscription(saved));
}

/** A page of the person's push subscriptions, oldest first. */
export async function pushSubscriptionsPage(
  env: Env,
  playerId: string,
  limit: number,
  cursor?: string | null,
): Promise<Result<Page<PublicPushSubscription>>> {
  const scope: CursorScope = { list: "pushSubscriptions", filter: { reader: playerId } };
  const after = positionOf(cursor, scope, ["int", "id"]);
  if (!after.ok) return after;
  const rows = await pushSubscriptionsOf(env.DIRECTORY, playerId, limit + 1, after.value);
  return ok(pageOf(rows.map(publicSubscription), limit, scope, (s) => [Date.parse(s.createdAt), s.id]));
}

/**
 * A page of a push subscription's delivery log, newest first: the same log and paging as a
 * webhook's (GET /v1/webhooks/{id}/deliveries). The subscription's owner only; a deleted
 * subscription (by its owner, or after a 404/410 from its push service) has no log to read.
 */
export async function pushDeliveriesPage(
  env: Env,
  playerId: string,
  id: string,
  limit: number,
  cursor?: string | null,
): Promise<Result<Page<PublicDelivery>>> {
  return deliveryLogPage(env, playerId, id, limit, cursor, async () =>
    (await pushSubscriptionOf(env.DIRECTORY, playerId, id))
      ? ok(null)
      : fail(apiError("NOT_FOUND", `no push subscription '${id}' of yours`)),
  );
}

export async function unsubscribePush(env: Env, playerId: string, id: string): Promise<Result<{ id: string; deleted: true }>> {
  return (await deletePushSubscription(env.DIRECTORY, playerId, id))
    ? ok({ id, deleted: true })
    : fail(apiError("NOT_FOUND", `no push subscription '${id}' of yours`));
}

export async function preferences(env: Env, playerId: string): Promise<Result<Preferences>> {
  const [prefs, mutedGames] = await Promise.all([preferencesOf(env.DIRECTORY, playerId), mutedGamesOf(env.DIRECTORY, playerId)]);
  return ok({ ...prefs, mutedGames });
}

/** Changes what is sent (`raw` checked here, for both transports); what is left out stays as it was. */
export const updatePreferences = (env: Env, playerId: string, raw: unknown): Promise<Result<Preferences>> =>
  withInput(notificationPreferencesBody, raw, "body", (input) => savePreferencesOf(env, playerId, input));

async function savePreferencesOf(
  env: Env,
  playerId: string,
  input: z.infer<typeof notificationPreferencesBody>,
): Promise<Result<Preferences>> {
  if (input.quietHours && !isTimeZone(input.quietHours.timeZone)) {
    return fail(
      apiError(
        "MALFORMED_REQUEST",
        `body.quietHours.timeZone: '${input.quietHours.timeZone}' is not an IANA time zone (e.g. Europe/Paris)`,
      ),
    );
  }
  const now = Date.now();
  const current = await preferencesOf(env.DIRECTORY, playerId);
  const events = input.events ? [...new Set(input.events)] : current.events;
  const deadlineWarningHours = input.deadlineWarningHours === undefined ? current.deadlineWarningHours : input.deadlineWarningHours;
  await savePreferences(
    env.DIRECTORY,
    playerId,
    { events, quietHours: input.quietHours === undefined ? current.quietHours : input.quietHours, deadlineWarningHours },
    now,
  );
  // The rooms of the person's games on the clock schedule their warnings from it: tell them.
  if (deadlineWarningHours !== current.deadlineWarningHours) await tellRooms(env, playerId, null);
  if (input.mutedGames) {
    const wanted = new Set(input.mutedGames);
    const had = await mutedGamesOf(env.DIRECTORY, playerId);
    for (const id of had) if (!wanted.has(id)) await setMuted(env.DIRECTORY, playerId, id, false, now);
    for (const id of wanted) if (!had.includes(id)) await setMuted(env.DIRECTORY, playerId, id, true, now);
  }
  return preferences(env, playerId);
}

/** Mutes (or unmutes) a game the person may see; `raw` is `{muted}`, checked here for both transports. */
export const muteGame = (env: Env, playerId: string, gameId: string, raw: unknown): Promise<Result<z.infer<typeof muteState>>> =>
  withInput(muteBody, raw, "body", async ({ muted }) => {
    if (!(await gameVisibleTo(env.DIRECTORY, gameId, playerId))) return fail(apiError("GAME_NOT_FOUND", "no such game"));
    await setMuted(env.DIRECTORY, playerId, gameId, muted, Date.now());
    return ok({ gameId, muted });
  });
