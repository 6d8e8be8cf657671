// CPU time of the built-in opponent's decisions (issue 21): positions spread over one seeded game
// of random play, each decided at a level with that game's budget (or one given), single-threaded.
// `npx tsx bench/decisions.ts [--games=a,b] [--levels=standard,strong] [--positions=8]
//   [--budget=ITERxSTEPS[xCAP]] [--repeat=1] [--compare] [--detail] [--memory] [--options=0]`
// --compare also decides every position without the work cap, in the same process, alternating
// which goes first: the figures before and after the cap on one machine under one load.
// --repeat=N keeps the least CPU of N runs of each decision (a loaded machine's noise only adds);
// --detail prints each position; --memory measures the tree a `strong` search keeps in memory.
// --options=N plays each game's N-th sample option set (1-based; 0, the default, is the book's), so
// the paths the book's options never take (sealed orders, a drone, other set-ups) are timed too.
import { cpuUsage } from "node:process";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import type { AnyGameModule } from "../src/engine/contract";
import { budgetFor, type OpponentLevel } from "../src/engine/opponent/levels";
import { MAX_TREE_NODES, type SearchBudget, type SearchResult, search, workScaleOf } from "../src/engine/opponent/search";
import { games } from "../src/games/registry";
import { type Position, positionsOf } from "./lib/decision-positions";
import { fmt, percentile } from "./lib/stats";

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const kinds = flag("games")?.split(",");
const levels = (flag("levels")?.split(",") ?? ["standard", "strong"]) as Exclude<OpponentLevel, "random">[];
const positions = Number(flag("positions") ?? 8);
const [iterations, rolloutSteps, maxWork] = flag("budget")?.split("x").map(Number) ?? [];
const repeat = Number(flag("repeat") ?? 1);
const compare = args.includes("--compare");
const detail = args.includes("--detail");
const memory = args.includes("--memory");
const optionSet = Number(flag("options") ?? 0);

interface Timed {
  result: SearchResult<unknown>;
  ms: number;
}

function timed(game: AnyGameModule, p: Position, budget: SearchBudget): Timed {
  let best: Timed | undefined;
  for (let i = 0; i < repeat; i++) {
    const before = cpuUsage();
    const result = search(game, p.state, p.seat, `decisions:${p.version}`, budget);
    const used = cpuUsage(before);
    const ms = (used.user + used.system) / 1000;
    if (!best || ms < best.ms) best = { result, ms };
  }
  return best!;
}

/**
 * The heap a finished search's tree holds: what a full collection leaves reachable while the
 * result is kept, less what it leaves once the result is dropped (caches the rules filled during
 * the search, e.g. listings kept per unit, stay in both and are not the tree's).
 */
function treeBytes(game: AnyGameModule, p: Position, budget: SearchBudget): { bytes: number; nodes: number } {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc") as () => void;
  let result: SearchResult<unknown> | undefined = search(game, p.state, p.seat, `decisions:${p.version}`, budget);
  const nodes = result.nodes;
  gc();
  const kept = process.memoryUsage().heapUsed;
  result = undefined;
  gc();
  return { bytes: kept - process.memoryUsage().heapUsed, nodes };
}

/** The cap at this position: the budget's, cut by the game's work scale there (OpponentKnowledge.workScale). */
const capHere = (budget: SearchBudget, game: AnyGameModule, state: unknown) =>
  budget.maxWork === undefined ? "–" : fmt(budget.maxWork / workScaleOf(game, state), 0);

const summary = (ms: number[]) => {
  const sorted = [...ms].sort((x, y) => x - y);
  return `${fmt(percentile(sorted, 50), 0)} | ${fmt(sorted.at(-1), 0)}`;
};

console.log(
  compare
    ? "| game | level | budget | work cap | positions | without cap: CPU ms p50 | max | with cap: CPU ms p50 | max | iterations at the costliest | positions capped | same choice where not capped |"
    : "| game | level | budget | work cap | positions | CPU ms p50 | CPU ms max | iterations at the costliest | positions capped |",
);
console.log(compare ? "|:--|:--|:--|--:|--:|--:|--:|--:|--:|--:|--:|--:|" : "|:--|:--|:--|--:|--:|--:|--:|--:|--:|");
const details: string[] = [];
const memories: string[] = [];
for (const game of games.filter((g) => g.opponent && (!kinds || kinds.includes(g.id)))) {
  if (optionSet && !game.sampleOptions[optionSet - 1]) continue; // the game has fewer sample sets
  const options = game.optionsSchema.parse(optionSet ? game.sampleOptions[optionSet - 1] : {});
  const picked = positionsOf(game, positions, options);
  // Warm the game's code first: the first decisions of a process run before the JIT has compiled
  // the rules and would be counted at several times their steady cost.
  for (const p of picked) search(game, p.state, p.seat, `warm:${p.version}`, budgetFor(game, "standard"));
  for (const level of levels) {
    const budget: SearchBudget = iterations ? { iterations, rolloutSteps: rolloutSteps ?? 12, maxWork } : budgetFor(game, level);
    const uncapped: SearchBudget = { ...budget, maxWork: undefined };
    const capped: Timed[] = [];
    const before: Timed[] = [];
    picked.forEach((p, i) => {
      // Alternate which goes first, so neither side always meets a colder cache.
      if (compare && i % 2) before.push(timed(game, p, uncapped));
      capped.push(timed(game, p, budget));
      if (compare && !(i % 2)) before.push(timed(game, p, uncapped));
    });
    const costliest = capped.reduce((a, b) => (b.ms > a.ms ? b : a));
    const bound = capped.filter((t) => t.result.capped).length;
    // Where the cap did not bind, the search ran exactly as without it: the same choice.
    const same = before.filter(
      (t, i) => !capped[i]!.result.capped && JSON.stringify(t.result.action) === JSON.stringify(capped[i]!.result.action),
    );
    const free = capped.filter((t) => !t.result.capped).length;
    console.log(
      `| ${game.id} | ${level} | ${budget.iterations}×${budget.rolloutSteps} | ${budget.maxWork === undefined ? "–" : fmt(budget.maxWork, 0)} | ${picked.length} | ${
        compare ? `${summary(before.map((t) => t.ms))} | ` : ""
      }${summary(capped.map((t) => t.ms))} | ${costliest.result.iterations} | ${bound}${compare ? ` | ${same.length}/${free}` : ""} |`,
    );
    picked.forEach((p, i) => {
      const t = capped[i]!;
      details.push(
        `| ${game.id} | ${level} | ${p.version} | ${fmt(t.result.work, 0)} | ${capHere(budget, game, p.state)} | ${t.result.iterations} | ${t.result.capped ? "yes" : "no"} | ${fmt(t.ms, 0)} |${
          compare ? ` ${fmt(before[i]!.ms, 0)} |` : ""
        }`,
      );
    });
    if (memory && level === "strong") {
      const p = picked[capped.indexOf(costliest)]!;
      const tree = treeBytes(game, p, uncapped);
      const perNode = tree.bytes / Math.max(1, tree.nodes);
      memories.push(
        `| ${game.id} | ${p.version} | ${tree.nodes} | ${fmt(tree.bytes / 1024, 0)} | ${fmt(perNode, 0)} | ${fmt((perNode * MAX_TREE_NODES) / 2 ** 20, 1)} |`,
      );
    }
  }
}

if (detail) {
  console.log(
    `\n| game | level | position (entry) | work | cap here | iterations | capped | CPU ms |${compare ? " CPU ms without cap |" : ""}`,
  );
  console.log(`|:--|:--|--:|--:|--:|--:|:--|--:|${compare ? "--:|" : ""}`);
  for (const row of details) console.log(row);
}
if (memory) {
  console.log(`\n| game | position (entry) | tree nodes | tree KiB | bytes a node | at MAX_TREE_NODES (${MAX_TREE_NODES}), MiB |`);
  console.log("|:--|--:|--:|--:|--:|--:|");
  for (const row of memories) console.log(row);
}
