// What a game's room reads of its players in the directory before it writes notifications: who
// listens (a webhook subscription covering the game, or a push subscription) and the table's
// settings (mutes, deadline-warning times). Up to four statements (the mutes only where a table
// has messages, the warning times only in a game on the clock), sent as one D1 batch with
// whatever else the room has to read then: one round trip, where a cold room used to wait for three.
import { tableSettings, tableSettingsFrom, type SettingsWanted, type TableSettings } from "./mutes";
import { pushListeners } from "./push";
import { listeningPlayers } from "./webhooks";

export interface Audience {
  /** The players who listen (webhook or push). */
  listening: Set<string>;
  settings: TableSettings;
}

/**
 * The statements that read the audience of `players` (none for no players) and the settings
 * `wanted` (a part not read is empty in the answer), and how to read their answers.
 */
export function audienceRead(
  db: D1Database,
  players: string[],
  gameId: string,
  wanted: SettingsWanted,
): { statements: D1PreparedStatement[]; answer: (results: D1Result[]) => Audience } {
  if (players.length === 0)
    return { statements: [], answer: () => ({ listening: new Set(), settings: { mutes: new Map(), warningHours: new Map() } }) };
  return {
    statements: [listeningPlayers(db, players, gameId), pushListeners(db, players), ...tableSettings(db, players, wanted)],
    answer: ([hooked, pushed, ...settings]) => ({
      listening: new Set([...hooked!.results, ...pushed!.results].map((r) => (r as { player_id: string }).player_id)),
      settings: tableSettingsFrom(wanted, settings),
    }),
  };
}
