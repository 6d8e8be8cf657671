// The corpus of stored games (test/corpus/<kind>/, written by generate.ts): every one replays under
// the code as it is now, entry by entry — the same dice, the same events, the same outcome. A rules
// change that would play an old game differently fails here, naming the first entry that diverges
// (docs/OPERATIONS.md, "Games survive deploys").
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkRecord, recordFiles } from "../../src/cli/check-games";
import { games } from "../../src/games/registry";
import type { GameRecord } from "../../src/service/types";

const root = import.meta.dirname;
const load = (file: string) => JSON.parse(readFileSync(file, "utf8")) as GameRecord;

describe("the corpus of stored games", () => {
  for (const game of games) {
    const files = recordFiles([join(root, game.id)]);

    it(`${game.id}: holds finished games for every option set, a game still going, an undo and a resignation`, () => {
      const records = files.map(load);
      expect(records.filter((r) => r.status === "finished").length).toBeGreaterThanOrEqual(1 + game.sampleOptions.length);
      expect(records.some((r) => r.status === "active" && r.log.length > 0)).toBe(true);
      const kinds = new Set(records.flatMap((r) => r.log.map((e) => e.kind)));
      expect([...kinds].sort()).toEqual(["action", "resign", "undo"]);
    });

    for (const file of files) {
      it(`${game.id}: ${file.slice(root.length + game.id.length + 2)} replays under the current rules`, () => {
        const checked = checkRecord(file, load(file));
        expect(checked.problems).toEqual([]);
        expect(checked.entries).toBe(load(file).log.length);
      }, 120_000); // a game of thousands of entries, on a busy machine: a bound, not a speed target
    }
  }

  it("names the first diverging entry when a stored game no longer replays", () => {
    const file = recordFiles([join(root, "star-battle")]).find((f) => f.endsWith("finished-defaults.json"))!;
    const record = load(file);
    const entry = record.log.find((e) => e.kind === "action" && e.events.length > 0)!;
    entry.events = entry.events.slice(1);
    const [first] = checkRecord(file, record).problems;
    expect(first).toMatch(new RegExp(`^entry ${entry.version} \\(${entry.seat}: [A-Za-z]+\\): the events differ from the record \\(event 0: `));
  });
});
