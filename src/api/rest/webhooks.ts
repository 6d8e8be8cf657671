// Webhook subscriptions: create (the signing secret is shown once), list, read, delete, the
// delivery log, and redelivery.
import { z } from "zod";
import { createWebhook, deleteWebhook, deliveriesOf, deliveryById, webhookById, webhooksOf, type Webhook } from "../../directory/webhooks";
import { apiError, fail, ok } from "../../service/errors";
import { room } from "../../service/games";
import { WEBHOOK_EVENTS } from "../../webhooks/events";
import { checkTarget } from "../../webhooks/targets";
import { defineRoute } from "../route";

export const webhookBody = z.strictObject({
  url: z.string().max(2048).describe("Where deliveries are POSTed (https in production)"),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1).max(WEBHOOK_EVENTS.length).optional().describe("Event types to receive; all of them if left out"),
  gameId: z.string().max(40).optional().describe("Only this game's events"),
  bot: z.boolean().optional().describe("A bot endpoint: a 2xx answer to decision.required may carry {action}, applied as if posted"),
});

const deliveriesQuery = z.strictObject({ limit: z.coerce.number().int().min(1).max(200).default(50) });

/** A subscription as its owner sees it later: never the secret again. */
export const publicWebhook = (w: Webhook) => ({
  id: w.id,
  url: w.url,
  events: w.events,
  gameId: w.gameId,
  bot: w.bot,
  disabled: w.disabledReason !== null,
  disabledReason: w.disabledReason,
  createdAt: new Date(w.createdAt).toISOString(),
});

export async function subscribe(env: Env, playerId: string, body: z.output<typeof webhookBody>) {
  const target = checkTarget(body.url, env.ALLOW_PRIVATE_WEBHOOKS === "true");
  if (!target.ok) return fail(apiError("WEBHOOK_TARGET_REFUSED", target.reason));
  const hook = await createWebhook(env.DIRECTORY, { playerId, url: target.url.href, events: body.events ?? [...WEBHOOK_EVENTS], gameId: body.gameId ?? null, bot: body.bot ?? false, createdAt: Date.now() });
  return ok({ ...publicWebhook(hook), secret: hook.secret });
}

export async function ownWebhook(env: Env, playerId: string, id: string) {
  const hook = await webhookById(env.DIRECTORY, id);
  return hook && hook.playerId === playerId ? hook : null;
}

const noHook = (id: string) => fail(apiError("NOT_FOUND", `no webhook '${id}' of yours`));

export const webhookRoutes = [
  defineRoute({
    method: "post",
    path: "/v1/webhooks",
    tag: "webhooks",
    summary: "Subscribe a URL to your games' events",
    description: "Deliveries follow Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature). The signing secret is shown only in this answer.",
    auth: "required",
    body: webhookBody,
    success: { status: 201, description: "The subscription with its secret" },
    errors: ["UNAUTHENTICATED", "MALFORMED_REQUEST", "WEBHOOK_TARGET_REFUSED"],
    handler: ({ env, caller, body }) => subscribe(env, caller!.playerId, body),
  }),
  defineRoute({
    method: "get",
    path: "/v1/webhooks",
    tag: "webhooks",
    summary: "Your subscriptions",
    auth: "required",
    success: { status: 200, description: "Subscriptions, oldest first" },
    errors: ["UNAUTHENTICATED"],
    handler: async ({ env, caller }) => ok({ webhooks: (await webhooksOf(env.DIRECTORY, caller!.playerId)).map(publicWebhook) }),
  }),
  defineRoute({
    method: "get",
    path: "/v1/webhooks/{id}",
    tag: "webhooks",
    summary: "One of your subscriptions",
    auth: "required",
    success: { status: 200, description: "The subscription" },
    errors: ["UNAUTHENTICATED", "NOT_FOUND"],
    handler: async ({ env, caller, params }) => {
      const hook = await ownWebhook(env, caller!.playerId, params.id!);
      return hook ? ok(publicWebhook(hook)) : noHook(params.id!);
    },
  }),
  defineRoute({
    method: "delete",
    path: "/v1/webhooks/{id}",
    tag: "webhooks",
    summary: "Unsubscribe",
    auth: "required",
    success: { status: 200, description: "Deleted" },
    errors: ["UNAUTHENTICATED", "NOT_FOUND"],
    handler: async ({ env, caller, params }) => {
      const hook = await ownWebhook(env, caller!.playerId, params.id!);
      if (!hook) return noHook(params.id!);
      await deleteWebhook(env.DIRECTORY, hook.id);
      return ok({ id: hook.id, deleted: true });
    },
  }),
  defineRoute({
    method: "get",
    path: "/v1/webhooks/{id}/deliveries",
    tag: "webhooks",
    summary: "The delivery log of a subscription, newest first",
    auth: "required",
    query: deliveriesQuery,
    success: { status: 200, description: "Deliveries with their attempts, last HTTP status and error" },
    errors: ["UNAUTHENTICATED", "NOT_FOUND", "MALFORMED_REQUEST"],
    handler: async ({ env, caller, params, query }) => {
      const hook = await ownWebhook(env, caller!.playerId, params.id!);
      if (!hook) return noHook(params.id!);
      const rows = await deliveriesOf(env.DIRECTORY, hook.id, query.limit);
      return ok({
        deliveries: rows.map((d) => ({
          id: d.id,
          gameId: d.gameId,
          event: d.event,
          status: d.status,
          attempts: d.attempts,
          lastStatus: d.lastStatus,
          lastError: d.lastError,
          nextAttemptAt: d.nextAttemptAt === null ? null : new Date(d.nextAttemptAt).toISOString(),
          createdAt: new Date(d.createdAt).toISOString(),
          updatedAt: new Date(d.updatedAt).toISOString(),
        })),
      });
    },
  }),
  defineRoute({
    method: "post",
    path: "/v1/webhooks/{id}/deliveries/{deliveryId}/redeliver",
    tag: "webhooks",
    summary: "Send a delivery again now (same webhook-id, fresh timestamp and signature)",
    auth: "required",
    success: { status: 200, description: "Queued" },
    errors: ["UNAUTHENTICATED", "NOT_FOUND"],
    handler: async ({ env, caller, params }) => {
      const hook = await ownWebhook(env, caller!.playerId, params.id!);
      const delivery = hook ? await deliveryById(env.DIRECTORY, params.deliveryId!) : null;
      if (!hook || !delivery || delivery.webhookId !== hook.id) return fail(apiError("NOT_FOUND", `no delivery '${params.deliveryId}' of this webhook`));
      return room(env, delivery.gameId)!.redeliver(caller!.playerId, delivery.id);
    },
  }),
];
