// Where a searched level's CPU goes in Double Star (bench/README.md 6l, 6n, 6q): one of the bench's
// strong–standard seeds, per prompt of the profiled level's: decisions, searched ones, listed and
// weighed choices, iterations, work, CPU (loaded wherever the machine is); and where the game ended.
// npx tsx bench/ds-profile.ts [most decisions of the profiled level, 150] [--level=strong|standard]
//   [--seat=islamic|chinese] [--other=standard|strong|random] [--game=1 (the bench's 1-based game)]
// Defaults: `strong` as the Islamic side against `standard`, game 1 (6l's and 6n's profile).
import type { OpponentLevel } from "../src/engine/opponent/level-names";
import { budgetFor, opponentAction } from "../src/engine/opponent/levels";
import { candidates, search } from "../src/engine/opponent/search";
import { SearchRng } from "../src/engine/opponent/search-rng";
import { gameSeed, Rng } from "../src/engine/rng";
import { awaitingSeats, pendingOf, start, step } from "../src/engine/runner";
import { doubleStar } from "../src/games/double-star";
const game: any = doubleStar;
const args = process.argv.slice(2);
const flag = (name: string): string | undefined => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const MAX = Number(args.find((a) => !a.startsWith("--")) ?? "150");
const level = (flag("level") ?? "strong") as Exclude<OpponentLevel, "random">;
const other = (flag("other") ?? "standard") as OpponentLevel;
const profiled = flag("seat") ?? "islamic";
const server = `opponents-double-star-strong-standard-${Number(flag("game") ?? 1) - 1}`;
const specs = game.seats(game.optionsSchema.parse({}));
const seed = gameSeed(
  server,
  specs.map(() => ""),
);
let s: any = start(game, game.optionsSchema.parse({}), seed).state;
console.log(server, `${level} plays ${profiled}, ${other} the other side`);
const tally: Record<
  string,
  { n: number; searched: number; listed: number; weighed: number; iters: number; work: number; cpu: number; capped: number }
> = {};
let decisions = 0;
let otherCpu = 0;
let v = 1;
for (; !game.outcome(s) && v <= 5000 && decisions < MAX; v++) {
  const seat = awaitingSeats(game, s)[0]!;
  let action: any;
  if (specs.find((x: any) => x.id === seat)?.automaton) action = game.bot(s, seat, new Rng(seed, `bot:${v}:${seat}`));
  else if (seat === profiled) {
    const d: any = pendingOf(game, s).find((x: any) => x.seat === seat);
    const c0 = process.cpuUsage();
    const r = search(game, s, seat, `${server}:${v}:${seat}`, budgetFor(game, level));
    const c = process.cpuUsage(c0);
    action = r.action;
    const budget = budgetFor(game, level);
    const weighed = candidates(game, s, seat, new SearchRng("x"), budget.sampledActions, undefined, true, budget.thorough).length;
    const t = (tally[d?.prompt ?? "?"] ??= { n: 0, searched: 0, listed: 0, weighed: 0, iters: 0, work: 0, cpu: 0, capped: 0 });
    t.n++;
    if (r.iterations > 0) t.searched++;
    t.listed += d?.choices?.length ?? 0;
    t.weighed += weighed;
    t.iters += r.iterations;
    t.work += r.work;
    t.cpu += (c.user + c.system) / 1000;
    if (r.capped) t.capped++;
    decisions++;
  } else {
    const c0 = process.cpuUsage();
    action = opponentAction(game, s, seat, other, `${server}:${v}:${seat}`);
    const c = process.cpuUsage(c0);
    otherCpu += (c.user + c.system) / 1000;
  }
  const r = step(game, s, { version: v, seat, kind: "action", action }, seed);
  if (!r.ok) throw new Error(r.code);
  s = r.state;
}
console.log(
  `entries ${v - 1}, turn ${s.turn}, crossed on ${s.crossedOnTurn}, outcome ${game.outcome(s)?.reason ?? "(cut)"}; ${decisions} decisions of ${level}, ${other}'s CPU s ${(otherCpu / 1000).toFixed(1)}`,
);
for (const [p, t] of Object.entries(tally))
  console.log(
    p,
    `decisions ${t.n}, searched ${t.searched}, capped ${t.capped}, listed/decision ${(t.listed / t.n).toFixed(0)}, weighed/decision ${(t.weighed / t.n).toFixed(0)}, iterations/searched ${(t.iters / Math.max(1, t.searched)).toFixed(0)}, work/searched ${(t.work / Math.max(1, t.searched)).toFixed(0)}, CPU s ${(t.cpu / 1000).toFixed(1)} (${(t.cpu / t.n).toFixed(0)} ms each)`,
  );
