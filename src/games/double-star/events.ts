// Everything that can happen, in the past tense. Events are public except two kinds of secret:
// the world a raider designates (DS 10.3) and a side's formation declarations before both sides
// are ready (DS 11.2); redact() strips those for everyone but their owner.
import type { z } from "zod";
import type { eventSchema } from "./schema";
import type { RuleContext } from "../../engine/kit";
import type { DoubleStarState } from "./state";

/** Every event, as the schema states it (schema.ts). */
export type DoubleStarEvent = z.infer<typeof eventSchema>;

export type EventType = DoubleStarEvent["type"];

/** What every rule handler works on: the kit's context over this game's state and events. */
export type Ctx = RuleContext<DoubleStarState, DoubleStarEvent>;
