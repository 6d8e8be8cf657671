// The zod shapes every game shares across the API: the outcome of a game and its parts. Games
// use these in their own view and event schemas (src/games/<kind>/schema.ts), so an outcome has
// one shape, one JSON Schema and one GraphQL type (`Outcome`) wherever it appears.
import { z } from "zod";
import type { Outcome } from "./contract";

export const victoryKindSchema = z
  .enum(["decisive", "marginal", "strategic", "tactical", "stalemate", "draw", "score", "elimination", "forfeit"])
  .describe("How the game was won, or that nobody won it")
  .meta({ id: "VictoryKind" });

export const seatScoresSchema = z.record(z.string(), z.number()).describe("Final score by seat").meta({ id: "SeatScores" });

export const outcomeSchema = z
  .strictObject({
    winners: z.array(z.string()).describe("The winning seats; empty for a draw"),
    kind: victoryKindSchema,
    reason: z.string().describe("Why the game ended, in a sentence"),
    scores: seatScoresSchema.optional(),
  })
  .describe("How a game ended")
  .meta({ id: "Outcome" });

// The contract's Outcome and the schema's are one shape (checked both ways at compile time).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const outcomeMatches: Same<z.output<typeof outcomeSchema>, Outcome> = true;
void outcomeMatches;
