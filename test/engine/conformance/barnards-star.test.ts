import { gameKind } from "../../../src/games/registry";
import { conformanceSuite } from "./suite";

// A 30-turn hex wargame: a random playout is 500–600 actions, so this kind plays a smaller share
// of the playouts (four of each of the 7 option sets), two of them with the deep checks, whose
// per-step copies and leak checks cost a second or more a game here.
conformanceSuite(gameKind("barnards-star")!, { share: 0.04, deep: 2 });
