// Webhook subscriptions in GraphQL, over the same service functions REST uses.
import { PAGE_SIZES } from "../src/service/pages";
import {
  deliveriesPage,
  publicWebhook,
  REDELIVER_DOC,
  redeliver,
  rotateSecret,
  subscribe,
  unsubscribe,
  ownWebhook,
  webhooksPage,
  type PublicDelivery,
  type PublicWebhook,
  type RotatedSecret,
} from "../src/service/webhooks";
import { WEBHOOK_EVENTS, type WebhookEvent } from "../src/webhooks/events";
import { builder } from "./builder";
import { afterArg, connectionOf, firstArg, pageOrThrow, pageSize } from "./connections";
import { given } from "./args";
import { resultUnion, unwrap } from "./errors";
import { IDEMPOTENCY_ARG } from "./game";

/** GraphQL enum names cannot hold dots: DECISION_REQUIRED stands for "decision.required". */
const WebhookEventEnum = builder.enumType("WebhookEvent", {
  values: Object.fromEntries(WEBHOOK_EVENTS.map((e) => [e.toUpperCase().replace(".", "_"), { value: e }])) as Record<
    string,
    { value: WebhookEvent }
  >,
});

export const DeliveryRef = builder.objectRef<PublicDelivery>("WebhookDelivery").implement({
  description: "One delivery (of a webhook, or a push to a browser): its attempts, the last HTTP status and error, and when it is retried",
  fields: (t) => ({
    id: t.exposeID("id", { description: "For a webhook, also its webhook-id header" }),
    gameId: t.exposeString("gameId"),
    event: t.exposeString("event"),
    status: t.exposeString("status", { description: "pending, delivered or failed" }),
    attempts: t.exposeInt("attempts"),
    lastStatus: t.int({ nullable: true, resolve: (d) => d.lastStatus }),
    lastError: t.string({ nullable: true, resolve: (d) => d.lastError }),
    nextAttemptAt: t.field({ type: "DateTime", nullable: true, resolve: (d) => d.nextAttemptAt }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

const DeliveryConnectionRef = builder.connectionObject({ type: DeliveryRef, name: "WebhookDeliveryConnection" });

const WebhookRef = builder.objectRef<PublicWebhook>("Webhook");

const WebhookConnectionRef = builder.connectionObject({ type: WebhookRef, name: "WebhookConnection" });

WebhookRef.implement({
  description: "A subscription of yours",
  fields: (t) => ({
    id: t.exposeID("id"),
    url: t.exposeString("url"),
    events: t.field({ type: [WebhookEventEnum], resolve: (w) => w.events }),
    gameId: t.string({ nullable: true, resolve: (w) => w.gameId }),
    bot: t.exposeBoolean("bot", { description: "A 2xx answer to decision.required may carry {action}, applied as if posted" }),
    disabled: t.exposeBoolean("disabled"),
    disabledReason: t.string({ nullable: true, resolve: (w) => w.disabledReason }),
    madeWith: t.string({
      nullable: true,
      description:
        "The key or token that made it, by its id in `tokens` (master, tk_…, oa_…): revoking it, or replacing the master key, disables this webhook",
      resolve: (w) => w.madeWith,
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    deliveries: t.field({
      type: [DeliveryRef],
      description: "The newest deliveries (limit 1 to 200, default 50, larger values clamped)",
      deprecationReason: "Reaches only the newest page: use deliveriesConnection",
      args: { limit: t.arg.int({ required: false }) },
      resolve: async (w, { limit }, { env, caller }) => {
        const log = await deliveriesPage(
          env,
          caller!.playerId,
          w.id,
          Math.min(Math.max(limit ?? PAGE_SIZES.deliveries.default, 1), PAGE_SIZES.deliveries.max),
        );
        return log.ok ? log.value.nodes : [];
      },
    }),
    deliveriesConnection: t.field({
      type: DeliveryConnectionRef,
      description:
        "The delivery log, newest first: by when each delivery was first queued, then by id, descending. Retries update a delivery in place and never move it; deliveries queued while you page appear on a new first page. A delivery is kept 30 days after its last attempt",
      args: { first: t.arg.int(firstArg("deliveries")), after: t.arg.string(afterArg) },
      resolve: async (w, args, { env, caller }) =>
        connectionOf(pageOrThrow(await deliveriesPage(env, caller!.playerId, w.id, pageSize(args.first, "deliveries"), args.after))),
    }),
  }),
});

const CreatedWebhookRef = builder.objectRef<PublicWebhook & { secret: string }>("CreatedWebhook").implement({
  fields: (t) => ({
    webhook: t.field({ type: WebhookRef, resolve: (w) => w }),
    secret: t.exposeString("secret", { description: "The whsec_… signing secret, shown only here" }),
  }),
});
const CreateResult = resultUnion<PublicWebhook & { secret: string }>(
  "CreateWebhookResult",
  CreatedWebhookRef,
  "A new subscription, or why not",
);

const DeletedRef = builder.objectRef<{ id: string; deleted: true }>("DeletedWebhook").implement({
  fields: (t) => ({ id: t.exposeID("id"), deleted: t.exposeBoolean("deleted") }),
});
const DeleteResult = resultUnion<{ id: string; deleted: true }>("DeleteWebhookResult", DeletedRef, "Deleted, or why not");

const RotatedSecretRef = builder.objectRef<RotatedSecret>("RotatedWebhookSecret").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    secret: t.exposeString("secret", { description: "The new whsec_… signing secret, shown only here" }),
    previousSecretExpiresAt: t.expose("previousSecretExpiresAt", {
      type: "DateTime",
      description: "Until then every delivery is signed with both secrets",
    }),
  }),
});
const RotateResult = resultUnion<RotatedSecret>("RotateWebhookSecretResult", RotatedSecretRef, "The new secret, or why not");

const QueuedRef = builder.objectRef<{ id: string; status: string }>("QueuedDelivery").implement({
  fields: (t) => ({ id: t.exposeID("id"), status: t.exposeString("status") }),
});
const RedeliverResult = resultUnion<{ id: string; status: string }>("RedeliverResult", QueuedRef, "Queued, or why not");

builder.queryFields((t) => ({
  webhooks: t.field({
    type: [WebhookRef],
    description: "Your first 200 subscriptions, oldest first (empty without a key)",
    deprecationReason: "Reaches only the first page: use webhooksConnection",
    resolve: async (_, __, { env, caller }) => {
      if (!caller) return [];
      const page = await webhooksPage(env, caller.playerId, PAGE_SIZES.webhooks.max);
      return page.ok ? page.value.nodes : [];
    },
  }),
  webhooksConnection: t.field({
    type: WebhookConnectionRef,
    description: "Your subscriptions, oldest first (by creation, then id); new ones come at the end. Empty without a key",
    args: { first: t.arg.int(firstArg("webhooks")), after: t.arg.string(afterArg) },
    resolve: async (_, args, { env, caller }) => {
      const first = pageSize(args.first, "webhooks");
      if (!caller) return connectionOf({ nodes: [], cursorOf: () => "", nextCursor: null });
      return connectionOf(pageOrThrow(await webhooksPage(env, caller.playerId, first, args.after)));
    },
  }),
  webhook: t.field({
    type: WebhookRef,
    nullable: true,
    args: { id: t.arg.id() },
    resolve: async (_, { id }, { env, caller }) => {
      if (!caller) return null;
      const hook = await ownWebhook(env, caller.playerId, String(id));
      return hook.ok ? publicWebhook(hook.value) : null;
    },
  }),
}));

builder.mutationFields((t) => ({
  createWebhook: t.field({
    type: CreateResult,
    description: "Subscribe a URL to your games' events (Standard Webhooks signatures), for moves made from now on",
    args: {
      url: t.arg.string(),
      events: t.arg({ type: [WebhookEventEnum], required: false }),
      gameId: t.arg.id({ required: false }),
      bot: t.arg.boolean({ required: false }),
      idempotencyKey: t.arg.string({ required: false, description: IDEMPOTENCY_ARG }),
    },
    resolve: async (_, args, who) =>
      unwrap(
        await subscribe(
          who,
          { url: args.url, events: given(args.events), gameId: args.gameId ? String(args.gameId) : undefined, bot: given(args.bot) },
          given(args.idempotencyKey),
        ),
      ),
  }),
  deleteWebhook: t.field({
    type: DeleteResult,
    args: { id: t.arg.id() },
    resolve: async (_, { id }, who) => unwrap(await unsubscribe(who, String(id))),
  }),
  rotateWebhookSecret: t.field({
    type: RotateResult,
    description:
      "Replace the signing secret; for overlapHours (default 24, 0 to 168) deliveries carry a signature with each secret, then only the new",
    args: {
      id: t.arg.id(),
      overlapHours: t.arg.float({ required: false }),
      idempotencyKey: t.arg.string({ required: false, description: IDEMPOTENCY_ARG }),
    },
    resolve: async (_, args, who) =>
      unwrap(await rotateSecret(who, String(args.id), { overlapHours: given(args.overlapHours) }, given(args.idempotencyKey))),
  }),
  redeliverWebhook: t.field({
    type: RedeliverResult,
    description: REDELIVER_DOC,
    args: { webhookId: t.arg.id(), deliveryId: t.arg.id() },
    resolve: async (_, { webhookId, deliveryId }, who) => unwrap(await redeliver(who, String(webhookId), String(deliveryId))),
  }),
}));
