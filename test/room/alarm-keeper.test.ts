// The room's alarm bookkeeping (AlarmKeeper in durable-objects/room/schedule.ts) against a model
// of workerd's alarms, as observed under `npm start`: one alarm per object, runs never overlap,
// the clock stands still until I/O, an alarm set during a run waits for the run to end, and one
// set during a run for the very millisecond that run was scheduled at is silently lost. The
// property: after any sequence of commits, failed and successful deliveries (with bot answers
// that commit inside the run) and alarm runs, whenever work is owed an alarm is live no later
// than that work (or than 1 ms after the run that found it).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AlarmKeeper,
  type FailedRun,
  type FailureMemory,
  failedRunWait,
  OWN_RETRY_WAIT_MS,
  RETRY_AFTER_COMMIT_MS,
  THROWN_FAILURES,
} from "../../durable-objects/room/schedule";

/** workerd's alarm, as the room sees it. */
class PlatformAlarm {
  now = 1_000_000;
  /** The alarm the platform will run, or null. */
  live: number | null = null;
  /** While a run is under way: the time it was scheduled at, and what was set meanwhile. */
  private running: number | null = null;
  private queued: number | null = null;

  set(at: number): void {
    if (this.running === null) this.live = at;
    else if (at !== this.running) this.queued = at; // the same millisecond as the run: lost
  }

  /** Runs the alarm if it is due; `handler` is the room's alarm(). */
  async fire(handler: () => Promise<void>): Promise<boolean> {
    if (this.live === null || this.live > this.now) return false;
    this.running = this.live;
    this.live = null;
    this.queued = null;
    await handler();
    this.live = this.queued;
    this.running = null;
    return true;
  }
}

/** A room's owed work: outbox items due at a time, as the room's nextWork would report. */
class Room {
  work: number[] = [];
  readonly keeper: AlarmKeeper;

  constructor(readonly platform: PlatformAlarm) {
    this.keeper = new AlarmKeeper(
      (at) => platform.set(at),
      () => (this.work.length === 0 ? null : Math.max(platform.now, Math.min(...this.work))),
      () => platform.now,
    );
  }

  async commit(delay: number): Promise<void> {
    this.work.push(this.platform.now + delay);
    await this.keeper.ensure();
  }
}

type RunStep = { kind: "deliver"; fail: boolean; answer: boolean } | { kind: "tick"; ms: number } | { kind: "commit"; delay: number };
type Op = { kind: "commit"; delay: number } | { kind: "tick"; ms: number } | { kind: "fire"; steps: RunStep[] };

const delays = fc.constantFrom(0, 0, 1, 5, 5000);
const ticks = fc.constantFrom(0, 0, 1, 2, 150, 5000);
const runStep: fc.Arbitrary<RunStep> = fc.oneof(
  fc.record({ kind: fc.constant("deliver" as const), fail: fc.boolean(), answer: fc.boolean() }),
  fc.record({ kind: fc.constant("tick" as const), ms: ticks }),
  fc.record({ kind: fc.constant("commit" as const), delay: delays }),
);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant("commit" as const), delay: delays }),
  fc.record({ kind: fc.constant("tick" as const), ms: ticks }),
  fc.record({ kind: fc.constant("fire" as const), steps: fc.array(runStep, { maxLength: 6 }) }),
);

async function play(ops: Op[]): Promise<string | null> {
  const platform = new PlatformAlarm();
  const room = new Room(platform);
  for (const o of ops) {
    if (o.kind === "commit") await room.commit(o.delay);
    else if (o.kind === "tick") platform.now += o.ms;
    else {
      await platform.fire(() =>
        room.keeper.fire(async () => {
          for (const s of o.steps) {
            if (s.kind === "tick") platform.now += s.ms;
            else if (s.kind === "commit") await room.commit(s.delay);
            else {
              // The first due item is attempted: a failure owes a retry 5 s on; a bot's answer
              // commits a move, which owes a new notification at once.
              const due = room.work.findIndex((t) => t <= platform.now);
              if (due < 0) continue;
              room.work.splice(due, 1);
              if (s.fail) room.work.push(platform.now + 5000);
              else if (s.answer) await room.commit(0);
            }
          }
        }),
      );
    }
    if (room.work.length > 0) {
      const owed = Math.max(platform.now, Math.min(...room.work));
      if (platform.live === null) return `work owed at ${owed} but no alarm is live (now ${platform.now})`;
      if (platform.live > owed + 1) return `work owed at ${owed} but the alarm runs at ${platform.live}`;
    }
  }
  return null;
}

describe("the room's alarm keeper", () => {
  it("keeps an alarm live no later than the earliest owed work, whatever commits, failures and runs do", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 40 }), async (ops) => {
        expect(await play(ops)).toBeNull();
      }),
      { numRuns: 2000 },
    );
  });

  it("survives the run that set its next alarm, before any I/O, for its own millisecond (the stall of issue 15, 1b)", async () => {
    // The alarm fires at t; at once (no I/O yet, so the clock still reads t) a bot's answer
    // commits and owes a notification "now"; the run ends with nothing else done.
    const ops: Op[] = [
      { kind: "commit", delay: 0 },
      {
        kind: "fire",
        steps: [
          { kind: "commit", delay: 0 },
          { kind: "deliver", fail: false, answer: true },
        ],
      },
    ];
    expect(await play(ops)).toBeNull();
  });

  it("sets no alarm for work it already has an earlier alarm for, outside runs", async () => {
    const platform = new PlatformAlarm();
    let sets = 0;
    const work: number[] = [];
    const keeper = new AlarmKeeper(
      (at) => {
        sets++;
        platform.set(at);
      },
      () => (work.length ? Math.max(platform.now, Math.min(...work)) : null),
      () => platform.now,
    );
    work.push(platform.now + 100);
    await keeper.ensure();
    work.push(platform.now + 200);
    await keeper.ensure();
    work.push(platform.now + 50);
    await keeper.ensure();
    expect(sets).toBe(2);
    expect(platform.live).toBe(platform.now + 50);
  });

  it("reads the alarm a loaded room finds stored only once the room owes work, and only once", async () => {
    const platform = new PlatformAlarm();
    platform.live = platform.now + 500; // stored before the room was loaded
    let reads = 0;
    let owed: number | null = null;
    const sets: number[] = [];
    const keeper = new AlarmKeeper(
      (at) => {
        sets.push(at);
        platform.set(at);
      },
      () => owed,
      () => platform.now,
      async () => {
        reads++;
        return platform.live;
      },
    );
    await keeper.ensure(); // a move that owes nothing: no read
    expect(reads).toBe(0);
    owed = platform.now + 800; // later than the stored alarm, which will run first: nothing to set
    await keeper.ensure();
    expect([reads, sets]).toEqual([1, []]);
    owed = platform.now + 100; // earlier: set, without reading again
    await keeper.ensure();
    expect([reads, sets]).toEqual([1, [platform.now + 100]]);
    expect(platform.live).toBe(platform.now + 100);
  });
});

describe("the room's alarm keeper, when runs fail", () => {
  /** A keeper over a clock and a list of owed times, recording what it sets and what it is told. */
  function failingRoom(memory?: FailureMemory, clock = { now: 5_000_000 }) {
    const work: number[] = [clock.now];
    const sets: number[] = [];
    const told: FailedRun[] = [];
    const keeper = new AlarmKeeper(
      (at) => void sets.push(at),
      () => (work.length ? Math.max(clock.now, Math.min(...work)) : null),
      () => clock.now,
      async () => null,
      { failed: (run) => void told.push(run), counts: (error) => (error as Error).message !== "reset", ...(memory ? { memory } : {}) },
    );
    const failing = async () => {
      throw new Error("broken");
    };
    return { clock, work, sets, told, keeper, failing };
  }

  it("waits 2, 4, 8 s after thrown failures, then returns and waits 10, 20, 40, 60, 60 min; a run that succeeds ends the wait", async () => {
    const { clock, sets, told, keeper, failing } = failingRoom();
    const waits: number[] = [];
    const thrown: boolean[] = [];
    for (let i = 0; i < 8; i++) {
      thrown.push(
        await keeper.fire(failing).then(
          () => false,
          () => true,
        ),
      );
      waits.push(sets.at(-1)! - clock.now);
      clock.now = sets.at(-1)!; // the alarm runs when it was set for
    }
    expect(thrown).toEqual([true, true, true, false, false, false, false, false]);
    expect(waits).toEqual([2_000, 4_000, 8_000, 600_000, 1_200_000, 2_400_000, 3_600_000, 3_600_000]);
    expect(told.map((r) => [r.failures, r.thrown])).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => [n, n <= THROWN_FAILURES]));
    expect(waits.slice(0, 5)).toEqual([1, 2, 3, 4, 5].map(failedRunWait));
    await keeper.fire(async () => undefined);
    expect(keeper.failedInARow).toBe(0);
    expect(sets.at(-1)).toBe(clock.now + 1); // owed now: at once again (never the run's own millisecond)
  });

  it("a commit while runs keep failing does not bring the next run closer than its wait", async () => {
    const { clock, work, sets, keeper, failing } = failingRoom();
    await keeper.fire(failing).catch(() => undefined);
    const set = sets.length;
    work.push(clock.now + 10);
    await keeper.ensure();
    expect(sets).toHaveLength(set);
    expect(sets.at(-1)).toBe(clock.now + 2_000);
  });

  it("once it retries on its own, a commit brings the next run to a minute after the last failed one, and no closer; one failed run a minute at most", async () => {
    const { clock, work, sets, keeper, failing } = failingRoom();
    for (let i = 0; i < THROWN_FAILURES + 1; i++) {
      await keeper.fire(failing).catch(() => undefined);
      if (i < THROWN_FAILURES) clock.now = sets.at(-1)!;
    }
    const failedAt = clock.now;
    expect(sets.at(-1)).toBe(failedAt + OWN_RETRY_WAIT_MS);
    // A move 5 s later owes new work: tried a minute after the failed run, not ten.
    clock.now += 5_000;
    work.push(clock.now);
    await keeper.ensure();
    expect(sets.at(-1)).toBe(failedAt + RETRY_AFTER_COMMIT_MS);
    // More moves in that minute bring it no closer, and set nothing more.
    const set = sets.length;
    for (let i = 0; i < 5; i++) {
      clock.now += 1_000;
      work.push(clock.now);
      await keeper.ensure();
    }
    expect(sets).toHaveLength(set);
    // That run fails too: the next commit's run is a minute after it, the room's own wait 20 min.
    clock.now = failedAt + RETRY_AFTER_COMMIT_MS;
    await keeper.fire(failing);
    expect(sets.at(-1)).toBe(clock.now + 2 * OWN_RETRY_WAIT_MS);
    const probeAt = clock.now;
    clock.now += 1_000;
    work.push(clock.now);
    await keeper.ensure();
    expect(sets.at(-1)).toBe(probeAt + RETRY_AFTER_COMMIT_MS);
  });

  it("a room rebuilt after an eviction goes on from the failed runs its last instance kept, up to the hour; a run that succeeds forgets them", async () => {
    let kept: { failures: number; notBefore: number } | null = null;
    const writes: unknown[] = [];
    const memory: FailureMemory = { read: () => kept, write: (k) => void writes.push((kept = k)) };
    const clock = { now: 5_000_000 };
    // Each failed run in a new instance, as an eviction between runs minutes apart leaves it.
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const { sets, keeper, failing } = failingRoom(memory, clock);
      await keeper.fire(failing).catch(() => undefined);
      waits.push(sets.at(-1)! - clock.now);
      clock.now = sets.at(-1)!;
    }
    expect(waits).toEqual([1, 2, 3, 4, 5, 6, 7].map(failedRunWait));
    expect(kept).toEqual({ failures: 7, notBefore: clock.now });
    // A commit in a new instance, before its first run, reads nothing (a cold move pays no read).
    const reads = { n: 0 };
    const counted: FailureMemory = {
      read: () => {
        reads.n++;
        return kept;
      },
      write: memory.write,
    };
    const fresh = failingRoom(counted, clock);
    await fresh.keeper.ensure();
    expect(reads.n).toBe(0);
    // Its first run succeeds: the count is forgotten, once; later runs write nothing.
    await fresh.keeper.fire(async () => undefined);
    expect([reads.n, kept]).toEqual([1, null]);
    const written = writes.length;
    await fresh.keeper.fire(async () => undefined);
    expect(writes).toHaveLength(written);
  });

  it("a failure memory that throws changes nothing: the run's own count and wait hold", async () => {
    const broken: FailureMemory = {
      read: () => {
        throw new Error("storage gone");
      },
      write: () => {
        throw new Error("storage gone");
      },
    };
    const { clock, sets, told, keeper, failing } = failingRoom(broken);
    await expect(keeper.fire(failing)).rejects.toThrow("broken");
    expect([sets.at(-1)! - clock.now, told[0]!.failures]).toEqual([failedRunWait(1), 1]);
  });

  it("counts from the runtime's retryCount when the room was rebuilt, and sets nothing when nothing is owed", async () => {
    const { work, sets, told, keeper, failing } = failingRoom();
    await keeper.fire(failing, 5);
    expect(told.at(-1)).toMatchObject({ failures: 6, retryCount: 5, thrown: false });
    work.length = 0;
    const before = sets.length;
    await keeper.fire(failing);
    expect(sets).toHaveLength(before);
    expect(told.at(-1)).toMatchObject({ failures: 7, nextAt: null });
  });

  it("throws an error it does not count (a reset object) as it is, with the plain next alarm", async () => {
    const { clock, sets, told, keeper } = failingRoom();
    await expect(
      keeper.fire(async () => {
        throw new Error("reset");
      }),
    ).rejects.toThrow("reset");
    expect(told).toEqual([]);
    expect(sets.at(-1)).toBe(clock.now + 1);
  });

  it("throws the failure to set its next alarm, once told of the run's (the runtime's retry is then all there is)", async () => {
    const told: FailedRun[] = [];
    const keeper = new AlarmKeeper(
      async () => {
        throw new Error("no alarm");
      },
      () => 1,
      () => 1,
      async () => null,
      { failed: (run) => void told.push(run) },
    );
    for (let i = 0; i < 5; i++)
      await expect(
        keeper.fire(async () => {
          throw new Error("broken");
        }),
      ).rejects.toThrow("no alarm");
    expect(told).toEqual([]);
    expect(keeper.failedInARow).toBe(5);
  });
});
