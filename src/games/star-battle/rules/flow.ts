// How play moves on: Stage 2 begins (SB 2.1), whose turn is next (SB 2.2 / 2.3), what follows
// an action (SB 3.5), the end of a turn (battles SB 4.1, bonus SB 5.1, draw-up SB 5.2, end
// checks SB 6) and lords dropping out (SB 6.4). After every call either someone owes a
// decision or the game is over.
import type { SeatId } from "../../../engine/contract";
import { addShips, cellAt, cellsInOrder, controller, fleetSize, homeBasePositions, shipsInPlay } from "../chart";
import { cellToWrite } from "../chart-write";
import { STAGE_TWO_HAND } from "../options";
import { activeSeats, isActive, seatsAfter, seatsFrom } from "../seats";
import type { BattleQuestion, Pos, StarBattleState } from "../state";
import type { Ctx } from "../events";
import { drawCards, drawUp } from "./drawing";
import { checkEndOfTurn, checkLastLord } from "./ending";

export function beginStageTwo(ctx: Ctx): void {
  const { s } = ctx;
  const order = seatsFrom(s, s.first).filter((seat) => isActive(s, seat));
  for (const seat of order) {
    const lord = s.lords[seat]!;
    // R8: in the Normal set-up every lord starts on the Core; it is his Home Base only with
    // `coreIsHomeBase` (the book gives the Normal set-up no Home Bases).
    if (s.options.setup === "normal" && s.options.coreIsHomeBase) lord.homeBase = { ...s.core! };
    const start = s.options.setup === "normal" ? s.core! : lord.homeBase!;
    const cell = cellToWrite(ctx, start);
    addShips(cell, seat, "scout");
    addShips(cell, seat, "dreadnought");
    ctx.events.push({ type: "ShipsCommissioned", seat, at: { ...start }, scouts: 1, dreadnoughts: 1, reason: "stage-two" });
  }
  for (const seat of order) drawCards(ctx, seat, STAGE_TWO_HAND);
  s.active = null;
  ctx.events.push({ type: "StageTwoBegan", first: s.first });
  startTurn(ctx, nextSeat(s, null));
}

/** SB 2.2 / 2.3: who plays after `after` (null: the first turn of Stage 2). */
export function nextSeat(s: StarBattleState, after: SeatId | null): SeatId {
  // Seat order starting after the lord who just played, who comes last: the Phase B tie-break.
  const order = (after ? seatsAfter(s, after) : seatsFrom(s, s.first)).filter((seat) => isActive(s, seat));
  if (s.options.phaseRule === "A") return order[0]!;
  let best = order[0]!;
  for (const seat of order) if (fleetSize(shipsInPlay(s, seat)) < fleetSize(shipsInPlay(s, best))) best = seat;
  return best;
}

export function startTurn(ctx: Ctx, seat: SeatId): void {
  const { s } = ctx;
  const number = (s.turn?.number ?? 0) + 1;
  s.turn = { seat, number, acted: false };
  s.phase = "turn";
  ctx.events.push({ type: "TurnBegan", seat, number, freeMoves: s.lords[seat]!.freeMoves });
}

/** After a build, move or rebuild: the turn goes on while free moves remain (SB 3.5). */
export function afterAction(ctx: Ctx): void {
  const { s } = ctx;
  const seat = s.turn!.seat;
  if (fleetSize(shipsInPlay(s, seat)) === 0) {
    eliminate(ctx, seat);
    if (s.phase === "over") return;
    completeTurn(ctx);
    return;
  }
  if (s.lords[seat]!.freeMoves > 0) return;
  endTurn(ctx);
}

/** The actions are over: ask about battles, then finish the turn. */
export function endTurn(ctx: Ctx): void {
  ctx.s.battles = battleQuestions(ctx.s, ctx.s.turn!.seat);
  advanceBattles(ctx);
}

/** SB 4.1: every other lord sharing a card with the phasing lord, cards in reading order. */
export function battleQuestions(s: StarBattleState, seat: SeatId): BattleQuestion[] {
  const out: BattleQuestion[] = [];
  // The opponents in play order after him, worked out once for every card (none leaves meanwhile).
  const opponents = seatsAfter(s, seat).filter((opponent) => opponent !== seat && isActive(s, opponent));
  for (const cell of cellsInOrder(s)) {
    if (!cell.ships[seat]) continue;
    for (const opponent of opponents) {
      if (cell.ships[opponent]) out.push({ at: { x: cell.x, y: cell.y }, phasing: seat, opponent, asked: seat });
    }
  }
  return out;
}

/** Drops questions that earlier battles (or departures) made moot; asks the next or finishes. */
export function advanceBattles(ctx: Ctx): void {
  const { s } = ctx;
  while (s.battles.length > 0) {
    const q = s.battles[0]!;
    const cell = cellAt(s, q.at)!;
    const live = isActive(s, q.phasing) && isActive(s, q.opponent) && cell.ships[q.phasing] && cell.ships[q.opponent];
    if (live) {
      s.phase = "battle";
      return;
    }
    s.battles.shift();
  }
  completeTurn(ctx);
}

/** SB 5: bonus ships and draw-up for a lord still in play, then the end checks and the next turn. */
export function completeTurn(ctx: Ctx): void {
  const { s } = ctx;
  const turn = s.turn!;
  const lord = s.lords[turn.seat]!;
  s.phase = "turn";
  if (lord.status === "active") {
    grantBonusShips(ctx, turn.seat);
    drawUp(ctx, turn.seat);
  }
  const freeMovesLost = s.options.keepFreeMoves && lord.status === "active" ? 0 : lord.freeMoves;
  lord.freeMoves -= freeMovesLost;
  ctx.events.push({ type: "TurnEnded", seat: turn.seat, number: turn.number, freeMovesLost });
  if (checkEndOfTurn(ctx)) return;
  startTurn(ctx, nextSeat(s, turn.seat));
}

/** SB 5.1: a Scout on every Core / Home Base the lord controls, when the option grants it. */
function grantBonusShips(ctx: Ctx, seat: SeatId): void {
  const { s } = ctx;
  let places: Pos[] = [];
  if (s.options.setup === "normal" && s.options.coreBonusShip && s.core) places = [s.core];
  if (s.options.setup === "unknown-universe" && s.options.homeBaseBonusShip) places = homeBasePositions(s);
  for (const p of places) {
    if (controller(cellAt(s, p)!) !== seat) continue;
    addShips(cellToWrite(ctx, p), seat, "scout");
    ctx.events.push({ type: "ShipsCommissioned", seat, at: { ...p }, scouts: 1, dreadnoughts: 0, reason: "bonus" });
  }
}

/** A lord with no ships left is out (SB 6.4): his hand goes to the discard pile. */
export function eliminate(ctx: Ctx, seat: SeatId): void {
  markEliminated(ctx, seat);
  checkLastLord(ctx, "elimination");
}

/**
 * Eliminates every active lord left without ships (both sides of a battle may be wiped out),
 * and only then looks for a last lord, so a mutual wipe-out of the last two is a draw.
 */
export function eliminateShipless(ctx: Ctx): void {
  const gone = activeSeats(ctx.s).filter((seat) => fleetSize(shipsInPlay(ctx.s, seat)) === 0);
  for (const seat of gone) markEliminated(ctx, seat);
  if (gone.length > 0) checkLastLord(ctx, "elimination");
}

function markEliminated(ctx: Ctx, seat: SeatId): void {
  const lord = ctx.s.lords[seat]!;
  const discarded = lord.hand;
  ctx.s.discard.push(...discarded);
  lord.hand = [];
  lord.freeMoves = 0;
  lord.status = "eliminated";
  ctx.events.push({ type: "LordEliminated", seat, discarded });
}
