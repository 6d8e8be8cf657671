// The webhook deliveries, for the document's `webhooks` section: the body of each event type and
// the Standard Webhooks headers that sign it. The bodies are written by durable-objects/room
// (notifications.ts, alarm.ts); test/api/openapi-webhooks.test.ts parses real deliveries under these.
import { z } from "zod";
import { outcome } from "../../service/shapes";
import { invitationSummary } from "../../service/invitation-shapes";
import { tableMessage } from "../../service/table-talk-shapes";
import { WEBHOOK_EVENTS, type WebhookEvent } from "../../webhooks/events";
import { pascal, ref, type Named } from "./components";
import type { KindSchemas } from "./kinds";

const time = () => z.iso.datetime({ offset: true });

/** What every delivery's `data` says; `kind` is the game's kind id, fixed where the data is one kind's. */
const aboutGame = (kind: z.ZodType) => ({
  gameId: z.string(),
  kind: kind.describe("The game's kind"),
  version: z.number().int().describe("The game's version the event is about"),
  seat: z.string().describe("Your seat in the game"),
});
const about = aboutGame(z.string());

/** What each event type says, in `data`, with the actions, events and bounds of one kind (or of any). */
export const webhookData = <A extends z.ZodType, E extends z.ZodType, B extends z.ZodType>(
  action: A,
  event: E,
  bounds: B,
  kind: z.ZodType = z.string(),
) =>
  ({
    "decision.required": z.object({
      ...aboutGame(kind),
      decisionId: z.string().describe("Answer with it (or with `version` as expectedVersion)"),
      deadline: time().nullable().describe("When the seat's time runs out; null without time controls"),
      decisions: z.array(
        z.object({
          prompt: z.string(),
          text: z.string(),
          choices: z.array(action).optional().describe("Complete actions you can post as they are"),
          bounds: bounds.optional(),
        }),
      ),
    }),
    "game.started": z.object(about),
    "game.action": z.object({
      ...aboutGame(kind),
      actor: z.string().nullable().describe("The seat that acted"),
      entry: z
        .enum(["action", "resign", "timeout", "undo"])
        .describe("What the seat did; timeout: the server acted because its deadline passed"),
      events: z.array(event).describe("What happened, as your seat may see it"),
    }),
    "deadline.warning": z.object({
      ...about,
      deadline: time(),
      vacationLeftHours: z.number().describe("The seat's vacation bank in hours, drawn on a day at a time when the deadline passes"),
      vacationLeftMs: z
        .number()
        .meta({ deprecated: true })
        .describe("Deprecated: the same bank in milliseconds; read vacationLeftHours, as every other time control is in hours"),
    }),
    "game.over": z.object({ ...about, outcome }),
    "message.posted": z.object({ ...about, message: tableMessage }),
    "invitation.received": z.object({
      ...about,
      seat: z.string().describe("The seat held for you; empty: any open seat"),
      invitation: invitationSummary,
      rematchOf: z.string().nullable().describe("When the game is a rematch: the finished game it follows"),
    }),
  }) satisfies Record<WebhookEvent, z.ZodType>;

/** Event type "decision.required" → component "DecisionRequiredWebhook". */
const componentName = (type: WebhookEvent) => `${type.replace(/(^|\.)(\w)/g, (_, __, c: string) => c.toUpperCase())}Webhook`;

/** The event types whose `data` differs by kind: its decision's choices and bounds, or the events. */
const PER_KIND = ["decision.required", "game.action"] as const satisfies readonly WebhookEvent[];

/**
 * Every delivery's body (Standard Webhooks' `{type, timestamp, data}`), and a bot's answer. The
 * `data` of a decision.required or game.action is a union discriminated by `kind`, one member per
 * kind (a component `<Kind>DecisionRequiredData`, `<Kind>GameActionData`) holding that kind's
 * actions, bounds and events, so a client narrows on `data.kind` to its game's types.
 */
export function webhookPayloads(
  kinds: readonly Pick<KindSchemas, "game" | "action" | "event" | "bounds">[],
  anyAction: z.ZodType,
  anyEvent: z.ZodType,
): Named[] {
  const data: Record<WebhookEvent, z.ZodType> = webhookData(anyAction, anyEvent, z.unknown());
  const members: Named[] = [];
  for (const type of PER_KIND) {
    const own = kinds.map((k) => ({
      name: `${pascal(k.game.id)}${pascal(type)}Data`,
      schema: webhookData(k.action, k.event, k.bounds, z.literal(k.game.id))[type],
    }));
    members.push(...own);
    if (own.length > 0)
      data[type] = z
        .discriminatedUnion("kind", own.map((m) => m.schema) as unknown as [z.ZodObject, ...z.ZodObject[]])
        .describe("Discriminated by `kind`: that kind's types");
  }
  return [
    ...members,
    ...WEBHOOK_EVENTS.map((type) => ({
      name: componentName(type),
      schema: z.object({ type: z.literal(type), timestamp: time().describe("When the delivery was queued"), data: data[type] }),
    })),
    { name: "BotAnswer", schema: z.object({ action: anyAction.optional().describe("The action to play for the decision told of") }) },
  ];
}

const signatureHeaders = [
  { name: "webhook-id", description: "The delivery's id: the same on every retry, so a receiver can drop duplicates" },
  { name: "webhook-timestamp", description: "Unix seconds when this attempt was signed; refuse old ones to stop replays" },
  {
    name: "webhook-signature",
    description:
      "`v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>` with the subscription's secret (Standard Webhooks; the `standardwebhooks` package verifies it)",
  },
].map((h) => ({ ...h, in: "header", required: true, schema: { type: "string" } }));

const descriptions: Record<WebhookEvent, string> = {
  "decision.required": "A seat of yours owes a decision. A bot subscription may answer with the action to play.",
  "game.started": "Every seat is taken and the game has begun.",
  "game.action": "Another seat acted.",
  "deadline.warning": "A seat of yours nears its deadline.",
  "game.over": "The game has ended.",
  "message.posted": "A player wrote to the table, or to your seat alone (a private message is told to its one reader only).",
  "invitation.received": "A player invited you to a game that has not started (a rematch too): accept or decline it.",
};

/** The `webhooks` section: one POST to the subscriber's URL per event type. */
export function webhooksSection() {
  return Object.fromEntries(
    WEBHOOK_EVENTS.map((type) => [
      type,
      {
        post: {
          operationId: `on${componentName(type)}`,
          tags: ["webhooks"],
          summary: descriptions[type],
          description:
            "Sent to your subscription's URL, signed as Standard Webhooks says. Answer 2xx within 10 seconds; any other answer is retried for about three days.",
          security: [],
          parameters: signatureHeaders,
          requestBody: { required: true, content: { "application/json": { schema: ref(componentName(type)) } } },
          responses: {
            "200": {
              description:
                type === "decision.required"
                  ? "Received. A bot subscription may answer `{ action }`, applied as if posted against the decision it was told of; any other body is an acknowledgement"
                  : "Received; the body is ignored",
              ...(type === "decision.required" ? { content: { "application/json": { schema: ref("BotAnswer") } } } : {}),
            },
            "4XX": { description: "Refused: retried, as is a 5XX or no answer within 10 s (a Retry-After header is honoured)" },
            "5XX": { description: "Failed: retried" },
          },
        },
      },
    ]),
  );
}
