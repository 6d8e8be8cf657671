// Where a searched level's CPU goes in Double Star (bench/README.md 6l): the bench's strong–standard
// game 1 seed (strong Islamic, standard Chinese), per prompt of strong's: decisions, searched ones,
// listed and weighed choices, iterations, work, CPU (loaded wherever the machine is).
// npx tsx bench/ds-profile.ts [most strong decisions, 150]
import { budgetFor, opponentAction } from "../src/engine/opponent/levels";
import { candidates, search } from "../src/engine/opponent/search";
import { SearchRng } from "../src/engine/opponent/search-rng";
import { gameSeed, Rng } from "../src/engine/rng";
import { awaitingSeats, pendingOf, start, step } from "../src/engine/runner";
import { doubleStar } from "../src/games/double-star";
const game: any = doubleStar;
const MAX = Number(process.argv[2] ?? "150");
const server = "opponents-double-star-strong-standard-0";
const specs = game.seats(game.optionsSchema.parse({}));
const seed = gameSeed(
  server,
  specs.map(() => ""),
);
let s: any = start(game, game.optionsSchema.parse({}), seed).state;
const people = specs.filter((x: any) => !x.automaton).map((x: any) => x.id);
console.log("seats", people.join(","), "strong plays", people[0]);
const tally: Record<
  string,
  { n: number; searched: number; listed: number; weighed: number; iters: number; work: number; cpu: number; capped: number }
> = {};
let strongDecisions = 0;
for (let v = 1; !game.outcome(s) && v <= 5000 && strongDecisions < MAX; v++) {
  const seat = awaitingSeats(game, s)[0]!;
  let action: any;
  if (specs.find((x: any) => x.id === seat)?.automaton) action = game.bot(s, seat, new Rng(seed, `bot:${v}:${seat}`));
  else if (seat === people[0]) {
    const d: any = pendingOf(game, s).find((x: any) => x.seat === seat);
    const c0 = process.cpuUsage();
    const r = search(game, s, seat, `${server}:${v}:${seat}`, budgetFor(game, "strong"));
    const c = process.cpuUsage(c0);
    action = r.action;
    const weighed = candidates(game, s, seat, new SearchRng("x"), budgetFor(game, "strong").sampledActions, undefined, true).length;
    const t = (tally[d?.prompt ?? "?"] ??= { n: 0, searched: 0, listed: 0, weighed: 0, iters: 0, work: 0, cpu: 0, capped: 0 });
    t.n++;
    if (r.iterations > 0) t.searched++;
    t.listed += d?.choices?.length ?? 0;
    t.weighed += weighed;
    t.iters += r.iterations;
    t.work += r.work;
    t.cpu += (c.user + c.system) / 1000;
    if (r.capped) t.capped++;
    strongDecisions++;
  } else action = opponentAction(game, s, seat, "standard", `${server}:${v}:${seat}`);
  const r = step(game, s, { version: v, seat, kind: "action", action }, seed);
  if (!r.ok) throw new Error(r.code);
  s = r.state;
}
console.log("turn", s.turn, "outcome", game.outcome(s)?.reason ?? "(cut)");
for (const [p, t] of Object.entries(tally))
  console.log(
    p,
    `decisions ${t.n}, searched ${t.searched}, capped ${t.capped}, listed/decision ${(t.listed / t.n).toFixed(0)}, weighed/decision ${(t.weighed / t.n).toFixed(0)}, iterations/searched ${(t.iters / Math.max(1, t.searched)).toFixed(0)}, work/searched ${(t.work / Math.max(1, t.searched)).toFixed(0)}, CPU s ${(t.cpu / 1000).toFixed(1)} (${(t.cpu / t.n).toFixed(0)} ms each)`,
  );
