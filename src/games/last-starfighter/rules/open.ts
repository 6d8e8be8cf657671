// Opening the orders of a phase (LS 10.2): once every ordering seat has given (or, sealed,
// revealed) its order, all of them are shown at once, with the nonces so anyone can check each
// sealed commitment, and the seats' order slots are cleared for the next phase.
import type { SeatId } from "../../../engine/contract";
import type { Orders } from "../actions";
import type { OrderPhase } from "../state";
import { pilotSeats } from "../queries";
import { emit } from "../../../engine/kit";
import type { Ctx } from "../events";
import { ownOrder } from "../copy";

export function noOrder() {
  return { owes: false, hash: null, order: null, nonce: null };
}

export function openOrders(ctx: Ctx, phase: OrderPhase): Record<SeatId, Orders> {
  const { s } = ctx;
  const opened: Record<SeatId, Orders> = {};
  const listed: { seat: SeatId; order: Orders; hash: string | null; nonce: string | null }[] = [];
  for (const seat of pilotSeats(s)) {
    const slot = s.orders[seat]!;
    if (slot.owes && slot.order) {
      opened[seat] = slot.order;
      listed.push({ seat, order: ownOrder(slot.order), hash: slot.hash, nonce: slot.nonce });
    }
  }
  for (const seat of s.seats) s.orders[seat] = noOrder();
  if (listed.length > 0) emit(ctx, { type: "OrdersOpened", phase, orders: listed });
  return opened;
}
