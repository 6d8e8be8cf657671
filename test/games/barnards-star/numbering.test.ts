// The numbering is complete and kept (test/games/numbering.ts).
import { RULE } from "../../../src/games/barnards-star/rulebook";
import { numberingSuite } from "../numbering";

numberingSuite({ kind: "barnards-star", rule: "BS 20.1", RULE, atLeast: { titles: 100, violations: 20 } });
