// Metrics through the Workers Analytics Engine (the METRICS binding in wrangler.toml). Every data
// point has one layout per metric, fixed here and nowhere else: docs/OPERATIONS.md's queries read
// these columns, so a column moves only with its queries. index1 and blob1 are the metric's name
// (the index is the sampling key: each metric is sampled on its own). No key, token, secret or
// hidden game information is ever written: routes are patterns, games are named by kind only. The
// one exception to "no player" is the request's caller: its pseudonymous player id and credential
// id (`master`, `tk_…`, `oa_…`), so an operator can tell who floods (docs/OPERATIONS.md, "Metrics").

/** One thing worth counting. */
export type Metric =
  /**
   * A request the worker answered. blob2 method, blob3 route pattern, blob4 error code (or ""), blob5 caller kind,
   * blob6 the caller's player id, blob7 its credential id (master|tk_…|oa_…; both "" without a known key);
   * double1 ms, double2 status.
   */
  | {
      name: "request";
      method: string;
      route: string;
      code: string;
      caller: string;
      player: string;
      credential: string;
      ms: number;
      status: number;
    }
  /** An entry a room committed (a move, an undo, a resignation, a join that started the game). blob2 game kind, blob3 entry kind, blob4 "timeout" when the clock played it, else ""; double1 the game's new version. */
  | { name: "move"; kind: string; entry: string; auto: string; version: number }
  /** One delivery attempt. blob2 channel (webhook|push), blob3 event, blob4 outcome (delivered|retry|failed|superseded|unsubscribed); double1 ms, double2 HTTP status (0: no answer), double3 attempts so far. */
  | { name: "delivery"; channel: string; event: string; outcome: string; ms: number; httpStatus: number; attempts: number }
  /** A room loaded its game from storage (after an eviction or a deploy). blob2 game kind; double1 ms, double2 version, double3 the room's SQLite bytes. */
  | { name: "room_loaded"; kind: string; ms: number; version: number; bytes: number }
  /**
   * A room's alarm run ended with deliveries still waiting (a target failing, or more due than a run takes); nothing
   * when none wait. blob2 game kind; double1 deliveries waiting, double2 of them already tried and failed (retries),
   * double3 ms the most overdue one is late (0: none due yet), double4 ms until the next is due (0: one is due now).
   */
  | { name: "outbox"; kind: string; waiting: number; retrying: number; overdueMs: number; nextInMs: number }
  /**
   * A key or token stopped working and what it set going was ended (src/service/credential-ended.ts). blob2 what
   * (token|app_grant|app_token|master); double1 ms, double2 rooms told, double3 rooms not reached, double4 webhooks
   * disabled, double5 push subscriptions deleted.
   */
  | { name: "credential_ended"; what: string; ms: number; rooms: number; roomsFailed: number; webhooks: number; pushSubscriptions: number }
  /**
   * A room's alarm run failed (durable-objects/room/schedule.ts). blob2 game kind, blob3 handling (thrown: told to
   * the runtime, tried again within seconds; own_retry: the run returned, the room tries again itself, minutes
   * apart); double1 failed runs in a row, double2 the runtime's retryCount, double3 ms until the next try (0: nothing owed).
   */
  | { name: "alarm_failed"; kind: string; handling: string; failures: number; retryCount: number; nextInMs: number }
  /**
   * A room accepted a live feed (durable-objects/room/feed-ends.ts): an SSE stream (a GraphQL subscription's too) or a
   * WebSocket, once, never per frame. blob2 game kind, blob3 transport (sse|websocket); double1 the room's feeds of that
   * transport open after it, itself included.
   */
  | { name: "feed_opened"; kind: string; transport: string; open: number }
  /**
   * A live feed ended (durable-objects/room/feed-ends.ts). blob2 game kind, blob3 transport (sse|websocket), blob4 why
   * (client|dropped|game_over|seat_left|cancelled|key_revoked|key_expired|lifetime|stalled|overfull|unreadable);
   * double1 ms it was open, double2 the room's feeds of that transport still open after it.
   */
  | { name: "feed_closed"; kind: string; transport: string; why: string; ms: number; open: number }
  /**
   * The hourly run (src/scheduled.ts) purged the directory. double1 the directory's bytes (D1's size_after), double2 ms
   * the run took; rows deleted: double3 the delivery log's, double4 tokens (expired and revoked), double5 pairing codes,
   * double6 app grants' last uses, double7 invitations, double8 push subscriptions of expired tokens; double9 webhooks
   * disabled (made by expired tokens or ended app grants).
   */
  | {
      name: "directory";
      bytes: number;
      ms: number;
      deliveries: number;
      tokens: number;
      pairingCodes: number;
      appGrantUses: number;
      invitations: number;
      pushSubscriptions: number;
      webhooksDisabled: number;
    }
  /**
   * Once a day (src/directory/storage.ts): the rooms' SQLite bytes in all, as each game's index row last gave them.
   * double1 bytes, double2 games whose row carries a size, double3 games in all, double4 rows D1 read for it, double5 ms.
   */
  | { name: "rooms_stored"; bytes: number; counted: number; games: number; rowsRead: number; ms: number };

export interface Metrics {
  record(metric: Metric): void;
}

/** The Analytics Engine data point of a metric, in the documented layout. */
export function dataPoint(m: Metric): AnalyticsEngineDataPoint {
  switch (m.name) {
    case "request":
      return { indexes: [m.name], blobs: [m.name, m.method, m.route, m.code, m.caller, m.player, m.credential], doubles: [m.ms, m.status] };
    case "move":
      return { indexes: [m.name], blobs: [m.name, m.kind, m.entry, m.auto], doubles: [m.version] };
    case "delivery":
      return { indexes: [m.name], blobs: [m.name, m.channel, m.event, m.outcome], doubles: [m.ms, m.httpStatus, m.attempts] };
    case "room_loaded":
      return { indexes: [m.name], blobs: [m.name, m.kind], doubles: [m.ms, m.version, m.bytes] };
    case "outbox":
      return { indexes: [m.name], blobs: [m.name, m.kind], doubles: [m.waiting, m.retrying, m.overdueMs, m.nextInMs] };
    case "credential_ended":
      return { indexes: [m.name], blobs: [m.name, m.what], doubles: [m.ms, m.rooms, m.roomsFailed, m.webhooks, m.pushSubscriptions] };
    case "alarm_failed":
      return { indexes: [m.name], blobs: [m.name, m.kind, m.handling], doubles: [m.failures, m.retryCount, m.nextInMs] };
    case "feed_opened":
      return { indexes: [m.name], blobs: [m.name, m.kind, m.transport], doubles: [m.open] };
    case "feed_closed":
      return { indexes: [m.name], blobs: [m.name, m.kind, m.transport, m.why], doubles: [m.ms, m.open] };
    case "directory":
      return {
        indexes: [m.name],
        blobs: [m.name],
        doubles: [
          m.bytes,
          m.ms,
          m.deliveries,
          m.tokens,
          m.pairingCodes,
          m.appGrantUses,
          m.invitations,
          m.pushSubscriptions,
          m.webhooksDisabled,
        ],
      };
    case "rooms_stored":
      return { indexes: [m.name], blobs: [m.name], doubles: [m.bytes, m.counted, m.games, m.rowsRead, m.ms] };
    default: {
      const never: never = m;
      throw new Error(`unknown metric ${JSON.stringify(never)}`);
    }
  }
}

/** Writes to `dataset`; a deployment without the binding records nothing. A failed write never fails the request. */
export function metricsTo(dataset: AnalyticsEngineDataset | undefined): Metrics {
  return {
    record(metric) {
      if (!dataset) return;
      try {
        dataset.writeDataPoint(dataPoint(metric));
      } catch (error) {
        console.warn(JSON.stringify({ level: "warn", msg: "metric not written", metric: metric.name, error: String(error) }));
      }
    },
  };
}
