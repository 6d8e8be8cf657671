// Web Push and what a person is told, in GraphQL: the server's VAPID key, push subscriptions and
// their delivery logs, notification preferences and a game's mute, through the same service
// functions as /v1/push, /v1/me/push-subscriptions, /v1/me/notification-preferences and
// PUT /v1/games/{id}/mute (src/service/push.ts), which check the input with the same zod schemas.
import type { z } from "zod";
import { PUSH_EVENTS, type PushEvent } from "../src/push/events";
import { signedIn } from "../src/service/games";
import {
  muteGame,
  preferences,
  pushDeliveriesPage,
  pushSubscriptionsPage,
  subscribePush,
  unsubscribePush,
  updatePreferences,
  vapidPublicKey,
  type Preferences,
  type PublicPushSubscription,
} from "../src/service/push";
import type { muteState } from "../src/service/push-shapes";
import { builder } from "./builder";
import { afterArg, connectionOf, firstArg, pageOrThrow, pageSize } from "./connections";
import { asProblem, resultUnion, unwrap } from "./errors";
import { DeliveryRef } from "./webhooks";

type MuteState = z.infer<typeof muteState>;
type Deleted = { id: string; deleted: true };

/** As WebhookEvent: GraphQL enum names cannot hold dots, so DECISION_REQUIRED stands for "decision.required". */
const PushEventEnum = builder.enumType("PushEvent", {
  description: "A notification that can be pushed to your browsers",
  values: Object.fromEntries(PUSH_EVENTS.map((e) => [e.toUpperCase().replace(".", "_"), { value: e }])) as Record<
    string,
    { value: PushEvent }
  >,
});

const PushDeliveryConnectionRef = builder.connectionObject({ type: DeliveryRef, name: "PushDeliveryConnection" });

const PushSubscriptionRef = builder.objectRef<PublicPushSubscription>("PushSubscription").implement({
  description: "A browser you are pushed to: never its keys",
  fields: (t) => ({
    id: t.exposeID("id"),
    endpoint: t.exposeString("endpoint", { description: "The push service URL the browser gave" }),
    madeWith: t.string({
      nullable: true,
      description:
        "The key or token it was last sent with, by its id in `tokens` (master, tk_…, oa_…): revoking that one, or replacing the master key, " +
        "deletes this subscription. Null for one sent before Starpost kept this",
      resolve: (s) => s.madeWith,
    }),
    createdAt: t.field({ type: "DateTime", resolve: (s) => s.createdAt }),
    deliveriesConnection: t.field({
      type: PushDeliveryConnectionRef,
      description: "Its delivery log, newest first, as `pushDeliveries` pages it",
      args: { first: t.arg.int(firstArg("deliveries")), after: t.arg.string(afterArg) },
      resolve: async (s, args, { env, caller }) =>
        connectionOf(pageOrThrow(await pushDeliveriesPage(env, caller!.playerId, s.id, pageSize(args.first, "deliveries"), args.after))),
    }),
  }),
});

const PushSubscriptionConnectionRef = builder.connectionObject({ type: PushSubscriptionRef, name: "PushSubscriptionConnection" });

const PushSubscriptionKeysInput = builder.inputType("PushSubscriptionKeysInput", {
  fields: (t) => ({
    p256dh: t.string({ description: "The browser's P-256 public key, base64url" }),
    auth: t.string({ description: "The browser's authentication secret, base64url" }),
  }),
});

const PushSubscriptionInput = builder.inputType("PushSubscriptionInput", {
  description: "What the browser's `PushSubscription.toJSON()` gives, as it gives it",
  fields: (t) => ({
    endpoint: t.string({ description: "The push service URL (https)" }),
    expirationTime: t.float({ required: false, description: "Read and not kept" }),
    keys: t.field({ type: PushSubscriptionKeysInput }),
  }),
});

const QuietHoursRef = builder.objectRef<NonNullable<Preferences["quietHours"]>>("QuietHours").implement({
  description: "Hours in which pushes wait, in your own time zone",
  fields: (t) => ({
    start: t.exposeString("start", { description: "Local time HH:MM (24-hour) they begin" }),
    end: t.exposeString("end", { description: "Local time HH:MM they end; before start, they cross midnight" }),
    timeZone: t.exposeString("timeZone", { description: "An IANA time zone, e.g. Europe/Paris" }),
  }),
});

const QuietHoursInput = builder.inputType("QuietHoursInput", {
  description: "Quiet hours: times as HH:MM (24-hour) in an IANA time zone",
  fields: (t) => ({ start: t.string(), end: t.string(), timeZone: t.string() }),
});

const PreferencesRef = builder.objectRef<Preferences>("NotificationPreferences").implement({
  description: "What you are pushed, and when",
  fields: (t) => ({
    events: t.field({ type: [PushEventEnum], resolve: (p) => p.events }),
    quietHours: t.field({ type: QuietHoursRef, nullable: true, description: "Null: no quiet hours", resolve: (p) => p.quietHours }),
    mutedGames: t.idList({ description: "Games you are pushed nothing from", resolve: (p) => p.mutedGames }),
    deadlineWarningHours: t.int({
      nullable: true,
      description: "How many hours before a deadline your seats are warned (0: never); null: each game's own warning time",
      resolve: (p) => p.deadlineWarningHours,
    }),
  }),
});

const GameMuteRef = builder.objectRef<MuteState>("GameMute").implement({
  fields: (t) => ({ gameId: t.exposeID("gameId"), muted: t.exposeBoolean("muted") }),
});

const DeletedPushSubscriptionRef = builder.objectRef<Deleted>("DeletedPushSubscription").implement({
  fields: (t) => ({ id: t.exposeID("id"), deleted: t.exposeBoolean("deleted") }),
});

const CreatePushSubscriptionResult = resultUnion<PublicPushSubscription>(
  "CreatePushSubscriptionResult",
  PushSubscriptionRef,
  "The subscription, or why not",
);
const DeletePushSubscriptionResult = resultUnion<Deleted>(
  "DeletePushSubscriptionResult",
  DeletedPushSubscriptionRef,
  "Deleted, or why not",
);
const PreferencesResult = resultUnion<Preferences>(
  "NotificationPreferencesResult",
  PreferencesRef,
  "Your preferences as they now are, or why not",
);
const GameMuteResult = resultUnion<MuteState>("GameMuteResult", GameMuteRef, "Whether the game is muted now, or why not");

/** The arguments a client sent, without the ones it left out: null is kept, and means what it means in REST's body. */
const sent = (args: Record<string, unknown>) => Object.fromEntries(Object.entries(args).filter(([, v]) => v !== undefined));

builder.queryFields((t) => ({
  vapidPublicKey: t.string({
    description: "The server's VAPID public key (base64url): the applicationServerKey a browser subscribes with",
    resolve: async (_, __, { env }) => pageOrThrow(await vapidPublicKey(env)).publicKey,
  }),
  pushSubscriptions: t.field({
    type: PushSubscriptionConnectionRef,
    description: "The browsers you are pushed to, oldest first (by when each was added, then id). Empty without a key",
    args: { first: t.arg.int(firstArg("pushSubscriptions")), after: t.arg.string(afterArg) },
    resolve: async (_, args, { env, caller }) => {
      const first = pageSize(args.first, "pushSubscriptions");
      if (!caller) return connectionOf({ nodes: [], cursorOf: () => "", nextCursor: null });
      return connectionOf(pageOrThrow(await pushSubscriptionsPage(env, caller.playerId, first, args.after)));
    },
  }),
  pushDeliveries: t.field({
    type: PushDeliveryConnectionRef,
    description:
      "A push subscription's delivery log, newest first, with the same paging as a webhook's: each push's event, game, status and attempts, " +
      "never what it carried. Another person's subscription, or a deleted one, is an error with code NOT_FOUND",
    args: { subscriptionId: t.arg.id(), first: t.arg.int(firstArg("deliveries")), after: t.arg.string(afterArg) },
    resolve: async (_, args, who) => {
      const player = pageOrThrow(signedIn(who));
      const first = pageSize(args.first, "deliveries");
      return connectionOf(
        pageOrThrow(await pushDeliveriesPage(who.env, player.caller.playerId, String(args.subscriptionId), first, args.after)),
      );
    },
  }),
  notificationPreferences: t.field({
    type: PreferencesRef,
    description: "What you are pushed, your quiet hours, your deadline-warning time and your muted games",
    resolve: async (_, __, who) => pageOrThrow(await preferences(who.env, pageOrThrow(signedIn(who)).caller.playerId)),
  }),
}));

builder.mutationFields((t) => ({
  createPushSubscription: t.field({
    type: CreatePushSubscriptionResult,
    description:
      "Push your turn, a deadline near, game over and the rest (see notificationPreferences) to a browser: pass its PushSubscription's JSON. " +
      "Sending the same endpoint again replaces its keys; a push service that answers 404 or 410 ends the subscription",
    args: { subscription: t.arg({ type: PushSubscriptionInput }) },
    resolve: async (_, { subscription }, who) => {
      const player = signedIn(who);
      if (!player.ok) return asProblem(player.error);
      const body = { ...sent(subscription), keys: { ...subscription.keys } };
      return unwrap(await subscribePush(who.env, player.value.caller.playerId, body, who.credential?.listedAs));
    },
  }),
  deletePushSubscription: t.field({
    type: DeletePushSubscriptionResult,
    description: "Stop pushing to a browser",
    args: { id: t.arg.id() },
    resolve: async (_, { id }, who) => {
      const player = signedIn(who);
      return player.ok ? unwrap(await unsubscribePush(who.env, player.value.caller.playerId, String(id))) : asProblem(player.error);
    },
  }),
  updateNotificationPreferences: t.field({
    type: PreferencesResult,
    description:
      "Change what you are pushed and when; what you leave out stays as it was. `quietHours: null` ends quiet hours and " +
      "`deadlineWarningHours: null` goes back to each game's own warning time; `mutedGames` replaces the whole list. " +
      "`deadlineWarningHours` (0 to 72) moves the deadline warning of every seat you hold, by push and webhook alike",
    args: {
      events: t.arg({ type: [PushEventEnum], required: false }),
      quietHours: t.arg({ type: QuietHoursInput, required: false }),
      mutedGames: t.arg.idList({ required: false }),
      deadlineWarningHours: t.arg.int({ required: false }),
    },
    resolve: async (_, args, who) => {
      const player = signedIn(who);
      if (!player.ok) return asProblem(player.error);
      const body = sent({ ...args, quietHours: args.quietHours ? { ...args.quietHours } : args.quietHours });
      return unwrap(await updatePreferences(who.env, player.value.caller.playerId, body));
    },
  }),
  muteGame: t.field({
    type: GameMuteResult,
    description: "Mute a game's pushes (muted: true), or hear from it again (false)",
    args: { gameId: t.arg.id(), muted: t.arg.boolean() },
    resolve: async (_, args, who) => {
      const player = signedIn(who);
      if (!player.ok) return asProblem(player.error);
      return unwrap(await muteGame(who.env, player.value.caller.playerId, String(args.gameId), { muted: args.muted }));
    },
  }),
}));
