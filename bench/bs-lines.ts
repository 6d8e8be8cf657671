// Barnard's Star: Naronian lines against the guarded Terran set-up (bench/README.md 6l). Each line
// overrides the Naronian plan (src/games/barnards-star/opponent-plan.ts) at a few decisions and
// plays the plan elsewhere; the Terran plays the plan throughout. No search: the same on any machine.
// npx tsx bench/bs-lines.ts --games=100 [--lines=plan,fleet,...] [--first=1] [--terran=plan|random] [--verbose]
import { gameSeed, Rng } from "../src/engine/rng";
import { awaitingSeats, pendingOf, start, step } from "../src/engine/runner";
import { barnardsStar } from "../src/games/barnards-star";
import type { BarnardsStarAction } from "../src/games/barnards-star/actions";
import { linePlanned, NARONIAN_LINES, type NaronianLine } from "../src/games/barnards-star/opponent-lines";
import type { Prompt } from "../src/games/barnards-star/owing";
import type { BarnardsStarState } from "../src/games/barnards-star/state";

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const GAMES = Number(arg("games", "40"));
const LINES = arg("lines", NARONIAN_LINES.join(",")).split(",") as NaronianLine[];
const MAX = Number(arg("max", "5000"));
const FIRST = Number(arg("first", "1"));
const VERBOSE = process.argv.includes("--verbose");
/** The Terran: the plan (with its guarded set-up), or the random player. */
const TERRAN = arg("terran", "plan");

for (const line of LINES) {
  const tally = { naronian: 0, terran: 0, none: 0 };
  const lengths: number[] = [];
  const turns: number[] = [];
  for (let n = FIRST; n < FIRST + GAMES; n++) {
    const server = `opponents-barnards-star-standard-random-${n}`;
    const seed = gameSeed(server, ["", ""]);
    let s = start(barnardsStar, barnardsStar.optionsSchema.parse({}), seed).state as BarnardsStarState;
    let v = 1;
    for (; !barnardsStar.outcome(s) && v <= MAX; v++) {
      const seat = awaitingSeats(barnardsStar, s)[0]!;
      const d = pendingOf(barnardsStar, s).find((x) => x.seat === seat);
      const choices = (d?.choices ?? []) as BarnardsStarAction[];
      const plan =
        choices.length && (seat === "naronian" || TERRAN === "plan") ? linePlanned(s, seat, d!.prompt as Prompt, choices, line) : null;
      const action = plan ?? barnardsStar.bot(s, seat, new Rng(seed, `bot:${v}:${seat}`));
      const r = step(barnardsStar, s, { version: v, seat, kind: "action", action }, seed);
      if (!r.ok) throw new Error(`${server}: ${r.code} at ${v} ${JSON.stringify(action)}`);
      s = r.state as BarnardsStarState;
    }
    const o = barnardsStar.outcome(s);
    const w = o?.winners.length === 1 ? (o.winners[0] as "naronian" | "terran") : "none";
    tally[w]++;
    lengths.push(v - 1);
    turns.push(s.turn);
    if (VERBOSE)
      console.error(
        `${line} ${n}: ${w} after ${v - 1} entries, turn ${s.turn}, beacons ${Object.values(s.units).filter((u) => u.kind === "B" && u.where.at === "map").length}: ${o?.reason ?? "cap"}`,
      );
  }
  const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(
    `${line} against the Terran ${TERRAN}, games ${FIRST}-${FIRST + GAMES - 1}: naronian ${tally.naronian}, terran ${tally.terran}, none ${tally.none}; entries median ${med(lengths)} max ${Math.max(...lengths)}; turns median ${med(turns)} max ${Math.max(...turns)}`,
  );
}
