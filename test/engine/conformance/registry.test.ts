// Every registered game has its conformance file here, so none escapes the suite.
import { readdirSync } from "node:fs";
import { expect, it } from "vitest";
import { games } from "../../../src/games/registry";

it("every registered game has a conformance suite file", () => {
  const files = readdirSync(new URL(".", import.meta.url)).filter((f) => f.endsWith(".test.ts"));
  for (const game of games) expect(files).toContain(`${game.id}.test.ts`);
});
