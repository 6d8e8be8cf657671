// The calendar of the turn sequence (DS 2, DS 10): which turns are shaded, who moves first, and
// the last turn as known now. Plain reads, so the phases can ask without importing the sequence.
import { SCENARIOS } from "../scenarios";
import type { DoubleStarState } from "../state";

/** Orbits turn and task forces train in the interim phase of even turns (README R9). */
export function isShaded(turn: number): boolean {
  return turn % 2 === 0;
}

export function firstMover(s: DoubleStarState) {
  return SCENARIOS[s.scenario].movesFirst;
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
