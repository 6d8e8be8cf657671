// The GameRoom's storage: one log row per accepted entry, snapshots, and loading after eviction.
import { abortAllDurableObjects, env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { advance, api, keyToMove, registerPlayer, startedGame } from "./helpers";

describe("GameRoom storage", () => {
  it("keeps a log row per entry, snapshots every 64, and reloads the same game after eviction", { timeout: 120_000 }, async () => {
    const players = await Promise.all(["P1", "P2", "P3", "P4", "P5", "P6"].map(registerPlayer));
    let id = "";
    let game: any = { version: 0 };
    // The dice decide how long a game lasts; a rare one is won before its 64th entry (the set-up
    // alone is 48 placements), so play another until one passes the first snapshot.
    for (let attempt = 0; attempt < 5 && game.version < 64; attempt++) {
      id = (await api("POST", "/v1/games", { key: players[0]!.apiKey, body: { kind: "star-battle", options: { players: 6 } } })).body.id;
      for (const p of players.slice(1)) await api("POST", `/v1/games/${id}/join`, { key: p.apiKey, body: {} });
      game = (await api("GET", `/v1/games/${id}`)).body;
      while (game.status === "active" && game.version < 70) {
        const key = keyToMove(game, players)!;
        const action = (await api("POST", `/v1/games/${id}/suggest`, { key })).body.action;
        game = (await api("POST", `/v1/games/${id}/actions`, { key, body: { action } })).body.game;
      }
    }
    expect(game.version).toBeGreaterThanOrEqual(64);

    const stub = env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id));
    const stored = await runInDurableObject(stub, (_, state) => ({
      log: state.storage.sql.exec<{ n: number }>("SELECT count(*) AS n FROM log").one().n,
      snapshots: state.storage.sql
        .exec<{ version: number }>("SELECT version FROM snapshots ORDER BY version")
        .toArray()
        .map((r) => r.version),
    }));
    expect(stored.log).toBe(game.version);
    // Every 64th is kept; a move that came a second or more after the one before (a slow test
    // machine) may also have left the newest state, of which there is never more than one.
    expect(stored.snapshots.filter((v) => v % 64 === 0)).toEqual([0, 64]);
    expect(stored.snapshots.filter((v) => v % 64 !== 0).every((v) => v > 64)).toBe(true);
    expect(stored.snapshots.filter((v) => v % 64 !== 0).length).toBeLessThanOrEqual(1);

    const before = (await api("GET", `/v1/games/${id}`, { key: players[0]!.apiKey })).body;
    await abortAllDurableObjects(); // every room is evicted; this one loads again from storage
    const after = (await api("GET", `/v1/games/${id}`, { key: players[0]!.apiKey })).body;
    expect(after).toEqual(before);
  });

  it("a move at a person's pace stores the new state (one head at a time), so the next load replays nothing", async () => {
    const { alice, bob, id } = await startedGame();
    const stub = env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id));
    const snapshots = () =>
      runInDurableObject(stub, (_, state) =>
        state.storage.sql
          .exec<{ version: number }>("SELECT version FROM snapshots ORDER BY version")
          .toArray()
          .map((r) => r.version),
      );
    const move = async () => {
      const game = (await api("GET", `/v1/games/${id}`)).body;
      const key = keyToMove(game, [alice, bob])!;
      const action = (await api("POST", `/v1/games/${id}/suggest`, { key })).body.action;
      const r = await api("POST", `/v1/games/${id}/actions`, { key, body: { action, expectedVersion: game.version } });
      expect(r.status).toBe(200);
      return r.body.version as number;
    };
    await advance(id, 1000);
    const first = await move();
    expect(await snapshots()).toEqual([0, first]);
    const second = await move(); // at once: a machine's pace, no head
    expect(await snapshots()).toEqual([0, first]);
    await advance(id, 1000);
    const third = await move();
    expect(third).toBe(second + 1);
    expect(await snapshots()).toEqual([0, third]);
    const before = (await api("GET", `/v1/games/${id}`, { key: alice.apiKey })).body;
    await abortAllDurableObjects(); // every room is evicted; this one loads again from storage
    expect((await api("GET", `/v1/games/${id}`, { key: alice.apiKey })).body).toEqual(before);
  });

  it("a reader of a made-up id leaves no trace in storage", async () => {
    const id = "zzzzzzzzzzzzzzzz";
    expect((await api("GET", `/v1/games/${id}`)).status).toBe(404);
    const stub = env.GAME_ROOM.get(env.GAME_ROOM.idFromName(id));
    const tables = await runInDurableObject(stub, (_, state) =>
      state.storage.sql.exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\'").toArray(),
    );
    expect(tables).toEqual([]);
  });
});
