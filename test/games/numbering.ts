// One numbering check for every game that keeps its rules in a rulebook.ts RULE table: every rule
// id is named in the title of at least one it() (a describe title alone does not count), the
// README maps every id in a row of its own and lists every violation code, and every violation
// the source builds cites RULE.*, directly or through a constant or a table whose every value does.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { closing, idOf, itTitles, names, stringEnd } from "./titles";

function sourceFiles(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory()
      ? sourceFiles(join(dir, d.name))
      : d.name.endsWith(".ts")
        ? [{ file: join(dir, d.name), text: readFileSync(join(dir, d.name), "utf8") }]
        : [],
  );
}

/** Top-level comma-separated arguments of the call whose "(" is at `open`. */
function args(text: string, open: number): string[] {
  const end = closing(text, open) - 1;
  const out: string[] = [];
  let start = open + 1;
  for (let i = start; i < end; i++) {
    const c = text[i]!;
    if (c === '"' || c === "'" || c === "`") i = stringEnd(text, i) - 1;
    else if (c === "(" || c === "[" || c === "{") i = closing(text, i) - 1;
    else if (c === ",") {
      out.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(text.slice(start, end).trim());
  return out;
}

/** The values a rule expression can take: the branches of its conditionals. */
function leaves(expr: string): string[] {
  let e = expr.trim();
  while (e.startsWith("(") && closing(e, 0) === e.length) e = e.slice(1, -1).trim();
  let question = -1;
  for (let i = 0; i < e.length && question < 0; i++) {
    const c = e[i]!;
    if (c === '"' || c === "'" || c === "`") i = stringEnd(e, i) - 1;
    else if (c === "(" || c === "[" || c === "{") i = closing(e, i) - 1;
    else if (c === "?" && (e[i + 1] === "?" || e[i + 1] === ".")) i++;
    else if (c === "?") question = i;
  }
  if (question < 0) return [e];
  let depth = 0;
  for (let i = question + 1; i < e.length; i++) {
    const c = e[i]!;
    if (c === '"' || c === "'" || c === "`") i = stringEnd(e, i) - 1;
    else if (c === "(" || c === "[" || c === "{") i = closing(e, i) - 1;
    else if (c === "?" && (e[i + 1] === "?" || e[i + 1] === ".")) i++;
    else if (c === "?") depth++;
    else if (c === ":" && depth > 0) depth--;
    else if (c === ":") return [...leaves(e.slice(question + 1, i)), ...leaves(e.slice(i + 1))];
  }
  throw new Error(`no ":" for the "?" in ${expr}`);
}

/** The RULE keys a rule expression at `at` in `text` can cite, or the reason it cites something else. */
function citedKeys(text: string, at: number, expr: string): string[] {
  return leaves(expr).flatMap((leaf) => {
    const direct = /^RULE\.(\w+)$/.exec(leaf);
    if (direct) return [direct[1]!];
    const table = /^(\w+)\[[^\]]+\]$/.exec(leaf);
    if (table) {
      const def = new RegExp(`const ${table[1]}\\b[^=]*=\\s*\\{`).exec(text);
      if (!def) throw new Error(`no table ${table[1]}`);
      const body = text.slice(def.index + def[0].length - 1, closing(text, def.index + def[0].length - 1));
      const values = [...body.slice(1, -1).matchAll(/\w+\s*:\s*([^,\n]+)/g)].map((v) => v[1]!.trim());
      expect(values.length, `${table[1]} is empty`).toBeGreaterThan(0);
      return values.flatMap((v) => citedKeys(text, def.index, v));
    }
    if (/^\w+$/.test(leaf)) {
      const defs = [...text.slice(0, at).matchAll(new RegExp(`const ${leaf}\\s*=`, "g"))];
      const def = defs[defs.length - 1];
      if (!def) throw new Error(`no const ${leaf} before ${at}`);
      const from = def.index + def[0].length;
      return citedKeys(text, def.index, text.slice(from, text.indexOf(";", from)));
    }
    throw new Error(`a violation cites ${leaf}, which is not RULE.*`);
  });
}

function violations(src: string): { code: string; keys: string[] }[] {
  return sourceFiles(src).flatMap(({ file, text }) =>
    [...text.matchAll(/\bviolation\(/g)].map((m) => {
      const [code, rule] = args(text, m.index! + m[0].length - 1);
      const name = /^"([A-Z][A-Z_]*)"$/.exec(code ?? "");
      if (!name) throw new Error(`${file}: a violation whose code is not an UPPER_SNAKE literal: ${code}`);
      return { code: name[1]!, keys: citedKeys(text, m.index!, rule ?? "") };
    }),
  );
}

export interface NumberingOptions {
  /** The rule id that sets the numbering out in the book, e.g. "IS 10.1": it heads the titles. */
  rule: string;
  /** The game's RULE table: key → "IS 2.1 Ship Records". */
  RULE: Record<string, string>;
  /** The game's id: its tests are in test/games/<kind>/, its source and README in src/games/<kind>/. */
  kind: string;
  /** Lower bounds that show the readers found what they should (a parser gone blind finds nothing). */
  atLeast: { titles: number; violations: number };
  /** Where the tests and the source (with its README) are, when not test/games/<kind>/ and src/games/<kind>/ (the example game of docs/ARCHITECTURE.md). */
  folders?: { tests: string; src: string };
}

export function numberingSuite({ rule, RULE, kind, atLeast, folders }: NumberingOptions): void {
  const tests = folders?.tests ?? fileURLToPath(new URL(`./${kind}/`, import.meta.url));
  const src = folders?.src ?? fileURLToPath(new URL(`../../src/games/${kind}/`, import.meta.url));
  const readme = readFileSync(join(src, "README.md"), "utf8");
  const prefix = rule.split(" ")[0]!;
  describe(`${rule} the numbering is complete`, () => {
    it(`${rule} titles are read from every it(), and an id is not named by a longer id or by a range starting with it`, () => {
      expect(itTitles(tests).length).toBeGreaterThan(atLeast.titles);
      expect(names(`${prefix} 2.10 notes`, `${prefix} 2.1`)).toBe(false);
      expect(names(`${prefix} 2.2–2.9 ranges`, `${prefix} 2.2`)).toBe(false);
      expect(names(`${prefix} 4.4 / 4.5 phases`, `${prefix} 4.4`)).toBe(true);
      expect(names(`${prefix} 9 designs`, `${prefix} 9`)).toBe(true);
      expect(names(`${prefix} 9.1 designs`, `${prefix} 9`)).toBe(false);
    });

    it(`${rule} every rule id of the rulebook is named in the title of some it()`, () => {
      const titles = itTitles(tests);
      const missing = Object.values(RULE).filter((full) => !titles.some((t) => names(t, idOf(full))));
      expect(missing).toEqual([]);
    });

    it(`${rule} the README maps every rule id in a row of its own`, () => {
      const missing = Object.values(RULE).filter((full) => !readme.includes(`| ${idOf(full)} |`));
      expect(missing).toEqual([]);
    });

    it(`${rule} every violation the source builds cites a key of RULE, and its code is listed in the README`, () => {
      const all = violations(src);
      expect(all.length).toBeGreaterThan(atLeast.violations);
      const bad = all.filter((v) => v.keys.length === 0 || v.keys.some((k) => !(k in RULE)));
      expect(bad).toEqual([]);
      const unlisted = [...new Set(all.map((v) => v.code))].filter((code) => !readme.includes(`\`${code}\``));
      expect(unlisted).toEqual([]);
    });
  });
}
