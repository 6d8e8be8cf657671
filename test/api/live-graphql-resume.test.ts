// A GraphQL subscription dropped mid-game and resumed, again and again, from the outside: while a
// Double Star Raid is played over REST, a seat's `gameFeed` is dropped every few moves (the client
// cancels the response, mid-stream) and subscribed again with `after` set to the last version it
// holds (README, "Live feed"; the schema's only resume argument). Across all the subscriptions it
// holds every version once, in order, as its REST feed; and each dropped subscription's stream in
// the room is forgotten by the room's next write (at once, if frames were on their way), not left
// for the stall probe — what the room
// hands the worker is cancelled cleanly (durable-objects/room/rpc-stream.ts), where the runtime's
// own pump used to fail with an unhandled "Network connection lost" and never tell the room.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, seededStartedGame, stubOf } from "./helpers";
import { feedOf, GraphqlSubscriber, oneToN, playListedMove, seededChooser } from "./live-clients";

const FEED = `subscription Feed($id: ID!, $after: Int) {
  gameFeed(gameId: $id, after: $after) { __typename ... on DoubleStarFeedEntry { version seat kind } }
}`;
const MOVES = 120;
const MOVES_BETWEEN_DROPS = 12;

const readerCount = (id: string) => runInDurableObject(stubOf(id), (room) => room.seams.streams.readerCount);

describe("a GraphQL subscription dropped mid-game and resumed with `after`", () => {
  it("holds every version once, in order, as its REST feed; each dropped subscription's room stream is forgotten at the next move", {
    timeout: 60_000,
  }, async () => {
    const { alice, bob, id } = await seededStartedGame("double-star", { scenario: "raid", turnLimit: 4 }, "live39-graphql-resume");
    const held: { version: number; seat: string; kind: string }[] = [];
    const last = () => held.at(-1)?.version ?? 0;
    let sub = await GraphqlSubscriber.open(FEED, { id, after: 0 }, alice.apiKey);
    /** Reads the subscription on to `version`; answers the message that ended it, if one did. */
    const readThrough = async (version: number) => {
      while (last() < version) {
        const m = await sub.next();
        expect(m?.event, `waiting for ${version} after ${last()}`).toBe("next");
        expect(m!.data.errors, JSON.stringify(m!.data.errors)).toBeUndefined();
        const { __typename, ...entry } = m!.data.data.gameFeed;
        expect(__typename).toBe("DoubleStarFeedEntry");
        held.push(entry);
      }
    };

    const pick = seededChooser(39);
    let drops = 0;
    let version = 0;
    for (let n = 1; n <= MOVES; n++) {
      const played = await playListedMove(id, [alice, bob], pick);
      expect(played).not.toBeNull();
      version = played!;
      if (n % MOVES_BETWEEN_DROPS !== 0) continue;
      // Read part of what is there (the rest is on its way), drop mid-stream, and play on.
      await readThrough(version - 3);
      await sub.drop();
      drops++;
      version = (await playListedMove(id, [alice, bob], pick))!;
      let open = 1;
      for (const until = Date.now() + 10_000; open > 0 && Date.now() < until; ) {
        await new Promise((r) => setTimeout(r, 20));
        open = await readerCount(id);
      }
      expect(open, "the dropped subscription's stream is forgotten").toBe(0);
      sub = await GraphqlSubscriber.open(FEED, { id, after: last() }, alice.apiKey);
    }
    const resigned = await api("POST", `/v1/games/${id}/resign`, { key: alice.apiKey });
    expect(resigned.status).toBe(200);
    await readThrough(resigned.body.version);
    expect((await sub.next())?.event).toBe("complete");

    expect(held.map((e) => e.version)).toEqual(oneToN(resigned.body.version));
    const feed = await feedOf(id, alice.apiKey);
    expect(held).toEqual(feed.map((e) => ({ version: e.version, seat: e.seat, kind: e.kind })));
    expect(drops).toBe(MOVES / MOVES_BETWEEN_DROPS);
    expect(await readerCount(id)).toBe(0);
  });
});
