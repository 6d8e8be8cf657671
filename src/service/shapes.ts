// The shapes the API hands out, as zod schemas written once. The TypeScript types of
// src/service/types.ts are `z.infer` of these, and the OpenAPI document (src/api/openapi/) is
// made from the same builders with each game's own view, event, bounds, options and action
// schemas put in where these say `unknown`, so the document and the code cannot drift apart.
import { z } from "zod";
import { OPPONENT_LEVELS } from "../engine/opponent/level-names";
import { outcomeSchema, type Same } from "../engine/schemas";
import type { DieRoll } from "../engine/rng";
import { WEBHOOK_EVENTS } from "../webhooks/events";

const time = () => z.iso.datetime({ offset: true }).describe("An RFC 3339 time");

/** One Outcome for every layer: the engine's own schema (src/engine/schemas.ts), which every game's view and GameEnded event also use. */
export const outcome = outcomeSchema;

export const dieRoll = z.object({
  die: z.string().describe('"d6", "d12", "coin", "shuffle", "pick" …'),
  value: z.number(),
  of: z
    .number()
    .int()
    .optional()
    .describe("For a pick: how many items it chose among (value is an index below it), so the pick can be re-drawn from the seed alone"),
  purpose: z.string().describe("What the roll decided, in the game's words"),
  hidden: z.boolean().optional().describe("A secret draw; only in the record of a finished game"),
});

export const gameStatus = z.enum(["open", "active", "finished"]);
export const visibility = z.enum(["public", "private"]);

/** Any game's event: its `type` and the game's own fields. Each kind states its own (GameSchemas.event). */
export const anyGameEvent = z.looseObject({ type: z.string() });

/** What a game resource is made of that differs from kind to kind. */
export interface KindParts {
  kind: z.ZodType<string>;
  view: z.ZodType;
  options: z.ZodType;
  action: z.ZodType;
  bounds: z.ZodType;
}

/** The parts of any kind: what the server's own code sees. */
export const anyKind = {
  kind: z.string(),
  view: z.unknown(),
  options: z.unknown(),
  action: z.unknown(),
  bounds: z.unknown(),
} satisfies KindParts;

export const seatInfo = z.object({
  seat: z.string(),
  name: z.string(),
  automaton: z.boolean().describe("Played by the server itself; no player may take it"),
  opponent: z
    .enum(OPPONENT_LEVELS)
    .nullable()
    .describe("The built-in opponent's level where it holds the seat (the server plays it); null for a person's seat"),
  player: z.object({ id: z.string(), name: z.string() }).nullable().describe("Who holds the seat; null while it is open"),
  playerId: z.string().nullable().describe("The seated player's id (player.id), as a list's seats name it; null while the seat is open"),
});

export const pendingShape = <A extends z.ZodType, B extends z.ZodType>(action: A, bounds: B) =>
  z.object({
    seat: z.string(),
    prompt: z.string().describe('Machine-readable kind of prompt, e.g. "turn", "placement", "battle"'),
    text: z.string().describe("What the seat is asked to decide, for people"),
    decisionId: z
      .string()
      .optional()
      .describe(
        "Only for your own seat: the decision's identity. An action sent with it is accepted while your seat still owes this decision",
      ),
    choices: z.array(action).optional().describe("Only for your own seat: complete actions you can post as they are"),
    bounds: bounds.optional().describe("Only for your own seat, where the choice is continuous: its bounds"),
  });

/** In the input's units (src/service/time-control.ts): hours, and days for the vacation bank. */
const timeControlState = z.object({
  decisionHours: z.number().describe("Time for each decision"),
  warningHours: z.number().describe("deadline.warning goes out this long before a deadline"),
  vacationDays: z.number().describe("The vacation bank each seat started with"),
  onTimeout: z.enum(["forfeit", "bot"]),
  seats: z.array(
    z.object({
      seat: z.string(),
      deadline: time().nullable().describe("When this seat's decision is due; null while it owes none"),
      vacationLeftHours: z.number().describe("What is left of the seat's vacation bank, drawn a day at a time when a deadline passes"),
    }),
  ),
});

/** A game as one reader may see it. */
export const gameShape = <P extends KindParts>(p: P) =>
  z.object({
    id: z.string(),
    kind: p.kind,
    title: z.string(),
    rulesVersion: z.string().describe("The rules the game is played (and replayed) by, pinned at creation"),
    status: gameStatus,
    visibility,
    version: z.number().int().describe("Grows by one with every entry of the log"),
    options: p.options,
    seats: z.array(seatInfo),
    you: z
      .object({
        playerId: z.string(),
        seat: z.string(),
        unreadMessages: z
          .number()
          .int()
          .describe("Table messages for you, written by others after your read position (POST …/messages/read); muted players' left out"),
      })
      .nullable()
      .describe("Your seat; null for a spectator"),
    view: p.view.nullable().describe("What you may see; null until the game starts"),
    pending: z.array(pendingShape(p.action, p.bounds)).describe("The decisions owed now; empty once the game is over"),
    outcome: outcome.nullable(),
    seedCommitment: z.string().describe("The hash of the server's secret seed, fixed before anyone plays"),
    timeControl: timeControlState.nullable().describe("Deadlines, when the game has time controls; null otherwise"),
    seed: z.string().nullable().describe("The server's seed, revealed once the game is over so anyone can verify every roll"),
    createdAt: time(),
    updatedAt: time(),
  });

export const entryKind = z.enum(["action", "resign", "undo"]);

/** One log entry as a given reader may see it. */
export const feedEntryShape = <E extends z.ZodType>(event: E) =>
  z.object({
    version: z.number().int(),
    seat: z.string(),
    kind: entryKind,
    auto: z.literal("timeout").optional().describe("Present when the server acted for the seat because its deadline passed"),
    opponent: z
      .object({ level: z.enum(OPPONENT_LEVELS) })
      .optional()
      .describe("Present when the built-in opponent holding the seat chose the action (its seed is in the record once the game is over)"),
    at: time(),
    events: z.array(event).describe("The events, as you may see them"),
    rolls: z.array(dieRoll).describe("Public dice only; hidden draws are left out"),
  });

export const actResultShape = <E extends z.ZodType, G extends z.ZodType>(event: E, game: G) =>
  z.object({ version: z.number().int().describe("The version your action made"), events: z.array(event), game });

export const validateResultShape = <E extends z.ZodType>(event: E) =>
  z.object({
    valid: z.literal(true),
    events: z.array(event).describe("The events the action would produce, as you would see them; empty when withheld"),
    withheld: z
      .string()
      .optional()
      .describe("Why the events are withheld: they could reveal hidden information, or depend on dice not yet rolled"),
  });

export const recordEntryShape = <E extends z.ZodType, A extends z.ZodType>(event: E, action: A) =>
  z.object({
    version: z.number().int(),
    seat: z.string(),
    kind: entryKind,
    auto: z.literal("timeout").optional(),
    opponent: z
      .object({
        level: z.enum(OPPONENT_LEVELS),
        seed: z
          .string()
          .optional()
          .describe(
            "Once the game is over: the seed its search ran on, SHA-256 of `<game seed>|opponent:<version>:<seat>`, so its choice can be reproduced",
          ),
      })
      .optional()
      .describe("Present when the built-in opponent holding the seat chose the action"),
    at: time(),
    action: action.optional().describe("Once the game is over: the action as posted"),
    rolls: z.array(dieRoll),
    events: z.array(event),
  });

/** A whole game as one self-contained record (format starpost-game/1). */
export const gameRecordShape = <E extends z.ZodType, A extends z.ZodType>(event: E, action: A) =>
  z.object({
    format: z.literal("starpost-game/1"),
    id: z.string(),
    kind: z.string(),
    rulesVersion: z.string(),
    options: z.unknown(),
    seats: z.array(z.object({ seat: z.string(), playerId: z.string().nullable(), name: z.string().nullable() })),
    seedCommitment: z.string(),
    entropy: z.array(z.string()).describe('Each seat\'s added entropy, in seat order ("" where none was given)'),
    serverSeed: z.string().nullable().describe("Present once the game is over"),
    createdAt: time(),
    status: gameStatus,
    version: z.number().int(),
    setupRolls: z
      .array(dieRoll)
      .optional()
      .describe(
        'The draws of the set-up, made when the game started (stream "setup"), in order. Once the game is over: every one. Before: the public ones. Absent from records exported before it was added',
      ),
    log: z
      .array(recordEntryShape(event, action))
      .describe("Once the game is over: every entry with its action and every roll. Before: your feed"),
    outcome: outcome.nullable(),
  });

export const player = z.object({ id: z.string(), name: z.string() });
export const newPlayer = player.extend({
  apiKey: z.string().describe("Send it as `Authorization: Bearer <key>`; shown only in this answer"),
  createdAt: time(),
});

/** A game kind: its seats with the default options, and its options and actions as JSON Schema. `id` tells the kind (and so its options' type). */
/** A seat a game of a kind has, before anyone takes it. */
const seatSpec = z.object({
  id: z.string(),
  name: z.string(),
  automaton: z.boolean().describe("Played by the server itself; no player may take it"),
});

export const kindShape = <I extends z.ZodType<string>, O extends z.ZodType>(id: I, options: O) =>
  z.object({
    id,
    title: z.string(),
    rulesVersion: z.string(),
    seats: z
      .array(seatSpec)
      .describe("The seats of a game with the default options (GET /v1/kinds/{kind}/seats gives them for any options)"),
    defaultOptions: options.describe("The options a game takes when createGame leaves them out"),
    options: z.record(z.string(), z.unknown()).describe("The options as JSON Schema (what createGame's `options` takes)"),
    actions: z.record(z.string(), z.unknown()).describe("The actions as JSON Schema"),
  });

/** The seats a game of a kind would have with the given options: what a client shows before creating one. */
export const kindSeatsShape = <K extends z.ZodType<string>, O extends z.ZodType>(kind: K, options: O) =>
  z.object({
    kind,
    options: options.describe("The options as the game would take them: the ones given, every other at its default"),
    seats: z.array(seatSpec).describe("The seats in seating order, automata (a drone) included"),
  });

/** A game in a list: enough to choose one to read or join. */
export const gameListItem = z.object({
  id: z.string(),
  kind: z.string(),
  status: gameStatus,
  visibility,
  version: z.number().int(),
  seatsOpen: z.number().int(),
  createdAt: time(),
  updatedAt: time(),
  seats: z.array(
    z.object({ seat: z.string(), playerId: z.string().nullable(), awaiting: z.boolean().describe("The seat owes a decision now") }),
  ),
  rematchOf: z.string().nullable().describe("The finished game this one is a rematch of"),
  rematchId: z.string().nullable().describe("Once this finished game's rematch was offered: the new game"),
});

export const verification = z.object({
  verified: z.boolean(),
  entries: z.number().int().describe("Log entries re-run"),
  rolls: z.number().int().describe("Rolls checked against the seed"),
  problems: z.array(z.string()).describe("What did not match; empty when verified"),
});

export const webhookEventName = z.enum(WEBHOOK_EVENTS);

export const webhook = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(webhookEventName),
  gameId: z.string().nullable().describe("Only this game's events; null for all your games"),
  bot: z.boolean().describe("A 2xx answer to decision.required may carry {action}, applied as if posted"),
  disabled: z.boolean(),
  disabledReason: z.string().nullable(),
  madeWith: z
    .string()
    .nullable()
    .describe(
      "The key or token that made it, by its id in GET /v1/me/tokens (`master`, `tk_…`, `oa_…`): revoking it, or replacing the master key, " +
        "disables this webhook. Null for one made before Starpost kept this",
    ),
  createdAt: time(),
});

export const newWebhook = webhook.extend({ secret: z.string().describe("The whsec_… signing secret, shown only in this answer") });

export const delivery = z.object({
  id: z.string().describe("Also the webhook-id header"),
  webhookId: z.string(),
  gameId: z.string(),
  event: z.string(),
  status: z.enum(["pending", "delivered", "failed"]),
  attempts: z.number().int(),
  lastStatus: z.number().int().nullable().describe("The last HTTP status the endpoint answered"),
  lastError: z.string().nullable(),
  nextAttemptAt: time().nullable(),
  createdAt: time(),
  updatedAt: time(),
});

export const rotatedSecret = z.object({
  id: z.string(),
  secret: z.string().describe("The new whsec_… signing secret, shown only in this answer"),
  previousSecretExpiresAt: z.string().describe("When the replaced secret stops signing deliveries (ISO 8601)"),
});
export const deletedWebhook = z.object({ id: z.string(), deleted: z.literal(true) });
export const queuedDelivery = z.object({ id: z.string(), status: z.string() });

export const kindInfo = kindShape(z.string(), z.unknown());
export const kindSeats = kindSeatsShape(z.string(), z.unknown());

const nextCursor = z
  .string()
  .nullable()
  .describe("Send it back as `cursor` (with the same filter) for the next page; null on the last page. Opaque: do not build or edit one");

/** A page of a list: its items under their own name, and where the next page starts. */
export const pageShape = <K extends string, I extends z.ZodType>(items: K, item: I) =>
  z.object({ [items]: z.array(item).describe("This page, in the list's order"), nextCursor } as { [k in K]: z.ZodArray<I> } & {
    nextCursor: typeof nextCursor;
  });

export const eventsPageShape = <F extends z.ZodType>(entry: F) =>
  pageShape("entries", entry).extend({ version: z.number().int().describe("The game's version now") });

export const suggestionShape = <A extends z.ZodType>(action: A) =>
  z.object({ action: action.describe("A legal action for your seat: post it as it is") });

/**
 * One server-sent event of a game's stream: an `entry` (its `id` is the entry's version, its
 * `data` the entry as JSON) or, once the game is over, `end`. Comment lines keep the stream alive.
 */
export const feedStreamEvent = z.discriminatedUnion("event", [
  z.object({
    event: z.literal("entry"),
    id: z.string().describe("The entry's version: send it back as Last-Event-ID to resume after it"),
    data: z.string().meta({
      description: "The entry as JSON",
      contentMediaType: "application/json",
      contentSchema: { $ref: "#/components/schemas/FeedEntry" },
    }),
  }),
  z.object({ event: z.literal("end"), data: z.literal("{}").describe("Nothing: the game is over and the stream closes") }),
]);

export const kindListShape = <K extends z.ZodType>(kind: K) => z.object({ kinds: z.array(kind) });
export const gameList = pageShape("games", gameListItem);
export const webhookList = pageShape("webhooks", webhook);
export const deliveryList = pageShape("deliveries", delivery);

// The instances the server's own code uses; their types are in src/service/types.ts.
export const kindList = kindListShape(kindInfo);
export const gameResource = gameShape(anyKind);
export const feedEntry = feedEntryShape(anyGameEvent);
export const actResult = actResultShape(anyGameEvent, gameResource);
export const validateResult = validateResultShape(anyGameEvent);
export const recordEntry = recordEntryShape(anyGameEvent, z.unknown());
export const gameRecord = gameRecordShape(anyGameEvent, z.unknown());
export const eventsPage = eventsPageShape(feedEntry);
export const suggestion = suggestionShape(z.unknown());

// Shapes whose TypeScript lives elsewhere: checked against it there (engine/verify.ts,
// directory/games.ts, service/webhooks.ts), so this module imports none of them; the die roll here.
type Assert<T extends true> = T;
/** Fails to compile when a zod shape and the TypeScript type it mirrors differ. */
export type ShapeChecks = [Assert<Same<z.infer<typeof dieRoll>, DieRoll>>];

const healthCheck = z.object({
  ok: z.boolean(),
  ms: z.number().describe("How long the check took"),
  error: z.string().optional().describe("What failed (a class of failure, never a secret)"),
});

/** What GET /v1/health answers: each dependency checked, and whether all answered. */
export const healthReport = z.object({
  status: z.enum(["ok", "failing"]).describe('"ok" (HTTP 200) when every check passed, else "failing" (HTTP 503)'),
  checks: z.object({
    directory: healthCheck.describe("The D1 directory answered a query"),
    rooms: healthCheck.describe("A game room (Durable Object) answered a call"),
  }),
});
