// The SDK's names for what the API sends and takes, all read out of the generated `paths`
// (sdk/src/generated/openapi.ts, made from schema/openapi.json). Nothing here restates the API:
// where the document types an answer, that type is used as it is; where it leaves an answer
// untyped (`Record<string, unknown>`), the few fields the SDK's own helpers read are added, and
// disappear again as soon as the document types them (see `Typed`).
import type { components, paths, webhooks } from "./generated/openapi.js";

type Method = "get" | "post" | "delete";
type Operation<P extends keyof paths, M extends Method> = paths[P] extends { [K in M]: infer O } ? O : never;
type Answers<P extends keyof paths, M extends Method> = Operation<P, M> extends { responses: infer R } ? R : never;

/** The JSON body of an operation's success answer (200 or 201). */
export type Success<P extends keyof paths, M extends Method> = {
  [S in keyof Answers<P, M>]: S extends 200 | 201
    ? Answers<P, M>[S] extends { content: { "application/json": infer B } }
      ? B
      : never
    : never;
}[keyof Answers<P, M>];

/** The JSON body an operation takes. */
export type RequestBody<P extends keyof paths, M extends Method> =
  Operation<P, M> extends { requestBody?: { content: { "application/json": infer B } } } ? B : never;

/**
 * `T` as the document types it when each of its variants has the fields `Needs` (the ones the SDK's
 * helpers read); otherwise `T` with those fields added. Distributes over a union, so a typed
 * per-kind union comes out unchanged.
 */
export type Typed<T, Needs> = T extends Needs ? T : T & Needs;

/** A problem document (`application/problem+json`), as the document types it. */
export type ProblemDocument = components["schemas"] extends { Problem: infer P }
  ? P
  : { code: string; status: number; title?: string; detail?: string };
/** A stable error code from the document; an illegal move carries the game's own code instead. */
export type ProblemCode = ProblemDocument extends { code: infer C } ? C : string;

// --- Players and kinds ------------------------------------------------------------------------

/** `POST /v1/players`: the new player and its API key (shown only in this answer). */
export type Registration = Typed<Success<"/v1/players", "post">, { id: string; name: string; apiKey: string }>;
export type Me = Success<"/v1/me", "get">;
export type KindList = Success<"/v1/kinds", "get">;
export type KindInfo = Success<"/v1/kinds/{kind}", "get">;

// --- Games --------------------------------------------------------------------------------------

/** A pending decision as the SDK's helpers read it: only your own seat's carries `decisionId` and `choices`. */
export interface PendingBasics {
  seat: string;
  prompt: string;
  text: string;
  decisionId?: string | null;
  choices?: readonly unknown[] | null;
  bounds?: unknown;
}

/** The fields of a game the SDK's helpers read. */
export interface GameBasics {
  id: string;
  kind: string;
  status: "open" | "active" | "finished";
  version: number;
  you: { playerId: string; seat: string } | null;
  pending: readonly PendingBasics[];
  view: unknown;
  outcome: unknown;
}

/** `GET /v1/games/{id}`: a game as you may see it. Once the document types it, a union over the kinds. */
export type Game = Typed<Success<"/v1/games/{id}", "get">, GameBasics>;
/** The kind ids the document names (`string` while it names none). */
export type Kind = Game["kind"];
/** The game of one kind: exact once the document types games per kind, else `Game` with that `kind`. */
export type GameOf<K extends string> = [Extract<Game, { kind: K }>] extends [never] ? Game & { kind: K } : Extract<Game, { kind: K }>;
/** What a seat of kind `K` sees. */
export type ViewOf<K extends string> = GameOf<K>["view"];
/** A pending decision of kind `K`. */
export type PendingOf<K extends string> = GameOf<K>["pending"][number];

/** `POST /v1/games/{id}/actions` body. */
export type ActBody = RequestBody<"/v1/games/{id}/actions", "post">;
/** Any action, as the document types the body of `POST …/actions`. */
export type Action = ActBody extends { action: infer A } ? A : { type: string };
/**
 * A listed choice of game `G`'s decisions: choices are complete actions, so once the document
 * types them per kind this is that kind's actions; until then, `Action`.
 */
export type ChoiceOf<G extends GameBasics> =
  NonNullable<G["pending"][number]["choices"]> extends readonly (infer C)[] ? (unknown extends C ? Action : C) : Action;
/** An action of kind `K` (see ChoiceOf). */
export type ActionOf<K extends string> = ChoiceOf<GameOf<K>>;

/** `POST /v1/games`. */
export type CreateGameBody = RequestBody<"/v1/games", "post">;
export type JoinGameBody = RequestBody<"/v1/games/{id}/join", "post">;
/** `POST …/actions` (and join, undo, resign, which answer the same envelope): the new version, your view of its events, and the game. */
export type ActResult = Typed<Success<"/v1/games/{id}/actions", "post">, { version: number; game: Game }>;
export type ValidateResult = Success<"/v1/games/{id}/actions/validate", "post">;
/** `POST …/suggest`: an action the built-in bot would play. */
export type Suggestion = Typed<Success<"/v1/games/{id}/suggest", "post">, { action: Action }>;
export type GameRecord = Success<"/v1/games/{id}/export", "get">;
export type VerifyBody = RequestBody<"/v1/verify", "post">;
export type VerifyResult = Success<"/v1/verify", "post">;

// --- Lists --------------------------------------------------------------------------------------

export type GamesQuery = NonNullable<Operation<"/v1/games", "get"> extends { parameters: { query?: infer Q } } ? Q : never>;
export type GamesPage = Success<"/v1/games", "get">;
/** One game as the lists give it (a summary, not the whole game). */
export type GameSummary = GamesPage extends { games: readonly (infer G)[] } ? G : never;
export type EventsPage = Success<"/v1/games/{id}/events", "get">;
/** One entry of a game's feed, from `…/events` or the event stream. */
export type FeedEntry = Typed<EventsPage extends { entries: readonly (infer E)[] } ? E : never, { version: number }>;

// --- Webhooks -----------------------------------------------------------------------------------

export type SubscribeBody = RequestBody<"/v1/webhooks", "post">;
/** `POST /v1/webhooks`: the subscription and its signing secret (shown only in this answer). */
export type Subscription = Typed<Success<"/v1/webhooks", "post">, { id: string; secret: string }>;
export type WebhookPage = Success<"/v1/webhooks", "get">;
export type Webhook = WebhookPage extends { webhooks: readonly (infer W)[] } ? W : never;
export type DeliveryPage = Success<"/v1/webhooks/{id}/deliveries", "get">;
export type Delivery = DeliveryPage extends { deliveries: readonly (infer D)[] } ? D : never;

/** The event types the document's `webhooks` section names. */
export type WebhookType = keyof webhooks & string;
type Delivered<T extends WebhookType> = webhooks[T] extends { post: infer O } ? O : never;
/** The body of a delivery of event type `T`, as the document's `webhooks` section states it. */
export type WebhookOf<T extends WebhookType> = T extends WebhookType
  ? Delivered<T> extends { requestBody?: { content: { "application/json": infer B } } }
    ? B
    : never
  : never;
/** What a receiver may answer to a delivery of type `T` (a bot's `{ action }` to `decision.required`); `void` where the body is ignored. */
// biome-ignore lint/suspicious/noConfusingVoidType: a handler may end without a return (type void), which `undefined` would refuse.
type NoReply = void;
export type WebhookReply<T extends WebhookType> = T extends WebhookType
  ? Delivered<T> extends { responses: { 200: { content: { "application/json": infer B } } } }
    ? B | NoReply
    : NoReply
  : never;
/** Any delivery's body: a union discriminated by `type`, so `if (event.type === "game.over")` narrows it. */
export type WebhookEvent = WebhookOf<WebhookType>;
/** A `decision.required` delivery's body: the decision, and its choices or bounds. */
export type DecisionRequired = WebhookOf<"decision.required">;
/**
 * A delivery's `data` about a game of kind `K`: the document types a decision.required's and a
 * game.action's data per kind (discriminated by `kind`), so its choices are `ActionOf<K>`, its
 * bounds that kind's and its events that kind's. `if (event.data.kind === K)` narrows the same way.
 */
export type WebhookDataOf<T extends WebhookType, K extends string> = Extract<WebhookOf<T>["data"], { kind: K }>;
/** A bot subscription's answer to `decision.required`: the action to play. */
export type BotAnswer = Exclude<WebhookReply<"decision.required">, void>;
