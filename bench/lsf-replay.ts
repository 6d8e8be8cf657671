// The Last Starfighter, one game of table 6 at a time with what happened in it (bench/README.md 6t):
// the same seeds and seats as `npx tsx bench/run.ts --only=opponents` (`opponents-last-starfighter-<a>-<b>-<n>`,
// game n+1, seats swapped on odd n) and the same play as bench/lib/match.ts. Per decision: the
// wheel as the deciding seat reads it, both ships, the choice and, for a searching seat, how the
// search weighed its root choices (visits, mean reward); per turn: every shot with its dice.
// `--pairing=oracle-random` (bench only, never a player's opponent): `strong`'s search that sees
// the random player's order of the phase before giving its own (the random's pick comes from its
// decision seed, known in advance here) — what it still loses is the dice's doing.
//   npx tsx bench/lsf-replay.ts --games=7,13 [--pairing=strong-random|oracle-random] [--quiet]
import type { AnyGameModule } from "../src/engine/contract";
import { budgetFor, type OpponentLevel } from "../src/engine/opponent/levels";
import { search } from "../src/engine/opponent/search";
import { SearchRng } from "../src/engine/opponent/search-rng";
import { gameSeed } from "../src/engine/rng";
import { awaitingSeats, start, step } from "../src/engine/runner";
import type { LastStarfighterState, Ship, TurnReport } from "../src/games/last-starfighter/state";
import { wheelFor } from "../src/games/last-starfighter/queries";
import { games } from "../src/games/registry";

const game = games.find((g) => g.id === "last-starfighter")! as AnyGameModule;
const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const list = (flag("games") ?? "7").split(",").map(Number);
const [a, b] = (flag("pairing") ?? "strong-random").split("-") as [OpponentLevel | "oracle", OpponentLevel];
const seeing = { ...game, opponent: { ...game.opponent!, determinize: (s: unknown) => s } };
const quiet = process.argv.includes("--quiet");

function ship(s: Ship | null): string {
  if (!s) return "-";
  const hurt = [
    s.stabilizer < s.card.stabilizer ? `stab ${s.stabilizer}` : "",
    s.targeting > s.card.targeting ? `aim ${s.targeting}` : "",
    s.damagedWeapons.length ? `lost ${s.damagedWeapons.join("+")}` : "",
    s.lifeSupport !== null ? `air ${s.lifeSupport}` : "",
  ].filter(Boolean);
  return `prot ${s.protection}${hurt.length ? ` (${hurt.join(", ")})` : ""} turret ${s.turret ?? "-"}`;
}

function shots(r: TurnReport, levelOf: (seat: string) => string): string[] {
  return r.shots.map((x) => {
    const d = x.damage;
    const special = d?.special ? ` special ${d.special.die}+${d.special.modifier} → ${d.special.result}` : "";
    return `    ${levelOf(x.seat)} ${x.weapon} needs ${x.toHit}: ${x.dice.join("+")} ${x.hit ? `HIT dmg ${d?.dice.join("+")} −${d?.protectionLost} → ${d?.protectionLeft}${special}` : "miss"}`;
  });
}

function play(printed: number): string {
  const n = printed - 1;
  // The oracle plays `strong`'s games: the same deals, dice streams and random player's seeds.
  const serverSeed = `opponents-last-starfighter-${a === "oracle" ? "strong" : a}-${b}-${n}`;
  const options = game.optionsSchema.parse({});
  const specs = game.seats(options);
  const people = specs.filter((s) => !s.automaton).map((s) => s.id);
  const swap = n % 2 === 1;
  const levelOf = (seat: string) => ((people.indexOf(seat) % 2 === 0) !== swap ? a : b);
  const seed = gameSeed(
    serverSeed,
    specs.map(() => ""),
  );
  let state = start(game, options, seed).state as LastStarfighterState;
  console.log(`game ${printed} (${a} ${swap ? "second" : "first"} seat), seed ${serverSeed}`);
  let reported = 0;
  // The random order the oracle was shown, checked against the one the random seat then gives.
  let foreseen: { version: number; seat: string; order: string } | null = null;
  let misses = 0;
  for (let version = 1; !game.outcome(state) && version <= 5_000; version++) {
    const seat = awaitingSeats(game, state)[0]!;
    const level = levelOf(seat);
    const decisionSeed = `${serverSeed}:${version}:${seat}`;
    let action: unknown;
    let weighed = "";
    if (level === "random") {
      action = game.bot(state, seat, new SearchRng(decisionSeed));
      if (foreseen?.version === version && foreseen.seat === seat && foreseen.order !== JSON.stringify(action)) misses++;
    } else {
      let known = state;
      if (level === "oracle" && ["turret", "heading", "fire"].includes(state.phase)) {
        // The random seat's order of this phase, as it will give it at the next entry of the log.
        const other = awaitingSeats(game, state).find((x) => x !== seat);
        if (other !== undefined && levelOf(other) === "random") {
          const order = game.bot(state, other, new SearchRng(`${serverSeed}:${version + 1}:${other}`));
          const ahead = game.apply(state, other, order, new SearchRng("oracle"));
          if (ahead.ok) known = ahead.state as LastStarfighterState;
          foreseen = { version: version + 1, seat: other, order: JSON.stringify(order) };
        }
      }
      const result =
        level === "oracle"
          ? search(seeing as AnyGameModule, known, seat, decisionSeed, budgetFor(game, "strong"))
          : search(game, state, seat, decisionSeed, budgetFor(game, level));
      action = result.action;
      const edges = [...(result.tree as { edges: Map<string, { visits: number; reward: number }> }).edges.entries()];
      edges.sort((x, y) => y[1].visits - x[1].visits);
      weighed = edges
        .slice(0, 4)
        .map(([k, e]) => `${k.replace(/"type":"\w+",?/, "")} ${e.visits}×${(e.reward / e.visits).toFixed(2)}`)
        .join(" | ");
    }
    if (!quiet && state.ships[seat]) {
      const w = wheelFor(state, seat);
      const other = state.seats.find((x) => x !== seat)!;
      console.log(
        `  t${state.turn} ${state.phase} ${level}@${w.viewPort}/${w.view}: ${JSON.stringify(action)}  [own ${ship(state.ships[seat] ?? null)}; other ${ship(state.ships[other] ?? null)}]${weighed ? `\n      ${weighed}` : ""}`,
      );
    }
    const result = step(game, state, { version, seat, kind: "action", action }, seed);
    if (!result.ok) throw new Error(`${serverSeed}: ${result.code} at ${version}`);
    state = result.state as LastStarfighterState;
    const done = state.lastReport && state.lastReport.turn > reported ? state.lastReport : state.result ? state.report : null;
    if (done && !quiet) {
      reported = done.turn;
      const m = done.movement;
      const moved = m
        ? `moved to ${m.final.map((x) => `${levelOf(x.seat)} ${x.viewPort}/${x.view}`).join(", ")}${m.flyBy ? " fly-by" : ""}${m.disengaging ? ` disengaging ${m.disengagingStreak}` : ""}`
        : "";
      console.log(`  — end of turn ${done.turn}: ${moved}${done.noFire ? ` no fire (${done.noFire})` : ""}`);
      for (const line of shots(done, levelOf)) console.log(line);
    }
  }
  const outcome = game.outcome(state);
  const line = `game ${printed}: ${outcome?.winners.map(levelOf).join(",") || "none"} — ${outcome?.reason}${misses ? ` (${misses} random orders not as foreseen)` : ""}`;
  console.log(line);
  return line;
}

const lines = list.map(play);
if (list.length > 1) for (const line of lines) console.log(line);
