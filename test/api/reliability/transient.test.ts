// A platform failure that passes (src/service/transient.ts): a game's room or D1 reset, moved or
// overloaded while a request was in it. The client must get a 503 with Retry-After and a stable
// code it can act on — never a 500 — and its retry with the same Idempotency-Key must learn the
// truth and apply nothing twice. The real bindings are used; only the failure is injected, in the
// shape Cloudflare documents (an Error marked `retryable` or `overloaded`, or D1's own texts).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { RETRY_AFTER_OVERLOADED, RETRY_AFTER_UNAVAILABLE } from "../../../src/service/transient";
import { api, type Reply } from "../helpers";
import { moverKey, newGame, roomFacts, withFault } from "./support";

const PROBLEM = "application/problem+json";

/** The error workerd gives a caller when the object it reached was reset (a deploy, a move). */
const resetError = () => Object.assign(new Error("Durable Object reset because its code was updated."), { retryable: true });
/** The error workerd gives when an object's queue is full. */
const overloadedError = () =>
  Object.assign(new Error("Durable Object is overloaded. Too many requests queued."), { overloaded: true, retryable: false });

type RoomMethods = Record<string, (...args: unknown[]) => Promise<unknown>>;

/** The worker's env with every room stub's `methods` replaced (the rest reach the real room). */
function roomsWith(methods: (real: RoomMethods) => Partial<RoomMethods>): Env {
  const namespace = env.GAME_ROOM as unknown as DurableObjectNamespace;
  const faulty = withFault(namespace, {
    get: (id: DurableObjectId) => {
      const real = namespace.get(id) as unknown as RoomMethods;
      return withFault(real, methods(real)) as never;
    },
  });
  return { ...env, GAME_ROOM: faulty } as unknown as Env;
}

function expectTransient(r: Reply, code: string, retryAfter: number): void {
  const context = JSON.stringify(r.body).slice(0, 300);
  expect([r.status, r.contentType, r.body.code], context).toEqual([503, PROBLEM, code]);
  expect(r.headers.get("retry-after"), context).toBe(String(retryAfter));
  expect(r.body.retryAfter, context).toBe(retryAfter);
  expect(r.body.detail, context).toContain("Idempotency-Key");
}

async function aMove() {
  const game = await newGame("star-battle", { options: { players: 2 } });
  const resource = (await api("GET", `/v1/games/${game.id}`)).body;
  const key = moverKey(resource, game.players)!;
  const action = (await api("POST", `/v1/games/${game.id}/suggest`, { key })).body.action;
  return { id: game.id, key, body: { action, expectedVersion: resource.version as number } };
}

describe("transient platform failures", () => {
  it("a room reset after the move's commit answers 503 TEMPORARILY_UNAVAILABLE with Retry-After; the retry with the same key gets the move, applied once", async () => {
    const move = await aMove();
    const before = move.body.expectedVersion;
    // The answer is lost after the room committed: the worst case for a client.
    const lostAnswer = roomsWith((real) => ({
      actJson: async (...args) => {
        await real.actJson!(...args);
        throw resetError();
      },
    }));
    const headers = { "idempotency-key": "transient-1" };
    const first = await api("POST", `/v1/games/${move.id}/actions`, { key: move.key, body: move.body, headers, env: lostAnswer });
    expectTransient(first, "TEMPORARILY_UNAVAILABLE", RETRY_AFTER_UNAVAILABLE);
    expect((await roomFacts(move.id)).version).toBe(before + 1);
    const retry = await api("POST", `/v1/games/${move.id}/actions`, { key: move.key, body: move.body, headers });
    expect([retry.status, retry.body.version]).toEqual([200, before + 1]);
    expect((await roomFacts(move.id)).version).toBe(before + 1);
  });

  it("an overloaded room answers 503 OVERLOADED with a longer Retry-After, on REST and on GraphQL alike", async () => {
    const move = await aMove();
    const busy = roomsWith(() => ({ read: () => Promise.reject(overloadedError()) }));
    const rest = await api("GET", `/v1/games/${move.id}`, { key: move.key, env: busy });
    expectTransient(rest, "OVERLOADED", RETRY_AFTER_OVERLOADED);
    const query = `query($id: ID!) { game(id: $id) { ... on Game { version } } }`;
    const g = await api("POST", "/graphql", { key: move.key, body: { query, variables: { id: move.id } }, env: busy });
    expect(g.status, JSON.stringify(g.body)).toBe(503);
    expect(g.headers.get("retry-after")).toBe(String(RETRY_AFTER_OVERLOADED));
    const error = g.body.errors?.[0];
    expect(error?.extensions).toEqual({ code: "OVERLOADED", retryAfter: RETRY_AFTER_OVERLOADED });
    expect(error?.message).toContain("Idempotency-Key");
    expect(error?.path).toEqual(["game"]);
    // Nothing was wrong with the game: the same read without the fault is served.
    expect((await api("GET", `/v1/games/${move.id}`, { key: move.key })).status).toBe(200);
  });

  it("a GraphQL move whose room was reset is 503 TEMPORARILY_UNAVAILABLE, not a masked INTERNAL_SERVER_ERROR", async () => {
    const move = await aMove();
    const reset = roomsWith(() => ({ act: () => Promise.reject(resetError()) }));
    // GraphQL's action is a @oneOf input: { place: { card, at } } for REST's { type: "place", card, at }.
    const { type, ...fields } = move.body.action;
    const mutation = `mutation($id: ID!, $a: StarBattleActionInput!, $v: Int) { playStarBattle(gameId: $id, action: $a, expectedVersion: $v) { ... on StarBattlePlayed { version } } }`;
    const g = await api("POST", "/graphql", {
      key: move.key,
      body: { query: mutation, variables: { id: move.id, a: { [type]: fields }, v: move.body.expectedVersion } },
      env: reset,
    });
    expect(g.status, JSON.stringify(g.body)).toBe(503);
    expect(g.headers.get("retry-after")).toBe(String(RETRY_AFTER_UNAVAILABLE));
    expect(g.body.errors?.[0]?.extensions).toEqual({ code: "TEMPORARILY_UNAVAILABLE", retryAfter: RETRY_AFTER_UNAVAILABLE });
    expect((await roomFacts(move.id)).version).toBe(move.body.expectedVersion);
  });

  it("D1 losing its connection while the key is checked is 503 TEMPORARILY_UNAVAILABLE on REST and GraphQL", async () => {
    const flaky = {
      ...env,
      DIRECTORY: withFault(env.DIRECTORY, {
        prepare: () => {
          throw new Error("D1_ERROR: Network connection lost.");
        },
      }),
    } as unknown as Env;
    // A key this isolate has not looked up yet (one it knows is remembered a while: src/directory/tokens.ts).
    const key = "sp_never-looked-up";
    expectTransient(await api("GET", "/v1/me", { key, env: flaky }), "TEMPORARILY_UNAVAILABLE", RETRY_AFTER_UNAVAILABLE);
    const g = await api("POST", "/graphql", { key, body: { query: "{ me { id } }" }, env: flaky });
    expect([g.status, g.body.errors?.[0]?.extensions?.code]).toEqual([503, "TEMPORARILY_UNAVAILABLE"]);
    expect(g.headers.get("retry-after")).toBe(String(RETRY_AFTER_UNAVAILABLE));
  });

  it("an exception of our own room code (remote, not marked retryable) stays 500 INTERNAL", async () => {
    const move = await aMove();
    const buggy = roomsWith(() => ({ read: () => Promise.reject(Object.assign(new Error("a bug"), { remote: true })) }));
    const r = await api("GET", `/v1/games/${move.id}`, { key: move.key, env: buggy });
    expect([r.status, r.body.code, r.headers.get("retry-after")]).toEqual([500, "INTERNAL", null]);
  });
});
