import { gameKind } from "../../../src/games/registry";
import { conformanceSuite } from "./suite";

conformanceSuite(gameKind("iron-stars")!);
