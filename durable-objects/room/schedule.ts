// When the room's alarm should run next, and the two paces that decide it. Pure: the room passes
// in what it knows and both clocks, so tests need no alarm and no sleeping.

/** While nobody listens, alarm runs start this far apart so a busy game's moves fan out together (docs/ROOM.md). */
export const ALARM_SPACING_MS = 1000;

/**
 * Moves closer than this come at a machine's pace: their directory writes are deferred to the alarm;
 * slower moves also store a head snapshot (docs/ROOM.md).
 */
export const MACHINE_PACE_MS = 1000;

export interface AlarmInputs {
  /** Room clock: when the outbox next has work (0: now), or null. */
  outboxAt: number | null;
  /** Room clock: when a folded index write is owed, or null. */
  indexDueAt: number | null;
  /** Room clock: the next deadline warning or timeout, or null. */
  clockAt: number | null;
  /** Room clock: when the built-in opponent owes a decision (at once), or null. */
  opponentAt: number | null;
  /** Real clock now, and how far the room's clock runs ahead of it (tests move it on). */
  now: number;
  offset: number;
  /** Whether the last fan-out found nobody to deliver to, and when the last run began (real clock). */
  lastFanOutFoundNoSubscriber: boolean;
  lastRunAt: number;
}

/** The real time the alarm should run at, or null when nothing is owed. */
export function nextAlarmAt(i: AlarmInputs): number | null {
  // Alarms run on the real clock; the room's clock may run ahead of it in tests. Never in the past.
  const real = (t: number | null) => (t === null ? null : Math.max(i.now, t - i.offset));
  const outbox = real(i.outboxAt);
  // Only the outbox's own work is spaced: a deadline, an owed index write or an opponent's move keeps its time.
  const spaced = outbox !== null && i.lastFanOutFoundNoSubscriber ? Math.max(outbox, i.lastRunAt + ALARM_SPACING_MS) : outbox;
  const times = [spaced, real(i.indexDueAt), real(i.clockAt), real(i.opponentAt)].filter((t): t is number => t !== null);
  return times.length === 0 ? null : Math.min(...times);
}

/**
 * Failed runs in a row whose failure is thrown to the runtime (which records it), each followed by
 * a run FAILED_RUN_WAIT_MS later, doubling: the runtime's own backoff. The run sets that next
 * alarm itself (every run ends by setting one), and workerd runs an alarm set during a run in
 * place of its retry of that run, so the runtime's retries never come into it and its
 * `retryCount` stays 0 (test/api/alarm-failing.test.ts). Before this wait, a run that failed
 * every time ran again at once, for ever: ~250 failed runs a second, each one logged.
 */
export const THROWN_FAILURES = 3;
export const FAILED_RUN_WAIT_MS = 2_000;
/**
 * After THROWN_FAILURES, a failed run returns as if it had not failed, having set its next alarm
 * OWN_RETRY_WAIT_MS later, doubling up to OWN_RETRY_CAP_MS: where the runtime's retries would run
 * out (six, then the alarm is deleted), the room's own go on for as long as work is owed.
 */
export const OWN_RETRY_WAIT_MS = 10 * 60_000;
export const OWN_RETRY_CAP_MS = 60 * 60_000;
/**
 * While the room retries on its own, a commit (a move, a message: work a player is waiting on)
 * brings the next run to no later than this long after the last failed one began. If what failed
 * has mended, a move's notices go within the minute, not the hour; if not, a busy game costs one
 * failed run a minute at most, however fast its moves come.
 */
export const RETRY_AFTER_COMMIT_MS = 60_000;

/** A run that failed, as the keeper tells the room (for its log line and metric). */
export interface FailedRun {
  error: unknown;
  /** Failed runs in a row, this one included. */
  failures: number;
  /** The runtime's count of retries of the alarm that began the run (0 for the room's own alarms). */
  retryCount: number;
  /** Whether the failure is thrown to the runtime; false once the room retries on its own (the run returns). */
  thrown: boolean;
  /** When the next run is set for (real clock), or null when nothing is owed. */
  nextAt: number | null;
}

/**
 * Where a room keeps its failed runs in a row across evictions (its own storage): a room evicted
 * between failed runs (most are, when runs are minutes apart) would otherwise start again at 2 s
 * and never reach the hour's wait. Best effort: storage that fails is often why runs fail.
 */
export interface FailureMemory {
  read(): { failures: number; notBefore: number } | null;
  write(kept: { failures: number; notBefore: number } | null): void;
}

/** How long the room waits after its `failures`-th failed run in a row. */
export function failedRunWait(failures: number): number {
  if (failures <= THROWN_FAILURES) return FAILED_RUN_WAIT_MS * 2 ** (failures - 1);
  return Math.min(OWN_RETRY_CAP_MS, OWN_RETRY_WAIT_MS * 2 ** (failures - THROWN_FAILURES - 1));
}

/**
 * Keeps the room's one alarm set no later than the earliest work it owes, with as few storage
 * writes as that allows: after a commit it sets the alarm only when the one it set before would
 * run later than the new work (an alarm it set and has not seen run is mirrored here).
 *
 * The mirror is trusted only outside alarm runs. During a run nothing is set; every run ends by
 * setting the alarm for what is then owed (a failed delivery's retry, a decision a bot's answer
 * opened, a deadline). That time is always later than the moment the run began: workerd drops an
 * alarm set, during a run, for the very millisecond that run was scheduled at (the clock stands
 * still until I/O, so "now" in a run that has done no I/O yet is that millisecond), and reports it
 * as set all the same — the cause of games that stopped for good after a delivery (issue 15, 1b).
 * Runs never overlap: an alarm that fires during a run waits for it, and its ending covers both.
 *
 * The alarm a loaded room finds stored is read only when the room first owes work: most rooms
 * are loaded for a move that owes none (nobody listens, no clock), and a load then reads nothing.
 *
 * A run that fails is followed by the next no sooner than failedRunWait: while runs keep failing
 * they come seconds, then minutes apart, never in a loop, and never stop while work is owed. A
 * commit meanwhile brings the next run no closer during the thrown failures' seconds, and to within
 * RETRY_AFTER_COMMIT_MS of the last failed run once the room retries on its own. A run that
 * succeeds ends the wait.
 */
export class AlarmKeeper {
  /** The alarm this keeper set and has not yet seen run (real clock), or null; undefined until read. */
  private setAt: number | null | undefined = undefined;
  private run: Promise<void> | null = null;
  /** The real time the last run began (0 before any). */
  private lastRunBegan = 0;
  /** Failed runs in a row (0 after a run that succeeded). */
  private failedRuns = 0;
  /** The real time before which no run is set, after a failed one (0: none). */
  private notBefore = 0;

  constructor(
    /** The platform's setAlarm. */
    private readonly setAlarm: (at: number) => Promise<void> | void,
    /** When the room next owes work (real clock), or null. */
    private readonly nextAt: () => number | null,
    /** The real clock. */
    private readonly now: () => number = Date.now,
    /** The platform's getAlarm: the alarm stored when the room was loaded. */
    private readonly stored: () => Promise<number | null> = async () => null,
    private readonly failing: {
      /** Told of each counted failed run, once its next alarm is set (before it throws or returns). */
      failed?: (run: FailedRun) => void;
      /** Whether a run's error counts as a failure of the room's (a reset object's does not: it is thrown as it is). */
      counts?: (error: unknown) => boolean;
      /** Where failed runs in a row outlive an eviction. */
      memory?: FailureMemory;
    } = {},
  ) {}

  /** Whether the failed runs a previous instance kept were read (once, on first need). */
  private recalled = false;

  /**
   * A room rebuilt after an eviction goes on from the failed runs its last instance kept: read at
   * its first run, not at a commit (a cold move reads nothing more for it).
   */
  private recall(): void {
    if (this.recalled) return;
    this.recalled = true;
    const kept = attempt(() => this.failing.memory?.read() ?? null);
    if (kept && kept.failures > this.failedRuns) {
      this.failedRuns = kept.failures;
      this.notBefore = Math.max(this.notBefore, kept.notBefore);
    }
  }

  private remember(kept: { failures: number; notBefore: number } | null): void {
    attempt(() => this.failing.memory?.write(kept));
  }

  /** Failed runs in a row so far. */
  get failedInARow(): number {
    return this.failedRuns;
  }

  /** Whether an alarm run is under way. */
  get running(): boolean {
    return this.run !== null;
  }

  /**
   * After anything that may owe new work: set the alarm if it would otherwise run too late.
   * During a run it does nothing: the run's ending sets the alarm for everything then owed.
   */
  async ensure(): Promise<void> {
    if (this.run !== null || this.nextAt() === null) return;
    if (this.setAt === undefined) {
      const stored = await this.stored();
      if (this.setAt === undefined) this.setAt = stored; // a run or a set meanwhile knows better
      if (this.run !== null) return;
    }
    const owed = this.nextAt();
    if (owed === null) return;
    const at = Math.max(owed, this.afterCommitNotBefore());
    if (this.setAt !== null && this.setAt <= at) return;
    await this.set(at);
  }

  /** The earliest a commit may bring the next run to, after failed runs (0: none failed). */
  private afterCommitNotBefore(): number {
    if (this.failedRuns <= THROWN_FAILURES) return this.notBefore;
    return Math.min(this.notBefore, this.lastRunBegan + RETRY_AFTER_COMMIT_MS);
  }

  /**
   * The platform's alarm fired (`retryCount`: its count of retries of it): run `work` (one run at
   * a time), then set the alarm for what is left — after a failed run, no sooner than its wait.
   * A failure is thrown for the first THROWN_FAILURES in a row, then the run returns.
   */
  fire(work: () => Promise<void>, retryCount = 0): Promise<void> {
    this.setAt = null; // the alarm that fired is spent
    if (this.run) return this.run;
    this.recall();
    this.lastRunBegan = this.now();
    this.run = this.runOnce(work, retryCount);
    return this.run;
  }

  private async runOnce(work: () => Promise<void>, retryCount: number): Promise<void> {
    let failure: { error: unknown } | null = null;
    try {
      await work();
    } catch (error) {
      failure = { error };
    } finally {
      this.run = null;
    }
    if (failure === null || !(this.failing.counts?.(failure.error) ?? true)) {
      if (failure === null && this.failedRuns > 0) {
        this.failedRuns = 0;
        this.notBefore = 0;
        this.remember(null);
      }
      const at = this.nextAt();
      if (at !== null) await this.set(at);
      if (failure !== null) throw failure.error;
      return;
    }
    // A room rebuilt since its last failure counts from the runtime's retries of this alarm.
    const failures = Math.max(this.failedRuns, retryCount) + 1;
    this.failedRuns = failures;
    this.notBefore = this.now() + failedRunWait(failures);
    this.remember({ failures, notBefore: this.notBefore });
    const owed = this.nextAt();
    const at = owed === null ? null : Math.max(owed, this.notBefore);
    // Set before the room is told and before the run returns: a run whose next alarm cannot be
    // set throws that error instead, and the runtime's retry is then all there is.
    if (at !== null) await this.set(at);
    const thrown = failures <= THROWN_FAILURES;
    this.failing.failed?.({ error: failure.error, failures, retryCount, thrown, nextAt: at });
    if (thrown) throw failure.error;
  }

  /** Sets the alarm, never for the millisecond the last run began in (see above). */
  private async set(owed: number): Promise<void> {
    const at = Math.max(owed, this.lastRunBegan + 1);
    this.setAt = at;
    try {
      await this.setAlarm(at);
    } catch (error) {
      this.setAt = null;
      throw error;
    }
  }
}

/** Runs `f`, answering undefined if it throws: the failure memory must never fail a run. */
function attempt<T>(f: () => T): T | undefined {
  try {
    return f();
  } catch {
    return undefined;
  }
}
