// Types every game shares, defined once in schema/game.ts: a zod schema of src/engine/schemas.ts
// (by its meta id, or as the very schema) reads as that type instead of a new one.
import type { z } from "zod";
import { outcomeSchema } from "../../src/engine/schemas";
import { OutcomeRef, SeatScoreRef, VictoryKindEnum } from "../game";
import type { Output, SharedOutputs } from "./output";
import { unwrap } from "./zod";

/** Final scores by seat: the record reads as a list of seat scores, as in the Outcome type. */
const seatScores: Output = {
  type: [SeatScoreRef],
  print: "[SeatScore!]",
  convert: (scores) => Object.entries(scores as Record<string, number>).map(([seat, score]) => ({ seat, score })),
};

export function sharedOutputs(): SharedOutputs {
  return new Map<string | z.ZodType, Output>([
    ["Outcome", { type: OutcomeRef, print: "Outcome" }],
    ["VictoryKind", { type: VictoryKindEnum, print: "VictoryKind" }],
    [unwrap(outcomeSchema.shape.scores).inner, seatScores],
  ]);
}
