// The numbering is complete and kept (test/games/numbering.ts).
import { RULE } from "../../../src/games/last-starfighter/rulebook";
import { numberingSuite } from "../numbering";

numberingSuite({ kind: "last-starfighter", rule: "LS 10.1", RULE, atLeast: { titles: 100, violations: 20 } });
