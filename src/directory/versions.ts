// Stored games by kind, rules version and room-table version, from the games index: what an
// operator reads before dropping an old rules module (a game whose module is gone answers 503
// RULES_VERSION_UNKNOWN, finished ones included) or a schema step's compatibility. One query,
// run by `npm run games-by-version` through `wrangler d1 execute` (src/cli/games-by-version.ts),
// and each group judged against what this deploy carries.
import { knownRulesVersions, gameKind } from "../games/registry";

/** One group: how many games of a kind, rules version and table version, by status. */
export interface VersionGroup {
  kind: string;
  /** Null: the row was written before the index kept it (migration 0014) and its room has not loaded since. */
  rulesVersion: string | null;
  roomSchema: number | null;
  open: number;
  active: number;
  finished: number;
  /** When a game of the group last changed (ms since the epoch). */
  lastChangeAt: number;
}

/** Read-only, one full scan of the games table (rare, by an operator; no index is kept for it). */
export const GAMES_BY_VERSION_SQL = `SELECT kind, rules_version AS rulesVersion, room_schema AS roomSchema,
  sum(status = 'open') AS open, sum(status = 'active') AS active, sum(status = 'finished') AS finished,
  max(updated_at) AS lastChangeAt
FROM games GROUP BY kind, rules_version, room_schema ORDER BY kind, rules_version, room_schema`;

/** What this deploy makes of a group's rules version. */
export function rulesStanding(kind: string, rulesVersion: string | null): string {
  if (rulesVersion === null) return "not yet recorded (room not loaded since 0014)";
  if (gameKind(kind)?.rulesVersion === rulesVersion) return "current";
  if (knownRulesVersions(kind).includes(rulesVersion)) return "kept module";
  return "NO MODULE: these games answer 503";
}

/** What this deploy makes of a group's table version (`current` is ROOM_SCHEMA_VERSION). */
export function schemaStanding(roomSchema: number | null, current: number): string {
  if (roomSchema === null) return "not yet recorded";
  if (roomSchema === current) return "current";
  return roomSchema < current ? "older: migrates when loaded" : "newer than this code";
}

/** The groups as a plain-text table, each judged against this deploy. */
export function versionReport(groups: readonly VersionGroup[], currentSchema: number): string {
  const header = ["kind", "rules version", "rules", "tables", "tables at", "open", "active", "finished", "last change"];
  const rows = groups.map((g) => [
    g.kind,
    g.rulesVersion ?? "–",
    rulesStanding(g.kind, g.rulesVersion),
    g.roomSchema === null ? "–" : String(g.roomSchema),
    schemaStanding(g.roomSchema, currentSchema),
    String(g.open),
    String(g.active),
    String(g.finished),
    new Date(g.lastChangeAt).toISOString().slice(0, 16).replace("T", " "),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => c.padEnd(widths[i]!))
      .join("  ")
      .trimEnd();
  const total = groups.reduce((n, g) => n + g.open + g.active + g.finished, 0);
  return [
    line(header),
    ...rows.map(line),
    `${total} games in ${groups.length} groups; this deploy's room tables are at version ${currentSchema}.`,
  ].join("\n");
}
