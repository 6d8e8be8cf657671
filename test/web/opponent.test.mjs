// The built-in opponent in the browser (issue 21): a person creates a Star Battle game from the
// lobby form with the second seat given to the opponent at `standard`, and plays a few moves on
// the game page, each asked of "Suggest" at `standard`; after each, the opponent (played by the
// server's alarm, nothing in the page) answers, and its move shows in the page's log.
// Run with `npm run test:web` (or `node --test test/web/opponent.test.mjs`).
import assert from "node:assert/strict";
import { test } from "node:test";
import { newPlayerPage, register, serverAndBrowser } from "./helpers.mjs";
import { apiGame, pageState, playerOf, readyAction, send } from "./play.mjs";

const env = serverAndBrowser();

test("Star Battle against the built-in opponent at standard: a few moves, each answered by the opponent", {
  timeout: 600_000,
}, async () => {
  const page = await newPlayerPage(env.browser, env.server.base);
  await register(page, "Solo");
  await page.selectOption("#kind", "star-battle");
  await page.waitForSelector("#opponent-lord2");
  await page.selectOption("#opponent-lord2", "standard");
  await page.click("#create-form button[type=submit]");
  await page.waitForURL(/\/game\?id=/);
  const id = new URL(page.url()).searchParams.get("id");
  // Every other seat was the opponent's: the game starts at once.
  await page.waitForSelector("body[data-status=active]", { timeout: 60_000 });
  const created = await apiGame(env.server.base, page, id);
  assert.deepEqual(
    created.seats.map((s) => [s.seat, s.opponent]),
    [
      ["lord1", null],
      ["lord2", "standard"],
    ],
  );
  assert.match(await page.locator("body").textContent(), /built-in opponent, standard/);

  const me = await playerOf(page);
  let answered = 0;
  for (let move = 0; move < 4; move++) {
    // Wait for the person's turn (the opponent may be thinking), unless the game is over.
    await page.waitForFunction(
      () => document.body.dataset.status === "finished" || document.querySelector("#decision")?.classList.contains("active"),
      null,
      { timeout: 90_000 },
    );
    if ((await pageState(page)).status === "finished") break;
    await page.selectOption("#suggest-level", "standard");
    await page.click("#suggest");
    await page.waitForFunction(() => document.querySelector("#decision .ready[data-action]"), null, { timeout: 60_000 });
    assert.ok(await readyAction(page), "the suggestion is made the ready move");
    await send(page);
    const mine = (await pageState(page)).version;
    // The opponent answers from the room's alarm: the page's version moves on past the person's move.
    await page.waitForFunction((v) => Number(document.body.dataset.version) > v || document.body.dataset.status === "finished", mine, {
      timeout: 90_000,
    });
    if ((await pageState(page)).status !== "finished") answered++;
  }
  assert.ok(answered >= 1, "the opponent answered at least once");
  const res = await fetch(`${env.server.base}/v1/games/${id}/events?limit=500`, { headers: { authorization: `Bearer ${me.apiKey}` } });
  const entries = (await res.json()).entries;
  const theirs = entries.filter((e) => e.seat === "lord2");
  assert.ok(theirs.length >= answered);
  for (const e of theirs) assert.deepEqual(e.opponent, { level: "standard" });
  // The page's log shows every entry, the opponent's included.
  const last = entries.at(-1).version;
  await page.waitForFunction((v) => Number(document.querySelector("#log")?.dataset.last ?? 0) >= v, last, { timeout: 45_000 });
  assert.deepEqual(
    page.errors.filter((e) => !/status of 4\d\d/.test(e)),
    [],
  );
});
