// The result is written into the state when the duel ends (rules/ending.ts); until then, null.
import type { Outcome } from "../../engine/contract";
import type { LastStarfighterState } from "./state";

export function outcome(s: LastStarfighterState): Outcome | null {
  return s.result ? structuredClone(s.result) : null;
}
