// The live feed over a WebSocket (the Hibernation API, durable-objects/room/sockets.ts), through
// the worker inside workerd: a watcher receives the next move, each socket gets only what its
// seat may see, a watcher resumes after a version, a closed socket holds nothing in the room.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, fetchWorker, keyToMove, registerPlayer, startedGame, stubOf } from "./helpers";
import { Watcher } from "./live-clients";

/** Plays the first listed choice of whoever owes a decision; answers the new version. */
async function move(id: string, players: { id: string; apiKey: string }[]): Promise<number> {
  const anyone = await api("GET", `/v1/games/${id}`, { key: players[0]!.apiKey });
  const key = keyToMove(anyone.body, players)!;
  const mine = (await api("GET", `/v1/games/${id}`, { key })).body;
  const choice = mine.pending.find((p: any) => p.seat === mine.you.seat).choices[0];
  const played = await api("POST", `/v1/games/${id}/actions`, { key, body: { action: choice } });
  expect(played.status).toBe(200);
  return played.body.version as number;
}

const openSockets = (id: string) => runInDurableObject(stubOf(id), (room) => room.seams.sockets.count);

describe("the live feed over a WebSocket", () => {
  it("a watcher receives the backlog, then the next move as it is made", async () => {
    const { alice, bob, id } = await startedGame();
    const watcher = await Watcher.open(id);
    const backlog = await api("GET", `/v1/games/${id}/events`);
    await watcher.until("entry", backlog.body.entries.length);
    const version = await move(id, [alice, bob]);
    const got = await watcher.until("entry", backlog.body.entries.length + 1);
    expect(got.at(-1)!.entry.version).toBe(version);
    expect(watcher.entries().map((e) => e.version)).toEqual([...backlog.body.entries.map((e: any) => e.version), version]);
    watcher.ws.close(1000, "done");
  });

  it("each socket gets what its seat may see: the same entries as that reader's /events, one tag per seat", async () => {
    const { alice, bob, id } = await startedGame();
    const [asAlice, asBob, asStranger] = await Promise.all([
      Watcher.open(id, alice.apiKey),
      Watcher.open(id, bob.apiKey),
      Watcher.open(id),
    ]);
    await move(id, [alice, bob]);
    await move(id, [alice, bob]);
    for (const [watcher, key] of [
      [asAlice, alice.apiKey],
      [asBob, bob.apiKey],
      [asStranger, undefined],
    ] as const) {
      const expected = (await api("GET", `/v1/games/${id}/events`, key ? { key } : {})).body.entries;
      await watcher.until("entry", expected.length);
      expect(watcher.entries()).toEqual(expected);
    }
    const tags = await runInDurableObject(stubOf(id), (_room, state) => state.getWebSockets().map((ws) => state.getTags(ws)));
    // One seat tag a socket; a signed-in watcher's socket is tagged with its key's credential too (revocation closes it).
    expect(tags.map((t) => t.filter((tag) => !tag.startsWith("key:")).join()).sort()).toEqual(["seat:lord1", "seat:lord2", "spectator"]);
    expect(tags.map((t) => t.filter((tag) => tag.startsWith("key:master@")).length).sort()).toEqual([0, 1, 1]);
    for (const w of [asAlice, asBob, asStranger]) w.ws.close(1000, "done");
  });

  it("a watcher resumes after a version: ?after=N sends exactly the entries after N", async () => {
    const { alice, bob, id } = await startedGame();
    const first = await move(id, [alice, bob]);
    const second = await move(id, [alice, bob]);
    const watcher = await Watcher.open(id, undefined, `?after=${first}`);
    await watcher.until("entry", 1);
    const third = await move(id, [alice, bob]);
    await watcher.until("entry", 2);
    expect(watcher.entries().map((e) => e.version)).toEqual([second, third]);
    watcher.ws.close(1000, "done");
  });

  it("the game's end is sent as an end frame, and the room closes the socket", async () => {
    const { alice, id } = await startedGame();
    const watcher = await Watcher.open(id);
    const resigned = await api("POST", `/v1/games/${id}/resign`, { key: alice.apiKey });
    expect(resigned.status).toBe(200);
    await watcher.until("end", 1);
    expect(watcher.entries().at(-1)!.version).toBe(resigned.body.version);
    for (let i = 0; i < 50 && !watcher.closed; i++) await new Promise((r) => setTimeout(r, 20));
    expect(watcher.closed).toBe(true);
  });

  it('"ping" is answered "pong"; anything else gets a read-only error frame', async () => {
    const { id } = await startedGame();
    const watcher = await Watcher.open(id);
    watcher.ws.send("ping");
    await watcher.until("pong", 1);
    watcher.ws.send(JSON.stringify({ action: "anything" }));
    const [error] = await watcher.until("error", 1);
    expect(error!.code).toBe("MALFORMED_REQUEST");
    watcher.ws.close(1000, "done");
  });

  it("a closed socket holds nothing: the room forgets it once the close is reported, and keeps no timer", async () => {
    const { alice, bob, id } = await startedGame();
    const watchers = await Promise.all([Watcher.open(id), Watcher.open(id, alice.apiKey)]);
    expect(await openSockets(id)).toBe(2);
    for (const w of watchers) w.ws.close(1000, "leaving");
    let left = 2;
    for (let i = 0; i < 100 && left > 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
      left = await openSockets(id);
    }
    expect(left).toBe(0);
    expect(await runInDurableObject(stubOf(id), (room) => room.seams.streams.beating)).toBe(false);
    // The game goes on without them.
    expect(await move(id, [alice, bob])).toBeGreaterThan(0);
  });

  it("refusals come before the upgrade, as problems: an unknown game is 404, a private game hidden from a stranger", async () => {
    const unknown = await fetchWorker("http://starpost.test/v1/games/0000000000000000/stream", { headers: { upgrade: "websocket" } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: "GAME_NOT_FOUND" });
    const { id } = await startedGame("star-battle", {}, "private");
    const hidden = await fetchWorker(`http://starpost.test/v1/games/${id}/stream`, { headers: { upgrade: "websocket" } });
    expect(hidden.status).toBe(404);
    expect(hidden.headers.get("content-type")).toBe("application/problem+json");
  });

  it("table talk arrives as message frames: public to every seat, private to its two seats only, none to a watcher during play", async () => {
    const [ann, ben, cal] = await Promise.all(["Ann", "Ben", "Cal"].map(registerPlayer));
    const created = await api("POST", "/v1/games", { key: ann!.apiKey, body: { kind: "star-battle", options: { players: 3 } } });
    const id = created.body.id as string;
    for (const p of [ben!, cal!]) expect((await api("POST", `/v1/games/${id}/join`, { key: p.apiKey, body: {} })).status).toBe(200);
    const game = (await api("GET", `/v1/games/${id}`, { key: ann!.apiKey })).body;
    const seatOf = (p: { id: string }) => game.seats.find((s: any) => s.player?.id === p.id).seat as string;
    const [annWatch, benWatch, calWatch, spectator] = await Promise.all([
      Watcher.open(id, ann!.apiKey),
      Watcher.open(id, ben!.apiKey),
      Watcher.open(id, cal!.apiKey),
      Watcher.open(id),
    ]);
    expect((await api("POST", `/v1/games/${id}/messages`, { key: ann!.apiKey, body: { text: "Hello, lords" } })).status).toBe(201);
    const secret = { text: "Ally with me", to: seatOf(ben!) };
    expect((await api("POST", `/v1/games/${id}/messages`, { key: ann!.apiKey, body: secret })).status).toBe(201);
    const texts = (w: Watcher) => w.frames.filter((f) => f.type === "message").map((f) => f.message.text);
    await annWatch.until("message", 2);
    await benWatch.until("message", 2);
    await calWatch.until("message", 1);
    // A last public message: once it has reached everyone, nothing else is on its way.
    expect((await api("POST", `/v1/games/${id}/messages`, { key: ben!.apiKey, body: { text: "Agreed" } })).status).toBe(201);
    await calWatch.until("message", 2);
    expect(texts(annWatch)).toEqual(["Hello, lords", "Ally with me", "Agreed"]);
    expect(texts(benWatch)).toEqual(["Hello, lords", "Ally with me", "Agreed"]);
    expect(texts(calWatch)).toEqual(["Hello, lords", "Agreed"]);
    expect(texts(spectator)).toEqual([]);
    expect(JSON.stringify(calWatch.frames)).not.toContain("Ally with me");
    const private_ = benWatch.frames.find((f) => f.type === "message" && f.message.to !== null)!.message;
    expect(private_).toMatchObject({ from: { seat: seatOf(ann!), name: "Ann" }, to: seatOf(ben!), text: "Ally with me" });
    expect(JSON.stringify(private_)).not.toContain(ann!.id);
  });
});
