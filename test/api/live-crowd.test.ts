// A crowd on one room, from the outside: 100 WebSocket watchers (each seat's and spectators',
// with keys and without) and 20 SSE readers follow one game played over REST to its end: a Double
// Star Raid of some hundreds of moves (each side's raid target secret), and a Star Battle (hands).
// Every reader gets every version once, in order, exactly as its own feed over REST — so no
// spectator ever sees a drawn card, and each lord sees his own draws only. Then the
// cap a room puts on its live readers (LIVE_FEED_FULL, a 503 with Retry-After; README "Live feed"):
// at the real numbers for sockets and streams, and the GraphQL subscription refused alike.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MAX_SOCKETS_PER_ROOM } from "../../durable-objects/room/sockets";
import { MAX_STREAMS_PER_ROOM } from "../../durable-objects/room/streams";
import { api, fetchWorker, seededStartedGame, startedGame, stubOf } from "./helpers";
import { feedOf, oneToN, playListedMove, SseClient, seededChooser, Watcher } from "./live-clients";

const WATCHERS = 100;
const STREAMS = 20;
/** A bound on the moves played; a game still on then is resigned (it did not happen with these seeds). */
const MAX_MOVES = 1000;

/** The games: a long one for volume (DS 11.3's turn limit ends a Raid of random moves after some hundreds), and one with hands. */
const GAMES = [
  { kind: "double-star", options: { scenario: "raid", turnLimit: 6 }, atLeast: 300 },
  { kind: "star-battle", options: {}, atLeast: 15 },
];

/** Reads a stream to its `end` (or until it goes quiet for 20 s, which fails the test below). */
async function readToEnd(stream: SseClient): Promise<void> {
  for (;;) {
    const f = await stream.next(20_000);
    if (!f || f.event === "end") return;
  }
}

/** Every CardsDrawn event a reader got: whose draw, and whether it shows the cards. */
const draws = (entries: any[]) =>
  entries.flatMap((e) => e.events.filter((x: any) => x.type === "CardsDrawn").map((x: any) => ({ seat: x.seat, shown: x.cards != null })));

describe("a crowd on one room", () => {
  it.each(GAMES)(
    `${WATCHERS} sockets and ${STREAMS} streams on one $kind, seats and spectators, each get every version once, in order, redacted for its reader`,
    {
      timeout: 120_000,
    },
    async ({ kind, options, atLeast }) => {
      const { alice, bob, id, game } = await seededStartedGame(kind, options, `live39-crowd-${kind}`);
      const players = [alice, bob];
      const seatOf = (p: { id: string }) => game.seats.find((s: any) => s.player?.id === p.id).seat as string;
      const readers = [alice.apiKey, bob.apiKey, undefined];
      const keyOf = (i: number) => readers[i % readers.length];
      const watchers = await Promise.all(Array.from({ length: WATCHERS }, (_, i) => Watcher.open(id, keyOf(i))));
      const streams = await Promise.all(
        Array.from({ length: STREAMS }, (_, i) => SseClient.open(id, keyOf(i) ? { authorization: `Bearer ${keyOf(i)}` } : {})),
      );
      const reading = streams.map(readToEnd);
      expect(await runInDurableObject(stubOf(id), (room) => [room.seams.sockets.count, room.seams.streams.readerCount])).toEqual([
        WATCHERS,
        STREAMS,
      ]);

      const pick = seededChooser(39);
      let version = (await api("GET", `/v1/games/${id}`)).body.version as number;
      for (let n = 0; n < MAX_MOVES; n++) {
        const played = await playListedMove(id, players, pick);
        if (played === null) break;
        expect(played).toBe(version + 1);
        version = played;
      }
      if ((await api("GET", `/v1/games/${id}`)).body.status === "active")
        version = (await api("POST", `/v1/games/${id}/resign`, { key: alice.apiKey })).body.version;
      expect(version).toBeGreaterThanOrEqual(atLeast);
      await Promise.all(reading);
      console.log(`live39 crowd on ${kind}: ${version} versions to ${WATCHERS} sockets and ${STREAMS} streams`);

      const feeds = await Promise.all(readers.map((key) => feedOf(id, key)));
      expect(feeds[0]!.map((e) => e.version)).toEqual(oneToN(version));
      for (const [i, watcher] of watchers.entries()) {
        await watcher.until("end", 1, 20_000);
        expect(watcher.entries(), `watcher ${i}`).toEqual(feeds[i % readers.length]);
      }
      for (const [i, stream] of streams.entries()) {
        const entries = stream.frames.filter((f) => f.event === "entry");
        expect(entries.map((f) => f.id)).toEqual(oneToN(version));
        expect(
          entries.map((f) => f.data),
          `stream ${i}`,
        ).toEqual(feeds[i % readers.length]);
        expect(stream.frames.at(-1)?.event).toBe("end");
      }
      for (const w of watchers) expect(await w.closedByServer()).toBe(true);
      // What those feeds hold, different for each reader: in Double Star each side's raid target
      // (DS 10.3); in Star Battle a lord sees his own draws' cards and never the other's, a spectator none.
      const [aliceFeed, bobFeed, spectatorFeed] = feeds.map((f) => JSON.stringify(f));
      expect(new Set([aliceFeed, bobFeed, spectatorFeed]).size).toBe(3);
      if (kind !== "star-battle") return;
      const [asAlice, asBob, asSpectator] = feeds.map(draws);
      expect(asAlice!.length).toBeGreaterThan(2);
      expect(asAlice!.every((d) => d.shown === (d.seat === seatOf(alice)))).toBe(true);
      expect(asBob!.every((d) => d.shown === (d.seat === seatOf(bob)))).toBe(true);
      expect(asSpectator!.some((d) => d.shown)).toBe(false);
      expect(asSpectator!.length).toBe(asAlice!.length);
    },
  );

  it(`a room takes ${MAX_SOCKETS_PER_ROOM} sockets: one more is a 503 LIVE_FEED_FULL with Retry-After, until one leaves`, {
    timeout: 60_000,
  }, async () => {
    const { alice, id } = await startedGame();
    const sockets: WebSocket[] = [];
    while (sockets.length < MAX_SOCKETS_PER_ROOM) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(100, MAX_SOCKETS_PER_ROOM - sockets.length) }, (_, i) =>
          Watcher.upgrade(id, i % 2 ? alice.apiKey : undefined),
        ),
      );
      for (const res of batch) {
        expect(res.status).toBe(101);
        res.webSocket!.accept();
        sockets.push(res.webSocket!);
      }
    }
    for (const key of [undefined, alice.apiKey]) {
      const refused = await Watcher.upgrade(id, key);
      expect(refused.status).toBe(503);
      expect(refused.headers.get("content-type")).toBe("application/problem+json");
      expect(refused.headers.get("retry-after")).toBe("30");
      expect(await refused.json()).toMatchObject({ code: "LIVE_FEED_FULL", limit: MAX_SOCKETS_PER_ROOM, retryAfter: 30 });
    }
    // A refusal changes nothing: the room holds the same sockets, and one that leaves frees a place.
    expect(await runInDurableObject(stubOf(id), (room) => room.seams.sockets.count)).toBe(MAX_SOCKETS_PER_ROOM);
    sockets.pop()!.close(1000, "leaving");
    let admitted: Response | null = null;
    for (const until = Date.now() + 10_000; Date.now() < until; ) {
      const res = await Watcher.upgrade(id);
      if (res.status === 101) {
        admitted = res;
        break;
      }
      expect(res.status).toBe(503);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(admitted?.status).toBe(101);
    admitted!.webSocket!.accept();
    sockets.push(admitted!.webSocket!);
    for (const ws of sockets) ws.close(1000, "done");
  });

  it(`a room keeps ${MAX_STREAMS_PER_ROOM} streams open: one more, SSE or a GraphQL subscription, is refused LIVE_FEED_FULL`, {
    timeout: 60_000,
  }, async () => {
    const { alice, bob, id } = await startedGame();
    const streams = await Promise.all(Array.from({ length: MAX_STREAMS_PER_ROOM }, () => SseClient.open(id)));
    const refused = await fetchWorker(`http://starpost.test/v1/games/${id}/stream`, { headers: { accept: "text/event-stream" } });
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("30");
    expect(await refused.json()).toMatchObject({ code: "LIVE_FEED_FULL", limit: MAX_STREAMS_PER_ROOM });
    const subscription = await fetchWorker("http://starpost.test/graphql", {
      method: "POST",
      headers: { accept: "text/event-stream", "content-type": "application/json", authorization: `Bearer ${bob.apiKey}` },
      body: JSON.stringify({ query: "subscription($id: ID!) { gameFeed(gameId: $id) { __typename } }", variables: { id } }),
    });
    const text = await subscription.text();
    const next = JSON.parse(
      text
        .split("\n")
        .find((l) => l.startsWith("data:") && l.includes("errors"))!
        .slice(5),
    );
    expect(next.errors[0].extensions).toMatchObject({ code: "LIVE_FEED_FULL", retryAfter: 30 });
    // WebSockets are counted apart: the room still takes a watcher.
    const watcher = await Watcher.open(id, alice.apiKey);
    // The streams that drop are forgotten at the room's next write, and make room again.
    await Promise.all(streams.map((s) => s.drop()));
    expect(await playListedMove(id, [alice, bob], seededChooser(1))).toBeGreaterThan(0);
    let readers = MAX_STREAMS_PER_ROOM;
    for (const until = Date.now() + 10_000; readers > 0 && Date.now() < until; ) {
      await new Promise((r) => setTimeout(r, 20));
      readers = await runInDurableObject(stubOf(id), (room) => room.seams.streams.readerCount);
    }
    expect(readers).toBe(0);
    const again = await SseClient.open(id);
    await again.drop();
    watcher.ws.close(1000, "done");
  });
});
