// What a viewer must never read (LS 10.2): another seat's order in the current phase, and the
// nonce of a sealed order revealed before the others (with the public hash it would give the
// order away). Each hidden order has a unique label that appears in its owner's view only, so
// the conformance suite can check that nobody else ever sees it.
import type { SeatId, Viewer } from "../../engine/contract";
import type { Orders } from "./actions";
import type { LastStarfighterState } from "./state";

export function orderLabel(seat: SeatId, turn: number, order: Orders): string {
  switch (order.type) {
    case "aimTurret":
      return `order:${seat}:turn${turn}:turret:${order.sector}`;
    case "setHeading":
      return `order:${seat}:turn${turn}:heading:${order.direction}:${order.clicks}`;
    case "fire":
      return `order:${seat}:turn${turn}:fire:${order.weapons.join("+") || "hold"}`;
  }
}

export function secrets(s: LastStarfighterState, viewer: Viewer): string[] {
  const out: string[] = [];
  for (const seat of s.seats) {
    if (seat === viewer) continue;
    const slot = s.orders[seat]!;
    if (slot.order) out.push(orderLabel(seat, s.turn, slot.order));
    if (slot.nonce) out.push(slot.nonce);
  }
  return out;
}
