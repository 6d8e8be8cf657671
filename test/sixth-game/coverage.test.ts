// Step 6 of "How to add a sixth game" (docs/ARCHITECTURE.md): the rule-coverage report
// (`npm run coverage:rules`, test/coverage/) sees every rule at work, in seeded playouts or, for a
// rule random play does not reach, in a test named by its id.
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { optionSets } from "../coverage/books";
import { playout } from "../coverage/playout";
import { Tally } from "../coverage/tally";
import { idOf, itTitles, names } from "../games/titles";
import { asteroidNim } from "./asteroid-nim";
import { EVIDENCE, RULE } from "./asteroid-nim/rulebook";

it("AN 1–AN 5 are each seen at work in playouts, or named by a test", { timeout: 60_000 }, () => {
  const tally = new Tally(RULE, EVIDENCE);
  const sets = optionSets(asteroidNim);
  for (let i = 0; i < 30; i++) {
    playout(asteroidNim, sets[i % sets.length], `coverage-asteroid-nim-${i}`, tally.watcher, { probes: true });
    tally.end();
  }
  const titles = itTitles(fileURLToPath(new URL("./", import.meta.url)));
  const unseen = tally.rules.filter((r) => r.fired === 0 && !(r.refusalCounts && r.refused > 0)).map((r) => r.title);
  expect(unseen).toEqual([RULE.resign]);
  expect(titles.some((t) => names(t, idOf(RULE.resign)))).toBe(true);
  expect(tally.rules.find((r) => r.key === "mining")?.refused).toBeGreaterThan(0);
});
