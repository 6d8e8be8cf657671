// Browser tests of the web client: two players in two browser contexts against a real local
// server, playing whole games by clicking the boards, checking that the boards draw what the
// views say, and taking the README's screenshots. Run with `npm run test:web`.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { apiClient, openAs } from "./api.mjs";
import { launchBrowser, newPlayerPage, register, screenshot, startServer } from "./helpers.mjs";
import { apiGame, makeReady, pageState, pickOne, playToTheEnd, readyAction, seeded, send } from "./play.mjs";

let server, browser;
const SEED = Number(process.env.WEB_TEST_SEED ?? Date.now() % 100000);

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  console.log(`# server ${server.base}, seed ${SEED}`);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Alice creates a game of `kind` from the lobby form; Bob joins it from the open games list. */
async function createAndJoin(kind, setOptions = async () => {}) {
  const alice = await newPlayerPage(browser, server.base);
  const bob = await newPlayerPage(browser, server.base);
  await register(alice, "Alice");
  await register(bob, "Bob");
  await alice.selectOption("#kind", kind);
  await setOptions(alice);
  await alice.click("#create-form button[type=submit]");
  await alice.waitForURL(/\/game\?id=/);
  const id = new URL(alice.url()).searchParams.get("id");
  await alice.waitForSelector("body[data-ready=true]");
  await bob.goto("/");
  await bob.locator(`#open-games li[data-id="${id}"] button`).click();
  await bob.waitForURL(/\/game\?id=/);
  for (const p of [alice, bob]) await p.waitForSelector("body[data-status=active]", { timeout: 45_000 });
  return { alice, bob, id };
}

/** No script errors. Refusals the page asked for (a dry run's 422, an undo refused) are answers, not errors. */
function noErrors(...pages) {
  for (const p of pages)
    assert.deepEqual(
      p.errors.filter((e) => !/status of 4\d\d/.test(e)),
      [],
      "the page logged errors",
    );
}

/** The log holds every entry once, in order, up to the game's version; dice are shown. */
async function checkLog(page, version) {
  await page.waitForFunction((v) => Number(document.querySelector("#log")?.dataset.last ?? 0) >= v, version, { timeout: 45_000 });
  const versions = await page.$$eval("#log .entry", (els) => els.map((e) => Number(e.dataset.version)));
  assert.deepEqual(
    versions,
    Array.from({ length: version }, (_, i) => i + 1),
  );
}

// ---- Star Battle -------------------------------------------------------------------------------

async function checkStarBattleBoard(page, game) {
  const v = game.view;
  await page.waitForFunction((ver) => Number(document.body.dataset.version) === ver, game.version);
  const drawn = await page.$$eval(".sb-cell", (els) => els.map((e) => ({ cell: e.dataset.cell, card: e.dataset.card })));
  assert.deepEqual(drawn.map((c) => c.cell).sort(), v.chart.map((c) => `${c.x},${c.y}`).sort(), "every chart card is drawn");
  for (const c of v.chart) assert.equal(drawn.find((d) => d.cell === `${c.x},${c.y}`).card, c.card);
  const ships = await page.$$eval(".sb-ship", (els) =>
    els.map((e) => `${e.dataset.cell}:${e.dataset.seat}:${e.dataset.ship}:${e.dataset.count}`),
  );
  const expected = v.chart.flatMap((c) =>
    c.ships
      .flatMap((f) => [
        f.scouts ? `${c.x},${c.y}:${f.seat}:scout:${f.scouts}` : null,
        f.dreadnoughts ? `${c.x},${c.y}:${f.seat}:dreadnought:${f.dreadnoughts}` : null,
      ])
      .filter(Boolean),
  );
  assert.deepEqual(ships.sort(), expected.sort(), "every fleet is drawn with its count");
  const hand = await page.$$eval(".sb-hand-card", (els) => els.map((e) => e.dataset.handCard));
  assert.deepEqual(hand, v.hand, "the hand is drawn");
}

test("Star Battle: two players play a whole game by clicking the chart and their hands", { timeout: 900_000 }, async () => {
  const rnd = seeded(SEED);
  const { alice, bob, id } = await createAndJoin("star-battle");
  let boardMoves = 0,
    illegalShown = false,
    shot = false;
  const move = async (page, game, mine) => {
    const me = game.you.seat;
    const choices = mine.choices;
    // Mostly move and build, fight now and then; discards and passes bring the deck's end.
    const byType = (t) => choices.filter((a) => a.type === t);
    const action =
      (rnd() < 0.1 ? pickOne(byType("battle"), rnd) : pickOne(byType("declineBattle"), rnd)) ??
      (rnd() < 0.7 ? pickOne(byType("move"), rnd) : null) ??
      (rnd() < 0.6 ? pickOne(byType("build"), rnd) : null) ??
      pickOne(
        choices.filter((a) => !["battle", "rebuild"].includes(a.type)),
        rnd,
      ) ??
      pickOne(choices, rnd);
    const cell = (p) => page.locator(`.sb-cell[data-cell="${p.x},${p.y}"], .sb-slot[data-cell="${p.x},${p.y}"]`).first();
    const hand = (c) => page.locator(`.sb-hand-card[data-hand-card="${c}"]`);
    // Once, in the turn stage: put together an illegal move and read the dry run's explanation.
    if (!illegalShown && mine.prompt === "turn" && game.view.hand.length > 0) {
      const mineCell = game.view.chart.find((c) => c.ships.some((f) => f.seat === me));
      const far = game.view.chart.find((c) => Math.abs(c.x - mineCell.x) + Math.abs(c.y - mineCell.y) >= 2);
      if (far) {
        await hand(game.view.hand[0]).click();
        await page.locator(`.sb-ship[data-cell="${mineCell.x},${mineCell.y}"][data-seat="${me}"]`).first().click();
        await cell(far).click();
        await page.locator("#decision .dry.bad").waitFor({ timeout: 30_000 });
        const text = await page.locator("#decision .dry.bad").textContent();
        assert.match(text, /Not allowed/);
        assert.match(text, /Rule SB /, "the dry run names the rule");
        assert.equal(await page.locator("#send").isDisabled(), true, "an illegal move cannot be sent");
        await page.keyboard.press("Escape");
        illegalShown = true;
      }
    }
    const viaBoard = await makeReady(page, action, async () => {
      switch (action.type) {
        case "place":
          await hand(action.card).click();
          await cell(action.at).click();
          break;
        case "move":
          await hand(action.card).click();
          await page
            .locator(`.sb-ship[data-cell="${action.from.x},${action.from.y}"][data-seat="${me}"][data-ship="${action.ship}"]`)
            .click();
          await cell(action.to).click();
          break;
        case "build": {
          await hand(action.card).click();
          const token = page.locator(`.sb-ship[data-cell="${action.at.x},${action.at.y}"][data-seat="${me}"][data-ship="${action.ship}"]`);
          if (await token.count()) await token.click();
          else await cell(action.at).click();
          break;
        }
        case "discard":
          for (const c of action.cards) await hand(c).click();
          break;
        case "battle":
        case "declineBattle":
          await cell(action.at).click();
          break;
      }
    });
    if (viaBoard) boardMoves++;
    await send(page);
  };
  const moves = await playToTheEnd(server.base, id, [alice, bob], move, {
    every: async (n, page) => {
      if (n % 15 === 0) await checkStarBattleBoard(page, await apiGame(server.base, page, id));
      if (!shot && page === bob && n > 30) {
        // Alice's turn in the middle of the game, as she sees it.
        const g = await apiGame(server.base, alice, id);
        if (g.status === "active" && g.view.phase === "turn" && g.pending.some((p) => p.seat === g.you.seat)) {
          await alice.waitForFunction(
            (v) => Number(document.body.dataset.version) === v && document.querySelector("#decision.active .choice"),
            g.version,
          );
          await screenshot(alice, "star-battle.png");
          shot = true;
        }
      }
    },
  });
  console.log(`# Star Battle: ${moves} moves, ${boardMoves} made on the board alone`);
  assert.ok(illegalShown, "the dry run explained an illegal move");
  assert.ok(boardMoves > moves / 3, "most moves were made by clicking the board");
  const final = await apiGame(server.base, alice, id);
  console.log(`# Star Battle outcome: ${JSON.stringify(final.outcome)}`);
  assert.equal(final.status, "finished");
  for (const p of [alice, bob]) {
    assert.match(await p.locator("#headline").textContent(), /Game over/);
    await checkStarBattleBoard(p, await apiGame(server.base, p, id));
    await checkLog(p, final.version);
  }
  // Every public die is in the log: the coins of each battle, as the feed has them.
  const feed = await (await fetch(`${server.base}/v1/games/${id}/events?limit=500`)).json();
  const rolls = feed.entries.flatMap((e) => e.rolls).length;
  assert.equal(await alice.locator("#log .roll").count(), rolls);
  // The replay slider: version 0 is the empty chart, the end is the live game.
  await alice.locator("#replay-slider").focus();
  await alice.keyboard.press("Home");
  await alice.waitForFunction(() => /Showing version 0/.test(document.querySelector(".replay-label").textContent));
  assert.equal(await alice.locator(".sb-cell").count(), 0);
  await alice.keyboard.press("ArrowRight");
  await alice.waitForFunction(() => /Showing version 1 /.test(document.querySelector(".replay-label").textContent));
  assert.equal(await alice.locator(".sb-cell").count(), 1, "the Core is the first card laid");
  await alice.keyboard.press("End");
  await alice.waitForFunction(() => /^Live/.test(document.querySelector(".replay-label").textContent));
  if (!shot) await screenshot(alice, "star-battle.png");
  noErrors(alice, bob);
  await alice.context().close();
  await bob.context().close();
});

// ---- The Last Starfighter --------------------------------------------------------------------

async function checkStarfighterBoard(page, game) {
  const v = game.view;
  await page.waitForFunction((ver) => Number(document.body.dataset.version) === ver, game.version);
  assert.equal(await page.locator(".ls-sector").count(), 8, "eight sectors");
  if (v.wheel) {
    assert.equal(await page.locator(".ls-wheel-reading").textContent(), `View-port ${v.wheel.viewPort} · View ${v.wheel.view}`);
    const opp = page.locator(".ls-opponent");
    assert.equal(await opp.getAttribute("data-viewport"), String(v.wheel.viewPort));
    assert.equal(await opp.getAttribute("data-view"), String(v.wheel.view));
    assert.equal(await page.locator(`.ls-sector[data-sector="${v.wheel.viewPort}"]`).getAttribute("data-viewport"), "1");
  }
  for (const p of v.pilots) {
    const card = page.locator(`.ls-card[data-seat="${p.seat}"]`);
    assert.equal(await card.count(), 1, `a statistics card for ${p.seat}`);
    if (!p.ship) continue;
    assert.equal(await card.locator(".ls-protection").textContent(), `${p.ship.protection}/${p.ship.card.protection}`);
    assert.equal(await card.locator(".ls-prot.on").count(), p.ship.protection);
    const weapons = await card
      .locator(".ls-weapon")
      .evaluateAll((els) => els.map((e) => `${e.dataset.weapon}:${e.dataset.damaged ? "x" : ""}:${e.dataset.bearing ? "b" : ""}`));
    assert.deepEqual(
      weapons,
      p.ship.weapons.map((w) => `${w.id}:${w.damaged ? "x" : ""}:${w.bearing ? "b" : ""}`),
    );
    assert.equal(await card.locator(".ls-turret").textContent(), p.ship.turret ? `sector ${p.ship.turret}` : "not aimed");
  }
}

/** One Last Starfighter decision, made on the wheel and the statistics card where it can be. */
function starfighterMove(rnd, counts) {
  return async (page, game, mine) => {
    const me = game.you.seat;
    const v = game.view;
    const sealed = mine.prompt === "commitOrders" || mine.prompt === "revealOrders";
    const offered = mine.choices ?? mine.bounds?.orders ?? [];
    let order;
    if (mine.prompt === "revealOrders") order = null;
    else if (mine.prompt === "reengage")
      order = offered.find((a) => a.reengage === true) ?? offered[0]; // fight on
    else if (offered[0]?.type === "aimTurret") order = offered.find((a) => a.sector === v.wheel.viewPort) ?? pickOne(offered, rnd);
    else if (offered[0]?.type === "fire") order = offered.reduce((a, b) => (b.weapons.length > a.weapons.length ? b : a));
    else if (offered[0]?.type === "setHeading") {
      const k = 1 + Math.floor(rnd() * 8);
      const reach = (a) => (a.direction === "straight" ? 1 : ((((a.direction === "clockwise" ? a.clicks : -a.clicks) % 8) + 8) % 8) + 1);
      order = offered.filter((a) => reach(a) === k).sort((a, b) => a.clicks - b.clicks)[0] ?? offered[0];
    } else order = pickOne(offered, rnd);
    const clicks = async () => {
      if (!order) return;
      if (order.type === "chooseShip") await page.locator(`.ls-stock[data-ship="${order.ship}"]`).click();
      else if (order.type === "aimTurret") await page.locator(`.ls-sector[data-sector="${order.sector}"]`).click();
      else if (order.type === "setHeading") {
        const k =
          order.direction === "straight" ? 1 : ((((order.direction === "clockwise" ? order.clicks : -order.clicks) % 8) + 8) % 8) + 1;
        await page.locator(`.ls-sector[data-sector="${k}"]`).click();
      } else if (order.type === "fire")
        for (const w of order.weapons) await page.locator(`.ls-card[data-seat="${me}"] .ls-weapon[data-weapon="${w}"]`).click();
    };
    if (sealed) {
      // The page seals the order itself: the board clicks pick the sealed twin of the order.
      await clicks();
      const ready = await readyAction(page);
      if (mine.prompt === "commitOrders" && ready?.type !== "commitOrders") {
        await page.locator("#decision .choice").first().click();
      }
      const r = await readyAction(page);
      assert.equal(r.type, mine.prompt);
      counts.sealed++;
    } else {
      const viaBoard = await makeReady(page, order, clicks);
      if (viaBoard) counts.board++;
    }
    counts.moves++;
    await send(page);
  };
}

test("The Last Starfighter: a duel between two browsers, flown on the wheel and fired from the cards", { timeout: 900_000 }, async () => {
  const rnd = seeded(SEED + 1);
  const { alice, bob, id } = await createAndJoin("last-starfighter");
  const counts = { moves: 0, board: 0, sealed: 0 };
  let shot = false,
    undone = false;
  const baseMove = starfighterMove(rnd, counts);
  const move = async (page, game, mine) => {
    // Once: give a secret order first, take it back, then give it again.
    if (!undone && mine.prompt === "aimTurret" && game.view.orders.every((o) => !o.ordered)) {
      await page.locator(`.ls-sector[data-sector="3"]`).click();
      await send(page);
      await page.locator("#undo").click();
      await page.locator("#status.show").waitFor();
      const toast = await page.locator("#status").textContent();
      assert.ok(/Taken back/.test(toast) || /UNDO_NOT_ALLOWED/.test(toast), toast);
      undone = /Taken back/.test(toast);
      if (!undone) return;
      await page.waitForFunction(() => document.querySelector("#decision").classList.contains("active"));
      game = await apiGame(server.base, page, id);
      mine = game.pending.find((p) => p.seat === game.you.seat);
    }
    await baseMove(page, game, mine);
  };
  const moves = await playToTheEnd(server.base, id, [alice, bob], move, {
    every: async (n, page) => {
      if (n % 10 === 0) await checkStarfighterBoard(page, await apiGame(server.base, page, id));
      const g = await apiGame(server.base, alice, id);
      if (
        !shot &&
        g.status === "active" &&
        g.view.turn >= 3 &&
        g.view.phase === "fire" &&
        g.view.pilots.every((p) => p.ship && p.ship.protection < p.ship.card.protection)
      ) {
        await alice.waitForFunction((v) => Number(document.body.dataset.version) >= v, g.version);
        await screenshot(alice, "last-starfighter.png");
        shot = true;
      }
    },
  });
  console.log(`# Last Starfighter: ${moves} moves, ${counts.board} made on the board alone; undo ${undone ? "taken" : "refused"}`);
  assert.ok(counts.board > moves / 2, "most orders were given on the wheel and the cards");
  const final = await apiGame(server.base, alice, id);
  assert.equal(final.status, "finished");
  for (const p of [alice, bob]) {
    assert.match(await p.locator("#headline").textContent(), /Game over/);
    await checkStarfighterBoard(p, await apiGame(server.base, p, id));
    await checkLog(p, final.version);
  }
  if (!shot) await screenshot(alice, "last-starfighter.png");
  noErrors(alice, bob);
  await alice.context().close();
  await bob.context().close();
});

test("The Last Starfighter with sealed orders: the page seals and reveals by itself", { timeout: 600_000 }, async () => {
  const rnd = seeded(SEED + 2);
  const { alice, bob, id } = await createAndJoin("last-starfighter", async (page) => {
    await page.check("#opt-sealedOrders");
    await page.fill("#opt-turnLimit", "5");
  });
  const counts = { moves: 0, board: 0, sealed: 0 };
  const base = starfighterMove(rnd, counts);
  let reloaded = false;
  await playToTheEnd(server.base, id, [alice, bob], async (page, game, mine) => {
    await base(page, game, mine);
    // Once, between sealing and revealing: a reload keeps the nonce (it is in localStorage).
    if (!reloaded && mine.prompt === "commitOrders") {
      await page.reload();
      await page.waitForSelector("body[data-ready=true]");
      reloaded = true;
    }
  });
  assert.ok(reloaded);
  assert.ok(counts.sealed >= 4, "orders were sealed and revealed");
  const final = await apiGame(server.base, alice, id);
  assert.equal(final.status, "finished");
  noErrors(alice, bob);
  await alice.context().close();
  await bob.context().close();
});

// ---- the live feed, the lobby, every kind, a phone ---------------------------------------------

test("Live feed: a page that loses its connection resumes where it left off, without gaps or repeats", { timeout: 300_000 }, async () => {
  const { alice, bob, id } = await createAndJoin("star-battle");
  const play = async (n) => {
    for (let i = 0; i < n; i++) {
      for (;;) {
        const [a, b] = [await pageState(alice), await pageState(bob)];
        const page = a.active ? alice : b.active ? bob : null;
        if (page) {
          await page.locator("#suggest").click();
          await send(page);
          break;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  };
  await play(2);
  await bob.context().setOffline(true);
  await bob.waitForFunction(() => document.querySelector("#stream-state").dataset.state === "reconnecting", null, { timeout: 45_000 });
  // Alice plays on (only her own moves can be made while Bob is away).
  for (let i = 0; i < 3; i++) {
    const g = await apiGame(server.base, alice, id);
    if (!g.pending.some((p) => p.seat === g.you.seat)) break;
    await alice.locator("#suggest").click();
    await send(alice);
  }
  await bob.context().setOffline(false);
  const version = (await apiGame(server.base, alice, id)).version;
  await bob.waitForFunction(() => document.querySelector("#stream-state").dataset.state === "live", null, { timeout: 45_000 });
  await checkLog(bob, version);
  await bob
    .waitForFunction((v) => Number(document.body.dataset.version) === v, version, { timeout: 30_000 })
    .catch(async (e) => {
      console.log("# bob", await pageState(bob), version, bob.errors, await bob.locator("#status").textContent());
      throw e;
    });
  noErrors(alice);
  await alice.context().close();
  await bob.context().close();
});

/** A game page opened as `player` whose live feed is connected. */
async function followAs(player, id) {
  const page = await newPlayerPage(browser, server.base);
  await openAs(page, player, id);
  await page.waitForFunction(() => document.querySelector("#stream-state").dataset.state === "live", null, { timeout: 30_000 });
  return page;
}

/** `player` deletes their account over the API (as from another device): the answer's JSON. */
async function deleteAccount(player) {
  const res = await fetch(`${server.base}/v1/me`, {
    method: "DELETE",
    headers: { authorization: `Bearer ${player.apiKey}`, "content-type": "application/json" },
    body: JSON.stringify({ confirm: player.id }),
  });
  assert.equal(res.status, 200);
  return res.json();
}

test("Live feed: a page whose feed is closed for good (its player deleted their account elsewhere) says why instead of going quiet", {
  timeout: 120_000,
}, async () => {
  const api = apiClient(server.base);
  const [ann, ben, cal] = [await api.player("Ann"), await api.player("Ben"), await api.player("Cal")];
  const game = await api.post(ann.apiKey, "/v1/games", { kind: "star-battle", options: { players: 3 } });
  for (const p of [ben, cal]) await api.post(p.apiKey, `/v1/games/${game.id}/join`, {});
  const page = await followAs(ben, game.id);
  // Ben deletes his account from another device: the room closes his seat's feed (the page's
  // live state goes to closed, not reconnecting: his key is gone) and the page says why.
  await deleteAccount(ben);
  await page.waitForFunction(() => document.querySelector("#stream-state").dataset.state === "closed", null, { timeout: 30_000 });
  await page.waitForFunction(() => document.querySelector("#status").textContent.includes("UNAUTHENTICATED"), null, { timeout: 10_000 });
  assert.ok(await page.locator("#status.bad").count(), "the reason is marked as a failure");
  await page.context().close();
});

test("Live feed: a page whose feed is closed with no entry to read and whose reconnect is refused says why at once", {
  timeout: 120_000,
}, async () => {
  // A private game under the `bot` timeout policy: a player who deletes their account while their
  // seat owes nothing leaves no entry behind (the bot answers the seat's decisions when they come),
  // so nothing makes the page read the game again; only its feed's reconnect learns the key (401)
  // or the seat (404 in a private game) is gone, and the page must say so, not go quiet.
  const api = apiClient(server.base);
  const [ann, ben, cal] = [await api.player("Ann"), await api.player("Ben"), await api.player("Cal")];
  const game = await api.post(ann.apiKey, "/v1/games", {
    kind: "star-battle",
    options: { players: 3 },
    visibility: "private",
    timeControl: { decisionHours: 72, onTimeout: "bot" },
  });
  for (const p of [ben, cal]) {
    await api.post(ann.apiKey, `/v1/games/${game.id}/invitations`, { playerId: p.id });
    await api.post(p.apiKey, `/v1/games/${game.id}/join`, {});
  }
  const started = await api.game(ann.apiKey, game.id);
  assert.equal(started.status, "active");
  const idle = [ann, ben, cal].find((p) => {
    const seat = started.seats.find((s) => s.player?.id === p.id).seat;
    return !started.pending.some((d) => d.seat === seat);
  });
  assert.ok(idle, "a seat that owes nothing now");
  const page = await followAs(idle, game.id);
  assert.deepEqual((await deleteAccount(idle)).games, [{ id: game.id, outcome: "botPlays" }]);
  const other = [ann, ben, cal].find((p) => p !== idle);
  assert.equal((await api.game(other.apiKey, game.id)).version, started.version, "no entry was made");
  // Well inside the page's once-a-minute look at an active game, which would say it too.
  await page.waitForFunction(() => document.querySelector("#stream-state").dataset.state === "closed", null, { timeout: 15_000 });
  await page.waitForFunction(() => /UNAUTHENTICATED|GAME_NOT_FOUND/.test(document.querySelector("#status").textContent), null, {
    timeout: 5_000,
  });
  assert.ok(await page.locator("#status.bad").count(), "the reason is marked as a failure");
  assert.equal(await page.locator("#stream-state").textContent(), "○ not live");
  await page.context().close();
});

test("Live feed: a waiting game's page whose game is cancelled elsewhere says so and stops asking", { timeout: 120_000 }, async () => {
  const api = apiClient(server.base);
  const [ann, ben] = [await api.player("Ann"), await api.player("Ben")];
  const game = await api.post(ann.apiKey, "/v1/games", { kind: "star-battle", options: { players: 3 } });
  await api.post(ben.apiKey, `/v1/games/${game.id}/join`, {});
  const page = await newPlayerPage(browser, server.base);
  await openAs(page, ben, game.id);
  await page.waitForFunction(() => document.querySelector("#headline").textContent.startsWith("Waiting for 1 more player"), null, {
    timeout: 10_000,
  });
  await api.post(ann.apiKey, `/v1/games/${game.id}/cancel`);
  // The page looks again every 3 s while it waits: the first look answered 410 GAME_CANCELLED.
  await page.waitForFunction(() => document.querySelector("#headline").textContent === "This game was cancelled.", null, {
    timeout: 10_000,
  });
  const asked = [];
  page.on("request", (r) => r.url().includes(`/v1/games/${game.id}`) && asked.push(r.url()));
  await new Promise((r) => setTimeout(r, 7_000));
  assert.deepEqual(asked, [], "no more looks at a cancelled game");
  assert.equal(await page.locator("#headline").textContent(), "This game was cancelled.");
  await page.context().close();
});

test("Lobby: my games list the ones awaiting me first; a game with deadlines shows them", async () => {
  const alice = await newPlayerPage(browser, server.base);
  const bob = await newPlayerPage(browser, server.base);
  await register(alice, "Alice");
  await register(bob, "Bob");
  // Two games: one Bob must move in (Star Battle, Bob placing the Core) and one he waits in.
  await alice.selectOption("#kind", "star-battle");
  await alice.check("#timed");
  await alice.fill("#decision-hours", "48");
  await alice.fill("#vacation-days", "3");
  await alice.click("#create-form button[type=submit]");
  await alice.waitForURL(/\/game\?id=/);
  const timed = new URL(alice.url()).searchParams.get("id");
  await alice.goto("/");
  await alice.selectOption("#kind", "last-starfighter");
  await alice.click("#create-form button[type=submit]");
  await alice.waitForURL(/\/game\?id=/);
  const duel = new URL(alice.url()).searchParams.get("id");
  await bob.goto("/");
  for (const g of [duel, timed]) {
    await bob.locator(`#open-games li[data-id="${g}"] button`).click();
    await bob.waitForURL(/\/game\?id=/);
    await bob.goto("/");
  }
  const duelGame = await apiGame(server.base, bob, duel);
  const timedGame = await apiGame(server.base, bob, timed);
  const awaiting = (g) => g.pending.some((p) => p.seat === g.you.seat);
  await bob.waitForSelector("#my-games li");
  const order = await bob.$$eval("#my-games li", (els) =>
    els.map((e) => ({ id: e.dataset.id, awaiting: e.classList.contains("awaiting") })),
  );
  const expectedFirst = [duelGame, timedGame].filter(awaiting).map((g) => g.id);
  assert.deepEqual(
    order
      .slice(0, expectedFirst.length)
      .map((o) => o.id)
      .sort(),
    expectedFirst.sort(),
  );
  assert.ok(order.slice(0, expectedFirst.length).every((o) => o.awaiting));
  // The count is in the tab's title too, for a person looking at another tab.
  assert.equal(await bob.title(), expectedFirst.length ? `(${expectedFirst.length}) Starpost — lobby` : "Starpost — lobby");
  await bob.setViewportSize({ width: 1280, height: 900 });
  await screenshot(bob, "lobby.png");
  // Deadlines and vacation banks on the game page.
  await bob.goto(`/game?id=${timed}`);
  await bob.waitForSelector("body[data-ready=true]");
  const owing = timedGame.pending[0].seat;
  const seat = bob.locator(`#seats li[data-seat="${owing}"]`);
  assert.match(await seat.locator(".deadline").textContent(), /4[67] h \d+ min left|1 d 2[23] h left/);
  assert.match(await seat.locator(".vacation").textContent(), /3 d 0 h vacation left/);
  noErrors(alice, bob);
  await alice.context().close();
  await bob.context().close();
});

test("Lobby: signing out takes the count of games awaiting you off the heading, the title and the app's badge", {
  timeout: 180_000,
}, async () => {
  const api = apiClient(server.base);
  const erin = await api.player("Erin");
  const fay = await api.player("Fay");
  const post = api.post;
  // Who owes a game's first decision follows its seed: games are started until one awaits Erin.
  let awaitingErin = 0;
  for (let i = 0; i < 12 && awaitingErin === 0; i++) {
    const g = await post(fay.apiKey, "/v1/games", { kind: "star-battle" });
    await post(erin.apiKey, `/v1/games/${g.id}/join`, {});
    const seen = await api.game(erin.apiKey, g.id);
    if (seen.pending.some((p) => p.seat === seen.you.seat)) awaitingErin++;
  }
  assert.equal(awaitingErin, 1, "a started game awaits Erin");
  const page = await newPlayerPage(browser, server.base);
  // The Badging API as an installed app has it: each call recorded (a tab's Chromium may lack it).
  await page.addInitScript(() => {
    window.badges = [];
    navigator.setAppBadge = async (n) => void window.badges.push(n ?? "dot");
    navigator.clearAppBadge = async () => void window.badges.push("clear");
  });
  await page.goto("/");
  await page.evaluate((p) => localStorage.setItem("starpost.player", JSON.stringify(p)), erin);
  await page.goto("/");
  await page.waitForSelector("body[data-ready=true]");
  assert.equal(await page.title(), "(1) Starpost — lobby");
  assert.deepEqual(await page.evaluate(() => window.badges), [1]);
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForFunction(() => document.querySelector("#mine .hint")?.textContent === "Register to see your games.");
  assert.equal(await page.title(), "Starpost — lobby");
  assert.equal(await page.locator("#mine-h").textContent(), "My games");
  assert.deepEqual(await page.evaluate(() => window.badges), [1, "clear"]);
  noErrors(page);
  await page.context().close();
});

test("Lobby: my games page through more than a page with More, the games awaiting me first wherever they are", {
  timeout: 180_000,
}, async () => {
  const api = apiClient(server.base);
  const carl = await api.player("Carl");
  const dora = await api.player("Dora");
  const post = api.post;
  // The oldest games are Dora's, joined by Carl; the 60 newer ones fill the first page. Who owes a
  // game's first decision follows its seed (seats, an initiative roll), so games are started until
  // at least one awaits Carl (three of them seldom all await Dora: the test failed so once in a run).
  const started = [];
  const awaitingCarl = [];
  const kinds = ["star-battle", "star-battle", "last-starfighter"];
  for (let i = 0; i < 12 && (started.length < 3 || awaitingCarl.length === 0); i++) {
    const kind = kinds[i % kinds.length];
    const g = await post(dora.apiKey, "/v1/games", { kind, ...(kind === "last-starfighter" ? { options: { opponent: "pilot" } } : {}) });
    await post(carl.apiKey, `/v1/games/${g.id}/join`, {});
    started.push(g.id);
    const seen = await api.game(carl.apiKey, g.id);
    if (seen.pending.some((p) => p.seat === seen.you.seat)) awaitingCarl.push(g.id);
  }
  const newer = [];
  for (let batch = 0; batch < 6; batch++) {
    newer.push(
      ...(await Promise.all(Array.from({ length: 10 }, () => post(carl.apiKey, "/v1/games", { kind: "star-battle" })))).map((g) => g.id),
    );
  }
  assert.ok(awaitingCarl.length >= 1, "some started game awaits Carl");

  const page = await newPlayerPage(browser, server.base);
  await page.goto("/");
  await page.evaluate((p) => localStorage.setItem("starpost.player", JSON.stringify(p)), carl);
  await page.goto("/");
  await page.waitForSelector("body[data-ready=true]");
  const shown = () => page.$$eval("#my-games li", (els) => els.map((e) => e.dataset.id));
  let ids = await shown();
  assert.equal(ids.length, 50 + awaitingCarl.length, "a first page of 50, and every game awaiting Carl");
  assert.deepEqual(ids.slice(0, awaitingCarl.length).sort(), [...awaitingCarl].sort());
  assert.match(await page.locator("#mine-h").textContent(), new RegExp(`\\(${awaitingCarl.length} awaiting you\\)`));
  assert.equal(await page.title(), `(${awaitingCarl.length}) Starpost — lobby`);
  await page.locator("#my-games-more").click();
  await page.waitForFunction((n) => document.querySelectorAll("#my-games li").length === n, started.length + newer.length);
  ids = await shown();
  assert.equal(new Set(ids).size, ids.length, "no game twice");
  assert.deepEqual([...ids].sort(), [...started, ...newer].sort());
  assert.equal(await page.locator("#my-games-more").count(), 0, "no More after the last page");
  noErrors(page);
  await page.context().close();
});

test("Every kind the server offers opens on a game page that draws its view (the generic page for kinds without a board)", {
  timeout: 300_000,
}, async () => {
  const kinds = (await (await fetch(`${server.base}/v1/kinds`)).json()).kinds;
  const drawn = {
    "star-battle": ".sb-chart",
    "last-starfighter": ".ls-wheel",
    "iron-stars": ".is-table",
    "barnards-star": ".bs-map",
    "double-star": ".ds-map",
  };
  const players = [];
  for (let i = 0; i < 6; i++) {
    const r = await fetch(`${server.base}/v1/players`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: `P${i}` }),
    });
    players.push(await r.json());
  }
  const call = async (key, path, body) =>
    (
      await fetch(`${server.base}${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      })
    ).json();
  const page = await newPlayerPage(browser, server.base);
  await page.goto("/");
  await page.evaluate((p) => localStorage.setItem("starpost.player", JSON.stringify(p)), players[0]);
  for (const kind of kinds) {
    const game = await call(players[0].apiKey, "/v1/games", { kind: kind.id });
    const open = kind.seats.filter((s) => !s.automaton).length - 1;
    for (let i = 1; i <= open; i++) await call(players[i].apiKey, `/v1/games/${game.id}/join`, {});
    // Look as the player who owes the first decision, so that choices are on the page.
    const started = await (await fetch(`${server.base}/v1/games/${game.id}`)).json();
    const owner = started.seats.find((s) => s.seat === started.pending[0]?.seat)?.player?.id;
    const viewer = players.find((p) => p.id === owner) ?? players[0];
    await page.evaluate((p) => localStorage.setItem("starpost.player", JSON.stringify(p)), viewer);
    for (const board of [null, "generic"]) {
      await page.goto(`/game?id=${game.id}${board ? `&board=${board}` : ""}`);
      await page.waitForSelector("body[data-ready=true]");
      const selector = board === "generic" || !drawn[kind.id] ? "[data-board=generic] .tree" : drawn[kind.id];
      await page.waitForSelector(selector);
      const text = await page.locator("#board").textContent();
      assert.ok(text.length > 20, `${kind.id}: the board shows something`);
      if (board === "generic") {
        // The tree shows the view's own fields, and my choices are buttons.
        for (const field of Object.keys((await apiGame(server.base, page, game.id)).view).slice(0, 3)) {
          assert.ok(
            text.toLowerCase().includes(field.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase()),
            `${kind.id}: the tree shows ${field}`,
          );
        }
        const g = await apiGame(server.base, page, game.id);
        const mine = g.pending.find((p) => p.seat === g.you.seat);
        if (mine?.choices) assert.ok((await page.locator("#decision .choice").count()) > 0, `${kind.id}: the choices are buttons`);
        if (mine && !mine.choices) {
          // A decision given as bounds: the bot's suggestion fills the action in, the dry run checks it.
          await page.locator("#suggest").click();
          await page.locator("#decision .dry.ok").waitFor({ timeout: 30_000 });
          assert.ok((await page.locator("#action-json").inputValue()).startsWith("{"), `${kind.id}: the suggestion is written out`);
        }
        // The README shows a kind that has no board yet (Star Battle's raw view if all have one).
        const bare = kinds.find((k) => !drawn[k.id])?.id ?? "star-battle";
        if (kind.id === bare) await screenshot(page, "generic.png");
        if (mine) {
          if (mine.choices) await page.locator("#decision .choice").first().click();
          await send(page);
        }
      }
    }
  }
  noErrors(page);
  await page.context().close();
});

test("Phone-sized screen and keyboard: a Star Battle placement made with Tab and Enter only", { timeout: 300_000 }, async () => {
  const { alice, bob, id } = await createAndJoin("star-battle");
  const game = await apiGame(server.base, alice, id);
  const page = game.pending[0].seat === game.you.seat ? alice : bob;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.waitForSelector("body[data-ready=true]");
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `no sideways scrolling on a phone (${width}px)`);
  const mine = (await apiGame(server.base, page, id)).pending[0];
  const action = mine.choices[0];
  // Tab to the hand card, Enter; Tab to the slot, Enter; Tab to Send, Enter.
  const tabTo = async (selector) => {
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press("Tab");
      if (await page.evaluate((sel) => document.activeElement?.matches(sel), selector)) return;
    }
    assert.fail(`could not reach ${selector} with Tab`);
  };
  await tabTo(`[data-hand-card="${action.card}"]`);
  await page.keyboard.press("Enter");
  await tabTo(`.sb-slot[data-cell="${action.at.x},${action.at.y}"]`);
  await page.keyboard.press("Enter");
  assert.deepEqual(await readyAction(page), action);
  await page.locator("#decision .dry.ok").waitFor();
  await screenshot(page, "star-battle-phone.png");
  await tabTo("#send");
  const before = (await pageState(page)).version;
  await page.keyboard.press("Enter");
  await page.waitForFunction((v) => Number(document.body.dataset.version) > v, before);
  noErrors(alice, bob);
  await alice.context().close();
  await bob.context().close();
});
