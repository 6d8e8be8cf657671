// Table 5: every registered game, in-process: random playouts per second through the contract (warm),
// the time to replay 10,000 logged actions, and the slowest action type (a slow rule shows up by name).
import { games } from "../../src/games/registry";
import { perActionType, playout, replayPlayout, type Playout } from "../lib/playout";
import { fmt, now, table } from "../lib/stats";
import type { Sizes } from "./sizes";

export function enginesSection(sizes: Sizes): string {
  const rows: (string | number)[][] = [];
  for (const game of games) {
    const options = game.optionsSchema.parse({});
    // First, untimed: playouts from a cold start, while V8 compiles the
    // game's code. A search plays thousands of steps in a warm isolate, and the first seconds of a
    // process are mostly the compiler's (Double Star read three to five times lower in them, and moved
    // with the load, which takes the compiler's threads: bench/README 5t). Their own
    // rate is shown beside the warm one.
    const w0 = now();
    let warm = 0;
    do playout(game, options, `warm-${game.id}-${warm++}`);
    while (now() - w0 < sizes.engineWarmupMs && warm < 100_000);
    const coldRate = (warm / (now() - w0)) * 1000;
    // Random playouts for a fixed time (bounded: at least one).
    const t0 = now();
    let n = 0;
    let actions = 0;
    let unfinished = 0;
    do {
      const p = playout(game, options, `engines-${game.id}-${n}`);
      n++;
      actions += p.log.length;
      if (!p.finished) unfinished++;
    } while (now() - t0 < sizes.enginePlayoutMs && n < 100_000);
    const ms = now() - t0;
    // Logs totalling at least `replayActions` actions, replayed from set-up.
    const logs: Playout[] = [];
    let logged = 0;
    for (let i = 0; logged < sizes.replayActions && i < 10_000; i++) {
      const p = playout(game, options, `replay-${game.id}-${i}`);
      logs.push(p);
      logged += p.log.length;
    }
    replayPlayout(game, logs[0]!); // warm
    const r0 = now();
    for (const p of logs) replayPlayout(game, p);
    const replayMs = ((now() - r0) / logged) * sizes.replayActions;
    const slow = perActionType(game, logs)[0];
    rows.push([
      game.id,
      fmt((n / ms) * 1000, 1),
      fmt(coldRate, 1),
      fmt(actions / n, 0),
      fmt((actions / ms) * 1000, 0),
      fmt(replayMs, 0),
      slow ? `${slow.type} (${fmt(slow.meanUs, 0)} µs × ${slow.count})` : "–",
      unfinished ? `${unfinished} hit the cap` : "",
    ]);
  }
  return table(
    `5. Engines — every registered game, in-process, book defaults, random bot for every seat`,
    [
      "game",
      "playouts/s",
      `first ${fmt(sizes.engineWarmupMs / 1000, sizes.engineWarmupMs < 1000 ? 2 : 1)} s: playouts/s`,
      "actions/playout",
      "actions/s",
      `replay ${fmt(sizes.replayActions, 0)} actions ms`,
      "slowest action type (mean per step)",
      "note",
    ],
    rows,
    [
      `Playouts run for ${fmt(sizes.enginePlayoutMs / 1000, 1)} s per game (each capped at 20,000 actions), after ${fmt(sizes.engineWarmupMs / 1000, sizes.engineWarmupMs < 1000 ? 2 : 1)} s of ` +
        "untimed playouts of other seeds from the process's cold start (their rate is the \"first s\" column: mostly V8 compiling the game's code). " +
        `Replay folds logs totalling ${fmt(sizes.replayActions, 0)}+ actions ` +
        "from set-up with runner.replay (no snapshots), scaled to exactly that many; the bot's own choice is not part of a replay.",
    ],
  );
}
