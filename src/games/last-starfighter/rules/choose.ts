// Choosing starfighters (LS 3.1, LS 8.1, LS 9) and the starting positions (LS 3.2).
import { violation, type RuleViolation, type SeatId } from "../../../engine/contract";
import type { ChooseShipAction, DesignShipAction } from "../actions";
import { RULE } from "../rulebook";
import { DRONE } from "../seats";
import { cardFromDesign, STOCK_SHIPS, type Design, type ShipCard, type StockShip } from "../ships";
import { DESIGN_LIMITS, DESIGN_POINTS } from "../tables";
import type { LastStarfighterState } from "../state";
import { newShip, otherSeat, seatWheels } from "../queries";
import { countSetPosition } from "../wheel";
import { d6, emit, type Check } from "../../../engine/kit";
import type { Ctx } from "../events";
import { beginTurn } from "./flow";
import { copyPlain } from "../../../engine/plain-copy";

/** Every violation of the design rules (LS 9.1, 9.5), in a stable order; empty when legal. */
export function designViolations(d: Design): RuleViolation[] {
  const out: RuleViolation[] = [];
  const limits: [keyof Design, { min: number; max: number }, string][] = [
    ["maneuverPoints", DESIGN_LIMITS.maneuver, "maneuver"],
    ["accuracyPoints", DESIGN_LIMITS.accuracy, "accuracy"],
    ["protectionPoints", DESIGN_LIMITS.protection, "protection"],
  ];
  for (const [field, { min, max }, system] of limits) {
    const v = d[field];
    if (!Number.isInteger(v) || v < min || v > max) {
      out.push(violation("DESIGN_LIMIT", RULE.designLimits, `${system} takes ${min} to ${max} design points; ${v} were given.`));
    }
  }
  const spent = d.maneuverPoints + d.accuracyPoints + d.protectionPoints;
  if (spent !== DESIGN_POINTS) {
    out.push(violation("DESIGN_POINTS", RULE.designPoints, `a design spends exactly ${DESIGN_POINTS} points; this one spends ${spent}.`));
  }
  return out;
}

export function checkChoose(s: LastStarfighterState, seat: SeatId, a: ChooseShipAction | DesignShipAction): Check {
  if (a.type === "designShip") {
    if (!s.options.designYourOwn)
      return violation(
        "DESIGN_NOT_ALLOWED",
        RULE.designPoints,
        "This game was created without the design-your-own rules: choose a stock starfighter.",
      );
    return designViolations(a)[0] ?? null;
  }
  const other = s.ships[otherSeat(s, seat)];
  if (other?.card.kind === a.ship) return violation("SHIP_TAKEN", RULE.choosing, `The other seat already flies the ${other.card.name}.`);
  return null;
}

function cardOf(a: ChooseShipAction | DesignShipAction): ShipCard {
  if (a.type === "chooseShip") return copyPlain(STOCK_SHIPS[a.ship]);
  const { maneuverPoints, accuracyPoints, protectionPoints } = a;
  return cardFromDesign({ maneuverPoints, accuracyPoints, protectionPoints }, a.name ?? "Custom starfighter");
}

/** The stock ship left for a seat that does not choose (LS 3.1), or for the drone (LS 8.1). */
function leftOver(chosen: ShipCard): StockShip {
  return chosen.kind === "deckFighter" ? "gunstar" : "deckFighter";
}

export function choose(ctx: Ctx, seat: SeatId, a: ChooseShipAction | DesignShipAction): void {
  const { s } = ctx;
  const card = cardOf(a);
  s.ships[seat] = newShip(card);
  emit(ctx, { type: "ShipChosen", seat, card: copyPlain(card), assigned: false });
  const other = otherSeat(s, seat);
  if (!s.ships[other]) {
    if (other !== DRONE && s.options.designYourOwn) {
      // The second pilot may still pick the other stock ship or a design of its own.
      s.chooser = other;
      return;
    }
    const rest = copyPlain(STOCK_SHIPS[leftOver(card)]);
    s.ships[other] = newShip(rest);
    emit(ctx, { type: "ShipChosen", seat: other, card: copyPlain(rest), assigned: true });
  }
  s.chooser = null;
  rollStartingPositions(ctx);
  beginTurn(ctx);
}

/** LS 3.2: each seat rolls; its roll + 1 is its view-port and the other's view of it. */
function rollStartingPositions(ctx: Ctx): void {
  const { s } = ctx;
  const [first, second] = s.seats as [SeatId, SeatId];
  const a = d6(ctx, `starting position: ${first}`);
  const b = d6(ctx, `starting position: ${second}`);
  s.startRolls = { [first]: a, [second]: b };
  s.wheel = { viewPort: a + 1, view: b + 1 };
  ({ noseToNose: s.noseToNose, disengagingStreak: s.disengagingStreak } = countSetPosition(s.wheel, s.options.movedPositionsOnly, 0));
  emit(ctx, {
    type: "StartingPositionsRolled",
    rolls: [
      { seat: first, roll: a },
      { seat: second, roll: b },
    ],
    wheels: seatWheels(s, s.wheel),
  });
}
