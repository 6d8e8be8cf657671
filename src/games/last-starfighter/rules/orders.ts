// Secret simultaneous orders (LS 10.2) and sealed orders (LS 10.3). An order is checked against
// the seat's own ship only, so a refusal never depends on what another seat has ordered. Once
// every ordering seat's order is in, the phase resolves (unless the drone still has to roll).
import { violation, type SeatId } from "../../../engine/contract";
import type { CommitOrdersAction, Orders, RevealOrdersAction } from "../actions";
import { droneOwes, PLAIN_PROMPT, waitingForOrders } from "../owing";
import { RULE } from "../rulebook";
import { sealHash } from "../sealed";
import type { LastStarfighterState, OrderPhase } from "../state";
import { bearingWeapons, shipOf, wheelFor } from "../queries";
import { emit, type Check } from "../../../engine/kit";
import type { Ctx } from "../events";
import { resolvePhase } from "./flow";
import { ownOrder } from "../copy";

const PHASE_RULE: Record<OrderPhase, string> = {
  turret: RULE.turretPhase,
  heading: RULE.movementPhase,
  fire: RULE.firingPhase,
};

export function checkOrder(s: LastStarfighterState, seat: SeatId, order: Orders): Check {
  const phase = s.phase as OrderPhase;
  if (order.type !== PLAIN_PROMPT[phase]) {
    return violation(
      "WRONG_ORDER_FOR_PHASE",
      PHASE_RULE[phase],
      `This is the ${phase} phase: it takes a ${PLAIN_PROMPT[phase]} order, not ${order.type}.`,
    );
  }
  const ship = shipOf(s, seat);
  switch (order.type) {
    case "aimTurret":
      return null;
    case "setHeading":
      if ((order.direction === "straight") !== (order.clicks === 0)) {
        return violation("HEADING_CLICKS_MISMATCH", RULE.movement, "Flying straight is 0 clicks; a turn either way is 1 click or more.");
      }
      if (order.clicks > ship.stabilizer) {
        const why = ship.stabilizer < ship.card.stabilizer ? " after stabilizer damage" : "";
        return violation(
          "TOO_MANY_CLICKS",
          RULE.headingLimits,
          `Your ship can change heading by at most ${ship.stabilizer} click${ship.stabilizer === 1 ? "" : "s"} this turn${why}.`,
        );
      }
      return null;
    case "fire": {
      if (new Set(order.weapons).size !== order.weapons.length)
        return violation("DUPLICATE_WEAPON", RULE.bearing, "Each laser fires at most once per phase.");
      const bearing = bearingWeapons(ship, wheelFor(s, seat).viewPort);
      for (const w of order.weapons) {
        if (ship.damagedWeapons.includes(w))
          return violation("WEAPON_DAMAGED", RULE.laserDamaged, `${w} is destroyed and cannot fire for the rest of the game.`);
        if (!bearing.includes(w)) {
          return violation(
            "WEAPON_DOES_NOT_BEAR",
            RULE.bearing,
            `${w} does not bear on view-port ${wheelFor(s, seat).viewPort}, where the opponent is.`,
          );
        }
      }
      return null;
    }
  }
}

function afterOrder(ctx: Ctx): void {
  if (waitingForOrders(ctx.s).length === 0 && !droneOwes(ctx.s)) resolvePhase(ctx);
}

export function giveOrder(ctx: Ctx, seat: SeatId, order: Orders): void {
  const slot = ctx.s.orders[seat]!;
  slot.order = ownOrder(order);
  emit(ctx, { type: "OrderGiven", seat, phase: ctx.s.phase as OrderPhase, order: ownOrder(order) });
  afterOrder(ctx);
}

export function commitOrders(ctx: Ctx, seat: SeatId, a: CommitOrdersAction): void {
  ctx.s.orders[seat]!.hash = a.hash;
  emit(ctx, { type: "OrdersCommitted", seat, phase: ctx.s.phase as OrderPhase, hash: a.hash });
}

export function checkReveal(s: LastStarfighterState, seat: SeatId, a: RevealOrdersAction): Check {
  const hash = s.orders[seat]!.hash;
  if (hash === null) return violation("NOT_COMMITTED", RULE.sealedOrders, "Commit to your orders with commitOrders before revealing them.");
  if (sealHash(a.orders, a.nonce) !== hash) {
    return violation(
      "REVEAL_DOES_NOT_MATCH",
      RULE.sealedOrders,
      'sha256Hex(canonicalJson(orders) + ":" + nonce) of what you revealed is not the hash you committed; check the orders, the nonce and the canonical form.',
    );
  }
  return checkOrder(s, seat, a.orders);
}

export function revealOrders(ctx: Ctx, seat: SeatId, a: RevealOrdersAction): void {
  const slot = ctx.s.orders[seat]!;
  slot.order = ownOrder(a.orders);
  slot.nonce = a.nonce;
  emit(ctx, { type: "OrderRevealed", seat, phase: ctx.s.phase as OrderPhase, order: ownOrder(a.orders), nonce: a.nonce });
  afterOrder(ctx);
}
