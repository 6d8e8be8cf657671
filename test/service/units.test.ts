// Time controls in the API's one unit (hours; days for the vacation bank) and the request
// fingerprint that tells an Idempotency-Key's resend from another request.
import { describe, expect, it } from "vitest";
import { fingerprint } from "../../src/service/idempotency";
import { parseInput, timeControl } from "../../src/service/inputs";
import { publicTimeControl, toTimeControl } from "../../src/service/time-control";

const HOUR = 3_600_000;

describe("time controls", () => {
  it("are shown in the units they are given in: what goes in comes back out", () => {
    const input = parseInput(timeControl, { decisionHours: 72, vacationDays: 5, warningHours: 6, onTimeout: "bot" }, "timeControl");
    if (!input.ok) throw new Error(input.error.detail);
    const kept = toTimeControl(input.value);
    expect(kept).toEqual({ decisionMs: 72 * HOUR, warnBeforeMs: 6 * HOUR, vacationMs: 5 * 24 * HOUR, onTimeout: "bot" });
    const shown = publicTimeControl(kept, { lord1: { deadline: 0, warned: false, vacationLeftMs: 36 * HOUR } });
    expect(shown).toEqual({
      decisionHours: 72,
      warningHours: 6,
      vacationDays: 5,
      onTimeout: "bot",
      seats: [{ seat: "lord1", deadline: "1970-01-01T00:00:00.000Z", vacationLeftHours: 36 }],
    });
  });

  it("warn a quarter of the decision time ahead unless told, and never earlier than the decision starts", () => {
    const parsed = parseInput(timeControl, { decisionHours: 8 }, "timeControl");
    if (!parsed.ok) throw new Error(parsed.error.detail);
    expect(toTimeControl(parsed.value).warnBeforeMs).toBe(2 * HOUR);
    const late = parseInput(timeControl, { decisionHours: 1, warningHours: 5 }, "timeControl");
    if (!late.ok) throw new Error(late.error.detail);
    expect(toTimeControl(late.value).warnBeforeMs).toBe(HOUR);
  });
});

describe("request fingerprints", () => {
  it("agree for the same operation and input, and differ when either differs", async () => {
    const a = await fingerprint("POST /v1/games/abc/join", { seat: "lord2" });
    expect(await fingerprint("POST /v1/games/abc/join", { seat: "lord2" })).toBe(a);
    expect(await fingerprint("POST /v1/games/abd/join", { seat: "lord2" })).not.toBe(a);
    expect(await fingerprint("POST /v1/games/abc/join", { seat: "lord1" })).not.toBe(a);
    expect(await fingerprint("POST /v1/games/abc/join", {})).not.toBe(a);
  });
});
