// The transactional outbox in the game's own SQLite. Notifications are written in the same
// transaction as the log entry that caused them; the alarm fans each out to its recipient's
// subscriptions (one delivery per subscription) and sends the deliveries that are due. A process
// that dies at any point leaves rows that the next alarm picks up: nothing is lost.
import type { WebhookEvent } from "../../src/webhooks/events";
import type { Notification } from "./notifications";
import { migrateRoom } from "./schema";

export interface NotificationRow {
  id: number;
  event: WebhookEvent;
  playerId: string;
  seat: string;
  body: string;
  decisionId: string | null;
  /** Set when the notification is for one subscription only (a seat told again). */
  webhookId: string | null;
  /** Not to be sent before this time (room clock), or null for at once. */
  deliverAt: number | null;
  /** How many times running the seat was told again of this decision through this subscription. */
  retells: number;
}

/** One subscription a notification is fanned out to. */
export interface FanOutTarget {
  id: string;
  url: string;
  secret: string;
  bot: boolean;
  deliveryId: string;
  /** Webhook when left out. */
  channel?: Channel;
  /** What this subscription is sent, when not the notification's webhook body (a push says less). */
  body?: string;
  /** Not before this time (quiet hours), when later than the notification's own. */
  deliverAt?: number;
}

/** Where a notification told again goes, when, and how many times it has been told again. */
export interface Retell {
  webhookId: string;
  deliverAt: number;
  retells: number;
}

/** Where a delivery goes: a webhook subscription, or a browser's push subscription (src/push/). */
export type Channel = "webhook" | "push";

export interface DeliveryRow {
  id: string;
  channel: Channel;
  /** The subscription: a webhook's id, or a push subscription's. */
  webhookId: string;
  event: WebhookEvent;
  playerId: string;
  /** The webhook's URL, or the push endpoint. */
  url: string;
  /** The webhook's signing secret (two, space-separated, while a rotation overlaps), or the push subscription's keys as JSON {p256dh, auth}. */
  secret: string;
  bot: boolean;
  /** What is sent: the webhook payload, or the push's plaintext (encrypted when sent). */
  body: string;
  /** The version the notification was sent at. */
  version: number;
  /** For decision.required: the decision it tells of; a bot's answer is applied against it. */
  decisionId: string | null;
  retells: number;
  attempts: number;
  status: "pending" | "delivered" | "failed";
  nextAttemptAt: number | null;
  lastStatus: number | null;
  lastError: string | null;
  createdAt: number;
}

type RawDelivery = {
  id: string;
  webhook_id: string;
  event: string;
  player_id: string;
  url: string;
  secret: string;
  bot: number;
  body: string;
  version: number;
  attempts: number;
  status: string;
  next_attempt_at: number | null;
  last_status: number | null;
  last_error: string | null;
  created_at: number;
  decision_id: string | null;
  retells: number;
  channel: string;
};

const toDelivery = (r: RawDelivery): DeliveryRow => ({
  id: r.id,
  channel: r.channel === "push" ? "push" : "webhook",
  webhookId: r.webhook_id,
  event: r.event as WebhookEvent,
  playerId: r.player_id,
  url: r.url,
  secret: r.secret,
  bot: r.bot === 1,
  body: r.body,
  version: r.version,
  decisionId: r.decision_id,
  retells: r.retells,
  attempts: r.attempts,
  status: r.status as DeliveryRow["status"],
  nextAttemptAt: r.next_attempt_at,
  lastStatus: r.last_status,
  lastError: r.last_error,
  createdAt: r.created_at,
});

/** When a subscription's delivery of a notification is first tried: not before the notification's time, nor the subscription's. */
export const firstAttemptAt = (n: Pick<NotificationRow, "deliverAt">, h: Pick<FanOutTarget, "deliverAt">, now: number): number =>
  Math.max(now, n.deliverAt ?? 0, h.deliverAt ?? 0);

/**
 * `fanned_out` of a notification written while who listens was not known (a cold move commits
 * before its read of them: docs/ROOM.md, "A cold move"): not work until `resolve` keeps it.
 */
const HELD = 2;

export class Outbox {
  /** Set when nextWork found nothing and nothing has been written since: most games' every move. */
  private knownIdle = false;
  /** While set (`hold`), notifications are written held. */
  private holding = false;
  /** Whether held rows may exist: written by this instance, or found at load. */
  private held = false;
  /** Whether held rows wait with no read under way to resolve them (found at load, or the read failed): then they are work. */
  private orphans = false;

  constructor(private readonly sql: SqlStorage) {}

  /** Brings the room's tables to the current version (room/schema.ts: they are one set, outbox and log). */
  migrate(): void {
    migrateRoom(this.sql);
  }

  /** What the room's load read: whether any work waits here. None: nextWork answers null without a read until something is written. */
  loaded(work: boolean, held = false): void {
    if (!work && !held) this.knownIdle = true;
    this.held = this.orphans = held;
  }

  /** Runs `writes` with the notifications they enqueue held until `resolve` (who listens is read after them). */
  hold<T>(writes: () => T): T {
    this.holding = true;
    try {
      return writes();
    } finally {
      this.holding = false;
    }
  }

  /** Whether held notifications may wait for `resolve`. */
  get mayHold(): boolean {
    return this.held;
  }

  /** The read that was to resolve the held notifications failed: they are work (the alarm reads who listens, then resolves them). */
  orphaned(): void {
    if (!this.held) return;
    this.orphans = true;
    this.knownIdle = false;
  }

  /**
   * Who listens is known: the held notifications of players who do become work, the rest are
   * deleted (nobody could hear them). In the caller's transaction, but when nobody listens (most
   * games) it is one statement, atomic alone. Answers whether any became work.
   */
  resolve(listening: Set<string>): boolean {
    if (listening.size === 0) {
      this.sql.exec(`DELETE FROM notifications WHERE fanned_out = ${HELD}`);
      this.held = this.orphans = false;
      return false;
    }
    this.sql.exec(
      `DELETE FROM notifications WHERE fanned_out = ${HELD} AND player_id NOT IN (SELECT value FROM json_each(?))`,
      JSON.stringify([...listening]),
    );
    const kept = this.sql.exec(`UPDATE notifications SET fanned_out = 0 WHERE fanned_out = ${HELD}`).rowsWritten > 0;
    this.held = this.orphans = false;
    if (kept) this.knownIdle = false;
    return kept;
  }

  /** Notifications for every subscription of each recipient; `retell` narrows one to a subscription and a time. */
  enqueue(notifications: Notification[], version: number, now: number, retell?: Retell): void {
    if (notifications.length > 0) {
      if (this.holding) this.held = true;
      else this.knownIdle = false;
    }
    for (const n of notifications) {
      const body = JSON.stringify({ type: n.event, timestamp: new Date(now).toISOString(), data: n.data });
      this.sql.exec(
        "INSERT INTO notifications (event, player_id, seat, body, version, created_at, decision_id, webhook_id, deliver_at, retells, fanned_out) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        n.event,
        n.playerId,
        n.seat,
        body,
        version,
        now,
        n.decisionId ?? null,
        retell?.webhookId ?? null,
        retell?.deliverAt ?? null,
        retell?.retells ?? 0,
        this.holding ? HELD : 0,
      );
    }
  }

  unfanned(limit = 100): (NotificationRow & { version: number })[] {
    return this.sql
      .exec<{
        id: number;
        event: string;
        player_id: string;
        seat: string;
        body: string;
        version: number;
        decision_id: string | null;
        webhook_id: string | null;
        deliver_at: number | null;
        retells: number;
      }>(
        "SELECT id, event, player_id, seat, body, version, decision_id, webhook_id, deliver_at, retells FROM notifications WHERE fanned_out = 0 ORDER BY id LIMIT ?",
        limit,
      )
      .toArray()
      .map((r) => ({
        id: r.id,
        event: r.event as WebhookEvent,
        playerId: r.player_id,
        seat: r.seat,
        body: r.body,
        version: r.version,
        decisionId: r.decision_id,
        webhookId: r.webhook_id,
        deliverAt: r.deliver_at,
        retells: r.retells,
      }));
  }

  /** One delivery per subscription, and the notification marked done, together. */
  fanOut(n: NotificationRow & { version: number }, hooks: FanOutTarget[], now: number): void {
    this.knownIdle = false;
    for (const h of hooks) {
      this.sql.exec(
        `INSERT INTO deliveries (id, notification_id, webhook_id, event, player_id, url, secret, bot, body, version, status, next_attempt_at, created_at, decision_id, retells, channel)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?)`,
        h.deliveryId,
        n.id,
        h.id,
        n.event,
        n.playerId,
        h.url,
        h.secret,
        h.bot ? 1 : 0,
        h.body ?? n.body,
        n.version,
        firstAttemptAt(n, h, now),
        now,
        n.decisionId,
        n.retells,
        h.channel ?? "webhook",
      );
    }
    this.sql.exec("UPDATE notifications SET fanned_out = 1 WHERE id = ?", n.id);
  }

  due(now: number, limit = 25): DeliveryRow[] {
    return this.sql
      .exec<RawDelivery>(
        "SELECT * FROM deliveries WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?",
        now,
        limit,
      )
      .toArray()
      .map(toDelivery);
  }

  /** The deliveries still waiting: how many, how many of them are retries, and the earliest due time (null: none). */
  backlog(): { waiting: number; retrying: number; earliest: number | null } {
    if (this.knownIdle) return { waiting: 0, retrying: 0, earliest: null };
    return this.sql
      .exec<{ waiting: number; retrying: number | null; earliest: number | null }>(
        "SELECT count(*) AS waiting, sum(attempts > 0) AS retrying, min(next_attempt_at) AS earliest FROM deliveries WHERE status = 'pending'",
      )
      .toArray()
      .map((r) => ({ waiting: r.waiting, retrying: r.retrying ?? 0, earliest: r.earliest }))[0]!;
  }

  byId(id: string): DeliveryRow | null {
    const row = this.sql.exec<RawDelivery>("SELECT * FROM deliveries WHERE id = ?", id).toArray()[0];
    return row ? toDelivery(row) : null;
  }

  /** The earliest time something in the outbox wants doing, or null when it is empty. */
  nextWork(): number | null {
    if (this.knownIdle) return null;
    const next = this.findWork();
    this.knownIdle = next === null;
    return next;
  }

  private findWork(): number | null {
    if (this.orphans) return 0;
    if (this.sql.exec("SELECT 1 FROM notifications WHERE fanned_out = 0 LIMIT 1").toArray().length > 0) return 0;
    return this.sql.exec<{ t: number | null }>("SELECT min(next_attempt_at) AS t FROM deliveries WHERE status = 'pending'").one().t;
  }

  update(d: Pick<DeliveryRow, "id" | "attempts" | "status" | "nextAttemptAt" | "lastStatus" | "lastError">): void {
    this.knownIdle = false;
    this.sql.exec(
      "UPDATE deliveries SET attempts = ?, status = ?, next_attempt_at = ?, last_status = ?, last_error = ? WHERE id = ?",
      d.attempts,
      d.status,
      d.nextAttemptAt,
      d.lastStatus,
      d.lastError,
      d.id,
    );
  }

  /** Every pending delivery to a subscription stops (it answered 410 Gone, or a push service 404). */
  abandonWebhook(webhookId: string, reason: string): void {
    this.sql.exec(
      "UPDATE deliveries SET status = 'failed', next_attempt_at = NULL, last_error = ? WHERE webhook_id = ? AND status = 'pending'",
      reason,
      webhookId,
    );
  }

  /** A deleted person's notifications and deliveries, sent or not: their addresses and secrets are not kept. */
  forgetPlayer(playerId: string): void {
    this.sql.exec("DELETE FROM deliveries WHERE player_id = ?", playerId);
    this.sql.exec("DELETE FROM notifications WHERE player_id = ?", playerId);
  }
}
