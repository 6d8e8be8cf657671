// What the built-in opponent knows of a duel (src/engine/opponent/). Ships, wheels and dice
// already rolled are public (LS 10.2); what a pilot cannot see is the other pilot's order for the
// current phase, held by the server until both are in, and with sealed orders (LS 10.3) the other's
// nonce. Dice not yet rolled are the search's own: its apply rolls them from the search's stream.
import type { OpponentKnowledge, SeatId } from "../../engine/contract";
import type { Rng } from "../../engine/rng";
import { sha256Hex } from "../../engine/sha256";
import type { LastStarfighterAction } from "./actions";
import { botNonce } from "./bot";
import { copyOrders, withOrders } from "./copy";
import { orderChoices } from "./legal";
import { isOrderPhase } from "./owing";
import { isDestroyed } from "./queries";
import { pending } from "./pending";
import { sealHash } from "./sealed";
import type { LastStarfighterState, Ship } from "./state";
import { LIFE_SUPPORT_TURNS } from "./tables";
import { weighChoices } from "./opponent-weigh";

/**
 * Each other pilot's hidden order drawn anew, uniformly among the orders its (public) ship could
 * give. With sealed orders a commitment is public but cannot be opened without its nonce: one
 * sealed with the built-in bot's public nonce is opened as anyone could; any other is replaced by
 * a bot-sealed commitment to the drawn order (its hash is then the one thing the seat would see
 * differently — no one can find an order behind a hash — and the search's bot can reveal it).
 */
function determinize(s: LastStarfighterState, seat: SeatId, rng: Rng): LastStarfighterState {
  if (!isOrderPhase(s.phase)) return s;
  const phase = s.phase;
  // Only the order slots are drawn anew; the rest is shared, as the rules never write it (copy.ts).
  const next = withOrders(s, copyOrders(s.orders));
  for (const other of s.seats) {
    const slot = s.orders[other]!;
    if (other === seat || !slot.owes) continue;
    const choices = orderChoices(s, other, phase);
    if (!s.options.sealedOrders) {
      if (slot.order) next.orders[other]!.order = rng.pick(choices, "opponent: a hidden order");
      continue;
    }
    if (slot.hash === null) continue; // nothing given yet: nothing hidden
    const nonce = botNonce(s, other);
    const opened = choices.find((o) => sealHash(o, nonce) === slot.hash);
    const order = opened ?? rng.pick(choices, "opponent: a sealed order");
    next.orders[other] = {
      owes: true,
      hash: opened ? slot.hash : sealHash(order, nonce),
      order: slot.order ? order : null,
      nonce: slot.order ? nonce : null,
    };
  }
  // Listed now, so the search's first step (the seat's own choice, one of the shared orders of
  // legal.ts, which this listing holds too) is known legal here and is neither parsed nor checked.
  pending(next);
  return next;
}

/** A ship's fighting worth in [0, 1]: protection left, less for a failing life support. */
function worth(ship: Ship | null): number {
  if (!ship) return 0.5;
  if (isDestroyed(ship) || ship.blownUp || ship.pilotDead) return 0;
  const hull = ship.protection / ship.card.protection;
  const air = ship.lifeSupport === null ? 1 : ship.lifeSupport / (LIFE_SUPPORT_TURNS + 1);
  return hull * air;
}

/** ½ for even ships, towards 1 as the other ship is worn down and this one is not. */
function evaluate(s: LastStarfighterState, seat: SeatId): number {
  const other = s.seats.find((x) => x !== seat);
  if (!other) return 0.5;
  return 0.5 + (worth(s.ships[seat] ?? null) - worth(s.ships[other] ?? null)) / 2;
}

/**
 * Rollouts of two turns (a turn is six orders or so) scored by `evaluate`: a duel runs for dozens
 * of turns, and the common 24 and 48 steps cost more CPU than a decision may take (bench/README.md, table 6).
 */
const budgets = {
  standard: { iterations: 150, rolloutSteps: 12, maxWork: 2_700 },
  strong: { iterations: 600, rolloutSteps: 12, maxWork: 20_000, thorough: true },
};

/** The opponent's nonce for this phase's orders: only the room (which holds `secret`) can make it. */
function secretNonce(s: LastStarfighterState, seat: SeatId, secret: string): string {
  return sha256Hex(`${secret}|sealed-orders:${seat}:turn${s.turn}:${s.phase}`);
}

/** The search's commitment (made with the bot's public nonce) made again with the secret nonce. */
function seal(s: LastStarfighterState, seat: SeatId, action: unknown, secret: string): unknown {
  const chosen = action as LastStarfighterAction;
  if (chosen.type !== "commitOrders" || !isOrderPhase(s.phase)) return action;
  const order = orderChoices(s, seat, s.phase).find((o) => sealHash(o, botNonce(s, seat)) === chosen.hash);
  return order ? { type: "commitOrders", hash: sealHash(order, secretNonce(s, seat, secret)) } : action;
}

/** The reveal of a commitment `seal` made, or null when the seat owes no such reveal. */
function reveal(s: LastStarfighterState, seat: SeatId, secret: string): LastStarfighterAction | null {
  if (pending(s).find((d) => d.seat === seat)?.prompt !== "revealOrders" || !isOrderPhase(s.phase)) return null;
  const nonce = secretNonce(s, seat, secret);
  const order = orderChoices(s, seat, s.phase).find((o) => sealHash(o, nonce) === s.orders[seat]!.hash);
  return order ? { type: "revealOrders", orders: order, nonce } : null;
}

export const opponent: OpponentKnowledge<LastStarfighterState, LastStarfighterAction> = {
  determinize,
  evaluate,
  budgets,
  weigh: weighChoices(worth),
  sealed: { seal, reveal },
};
