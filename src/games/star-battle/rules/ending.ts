// End of game (SB 6): scores for End A and the turn limit, the End C majority, the last lord
// standing, and writing the result into the state.
import type { Outcome, SeatId } from "../../../engine/contract";
import { systemValue } from "../cards";
import { cellAt, chartCells, controller, fleetOf, fleetSize, homeBasePositions, shipsInPlay } from "../chart";
import { activeSeats } from "../seats";
import type { StarBattleState } from "../state";
import type { Ctx } from "../events";

/**
 * SB 6.1, reconstructed reading: (sum of the values of the cards a lord occupies ÷ the number
 * of cards he occupies) − his ships in play. Lords out of the game have no score.
 */
export function scores(s: StarBattleState): Record<SeatId, number> {
  const out: Record<SeatId, number> = {};
  for (const seat of activeSeats(s)) {
    let sum = 0;
    let cards = 0;
    for (const cell of chartCells(s)) {
      if (fleetSize(fleetOf(cell, seat)) === 0) continue;
      sum += systemValue(cell.card);
      cards++;
    }
    if (cards > 0) out[seat] = sum / cards - fleetSize(shipsInPlay(s, seat));
  }
  return out;
}

export function finish(ctx: Ctx, outcome: Outcome): void {
  const { s } = ctx;
  s.result = outcome;
  s.phase = "over";
  s.active = null;
  s.battles = [];
  ctx.events.push({ type: "GameEnded", ...outcome });
}

export function finishByScore(ctx: Ctx, why: string): void {
  const table = scores(ctx.s);
  const best = Math.max(...Object.values(table));
  const winners = Object.keys(table).filter((seat) => table[seat] === best);
  const kind = winners.length > 1 ? "draw" : "score";
  finish(ctx, { winners, kind, reason: `${why}; ${winners.length > 1 ? "tied for" : "with"} the highest score`, scores: table });
}

/** SB 6.4: with one lord (or none) left the game is over. Returns whether it ended. */
export function checkLastLord(ctx: Ctx, by: "elimination" | "forfeit"): boolean {
  const left = activeSeats(ctx.s);
  if (left.length > 1) return false;
  if (left.length === 0) finish(ctx, { winners: [], kind: "draw", reason: "No Star Lord has ships left." });
  else if (by === "forfeit") finish(ctx, { winners: left, kind: "forfeit", reason: "Every other Star Lord left the game." });
  else finish(ctx, { winners: left, kind: "elimination", reason: "The last Star Lord with ships in play." });
  return true;
}

/** SB 6.3: the lord who controls more than half of the Home Bases, if any. */
export function homeBaseMajority(s: StarBattleState): SeatId | null {
  const bases = homeBasePositions(s);
  for (const seat of activeSeats(s)) {
    const held = bases.filter((p) => controller(cellAt(s, p)!) === seat).length;
    if (held * 2 > bases.length) return seat;
  }
  return null;
}

/** End-of-turn checks (SB 6.1, 6.3, 6.5). Returns whether the game ended. */
export function checkEndOfTurn(ctx: Ctx): boolean {
  const { s } = ctx;
  if (s.options.endMethod === "A" && s.deck.length === 0) {
    finishByScore(ctx, "The deck ran out");
    return true;
  }
  if (s.options.endMethod === "C") {
    const winner = homeBaseMajority(s);
    if (winner) {
      finish(ctx, { winners: [winner], kind: "decisive", reason: "Controls a majority of the Home Bases." });
      return true;
    }
  }
  if (s.turn && s.turn.number >= s.options.turnLimit) {
    finishByScore(ctx, `The turn limit (${s.options.turnLimit}) was reached`);
    return true;
  }
  return false;
}
