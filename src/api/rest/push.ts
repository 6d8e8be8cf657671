// Web Push: the server's VAPID key, a person's push subscriptions, their notification
// preferences, and muting a game.
import { z } from "zod";
import {
  muteGame,
  preferences,
  pushDeliveriesPage,
  pushSubscriptionsPage,
  subscribePush,
  unsubscribePush,
  updatePreferences,
  vapidPublicKey,
} from "../../service/push";
import {
  deletedPushSubscription,
  muteBody,
  muteState,
  notificationPreferences,
  notificationPreferencesBody,
  pushSubscription,
  pushSubscriptionBody,
  pushSubscriptionList,
  vapidPublicKey as vapidKeyShape,
} from "../../service/push-shapes";
import { deliveryList } from "../../service/shapes";
import { deliveriesQuery } from "../../service/inputs";
import { pageResponse } from "../paging";
import { defineRoute } from "../route";
import { cursor, pageLimit } from "../../service/inputs";

const pushSubscriptionsQuery = z.strictObject({ limit: pageLimit("pushSubscriptions"), cursor });

export const pushRoutes = [
  defineRoute({
    method: "get",
    path: "/v1/push/vapid-public-key",
    operationId: "getVapidPublicKey",
    tag: "push",
    summary: "The server's VAPID public key, to subscribe a browser with",
    auth: "none",
    success: { status: 200, description: "The applicationServerKey", schema: vapidKeyShape },
    errors: [],
    handler: ({ who }) => vapidPublicKey(who.env),
  }),
  defineRoute({
    method: "post",
    path: "/v1/me/push-subscriptions",
    operationId: "createPushSubscription",
    tag: "push",
    summary: "Send pushes to a browser: its PushSubscription as JSON",
    description:
      "The body is what `PushSubscription.toJSON()` gives. You are pushed your turn, a deadline near and game over (see notification-preferences), " +
      "encrypted for the browser (RFC 8291) and signed (RFC 8292). The same endpoint sent again replaces its keys. A push service that answers 404 or 410 " +
      "deletes the subscription.",
    auth: "required",
    body: pushSubscriptionBody,
    success: { status: 201, description: "The subscription", schema: pushSubscription },
    errors: ["UNAUTHENTICATED", "MALFORMED_REQUEST", "INVALID_PUSH_SUBSCRIPTION", "PUSH_ENDPOINT_REFUSED"],
    handler: ({ who, body }) => subscribePush(who.env, who.caller!.playerId, body, who.credential?.listedAs),
  }),
  defineRoute({
    method: "get",
    path: "/v1/me/push-subscriptions",
    operationId: "listPushSubscriptions",
    tag: "push",
    summary: "Your push subscriptions, oldest first",
    auth: "required",
    query: pushSubscriptionsQuery,
    paged: { items: "subscriptions" },
    success: { status: 200, description: "`subscriptions`, oldest first, and `nextCursor`", schema: pushSubscriptionList },
    errors: ["UNAUTHENTICATED", "MALFORMED_REQUEST", "INVALID_CURSOR"],
    handler: async ({ c, who, query }) => {
      const page = await pushSubscriptionsPage(who.env, who.caller!.playerId, query.limit, query.cursor);
      return page.ok ? pageResponse(c, { subscriptions: page.value.nodes }, page.value.nextCursor) : page;
    },
  }),
  defineRoute({
    method: "delete",
    path: "/v1/me/push-subscriptions/{id}",
    operationId: "deletePushSubscription",
    tag: "push",
    summary: "Stop pushing to a browser",
    auth: "required",
    success: { status: 200, description: "Deleted", schema: deletedPushSubscription },
    errors: ["UNAUTHENTICATED", "NOT_FOUND"],
    handler: ({ who, params }) => unsubscribePush(who.env, who.caller!.playerId, params.id!),
  }),
  defineRoute({
    method: "get",
    path: "/v1/me/push-subscriptions/{id}/deliveries",
    operationId: "listPushDeliveries",
    tag: "push",
    summary: "The delivery log of a push subscription, newest first",
    description:
      "The same log and paging as a webhook's (`GET /v1/webhooks/{id}/deliveries`): each push's event, game, status, attempts, last HTTP status " +
      "and error, and when it is tried next (`webhookId` is the push subscription's id). Never what a push carried. A subscription deleted " +
      "(by you, or after its push service answered 404 or 410) has no log left to read.",
    auth: "required",
    query: deliveriesQuery,
    paged: { items: "deliveries" },
    success: { status: 200, description: "`deliveries`, newest first, and `nextCursor`", schema: deliveryList },
    errors: ["UNAUTHENTICATED", "NOT_FOUND", "MALFORMED_REQUEST", "INVALID_CURSOR"],
    handler: async ({ c, who, params, query }) => {
      const page = await pushDeliveriesPage(who.env, who.caller!.playerId, params.id!, query.limit, query.cursor);
      return page.ok ? pageResponse(c, { deliveries: page.value.nodes }, page.value.nextCursor) : page;
    },
  }),
  defineRoute({
    method: "get",
    path: "/v1/me/notification-preferences",
    operationId: "getNotificationPreferences",
    tag: "push",
    summary: "What you are pushed, your quiet hours and your muted games",
    auth: "required",
    success: { status: 200, description: "Your preferences", schema: notificationPreferences },
    errors: ["UNAUTHENTICATED"],
    handler: ({ who }) => preferences(who.env, who.caller!.playerId),
  }),
  defineRoute({
    method: "put",
    path: "/v1/me/notification-preferences",
    operationId: "updateNotificationPreferences",
    tag: "push",
    summary: "Change what you are pushed and when",
    description:
      "Fields left out stay as they were. A push made in quiet hours waits until they end (in your time zone); a 'your turn' that is no longer yours by then is not sent. " +
      "`deadlineWarningHours` moves the deadline.warning of every seat you hold (push and webhook alike) in games on the clock.",
    auth: "required",
    body: notificationPreferencesBody,
    success: { status: 200, description: "Your preferences as they now are", schema: notificationPreferences },
    errors: ["UNAUTHENTICATED", "MALFORMED_REQUEST"],
    handler: ({ who, body }) => updatePreferences(who.env, who.caller!.playerId, body),
  }),
  defineRoute({
    method: "put",
    path: "/v1/games/{id}/mute",
    operationId: "muteGame",
    tag: "push",
    summary: "Mute (or unmute) a game's pushes",
    auth: "required",
    body: muteBody,
    success: { status: 200, description: "Whether the game is muted now", schema: muteState },
    errors: ["UNAUTHENTICATED", "MALFORMED_REQUEST", "GAME_NOT_FOUND"],
    handler: ({ who, params, body }) => muteGame(who.env, who.caller!.playerId, params.id!, body),
  }),
];
