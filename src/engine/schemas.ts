// Zod pieces every game's schema.ts shares (issue 17): the outcome, which every view and every
// GameEnded event carries, and a helper that keeps an enum equal to the engine's own string union.
// One instance of each named schema: two schemas under one meta id cannot be converted together.
import { z } from "zod";
import type { Outcome, VictoryKind } from "./contract";

/**
 * A z.enum over exactly the values of the engine's string union T: a value left out, or one the
 * engine does not know, fails to compile, so a schema cannot drift from the rules it describes.
 */
export function enumOf<T extends string>() {
  return <const A extends readonly [T, ...T[]]>(values: A & ([T] extends [A[number]] ? unknown : { missing: Exclude<T, A[number]> })) =>
    z.enum(values as A);
}

export const victoryKindSchema = enumOf<VictoryKind>()([
  "decisive",
  "marginal",
  "strategic",
  "tactical",
  "stalemate",
  "draw",
  "score",
  "elimination",
  "forfeit",
]).meta({
  id: "VictoryKind",
  description: "How a game was won, or that nobody won it",
});

export const outcomeSchema = z
  .strictObject({
    winners: z.array(z.string()).describe("The winning seats; empty when nobody won"),
    kind: victoryKindSchema,
    reason: z.string().describe("Why the game ended, in a sentence"),
    scores: z.record(z.string(), z.number()).optional().describe("Final scores by seat, where the game keeps them"),
  })
  .meta({ id: "Outcome", description: "How a game ended" });

/** True when A and B are assignable both ways: for compile-time checks that a kept alias matches its schema. */
export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

// The contract keeps its own Outcome (every layer uses it); it must agree with the schema.
const outcomeAgrees: Same<z.infer<typeof outcomeSchema>, Outcome> = true;
void outcomeAgrees;
