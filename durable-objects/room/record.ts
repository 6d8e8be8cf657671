// A game's record (docs/RECORD.md) as the room builds it: for a reader, what their seat may see
// (the seed and the hidden events only once the game is over); for the operator's replay check,
// the whole of it, which never leaves the room (only the check's verdict does).
import type { SeatId } from "../../src/engine/contract";
import { setupRolls } from "../../src/engine/runner";
import type { GameRecord } from "../../src/service/types";
import { feedEntry, recordEntry } from "./reader";
import type { LoadedGame } from "./session";
import type { StoredEntry } from "./store";

/**
 * The record at `version`, whose log is `entries`. `reveal`: the whole record (a finished game's, or
 * the operator's check inside the room); otherwise each entry as `seat` reads it and no seed.
 */
export function gameRecord(
  loaded: LoadedGame,
  version: number,
  entries: readonly StoredEntry[],
  seat: SeatId | null,
  reveal: boolean,
): GameRecord {
  const { meta, game } = loaded;
  return {
    format: "starpost-game/1",
    id: meta.id,
    kind: meta.kind,
    rulesVersion: meta.rulesVersion,
    options: meta.options,
    seats: meta.seats.map((s) => ({ seat: s.seat, playerId: s.playerId, name: s.playerName })),
    seedCommitment: meta.seedCommitment,
    entropy: meta.seats.map((s) => s.entropy),
    serverSeed: reveal ? meta.serverSeed : null,
    createdAt: new Date(meta.createdAt).toISOString(),
    status: meta.status,
    version,
    setupRolls: loaded.status === "started" ? setupRolls(game, meta.options, loaded.seed, reveal) : [],
    log: entries.map((e) => (reveal ? recordEntry(e) : feedEntry(game, e, seat))),
    outcome: loaded.status === "started" ? game.outcome(loaded.state) : null,
  };
}
