// Creation caps, so registration cannot flood the directory: players registered from one address
// and games created by one player, each per rolling hour, and the open games (waiting for
// players) one player may have at once. Counted in the directory (D1), not in the platform's rate
// limiters, whose windows are at most a minute. Each number is an env var with a default; like
// the request rates, RATE_LIMITS=off lifts them (local load tests only).
import { sha256Hex } from "../engine/sha256";
import { apiError, fail, ok, type Result } from "./errors";

const HOUR_MS = 3_600_000;

export const CAP_DEFAULTS = {
  MAX_PLAYERS_PER_ADDRESS_PER_HOUR: 20,
  MAX_GAMES_PER_PLAYER_PER_HOUR: 60,
  MAX_OPEN_GAMES_PER_PLAYER: 20,
} as const;

export function capOf(env: Env, name: keyof typeof CAP_DEFAULTS): number {
  const set = Number(env[name]);
  return Number.isInteger(set) && set > 0 ? set : CAP_DEFAULTS[name];
}

/** What a player's registration records as its origin: a hash of the address, never the address. */
export const originOf = (principal: string): string => sha256Hex(`origin:${principal}`);

/**
 * Refuses with 429 CREATION_LIMITED when `created` (the creation times in the last hour, oldest
 * first) already hold `cap`; Retry-After is when the oldest leaves the hour.
 */
function withinHour(created: number[], cap: number, what: string, now: number): Result<null> {
  if (created.length < cap) return ok(null);
  const retryAfter = Math.max(1, Math.ceil((created[created.length - cap]! + HOUR_MS - now) / 1000));
  return fail(
    apiError("CREATION_LIMITED", `at most ${cap} ${what} an hour; retry after ${retryAfter} s`, { limit: what, cap, retryAfter }),
  );
}

async function createdTimes(db: D1Database, sql: string, key: string, now: number, cap: number): Promise<number[]> {
  const rows = await db
    .prepare(sql)
    .bind(key, now - HOUR_MS, cap)
    .all<{ t: number }>();
  return rows.results.map((r) => r.t).reverse();
}

/** May `principal` (an address, or a player registering another) register a player now? */
export async function mayRegister(env: Env, principal: string, now: number): Promise<Result<null>> {
  if (env.RATE_LIMITS === "off") return ok(null);
  const cap = capOf(env, "MAX_PLAYERS_PER_ADDRESS_PER_HOUR");
  const sql = "SELECT created_at AS t FROM players WHERE created_from = ? AND created_at > ? ORDER BY created_at DESC LIMIT ?";
  return withinHour(await createdTimes(env.DIRECTORY, sql, originOf(principal), now, cap), cap, "players from one address", now);
}

/** May the player create a game now: under its hourly cap and its open-games cap? */
export async function mayCreateGame(env: Env, playerId: string, now: number): Promise<Result<null>> {
  if (env.RATE_LIMITS === "off") return ok(null);
  const open = capOf(env, "MAX_OPEN_GAMES_PER_PLAYER");
  const waiting = await env.DIRECTORY.prepare("SELECT count(*) AS n FROM games WHERE created_by = ? AND status = 'open'")
    .bind(playerId)
    .first<{ n: number }>();
  if ((waiting?.n ?? 0) >= open)
    return fail(
      apiError("OPEN_GAMES_LIMIT", `you have ${waiting!.n} games waiting for players; at most ${open} at once — start or leave one first`, {
        cap: open,
      }),
    );
  const cap = capOf(env, "MAX_GAMES_PER_PLAYER_PER_HOUR");
  const sql = "SELECT created_at AS t FROM games WHERE created_by = ? AND created_at > ? ORDER BY created_at DESC LIMIT ?";
  return withinHour(await createdTimes(env.DIRECTORY, sql, playerId, now, cap), cap, "games by one player", now);
}
