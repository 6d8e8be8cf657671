// `npm run bench` (full) and `npm run bench:smoke` (tiny sizes, no thresholds): prints the five
// tables. Options: --smoke, --only=floor,peer,scale,cold,long,engines,opponents,scaling,hibernation. Loopback only; every loop is
// bounded. --cold-games=N and --cold-against=<checkout> size the cold table and pair it with another build. --scale=1,100,1000 changes the scale table's game counts. --tmpfs keeps the floor's and
// Starpost's data for tables 1 and 2 in /dev/shm (fsync drops out: CPU against CPU). See bench/README.md.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { join } from "node:path";
import { bundle, ROOT, serve, SERVED_BY } from "./lib/serve";
import { fmt } from "./lib/stats";
import { enginesSection } from "./sections/engines";
import { coldSection } from "./sections/cold";
import { floorSection } from "./sections/floor";
import { hibernationSection } from "./sections/hibernation";
import { opponentsSection } from "./sections/opponents";
import { longSection } from "./sections/long";
import { isAhead, peerSection } from "./sections/peer";
import { scaleSection } from "./sections/scale";
import { scalingSection } from "./sections/scaling";
import { FULL, SMOKE } from "./sections/sizes";

const args = process.argv.slice(2);
// A bench run takes minutes to hours, so a mistyped option (or --help) must not start one: the
// options are listed, and anything else is refused before a server is built.
const SWITCHES = ["--smoke", "--tmpfs"];
const VALUED = ["only", "scale", "cold-games", "cold-rounds", "cold-against"].concat(
  ["games", "kinds", "pairings", "minutes", "from", "every"].map((o) => `opponent-${o}`),
);
const unknown = args.filter((a) => !SWITCHES.includes(a) && !VALUED.some((name) => a.startsWith(`--${name}=`)));
if (unknown.length > 0) {
  const usage = `usage: npx tsx bench/run.ts [${SWITCHES.join("] [")}] ${VALUED.map((name) => `[--${name}=…]`).join(" ")}\nSee the comments at the top of bench/run.ts and bench/README.md.`;
  const asked = unknown.every((a) => a === "--help" || a === "-h");
  console[asked ? "log" : "error"](asked ? usage : `unknown option ${unknown.join(", ")}\n${usage}`);
  process.exit(asked ? 0 : 2);
}
const smoke = args.includes("--smoke");
const only = args
  .find((a) => a.startsWith("--only="))
  ?.slice(7)
  .split(",") ?? ["floor", "peer", "scale", "cold", "long", "engines", "opponents", "scaling", "hibernation"];
// --scale=1,100,1000 runs the scale table at other game counts (the default is 1, 100, 10,000).
const scaleArg = args
  .find((a) => a.startsWith("--scale="))
  ?.slice(8)
  .split(",")
  .map(Number);
const flag = (name: string): string | undefined => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
// The opponents table is hours at full size: --opponent-games=N, --opponent-kinds=a,b,
// --opponent-pairings=standard-random,strong-random,strong-standard and --opponent-minutes=M
// (per pairing) run a part of it; game n of a pairing has the same seed in every run.
// --opponent-from=N (0-based) and --opponent-every=K play games N, N+K, …: two processes can split
// a pairing (from 0 and 1, every 2), or every=2 plays one seat only (game n's first level sits
// second when n is odd).
const listOf = (name: string): string[] | undefined => flag(name)?.split(",");
const opponentGames = flag("opponent-games");
const opponentMinutes = flag("opponent-minutes");
const sizes = {
  ...(smoke ? SMOKE : FULL),
  ...(scaleArg ? { scaleCounts: scaleArg } : {}),
  ...(opponentGames ? { opponentGames: Number(opponentGames) } : {}),
  ...(listOf("opponent-kinds") ? { opponentKinds: listOf("opponent-kinds") ?? null } : {}),
  ...(listOf("opponent-pairings") ? { opponentPairings: listOf("opponent-pairings") ?? null } : {}),
  ...(opponentMinutes ? { opponentMinutes: Number(opponentMinutes) } : {}),
  ...(flag("opponent-from") ? { opponentFrom: Number(flag("opponent-from")) } : {}),
  ...(flag("opponent-every") ? { opponentEvery: Number(flag("opponent-every")) } : {}),
  ...(flag("cold-games") ? { coldGames: Number(flag("cold-games")) } : {}),
  ...(flag("cold-rounds") ? { coldRounds: Number(flag("cold-rounds")) } : {}),
};

function version(pkg: string): string {
  try {
    return JSON.parse(readFileSync(join(ROOT, "node_modules", pkg, "package.json"), "utf8")).version;
  } catch {
    return "?";
  }
}

function machine(): string {
  let workerd = "?";
  try {
    workerd = execFileSync(join(ROOT, "node_modules/.bin/workerd"), ["--version"], { encoding: "utf8" }).trim();
  } catch {
    // leave it unknown
  }
  let bgio = "?";
  try {
    bgio = JSON.parse(readFileSync(join(ROOT, "bench/node_modules/boardgame.io/package.json"), "utf8")).version;
  } catch {
    // not installed
  }
  return [
    `machine: ${cpus().length} cores (${cpus()[0]?.model ?? "?"}), ${fmt(totalmem() / 2 ** 30, 0)} GiB, Node ${process.version}`,
    `wrangler ${version("wrangler")}, miniflare ${version("miniflare")}, ${workerd}, boardgame.io ${bgio}`,
    `served by: ${SERVED_BY}`,
  ].join("\n");
}

// Connections torn down when a boardgame.io server is stopped can surface as stray socket errors
// with no request left to own them; they are counted, not fatal. Any other error still is.
let strayResets = 0;
process.on("uncaughtException", (e: NodeJS.ErrnoException) => {
  if (e.code === "ECONNRESET" || e.message === "socket hang up") {
    strayResets++;
    return;
  }
  console.error(e);
  process.exit(1);
});

const started = performance.now();
console.log(`# Starpost bench${smoke ? " (smoke: tiny sizes, no thresholds)" : ""}\n\n${machine()}`);
bundle("floor");
bundle("starpost");
const verdicts: string[] = [];

if (only.includes("floor") || only.includes("peer")) {
  const tmpfs = (name: string) => (args.includes("--tmpfs") ? { dir: mkdtempSync(`/dev/shm/starpost-bench-${name}-`) } : {});
  const floor = await serve("floor", tmpfs("floor"));
  const starpost = await serve("starpost", tmpfs("starpost"));
  try {
    if (only.includes("floor")) {
      const r = await floorSection(floor, starpost, sizes);
      console.log(r.text);
      verdicts.push(
        `target 1 (median ≤ 1.25× floor): REST ${fmt(r.restRatio, 2)}×, GraphQL ${fmt(r.graphqlRatio, 2)}× → ${r.restRatio <= 1.25 && r.graphqlRatio <= 1.25 ? "met" : "missed"}`,
      );
    }
    if (only.includes("peer")) {
      await floor.dispose();
      const r = await peerSection(starpost, sizes);
      console.log(r.text);
      verdicts.push(
        `target 2 (ahead of boardgame.io persisting to disk): ${fmt(r.disk.one, 2)}× at 1 game, ${fmt(r.disk.many, 2)}× at ${sizes.peerGames} → ${isAhead(r.disk) ? "met" : "missed"}`,
      );
      verdicts.push(
        `stretch (ahead of boardgame.io in memory): ${fmt(r.memory.one, 2)}× at 1 game, ${fmt(r.memory.many, 2)}× at ${sizes.peerGames} → ${isAhead(r.memory) ? "met" : "missed"}`,
      );
    }
  } finally {
    await floor.dispose();
    await starpost.dispose();
  }
}
// Long games before scale: scale leaves thousands of rooms' files to delete, and cold reads
// measured while the disk works through that are slower for reasons that are not Starpost's.
if (only.includes("long")) {
  const r = await longSection(sizes);
  console.log(r.text);
  verdicts.push(`target 4 (long load ≤ 2× short): ${fmt(r.ratio, 2)}× → ${r.ratio <= 2 ? "met" : "missed"}`);
}
if (only.includes("scale")) {
  const r = await scaleSection(sizes);
  console.log(r.text);
  verdicts.push(`cold move against a cold floor (≤ 1.5×): ${fmt(r.coldRatio, 2)}× → ${r.coldRatio <= 1.5 ? "met" : "missed"}`);
}
if (only.includes("cold")) {
  const r = await coldSection(sizes, flag("cold-against")?.split(","));
  console.log(r.text);
  verdicts.push(`cold move against a cold floor, quick (≤ 1.5×): ${fmt(r.ratio, 2)}× → ${r.ratio <= 1.5 ? "met" : "missed"}`);
}
if (only.includes("engines")) console.log(enginesSection(sizes));
if (only.includes("opponents")) console.log(opponentsSection(sizes));
if (only.includes("scaling")) console.log(await scalingSection(sizes));
if (only.includes("hibernation")) {
  const r = await hibernationSection(sizes);
  console.log(r.text);
  verdicts.push(`target 8 (idle watchers let rooms hibernate and all get the next move): ${r.summary} → ${r.met ? "met" : "missed"}`);
}

console.log(
  `\n### Verdicts${smoke ? " (smoke sizes: not meaningful)" : ""}\n\n${verdicts.map((v) => `- ${v}`).join("\n")}\n\ntook ${fmt((performance.now() - started) / 1000, 0)} s${strayResets ? ` (${strayResets} stray socket resets ignored)` : ""}`,
);
process.exit(0);
