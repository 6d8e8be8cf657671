// When a room's alarm runs next (durable-objects/room/schedule.ts): the earliest work owed, on
// the real clock, never in the past, and spaced while nobody listens to the outbox.
import { describe, expect, it } from "vitest";
import { ALARM_SPACING_MS, nextAlarmAt, type AlarmInputs } from "../../durable-objects/room/schedule";

const base: AlarmInputs = {
  outboxAt: null,
  indexDueAt: null,
  clockAt: null,
  opponentAt: null,
  now: 10_000,
  offset: 0,
  lastFanOutFoundNoSubscriber: false,
  lastRunAt: 0,
};

describe("the room's next alarm", () => {
  it("is none when nothing is owed", () => {
    expect(nextAlarmAt(base)).toBeNull();
  });

  it("is the earliest of the outbox, a folded index write and the deadlines", () => {
    expect(nextAlarmAt({ ...base, outboxAt: 15_000, indexDueAt: 12_000, clockAt: 20_000 })).toBe(12_000);
    expect(nextAlarmAt({ ...base, outboxAt: 15_000, clockAt: 11_000 })).toBe(11_000);
  });

  it("runs on the real clock when the room's clock runs ahead, and never in the past", () => {
    expect(nextAlarmAt({ ...base, clockAt: 50_000, offset: 30_000 })).toBe(20_000);
    expect(nextAlarmAt({ ...base, outboxAt: 0 })).toBe(10_000);
  });

  it("spaces outbox runs while the last fan-out found nobody to deliver to, and only those", () => {
    const quiet = { ...base, lastFanOutFoundNoSubscriber: true, lastRunAt: 9_500 };
    expect(nextAlarmAt({ ...quiet, outboxAt: 0 })).toBe(9_500 + ALARM_SPACING_MS);
    expect(nextAlarmAt({ ...quiet, outboxAt: 20_000 })).toBe(20_000);
    expect(nextAlarmAt({ ...quiet, outboxAt: 0, indexDueAt: 0 })).toBe(10_000); // the index write is not held back
    expect(nextAlarmAt({ ...quiet, outboxAt: 10_200, clockAt: 10_100 })).toBe(10_100);
  });
});
