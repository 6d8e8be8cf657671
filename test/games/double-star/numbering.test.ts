// Every rule id of the numbering (README) is named by at least one test title, the README maps
// every id, and every violation the engine returns cites a rule id of the numbering.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { RULE } from "../../../src/games/double-star/rulebook";

const here = dirname(fileURLToPath(import.meta.url));
const src = join(here, "../../../src/games/double-star");

function titles(): string {
  return readdirSync(here)
    .filter((f) => f.endsWith(".test.ts"))
    .map((f) => readFileSync(join(here, f), "utf8"))
    .join("\n")
    .split("\n")
    .filter((line) => /\b(it|describe)\(/.test(line))
    .join("\n");
}

const idOf = (full: string) => full.split(" ").slice(0, 2).join(" ");

describe("DS 11 numbering", () => {
  it("DS 11.6 every rule id is named in some test title", () => {
    const all = titles();
    const missing = Object.values(RULE).filter((full) => !all.includes(`${idOf(full)} `));
    expect(missing).toEqual([]);
  });

  it("DS 11.6 the README maps every rule id", () => {
    const readme = readFileSync(join(src, "README.md"), "utf8");
    const missing = Object.values(RULE).filter((full) => !readme.includes(`| ${idOf(full)} |`));
    expect(missing).toEqual([]);
  });

  it("DS 11.1 every violation in the source cites a rule of the numbering", () => {
    const files = [
      ...readdirSync(src).map((f) => join(src, f)),
      ...readdirSync(join(src, "rules")).map((f) => join(src, "rules", f)),
    ].filter((f) => f.endsWith(".ts"));
    const text = files.map((f) => readFileSync(f, "utf8")).join("\n");
    const cited = [...text.matchAll(/violation\(\s*"[A-Z_]+",\s*(RULE\.\w+)/g)].map((m) => m[1]!.slice(5));
    const refusals = [...text.matchAll(/\[\s*"[A-Z_]+",\s*RULE\.(\w+),/g)].map((m) => m[1]!);
    for (const key of [...cited, ...refusals]) expect(Object.keys(RULE)).toContain(key);
    expect(cited.length + refusals.length).toBeGreaterThan(30);
  });
});
