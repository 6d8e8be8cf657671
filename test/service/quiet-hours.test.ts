// Quiet hours in the person's time zone: when a push made at a given moment may go.
import { describe, expect, it } from "vitest";
import { isTimeZone, releaseTime } from "../../src/push/quiet-hours";

const at = (iso: string) => Date.parse(iso);

describe("quiet hours", () => {
  it("lets a push outside quiet hours go at once", () => {
    expect(releaseTime(at("2026-06-01T12:00:00Z"), { start: "22:00", end: "07:00", timeZone: "UTC" })).toBe(at("2026-06-01T12:00:00Z"));
    expect(releaseTime(at("2026-06-01T07:00:00Z"), { start: "22:00", end: "07:00", timeZone: "UTC" })).toBe(at("2026-06-01T07:00:00Z"));
    expect(releaseTime(at("2026-06-01T12:00:00Z"), null)).toBe(at("2026-06-01T12:00:00Z"));
  });

  it("holds a push until the end, across midnight, on the person's clock", () => {
    // 23:30 in New York (EDT, UTC-4) is 03:30Z; the quiet hours end at 07:00 local, 11:00Z.
    expect(releaseTime(at("2026-06-02T03:30:00Z"), { start: "22:00", end: "07:00", timeZone: "America/New_York" })).toBe(
      at("2026-06-02T11:00:00Z"),
    );
    // A span within one day: 13:00–14:00 in Tokyo (UTC+9).
    expect(releaseTime(at("2026-06-02T04:15:30Z"), { start: "13:00", end: "14:00", timeZone: "Asia/Tokyo" })).toBe(
      at("2026-06-02T05:00:00Z"),
    );
  });

  it("ends at the local time even when daylight saving time starts inside the span", () => {
    // Paris springs forward on 29 March 2026 at 02:00 CET. From 00:00 CET (23:00Z) to 07:00 CEST (05:00Z) is six hours.
    expect(releaseTime(at("2026-03-28T23:00:00Z"), { start: "22:00", end: "07:00", timeZone: "Europe/Paris" })).toBe(
      at("2026-03-29T05:00:00Z"),
    );
    // And falls back on 25 October: from 00:00 CEST (22:00Z) to 07:00 CET (06:00Z) is eight.
    expect(releaseTime(at("2026-10-24T22:00:00Z"), { start: "22:00", end: "07:00", timeZone: "Europe/Paris" })).toBe(
      at("2026-10-25T06:00:00Z"),
    );
  });

  it("knows IANA time zones and refuses made-up ones", () => {
    expect(isTimeZone("Europe/Paris")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });
});
