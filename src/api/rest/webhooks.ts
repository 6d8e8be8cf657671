// Webhook subscriptions: create (the signing secret is shown once), list, read, delete, the
// delivery log, and redelivery.
import { ok } from "../../service/errors";
import { deliveriesQuery, rotateSecretBody, webhookBody, webhooksQuery } from "../../service/inputs";
import { deletedWebhook, deliveryList, newWebhook, queuedDelivery, rotatedSecret, webhook, webhookList } from "../../service/shapes";
import {
  deliveriesPage,
  ownWebhook,
  publicWebhook,
  REDELIVER_DOC,
  redeliver,
  rotateSecret,
  subscribe,
  unsubscribe,
  webhooksPage,
} from "../../service/webhooks";
import { pageResponse } from "../paging";
import { defineRoute } from "../route";

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
    idempotent: true,
    success: { status: 201, description: "The subscription with its secret", schema: newWebhook },
    errors: ["UNAUTHENTICATED", "MALFORMED_REQUEST", "WEBHOOK_TARGET_REFUSED"],
    handler: ({ who, body, idempotencyKey }) => subscribe(who, body, idempotencyKey),
  }),
  defineRoute({
    method: "get",
    path: "/v1/webhooks",
    operationId: "listWebhooks",
    tag: "webhooks",
    summary: "Your subscriptions, oldest first",
    description:
      "Ordered by creation (then by id); new subscriptions come at the end. Follow `nextCursor` (or the `Link` header) for more; null on the last page.",
    auth: "required",
    query: webhooksQuery,
    paged: { items: "webhooks" },
    success: { status: 200, description: "`webhooks`, oldest first, and `nextCursor`", schema: webhookList },
    errors: ["UNAUTHENTICATED", "MALFORMED_REQUEST", "INVALID_CURSOR"],
    handler: async ({ c, who, query }) => {
      const page = await webhooksPage(who.env, who.caller!.playerId, query.limit, query.cursor);
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
    handler: async ({ who, params }) => {
      const hook = await ownWebhook(who.env, who.caller!.playerId, params.id!);
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
    handler: ({ who, params }) => unsubscribe(who, params.id!),
  }),
  defineRoute({
    method: "post",
    path: "/v1/webhooks/{id}/rotate-secret",
    operationId: "rotateWebhookSecret",
    tag: "webhooks",
    summary: "Replace the signing secret, with an overlap",
    description:
      "Answers the new secret (shown only here). Until `previousSecretExpiresAt` (`overlapHours` from now, default 24) every delivery " +
      "carries two signatures in `webhook-signature`, space-separated: one with the new secret and one with the replaced one, so a " +
      "receiver verifies with either while it switches. After that, only the new secret signs. A rotation during an overlap retires the oldest secret at once.",
    auth: "required",
    body: rotateSecretBody,
    idempotent: true,
    success: { status: 200, description: "The new secret and when the replaced one stops signing", schema: rotatedSecret },
    errors: ["UNAUTHENTICATED", "NOT_FOUND", "MALFORMED_REQUEST"],
    handler: ({ who, params, body, idempotencyKey }) => rotateSecret(who, params.id!, body, idempotencyKey),
  }),
  defineRoute({
    method: "get",
    path: "/v1/webhooks/{id}/deliveries",
    operationId: "listWebhookDeliveries",
    tag: "webhooks",
    summary: "The delivery log of a subscription, newest first",
    description:
      "Ordered by when each delivery was first queued (then by id), newest first; retries update a delivery in place and never move it. " +
      "Deliveries queued while you page appear on a new first page. Follow `nextCursor` (or the `Link` header); null on the last page. " +
      "A delivery is kept 30 days after its last attempt, then leaves the log.",
    auth: "required",
    query: deliveriesQuery,
    paged: { items: "deliveries" },
    success: {
      status: 200,
      description: "`deliveries` with their attempts, last HTTP status and error, and `nextCursor`",
      schema: deliveryList,
    },
    errors: ["UNAUTHENTICATED", "NOT_FOUND", "MALFORMED_REQUEST", "INVALID_CURSOR"],
    handler: async ({ c, who, params, query }) => {
      const page = await deliveriesPage(who.env, who.caller!.playerId, params.id!, query.limit, query.cursor);
      return page.ok ? pageResponse(c, { deliveries: page.value.nodes }, page.value.nextCursor) : page;
    },
  }),
  defineRoute({
    method: "post",
    path: "/v1/webhooks/{id}/deliveries/{deliveryId}/redeliver",
    operationId: "redeliverWebhookDelivery",
    tag: "webhooks",
    summary: "Send a delivery again now (same webhook-id, fresh timestamp and signature)",
    description: REDELIVER_DOC,
    auth: "required",
    success: { status: 200, description: "Queued", schema: queuedDelivery },
    errors: ["UNAUTHENTICATED", "NOT_FOUND"],
    handler: ({ who, params }) => redeliver(who, params.id!, params.deliveryId!),
  }),
];
