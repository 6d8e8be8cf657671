// Where a served workerd spends its CPU below JavaScript: Linux `perf` attached to the workerd
// process while it serves cold moves (or cold floor inserts), its samples sorted into the
// runtime's parts (the object's construction and teardown, SQLite's parsing, steps and fsync,
// the JavaScript it runs, HTTP). The inspector's profile (`profile.ts`) names JavaScript functions
// but gives every native cost to whichever JavaScript frame was on top; workerd's binary keeps its
// symbols, so `perf` can say what that native time is.
//
//   npx tsx bench/native-profile.ts [--floor] [--games=200] [--rounds=4] [--warm] [--hz=2000]
//
// Each round sends one move to every game (one insert to every floor object), the object evicted
// just before it (untimed), as table 3c does; --warm skips the eviction. Needs `perf` (linux-tools)
// and perf_event_paranoid ≤ 2 for a process of one's own. Figures are CPU ms per request (both
// the timed request and its untimed eviction, and whatever the room does after its answer).
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HttpClient } from "./lib/http";
import { serve } from "./lib/serve";
import { PASS_BODY, quickGame, registerPlayers, type BenchGame } from "./lib/starpost";
import { fmt, median, now } from "./lib/stats";

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const floor = process.argv.includes("--floor");
const warm = process.argv.includes("--warm");
const count = arg("games", 200);
const rounds = arg("rounds", 4);
const hz = arg("hz", 2000);

/** The parts, tried in order on each sample's stack (leaf to root): the first that matches takes it. */
const PARTS: [string, (frame: string) => boolean][] = [
  ["the object's teardown (an eviction)", (f) => f.startsWith("workerd::Worker::Actor::~Actor")],
  ["the object's construction (its SQLite opened, its first statement)", (f) => f.startsWith("workerd::Worker::Actor::Impl::Impl")],
  ["fsync", (f) => f === "fsync" || f === "fdatasync"],
  ["SQLite: the schema parsed on a new connection", (f) => f.startsWith("sqlite3InitOne")],
  ["SQLite: statements parsed (prepare)", (f) => f.startsWith("sqlite3Prepare")],
  ["SQLite: statements run (step)", (f) => f.startsWith("sqlite3_step")],
  ["V8: garbage collection", (f) => /Heap::CollectGarbage|Scavenge|MarkCompact|ConcurrentMarking|cppgc/.test(f)],
  ["V8: compiling", (f) => /Compiler|maglev|compiler::/.test(f)],
  ["JavaScript (the worker, the rooms, Miniflare's D1)", (f) => f.includes("v8::internal::(anonymous namespace)::Invoke")],
  ["HTTP and I/O", (f) => f.includes("Http")],
];

interface Driven {
  pid: number;
  /** The timed request to object i. */
  send(i: number): Promise<unknown>;
  /** Evicts object i (untimed). */
  evict(i: number): Promise<unknown>;
  dispose(): Promise<void>;
}

async function drive(): Promise<Driven> {
  const server = await serve(floor ? "floor" : "starpost");
  if (server.pid === null) throw new Error("workerd's process was not found");
  const c = new HttpClient(server.url);
  const dispose = async () => {
    c.close();
    await server.dispose();
  };
  if (floor) {
    for (let i = 0; i < count; i++) await c.request("POST", `/floor/n${i}`, PASS_BODY);
    return {
      pid: server.pid,
      send: (i) => c.request("POST", `/floor/n${i}`, PASS_BODY),
      evict: (i) => c.request("POST", `/evict/n${i}`),
      dispose,
    };
  }
  const players = await registerPlayers(c);
  const games: BenchGame[] = [];
  for (let i = 0; i < count; i++) games.push(await quickGame(c, players));
  return {
    pid: server.pid,
    send: async (i) => {
      const g = games[i]!;
      const r = await c.request("POST", `/v1/games/${g.id}/actions`, PASS_BODY, { authorization: `Bearer ${g.keys[g.moves % 2]!}` });
      if (r.status !== 200) throw new Error(`move: ${r.status} ${r.body.slice(0, 200)}`);
      g.moves++;
    },
    evict: (i) => c.request("POST", `/__bench/evict/${games[i]!.id}`),
    dispose,
  };
}

const data = join(mkdtempSync(join(tmpdir(), "starpost-native-")), "perf.data");
const run = await drive();
const perf = spawn("perf", ["record", "-F", String(hz), "-g", "-p", String(run.pid), "-o", data], { stdio: ["ignore", "ignore", "pipe"] });
await new Promise((r) => setTimeout(r, 500)); // perf attached before the first timed request
const lat: number[] = [];
for (let r = 0; r < rounds; r++)
  for (let i = 0; i < count; i++) {
    if (!warm) await run.evict(i);
    const s = now();
    await run.send(i);
    lat.push(now() - s);
  }
perf.kill("SIGINT");
await new Promise((r) => perf.on("exit", r));
await run.dispose();

const script = execFileSync("perf", ["script", "-i", data], { maxBuffer: 1 << 30, stdio: ["ignore", "pipe", "ignore"] }).toString();
const tally = new Map<string, number>();
let samples = 0;
for (const block of script.split("\n\n")) {
  const frames = block
    .trim()
    .split("\n")
    .slice(1)
    .map((line) =>
      line
        .trim()
        .split(" ")
        .slice(1)
        .join(" ")
        .replace(/ \(.*\)$/, "")
        .replace(/\+0x[0-9a-f]+$/, ""),
    );
  if (frames.length === 0) continue;
  samples++;
  const part = PARTS.find(([, match]) => frames.some(match))?.[0] ?? "the rest (kj's event loop, the kernel, malloc…)";
  tally.set(part, (tally.get(part) ?? 0) + 1);
}
const requests = count * rounds;
const msEach = 1000 / hz / requests;
console.log(
  `${floor ? "floor" : "Starpost"}, ${warm ? "warm" : "cold"}: ${requests} requests, p50 ${fmt(median(lat))} ms; ` +
    `${samples} samples at ${hz} Hz = ${fmt(samples * msEach)} ms of workerd's CPU a request (all threads)`,
);
for (const [part] of [...PARTS, ["the rest (kj's event loop, the kernel, malloc…)"] as const])
  console.log(`  ${fmt((tally.get(part) ?? 0) * msEach, 3).padStart(7)} ms  ${part}`);
console.log(`perf data: ${data} (perf report -i … --children --sort sym)`);
