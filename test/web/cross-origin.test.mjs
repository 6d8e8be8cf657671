// A page served from another origin plays through the API with a bearer key, as a third-party
// web client does: registering, creating and joining a game and playing a move, each with the
// headers such a client sends (Content-Type: application/json, Authorization, Idempotency-Key,
// If-Match, If-None-Match — all of which make the browser ask a CORS preflight first), reading
// the ETag and a problem's body. A control request from the same page to a server that sends no
// CORS headers is blocked, so the pass is CORS's doing and not a browser that checks nothing.
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { after, before, test } from "node:test";
import { launchBrowser, startServer } from "./helpers.mjs";

let server, browser, other;

/** A tiny static server: one HTML page, and a JSON answer with no CORS headers for the control. */
function startStaticServer() {
  return new Promise((resolve) => {
    const srv = createServer((req, res) => {
      if (req.url === "/no-cors.json") {
        res.writeHead(200, { "content-type": "application/json" });
        res.end("{}");
        return;
      }
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end("<!doctype html><title>A third-party client</title><p>elsewhere</p>");
    });
    srv.listen(0, "127.0.0.1", () =>
      resolve({ base: `http://127.0.0.1:${srv.address().port}`, close: () => new Promise((r) => srv.close(r)) }),
    );
  });
}

before(async () => {
  server = await startServer();
  other = await startStaticServer();
  browser = await launchBrowser();
  console.log(`# API ${server.base}; page served from ${other.base}`);
});

after(async () => {
  await browser?.close();
  await other?.close();
  await server?.stop();
});

test("a page on another origin registers, creates a game, and plays a move with If-Match and Idempotency-Key", {
  timeout: 180_000,
}, async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${other.base}/`);
  assert.notEqual(new URL(page.url()).origin, new URL(server.base).origin);

  const result = await page.evaluate(
    async ({ api, elsewhere }) => {
      const out = {};
      const call = async (method, path, { key, body, headers = {} } = {}) => {
        const res = await fetch(`${api}${path}`, {
          method,
          cache: "no-store",
          headers: {
            ...(key ? { authorization: `Bearer ${key}` } : {}),
            ...(body !== undefined ? { "content-type": "application/json" } : {}),
            ...headers,
          },
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        });
        const text = await res.text();
        return { status: res.status, etag: res.headers.get("etag"), body: text ? JSON.parse(text) : null };
      };
      // The controls. A server on a third origin (the static server under another host name) that
      // sends no CORS headers is reachable (an opaque answer in no-cors mode) but cannot be read;
      // and the API itself refuses, at the preflight, a header it does not allow.
      const third = `${elsewhere.replace("127.0.0.1", "localhost")}/no-cors.json`;
      const outcome = (p) =>
        p.then(
          (r) => r.type,
          (e) => e.name,
        );
      out.control = {
        opaque: await outcome(fetch(third, { mode: "no-cors" })),
        read: await outcome(fetch(third)),
        disallowedHeader: await outcome(fetch(`${api}/v1/kinds`, { headers: { "x-not-allowed": "1" } })),
      };
      const alice = (await call("POST", "/v1/players", { body: { name: "Alice" } })).body;
      const bob = (await call("POST", "/v1/players", { body: { name: "Bob" } })).body;
      const created = await call("POST", "/v1/games", { key: alice.apiKey, body: { kind: "star-battle" } });
      const joined = await call("POST", `/v1/games/${created.body.id}/join`, { key: bob.apiKey, body: {} });
      out.statuses = [created.status, joined.status];
      const id = created.body.id;
      // A join answers the envelope every act does: the game is in `game`.
      const seat = joined.body.game.pending[0].seat;
      const holder = joined.body.game.seats.find((s) => s.seat === seat).player.id;
      const key = holder === alice.id ? alice.apiKey : bob.apiKey;
      const read = await call("GET", `/v1/games/${id}`, { key });
      out.etag = read.etag;
      out.notModified = (await call("GET", `/v1/games/${id}`, { key, headers: { "if-none-match": read.etag } })).status;
      const problem = await call("POST", `/v1/games/${id}/actions`, { key, body: { action: { type: "fly" } } });
      out.problem = [problem.status, problem.body?.code];
      const choice = read.body.pending.find((p) => p.seat === read.body.you.seat).choices[0];
      const played = await call("POST", `/v1/games/${id}/actions`, {
        key,
        body: { action: choice },
        headers: { "if-match": read.etag, "idempotency-key": "cross-origin-1" },
      });
      out.played = [played.status, played.body?.version];
      out.version = (await call("GET", `/v1/games/${id}`)).body.version;
      return out;
    },
    { api: server.base, elsewhere: other.base },
  );

  console.log(`# from another origin: ${JSON.stringify(result)}`);
  assert.deepEqual(result.control, { opaque: "opaque", read: "TypeError", disallowedHeader: "TypeError" }, "the browser enforces CORS");
  assert.deepEqual(result.statuses, [201, 200]);
  assert.match(result.etag ?? "", /^"0\.[A-Za-z0-9_-]+"$/, "the ETag is exposed to the page");
  assert.equal(result.notModified, 304);
  assert.deepEqual(result.problem, [400, "INVALID_ACTION"], "a problem's body is readable");
  assert.deepEqual(result.played, [200, 1]);
  assert.equal(result.version, 1);
  await context.close();
});
