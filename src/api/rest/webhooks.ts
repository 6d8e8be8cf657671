// Webhook subscriptions: create (the signing secret is shown once), list, read, delete, the
// delivery log, and redelivery.
import { z } from "zod";
import { ok } from "../../service/errors";
import { deliveriesPage, ownWebhook, publicWebhook, redeliver, subscribe, unsubscribe, webhooksPage } from "../../service/webhooks";
import { WEBHOOK_EVENTS } from "../../webhooks/events";
import { pageResponse } from "../paging";
import { defineRoute } from "../route";
import { deliveriesQuery, webhooksQuery } from "../schemas";
import { deletedWebhook, deliveryList, newWebhook, queuedDelivery, webhook, webhookList } from "../../service/shapes";

const webhookBody = z.strictObject({
  url: z.string().max(2048).describe("Where deliveries are POSTed (https in production)"),
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1).max(WEBHOOK_EVENTS.length).optional().describe("Event types to receive; all of them if left out"),
  gameId: z.string().max(40).optional().describe("Only this game's events"),
  bot: z.boolean().optional().describe("A bot endpoint: a 2xx answer to decision.required may carry {action}, applied as if posted"),
});

export const webhookRoutes = [
  defineRoute({
    method: "post",
    path: "/v1/webhooks",
    operationId: "createWebhook",
    tag: "webhooks",
    summary: "Subscribe a URL to your games' events",
    description:
      "Deliveries follow Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature). The signing secret is shown only in this answer. " +
      "The subscription covers moves made after this answer.",
    auth: "required",
    body: webhookBody,
    success: { status: 201, description: "The subscription with its secret", schema: newWebhook },
    errors: ["UNAUTHENTICATED", "MALFORMED_REQUEST", "WEBHOOK_TARGET_REFUSED"],
    handler: ({ env, caller, body }) => subscribe(env, caller!.playerId, body),
  }),
  defineRoute({
    method: "get",
    path: "/v1/webhooks",
    operationId: "listWebhooks",
    tag: "webhooks",
    summary: "Your subscriptions, oldest first",
    description: "Ordered by creation (then by id); new subscriptions come at the end. Follow `nextCursor` (or the `Link` header) for more; null on the last page.",
    auth: "required",
    query: webhooksQuery,
    paged: { items: "webhooks" },
    success: { status: 200, description: "`webhooks`, oldest first, and `nextCursor`", schema: webhookList },
    errors: ["UNAUTHENTICATED", "MALFORMED_REQUEST", "INVALID_CURSOR"],
    handler: async ({ c, env, caller, query }) => {
      const page = await webhooksPage(env, caller!.playerId, query.limit, query.cursor);
      return page.ok ? pageResponse(c, { webhooks: page.value.nodes }, page.value.nextCursor) : page;
    },
  }),
  defineRoute({
    method: "get",
    path: "/v1/webhooks/{id}",
    operationId: "getWebhook",
    tag: "webhooks",
    summary: "One of your subscriptions",
    auth: "required",
    success: { status: 200, description: "The subscription", schema: webhook },
    errors: ["UNAUTHENTICATED", "NOT_FOUND"],
    handler: async ({ env, caller, params }) => {
      const hook = await ownWebhook(env, caller!.playerId, params.id!);
      return hook.ok ? ok(publicWebhook(hook.value)) : hook;
    },
  }),
  defineRoute({
    method: "delete",
    path: "/v1/webhooks/{id}",
    operationId: "deleteWebhook",
    tag: "webhooks",
    summary: "Unsubscribe",
    auth: "required",
    success: { status: 200, description: "Deleted", schema: deletedWebhook },
    errors: ["UNAUTHENTICATED", "NOT_FOUND"],
    handler: ({ env, caller, params }) => unsubscribe(env, caller!.playerId, params.id!),
  }),
  defineRoute({
    method: "get",
    path: "/v1/webhooks/{id}/deliveries",
    operationId: "listWebhookDeliveries",
    tag: "webhooks",
    summary: "The delivery log of a subscription, newest first",
    description:
      "Ordered by when each delivery was first queued (then by id), newest first; retries update a delivery in place and never move it. " +
      "Deliveries queued while you page appear on a new first page. Follow `nextCursor` (or the `Link` header); null on the last page.",
    auth: "required",
    query: deliveriesQuery,
    paged: { items: "deliveries" },
    success: { status: 200, description: "`deliveries` with their attempts, last HTTP status and error, and `nextCursor`", schema: deliveryList },
    errors: ["UNAUTHENTICATED", "NOT_FOUND", "MALFORMED_REQUEST", "INVALID_CURSOR"],
    handler: async ({ c, env, caller, params, query }) => {
      const page = await deliveriesPage(env, caller!.playerId, params.id!, query.limit, query.cursor);
      return page.ok ? pageResponse(c, { deliveries: page.value.nodes }, page.value.nextCursor) : page;
    },
  }),
  defineRoute({
    method: "post",
    path: "/v1/webhooks/{id}/deliveries/{deliveryId}/redeliver",
    operationId: "redeliverWebhookDelivery",
    tag: "webhooks",
    summary: "Send a delivery again now (same webhook-id, fresh timestamp and signature)",
    auth: "required",
    success: { status: 200, description: "Queued", schema: queuedDelivery },
    errors: ["UNAUTHENTICATED", "NOT_FOUND"],
    handler: ({ env, caller, params }) => redeliver(env, caller!.playerId, params.id!, params.deliveryId!),
  }),
];
