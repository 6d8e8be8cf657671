// The public record of the turn in progress (the view's `thisTurn`).
import type { TurnReport } from "../state";

export function emptyReport(turn: number): TurnReport {
  return { turn, turrets: [], headings: [], droneMove: null, movement: null, droneTurret: null, noFire: null, shots: [], lifeSupport: [] };
}
