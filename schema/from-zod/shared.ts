// Types every game shares, defined once in schema/game.ts: a zod schema with one of these meta
// ids (src/engine/schemas.ts) reads as that type instead of a new one.
import { OutcomeRef, SeatScoreRef, VictoryKindEnum } from "../game";
import type { SharedOutputs } from "./output";

export function sharedOutputs(): SharedOutputs {
  return new Map([
    ["Outcome", { type: OutcomeRef, print: "Outcome" }],
    ["VictoryKind", { type: VictoryKindEnum, print: "VictoryKind" }],
    [
      "SeatScores",
      {
        type: [SeatScoreRef],
        print: "[SeatScore!]",
        convert: (scores: unknown) => Object.entries(scores as Record<string, number>).map(([seat, score]) => ({ seat, score })),
      },
    ],
  ]);
}
