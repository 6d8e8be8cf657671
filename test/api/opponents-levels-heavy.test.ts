// Issue 21's "done when" over HTTP for the two kinds whose games cost the opponent the most:
// Barnard's Star and Double Star, each played to its end against `standard` and `strong` (the
// light kinds and what is asserted: opponents-levels.test.ts). At the shortest options the books
// allow, the opponent still owes 50–60 decisions in Barnard's Star (the Terran set-up places every
// defence one by one) and over 100 in Double Star (buying and moving unit by unit), ~1 s of CPU
// each at `strong` on a loaded machine: minutes per game, hence the budgets.
import { type LevelCase, levelSuite } from "./opponents-play";

const CASES: LevelCase[] = [
  // BS 16.1, 20.3: the smallest Naronian force and bowl, four turns; the person attacks, so the
  // opponent defends (its set-up and the battles) rather than buying a force unit by unit.
  {
    kind: "barnards-star",
    options: { turnLimit: 4, naronianPoints: 10, terranBowl: { DN: 0, BB: 0, BC: 0, DD: 0, TN: 1, jumpTN: 0 } },
    seat: "naronian",
    budgetMs: { standard: 420_000, strong: 1_200_000 },
  },
  // DS 11.3: two game-turns of the Sneak Attack (the least the option allows).
  { kind: "double-star", options: { turnLimit: 2 }, seat: "chinese", budgetMs: { standard: 420_000, strong: 1_200_000 } },
];

levelSuite("a person plays Barnard's Star and Double Star to the end against the searching levels, over HTTP", CASES, 3);
