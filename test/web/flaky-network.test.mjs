// A person on a phone whose connection drops between sending a move and hearing the answer, and a
// server that cannot answer for a moment (503 with Retry-After): the page sends the move again
// with the same Idempotency-Key, the move is applied once, and the person never sees an error.
// The faults are made in the browser's network (Playwright's routing), against a real server.
// Run with `npm run test:web` (or `node --test test/web/flaky-network.test.mjs`).
import assert from "node:assert/strict";
import { test } from "node:test";
import { apiClient, openAs } from "./api.mjs";
import { newPlayerPage, serverAndBrowser } from "./helpers.mjs";
import { apiGame, pageState, readyAction, send } from "./play.mjs";

const env = serverAndBrowser();

/** A two-player Star Battle game opened in a page by the player who owes the first decision, with the page's suggestion ready to send. */
async function readyToMove() {
  const api = apiClient(env.server.base);
  const { id, players } = await api.twoPlayerGame("star-battle");
  const owing = await api.owing(id, players);
  const page = await newPlayerPage(env.browser, env.server.base);
  await openAs(page, owing.player, id);
  await page.waitForSelector("body[data-status=active]");
  await page.click("#suggest");
  await page.waitForFunction(() => document.querySelector("#decision .ready[data-action]"), null, { timeout: 60_000 });
  assert.ok(await readyAction(page));
  return { page, id, version: owing.game.version };
}

/**
 * Routes the page's moves (POST …/actions, not the dry runs): the first one by `first`, the rest
 * to the server. Gives what was sent (each copy's key and time) and the statuses answered to the rest.
 */
async function faultFirstMove(page, first) {
  const sent = [];
  const answered = [];
  await page.route("**/v1/games/*/actions", async (route) => {
    const request = route.request();
    sent.push({ key: request.headers()["idempotency-key"], at: Date.now() });
    if (sent.length === 1) return first(route);
    const response = await route.fetch();
    await route.fulfill({ response });
    answered.push(response.status());
  });
  return { sent, answered };
}

async function until(condition, ms = 30_000) {
  for (const end = Date.now() + ms; !condition(); ) {
    assert.ok(Date.now() < end, "timed out");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Script errors, leaving out the browser's own line for a request the test failed on purpose. */
const scriptErrors = (page) => page.errors.filter((e) => !/status of 4\d\d|status of 503|ERR_CONNECTION_RESET|net::ERR_FAILED/.test(e));

test("a move whose answer is lost after the server applied it is sent again with its key, and applied once", {
  timeout: 300_000,
}, async () => {
  const { page, id, version } = await readyToMove();
  const { sent, answered } = await faultFirstMove(page, async (route) => {
    // The server gets the move and applies it; the answer never reaches the phone.
    const answer = await route.fetch();
    assert.equal(answer.status(), 200);
    await route.abort("connectionreset");
  });
  await send(page);
  // The live feed may show the applied move before the resend's answer comes: wait for the resend.
  await until(() => answered.length >= 1);
  assert.deepEqual(answered, [200], "the resend is answered with the move");
  assert.equal(sent.length, 2, "sent twice");
  assert.ok(sent[0].key && sent[0].key === sent[1].key, "with the same Idempotency-Key");
  const game = await apiGame(env.server.base, page, id);
  assert.equal(game.version, version + 1, "applied once");
  assert.equal((await pageState(page)).version, version + 1);
  // The status line said the move was being sent again, and never showed an error.
  assert.match(await page.locator("#status").textContent(), /The connection dropped: sending again/);
  assert.equal(await page.locator("#status.bad").count(), 0);
  assert.deepEqual(scriptErrors(page), []);
});

test("a 503 with Retry-After is waited out and the move sent again; nothing is applied twice", { timeout: 300_000 }, async () => {
  const { page, id, version } = await readyToMove();
  const { sent, answered } = await faultFirstMove(page, (route) =>
    route.fulfill({
      status: 503,
      headers: { "retry-after": "1", "content-type": "application/problem+json" },
      body: JSON.stringify({ status: 503, code: "TEMPORARILY_UNAVAILABLE", title: "x", detail: "x", retryAfter: 1 }),
    }),
  );
  await send(page);
  await until(() => answered.length >= 1);
  assert.equal(sent.length, 2);
  assert.equal(sent[0].key, sent[1].key);
  assert.ok(sent[1].at - sent[0].at >= 900, `waited for Retry-After (${sent[1].at - sent[0].at} ms)`);
  assert.equal((await apiGame(env.server.base, page, id)).version, version + 1);
  assert.deepEqual(scriptErrors(page), []);
});

test("a live feed refused by a full room (503 LIVE_FEED_FULL) comes back after its Retry-After, not sooner, and then follows the game", {
  timeout: 300_000,
}, async () => {
  const api = apiClient(env.server.base);
  const { id, players } = await api.twoPlayerGame("star-battle");
  const page = await newPlayerPage(env.browser, env.server.base);
  const opened = [];
  await page.route("**/v1/games/*/stream", (route) => {
    opened.push(Date.now());
    if (opened.length > 1) return route.continue();
    // Longer than the page's own 3 s pause between tries, so only the header can explain the wait.
    return route.fulfill({
      status: 503,
      headers: { "retry-after": "6", "content-type": "application/problem+json" },
      body: JSON.stringify({ status: 503, code: "LIVE_FEED_FULL", title: "x", detail: "x", retryAfter: 6 }),
    });
  });
  await openAs(page, players[0], id);
  await page.waitForFunction(() => document.querySelector("#stream-state")?.dataset.state === "reconnecting", null, { timeout: 30_000 });
  await page.waitForFunction(() => document.querySelector("#stream-state")?.dataset.state === "live", null, { timeout: 60_000 });
  assert.equal(opened.length, 2, "one refusal, then one try that is served");
  assert.ok(opened[1] - opened[0] >= 5_900, `waited for Retry-After (${opened[1] - opened[0]} ms)`);
  // Followed from then on: a move made elsewhere reaches the page.
  const owing = await api.owing(id, players);
  const before = (await pageState(page)).version;
  const s = await api.post(owing.player.apiKey, `/v1/games/${id}/suggest`, {});
  await api.post(owing.player.apiKey, `/v1/games/${id}/actions`, { action: s.action ?? s, expectedVersion: owing.game.version });
  await page.waitForFunction((v) => Number(document.body.dataset.version) > v, before, { timeout: 30_000 });
  assert.deepEqual(scriptErrors(page), []);
});
