// Outside in, against a running server (BASE): one game of every kind, every seat played by the
// example webhook bot (examples/webhook-bot), a tenth of first deliveries dropped. Every game must
// reach its end within the budget; a game that stops moving fails the run with its delivery log.
import { call, startBot } from "../../examples/webhook-bot/bot.mjs";

const base = process.env.BASE ?? "http://127.0.0.1:8787";
const budgetMs = Number(process.env.BUDGET_SECONDS ?? 240) * 1000;
const only = process.env.KINDS?.split(",");
const games = [
  { kind: "star-battle", options: {} },
  { kind: "last-starfighter", options: { turnLimit: 10 } },
  { kind: "barnards-star", options: { turnLimit: 4 } },
  { kind: "double-star", options: { turnLimit: 6 } },
  { kind: "iron-stars", options: { turns: 1 } },
].filter((g) => !only || only.includes(g.kind));

// A seeded generator: the same choices and the same drops on every run (timing still varies).
let seed = 0x5eed;
const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
const bot = await startBot({ base, dropFirst: 0.1, random });
for (const g of games) {
  const keys = [];
  for (const name of ["North", "South"]) {
    const p = await call(base, "POST", "/v1/players", null, { name: `${name} ${g.kind}` });
    await bot.enrol(p.apiKey);
    keys.push(p.apiKey);
  }
  const created = await call(base, "POST", "/v1/games", keys[0], { kind: g.kind, options: g.options });
  if (!created.id) throw new Error(`creating ${g.kind}: ${JSON.stringify(created)}`);
  const joined = await call(base, "POST", `/v1/games/${created.id}/join`, keys[1], {});
  if (joined.status !== "active") throw new Error(`joining ${g.kind}: ${JSON.stringify(joined)}`);
  Object.assign(g, { id: created.id, keys, version: 0, movedAt: Date.now(), status: "active" });
}

const started = Date.now();
while (Date.now() - started < budgetMs && games.some((g) => g.status !== "finished")) {
  await new Promise((r) => setTimeout(r, 1000));
  for (const g of games.filter((x) => x.status !== "finished")) {
    const now = await call(base, "GET", `/v1/games/${g.id}`, g.keys[0]);
    if (now.version !== g.version) Object.assign(g, { version: now.version, movedAt: Date.now() });
    g.status = now.status;
    if (g.status === "finished") g.seconds = (Date.now() - started) / 1000;
  }
}
await bot.close();
for (const g of games) console.log(`${g.kind}: ${g.status} at version ${g.version}${g.seconds ? ` in ${g.seconds.toFixed(1)} s` : `, last move ${((Date.now() - g.movedAt) / 1000).toFixed(0)} s ago`}`);
console.log(`deliveries ${bot.stats.deliveries}, verified ${bot.stats.verified}, dropped ${bot.stats.dropped}, answered ${bot.stats.answered}, refused signatures ${bot.stats.refused}`);
const stuck = games.filter((g) => g.status !== "finished");
for (const g of stuck) {
  for (const key of g.keys) {
    const hooks = await call(base, "GET", "/v1/webhooks", key);
    for (const h of hooks.webhooks ?? []) console.log(g.kind, JSON.stringify((await call(base, "GET", `/v1/webhooks/${h.id}/deliveries?limit=3`, key)).deliveries));
  }
}
if (stuck.length > 0 || bot.stats.refused > 0) {
  console.log("webhook bots: FAILED");
  process.exit(1);
}
console.log("webhook bots: ok");
