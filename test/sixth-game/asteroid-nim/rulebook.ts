// The rule numbering of Asteroid Nim, the example sixth game (README.md). Violations cite these;
// tests name them in their titles.
export const RULE = {
  setup: "AN 1 Set-up",
  claims: "AN 2 Secret Claims",
  mining: "AN 3 Mining",
  end: "AN 4 Assay and Scoring",
  resign: "AN 5 Resigning",
} as const;
