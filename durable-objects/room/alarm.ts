// What the room's alarm does: apply deadlines that have come due, fan new notifications out to
// their subscriptions, and send the deliveries that are due, recording each attempt. It works
// through an AlarmHost (the room gives it one), never through the room itself.
import type { SeatId } from "../../src/engine/contract";
import { BUDGETS, type OpponentLevel } from "../../src/engine/opponent/levels";
import { disableWebhook, logDelivery, signingSecrets, subscribers, webhookActive } from "../../src/directory/webhooks";
import { dropPushSubscription, pushSubscriptionExists } from "../../src/directory/push";
import { pushFanOut } from "../../src/push/fan-out";
import { attemptPush } from "../../src/push/send";
import type { VapidKeys } from "../../src/push/vapid";
import type { Metrics } from "../../src/observe/metrics";
import type { Result } from "../../src/service/errors";
import { randomId } from "../../src/service/ids";
import { nextAttemptDelay, nextRetellDelay } from "../../src/webhooks/events";
import { attempt, type AttemptResult } from "./deliver";
import type { Notification } from "./notifications";
import { firstAttemptAt, type DeliveryRow, type FanOutTarget, type Outbox } from "./outbox";
import type { DueDeadlines } from "./session";

/** What the alarm needs of the room. */
export interface AlarmHost {
  readonly gameId: string;
  /** The deliveries table (fan-out, due deliveries, their records). */
  readonly outbox: Outbox;
  /** The room's clock. */
  now(): number;
  /** The deadline work due now, or null. */
  dueDeadlines(): DueDeadlines | null;
  /** Writes the clocks and adds deadline notices to the outbox. */
  enqueue(notices: Notification[]): void;
  /** A seat's time ran out: it forfeits or the built-in bot moves for it. */
  applyTimeout(seat: SeatId): void;
  /** A seat the built-in opponent holds that owes a decision now, or null. */
  opponentOwing(): { seat: SeatId; level: OpponentLevel } | null;
  /** The built-in opponent makes the seat's decision and commits it. */
  playOpponent(seat: SeatId, level: OpponentLevel): void;
  /** The decisions owed by seats whose person deleted their account, answered by the timeout policy. */
  playGoneSeats(): void;
  /** The index write and the alarm owed after commits. */
  afterCommit(): Promise<void>;
  /** Whether the fan-out just made found no subscriber at all (the next runs are then spaced). */
  fannedOut(foundNoSubscriber: boolean): void;
  /** The seat a decision.required delivery told, if it still owes that decision. */
  owingSeat(d: DeliveryRow): SeatId | null;
  /** Tells the seat of `d` again of the decision it still owes, after `delayMs`. */
  retell(d: DeliveryRow, delayMs: number): void;
  /** A bot's answer to the decision `told` told of: applied as its seat's action, if it still owes that decision. */
  applyBotAnswer(told: Pick<DeliveryRow, "playerId" | "decisionId" | "version">, action: unknown): Promise<Result<null>>;
}

export interface AlarmContext {
  host: AlarmHost;
  db: D1Database;
  allowPrivate: boolean;
  /** DNS-over-HTTPS endpoint for resolving webhook hosts; the default public resolver if unset. */
  resolver?: string | undefined;
  /** The server's VAPID keys, read when a push is first sent. */
  vapid: () => Promise<VapidKeys>;
  transaction: (fn: () => void) => void;
  /** Where each attempt's outcome is counted. */
  metrics: Metrics;
}

/** What a told-again delivery records when its seat no longer owes the decision it tells of. */
const SUPERSEDED: AttemptResult = {
  status: null,
  error: "not sent: the seat no longer owes this decision",
  retryAfterMs: null,
  body: null,
};

/**
 * What a delivery records when its webhook was deleted or disabled (or its push subscription
 * deleted) after it was queued, or the token that made it was revoked or has expired: a bot's
 * webhook must not be heard (or answer for the player) past the key that made it.
 */
const UNSUBSCRIBED: AttemptResult = {
  status: null,
  error: "not sent: the subscription was deleted or disabled, or the token that made it has ended",
  retryAfterMs: null,
  body: null,
};

/** Rounds of fan-out and delivery in one run: a bot's answer opens the next decision, sent in the same run. */
const ROUNDS_PER_RUN = 8;

export async function runAlarm(ctx: AlarmContext): Promise<void> {
  ctx.host.playGoneSeats();
  playOpponents(ctx.host);
  applyDeadlines(ctx.host);
  await ctx.host.afterCommit();
  for (let round = 0; round < ROUNDS_PER_RUN; round++) {
    await fanOut(ctx);
    const due = ctx.host.outbox.due(ctx.host.now());
    if (due.length === 0) return;
    for (const d of due) await deliver(ctx, d);
  }
}

/**
 * The built-in opponent's work one run may do, in search iterations (a `random` decision counts
 * one): two decisions at `strong`. A run that reaches it ends (its moves fanned out), and the next
 * begins at once, so requests and deliveries get their turn between long stretches of its play.
 */
export const OPPONENT_WORK_PER_RUN = 2 * BUDGETS.strong.iterations;

/** The opponent's decisions owed now, one at a time (each may open the next), up to a run's share. */
function playOpponents(host: AlarmHost): void {
  let spent = 0;
  for (let guard = 0; guard < 200 && spent < OPPONENT_WORK_PER_RUN; guard++) {
    const owing = host.opponentOwing();
    if (!owing) return;
    host.playOpponent(owing.seat, owing.level);
    spent += owing.level === "random" ? 1 : BUDGETS[owing.level].iterations;
  }
}

function applyDeadlines(host: AlarmHost): void {
  for (let guard = 0; guard < 100; guard++) {
    const due = host.dueDeadlines();
    if (!due) return;
    if (due.worthWriting) host.enqueue(due.notices);
    if (due.timeout) host.applyTimeout(due.timeout);
  }
}

async function fanOut(ctx: AlarmContext): Promise<void> {
  // A busy game may have left a backlog since the last run: take it in bounded batches.
  for (let round = 0; round < 20; round++) if (!(await fanOutBatch(ctx))) return;
}

/** Fans out up to 500 notifications; false when there were none. */
async function fanOutBatch({ host, db, transaction }: AlarmContext): Promise<boolean> {
  const pending = host.outbox.unfanned(500);
  if (pending.length === 0) return false;
  // One directory query per kind of event in this batch (not one per notification), and one
  // transaction for the whole batch: a busy game's moves are fanned out together.
  const players = [...new Set(pending.map((n) => n.playerId))];
  const hooksByEvent = new Map<string, Awaited<ReturnType<typeof subscribers>>>();
  for (const event of new Set(pending.map((n) => n.event))) hooksByEvent.set(event, await subscribers(db, players, event, host.gameId));
  const now = host.now();
  const pushes = await pushFanOut(db, pending, host.gameId, now);
  const batch = pending.map((n): { n: (typeof pending)[number]; hooks: FanOutTarget[] } => ({
    n,
    hooks: [
      ...hooksByEvent
        .get(n.event)!
        .filter((h) => h.playerId === n.playerId && (n.webhookId === null || h.id === n.webhookId))
        // Every secret that signs now (two while a rotation overlaps), kept with the delivery.
        .map((h) => ({ id: h.id, url: h.url, secret: signingSecrets(h, now).join(" "), bot: h.bot, deliveryId: `msg_${randomId()}` })),
      ...(pushes.get(n.id) ?? []),
    ],
  }));
  transaction(() => {
    for (const { n, hooks } of batch) host.outbox.fanOut(n, hooks, now);
  });
  host.fannedOut(batch.every(({ hooks }) => hooks.length === 0));
  for (const { n, hooks } of batch) {
    for (const h of hooks) {
      await logDelivery(db, {
        id: h.deliveryId,
        webhookId: h.id,
        gameId: host.gameId,
        event: n.event,
        status: "pending",
        attempts: 0,
        lastStatus: null,
        lastError: null,
        nextAttemptAt: firstAttemptAt(n, h, now),
        createdAt: now,
        updatedAt: now,
      });
    }
  }
  return true;
}

async function deliver(ctx: AlarmContext, d: DeliveryRow): Promise<void> {
  const { host, db } = ctx;
  const now = host.now();
  const sentAt = performance.now();
  const result = isSuperseded(host, d) ? SUPERSEDED : !(await stillSubscribed(db, d, now)) ? UNSUBSCRIBED : await send(ctx, d, now);
  const ms = performance.now() - sentAt;
  const notSent = result === SUPERSEDED || result === UNSUBSCRIBED;
  const attempts = notSent ? d.attempts : d.attempts + 1;
  let status: DeliveryRow["status"] = "pending";
  let nextAttemptAt: number | null = null;
  let lastError = result.error;
  if (result.status !== null && result.status >= 200 && result.status < 300) {
    status = "delivered";
    if (d.bot && d.event === "decision.required" && result.body) {
      lastError = await applyBotAnswer(host, d, result.body);
      // A refused answer leaves the decision owed: tell the bot again, after a pause that grows
      // each time it answers the same decision wrongly.
      if (lastError) host.retell(d, nextRetellDelay(d.retells + 1));
    }
  } else if (result === SUPERSEDED) {
    status = "failed";
  } else if (result === UNSUBSCRIBED) {
    status = "failed";
    host.outbox.abandonWebhook(d.webhookId, UNSUBSCRIBED.error!);
  } else if (d.channel === "push" && (result.status === 404 || result.status === 410)) {
    // RFC 8030 §7.3: the push service no longer knows this subscription; the browser made a new one, or none.
    status = "failed";
    lastError = `the push service answered ${result.status}: subscription deleted`;
    await dropPushSubscription(db, d.webhookId);
    host.outbox.abandonWebhook(d.webhookId, "push subscription deleted");
  } else if (result.status === 410) {
    status = "failed";
    lastError = "the receiver answered 410 Gone: subscription disabled";
    await disableWebhook(db, d.webhookId, lastError);
    host.outbox.abandonWebhook(d.webhookId, "subscription disabled after 410 Gone");
  } else {
    const delay = nextAttemptDelay(attempts, result.retryAfterMs);
    if (delay === null) {
      status = "failed";
      // Given up on: a decision still owed is told again, at the schedule's longest pause.
      if (d.event === "decision.required" && d.channel === "webhook") host.retell(d, nextRetellDelay(Number.MAX_SAFE_INTEGER));
    } else nextAttemptAt = now + delay;
  }
  host.outbox.update({ id: d.id, attempts, status, nextAttemptAt, lastStatus: result.status, lastError });
  ctx.metrics.record({
    name: "delivery",
    channel: d.channel,
    event: d.event,
    outcome: result === SUPERSEDED ? "superseded" : result === UNSUBSCRIBED ? "unsubscribed" : status === "pending" ? "retry" : status,
    ms: Math.round(ms * 100) / 100,
    httpStatus: result.status ?? 0,
    attempts,
  });
  await logDelivery(db, {
    id: d.id,
    webhookId: d.webhookId,
    gameId: host.gameId,
    event: d.event,
    status,
    attempts,
    lastStatus: result.status,
    lastError,
    nextAttemptAt,
    createdAt: d.createdAt,
    updatedAt: now,
  });
}

/**
 * A decision.required not to send: its seat owes something else now. Checked for a seat told
 * again (it exists only to prompt), and for a push that waited — for quiet hours or a retry — so
 * nobody wakes to "your turn" in a game where it is no longer theirs.
 */
function isSuperseded(host: AlarmHost, d: DeliveryRow): boolean {
  if (d.event !== "decision.required") return false;
  const waited = d.channel === "push" && (d.attempts > 0 || (d.nextAttemptAt ?? 0) > d.createdAt);
  return (d.retells > 0 || waited) && !host.owingSeat(d);
}

/**
 * Whether the delivery's webhook (or push subscription) is still there and active, its token not
 * ended at `now`: one directory read per attempt.
 */
function stillSubscribed(db: D1Database, d: DeliveryRow, now: number): Promise<boolean> {
  return d.channel === "webhook" ? webhookActive(db, d.webhookId, now) : pushSubscriptionExists(db, d.webhookId, now);
}

function send(ctx: AlarmContext, d: DeliveryRow, now: number): Promise<AttemptResult> {
  if (d.channel === "webhook") return attempt(d, now, ctx.allowPrivate, ctx.resolver);
  const push = {
    event: d.event as Parameters<typeof attemptPush>[0]["event"],
    gameId: ctx.host.gameId,
    endpoint: d.url,
    keys: d.secret,
    body: d.body,
  };
  return attemptPush(push, ctx.vapid, now, ctx.allowPrivate, ctx.resolver);
}

/** A bot endpoint answered with an action: apply it as if posted, against the decision it was sent. */
async function applyBotAnswer(host: AlarmHost, d: DeliveryRow, body: string): Promise<string | null> {
  let answer: { action?: unknown };
  try {
    answer = JSON.parse(body) as { action?: unknown };
  } catch {
    return null; // an answer that is not JSON is an acknowledgement, nothing more
  }
  if (!answer || typeof answer !== "object" || answer.action === undefined) return null;
  const result = await host.applyBotAnswer(d, answer.action);
  return result.ok ? null : `bot answer refused: ${result.error.code}: ${result.error.detail}`;
}
