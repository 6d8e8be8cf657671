// The gameFeed subscription over GraphQL over SSE (distinct connections: POST /graphql with
// Accept: text/event-stream), from the outside: a seat receives a move another player makes over
// REST, sees its own secrets and none of the other seat's, a spectator sees only public entries,
// the subscription completes when the game ends, and refusals carry REST's codes.
import { describe, expect, it } from "vitest";
import { sseEvents } from "../../src/service/sse-frames";
import { api, fetchWorker, keyToMove, registerPlayer, startedGame } from "./helpers";

const FEED = `subscription Feed($id: ID!, $after: Int) {
  gameFeed(gameId: $id, after: $after) {
    __typename
    ... on StarBattleFeedEntry { version seat kind at events { __typename ... on StarBattleCardsDrawn { seat count cards } } }
  }
}`;

interface Message {
  event: string;
  data: any;
}

/** One subscription, read message by message (`next` with a GraphQL result, then `complete`), each within a time limit. */
async function subscribe(variables: Record<string, unknown>, key?: string) {
  const res = await fetchWorker("http://starpost.test/graphql", {
    method: "POST",
    headers: { accept: "text/event-stream", "content-type": "application/json", ...(key ? { authorization: `Bearer ${key}` } : {}) },
    body: JSON.stringify({ query: FEED, variables }),
  });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/event-stream/);
  const events = sseEvents(res.body!);
  return {
    async next(ms = 5000): Promise<Message | null> {
      const got = await Promise.race([events.next(), new Promise<null>((r) => setTimeout(() => r(null), ms))]);
      if (got === null || got.done) return null;
      return { event: got.value.event, data: got.value.data ? JSON.parse(got.value.data) : null };
    },
    close: () => events.return(undefined),
  };
}

type Sub = Awaited<ReturnType<typeof subscribe>>;

/** The next feed entry a subscription delivers. */
async function entry(sub: Sub): Promise<any> {
  const m = await sub.next();
  expect(m?.event, JSON.stringify(m)).toBe("next");
  expect(m!.data.errors, JSON.stringify(m!.data.errors)).toBeUndefined();
  return m!.data.data.gameFeed;
}

describe("gameFeed over GraphQL over SSE", () => {
  it("a seat receives a move another player made over REST, and never the other seat's drawn cards", { timeout: 60_000 }, async () => {
    const { alice, bob, id } = await startedGame();
    const players = [alice, bob];
    const bobsSeat = (await api("GET", `/v1/games/${id}`, { key: bob.apiKey })).body.you.seat as string;
    const bobs = await subscribe({ id, after: 0 }, bob.apiKey);
    const spectator = await subscribe({ id, after: 0 });
    let othersDraw = false;
    let ownDraw = false;
    for (let move = 0; move < 40 && !(othersDraw && ownDraw); move++) {
      const game = (await api("GET", `/v1/games/${id}`)).body;
      const key = keyToMove(game, players)!;
      const mine = (await api("GET", `/v1/games/${id}`, { key })).body;
      const choice =
        mine.pending.find((p: any) => p.choices?.length)?.choices[0] ?? (await api("POST", `/v1/games/${id}/suggest`, { key })).body.action;
      const played = await api("POST", `/v1/games/${id}/actions`, { key, body: { action: choice, expectedVersion: mine.version } });
      expect(played.status, JSON.stringify(played.body)).toBe(200);
      const seen = await entry(bobs);
      const watched = await entry(spectator);
      expect([seen.__typename, seen.version, watched.version]).toEqual(["StarBattleFeedEntry", played.body.version, played.body.version]);
      expect(seen.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
      // The mover's own feed holds the truth; the subscriptions must match what each may see.
      const moversEntry = (await api("GET", `/v1/games/${id}/events?after=${played.body.version - 1}&limit=1`, { key })).body.entries[0];
      expect(seen.seat).toBe(moversEntry.seat);
      for (const [i, e] of seen.events.entries()) {
        if (e.__typename !== "StarBattleCardsDrawn") continue;
        expect(watched.events[i].cards).toBeNull();
        if (e.seat === bobsSeat) {
          ownDraw = true;
          expect(e.cards).toHaveLength(e.count);
        } else {
          othersDraw = true;
          // The drawer may not be the mover (a move can make the other lord draw): ask the drawer's own feed.
          const drawersEntry = (await api("GET", `/v1/games/${id}/events?after=${played.body.version - 1}&limit=1`, { key: alice.apiKey }))
            .body.entries[0];
          const drawn = drawersEntry.events.find((d: any) => d.type === "CardsDrawn" && d.seat === e.seat);
          expect(drawn?.cards, "the drawing seat sees its cards").toHaveLength(e.count);
          expect(e.cards).toBeNull();
        }
      }
    }
    expect([othersDraw, ownDraw]).toEqual([true, true]);
    await bobs.close();
    await spectator.close();
  });

  it("resumes after `after`, and completes when the game ends", { timeout: 30_000 }, async () => {
    const { alice, bob, id, game } = await startedGame();
    const key = keyToMove(game, [alice, bob])!;
    const choice = (await api("GET", `/v1/games/${id}`, { key })).body.pending[0].choices[0];
    expect((await api("POST", `/v1/games/${id}/actions`, { key, body: { action: choice } })).status).toBe(200);
    const sub = await subscribe({ id, after: 1 }, alice.apiKey);
    expect((await api("POST", `/v1/games/${id}/resign`, { key: alice.apiKey })).status).toBe(200);
    const resigned = await entry(sub);
    expect([resigned.version, resigned.kind]).toEqual([2, "resign"]);
    expect((await sub.next())?.event).toBe("complete");
  });

  it("refusals carry REST's codes: an unknown game, a private game for a stranger, a bad `after`, a bad key", {
    timeout: 30_000,
  }, async () => {
    const stranger = await registerPlayer("Stranger");
    const { id: hidden } = await startedGame("star-battle", {}, "private");
    const cases: [string, Record<string, unknown>, string | undefined, string][] = [
      ["unknown game", { id: "g_nothing" }, undefined, "GAME_NOT_FOUND"],
      ["private game", { id: hidden }, stranger.apiKey, "GAME_NOT_FOUND"],
      ["bad after", { id: hidden, after: -1 }, undefined, "MALFORMED_REQUEST"],
    ];
    for (const [what, variables, key, code] of cases) {
      const sub = await subscribe(variables, key);
      const m = await sub.next();
      expect([what, m?.event, m?.data.errors?.[0]?.extensions?.code]).toEqual([what, "next", code]);
      expect((await sub.next())?.event).toBe("complete");
    }
    const badKey = await fetchWorker("http://starpost.test/graphql", {
      method: "POST",
      headers: { accept: "text/event-stream", "content-type": "application/json", authorization: "Bearer sp_wrong" },
      body: JSON.stringify({ query: FEED, variables: { id: hidden } }),
    });
    expect(badKey.status).toBe(401);
    expect(((await badKey.json()) as any).errors[0].extensions.code).toBe("UNAUTHENTICATED");
  });
});
