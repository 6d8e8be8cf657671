// What Asteroid Nim sends across the API, stated once: the view any viewer gets, every event as
// redact gives it, and the bounds of decisions (none: every decision lists its choices). The
// view and event types, the GraphQL types and the OpenAPI components all come from here.
import { z } from "zod";
import type { GameSchemas } from "../../../src/engine/contract";
import { outcomeSchema } from "../../../src/engine/schemas";
import { lodeSchema } from "./actions";

const seat = z.string();
const rocks = z.number().int().min(0);

export const phaseSchema = z
  .enum(["claim", "mining", "over"])
  .describe("claim: both prospectors claim a lode in secret; mining: they take turns; over")
  .meta({ id: "AsteroidNimPhase" });

const prospector = z
  .strictObject({
    name: z.string(),
    haul: rocks.describe("Rocks picked up so far"),
    claimed: z.boolean().describe("Whether the prospector has made its claim (anyone may know that)"),
    claim: lodeSchema.nullable().describe("The claimed lode: only its owner sees it before the end"),
  })
  .describe("A prospector as the reader may see it")
  .meta({ id: "AsteroidNimProspector" });

export const viewSchema = z
  .strictObject({
    phase: phaseSchema,
    belt: rocks.describe("Rocks left in the belt"),
    maxTake: z.number().int().describe("Most rocks a prospector may pick up by hand in one turn"),
    turn: seat.describe("Who mines next (during claims: who mines first)"),
    prospectors: z.record(z.string(), prospector).describe("Each prospector, by seat"),
    lastTaker: seat.nullable().describe("Who took the latest rocks"),
    core: lodeSchema.nullable().describe("The core's lode, assayed once the belt is empty"),
    outcome: outcomeSchema.nullable(),
  })
  .meta({ id: "AsteroidNimView" });

const lodeClaimed = z
  .strictObject({ type: z.literal("lodeClaimed"), seat, lode: lodeSchema.optional().describe("Only for the claimant") })
  .meta({ id: "AsteroidNimLodeClaimed" });
const blastFired = z
  .strictObject({ type: z.literal("blastFired"), seat, roll: z.number().int().min(1).max(6) })
  .meta({ id: "AsteroidNimBlastFired" });
const rocksTaken = z.strictObject({ type: z.literal("rocksTaken"), seat, count: rocks, left: rocks }).meta({ id: "AsteroidNimRocksTaken" });
const coreAssayed = z
  .strictObject({
    type: z.literal("coreAssayed"),
    roll: z.number().int().min(1).max(6),
    core: lodeSchema,
    claims: z.record(z.string(), lodeSchema).describe("Every claim, revealed"),
  })
  .meta({ id: "AsteroidNimCoreAssayed" });
const prospectorResigned = z.strictObject({ type: z.literal("prospectorResigned"), seat }).meta({ id: "AsteroidNimProspectorResigned" });
const gameEnded = z.strictObject({ type: z.literal("gameEnded"), outcome: outcomeSchema }).meta({ id: "AsteroidNimGameEnded" });

export const eventSchema = z.discriminatedUnion("type", [lodeClaimed, blastFired, rocksTaken, coreAssayed, prospectorResigned, gameEnded]);

export type AsteroidNimView = z.output<typeof viewSchema>;
export type AsteroidNimEvent = z.output<typeof eventSchema>;
export type LodeClaimed = z.output<typeof lodeClaimed>;

export const schemas: GameSchemas = { view: viewSchema, event: eventSchema, bounds: z.never() };
