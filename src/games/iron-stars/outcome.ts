// The result is written into the state when the game ends (rules/ending.ts); until then, null.
import type { Outcome } from "../../engine/contract";
import type { IronStarsState } from "./state";

export function outcome(s: IronStarsState): Outcome | null {
  return s.result ? structuredClone(s.result) : null;
}
