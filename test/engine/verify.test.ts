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

const starBattle: AnyGameModule = typed;
import type { GameRecord } from "../../src/service/types";

/** Plays a game in-process and writes the record a finished game's export would hold. */
function finishedRecord(serverSeed = "server-seed", entropy = ["alice's", "bob's"]): GameRecord {
  const options = starBattle.optionsSchema.parse({ battle: "decisive" });
  const seed = gameSeed(serverSeed, entropy);
  let { state } = start(starBattle, options, seed);
  const log: GameRecord["log"] = [];
  for (let version = 1; !starBattle.outcome(state); version++) {
    const seat = awaitingSeats(starBattle, state)[0]!;
    const action = starBattle.bot(state, seat, new Rng(seed, `bot:${version}`));
    const result = step(starBattle, state, { version, seat, kind: "action", action }, seed);
    if (!result.ok) throw new Error(result.code);
    log.push({ version, seat, kind: "action", at: new Date(0).toISOString(), action, rolls: result.rolls, events: result.events });
    state = result.state;
  }
  return {
    format: "starpost-game/1",
    id: "test",
    kind: "star-battle",
    rulesVersion: starBattle.rulesVersion,
    options,
    seats: [],
    seedCommitment: seedCommitment(serverSeed),
    entropy,
    serverSeed,
    createdAt: new Date(0).toISOString(),
    status: "finished",
    version: log.length,
    log,
    outcome: starBattle.outcome(state),
  };
}

describe("verifyRecord", () => {
  it("verifies an honest record: commitment, every roll, the outcome", () => {
    const record = finishedRecord();
    const result = verifyRecord(record);
    expect(result).toMatchObject({ verified: true, entries: record.log.length, problems: [] });
    expect(result.rolls).toBe(record.log.reduce((n, e) => n + e.rolls.length, 0));
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
    expect(verifyRecord(withRolls).problems.join(" ")).toContain(`entry ${entry.version}: the dice differ`);
    expect(verifyRecord({ ...record, entropy: ["mallory", "bob's"] }).verified).toBe(false);
    expect(verifyRecord({ ...record, outcome: { winners: ["nobody"], kind: "draw", reason: "x" } }).problems).toContain("the outcome differs from the record");
  });

  it("verifies a record whose keys another tool reordered, and still notices a changed nested value", () => {
    const record = finishedRecord();
    const sortKeys = (v: unknown): unknown =>
      Array.isArray(v) ? v.map(sortKeys) : v && typeof v === "object" ? Object.fromEntries(Object.keys(v).sort().reverse().map((k) => [k, sortKeys((v as Record<string, unknown>)[k])])) : v;
    const resaved = JSON.parse(JSON.stringify(sortKeys(record))) as GameRecord;
    expect(JSON.stringify(resaved.log.find((e) => e.rolls.length > 0)!.rolls[0])).not.toBe(JSON.stringify(record.log.find((e) => e.rolls.length > 0)!.rolls[0]));
    expect(verifyRecord(resaved)).toMatchObject({ verified: true, problems: [] });
    const changed = structuredClone(resaved);
    const withEvent = changed.log.find((e) => e.events.some((ev) => Object.keys(ev).length > 1))!;
    const event = withEvent.events.find((ev) => Object.keys(ev).length > 1) as Record<string, unknown>;
    const field = Object.keys(event).find((k) => k !== "type")!;
    event[field] = { changed: true };
    expect(verifyRecord(changed).problems).toContain(`entry ${withEvent.version}: the events differ from the record`);
  });

  it("refuses a record with no seed (a game still in progress) and a garbled one without throwing", () => {
    expect(verifyRecord({ ...finishedRecord(), serverSeed: null }).verified).toBe(false);
    expect(verifyRecord({ ...finishedRecord(), options: { players: "many" } } as never).verified).toBe(false);
    expect(verifyRecord({ ...finishedRecord(), kind: "chess" }).problems[0]).toContain("unknown game kind");
  });
});

describe("npm run verify -- <file>", () => {
  const run = (file?: string) =>
    spawnSync(process.execPath, ["--import", "tsx", "src/cli/verify.ts", ...(file ? [file] : [])], { cwd: new URL("../..", import.meta.url), encoding: "utf8" });

  it("says verified for an honest record and exits 0; lists the problems and exits 1 for a forged one; usage and 2 without a file", { timeout: 60_000 }, () => {
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
