// The bots. The drone's seat plays the book's automaton (LS 8): always the one fixed action
// droneTurn, whose dice are rolled inside apply. Every other seat gets a uniformly random legal
// player over the choices pending() lists.
//
// Sealed orders need a memory a stateless bot does not have: between its commit and its reveal
// it must find its own nonce again. The built-in bot therefore uses a nonce anyone can compute
// (README, "Sealed orders"), which makes its commitments binding but not hiding. It exists to
// exercise the protocol; a bot that should keep its orders secret must keep its own nonce.
import type { SeatId } from "../../engine/contract";
import { pickLegal } from "../../engine/kit";
import type { Rng } from "../../engine/rng";
import type { LastStarfighterAction } from "./actions";
import { orderChoices } from "./legal";
import { pending } from "./pending";
import { sealHash } from "./sealed";
import type { LastStarfighterState, OrderPhase } from "./state";

export function botNonce(s: LastStarfighterState, seat: SeatId): string {
  return `starpost-bot-nonce:${seat}:turn${s.turn}:${s.phase}`;
}

export function bot(s: LastStarfighterState, seat: SeatId, rng: Rng): LastStarfighterAction {
  const decision = pending(s).find((d) => d.seat === seat);
  if (!decision) throw new Error(`${seat} owes no decision`);
  if (decision.prompt === "droneTurn") return { type: "droneTurn" };
  if (decision.prompt === "commitOrders" || decision.prompt === "revealOrders") {
    const orders = orderChoices(s, seat, s.phase as OrderPhase);
    const nonce = botNonce(s, seat);
    if (decision.prompt === "commitOrders") {
      const chosen = rng.pick(orders, `bot: ${seat} seals one of ${orders.length} orders`);
      return { type: "commitOrders", hash: sealHash(chosen, nonce) };
    }
    const committed = s.orders[seat]!.hash;
    const match = orders.find((o) => sealHash(o, nonce) === committed);
    if (!match) throw new Error(`${seat} committed to orders the bot did not seal; only the seat that holds the nonce can reveal them`);
    return { type: "revealOrders", orders: match, nonce };
  }
  return pickLegal(decision, seat, rng, "orders");
}
