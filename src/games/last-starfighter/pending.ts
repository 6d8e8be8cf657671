// The decisions owed now and, where the choice is finite, every postable order. Sealed commits
// and reveals carry a hash and a nonce only the seat knows, so they come with bounds instead.
import type { PendingDecision, SeatId } from "../../engine/contract";
import type { LastStarfighterAction } from "./actions";
import { fireChoices, firingWeapons, headingChoices, orderChoices, reengageChoices, shipChoices, turretChoices } from "./legal";
import { owed, type Prompt } from "./owing";
import { weaponLabel } from "./weapons";
import type { LastStarfighterState, OrderPhase } from "./state";
import { shipOf, toHitNumber, wheelFor } from "./queries";
import { listedOnce } from "../../engine/listed";

const SEAL_FORM = 'sha256Hex(canonicalJson(orders) + ":" + nonce), canonicalJson sorting object keys, no whitespace';

function text(s: LastStarfighterState, seat: SeatId, prompt: Prompt): string {
  switch (prompt) {
    case "chooseShip":
      return s.options.designYourOwn ? "Choose a stock starfighter or design your own with 20 design points." : "Choose your starfighter.";
    case "aimTurret":
      return "Aim your turret lasers at a sector (1 is the nose, counted clockwise); the aim stays secret until every pilot has aimed.";
    case "setHeading": {
      const max = shipOf(s, seat).stabilizer;
      return max === 0
        ? "Your stabilizer is gone: you can only fly straight."
        : `Set your secret heading change: straight, or 1 to ${max} clicks either way. Each click adds 1 to your To-Hit Number.`;
    }
    case "fire": {
      const bearing = firingWeapons(s, seat).map(weaponLabel).join(", ");
      return `The opponent is in your view-port ${wheelFor(s, seat).viewPort}; bearing: ${bearing}. Choose which to fire (none holds fire); each hits on 2d6 ≥ ${toHitNumber(shipOf(s, seat))}.`;
    }
    case "commitOrders":
      return `Sealed orders: commit to your ${s.phase} order by posting ${SEAL_FORM}.`;
    case "revealOrders":
      return "Sealed orders: every seat has committed; reveal your orders and nonce.";
    case "reengage":
      return "The starfighters have flown out of range: fight on (only if both pilots agree) or accept a draw.";
    case "droneTurn":
      return "The drone rolls its dice for this phase.";
  }
}

function choices(s: LastStarfighterState, seat: SeatId, prompt: Prompt): readonly LastStarfighterAction[] | undefined {
  switch (prompt) {
    case "chooseShip":
      return shipChoices(s, seat);
    case "aimTurret":
      return turretChoices();
    case "setHeading":
      return headingChoices(s, seat);
    case "fire":
      return fireChoices(s, seat);
    case "reengage":
      return reengageChoices();
    case "droneTurn":
      return [{ type: "droneTurn" }];
    case "commitOrders":
    case "revealOrders":
      return undefined;
  }
}

function bounds(s: LastStarfighterState, seat: SeatId, prompt: Prompt): unknown {
  if (prompt !== "commitOrders" && prompt !== "revealOrders") return undefined;
  return {
    phase: s.phase,
    hashForm: SEAL_FORM,
    nonceLength: { min: 16, max: 128 },
    committedHash: s.orders[seat]!.hash,
    orders: orderChoices(s, seat, s.phase as OrderPhase),
  };
}

/**
 * The decisions owed in `s`, worked out once per state by the engine (listed.ts) and shared with
 * the module's pending() and apply: the bot's pick is then the very object listed, which apply
 * knows legal (no parse, no rule check), and the runner's listing is not made a second time.
 * Shared: read it, never change it.
 */
export const pending = listedOnce(pendingNow);

function pendingNow(s: LastStarfighterState): PendingDecision<LastStarfighterAction>[] {
  return owed(s).map(({ seat, prompt }) => {
    const decision: PendingDecision<LastStarfighterAction> = { seat, prompt, text: text(s, seat, prompt) };
    const list = choices(s, seat, prompt);
    // The orders' lists are shared by every state (legal.ts) and frozen; the listing is read-only.
    if (list) decision.choices = list as LastStarfighterAction[];
    const b = bounds(s, seat, prompt);
    if (b !== undefined) decision.bounds = b;
    return decision;
  });
}
