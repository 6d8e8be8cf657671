// Rules under stress, the small run inside `npm test` (the big one is `npm run fuzz:rules`):
// random games of every registered kind with hostile actions, resignations and undos, the
// invariants after every step, and replay equal to the live state (test/fuzz/rules-core.ts).
import { describe, expect, it } from "vitest";
import { actionSamples, emptyStats, fuzzKind } from "../../fuzz/rules-core";
import { games, runs, tally } from "./support";

describe("rules under stress (CI run)", () => {
  const foreign = games.flatMap((g) => actionSamples(g, 2));
  for (const game of games) {
    it(`${game.id}: random games with hostile actions keep their invariants and replay to the live state`, { timeout: 180_000 }, () => {
      const stats = emptyStats();
      fuzzKind(game, runs(12), Date.now() + 15_000 * runs(1), foreign, stats, "ci");
      expect(stats.games).toBeGreaterThan(0);
      tally(
        `rules fuzz (CI) ${game.id}: games / steps / hostile actions / undos / resigns`,
        `${stats.games} / ${stats.steps} / ${stats.hostile} / ${stats.undos} / ${stats.resigns}`,
      );
    });
  }
});
