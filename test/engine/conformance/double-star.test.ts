import { gameKind } from "../../../src/games/registry";
import { conformanceSuite } from "./suite";

// The largest game: a random playout is several hundred to two thousand actions, so this kind
// plays half the usual share (50 playouts of each of its 3 option sets in `npm test`).
conformanceSuite(gameKind("double-star")!, { share: 0.5 });
