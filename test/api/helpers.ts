// Drives the worker through its public HTTP surface, inside workerd.
import { createExecutionContext, env as testEnv, waitOnExecutionContext } from "cloudflare:test";
import { seedCommitment } from "../../src/engine/rng";
import worker from "../../src/index";
import type { GameRoom } from "../../durable-objects/game-room";

/**
 * One HTTP request to the worker's fetch handler, with the real bindings (Durable Objects, D1,
 * the webhook receiver). Not through the pool's `SELF`: it re-imports the main module through
 * Vite on every request, and its cost grows with each call (measured here: 4 ms a request at
 * first, 200 ms after 900 requests), which made the API suite slower the longer it ran. The
 * worker and everything behind it are the same either way; only the static assets, which
 * workerd serves before the worker, are not reached this way (the browser tests cover them).
 */
export async function fetchWorker(url: string, init?: RequestInit, env: Env = testEnv as Env): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(url, init), env, ctx);
  // What the worker does after the answer (the request's log line and metric) is done too, so a
  // test reads them as soon as it has the answer.
  await waitOnExecutionContext(ctx);
  return res;
}

export interface Reply<T = any> {
  status: number;
  contentType: string | null;
  body: T;
  headers: Headers;
}

export async function api<T = any>(
  method: string,
  path: string,
  opts: { key?: string; body?: unknown; raw?: string; headers?: Record<string, string>; env?: Env } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.key) headers.authorization = `Bearer ${opts.key}`;
  let body: string | undefined = opts.raw;
  if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers["content-type"] = "application/json";
  }
  const res = await fetchWorker(`http://starpost.test${path}`, { method, headers, ...(body !== undefined ? { body } : {}) }, opts.env);
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON (HTML docs, SSE)
  }
  return { status: res.status, contentType: res.headers.get("content-type"), body: parsed as T, headers: res.headers };
}

export async function registerPlayer(name: string): Promise<{ id: string; name: string; apiKey: string }> {
  const r = await api("POST", "/v1/players", { body: { name } });
  if (r.status !== 201) throw new Error(`register failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** `byKey` (seated in game `id`) invites the player: a private game admits only its invitees (and share-link holders). */
export async function invite(byKey: string, id: string, playerId: string, seat?: string) {
  const r = await api("POST", `/v1/games/${id}/invitations`, { key: byKey, body: { playerId, ...(seat ? { seat } : {}) } });
  if (r.status !== 201) throw new Error(`invite failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

/** Two players and a started two-seat game of `kind`. */
export async function startedGame(
  kind = "star-battle",
  options: Record<string, unknown> = {},
  visibility: "public" | "private" = "public",
) {
  const alice = await registerPlayer("Alice");
  const bob = await registerPlayer("Bob");
  const created = await api("POST", "/v1/games", { key: alice.apiKey, body: { kind, options, visibility } });
  if (created.status !== 201) throw new Error(`create failed: ${created.status} ${JSON.stringify(created.body)}`);
  if (visibility === "private") await invite(alice.apiKey, created.body.id, bob.id);
  const joined = await api("POST", `/v1/games/${created.body.id}/join`, { key: bob.apiKey, body: {} });
  if (joined.status !== 200) throw new Error(`join failed: ${joined.status} ${JSON.stringify(joined.body)}`);
  return { alice, bob, id: created.body.id as string, created: created.body, game: joined.body.game };
}

/**
 * Like startedGame, but the room's server seed is chosen by the test (set before the second seat
 * is taken, when the game's seed is fixed), so its dice and its bot's choices are known ahead.
 */
export async function seededStartedGame(kind: string, options: Record<string, unknown>, serverSeed: string) {
  const alice = await registerPlayer("Alice");
  const bob = await registerPlayer("Bob");
  const created = await api("POST", "/v1/games", { key: alice.apiKey, body: { kind, options } });
  if (created.status !== 201) throw new Error(`create failed: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.id as string;
  await runInDurableObject(stubOf(id), (room) => chooseServerSeed(room, serverSeed));
  const joined = await api("POST", `/v1/games/${id}/join`, { key: bob.apiKey, body: {} });
  if (joined.status !== 200) throw new Error(`join failed: ${joined.status} ${JSON.stringify(joined.body)}`);
  return { alice, bob, id, game: joined.body.game };
}

/** The key of whichever player owes a decision now. */
export function keyToMove(game: any, players: { id: string; apiKey: string }[]): string | null {
  const seat = game.pending[0]?.seat;
  const holder = game.seats.find((s: any) => s.seat === seat)?.player?.id;
  return players.find((p) => p.id === holder)?.apiKey ?? null;
}

export async function gql<T = any>(
  query: string,
  variables: Record<string, unknown> = {},
  key?: string,
): Promise<Reply<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }>> {
  return api("POST", "/graphql", { body: { query, variables }, ...(key ? { key } : {}) });
}

// ---- the room's alarm and clock, under the test's control -----------------------------------

import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";

export const stubOf = (id: string) => env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id));

/** Gives an open game the server seed `serverSeed` (before its last seat is taken, when the game's seed is fixed). */
export function chooseServerSeed(room: GameRoom, serverSeed: string): void {
  const { session, ports } = room.seams;
  const meta = session.game?.meta;
  if (session.game?.status !== "open" || !meta) throw new Error("the server seed can only be chosen while the game is open");
  meta.serverSeed = serverSeed;
  meta.seedCommitment = seedCommitment(serverSeed);
  ports.store.writeMeta(meta);
}

/** Moves the room's clock forward (the room keeps its offset until it is evicted). */
export async function advance(id: string, ms: number): Promise<void> {
  await runInDurableObject(stubOf(id), (room) => {
    room.seams.ports.clock.offset += ms;
  });
}

/** Runs the room's alarm until it has nothing due now (bounded). */
export async function drain(id: string, rounds = 50): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    const due = await runInDurableObject(stubOf(id), async (room) => {
      await room.seams.settled(); // a cold move's held notifications are resolved after its answer
      const { outbox, clock } = room.seams.ports;
      const next = outbox.nextWork();
      return next !== null && next <= clock.now();
    });
    if (!due) return;
    await runDurableObjectAlarm(stubOf(id));
  }
}

export interface Received {
  url: string;
  headers: Record<string, string>;
  body: string;
  status: number;
  answer: string | null;
}

export async function received(path?: string): Promise<Received[]> {
  const log = (await (await env.RECEIVER.fetch("http://receiver/log")).json()) as Received[];
  return path ? log.filter((r) => new URL(r.url).pathname.startsWith(path)) : log;
}

export async function subscribe(key: string, body: Record<string, unknown>): Promise<{ id: string; secret: string }> {
  const r = await api("POST", "/v1/webhooks", { key, body });
  if (r.status !== 201) throw new Error(`subscribe failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}
