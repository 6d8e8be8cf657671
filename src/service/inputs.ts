// What a request may say: the zod schemas every service function parses its raw input with
// (REST bodies and GraphQL arguments alike), and from which the OpenAPI document is made.
// Unknown fields are refused so a typo is an error, not silently ignored.
import { z } from "zod";
import { OPPONENT_LEVELS } from "../engine/opponent/level-names";
import { WEBHOOK_EVENTS } from "../webhooks/events";
import { apiError, fail, ok, type Result } from "./errors";
import { PAGE_SIZES } from "./pages";

export const CURSOR_DESCRIPTION =
  "Where the previous page ended: its `nextCursor`, as it was given. Send it with the same filter it came with";

/** `input` parsed by `schema`, or MALFORMED_REQUEST naming each issue under `where` (`body.entropy: …`). */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, where: string): Result<z.output<S>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  const issues = parsed.error.issues.map((i) => `${[where, ...i.path].join(".")}: ${i.message}`);
  return fail(apiError("MALFORMED_REQUEST", issues.join("; "), { issues }));
}

/** `then(input)` with the input parsed, or the refusal that names what is wrong with it. */
export async function withInput<S extends z.ZodType, R>(
  schema: S,
  input: unknown,
  where: string,
  then: (parsed: z.output<S>) => Promise<Result<R>> | Result<R>,
): Promise<Result<R>> {
  const parsed = parseInput(schema, input, where);
  return parsed.ok ? then(parsed.value) : parsed;
}

/** Printable ASCII without spaces, as Stripe's and the IETF draft's keys are; a UUID fits. */
export const idempotencyKey = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/, "must be 1 to 255 printable ASCII characters")
  .describe("Any string up to 255 printable characters (a UUID is a good one), unique per request you mean");

export const registerPlayerBody = z.strictObject({
  name: z.string().trim().min(1).max(40).describe("How other players see you"),
});

export const entropy = z.string().max(256).describe("Your own randomness, mixed into the game's seed when the game starts");

export const timeControl = z
  .strictObject({
    decisionHours: z.number().min(0.01).max(2160).describe("Time for each decision, in hours (e.g. 72 for three days)"),
    vacationDays: z
      .number()
      .int()
      .min(0)
      .max(60)
      .default(0)
      .describe("A bank of days each seat may draw on, a day at a time, when a deadline passes"),
    warningHours: z
      .number()
      .min(0)
      .max(720)
      .optional()
      .describe("How long before a deadline deadline.warning is sent; a quarter of the decision time if left out"),
    onTimeout: z
      .enum(["forfeit", "bot"])
      .default("forfeit")
      .describe("When the time and the vacation bank are used up: forfeit, or the built-in bot plays the move"),
  })
  .describe("Deadlines for play at a distance; none if left out");

export const opponentLevel = z
  .enum(OPPONENT_LEVELS)
  .describe(
    "How the built-in opponent plays: `random` picks uniformly among the legal choices; `standard` and `strong` search (information-set Monte Carlo tree search from the seat's own view), `strong` with eight times the budget",
  );

export const createGameBody = z.strictObject({
  kind: z.string().min(1).max(40).describe("A game kind id from GET /v1/kinds"),
  options: z.record(z.string(), z.unknown()).optional().describe("The kind's options; anything left out takes its default"),
  seat: z.string().max(40).optional().describe("The seat you take; the first free one if left out"),
  visibility: z.enum(["public", "private"]).optional().describe("Public games can be watched by anyone; default public"),
  entropy: entropy.optional(),
  timeControl: timeControl.optional(),
  opponents: z
    .record(z.string().max(40), opponentLevel)
    .optional()
    .describe(
      'Seats the server\'s built-in opponent takes at creation, by seat id, e.g. `{"lord2": "standard"}`; every kind has one. The game starts once the other seats are filled; at least one seat must be left for a person (422 NO_HUMAN_SEAT)',
    ),
});

export const suggestQuery = z.strictObject({
  level: opponentLevel.optional().describe("Ask the built-in opponent at this level instead of the uniform bot"),
});

/** A share link's token, as the link carries it (`invite=`). */
export const inviteToken = z.string().max(100).describe("A private game's share-link token (the link's `invite` parameter)");

export const joinGameBody = z.strictObject({
  seat: z.string().max(40).optional().describe("The seat you want; the seat held for you, or the first free one, if left out"),
  entropy: entropy.optional(),
  invite: inviteToken.optional(),
});

export const invitePlayerBody = z.strictObject({
  playerId: z.string().min(1).max(40).describe("The player to invite"),
  seat: z.string().max(40).optional().describe("The seat to hold for them; any open seat if left out"),
});

export const acceptInvitationBody = z.strictObject({ entropy: entropy.optional() });

export const webhookBody = z.strictObject({
  url: z.string().max(2048).describe("Where deliveries are POSTed (https in production)"),
  events: z
    .array(z.enum(WEBHOOK_EVENTS))
    .min(1)
    .max(WEBHOOK_EVENTS.length)
    .optional()
    .describe("Event types to receive; all of them if left out"),
  gameId: z.string().max(40).optional().describe("Only this game's events"),
  bot: z.boolean().optional().describe("A bot endpoint: a 2xx answer to decision.required may carry {action}, applied as if posted"),
});

export const rotateSecretBody = z.strictObject({
  overlapHours: z
    .number()
    .min(0)
    .max(168)
    .optional()
    .describe("How long the replaced secret keeps signing beside the new one, in hours (0 to 168, default 24; 0 retires it at once)"),
});

export const actionBody = z.strictObject({
  kind: z
    .string()
    .max(40)
    .optional()
    .describe(
      "The game's kind, so a typed client checks the action against that kind's actions; a request naming another kind is refused with 400 INVALID_ACTION",
    ),
  action: z.looseObject({ type: z.string() }).describe("One of the kind's actions, e.g. a choice from `pending` posted as it is"),
  expectedVersion: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe(
      "The version you read the game at: the action is accepted while your seat still owes the decision it owed then (other seats may have acted since), else 409 STALE_VERSION",
    ),
  decisionId: z
    .string()
    .min(1)
    .max(64)
    .optional()
    .describe(
      "The `decisionId` of your pending decision: the action is accepted only while your seat still owes that decision, else 409 STALE_DECISION",
    ),
});

/** A query parameter that is `true` or `false`, nothing else. */
export const flag = z.enum(["true", "false"]).transform((v) => v === "true");

/** A page size: every value from 1 to the list's maximum is allowed. */
export const pageLimit = (list: keyof typeof PAGE_SIZES) => {
  // One message for every way a limit can be wrong (an empty `limit=` reads as 0): what is wanted.
  const wanted = `a whole number from 1 to ${PAGE_SIZES[list].max}`;
  return z.coerce
    .number({ error: wanted })
    .int({ error: wanted })
    .min(1, { error: wanted })
    .max(PAGE_SIZES[list].max, { error: wanted })
    .default(PAGE_SIZES[list].default)
    .describe(`Items per page, 1 to ${PAGE_SIZES[list].max}`);
};

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
