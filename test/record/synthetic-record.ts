// Writes a record (format starpost-game/1) whose dice come from the engine's own Rng, with every
// kind of draw — dice of many sizes, coins, shuffles of every small length, and a pick last in
// its entry — in far more variety than a short real game rolls. The Python verifier must accept
// it: this holds docs/RECORD.md's derivation to the code for draws real smoke games seldom make.
// Its actions and events are placeholders (no rules run), so only the dice checks apply to it.
//   npx tsx test/record/synthetic-record.ts > synthetic.json
import { gameSeed, Rng, seedCommitment, type DieRoll } from "../../src/engine/rng";

const serverSeed = "synthetic0server0seed0for0the0record0spec0cross0check";
const entropy = ["", "ünïcode ☄ and \ud800 a lone surrogate", "a:b|c#0"];
const seed = gameSeed(serverSeed, entropy);
const seats = ["a", "b", "c"];

const log = [];
for (let version = 1; version <= 60; version++) {
  const rng = new Rng(seed, `action:${version}`);
  for (let i = 0; i < version % 7; i++) {
    const what = (version * 7 + i) % 5;
    if (what === 0) rng.roll([4, 6, 8, 10, 12, 20, 100, 3, 7][(version + i) % 9]!, `die ${i}`);
    else if (what === 1) rng.flip(`coin ${i}`);
    else if (what === 2) rng.shuffle(Array.from({ length: (version + i) % 60 }, (_, k) => k), `shuffle ${i}`);
    else if (what === 3) rng.roll(6, `hidden die ${i}`, true);
    else rng.roll(2 ** 31 + 11, `a die so large its rejection zone is nearly half the words`);
  }
  if (version % 10 === 0) rng.pick(["x", "y", "z"], "a pick: its range is not in the record", version % 20 === 0);
  const rolls: DieRoll[] = rng.rolls;
  log.push({ version, seat: seats[version % 3]!, kind: "action", at: new Date(Date.UTC(2026, 0, 1, 0, 0, version)).toISOString(), action: { type: "noop" }, rolls, events: [] });
}

const record = {
  format: "starpost-game/1",
  id: "synthetic0000000",
  kind: "synthetic",
  rulesVersion: "0",
  options: {},
  seats: seats.map((seat) => ({ seat, playerId: null, name: null })),
  seedCommitment: seedCommitment(serverSeed),
  entropy,
  serverSeed,
  createdAt: new Date(Date.UTC(2026, 0, 1)).toISOString(),
  status: "finished",
  version: log.length,
  log,
  outcome: { winners: [], kind: "draw", reason: "synthetic" },
};
process.stdout.write(JSON.stringify(record));
