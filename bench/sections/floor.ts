// Table 1: Starpost's move round trip against the floor, one client, paired runs.
import { HttpClient } from "../lib/http";
import { SERVED_BY, type Served } from "../lib/serve";
import { benchGame, graphqlPass, registerPlayers, restPass, type BenchGame } from "../lib/starpost";
import { fmt, median, now, summarize, table } from "../lib/stats";
import type { Sizes } from "./sizes";

export interface FloorResult {
  text: string;
  restRatio: number;
  graphqlRatio: number;
}

async function timed(n: number, fn: () => Promise<void>): Promise<{ lat: number[]; wall: number }> {
  const lat: number[] = [];
  const t0 = now();
  for (let i = 0; i < n; i++) {
    const s = now();
    await fn();
    lat.push(now() - s);
  }
  return { lat, wall: now() - t0 };
}

export async function floorSection(floor: Served, starpost: Served, sizes: Sizes): Promise<FloorResult> {
  const f = new HttpClient(floor.url);
  const c = new HttpClient(starpost.url);
  const players = await registerPlayers(c);
  const body = JSON.stringify({ action: { type: "discard", cards: [] } });
  let floorObject = 0;
  const floorMove = (name: string) => async () => {
    const r = await f.request("POST", `/floor/${name}`, body);
    if (r.status !== 200) throw new Error(`floor: ${r.status} ${r.body}`);
  };
  // A fresh game (and floor object) per run keeps every run on equal terms.
  const runs = {
    floor: [] as { lat: number[]; wall: number }[],
    rest: [] as { lat: number[]; wall: number }[],
    graphql: [] as { lat: number[]; wall: number }[],
  };
  const warm = await benchGame(c, players);
  for (let i = 0; i < sizes.warmup; i++) {
    await floorMove("warm")();
    await restPass(c, warm);
    await graphqlPass(c, warm);
  }
  for (let round = 0; round < sizes.floorRounds; round++) {
    const games: Record<string, BenchGame> = { rest: await benchGame(c, players), graphql: await benchGame(c, players) };
    const order = round % 2 === 0 ? (["floor", "rest", "graphql"] as const) : (["graphql", "rest", "floor"] as const);
    for (const kind of order) {
      const fn =
        kind === "floor"
          ? floorMove(`run${floorObject++}`)
          : kind === "rest"
            ? () => restPass(c, games.rest!)
            : () => graphqlPass(c, games.graphql!);
      runs[kind].push(await timed(sizes.floorMoves, fn));
    }
  }
  f.close();
  c.close();
  const pooled = (rs: { lat: number[]; wall: number }[]) =>
    summarize(
      rs.flatMap((r) => r.lat),
      rs.reduce((a, r) => a + r.wall, 0),
    );
  const perRound = (kind: "rest" | "graphql", p: "p50" | "p99") =>
    runs[kind].map((r, i) => summarize(r.lat, r.wall)[p] / summarize(runs.floor[i]!.lat, runs.floor[i]!.wall)[p]);
  const rows: (string | number)[][] = [];
  const fl = pooled(runs.floor);
  rows.push(["floor: POST → DO inserts one row", fmt(fl.perSecond, 0), fmt(fl.p50), fmt(fl.p99), "1.00×", "1.00×", "–"]);
  const ratios: Record<string, number> = {};
  for (const kind of ["rest", "graphql"] as const) {
    const s = pooled(runs[kind]);
    const r50 = perRound(kind, "p50");
    const r99 = perRound(kind, "p99");
    ratios[kind] = median(r50);
    rows.push([
      kind === "rest" ? "Starpost REST: POST /v1/games/{id}/actions" : "Starpost GraphQL: playStarBattle",
      fmt(s.perSecond, 0),
      fmt(s.p50),
      fmt(s.p99),
      `${fmt(median(r50), 2)}×`,
      `${fmt(median(r99), 2)}×`,
      `${fmt(Math.min(...r50), 2)}–${fmt(Math.max(...r50), 2)}×`,
    ]);
  }
  const verdict = ratios.rest! <= 1.25 && ratios.graphql! <= 1.25 ? "met" : "missed";
  const text = table(
    "1. Floor — one client, one move at a time (target: Starpost median ≤ 1.25× the floor's)",
    ["case", "moves/s", "p50 ms", "p99 ms", "p50 / floor", "p99 / floor", "p50 ratio range"],
    rows,
    [
      `Served by: ${SERVED_BY}${starpost.dir.startsWith("/dev/shm/") ? " (--tmpfs: the folder is in /dev/shm, so no fsync)" : " (the folder is on disk)"}. ${sizes.floorRounds} paired rounds of ${sizes.floorMoves} moves each (floor, REST, GraphQL, then reversed), ` +
        `a fresh game and floor object per run; ratios are the median of the per-round ratios. Target 1: ${verdict} ` +
        `(REST ${fmt(ratios.rest!, 2)}×, GraphQL ${fmt(ratios.graphql!, 2)}×).`,
    ],
  );
  return { text, restRatio: ratios.rest!, graphqlRatio: ratios.graphql! };
}
