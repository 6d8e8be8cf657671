// Which webhook targets are refused, in every spelling an address can take.
import { describe, expect, it } from "vitest";
import { checkTarget, isHostName, isPublicAddress } from "../../src/webhooks/targets";
import { nextAttemptDelay, parseRetryAfter, RETRY_DELAYS_MS } from "../../src/webhooks/events";

describe("checkTarget", () => {
  const refused = [
    "http://127.0.0.1/",
    "http://127.1/",
    "http://2130706433/",
    "http://0x7f000001/",
    "http://0177.0.0.1/",
    "http://0x7f.1/",
    "http://10.0.0.1/",
    "http://172.16.5.4/",
    "http://172.31.255.255/",
    "http://192.168.1.1/",
    "http://169.254.169.254/",
    "http://100.64.0.1/",
    "http://0.0.0.0/",
    "http://224.0.0.1/",
    "http://255.255.255.255/",
    "http://[::1]/",
    "http://[::]/",
    "http://[fe80::1]/",
    "http://[fc00::1]/",
    "http://[fd12:3456::1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[::ffff:7f00:1]/",
    "http://[64:ff9b::a00:1]/",
    "http://[2002:a00:1::1]/",
    "http://[2001::1]/",
    "http://[100::1]/",
    "http://[fec0::1]/",
    "http://192.88.99.1/",
    "http://198.18.0.1/",
    "http://192.0.2.1/",
    "http://[2001:db8::1]/",
    "http://[FE80::1]/",
    "http://[::FFFF:127.0.0.1]/",
    "http://localhost/",
    "http://api.localhost/",
    "http://printer.local/",
    "http://metadata.google.internal/",
    "http://intranet/",
    "ftp://example.com/",
    "https://a:b@example.com/",
    "not a url",
  ];
  it.each(refused)("refuses %s", (url) => {
    expect(checkTarget(url, false).ok).toBe(false);
  });

  const allowed = [
    "https://example.com/hook",
    "https://93.184.216.34/x",
    "http://172.32.0.1/",
    "https://[2606:4700::1111]/",
    "https://hooks.example.com:8443/a?b=c",
  ];
  it.each(allowed)("allows %s", (url) => {
    expect(checkTarget(url, false).ok).toBe(true);
  });

  it("allows private targets only where the deployment says so (local development)", () => {
    expect(checkTarget("http://127.0.0.1:9000/hook", true).ok).toBe(true);
    expect(checkTarget("ftp://127.0.0.1/", true).ok).toBe(false);
  });

  it("tells address literals from host names, whichever way the literal is written", () => {
    for (const url of [
      "http://127.0.0.1/",
      "http://2130706433/",
      "http://0x7f.1/",
      "http://[::1]/",
      "http://[2606:4700::1111]/",
      "http://8.8.8.8./",
    ]) {
      expect(isHostName(new URL(url)), url).toBe(false);
    }
    for (const url of ["https://example.com/", "https://EXAMPLE.com./", "https://127.0.0.1.nip.io/", "https://0x7f.example/"]) {
      expect(isHostName(new URL(url)), url).toBe(true);
    }
    expect(isPublicAddress("8.8.8.8")).toBe(true);
    expect(isPublicAddress("10.1.1.1")).toBe(false);
    expect(isPublicAddress("example.com")).toBe(false);
  });

  it("refuses local names written with a trailing dot or in upper case", () => {
    for (const url of [
      "http://localhost./",
      "http://LOCALHOST/",
      "http://Api.LocalHost./",
      "http://printer.local./",
      "http://metadata.google.internal./",
      "http://nas.home.arpa/",
      "http://INTRANET./",
    ]) {
      expect(checkTarget(url, false).ok, url).toBe(false);
    }
  });

  it("says why a target is refused", () => {
    expect(checkTarget("http://[2002:7f00:1::]/", false)).toEqual({ ok: false, reason: expect.stringMatching(/6to4.*127\.0\.0\.1/) });
    expect(checkTarget("http://198.18.0.1/", false)).toEqual({ ok: false, reason: "198.18.0.1 is not a public address (benchmarking)" });
    expect(checkTarget("http://0x7f.1/", false)).toEqual({ ok: false, reason: "127.0.0.1 is not a public address (loopback)" });
  });
});

describe("retry schedule", () => {
  it("backs off for about three days with jitter, then gives up", () => {
    const total = RETRY_DELAYS_MS.reduce((a, b) => a + b, 0);
    expect(total / 86_400_000).toBeGreaterThan(2.5);
    expect(total / 86_400_000).toBeLessThan(3.5);
    expect(nextAttemptDelay(1, null, 0)).toBe(4000);
    expect(nextAttemptDelay(1, null, 1)).toBe(6000);
    expect(nextAttemptDelay(RETRY_DELAYS_MS.length + 1, null)).toBeNull();
  });

  it("honours Retry-After in seconds or as a date, capped at a day", () => {
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(parseRetryAfter("120", now)).toBe(120_000);
    expect(parseRetryAfter("Thu, 01 Jan 2026 00:02:00 GMT", now)).toBe(120_000);
    expect(parseRetryAfter("999999", now)).toBe(86_400_000);
    expect(parseRetryAfter("soon", now)).toBeNull();
    expect(nextAttemptDelay(1, 120_000, 0.5)).toBe(120_000);
  });
});
