// Issue 21's "done when" in the browser: every kind is created from the lobby's new-game form with
// the other seat given to the built-in opponent, and played to its end on the game page by a
// person who clicks one of the listed choices (or, where a decision lists none, asks Suggest) and
// sends it; the opponent answers from the room's alarm, and the page ends on the final status.
// Each kind plays once against each searching level; the options are the shortest the books allow.
// Run with `node --import tsx --test test/web/opponent-play.test.mjs`.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { launchBrowser, newPlayerPage, register, startServer } from "./helpers.mjs";
import { pageState, pickOne, playerOf, playToTheEnd, readyAction, seeded, send } from "./play.mjs";

let server, browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * Every kind against both searching levels (issue 21: "played to the end by a person against
 * `standard` and `strong` … through the web client"): its lobby form's option fields (number
 * inputs, or JSON in a text box for the nullable and object options) and the person's seat, chosen
 * (as in test/api/opponents-levels.test.ts) to leave the opponent the fewest decisions.
 */
const KINDS = [
  { kind: "star-battle", seat: "lord1", fields: { turnLimit: "10" } },
  { kind: "last-starfighter", seat: "pilot1", fields: { turnLimit: "5" } },
  { kind: "iron-stars", seat: "britain", fields: { turns: "1" } },
  {
    kind: "barnards-star",
    seat: "naronian",
    fields: { turnLimit: "4", naronianPoints: "10", terranBowl: '{"DN":0,"BB":0,"BC":0,"DD":0,"TN":1,"jumpTN":0}' },
  },
  { kind: "double-star", seat: "chinese", fields: { turnLimit: "2" } },
];
const CASES = ["standard", "strong"].flatMap((level) => KINDS.map((k) => ({ ...k, level })));

/** Fills the new-game form: kind, options, the person's seat, every other seat to the opponent at `level`. */
async function createFromLobby(page, { kind, level, seat, fields }) {
  await page.selectOption("#kind", kind);
  for (const [name, value] of Object.entries(fields)) await page.fill(`#opt-${name}`, value);
  await page.waitForSelector(`#seat option[value="${seat}"]`, { state: "attached" });
  await page.selectOption("#seat", seat);
  const others = await page.$$eval(
    "#create-form select[data-seat]",
    (els, mine) => els.map((e) => e.dataset.seat).filter((s) => s !== mine),
    seat,
  );
  assert.ok(others.length > 0);
  for (const other of others) await page.selectOption(`#opponent-${other}`, level);
  await page.click("#create-form button[type=submit]");
  await page.waitForURL(/\/game\?id=/);
  return { id: new URL(page.url()).searchParams.get("id"), others };
}

for (const [n, c] of CASES.entries()) {
  test(`${c.kind} against ${c.level}, created from the lobby and played to its end in the page`, { timeout: 1_200_000 }, async () => {
    const began = Date.now();
    const page = await newPlayerPage(browser, server.base);
    await register(page, "Solo");
    const { id, others } = await createFromLobby(page, c);
    // Every other seat is the opponent's: the game starts at once.
    await page.waitForSelector("body[data-status=active], body[data-status=finished]", { timeout: 60_000 });
    assert.match(await page.locator("#seats").textContent(), new RegExp(`built-in opponent, ${c.level}`));

    const rnd = seeded(4200 + n);
    let clicked = 0;
    let suggested = 0;
    let raced = 0;
    const moves = await playToTheEnd(
      server.base,
      id,
      [page],
      async (p, game) => {
        // A listed choice, clicked; where the decision lists none, the page's Suggest fills one in.
        const buttons = await p.locator("#decision .choice").all();
        if (buttons.length) {
          await pickOne(buttons, rnd).click();
          clicked++;
        } else {
          await p.click("#suggest");
          await p.waitForFunction(() => document.querySelector("#decision .ready[data-action]"), null, { timeout: 120_000 });
          suggested++;
        }
        // The opponent may answer a decision owed at the same time as the person's (Double Star's
        // purchases): the page then shows the new version and drops the half-made move, which the
        // person makes again from it.
        const moved = async () => (await pageState(p)).version !== game.version;
        if (!(await readyAction(p))) {
          assert.ok(await moved(), "a move is ready to send");
          raced++;
          return;
        }
        try {
          await send(p);
        } catch (err) {
          if (!(await moved())) throw err;
          raced++;
        }
      },
      // A strong opponent may think for a while between the person's moves on a busy machine.
      { idleMs: 600_000 },
    );

    // The page ends on the final status, with the outcome in its headline.
    await page.waitForSelector("body[data-status=finished]", { timeout: 60_000 });
    assert.match(await page.locator("#headline").textContent(), /^Game over/);
    assert.equal((await pageState(page)).status, "finished");

    const me = await playerOf(page);
    const res = await fetch(`${server.base}/v1/games/${id}/events?limit=500`, { headers: { authorization: `Bearer ${me.apiKey}` } });
    const entries = (await res.json()).entries;
    const theirs = entries.filter((e) => others.includes(e.seat) && e.kind === "action");
    assert.ok(theirs.length > 0, "the opponent moved");
    for (const e of theirs) assert.deepEqual(e.opponent, { level: c.level });
    // The person moved by play alone: no resignation.
    assert.equal(entries.filter((e) => e.kind === "resign").length, 0);
    assert.deepEqual(
      page.errors.filter((e) => !/status of 4\d\d/.test(e)),
      [],
    );
    console.log(
      `[opponent-play] ${JSON.stringify({ kind: c.kind, level: c.level, moves, clicked, suggested, raced, opponentMoves: theirs.length, seconds: Math.round((Date.now() - began) / 1000) })}`,
    );
    await page.context().close();
  });
}
