// What a person is told, set from the web client: a game muted and unmuted from the lobby's inbox,
// and on the account page the events pushed, quiet hours and the deadline warning, saved for the
// person (read back over the API and after a reload), and a muted game heard from again.
// Run with `npm run test:web:told` (or `node --import tsx --test test/web/told.test.mjs`).
import assert from "node:assert/strict";
import { test } from "node:test";
import { apiClient } from "./api.mjs";
import { newPlayerPage, serverAndBrowser } from "./helpers.mjs";

const env = serverAndBrowser();

/** A page signed in as `player` (its key put where the client keeps it), at `path`. */
async function signedInAt(player, path) {
  const page = await newPlayerPage(env.browser, env.server.base, { width: 390, height: 844 });
  await page.goto("/");
  await page.evaluate((p) => localStorage.setItem("starpost.player", JSON.stringify(p)), {
    id: player.id,
    name: player.name,
    apiKey: player.apiKey,
  });
  await page.goto(path);
  await page.waitForLoadState("domcontentloaded");
  return page;
}

const prefsOf = async (player) =>
  (await fetch(`${env.server.base}/v1/me/notification-preferences`, { headers: { authorization: `Bearer ${player.apiKey}` } })).json();

test("a game muted from the inbox, then what is pushed, quiet hours and the deadline warning chosen on the account page", {
  timeout: 180_000,
}, async () => {
  const api = apiClient(env.server.base);
  const { id, players } = await api.twoPlayerGame("star-battle");
  const [alice] = players;

  // The lobby: Alice's game is in her inbox with a Mute button; muting it shows, and holds.
  const lobby = await signedInAt(alice, "/");
  const row = `#inbox-items li[data-id="${id}"]`;
  await lobby.waitForSelector(`${row} button.mute`);
  assert.equal((await lobby.textContent(`${row} button.mute`)).trim(), "Mute");
  await lobby.click(`${row} button.mute`);
  await lobby.waitForFunction((sel) => document.querySelector(`${sel} button.mute`)?.textContent.trim() === "Unmute", row);
  assert.match(await lobby.textContent(row), /muted/);
  assert.deepEqual((await prefsOf(alice)).mutedGames, [id]);

  // The account page shows her settings as the server has them: everything pushed, no quiet hours.
  const account = await signedInAt(alice, "/account");
  await account.waitForSelector("#told-form");
  const checked = () => account.$$eval("#told-form input[name=event]:checked", (els) => els.map((e) => e.value));
  const before = await prefsOf(alice);
  assert.deepEqual(await checked(), before.events);
  assert.equal(await account.isChecked("#quiet-on"), before.quietHours !== null);
  assert.deepEqual(await account.$$eval("#muted-games li", (els) => els.map((e) => e.dataset.id)), [id]);

  // She stops table talk being pushed, holds pushes from 23:00 to 06:30, and is warned 6 h ahead.
  await account.uncheck('#told-form input[value="message.posted"]');
  await account.check("#quiet-on");
  await account.fill("#quiet-start", "23:00");
  await account.fill("#quiet-end", "06:30");
  await account.selectOption("#warn-when", "hours");
  await account.fill("#warn-hours", "6");
  await account.click("#told-save");
  await account.waitForFunction(() => /Saved/.test(document.querySelector("#status")?.textContent ?? ""));
  const zone = await account.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const saved = await prefsOf(alice);
  assert.deepEqual(
    saved.events,
    before.events.filter((e) => e !== "message.posted"),
  );
  assert.deepEqual(saved.quietHours, { start: "23:00", end: "06:30", timeZone: zone });
  assert.equal(saved.deadlineWarningHours, 6);

  // Read back after a reload: the form is the server's, not what was typed.
  await account.reload();
  await account.waitForSelector("#told-form");
  assert.deepEqual(await checked(), saved.events);
  assert.equal(await account.isChecked("#quiet-on"), true);
  assert.equal(await account.inputValue("#quiet-start"), "23:00");
  assert.equal(await account.inputValue("#warn-when"), "hours");
  assert.equal(await account.inputValue("#warn-hours"), "6");

  // Warnings back to each game's own time, quiet hours off; and the game heard from again.
  await account.selectOption("#warn-when", "game");
  assert.equal(await account.isHidden("#warn-hours"), true);
  await account.uncheck("#quiet-on");
  await account.evaluate(() => (document.querySelector("#status").textContent = ""));
  await account.click("#told-save");
  await account.waitForFunction(() => /Saved/.test(document.querySelector("#status")?.textContent ?? ""));
  await account.click(`#muted-games li[data-id="${id}"] button.unmute`);
  await account.waitForSelector("#muted-games-none");
  const after = await prefsOf(alice);
  assert.deepEqual([after.quietHours, after.deadlineWarningHours, after.mutedGames], [null, null, []]);
  assert.deepEqual([...lobby.errors, ...account.errors], []);
});
