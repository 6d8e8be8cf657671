// Issue 21's "done when", over HTTP only: for every kind, a person plays one game to its end against
// `standard` and one against `strong`, as a stranger would: POST /v1/games with `opponents`, the
// person's moves chosen among the listed choices (POST /suggest where a decision lists none), and
// the room's own alarm playing the opponent's seat. Each game must end by play (not by the
// person giving up), the opponent's feed entries carry its level, the record verifies, and one
// decision the opponent searched is chosen again from the record by `opponentAction`
// (levelSuite in opponents-play.ts).
//
// The options are the shortest the books allow, and the person takes the seat that leaves the
// opponent the fewest decisions, so that a strong search is paid for a few dozen times per game,
// not hundreds. The games run one at a time (the rooms share one thread); each prints its wall
// time. This file holds the three light kinds; Barnard's Star and Double Star, whose games
// cost the opponent minutes of CPU at `strong`, are in opponents-levels-heavy.test.ts, so that
// the two files run side by side on the api project's two workers.
import { type LevelCase, levelSuite } from "./opponents-play";

const CASES: LevelCase[] = [
  // SB 0.3: the shortest turn limit the options allow; a game usually ends sooner by elimination.
  { kind: "star-battle", options: { turnLimit: 10 }, seat: "lord1", budgetMs: { standard: 180_000, strong: 420_000 } },
  // LS 10.4: five turns, then a draw.
  { kind: "last-starfighter", options: { turnLimit: 5 }, seat: "pilot1", budgetMs: { standard: 180_000, strong: 420_000 } },
  // IS 4.1: one turn of Scenario One.
  { kind: "iron-stars", options: { turns: 1 }, seat: "britain", budgetMs: { standard: 180_000, strong: 420_000 } },
];

levelSuite("a person plays Star Battle, The Last Starfighter and Iron Stars to the end against the searching levels, over HTTP", CASES, 0);
