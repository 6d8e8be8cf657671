// Before and after in one process: the engines of two source trees (this one and a base, e.g. an
// older commit unpacked with `git archive`) bundled side by side and playing the same seeded random
// games in alternating order, CPU time by process.cpuUsage. On a loaded machine only such ratios
// mean anything; a quiet machine turns them into playouts per second.
// `npx tsx bench/lib/alternate.ts --base=/tmp/base [--games=double-star,iron-stars] [--seeds=6] [--rounds=3]`
import { cpuUsage } from "node:process";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { AnyGameModule } from "../../src/engine/contract";
import type { Playout } from "./playout";

interface Engine {
  playout(game: AnyGameModule, options: unknown, seed: string): Playout;
  games: readonly AnyGameModule[];
}

/** One tree's playout loop and games, bundled (esbuild) so that both trees load into this process. */
async function load(tree: string, name: string): Promise<Engine> {
  const outfile = `/tmp/alternate-${process.pid}-${name}.mjs`;
  await build({
    stdin: {
      contents: 'export { playout } from "./bench/lib/playout"; export { games } from "./src/games/registry";',
      resolveDir: tree,
      loader: "ts",
    },
    bundle: true,
    platform: "node",
    format: "esm",
    outfile,
    logLevel: "warning",
  });
  return (await import(outfile)) as Engine;
}

/** CPU microseconds per action of one seeded playout, and its action count. */
function timed(engine: Engine, id: string, seed: string): { us: number; actions: number } {
  const game = engine.games.find((g) => g.id === id)!;
  const options = game.optionsSchema.parse({});
  const before = cpuUsage();
  const p = engine.playout(game, options, seed);
  const used = cpuUsage(before);
  return { us: used.user + used.system, actions: p.log.length };
}

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const base = flag("base");
if (!base) throw new Error("--base=<tree> is required");
const here = fileURLToPath(new URL("../..", import.meta.url));
const kinds = (flag("games") ?? "double-star,iron-stars").split(",");
const seeds = Number(flag("seeds") ?? 6);
const rounds = Number(flag("rounds") ?? 3);

const engines = { before: await load(base, "before"), after: await load(here, "after") };
console.log("| game | actions | µs / action before | after | speed-up (totals) | median of paired ratios |");
console.log("|:--|--:|--:|--:|--:|--:|");
for (const id of kinds) {
  timed(engines.before, id, "warm-up");
  timed(engines.after, id, "warm-up");
  const sum = { before: 0, after: 0, actions: 0 };
  const ratios: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < seeds; i++) {
      const seed = `alternate-${i}`;
      // Alternate who goes first, so that neither always meets the machine's same moment.
      const order = (r + i) % 2 === 0 ? (["before", "after"] as const) : (["after", "before"] as const);
      const t = { before: { us: 0, actions: 0 }, after: { us: 0, actions: 0 } };
      for (const which of order) t[which] = timed(engines[which], id, seed);
      if (t.before.actions !== t.after.actions) throw new Error(`${id} ${seed}: ${t.before.actions} against ${t.after.actions} actions`);
      sum.before += t.before.us;
      sum.after += t.after.us;
      sum.actions += t.before.actions;
      ratios.push(t.before.us / t.after.us);
    }
  }
  ratios.sort((a, b) => a - b);
  const median = ratios[Math.floor(ratios.length / 2)]!;
  console.log(
    `| ${id} | ${sum.actions} | ${(sum.before / sum.actions).toFixed(0)} | ${(sum.after / sum.actions).toFixed(0)} | ${(sum.before / sum.after).toFixed(2)}× | ${median.toFixed(2)}× |`,
  );
}
