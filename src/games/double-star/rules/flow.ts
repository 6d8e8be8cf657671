// The turn sequence (DS 2): each game-turn is the first mover's player-turn (movement, combat),
// the other side's, then the interim phase — orbital movement on shaded (even) turns, free
// planetoids every time, impacts declared, production delivered, training rolled on shaded turns,
// new production ordered — and the end-of-turn checks of the scenario's length (DS 10).
import { SCENARIOS } from "../scenarios";
import { enemyOf } from "../seats";
import type { DoubleStarState } from "../state";
import { emit } from "../../../engine/kit";
import type { Ctx } from "../events";
import { startCombatPhase } from "./combat";
import { advanceInterim, beginInterim } from "./interim";
import { hasMovementChoices } from "./movement";
import { endOfGameOutcome, finish } from "./victory";

/** Orbits turn and task forces train in the interim phase of even turns (README R9). */
export function isShaded(turn: number): boolean {
  return turn % 2 === 0;
}

export function firstMover(s: DoubleStarState) {
  return SCENARIOS[s.scenario].movesFirst;
}

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
  for (const ship of s.ships) ship.moved = false;
  emit(ctx, { type: "PlayerTurnBegan", side, turn: s.turn });
  // A side with nothing to move or load skips straight to combat.
  if (!hasMovementChoices(s, side)) {
    emit(ctx, { type: "MovementEnded", side });
    startCombatPhase(ctx);
  }
}

/** End of a player-turn: disruption wears off (DS 6.11, 6.13), then the next player or the interim phase. */
export function endPlayerTurn(ctx: Ctx): void {
  const s = ctx.s;
  const cleared = s.ships.filter((x) => x.disrupted).map((x) => x.id);
  for (const ship of s.ships) ship.disrupted = false;
  if (cleared.length > 0) emit(ctx, { type: "DisruptionCleared", ships: cleared });
  if (s.combat) s.combat.current = null;
  if (s.result) return;
  if (s.phasing === firstMover(s)) return beginPlayerTurn(ctx, enemyOf(s.phasing));
  beginInterim(ctx);
  advanceInterim(ctx);
}

/** The last turn of the scenario, if it is known yet (DS 10), capped by the safety limit (DS 11.3). */
export function lastTurn(s: DoubleStarState): number {
  const length = SCENARIOS[s.scenario].length;
  let last = s.options.turnLimit;
  if (length.kind === "fixed") last = Math.min(last, length.turns);
  if (length.kind === "afterCrossing") {
    last = Math.min(last, length.max);
    if (s.crossedOnTurn !== null) last = Math.min(last, s.crossedOnTurn + length.turns);
  }
  return last;
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
