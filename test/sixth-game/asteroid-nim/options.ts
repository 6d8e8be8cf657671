// Game options, fixed at creation. `parse({})` gives the default belt of 15 rocks, up to 3 a turn.
import { z } from "zod";

export const optionsSchema = z.object({
  asteroids: z.number().int().min(3).max(40).default(15).describe("Rocks in the belt at the start (3–40)."),
  maxTake: z.number().int().min(2).max(5).default(3).describe("Most rocks a prospector may pick up by hand in one turn (2–5)."),
});

export type AsteroidNimOptions = z.output<typeof optionsSchema>;

/** Option sets the conformance suite plays besides the defaults: a short belt and a long one. */
export const sampleOptions = [
  { asteroids: 3, maxTake: 2 },
  { asteroids: 40, maxTake: 5 },
];
