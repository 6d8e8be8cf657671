// Live readers whose seat or game is gone, from the outside: a stream or socket keeps the seat it
// opened with, so one left open after its player gave the seat back would read whoever sits there
// next; and a cancelled game's readers must not wait out their lifetime on a game that is no more.
// The room closes them (SSE as a dropped connection, with a note and `retry`; a WebSocket with 1000
// and a reason), and a reader that connects again is told what became of the game. A GraphQL
// subscription, which reopens its room stream itself, ends with that answer instead.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, fetchWorker, registerPlayer, stubOf } from "./helpers";
import { GraphqlSubscriber, SseClient, Watcher, untilComplete, untilEnded } from "./live-clients";

const FEED = `subscription Feed($id: ID!, $after: Int) {
  gameFeed(gameId: $id, after: $after) { __typename ... on StarBattleFeedEntry { version kind } }
}`;

const threeLords = async () => {
  const [ann, ben, cal, dee] = await Promise.all(["Ann", "Ben", "Cal", "Dee"].map(registerPlayer));
  const created = await api("POST", "/v1/games", { key: ann!.apiKey, body: { kind: "star-battle", options: { players: 3 } } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { id: created.body.id as string, ann: ann!, ben: ben!, cal: cal!, dee: dee! };
};

describe("live readers whose seat or game is gone", () => {
  it("a seat given back closes its player's stream and socket before anyone else sits there; other readers read on", async () => {
    const { id, ann, ben, cal, dee } = await threeLords();
    const joined = await api("POST", `/v1/games/${id}/join`, { key: ben.apiKey, body: {} });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    const bensSeat = joined.body.game.seats.find((s: any) => s.player?.id === ben.id).seat as string;

    const bens = await SseClient.open(id, { authorization: `Bearer ${ben.apiKey}` });
    const bensSocket = await Watcher.open(id, ben.apiKey);
    const spectator = await SseClient.open(id);
    const anns = await Watcher.open(id, ann.apiKey);

    expect((await api("POST", `/v1/games/${id}/leave`, { key: ben.apiKey })).status).toBe(200);
    await untilEnded(bens);
    expect(bens.done).toBe(true);
    expect(bens.frames.some((f) => f.comment?.includes("this seat's player has left the game"))).toBe(true);
    expect(bens.frames.filter((f) => f.event === "end")).toEqual([]); // not over: a cue to reconnect, which tells the rest
    expect(await bensSocket.closedByServer()).toBe(true);
    expect(bensSocket.closeCode).toBe(1000);

    // Someone else takes the seat and the game starts: the old reader is gone, the others read on.
    const taken = await api("POST", `/v1/games/${id}/join`, { key: cal.apiKey, body: { seat: bensSeat } });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    const started = await api("POST", `/v1/games/${id}/join`, { key: dee.apiKey, body: {} });
    expect(started.body.game.status, JSON.stringify(started.body)).toBe("active");
    // The first Home Base, chosen by whoever owes it: one entry every reader left open gets.
    const owner = started.body.game.seats.find((s: any) => s.seat === started.body.game.pending[0].seat).player.id;
    const key = [ann, cal, dee].find((p) => p.id === owner)!.apiKey;
    const mine = (await api("GET", `/v1/games/${id}`, { key })).body;
    const choice = mine.pending.find((p: any) => p.seat === mine.you.seat).choices[0];
    const moved = await api("POST", `/v1/games/${id}/actions`, { key, body: { action: choice } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const version = moved.body.version as number;
    expect((await spectator.entries(version)).map((f) => f.id)).toEqual(Array.from({ length: version }, (_, i) => i + 1));
    await anns.through(version);
    expect(anns.closed).toBe(false);
    expect(spectator.done).toBe(false);
    await spectator.drop();
    anns.ws.close(1000, "done");
  });

  it("a cancelled game closes every stream and socket at once; connecting again answers 410 GAME_CANCELLED", async () => {
    const { id, ann, ben } = await threeLords();
    await api("POST", `/v1/games/${id}/join`, { key: ben.apiKey, body: {} });
    const spectator = await SseClient.open(id);
    const bens = await SseClient.open(id, { authorization: `Bearer ${ben.apiKey}` });
    const annsSocket = await Watcher.open(id, ann.apiKey);

    const cancelled = await api("POST", `/v1/games/${id}/cancel`, { key: ann.apiKey });
    expect([cancelled.status, cancelled.body]).toEqual([200, { gameId: id, cancelled: true }]);
    for (const sse of [spectator, bens]) {
      await untilEnded(sse);
      expect(sse.done).toBe(true);
      expect(sse.frames.some((f) => f.comment?.includes("the game was cancelled"))).toBe(true);
    }
    expect(await annsSocket.closedByServer()).toBe(true);
    expect(annsSocket.closeCode).toBe(1000);

    const again = await fetchWorker(`http://starpost.test/v1/games/${id}/stream`, { headers: { accept: "text/event-stream" } });
    expect(again.status).toBe(410);
    expect(((await again.json()) as { code: string }).code).toBe("GAME_CANCELLED");
    const socketAgain = await Watcher.upgrade(id, ann.apiKey);
    expect(socketAgain.status).toBe(410);
  });

  it("a player who deletes their account mid-game loses their live readers (the seat forfeits); the others get the forfeit and read on", async () => {
    const { id, ann, ben, cal } = await threeLords();
    for (const p of [ben, cal]) expect((await api("POST", `/v1/games/${id}/join`, { key: p.apiKey, body: {} })).status).toBe(200);
    const bens = await SseClient.open(id, { authorization: `Bearer ${ben.apiKey}`, "last-event-id": "0" });
    const bensSocket = await Watcher.open(id, ben.apiKey);
    const anns = await SseClient.open(id, { authorization: `Bearer ${ann.apiKey}`, "last-event-id": "0" });
    const before = (await api("GET", `/v1/games/${id}`, { key: ann.apiKey })).body.version as number;
    await anns.entries(before);

    const gone = await api("DELETE", "/v1/me", { key: ben.apiKey, body: { confirm: ben.id } });
    expect(gone.body.games, JSON.stringify(gone.body)).toEqual([{ id, outcome: "forfeited" }]);
    await untilEnded(bens);
    expect(bens.done).toBe(true);
    expect(bens.frames.some((f) => f.comment?.includes("this seat's player has left the game"))).toBe(true);
    expect(await bensSocket.closedByServer()).toBe(true);

    // Ann reads the forfeit and stays connected: the game goes on between Ann and Cal.
    const [forfeit] = await anns.entries(1);
    expect(forfeit!.data.kind).toBe("resign");
    expect((await api("GET", `/v1/games/${id}`, { key: ann.apiKey })).body.status).toBe("active");
    expect(anns.done).toBe(false);
    await anns.drop();
  });

  it("a gameFeed subscription to a game that is then cancelled ends with GAME_CANCELLED, as REST answers; so does one opened after", {
    timeout: 30_000,
  }, async () => {
    const { id, ann, ben } = await threeLords();
    await api("POST", `/v1/games/${id}/join`, { key: ben.apiKey, body: {} });
    // Read from now on (a subscription starts when its client reads), so both are open in the room
    // before the cancel: the room closes them, not the subscription's first read.
    const bens = untilComplete(await GraphqlSubscriber.open(FEED, { id }, ben.apiKey));
    const watcher = untilComplete(await GraphqlSubscriber.open(FEED, { id }));
    await expect.poll(() => runInDurableObject(stubOf(id), (room) => room.seams.streams.readerCount)).toBe(2);
    expect((await api("POST", `/v1/games/${id}/cancel`, { key: ann.apiKey })).status).toBe(200);
    expect(await bens).toEqual(["GAME_CANCELLED", "complete"]);
    expect(await watcher).toEqual(["GAME_CANCELLED", "complete"]);
    expect(await untilComplete(await GraphqlSubscriber.open(FEED, { id }, ben.apiKey))).toEqual(["GAME_CANCELLED", "complete"]);
  });

  it("a gameFeed subscription whose seat's player deletes their account ends with NOT_A_PLAYER, never read on as a spectator", {
    timeout: 30_000,
  }, async () => {
    const { id, ann, ben, cal } = await threeLords();
    for (const p of [ben, cal]) expect((await api("POST", `/v1/games/${id}/join`, { key: p.apiKey, body: {} })).status).toBe(200);
    const version = (await api("GET", `/v1/games/${id}`)).body.version as number;
    const bens = untilComplete(await GraphqlSubscriber.open(FEED, { id, after: version }, ben.apiKey));
    const anns = await GraphqlSubscriber.open(FEED, { id, after: version }, ann.apiKey);
    const annsFirst = anns.next();
    await expect.poll(() => runInDurableObject(stubOf(id), (room) => room.seams.streams.readerCount)).toBe(2);
    const gone = await api("DELETE", "/v1/me", { key: ben.apiKey, body: { confirm: ben.id } });
    expect(gone.body.games, JSON.stringify(gone.body)).toEqual([{ id, outcome: "forfeited" }]);
    // Ben's seat's forfeit reached his feed before the room closed it; then the subscription ends.
    expect(await bens).toEqual([`version ${version + 1}`, "NOT_A_PLAYER", "complete"]);
    // Ann reads the forfeit and reads on.
    const m = await annsFirst;
    expect(m?.data?.data?.gameFeed).toEqual({ __typename: "StarBattleFeedEntry", version: version + 1, kind: "resign" });
    expect(await runInDurableObject(stubOf(id), (room) => room.seams.streams.readerCount)).toBe(1);
    await anns.drop();
  });
});
