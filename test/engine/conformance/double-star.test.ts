import { gameKind } from "../../../src/games/registry";
import { conformanceSuite } from "./suite";

// The largest game: a random playout is several hundred to two thousand actions. Half the usual
// share (166 playouts of each of the 3 option sets, the first 10 with the deep checks) takes
// about 30 s on a 2-core machine; the full count took 60 s (Sneak Attack 33 s, Raid 17 s, Armageddon 9 s).
conformanceSuite(gameKind("double-star")!, { share: 0.5 });
