// Time controls (durable-objects/room/deadlines.ts), pure: who gets a fresh deadline after an
// entry, when a warning, a vacation day or a timeout is due, and the next time the room must wake.
import { describe, expect, it } from "vitest";
import {
  DAY_MS,
  drawVacation,
  dueClockWork,
  initialClocks,
  nextClockTime,
  refreshClocks,
  type TimeControl,
  warnBefore,
} from "../../durable-objects/room/deadlines";

const HOUR = 3_600_000;
const tc: TimeControl = { decisionMs: 72 * HOUR, warnBeforeMs: 12 * HOUR, vacationMs: 2.5 * DAY_MS, onTimeout: "forfeit" };

describe("deadlines", () => {
  it("every seat starts with no deadline, unwarned, with the whole vacation bank", () => {
    expect(initialClocks(tc, ["red", "blue"])).toEqual({
      red: { deadline: null, warned: false, vacationLeftMs: 2.5 * DAY_MS },
      blue: { deadline: null, warned: false, vacationLeftMs: 2.5 * DAY_MS },
    });
  });

  it("a seat that comes to owe a decision gets a deadline; one that owes nothing any more loses it", () => {
    const start = refreshClocks(tc, initialClocks(tc, ["red", "blue"]), [], ["red"], null, 1000);
    expect(start.red).toEqual({ deadline: 1000 + tc.decisionMs, warned: false, vacationLeftMs: tc.vacationMs });
    expect(start.blue!.deadline).toBeNull();
    const warned = { ...start, red: { ...start.red!, warned: true } };
    const next = refreshClocks(tc, warned, ["red"], ["blue"], "red", 5000);
    expect(next.red).toEqual({ deadline: null, warned: false, vacationLeftMs: tc.vacationMs });
    expect(next.blue!.deadline).toBe(5000 + tc.decisionMs);
  });

  it("a seat that still owes while another acts keeps its deadline; the actor that owes again gets a new one", () => {
    const both = refreshClocks(tc, initialClocks(tc, ["red", "blue"]), [], ["red", "blue"], null, 0);
    const after = refreshClocks(tc, both, ["red", "blue"], ["red", "blue"], "red", HOUR);
    expect(after.blue).toEqual(both.blue);
    expect(after.red!.deadline).toBe(HOUR + tc.decisionMs);
  });

  it("warns once inside the warning window, then draws vacation, then times out when the bank is empty", () => {
    const clocks = refreshClocks(tc, initialClocks(tc, ["red", "blue"]), [], ["red"], null, 0);
    const deadline = tc.decisionMs;
    expect(dueClockWork(tc, clocks, deadline - tc.warnBeforeMs - 1)).toEqual([]);
    expect(dueClockWork(tc, clocks, deadline - tc.warnBeforeMs)).toEqual([{ seat: "red", kind: "warn" }]);
    const warned = { ...clocks, red: { ...clocks.red!, warned: true } };
    expect(dueClockWork(tc, warned, deadline - 1)).toEqual([]);
    expect(dueClockWork(tc, warned, deadline)).toEqual([{ seat: "red", kind: "vacation" }]);
    const broke = { ...warned, red: { ...warned.red!, vacationLeftMs: 0 } };
    expect(dueClockWork(tc, broke, deadline)).toEqual([{ seat: "red", kind: "timeout" }]);
  });

  it("a vacation draw moves the deadline on by a day, or by what is left of the bank, and warns again", () => {
    const clock = { deadline: 10, warned: true, vacationLeftMs: 2.5 * DAY_MS };
    const one = drawVacation(clock);
    expect(one).toEqual({ deadline: 10 + DAY_MS, warned: false, vacationLeftMs: 1.5 * DAY_MS });
    const last = drawVacation(drawVacation(one));
    expect(last).toEqual({ deadline: 10 + 2.5 * DAY_MS, warned: false, vacationLeftMs: 0 });
  });

  it("the room next wakes for the earliest warning or, once warned, deadline; never with no deadline", () => {
    const none = initialClocks(tc, ["red", "blue"]);
    expect(nextClockTime(tc, none)).toBeNull();
    const clocks = {
      red: { deadline: 100 * HOUR, warned: false, vacationLeftMs: 0 },
      blue: { deadline: 90 * HOUR, warned: true, vacationLeftMs: 0 },
    };
    expect(nextClockTime(tc, clocks)).toBe(88 * HOUR);
    expect(nextClockTime(tc, { ...clocks, red: { ...clocks.red, warned: true } })).toBe(90 * HOUR);
  });

  it("a seat's holder may choose their own warning time: it replaces the game's, 0 never warns, and none comes before the decision's start", () => {
    expect(warnBefore(tc, "red")).toBe(tc.warnBeforeMs);
    expect(warnBefore(tc, "red", { red: 2 * HOUR })).toBe(2 * HOUR);
    expect(warnBefore(tc, "blue", { red: 2 * HOUR })).toBe(tc.warnBeforeMs);
    expect(warnBefore(tc, "red", { red: 0 })).toBeNull();
    expect(warnBefore(tc, "red", { red: 100 * HOUR })).toBe(tc.decisionMs);

    const clocks = refreshClocks(tc, initialClocks(tc, ["red", "blue"]), [], ["red", "blue"], null, 0);
    const deadline = tc.decisionMs;
    const own = { red: 2 * HOUR, blue: 0 };
    // At the game's warning time only the seats that kept it are warned; red waits for its own two hours; blue never is.
    expect(dueClockWork(tc, clocks, deadline - tc.warnBeforeMs, own)).toEqual([]);
    expect(dueClockWork(tc, clocks, deadline - 2 * HOUR, own)).toEqual([{ seat: "red", kind: "warn" }]);
    expect(dueClockWork(tc, clocks, deadline, own)).toEqual([
      { seat: "red", kind: "vacation" },
      { seat: "blue", kind: "vacation" },
    ]);
    // The room wakes for red's own warning; for blue, only at its deadline.
    expect(nextClockTime(tc, clocks, own)).toBe(deadline - 2 * HOUR);
    expect(nextClockTime(tc, { blue: clocks.blue! }, own)).toBe(deadline);
  });
});
