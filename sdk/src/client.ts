// The client: `createStarpost({ baseUrl, token })`. `raw` is an openapi-fetch client typed from
// the OpenAPI document, with every operation; the methods beside it cover what a client or bot
// does most (register, create, join, read, act, page, stream, subscribe) and throw a
// StarpostProblem for every refusal instead of returning it. Every request goes through
// `retryingFetch` (idempotency keys and safe resends).
import createClient, { type Client } from "openapi-fetch";
import type { paths } from "./generated/openapi.js";
import { answerGuard } from "./decisions.js";
import { itemsOf, pages, type LoadedPage } from "./pages.js";
import { StarpostProblem } from "./problem.js";
import { retryingFetch, type Fetch, type RetryOptions } from "./retry.js";
import { eventStream, type StreamOptions } from "./stream.js";
import type {
  ActBody,
  Action,
  ActionOf,
  ActResult,
  ChoiceOf,
  CreateGameBody,
  Delivery,
  DeliveryPage,
  EventsPage,
  FeedEntry,
  Game,
  GameBasics,
  GameOf,
  GameRecord,
  GamesPage,
  GamesQuery,
  GameSummary,
  JoinGameBody,
  KindInfo,
  KindList,
  Me,
  Registration,
  SubscribeBody,
  Subscription,
  Suggestion,
  ValidateResult,
  VerifyBody,
  VerifyResult,
  Webhook,
  WebhookPage,
} from "./types.js";

export interface StarpostOptions {
  /** Where the API is, e.g. `http://127.0.0.1:8787` (the `/v1/…` paths are added to it). */
  baseUrl: string;
  /** A player's API key (from `register`); without one, only public reads work. */
  token?: string;
  /** The fetch to send requests with (default: the global one). Tests pass the server's own. */
  fetch?: Fetch;
  /** Resends of requests that cannot apply twice (see retry.ts); `false` sends each once. */
  retry?: RetryOptions | false;
}

/** How an action answers a decision: the version you read it at and/or its id, and an Idempotency-Key of your own. */
export interface ActOptions {
  expectedVersion?: number;
  decisionId?: string;
  /** Default: a fresh key per call, reused by the SDK's own resends. Set one to make your own retries safe too. */
  idempotencyKey?: string;
}

type Answer<T> = { data?: T; error?: unknown; response: Response };

export function createStarpost(options: StarpostOptions): Starpost {
  return new Starpost(options);
}

export class Starpost {
  /** Every operation of the OpenAPI document, typed from it (openapi-fetch). Answers `{data, error, response}`. */
  readonly raw: Client<paths>;
  readonly options: StarpostOptions;

  constructor(options: StarpostOptions) {
    this.options = options;
    const inner: Fetch = options.fetch ?? ((request) => globalThis.fetch(request));
    this.raw = createClient<paths>({
      baseUrl: options.baseUrl,
      fetch: options.retry === false ? inner : retryingFetch(inner, options.retry),
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    });
  }

  /** The same client acting as another player. */
  withToken(token: string): Starpost {
    return new Starpost({ ...this.options, token });
  }

  // --- players and kinds ---

  /** Registers a player; the answer's `apiKey` is shown only here (`withToken(apiKey)` acts as it). */
  async register(name: string): Promise<Registration> {
    return ok<Registration>(await this.raw.POST("/v1/players", { body: { name } }));
  }

  async me(): Promise<Me> {
    return ok<Me>(await this.raw.GET("/v1/me"));
  }

  async kinds(): Promise<KindList> {
    return ok<KindList>(await this.raw.GET("/v1/kinds"));
  }

  async kind(kind: string): Promise<KindInfo> {
    return ok<KindInfo>(await this.raw.GET("/v1/kinds/{kind}", { params: { path: { kind } } }));
  }

  // --- games ---

  /** Creates a game and takes a seat in it; it starts when every seat is taken. */
  async createGame(body: CreateGameBody): Promise<Game> {
    return ok<Game>(await this.raw.POST("/v1/games", { body }));
  }

  /** Takes a seat (any open one unless `seat` is given); answers like an action: `{version, events, game}`. */
  async joinGame(id: string, body: JoinGameBody = {} as JoinGameBody): Promise<ActResult> {
    return ok<ActResult>(await this.raw.POST("/v1/games/{id}/join", { params: { path: { id } }, body }));
  }

  /** The game as you may see it, now or (`at`) as it stood at a version. */
  async game(id: string, query: { at?: number } = {}): Promise<Game> {
    return ok<Game>(await this.raw.GET("/v1/games/{id}", { params: { path: { id }, query } }));
  }

  /** The game, checked to be of `kind`, typed as that kind's game. */
  async gameOf<K extends string>(id: string, kind: K, query: { at?: number } = {}): Promise<GameOf<K>> {
    const game = await this.game(id, query);
    if (game.kind !== kind) throw new Error(`game ${id} is ${game.kind}, not ${kind}`);
    return game as GameOf<K>;
  }

  /** Posts an action for your seat. Retried with the same Idempotency-Key, it is applied once. */
  async act<K extends string = string>(id: string, action: ActionOf<K> | Action, options: ActOptions = {}): Promise<ActResult> {
    const { idempotencyKey, ...guard } = options;
    return ok<ActResult>(
      await this.raw.POST("/v1/games/{id}/actions", {
        params: { path: { id } },
        body: { action, ...guard } as ActBody,
        ...(idempotencyKey ? { headers: { "idempotency-key": idempotencyKey } } : {}),
      }),
    );
  }

  /**
   * Answers the decision you read in `game` with `action`: sent with that version and your
   * decision's id, so it is refused (409, a StarpostProblem) rather than applied to a decision you did not see.
   */
  async answer<G extends GameBasics>(
    game: G,
    action: ChoiceOf<G> | Action,
    options: Pick<ActOptions, "idempotencyKey"> = {},
  ): Promise<ActResult> {
    return this.act(game.id, action as Action, { ...answerGuard(game), ...options });
  }

  /** A dry run: would this action be accepted? Nothing is applied. */
  async validate(id: string, action: Action, options: Omit<ActOptions, "idempotencyKey"> = {}): Promise<ValidateResult> {
    return ok<ValidateResult>(
      await this.raw.POST("/v1/games/{id}/actions/validate", { params: { path: { id } }, body: { action, ...options } as ActBody }),
    );
  }

  /** A legal action for your seat from the built-in bot (not applied). */
  async suggest(id: string): Promise<Suggestion> {
    return ok<Suggestion>(await this.raw.POST("/v1/games/{id}/suggest", { params: { path: { id } } }));
  }

  /** Leaves the game; answers like an action: `{version, events, game}`. */
  async resign(id: string): Promise<ActResult> {
    return ok<ActResult>(await this.raw.POST("/v1/games/{id}/resign", { params: { path: { id } } }));
  }

  /** Takes back your own last action; answers like an action: `{version, events: [], game}`. */
  async undo(id: string): Promise<ActResult> {
    return ok<ActResult>(await this.raw.POST("/v1/games/{id}/undo", { params: { path: { id } } }));
  }

  async exportRecord(id: string): Promise<GameRecord> {
    return ok<GameRecord>(await this.raw.GET("/v1/games/{id}/export", { params: { path: { id } } }));
  }

  /** Re-runs a finished game's record (from `exportRecord`) and checks every roll and the outcome. */
  async verify(record: VerifyBody | GameRecord): Promise<VerifyResult> {
    return ok<VerifyResult>(await this.raw.POST("/v1/verify", { body: record as VerifyBody }));
  }

  // --- lists, a page at a time ---

  /** Pages of the games list (the lobby; `mine: "true"`; `awaiting: "me"`), to the end. */
  gamePages(query: Omit<GamesQuery, "cursor"> = {}): AsyncGenerator<GamesPage, void, undefined> {
    return pages((cursor) =>
      loaded<GamesPage>(this.raw.GET("/v1/games", { params: { query: { ...query, ...(cursor ? { cursor } : {}) } as GamesQuery } })),
    );
  }

  /** Every game of the list, page after page. */
  games(query: Omit<GamesQuery, "cursor"> = {}): AsyncGenerator<GameSummary, void, undefined> {
    return itemsOf(this.gamePages(query), "games" as keyof GamesPage) as AsyncGenerator<GameSummary, void, undefined>;
  }

  /** Pages of a game's feed, oldest first, from after version `after`. */
  eventPages(id: string, query: { after?: number; limit?: number } = {}): AsyncGenerator<EventsPage, void, undefined> {
    return pages((cursor) =>
      loaded<EventsPage>(
        this.raw.GET("/v1/games/{id}/events", {
          params: { path: { id }, query: cursor ? { cursor, ...(query.limit ? { limit: query.limit } : {}) } : query },
        }),
      ),
    );
  }

  /** Every entry of a game's feed you may see, as it stands now. */
  events(id: string, query: { after?: number; limit?: number } = {}): AsyncGenerator<FeedEntry, void, undefined> {
    return itemsOf(this.eventPages(id, query), "entries" as keyof EventsPage) as AsyncGenerator<FeedEntry, void, undefined>;
  }

  /** The live feed: every new entry as it happens, until the game ends (see stream.ts). */
  stream(id: string, options: StreamOptions = {}): AsyncGenerator<FeedEntry, void, undefined> {
    return eventStream<FeedEntry>(async (lastEventId, signal) => {
      const answer = await this.raw.GET("/v1/games/{id}/stream", {
        params: { path: { id } },
        parseAs: "stream",
        headers: { accept: "text/event-stream", ...(lastEventId !== undefined ? { "last-event-id": lastEventId } : {}) },
        signal,
      });
      if (answer.error !== undefined) throw problemOf(answer);
      return answer.response;
    }, options);
  }

  // --- webhooks ---

  /** Subscribes a URL to your games' events; the answer's `secret` (shown only here) verifies deliveries. */
  async subscribe(body: SubscribeBody): Promise<Subscription> {
    return ok<Subscription>(await this.raw.POST("/v1/webhooks", { body }));
  }

  webhooks(): AsyncGenerator<Webhook, void, undefined> {
    return itemsOf(
      pages((cursor) => loaded<WebhookPage>(this.raw.GET("/v1/webhooks", { params: { query: cursor ? { cursor } : {} } }))),
      "webhooks" as keyof WebhookPage,
    ) as AsyncGenerator<Webhook, void, undefined>;
  }

  async unsubscribe(id: string): Promise<void> {
    ok(await this.raw.DELETE("/v1/webhooks/{id}", { params: { path: { id } } }));
  }

  /** A subscription's delivery log, newest first. */
  deliveries(id: string): AsyncGenerator<Delivery, void, undefined> {
    return itemsOf(
      pages((cursor) =>
        loaded<DeliveryPage>(this.raw.GET("/v1/webhooks/{id}/deliveries", { params: { path: { id }, query: cursor ? { cursor } : {} } })),
      ),
      "deliveries" as keyof DeliveryPage,
    ) as AsyncGenerator<Delivery, void, undefined>;
  }

  async redeliver(id: string, deliveryId: string): Promise<void> {
    ok(await this.raw.POST("/v1/webhooks/{id}/deliveries/{deliveryId}/redeliver", { params: { path: { id, deliveryId } } }));
  }
}

/** The answer's data, or its refusal thrown as a StarpostProblem. */
function ok<T>(answer: Answer<unknown>): T {
  if (answer.error !== undefined || !answer.response.ok) throw problemOf(answer);
  return answer.data as T;
}

async function loaded<B>(request: Promise<Answer<unknown>>): Promise<LoadedPage<B>> {
  const answer = await request;
  return { data: ok<B>(answer), response: answer.response };
}

function problemOf(answer: Answer<unknown>): StarpostProblem {
  const body =
    answer.error !== null && typeof answer.error === "object"
      ? (answer.error as Record<string, unknown>)
      : { detail: String(answer.error ?? "") };
  return new StarpostProblem(answer.response.status, body, answer.response.headers.get("retry-after"));
}
