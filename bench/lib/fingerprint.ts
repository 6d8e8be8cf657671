// Same games, checked: one hash per game over seeded random playouts (every action, every step's
// events and rolls, every state's pending decisions, the final states) and over the opponent's
// picks at spread positions. An engine change that should change nothing must leave them equal.
// `npx tsx bench/lib/fingerprint.ts [--games=a,b] [--playouts=20] [--searches=6]`
import { createHash } from "node:crypto";
import type { AnyGameModule } from "../../src/engine/contract";
import { searchAction } from "../../src/engine/opponent/search";
import { Rng } from "../../src/engine/rng";
import { awaitingSeats, start, step } from "../../src/engine/runner";
import { games } from "../../src/games/registry";

/** The hash of `playouts` seeded random games and of the search's picks at `searches` of their states. */
export function fingerprint(
  game: AnyGameModule,
  playouts: number,
  searches: number,
): { playouts: string; search: string; actions: number } {
  const hash = createHash("sha256");
  const search = createHash("sha256");
  const sets = [game.optionsSchema.parse({}), ...game.sampleOptions];
  let actions = 0;
  for (let n = 0; n < playouts; n++) {
    const options = sets[n % sets.length];
    const seed = `fingerprint-${game.id}-${n}`;
    let { state, rolls } = start(game, options, seed);
    hash.update(JSON.stringify(rolls));
    const states: { state: unknown; seat: string }[] = [];
    for (let v = 1; v <= 20_000; v++) {
      const seat = awaitingSeats(game, state)[0];
      if (seat === undefined) break;
      hash.update(JSON.stringify(game.pending(state)));
      states.push({ state, seat });
      const action = game.bot(state, seat, new Rng(seed, `bot:${v}:${seat}`));
      const r = step(game, state, { version: v, seat, kind: "action", action }, seed);
      if (!r.ok) throw new Error(`${game.id}: the bot's action was refused: ${r.code}`);
      hash.update(JSON.stringify([action, r.events, r.rolls]));
      state = r.state;
      actions++;
    }
    hash.update(JSON.stringify([state, game.outcome(state)]));
    // The opponent's picks at a few states of the first playouts, on a small budget.
    if (game.opponent && n < 2) {
      const automata = new Set(
        game
          .seats(options)
          .filter((s) => s.automaton)
          .map((s) => s.id),
      );
      const open = states.filter((s) => !automata.has(s.seat));
      for (let i = 0; i < searches && open.length; i++) {
        const p = open[Math.floor(((i + 0.5) * open.length) / searches)]!;
        const a = searchAction(game, p.state, p.seat, `fingerprint:${n}:${i}`, { iterations: 24, rolloutSteps: 8 });
        search.update(JSON.stringify(a));
      }
    }
  }
  return { playouts: hash.digest("hex").slice(0, 16), search: search.digest("hex").slice(0, 16), actions };
}

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
if (import.meta.url === `file://${process.argv[1]}`) {
  const kinds = flag("games")?.split(",");
  const playouts = Number(flag("playouts") ?? 20);
  const searches = Number(flag("searches") ?? 6);
  for (const game of games.filter((g) => !kinds || kinds.includes(g.id))) {
    const f = fingerprint(game, playouts, searches);
    console.log(`${game.id}\tplayouts ${f.playouts}\tsearch ${f.search}\t${f.actions} actions`);
  }
}
