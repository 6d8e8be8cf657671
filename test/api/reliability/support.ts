// Shared by the reliability tests (docs/RELIABILITY.md): games of every registered kind, what a
// room holds (to show that a refused request changed nothing), stable-code checks, case counts.
import { runInDurableObject } from "cloudflare:test";
import { expect } from "vitest";
import type { GameRoom } from "../../../durable-objects/game-room";
import type { AnyGameModule } from "../../../src/engine/contract";
import { gameSeed, Rng } from "../../../src/engine/rng";
import { awaitingSeats, start, step } from "../../../src/engine/runner";
import { games } from "../../../src/games/registry";
import { errorCodes } from "../../../src/service/errors";
import { api, invite, registerPlayer, stubOf, type Reply } from "../helpers";

/**
 * Scales every case count: `npm test` runs the base counts (hundreds); `npm run fuzz` sets
 * VITE_FUZZ_SCALE (Vite passes only VITE_-prefixed variables into workerd) for thousands.
 */
export const SCALE = Math.max(1, Number((import.meta as { env?: Record<string, string | undefined> }).env?.VITE_FUZZ_SCALE ?? 1) || 1);
export const runs = (base: number) => Math.round(base * SCALE);

/** Prints one figure for docs/RELIABILITY.md: `[reliability] row: n`. */
export function tally(row: string, n: number | string): void {
  console.log(`[reliability] ${row}: ${n}`);
}

export const STABLE_CODES = new Set(Object.keys(errorCodes));

export type Player = { id: string; name: string; apiKey: string };

/** The seats a player can take in a game of `game` with `options` (automatons excluded). */
export const humanSeats = (game: AnyGameModule, options: unknown) =>
  game
    .seats(game.optionsSchema.parse(options))
    .filter((s) => !s.automaton)
    .map((s) => s.id);

/** A started game of any registered kind, every human seat taken by a fresh player. */
export async function newGame(
  kind: string,
  opts: { options?: Record<string, unknown>; visibility?: "public" | "private"; entropy?: string } = {},
) {
  const game = games.find((g) => g.id === kind)!;
  const seats = humanSeats(game, opts.options ?? {});
  const players: Player[] = [];
  for (const seat of seats) players.push(await registerPlayer(`P-${seat}`));
  const created = await api("POST", "/v1/games", {
    key: players[0]!.apiKey,
    body: {
      kind,
      options: opts.options ?? {},
      visibility: opts.visibility ?? "public",
      ...(opts.entropy !== undefined ? { entropy: opts.entropy } : {}),
    },
  });
  if (created.status !== 201) throw new Error(`create failed: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.id as string;
  for (const p of players.slice(1)) {
    if (opts.visibility === "private") await invite(players[0]!.apiKey, id, p.id);
    const joined = await api("POST", `/v1/games/${id}/join`, {
      key: p.apiKey,
      body: opts.entropy !== undefined ? { entropy: opts.entropy } : {},
    });
    if (joined.status !== 200) throw new Error(`join failed: ${joined.status} ${JSON.stringify(joined.body)}`);
  }
  const bySeat = Object.fromEntries(seats.map((s, i) => [s, players[i]!])) as Record<string, Player>;
  return { id, game, players, bySeat };
}

/** The key of a player whose seat owes a decision in `resource` (the first listed). */
export function moverKey(resource: any, players: Player[]): string | null {
  for (const p of resource.pending ?? []) {
    const holder = resource.seats.find((s: any) => s.seat === p.seat)?.player?.id;
    const player = players.find((x) => x.id === holder);
    if (player) return player.apiKey;
  }
  return null;
}

/** Everything a room has stored, as one comparable value: log, snapshots, outbox, idempotency, meta. */
export interface RoomFacts {
  version: number | null;
  state: string;
  log: string;
  snapshots: number[];
  notifications: number;
  idempotency: number;
  meta: string;
}

export async function roomFacts(id: string): Promise<RoomFacts> {
  return runInDurableObject(stubOf(id), (room, state): RoomFacts => {
    const sql = state.storage.sql;
    const game = room.seams.session.game;
    const tables = new Set(
      sql
        .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
        .toArray()
        .map((r) => r.name),
    );
    const rows = (table: string, columns: string, order = ""): Record<string, unknown>[] =>
      tables.has(table) ? (sql.exec(`SELECT ${columns} FROM ${table} ${order}`).toArray() as Record<string, unknown>[]) : [];
    return {
      version: room.seams.session.game ? room.seams.session.version : null,
      state: JSON.stringify(game?.status === "started" ? game.state : null),
      log: JSON.stringify(rows("log", "*", "ORDER BY version")),
      snapshots: rows("snapshots", "version", "ORDER BY version").map((r) => r.version as number),
      notifications: rows("notifications", "id").length,
      idempotency: rows("idempotency", "key").length,
      meta: JSON.stringify(rows("meta", "game")),
    };
  });
}

/** A refusal as the API promises it: 4xx, problem+json, a stable code (or a game's rule code on 422). */
export function expectStableProblem(r: Reply, context = ""): void {
  expect(r.status, `${context} ${JSON.stringify(r.body).slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(r.status, `${context} ${JSON.stringify(r.body).slice(0, 300)}`).toBeLessThan(500);
  expect(r.contentType ?? "", context).toContain("application/problem+json");
  const { code, rule } = r.body as { code?: string; rule?: string };
  if (r.status === 422 && rule) expect(code, context).toMatch(/^[A-Z][A-Z0-9_]*$/);
  else expect(STABLE_CODES.has(code ?? ""), `${context}: unstable code ${code}`).toBe(true);
}

/**
 * Actions of every shape a kind accepts, gathered from seeded bot playouts in-process: later
 * phases' actions, other seats' actions. Posted at the start of a game they are out of phase.
 */
export function sampleActions(game: AnyGameModule, perType = 6, playouts = 3): unknown[] {
  const byType = new Map<string, unknown[]>();
  const optionSets = [game.optionsSchema.parse({}), ...game.sampleOptions.map((o) => game.optionsSchema.parse(o))];
  for (let n = 0; n < playouts; n++) {
    const options = optionSets[n % optionSets.length];
    const seed = gameSeed(`samples-${game.id}-${n}`, []);
    let { state } = start(game, options, seed);
    for (let version = 1; version < 3000 && !game.outcome(state); version++) {
      const seat = awaitingSeats(game, state)[0]!;
      const action = game.bot(state, seat, new Rng(seed, `bot:${version}`)) as { type: string };
      const list = byType.get(action.type) ?? [];
      if (list.length < perType && !list.some((a) => JSON.stringify(a) === JSON.stringify(action))) list.push(action);
      byType.set(action.type, list);
      const result = step(game, state, { version, seat, kind: "action", action }, seed);
      if (!result.ok) break;
      state = result.state;
    }
  }
  return [...byType.values()].flat();
}

export { games };

/** Runs `fn` inside a game's room, which it reaches through the room's seams. */
export function inRoom<R>(id: string, fn: (room: GameRoom, state: DurableObjectState) => R | Promise<R>): Promise<R> {
  return runInDurableObject(stubOf(id), fn);
}

/** `target` with some of its methods replaced: a fault injected through one of the room's ports. */
export function withFault<T extends object>(target: T, overrides: Partial<T>): T {
  return new Proxy(target, {
    get(t, key) {
      if (Object.hasOwn(overrides, key)) return (overrides as Record<PropertyKey, unknown>)[key];
      const value: unknown = Reflect.get(t, key);
      return typeof value === "function" ? value.bind(t) : value;
    },
  });
}
