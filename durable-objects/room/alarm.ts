// What the room's alarm does: apply deadlines that have come due, fan new notifications out to
// their subscriptions, and send the deliveries that are due, recording each attempt.
import { disableWebhook, logDelivery, subscribers } from "../../src/directory/webhooks";
import { randomId } from "../../src/service/ids";
import { nextAttemptDelay, nextRetellDelay } from "../../src/webhooks/events";
import { dueClockWork, drawVacation } from "./deadlines";
import { attempt, type AttemptResult } from "./deliver";
import type { Notification } from "./notifications";
import type { DeliveryRow } from "./outbox";
import type { GameRoom } from "../game-room";

export interface AlarmContext {
  room: GameRoom;
  db: D1Database;
  allowPrivate: boolean;
  /** DNS-over-HTTPS endpoint for resolving webhook hosts; the default public resolver if unset. */
  resolver?: string | undefined;
  transaction: (fn: () => void) => void;
}

/** What a told-again delivery records when its seat no longer owes the decision it tells of. */
const SUPERSEDED: AttemptResult = { status: null, error: "not sent: the seat no longer owes this decision", retryAfterMs: null, body: null };

/** Rounds of fan-out and delivery in one run: a bot's answer opens the next decision, sent in the same run. */
const ROUNDS_PER_RUN = 8;

export async function runAlarm(ctx: AlarmContext): Promise<void> {
  applyDeadlines(ctx);
  await ctx.room.afterCommit();
  for (let round = 0; round < ROUNDS_PER_RUN; round++) {
    await fanOut(ctx);
    const due = ctx.room.outbox.due(ctx.room.clock.now());
    if (due.length === 0) return;
    for (const d of due) await deliver(ctx, d);
  }
}

function applyDeadlines({ room }: AlarmContext): void {
  const live = room.live!;
  const tc = live.meta.timeControl;
  for (let guard = 0; tc && live.meta.status === "active" && guard < 100; guard++) {
    const now = room.clock.now();
    const work = dueClockWork(tc, live.meta.clocks, now);
    if (work.length === 0) return;
    const notices: Notification[] = [];
    for (const w of work) {
      const clock = live.meta.clocks[w.seat]!;
      const holder = live.meta.seats.find((s) => s.seat === w.seat);
      if (w.kind === "warn") {
        live.meta.clocks[w.seat] = { ...clock, warned: true };
        if (holder?.playerId) {
          notices.push({
            event: "deadline.warning",
            playerId: holder.playerId,
            seat: w.seat,
            data: { gameId: live.meta.id, kind: live.meta.kind, version: live.version, seat: w.seat, deadline: new Date(clock.deadline!).toISOString(), vacationLeftMs: clock.vacationLeftMs },
          });
        }
      } else if (w.kind === "vacation") {
        live.meta.clocks[w.seat] = drawVacation(clock);
      }
    }
    if (notices.length || work.some((w) => w.kind === "vacation")) room.enqueueNotices(notices);
    const timeout = work.find((w) => w.kind === "timeout");
    if (timeout) {
      if (tc.onTimeout === "forfeit") room.resignSeat(timeout.seat, "timeout");
      else room.playForSeat(timeout.seat);
    }
  }
}

async function fanOut(ctx: AlarmContext): Promise<void> {
  // A busy game may have left a backlog since the last run: take it in bounded batches.
  for (let round = 0; round < 20; round++) if (!(await fanOutBatch(ctx))) return;
}

/** Fans out up to 500 notifications; false when there were none. */
async function fanOutBatch({ room, db, transaction }: AlarmContext): Promise<boolean> {
  const live = room.live!;
  const pending = room.outbox.unfanned(500);
  if (pending.length === 0) return false;
  // One directory query per kind of event in this batch (not one per notification), and one
  // transaction for the whole batch: a busy game's moves are fanned out together.
  const players = [...new Set(pending.map((n) => n.playerId))];
  const hooksByEvent = new Map<string, Awaited<ReturnType<typeof subscribers>>>();
  for (const event of new Set(pending.map((n) => n.event))) hooksByEvent.set(event, await subscribers(db, players, event, live.meta.id));
  const now = room.clock.now();
  const batch = pending.map((n) => ({
    n,
    hooks: hooksByEvent
      .get(n.event)!
      .filter((h) => h.playerId === n.playerId && (n.webhookId === null || h.id === n.webhookId))
      .map((h) => ({ id: h.id, url: h.url, secret: h.secret, bot: h.bot, deliveryId: `msg_${randomId()}` })),
  }));
  transaction(() => {
    for (const { n, hooks } of batch) room.outbox.fanOut(n, hooks, now);
  });
  room.quietOutbox = batch.every(({ hooks }) => hooks.length === 0);
  for (const { n, hooks } of batch) {
    for (const h of hooks) {
      await logDelivery(db, { id: h.deliveryId, webhookId: h.id, gameId: live.meta.id, event: n.event, status: "pending", attempts: 0, lastStatus: null, lastError: null, nextAttemptAt: Math.max(now, n.deliverAt ?? 0), createdAt: now, updatedAt: now });
    }
  }
  return true;
}

async function deliver(ctx: AlarmContext, d: DeliveryRow): Promise<void> {
  const { room, db } = ctx;
  const now = room.clock.now();
  // A seat told again exists only to be prompted: once it owes something else, it is not sent.
  const result = d.retells > 0 && d.event === "decision.required" && !room.owingSeat(d) ? SUPERSEDED : await attempt(d, now, ctx.allowPrivate, ctx.resolver);
  const attempts = result === SUPERSEDED ? d.attempts : d.attempts + 1;
  let status: DeliveryRow["status"] = "pending";
  let nextAttemptAt: number | null = null;
  let lastError = result.error;
  if (result.status !== null && result.status >= 200 && result.status < 300) {
    status = "delivered";
    if (d.bot && d.event === "decision.required" && result.body) {
      lastError = await applyBotAnswer(room, d, result.body);
      // A refused answer leaves the decision owed: tell the bot again, after a pause that grows
      // each time it answers the same decision wrongly.
      if (lastError) room.retell(d, nextRetellDelay(d.retells + 1));
    }
  } else if (result === SUPERSEDED) {
    status = "failed";
  } else if (result.status === 410) {
    status = "failed";
    lastError = "the receiver answered 410 Gone: subscription disabled";
    await disableWebhook(db, d.webhookId, lastError);
    room.outbox.abandonWebhook(d.webhookId, "subscription disabled after 410 Gone");
  } else {
    const delay = nextAttemptDelay(attempts, result.retryAfterMs);
    if (delay === null) {
      status = "failed";
      // Given up on: a decision still owed is told again, at the schedule's longest pause.
      if (d.event === "decision.required") room.retell(d, nextRetellDelay(Number.MAX_SAFE_INTEGER));
    } else nextAttemptAt = now + delay;
  }
  room.outbox.update({ id: d.id, attempts, status, nextAttemptAt, lastStatus: result.status, lastError });
  await logDelivery(db, { id: d.id, webhookId: d.webhookId, gameId: room.live!.meta.id, event: d.event, status, attempts, lastStatus: result.status, lastError, nextAttemptAt, createdAt: d.createdAt, updatedAt: now });
}

/** A bot endpoint answered with an action: apply it as if posted, against the version it was sent. */
async function applyBotAnswer(room: GameRoom, d: DeliveryRow, body: string): Promise<string | null> {
  let answer: { action?: unknown };
  try {
    answer = JSON.parse(body) as { action?: unknown };
  } catch {
    return null; // an answer that is not JSON is an acknowledgement, nothing more
  }
  if (!answer || typeof answer !== "object" || answer.action === undefined) return null;
  // Against the decision the delivery told of (deliveries made before decisions had ids: its version).
  const against = d.decisionId !== null ? { decisionId: d.decisionId } : { expectedVersion: d.version };
  const result = await room.act({ playerId: d.playerId, name: "" }, { action: answer.action, ...against });
  return result.ok ? null : `bot answer refused: ${result.error.code}: ${result.error.detail}`;
}
