// Table 6: the built-in opponent (issue 21), for every game that has one. Per pairing, seeded
// games with the seats swapped half the time: wins, draws and losses of the first level, and the
// CPU time of its decisions in-process (a Worker's limits: `standard` ≤ 100 ms, `strong` ≤ 1 s).
import type { OpponentLevel } from "../../src/engine/opponent/levels";
import { games } from "../../src/games/registry";
import { playMatch } from "../lib/match";
import { fmt, percentile, table } from "../lib/stats";
import type { Sizes } from "./sizes";

const PAIRINGS: [OpponentLevel, OpponentLevel][] = [
  ["standard", "random"],
  ["strong", "random"],
  ["strong", "standard"],
];

export function opponentsSection(sizes: Sizes): string {
  const rows: (string | number)[][] = [];
  for (const game of games.filter((g) => g.opponent && (!sizes.opponentKinds || sizes.opponentKinds.includes(g.id)))) {
    const options = game.optionsSchema.parse({});
    for (const [a, b] of PAIRINGS) {
      const tally = { a: 0, b: 0, none: 0 };
      const ms: number[] = [];
      for (let n = 0; n < sizes.opponentGames; n++) {
        const result = playMatch(game, options, `opponents-${game.id}-${a}-${b}-${n}`, a, b, n % 2 === 1, sizes.opponentBudgetScale);
        tally[result.winner ?? "none"]++;
        ms.push(...result.ms.a);
      }
      ms.sort((x, y) => x - y);
      rows.push([
        game.id,
        `${a} vs ${b}`,
        sizes.opponentGames,
        `${tally.a} / ${tally.none} / ${tally.b}`,
        fmt((100 * (tally.a + tally.none / 2)) / sizes.opponentGames, 0),
        fmt(percentile(ms, 50), 1),
        fmt(percentile(ms, 95), 1),
        fmt(ms.at(-1), 1),
      ]);
    }
  }
  return table(
    "6. Built-in opponents: strength and cost per decision (in-process, default options)",
    ["game", "pairing", "games", "W / D / L (first level)", "score %", "ms median", "ms p95", "ms max"],
    rows,
    [
      "Seats swapped every other game; a draw or shared win counts ½ in the score. Budgets are iterations (src/engine/opponent/levels.ts), so a choice is the same on any machine.",
      `Games without an opponent yet: ${
        games
          .filter((g) => !g.opponent)
          .map((g) => g.id)
          .join(", ") || "none"
      }.`,
    ],
  );
}
