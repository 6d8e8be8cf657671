// The opponent's choices, recorded: at the positions bench/decisions.ts uses (decision-positions.ts,
// the same seeds `decisions:<version>`), every decision at each level with the game's budget,
// printed with its iterations, work and tree size, then one hash per game and level over all of
// them. A change meant to make a decision cheaper without changing the play must print the same.
// `--options=N` plays the game's N-th sample option set (1-based; 0, the default, is the book's), so
// paths the default set never takes (sealed orders, a drone) are recorded too.
// `npx tsx bench/lib/decision-choices.ts [--games=a,b] [--levels=standard,strong] [--positions=24] [--options=0] [--quiet]`
import { createHash } from "node:crypto";
import { budgetFor, type OpponentLevel } from "../../src/engine/opponent/levels";
import { search } from "../../src/engine/opponent/search";
import { games } from "../../src/games/registry";
import { positionsOf } from "./decision-positions";

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const kinds = flag("games")?.split(",");
const levels = (flag("levels")?.split(",") ?? ["standard", "strong"]) as Exclude<OpponentLevel, "random">[];
const count = Number(flag("positions") ?? 24);
const quiet = args.includes("--quiet");
const optionSet = Number(flag("options") ?? 0);

for (const game of games.filter((g) => g.opponent && (!kinds || kinds.includes(g.id)))) {
  const options = game.optionsSchema.parse(optionSet ? game.sampleOptions[optionSet - 1] : {});
  const picked = positionsOf(game, count, options);
  for (const level of levels) {
    const hash = createHash("sha256");
    const budget = budgetFor(game, level);
    for (const p of picked) {
      const r = search(game, p.state, p.seat, `decisions:${p.version}`, budget);
      const row = [p.version, p.seat, r.action, r.iterations, r.work, r.nodes, r.capped];
      hash.update(JSON.stringify(row));
      if (!quiet) console.log(`${game.id}\t${level}\t${JSON.stringify(row)}`);
    }
    console.log(`${game.id}\t${level}\toptions ${optionSet}\t${picked.length} positions\tchoices ${hash.digest("hex").slice(0, 16)}`);
  }
}
