// The result is written into the state when the game ends (rules/victory.ts); until then, null.
import type { Outcome } from "../../engine/contract";
import type { DoubleStarState } from "./state";

export function outcome(s: DoubleStarState): Outcome | null {
  return s.result ? structuredClone(s.result) : null;
}
