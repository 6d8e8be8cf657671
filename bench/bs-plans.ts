// Barnard's Star: what is possible (bench/README.md 6i). Random against random by side over the
// same seeds as table 6, how long games last, and what the scripted plan of each side
// (src/games/barnards-star/opponent-plan.ts) achieves against the random player.
// npx tsx bench/bs-plans.ts --games=40 [--pairs=random-random,plan-random,random-plan]
import { gameSeed, Rng } from "../src/engine/rng";
import { awaitingSeats, pendingOf, start, step } from "../src/engine/runner";
import { barnardsStar } from "../src/games/barnards-star";
import type { BarnardsStarAction } from "../src/games/barnards-star/actions";
import { planned } from "../src/games/barnards-star/opponent-plan";
import type { Prompt } from "../src/games/barnards-star/owing";
import type { BarnardsStarState } from "../src/games/barnards-star/state";

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const GAMES = Number(arg("games", "40"));
const PAIRS = arg("pairs", "random-random,plan-random,random-plan").split(",");
const MAX = Number(arg("max", "5000"));
const FIRST = Number(arg("first", "1"));

type Player = "random" | "plan";

function act(s: BarnardsStarState, seat: string, who: Player, rng: Rng): unknown {
  if (who === "plan") {
    const d = pendingOf(barnardsStar, s).find((x) => x.seat === seat);
    const chosen = d?.choices ? planned(s, seat, d.prompt as Prompt, d.choices as BarnardsStarAction[]) : null;
    if (chosen) return chosen;
  }
  return barnardsStar.bot(s, seat, rng);
}

for (const pair of PAIRS) {
  const [nar, ter] = pair.split("-") as [Player, Player];
  const tally = { naronian: 0, terran: 0, none: 0 };
  const lengths: number[] = [];
  const turns: number[] = [];
  for (let n = FIRST; n < FIRST + GAMES; n++) {
    const server = `opponents-barnards-star-standard-random-${n}`;
    const options = barnardsStar.optionsSchema.parse({});
    const seed = gameSeed(server, ["", ""]);
    let s = start(barnardsStar, options, seed).state as BarnardsStarState;
    let v = 1;
    for (; !barnardsStar.outcome(s) && v <= MAX; v++) {
      const seat = awaitingSeats(barnardsStar, s)[0]!;
      const action = act(s, seat, seat === "naronian" ? nar : ter, new Rng(seed, `bot:${v}:${seat}`));
      const r = step(barnardsStar, s, { version: v, seat, kind: "action", action }, seed);
      if (!r.ok) throw new Error(`${server}: ${r.code} at ${v} ${JSON.stringify(action)}`);
      s = r.state as BarnardsStarState;
    }
    const o = barnardsStar.outcome(s);
    const w = o?.winners.length === 1 ? (o.winners[0] as "naronian" | "terran") : "none";
    tally[w]++;
    lengths.push(v - 1);
    turns.push(s.turn);
    console.error(
      `${pair} ${n}: ${w} after ${v - 1} entries, turn ${s.turn}: ${o?.reason ?? "cap"} beacons=${Object.values(s.units).filter((u) => u.kind === "B" && u.where.at === "map").length}`,
    );
  }
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(
    `${pair} (naronian-terran), ${GAMES} games: naronian ${tally.naronian}, terran ${tally.terran}, none ${tally.none}; entries median ${med(lengths)} max ${Math.max(...lengths)}; turns median ${med(turns)} max ${Math.max(...turns)}`,
  );
}
