// `gameFeed`: a game's feed as a GraphQL subscription, served over GraphQL over SSE (yoga's
// "distinct connections" mode: POST or GET /graphql with `Accept: text/event-stream`). It is fed
// from the room's own event stream — the one REST serves at …/stream — opened for the caller, so
// it has the same visibility: a seat gets its redacted entries, a spectator the public ones, a
// stranger to a private game GAME_NOT_FOUND. Refusals are GraphQL errors with REST's codes.
//
// The room closes a stream after its lifetime, or when its reader fell far behind; the
// subscription then reopens it after the last version it delivered, so its client sees every
// entry once, in order, until the game ends (then the subscription completes).
import { GraphQLError } from "graphql";
import { apiError, type ApiError } from "../src/service/errors";
import { room } from "../src/service/games";
import { sseEvents } from "../src/service/sse-frames";
import type { Caller, FeedEntry } from "../src/service/types";
import { builder, type BuilderTypes } from "./builder";
import { feedEntryRefs } from "./game";
import type { UnionRef } from "@pothos/core";

/** An entry of the feed with the kind of its game, which picks its GraphQL type. */
type KindedEntry = FeedEntry & { gameKind: string };

/** How long to wait before reopening a stream the room closed (its own `retry: 250`). */
const REOPEN_MS = 250;

function refusal(error: ApiError): GraphQLError {
  // Its extras too: a full room's `retryAfter` and `limit` (LIVE_FEED_FULL), as REST gives them.
  return new GraphQLError(error.detail, { extensions: { code: error.code, status: error.status, ...error.extra } });
}

async function* liveFeed(env: Env, caller: Caller, gameId: string, after: number): AsyncGenerator<KindedEntry> {
  const stub = room(env, gameId);
  if (!stub) throw refusal(apiError("GAME_NOT_FOUND", `no game '${gameId}'`));
  const game = await stub.read(caller);
  if (!game.ok) throw refusal(game.error);
  let last = after;
  for (;;) {
    const opened = await stub.stream(caller, last);
    if (!opened.ok) throw refusal(opened.error);
    for await (const { event, data } of sseEvents(opened.value)) {
      if (event === "end") return;
      if (event !== "entry") continue;
      const entry = JSON.parse(data) as FeedEntry;
      last = entry.version;
      yield { ...entry, gameKind: game.value.kind };
    }
    await new Promise((resolve) => setTimeout(resolve, REOPEN_MS));
  }
}

const GameFeedEntryUnion = builder.unionType("GameFeedEntry", {
  description: "An entry of a game's feed, typed by the game's kind (StarBattleFeedEntry, …)",
  types: () => [...feedEntryRefs.values()] as never[],
  resolveType: (entry: KindedEntry) => (feedEntryRefs.get(entry.gameKind) as { name: string } | undefined)?.name ?? null,
}) as unknown as UnionRef<BuilderTypes, KindedEntry, KindedEntry>;

builder.subscriptionField("gameFeed", (t) =>
  t.field({
    type: GameFeedEntryUnion,
    description:
      "Your feed of a game, live: the entries after `after` (default 0: from the start), then each new one as it is made, as you may see it " +
      "(your seat's redacted view, or a spectator's). Completes when the game is over. To resume, subscribe again with `after` set to the last version you have. " +
      "Over GraphQL over SSE: send the subscription to /graphql with `Accept: text/event-stream`.",
    args: {
      gameId: t.arg.id(),
      after: t.arg.int({ required: false, description: "The last version you have; entries after it are sent" }),
    },
    subscribe: (_, { gameId, after }, { env, caller }) => {
      if (after != null && (!Number.isInteger(after) || after < 0))
        throw refusal(apiError("MALFORMED_REQUEST", "after must be a version, 0 or more"));
      return liveFeed(env, caller, String(gameId), after ?? 0);
    },
    resolve: (entry) => entry,
  }),
);
