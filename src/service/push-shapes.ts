// The shapes of Web Push, preferences and the inbox as the API hands them out (zod, written once:
// the routes validate with them and the OpenAPI document is made from them).
import { z } from "zod";
import { PUSH_EVENTS } from "../push/events";
import { invitationSummary } from "./invitation-shapes";
import { gameListItem, pageShape } from "./shapes";

const time = () => z.iso.datetime({ offset: true }).describe("An RFC 3339 time");

export const vapidPublicKey = z.object({
  publicKey: z
    .string()
    .describe("The VAPID public key (RFC 8292), base64url of 65 bytes: pass it to pushManager.subscribe() as applicationServerKey"),
});

/** What a browser's PushSubscription.toJSON() gives (expirationTime is read and not kept). */
export const pushSubscriptionBody = z.object({
  endpoint: z.string().max(2048).describe("The push service URL the browser gave (https)"),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    p256dh: z.string().max(200).describe("The browser's P-256 public key, base64url"),
    auth: z.string().max(100).describe("The browser's authentication secret, base64url"),
  }),
});

export const pushSubscription = z.object({
  id: z.string(),
  endpoint: z.string(),
  madeWith: z
    .string()
    .nullable()
    .describe(
      "The key or token it was last sent with, by its id in GET /v1/me/tokens (`master`, `tk_…`, `oa_…`): revoking it, or replacing the master key, " +
        "deletes this subscription. Null for one sent before Starpost kept this",
    ),
  createdAt: time(),
});

export const pushSubscriptionList = pageShape("subscriptions", pushSubscription);
export const deletedPushSubscription = z.object({ id: z.string(), deleted: z.literal(true) });

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a local time as HH:MM (24-hour)");

export const quietHours = z.object({
  start: clock.describe("When quiet hours begin, local time HH:MM"),
  end: clock.describe("When they end, local time HH:MM (before start: they cross midnight)"),
  timeZone: z.string().max(64).describe("An IANA time zone, e.g. Europe/Paris"),
});

export const pushEventName = z.enum(PUSH_EVENTS);

/** The highest warning time a person may choose: three days, the longest decision time people give a game. */
export const MAX_WARNING_HOURS = 72;

const deadlineWarningHours = z.number().int().min(0).max(MAX_WARNING_HOURS);

export const notificationPreferences = z.object({
  events: z
    .array(pushEventName)
    .describe(
      "What you are pushed: decision.required (your turn), deadline.warning (your deadline is near), game.over, message.posted (a message at your table), invitation.received",
    ),
  quietHours: quietHours.nullable().describe("Pushes made in these hours wait until they end; null for none"),
  mutedGames: z.array(z.string()).describe("Games you are pushed nothing from"),
  deadlineWarningHours: deadlineWarningHours
    .nullable()
    .describe("When your seats are warned that a deadline is near, in hours before it (0: never); null for each game's own warning time"),
});

export const notificationPreferencesBody = z.strictObject({
  events: z.array(pushEventName).max(PUSH_EVENTS.length).optional(),
  quietHours: quietHours.nullable().optional(),
  mutedGames: z.array(z.string().max(40)).max(200).optional().describe("Replaces the whole list when sent"),
  deadlineWarningHours: deadlineWarningHours
    .nullable()
    .optional()
    .describe(
      `Hours before a deadline your seats are warned (deadline.warning, by push and webhook): 1 to ${MAX_WARNING_HOURS}, 0 for never, null for each game's own warning time. ` +
        "Never earlier than the decision's whole time",
    ),
});

export const muteBody = z.strictObject({ muted: z.boolean().describe("true: no pushes from this game; false: pushes again") });
export const muteState = z.object({ gameId: z.string(), muted: z.boolean() });

export const inboxSection = z.enum(["yourTurn", "waiting", "invitations", "open"]);

export const inboxItem = z.object({
  section: inboxSection.describe(
    "yourTurn: a decision is yours; waiting: your game waits on others (or for players); invitations: a game you are invited to; " +
      "open: a public game you can join",
  ),
  deadline: time().nullable().describe("For yourTurn: when your decision is due, if the game has a time control"),
  muted: z.boolean().describe("You muted this game's pushes"),
  unreadMessages: z
    .number()
    .int()
    .describe("Table messages for your seat you have not read (players you muted left out); 0 where you hold no seat"),
  game: gameListItem,
  invitation: invitationSummary.nullable().describe("For invitations: the invitation"),
});

export const inbox = pageShape("items", inboxItem);

export const mutedPlayer = z.object({
  playerId: z.string(),
  name: z.string(),
  mutedAt: time(),
});
export const mutedPlayerList = z.object({ players: z.array(mutedPlayer).describe("Oldest mute first") });
export const playerMuteState = z.object({ playerId: z.string(), muted: z.boolean() });
