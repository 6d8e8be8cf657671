// Two builds of Starpost served side by side and played move by move in turn, for a before and
// after that the machine's load cannot tell apart from the change: `npx tsx bench/paired.ts
// --against=<checkout> [--rounds=4] [--moves=400] [--paths=rest,graphql]`. This checkout is
// "new", the other checkout (it needs a node_modules; a symlink will do) "old". Each round plays
// `moves` passes a side over one path, alternating old/new move by move (the order reversed every
// move), and reads each workerd process's CPU from /proc around the round. Prints, per round,
// p50 latency and CPU a move of each side and new ÷ old; then the median and range of the ratios.
// Data on tmpfs (/dev/shm): fsync drops out, as with `--tmpfs` elsewhere (`--disk` keeps it in). CPU figures are the
// whole process's (worker, room and D1 alike), so on a loaded machine they are loaded figures.
// `--against=floor` serves the floor (bench/worker/floor.ts) as "old" instead: each round then
// plays one floor insert beside each Starpost pass, which is target 1's ratio with the machine's
// minute taken out move by move, and says how much more CPU a move Starpost's process spends.
// `--cross`: the old side plays every move over REST and the new side over GraphQL (whatever
// `--paths` says), so new ÷ old is GraphQL's cost over REST's, move by move; with
// `--against=<this checkout>` both sides run the same code. `--new=<checkout>` serves the new side
// from another checkout than this one (a scratch knock-out tree needs no copy of this driver).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HttpClient } from "./lib/http";
import { cpuMsOf, serve, type Served } from "./lib/serve";
import { benchGame, graphqlPass, PASS_BODY, registerPlayers, restPass } from "./lib/starpost";
import { fmt, median, now, percentile } from "./lib/stats";

const opt = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const against = opt("against");
if (!against) throw new Error("--against=<checkout>|floor is required (the old build, or the floor)");
const rounds = Number(opt("rounds") ?? 4);
const moves = Number(opt("moves") ?? 400);
const cross = process.argv.includes("--cross");
const paths = cross ? (["graphql"] as const) : ((opt("paths") ?? "rest,graphql").split(",") as ("rest" | "graphql")[]);
const newSource = opt("new");
const passes = { rest: restPass, graphql: graphqlPass };
/** `--disk`: the data in a temporary folder on disk instead of /dev/shm, so each commit's fsync is in the figures (as table 1 without `--tmpfs`). */
const dataRoot = process.argv.includes("--disk") ? tmpdir() : "/dev/shm";

interface Side {
  name: "old" | "new";
  server: Served;
  client: HttpClient;
  /** One move over the path: a pass for Starpost, one insert for the floor (whatever the path). */
  play: (path: "rest" | "graphql") => Promise<void>;
}

async function side(name: Side["name"], source?: string): Promise<Side> {
  const server = await serve("starpost", { dir: mkdtempSync(join(dataRoot, `starpost-paired-${name}-`)), ...(source ? { source } : {}) });
  const client = new HttpClient(server.url, 1);
  const game = await benchGame(client, await registerPlayers(client));
  // --cross: each side plays its one path, whatever the round's.
  const only = cross ? ({ old: "rest", new: "graphql" } as const)[name] : undefined;
  return { name, server, client, play: (path) => passes[only ?? path](client, game) };
}

async function floorSide(): Promise<Side> {
  const server = await serve("floor", { dir: mkdtempSync(join(dataRoot, "starpost-paired-floor-")) });
  const client = new HttpClient(server.url, 1);
  const play = async () => {
    const r = await client.request("POST", "/floor/paired", PASS_BODY);
    if (r.status !== 200) throw new Error(`floor: ${r.status} ${r.body}`);
  };
  return { name: "old", server, client, play };
}

if (cross && against === "floor") throw new Error("--cross plays REST against GraphQL: --against must be a checkout");
const sides = [against === "floor" ? await floorSide() : await side("old", against), await side("new", newSource)];
const ratios: Record<string, { p50: number[]; cpu: number[] }> = {};
try {
  for (const path of paths) {
    // Warm both (the JIT, the room): not timed.
    for (let i = 0; i < 100; i++) for (const s of sides) await s.play(path);
  }
  for (let r = 0; r < rounds; r++) {
    for (const path of paths) {
      const lat = new Map<Side, number[]>(sides.map((s) => [s, []]));
      const cpu0 = sides.map((s) => cpuMsOf(s.server.pid) ?? Number.NaN);
      for (let i = 0; i < moves; i++) {
        for (const s of i % 2 === 0 ? sides : [...sides].reverse()) {
          const t = now();
          await s.play(path);
          lat.get(s)!.push(now() - t);
        }
      }
      const cpu = sides.map((s, i) => ((cpuMsOf(s.server.pid) ?? Number.NaN) - cpu0[i]!) / moves);
      const p50 = sides.map((s) =>
        percentile(
          [...lat.get(s)!].sort((a, b) => a - b),
          50,
        ),
      );
      const entry = (ratios[path] ??= { p50: [], cpu: [] });
      entry.p50.push(p50[1]! / p50[0]!);
      entry.cpu.push(cpu[1]! / cpu[0]!);
      console.log(
        `round ${r + 1} ${(cross ? "cross" : path).padEnd(7)} p50 old ${fmt(p50[0])} new ${fmt(p50[1])} ms (${fmt(p50[1]! / p50[0]!, 3)}); ` +
          `CPU a move old ${fmt(cpu[0])} new ${fmt(cpu[1])} ms (${fmt(cpu[1]! / cpu[0]!, 3)})`,
      );
    }
  }
  for (const [path, { p50, cpu }] of Object.entries(ratios)) {
    const range = (xs: number[]) => `${fmt(median(xs), 3)} (${fmt(Math.min(...xs), 2)}–${fmt(Math.max(...xs), 2)})`;
    const label = cross ? "GraphQL (new) ÷ REST (old)" : `${path}: new ÷ old`;
    console.log(`${label} p50 ${range(p50)}, CPU a move ${range(cpu)} over ${p50.length} rounds × ${moves} moves a side`);
  }
} finally {
  for (const s of sides) {
    s.client.close();
    await s.server.dispose();
  }
}
process.exit(0);
