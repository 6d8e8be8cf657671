// `npm run coverage:rules`: how often each rule of each game is seen at work in seeded playouts,
// and which scenario test (test/api/scenarios/, over HTTP) covers it. The evidence of each rule is
// the EVIDENCE table at the end of its game's rulebook.ts.
//   tsx test/coverage/rules.ts [--playouts N per game] [--kind id] [--check]
// --check exits non-zero when a rule is seen neither in a playout nor in a scenario test's title.
// It lives beside the fuzzer (test/fuzz/) because it plays games the same way, in-process, and reads
// the test titles; it measures coverage, not speed, so it is not a bench/ table.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { idOf, itTitles, names } from "../games/titles";
import { BOOKS, optionSets, type Book } from "./books";
import { playout } from "./playout";
import { Tally, type RuleCount } from "./tally";

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const playouts = arg("playouts") !== undefined ? Number(arg("playouts")) : null;
const only = arg("kind");
const check = process.argv.includes("--check");
if (playouts !== null && !(Number.isInteger(playouts) && playouts > 0)) throw new Error("--playouts takes a positive whole number");

const GAPS = fileURLToPath(new URL("known-gaps.txt", import.meta.url));
const SCENARIOS = fileURLToPath(new URL("../api/scenarios/", import.meta.url));
const scenarioTitles = itTitles(SCENARIOS);

/** The scenario test titles that name a rule's id. */
const scenariosOf = (rule: RuleCount) => scenarioTitles.filter((t) => names(t, idOf(rule.title)));

function play(book: Book): { tally: Tally; seconds: number } {
  const began = Date.now();
  const tally = new Tally(book.RULE, book.EVIDENCE);
  const sets = optionSets(book.game);
  const n = playouts ?? book.playouts;
  for (let i = 0; i < n; i++) {
    playout(book.game, sets[i % sets.length], `coverage-${book.game.id}-${i}`, tally.watcher, { probes: true });
    tally.end();
  }
  return { tally, seconds: (Date.now() - began) / 1000 };
}

function seenAs(rule: RuleCount): string {
  if (!rule.hasEvidence) return "NO EVIDENCE LISTED";
  const parts = [...rule.seen].sort((a, b) => b[1] - a[1]).map(([how, n]) => `${how} ×${n}`);
  if (rule.refusalCounts && rule.refused) parts.push(`refusals ×${rule.refused}`);
  return parts.join("; ") || "—";
}

const cell = (text: string) => text.replace(/\|/g, "\\|");
const short = (text: string, max = 70) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const summary: string[] = [];
const never: string[] = [];
for (const book of BOOKS.filter((b) => !only || b.game.id === only)) {
  const { tally, seconds } = play(book);
  console.log(
    `\n## ${book.game.title} (${book.game.id}): ${tally.playouts} playouts, ${tally.steps} steps, ${optionSets(book.game).length} option sets, ${seconds.toFixed(1)} s\n`,
  );
  console.log("| rule | fired in playouts (games) | refusals met | seen as | scenario test |");
  console.log("|---|---|---|---|---|");
  let seen = 0;
  let scenarioOnly = 0;
  let missing = 0;
  let noEvidence = 0;
  for (const rule of tally.rules) {
    const scenarios = scenariosOf(rule);
    const inPlay = Tally.seen(rule);
    if (inPlay) seen++;
    else if (scenarios.length) scenarioOnly++;
    else {
      missing++;
      never.push(rule.title);
    }
    if (!rule.hasEvidence) noEvidence++;
    console.log(
      `| ${cell(rule.title)} | ${rule.fired} (${rule.games}) | ${rule.refused} | ${cell(seenAs(rule))} | ${cell(scenarios.length ? short(scenarios[0]!) : inPlay ? "" : "NONE")} |`,
    );
  }
  summary.push(
    `| ${book.game.id} | ${tally.rules.length} | ${tally.playouts} | ${seen} | ${scenarioOnly} | ${missing} | ${noEvidence} | ${seconds.toFixed(0)} |`,
  );
}

console.log("\n## Summary\n");
console.log("| game | rule ids | playouts | seen in playouts | only in a scenario test | in neither | no evidence listed | seconds |");
console.log("|---|---|---|---|---|---|---|---|");
for (const line of summary) console.log(line);
if (never.length)
  console.log(`\nSeen neither in a playout nor in a scenario test (${never.length}):\n${never.map((t) => `  ${t}`).join("\n")}`);
if (check) {
  // A ratchet: the ids still waiting for a scenario test are listed in known-gaps.txt (issue 16).
  // A new gap fails, and so does a listed id that is now covered (strike it from the list).
  const listed = new Set(
    readFileSync(GAPS, "utf8")
      .split("\n")
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith("#")),
  );
  const ids = never.map((t) => idOf(t));
  const fresh = ids.filter((id) => !listed.has(id));
  const closed = only ? [] : [...listed].filter((id) => !ids.includes(id));
  if (fresh.length) console.error(`\ncoverage:rules --check: seen neither in a playout nor in a scenario test: ${fresh.join(", ")}`);
  if (closed.length) console.error(`\ncoverage:rules --check: now covered, strike from test/coverage/known-gaps.txt: ${closed.join(", ")}`);
  if (fresh.length || closed.length) process.exit(1);
  console.log(`\ncoverage:rules --check: no new gap (${listed.size} known, listed in test/coverage/known-gaps.txt)`);
}
