// What a room counts (src/observe/metrics.ts): each committed entry as a "move", each delivery
// attempt with its outcome. The Analytics Engine binding is a no-op locally (Miniflare keeps
// nothing), so the test puts a recorder in the room's metrics port and reads what was written.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { Metric } from "../../src/observe/metrics";
import { api, drain, keyToMove, registerPlayer, startedGame, stubOf, subscribe } from "./helpers";

/** Replaces the room's metrics with a recorder; the returned list fills as the room writes. */
async function recordRoom(id: string): Promise<Metric[]> {
  const written: Metric[] = [];
  await runInDurableObject(stubOf(id), (room) => {
    room.seams.ports.metrics = { record: (m) => void written.push(m) };
  });
  return written;
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
    const alice = await registerPlayer("Alice");
    const bob = await registerPlayer("Bob");
    await subscribe(alice.apiKey, { url: `https://hooks.example.com/plain/${alice.id}`, events: ["game.started"] });
    await subscribe(bob.apiKey, { url: `https://hooks.example.com/fail/3/${bob.id}`, events: ["game.started"] });
    const id = (await api("POST", "/v1/games", { key: alice.apiKey, body: { kind: "star-battle" } })).body.id as string;
    const written = await recordRoom(id);
    await api("POST", `/v1/games/${id}/join`, { key: bob.apiKey, body: {} });
    await drain(id);
    const deliveries = written.filter((m) => m.name === "delivery");
    expect(deliveries).toContainEqual(
      expect.objectContaining({ channel: "webhook", event: "game.started", outcome: "delivered", httpStatus: 200, attempts: 1 }),
    );
    const failed = deliveries.find((m) => m.name === "delivery" && m.outcome === "retry");
    expect(failed).toMatchObject({ channel: "webhook", event: "game.started", attempts: 1 });
    expect(failed && failed.name === "delivery" && failed.httpStatus).toBeGreaterThanOrEqual(500);
  });
});
