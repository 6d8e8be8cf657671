// What the entry points work out about one state, kept by the state's identity. pending(), the
// bot, view() and apply() each ask the same questions of the state they are handed (who owes,
// which ships are still to move or fire), and such a state is never changed afterwards: apply
// plays on its own copy, and the engine keeps every state as it was made (runner.ts remembers
// pending decisions by identity too). The rules, which change their copy as they go, never read
// from here. What is handed out is shared: read it, never change it.
import type { SeatId } from "../../engine/contract";
import type { Point } from "./geometry";
import { oncePerSeat } from "./once";
import { unfired } from "./rules/fire";
import { unmoved } from "./rules/movement";
import type { IronStarsState, Ship } from "./state";

type Live = Ship & { position: Point };

/** `unmoved(s, seat)`, once per state. */
export function unmovedIn(s: IronStarsState, seat: SeatId): Live[] {
  return oncePerSeat(s, "unmoved", seat, unmoved);
}

/** `unfired(s, seat)`, once per state. */
export function unfiredIn(s: IronStarsState, seat: SeatId): Live[] {
  return oncePerSeat(s, "unfired", seat, unfired);
}
