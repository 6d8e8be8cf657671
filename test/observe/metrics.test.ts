// The data point layout docs/OPERATIONS.md's queries read: a column moved here breaks them.
import { describe, expect, it } from "vitest";
import { dataPoint, metricsTo } from "../../src/observe/metrics";

describe("metric data points", () => {
  it("each metric's name is its index and blob1; the other columns are in the documented order", () => {
    expect(
      dataPoint({
        name: "request",
        method: "POST",
        route: "/v1/games/:id/actions",
        code: "STALE_VERSION",
        caller: "bot",
        player: "pl_0123456789abcdef",
        credential: "tk_0123456789abcdef",
        ms: 12.5,
        status: 409,
      }),
    ).toEqual({
      indexes: ["request"],
      // The caller's ids come last: the queries written for the first five blobs read the same columns.
      blobs: ["request", "POST", "/v1/games/:id/actions", "STALE_VERSION", "bot", "pl_0123456789abcdef", "tk_0123456789abcdef"],
      doubles: [12.5, 409],
    });
    expect(dataPoint({ name: "move", kind: "iron-stars", entry: "action", auto: "timeout", version: 41 })).toEqual({
      indexes: ["move"],
      blobs: ["move", "iron-stars", "action", "timeout"],
      doubles: [41],
    });
    expect(
      dataPoint({ name: "delivery", channel: "push", event: "decision.required", outcome: "failed", ms: 80, httpStatus: 410, attempts: 1 }),
    ).toEqual({
      indexes: ["delivery"],
      blobs: ["delivery", "push", "decision.required", "failed"],
      doubles: [80, 410, 1],
    });
    expect(dataPoint({ name: "room_loaded", kind: "double-star", ms: 3.2, version: 900, bytes: 241_664 })).toEqual({
      indexes: ["room_loaded"],
      blobs: ["room_loaded", "double-star"],
      doubles: [3.2, 900, 241_664],
    });
    expect(dataPoint({ name: "outbox", kind: "iron-stars", waiting: 4, retrying: 3, overdueMs: 0, nextInMs: 290_000 })).toEqual({
      indexes: ["outbox"],
      blobs: ["outbox", "iron-stars"],
      doubles: [4, 3, 0, 290_000],
    });
    expect(
      dataPoint({ name: "credential_ended", what: "master", ms: 41, rooms: 12, roomsFailed: 1, webhooks: 2, pushSubscriptions: 3 }),
    ).toEqual({
      indexes: ["credential_ended"],
      blobs: ["credential_ended", "master"],
      doubles: [41, 12, 1, 2, 3],
    });
    expect(
      dataPoint({ name: "alarm_failed", kind: "double-star", handling: "own_retry", failures: 4, retryCount: 0, nextInMs: 600_000 }),
    ).toEqual({
      indexes: ["alarm_failed"],
      blobs: ["alarm_failed", "double-star", "own_retry"],
      doubles: [4, 0, 600_000],
    });
    expect(dataPoint({ name: "feed_opened", kind: "double-star", transport: "sse", open: 3 })).toEqual({
      indexes: ["feed_opened"],
      blobs: ["feed_opened", "double-star", "sse"],
      doubles: [3],
    });
    expect(dataPoint({ name: "feed_closed", kind: "star-battle", transport: "websocket", why: "seat_left", ms: 93_000, open: 7 })).toEqual({
      indexes: ["feed_closed"],
      blobs: ["feed_closed", "star-battle", "websocket", "seat_left"],
      doubles: [93_000, 7],
    });
    expect(
      dataPoint({
        name: "directory",
        bytes: 5_000_000,
        ms: 840,
        deliveries: 100_000,
        tokens: 3,
        pairingCodes: 4,
        appGrantUses: 5,
        invitations: 6,
        pushSubscriptions: 7,
        webhooksDisabled: 8,
      }),
    ).toEqual({
      indexes: ["directory"],
      blobs: ["directory"],
      doubles: [5_000_000, 840, 100_000, 3, 4, 5, 6, 7, 8],
    });
    expect(dataPoint({ name: "rooms_stored", bytes: 9_000_000, counted: 40, games: 42, rowsRead: 42, ms: 12 })).toEqual({
      indexes: ["rooms_stored"],
      blobs: ["rooms_stored"],
      doubles: [9_000_000, 40, 42, 42, 12],
    });
  });

  it("without a dataset nothing is written and nothing fails", () => {
    expect(() => metricsTo(undefined).record({ name: "move", kind: "star-battle", entry: "action", auto: "", version: 1 })).not.toThrow();
  });
});
