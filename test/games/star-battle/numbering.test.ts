// Every rule id of the numbering (README.md) is named by at least one test title, and every
// violation the engine can return cites a rule id of that numbering.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { RULE } from "../../../src/games/star-battle/rulebook";
import { stage2 } from "./helpers";

const here = dirname(fileURLToPath(import.meta.url));
const src = join(here, "../../../src/games/star-battle");

function titles(): string {
  return readdirSync(here)
    .filter((f) => f.endsWith(".test.ts"))
    .map((f) => readFileSync(join(here, f), "utf8"))
    .join("\n")
    .split("\n")
    .filter((line) => /\b(it|describe)\(/.test(line))
    .join("\n");
}

describe("SB numbering", () => {
  it("SB 0.3 every rule id is named in some test title", () => {
    const all = titles();
    for (const full of Object.values(RULE)) {
      const id = full.split(" ").slice(0, 2).join(" ");
      expect(all.includes(`${id} `), id).toBe(true);
    }
  });

  it("SB 0.3 the README maps every rule id", () => {
    const readme = readFileSync(join(src, "README.md"), "utf8");
    for (const full of Object.values(RULE)) expect(readme.includes(full.split(" ").slice(0, 2).join(" ")), full).toBe(true);
  });

  it("SB T2 Table 2: each lord has two kinds of token, Scouts and Dreadnoughts, counted apart", () => {
    const s = stage2({ cells: [{ at: [0, 0], card: "QC", ships: { lord1: [2, 1], lord2: [0, 3] } }] });
    expect(s.chart["0,0"]!.ships).toEqual({ lord1: { scouts: 2, dreadnoughts: 1 }, lord2: { scouts: 0, dreadnoughts: 3 } });
  });
});
