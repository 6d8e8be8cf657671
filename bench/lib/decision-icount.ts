// Instructions a decision costs, the measure the machine's load does not move (bench/README 5q):
// each source tree's decision loop bundled (esbuild) and run under `valgrind --tool=cachegrind` as
// `node --single-threaded --predictable` (no compiler or collector threads, tiering by count, not
// by clock). The loop decides the positions given, `warm` times each to warm up and then `n` times
// each; the same run with n = 0 is subtracted, so what is left is n warm decisions at each position.
// Too short a warm-up counts the compiler's work (done on the main thread here) in the difference:
// with n = 2, warm = 4 one change read +15 % that n = 6, warm = 10 read −9 % (bench/README 6zi).
// `npx tsx bench/lib/decision-icount.ts [--trees=/tmp/old,.] [--game=last-starfighter] [--level=standard]
//   [--entries=30,70,89] [--n=6] [--warm=10] [--options=0]`   (entries: log entries of decisions.ts's positions;
//   --options=N plays the game's N-th sample option set, as decision-choices.ts does)
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { bundleLoop } from "./bundle-loop";

// The loop each process runs: the 8 positions of bench/decisions.ts, the chosen ones decided.
const LOOP = `
import { budgetFor } from "./src/engine/opponent/levels";
import { search } from "./src/engine/opponent/search";
import { games } from "./src/games/registry";
import { positionsOf } from "./bench/lib/decision-positions";
const [id, level, entries, n, warm, optionSet] = process.argv.slice(2);
const game = games.find((g) => g.id === id);
const wanted = entries.split(",").map(Number);
const options = game.optionsSchema.parse(Number(optionSet) ? game.sampleOptions[Number(optionSet) - 1] : {});
const picked = positionsOf(game, 24, options).filter((p) => wanted.includes(p.version));
if (picked.length !== wanted.length) throw new Error("no such entries among the positions: " + entries);
const budget = budgetFor(game, level);
let work = 0;
for (let i = 0; i < Number(warm); i++) for (const p of picked) search(game, p.state, p.seat, "warm:" + i + ":" + p.version, budget);
for (let i = 0; i < Number(n); i++) for (const p of picked) work += search(game, p.state, p.seat, "decisions:" + p.version, budget).work;
console.log(JSON.stringify({ decisions: Number(n) * picked.length, work }));
`;

/** Instructions of one run of the loop (cachegrind's "I refs"). */
function instructions(file: string, loop: string[]): { refs: number; out: string } {
  const r = spawnSync(
    "valgrind",
    ["--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null", "node", "--single-threaded", "--predictable", file, ...loop],
    { encoding: "utf8" },
  );
  const refs = /I\s+refs:\s+([\d,]+)/.exec(r.stderr)?.[1];
  if (r.status !== 0 || !refs) throw new Error(r.stderr.slice(-2000));
  return { refs: Number(refs.replaceAll(",", "")), out: r.stdout.trim().split("\n").at(-1)! };
}

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const here = fileURLToPath(new URL("../..", import.meta.url));
const trees = (flag("trees") ?? here).split(",").map((t) => resolve(t));
const game = flag("game") ?? "last-starfighter";
const level = flag("level") ?? "standard";
const entries = flag("entries") ?? "30,70,89";
const n = flag("n") ?? "6";
const warm = flag("warm") ?? "10";
const optionSet = flag("options") ?? "0";

const files = await Promise.all(trees.map((t, i) => bundleLoop(LOOP, t, `decision-icount-${i}`)));
console.log(`| tree | ${game} ${level}, options ${optionSet}, entries ${entries} | decisions | work | instructions a decision |`);
console.log("|:--|:--|--:|--:|--:|");
for (const [i, file] of files.entries()) {
  const full = instructions(file, [game, level, entries, n, warm, optionSet]);
  const base = instructions(file, [game, level, entries, "0", warm, optionSet]);
  const { decisions, work } = JSON.parse(full.out) as { decisions: number; work: number };
  const per = (full.refs - base.refs) / decisions;
  console.log(`| ${trees[i]} | | ${decisions} | ${work.toFixed(2)} | ${Math.round(per).toLocaleString("en")} |`);
}
