// Asteroid Nim: the example sixth game of docs/ARCHITECTURE.md ("How to add a sixth game"). It is
// made only of the game kit and the engine contract, as a game in src/games/<id>/ would be.
import { defineGame, type DefinedGame } from "../../../src/engine/kit";
import { actionSchema, type AsteroidNimAction } from "./actions";
import { assertState } from "./invariants";
import { optionsSchema, sampleOptions, type AsteroidNimOptions } from "./options";
import { pending } from "./pending";
import { apply } from "./rules";
import { resign } from "./rules/resign";
import { schemas, type AsteroidNimView } from "./schema";
import { secrets } from "./secrets";
import { seatSpecs } from "./seats";
import { setup } from "./setup";
import type { AsteroidNimState } from "./state";
import { redact, view } from "./view";

export type AsteroidNimModule = DefinedGame<AsteroidNimState, AsteroidNimAction, AsteroidNimOptions, AsteroidNimView>;

export const asteroidNim: AsteroidNimModule = defineGame<AsteroidNimState, AsteroidNimAction, AsteroidNimOptions, AsteroidNimView>({
  id: "asteroid-nim",
  title: "Asteroid Nim",
  rulesVersion: "1",
  optionsSchema,
  actionSchema,
  schemas,
  seats: seatSpecs,
  setup,
  pending,
  apply,
  view,
  redact,
  assert: assertState,
  resign,
  secrets,
  sampleOptions,
});
