// Build a Ship (SB 3.1): discard a card higher than a Star System you control (not Clubs, and
// not while another lord controls your Home Base) to build a Scout there; on a suit match you
// may build a Dreadnought instead, or a Scout and earn a free move.
import { violation, type SeatId } from "../../../engine/contract";
import type { BuildAction } from "../actions";
import { discardValue, suitOf, systemValue } from "../cards";
import { addShips, cellAt, controller } from "../chart";
import { cellToWrite } from "../chart-write";
import { RULE } from "../rulebook";
import type { StarBattleState } from "../state";
import type { Check } from "../../../engine/kit";
import type { Ctx } from "../events";
import { cardInHand, spendAction, takeFromHand, turnAction } from "./guards";
import { afterAction } from "./flow";

export function checkBuild(s: StarBattleState, seat: SeatId, a: BuildAction): Check {
  const guard = turnAction(s, seat) ?? cardInHand(s, seat, a.card, RULE.build);
  if (guard) return guard;
  const cell = cellAt(s, a.at);
  if (!cell) return violation("NO_STAR_SYSTEM", RULE.build, "There is no Star System there.");
  if (controller(cell) !== seat) return violation("NOT_CONTROLLED", RULE.control, "You may build only on a Star System you control.");
  if (suitOf(cell.card) === "C") return violation("CLUBS_CANNOT_BUILD", RULE.build, "Ships may not be built on Clubs.");
  const home = s.lords[seat]!.homeBase;
  const homeHolder = home ? controller(cellAt(s, home)!) : null;
  if (homeHolder !== null && homeHolder !== seat) {
    return violation("HOME_BASE_LOST", RULE.build, "Another Star Lord controls your Home Base: you may not build.");
  }
  if (discardValue(a.card) <= systemValue(cell.card)) {
    return violation("DISCARD_TOO_LOW", RULE.build, `${a.card} is not higher than the Star System ${cell.card}.`);
  }
  if (a.ship === "dreadnought" && suitOf(a.card) !== suitOf(cell.card)) {
    return violation("SUIT_MISMATCH", RULE.build, "A Dreadnought needs a discard of the Star System's suit.");
  }
  return null;
}

export function build(ctx: Ctx, seat: SeatId, a: BuildAction): void {
  const { s } = ctx;
  const cell = cellToWrite(ctx, a.at);
  const freeMoveSpent = spendAction(s, seat);
  takeFromHand(s, seat, a.card);
  s.discard.push(a.card);
  addShips(cell, seat, a.ship);
  const freeMoveEarned = a.ship === "scout" && suitOf(a.card) === suitOf(cell.card);
  if (freeMoveEarned) s.lords[seat]!.freeMoves++;
  ctx.events.push({ type: "ShipBuilt", seat, at: { ...a.at }, ship: a.ship, card: a.card, freeMoveEarned, freeMoveSpent });
  afterAction(ctx);
}
