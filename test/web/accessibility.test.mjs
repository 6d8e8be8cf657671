// Accessibility of the web client for a person on a phone with a screen reader or a keyboard only:
// axe-core's WCAG 2.1 A and AA rules on every page at a phone's size (no serious or critical
// violation), the live regions that say what changed, and signing in, finding the game awaiting
// you and moving in it with the keyboard alone. Run with `npm run test:web:a11y`.
import assert from "node:assert/strict";
import { createHash, randomBytes } from "node:crypto";
import { test } from "node:test";
import { AxeBuilder } from "@axe-core/playwright";
import { apiClient, openAs } from "./api.mjs";
import { newPlayerPage, serverAndBrowser } from "./helpers.mjs";
import { boardContrast } from "./contrast.mjs";
import { apiGame, pageState, readyAction } from "./play.mjs";

const shared = serverAndBrowser();
const PHONE = { width: 390, height: 844 };
/** OAuth's issuer must be https or a loopback name: the server as localhost, for every test alike. */
const base = () => shared.server.base.replace("127.0.0.1", "localhost");

/**
 * axe on the page as it is now: no serious or critical violation of WCAG 2.1 A/AA, and no sideways
 * scrolling on the phone's width (WCAG 1.4.10, which axe does not measure).
 */
async function checkAxe(page, what) {
  // The page's background is a gradient, on which axe cannot measure contrast (it answers
  // "incomplete", not a violation): the text is measured on the gradient's lightest colour instead.
  await page.evaluate(() => {
    const colours = getComputedStyle(document.body).backgroundImage.match(/rgba?\([^)]*\)/g) ?? [];
    const light = (c) =>
      c
        .match(/[\d.]+/g)
        .slice(0, 3)
        .reduce((a, b) => a + Number(b), 0);
    const lightest = colours.sort((a, b) => light(b) - light(a))[0];
    if (lightest) document.body.style.background = lightest;
  });
  const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  await page.evaluate(() => document.body.style.removeProperty("background"));
  const bad = violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.impact} ${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  assert.deepEqual(bad, [], `${what}: axe found serious or critical violations`);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > PHONE.width) {
    const wide = await page.evaluate(
      (w) =>
        [...document.querySelectorAll("body *")]
          .filter((e) => e.getBoundingClientRect().right > w)
          .map((e) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ""} ${Math.round(e.getBoundingClientRect().right)}px`)
          .slice(0, 10),
      PHONE.width,
    );
    assert.fail(`${what}: the page scrolls sideways on a phone (${width}px wide): ${wide.join(", ")}`);
  }
}

/** Presses Tab until the focus is on `selector` (at most `max` times). */
async function tabTo(page, selector, max = 120) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((sel) => document.activeElement?.matches(sel), selector)) return checkFocusShown(page, selector);
  }
  assert.fail(`could not reach ${selector} with Tab`);
}

/** The focused element shows it: an outline of its own, or the focus ring an SVG piece draws. */
async function checkFocusShown(page, what) {
  const shown = await page.evaluate(() => {
    const el = document.activeElement;
    if (el instanceof SVGElement) {
      const ring = el.querySelector(":scope > .focus-ring");
      return Boolean(ring) && getComputedStyle(ring).stroke !== "none";
    }
    const style = getComputedStyle(el);
    return style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2;
  });
  assert.ok(shown, `${what}: the focus is visible`);
}

const focusedId = (page) => page.evaluate(() => document.activeElement?.id ?? "");
const focusIn = (page, selector) => page.evaluate((sel) => Boolean(document.activeElement?.closest(sel)), selector);

/** A started game of `kind` between `players` (the first creates it); the seat awaiting `who` reached by the bot's moves. */
async function gameAwaiting(api, kind, players, who, until = () => true) {
  // The one who should move is asked first: where both owe a decision, it is theirs.
  const ordered = [who, ...players.filter((p) => p !== who)];
  // A game follows its seed: the rare one that ends before the decision wanted is started again.
  for (let attempt = 1; ; attempt++) {
    const game = await api.post(players[0].apiKey, "/v1/games", { kind });
    for (const p of players.slice(1)) await api.post(p.apiKey, `/v1/games/${game.id}/join`, {});
    try {
      await api.advance(game.id, ordered, (mine, g) => g.seats.find((s) => s.seat === g.you.seat)?.player?.id === who.id && until(mine, g));
      return game.id;
    } catch (err) {
      if (attempt === 3) throw err;
    }
  }
}

test("axe: the lobby signed out and in, the account, consent and offline pages, at a phone's size", { timeout: 120_000 }, async () => {
  const api = apiClient(base());
  const page = await newPlayerPage(shared.browser, base(), PHONE);
  await page.goto("/");
  await page.waitForSelector("body[data-ready=true]");
  await checkAxe(page, "lobby, signed out");
  // A refused key: the status line shows the error.
  await page.fill("#existing-key", "sk_not_a_key");
  await page.click("#use-key button[type=submit]");
  await page.waitForSelector("#status.show.bad");
  await checkAxe(page, "lobby, an error on the status line");

  // Signed in with games in every list: one awaiting me, one I wait in, an invitation, an open game, one to watch.
  const [me, ann, ben] = [await api.player("Mia"), await api.player("Ann"), await api.player("Ben")];
  await gameAwaiting(api, "star-battle", [ann, me], me);
  const mine = await api.post(me.apiKey, "/v1/games", { kind: "last-starfighter" });
  const invited = await api.post(ann.apiKey, "/v1/games", { kind: "star-battle", visibility: "private" });
  await api.post(ann.apiKey, `/v1/games/${invited.id}/invitations`, { playerId: me.id });
  await api.post(ben.apiKey, "/v1/games", { kind: "iron-stars" });
  await api.twoPlayerGame("double-star");
  await page.evaluate((p) => localStorage.setItem("starpost.player", JSON.stringify(p)), me);
  await page.goto("/");
  for (const list of ["#inbox-items", "#my-games li.awaiting", `#my-games li[data-id="${mine.id}"]`, "#open-games", "#watch-games"])
    await page.waitForSelector(list);
  await checkAxe(page, "lobby, signed in with games listed");

  await page.goto("/account");
  await page.waitForSelector("#token-list");
  await page.click("#show-code");
  await page.waitForSelector("#pair-qr");
  await checkAxe(page, "account page with a pairing code");

  // The consent page, as an app's OAuth request opens it.
  const registered = await (
    await fetch(`${base()}/oauth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        client_name: "Fleet Commander",
        redirect_uris: ["https://fleet.example/cb"],
        token_endpoint_auth_method: "none",
      }),
    })
  ).json();
  const query = new URLSearchParams({
    response_type: "code",
    client_id: registered.client_id,
    redirect_uri: "https://fleet.example/cb",
    scope: "read play",
    state: "s",
    code_challenge: createHash("sha256").update(randomBytes(32).toString("base64url")).digest("base64url"),
    code_challenge_method: "S256",
  });
  await page.goto(`/oauth/authorize?${query}`);
  await page.waitForSelector("body[data-ready=true]");
  assert.ok(await page.locator("#allow").count(), "the consent page asks");
  await checkAxe(page, "consent page");

  // Signing out here by keyboard: the section keeps the focus (its button is gone).
  await page.goto("/account");
  await page.waitForSelector("#account-name");
  await page.focus("#signin button.quiet");
  await page.keyboard.press("Enter");
  await page.waitForSelector("#passkey-signin");
  assert.equal(await focusedId(page), "signin", "the focus stays in the section signed out from");

  await page.goto("/offline.html");
  await checkAxe(page, "offline page");
  await page.context().close();
});

test("axe: a game page of every kind, with the decision the viewer's, before and after picking a move", { timeout: 180_000 }, async () => {
  const api = apiClient(base());
  const kinds = await api.kinds();
  assert.ok(kinds.length >= 5, "every kind the server offers");
  const players = [];
  for (let i = 0; i < 6; i++) players.push(await api.player(`P${i}`));
  const page = await newPlayerPage(shared.browser, base(), PHONE);
  for (const kind of kinds) {
    const seated = players.slice(0, kind.seats.filter((s) => !s.automaton).length);
    const game = await api.post(seated[0].apiKey, "/v1/games", { kind: kind.id });
    for (const p of seated.slice(1)) await api.post(p.apiKey, `/v1/games/${game.id}/join`, {});
    const owing = await api.owing(game.id, seated);
    await openAs(page, owing.player, game.id);
    await page.waitForSelector("#decision.active");
    await checkAxe(page, `${kind.id}: the viewer's decision`);
    // What a screen reader reads of the board (names, labels, text) has no value missing from the view.
    assert.doesNotMatch(await page.locator("#board").ariaSnapshot(), /\b(null|undefined|NaN)\b/, `${kind.id}: the board reads in words`);
    // A move picked (the first choice, or the bot's suggestion where the decision has no list): the server's verdict shows.
    if (await page.locator("#decision .choice").count()) await page.locator("#decision .choice").first().click();
    else await page.locator("#suggest").click();
    await page.locator("#decision .dry.ok, #decision .dry.bad").first().waitFor();
    await checkAxe(page, `${kind.id}: a move picked`);
  }
  await page.context().close();
});

/**
 * Where each board is looked at: a game brought over the API to a decision of the viewer's with
 * pieces and labels on the board, then something picked on the page, so that the pick's mark and
 * the hints of where it may go are drawn too. Keyed by kind, or by kind and what differs.
 */
const starBattleTurn = {
  until: (mine, g) => mine.prompt === "turn" && g.view.chart.some((c) => c.ships.length),
  pick: async (page) => {
    // A card in the hand, then a fleet of yours: the card and the fleet picked, where it may go hinted.
    for (const sel of [".sb-hand-card.hit", ".sb-ship.hit"]) if (await page.locator(sel).count()) await page.locator(sel).first().click();
  },
};
const BOARD_POSITIONS = {
  "star-battle": starBattleTurn,
  // Face-down cards on the chart, and cards marked with their deck.
  "star-battle (Unknown Universe, two decks)": { ...starBattleTurn, options: { setup: "unknown-universe", decks: 2 } },
  "last-starfighter": {
    until: (mine) => mine.prompt === "aimTurret" || mine.prompt === "setHeading",
    pick: (page) => page.locator('.ls-sector[data-hint="1"]').first().click(),
  },
  // Lasers that bear, one of them chosen to fire.
  "last-starfighter (firing)": {
    until: (mine) => mine.prompt === "fire" && mine.choices.some((a) => a.weapons.length),
    pick: (page) => page.locator(".ls-weapon.hit").first().click(),
  },
  "iron-stars": {
    until: (mine) => mine.prompt === "move",
    pick: async (page) => {
      // Ships may overlap on the table: picked with the keyboard.
      await page.locator(".is-ship.hit").first().focus();
      await page.keyboard.press("Enter");
    },
  },
  "barnards-star": {
    until: (mine) => mine.prompt === "movement" && mine.choices.some((a) => a.type === "moveUnit"),
    pick: async (page, o) => {
      const move = o.mine.choices.find((a) => a.type === "moveUnit");
      const from = o.game.view.hexes.find((x) => x.units.some((u) => u.id === move.unit)).hex;
      // A click on a stack picks its next counter: until one that can move shows where it may go.
      for (let i = 0; i < 8 && !(await page.locator('.bs-map .hex[data-hint="1"]').count()); i++)
        await page.locator(`.bs-map .hex[data-hex="${from}"]`).click();
    },
  },
  "double-star": {
    until: (mine) => mine.prompt === "moveUnit",
    pick: (page, o) => page.locator(`.ds-pick[data-unit="${o.mine.choices.find((a) => a.type === "moveUnit").unit}"]`).click(),
  },
};

test("Contrast on the boards: SVG text (WCAG 1.4.3), pieces, marks and focus rings (1.4.11), as painted", {
  timeout: 180_000,
}, async () => {
  const api = apiClient(base());
  // The five games are brought to their positions side by side (most of the test's time).
  const reach = async (name, { until, options }) => {
    // A game follows its seed: the rare one that ends before the position wanted is started again.
    for (let attempt = 0; attempt < 3; attempt++) {
      const { id, players } = await api.twoPlayerGame(name.split(" ")[0], options ? { options } : {});
      const o = await api.advance(id, players, until).catch(() => null);
      if (o) return { ...o, id };
    }
    assert.fail(`${name}: no game reached the position to look at`);
  };
  const positions = Object.entries(BOARD_POSITIONS);
  const reached = await Promise.all(positions.map(([name, position]) => reach(name, position)));
  const failures = [];
  for (const [i, [name, position]] of positions.entries()) {
    const kind = name.split(" ")[0];
    const o = reached[i];
    // The client's own scheme is dark (color-scheme: dark); a light one is looked at too if the
    // stylesheet ever answers prefers-color-scheme.
    for (const scheme of ["dark", "light"]) {
      const page = await newPlayerPage(shared.browser, base(), PHONE, { colorScheme: scheme });
      await openAs(page, o.player, o.id);
      await page.waitForSelector(`[data-board="${kind}"]`);
      await position.pick(page, o);
      const seen = await boardContrast(page, kind);
      await page.context().close();
      for (const [what, n] of Object.entries(seen.counts)) assert.ok(n > 0, `${name}: some ${what} were measured`);
      failures.push(...seen.failures.map((f) => `${name}${scheme === "dark" ? "" : " (light scheme)"}: ${f}`));
      if (!seen.schemeAware) break;
    }
  }
  assert.ok(failures.length === 0, `contrast on the boards:\n${failures.join("\n")}`);
});

test("Live regions: the headline, the log, the live state and the status line say what changed, and only that", {
  timeout: 120_000,
}, async () => {
  const api = apiClient(base());
  const { id, players } = await api.twoPlayerGame("star-battle");
  // Some history, then the page opens for the player who waits.
  await api.advance(id, players, (_, g) => g.version >= 4);
  const mover = await api.owing(id, players);
  const waiter = players.find((p) => p !== mover.player);
  const page = await newPlayerPage(shared.browser, base(), PHONE);
  // Every entry added to the log, with whether the log was a live region then (its aria-live
  // changes are replayed in order: a record's new value is the next record's old value).
  await page.addInitScript(() => {
    addEventListener("DOMContentLoaded", () => {
      const log = document.querySelector("#log .entries");
      window.added = [];
      new MutationObserver((records) => {
        const changes = records.filter((r) => r.type === "attributes");
        let live = changes.length ? changes[0].oldValue : log.getAttribute("aria-live");
        for (const r of records) {
          if (r.type === "attributes") live = changes[changes.indexOf(r) + 1]?.oldValue ?? log.getAttribute("aria-live");
          else for (const li of r.addedNodes) window.added.push({ version: Number(li.dataset.version), live });
        }
      }).observe(log, { childList: true, attributes: true, attributeFilter: ["aria-live"], attributeOldValue: true });
    });
  });
  await openAs(page, waiter, id);
  const history = (await apiGame(base(), page, id)).version;
  await page.waitForFunction(() => document.querySelector("#stream-state").dataset.state === "live");
  await page.waitForFunction((v) => Number(document.querySelector("#log").dataset.last) >= v, history);

  // The headline and the live state are live regions; the history read in was not read out.
  assert.equal(await page.getAttribute("#headline", "role"), "status");
  assert.match(await page.textContent("#headline"), /^Waiting for /);
  assert.equal(await page.getAttribute("#stream-state", "role"), "status");
  assert.equal(await page.textContent("#stream-state"), "● live");
  assert.equal(await page.locator("#stream-state").ariaSnapshot(), "- status: live", "the dot is drawn, not read");
  assert.equal(await page.getAttribute("#log .entries", "aria-live"), "polite");
  const read = await page.evaluate(() => window.added);
  assert.deepEqual(
    read.map((e) => e.version),
    Array.from({ length: history }, (_, i) => i + 1),
  );
  assert.deepEqual(
    read.filter((e) => e.live !== "off").map((e) => e.version),
    [],
    "the history is read in quietly",
  );

  // The other player moves: the entry arrives in the live log, and the headline says it is my move.
  const s = await api.post(mover.player.apiKey, `/v1/games/${id}/suggest`, {});
  await api.post(mover.player.apiKey, `/v1/games/${id}/actions`, { action: s.action, expectedVersion: history });
  await page.waitForFunction(() => /^Your move: /.test(document.querySelector("#headline").textContent));
  const heard = (await page.evaluate(() => window.added)).filter((e) => e.version > history);
  assert.deepEqual(heard, [{ version: history + 1, live: "polite" }]);

  // Picking a move redraws the page, but the headline is only written when its words change
  // (the same words written again are read out again).
  await page.evaluate(() => {
    window.headlineChanges = 0;
    new MutationObserver((m) => (window.headlineChanges += m.length)).observe(document.querySelector("#headline"), {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  await page.locator("#decision .choice").first().click();
  await page.locator("#decision .dry.ok, #decision .dry.bad").first().waitFor();
  assert.equal(await page.evaluate(() => window.headlineChanges), 0, "the headline was not written again");

  // The feed lost: the live state says so, in words.
  await page.context().setOffline(true);
  await page.waitForFunction(() => document.querySelector("#stream-state").dataset.state === "reconnecting", null, { timeout: 30_000 });
  assert.equal(await page.locator("#stream-state").ariaSnapshot(), "- status: reconnecting…");
  await page.context().setOffline(false);

  // The status line is in the page before it has anything to say (a region shown together with
  // its words is not read out everywhere), and says an error when one comes.
  assert.equal(await page.getAttribute("#status", "aria-live"), "polite");
  assert.equal(await page.$eval("#status", (el) => getComputedStyle(el).visibility), "visible");
  await page.goto("/");
  await page.waitForSelector("body[data-ready=true]");
  assert.equal(await page.$eval("#status", (el) => getComputedStyle(el).visibility), "visible");
  assert.equal(await page.textContent("#status"), "");
  await page.evaluate(() => localStorage.removeItem("starpost.player"));
  await page.goto("/");
  await page.waitForSelector("#existing-key");
  await page.fill("#existing-key", "sk_not_a_key");
  await page.click("#use-key button[type=submit]");
  await page.waitForFunction(() => document.querySelector("#status").textContent.includes("UNAUTHENTICATED"));
  await page.context().close();
});

test("Lobby: the lists, redrawn every 15 s, keep the focus where it was (a keyboard or screen reader user is not sent to the top)", {
  timeout: 60_000,
}, async () => {
  const api = apiClient(base());
  const [nia, oto] = [await api.player("Nia"), await api.player("Oto")];
  const first = await api.post(nia.apiKey, "/v1/games", { kind: "star-battle" });
  const page = await newPlayerPage(shared.browser, base(), PHONE);
  await page.clock.install();
  await page.goto("/");
  await page.evaluate((p) => localStorage.setItem("starpost.player", JSON.stringify(p)), nia);
  await page.goto("/");
  await page.waitForSelector(`#my-games li[data-id="${first.id}"]`);
  const link = `#my-games li[data-id="${first.id}"] a.button`;
  await page.focus(link);
  // Nothing new: the list is left as it is.
  await page.evaluate(() => {
    window.swapped = 0;
    new MutationObserver((m) => (window.swapped += m.length)).observe(document.querySelector("#mine .body"), { childList: true });
  });
  const asked = page.waitForResponse((r) => r.url().includes("/v1/games?") && r.url().includes("mine"));
  await page.clock.runFor(15_500);
  await asked;
  await new Promise((r) => setTimeout(r, 300));
  assert.equal(await page.evaluate(() => window.swapped), 0, "an unchanged list is not redrawn");
  // A new game: the list is redrawn, and the link that had the focus has it again.
  const second = await api.post(oto.apiKey, "/v1/games", { kind: "star-battle" });
  await api.post(nia.apiKey, `/v1/games/${second.id}/join`, {});
  await page.clock.runFor(15_500);
  await page.waitForSelector(`#my-games li[data-id="${second.id}"]`);
  assert.ok(await page.evaluate((sel) => document.activeElement === document.querySelector(sel), link), "the focus is where it was");
  await page.context().close();
});

test("Keyboard only, on a phone: sign in with a key, find the games awaiting me, move in Star Battle and The Last Starfighter", {
  timeout: 180_000,
}, async () => {
  const api = apiClient(base());
  const [kay, lou] = [await api.player("Kay"), await api.player("Lou")];
  // Star Battle up to a turn of Kay's with a move to make (a hand card, a fleet, where it goes); a duel whose first choice is Kay's.
  const battle = await gameAwaiting(api, "star-battle", [lou, kay], kay, (mine) => mine.choices?.some((a) => a.type === "move"));
  const duel = await gameAwaiting(api, "last-starfighter", [lou, kay], kay);

  const page = await newPlayerPage(shared.browser, base(), PHONE);
  await page.goto("/");
  await page.waitForSelector("body[data-ready=true]");
  // Sign in: Tab to the key field, type the key, Enter.
  await tabTo(page, "#existing-key");
  await page.keyboard.type(kay.apiKey);
  await page.keyboard.press("Enter");
  await page.waitForSelector("#player-name");
  assert.equal(await focusedId(page), "identity", "the focus goes on from who you are, not the top of the page");

  // The games awaiting Kay are first in My games, each with a Play link that names its game.
  await page.waitForSelector(`#my-games li.awaiting[data-id="${battle}"]`);
  await page.waitForSelector(`#my-games li.awaiting[data-id="${duel}"]`);
  await tabTo(page, `#my-games li[data-id="${battle}"] a.button`);
  assert.equal(await page.getAttribute(`#my-games li[data-id="${battle}"] a.button`, "aria-label"), "Play Star Battle, your move");
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/game\?id=/);
  await page.waitForSelector("#decision.active");

  // A letter typed outside the board and the panel does nothing (S would fill in a suggestion).
  const suggested = [];
  page.on("request", (r) => r.url().includes("/suggest") && suggested.push(r.url()));
  await page.keyboard.press("s");
  await new Promise((r) => setTimeout(r, 500));
  assert.deepEqual(suggested, [], "no suggestion asked for from a letter typed outside the board");

  // Star Battle: a move made on the board: the card from the hand, the fleet, the place it goes.
  const game = await apiGame(base(), page, battle);
  const mine = game.pending.find((p) => p.seat === game.you.seat);
  const action = mine.choices.find((a) => a.type === "move");
  assert.ok(action, "a move is among the choices");
  await tabTo(page, `[data-hand-card="${action.card}"]`);
  await page.keyboard.press("Enter");
  await tabTo(page, `.sb-ship[data-cell="${action.from.x},${action.from.y}"][data-seat="${game.you.seat}"][data-ship="${action.ship}"]`);
  await page.keyboard.press(" ");
  if (JSON.stringify(await readyAction(page)) !== JSON.stringify(action)) {
    await tabTo(page, `.sb-cell[data-cell="${action.to.x},${action.to.y}"]`);
    await page.keyboard.press("Enter");
  }
  if (JSON.stringify(await readyAction(page)) !== JSON.stringify(action)) {
    // What the board leaves open between moves alike, the list of choices settles (by keyboard too).
    await page.keyboard.press("Escape");
    await tabTo(page, `#decision .choice[data-action='${JSON.stringify(action)}']`);
    await page.keyboard.press("Enter");
  }
  assert.deepEqual(await readyAction(page), action);
  await page.locator("#decision .dry.ok").waitFor();
  await tabTo(page, "#send");
  let before = (await pageState(page)).version;
  await page.keyboard.press("Enter");
  await page.waitForFunction((v) => Number(document.body.dataset.version) > v, before);
  assert.ok(await focusIn(page, "#decision"), "after sending, the focus stays in the decision panel");
  assert.equal((await apiGame(base(), page, battle)).version, before + 1);

  // Back to the lobby by its link, and on to the duel.
  await tabTo(page, 'header nav a[href="/"]');
  await page.keyboard.press("Enter");
  await page.waitForSelector(`#my-games li.awaiting[data-id="${duel}"]`);
  await tabTo(page, `#my-games li[data-id="${duel}"] a.button`);
  await page.keyboard.press("Enter");
  await page.waitForURL(/\/game\?id=/);
  await page.waitForSelector("#decision.active");

  // The Last Starfighter: the ship chosen from the list of choices; the focus goes to Send and
  // stays there while the server checks the move.
  const duelGame = await apiGame(base(), page, duel);
  const choice = duelGame.pending.find((p) => p.seat === duelGame.you.seat).choices[0];
  await tabTo(page, `#decision .choice[data-action='${JSON.stringify(choice)}']`);
  await page.keyboard.press("Enter");
  await page.locator("#decision .dry.ok").waitFor();
  assert.equal(await focusedId(page), "send", "Send keeps the focus when the server's verdict comes");
  before = (await pageState(page)).version;
  await page.keyboard.press("Enter");
  await page.waitForFunction((v) => Number(document.body.dataset.version) > v, before);
  assert.ok(await focusIn(page, "#decision"), "after sending, the focus stays in the decision panel");
  const after = await apiGame(base(), page, duel);
  assert.ok(after.version > before, "the choice was sent");
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
