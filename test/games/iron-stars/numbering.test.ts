// The numbering is complete and kept (test/games/numbering.ts).
import { RULE } from "../../../src/games/iron-stars/rulebook";
import { numberingSuite } from "../numbering";

numberingSuite({ kind: "iron-stars", rule: "IS 10.1", RULE, atLeast: { titles: 100, violations: 60 } });
