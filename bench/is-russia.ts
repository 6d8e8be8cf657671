// Iron Stars, `strong` against `standard`, one game at a time with what happened in it (bench/README.md 6m):
// the same seeds and seats as table 6's games (`opponents-iron-stars-strong-standard-<n>`, game n+1), the
// same play as bench/lib/match.ts, and per side the fire laid (weapon, guns, range), the hits
// that landed by weapon, the ships lost and where the victory points came from.
//   npx tsx bench/is-russia.ts --games=74,76,78
import type { AnyGameModule } from "../src/engine/contract";
import { opponentAction } from "../src/engine/opponent/levels";
import { gameSeed, Rng } from "../src/engine/rng";
import { awaitingSeats, start, step } from "../src/engine/runner";
import type { IronStarsAction } from "../src/games/iron-stars/actions";
import { distance } from "../src/games/iron-stars/geometry";
import type { IronStarsState } from "../src/games/iron-stars/state";
import { games } from "../src/games/registry";

const game = games.find((g) => g.id === "iron-stars")! as AnyGameModule;
const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const list = (flag("games") ?? "2").split(",").map(Number);

interface Side {
  fired: Record<string, { guns: number; rangeSum: number }>;
  hits: Record<string, number>;
}

function play(printed: number): void {
  const n = printed - 1;
  const serverSeed = `opponents-iron-stars-strong-standard-${n}`;
  const options = game.optionsSchema.parse({});
  const specs = game.seats(options);
  const people = specs.filter((s) => !s.automaton).map((s) => s.id);
  const swap = n % 2 === 1;
  const levelOf = (seat: string) => ((people.indexOf(seat) % 2 === 0) !== swap ? "strong" : "standard");
  const seed = gameSeed(
    serverSeed,
    specs.map(() => ""),
  );
  let state = start(game, options, seed).state as IronStarsState;
  const sides: Record<string, Side> = {};
  for (const seat of state.seats) sides[seat] = { fired: {}, hits: {} };
  const turnLines: string[] = [];
  let lastTurn = state.turn;
  for (let version = 1; !game.outcome(state) && version <= 5000; version++) {
    const seat = awaitingSeats(game, state)[0]!;
    const action = (
      specs.find((s) => s.id === seat)?.automaton
        ? game.bot(state, seat, new Rng(seed, `bot:${version}:${seat}`))
        : opponentAction(game, state, seat, levelOf(seat), `${serverSeed}:${version}:${seat}`)
    ) as IronStarsAction;
    if (action.type === "fire") {
      const firer = state.ships.find((x) => x.id === action.ship)!;
      for (const v of action.volleys) {
        const target = state.ships.find((x) => x.id === v.target)!;
        const f = (sides[seat]!.fired[v.weapon] ??= { guns: 0, rangeSum: 0 });
        f.guns += v.guns;
        f.rangeSum += (v.guns * distance(firer.position!, target.position!)) / 100;
      }
    }
    const hitsBefore = state.hits.length;
    const result = step(game, state, { version, seat, kind: "action", action }, seed);
    if (!result.ok) throw new Error(`${serverSeed}: ${result.code}`);
    const next = result.state as IronStarsState;
    if (next.hits.length > hitsBefore) {
      for (const h of next.hits.slice(hitsBefore)) {
        const side = state.ships.find((x) => x.id === h.firer)!.side;
        sides[side]!.hits[h.weapon] = (sides[side]!.hits[h.weapon] ?? 0) + 1;
      }
    }
    state = next;
    if (state.turn !== lastTurn && state.phase === "play") {
      // Turn summary: the mean distance of each side's live ships to the nearest enemy at the turn's start.
      const parts = state.seats.map((s) => {
        const mine = state.ships.filter((x) => x.side === s && x.position && !x.destroyed);
        const theirs = state.ships.filter((x) => x.side !== s && x.position && !x.destroyed);
        const near = mine.map((m) => Math.min(...theirs.map((t) => distance(m.position!, t.position!) / 100)));
        const mean = near.length ? near.reduce((a, b) => a + b, 0) / near.length : 0;
        return `${s} ${mine.length} ships, nearest enemy mean ${mean.toFixed(1)}"`;
      });
      turnLines.push(`  turn ${state.turn}: ${parts.join("; ")}`);
      lastTurn = state.turn;
    }
  }
  const outcome = game.outcome(state)!;
  console.log(`game ${printed} (strong is ${swap ? "russia" : "britain"}): ${outcome.reason}`);
  for (const line of turnLines) console.log(line);
  for (const seat of state.seats) {
    const lost = state.ships.filter((x) => x.side === seat && x.destroyed).map((x) => `${x.id}(${x.record.points})`);
    const hullHits = state.ships.filter((x) => x.side === seat && !x.destroyed).map((x) => `${x.id}:${x.damage.hull}/${x.record.hull}`);
    const s = sides[seat]!;
    const fired = Object.entries(s.fired)
      .map(([w, f]) => `${w} ${f.guns}@${(f.rangeSum / Math.max(1, f.guns)).toFixed(1)}"`)
      .join(", ");
    console.log(`  ${seat} (${levelOf(seat)}): fired ${fired}; hits ${JSON.stringify(s.hits)}`);
    console.log(`    lost ${lost.join(" ") || "none"}; survivors' hull ${hullHits.join(" ")}`);
  }
}

for (const g of list) play(g);
