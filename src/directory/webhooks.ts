// Webhook subscriptions and the delivery log in D1.
import { randomId } from "../service/ids";
import { madeWithEnded } from "./tokens";
import type { WebhookEvent } from "../webhooks/events";
import { newSecret } from "../webhooks/sign";

export interface Webhook {
  id: string;
  playerId: string;
  url: string;
  events: WebhookEvent[];
  gameId: string | null;
  bot: boolean;
  secret: string;
  /** The secret replaced by the last rotation, still signing beside `secret` until it expires. */
  previousSecret: string | null;
  previousSecretExpiresAt: number | null;
  disabledReason: string | null;
  /** The key or token that made it, as the token list names it (`master`, `tk_…`, `oa_…`); null: made before that was kept. */
  madeWith: string | null;
  /** When that credential ends by itself, if the tokens table does not say (an app grant's 30 days); null otherwise. */
  madeWithUntil: number | null;
  createdAt: number;
}

interface Row {
  id: string;
  player_id: string;
  url: string;
  events: string;
  game_id: string | null;
  bot: number;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: number | null;
  disabled_reason: string | null;
  made_with: string | null;
  made_with_until: number | null;
  created_at: number;
}

const fromRow = (r: Row): Webhook => ({
  id: r.id,
  playerId: r.player_id,
  url: r.url,
  events: JSON.parse(r.events) as WebhookEvent[],
  gameId: r.game_id,
  bot: r.bot === 1,
  secret: r.secret,
  previousSecret: r.previous_secret,
  previousSecretExpiresAt: r.previous_secret_expires_at,
  disabledReason: r.disabled_reason,
  madeWith: r.made_with,
  madeWithUntil: r.made_with_until,
  createdAt: r.created_at,
});

export async function createWebhook(
  db: D1Database,
  w: Omit<Webhook, "id" | "secret" | "previousSecret" | "previousSecretExpiresAt" | "disabledReason">,
): Promise<Webhook> {
  const hook: Webhook = {
    ...w,
    id: `wh_${randomId()}`,
    secret: newSecret(),
    previousSecret: null,
    previousSecretExpiresAt: null,
    disabledReason: null,
  };
  await db
    .prepare(
      "INSERT INTO webhooks (id, player_id, url, events, game_id, bot, secret, made_with, made_with_until, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(
      hook.id,
      hook.playerId,
      hook.url,
      JSON.stringify(hook.events),
      hook.gameId,
      hook.bot ? 1 : 0,
      hook.secret,
      hook.madeWith,
      hook.madeWithUntil,
      hook.createdAt,
    )
    .run();
  return hook;
}

/** A player's subscriptions oldest first (created_at, id), after `after` when given. */
export async function webhooksOf(db: D1Database, playerId: string, limit: number, after?: readonly [number, string]): Promise<Webhook[]> {
  const rows = await db
    .prepare(`SELECT * FROM webhooks WHERE player_id = ?${after ? " AND (created_at, id) > (?, ?)" : ""} ORDER BY created_at, id LIMIT ?`)
    .bind(playerId, ...(after ?? []), limit)
    .all<Row>();
  return rows.results.map(fromRow);
}

export async function webhookById(db: D1Database, id: string): Promise<Webhook | null> {
  const row = await db.prepare("SELECT * FROM webhooks WHERE id = ?").bind(id).first<Row>();
  return row ? fromRow(row) : null;
}

/** The WHERE clause (and its bindings) of these players' active subscriptions that cover `gameId`. */
function covering(playerIds: string[], gameId: string): { where: string; binds: string[] } {
  return {
    where: `disabled_reason IS NULL AND (game_id IS NULL OR game_id = ?) AND player_id IN (${playerIds.map(() => "?").join(",")})`,
    binds: [gameId, ...playerIds],
  };
}

/** Active subscriptions of these players that want `event` from `gameId`. */
export async function subscribers(db: D1Database, playerIds: string[], event: WebhookEvent, gameId: string): Promise<Webhook[]> {
  if (playerIds.length === 0) return [];
  const { where, binds } = covering(playerIds, gameId);
  const rows = await db
    .prepare(`SELECT * FROM webhooks WHERE ${where}`)
    .bind(...binds)
    .all<Row>();
  return rows.results.map(fromRow).filter((w) => w.events.includes(event));
}

/** Which of these (one or more) players have an active subscription that covers `gameId` (for any event): rows of `player_id`. */
export function listeningPlayers(db: D1Database, playerIds: string[], gameId: string): D1PreparedStatement {
  const { where, binds } = covering(playerIds, gameId);
  return db.prepare(`SELECT DISTINCT player_id FROM webhooks WHERE ${where}`).bind(...binds);
}

/**
 * Replaces the subscription's secret; the one it replaces keeps signing beside it until
 * `expiresAt` (a rotation during an overlap ends the older overlap: two secrets at most).
 */
export async function rotateWebhookSecret(db: D1Database, id: string, expiresAt: number): Promise<Webhook | null> {
  const secret = newSecret();
  const row = await db
    .prepare("UPDATE webhooks SET previous_secret = secret, previous_secret_expires_at = ?, secret = ? WHERE id = ? RETURNING *")
    .bind(expiresAt, secret, id)
    .first<Row>();
  return row ? fromRow(row) : null;
}

/** The secrets a delivery made at `now` is signed with: the current one, and the previous one during its overlap. */
export function signingSecrets(w: Pick<Webhook, "secret" | "previousSecret" | "previousSecretExpiresAt">, now: number): string[] {
  const overlapping = w.previousSecret !== null && w.previousSecretExpiresAt !== null && now < w.previousSecretExpiresAt;
  return overlapping ? [w.secret, w.previousSecret!] : [w.secret];
}

export async function deleteWebhook(db: D1Database, id: string): Promise<void> {
  await db.prepare("DELETE FROM webhooks WHERE id = ?").bind(id).run();
}

/**
 * Disables the player's active webhooks made with `madeWith` (a key or token that stopped working),
 * with `reason`; answers their ids. Deliveries already on their way are dropped at their next
 * attempt (webhookActive).
 */
export async function disableWebhooksMadeWith(db: D1Database, playerId: string, madeWith: string, reason: string): Promise<string[]> {
  const { results } = await db
    .prepare("UPDATE webhooks SET disabled_reason = ? WHERE player_id = ? AND made_with = ? AND disabled_reason IS NULL RETURNING id")
    .bind(reason, playerId, madeWith)
    .all<{ id: string }>();
  return results.map((r) => r.id);
}

/** The app grants (`oa_…`) that made active webhooks, and whose: the hourly run asks whether each still stands. */
export async function appGrantsWithWebhooks(db: D1Database): Promise<{ playerId: string; grant: string }[]> {
  const { results } = await db
    .prepare("SELECT DISTINCT player_id, made_with FROM webhooks WHERE disabled_reason IS NULL AND made_with LIKE 'oa\\_%' ESCAPE '\\'")
    .all<{ player_id: string; made_with: string }>();
  return results.map((r) => ({ playerId: r.player_id, grant: r.made_with }));
}

/**
 * Whether a webhook still exists, is not disabled, and was not made with a token that has since
 * been revoked or expired at `now`, nor with an app grant whose 30 days have passed (a bot's
 * webhook must not answer for its player past its credential's end, while the hourly run has yet
 * to disable it): asked before each attempt of a delivery.
 */
export async function webhookActive(db: D1Database, id: string, now: number): Promise<boolean> {
  const active = `SELECT 1 FROM webhooks w WHERE w.id = ?1 AND w.disabled_reason IS NULL
    AND (w.made_with_until IS NULL OR w.made_with_until > ?2) AND NOT ${madeWithEnded("w.made_with", 2)}`;
  return (await db.prepare(active).bind(id, now).first()) !== null;
}

export async function disableWebhook(db: D1Database, id: string, reason: string): Promise<void> {
  await db.prepare("UPDATE webhooks SET disabled_reason = ? WHERE id = ?").bind(reason, id).run();
}

export interface DeliveryLogRow {
  id: string;
  webhookId: string;
  gameId: string;
  event: string;
  status: "pending" | "delivered" | "failed";
  attempts: number;
  lastStatus: number | null;
  lastError: string | null;
  nextAttemptAt: number | null;
  createdAt: number;
  updatedAt: number;
}

export async function logDelivery(db: D1Database, d: DeliveryLogRow): Promise<void> {
  await db
    .prepare(
      `INSERT INTO webhook_deliveries (id, webhook_id, game_id, event, status, attempts, last_status, last_error, next_attempt_at, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET status = excluded.status, attempts = excluded.attempts, last_status = excluded.last_status,
         last_error = excluded.last_error, next_attempt_at = excluded.next_attempt_at, updated_at = excluded.updated_at`,
    )
    .bind(d.id, d.webhookId, d.gameId, d.event, d.status, d.attempts, d.lastStatus, d.lastError, d.nextAttemptAt, d.createdAt, d.updatedAt)
    .run();
}

interface DeliveryRow {
  id: string;
  webhook_id: string;
  game_id: string;
  event: string;
  status: DeliveryLogRow["status"];
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  next_attempt_at: number | null;
  created_at: number;
  updated_at: number;
}

const deliveryFromRow = (r: DeliveryRow): DeliveryLogRow => ({
  id: r.id,
  webhookId: r.webhook_id,
  gameId: r.game_id,
  event: r.event,
  status: r.status,
  attempts: r.attempts,
  lastStatus: r.last_status,
  lastError: r.last_error,
  nextAttemptAt: r.next_attempt_at,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

/** A subscription's deliveries newest first (created_at DESC, id DESC), after `after` when given. */
export async function deliveriesOf(
  db: D1Database,
  webhookId: string,
  limit: number,
  after?: readonly [number, string],
): Promise<DeliveryLogRow[]> {
  const rows = await db
    .prepare(
      `SELECT * FROM webhook_deliveries WHERE webhook_id = ?${after ? " AND (created_at, id) < (?, ?)" : ""} ORDER BY created_at DESC, id DESC LIMIT ?`,
    )
    .bind(webhookId, ...(after ?? []), limit)
    .all<DeliveryRow>();
  return rows.results.map(deliveryFromRow);
}

export async function deliveryById(db: D1Database, id: string): Promise<DeliveryLogRow | null> {
  const row = await db.prepare("SELECT * FROM webhook_deliveries WHERE id = ?").bind(id).first<DeliveryRow>();
  return row ? deliveryFromRow(row) : null;
}
