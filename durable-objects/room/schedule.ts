// When the room's alarm should run next, and the two paces that decide it. Pure: the room passes
// in what it knows and both clocks, so tests need no alarm and no sleeping.

/**
 * Every move leaves notifications in the outbox for the alarm to fan out to webhook
 * subscriptions. While the last fan-out found no subscription for any of them (nobody is
 * listening to this game, so there is nothing to deliver), alarm runs start at least this far
 * apart: a busy game's moves are fanned out together, for one directory query and one commit,
 * instead of one run per move. As soon as a fan-out finds a subscriber, runs start at once.
 */
export const ALARM_SPACING_MS = 1000;

/**
 * Moves less than this far apart come at a machine's pace (bots); further apart, at a person's.
 * Two things follow:
 * - The directory's copy of a game (the lobby, "games awaiting me") is written before a move is
 *   answered when it was last written at least this long ago, so at a person's pace every list
 *   is current once the move is. A game moving faster has the writes of its moves folded into
 *   one at the end of the window, from the alarm: its line in the lists is at most this far
 *   behind (the game's own resource is always current), and the shared directory sees one write
 *   a window from each busy game instead of one a move.
 * - A move at a person's pace also stores the new state (a head snapshot): such a game's room is
 *   usually evicted before the next move, and the next load then replays nothing. At a machine's
 *   pace the room stays in memory and only the periodic snapshots are written.
 */
export const BRISK_MS = 1000;

export interface AlarmInputs {
  /** Room clock: when the outbox next has work (0: now), or null. */
  outboxAt: number | null;
  /** Room clock: when a folded index write is owed, or null. */
  indexDueAt: number | null;
  /** Room clock: the next deadline warning or timeout, or null. */
  clockAt: number | null;
  /** Real clock now, and how far the room's clock runs ahead of it (tests move it on). */
  now: number;
  offset: number;
  /** Whether the last fan-out found nobody to deliver to, and when the last run began (real clock). */
  quietOutbox: boolean;
  lastRunAt: number;
}

/** The real time the alarm should run at, or null when nothing is owed. */
export function nextAlarmAt(i: AlarmInputs): number | null {
  // Alarms run on the real clock; the room's clock may run ahead of it in tests. Never in the past.
  const real = (t: number | null) => (t === null ? null : Math.max(i.now, t - i.offset));
  const outbox = real(i.outboxAt);
  // Only the outbox's own work is spaced: a deadline or an owed index write keeps its time.
  const spaced = outbox !== null && i.quietOutbox ? Math.max(outbox, i.lastRunAt + ALARM_SPACING_MS) : outbox;
  const times = [spaced, real(i.indexDueAt), real(i.clockAt)].filter((t): t is number => t !== null);
  return times.length === 0 ? null : Math.min(...times);
}
