// A room whose alarm run fails every time (room/schedule.ts, AlarmKeeper): what workerd does with
// it, and what the room does. Found here: every run ends by setting the next alarm, and workerd
// runs an alarm set during a run in place of its retry of that run, so the runtime's retries never
// came into it (retryCount stayed 0) and a run that failed every time ran again at once, for ever:
// ~250 failed runs a second, each one logged. Now the room waits 2, 4, 8 s after its failed runs
// (thrown, as the runtime's own backoff would), then returns from each failed run with its own
// alarm 10 min on, doubling to an hour, for as long as work is owed.
import { env, runInDurableObject } from "cloudflare:test";
import { GameRoom } from "../../durable-objects/game-room";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Metric } from "../../src/observe/metrics";
import { api, keyToMove, received, registerPlayer, stubOf, subscribe } from "./helpers";
import { withFault } from "./reliability/support";

const HOOKS = "https://hooks.example.com";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let lines: Record<string, any>[] = [];
beforeEach(() => {
  lines = [];
  for (const level of ["log", "warn", "error"] as const)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      try {
        lines.push({ ...JSON.parse(args.map(String).join(" ")), console: level });
      } catch {
        // not a line of ours
      }
    });
});
afterEach(() => {
  vi.restoreAllMocks();
});
const saying = (msg: string) => lines.filter((l) => l.msg === msg);

/**
 * An open game whose creator listens to game.started, with the room's metrics recorded and every
 * alarm run failing (`due` throws; each run's time is kept): the join then owes a delivery.
 */
async function gameWithFailingAlarm(name: string) {
  const alice = await registerPlayer(`${name} A`);
  const bob = await registerPlayer(`${name} B`);
  const path = `/plain/${name}-${alice.id}`;
  await subscribe(alice.apiKey, { url: `${HOOKS}${path}`, events: ["game.started"] });
  const id = (await api("POST", "/v1/games", { key: alice.apiKey, body: { kind: "star-battle" } })).body.id as string;
  const written: Metric[] = [];
  const runs: number[] = [];
  const heal = await runInDurableObject(stubOf(id), (room) => {
    const { ports } = room.seams;
    const outbox = ports.outbox;
    ports.metrics = { record: (m) => void written.push(m) };
    ports.outbox = withFault(outbox, {
      due: () => {
        runs.push(Date.now());
        throw new Error("injected: every alarm run fails");
      },
    });
    /** Takes the fault out: the room's own outbox again. */
    return () => {
      ports.outbox = outbox;
    };
  });
  const healed = () => runInDurableObject(stubOf(id), heal);
  return { id, alice, bob, path, written, runs, healed };
}

describe("an alarm run that fails every time", () => {
  it("runs again 2 s, then 4 s later under workerd's own alarms, not at once; retryCount stays 0; an alarm is always set while work is owed", {
    timeout: 60_000,
  }, async () => {
    const { id, bob, written, runs, healed } = await gameWithFailingAlarm("alarm-real");
    expect((await api("POST", `/v1/games/${id}/join`, { key: bob.apiKey, body: {} })).status).toBe(200);
    const began = Date.now();
    // Watch the platform's alarms for 5 s: the first run at once, the next 2 s after it failed,
    // the third (4 s after that) not yet. Before the fix there were hundreds.
    while (Date.now() - began < 5_000) {
      await sleep(250);
      const alarm = await runInDurableObject(stubOf(id), (_room, state) => state.storage.getAlarm());
      // null only while a run is under way (workerd's getAlarm during a run), never for long
      if (alarm !== null) expect(alarm).toBeGreaterThan(Date.now() - 1_000);
    }
    expect(
      runs.length,
      `runs at ${runs
        .slice(0, 5)
        .map((t) => t - began)
        .join(", ")}… ms`,
    ).toBe(2);
    expect(runs[1]! - runs[0]!).toBeGreaterThanOrEqual(1_900);
    const failed = written.filter((m) => m.name === "alarm_failed");
    expect(failed).toEqual([
      expect.objectContaining({ kind: "star-battle", handling: "thrown", failures: 1, retryCount: 0 }),
      expect.objectContaining({ kind: "star-battle", handling: "thrown", failures: 2, retryCount: 0 }),
    ]);
    expect(failed.map((m) => (m.name === "alarm_failed" ? Math.round(m.nextInMs / 1000) : 0))).toEqual([2, 4]);
    // No line from a run that threw.
    expect(lines.filter((l) => String(l.msg).includes("alarm"))).toEqual([]);
    const next = await runInDurableObject(stubOf(id), (_room, state) => state.storage.getAlarm());
    expect(next).not.toBeNull();
    // Healed, the room's next run delivers what it owed and says what failed before.
    await healed();
    await runInDurableObject(stubOf(id), async (room) => {
      await room.alarm();
    });
    expect(saying("the room's alarm failed; it is tried again")).toEqual([
      expect.objectContaining({ level: "error", gameId: id, kind: "star-battle", failedRuns: 2 }),
    ]);
  });

  it("after three thrown failures the room stops throwing and tries again itself 10 min on, doubling to an hour, for as long as work is owed; a move brings the next try to a minute", async () => {
    const { id, alice, bob, path, written, runs, healed } = await gameWithFailingAlarm("alarm-driven");
    // The room's alarms are recorded here instead of set, and its runs driven by the test.
    const sets: number[] = [];
    const setAlarm = await runInDurableObject(stubOf(id), (room) => {
      const kept = room.seams.ports.setAlarm;
      room.seams.ports.setAlarm = async (at) => void sets.push(at);
      return kept;
    });
    expect((await api("POST", `/v1/games/${id}/join`, { key: bob.apiKey, body: {} })).status).toBe(200);
    expect(sets).toHaveLength(1); // the start's delivery is owed
    const waits: number[] = [];
    const thrown: boolean[] = [];
    let lastRun = 0;
    for (let i = 0; i < 8; i++) {
      const before = sets.length;
      const now = await runInDurableObject(stubOf(id), async (room) => {
        const threw = await room.alarm().then(
          () => false,
          () => true,
        );
        thrown.push(threw);
        return Date.now();
      });
      expect(sets.length, `run ${i + 1} set the next alarm`).toBe(before + 1);
      waits.push(Math.round((sets.at(-1)! - now) / 1000));
      lastRun = now;
    }
    expect(runs).toHaveLength(8);
    expect(thrown).toEqual([true, true, true, false, false, false, false, false]);
    expect(waits).toEqual([2, 4, 8, 600, 1200, 2400, 3600, 3600]);
    const failed = written.filter((m) => m.name === "alarm_failed");
    expect(failed.map((m) => m.name === "alarm_failed" && [m.handling, m.failures])).toEqual([
      ["thrown", 1],
      ["thrown", 2],
      ["thrown", 3],
      ["own_retry", 4],
      ["own_retry", 5],
      ["own_retry", 6],
      ["own_retry", 7],
      ["own_retry", 8],
    ]);
    // Lines only from the runs that returned: the three thrown failures told once, the change once, then each failure.
    expect(saying("the room's alarm failed; it is tried again")).toEqual([
      expect.objectContaining({
        level: "error",
        gameId: id,
        failedRuns: 3,
        error: expect.objectContaining({ message: "injected: every alarm run fails" }),
      }),
    ]);
    const gaveUp = saying(
      "the room's alarm keeps failing: it stops handing the failures to the runtime's retries and tries again itself, further apart",
    );
    expect(gaveUp).toEqual([expect.objectContaining({ level: "error", gameId: id, kind: "star-battle", failures: 4, owed: true })]);
    expect(Math.round(gaveUp[0]!.nextInMs / 1000)).toBe(600);
    expect(saying("the room's alarm failed again; it tries again itself")).toHaveLength(4);
    // A move while the room waits its hour: the next try comes a minute after the last, not the hour.
    const game = (await api("GET", `/v1/games/${id}`)).body;
    const mover = keyToMove(game, [alice, bob])!;
    const action = (await api("POST", `/v1/games/${id}/suggest`, { key: mover })).body.action;
    expect((await api("POST", `/v1/games/${id}/actions`, { key: mover, body: { action } })).status).toBe(200);
    expect(Math.round((sets.at(-1)! - lastRun) / 1000)).toBe(60);
    // Evicted now, the room is built again on its storage and goes on from its ninth failed run,
    // an hour on, not from the first (2 s): the count is kept beside its tables.
    const rebuilt = await runInDurableObject(stubOf(id), async (_room, state) => {
      const kept = state.storage.kv.get<{ failures: number }>("alarm-failures");
      const again = new GameRoom(state, env as Env);
      const points: Metric[] = [];
      const alarms: number[] = [];
      again.seams.ports.metrics = { record: (m) => void points.push(m) };
      again.seams.ports.setAlarm = async (at) => void alarms.push(at);
      again.seams.ports.outbox = withFault(again.seams.ports.outbox, {
        due: () => {
          throw new Error("injected: still failing after the eviction");
        },
      });
      await sleep(20); // its constructor's load (blockConcurrencyWhile) first
      const began = Date.now();
      await again.alarm();
      return {
        kept: kept?.failures,
        failed: points.find((m) => m.name === "alarm_failed"),
        waitS: Math.round((alarms.at(-1)! - began) / 1000),
      };
    });
    expect(rebuilt.kept, JSON.stringify(rebuilt)).toBe(8);
    expect(rebuilt.failed).toMatchObject({ handling: "own_retry", failures: 9 });
    expect(rebuilt.waitS).toBe(3600);
    // Healed: the next run delivers and the room's runs are no longer held apart.
    await healed();
    await runInDurableObject(stubOf(id), (room) => room.alarm());
    expect(await received(path)).toHaveLength(1);
    expect(await runInDurableObject(stubOf(id), (_room, state) => state.storage.kv.get("alarm-failures"))).toBeUndefined();
    expect(written.filter((m) => m.name === "alarm_failed")).toHaveLength(8);
    await runInDurableObject(stubOf(id), (room) => {
      room.seams.ports.setAlarm = setAlarm;
    });
  });
});
