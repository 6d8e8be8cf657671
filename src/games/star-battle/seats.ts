// Seats and play order. Seats are listed in play order: each lord's turn passes to the next
// one, the lord on his right (SB 2.2), so "the lord to the right of the dealer" is the next seat.
import type { SeatId, SeatSpec } from "../../engine/contract";
import type { StarBattleOptions } from "./options";
import type { StarBattleState } from "./state";

export function seatSpecs(options: Pick<StarBattleOptions, "players">): SeatSpec[] {
  return Array.from({ length: options.players }, (_, i) => ({ id: `lord${i + 1}`, name: lordName(options, i)! }));
}

/** The name of the lord `i`-th in play order ("Star Lord 1"), undefined past the game's players: the view names its lords with it, without building every seat's spec each time. */
export function lordName(options: Pick<StarBattleOptions, "players">, i: number): string | undefined {
  return i >= 0 && i < options.players ? `Star Lord ${i + 1}` : undefined;
}

export function isActive(state: StarBattleState, seat: SeatId): boolean {
  return Object.hasOwn(state.lords, seat) && state.lords[seat]!.status === "active";
}

export function activeSeats(state: StarBattleState): SeatId[] {
  return state.seats.filter((s) => isActive(state, s));
}

/** Seats after `seat` in play order, wrapping round, ending with `seat` itself. */
export function seatsAfter(state: StarBattleState, seat: SeatId): SeatId[] {
  const i = state.seats.indexOf(seat);
  return state.seats.map((_, k) => state.seats[(i + 1 + k) % state.seats.length]!);
}

/** Seats from `seat` onwards in play order, starting with `seat` itself. */
export function seatsFrom(state: StarBattleState, seat: SeatId): SeatId[] {
  const i = state.seats.indexOf(seat);
  return state.seats.map((_, k) => state.seats[(i + k) % state.seats.length]!);
}
