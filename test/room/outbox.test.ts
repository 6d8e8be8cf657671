// The transactional outbox (durable-objects/room/outbox.ts) on SQLite in Node (./sqlite.ts): what
// a notification carries, one delivery per subscription, which deliveries are due, retries and a
// subscription that is gone, the earliest work, and a room stored before the newer columns.
import { beforeEach, describe, expect, it } from "vitest";
import type { Notification } from "../../durable-objects/room/notifications";
import { Outbox } from "../../durable-objects/room/outbox";
import { memorySql } from "./sqlite";

let sql: SqlStorage;
let outbox: Outbox;
let transaction: <T>(fn: () => T) => T;

beforeEach(async () => {
  const db = await memorySql();
  sql = db.sql;
  transaction = db.transactionSync;
  outbox = new Outbox(sql);
  outbox.migrate();
});

const told = (playerId: string, extra: Partial<Notification> = {}): Notification => ({
  event: "decision.required",
  playerId,
  seat: "red",
  decisionId: "3.red",
  data: { gameId: "g1", version: 3 },
  ...extra,
});
const hook = (id: string, bot = false) => ({ id, url: `https://example.test/${id}`, secret: `whsec_${id}`, bot, deliveryId: `d-${id}` });

describe("outbox", () => {
  it("has nothing to do when empty", () => {
    expect(outbox.unfanned()).toEqual([]);
    expect(outbox.due(Number.MAX_SAFE_INTEGER)).toEqual([]);
    expect(outbox.nextWork()).toBeNull();
  });

  it("keeps each notification with its body (type, time, data), version and decision, oldest first", () => {
    outbox.enqueue([told("p1"), told("p2", { event: "game.action", decisionId: undefined })], 3, Date.UTC(2026, 0, 2));
    const rows = outbox.unfanned();
    expect(rows.map((r) => [r.playerId, r.event, r.version, r.decisionId, r.webhookId, r.deliverAt, r.retells])).toEqual([
      ["p1", "decision.required", 3, "3.red", null, null, 0],
      ["p2", "game.action", 3, null, null, null, 0],
    ]);
    expect(JSON.parse(rows[0]!.body)).toEqual({
      type: "decision.required",
      timestamp: "2026-01-02T00:00:00.000Z",
      data: { gameId: "g1", version: 3 },
    });
    expect(outbox.nextWork()).toBe(0);
  });

  it("held notifications (a cold move's) are not work; once who listens is known, those of listeners become work and the rest are deleted", () => {
    outbox.enqueue([told("p0")], 2, 100); // not held: work already
    outbox.hold(() => outbox.enqueue([told("p1"), told("p2", { event: "game.action", decisionId: undefined })], 3, 200));
    expect(outbox.mayHold).toBe(true);
    expect(outbox.unfanned().map((r) => r.playerId)).toEqual(["p0"]);
    expect(
      transaction(() => outbox.resolve(new Set(["p2"]))),
      "one became work",
    ).toBe(true);
    expect(outbox.unfanned().map((r) => r.playerId)).toEqual(["p0", "p2"]);
    expect(outbox.mayHold).toBe(false);
    expect(sql.exec("SELECT count(*) AS n FROM notifications").one().n, "p1's deleted").toBe(2);
    // Nobody listens (one statement): every held one deleted, the rest untouched.
    outbox.hold(() => outbox.enqueue([told("p1"), told("p2")], 4, 300));
    expect(outbox.resolve(new Set()), "none became work").toBe(false);
    expect(outbox.unfanned().map((r) => [r.playerId, r.version])).toEqual([
      ["p0", 2],
      ["p2", 3],
    ]);
    expect(sql.exec("SELECT count(*) AS n FROM notifications").one().n).toBe(2);
    expect(outbox.mayHold).toBe(false);
  });

  it("fans a notification out to one delivery per subscription, due at once, and marks it done in the same write", () => {
    outbox.enqueue([told("p1")], 3, 100);
    const [n] = outbox.unfanned();
    outbox.fanOut(n!, [hook("a"), hook("b", true)], 200);
    expect(outbox.unfanned()).toEqual([]);
    const due = outbox.due(200);
    expect(due.map((d) => [d.id, d.webhookId, d.bot, d.status, d.attempts, d.nextAttemptAt, d.version, d.decisionId])).toEqual([
      ["d-a", "a", false, "pending", 0, 200, 3, "3.red"],
      ["d-b", "b", true, "pending", 0, 200, 3, "3.red"],
    ]);
    expect(due[0]!.body).toBe(n!.body);
    expect(outbox.nextWork()).toBe(200);
  });

  it("marks a notification done with no delivery when its player has no subscription", () => {
    outbox.enqueue([told("p1")], 3, 100);
    outbox.fanOut(outbox.unfanned()[0]!, [], 200);
    expect(outbox.unfanned()).toEqual([]);
    expect(outbox.nextWork()).toBeNull();
  });

  it("a retell waits for its time and goes to its one subscription", () => {
    outbox.enqueue([told("p1")], 3, 100, { webhookId: "a", deliverAt: 5000, retells: 2 });
    const [n] = outbox.unfanned();
    expect([n!.webhookId, n!.deliverAt, n!.retells]).toEqual(["a", 5000, 2]);
    outbox.fanOut(n!, [hook("a")], 200);
    expect(outbox.due(4999)).toEqual([]);
    expect(outbox.due(5000).map((d) => [d.id, d.retells])).toEqual([["d-a", 2]]);
    expect(outbox.nextWork()).toBe(5000);
  });

  it("lists due deliveries by time then id, up to a limit", () => {
    outbox.enqueue([told("p1"), told("p2"), told("p3")], 3, 0);
    const [one, two, three] = outbox.unfanned();
    outbox.fanOut(one!, [{ ...hook("x"), deliveryId: "d-2" }], 50);
    outbox.fanOut(two!, [{ ...hook("y"), deliveryId: "d-1" }], 50);
    outbox.fanOut(three!, [{ ...hook("z"), deliveryId: "d-0" }], 10);
    expect(outbox.due(50).map((d) => d.id)).toEqual(["d-0", "d-1", "d-2"]);
    expect(outbox.due(50, 2).map((d) => d.id)).toEqual(["d-0", "d-1"]);
    expect(outbox.due(20).map((d) => d.id)).toEqual(["d-0"]);
  });

  it("a retry moves a delivery on; a delivered or failed one is never due again", () => {
    outbox.enqueue([told("p1")], 3, 0);
    outbox.fanOut(outbox.unfanned()[0]!, [hook("a"), hook("b")], 0);
    outbox.update({ id: "d-a", attempts: 1, status: "pending", nextAttemptAt: 60_000, lastStatus: 500, lastError: "server error" });
    outbox.update({ id: "d-b", attempts: 1, status: "delivered", nextAttemptAt: null, lastStatus: 200, lastError: null });
    expect(outbox.due(59_999)).toEqual([]);
    expect(outbox.nextWork()).toBe(60_000);
    expect(outbox.byId("d-a")).toMatchObject({ attempts: 1, lastStatus: 500, lastError: "server error" });
    outbox.update({ id: "d-a", attempts: 9, status: "failed", nextAttemptAt: null, lastStatus: 500, lastError: "gave up" });
    expect(outbox.due(Number.MAX_SAFE_INTEGER)).toEqual([]);
    expect(outbox.nextWork()).toBeNull();
    expect(outbox.byId("d-b")?.status).toBe("delivered");
    expect(outbox.byId("nope")).toBeNull();
  });

  it("a subscription that is gone stops its pending deliveries, and only its own", () => {
    outbox.enqueue([told("p1"), told("p1")], 3, 0);
    const [first, second] = outbox.unfanned();
    outbox.fanOut(first!, [hook("a"), hook("b")], 0);
    outbox.update({ id: "d-a", attempts: 1, status: "delivered", nextAttemptAt: null, lastStatus: 200, lastError: null });
    outbox.fanOut(second!, [{ ...hook("a"), deliveryId: "d-a2" }], 0);
    outbox.abandonWebhook("a", "410 Gone");
    expect(outbox.byId("d-a")?.status).toBe("delivered");
    expect(outbox.byId("d-a2")).toMatchObject({ status: "failed", nextAttemptAt: null, lastError: "410 Gone" });
    expect(outbox.due(0).map((d) => d.id)).toEqual(["d-b"]);
  });

  it("nothing is lost when a fan-out fails half way: the notification stays to be fanned out again", () => {
    outbox.enqueue([told("p1")], 3, 0);
    const [n] = outbox.unfanned();
    expect(() => transaction(() => outbox.fanOut(n!, [hook("a"), { ...hook("b"), deliveryId: "d-a" }], 0))).toThrow();
    expect(outbox.unfanned().map((r) => r.id)).toEqual([n!.id]);
    expect(outbox.due(0)).toEqual([]);
    expect(outbox.nextWork()).toBe(0);
  });

  it("gives a room stored before the newer columns those columns, its rows reading as before", async () => {
    const old = await memorySql();
    old.sql.exec(`CREATE TABLE notifications (
      id INTEGER PRIMARY KEY AUTOINCREMENT, event TEXT NOT NULL, player_id TEXT NOT NULL, seat TEXT NOT NULL,
      body TEXT NOT NULL, version INTEGER NOT NULL, created_at INTEGER NOT NULL, fanned_out INTEGER NOT NULL DEFAULT 0)`);
    old.sql.exec(
      "INSERT INTO notifications (event, player_id, seat, body, version, created_at) VALUES (?, ?, ?, ?, ?, ?)",
      "game.over",
      "p1",
      "red",
      "{}",
      7,
      0,
    );
    const upgraded = new Outbox(old.sql);
    upgraded.migrate();
    upgraded.migrate();
    expect(upgraded.unfanned()).toEqual([
      {
        id: 1,
        event: "game.over",
        playerId: "p1",
        seat: "red",
        body: "{}",
        version: 7,
        decisionId: null,
        webhookId: null,
        deliverAt: null,
        retells: 0,
      },
    ]);
    upgraded.fanOut(upgraded.unfanned()[0]!, [hook("a")], 0);
    expect(upgraded.due(0)[0]).toMatchObject({ decisionId: null, retells: 0 });
  });
});
