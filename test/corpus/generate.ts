// Writes the corpus of stored games (test/corpus/<kind>/*.json): for every kind, one finished game
// per option set (the defaults and the game's sample options), one stopped mid-game, and one with
// an undo and a resignation. `npm run check-games` replays them, and so does `npm test`.
//
// Run it only to ADD games (a new kind, a new option): a corpus game that no longer replays is the
// signal that a change breaks stored games, and regenerating it would hide exactly that. See
// docs/OPERATIONS.md, "Games survive deploys".
//   npx tsx test/corpus/generate.ts [kind…]
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { games } from "../../src/games/registry";
import type { GameRecord } from "../../src/service/types";
import { type RecordPlan, recordOf } from "./record";

const root = join(import.meta.dirname);
const only = new Set(process.argv.slice(2));

/** JSON with one log entry per line: small diffs, and a diverging entry is easy to find by its line. */
export function corpusText(record: GameRecord): string {
  const { log, ...head } = record;
  const top = JSON.stringify(head, null, 2).slice(0, -2);
  return `${top},\n  "log": [\n${log.map((e) => `    ${JSON.stringify(e)}`).join(",\n")}\n  ]\n}\n`;
}

for (const game of games) {
  if (only.size && !only.has(game.id)) continue;
  const dir = join(root, game.id);
  mkdirSync(dir, { recursive: true });
  const plans: [string, RecordPlan][] = [[`finished-defaults`, { serverSeed: `${game.id}-1` }]];
  for (const [i, options] of game.sampleOptions.entries()) plans.push([`finished-options-${i + 1}`, { serverSeed: `${game.id}-${i + 2}`, options }]);
  const whole = recordOf(game, { serverSeed: `${game.id}-mid` });
  plans.push(["mid-game", { serverSeed: `${game.id}-mid`, stopAfter: Math.max(1, Math.min(200, Math.floor(whole.log.length / 2))) }]);
  plans.push(["undo-and-resign", { serverSeed: `${game.id}-undo`, entropy: game.seats(game.optionsSchema.parse({})).map((s) => `entropy of ${s.id}`), undoAt: 2, resignAt: 12 }]);
  for (const [name, plan] of plans) {
    const record = recordOf(game, plan);
    const text = corpusText(record);
    writeFileSync(join(dir, `${name}.json`), text);
    console.log(`${game.id}/${name}.json: ${record.status}, ${record.log.length} entries, ${(text.length / 1024).toFixed(0)} KiB`);
  }
}
