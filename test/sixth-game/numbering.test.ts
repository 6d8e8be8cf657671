// Step 3 of "How to add a sixth game" (docs/ARCHITECTURE.md): every rule id is named by a test
// title and mapped in the README, and every refusal cites the RULE table.
import { fileURLToPath } from "node:url";
import { numberingSuite } from "../games/numbering";
import { RULE } from "./asteroid-nim/rulebook";

numberingSuite({
  kind: "asteroid-nim",
  rule: "AN 1",
  RULE,
  atLeast: { titles: 6, violations: 5 },
  folders: { tests: fileURLToPath(new URL("./", import.meta.url)), src: fileURLToPath(new URL("./asteroid-nim/", import.meta.url)) },
});
