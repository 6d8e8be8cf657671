// Request ids, trace context, the one log line per request and the request metric, through the
// worker inside workerd. Console output is captured (the worker runs in the test's isolate when
// called through fetchWorker), and the metrics binding is replaced by a recorder.
import { createExecutionContext, env, runDurableObjectAlarm, runInDurableObject, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import worker from "../../src/index";
import { randomTraceIds } from "../../src/observe/trace-context";
import { api, fetchWorker, registerPlayer, stubOf } from "./helpers";

type Line = Record<string, any>;

let lines: { level: string; text: string }[] = [];

beforeEach(() => {
  lines = [];
  for (const level of ["log", "warn", "error"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push({ level, text: args.map(String).join(" ") });
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The request lines logged so far, parsed. */
function requestLines(): Line[] {
  return lines.flatMap((l) => {
    try {
      const parsed = JSON.parse(l.text) as Line;
      return parsed.msg === "request" ? [{ ...parsed, console: l.level }] : [];
    } catch {
      return [];
    }
  });
}

/** An Analytics Engine dataset that keeps what is written. */
function recorder(): AnalyticsEngineDataset & { points: AnalyticsEngineDataPoint[] } {
  const points: AnalyticsEngineDataPoint[] = [];
  return { points, writeDataPoint: (p?: AnalyticsEngineDataPoint) => void points.push(p ?? {}) };
}

const TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736";
const TRACEPARENT = `00-${TRACE_ID}-00f067aa0ba902b7-01`;

describe("request ids and trace context", () => {
  it("ids drawn many at a time from one pool of random bytes are all different, lower-case hex, never all zeros", () => {
    // More ids than one draw of the pool serves (64), so the pool is drawn again on the way.
    const ids = Array.from({ length: 300 }, () => randomTraceIds());
    expect(new Set(ids.map((i) => i.traceId)).size).toBe(300);
    expect(new Set(ids.map((i) => i.spanId)).size).toBe(300);
    for (const { traceId, spanId } of ids) {
      expect(traceId).toMatch(/^[0-9a-f]{32}$/);
      expect(spanId).toMatch(/^[0-9a-f]{16}$/);
      expect(traceId).not.toMatch(/^0+$/);
    }
  });

  it("every answer carries an X-Request-Id and a traceparent whose trace id it is: successes, problems, GraphQL refusals", async () => {
    for (const [method, path] of [
      ["GET", "/v1/kinds"],
      ["GET", "/v1/games/0000000000000000"],
      ["GET", "/v1/nowhere"],
      ["PUT", "/graphql"],
    ] as const) {
      const res = await fetchWorker(`http://starpost.test${path}`, { method });
      await res.body?.cancel();
      const id = res.headers.get("x-request-id");
      expect(id, `${method} ${path}`).toMatch(/^[0-9a-f]{32}$/);
      expect(res.headers.get("traceparent")).toMatch(new RegExp(`^00-${id}-[0-9a-f]{16}-00$`));
    }
  });

  it("a valid traceparent's trace id is reused as the request id and answered back in our own span, with its flags", async () => {
    const res = await fetchWorker("http://starpost.test/v1/kinds", { headers: { traceparent: TRACEPARENT } });
    await res.body?.cancel();
    expect(res.headers.get("x-request-id")).toBe(TRACE_ID);
    const answered = res.headers.get("traceparent")!;
    expect(answered).toMatch(new RegExp(`^00-${TRACE_ID}-[0-9a-f]{16}-01$`));
    expect(answered).not.toBe(TRACEPARENT); // our span, not the caller's
  });

  it("an invalid traceparent starts a new trace", async () => {
    for (const bad of [
      "00-00000000000000000000000000000000-00f067aa0ba902b7-01", // zero trace id
      `00-${TRACE_ID}-0000000000000000-01`, // zero parent id
      `00-${TRACE_ID.toUpperCase()}-00f067aa0ba902b7-01`, // upper case
      `ff-${TRACE_ID}-00f067aa0ba902b7-01`, // forbidden version
      `00-${TRACE_ID}-00f067aa0ba902b7-01-extra`, // version 00 has four fields
      "garbage",
    ]) {
      const res = await fetchWorker("http://starpost.test/v1/kinds", { headers: { traceparent: bad } });
      await res.body?.cancel();
      expect(res.headers.get("x-request-id"), bad).toMatch(/^[0-9a-f]{32}$/);
      expect(res.headers.get("x-request-id"), bad).not.toBe(TRACE_ID);
    }
  });

  it("a caller's own plain X-Request-Id is kept; one with other characters is replaced", async () => {
    const mine = await fetchWorker("http://starpost.test/v1/kinds", { headers: { "x-request-id": "bot-run-17_attempt-2" } });
    await mine.body?.cancel();
    expect(mine.headers.get("x-request-id")).toBe("bot-run-17_attempt-2");
    const odd = await fetchWorker("http://starpost.test/v1/kinds", { headers: { "x-request-id": "a b<script>" } });
    await odd.body?.cancel();
    expect(odd.headers.get("x-request-id")).toMatch(/^[0-9a-f]{32}$/);
  });

  it("a browser script may read the request id and the trace (CORS exposes them)", async () => {
    const res = await fetchWorker("http://starpost.test/v1/kinds", { headers: { origin: "https://elsewhere.example" } });
    await res.body?.cancel();
    const exposed = (res.headers.get("access-control-expose-headers") ?? "").toLowerCase().split(/\s*,\s*/);
    expect(exposed).toEqual(expect.arrayContaining(["x-request-id", "traceparent"]));
  });
});

describe("the request's log line", () => {
  it("is written just after the answer, kept alive by the request's waitUntil: none yet when the answer arrives, one once that work is done", async () => {
    const ctx = createExecutionContext();
    const res = await worker.fetch(new Request("http://starpost.test/v1/kinds"), env as Env, ctx);
    expect(res.status).toBe(200);
    expect(requestLines()).toHaveLength(0);
    await waitOnExecutionContext(ctx);
    const logged = requestLines();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ method: "GET", route: "/v1/kinds", status: 200, requestId: res.headers.get("x-request-id") });
    await res.body?.cancel();
  });

  it("one JSON line per request: method, route pattern, status, ms, request id, caller kind — never the key or the path's values", async () => {
    const alice = await registerPlayer("Alice");
    lines = [];
    const created = await api("POST", "/v1/games", { key: alice.apiKey, body: { kind: "star-battle" } });
    expect(created.status).toBe(201);
    const read = await api("GET", `/v1/games/${created.body.id}?at=0`, { key: alice.apiKey });
    expect(read.status).toBe(200);
    const logged = requestLines();
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({
      level: "info",
      console: "log",
      method: "POST",
      route: "/v1/games",
      status: 201,
      caller: "master",
      player: alice.id,
      credential: "master",
    });
    expect(logged[1]).toMatchObject({ method: "GET", route: "/v1/games/:id", status: 200, requestId: read.headers.get("x-request-id") });
    for (const l of logged) {
      expect(typeof l.ms).toBe("number");
      expect(l.traceId).toBe(l.requestId);
      expect(l.code).toBeUndefined();
    }
    const everything = lines.map((l) => l.text).join("\n");
    expect(everything).not.toContain(alice.apiKey);
    expect(everything).not.toContain(created.body.id);
    expect(everything).not.toContain("?at=");
  });

  it("a refusal is logged once, as a warning carrying its stable code; an unknown key says 'refused', no key 'anonymous'", async () => {
    const missing = await api("GET", "/v1/games/0000000000000000");
    expect(missing.status).toBe(404);
    const badKey = await api("GET", "/v1/me", { key: "sp_not-a-key" });
    expect(badKey.status).toBe(401);
    const logged = requestLines();
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({ level: "warn", console: "warn", status: 404, code: "GAME_NOT_FOUND", caller: "anonymous" });
    expect(logged[1]).toMatchObject({ level: "warn", status: 401, code: "UNAUTHENTICATED", caller: "refused" });
    // Neither names a player: an anonymous caller has none, and a refused key's is not known.
    for (const l of logged) expect([l.player, l.credential]).toEqual([undefined, undefined]);
    // The route's pattern whether the route's own handlers ran (the 404) or the key was refused before them (the 401).
    expect(logged[0]!.route).toBe("/v1/games/:id");
    expect(logged[1]!.route).toBe("/v1/me");
    expect(lines.map((l) => l.text).join("\n")).not.toContain("sp_not-a-key");
  });

  it("a failure of the server is logged once, as an error with code INTERNAL and the exception", async () => {
    // A directory that fails every query: resolving the key throws inside the worker.
    const broken = {
      prepare: () => {
        throw new Error("D1 is down (test)");
      },
    } as unknown as D1Database;
    const res = await fetchWorker(
      "http://starpost.test/v1/me",
      { headers: { authorization: "Bearer sp_anything" } },
      { ...env, DIRECTORY: broken },
    );
    expect(res.status).toBe(500);
    expect((await res.json()) as Line).toMatchObject({ code: "INTERNAL" });
    const mentions = lines.filter((l) => l.text.includes("D1 is down (test)"));
    expect(mentions).toHaveLength(1);
    const [line] = requestLines();
    expect(line).toMatchObject({ level: "error", console: "error", status: 500, code: "INTERNAL", route: "/v1/me" });
    expect(line!.error).toMatchObject({ name: "Error", message: "D1 is down (test)" });
  });
  it("a platform failure that passes is logged once as an error with its 503 code and the platform's marks", async () => {
    // D1 losing its connection while an unknown key is looked up (src/service/transient.ts).
    const flaky = {
      prepare: () => {
        throw Object.assign(new Error("D1_ERROR: Network connection lost. (test)"), { retryable: true });
      },
    } as unknown as D1Database;
    const res = await fetchWorker(
      "http://starpost.test/v1/me",
      { headers: { authorization: "Bearer sp_anything" } },
      { ...env, DIRECTORY: flaky },
    );
    expect([res.status, res.headers.get("retry-after")]).toEqual([503, "1"]);
    await res.body?.cancel();
    expect(lines.filter((l) => l.text.includes("Network connection lost. (test)"))).toHaveLength(1);
    const [line] = requestLines();
    expect(line).toMatchObject({ level: "error", status: 503, code: "TEMPORARILY_UNAVAILABLE", route: "/v1/me" });
    expect(line!.error).toMatchObject({ message: "D1_ERROR: Network connection lost. (test)", retryable: true });
  });
});

describe("the request metric", () => {
  it("each request writes one data point in the documented layout: name, method, route, code, caller, player, credential; ms, status", async () => {
    const metrics = recorder();
    const withMetrics = { ...env, METRICS: metrics };
    const ok = await fetchWorker("http://starpost.test/v1/kinds", {}, withMetrics);
    await ok.body?.cancel();
    const missing = await fetchWorker("http://starpost.test/v1/games/0000000000000000", {}, withMetrics);
    await missing.body?.cancel();
    expect(metrics.points).toHaveLength(2);
    expect(metrics.points[0]).toMatchObject({ indexes: ["request"], blobs: ["request", "GET", "/v1/kinds", "", "anonymous", "", ""] });
    expect(metrics.points[0]!.doubles![1]).toBe(200);
    expect(metrics.points[1]).toMatchObject({ blobs: ["request", "GET", "/v1/games/:id", "GAME_NOT_FOUND", "anonymous", "", ""] });
    expect(metrics.points[1]!.doubles![1]).toBe(404);
    expect(metrics.points[1]!.doubles![0]).toBeGreaterThanOrEqual(0);
  });

  it("a known key's request carries its player and credential ids (master, tk_…) in blobs 6 and 7; anonymous and refused keys carry none", async () => {
    const alice = await registerPlayer("Metric Alice");
    const token = (await api("POST", "/v1/me/tokens", { key: alice.apiKey, body: { name: "metric bot", scopes: ["read"] } })).body;
    const metrics = recorder();
    const withMetrics = { ...env, METRICS: metrics };
    const as = (key: string) => ({ headers: { authorization: `Bearer ${key}` } });
    for (const init of [as(alice.apiKey), as(token.token), {}, as("sp_not-a-key")]) {
      const res = await fetchWorker("http://starpost.test/v1/me", init, withMetrics);
      await res.body?.cancel();
    }
    expect(metrics.points.map((p) => p.blobs!.slice(4))).toEqual([
      ["master", alice.id, "master"],
      ["bot", alice.id, token.id],
      ["anonymous", "", ""],
      ["refused", "", ""],
    ]);
    expect(token.id).toMatch(/^tk_/);
    const written = JSON.stringify(metrics.points);
    expect(written).not.toContain(alice.apiKey);
    expect(written).not.toContain(token.token);
  });

  it("who is refused RATE_LIMITED or CREATION_LIMITED is named: a known key's player and credential, in the line and the point", async () => {
    const alice = await registerPlayer("Flooding Alice");
    const metrics = recorder();
    const admitted = { limit: async () => ({ success: true }) };
    const full = { limit: async () => ({ success: false }) };
    const limited = {
      ...env,
      METRICS: metrics,
      RATE_LIMITS: "on",
      RATE_LIMIT_BURST: full,
      RATE_LIMIT_SUSTAINED: admitted,
    } as unknown as Env;
    const headers = { authorization: `Bearer ${alice.apiKey}`, "content-type": "application/json" };
    const refused = await fetchWorker("http://starpost.test/v1/me", { headers }, limited);
    expect(refused.status).toBe(429);
    await refused.body?.cancel();
    const capped = { ...limited, RATE_LIMIT_BURST: admitted, MAX_GAMES_PER_PLAYER_PER_HOUR: "1" } as unknown as Env;
    const create = () =>
      fetchWorker("http://starpost.test/v1/games", { method: "POST", headers, body: JSON.stringify({ kind: "star-battle" }) }, capped);
    const first = await create();
    expect(first.status).toBe(201);
    await first.body?.cancel();
    const second = await create();
    expect(second.status).toBe(429);
    await second.body?.cancel();
    const refusals = requestLines().filter((l) => l.status === 429);
    expect(refusals).toEqual([
      expect.objectContaining({ code: "RATE_LIMITED", caller: "master", player: alice.id, credential: "master" }),
      expect.objectContaining({ code: "CREATION_LIMITED", caller: "master", player: alice.id, credential: "master" }),
    ]);
    expect(metrics.points.filter((p) => p.doubles![1] === 429).map((p) => p.blobs!.slice(3))).toEqual([
      ["RATE_LIMITED", "master", alice.id, "master"],
      ["CREATION_LIMITED", "master", alice.id, "master"],
    ]);
    expect(lines.map((l) => l.text).join("\n")).not.toContain(alice.apiKey);
  });

  it("a dataset that throws costs the request nothing", async () => {
    const throwing = {
      writeDataPoint: () => {
        throw new Error("dataset unavailable");
      },
    };
    const res = await fetchWorker("http://starpost.test/v1/kinds", {}, { ...env, METRICS: throwing });
    expect(res.status).toBe(200);
  });
});

describe("the rooms' own failures", () => {
  /** The structured lines logged so far with this `msg`, parsed. */
  const linesSaying = (msg: string): Line[] =>
    lines.flatMap((l) => {
      try {
        const parsed = JSON.parse(l.text) as Line;
        return parsed.msg === msg ? [{ ...parsed, console: l.level }] : [];
      } catch {
        return [];
      }
    });

  it("a failed alarm run is one structured error line naming the game, written by the next run; the alarm still fails for the runtime to retry", async () => {
    const alice = await registerPlayer("Alarm A");
    const bob = await registerPlayer("Alarm B");
    const created = await api("POST", "/v1/games", {
      key: alice.apiKey,
      body: { kind: "star-battle", timeControl: { decisionHours: 24 } },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await api("POST", `/v1/games/${id}/join`, { key: bob.apiKey, body: {} })).status).toBe(200);
    // The deadline's alarm is set; the run's own next alarm cannot be.
    const stub = stubOf(id);
    const setAlarm = await runInDurableObject(stub, (room) => {
      const kept = room.seams.ports.setAlarm;
      room.seams.ports.setAlarm = async () => {
        throw new Error("injected: the next alarm could not be set");
      };
      return kept;
    });
    const before = Date.now();
    await expect(runDurableObjectAlarm(stub)).rejects.toThrow("injected: the next alarm could not be set");
    const message = "the room's alarm failed; it is tried again";
    expect(linesSaying(message)).toHaveLength(0);
    // The next run (the runtime's retry, or here one the test sets and runs) writes the line.
    await runInDurableObject(stub, async (room, state) => {
      room.seams.ports.setAlarm = setAlarm;
      await state.storage.setAlarm(Date.now() + 60_000);
    });
    await runDurableObjectAlarm(stub);
    const failed = linesSaying(message);
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      level: "error",
      console: "error",
      gameId: id,
      kind: "star-battle",
      error: { name: "Error", message: "injected: the next alarm could not be set" },
    });
    expect(Date.parse(failed[0]!.failedAt)).toBeGreaterThanOrEqual(before);
    // Told once: a run after a good one writes no line.
    await runInDurableObject(stub, (_room, state) => state.storage.setAlarm(Date.now() + 60_000));
    await runDurableObjectAlarm(stub);
    expect(linesSaying(message)).toHaveLength(1);
  });

  it("an account export that cannot read a game's room says INTERNAL for that game and writes one error line naming it", async () => {
    const alice = await registerPlayer("Export A");
    const bob = await registerPlayer("Export B");
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const created = await api("POST", "/v1/games", { key: alice.apiKey, body: { kind: "star-battle" } });
      ids.push(created.body.id as string);
      await api("POST", `/v1/games/${created.body.id}/join`, { key: bob.apiKey, body: {} });
    }
    const broken = ids[0]!;
    // The room's export reads its record through this method; an own property shadows it (the
    // RPC entry point itself, exportFor, is dispatched past an instance's own properties).
    await runInDurableObject(stubOf(broken), (room) => {
      Object.defineProperty(room, "exportRecord", {
        configurable: true,
        value: async () => {
          throw new Error("injected: the room could not read its game");
        },
      });
    });
    const message = "the account export could not read a game";
    const before = linesSaying(message).length;
    const exported = await api("GET", "/v1/me/export", { key: alice.apiKey });
    expect(exported.status).toBe(200);
    const byId = new Map<string, any>(exported.body.games.map((g: any) => [g.game.id, g]));
    expect(byId.get(broken)).toMatchObject({ unavailable: "INTERNAL", record: null });
    expect(byId.get(ids[1]!)).toMatchObject({ unavailable: null });
    const logged = linesSaying(message).slice(before);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: "error",
      console: "error",
      gameId: broken,
      error: { message: "injected: the room could not read its game" },
    });
    await runInDurableObject(stubOf(broken), (room) => {
      delete (room as unknown as Record<string, unknown>).exportRecord;
    });
  });

  it("an account deletion whose game's room fails is refused as incomplete, names the game in one error line, and goes through when sent again", async () => {
    const leaving = await registerPlayer("Leaving A");
    const staying = await registerPlayer("Staying B");
    const created = await api("POST", "/v1/games", { key: leaving.apiKey, body: { kind: "star-battle" } });
    const id = created.body.id as string;
    await api("POST", `/v1/games/${id}/join`, { key: staying.apiKey, body: {} });
    await runInDurableObject(stubOf(id), (room) => {
      Object.defineProperty(room.seams.session, "depart", {
        configurable: true,
        value: () => {
          throw new Error("injected: the seat could not be left");
        },
      });
    });
    const message = "a room could not remove a deleted player";
    const before = linesSaying(message).length;
    const refused = await api("DELETE", "/v1/me", { key: leaving.apiKey, body: { confirm: leaving.id } });
    expect(refused.status).toBe(503);
    expect(refused.body).toMatchObject({ code: "ACCOUNT_DELETION_INCOMPLETE", games: [id] });
    const logged = linesSaying(message).slice(before);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: "error",
      console: "error",
      gameId: id,
      error: { message: "injected: the seat could not be left" },
    });
    // Nothing was deleted: the key still works, and the same request goes through once the room can.
    expect((await api("GET", "/v1/me", { key: leaving.apiKey })).status).toBe(200);
    await runInDurableObject(stubOf(id), (room) => {
      delete (room.seams.session as unknown as Record<string, unknown>).depart;
    });
    const deleted = await api("DELETE", "/v1/me", { key: leaving.apiKey, body: { confirm: leaving.id } });
    expect(deleted.status).toBe(200);
    expect(linesSaying(message).slice(before)).toHaveLength(1);
  });
});
