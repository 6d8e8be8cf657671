// Every order a prospector can post: a discriminated union on `type`, strict so unknown fields are refused.
import { z } from "zod";

export const LODES = ["ice", "iron", "gold"] as const;
export const lodeSchema = z
  .enum(LODES)
  .describe("A kind of ore a prospector can claim, and the core turns out to be")
  .meta({ id: "AsteroidNimLode" });
export type Lode = z.output<typeof lodeSchema>;

export const claimAction = z.strictObject({ type: z.literal("claim"), lode: lodeSchema }).describe("Claim a lode in secret (AN 2).");
export const takeAction = z
  .strictObject({ type: z.literal("take"), count: z.number().int().min(1).max(5).describe("Rocks to pick up") })
  .describe("Pick up rocks by hand (AN 3).");
export const blastAction = z
  .strictObject({ type: z.literal("blast") })
  .describe("Blast the belt: a d6 decides how many rocks come loose (AN 3).");

export const actionSchema = z.discriminatedUnion("type", [claimAction, takeAction, blastAction]);
export type AsteroidNimAction = z.output<typeof actionSchema>;
