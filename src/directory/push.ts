// Push subscriptions, notification preferences and muted games in D1.
import { PUSH_EVENTS, type PushEvent } from "../push/events";
import type { QuietHours } from "../push/quiet-hours";
import { randomId } from "../service/ids";
import { madeWithEnded } from "./tokens";

export interface PushSubscriptionRow {
  id: string;
  playerId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The key or token that last sent it, as the token list names it (`master`, `tk_…`, `oa_…`); null: sent before that was kept. */
  madeWith: string | null;
  createdAt: number;
}

interface Row {
  id: string;
  player_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  made_with: string | null;
  created_at: number;
}

const fromRow = (r: Row): PushSubscriptionRow => ({
  id: r.id,
  playerId: r.player_id,
  endpoint: r.endpoint,
  p256dh: r.p256dh,
  auth: r.auth,
  madeWith: r.made_with,
  createdAt: r.created_at,
});

/**
 * Stores a subscription; the same endpoint sent again by the same person replaces its keys (a
 * browser renews them) and the token it is tied to (the browser's current one).
 */
export async function savePushSubscription(db: D1Database, s: Omit<PushSubscriptionRow, "id">): Promise<PushSubscriptionRow> {
  const row = await db
    .prepare(
      `INSERT INTO push_subscriptions (id, player_id, endpoint, p256dh, auth, made_with, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (player_id, endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, made_with = excluded.made_with
       RETURNING *`,
    )
    .bind(`ps_${randomId()}`, s.playerId, s.endpoint, s.p256dh, s.auth, s.madeWith, s.createdAt)
    .first<Row>();
  return fromRow(row!);
}

/** A person's subscriptions oldest first (created_at, id), after `after` when given. */
export async function pushSubscriptionsOf(
  db: D1Database,
  playerId: string,
  limit: number,
  after?: readonly [number, string],
): Promise<PushSubscriptionRow[]> {
  const rows = await db
    .prepare(
      `SELECT * FROM push_subscriptions WHERE player_id = ?${after ? " AND (created_at, id) > (?, ?)" : ""} ORDER BY created_at, id LIMIT ?`,
    )
    .bind(playerId, ...(after ?? []), limit)
    .all<Row>();
  return rows.results.map(fromRow);
}

/** One of a person's subscriptions, or null when they have none by that id. */
export async function pushSubscriptionOf(db: D1Database, playerId: string, id: string): Promise<PushSubscriptionRow | null> {
  const row = await db.prepare("SELECT * FROM push_subscriptions WHERE id = ? AND player_id = ?").bind(id, playerId).first<Row>();
  return row ? fromRow(row) : null;
}

/** Deletes one of a person's subscriptions; false when they have none by that id. */
export async function deletePushSubscription(db: D1Database, playerId: string, id: string): Promise<boolean> {
  const r = await db.prepare("DELETE FROM push_subscriptions WHERE id = ? AND player_id = ?").bind(id, playerId).run();
  return r.meta.changes > 0;
}

/** Deletes the player's push subscriptions sent with `madeWith` (a key or token that stopped working); answers how many. */
export async function deletePushSubscriptionsMadeWith(db: D1Database, playerId: string, madeWith: string): Promise<number> {
  const r = await db.prepare("DELETE FROM push_subscriptions WHERE player_id = ? AND made_with = ?").bind(playerId, madeWith).run();
  return r.meta.changes;
}

/**
 * Whether a push subscription still exists and was not last sent with a token that has since been
 * revoked or expired at `now` (the hourly purge deletes those later): asked before each attempt of a delivery.
 */
export async function pushSubscriptionExists(db: D1Database, id: string, now: number): Promise<boolean> {
  const live = `SELECT 1 FROM push_subscriptions s WHERE s.id = ?1 AND NOT ${madeWithEnded("s.made_with", 2)}`;
  return (await db.prepare(live).bind(id, now).first()) !== null;
}

/** The push service said the subscription is gone (404 or 410). */
export async function dropPushSubscription(db: D1Database, id: string): Promise<void> {
  await db.prepare("DELETE FROM push_subscriptions WHERE id = ?").bind(id).run();
}

/** Which of these (one or more) players have a push subscription (a game's room then writes their notifications): rows of `player_id`. */
export function pushListeners(db: D1Database, playerIds: string[]): D1PreparedStatement {
  return db
    .prepare(`SELECT DISTINCT player_id FROM push_subscriptions WHERE player_id IN (${playerIds.map(() => "?").join(",")})`)
    .bind(...playerIds);
}

// ---- preferences -------------------------------------------------------------------------

export interface NotificationPreferences {
  events: PushEvent[];
  quietHours: QuietHours | null;
  /** Hours before a deadline the person's seats are warned: null for the game's own time, 0 for never. */
  deadlineWarningHours: number | null;
}

export const DEFAULT_PREFERENCES: NotificationPreferences = { events: [...PUSH_EVENTS], quietHours: null, deadlineWarningHours: null };

interface PrefRow {
  events: string | null;
  quiet_start: string | null;
  quiet_end: string | null;
  time_zone: string | null;
  deadline_warning_hours: number | null;
}

function prefsFromRow(r: PrefRow | null): NotificationPreferences {
  if (!r || r.events === null) return DEFAULT_PREFERENCES;
  const quietHours = r.quiet_start && r.quiet_end && r.time_zone ? { start: r.quiet_start, end: r.quiet_end, timeZone: r.time_zone } : null;
  return { events: JSON.parse(r.events) as PushEvent[], quietHours, deadlineWarningHours: r.deadline_warning_hours ?? null };
}

export async function preferencesOf(db: D1Database, playerId: string): Promise<NotificationPreferences> {
  return prefsFromRow(await db.prepare("SELECT * FROM notification_preferences WHERE player_id = ?").bind(playerId).first<PrefRow>());
}

export async function savePreferences(db: D1Database, playerId: string, p: NotificationPreferences, now: number): Promise<void> {
  await db
    .prepare(
      `INSERT INTO notification_preferences (player_id, events, quiet_start, quiet_end, time_zone, deadline_warning_hours, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (player_id) DO UPDATE SET events = excluded.events, quiet_start = excluded.quiet_start, quiet_end = excluded.quiet_end,
         time_zone = excluded.time_zone, deadline_warning_hours = excluded.deadline_warning_hours, updated_at = excluded.updated_at`,
    )
    .bind(
      playerId,
      JSON.stringify(p.events),
      p.quietHours?.start ?? null,
      p.quietHours?.end ?? null,
      p.quietHours?.timeZone ?? null,
      p.deadlineWarningHours,
      now,
    )
    .run();
}

export async function mutedGamesOf(db: D1Database, playerId: string): Promise<string[]> {
  const rows = await db
    .prepare("SELECT game_id FROM game_mutes WHERE player_id = ? ORDER BY created_at, game_id LIMIT 1000")
    .bind(playerId)
    .all<{ game_id: string }>();
  return rows.results.map((r) => r.game_id);
}

export async function setMuted(db: D1Database, playerId: string, gameId: string, muted: boolean, now: number): Promise<void> {
  await (muted
    ? db.prepare("INSERT OR IGNORE INTO game_mutes (player_id, game_id, created_at) VALUES (?, ?, ?)").bind(playerId, gameId, now)
    : db.prepare("DELETE FROM game_mutes WHERE player_id = ? AND game_id = ?").bind(playerId, gameId)
  ).run();
}

// ---- fan-out -----------------------------------------------------------------------------

/** A subscription a game's notifications may go to, with its owner's preferences for that game. */
export interface PushTarget extends PushSubscriptionRow {
  preferences: NotificationPreferences;
  muted: boolean;
}

/** Every push subscription of these players, with their preferences and whether they muted `gameId`: one query. */
export async function pushTargets(db: D1Database, playerIds: string[], gameId: string): Promise<PushTarget[]> {
  if (playerIds.length === 0) return [];
  const rows = await db
    .prepare(
      `SELECT s.*, p.events, p.quiet_start, p.quiet_end, p.time_zone, p.deadline_warning_hours,
         EXISTS (SELECT 1 FROM game_mutes m WHERE m.player_id = s.player_id AND m.game_id = ?) AS muted
       FROM push_subscriptions s LEFT JOIN notification_preferences p ON p.player_id = s.player_id
       WHERE s.player_id IN (${playerIds.map(() => "?").join(",")})`,
    )
    .bind(gameId, ...playerIds)
    .all<Row & PrefRow & { muted: number }>();
  return rows.results.map((r) => ({ ...fromRow(r), preferences: prefsFromRow(r), muted: r.muted === 1 }));
}
