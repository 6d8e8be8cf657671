// Barnard's Star: Naronian lines against the guarded Terran set-up (bench/README.md 6l). Each line
// overrides the Naronian plan (src/games/barnards-star/opponent-plan.ts) at a few decisions and
// plays the plan elsewhere; the Terran plays the plan throughout. No search: the same on any machine.
// npx tsx bench/bs-lines.ts --games=100 [--lines=plan,fleet,...] [--first=1] [--terran=plan|random] [--verbose]
import { linePlanned, NARONIAN_LINES, type NaronianLine } from "../src/games/barnards-star/opponent-lines";
import { playScripted, ScriptedTally } from "./lib/bs-scripted";

const arg = (name: string, fallback: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const GAMES = Number(arg("games", "40"));
const LINES = arg("lines", NARONIAN_LINES.join(",")).split(",") as NaronianLine[];
const MAX = Number(arg("max", "5000"));
const FIRST = Number(arg("first", "1"));
const VERBOSE = process.argv.includes("--verbose");
/** The Terran: the plan (with its guarded set-up), or the random player. */
const TERRAN = arg("terran", "plan");

for (const line of LINES) {
  const tally = new ScriptedTally();
  for (let n = FIRST; n < FIRST + GAMES; n++) {
    const game = playScripted(n, MAX, (s, seat, prompt, choices) =>
      seat === "naronian" || TERRAN === "plan" ? linePlanned(s, seat, prompt, choices, line) : null,
    );
    tally.add(game);
    if (VERBOSE)
      console.error(
        `${line} ${n}: ${game.winner} after ${game.entries} entries, turn ${game.turn}, beacons ${game.beacons}: ${game.reason}`,
      );
  }
  console.log(`${line} against the Terran ${TERRAN}, games ${FIRST}-${FIRST + GAMES - 1}: ${tally.summary()}`);
}
