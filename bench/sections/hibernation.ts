// Table 8: idle live feeds cost nothing at rest. Watchers hold WebSockets on the live feed
// (GET /v1/games/{id}/stream with Upgrade: websocket; durable-objects/room/sockets.ts) across
// many rooms and say nothing; the rooms should be evicted from memory (hibernate) while the
// runtime keeps the sockets, answer a watcher's "ping" without being woken, and still deliver
// the next move to every watcher.
//
// The signal that a room hibernated: the bench worker counts how many times each room is built
// (bench/worker/starpost.ts, read without waking any room). A room built again by the next move,
// while all its watchers stayed connected, had been dropped from memory in between.
import WebSocket from "ws";
import { HttpClient } from "../lib/http";
import { cpuMsOf, rssOf, serve } from "../lib/serve";
import { benchGame, registerPlayers, restPass, type BenchGame } from "../lib/starpost";
import { fmt, now, percentile, pool, table } from "../lib/stats";
import type { Sizes } from "./sizes";

interface Watcher {
  game: BenchGame;
  ws: WebSocket;
  /** Entry versions received, in order. */
  versions: number[];
  pongs: number;
  /** When the frame of each version arrived (performance.now()). */
  arrivedAt: Map<number, number>;
  closed: boolean;
}

function openWatcher(base: string, game: BenchGame, key: string | null): Promise<Watcher> {
  const url = `${base.replace(/^http/, "ws")}/v1/games/${game.id}/stream`;
  const ws = new WebSocket(url, { headers: key ? { authorization: `Bearer ${key}` } : {} });
  const w: Watcher = { game, ws, versions: [], pongs: 0, arrivedAt: new Map(), closed: false };
  ws.on("message", (data) => {
    const text = data.toString();
    if (text === "pong") {
      w.pongs++;
      return;
    }
    const frame = JSON.parse(text) as { type: string; entry?: { version: number } };
    if (frame.type === "entry" && frame.entry) {
      w.versions.push(frame.entry.version);
      w.arrivedAt.set(frame.entry.version, now());
    }
  });
  ws.on("close", () => {
    w.closed = true;
  });
  return new Promise((resolve, reject) => {
    ws.once("open", () => resolve(w));
    ws.once("error", reject);
    ws.once("unexpected-response", (_req, res) => reject(new Error(`watcher ${game.id}: HTTP ${res.statusCode}`)));
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `done()` holds, checking every 20 ms, for at most `ms`; answers whether it held. */
async function until(done: () => boolean, ms: number): Promise<boolean> {
  const deadline = now() + ms;
  while (!done()) {
    if (now() > deadline) return false;
    await sleep(20);
  }
  return true;
}

export interface HibernationResult {
  text: string;
  /** Every room hibernated, none was woken by a ping, and every watcher got the move. */
  met: boolean;
  summary: string;
}

export async function hibernationSection(sizes: Sizes): Promise<HibernationResult> {
  const server = await serve("starpost");
  const c = new HttpClient(server.url, 8);
  const watchers: Watcher[] = [];
  try {
    const players = await registerPlayers(c);
    const games: BenchGame[] = [];
    await pool(Array.from({ length: sizes.watcherRooms }), 8, async () => {
      games.push(await benchGame(c, players));
    });
    /** Each room's constructions so far, by game id. */
    const builtBy = async () =>
      new Map(
        (
          await c.json<number[]>(
            "POST",
            "/__bench/built",
            games.map((g) => g.id),
          )
        ).map((n, i) => [games[i]!.id, n]),
      );
    const rssBefore = rssOf(server.pid);
    // Each room's watchers: one for each seat (with its player's key) and the rest as spectators.
    const perRoom = Math.ceil(sizes.watchers / games.length);
    const plan = games.flatMap((g) => Array.from({ length: perRoom }, (_, i) => ({ g, key: i < 2 ? g.keys[i]! : null })));
    const t0 = now();
    await pool(plan.slice(0, sizes.watchers), 32, async ({ g, key }) => {
      watchers.push(await openWatcher(server.url, g, key));
    });
    const openS = (now() - t0) / 1000;
    // Every watcher has its backlog (the two Home Base entries, versions 1 and 2) before the wait starts.
    const backlogged = await until(() => watchers.every((w) => w.versions.includes(2)), 30_000);
    const rssOpen = rssOf(server.pid);

    // Idle: nobody sends anything. workerd evicts a room 10 s after its last event when all it
    // holds is hibernatable sockets; the wait leaves room for the rooms' own alarms to run first.
    const cpu0 = cpuMsOf(server.pid);
    await sleep(sizes.hibernateWaitS * 1000);
    const idleCpuMs = (cpuMsOf(server.pid) ?? NaN) - (cpu0 ?? NaN);
    const rssIdle = rssOf(server.pid);
    const beforePing = await builtBy();

    // A ping from every watcher: answered by the runtime, so no room may be built to answer it.
    for (const w of watchers) w.ws.send("ping");
    const ponged = await until(() => watchers.every((w) => w.pongs >= 1), 30_000);
    const afterPing = await builtBy();
    const wokenByPing = games.filter((g) => afterPing.get(g.id)! > beforePing.get(g.id)!).length;

    // One move in each room; every watcher of the room should get it.
    const movedAt = new Map<string, number>();
    await pool(games, 8, async (g) => {
      movedAt.set(g.id, now());
      await restPass(c, g);
    });
    const target = 3; // versions 1–2 are the Home Bases; the pass is version 3
    await until(() => watchers.every((w) => w.closed || w.versions.includes(target)), 30_000);
    const afterMove = await builtBy();
    const hibernated = games.filter((g) => afterMove.get(g.id)! > afterPing.get(g.id)!).length;
    const delivered = watchers.filter((w) => w.versions.includes(target)).length;
    const stillOpen = watchers.filter((w) => !w.closed).length;
    const delays = watchers
      .filter((w) => w.arrivedAt.has(target))
      .map((w) => w.arrivedAt.get(target)! - movedAt.get(w.game.id)!)
      .sort((a, b) => a - b);

    const kib = (a: number | null, b: number | null) => (a === null || b === null ? "–" : `${fmt((a - b) / 1024 / 1024, 1)} MiB`);
    const rows: (string | number)[][] = [
      ["watchers connected (rooms)", `${fmt(watchers.length, 0)} (${fmt(games.length, 0)})`],
      ["seconds to open them all", fmt(openS, 1)],
      ["backlog received by every watcher", backlogged ? "yes" : "no"],
      ["workerd memory: opening the watchers", kib(rssOpen, rssBefore)],
      [`workerd CPU while idle (${sizes.hibernateWaitS} s)`, `${fmt(idleCpuMs, 0)} ms`],
      ["workerd memory: after the idle wait, against the watchers open", kib(rssIdle, rssOpen)],
      ['"ping" answered ("pong") to every watcher', ponged ? "yes" : "no"],
      ["rooms built again to answer the pings", fmt(wokenByPing, 0)],
      ["rooms hibernated (built again by the next move)", `${fmt(hibernated, 0)} of ${fmt(games.length, 0)}`],
      ["watchers still connected after the move", `${fmt(stillOpen, 0)} of ${fmt(watchers.length, 0)}`],
      ["watchers that received the move", `${fmt(delivered, 0)} of ${fmt(watchers.length, 0)}`],
      ["move sent → frame received, p50 / p99 ms", `${fmt(percentile(delays, 50))} / ${fmt(percentile(delays, 99))}`],
    ];
    const met = hibernated === games.length && delivered === watchers.length && wokenByPing === 0;
    const text = table(
      `8. Idle live feeds — ${fmt(watchers.length, 0)} WebSocket watchers across ${fmt(games.length, 0)} rooms (target: the rooms hibernate and every watcher gets the next move)`,
      ["measure", "value"],
      rows,
      [
        `Each room has ${perRoom} watchers on GET /v1/games/{id}/stream (WebSocket): one per seat with that player's key, the rest as spectators. ` +
          `They send nothing for ${sizes.hibernateWaitS} s, then "ping" once, then each room gets one pass over REST. ` +
          "Hibernated: the bench worker counts each room's constructions in the isolate it shares with them (read without waking a room); " +
          "a room built again by the move, its watchers still connected, had been evicted from memory. " +
          `Target: ${met ? "met" : "missed"}.`,
      ],
    );
    const summary = `${hibernated} of ${games.length} rooms hibernated, ${wokenByPing} woken by pings, ${delivered} of ${watchers.length} watchers got the move`;
    return { text, met, summary };
  } finally {
    for (const w of watchers) w.ws.terminate();
    c.close();
    await server.dispose();
  }
}
