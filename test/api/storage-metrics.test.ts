// What the directory and the rooms store, as the operator reads it (docs/OPERATIONS.md, "Metrics"):
// each game's index row carries its room's SQLite size, sent with the row the room writes anyway;
// the hourly run writes the directory's size (D1's size_after) and what it deleted as one
// `directory` point, and once a day the rooms' bytes in all (`rooms_stored`), summed a slice at a time.
import { abortAllDurableObjects, createScheduledController, env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { roomsStored, ROOMS_STORED_HOUR_UTC } from "../../src/directory/storage";
import worker from "../../src/index";
import { api, registerPlayer, startedGame, stubOf } from "./helpers";

const DAY = 24 * 3600 * 1000;

const roomBytesOf = (id: string) =>
  env.DIRECTORY.prepare("SELECT room_bytes FROM games WHERE id = ?")
    .bind(id)
    .first<{ room_bytes: number | null }>()
    .then((r) => r?.room_bytes);

/** The room's SQLite size now, as the room reads it. */
const databaseSize = (id: string) => runInDurableObject(stubOf(id), (_room, state) => state.storage.sql.databaseSize);

/** Waits (bounded) until `check` holds. */
async function eventually(check: () => Promise<boolean>, ms = 5000): Promise<void> {
  for (const end = Date.now() + ms; !(await check()) && Date.now() < end; ) await new Promise((r) => setTimeout(r, 50));
}

/** An Analytics Engine dataset that keeps what is written, as metrics. */
function recorder(): AnalyticsEngineDataset & { points: AnalyticsEngineDataPoint[] } {
  const points: AnalyticsEngineDataPoint[] = [];
  return { points, writeDataPoint: (p?: AnalyticsEngineDataPoint) => void points.push(p ?? {}) };
}

/** Runs the hourly job at `at` with a metrics recorder; the points it wrote. */
async function runScheduled(at: number): Promise<AnalyticsEngineDataPoint[]> {
  const metrics = recorder();
  const controller = createScheduledController({ scheduledTime: new Date(at), cron: "15 * * * *" });
  await worker.scheduled(controller, { ...env, METRICS: metrics } as Env);
  return metrics.points;
}

/** The next time after `from` whose UTC hour is `hour`, at :15 as the cron runs. */
function nextAt(from: number, hour: number): number {
  const d = new Date(from);
  d.setUTCMinutes(15, 0, 0);
  while (d.getUTCHours() !== hour || d.getTime() <= from) d.setUTCHours(d.getUTCHours() + 1);
  return d.getTime();
}

describe("the rooms' stored bytes in the games index", () => {
  it("a room's index write carries its SQLite size, and writes it again with the row's next write", async () => {
    const { id, alice } = await startedGame();
    await eventually(async () => (await roomBytesOf(id)) === (await databaseSize(id)));
    const first = await roomBytesOf(id);
    expect(first).toBe(await databaseSize(id));
    expect(first).toBeGreaterThan(0);
    // A finished game's row is written at once: with the room's size after the resignation.
    expect((await api("POST", `/v1/games/${id}/resign`, { key: alice.apiKey })).status).toBe(200);
    await eventually(async () => (await roomBytesOf(id)) === (await databaseSize(id)));
    expect(await roomBytesOf(id)).toBe(await databaseSize(id));
  });

  it("a row written before the index kept sizes gets its room's size when the room next loads", async () => {
    const { id, alice } = await startedGame();
    await env.DIRECTORY.prepare("UPDATE games SET room_bytes = NULL WHERE id = ?").bind(id).run();
    await abortAllDurableObjects(); // as after a deploy: the next request loads the room from storage
    expect((await api("GET", `/v1/games/${id}`, { key: alice.apiKey })).status).toBe(200);
    // The loaded room checks its index row once the request that woke it is served.
    await eventually(async () => (await roomBytesOf(id)) != null);
    expect(await roomBytesOf(id)).toBe(await databaseSize(id));
  });
});

describe("the hourly run's storage points", () => {
  it("every run writes one directory point: the directory's size and the rows it deleted; no rooms total outside its hour", async () => {
    const alice = await registerPlayer("Storage Alice");
    const token = (await api("POST", "/v1/me/tokens", { key: alice.apiKey, body: { name: "gone", scopes: ["read"] } })).body;
    expect((await api("DELETE", `/v1/me/tokens/${token.id}`, { key: alice.apiKey })).status).toBe(200);
    const at = nextAt(Date.now() + 31 * DAY, (ROOMS_STORED_HOUR_UTC + 1) % 24);
    const points = await runScheduled(at);
    expect(points.map((p) => p.indexes)).toEqual([["directory"]]);
    const [point] = points;
    expect(point!.blobs).toEqual(["directory"]);
    expect(point!.doubles).toHaveLength(9);
    const [bytes, ms, , tokens] = point!.doubles!;
    // D1's own size of the file: the tables this suite wrote are in it.
    expect(bytes).toBeGreaterThan(100_000);
    expect(ms).toBeGreaterThanOrEqual(0);
    expect(tokens).toBeGreaterThanOrEqual(1); // the revoked token, 31 days on
    const left = await env.DIRECTORY.prepare("SELECT COUNT(*) AS n FROM tokens WHERE id = ?").bind(token.id).first<{ n: number }>();
    expect(left!.n).toBe(0);
  });

  it("the run at its hour also writes rooms_stored: the rooms' bytes in all, the games counted and not, and the rows read", async () => {
    const { id } = await startedGame();
    await eventually(async () => (await roomBytesOf(id)) != null);
    const points = await runScheduled(nextAt(Date.now(), ROOMS_STORED_HOUR_UTC));
    expect(points.map((p) => p.indexes![0])).toEqual(["directory", "rooms_stored"]);
    const [bytes, counted, games, rowsRead] = points[1]!.doubles!;
    const whole = await env.DIRECTORY.prepare(
      "SELECT COALESCE(SUM(room_bytes), 0) AS bytes, COUNT(room_bytes) AS counted, COUNT(*) AS games FROM games",
    ).first<{ bytes: number; counted: number; games: number }>();
    expect({ bytes, counted, games }).toEqual(whole);
    expect(bytes).toBeGreaterThanOrEqual((await roomBytesOf(id))!);
    expect(rowsRead).toBeGreaterThanOrEqual(games!);
  });

  it("summed a slice of rows at a time, the total is the whole table's", async () => {
    await startedGame();
    await startedGame();
    const whole = await roomsStored(env.DIRECTORY, 1_000_000);
    const sliced = await roomsStored(env.DIRECTORY, 2);
    expect(whole.queries).toBe(1);
    expect(sliced.queries).toBeGreaterThanOrEqual(Math.ceil(whole.games / 2));
    expect({ ...sliced, queries: 0, rowsRead: 0 }).toEqual({ ...whole, queries: 0, rowsRead: 0 });
    expect(whole.games).toBeGreaterThanOrEqual(2);
  });
});
