// How `npm run games-by-version` judges each group of stored games against this deploy, and how it
// reads wrangler's answer (the query itself runs against D1 in test/api/games-by-version.test.ts).
import { describe, expect, it } from "vitest";
import { groupsFromWrangler, wranglerArgs } from "../../src/cli/games-by-version";
import { rulesStanding, schemaStanding, versionReport, type VersionGroup } from "../../src/directory/versions";
import { gameKind } from "../../src/games/registry";

const current = gameKind("double-star")!.rulesVersion;
const group = (over: Partial<VersionGroup>): VersionGroup => ({
  kind: "double-star",
  rulesVersion: current,
  roomSchema: 5,
  open: 0,
  active: 0,
  finished: 0,
  lastChangeAt: Date.UTC(2026, 10, 26, 6, 30),
  ...over,
});

describe("judging stored versions against this deploy", () => {
  it("names the current rules, a version no module has, and rows not yet recorded", () => {
    expect(rulesStanding("double-star", current)).toBe("current");
    expect(rulesStanding("double-star", "gdw-1900.0")).toMatch(/^NO MODULE/);
    expect(rulesStanding("double-star", null)).toMatch(/not yet recorded/);
  });

  it("names tables older, current and newer than this code", () => {
    expect(schemaStanding(3, 5)).toBe("older: migrates when loaded");
    expect(schemaStanding(5, 5)).toBe("current");
    expect(schemaStanding(6, 5)).toBe("newer than this code");
    expect(schemaStanding(null, 5)).toBe("not yet recorded");
  });

  it("prints one line per group with its counts, and the total", () => {
    const text = versionReport([group({ active: 3, finished: 2 }), group({ rulesVersion: "gdw-1900.0", roomSchema: 3, finished: 7 })], 5);
    const lines = text.split("\n");
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(
      new RegExp(`^double-star\\s+${current.replace(/\./g, "\\.")}\\s+current\\s+5\\s+current\\s+0\\s+3\\s+2\\s+2026-11-26 06:30$`),
    );
    expect(lines[2]).toMatch(/gdw-1900\.0\s+NO MODULE: these games answer 503\s+3\s+older: migrates when loaded\s+0\s+0\s+7/);
    expect(lines[3]).toBe("12 games in 2 groups; this deploy's room tables are at version 5.");
  });
});

describe("reading wrangler", () => {
  it("takes the rows of the first result set, and refuses an answer without one", () => {
    const rows = [group({ active: 1 })];
    expect(groupsFromWrangler(JSON.stringify([{ results: rows, success: true, meta: {} }]))).toEqual(rows);
    expect(() => groupsFromWrangler(JSON.stringify([{ success: false, error: "no such table" }]))).toThrow(/no result set/);
  });

  it("asks the local database unless told --remote, and passes --persist-to on", () => {
    expect(wranglerArgs([]).slice(0, 4)).toEqual(["d1", "execute", "DIRECTORY", "--local"]);
    expect(wranglerArgs(["--remote"])).toContain("--remote");
    expect(wranglerArgs(["--remote"])).not.toContain("--local");
    expect(wranglerArgs(["--persist-to", "/tmp/x"])).toEqual(expect.arrayContaining(["--persist-to", "/tmp/x"]));
    expect(wranglerArgs([]).at(-1)).toMatch(/^SELECT kind, rules_version AS rulesVersion/);
  });
});
