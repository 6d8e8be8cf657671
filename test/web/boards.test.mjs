// Browser tests of the boards for Iron Stars, Barnard's Star and Double Star, the lobby's seat
// picker and the deadline countdown. Games are brought to the decision under test over the API
// (the bot's suggestions); the move itself is made on the page by clicking the board and its
// order form. Takes the README's screenshots of these kinds.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { apiClient, openAs } from "./api.mjs";
import { launchBrowser, newPlayerPage, register, screenshot, startServer } from "./helpers.mjs";
import { makeReady, pageState, readyAction, send } from "./play.mjs";

let server, browser, api, kinds;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  api = apiClient(server.base);
  kinds = (await api.kinds()).map((k) => k.id);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Picks a counter with the keyboard (Tab-reachable, Enter): ships may overlap on a busy table. */
async function activate(locator) {
  await locator.focus();
  await locator.press("Enter");
}

function noErrors(...pages) {
  for (const p of pages)
    assert.deepEqual(
      p.errors.filter((e) => !/status of 4\d\d/.test(e)),
      [],
      "the page logged errors",
    );
}

/** Waits for the dry run; returns true when the server calls the ready move legal. */
async function dryRunOk(page) {
  await page.locator("#decision .dry.ok, #decision .dry.bad").first().waitFor({ timeout: 30_000 });
  return (await page.locator("#decision .dry.ok").count()) > 0;
}

// ---- Iron Stars ------------------------------------------------------------------------------------

async function checkIronStarsTable(page, game) {
  await page.waitForFunction((v) => Number(document.body.dataset.version) === v, game.version);
  const drawn = await page.$$eval(".is-ship", (els) =>
    els.map((e) => `${e.dataset.ship}@${e.dataset.x},${e.dataset.y}/${e.dataset.facing}`),
  );
  const expected = game.view.ships
    .filter((x) => x.position && !x.destroyed)
    .map((x) => `${x.id}@${x.position.x},${x.position.y}/${x.facing}`);
  assert.deepEqual(drawn.sort(), expected.sort(), "every ship on the table is drawn where the view puts it");
  const rows = await page.$$eval(".is-fleets tr[data-ship]", (els) => els.map((e) => e.dataset.ship));
  assert.deepEqual(rows.sort(), game.view.ships.map((x) => x.id).sort(), "every ship has its row in the fleet tables");
}

test("Iron Stars: place a ship by clicking the table, move one with the order form, fire by clicking an enemy", {
  timeout: 300_000,
}, async () => {
  const { id, players } = await api.twoPlayerGame("iron-stars");
  const page = await newPlayerPage(browser, server.base);
  // Placing: click inside the allowed (green) area; the form takes the spot.
  let o = await api.owing(id, players);
  assert.equal(o.mine.prompt, "placeShip");
  await openAs(page, o.player, id);
  await checkIronStarsTable(page, o.game);
  const zone = await page.locator(".is-zone rect, .is-zone circle").first().boundingBox();
  await page.mouse.click(zone.x + zone.width * 0.3, zone.y + zone.height / 2);
  let ready = await readyAction(page);
  assert.equal(ready.type, "placeShip");
  assert.equal(Number(await page.locator("#is-x").inputValue()), ready.x / 100, "the form shows the clicked spot");
  assert.ok(await dryRunOk(page), "a spot in the allowed area is legal");
  await send(page);
  const placed = (await api.game(o.player.apiKey, id)).view.ships.find((x) => x.id === ready.ship);
  assert.deepEqual(placed.position, { x: ready.x, y: ready.y });

  // Moving: click one of our ships, set the distance in the form, check it, send.
  o = await api.advance(id, players, (mine) => mine.prompt === "move");
  await openAs(page, o.player, id);
  await checkIronStarsTable(page, o.game);
  let moved = false;
  for (const b of o.mine.bounds.ships) {
    await activate(page.locator(`.is-ship[data-ship="${b.ship}"]`));
    assert.equal(await page.locator("#is-ship").inputValue(), b.ship);
    for (const d of [b.minDistance, b.maxDistance, Math.round((b.minDistance + b.maxDistance) / 2)]) {
      await page.fill("#is-first", String(d / 100));
      await page.click("#is-check");
      ready = await readyAction(page);
      assert.deepEqual({ ship: ready.ship, first: ready.first }, { ship: b.ship, first: d });
      if (await dryRunOk(page)) {
        await send(page);
        moved = true;
        break;
      }
    }
    if (moved) break;
  }
  assert.ok(moved, "some ship could move");
  const after = await api.game(o.player.apiKey, id);
  assert.ok(after.view.ships.find((x) => x.id === ready.ship).moved);

  // Firing: click a ship with targets, then an enemy it can reach: every gun that bears fires.
  o = await api.advance(id, players, (mine) => mine.prompt === "fire");
  await openAs(page, o.player, id);
  const firer = o.mine.bounds.ships.find((x) => x.weapons.some((w) => w.targets.length));
  const target = firer.weapons.find((w) => w.targets.length).targets[0].target;
  await activate(page.locator(`.is-ship[data-ship="${firer.ship}"]`));
  await activate(page.locator(`.is-ship[data-ship="${target}"]`));
  ready = await readyAction(page);
  assert.equal(ready.type, "fire");
  assert.ok(ready.volleys.length > 0 && ready.volleys.every((v) => v.target === target), "the volleys go at the clicked enemy");
  assert.ok(await page.locator(".is-arcs").count(), "the firer's arcs and range bands are drawn");
  assert.ok(await dryRunOk(page));
  await screenshot(page, "iron-stars.png");
  await send(page);
  noErrors(page);
  await page.context().close();
});

// ---- Barnard's Star -----------------------------------------------------------------------------------

async function checkBarnardsMap(page, game) {
  await page.waitForFunction((v) => Number(document.body.dataset.version) === v, game.version);
  const m = game.view.map;
  assert.equal(await page.locator(".bs-map .hex").count(), m.cols * m.rows, "every hex of the planet is drawn");
  const stacks = await page.$$eval(".bs-stack", (els) => els.map((e) => `${e.dataset.hex}:${e.dataset.units}`));
  assert.deepEqual(
    stacks.sort(),
    game.view.hexes.map((x) => `${x.hex}:${x.units.map((u) => u.id).join(",")}`).sort(),
    "every stack of counters is drawn in its hex",
  );
  const terrain = await page.locator(`.bs-map .hex[data-hex="0"] title`).textContent();
  assert.match(terrain, new RegExp(m.terrain[0]));
}

test("Barnard's Star: place a unit and move one by clicking counters and hexes", { skip: false, timeout: 300_000 }, async (t) => {
  if (!kinds.includes("barnards-star")) return t.skip("Barnard's Star is not registered on the API");
  let { id, players } = await api.twoPlayerGame("barnards-star");
  const page = await newPlayerPage(browser, server.base);
  let o = await api.advance(id, players, (mine) => mine.prompt === "placement");
  await openAs(page, o.player, id);
  await checkBarnardsMap(page, o.game);
  const unit = o.mine.choices[0].unit;
  await page.locator(`.bs-chip[data-unit="${unit}"]`).click();
  await page.locator(`.bs-map .hex[data-hint="1"]`).first().click();
  const ready = await readyAction(page);
  assert.equal(ready.type, "placeUnit");
  assert.equal(ready.unit, unit);
  assert.ok(await dryRunOk(page));
  await send(page);
  assert.ok((await api.game(o.player.apiKey, id)).view.hexes.some((x) => x.hex === ready.hex && x.units.some((u) => u.id === unit)));

  // Random play can end a game before a unit is left to move (a side wiped out early): then the
  // move is made in a fresh game.
  const wantsMove = (mine) => mine.prompt === "movement" && mine.choices.some((a) => a.type === "moveUnit");
  o = null;
  for (let attempt = 0; attempt < 4 && !o; attempt++) {
    const game = attempt === 0 ? { id, players } : await api.twoPlayerGame("barnards-star");
    o = await api.advance(game.id, game.players, wantsMove).catch(() => null);
    if (o) id = game.id;
  }
  assert.ok(o, "a game reached a unit's move in four tries");
  await openAs(page, o.player, id);
  await checkBarnardsMap(page, o.game);
  const move = o.mine.choices.find((a) => a.type === "moveUnit");
  const from = o.game.view.hexes.find((x) => x.units.some((u) => u.id === move.unit)).hex;
  // Click the unit's hex until that unit is picked (a stack cycles), then its destination.
  for (
    let i = 0;
    i < 8 &&
    (await page
      .locator(`#decision .chip`)
      .first()
      .textContent()
      .catch(() => "")) !== `unit ${move.unit}`;
    i++
  ) {
    await page.locator(`.bs-map .hex[data-hex="${from}"]`).click();
  }
  await page.locator(`.bs-map .hex[data-hex="${move.to}"]`).click();
  assert.deepEqual(await readyAction(page), move);
  assert.ok(await dryRunOk(page));
  await screenshot(page, "barnards-star.png");
  await send(page);
  noErrors(page);
  await page.context().close();
});

// ---- Double Star ---------------------------------------------------------------------------------------

test("Double Star: place a world on its path and move a ship on the orbit map", { timeout: 300_000 }, async (t) => {
  if (!kinds.includes("double-star")) return t.skip("Double Star is not registered on the API yet");
  const { id, players } = await api.twoPlayerGame("double-star");
  const page = await newPlayerPage(browser, server.base);
  let o = await api.owing(id, players);
  assert.equal(o.mine.prompt, "placeWorld");
  await openAs(page, o.player, id);
  assert.equal(await page.locator(".ds-map .hex").count(), o.game.view.map.hexCount, "every hex of the orbit map is drawn");
  assert.equal((await page.locator(".ds-body-chart").count()) > 0, true, "surface charts are drawn");
  const place = o.mine.choices[0];
  await page.locator(`.ds-map .hex[data-hex="${place.hex}"]`).click();
  assert.deepEqual(await readyAction(page), place);
  assert.ok(await dryRunOk(page));
  await send(page);
  assert.equal((await api.game(o.player.apiKey, id)).view.bodies.find((b) => b.id === place.world).hex, place.hex);

  o = await api.advance(id, players, (mine) => mine.prompt === "movement" && mine.choices.some((a) => a.type === "selectUnit"));
  await openAs(page, o.player, id);
  const ships = await page.$$eval(".ds-ships", (els) => els.flatMap((e) => e.dataset.ships.split(",")));
  assert.deepEqual(
    ships.sort(),
    o.game.view.ships
      .filter((x) => x.location === "space")
      .map((x) => x.id)
      .sort(),
    "every ship in space is drawn",
  );
  // Which units also have a leave, load or join on this prompt follows the game's seed; clicking a
  // unit makes its move ready by itself only when the unit has no other choice, so prefer one that
  // has none, and otherwise finish with the choice's button (the click must still narrow to it).
  const names = (a) => [a.unit, a.ship, a.planetoid, a.world, a.taskForce];
  const selects = o.mine.choices.filter((a) => a.type === "selectUnit");
  const alone = selects.find((s) => o.mine.choices.filter((a) => names(a).includes(s.unit)).length === 1);
  const pick = alone ?? selects[0];
  const clickUnit = () => page.locator(`.ds-pick[data-unit="${pick.unit}"]`).click();
  if (alone) {
    await clickUnit();
    assert.deepEqual(await readyAction(page), pick);
  } else await makeReady(page, pick, clickUnit);
  assert.ok(await dryRunOk(page));
  await send(page);
  o = await api.owing(id, players);
  if (o.mine.prompt === "moveUnit") {
    await page.waitForFunction(() => document.querySelector("#decision")?.dataset.prompt === "moveUnit");
    const move = o.mine.choices.find((a) => a.type === "moveUnit");
    await page.locator(`.ds-map .hex[data-hex="${move.hex}"]`).click();
    await page.locator(`#decision .choice[data-action='${JSON.stringify(move)}']`).click();
    assert.deepEqual(await readyAction(page), move);
    assert.ok(await dryRunOk(page));
    await screenshot(page, "double-star.png");
    await send(page);
  }
  noErrors(page);
  await page.context().close();
});

// ---- the seat picker and the countdown ------------------------------------------------------------------

test("Seat picker: the seats follow the player count when creating, and a joining player picks one", { timeout: 120_000 }, async () => {
  const alice = await newPlayerPage(browser, server.base);
  const bob = await newPlayerPage(browser, server.base);
  await register(alice, "Alice");
  await register(bob, "Bob");
  await alice.selectOption("#kind", "star-battle");
  // The lobby asks the server for the seats (GET /v1/kinds/{kind}/seats): wait for its answer.
  const seatIds = async (expected) => {
    const shown = () =>
      alice.$$eval("#seat option", (els) =>
        els
          .map((e) => e.value)
          .filter(Boolean)
          .join(","),
      );
    await alice
      .waitForFunction(
        (want) =>
          [...document.querySelectorAll("#seat option")]
            .map((e) => e.value)
            .filter(Boolean)
            .join(",") === want,
        expected.join(","),
        { timeout: 10_000 },
      )
      .catch(() => {});
    return (await shown()).split(",").filter(Boolean);
  };
  assert.deepEqual(await seatIds(["lord1", "lord2"]), ["lord1", "lord2"]);
  await alice.fill("#opt-players", "4");
  assert.deepEqual(await seatIds(["lord1", "lord2", "lord3", "lord4"]), ["lord1", "lord2", "lord3", "lord4"]);
  await alice.fill("#opt-players", "3");
  assert.deepEqual(await seatIds(["lord1", "lord2", "lord3"]), ["lord1", "lord2", "lord3"]);
  await alice.selectOption("#seat", "lord3");
  await alice.click("#create-form button[type=submit]");
  await alice.waitForURL(/\/game\?id=/);
  const id = new URL(alice.url()).searchParams.get("id");
  await alice.waitForSelector("body[data-ready=true]");
  // A drone opponent leaves one seat to pick.
  await alice.goto("/");
  await alice.selectOption("#kind", "last-starfighter");
  await alice.selectOption("#opt-opponent", '"drone"');
  assert.deepEqual(await seatIds(["pilot1"]), ["pilot1"]);
  // Bob takes lord2 of the two open seats.
  await bob.goto("/");
  const row = bob.locator(`#open-games li[data-id="${id}"]`);
  await row.locator(".join-seat").waitFor();
  assert.deepEqual(await row.locator(".join-seat option").evaluateAll((els) => els.map((e) => e.value).filter(Boolean)), [
    "lord1",
    "lord2",
  ]);
  // Their names come from the server for a game of three Star Lords.
  await row.locator('.join-seat option[value="lord2"]', { hasText: "Star Lord 2" }).waitFor({ state: "attached" });
  await row.locator(".join-seat").selectOption("lord2");
  await row.locator("button").click();
  await bob.waitForURL(/\/game\?id=/);
  await bob.waitForSelector("body[data-ready=true]");
  const game = await (await fetch(`${server.base}/v1/games/${id}`)).json();
  assert.deepEqual(
    game.seats.map((s) => [s.seat, s.player?.name ?? null]),
    [
      ["lord1", null],
      ["lord2", "Bob"],
      ["lord3", "Alice"],
    ],
  );
  noErrors(alice, bob);
  await alice.context().close();
  await bob.context().close();
});

test("Countdown: a timed game counts down the decision owed, second by second", { timeout: 120_000 }, async () => {
  const { id, players } = await api.twoPlayerGame("star-battle", {
    timeControl: { decisionHours: 2, vacationDays: 1, onTimeout: "forfeit" },
  });
  const o = await api.owing(id, players);
  const other = players.find((p) => p !== o.player);
  const page = await newPlayerPage(browser, server.base);
  await openAs(page, o.player, id);
  const cd = page.locator("#countdown");
  await cd.waitFor();
  assert.match(await cd.textContent(), /^Your decision is due in 01:59:\d\d/);
  const left = Number(await cd.getAttribute("data-left"));
  const deadline = Date.parse(o.game.timeControl.seats.find((c) => c.seat === o.mine.seat).deadline);
  assert.ok(Math.abs(left - (deadline - Date.now()) / 1000) < 5, "the countdown is the seat's deadline");
  await page.waitForFunction((l) => Number(document.querySelector("#countdown").dataset.left) < l, left, { timeout: 5000 });
  // The other player sees whose decision it is.
  const watcher = await newPlayerPage(browser, server.base);
  await openAs(watcher, other, id);
  await watcher.locator("#countdown").waitFor();
  assert.match(await watcher.locator("#countdown").textContent(), /'s decision is due in 01:59:\d\d/);
  // An untimed game has none.
  const plain = await api.twoPlayerGame("star-battle");
  await openAs(watcher, plain.players[0], plain.id);
  assert.equal(await watcher.locator("#countdown").isHidden(), true);
  assert.equal((await pageState(page)).status, "active");
  noErrors(page, watcher);
  await page.context().close();
  await watcher.context().close();
});
