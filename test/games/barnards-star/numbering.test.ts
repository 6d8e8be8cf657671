// Every rule id of the numbering (README.md) is named by at least one test title and mapped in
// the README, and every violation the engine can return cites a rule id of that numbering.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { RULE } from "../../../src/games/barnards-star/rulebook";

const here = dirname(fileURLToPath(import.meta.url));
const src = join(here, "../../../src/games/barnards-star");
const idOf = (full: string) => full.split(" ").slice(0, 2).join(" ");

function titles(): string {
  return readdirSync(here)
    .filter((f) => f.endsWith(".test.ts"))
    .map((f) => readFileSync(join(here, f), "utf8"))
    .join("\n")
    .split("\n")
    .filter((line) => /\b(it|describe)\(/.test(line))
    .join("\n");
}

function sources(dir: string): string {
  return readdirSync(dir, { withFileTypes: true })
    .map((d) => (d.isDirectory() ? sources(join(dir, d.name)) : d.name.endsWith(".ts") ? readFileSync(join(dir, d.name), "utf8") : ""))
    .join("\n");
}

describe("BS numbering", () => {
  it("BS 20.1 every rule id is named in some test title", () => {
    const all = titles();
    for (const full of Object.values(RULE)) expect(all.includes(`${idOf(full)} `), idOf(full)).toBe(true);
  });

  it("BS 20.1 the README maps every rule id", () => {
    const readme = readFileSync(join(src, "README.md"), "utf8");
    for (const full of Object.values(RULE)) expect(readme.includes(idOf(full)), full).toBe(true);
  });

  it("BS 20.1 every violation cites a rule of the numbering and every code is listed in the README", () => {
    const code = sources(src);
    const readme = readFileSync(join(src, "README.md"), "utf8");
    const calls = [...code.matchAll(/violation\(\s*"([A-Z_]+)",\s*RULE\.(\w+)/g)];
    expect(calls.length).toBeGreaterThan(50);
    for (const [, name, rule] of calls) {
      expect(RULE[rule as keyof typeof RULE], `${name} cites RULE.${rule}`).toBeDefined();
      expect(readme.includes(`\`${name}\``), `${name} in README`).toBe(true);
    }
    // No violation is built any other way.
    expect([...code.matchAll(/violation\(/g)].length).toBe(calls.length + [...code.matchAll(/violation\(\s*"[A-Z_]+",\s*PROMPT_RULE/g)].length);
  });
});
