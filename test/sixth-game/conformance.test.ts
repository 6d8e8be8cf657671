// Step 4 of "How to add a sixth game" (docs/ARCHITECTURE.md): the engine conformance suite,
// unchanged, plays the example game from set-up to the end (a real game's file is
// test/engine/conformance/<id>.test.ts, one line like this).
import { conformanceSuite } from "../engine/conformance/suite";
import { asteroidNim } from "./asteroid-nim";

conformanceSuite(asteroidNim);
