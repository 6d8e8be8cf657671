import { gameKind } from "../../../src/games/registry";
import { conformanceSuite } from "./suite";

// A 30-turn hex wargame: a random playout runs to 2,000 actions and more, so this kind plays a
// small share of the playouts in `npm test` (two of each of the 7 option sets), one of them with
// the deep checks, whose per-step copies and leak checks cost seconds a game here.
conformanceSuite(gameKind("barnards-star")!, { share: 0.04, deep: 1 });
