// Request schemas: they validate REST bodies and queries, and the OpenAPI document is made
// from them. Unknown fields are refused so a typo is an error, not silently ignored.
import { z } from "zod";
import { PAGE_SIZES } from "../service/pages";
import { CURSOR_DESCRIPTION } from "./paging";

export const registerPlayerBody = z.strictObject({
  name: z.string().trim().min(1).max(40).describe("How other players see you"),
});

export const entropy = z.string().max(256).describe("Your own randomness, mixed into the game's seed when the game starts");

export const timeControl = z
  .strictObject({
    decisionHours: z.number().min(0.01).max(2160).describe("Time for each decision, in hours (e.g. 72 for three days)"),
    vacationDays: z.number().int().min(0).max(60).default(0).describe("A bank of days each seat may draw on, a day at a time, when a deadline passes"),
    warningHours: z.number().min(0).max(720).optional().describe("How long before a deadline deadline.warning is sent; a quarter of the decision time if left out"),
    onTimeout: z.enum(["forfeit", "bot"]).default("forfeit").describe("When the time and the vacation bank are used up: forfeit, or the built-in bot plays the move"),
  })
  .describe("Deadlines for play at a distance; none if left out");

export const createGameBody = z.strictObject({
  kind: z.string().min(1).max(40).describe("A game kind id from GET /v1/kinds"),
  options: z.record(z.string(), z.unknown()).optional().describe("The kind's options; anything left out takes its default"),
  seat: z.string().max(40).optional().describe("The seat you take; the first free one if left out"),
  visibility: z.enum(["public", "private"]).optional().describe("Public games can be watched by anyone; default public"),
  entropy: entropy.optional(),
  timeControl: timeControl.optional(),
});

export const joinGameBody = z.strictObject({
  seat: z.string().max(40).optional().describe("The seat you want; the first free one if left out"),
  entropy: entropy.optional(),
});

export const actionBody = z.strictObject({
  kind: z
    .string()
    .max(40)
    .optional()
    .describe("The game's kind, so a typed client checks the action against that kind's actions; a request naming another kind is refused with 400 INVALID_ACTION"),
  action: z.looseObject({ type: z.string() }).describe("One of the kind's actions, e.g. a choice from `pending` posted as it is"),
  expectedVersion: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe("The version you read the game at: the action is accepted while your seat still owes the decision it owed then (other seats may have acted since), else 409 STALE_VERSION"),
  decisionId: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .describe("The `decisionId` of your pending decision: the action is accepted only while your seat still owes that decision, else 409 STALE_DECISION"),
});

const flag = z.enum(["true", "false"]).transform((v) => v === "true");

/** A page size: every value from 1 to the list's maximum is allowed. */
export const pageLimit = (list: keyof typeof PAGE_SIZES) =>
  z.coerce.number().int().min(1).max(PAGE_SIZES[list].max).default(PAGE_SIZES[list].default).describe(`Items per page, 1 to ${PAGE_SIZES[list].max}`);

export const cursor = z.string().optional().describe(CURSOR_DESCRIPTION);

export const listGamesQuery = z.strictObject({
  status: z.enum(["open", "active", "finished"]).optional(),
  kind: z.string().max(40).optional(),
  mine: flag.optional().describe("Only games you sit in"),
  awaiting: z.literal("me").optional().describe("Only games where one of your seats owes a decision"),
  limit: pageLimit("games"),
  cursor,
});

export const gameQuery = z.strictObject({
  at: z.coerce.number().int().min(0).optional().describe("The view as it stood at this version (replays)"),
});

export const eventsQuery = z.strictObject({
  after: z.coerce.number().int().min(0).optional().describe("Return entries after this version (0 if left out); not with `cursor`"),
  limit: pageLimit("events"),
  cursor: z.string().optional().describe(`${CURSOR_DESCRIPTION}; not with \`after\``),
});

export const webhooksQuery = z.strictObject({ limit: pageLimit("webhooks"), cursor });

export const deliveriesQuery = z.strictObject({ limit: pageLimit("deliveries"), cursor });

export const streamQuery = z.strictObject({
  after: z.coerce.number().int().min(0).optional().describe("Start after this version (Last-Event-ID wins when both are sent)"),
});

export const verifyBody = z.looseObject({
  format: z.literal("starpost-game/1"),
  kind: z.string(),
  log: z.array(z.looseObject({})),
});
