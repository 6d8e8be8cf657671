// What is pushed to a person's browser, and what each push says. A push says only what the
// person may see anyway: which game, its kind, their seat, their deadline, and how it ended —
// never the game's events or the choices (the browser opens the game to read them).
import type { WebhookEvent, WebhookPayload } from "../webhooks/events";

/** The notifications that become pushes: your turn, your deadline is near, the game is over, a message for you, an invitation. */
export const PUSH_EVENTS = [
  "decision.required",
  "deadline.warning",
  "game.over",
  "message.posted",
  "invitation.received",
] as const satisfies readonly WebhookEvent[];
export type PushEvent = (typeof PUSH_EVENTS)[number];

export const isPushEvent = (event: string): event is PushEvent => (PUSH_EVENTS as readonly string[]).includes(event);

/** The decrypted body of a push: JSON a service worker turns into a notification. */
export interface PushPayload {
  type: PushEvent;
  gameId: string;
  kind: string;
  seat: string;
  /** The version the game was at: a push older than what the page shows can be dropped. */
  version: number;
  /** Your deadline (ISO), for your turn and a deadline near. */
  deadline: string | null;
  /** For game over: the outcome every seat reads in the game's view. */
  outcome: unknown;
  /** The game's page in the web client, to open on a tap. */
  url: string;
  /** For a message: who wrote it, whether to you alone, and its first words (the reader may read it all). */
  message?: { from: string; private: boolean; preview: string };
  /** For an invitation: its id (accept or decline it) and who sent it. */
  invitation?: { id: string; from: string };
}

/** How much of a message a push carries: a notification shows a line or two, and a push body is small (RFC 8030 asks 4 kB at most). */
export const PREVIEW_CHARS = 140;

/** The push for a notification as the outbox holds it (the webhook body), keeping only what a push says. */
export function pushPayload(event: PushEvent, webhookBody: string): PushPayload {
  const { data } = JSON.parse(webhookBody) as WebhookPayload;
  return {
    type: event,
    gameId: data.gameId,
    kind: data.kind,
    seat: String(data.seat),
    version: data.version,
    deadline: typeof data.deadline === "string" ? data.deadline : null,
    outcome: event === "game.over" ? (data.outcome ?? null) : null,
    url: `/game?id=${encodeURIComponent(data.gameId)}`,
    ...(event === "message.posted" ? { message: messagePreview(data.message) } : {}),
    ...(event === "invitation.received" ? { invitation: invitationPreview(data.invitation) } : {}),
  };
}

function messagePreview(message: unknown): PushPayload["message"] {
  const m = message as { from: { seat: string; name: string }; to: string | null; text: string };
  const chars = [...m.text];
  const preview = chars.length > PREVIEW_CHARS ? `${chars.slice(0, PREVIEW_CHARS - 1).join("")}…` : m.text;
  return { from: `${m.from.name} (${m.from.seat})`, private: m.to !== null, preview };
}

function invitationPreview(invitation: unknown): PushPayload["invitation"] {
  const i = invitation as { id: string; from: { name: string } };
  return { id: i.id, from: i.from.name };
}

/**
 * RFC 8030 §5.4: a push service keeps one undelivered message per Topic, the newest: a phone that
 * was off gets one "your turn" per game, not one per move. A topic is at most 32 base64url characters.
 * Messages and invitations have none: each one is news of its own, and must not replace a "your turn" either.
 */
export function pushTopic(gameId: string, event: PushEvent): string | null {
  return event === "message.posted" || event === "invitation.received" ? null : gameId.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 32);
}

/** RFC 8030 §5.3: your turn and a deadline near wake the device; a finished game need not. */
export const urgencyOf = (event: PushEvent): "high" | "normal" => (event === "game.over" ? "normal" : "high");
