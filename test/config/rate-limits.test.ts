// The rate limits the worker reports (src/api/rate-limit.ts) are the ones wrangler.toml gives
// the platform: a 429 must not name a number the binding does not enforce.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../../src/api/rate-limit";
import { SIGNIN_LIMIT } from "../../src/api/signin-limit";

/** The [[ratelimits]] tables of a wrangler.toml: name, limit and period of each. */
function rateLimitTables(toml: string): { name: string; limit: number; period: number }[] {
  return toml
    .split(/^\[\[ratelimits\]\]\s*$/m)
    .slice(1)
    .map((table) => ({
      name: /^name\s*=\s*"([^"]+)"/m.exec(table)?.[1] ?? "",
      limit: Number(/simple\s*=\s*\{[^}]*\blimit\s*=\s*(\d+)/.exec(table)?.[1]),
      period: Number(/simple\s*=\s*\{[^}]*\bperiod\s*=\s*(\d+)/.exec(table)?.[1]),
    }));
}

describe("rate limits", () => {
  it("wrangler.toml binds every limit the worker reports, with the same numbers", () => {
    const tables = rateLimitTables(readFileSync(new URL("../../wrangler.toml", import.meta.url), "utf8"));
    const every = [...RATE_LIMITS, { name: "sign-in", ...SIGNIN_LIMIT }];
    expect(tables.map((t) => t.name).sort()).toEqual(every.map((r) => r.binding).sort());
    for (const rate of every)
      expect(
        tables.find((t) => t.name === rate.binding),
        rate.name,
      ).toEqual({ name: rate.binding, limit: rate.limit, period: rate.periodSeconds });
  });
});
