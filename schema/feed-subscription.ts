// `gameFeed`: a game's feed as a GraphQL subscription, served over GraphQL over SSE (yoga's
// "distinct connections" mode: POST or GET /graphql with `Accept: text/event-stream`). It is fed
// from the room's own event stream — the one REST serves at …/stream — opened for the caller, so
// it has the same visibility: a seat gets its redacted entries, a spectator the public ones, a
// stranger to a private game GAME_NOT_FOUND. Refusals are GraphQL errors with REST's codes.
//
// The room closes a stream after its lifetime, or when its reader fell far behind; the
// subscription then reopens it after the last version it delivered, so its client sees every
// entry once, in order, until the game ends (then the subscription completes). The room also
// closes a stream whose seat or game is gone (durable-objects/room/streams.ts, closeReaders):
// before reopening, the subscription reads what became of them, and ends with the error REST would
// answer — GAME_CANCELLED for a cancelled game, NOT_A_PLAYER when the seat it read for is no longer
// the caller's (given back, or their account deleted) — rather than read on with another view.
// The room closes it too when the key or token it was opened with stops working (revoked,
// replaced, expired: durable-objects/room/credentials.ts): the subscription checks its
// Authorization again before each reopen, and ends with REST's 401 code (TOKEN_REVOKED,
// TOKEN_EXPIRED, UNAUTHENTICATED, APP_TOKEN_INVALID).
import { GraphQLError } from "graphql";
import { resolveCaller } from "../src/api/auth";
import { apiError, type ApiError } from "../src/service/errors";
import { withRoom } from "../src/service/games";
import { sseEvents } from "../src/service/sse-frames";
import type { FeedEntry, Requester } from "../src/service/types";
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

async function* liveFeed(who: Requester, gameId: string, after: number): AsyncGenerator<KindedEntry> {
  const { caller } = who;
  let credential = who.credential ?? null;
  // withRoom: a cancelled game answers GAME_CANCELLED, as every REST read of it does.
  const game = await withRoom(who, gameId, (stub) => stub.read(caller));
  if (!game.ok) throw refusal(game.error);
  const seat = game.value.you?.seat ?? null;
  let last = after;
  for (;;) {
    const opened = await withRoom(who, gameId, (stub) => stub.stream(caller, last, credential));
    if (!opened.ok) throw refusal(opened.error);
    for await (const { event, data } of sseEvents(opened.value)) {
      if (event === "end") return;
      if (event !== "entry") continue;
      const entry = JSON.parse(data) as FeedEntry;
      last = entry.version;
      yield { ...entry, gameKind: game.value.kind };
    }
    await new Promise((resolve) => setTimeout(resolve, REOPEN_MS));
    // Closed without `end`: its lifetime, a reader far behind — or its seat or game gone. A seat's
    // subscription never reads on as a spectator: its client would take the missing secrets for
    // moves. (Read by the room, not the key, which outlives the seat until the deletion ends.)
    const now = await withRoom(who, gameId, (stub) => stub.read(caller));
    if (!now.ok) throw refusal(now.error);
    if (seat !== null && now.value.you?.seat !== seat) throw refusal(seatGone(seat));
    // Or the key it was opened with stopped working: asked again as a new request would be (after
    // the seat, which a deleted account loses before its key).
    if (caller !== null) {
      const again = await resolveCaller(who.env, who.url ?? "", who.authorization);
      if (!again.ok) throw refusal(again.error);
      credential = again.value?.credential ?? null;
    }
  }
}

/** The seat a subscription read for is no longer its caller's. */
const seatGone = (seat: string): ApiError =>
  apiError(
    "NOT_A_PLAYER",
    `seat '${seat}', which this subscription read for, is no longer yours (given back, or your account deleted): subscribe again to read as you now are`,
  );

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
      "(your seat's redacted view, or a spectator's). Completes when the game is over. Ends with an error (GAME_CANCELLED, or NOT_A_PLAYER once " +
      "the seat it read for is no longer yours: given back, or your account deleted) when what it reads for is gone, and with REST's 401 code " +
      "(TOKEN_REVOKED, TOKEN_EXPIRED, UNAUTHENTICATED, APP_TOKEN_INVALID) once the key it was opened with stops working. " +
      "To resume, subscribe again with `after` set to the last version you have. " +
      "Over GraphQL over SSE: send the subscription to /graphql with `Accept: text/event-stream`.",
    args: {
      gameId: t.arg.id(),
      after: t.arg.int({ required: false, description: "The last version you have; entries after it are sent" }),
    },
    subscribe: (_, { gameId, after }, who) => {
      if (after != null && (!Number.isInteger(after) || after < 0))
        throw refusal(apiError("MALFORMED_REQUEST", "after must be a version, 0 or more"));
      return liveFeed(who, String(gameId), after ?? 0);
    },
    resolve: (entry) => entry,
  }),
);
