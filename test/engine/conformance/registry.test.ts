// Every registered game has its conformance file here, so none escapes the suite, and its rule
// book for the rule-coverage report (test/coverage/books.ts reads it for every registered game).
import { readdirSync } from "node:fs";
import { expect, it } from "vitest";
import { games } from "../../../src/games/registry";
import { BOOKS } from "../../coverage/books";

it("every registered game has a conformance suite file", () => {
  const files = readdirSync(new URL(".", import.meta.url)).filter((f) => f.endsWith(".test.ts"));
  for (const game of games) expect(files).toContain(`${game.id}.test.ts`);
});

it("every registered game has a rule book with rules and their evidence", () => {
  expect(BOOKS.map((b) => b.game.id)).toEqual(games.map((g) => g.id));
  for (const book of BOOKS) expect(Object.keys(book.RULE).length, book.game.id).toBeGreaterThan(0);
});
