// The result is written into the state when the battle ends (rules/victory.ts); until then, null.
import type { Outcome } from "../../engine/contract";
import type { BarnardsStarState } from "./state";

export function outcome(s: BarnardsStarState): Outcome | null {
  return s.result ? structuredClone(s.result) : null;
}
