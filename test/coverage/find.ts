// Finds, offline, a game in which a rule fires: it plays seeded games in-process (as the room would,
// see playout.ts) until one of the rule's signs (its EVIDENCE, refusals and set-up aside) is met,
// and writes the server seed and the moves up to that step as a scenario fixture, which the API
// scenario tests replay over HTTP (test/api/scenarios/).
//   tsx test/coverage/find.ts --kind double-star --rule surfaceStrikes [--name surface-strike]
//     [--options '{"scenario":"raid"}'] [--policy name] [--tries 500] [--where 'e => e.result.kind !== "none"']
// --where narrows the rule's event and outcome signs to those it accepts (a JavaScript function of
// the event and its step, or of the outcome and the final state).
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { GameEvent } from "../../src/engine/contract";
import type { Sign, Step } from "../../src/games/evidence";
import { BOOKS } from "./books";
import { playout } from "./playout";
import { POLICIES } from "./policies";
import { Tally } from "./tally";

const arg = (name: string, fallback?: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? process.argv[i + 1] : fallback;
  if (value === undefined) throw new Error(`--${name} is required`);
  return value;
};
const kind = arg("kind");
const key = arg("rule");
const name = arg("name", key);
const tries = Number(arg("tries", "500"));
const policyName = arg("policy", "");
const book = BOOKS.find((b) => b.game.id === kind);
if (!book) throw new Error(`no game ${kind}`);
if (!book.RULE[key]) throw new Error(`${kind} has no rule ${key}`);
const options = book.game.optionsSchema.parse(JSON.parse(arg("options", "{}")));
const policy = policyName ? POLICIES[policyName] : undefined;
if (policyName && !policy) throw new Error(`no policy ${policyName}; there are ${Object.keys(POLICIES).join(", ")}`);

// Only what happens in play shows the rule here: no refusals, no set-up.
const played = (s: Sign) => "event" in s || "prompt" in s || "outcome" in s;
const narrow = process.argv.includes("--where")
  ? (new Function(`return (${arg("where")})`)() as (e: unknown, step: unknown) => boolean)
  : null;
const signs = (book.EVIDENCE[key] ?? []).filter(played).map((s): Sign => {
  if (!narrow) return s;
  if ("event" in s) return { ...s, where: (e: GameEvent, step: Step) => (!s.where || s.where(e, step)) && narrow(e, step) };
  if ("outcome" in s) return { ...s, outcome: (o, state) => s.outcome(o, state) && narrow(o, state) };
  return s;
});
if (!signs.length) throw new Error(`${book.RULE[key]} has no event, prompt or outcome among its evidence`);

for (let i = 0; i < tries; i++) {
  const serverSeed = `scenario-${name}-${i}`;
  const tally = new Tally({ [key]: book.RULE[key] }, { [key]: signs });
  const rule = tally.rules[0]!;
  const game = playout(book.game, options, serverSeed, tally.watcher, { policy, stop: () => rule.fired > 0 });
  if (rule.fired === 0) continue;
  const file = fileURLToPath(new URL(`../api/scenarios/fixtures/${kind}.${name}.json`, import.meta.url));
  const fixture = {
    kind,
    rule: book.RULE[key],
    serverSeed,
    options: JSON.parse(arg("options", "{}")),
    version: game.version,
    moves: game.moves.map(({ seat, action }) => ({ seat, action })),
  };
  writeFileSync(file, `${JSON.stringify(fixture)}\n`);
  console.log(
    `${book.RULE[key]}: seed ${serverSeed} fires at version ${game.version} after ${game.moves.length} moves; written to ${file}`,
  );
  process.exit(0);
}
console.error(`${book.RULE[key]}: not met in ${tries} games`);
process.exit(1);
