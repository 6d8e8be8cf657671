import { gameKind } from "../../../src/games/registry";
import { conformanceSuite } from "./suite";

// A 30-turn hex wargame: a random playout is 500–600 actions, so this kind plays a smaller share
// of the playouts (5 of each of the 7 option sets, all with the deep checks: about 40 s on a 2-core machine).
conformanceSuite(gameKind("barnards-star")!, { share: 0.04 });
