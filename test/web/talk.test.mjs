// Table talk on the game page arrives on the live feed: a message written at one page shows at
// the others' at once, with no GET …/messages after the panel's first read; a private message
// reaches its two seats only; after a dropped feed the panel reads once what it missed, and a
// message that comes both ways, or out of order, is shown once and in id order. A writer muted
// from their message is hidden at once and after; the lobby counts messages unread until a page shows them.
// Run with `npm run test:web:talk` (or `node --import tsx --test test/web/talk.test.mjs`).
import assert from "node:assert/strict";
import { test } from "node:test";
import { apiClient, openAs } from "./api.mjs";
import { newPlayerPage, serverAndBrowser } from "./helpers.mjs";

const env = serverAndBrowser();

/** Sooner than any poll the panel could make (its fallback is 15 s, the panel used to poll every 10 s). */
const LIVE_MS = 5_000;

/**
 * The game page of `id` opened as `player`, once its feed is live and the panel has read what it
 * missed; `page.reads` collects the URLs of its GET …/messages from then on.
 */
async function talkPage(player, id) {
  const page = await newPlayerPage(env.browser, env.server.base);
  await openAs(page, player, id);
  await page.waitForFunction(() => document.querySelector("#stream-state")?.dataset.state === "live", null, { timeout: 30_000 });
  await page.waitForSelector("#talk[data-synced=true]", { timeout: 30_000 });
  page.reads = [];
  page.on("request", (r) => {
    if (r.method() === "GET" && new URL(r.url()).pathname.endsWith("/messages")) page.reads.push(r.url());
  });
  return page;
}

/** The messages a page's panel shows: id, text, whether private. */
const shown = (page) =>
  page.$$eval("#messages > li.message", (els) =>
    els.map((el) => ({
      id: Number(el.dataset.id),
      text: el.querySelector(".text").textContent,
      private: el.classList.contains("private"),
    })),
  );

/** Waits until `page` shows a message with `text` (at most `ms`). */
const showsSoon = (page, text, ms = LIVE_MS) =>
  page.waitForFunction((t) => [...document.querySelectorAll("#messages .text")].some((p) => p.textContent === t), text, { timeout: ms });

/** Writes `text` in the page's talk box (to `to`, a seat, else the table) and waits until its own list shows it. */
async function write(page, text, to = "") {
  // The box keeps the last one written to.
  if (to || (await page.locator("#talk-to").count())) await page.selectOption("#talk-to", to);
  await page.fill("#talk-text", text);
  await page.click("#talk-form button[type=submit]");
  await showsSoon(page, text, 15_000);
}

/** Script errors, leaving out the browser's own lines for requests made while offline. */
const scriptErrors = (page) => page.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|net::ERR_FAILED|ERR_NETWORK_CHANGED/.test(e));

test("Talk: a message written at one page shows at the other at once, from the feed, as text; a watcher gets none", {
  timeout: 60_000,
}, async () => {
  const api = apiClient(env.server.base);
  const { id, players } = await api.twoPlayerGame("star-battle");
  const alice = await talkPage(players[0], id);
  const bob = await talkPage(players[1], id);
  // Someone watching the game, not seated: the talk is the players' until the game is over.
  const watcher = await newPlayerPage(env.browser, env.server.base);
  await openAs(watcher, await api.player("Wes"), id);
  await watcher.waitForFunction(() => document.querySelector("#stream-state")?.dataset.state === "live", null, { timeout: 30_000 });
  await watcher.waitForSelector("#messages li.hint");
  const text = `<b>hello</b> & <img src=x onerror="document.title='owned'">`;
  await write(alice, text);
  await showsSoon(bob, text);
  assert.deepEqual(bob.reads, [], "no GET …/messages while the feed is live");
  // As text, never markup.
  assert.equal(await bob.locator("#messages b, #messages img").count(), 0);
  const [m] = await shown(bob);
  assert.equal(m.text, text);
  assert.deepEqual(await shown(alice), [m], "the writer's own message once (its answer and the feed's copy)");
  assert.equal(await watcher.locator("#messages li.message").count(), 0, "the watcher is shown no message");
  assert.match(await watcher.locator("#messages li.hint").textContent(), /for its players until the game is over/);
  assert.deepEqual([...scriptErrors(alice), ...scriptErrors(bob)], []);
  for (const p of [alice, bob, watcher]) await p.context().close();
});

test("Talk: a private message reaches its two seats live and nobody else", { timeout: 60_000 }, async () => {
  const api = apiClient(env.server.base);
  const players = [await api.player("Ann"), await api.player("Ben"), await api.player("Cid")];
  const game = await api.post(players[0].apiKey, "/v1/games", { kind: "star-battle", options: { players: 3 } });
  for (const p of players.slice(1)) await api.post(p.apiKey, `/v1/games/${game.id}/join`, {});
  const cidSeat = (await api.game(players[2].apiKey, game.id)).you.seat;
  const pages = [];
  for (const p of players) pages.push(await talkPage(p, game.id));
  const [annPage, benPage, cidPage] = pages;
  await write(annPage, "for Cid only", cidSeat);
  await showsSoon(cidPage, "for Cid only");
  // The feed brings messages in order: once Ben has the public one written after, he would have had the private one.
  await write(annPage, "for everyone");
  await showsSoon(benPage, "for everyone");
  await showsSoon(cidPage, "for everyone");
  assert.deepEqual(
    (await shown(benPage)).map((m) => m.text),
    ["for everyone"],
  );
  const atCid = await shown(cidPage);
  assert.deepEqual(
    atCid.map((m) => [m.text, m.private]),
    [
      ["for Cid only", true],
      ["for everyone", false],
    ],
  );
  for (const p of pages) assert.deepEqual(p.reads, [], "no GET …/messages while the feed is live");
  for (const p of pages) await p.context().close();
});

test("Talk: after the feed drops, the panel reads once what it missed; a message that comes both ways, or early, shows once in id order", {
  timeout: 90_000,
}, async () => {
  const api = apiClient(env.server.base);
  const { id, players } = await api.twoPlayerGame("star-battle");
  const alice = await talkPage(players[0], id);
  const bob = await talkPage(players[1], id);
  await write(alice, "before");
  await showsSoon(bob, "before");
  const [before] = await shown(bob);

  await bob.context().setOffline(true);
  await bob.waitForFunction(() => document.querySelector("#stream-state").dataset.state === "reconnecting", null, { timeout: 30_000 });
  await write(alice, "while away 1");
  await write(alice, "while away 2");

  // Bob's read of what he missed is held until a message written after he is back has come on
  // the feed: that one shows first, and then comes again in the read.
  let release;
  const held = new Promise((r) => (release = r));
  await bob.route(
    (url) => url.pathname.endsWith("/messages"),
    async (route) => {
      await held;
      await route.fulfill({ response: await route.fetch() });
    },
  );
  await bob.context().setOffline(false);
  await bob.waitForFunction(() => document.querySelector("#stream-state").dataset.state === "live", null, { timeout: 30_000 });
  await write(alice, "after");
  await showsSoon(bob, "after");
  release();
  await bob.waitForSelector("#talk[data-synced=true]", { timeout: 30_000 });

  assert.equal(bob.reads.length, 1, `one read after the reconnect: ${bob.reads}`);
  assert.equal(new URL(bob.reads[0]).searchParams.get("after"), String(before.id), "from the last message Bob had");
  const atBob = await shown(bob);
  assert.deepEqual(
    atBob.map((m) => m.text),
    ["before", "while away 1", "while away 2", "after"],
    "each once, in id order",
  );
  assert.deepEqual(
    atBob.map((m) => m.id),
    atBob.map((m) => m.id).sort((a, b) => a - b),
  );
  // Live again: the next message comes without a read.
  await write(alice, "live again");
  await showsSoon(bob, "live again");
  assert.equal(bob.reads.length, 1);
  assert.deepEqual(scriptErrors(bob), []);
  await alice.context().close();
  await bob.context().close();
});

test("Talk: a writer muted from their message is hidden at once and after; the lobby counts what is unread until the page is read", {
  timeout: 90_000,
}, async () => {
  const api = apiClient(env.server.base);
  const { id, players } = await api.twoPlayerGame("star-battle");
  const [alicePlayer, bobPlayer] = players;
  const inbox = async (player) =>
    (await (await fetch(`${env.server.base}/v1/me/inbox`, { headers: { authorization: `Bearer ${player.apiKey}` } })).json()).items.find(
      (i) => i.game.id === id,
    );

  // Alice writes while Bob is away: his lobby says so.
  await api.post(alicePlayer.apiKey, `/v1/games/${id}/messages`, { text: "are you there?" });
  assert.equal((await inbox(bobPlayer)).unreadMessages, 1);
  const lobby = await newPlayerPage(env.browser, env.server.base);
  await openAs(lobby, bobPlayer, id);
  await lobby.goto("/");
  await lobby.waitForSelector(`#inbox-items li[data-id="${id}"] .unread`);
  assert.match(await lobby.textContent(`#inbox-items li[data-id="${id}"] .unread`), /1 new message\b/);

  // He opens the game: the message is shown, and his read position follows.
  const bob = await talkPage(bobPlayer, id);
  await showsSoon(bob, "are you there?");
  for (let i = 0; i < 50 && (await inbox(bobPlayer)).unreadMessages !== 0; i++) await new Promise((r) => setTimeout(r, 200));
  assert.equal((await inbox(bobPlayer)).unreadMessages, 0, "read once shown on a visible page");

  // He mutes her from her message: it goes at once, and what she writes next never shows.
  const alice = await talkPage(alicePlayer, id);
  assert.equal(await alice.locator("#messages .mute-writer").count(), 0, "no Mute on one's own messages");
  await bob.click(`#messages li.message[data-player="${alicePlayer.id}"] .mute-writer`);
  await bob.waitForFunction(() => document.querySelectorAll("#messages li.message").length === 0);
  const muted = await (
    await fetch(`${env.server.base}/v1/me/muted-players`, { headers: { authorization: `Bearer ${bobPlayer.apiKey}` } })
  ).json();
  assert.deepEqual(
    muted.players.map((p) => p.playerId),
    [alicePlayer.id],
  );
  await write(bob, "still here");
  await write(alice, "hello again");
  await showsSoon(alice, "still here");
  await new Promise((r) => setTimeout(r, 1500));
  assert.deepEqual(
    (await shown(bob)).map((m) => m.text),
    ["still here"],
    "a muted writer's message never reaches the page",
  );

  // The account page lists her; unmuted, her messages are read again.
  const account = await newPlayerPage(env.browser, env.server.base);
  await openAs(account, bobPlayer, id);
  await account.goto("/account");
  await account.click(`#muted-players li[data-id="${alicePlayer.id}"] button.unmute`);
  await account.waitForSelector("#muted-players-none");
  await bob.reload();
  await bob.waitForSelector("#talk[data-synced=true]", { timeout: 30_000 });
  assert.deepEqual(
    (await shown(bob)).map((m) => m.text),
    ["are you there?", "still here", "hello again"],
  );
  assert.deepEqual([...scriptErrors(alice), ...scriptErrors(bob), ...scriptErrors(lobby), ...scriptErrors(account)], []);
  for (const p of [alice, bob, lobby, account]) await p.context().close();
});

test("Talk: a watcher who joins from the game's page gets the players' talk and a box to write in, without reloading", {
  timeout: 60_000,
}, async () => {
  const api = apiClient(env.server.base);
  const ann = await api.player("Ann");
  const game = await api.post(ann.apiKey, "/v1/games", { kind: "star-battle", options: { players: 3 } });
  await api.post(ann.apiKey, `/v1/games/${game.id}/messages`, { text: "welcome aboard" });
  const wes = await newPlayerPage(env.browser, env.server.base);
  await openAs(wes, await api.player("Wes"), game.id);
  await wes.waitForSelector("#messages li.hint");
  assert.equal(await wes.locator("#talk-text").count(), 0);
  await wes.click("#join");
  await wes.waitForSelector("#talk-text");
  await showsSoon(wes, "welcome aboard");
  assert.equal(await wes.locator("#messages li.hint").count(), 0);
  // (The watcher's first read was refused, 403 NOT_A_PLAYER, as it should be: the browser logs that.)
  assert.deepEqual(
    scriptErrors(wes).filter((e) => !/status of 403/.test(e)),
    [],
  );
  await wes.context().close();
});
