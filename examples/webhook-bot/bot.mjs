// A Starpost webhook bot, written the way a stranger would write one: from the public API and
// the Standard Webhooks spec only. It serves one HTTP endpoint; Starpost POSTs signed events to
// it, and it answers each `decision.required` with one of the choices it was offered (or, where a
// decision lists bounds instead of choices, with the move Starpost's own bot suggests).
//
//   STARPOST_URL=http://127.0.0.1:8787 STARPOST_KEY=sp_… PORT=9000 node examples/webhook-bot/bot.mjs
//
// subscribes the key's player (`POST /v1/webhooks {url, bot: true}`) and plays every game that
// player sits in until stopped. `startBot()` is the same bot as a function (the smoke test uses it).
import http from "node:http";
import { Webhook } from "standardwebhooks";

/**
 * Serves a bot on `port` (0: any free port) for the players in `players` (`url path → {key, secret}`).
 * `dropFirst` is the share of first deliveries it drops without answering (a flaky network), for tests.
 */
export async function startBot({ base, port = 0, dropFirst = 0, random = Math.random } = {}) {
  const players = new Map();
  const attempted = new Set();
  const answered = new Set();
  const stats = { deliveries: 0, verified: 0, refused: 0, dropped: 0, answered: 0 };
  const server = http.createServer(async (req, res) => {
    let body = "";
    for await (const chunk of req) body += chunk;
    stats.deliveries++;
    const player = players.get(req.url);
    let event;
    try {
      event = new Webhook(player?.secret ?? "whsec_AAAA").verify(body, req.headers);
    } catch {
      stats.refused++;
      res.writeHead(401).end("signature refused");
      return;
    }
    stats.verified++;
    const id = req.headers["webhook-id"];
    const first = !attempted.has(id);
    attempted.add(id);
    if (first && random() < dropFirst) {
      stats.dropped++;
      req.socket.destroy(); // the connection drops: Starpost retries the same delivery later
      return;
    }
    // Each delivery id is answered once: a redelivery of one already answered is acknowledged only.
    const action = !answered.has(id) && event.type === "decision.required" ? await choose(base, player.key, event.data, random) : null;
    if (action) {
      answered.add(id);
      stats.answered++;
    }
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(action ? { action } : { ok: true }));
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  return {
    stats,
    /** Subscribes `key`'s player to this bot: its deliveries come to a path of its own. */
    async enrol(key) {
      const path = `/player/${players.size + 1}`;
      const hook = await call(base, "POST", "/v1/webhooks", key, { url: url + path, bot: true });
      if (!hook.secret) throw new Error(`subscribing failed: ${JSON.stringify(hook)}`);
      players.set(path, { key, secret: hook.secret });
      return hook;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * A listed choice at random — first a kind of action, then one of that kind, so a long list of
 * one kind (every hex a ship could move to) does not drown the rest — or, where none are
 * listed, the server's suggestion.
 */
async function choose(base, key, data, random) {
  const choices = (data.decisions ?? []).flatMap((d) => d.choices ?? []);
  if (choices.length > 0) {
    const types = [...new Set(choices.map((c) => c.type))];
    const type = types[Math.floor(random() * types.length)];
    const ofType = choices.filter((c) => c.type === type);
    return ofType[Math.floor(random() * ofType.length)];
  }
  const suggested = await call(base, "POST", `/v1/games/${data.gameId}/suggest`, key);
  return suggested.action ?? null;
}

export async function call(base, method, path, key, body) {
  const res = await fetch(base + path, {
    method,
    headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...(body ? { "content-type": "application/json" } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  try {
    return JSON.parse(text);
  } catch {
    return { status: res.status, text };
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.env.STARPOST_URL ?? "http://127.0.0.1:8787";
  const key = process.env.STARPOST_KEY;
  if (!key) {
    console.error("set STARPOST_KEY to a player's API key (POST /v1/players answers one)");
    process.exit(2);
  }
  const bot = await startBot({ base, port: Number(process.env.PORT ?? 9000) });
  const hook = await bot.enrol(key);
  console.log(`playing as the key's player; subscription ${hook.id}`);
}
