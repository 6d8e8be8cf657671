// Time controls in the API's one unit: hours, and whole days for the vacation bank — the same in
// the input (createGameBody's timeControl) and in what a game shows, on REST and GraphQL alike.
// The room keeps milliseconds (durable-objects/room/deadlines.ts); these convert at the edge.
import type { z } from "zod";
import type { Clocks, TimeControl } from "../../durable-objects/room/deadlines";
import type { timeControl } from "./inputs";

export const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The parsed input as the room keeps it; the warning defaults to a quarter of the decision time. */
export function toTimeControl(t: z.output<typeof timeControl>): TimeControl {
  const decisionMs = Math.round(t.decisionHours * HOUR_MS);
  return {
    decisionMs,
    warnBeforeMs: t.warningHours === undefined ? Math.round(decisionMs / 4) : Math.min(Math.round(t.warningHours * HOUR_MS), decisionMs),
    vacationMs: t.vacationDays * DAY_MS,
    onTimeout: t.onTimeout,
  };
}

/** What a game shows of its time control and each seat's clock. */
export function publicTimeControl(tc: TimeControl, clocks: Clocks) {
  return {
    decisionHours: tc.decisionMs / HOUR_MS,
    warningHours: tc.warnBeforeMs / HOUR_MS,
    vacationDays: tc.vacationMs / DAY_MS,
    onTimeout: tc.onTimeout,
    seats: Object.entries(clocks).map(([seat, c]) => ({
      seat,
      deadline: c.deadline === null ? null : new Date(c.deadline).toISOString(),
      vacationLeftHours: c.vacationLeftMs / HOUR_MS,
    })),
  };
}
