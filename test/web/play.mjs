// Playing through the web client: read what the page shows, decide with the player's own view
// of the game (the same public API the page uses), and make the move by clicking the board,
// falling back to the choice list only for what the board cannot express.
import assert from "node:assert/strict";

export async function playerOf(page) {
  return page.evaluate(() => JSON.parse(localStorage.getItem("starpost.player")));
}

export async function apiGame(base, page, id, at) {
  const player = await playerOf(page);
  const res = await fetch(`${base}/v1/games/${id}${at === undefined ? "" : `?at=${at}`}`, {
    headers: { authorization: `Bearer ${player.apiKey}` },
  });
  assert.equal(res.status, 200);
  return res.json();
}

export async function pageState(page) {
  return page.evaluate(() => ({
    status: document.body.dataset.status,
    version: Number(document.body.dataset.version ?? -1),
    prompt: document.querySelector("#decision")?.dataset.prompt ?? "",
    active: document.querySelector("#decision")?.classList.contains("active") ?? false,
  }));
}

/** The action the page has ready to send (null if none). */
export async function readyAction(page) {
  const json = await page
    .locator("#decision .ready[data-action]")
    .getAttribute("data-action", { timeout: 1000 })
    .catch(() => null);
  return json ? JSON.parse(json) : null;
}

/**
 * Makes `action` the page's ready move: first by the board clicks `clicks` performs, then, if the
 * page has not arrived at exactly that action, by its button in the choice list. Returns whether
 * the board clicks alone got there.
 */
export async function makeReady(page, action, clicks) {
  const json = JSON.stringify(action);
  if (clicks) await clicks();
  if (JSON.stringify(await readyAction(page)) === json) return true;
  const button = () => page.locator(`#decision .choice[data-action='${json.replace(/'/g, "\\'")}']`);
  if ((await button().count()) === 0) await page.keyboard.press("Escape");
  await button().click();
  assert.equal(JSON.stringify(await readyAction(page)), json);
  return false;
}

/** Sends the ready move once the dry run has said it is legal, and waits for the new version. */
export async function send(page) {
  const before = (await pageState(page)).version;
  await page.locator("#decision .dry.ok").waitFor({ timeout: 30_000 });
  await page.locator("#send").click();
  await page.waitForFunction((v) => Number(document.body.dataset.version) > v || document.body.dataset.status === "finished", before, {
    timeout: 45_000,
  });
}

/**
 * Plays until the game is over: whichever page owes a decision moves, by `move(page, game)`.
 * `every(n)` runs after each move (checks, screenshots). `idleMs`: how long nobody may move (a
 * built-in opponent thinking counts as nobody) before the game is called stuck.
 */
export async function playToTheEnd(base, id, pages, move, { maxMoves = 2000, every = async () => {}, idleMs = 120_000 } = {}) {
  let moves = 0;
  let idle = 0;
  for (;;) {
    let acted = false;
    for (const page of pages) {
      const st = await pageState(page);
      if (st.status === "finished") {
        for (const p of pages) await p.waitForFunction(() => document.body.dataset.status === "finished", null, { timeout: 45_000 });
        return moves;
      }
      if (!st.active) continue;
      const game = await apiGame(base, page, id);
      if (game.version !== st.version || game.status !== "active") continue; // the page is about to catch up
      const mine = game.pending.find((p) => p.seat === game.you.seat);
      if (!mine) continue;
      await move(page, game, mine);
      moves++;
      acted = true;
      await every(moves, page, game);
      assert.ok(moves < maxMoves, `no end after ${maxMoves} moves`);
    }
    if (!acted) {
      idle++;
      assert.ok(idle < idleMs / 100, `nobody could move for ${idleMs / 1000} s`);
      await new Promise((r) => setTimeout(r, 100));
    } else idle = 0;
  }
}

export const pickOne = (list, rnd = Math.random) => list[Math.floor(rnd() * list.length)];

/** A small seeded generator, so a failing run can be replayed with the same seed. */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
