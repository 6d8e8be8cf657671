// Reading test titles: the title of every it() in a folder's test files, and whether a title
// names a rule id. Shared by the numbering check (numbering.ts) and the rule-coverage report
// (test/coverage/rules.ts), which finds the scenario test of each rule this way.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export const idOf = (full: string) => full.split(" ").slice(0, 2).join(" ");
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Index just past the bracket that closes the one at `open` (strings and comments skipped). */
export function closing(text: string, open: number): number {
  const pairs: Record<string, string> = { "(": ")", "[": "]", "{": "}" };
  const stack: string[] = [];
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' || c === "'" || c === "`") {
      i = stringEnd(text, i) - 1;
      continue;
    }
    if (c === "/" && text[i + 1] === "/") {
      i = text.indexOf("\n", i);
      continue;
    }
    if (c === "/" && text[i + 1] === "*") {
      i = text.indexOf("*/", i) + 1;
      continue;
    }
    if (pairs[c]) stack.push(pairs[c]!);
    else if (c === stack[stack.length - 1]) {
      stack.pop();
      if (stack.length === 0) return i + 1;
    }
  }
  throw new Error(`unclosed bracket at ${open}`);
}

/** Index just past the string literal that starts at `start` (a template's `${…}` skipped whole). */
export function stringEnd(text: string, start: number): number {
  const quote = text[start]!;
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (quote === "`" && text[i] === "$" && text[i + 1] === "{") i = closing(text, i + 1) - 1;
    else if (text[i] === quote) return i + 1;
  }
  throw new Error(`unclosed string at ${start}`);
}

/** The titles of every it() and it.each()() in the test files of `dir` (not describe, skip or todo). */
export function itTitles(dir: string): string[] {
  const out: string[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".test.ts"))) {
    const text = readFileSync(join(dir, file), "utf8");
    for (const m of text.matchAll(/\bit(\.each)?\s*\(/g)) {
      let i = m.index! + m[0].length - 1;
      if (m[1]) i = closing(text, i);
      while (/\s/.test(text[i]!)) i++;
      if (m[1]) {
        if (text[i] !== "(") continue;
        i++;
        while (/\s/.test(text[i]!)) i++;
      } else i++;
      while (/\s/.test(text[i]!)) i++;
      if (!`"'\``.includes(text[i]!)) continue;
      out.push(text.slice(i + 1, stringEnd(text, i) - 1));
    }
  }
  return out;
}

/** Whether a title names the id itself ("IS 2.1" is not named by "IS 2.10" or "IS 2.1–2.9"). */
export function names(title: string, id: string): boolean {
  return new RegExp(`(?<![\\w.])${escapeRegExp(id)}(?![\\w.–-]*\\d)`).test(title);
}
