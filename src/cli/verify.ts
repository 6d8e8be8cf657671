// npm run verify -- <record.json>: re-runs an exported game and checks the seed commitment,
// every roll and the outcome, offline, with the same engine the server runs.
import { readFileSync } from "node:fs";
import { verifyRecord } from "../engine/verify";
import type { GameRecord } from "../service/types";

const file = process.argv[2];
if (!file) {
  console.error("usage: npm run verify -- <exported-game.json>");
  process.exit(2);
}
const record = JSON.parse(readFileSync(file, "utf8")) as GameRecord;
const result = verifyRecord(record);
if (result.verified) {
  console.log(`verified: game ${record.id} (${record.kind}), ${result.entries} entries, ${result.rolls} rolls, outcome matches`);
} else {
  console.error(`NOT verified: game ${record.id ?? "?"}`);
  for (const p of result.problems) console.error(`- ${p}`);
  process.exit(1);
}
