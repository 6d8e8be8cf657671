// The turn sequence (DS 2): each game-turn is the first mover's player-turn (movement, combat),
// the other side's, then the interim phase — orbital movement on shaded (even) turns, free
// planetoids every time, impacts declared, production delivered, training rolled on shaded turns,
// new production ordered — and the end-of-turn checks of the scenario's length (DS 10).
import { editShips } from "../own";
import { enemyOf } from "../seats";
import { emit } from "../../../engine/kit";
import type { Ctx } from "../events";
import { firstMover, isShaded, lastTurn } from "./calendar";
import { advanceCombat, startCombatPhase } from "./combat";
import { advanceInterim, beginInterim, nextStage } from "./interim";
import { hasMovementChoices } from "./movement";
import { checkVictory, endOfGameOutcome, finish } from "./victory";

export function startGame(ctx: Ctx): void {
  const s = ctx.s;
  s.setup = null;
  s.turn = 1;
  emit(ctx, { type: "TurnBegan", turn: 1, shaded: isShaded(1) });
  beginPlayerTurn(ctx, firstMover(s));
}

export function beginPlayerTurn(ctx: Ctx, side: "islamic" | "chinese"): void {
  const s = ctx.s;
  s.phase = "movement";
  s.phasing = side;
  s.moving = null;
  s.combat = s.combat ? { queue: [], current: null, nextId: s.combat.nextId } : null;
  for (const ship of editShips(s, (x) => x.moved)) ship.moved = false;
  emit(ctx, { type: "PlayerTurnBegan", side, turn: s.turn });
  // A side with nothing to move or load skips straight to combat.
  if (!hasMovementChoices(s, side)) {
    emit(ctx, { type: "MovementEnded", side });
    beginCombat(ctx);
  }
}

// The phases report when they are over; only this module says what follows, so no phase imports
// the sequence of play.

/** The combat phase from its start: battles run until a seat owes a decision or the player-turn ends. */
export function beginCombat(ctx: Ctx): void {
  startCombatPhase(ctx);
  runCombat(ctx);
}

/** Runs the combat phase on until a seat owes a decision; its end ends the player-turn. */
export function runCombat(ctx: Ctx): void {
  if (advanceCombat(ctx)) endPlayerTurn(ctx);
}

/** Runs the interim phase on until a seat owes a decision; its end ends the turn. */
export function runInterim(ctx: Ctx): void {
  if (!advanceInterim(ctx)) return;
  endTurn(ctx);
  checkVictory(ctx);
}

/** A seat is done with an interim stage: the next stage, or after the last the end of the turn. */
export function leaveStage(ctx: Ctx): void {
  if (nextStage(ctx)) endTurn(ctx);
}

/** End of a player-turn: disruption wears off (DS 6.11, 6.13), then the next player or the interim phase. */
export function endPlayerTurn(ctx: Ctx): void {
  const s = ctx.s;
  const cleared = s.ships.filter((x) => x.disrupted).map((x) => x.id);
  for (const ship of editShips(s, (x) => x.disrupted)) ship.disrupted = false;
  if (cleared.length > 0) emit(ctx, { type: "DisruptionCleared", ships: cleared });
  if (s.combat) s.combat.current = null;
  if (s.result) return;
  if (s.phasing === firstMover(s)) return beginPlayerTurn(ctx, enemyOf(s.phasing));
  beginInterim(ctx);
  runInterim(ctx);
}

/** After the interim phase: the game ends or the next turn begins. */
export function endTurn(ctx: Ctx): void {
  const s = ctx.s;
  s.interim = null;
  if (s.result) return;
  if (s.turn >= lastTurn(s)) return finish(ctx, endOfGameOutcome(s));
  s.turn++;
  emit(ctx, { type: "TurnBegan", turn: s.turn, shaded: isShaded(s.turn) });
  beginPlayerTurn(ctx, firstMover(s));
}
