// Who owes a decision now (LS 10.1), and what kind. Simultaneous orders (LS 10.2) are owed by
// every ordering seat at once; a seat that has ordered drops out of the list. With sealed orders
// (LS 10.3) every ordering seat commits before any reveals. The drone (LS 8.2) owes its turn only
// once the pilot's orders for the phase are in, so its dice are rolled after the pilot commits.
import type { SeatId } from "../../engine/contract";
import { DRONE } from "./seats";
import type { LastStarfighterState, OrderPhase } from "./state";
import { droneMayFire, hasDrone, pilotSeats } from "./queries";

export type Prompt = "chooseShip" | "aimTurret" | "setHeading" | "fire" | "commitOrders" | "revealOrders" | "reengage" | "droneTurn";

export const PLAIN_PROMPT: Record<OrderPhase, "aimTurret" | "setHeading" | "fire"> = {
  turret: "aimTurret",
  heading: "setHeading",
  fire: "fire",
};

export function isOrderPhase(phase: LastStarfighterState["phase"]): phase is OrderPhase {
  return phase === "turret" || phase === "heading" || phase === "fire";
}

/** Ordering seats that have not yet given (or, sealed, revealed) their order. */
export function waitingForOrders(s: LastStarfighterState): SeatId[] {
  return pilotSeats(s).filter((seat) => s.orders[seat]!.owes && s.orders[seat]!.order === null);
}

/**
 * The drone acts once the pilot's orders are in (LS 8.2): it always rolls its move, and it takes
 * a firing-phase turn only when it can fire at all (otherwise the pilot's declaration resolves).
 */
export function droneOwes(s: LastStarfighterState): boolean {
  if (!hasDrone(s) || waitingForOrders(s).length > 0) return false;
  return s.phase === "heading" || (s.phase === "fire" && droneMayFire(s));
}

export function owed(s: LastStarfighterState): { seat: SeatId; prompt: Prompt }[] {
  switch (s.phase) {
    case "over":
      return [];
    case "choosing":
      return s.chooser ? [{ seat: s.chooser, prompt: "chooseShip" }] : [];
    case "reengage":
      return pilotSeats(s)
        .filter((seat) => s.reengage[seat] === null)
        .map((seat) => ({ seat, prompt: "reengage" }));
    case "turret":
    case "heading":
    case "fire": {
      const waiting = waitingForOrders(s);
      if (waiting.length === 0) return droneOwes(s) ? [{ seat: DRONE, prompt: "droneTurn" }] : [];
      if (!s.options.sealedOrders) return waiting.map((seat) => ({ seat, prompt: PLAIN_PROMPT[s.phase as OrderPhase] }));
      const uncommitted = waiting.filter((seat) => s.orders[seat]!.hash === null);
      if (uncommitted.length > 0) return uncommitted.map((seat) => ({ seat, prompt: "commitOrders" }));
      return waiting.map((seat) => ({ seat, prompt: "revealOrders" }));
    }
  }
}

export function owingSeats(s: LastStarfighterState): SeatId[] {
  return owed(s).map((o) => o.seat);
}

export function promptOf(s: LastStarfighterState, seat: SeatId): Prompt | null {
  return owed(s).find((o) => o.seat === seat)?.prompt ?? null;
}
