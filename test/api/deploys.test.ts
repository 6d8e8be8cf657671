// Games survive deploys (issue 22): a room written by an older version of the room's tables
// loads, migrates and plays on; a room whose game was begun under rules this deploy does not
// have is refused with 503 RULES_VERSION_UNKNOWN, and left untouched, never replayed under other rules.
import { abortAllDurableObjects, env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MIGRATIONS, ROOM_SCHEMA_VERSION, roomSchemaVersion } from "../../durable-objects/room/schema";
import { sha256Hex } from "../../src/engine/sha256";
import fixture from "./fixtures/rooms/star-battle-schema-v1.json";
import { api, keyToMove, startedGame, stubOf } from "./helpers";

type Row = Record<string, string | number | null>;

/** Writes the fixture's rows into the room's storage under the oldest tables, as that deploy left them. */
async function storeOldRoom(): Promise<void> {
  for (const p of fixture.players)
    await env.DIRECTORY.prepare("INSERT INTO players (id, name, key_hash, created_at) VALUES (?, ?, ?, ?)")
      .bind(p.id, p.name, sha256Hex(p.apiKey), 0)
      .run();
  await runInDurableObject(stubOf(fixture.gameId), (_, state) => {
    const sql = state.storage.sql;
    MIGRATIONS[0]!.up(sql); // version 1: the tables as first made
    for (const [table, rows] of Object.entries(fixture.rows) as [string, Row[]][])
      for (const row of rows) {
        const columns = Object.keys(row);
        sql.exec(`INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`, ...Object.values(row));
      }
  });
  await abortAllDurableObjects(); // the room loads again from storage, as after a deploy
}

const columnsOf = (id: string, table: string) =>
  runInDurableObject(stubOf(id), (_, state) =>
    state.storage.sql
      .exec<{ name: string }>(`PRAGMA table_info(${table})`)
      .toArray()
      .map((c) => c.name),
  );

/** The player who owes the decision plays its first listed choice; answers the new version. */
async function playFirstChoice(id: string, players: { id: string; apiKey: string }[]): Promise<number> {
  const anyone = (await api("GET", `/v1/games/${id}`, { key: players[0]!.apiKey })).body;
  const key = keyToMove(anyone, players)!;
  const me = (await api("GET", `/v1/games/${id}`, { key })).body;
  const choice = me.pending.find((p: { seat: string }) => p.seat === me.you.seat).choices[0];
  const r = await api("POST", `/v1/games/${id}/actions`, { key, body: { action: choice, expectedVersion: me.version } });
  expect(r.status).toBe(200);
  return r.body.version as number;
}

describe("the room's tables carry a schema version", () => {
  it("a room written by the oldest tables loads, is migrated to the current version, and plays on", { timeout: 120_000 }, async () => {
    await storeOldRoom();
    const id = fixture.gameId;
    const [alice] = fixture.players;
    const read = await api("GET", `/v1/games/${id}`, { key: alice!.apiKey });
    expect(read.status).toBe(200);
    expect(read.body.version).toBe(6);
    expect(read.body.pending.length).toBeGreaterThan(0);
    // The meta of that time had no decision identities: the room gives the owed decisions theirs.
    expect(read.body.pending.every((p: { decisionId?: string }) => typeof p.decisionId === "string")).toBe(true);
    const migrated = await runInDurableObject(stubOf(id), (_, state) => roomSchemaVersion(state.storage.sql));
    expect(migrated).toBe(ROOM_SCHEMA_VERSION);
    expect(await columnsOf(id, "deliveries")).toEqual(expect.arrayContaining(["decision_id", "retells", "channel"]));
    expect(await columnsOf(id, "notifications")).toEqual(expect.arrayContaining(["decision_id", "webhook_id", "deliver_at", "retells"]));
    // The stored log replays as it was recorded, and new moves are added after it.
    let version = 6;
    for (let i = 0; i < 4; i++) version = await playFirstChoice(id, fixture.players);
    expect(version).toBe(10);
    const feed = (await api("GET", `/v1/games/${id}/events?limit=100`, { key: alice!.apiKey })).body;
    expect(feed.entries.map((e: { version: number }) => e.version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // Loaded again, it is not migrated twice and reads the same.
    const before = (await api("GET", `/v1/games/${id}`, { key: alice!.apiKey })).body;
    await abortAllDurableObjects();
    expect((await api("GET", `/v1/games/${id}`, { key: alice!.apiKey })).body).toEqual(before);
  });
});

describe("a game is pinned to its rules version", () => {
  it("refuses with 503 RULES_VERSION_UNKNOWN a game begun under rules this deploy lacks, and changes nothing", {
    timeout: 120_000,
  }, async () => {
    const { alice, bob, id } = await startedGame("star-battle");
    await playFirstChoice(id, [alice, bob]);
    const setVersion = (rulesVersion: string) =>
      runInDurableObject(stubOf(id), (_, state) => {
        const sql = state.storage.sql;
        const meta = JSON.parse(sql.exec<{ game: string }>("SELECT game FROM meta").one().game) as { rulesVersion: string };
        const was = meta.rulesVersion;
        sql.exec("UPDATE meta SET game = ?", JSON.stringify({ ...meta, rulesVersion }));
        return was;
      });
    const stored = () =>
      runInDurableObject(stubOf(id), (_, state) => state.storage.sql.exec("SELECT count(*) AS n, max(version) AS v FROM log").one());
    // As if the game had been begun under rules an earlier deploy had and this one does not.
    const current = await setVersion("1996-revised.0");
    await abortAllDurableObjects();
    const logBefore = await stored();
    const me = { key: alice.apiKey };
    const refusals = [
      await api("GET", `/v1/games/${id}`, me),
      await api("GET", `/v1/games/${id}/events`, me),
      await api("GET", `/v1/games/${id}/export`, me),
      await api("POST", `/v1/games/${id}/actions`, { ...me, body: { action: { type: "pass" } } }),
      await api("POST", `/v1/games/${id}/resign`, { ...me, body: {} }),
      await api("GET", `/v1/games/${id}`),
    ];
    for (const r of refusals) {
      expect(r.status).toBe(503);
      expect(r.body.code).toBe("RULES_VERSION_UNKNOWN");
      expect(r.body.rulesVersion).toBe("1996-revised.0");
      expect(r.body.knownRulesVersions).toEqual([current]);
    }
    const graphql = await api("POST", "/graphql", { ...me, body: { query: `{ game(id: "${id}") { __typename } }` } });
    expect(graphql.body.errors[0].extensions).toMatchObject({ code: "RULES_VERSION_UNKNOWN", status: 503, rulesVersion: "1996-revised.0" });
    expect(await stored()).toEqual(logBefore);
    // A deploy that has those rules again (here: the version put back) loads it and play goes on.
    await setVersion(current);
    await abortAllDurableObjects();
    expect((await api("GET", `/v1/games/${id}`, me)).status).toBe(200);
    expect(await playFirstChoice(id, [alice, bob])).toBe((logBefore.v as number) + 1);
  });
});
