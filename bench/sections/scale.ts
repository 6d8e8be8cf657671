// Table 3: 1, 100 and 10,000 games receiving moves. Games share nothing, so a move should cost
// the same however many games there are: throughput and p99 should stay flat. Beside each count,
// the floor's insert spread the same way over as many objects: at 10,000 both go to objects
// workerd has evicted (the "cold" column counts the objects built per request), so the last
// ratio is a cold move against a cold floor (issue 22: within 1.5×).
import { HttpClient } from "../lib/http";
import { rssOf, serve } from "../lib/serve";
import { quickGame, registerPlayers, PASS_BODY, type BenchGame } from "../lib/starpost";
import { fmt, now, pool, summarize, table, type Summary } from "../lib/stats";
import type { Sizes } from "./sizes";

const auth = (key: string) => ({ authorization: `Bearer ${key}` });

/** `total` inserts into the floor's objects 0…count−1, round-robin, one client: the floor of a move spread over that many games. */
async function floorRoundRobin(f: HttpClient, count: number, total: number): Promise<Summary> {
  const lat: number[] = [];
  const t0 = now();
  for (let i = 0; i < total; i++) {
    const s = now();
    const r = await f.request("POST", `/floor/o${i % count}`, PASS_BODY);
    if (r.status !== 200) throw new Error(`floor insert: ${r.status} ${r.body.slice(0, 200)}`);
    lat.push(now() - s);
  }
  return summarize(lat, now() - t0);
}

/** Objects (rooms, floor objects) built so far by a server's isolate (bench/worker/*.ts). */
const builtSoFar = async (c: HttpClient, path: string): Promise<number> => (await c.json<{ built: number }>("GET", path)).built;

/** `total` passes, spread round-robin over the games, `clients` at a time, never two at once in a game. */
async function roundRobin(c: HttpClient, games: BenchGame[], total: number, clients: number): Promise<Summary> {
  const lat: number[] = [];
  let next = 0;
  const t0 = now();
  const worker = async (w: number) => {
    // Client w owns games w, w + clients, w + 2·clients, …: no two clients share a game.
    const mine = games.filter((_, j) => j % clients === w);
    for (let k = 0; next++ < total; k++) {
      const g = mine[k % mine.length]!;
      const s = now();
      const r = await c.request("POST", `/v1/games/${g.id}/actions`, PASS_BODY, auth(g.keys[g.moves % 2]!));
      if (r.status !== 200) throw new Error(`scale pass: ${r.status} ${r.body.slice(0, 200)}`);
      g.moves++;
      lat.push(now() - s);
    }
  };
  await Promise.all(Array.from({ length: Math.min(clients, games.length) }, (_, w) => worker(w)));
  return summarize(lat, now() - t0);
}

export async function scaleSection(sizes: Sizes): Promise<{ text: string; memoryPerGame: number | null; coldRatio: number }> {
  const server = await serve("starpost");
  const floor = await serve("floor");
  const c = new HttpClient(server.url, sizes.scaleClients);
  const f = new HttpClient(floor.url);
  const rows: (string | number)[][] = [];
  let coldRatio = NaN;
  try {
    // The floor's objects, one insert each, made before any timing (as the games are).
    const floorMade = { count: 0 };
    const players = await registerPlayers(c);
    const games: BenchGame[] = [];
    const base: Record<string, Summary> = {};
    let starpostOneClient: Summary | null = null;
    let floorFirst: Summary | null = null;
    let rssPrev = rssOf(server.pid);
    let memoryPerGame: number | null = null;
    for (const count of sizes.scaleCounts) {
      const made: BenchGame[] = [];
      const t0 = now();
      await pool(Array.from({ length: count - games.length }), sizes.scaleClients, async () => {
        made.push(await quickGame(c, players));
      });
      games.push(...made);
      const setupS = (now() - t0) / 1000;
      const these = games.slice(0, count);
      const total = Math.max(sizes.scaleMinMoves, count);
      const modes: [string, number][] =
        count === 1
          ? [["1 client", 1]]
          : [
              ["1 client", 1],
              [`${sizes.scaleClients} clients`, sizes.scaleClients],
            ];
      for (const [label, clients] of modes) {
        const built0 = await builtSoFar(c, "/__bench/built");
        const s = await roundRobin(c, these, total, clients);
        const cold = (await builtSoFar(c, "/__bench/built")) - built0;
        base[label] ??= s;
        const b = base[label]!;
        rows.push([
          fmt(count, 0),
          `Starpost, ${label}`,
          fmt(total, 0),
          fmt(s.perSecond, 0),
          fmt(s.p50),
          fmt(s.p99),
          `${fmt(s.perSecond / b.perSecond, 2)}×`,
          `${fmt(s.p99 / b.p99, 2)}×`,
          `${fmt((100 * cold) / total, 0)}%`,
          label === "1 client" ? fmt(setupS, 1) : "",
        ]);
        if (label === "1 client") starpostOneClient = s;
      }
      // The floor at the same count, one client, the same number of requests.
      for (; floorMade.count < count; floorMade.count++) await f.request("POST", `/floor/o${floorMade.count}`, PASS_BODY);
      const fBuilt0 = await builtSoFar(f, "/__built");
      const fs = await floorRoundRobin(f, count, total);
      const fCold = (await builtSoFar(f, "/__built")) - fBuilt0;
      floorFirst ??= fs;
      rows.push([
        fmt(count, 0),
        "floor, 1 client",
        fmt(total, 0),
        fmt(fs.perSecond, 0),
        fmt(fs.p50),
        fmt(fs.p99),
        `${fmt(fs.perSecond / floorFirst.perSecond, 2)}×`,
        `${fmt(fs.p99 / floorFirst.p99, 2)}×`,
        `${fmt((100 * fCold) / total, 0)}%`,
        "",
      ]);
      coldRatio = starpostOneClient!.p50 / fs.p50;
      const rss = rssOf(server.pid);
      if (rss !== null && rssPrev !== null && made.length >= 100) memoryPerGame = (rss - rssPrev) / made.length;
      rssPrev = rss;
    }
    const notes = [
      `At ${fmt(sizes.scaleCounts.at(-1)!, 0)} games, Starpost's move (1 client) against the floor's insert: p50 ${fmt(coldRatio, 2)}× (target ≤ 1.5× when both are cold). ` +
        '"cold" is the share of requests that built their object first (counted in each worker\'s isolate): an object evicted since its last request.',
      "Each row sends max(games, " +
        sizes.scaleMinMoves +
        ") passes spread round-robin over the games (a client never has two moves in flight in one game); " +
        `ratios are against the smallest count run the same way. Setup is the seconds to create and start that many new games (${sizes.scaleClients} clients).`,
      `workerd's resident memory grew by ${memoryPerGame === null ? "–" : `${fmt(memoryPerGame / 1024, 1)} KiB`} per game over the last step ` +
        "(every room created, started and moved; workerd keeps rooms it has not evicted in memory).",
    ];
    return {
      text: table(
        `3. Scale — ${sizes.scaleCounts.map((n) => fmt(n, 0)).join(", ")} games receiving moves (target: flat per game)`,
        ["games", "server, clients", "moves", "moves/s", "p50 ms", "p99 ms", "moves/s vs first", "p99 vs first", "cold", "setup s"],
        rows,
        notes,
      ),
      memoryPerGame,
      coldRatio,
    };
  } finally {
    c.close();
    f.close();
    await server.dispose();
    await floor.dispose();
  }
}
