// Whose search is running now, for the one piece of `strong`'s knowledge that lives in the leaf
// (evaluation-next-turn.ts). The engine's `evaluate(state, seat)` is told neither the level nor
// the seat the search plays for (src/engine/contract.ts; this pass may not change it), so the
// hooks that are told note it here: every search asks `candidates` (a decision given as bounds) or
// `weigh` (one that lists its choices) for its root before it scores any leaf, and a search runs
// to its end without yielding, so what was noted at the root holds for every leaf until the next
// search's root. A level that is not thorough, or a seat not in the list, leaves the leaf main's.
import type { SeatId } from "../../engine/contract";

let searching: { seat: SeatId; thorough: boolean } | null = null;

/** Called by the opponent's hooks at a search's root: the seat it plays for and its level's thoroughness. */
export function noteSearchRoot(seat: SeatId, thorough: boolean): void {
  searching = { seat, thorough };
}

/**
 * Seats whose thorough search scores the next turn's fire at the leaf. Scenario One's Russia only:
 * its guns win close (bench/README.md 6m) and it had fallen behind at every pass; Britain's
 * games and `standard` stay as they were (bench/README.md 6zf).
 */
const NEXT_TURN_SEATS: ReadonlySet<SeatId> = new Set(["russia"]);

/** Whether the search now running is a thorough one playing one of NEXT_TURN_SEATS. */
export function countsNextTurn(): boolean {
  return searching !== null && searching.thorough && NEXT_TURN_SEATS.has(searching.seat);
}
