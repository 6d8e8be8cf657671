// Time controls (ARCHITECTURE §5): each decision has a deadline; a bank of vacation days is drawn
// a day at a time when one passes; then the game's timeout policy applies. Pure: the room passes
// in the time, so tests control the clock instead of sleeping.
import type { SeatId } from "../../src/engine/contract";

export interface TimeControl {
  decisionMs: number;
  warnBeforeMs: number;
  vacationMs: number;
  onTimeout: "forfeit" | "bot";
}

export interface SeatClock {
  deadline: number | null;
  warned: boolean;
  vacationLeftMs: number;
}

export type Clocks = Record<SeatId, SeatClock>;

/**
 * Seat → how long before its deadline its holder wants the warning, when they chose (their
 * notification preferences): 0 for none. Seats left out are warned at the game's own time.
 */
export type SeatWarnings = Record<SeatId, number>;

/** How long before `seat`'s deadline it is warned, or null for never. Never earlier than its whole decision time. */
export function warnBefore(tc: TimeControl, seat: SeatId, warnings: SeatWarnings = {}): number | null {
  const own = warnings[seat];
  if (own === undefined) return tc.warnBeforeMs;
  return own === 0 ? null : Math.min(own, tc.decisionMs);
}

export const DAY_MS = 86_400_000;

export function initialClocks(tc: TimeControl, seats: SeatId[]): Clocks {
  return Object.fromEntries(seats.map((s) => [s, { deadline: null, warned: false, vacationLeftMs: tc.vacationMs }]));
}

/** After an entry: a seat that has just come to owe a decision (or acted and owes again) gets a fresh deadline. */
export function refreshClocks(
  tc: TimeControl,
  clocks: Clocks,
  before: SeatId[],
  after: SeatId[],
  actor: SeatId | null,
  now: number,
): Clocks {
  const next: Clocks = {};
  for (const [seat, clock] of Object.entries(clocks)) {
    if (!after.includes(seat)) next[seat] = { ...clock, deadline: null, warned: false };
    else if (seat === actor || !before.includes(seat) || clock.deadline === null)
      next[seat] = { ...clock, deadline: now + tc.decisionMs, warned: false };
    else next[seat] = clock;
  }
  return next;
}

export type ClockWork = { seat: SeatId; kind: "warn" | "vacation" | "timeout" };

export function dueClockWork(tc: TimeControl, clocks: Clocks, now: number, warnings: SeatWarnings = {}): ClockWork[] {
  const work: ClockWork[] = [];
  for (const [seat, c] of Object.entries(clocks)) {
    if (c.deadline === null) continue;
    const warn = warnBefore(tc, seat, warnings);
    if (now >= c.deadline) work.push({ seat, kind: c.vacationLeftMs > 0 ? "vacation" : "timeout" });
    else if (!c.warned && warn !== null && now >= c.deadline - warn) work.push({ seat, kind: "warn" });
  }
  return work;
}

/** Draws up to a day from the bank: the deadline moves on by what was drawn. */
export function drawVacation(clock: SeatClock): SeatClock {
  const drawn = Math.min(DAY_MS, clock.vacationLeftMs);
  return { deadline: clock.deadline! + drawn, warned: false, vacationLeftMs: clock.vacationLeftMs - drawn };
}

export function nextClockTime(tc: TimeControl, clocks: Clocks, warnings: SeatWarnings = {}): number | null {
  let next: number | null = null;
  for (const [seat, c] of Object.entries(clocks)) {
    if (c.deadline === null) continue;
    const warn = warnBefore(tc, seat, warnings);
    const t = c.warned || warn === null ? c.deadline : c.deadline - warn;
    next = next === null ? t : Math.min(next, t);
  }
  return next;
}
