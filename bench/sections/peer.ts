// Table 2: boardgame.io hosting the same Star Battle rules, against Starpost: the same line of
// moves, 1 and 64 concurrent games; then the two engines in-process.
import { createRequire } from "node:module";
import { starBattle } from "../../src/games/star-battle";
import { Rng } from "../../src/engine/rng";
import { awaitingSeats } from "../../src/engine/runner";
import { HttpClient } from "../lib/http";
import { playout } from "../lib/playout";
import type { Served } from "../lib/serve";
import { benchGame, registerPlayers, restPass, BENCH_OPTIONS, type BenchGame } from "../lib/starpost";
import { fmt, median, now, summarize, table, type Summary } from "../lib/stats";
import { playerOf, StarBattleBgio, type BgioG } from "../peer/game";
import { PeerGame, startPeer, type PeerStorage } from "../peer/driver";
import type { Sizes } from "./sizes";

const require = createRequire(import.meta.url);

const progress = (what: string) => process.stderr.write(`  peer: ${what}\n`);

/** Plays `moves` moves in each game, all games at once, each game one move at a time. A game
 * whose move fails (its request dropped) stops there; failures are counted, not fatal. */
async function concurrently<G>(games: G[], moves: number, move: (g: G) => Promise<number>): Promise<Summary & { failed: number }> {
  const lat: number[] = [];
  let failed = 0;
  const t0 = now();
  await Promise.all(
    games.map(async (g) => {
      try {
        for (let i = 0; i < moves; i++) lat.push(await move(g));
      } catch (e) {
        failed++;
        progress(`a game stopped: ${(e as Error).message.slice(0, 120)}`);
      }
    }),
  );
  return { ...summarize(lat, now() - t0), failed };
}

const timedRest = (c: HttpClient) => async (g: BenchGame) => {
  const s = now();
  await restPass(c, g);
  return now() - s;
};

async function starpostRun(starpost: Served, games: number, moves: number): Promise<Summary> {
  progress(`Starpost, ${games} game(s)`);
  const c = new HttpClient(starpost.url, games);
  const players = await registerPlayers(c);
  const gs: BenchGame[] = [];
  for (let i = 0; i < games; i++) gs.push(await benchGame(c, players));
  await concurrently(gs, 2, timedRest(c)); // warm each room
  const s = await concurrently(gs, moves, timedRest(c));
  c.close();
  return s;
}

async function peerRun(storage: PeerStorage, games: number, moves: number): Promise<Summary> {
  progress(`boardgame.io ${storage}, ${games} game(s)`);
  const peer = await startPeer(storage);
  try {
    const gs: PeerGame[] = [];
    for (let i = 0; i < games; i++) gs.push(await PeerGame.create(peer, { seed: `bench-${i}`, options: { ...BENCH_OPTIONS } }));
    if (storage !== "flatfile") await concurrently(gs, 2, (g) => g.pass());
    const s = await concurrently(gs, moves, (g) => g.pass());
    for (const g of gs) g.stop();
    return s;
  } finally {
    await peer.stop();
  }
}

/** Random playouts of the book's default game through boardgame.io's own reducer. */
function bgioPlayouts(seeds: string[]): { actions: number; ms: number; versions: number[] } {
  const { InitializeGame, CreateGameReducer } = require("boardgame.io/internal");
  const reducer = CreateGameReducer({ game: StarBattleBgio, isClient: false });
  let actions = 0;
  const versions: number[] = [];
  const t0 = now();
  for (const seed of seeds) {
    let state = InitializeGame({ game: StarBattleBgio, numPlayers: 2, setupData: { seed, options: {} } });
    for (let v = 1; v <= 20_000; v++) {
      const G = state.G as BgioG;
      const seat = awaitingSeats(starBattle, G.state)[0];
      if (seat === undefined) break;
      const action = starBattle.bot(G.state as never, seat, new Rng(seed, `bot:${v}:${seat}`));
      state = reducer(state, { type: "MAKE_MOVE", payload: { type: "act", args: [action], playerID: playerOf(seat) } });
      if ((state.G as BgioG).version !== v) throw new Error(`boardgame.io refused move ${v} of ${seed}`);
      actions++;
    }
    versions.push((state.G as BgioG).version);
  }
  return { actions, ms: now() - t0, versions };
}

function contractPlayouts(seeds: string[]): { actions: number; ms: number; versions: number[] } {
  const options = starBattle.optionsSchema.parse({});
  let actions = 0;
  const versions: number[] = [];
  const t0 = now();
  for (const seed of seeds) {
    const p = playout(starBattle, options, seed);
    actions += p.log.length;
    versions.push(p.log.length);
  }
  return { actions, ms: now() - t0, versions };
}

/** Starpost's moves/s over another server's, at 1 game and at many. */
export interface Ahead {
  one: number;
  many: number;
}

export interface PeerResult {
  text: string;
  /** Target 2: against boardgame.io persisting to disk (the lesser of FlatFile as shipped and with its queue off). */
  disk: Ahead;
  /** The stretch bar: against boardgame.io in memory. */
  memory: Ahead;
}

export const isAhead = (a: Ahead) => a.one >= 1 && a.many >= 1;
const aheadText = (a: Ahead, games: number) => `${fmt(a.one, 2)}× at 1 game, ${fmt(a.many, 2)}× at ${games}`;

export async function peerSection(starpost: Served, sizes: Sizes): Promise<PeerResult> {
  const rows: (string | number)[][] = [];
  const results: Record<string, { one: Summary[]; many: Summary[] }> = {};
  const record = (name: string, one: Summary, many: Summary) => {
    results[name] ??= { one: [], many: [] };
    results[name].one.push(one);
    results[name].many.push(many);
  };
  // Paired: Starpost, boardgame.io in memory, Starpost, boardgame.io in memory, …
  for (let round = 0; round < sizes.peerRounds; round++) {
    record("starpost", await starpostRun(starpost, 1, sizes.peerMoves1), await starpostRun(starpost, sizes.peerGames, sizes.peerMoves64));
    record("memory", await peerRun("memory", 1, sizes.peerMoves1), await peerRun("memory", sizes.peerGames, sizes.peerMoves64));
  }
  record(
    "flatfile-nowait",
    await peerRun("flatfile-nowait", 1, Math.max(1, Math.floor(sizes.peerMoves1 / 6))),
    await peerRun("flatfile-nowait", sizes.peerGames, Math.max(1, Math.floor(sizes.peerMoves64 / 3))),
  );
  record("flatfile", await peerRun("flatfile", 1, sizes.flatfileMoves), await peerRun("flatfile", sizes.peerGames, sizes.flatfileMoves));
  const mid = (xs: Summary[]): Summary => ({
    n: xs[0]!.n,
    perSecond: median(xs.map((x) => x.perSecond)),
    p50: median(xs.map((x) => x.p50)),
    p99: median(xs.map((x) => x.p99)),
    mean: median(xs.map((x) => x.mean)),
  });
  const sp = { one: mid(results.starpost!.one), many: mid(results.starpost!.many) };
  const labels: Record<string, string> = {
    starpost: "Starpost (REST, SQLite DO, every move committed)",
    memory: "boardgame.io, InMemory storage",
    "flatfile-nowait": "boardgame.io, FlatFile with node-persist's write queue off",
    flatfile: "boardgame.io, FlatFile as shipped (1 s write queue)",
  };
  for (const name of ["starpost", "memory", "flatfile-nowait", "flatfile"]) {
    const one = mid(results[name]!.one);
    const many = mid(results[name]!.many);
    rows.push([
      labels[name]!,
      fmt(one.perSecond, 0),
      fmt(one.p50),
      fmt(one.p99),
      name === "starpost" ? "–" : `${fmt(sp.one.perSecond / one.perSecond, 2)}×`,
      fmt(many.perSecond, 0),
      fmt(many.p50),
      fmt(many.p99),
      name === "starpost" ? "–" : `${fmt(sp.many.perSecond / many.perSecond, 2)}×`,
    ]);
  }
  const over = (name: string): Ahead => ({
    one: sp.one.perSecond / mid(results[name]!.one).perSecond,
    many: sp.many.perSecond / mid(results[name]!.many).perSecond,
  });
  const [shipped, nowait] = [over("flatfile"), over("flatfile-nowait")];
  const disk = { one: Math.min(shipped.one, nowait.one), many: Math.min(shipped.many, nowait.many) };
  const memory = over("memory");
  const served = table(
    `2a. Peer over the network — the same line on boardgame.io 0.50.2 (target: Starpost ahead at 1 and at ${sizes.peerGames} games)`,
    ["server", "1 game: moves/s", "p50 ms", "p99 ms", "Starpost ×", `${sizes.peerGames} games: moves/s`, "p50 ms", "p99 ms", "Starpost ×"],
    rows,
    [
      `"Starpost ×" is Starpost's moves/s over that server's. Starpost and boardgame.io in memory: median of ${sizes.peerRounds} paired rounds ` +
        `(${sizes.peerMoves1} moves in 1 game; ${sizes.peerMoves64} moves in each of ${sizes.peerGames} games at once). boardgame.io runs in its own Node process ` +
        `(NODE_ENV=production, the move marked client: false), driven by its own client over socket.io; a move's latency is until the mover's client holds ` +
        `the new state. Target 2, against boardgame.io persisting to disk (FlatFile, the lesser of its two rows): ${isAhead(disk) ? "met" : "missed"} ` +
        `(${aheadText(disk, sizes.peerGames)}). The stretch bar, against it in memory: ${isAhead(memory) ? "met" : "missed"} (${aheadText(memory, sizes.peerGames)}).`,
    ],
  );
  const seeds = Array.from({ length: sizes.inProcessPlayouts }, (_, i) => `inproc-${i}`);
  contractPlayouts(seeds.slice(0, 1));
  bgioPlayouts(seeds.slice(0, 1)); // warm both
  const ours = contractPlayouts(seeds);
  const theirs = bgioPlayouts(seeds);
  if (ours.versions.join() !== theirs.versions.join()) throw new Error("the two engines played different games from the same seeds");
  const inProcess = table(
    "2b. Peer in-process — the same random Star Battle games (book defaults), same seeds, same moves",
    ["engine path", "playouts/s", "actions/s", "µs/action", "time vs contract"],
    [
      [
        "Starpost contract (runner.start/step, random bot)",
        fmt((seeds.length / ours.ms) * 1000, 1),
        fmt((ours.actions / ours.ms) * 1000, 0),
        fmt((ours.ms / ours.actions) * 1000, 1),
        "1.00×",
      ],
      [
        "boardgame.io reducer (CreateGameReducer, MAKE_MOVE)",
        fmt((seeds.length / theirs.ms) * 1000, 1),
        fmt((theirs.actions / theirs.ms) * 1000, 0),
        fmt((theirs.ms / theirs.actions) * 1000, 1),
        `${fmt(theirs.ms / ours.ms, 2)}×`,
      ],
    ],
    [
      `${seeds.length} playouts, ${ours.actions} actions each way; both pick each action with the same seeded random bot, so the games are identical (checked).`,
    ],
  );
  return { text: `${served}\n${inProcess}`, disk, memory };
}
