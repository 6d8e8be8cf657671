// Serving the floor and Starpost the same way: each worker is bundled by `wrangler deploy
// --dry-run` (the production build) and served by Miniflare's API in a workerd process of its
// own, with Durable Object SQLite and D1 persisted to disk under a temporary folder. This is
// what `wrangler dev` runs underneath, without its second workerd acting as a proxy and without
// Node logging every request (see bench/README.md for why).
import { execFileSync, execSync } from "node:child_process";
import { copyFileSync, createWriteStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Miniflare } from "miniflare";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const SERVED_BY = "Miniflare API (workerd serve), SQLite persisted to a folder, one workerd process per worker";

const built = new Map<string, string>();

/**
 * Bundles `bench/worker/wrangler.<name>.toml` with wrangler, once per run and source. BENCH_SOURCE
 * (or `source`) points the build at another checkout (an experiment), served by the same harness.
 */
export function bundle(name: "floor" | "starpost", source = process.env.BENCH_SOURCE ?? ROOT): string {
  const cached = built.get(`${name} ${source}`);
  if (cached) return cached;
  const out = mkdtempSync(join(tmpdir(), `starpost-bench-${name}-`));
  execFileSync(
    join(ROOT, "node_modules/.bin/wrangler"),
    ["deploy", "--dry-run", "--outdir", out, "--config", join(source, `bench/worker/wrangler.${name}.toml`)],
    {
      cwd: source,
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" },
    },
  );
  const path = join(out, `${name}.js`);
  built.set(`${name} ${source}`, path);
  return path;
}

export interface Served {
  name: string;
  url: string;
  mf: Miniflare;
  dir: string;
  /** The workerd process serving it (for its memory). */
  pid: number | null;
  /** Stops workerd; the folder is kept so a new `serve` over it finds the same data. */
  stop(): Promise<void>;
  /** Stops workerd and deletes the data. */
  dispose(): Promise<void>;
}

function workerdPids(): Set<number> {
  try {
    const out = execSync(`ps -o pid=,args= --ppid ${process.pid}`, { encoding: "utf8" });
    return new Set(
      out
        .split("\n")
        .filter((l) => l.includes("workerd"))
        .map((l) => Number(l.trim().split(/\s+/)[0])),
    );
  } catch {
    return new Set();
  }
}

/** Resident memory of a process in bytes (Linux), or null. */
export function rssOf(pid: number | null): number | null {
  if (pid === null) return null;
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** CPU time a process has used so far, user + system, in ms (Linux, clock ticks of 10 ms), or null. */
export function cpuMsOf(pid: number | null): number | null {
  if (pid === null) return null;
  try {
    // Fields after the command's closing parenthesis: state is the 3rd field, utime the 14th, stime the 15th.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

export interface ServeOptions {
  /** Where the data lives (default: a new temporary folder). */
  dir?: string;
  /** Opens workerd's inspector on this port (for CPU profiles). */
  inspectorPort?: number;
  /** Builds from this checkout instead of BENCH_SOURCE or this one (the cold table's `--cold-against`). */
  source?: string;
}

/**
 * Where this process keeps each server's last workerd log after its data is deleted: named by the
 * process, so two bench runs side by side (a helper's, the lead's) never write over each other's.
 * A run that ends well deletes them (they grow to tens of MB at 10,000 games); one that fails keeps
 * them and says where they are, since the failure is what they are for.
 */
export const lastLogOf = (name: "floor" | "starpost"): string => join(tmpdir(), `starpost-bench-${process.pid}-${name}-workerd.log`);

const keptLogs = new Set<string>();
process.on("exit", (code) => {
  for (const log of keptLogs) {
    if (code === 0) rmSync(log, { force: true });
    else if (existsSync(log)) console.error(`workerd's log of the failed run: ${log}`);
  }
});

export async function serve(name: "floor" | "starpost", opts: ServeOptions = {}): Promise<Served> {
  const dir = opts.dir ?? mkdtempSync(join(tmpdir(), `starpost-bench-${name}-data-`));
  const scriptPath = bundle(name, opts.source);
  const before = workerdPids();
  const common = {
    host: "127.0.0.1",
    port: 0,
    modules: true,
    scriptPath,
    modulesRoot: dirname(scriptPath),
    compatibilityDate: "2026-04-01",
    compatibilityFlags: ["nodejs_compat"],
    durableObjectsPersist: join(dir, "do"),
    ...(opts.inspectorPort ? { inspectorPort: opts.inspectorPort } : {}),
    // workerd's own output goes to a log beside the data (read it when a run fails).
    handleRuntimeStdio: (stdout: NodeJS.ReadableStream, stderr: NodeJS.ReadableStream) => {
      const log = createWriteStream(join(dir, "workerd.log"));
      stdout.pipe(log);
      stderr.pipe(log);
    },
  };
  const mf =
    name === "floor"
      ? new Miniflare({ ...common, durableObjects: { FLOOR: { className: "Floor", useSQLite: true } } })
      : new Miniflare({
          ...common,
          durableObjects: { GAME_ROOM: { className: "GameRoom", useSQLite: true } },
          d1Databases: { DIRECTORY: "starpost-directory" },
          d1Persist: join(dir, "d1"),
          // The bench creates thousands of games for a few players: the creation caps (and request
          // rates, whose bindings it does not declare) are off, as in the tests.
          bindings: { ALLOW_PRIVATE_WEBHOOKS: "true", RATE_LIMITS: "off" },
        });
  const url = (await mf.ready).toString().replace(/\/$/, "");
  if (name === "starpost") await migrate(mf);
  const pid = [...workerdPids()].find((p) => !before.has(p)) ?? null;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await mf.dispose();
  };
  return {
    name,
    url,
    mf,
    dir,
    pid,
    stop,
    dispose: async () => {
      await stop();
      // The data goes, workerd's log stays (the last run's, per server): a run that met a 500
      // ends here too, and its log is what says why (bench/README "Traps").
      const log = join(dir, "workerd.log");
      if (existsSync(log)) {
        copyFileSync(log, lastLogOf(name));
        keptLogs.add(lastLogOf(name));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Applies the directory's D1 migrations (the same files `wrangler d1 migrations apply` runs), once per folder. */
async function migrate(mf: Miniflare): Promise<void> {
  const db = await mf.getD1Database("DIRECTORY");
  const done = await db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'players'").first();
  if (done) return;
  const folder = join(ROOT, "src/directory/migrations");
  for (const file of readdirSync(folder)
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    const sql = readFileSync(join(folder, file), "utf8").replace(/--[^\n]*/g, "");
    const statements = sql
      .split(";")
      .map((s) => s.trim())
      .filter(Boolean);
    await db.batch(statements.map((s) => db.prepare(s)));
  }
}
