// Table 6: the built-in opponent (issue 21), for every game that has one. Per pairing, seeded
// games with the seats swapped half the time: wins, draws and losses of the first level, and the
// CPU time of its decisions in-process (a Worker's limits: `standard` ≤ 100 ms, `strong` ≤ 1 s).
// Game n of a pairing always has the same seed, so a run cut short by --opponent-minutes plays a
// prefix of the full run's games, and runs split by game (--opponent-kinds) add up to the table.
import { games } from "../../src/games/registry";
import { type BenchLevel, playMatch } from "../lib/match";
import { fmt, percentile, table } from "../lib/stats";
import type { Sizes } from "./sizes";

export const PAIRINGS: [BenchLevel, BenchLevel][] = [
  ["standard", "random"],
  ["strong", "random"],
  ["strong", "standard"],
  // Not targets, run only when named with --opponent-pairings:
  // how far luck lets even an all-seeing search win,
  ["oracle", "random"],
  // and against `standard`: a target `strong` cannot pass if an all-seeing search does not,
  ["oracle", "standard"],
  // and how much the seat alone weighs: one level against itself, so what is left is the seats.
  ["standard", "standard"],
];
const NOT_TARGETS = new Set(["oracle-random", "oracle-standard", "standard-standard"]);

/** Wilson's 95 % interval for a score of `points` out of `n` games, in percent. */
function wilson(points: number, n: number): [number, number] {
  if (n === 0) return [0, 100];
  const z = 1.96;
  const p = points / n;
  const centre = p + (z * z) / (2 * n);
  const spread = z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  const denominator = 1 + (z * z) / n;
  return [(100 * (centre - spread)) / denominator, (100 * (centre + spread)) / denominator];
}

export function opponentsSection(sizes: Sizes): string {
  const rows: (string | number)[][] = [];
  const pairings = PAIRINGS.filter(([a, b]) =>
    sizes.opponentPairings ? sizes.opponentPairings.includes(`${a}-${b}`) : !NOT_TARGETS.has(`${a}-${b}`),
  );
  for (const game of games.filter((g) => g.opponent && (!sizes.opponentKinds || sizes.opponentKinds.includes(g.id)))) {
    const options = game.optionsSchema.parse({});
    for (const [a, b] of pairings) {
      const tally = { a: 0, b: 0, none: 0 };
      const ms: number[] = [];
      const deadline = sizes.opponentMinutes ? performance.now() + sizes.opponentMinutes * 60_000 : Number.POSITIVE_INFINITY;
      let played = 0;
      while (played < sizes.opponentGames && performance.now() < deadline) {
        // The game's number in the full run: its seed and seats do not depend on what else is played.
        const n = sizes.opponentFrom + played * sizes.opponentEvery;
        const result = playMatch(game, options, `opponents-${game.id}-${a}-${b}-${n}`, a, b, n % 2 === 1, sizes.opponentBudgetScale, (p) =>
          console.error(
            `${game.id} ${a}-${b} game ${n + 1} so far: ${p.steps} steps, decisions ${p.ms.a.length}/${p.ms.b.length}, CPU ${fmt(p.cpuMs.a / 1000, 1)}/${fmt(p.cpuMs.b / 1000, 1)} s`,
          ),
        );
        tally[result.winner ?? "none"]++;
        ms.push(...result.ms.a);
        played++;
        // Progress on stderr, so a long run shows where it is and a cut-off run keeps its count.
        // Decisions and CPU per game say why a game's runs are long; `end` says how it ended.
        console.error(
          `${game.id} ${a}-${b} game ${n + 1} (${n % 2 === 1 ? "second" : "first"} seat): ${result.winner ?? "none"} (W/D/L ${tally.a}/${tally.none}/${tally.b}); ` +
            `${result.steps} steps, decisions ${result.ms.a.length}/${result.ms.b.length}, ` +
            `CPU ${fmt(result.cpuMs.a / 1000, 1)}/${fmt(result.cpuMs.b / 1000, 1)} s; ${result.end}`,
        );
      }
      ms.sort((x, y) => x - y);
      const score = tally.a + tally.none / 2;
      const [low, high] = wilson(score, played);
      rows.push([
        game.id,
        `${a} vs ${b}`,
        played,
        `${tally.a} / ${tally.none} / ${tally.b}`,
        fmt(played ? (100 * score) / played : 0, 0),
        `${fmt(low, 0)}–${fmt(high, 0)}`,
        fmt(percentile(ms, 50), 1),
        fmt(percentile(ms, 99), 1),
        fmt(ms.at(-1), 1),
      ]);
    }
  }
  return table(
    "6. Built-in opponents: strength and cost per decision (in-process, default options)",
    ["game", "pairing", "games", "W / D / L (first level)", "score %", "95 % interval", "ms median", "ms p99", "ms max"],
    rows,
    [
      "Seats swapped every other game; a draw or shared win counts ½ in the score; the interval is Wilson's. Budgets are iterations (each game's opponent.ts, else src/engine/opponent/levels.ts), so a choice is the same on any machine; decision times are CPU-bound wall time of this process.",
      `Games without an opponent yet: ${
        games
          .filter((g) => !g.opponent)
          .map((g) => g.id)
          .join(", ") || "none"
      }.`,
    ],
  );
}
