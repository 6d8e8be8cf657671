// `npm run soak`: a bounded soak on loopback (docs/RELIABILITY.md). Starts `wrangler dev` with a
// temporary state folder, then bots play hundreds of games of every kind concurrently through
// the public REST API, to the end, and checks: no 5xx, and every action a client saw accepted is
// in the server's log at the version it was given (GET /v1/games/{id}/events and, once over,
// /export with the actions themselves).
//   tsx test/fuzz/soak.ts [--games 240] [--concurrency 48] [--seconds 900] [--port 8797] [--live]
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1]! : fallback;
};
const GAMES = Number(arg("games", "240"));
const CONCURRENCY = Number(arg("concurrency", "48"));
const SECONDS = Number(arg("seconds", "900"));
const PORT = Number(arg("port", String(8790 + Math.floor(Math.random() * 100))));
const BASE = `http://127.0.0.1:${PORT}`;
const MAX_STEPS = 3000;

/** Options that keep games short where a kind has them; every other kind plays its defaults. */
const SHORT: Record<string, Record<string, unknown>[]> = {
  "star-battle": [{ turnLimit: 12 }, { players: 3, turnLimit: 12, battle: "decisive" }, { turnLimit: 30 }],
  "last-starfighter": [{ turnLimit: 8 }, { sealedOrders: true, turnLimit: 8 }, { opponent: "drone", turnLimit: 8 }],
  "iron-stars": [{ turns: 2 }, { turns: 3 }],
};

// ---- the server --------------------------------------------------------------------------------

// wrangler dev reloads the worker when a source file changes, which would cut requests off
// mid-flight (503) whenever someone edits the tree. The soak runs a copy of the committed tree
// (HEAD) instead; --live runs the working tree as it is.
const state = mkdtempSync(join(tmpdir(), "starpost-soak-"));
const root = process.cwd();
const tree = process.argv.includes("--live") ? root : join(state, "tree");
const prepare =
  tree === root
    ? "true"
    : `mkdir -p '${tree}' && git -C '${root}' archive HEAD | tar -x -C '${tree}' && ln -s '${root}/node_modules' '${tree}/node_modules'`;
const server = spawn(
  "bash",
  [
    "-c",
    `${prepare} && cd '${tree}' && CI=true npx wrangler d1 migrations apply DIRECTORY --local --persist-to '${state}/wrangler' > '${state}/migrate.log' 2>&1 && exec npx wrangler dev --ip 127.0.0.1 --port ${PORT} --var ALLOW_PRIVATE_WEBHOOKS:true --var RATE_LIMITS:off --persist-to '${state}/wrangler' --show-interactive-dev-session=false`,
  ],
  { detached: true, stdio: ["ignore", "pipe", "pipe"] },
);
let serverLog = "";
server.stdout!.on("data", (d) => (serverLog += d));
server.stderr!.on("data", (d) => (serverLog += d));
const stop = () => {
  try {
    process.kill(-server.pid!, "SIGTERM"); // the process group this script started, by its id
  } catch {
    // already gone
  }
  rmSync(state, { recursive: true, force: true });
};
process.on("SIGINT", () => {
  stop();
  process.exit(130);
});

// ---- the client --------------------------------------------------------------------------------

const statuses = new Map<number, number>();
const latencies: number[] = [];
const serverErrors: string[] = [];
let requests = 0;

async function call(
  method: string,
  path: string,
  key?: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: any }> {
  for (let attempt = 0; ; attempt++) {
    const began = performance.now();
    try {
      const res = await fetch(`${BASE}${path}`, {
        method,
        headers: {
          ...(key ? { authorization: `Bearer ${key}` } : {}),
          ...(body !== undefined ? { "content-type": "application/json" } : {}),
          ...headers,
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      const text = await res.text();
      latencies.push(performance.now() - began);
      requests++;
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status >= 500) serverErrors.push(`${method} ${path} -> ${res.status} ${text.slice(0, 200)}`);
      return { status: res.status, body: text ? JSON.parse(text) : null };
    } catch (error) {
      // A connection error: retry (an action carries its Idempotency-Key, so this is safe).
      if (attempt >= 5) throw error;
      await new Promise((r) => setTimeout(r, 200 * (attempt + 1)));
    }
  }
}

interface Accepted {
  version: number;
  seat: string;
  action: unknown;
}

interface Played {
  id: string;
  kind: string;
  status: string;
  accepted: Accepted[];
  steps: number;
}

async function playOne(n: number, kinds: { id: string }[]): Promise<Played> {
  const kind = kinds[n % kinds.length]!.id;
  const variants = SHORT[kind] ?? [{}];
  const options = variants[Math.floor(n / kinds.length) % variants.length]!;
  const creator = (await call("POST", "/v1/players", undefined, { name: `soak-${n}-0` })).body;
  const created = await call("POST", "/v1/games", creator.apiKey, { kind, options });
  if (created.status !== 201)
    throw new Error(`create ${kind} ${JSON.stringify(options)}: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.id as string;
  const keys = new Map<string, string>([[creator.id, creator.apiKey]]);
  let game = created.body;
  for (let i = 1; game.status === "open" && i < 10; i++) {
    const p = (await call("POST", "/v1/players", undefined, { name: `soak-${n}-${i}` })).body;
    keys.set(p.id, p.apiKey);
    game = (await call("POST", `/v1/games/${id}/join`, p.apiKey, {})).body.game;
  }
  const seatKey = (seat: string) => keys.get(game.seats.find((s: any) => s.seat === seat)?.player?.id);
  const accepted: Accepted[] = [];
  let steps = 0;
  while (game.status === "active" && steps < MAX_STEPS && Date.now() < deadline) {
    steps++;
    const owing = game.pending.map((p: any) => p.seat).filter((s: string) => seatKey(s));
    if (owing.length === 0) {
      game = (await call("GET", `/v1/games/${id}`)).body;
      continue;
    }
    const seat = owing[Math.floor(Math.random() * owing.length)];
    const key = seatKey(seat)!;
    const mine = (await call("GET", `/v1/games/${id}`, key)).body;
    const choices: unknown[] | undefined = mine.pending.find((p: any) => p.seat === seat)?.choices;
    const action = choices?.length
      ? choices[Math.floor(Math.random() * choices.length)]
      : (await call("POST", `/v1/games/${id}/suggest`, key)).body?.action;
    if (action === undefined) {
      game = mine;
      continue;
    }
    const r = await call(
      "POST",
      `/v1/games/${id}/actions`,
      key,
      { action, expectedVersion: mine.version },
      { "idempotency-key": `soak-${id}-${mine.version}-${seat}` },
    );
    if (r.status === 200) {
      accepted.push({ version: r.body.version, seat, action });
      game = r.body.game;
    } else if (r.status === 409 || r.status === 403) {
      game = (await call("GET", `/v1/games/${id}`)).body; // someone else moved first; read again
    } else {
      throw new Error(`game ${id} (${kind}): a listed choice was refused: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
    }
  }
  return { id, kind, status: game.status, accepted, steps };
}

/** Every accepted action is in the server's log at its version, by its seat (and, once over, as sent). */
async function audit(p: Played, key: string | undefined): Promise<string[]> {
  const problems: string[] = [];
  const entries: any[] = [];
  for (let after = 0; ; ) {
    const page = (await call("GET", `/v1/games/${p.id}/events?after=${after}&limit=500`, key)).body;
    entries.push(...page.entries);
    if (page.entries.length < 500) break;
    after = page.entries.at(-1).version;
  }
  const byVersion = new Map(entries.map((e) => [e.version, e]));
  const record = p.status === "finished" ? (await call("GET", `/v1/games/${p.id}/export`)).body : null;
  const actions = new Map<number, unknown>((record?.log ?? []).map((e: any) => [e.version, e.action]));
  for (const a of p.accepted) {
    const e = byVersion.get(a.version);
    if (!e || e.seat !== a.seat || e.kind !== "action") problems.push(`${p.id}: accepted v${a.version} (${a.seat}) is not in the log`);
    else if (record && JSON.stringify(actions.get(a.version)) !== JSON.stringify(a.action))
      problems.push(`${p.id}: v${a.version} in the record is not the action accepted`);
  }
  const versions = entries.map((e) => e.version);
  if (versions.some((v, i) => v !== i + 1)) problems.push(`${p.id}: the log's versions are not 1..n`);
  if (record) {
    const verified = (await call("POST", "/v1/verify", undefined, record)).body;
    if (!verified.verified) problems.push(`${p.id}: the record does not verify: ${verified.problems.join("; ")}`);
  }
  return problems;
}

// ---- the run -----------------------------------------------------------------------------------

let deadline = Date.now() + SECONDS * 1000;
async function main(): Promise<number> {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${BASE}/v1/kinds`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const kinds = (await call("GET", "/v1/kinds")).body.kinds as { id: string }[];
  const began = Date.now();
  deadline = began + SECONDS * 1000;
  const played: Played[] = [];
  const failures: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < GAMES && Date.now() < deadline) {
        const n = next++;
        try {
          played.push(await playOne(n, kinds));
        } catch (error) {
          failures.push((error as Error).message);
        }
      }
    }),
  );
  const playSeconds = (Date.now() - began) / 1000;
  const problems: string[] = [];
  for (const p of played) problems.push(...(await audit(p, undefined)));
  const finished = played.filter((p) => p.status === "finished").length;
  const accepted = played.reduce((a, p) => a + p.accepted.length, 0);
  latencies.sort((a, b) => a - b);
  const pct = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]?.toFixed(0);
  console.log("\n| what | count |\n|---|---|");
  console.log(`| kinds | ${kinds.map((k) => k.id).join(", ")} |`);
  console.log(
    `| games started / finished / unfinished at the cap | ${played.length + failures.length} / ${finished} / ${played.length - finished} |`,
  );
  console.log(
    `| per kind (finished/played) | ${kinds.map((k) => `${k.id} ${played.filter((p) => p.kind === k.id && p.status === "finished").length}/${played.filter((p) => p.kind === k.id).length}`).join(", ")} |`,
  );
  console.log(`| actions accepted, all found in the server's log | ${accepted} (${problems.length} problems) |`);
  console.log(`| requests | ${requests} in ${playSeconds.toFixed(0)} s of play, ${CONCURRENCY} games at a time |`);
  console.log(
    `| statuses | ${[...statuses]
      .sort()
      .map(([s, n]) => `${s}: ${n}`)
      .join(", ")} |`,
  );
  console.log(`| 5xx | ${serverErrors.length} |`);
  console.log(`| latency p50 / p99 / max (ms) | ${pct(0.5)} / ${pct(0.99)} / ${latencies.at(-1)?.toFixed(0)} |`);
  for (const f of failures.slice(0, 10)) console.log(`failure: ${f}`);
  for (const p of problems.slice(0, 10)) console.log(`problem: ${p}`);
  for (const e of serverErrors.slice(0, 10)) console.log(`5xx: ${e}`);
  const ok = serverErrors.length === 0 && problems.length === 0 && failures.length === 0;
  if (!ok && process.env.SOAK_SERVER_LOG) console.log(serverLog.slice(-5000));
  console.log(`\nsoak: ${ok ? "ok" : "FAILED"}`);
  return ok ? 0 : 1;
}

main()
  .then((code) => {
    stop();
    process.exit(code);
  })
  .catch((error) => {
    console.error(error, serverLog.slice(-3000));
    stop();
    process.exit(1);
  });
