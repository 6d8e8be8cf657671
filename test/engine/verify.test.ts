// Verification of exported records: the promise that the dice were fixed before play.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { gameSeed, Rng, seedCommitment } from "../../src/engine/rng";
import { awaitingSeats, start, step } from "../../src/engine/runner";
import { verifyRecord } from "../../src/engine/verify";
import { starBattle as typed } from "../../src/games/star-battle";
import type { AnyGameModule } from "../../src/engine/contract";
import { gameKind } from "../../src/games/registry";

const starBattle: AnyGameModule = typed;
import type { GameRecord } from "../../src/service/types";

/** Plays a game in-process with its bot and writes the record a finished game's export would hold. */
function finishedRecord(
  serverSeed = "server-seed",
  entropy = ["alice's", "bob's"],
  game: AnyGameModule = starBattle,
  rawOptions: unknown = { battle: "decisive" },
): GameRecord {
  const options = game.optionsSchema.parse(rawOptions);
  const seed = gameSeed(serverSeed, entropy);
  const setup = start(game, options, seed);
  let state = setup.state;
  const log: GameRecord["log"] = [];
  for (let version = 1; !game.outcome(state); version++) {
    const seat = awaitingSeats(game, state)[0]!;
    const action = game.bot(state, seat, new Rng(seed, `bot:${version}`));
    const result = step(game, state, { version, seat, kind: "action", action }, seed);
    if (!result.ok) throw new Error(result.code);
    log.push({ version, seat, kind: "action", at: new Date(0).toISOString(), action, rolls: result.rolls, events: result.events });
    state = result.state;
  }
  return {
    format: "starpost-game/1",
    id: "test",
    kind: game.id,
    rulesVersion: game.rulesVersion,
    options,
    seats: [],
    seedCommitment: seedCommitment(serverSeed),
    entropy,
    serverSeed,
    createdAt: new Date(0).toISOString(),
    status: "finished",
    version: log.length,
    setupRolls: setup.rolls,
    log,
    outcome: game.outcome(state),
  };
}

/** The same record as a server from before `setupRolls` and picks' `of` would have exported it (docs/RECORD.md §2.4). */
function olderFormat(record: GameRecord): GameRecord {
  const { setupRolls: _setup, ...rest } = structuredClone(record);
  for (const entry of rest.log) entry.rolls = entry.rolls.map(({ of: _of, ...roll }) => roll);
  return rest;
}

const doubleStar = gameKind("double-star")!;
/** A Double Star game whose bot draws formations in training: picks in the log (seed found by trying). */
const withPicks = () => finishedRecord("c", ["", ""], doubleStar, { turnLimit: 6 });

describe("verifyRecord", () => {
  it("verifies an honest record: commitment, every roll, the outcome", () => {
    const record = finishedRecord();
    const result = verifyRecord(record);
    expect(result).toMatchObject({ verified: true, entries: record.log.length, problems: [] });
    expect(result.rolls).toBe(record.setupRolls!.length + record.log.reduce((n, e) => n + e.rolls.length, 0));
  });

  it("checks the set-up's dice (the deck's shuffle and the dealer's pick) and refuses a changed one", () => {
    const record = finishedRecord();
    expect(record.setupRolls!.map((r) => r.die)).toEqual(["shuffle", "pick"]);
    expect(verifyRecord(record).rolls).toBe(record.setupRolls!.length + record.log.reduce((n, e) => n + e.rolls.length, 0));
    const changed = structuredClone(record);
    changed.setupRolls![1]!.value = 1 - changed.setupRolls![1]!.value;
    expect(verifyRecord(changed).problems).toEqual(["the set-up's dice differ from the record"]);
    const dropped = { ...structuredClone(record), setupRolls: [] };
    expect(verifyRecord(dropped).problems).toEqual(["the set-up's dice differ from the record"]);
  });

  it("checks a pick's range in the log, and refuses a record that changes it", () => {
    const record = withPicks();
    const entry = record.log.find((e) => e.rolls.some((r) => r.die === "pick"))!;
    expect(verifyRecord(record)).toMatchObject({ verified: true, problems: [] });
    const pick = entry.rolls.find((r) => r.die === "pick")!;
    expect(pick.of).toBeGreaterThan(pick.value);
    pick.of = pick.of! + 1;
    expect(verifyRecord(record).problems).toEqual([
      `entry ${entry.version} (${entry.seat}: ${(entry.action as { type: string }).type}): the dice differ from the record`,
    ]);
  });

  it("still verifies a record exported before set-up dice and picks' ranges were recorded", () => {
    const older = olderFormat(withPicks());
    expect(older.setupRolls).toBeUndefined();
    expect(older.log.some((e) => e.rolls.some((r) => r.die === "pick" && r.of === undefined))).toBe(true);
    expect(verifyRecord(older)).toMatchObject({ verified: true, problems: [] });
    expect(verifyRecord(olderFormat(finishedRecord()))).toMatchObject({ verified: true, problems: [] });
    // An older pick's index is still checked: only the missing range is tolerated.
    const entry = older.log.find((e) => e.rolls.some((r) => r.die === "pick"))!;
    const pick = entry.rolls.find((r) => r.die === "pick")!;
    pick.value += 1;
    expect(verifyRecord(older).problems).toContain(
      `entry ${entry.version} (${entry.seat}: ${(entry.action as { type: string }).type}): the dice differ from the record`,
    );
  });

  it("refuses a seed that does not match the commitment", () => {
    const record = { ...finishedRecord(), serverSeed: "another-seed" };
    expect(verifyRecord(record).problems[0]).toContain("commitment");
  });

  it("notices altered dice, altered entropy and an altered outcome", () => {
    const record = finishedRecord();
    const withRolls = structuredClone(record);
    const entry = withRolls.log.find((e) => e.rolls.length > 0)!;
    entry.rolls[0]!.value = entry.rolls[0]!.value === 1 ? 2 : 1;
    expect(verifyRecord(withRolls).problems.join(" ")).toContain(
      `entry ${entry.version} (${entry.seat}: ${(entry.action as { type: string }).type}): the dice differ`,
    );
    expect(verifyRecord({ ...record, entropy: ["mallory", "bob's"] }).verified).toBe(false);
    expect(verifyRecord({ ...record, outcome: { winners: ["nobody"], kind: "draw", reason: "x" } }).problems).toContain(
      "the outcome differs from the record",
    );
  });

  it("verifies a record whose keys another tool reordered, and still notices a changed nested value", () => {
    const record = finishedRecord();
    const sortKeys = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(sortKeys)
        : v && typeof v === "object"
          ? Object.fromEntries(
              Object.keys(v)
                .sort()
                .reverse()
                .map((k) => [k, sortKeys((v as Record<string, unknown>)[k])]),
            )
          : v;
    const resaved = JSON.parse(JSON.stringify(sortKeys(record))) as GameRecord;
    expect(JSON.stringify(resaved.log.find((e) => e.rolls.length > 0)!.rolls[0])).not.toBe(
      JSON.stringify(record.log.find((e) => e.rolls.length > 0)!.rolls[0]),
    );
    expect(verifyRecord(resaved)).toMatchObject({ verified: true, problems: [] });
    const changed = structuredClone(resaved);
    const withEvent = changed.log.find((e) => e.events.some((ev) => Object.keys(ev).length > 1))!;
    const event = withEvent.events.find((ev) => Object.keys(ev).length > 1) as Record<string, unknown>;
    const field = Object.keys(event).find((k) => k !== "type")!;
    event[field] = { changed: true };
    const index = withEvent.events.indexOf(event as (typeof withEvent.events)[number]);
    const type = (withEvent.action as { type: string }).type;
    expect(verifyRecord(changed).problems).toContain(
      `entry ${withEvent.version} (${withEvent.seat}: ${type}): the events differ from the record (event ${index}: replayed ${event.type}, recorded ${event.type})`,
    );
  });

  it("in play (the operator's check inside a room) names an entry by its version and seat only", () => {
    const record = finishedRecord();
    const withRolls = structuredClone(record);
    const rolled = withRolls.log.find((e) => e.rolls.length > 0)!;
    rolled.rolls[0]!.value = rolled.rolls[0]!.value === 1 ? 2 : 1;
    expect(verifyRecord(withRolls, { inPlay: true }).problems).toContain(
      `entry ${rolled.version} (${rolled.seat}): the dice differ from the record`,
    );
    const withEvents = structuredClone(record);
    const changed = withEvents.log.find((e) => e.events.length > 0)!;
    changed.events[0] = { type: "Tampered" } as never;
    const inPlay = verifyRecord(withEvents, { inPlay: true }).problems;
    expect(inPlay).toContain(`entry ${changed.version} (${changed.seat}): the events differ from the record`);
    expect(inPlay.join(" ")).not.toMatch(/Tampered|event \d/);
    const refused = structuredClone(record);
    refused.log[1]!.seat = refused.log[1]!.seat === "lord1" ? "lord2" : "lord1"; // not this seat's turn
    expect(verifyRecord(refused, { inPlay: true }).problems).toEqual([`entry 2 (${refused.log[1]!.seat}): refused on replay`]);
    expect(verifyRecord(refused).problems[0]).toMatch(/^entry 2 \(\w+: \w+\): refused on replay \(\w+\)$/);
    // An exception's text can quote what it failed on (here the action: "unhandled variant: {…}"):
    // in play, only that it failed.
    const garbled = structuredClone(record);
    garbled.log[1]!.action = { type: "nonsense" };
    expect(verifyRecord(garbled, { inPlay: true }).problems).toEqual(["the record could not be replayed"]);
    expect(verifyRecord(garbled).problems[0]).toMatch(/^the record could not be replayed: .*nonsense/);
  });

  it("refuses a record with no seed (a game still in progress) and a garbled one without throwing", () => {
    expect(verifyRecord({ ...finishedRecord(), serverSeed: null }).verified).toBe(false);
    expect(verifyRecord({ ...finishedRecord(), options: { players: "many" } } as never).verified).toBe(false);
    expect(verifyRecord({ ...finishedRecord(), kind: "chess" }).problems[0]).toContain("unknown game kind");
  });
});

describe("npm run verify -- <file>", () => {
  const run = (file?: string) =>
    spawnSync(process.execPath, ["--import", "tsx", "src/cli/verify.ts", ...(file ? [file] : [])], {
      cwd: new URL("../..", import.meta.url),
      encoding: "utf8",
    });

  it("says verified for an honest record and exits 0; lists the problems and exits 1 for a forged one; usage and 2 without a file", {
    timeout: 60_000,
  }, () => {
    const dir = mkdtempSync(join(tmpdir(), "starpost-verify-"));
    const honest = join(dir, "honest.json");
    const forged = join(dir, "forged.json");
    const record = finishedRecord();
    writeFileSync(honest, JSON.stringify(record));
    writeFileSync(forged, JSON.stringify({ ...record, serverSeed: "another-seed" }));
    const ok = run(honest);
    expect([ok.status, ok.stdout]).toEqual([0, expect.stringContaining(`verified: game test (star-battle), ${record.log.length} entries`)]);
    const bad = run(forged);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/NOT verified[\s\S]*commitment/);
    expect(run().status).toBe(2);
    rmSync(dir, { recursive: true });
  });
});
