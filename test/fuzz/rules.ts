// `npm run fuzz` (and `npm run fuzz:ci`, smaller): random games of every registered kind played
// in-process under test/fuzz/rules-core.ts, with a summary table for docs/RELIABILITY.md.
//   tsx test/fuzz/rules.ts [--games N per kind] [--seconds S per kind] [--kind id]
// Exits non-zero on the first failure, printing a reproduction (kind, options, seed, version).
import { games } from "../../src/games/registry";
import { actionSamples, emptyStats, FuzzFailure, fuzzKind, type FuzzStats } from "./rules-core";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const perKind = Number(arg("games", process.env.FUZZ_GAMES ?? "2000"));
const seconds = Number(arg("seconds", process.env.FUZZ_SECONDS ?? "300"));
const only = arg("kind", "");

const kinds = games.filter((g) => !only || g.id === only);
const foreign = games.flatMap((g) => actionSamples(g));
const rows: [string, FuzzStats, number][] = [];
let failed = false;
const failedGames = new Map<string, number>();
for (const game of kinds) {
  const stats = emptyStats();
  const began = Date.now();
  const failures: FuzzFailure[] = [];
  try {
    fuzzKind(game, perKind, began + seconds * 1000, foreign, stats, "fuzz", failures);
  } catch (e) {
    failed = true;
    console.error(`\n${game.id}: FAILED after ${stats.games} games\n${e instanceof FuzzFailure ? e.message : (e as Error).stack}`);
  }
  for (const f of failures) console.error(`\n${game.id}: FAILED\n${f.message}`);
  if (failures.length) failed = true;
  failedGames.set(game.id, failures.length);
  rows.push([game.id, stats, (Date.now() - began) / 1000]);
  console.log(
    `${game.id}: ${stats.games} games, ${stats.steps} steps, ${stats.hostile} hostile actions in ${((Date.now() - began) / 1000).toFixed(1)} s`,
  );
}

console.log(
  "\n| kind | games | failed games | steps | hostile actions (schema / rules refused, legal) | resigns | undos | replays = live | leak checks | outcomes | seconds |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|---|");
for (const [kind, s, t] of rows) {
  console.log(
    `| ${kind} | ${s.games} | ${failedGames.get(kind) ?? 0} | ${s.steps} | ${s.hostile} (${s.hostileRefusedBySchema} / ${s.hostileRefusedByRules}, ${s.hostileLegal}) | ${s.resigns} | ${s.undos} | ${s.replays} | ${s.leakChecks} | ${Object.entries(
      s.outcomes,
    )
      .map(([k, n]) => `${k} ${n}`)
      .join(", ")} | ${t.toFixed(0)} |`,
  );
}
const total = rows.reduce((a, [, s]) => a + s.games, 0);
console.log(`\n${failed ? "FAILED" : "ok"}: ${total} games over ${rows.length} kinds`);
console.log(`${failed ? 0 : rows.length} passed, ${failed ? 1 : 0} failed`);
process.exit(failed ? 1 : 0);
