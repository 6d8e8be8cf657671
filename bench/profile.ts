// A CPU profile of Starpost's worker and rooms under the bench line, taken inside workerd over
// the inspector protocol: `npx tsx bench/profile.ts [--games=1] [--moves=1500] [--tmpfs] [--graphql] [--evict [--pause=ms]] [--floor]`.
// Prints where the time went (self and inclusive) and writes starpost.cpuprofile (open it in
// Chrome DevTools). --tmpfs keeps the data in /dev/shm so fsync waits drop out of the picture.
// "(idle)" is time this isolate was not running: I/O, fsync, and the D1 database's own isolate.
// --floor profiles the floor's worker instead (table 1's insert, the same body as a pass), so a
// share of Starpost's (the log row's `exec`, the RPC) can be set beside what the floor pays for it.
import { mkdtempSync } from "node:fs";
import { InspectorProfiler, summarizeProfile } from "./lib/cpuprofile";
import { HttpClient } from "./lib/http";
import { serve } from "./lib/serve";
import { benchGame, graphqlPass, PASS_BODY, registerPlayers, restPass, type BenchGame } from "./lib/starpost";
import { fmt, now, summarize } from "./lib/stats";

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const games = arg("games", 1);
const moves = arg("moves", games === 1 ? 1500 : 40);
// --graphql plays the line through playStarBattle instead of POST /v1/games/{id}/actions.
const floor = process.argv.includes("--floor");
const pass = floor
  ? async (client: HttpClient, g: BenchGame) => {
      const r = await client.request("POST", `/floor/${g.id}`, PASS_BODY);
      if (r.status !== 200) throw new Error(`floor insert ${g.id}: ${r.status}`);
    }
  : process.argv.includes("--graphql")
    ? graphqlPass
    : restPass;
// --evict evicts the room before every pass (not timed), so each move first loads its game: the
// cost of a game that was idle, as at a turn a day or with thousands of games.
const evict = process.argv.includes("--evict");
// --pause=<ms> waits this long (untimed) before each eviction: a room's work after its answer (a
// cold move's read of who listens, its held notifications resolved) then runs inside the profile
// instead of dying with the instance. From MACHINE_PACE_MS (1000) on, the moves also come at a
// person's pace, as in table 3c: each stores a head snapshot and sends its directory row.
const pause = arg("pause", 0);
const port = 9300 + Math.floor(Math.random() * 500);

const server = await serve(floor ? "floor" : "starpost", {
  inspectorPort: port,
  ...(process.argv.includes("--tmpfs") ? { dir: mkdtempSync("/dev/shm/starpost-profile-") } : {}),
});
const c = new HttpClient(server.url, games);
try {
  const gs: BenchGame[] = [];
  if (floor) for (let i = 0; i < games; i++) gs.push({ id: `profile-${i}`, keys: ["", ""], moves: 0, gqlBody: "" });
  else {
    const players = await registerPlayers(c);
    for (let i = 0; i < games; i++) gs.push(await benchGame(c, players));
  }
  const run = async (n: number) => {
    const lat: number[] = [];
    const t0 = now();
    await Promise.all(
      gs.map(async (g) => {
        for (let i = 0; i < n; i++) {
          if (evict) {
            if (pause > 0) await new Promise((r) => setTimeout(r, pause));
            await c.request("POST", `/__bench/evict/${g.id}`);
          }
          const s = now();
          await pass(c, g);
          lat.push(now() - s);
        }
      }),
    );
    return summarize(lat, now() - t0);
  };
  await run(Math.min(moves, pause >= 100 ? 20 : 100)); // warm
  const profiler = await InspectorProfiler.attach(port);
  await profiler.start();
  type D1Count = { calls: number; byQuery: Record<string, number> };
  const noD1: D1Count = { calls: 0, byQuery: {} };
  const d1Before = floor ? noD1 : await c.json<D1Count>("GET", "/__bench/d1");
  const s = await run(moves);
  // Read before the profile's own calls; rooms' work after an answer (an index check) may still be under way.
  const d1After = floor ? noD1 : await c.json<D1Count>("GET", "/__bench/d1");
  const profile = await profiler.stop("starpost.cpuprofile");
  profiler.close();
  console.log(`${games} game(s) × ${moves} passes: ${fmt(s.perSecond, 0)} moves/s, p50 ${fmt(s.p50)} ms, p99 ${fmt(s.p99)} ms`);
  const perPass = (n: number) => fmt(n / (games * moves), 2);
  console.log(`rooms' D1 round trips: ${perPass(d1After.calls - d1Before.calls)} a pass`);
  for (const [query, n] of Object.entries(d1After.byQuery)) {
    const during = n - (d1Before.byQuery[query] ?? 0);
    if (during > 0) console.log(`  ${perPass(during)}  ${query}`);
  }
  // After a pause the samples' time deltas mislead (cpuprofile.ts): shares by sample count.
  console.log(summarizeProfile(profile, 30, pause > 0));
} finally {
  c.close();
  await server.dispose();
}
process.exit(0);
