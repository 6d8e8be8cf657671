// Barnard's Star: what is possible (bench/README.md 6i). Random against random by side over the
// same seeds as table 6, how long games last, and what the scripted plan of each side
// (src/games/barnards-star/opponent-plan.ts) achieves against the random player.
// npx tsx bench/bs-plans.ts --games=40 [--pairs=random-random,plan-random,random-plan]
import { planned } from "../src/games/barnards-star/opponent-plan";
import { playScripted, ScriptedTally } from "./lib/bs-scripted";

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const GAMES = Number(arg("games", "40"));
const PAIRS = arg("pairs", "random-random,plan-random,random-plan").split(",");
const MAX = Number(arg("max", "5000"));
const FIRST = Number(arg("first", "1"));

type Player = "random" | "plan";

for (const pair of PAIRS) {
  const [nar, ter] = pair.split("-") as [Player, Player];
  const tally = new ScriptedTally();
  for (let n = FIRST; n < FIRST + GAMES; n++) {
    const game = playScripted(n, MAX, (s, seat, prompt, choices) =>
      (seat === "naronian" ? nar : ter) === "plan" ? planned(s, seat, prompt, choices) : null,
    );
    tally.add(game);
    console.error(`${pair} ${n}: ${game.winner} after ${game.entries} entries, turn ${game.turn}: ${game.reason} beacons=${game.beacons}`);
  }
  console.log(`${pair} (naronian-terran), ${GAMES} games: ${tally.summary()}`);
}
