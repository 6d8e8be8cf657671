// The boards on a phone (390 × 844): the text that carries game information must be big enough to
// read and what a player taps big enough to hit. Each of the five games is brought over the API to
// a decision of the viewer's with pieces on the board; the board is measured as it first shows
// (fitted to the phone's width, the whole board in view) and zoomed in with the board's own
// control, where the text must be at least 11 CSS px high and every target at least 24 × 24 CSS px
// (WCAG 2.2, 2.5.8 target size, minimum), and where one real tap still picks what it lands on.
// Run with `npm run test:web:a11y` (it is part of the accessibility run).
import assert from "node:assert/strict";
import { test } from "node:test";
import { AxeBuilder } from "@axe-core/playwright";
import { apiClient, openAs } from "./api.mjs";
import { boardContrast } from "./contrast.mjs";
import { newPlayerPage, serverAndBrowser } from "./helpers.mjs";

const shared = serverAndBrowser();
const PHONE = { width: 390, height: 844 };
const MIN_TEXT = 11;
const MIN_TARGET = 24;

/**
 * Where each board is looked at, and the tap made on it: `target` is a selector of a piece of the
 * viewer's that can be picked now, `picked` what shows that the tap picked it.
 */
const POSITIONS = {
  "star-battle": {
    until: (mine) => mine.choices?.some((a) => a.type === "move"),
    target: (o) => `[data-hand-card="${o.mine.choices.find((a) => a.type === "move").card}"]`,
    picked: (o) => `[data-hand-card="${o.mine.choices.find((a) => a.type === "move").card}"][data-selected="1"]`,
  },
  "last-starfighter": {
    until: (mine) => mine.prompt === "fire" && mine.choices.some((a) => a.weapons.length),
    target: () => ".ls-weapon.hit",
    picked: () => '.ls-weapon.hit[aria-pressed="true"]',
  },
  "iron-stars": {
    until: (mine) => mine.prompt === "move",
    target: () => ".is-ship.hit",
    picked: () => '.is-ship[data-picked="1"]',
  },
  "barnards-star": {
    until: (mine) => mine.prompt === "movement" && mine.choices.some((a) => a.type === "moveUnit"),
    target: (o) => {
      const move = o.mine.choices.find((a) => a.type === "moveUnit");
      return `.bs-map .hex[data-hex="${o.game.view.hexes.find((x) => x.units.some((u) => u.id === move.unit)).hex}"]`;
    },
    picked: () => '.bs-stack[data-picked="1"]',
  },
  "double-star": {
    until: (mine) => mine.prompt === "moveUnit",
    target: (o) => {
      // A ship, or a task force by its lead ship's id, in space; or a planetoid: where it is on the map.
      const hexOf = (unit) =>
        o.game.view.ships.find((x) => (x.id === unit || x.taskForce === unit) && x.location === "space")?.hex ??
        o.game.view.bodies.find((b) => b.id === unit && b.hex >= 0)?.hex;
      const hex = o.mine.choices.map((a) => a.type === "moveUnit" && hexOf(a.unit)).find((x) => typeof x === "number");
      return hex === undefined ? ".ds-map .hex.hit" : `.ds-map .hex[data-hex="${hex}"]`;
    },
    picked: () => "#decision .selection",
  },
};

/**
 * In the page: the smallest text and the smallest target the board draws, in CSS px. Text is every
 * SVG text (or tspan) with words of its own that is shown; a target every piece made a button
 * (role=button) and every HTML button on the board.
 */
function measure() {
  const shown = (el) => {
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) {
      const cs = getComputedStyle(e);
      if (cs.display === "none" || cs.visibility === "hidden" || Number(cs.opacity) === 0) return false;
    }
    return true;
  };
  const name = (el) => {
    const key = el.closest("[data-key]")?.dataset.key;
    const svg = el.closest("svg");
    return `${key ?? el.textContent.trim().slice(0, 24)} in svg.${svg?.getAttribute("class") ?? "?"}`;
  };
  const texts = [...document.querySelectorAll("#board svg text, #board svg tspan")]
    .filter((el) => [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim()) && shown(el))
    .map((el) => ({ h: el.getBoundingClientRect().height, what: `"${el.textContent.trim().slice(0, 24)}" (${name(el)})` }))
    .filter((t) => t.h > 0)
    .sort((a, b) => a.h - b.h);
  const targets = [...document.querySelectorAll('#board [role="button"], #board button')]
    .filter(shown)
    .map((el) => {
      const r = el.getBoundingClientRect();
      return { w: r.width, h: r.height, what: name(el) };
    })
    .filter((t) => t.w > 0)
    .sort((a, b) => Math.min(a.w, a.h) - Math.min(b.w, b.h));
  return { text: texts[0] ?? null, target: targets[0] ?? null, texts: texts.length, targets: targets.length };
}

const round = (x) => Math.round(x * 10) / 10;
const figures = (m) =>
  `text ${round(m.text.h)} px (${m.text.what}), target ${round(m.target.w)} × ${round(m.target.h)} px (${m.target.what}); ${m.texts} texts, ${m.targets} targets`;

test("Boards on a phone: zoomed in, text ≥ 11 CSS px and targets ≥ 24 × 24 CSS px, and a tap picks its piece", {
  timeout: 240_000,
}, async () => {
  const api = apiClient(shared.server.base);
  // A game follows its seed: the rare one that ends before the position wanted is started again.
  const reach = async (kind, { until }) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const { id, players } = await api.twoPlayerGame(kind);
      const o = await api.advance(id, players, until).catch(() => null);
      if (o) return { ...o, id };
    }
    assert.fail(`${kind}: no game reached the position to look at`);
  };
  const kinds = Object.entries(POSITIONS);
  const reached = await Promise.all(kinds.map(([kind, position]) => reach(kind, position)));
  const report = [];
  const failures = [];
  for (const [i, [kind, position]] of kinds.entries()) {
    const o = reached[i];
    const page = await newPlayerPage(shared.browser, shared.server.base, PHONE, { hasTouch: true, isMobile: true });
    await openAs(page, o.player, o.id);
    await page.waitForSelector(`[data-board="${kind}"] ${position.target(o)}`);
    const fitted = await page.evaluate(measure);
    report.push(`${kind}, fitted: ${figures(fitted)}`);

    // The board's zoom control, as a player finds it; a board without one must do as it is.
    const zoom = page.locator("#board").getByRole("button", { name: /zoom in/i });
    const zooms = (await zoom.count()) > 0;
    if (zooms) await zoom.first().click();
    const zoomed = zooms ? await page.evaluate(measure) : fitted;
    if (zooms) report.push(`${kind}, zoomed: ${figures(zoomed)}`);
    if (zoomed.text.h < MIN_TEXT) failures.push(`${kind}: text ${round(zoomed.text.h)} px high: ${zoomed.text.what}`);
    if (Math.min(zoomed.target.w, zoomed.target.h) < MIN_TARGET)
      failures.push(`${kind}: a target ${round(zoomed.target.w)} × ${round(zoomed.target.h)} px: ${zoomed.target.what}`);
    // The page itself does not scroll sideways: the zoomed board scrolls in its own box.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > PHONE.width) failures.push(`${kind}: the page is ${width} px wide on a ${PHONE.width} px phone`);

    if (zooms) {
      // The choice is kept for the kind (the page opened again is zoomed), and the box that
      // scrolls is reached by the keyboard, with a name.
      await page.reload();
      await page.waitForSelector(`#board.zoomed [data-board="${kind}"] ${position.target(o)}`);
      assert.equal(
        await page
          .locator("#board")
          .getByRole("button", { name: /zoom in/i })
          .getAttribute("aria-pressed"),
        "true",
      );
      const box = page.locator("#board .zoom-box").first();
      assert.equal(await box.getAttribute("tabindex"), "0", `${kind}: the zoomed map's box takes the focus`);
      assert.match((await box.getAttribute("aria-label")) ?? "", /zoomed in/, `${kind}: the box says what it is`);
    }
    // One real tap (a touch, where the zoomed board may have been scrolled to bring it in view).
    const target = page.locator(`[data-board="${kind}"] ${position.target(o)}`).first();
    await target.scrollIntoViewIfNeeded();
    await target.tap();
    try {
      await page.waitForSelector(position.picked(o), { timeout: 5000 });
    } catch {
      failures.push(`${kind}: a tap on ${position.target(o)} did not pick it`);
    }
    // What the zoomed board shows still has its contrast (the check reads what is in view), and
    // axe finds nothing serious in the zoomed page (the scrolling box is reached by keyboard…).
    const seen = await boardContrast(page, kind);
    failures.push(...seen.failures.map((f) => `${kind} zoomed: ${f}`));
    const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    for (const v of violations.filter((x) => x.impact === "serious" || x.impact === "critical"))
      failures.push(`${kind} zoomed: axe ${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    assert.deepEqual(page.errors, [], `${kind}: no error in the page`);
    await page.context().close();
  }
  console.log(`Boards at ${PHONE.width} × ${PHONE.height}:\n  ${report.join("\n  ")}`);
  assert.ok(failures.length === 0, `${failures.join("\n")}\n\nmeasured:\n  ${report.join("\n  ")}`);
});
