// CPU time of the built-in opponent's decisions (issue 21): positions spread over one seeded game
// of random play, each decided at a level with that game's budget (or one given), single-threaded.
// `npx tsx bench/decisions.ts [--games=a,b] [--levels=standard,strong] [--positions=8] [--budget=ITERxSTEPS]`
import { cpuUsage } from "node:process";
import { budgetFor, type OpponentLevel, opponentAction } from "../src/engine/opponent/levels";
import { gameSeed, Rng } from "../src/engine/rng";
import { awaitingSeats, start, step } from "../src/engine/runner";
import { games } from "../src/games/registry";
import { fmt, percentile } from "./lib/stats";

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const kinds = flag("games")?.split(",");
const levels = (flag("levels")?.split(",") ?? ["standard", "strong"]) as Exclude<OpponentLevel, "random">[];
const positions = Number(flag("positions") ?? 8);
const [iterations, rolloutSteps] = flag("budget")?.split("x").map(Number) ?? [];

console.log("| game | level | budget | positions | CPU ms p50 | CPU ms max |");
console.log("|:--|:--|:--|--:|--:|--:|");
for (const game of games.filter((g) => g.opponent && (!kinds || kinds.includes(g.id)))) {
  const options = game.optionsSchema.parse({});
  const seed = gameSeed(
    `decisions-${game.id}`,
    game.seats(options).map(() => ""),
  );
  // One random game, kept whole, then `positions` states spread evenly over its length.
  const states = [];
  let state = start(game, options, seed).state;
  for (let version = 1; !game.outcome(state) && version <= 3000; version++) {
    const seat = awaitingSeats(game, state)[0]!;
    states.push({ state, seat, version });
    const action = game.bot(state, seat, new Rng(seed, `bot:${version}:${seat}`));
    const result = step(game, state, { version, seat, kind: "action", action }, seed);
    if (!result.ok) throw new Error(`${game.id}: ${result.code}`);
    state = result.state;
  }
  const automata = new Set(
    game
      .seats(options)
      .filter((s) => s.automaton)
      .map((s) => s.id),
  );
  const candidates = states.filter((s) => !automata.has(s.seat));
  const picked = Array.from({ length: positions }, (_, i) => candidates[Math.floor(((i + 0.5) * candidates.length) / positions)]!);
  for (const level of levels) {
    const budget = iterations ? { iterations, rolloutSteps: rolloutSteps ?? 12 } : budgetFor(game, level);
    const ms: number[] = [];
    for (const p of picked) {
      const before = cpuUsage();
      opponentAction(game, p.state, p.seat, level, `decisions:${p.version}`, budget);
      const used = cpuUsage(before);
      ms.push((used.user + used.system) / 1000);
    }
    ms.sort((x, y) => x - y);
    console.log(
      `| ${game.id} | ${level} | ${budget.iterations}×${budget.rolloutSteps} | ${ms.length} | ${fmt(percentile(ms, 50), 0)} | ${fmt(ms.at(-1), 0)} |`,
    );
  }
}
