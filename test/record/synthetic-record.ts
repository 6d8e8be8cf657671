// Writes a record (format starpost-game/1) whose dice come from the engine's own Rng, with every
// kind of draw — dice of many sizes, coins, shuffles of every small length, picks among 1 to 40
// items anywhere in an entry, and set-up draws — in far more variety than a short real game
// rolls. The Python verifier must accept it: this holds docs/RECORD.md's derivation to the code
// for draws real smoke games seldom make. Its actions and events are placeholders (no rules run),
// so only the dice checks apply to it. With --older it writes the record as a server from before
// set-up draws and picks' ranges were recorded would have (RECORD.md §2.4).
//   npx tsx test/record/synthetic-record.ts [--older] > synthetic.json
import { gameSeed, Rng, seedCommitment, type DieRoll } from "../../src/engine/rng";

const serverSeed = "synthetic0server0seed0for0the0record0spec0cross0check";
const entropy = ["", "ünïcode ☄ and \ud800 a lone surrogate", "a:b|c#0"];
const seed = gameSeed(serverSeed, entropy);
const seats = ["a", "b", "c"];

const older = process.argv.includes("--older");
/** In the older format a pick has no range and the set-up's draws are not recorded. */
const asWritten = (rolls: DieRoll[]): DieRoll[] => (older ? rolls.map(({ of: _of, ...roll }) => roll) : rolls);

const setup = new Rng(seed, "setup");
setup.shuffle(
  Array.from({ length: 52 }, (_, k) => k),
  "set-up: a deck",
);
setup.pick(seats, "set-up: who starts");
setup.roll(6, "set-up: a public die");
setup.pick(
  Array.from({ length: 17 }, (_, k) => k),
  "set-up: a secret pick",
  true,
);
setup.roll(20, "set-up: after the picks");

const log = [];
for (let version = 1; version <= 60; version++) {
  const rng = new Rng(seed, `action:${version}`);
  for (let i = 0; i < version % 7; i++) {
    const what = (version * 7 + i) % 5;
    if (what === 0) rng.roll([4, 6, 8, 10, 12, 20, 100, 3, 7][(version + i) % 9]!, `die ${i}`);
    else if (what === 1) rng.flip(`coin ${i}`);
    else if (what === 2)
      rng.shuffle(
        Array.from({ length: (version + i) % 60 }, (_, k) => k),
        `shuffle ${i}`,
      );
    else if (what === 3 && i % 2 === 0) rng.roll(6, `hidden die ${i}`, true);
    else if (what === 3)
      rng.pick(
        Array.from({ length: 1 + ((version * 3 + i) % 40) }, (_, k) => k),
        `pick ${i}`,
        version % 3 === 0,
      );
    else rng.roll(2 ** 31 + 11, `a die so large its rejection zone is nearly half the words`);
  }
  if (version % 10 === 0) rng.pick(["x", "y", "z"], "a pick last in its entry", version % 20 === 0);
  const rolls = asWritten(rng.rolls);
  log.push({
    version,
    seat: seats[version % 3]!,
    kind: "action",
    at: new Date(Date.UTC(2026, 0, 1, 0, 0, version)).toISOString(),
    action: { type: "noop" },
    rolls,
    events: [],
  });
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
  ...(older ? {} : { setupRolls: setup.rolls }),
  log,
  outcome: { winners: [], kind: "draw", reason: "synthetic" },
};
process.stdout.write(JSON.stringify(record));
