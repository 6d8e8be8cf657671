// Whose search is running now, for the one piece of `strong`'s knowledge that lives in the leaf
// (evaluation-next-turn.ts). The engine's `evaluate(state, seat)` is told neither the level nor
// the seat the search plays for (src/engine/contract.ts; this pass may not change it), so the
// hooks that are told note it here. Every iteration of a search begins with `determinize` for the
// searching seat, and a search runs to its end without yielding, so the seat noted there holds for
// the iteration's leaf. The level is noted by the hooks that are asked with it (`candidates` deeper
// in the tree, `rollout`): `determinize` forgets it first, so a leaf reached with no such call in
// its iteration (only listed decisions) is scored as main's, and a `standard` search after a
// `strong` one never inherits `strong`'s. `standard`, and any seat not listed, keep main's leaf.
import type { SeatId } from "../../engine/contract";

let seat: SeatId | null = null;
let thorough = false;

/** Called by `determinize` at each iteration's start: the searching seat, its level not yet known. */
export function noteSearchingSeat(searching: SeatId): void {
  seat = searching;
  thorough = false;
}

/** Called by the hooks the search tells its level (CandidateAsk, RolloutAsk `thorough`). */
export function noteThorough(asked: boolean): void {
  thorough = asked;
}

/**
 * Seats whose thorough search scores the next turn's fire at the leaf. Scenario One's Russia only:
 * its guns win close (bench/README.md 6m) and it had fallen behind at every pass; Britain's
 * games and `standard` stay as they were (bench/README.md 6zf).
 */
const NEXT_TURN_SEATS: ReadonlySet<SeatId> = new Set(["russia"]);

/** Whether the search now running is a thorough one playing one of NEXT_TURN_SEATS. */
export function countsNextTurn(): boolean {
  return thorough && seat !== null && NEXT_TURN_SEATS.has(seat);
}
