// Webhook subscriptions as REST and GraphQL both offer them: one implementation, two surfaces.
import type { z } from "zod";
import {
  createWebhook,
  deleteWebhook,
  deliveriesOf,
  deliveryById,
  rotateWebhookSecret,
  webhookById,
  webhooksOf,
  type DeliveryLogRow,
  type Webhook,
} from "../directory/webhooks";
import { unfinishedGamesOf } from "../directory/games";
import { WEBHOOK_EVENTS } from "../webhooks/events";
import { vetTarget } from "../webhooks/vet";
import { APP_GRANT_PREFIX, REFRESH_TOKEN_SECONDS } from "../oauth/provider";
import { appGrantEndsAt } from "../oauth/grants";
import type { Same } from "../engine/schemas";
import { positionOf, type CursorScope } from "./cursor";
import { apiError, fail, ok, type Result } from "./errors";
import { room, signedIn } from "./games";
import { once } from "./idempotency";
import { parseInput, rotateSecretBody, webhookBody } from "./inputs";
import { pageOf, type Page } from "./pages";
import type { delivery, webhook } from "./shapes";
import type { Requester } from "./types";

export type PublicWebhook = ReturnType<typeof publicWebhook>;

/** How long a replaced signing secret keeps signing, unless the rotation says otherwise. */
export const DEFAULT_OVERLAP_HOURS = 24;

/** A subscription as its owner sees it after creation: never the secret again. */
export const publicWebhook = (w: Webhook) => ({
  id: w.id,
  url: w.url,
  events: w.events,
  gameId: w.gameId,
  bot: w.bot,
  disabled: w.disabledReason !== null,
  disabledReason: w.disabledReason,
  madeWith: w.madeWith,
  createdAt: new Date(w.createdAt).toISOString(),
});

export const publicDelivery = (d: DeliveryLogRow) => ({
  id: d.id,
  webhookId: d.webhookId,
  gameId: d.gameId,
  event: d.event,
  status: d.status,
  attempts: d.attempts,
  lastStatus: d.lastStatus,
  lastError: d.lastError,
  nextAttemptAt: d.nextAttemptAt === null ? null : new Date(d.nextAttemptAt).toISOString(),
  createdAt: new Date(d.createdAt).toISOString(),
  updatedAt: new Date(d.updatedAt).toISOString(),
});

/** Subscribes the caller; a resend with the same Idempotency-Key answers the same subscription (and secret). */
export async function subscribe(who: Requester, input: unknown, key?: string): Promise<Result<PublicWebhook & { secret: string }>> {
  const player = signedIn(who);
  if (!player.ok) return player;
  const body = parseInput(webhookBody, input, "body");
  if (!body.ok) return body;
  return once(who, key, "POST /v1/webhooks", body.value, () =>
    subscribeNow(who.env, player.value.caller.playerId, body.value, who.credential?.listedAs ?? null),
  );
}

async function subscribeNow(
  env: Env,
  playerId: string,
  input: z.output<typeof webhookBody>,
  madeWith: string | null,
): Promise<Result<PublicWebhook & { secret: string }>> {
  const target = await vetTarget(input.url, env.ALLOW_PRIVATE_WEBHOOKS === "true", env.WEBHOOK_DNS_RESOLVER);
  if (!target.ok) return fail(apiError("WEBHOOK_TARGET_REFUSED", target.reason));
  const events = input.events && input.events.length > 0 ? [...new Set(input.events)] : [...WEBHOOK_EVENTS];
  const hook = await createWebhook(env.DIRECTORY, {
    playerId,
    url: target.url.href,
    events,
    gameId: input.gameId ?? null,
    bot: input.bot ?? false,
    madeWith,
    madeWithUntil: madeWith?.startsWith(APP_GRANT_PREFIX) ? await grantEnd(env, playerId, madeWith) : null,
    createdAt: Date.now(),
  });
  await tellRooms(env, playerId, hook.gameId);
  return ok({ ...publicWebhook(hook), secret: hook.secret });
}

/**
 * When an app's grant ends by itself (30 days after its code's exchange), with nothing in the
 * directory saying so: kept with the webhook so a delivery stops at that moment (webhookActive),
 * not at the next hourly run. KV's listing can miss a grant made within the last minute; then the
 * latest it can end is used, 30 days from now, which is at most that minute late.
 */
async function grantEnd(env: Env, playerId: string, grant: string): Promise<number> {
  return (await appGrantEndsAt(env, playerId, grant)) ?? Date.now() + REFRESH_TOKEN_SECONDS * 1000;
}

/** How many of a player's games a new subscription tells at once (one request to each room). */
export const TELL_AT_MOST = 200;

/**
 * A room writes notifications only for players it knows to be listening (by webhook or push) (see
 * durable-objects/room/listeners.ts): tell the rooms this subscription covers before answering,
 * so every move after the answer is heard. A room not told (a player in more than TELL_AT_MOST
 * games in play, or a room that could not be reached) reads again within a minute.
 */
export async function tellRooms(env: Env, playerId: string, gameId: string | null): Promise<void> {
  const ids = gameId ? [gameId] : await unfinishedGamesOf(env.DIRECTORY, playerId, TELL_AT_MOST);
  await Promise.allSettled(ids.map((id) => room(env, id)?.listenersChanged()));
}

/** A page of the player's subscriptions, oldest first (created_at, then id). */
export async function webhooksPage(
  env: Env,
  playerId: string,
  limit: number,
  cursor?: string | null,
): Promise<Result<Page<PublicWebhook>>> {
  const scope: CursorScope = { list: "webhooks", filter: { reader: playerId } };
  const after = positionOf(cursor, scope, ["int", "id"]);
  if (!after.ok) return after;
  const rows = await webhooksOf(env.DIRECTORY, playerId, limit + 1, after.value);
  return ok(pageOf(rows.map(publicWebhook), limit, scope, (w) => [Date.parse(w.createdAt), w.id]));
}

/** The caller's own subscription, or a 404 that does not tell whether someone else's exists. */
export async function ownWebhook(env: Env, playerId: string, id: string): Promise<Result<Webhook>> {
  const hook = await webhookById(env.DIRECTORY, id);
  return hook && hook.playerId === playerId ? ok(hook) : fail(apiError("NOT_FOUND", `no webhook '${id}' of yours`));
}

export async function unsubscribe(who: Requester, id: string): Promise<Result<{ id: string; deleted: true }>> {
  const player = signedIn(who);
  if (!player.ok) return player;
  const { env } = who;
  const hook = await ownWebhook(env, player.value.caller.playerId, id);
  if (!hook.ok) return hook;
  await deleteWebhook(env.DIRECTORY, id);
  return ok({ id, deleted: true });
}

export interface RotatedSecret {
  id: string;
  secret: string;
  /** When the replaced secret stops signing (ISO 8601); now, with an overlap of 0. */
  previousSecretExpiresAt: string;
}

/**
 * A new signing secret for the caller's subscription. For `overlapHours` (default 24) every
 * delivery is signed with both the new and the replaced secret, so receivers can switch at
 * leisure; then only with the new. Honours Idempotency-Key: a resent rotation must not rotate
 * twice, which would retire the secret receivers still hold.
 */
export async function rotateSecret(who: Requester, id: string, input: unknown, key?: string): Promise<Result<RotatedSecret>> {
  const player = signedIn(who);
  if (!player.ok) return player;
  const body = parseInput(rotateSecretBody, input ?? {}, "body");
  if (!body.ok) return body;
  const hook = await ownWebhook(who.env, player.value.caller.playerId, id);
  if (!hook.ok) return hook;
  return once(who, key, `POST /v1/webhooks/${id}/rotate-secret`, body.value, async () => {
    const expiresAt = Date.now() + Math.round((body.value.overlapHours ?? DEFAULT_OVERLAP_HOURS) * 3_600_000);
    const rotated = await rotateWebhookSecret(who.env.DIRECTORY, id, expiresAt);
    if (!rotated) return fail(apiError("NOT_FOUND", `no webhook '${id}' of yours`));
    return ok({ id, secret: rotated.secret, previousSecretExpiresAt: new Date(expiresAt).toISOString() });
  });
}

export type PublicDelivery = ReturnType<typeof publicDelivery>;

// The API states both in service/shapes.ts; they must agree.
const shapesAgree: [Same<z.infer<typeof webhook>, PublicWebhook>, Same<z.infer<typeof delivery>, PublicDelivery>] = [true, true];
void shapesAgree;

/** A page of a subscription's delivery log, newest first (created_at, then id, descending). */
export async function deliveriesPage(
  env: Env,
  playerId: string,
  id: string,
  limit: number,
  cursor?: string | null,
): Promise<Result<Page<PublicDelivery>>> {
  return deliveryLogPage(env, playerId, id, limit, cursor, () => ownWebhook(env, playerId, id));
}

/**
 * A page of the delivery log of a subscription (a webhook's, or a push subscription's: both are
 * logged alike), once `owned` says the reader holds it. What a delivery says, never what it carried.
 */
export async function deliveryLogPage(
  env: Env,
  playerId: string,
  id: string,
  limit: number,
  cursor: string | null | undefined,
  owned: () => Promise<Result<unknown>>,
): Promise<Result<Page<PublicDelivery>>> {
  const scope: CursorScope = { list: "deliveries", filter: { webhook: id, reader: playerId } };
  const after = positionOf(cursor, scope, ["int", "id"]);
  if (!after.ok) return after;
  const own = await owned();
  if (!own.ok) return own;
  const rows = await deliveriesOf(env.DIRECTORY, id, limit + 1, after.value);
  return ok(pageOf(rows.map(publicDelivery), limit, scope, (d) => [Date.parse(d.createdAt), d.id]));
}

/** What a redeliver does, as both transports document it. */
export const REDELIVER_DOC =
  "Send a delivery again now (same webhook-id, fresh timestamp and signature). It is one more attempt of the delivery's retry schedule: " +
  "if it fails, the next automatic attempt waits as after any failed attempt. While an attempt is already on its way, that attempt stands for the redeliver: the answer is `pending` and no second copy is sent.";

export async function redeliver(who: Requester, webhookId: string, deliveryId: string): Promise<Result<{ id: string; status: string }>> {
  const player = signedIn(who);
  if (!player.ok) return player;
  const { env } = who;
  const playerId = player.value.caller.playerId;
  const hook = await ownWebhook(env, playerId, webhookId);
  if (!hook.ok) return hook;
  const delivery = await deliveryById(env.DIRECTORY, deliveryId);
  if (!delivery || delivery.webhookId !== webhookId) return fail(apiError("NOT_FOUND", `no delivery '${deliveryId}' of this webhook`));
  return room(env, delivery.gameId)!.redeliver(playerId, delivery.id);
}
