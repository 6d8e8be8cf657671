// Table 4: loading a long game after its room was evicted, against a short one. The room keeps
// a snapshot every SNAPSHOT_EVERY entries, so loading reads the newest snapshot and at most
// that many entries, however long the game.
import { HttpClient } from "../lib/http";
import { serve } from "../lib/serve";
import { benchGame, registerPlayers, restPass } from "../lib/starpost";
import { fmt, median, now, percentile, table } from "../lib/stats";
import type { Sizes } from "./sizes";

export async function longSection(sizes: Sizes): Promise<{ text: string; ratio: number }> {
  const server = await serve("starpost");
  const c = new HttpClient(server.url);
  try {
    const players = await registerPlayers(c);
    const auth = (key: string) => ({ authorization: `Bearer ${key}` });
    const long = await benchGame(c, players);
    const short = await benchGame(c, players);
    const t0 = now();
    for (let i = 0; i < sizes.longActions - 2; i++) await restPass(c, long);
    const buildS = (now() - t0) / 1000;
    for (let i = 0; i < sizes.shortActions - 2; i++) await restPass(c, short);
    const games = [
      { name: `${fmt(sizes.longActions, 0)} actions`, g: long, cold: [] as number[], warm: [] as number[] },
      { name: `${fmt(sizes.shortActions, 0)} actions`, g: short, cold: [] as number[], warm: [] as number[] },
    ];
    const read = async (id: string, key: string) => {
      const s = now();
      const r = await c.request("GET", `/v1/games/${id}`, undefined, auth(key));
      if (r.status !== 200) throw new Error(`read ${id}: ${r.status}`);
      return now() - s;
    };
    for (let i = 0; i < sizes.longSamples; i++) {
      for (const x of i % 2 === 0 ? games : [...games].reverse()) {
        await c.request("POST", `/__bench/evict/${x.g.id}`);
        x.cold.push(await read(x.g.id, x.g.keys[0]));
        x.warm.push(await read(x.g.id, x.g.keys[0]));
      }
    }
    const rows: (string | number)[][] = [];
    const stats = [];
    for (const x of games) {
      const st = await c.json("GET", `/__bench/stats/${x.g.id}`);
      stats.push(st);
      rows.push([
        x.name,
        fmt(st.version, 0),
        fmt(st.snapshots, 0),
        fmt(median(x.cold)),
        fmt(
          percentile(
            [...x.cold].sort((a, b) => a - b),
            90,
          ),
        ),
        fmt(median(x.warm)),
        fmt(median(x.cold) - median(x.warm)),
        fmt(st.stateBytes / 1024, 1),
        fmt(st.dbBytes / 1024, 0),
      ]);
    }
    const ratio = median(games[0]!.cold) / median(games[1]!.cold);
    // The load alone is cold minus warm; when either is within a tenth of a millisecond of nothing
    // (the warm read swings more than that), its ratio says nothing and is not printed.
    const loads = games.map((g) => median(g.cold) - median(g.warm));
    const loadRatio = loads.every((l) => l > 0.1) ? `${fmt(loads[0]! / loads[1]!, 2)}×` : "within noise";
    rows.push(["long / short", "", "", `${fmt(ratio, 2)}×`, "", "", loadRatio, "", ""]);
    return {
      ratio,
      text: table(
        "4. Long games — the first read after the room was evicted (target: the long game ≤ 2× the short one)",
        [
          "game",
          "version",
          "snapshots",
          "cold read p50 ms",
          "cold p90 ms",
          "warm read p50 ms",
          "load (cold − warm) ms",
          "live state KiB",
          "room SQLite KiB",
        ],
        rows,
        [
          `${sizes.longSamples} evictions of each room, alternating; an eviction aborts the room's instance (ctx.abort()), so the next GET /v1/games/{id} builds a new GameRoom ` +
            `that loads meta, the newest snapshot and the log tail from SQLite, then answers. The long game took ${fmt(buildS, 1)} s to play over REST. ` +
            `Target 4: ${ratio <= 2 ? "met" : "missed"} (${fmt(ratio, 2)}×).`,
        ],
      ),
    };
  } finally {
    c.close();
    await server.dispose();
  }
}
