// The rule numbering of Asteroid Nim, the example sixth game (README.md). Violations cite these;
// tests name them in their titles.
import type { Evidence } from "../../../src/games/evidence";

export const RULE = {
  setup: "AN 1 Set-up",
  claims: "AN 2 Secret Claims",
  mining: "AN 3 Mining",
  end: "AN 4 Assay and Scoring",
  resign: "AN 5 Resigning",
} as const;

/** What shows each rule at work in a played game, for the rule-coverage report (src/games/evidence.ts). */
export const EVIDENCE: Evidence<keyof typeof RULE> = {
  setup: [{ setup: "a belt and a first miner" }],
  claims: [{ event: "lodeClaimed" }, { refusal: true }],
  mining: [{ event: "rocksTaken" }, { event: "blastFired" }, { refusal: true }],
  end: [{ event: "coreAssayed" }],
  resign: [{ event: "prospectorResigned" }],
};
