// Double Star, Sneak Attack (issue 21, bench/README 6h): what is possible against a random player.
// Plays table 6's seeds (`opponents-double-star-standard-random-<n>`): a Chinese side that is either
// the random player, the scripted plan of src/games/double-star/opponent-plan.ts (the plan's step
// where it has one, else the random player's choice) or the plan with the siege of opponent-siege.ts, against an Islamic side that is the random
// player, the defence of opponent-defence.ts (its step, or the passed movement phase, where the
// opponent's `weigh` names one choice; else the random player's) or the defence with the guard of
// opponent-guard.ts (planetary defences bought over An-Nur's hexes), and prints who won and how,
// game by game and in total.
// `npx tsx bench/ds-plan.ts [--chinese=random|plan|siege] [--islamic=random|plan|guard] [--from=0] [--games=40]`
import type { SeatId } from "../src/engine/contract";
import { SearchRng } from "../src/engine/opponent/search-rng";
import { gameSeed } from "../src/engine/rng";
import { awaitingSeats, start, step } from "../src/engine/runner";
import { doubleStar } from "../src/games/double-star";
import { guardBuy, guardFire } from "../src/games/double-star/opponent-guard";
import { landingWorlds, planFocus, planStep } from "../src/games/double-star/opponent-plan";
import { pending } from "../src/games/double-star/pending";
import type { DoubleStarState } from "../src/games/double-star/state";

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const chinese = flag("chinese") ?? "plan";
const islamic = flag("islamic") ?? "random";
const from = Number(flag("from") ?? 0);
const count = Number(flag("games") ?? 40);
const MAX_STEPS = 20_000;

function decide(s: DoubleStarState, seat: SeatId, seed: string) {
  if (chinese !== "random" && seat === "chinese") {
    const d = pending(s).find((x) => x.seat === seat)!;
    const step = planStep(s, seat, d.prompt, d.choices ?? [], chinese === "siege");
    if (step) return step;
  }
  if ((islamic === "plan" || islamic === "guard") && seat === "islamic") {
    const d = pending(s).find((x) => x.seat === seat)!;
    const guard =
      islamic !== "guard"
        ? null
        : d.prompt === "buyForces"
          ? guardBuy(s, d.choices ?? [])
          : d.prompt === "pdFire"
            ? guardFire(d.choices ?? [])
            : null;
    if (guard) return guard;
    const named = planFocus(s, seat, d.prompt, d.choices ?? []);
    if (named.length === 1) return named[0]!;
  }
  return doubleStar.bot(s, seat, new SearchRng(seed));
}

const tally = { chinese: 0, islamic: 0, none: 0 };
for (let n = from; n < from + count; n++) {
  const serverSeed = `opponents-double-star-standard-random-${n}`;
  const options = doubleStar.optionsSchema.parse({});
  const seed = gameSeed(serverSeed, ["", ""]);
  let s = start(doubleStar, options, seed).state as DoubleStarState;
  let version = 1;
  for (; !doubleStar.outcome(s) && version <= MAX_STEPS; version++) {
    const seat = awaitingSeats(doubleStar, s)[0]!;
    const action = decide(s, seat, `${serverSeed}:${version}:${seat}`);
    const r = step(doubleStar, s, { version, seat, kind: "action", action }, seed);
    if (!r.ok) throw new Error(`${serverSeed}: ${r.code} at ${version}`);
    s = r.state as DoubleStarState;
  }
  const outcome = doubleStar.outcome(s);
  const winner = (outcome?.winners[0] as "chinese" | "islamic" | undefined) ?? "none";
  tally[winner]++;
  const carriers = s.ships.filter((x) => x.side === "chinese" && x.cargo === "base").length;
  const open = landingWorlds(s).length;
  const pd = s.sites.filter((st) => st.owner === "islamic").reduce((a, st) => a + st.pd, 0);
  const fleet = s.ships.filter((x) => x.side === "chinese" && x.kind !== "transport").length;
  console.log(
    `game ${n}: ${winner} at turn ${s.turn}, ${version - 1} entries; Chinese carriers left ${carriers}, warships left ${fleet}, Islamic PD ${pd}, open worlds ${open}; ${outcome?.reason ?? "no outcome"} ` +
      `(W chinese/islamic/none ${tally.chinese}/${tally.islamic}/${tally.none})`,
  );
}
