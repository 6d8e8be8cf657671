// What a room counts (src/observe/metrics.ts): each committed entry as a "move", each delivery
// attempt with its outcome. The Analytics Engine binding is a no-op locally (Miniflare keeps
// nothing), so the test puts a recorder in the room's metrics port and reads what was written.
import { env, runInDurableObject } from "cloudflare:test";
import { GameRoom } from "../../durable-objects/game-room";
import { describe, expect, it } from "vitest";
import type { Metric } from "../../src/observe/metrics";
import { advance, api, drain, keyToMove, registerPlayer, startedGame, stubOf, subscribe } from "./helpers";

/** Replaces the room's metrics with a recorder; the returned list fills as the room writes. */
async function recordRoom(id: string): Promise<Metric[]> {
  const written: Metric[] = [];
  await runInDurableObject(stubOf(id), (room) => {
    room.seams.ports.metrics = { record: (m) => void written.push(m) };
  });
  return written;
}

/** A game started with both players listening to `game.started`: Alice's target answers, Bob's fails 3 times first. */
async function startedWithOneFailingTarget(): Promise<{ id: string; written: Metric[] }> {
  const alice = await registerPlayer("Alice");
  const bob = await registerPlayer("Bob");
  await subscribe(alice.apiKey, { url: `https://hooks.example.com/plain/${alice.id}`, events: ["game.started"] });
  await subscribe(bob.apiKey, { url: `https://hooks.example.com/fail/3/${bob.id}`, events: ["game.started"] });
  const id = (await api("POST", "/v1/games", { key: alice.apiKey, body: { kind: "star-battle" } })).body.id as string;
  const written = await recordRoom(id);
  await api("POST", `/v1/games/${id}/join`, { key: bob.apiKey, body: {} });
  return { id, written };
}

describe("room metrics", () => {
  it("a move is counted once, with the game's kind, the entry's kind and the new version; a refused one is not", async () => {
    const { alice, bob, id, game } = await startedGame();
    const written = await recordRoom(id);
    const key = keyToMove(game, [alice, bob])!;
    const refused = await api("POST", `/v1/games/${id}/actions`, { key, body: { action: { type: "no-such-action" } } });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(written).toEqual([]);
    // The mover's own view lists their choices (the join answer is Bob's view: whoever was dealt
    // the first decision, the seed decides).
    const mine = (await api("GET", `/v1/games/${id}`, { key })).body;
    const choice = mine.pending.find((p: { choices?: unknown[] }) => p.choices?.length)!.choices[0];
    const played = await api("POST", `/v1/games/${id}/actions`, { key, body: { action: choice } });
    expect(played.status).toBe(200);
    expect(written).toEqual([{ name: "move", kind: "star-battle", entry: "action", auto: "", version: played.body.version }]);
    const resigned = await api("POST", `/v1/games/${id}/resign`, { key: alice.apiKey });
    expect(resigned.status).toBe(200);
    expect(written.at(-1)).toMatchObject({ name: "move", kind: "star-battle", entry: "resign", version: resigned.body.version });
  });

  it("each webhook attempt is counted with its channel, event, outcome and HTTP status; a failing target as a retry", async () => {
    const { id, written } = await startedWithOneFailingTarget();
    await drain(id);
    const deliveries = written.filter((m) => m.name === "delivery");
    expect(deliveries).toContainEqual(
      expect.objectContaining({ channel: "webhook", event: "game.started", outcome: "delivered", httpStatus: 200, attempts: 1 }),
    );
    const failed = deliveries.find((m) => m.name === "delivery" && m.outcome === "retry");
    expect(failed).toMatchObject({ channel: "webhook", event: "game.started", attempts: 1 });
    expect(failed && failed.name === "delivery" && failed.httpStatus).toBeGreaterThanOrEqual(500);
  });

  it("a run that leaves deliveries waiting says how many, how many are retries and when the next is due; a run that leaves none writes nothing", async () => {
    const { id, written } = await startedWithOneFailingTarget();
    // One run: Alice's delivery goes, Bob's target fails and waits for its retry (5 s on).
    await runInDurableObject(stubOf(id), async (room) => {
      await room.seams.settled();
      await room.alarm();
    });
    // (The platform's own alarm may have run too: every run so far left the same one waiting.)
    const backlog = written.filter((m) => m.name === "outbox");
    expect(backlog.length).toBeGreaterThanOrEqual(1);
    for (const point of backlog) {
      expect(point).toMatchObject({ name: "outbox", kind: "star-battle", waiting: 1, retrying: 1, overdueMs: 0 });
      expect(point.name === "outbox" && point.nextInMs).toBeGreaterThan(0);
    }
    // An hour on, each retry due in turn: the target fails twice more, then answers. A retry's run
    // that leaves it waiting says it is a retry; the run that delivers it leaves nothing, and writes nothing.
    for (let i = 0; i < 3; i++) {
      await advance(id, 3_600_000);
      await drain(id);
    }
    const retried = written.filter((m) => m.name === "outbox");
    expect(retried.length).toBeGreaterThan(backlog.length);
    const count = retried.length;
    await runInDurableObject(stubOf(id), (room) => room.alarm());
    expect(written.filter((m) => m.name === "outbox")).toHaveLength(count);
    expect(written.filter((m) => m.name === "delivery" && m.outcome === "delivered")).toHaveLength(2);
  });

  it("a room loaded from storage says how long it took, its version and its SQLite file's size", async () => {
    const { alice, bob, id, game } = await startedGame();
    const key = keyToMove(game, [alice, bob])!;
    const action = (await api("POST", `/v1/games/${id}/suggest`, { key })).body.action;
    const played = await api("POST", `/v1/games/${id}/actions`, { key, body: { action } });
    expect(played.status).toBe(200);
    // A second room on the same storage, as workerd builds one after an eviction, writing its
    // metrics to a dataset that keeps what it is given.
    const points: AnalyticsEngineDataPoint[] = [];
    const size = await runInDurableObject(stubOf(id), async (_room, state) => {
      const dataset = { writeDataPoint: (p?: AnalyticsEngineDataPoint) => void points.push(p!) };
      new GameRoom(state, { ...(env as Env), METRICS: dataset });
      return state.storage.sql.databaseSize;
    });
    expect(size).toBeGreaterThan(4096);
    expect(points).toHaveLength(1);
    expect(points[0]).toMatchObject({ indexes: ["room_loaded"], blobs: ["room_loaded", "star-battle"] });
    const [ms, version, bytes] = points[0]!.doubles!;
    expect(ms).toBeGreaterThanOrEqual(0);
    expect([version, bytes]).toEqual([played.body.version, size]);
  });
});
