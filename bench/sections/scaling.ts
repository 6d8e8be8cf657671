// Table 7: past one region — a load model. It measures, on a served Starpost, what the shared
// directory (the one D1 database every request may touch) costs per player, per game and per
// move, then scales those figures to 1M players and 10M games and sets each load beside the
// capacity of today's design. docs/SCALING.md reads the table and gives the design past it.
import { HttpClient } from "../lib/http";
import { serve } from "../lib/serve";
import { fmt, median, now, pool, table } from "../lib/stats";
import type { Sizes } from "./sizes";

const auth = (key: string) => ({ authorization: `Bearer ${key}` });

/**
 * The world the model is asked about. Each figure is an assumption, stated here once: a
 * play-by-mail service where a game takes weeks and a person moves about once a day per game.
 */
export const WORLD = {
  players: 1_000_000,
  games: 10_000_000,
  /** Share of stored games still running (the rest finished and only read now and then). */
  runningShare: 0.1,
  /** Moves a running game receives a day (two seats, about one each; bots and blitz raise it). */
  movesPerRunningGameDay: 4,
  /** The busiest hour's traffic over the day's average hour. */
  peakFactor: 4,
  /** Share of players who open the lobby or their inbox in the busiest hour, and how often. */
  peakHourActiveShare: 0.1,
  listReadsPerActivePlayerHour: 20,
  /** Notifications per move (the other seat's webhook or push, watchers' feeds are not D1). */
  notificationsPerMove: 1.5,
  newGamesPerDay: 200_000,
  newPlayersPerDay: 10_000,
} as const;

/** Published platform limits the model compares against (Cloudflare's D1 and Workers docs). */
export const LIMITS = {
  d1MaxBytes: 10 * 1000 ** 3,
  /** A D1 database runs one query at a time; its throughput is 1 s over a query's busy time. */
  d1SerialQueries: true,
} as const;

interface Measured {
  bytesPerPlayer: number;
  bytesPerGame: number;
  /** The index write a move makes (one batch: the game row and its seat rows), busy ms. */
  indexWriteMs: number;
  /**
   * A lobby page (`GET /v1/games?status=open`) and a player's own list, ms over HTTP at this size:
   * the whole request, so as a query's busy time it overstates (the model errs on the safe side).
   */
  lobbyMs: number;
  mineMs: number;
  gamesStored: number;
}

/** The directory's size in bytes, as D1 reports it with every result (`meta.size_after`). */
async function d1Bytes(db: D1Database): Promise<number> {
  const r = await db.prepare("SELECT 1").run();
  const size = (r.meta as { size_after?: number }).size_after;
  if (typeof size !== "number") throw new Error("D1 gave no size_after");
  return size;
}

async function measure(sizes: Sizes): Promise<Measured> {
  const server = await serve("starpost");
  try {
    const db = await server.mf.getD1Database("DIRECTORY");
    const empty = await d1Bytes(db);
    const c = new HttpClient(server.url, 8);
    const players: { id: string; apiKey: string }[] = [];
    await pool(
      Array.from({ length: sizes.modelPlayers }, (_, i) => i),
      8,
      async (i) => {
        players.push(await c.json("POST", "/v1/players", { name: `Model player ${i}` }, {}, 201));
      },
    );
    const withPlayers = await d1Bytes(db);
    // Each game: created by one player, joined by the next, one move (the index as a running game
    // holds it); every fifth stays open in the lobby.
    await pool(
      Array.from({ length: sizes.modelGames }, (_, i) => i),
      8,
      async (i) => {
        const a = players[i % players.length]!;
        const b = players[(i + 1) % players.length]!;
        const g = await c.json("POST", "/v1/games", { kind: "star-battle" }, auth(a.apiKey), 201);
        if (i % 5 === 0) return;
        const joined = (await c.json("POST", `/v1/games/${g.id}/join`, {}, auth(b.apiKey), 200)).game;
        const seat = joined.pending[0].seat as string;
        const key =
          joined.seats.find((s: { seat: string; player: { id: string } }) => s.seat === seat).player.id === a.id ? a.apiKey : b.apiKey;
        const mine = await c.json("GET", `/v1/games/${g.id}`, undefined, auth(key), 200);
        const choice = mine.pending.find((p: { seat: string }) => p.seat === mine.you.seat).choices[0];
        await c.json("POST", `/v1/games/${g.id}/actions`, { action: choice }, auth(key), 200);
      },
    );
    const withGames = await d1Bytes(db);
    const lobby: number[] = [];
    const own: number[] = [];
    for (let i = 0; i < sizes.modelReads; i++) {
      let t = now();
      await c.json("GET", "/v1/games?status=open", undefined, auth(players[i % players.length]!.apiKey), 200);
      lobby.push(now() - t);
      t = now();
      await c.json("GET", "/v1/games?mine=true", undefined, auth(players[i % players.length]!.apiKey), 200);
      own.push(now() - t);
    }
    // The index write of a move, straight on the directory (the shape of src/directory/games.ts's
    // indexGame: an upsert of the game row and one per seat, in one batch).
    const ids = (await db.prepare("SELECT id FROM games LIMIT 200").all<{ id: string }>()).results.map((r) => r.id);
    const writes: number[] = [];
    for (let i = 0; i < sizes.modelReads; i++) {
      const id = ids[i % ids.length]!;
      const t = now();
      await db.batch([
        db.prepare("UPDATE games SET version = version + 1, updated_at = ? WHERE id = ?").bind(Date.now(), id),
        db
          .prepare(
            "UPDATE game_seats SET awaiting = 1 - awaiting WHERE game_id = ? AND seat = (SELECT MIN(seat) FROM game_seats WHERE game_id = ?)",
          )
          .bind(id, id),
        db
          .prepare(
            "UPDATE game_seats SET awaiting = 1 - awaiting WHERE game_id = ? AND seat = (SELECT MAX(seat) FROM game_seats WHERE game_id = ?)",
          )
          .bind(id, id),
      ]);
      writes.push(now() - t);
    }
    return {
      bytesPerPlayer: (withPlayers - empty) / sizes.modelPlayers,
      bytesPerGame: (withGames - withPlayers) / sizes.modelGames,
      indexWriteMs: median(writes),
      lobbyMs: median(lobby),
      mineMs: median(own),
      gamesStored: sizes.modelGames,
    };
  } finally {
    await server.dispose();
  }
}

interface Load {
  what: string;
  load: number;
  unit: string;
  capacity: number;
  note: string;
}

/** The world's loads on one directory, from the measured unit costs. */
export function model(m: Measured, w: typeof WORLD = WORLD): Load[] {
  const day = 86_400;
  const movesPeak = ((w.games * w.runningShare * w.movesPerRunningGameDay) / day) * w.peakFactor;
  const listReadsPeak = (w.players * w.peakHourActiveShare * w.listReadsPerActivePlayerHour) / 3600;
  const createsPeak = ((w.newGamesPerDay * 3 + w.newPlayersPerDay) / day) * w.peakFactor; // create, join, first index write
  // Fan-out reads the directory once per batch of notifications (one query per event kind);
  // counted here as one query per move, the worst case at a person's pace.
  const fanOutPeak = movesPeak;
  const bytes = w.players * m.bytesPerPlayer + w.games * m.bytesPerGame;
  // One database's busy time per second: every write and read query runs one at a time.
  const busyMsPerS = (movesPeak + createsPeak) * m.indexWriteMs + listReadsPeak * m.lobbyMs + fanOutPeak * m.indexWriteMs;
  return [
    {
      what: "directory size",
      load: bytes / 1000 ** 3,
      unit: "GB",
      capacity: LIMITS.d1MaxBytes / 1000 ** 3,
      note: `${fmt(m.bytesPerPlayer, 0)} B a player, ${fmt(m.bytesPerGame, 0)} B a game (rows + indexes)`,
    },
    {
      what: "index writes (moves)",
      load: movesPeak,
      unit: "writes/s",
      capacity: 1000 / m.indexWriteMs,
      note: `one batch a move, ${fmt(m.indexWriteMs, 2)} ms busy`,
    },
    {
      what: "lobby and inbox reads",
      load: listReadsPeak,
      unit: "queries/s",
      capacity: 1000 / m.lobbyMs,
      note: `${fmt(m.lobbyMs, 2)} ms a page at ${m.gamesStored} games`,
    },
    {
      what: "fan-out subscriber reads",
      load: fanOutPeak,
      unit: "queries/s",
      capacity: 1000 / m.indexWriteMs,
      note: "one query per batch, ≤ one per move",
    },
    {
      what: "creates and joins",
      load: createsPeak,
      unit: "writes/s",
      capacity: 1000 / m.indexWriteMs,
      note: `${w.newGamesPerDay.toLocaleString("en")} games a day`,
    },
    {
      what: "one directory, all of it",
      load: busyMsPerS / 1000,
      unit: "busy s/s",
      capacity: 1,
      note: "a D1 database runs one query at a time",
    },
  ];
}

export async function scalingSection(sizes: Sizes): Promise<string> {
  const m = await measure(sizes);
  const rows = model(m).map((l) => [
    l.what,
    `${fmt(l.load, 2)} ${l.unit}`,
    `${fmt(l.capacity, 2)} ${l.unit}`,
    `${fmt((100 * l.load) / l.capacity, 0)}%`,
    l.note,
  ]);
  const w = WORLD;
  return table(
    `7. Past one region — ${w.players.toLocaleString("en")} players, ${w.games.toLocaleString("en")} games on today's single directory (a model; docs/SCALING.md)`,
    ["load", "at the busiest hour", "one D1 database", "used", "from"],
    rows,
    [
      `measured here: ${sizes.modelPlayers} players and ${sizes.modelGames} games on a served Starpost (directory bytes: D1's own size_after; query times are local SQLite under workerd, a floor for D1's)`,
      `world: ${fmt(w.runningShare * 100, 0)}% of games running at ${w.movesPerRunningGameDay} moves a day, peak hour ${w.peakFactor}× the mean, ${fmt(w.peakHourActiveShare * 100, 0)}% of players reading lists ${w.listReadsPerActivePlayerHour}× in it`,
      `lobby read p50 ${fmt(m.lobbyMs, 2)} ms, own games p50 ${fmt(m.mineMs, 2)} ms over HTTP at ${m.gamesStored} games`,
    ],
  );
}
