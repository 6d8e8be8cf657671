// Before and after in separate processes: each source tree's playout loop bundled (esbuild) on its
// own, then run as its own Node process, the trees alternating, each process timing N seeded random
// playouts by its process CPU (which counts the collector's helper threads). One process per build
// keeps one build's garbage from being collected on the other's time (bench/README 5k), which a
// single process running both (alternate.ts) cannot. `--profile=<dir>` runs the first tree once
// under `node --cpu-prof` instead, for the profile of the same loop.
// `npx tsx bench/lib/cpu-playouts.ts [--trees=/tmp/old,.] [--game=double-star] [--playouts=80] [--pairs=6]`
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { bundleLoop } from "./bundle-loop";

// The loop each process runs: warm up on other seeds, then time the seeded playouts.
const LOOP = `
import { cpuUsage } from "node:process";
import { playout } from "./bench/lib/playout";
import { games } from "./src/games/registry";
const [id, n, warm] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
const game = games.find((g) => g.id === id);
const options = game.optionsSchema.parse({});
for (let i = 0; i < warm; i++) playout(game, options, "warm-" + i);
const before = cpuUsage();
let actions = 0;
for (let i = 0; i < n; i++) actions += playout(game, options, "cpu-" + i).log.length;
const used = cpuUsage(before);
console.log(JSON.stringify({ us: used.user + used.system, actions }));
`;

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const here = fileURLToPath(new URL("../..", import.meta.url));
const trees = (flag("trees") ?? here).split(",").map((t) => resolve(t));
const game = flag("game") ?? "double-star";
const playouts = flag("playouts") ?? "80";
const warm = flag("warm") ?? "10";
const pairs = Number(flag("pairs") ?? 6);
const profile = flag("profile");

const files = await Promise.all(trees.map((t, i) => bundleLoop(LOOP, t, `cpu-playouts-${i}`)));
if (profile) {
  const r = spawnSync("node", ["--cpu-prof", `--cpu-prof-dir=${profile}`, "--cpu-prof-interval=250", files[0]!, game, playouts, warm], {
    encoding: "utf8",
  });
  process.stdout.write(r.stdout + r.stderr);
} else {
  console.log(`| pair | ${trees.join(" | ")} | ${trees.length === 2 ? "first / second |" : ""}`);
  console.log(`|:--|${trees.map(() => "--:|").join("")}${trees.length === 2 ? "--:|" : ""}`);
  for (let p = 0; p < pairs; p++) {
    // Turn the order every pair, so that neither build always meets the machine's same moment.
    const order = files.map((_, i) => i);
    if (p % 2 === 1) order.reverse();
    const us: number[] = [];
    let count = -1;
    for (const i of order) {
      const r = spawnSync("node", [files[i]!, game, playouts, warm], { encoding: "utf8" });
      if (r.status !== 0) throw new Error(r.stderr);
      const out = JSON.parse(r.stdout.trim().split("\n").at(-1)!) as { us: number; actions: number };
      if (count >= 0 && out.actions !== count) throw new Error(`${out.actions} against ${count} actions: not the same games`);
      count = out.actions;
      us[i] = out.us / out.actions;
    }
    const ratio = trees.length === 2 ? ` ${(us[0]! / us[1]!).toFixed(2)}× |` : "";
    console.log(`| ${p + 1} (${count} actions) | ${us.map((u) => u.toFixed(1)).join(" | ")} |${ratio}`);
  }
}
