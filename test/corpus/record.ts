// Builds the record a room would export for a game played in-process with a known server seed:
// the stored games of the corpus (test/corpus/<kind>/), and the records the verifier tests use.
// A mid-game record keeps its server seed too: the corpus holds what the room stores, not what a
// player may see, so that every entry of it can be replayed.
import type { AnyGameModule, SeatId } from "../../src/engine/contract";
import { gameSeed, Rng, seedCommitment } from "../../src/engine/rng";
import { awaitingSeats, start, step } from "../../src/engine/runner";
import type { GameRecord } from "../../src/service/types";

export interface RecordPlan {
  serverSeed: string;
  /** One string per seat (default: none added). */
  entropy?: string[];
  /** Raw options; defaults filled by the game's schema. */
  options?: unknown;
  /** Stop after this many entries (a game still going); default: play to the end. */
  stopAfter?: number;
  /** After the first action at or past this version that drew no die, its seat takes it back. */
  undoAt?: number;
  /** At this version the first seat owing a decision resigns instead. */
  resignAt?: number;
  /** Pick among the listed choices (default), or always ask the game's bot. */
  chooser?: "choices" | "bot";
}

const MAX_ENTRIES = 5_000;
const EPOCH = Date.UTC(2026, 0, 1);

export function recordOf(game: AnyGameModule, plan: RecordPlan): GameRecord {
  const options = game.optionsSchema.parse(plan.options ?? {});
  const seats = game.seats(options);
  const entropy = plan.entropy ?? seats.map(() => "");
  const seed = gameSeed(plan.serverSeed, entropy);
  const chooser = new Rng(seed, "corpus-chooser");
  const setup = start(game, options, seed);
  let state = setup.state;
  let before: unknown;
  let undone = false;
  const log: GameRecord["log"] = [];
  const at = (version: number) => new Date(EPOCH + version * 60_000).toISOString();
  for (let version = 1; !game.outcome(state) && version <= (plan.stopAfter ?? MAX_ENTRIES); version++) {
    const awaiting = awaitingSeats(game, state);
    const seat: SeatId = awaiting[chooser.int(awaiting.length)]!;
    if (plan.resignAt !== undefined && version >= plan.resignAt && !seats.find((s) => s.id === seat)?.automaton) {
      const result = step(game, state, { version, seat, kind: "resign" }, seed);
      if (!result.ok) throw new Error(`${game.id}: resign refused at ${version}`);
      log.push({ version, seat, kind: "resign", at: at(version), rolls: [], events: result.events });
      state = result.state;
      plan = { ...plan, resignAt: undefined };
      continue;
    }
    const last = log.at(-1);
    if (!undone && plan.undoAt !== undefined && version > plan.undoAt && last?.kind === "action" && last.rolls.length === 0 && before !== undefined) {
      log.push({ version, seat: last.seat, kind: "undo", at: at(version), rolls: [], events: [] });
      state = before;
      undone = true;
      continue;
    }
    const choices = game.pending(state).find((p) => p.seat === seat)?.choices;
    const action = plan.chooser !== "bot" && choices?.length ? choices[chooser.int(choices.length)] : game.bot(state, seat, new Rng(seed, `bot:${version}:${seat}`));
    const result = step(game, state, { version, seat, kind: "action", action }, seed);
    if (!result.ok) throw new Error(`${game.id}: the chosen action was refused at ${version}: ${result.code}`);
    log.push({ version, seat, kind: "action", at: at(version), action, rolls: result.rolls, events: result.events });
    before = state;
    state = result.state;
  }
  const outcome = game.outcome(state);
  return {
    format: "starpost-game/1",
    id: `corpus-${plan.serverSeed}`,
    kind: game.id,
    rulesVersion: game.rulesVersion,
    options,
    seats: seats.map((s, i) => ({ seat: s.id, playerId: s.automaton ? null : `pl_corpus${i}`, name: s.automaton ? null : `Player ${i + 1}` })),
    seedCommitment: seedCommitment(plan.serverSeed),
    entropy,
    serverSeed: plan.serverSeed,
    createdAt: new Date(EPOCH).toISOString(),
    status: outcome ? "finished" : "active",
    version: log.length,
    setupRolls: setup.rolls,
    log,
    outcome,
  };
}
