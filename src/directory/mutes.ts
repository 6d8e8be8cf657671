// Players a person has muted (at every table) in D1, and what a game's room reads of its seated
// players' notification settings: who mutes whom among them, and each one's deadline-warning time.

export interface MutedPlayer {
  playerId: string;
  name: string;
  mutedAt: number;
}

export async function setPlayerMuted(db: D1Database, playerId: string, mutedId: string, muted: boolean, now: number): Promise<void> {
  await (muted
    ? db.prepare("INSERT OR IGNORE INTO player_mutes (player_id, muted_id, created_at) VALUES (?, ?, ?)").bind(playerId, mutedId, now)
    : db.prepare("DELETE FROM player_mutes WHERE player_id = ? AND muted_id = ?").bind(playerId, mutedId)
  ).run();
}

/** The players a person muted, oldest mute first (at most 1,000: a list, not a page). */
export async function mutedPlayersOf(db: D1Database, playerId: string): Promise<MutedPlayer[]> {
  const rows = await db
    .prepare(
      `SELECT m.muted_id, p.name, m.created_at FROM player_mutes m JOIN players p ON p.id = m.muted_id
       WHERE m.player_id = ? ORDER BY m.created_at, m.muted_id LIMIT 1000`,
    )
    .bind(playerId)
    .all<{ muted_id: string; name: string; created_at: number }>();
  return rows.results.map((r) => ({ playerId: r.muted_id, name: r.name, mutedAt: r.created_at }));
}

/** What a room knows of its players' settings: whom each mutes (among them) and when each is warned. */
export interface TableSettings {
  /** Muter → the players (of this table) they muted. */
  mutes: Map<string, Set<string>>;
  /** Player → hours before a deadline they are warned (0: never); absent for the game's own time. */
  warningHours: Map<string, number>;
}

/** Which of a table's settings a read asks for. */
export interface SettingsWanted {
  /** Who mutes whom among the players (they filter only messages). */
  mutes: boolean;
  /** The deadline-warning times (they matter only in a game with time controls). */
  warnings: boolean;
}

/**
 * The statements that read these (one or more) players' settings, those `wanted` (mutes first);
 * `tableSettingsFrom` reads their answers.
 */
export function tableSettings(db: D1Database, players: string[], wanted: SettingsWanted): D1PreparedStatement[] {
  const marks = players.map(() => "?").join(",");
  return [
    ...(wanted.mutes
      ? [
          db
            .prepare(`SELECT player_id, muted_id FROM player_mutes WHERE player_id IN (${marks}) AND muted_id IN (${marks})`)
            .bind(...players, ...players),
        ]
      : []),
    ...(wanted.warnings
      ? [
          db
            .prepare(
              `SELECT player_id, deadline_warning_hours FROM notification_preferences WHERE player_id IN (${marks}) AND deadline_warning_hours IS NOT NULL`,
            )
            .bind(...players),
        ]
      : []),
  ];
}

/** The settings, from the answers to `tableSettings`' statements in its order (a part not read is empty). */
export function tableSettingsFrom(wanted: SettingsWanted, results: D1Result[]): TableSettings {
  const settings: TableSettings = { mutes: new Map(), warningHours: new Map() };
  const [mutes, prefs] = wanted.mutes ? [results[0], results[1]] : [undefined, results[0]];
  for (const r of (mutes?.results ?? []) as { player_id: string; muted_id: string }[]) {
    const set = settings.mutes.get(r.player_id) ?? new Set<string>();
    set.add(r.muted_id);
    settings.mutes.set(r.player_id, set);
  }
  if (wanted.warnings)
    for (const r of prefs!.results as { player_id: string; deadline_warning_hours: number }[])
      settings.warningHours.set(r.player_id, r.deadline_warning_hours);
  return settings;
}
