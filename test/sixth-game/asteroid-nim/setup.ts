// AN 1: the belt, and a d6 for who mines first.
import { d6 } from "../../../src/engine/kit";
import type { Rng } from "../../../src/engine/rng";
import type { AsteroidNimOptions } from "./options";
import type { AsteroidNimState } from "./state";

export function setup(options: AsteroidNimOptions, rng: Rng): AsteroidNimState {
  const first = d6({ rng }, "who mines first (1–3 red, 4–6 blue)") <= 3 ? "red" : "blue";
  return {
    options,
    phase: "claim",
    belt: options.asteroids,
    turn: first,
    claims: { red: null, blue: null },
    hauls: { red: 0, blue: 0 },
    lastTaker: null,
    core: null,
    result: null,
  };
}
