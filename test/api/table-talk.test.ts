// Table talk inside workerd, over HTTP: who writes, who reads what (a private message is read by
// its two seats and no one else: not the third player, not a watcher, not a webhook or push of
// anyone else), paging, length and rate limits, and the message.posted webhook and push.
import { describe, expect, it } from "vitest";
import { advance, api, drain, gql, invite, received, registerPlayer, startedGame, subscribe } from "./helpers";
import { newBrowser, openedPushes } from "./push-browser";

const HOOKS = "https://hooks.example.com";
const PUSH = "https://push.example.com";
let serial = 0;

const post = (id: string, key: string, body: unknown, headers: Record<string, string> = {}) =>
  api("POST", `/v1/games/${id}/messages`, { key, body, headers });
const read = (id: string, key?: string, query = "") => api("GET", `/v1/games/${id}/messages${query}`, key ? { key } : {});
const texts = (r: { body: { messages: { text: string }[] } }) => r.body.messages.map((m) => m.text);

/** A started Star Battle game of three lords, and a fourth person who only watches. */
async function threeSeats(visibility: "public" | "private" = "public") {
  const [ann, ben, cal, wes] = await Promise.all(["Ann", "Ben", "Cal", "Wes"].map(registerPlayer));
  const created = await api("POST", "/v1/games", { key: ann!.apiKey, body: { kind: "star-battle", options: { players: 3 }, visibility } });
  expect(created.status).toBe(201);
  const id = created.body.id as string;
  for (const p of [ben!, cal!]) if (visibility === "private") await invite(ann!.apiKey, id, p.id);
  for (const p of [ben!, cal!]) expect((await api("POST", `/v1/games/${id}/join`, { key: p.apiKey, body: {} })).status).toBe(200);
  const game = (await api("GET", `/v1/games/${id}`, { key: ann!.apiKey })).body;
  const seatOf = (playerId: string) => game.seats.find((s: any) => s.player?.id === playerId).seat as string;
  return { id, ann: ann!, ben: ben!, cal: cal!, wes: wes!, seatOf };
}

describe("table talk", () => {
  it("a private message is read by its two seats only: not the third player, a watcher, GraphQL or the record", async () => {
    const { id, ann, ben, cal, wes, seatOf } = await threeSeats();
    const hi = await post(id, ann.apiKey, { text: "  Hello, lords  " });
    expect(hi.status, JSON.stringify(hi.body)).toBe(201);
    expect(hi.body).toMatchObject({ from: { seat: seatOf(ann.id), name: "Ann" }, to: null, text: "Hello, lords" });
    const secret = await post(id, ann.apiKey, { text: "Ally with me against Cal", to: seatOf(ben.id) });
    expect(secret.status).toBe(201);
    expect(secret.body.to).toBe(seatOf(ben.id));

    expect(texts(await read(id, ann.apiKey))).toEqual(["Hello, lords", "Ally with me against Cal"]);
    expect(texts(await read(id, ben.apiKey))).toEqual(["Hello, lords", "Ally with me against Cal"]);
    expect(texts(await read(id, cal.apiKey))).toEqual(["Hello, lords"]);
    // A watcher reads nothing while the game is on, with or without a key.
    for (const r of [await read(id, wes.apiKey), await read(id)]) expect([r.status, r.body.code]).toEqual([403, "NOT_A_PLAYER"]);
    const q = `query($id: ID!) { messages(gameId: $id) { edges { node { text to from { seat name } } } } }`;
    const calGql = await gql(q, { id }, cal.apiKey);
    expect(calGql.body.data?.messages.edges.map((e: any) => e.node.text)).toEqual(["Hello, lords"]);
    const benGql = await gql(q, { id }, ben.apiKey);
    expect(benGql.body.data?.messages.edges.map((e: any) => e.node.text)).toEqual(["Hello, lords", "Ally with me against Cal"]);
    // Messages are not in the game's log, its feed or its record.
    for (const path of [`/v1/games/${id}/export`, `/v1/games/${id}/events`, `/v1/games/${id}`]) {
      const r = await api("GET", path, { key: ben.apiKey });
      expect(JSON.stringify(r.body)).not.toContain("Ally with me");
    }

    // Once the game is over, a watcher reads the public messages, still not the private one.
    for (const p of [ann, ben]) expect((await api("POST", `/v1/games/${id}/resign`, { key: p.apiKey })).status).toBe(200);
    expect((await api("GET", `/v1/games/${id}`)).body.status).toBe("finished");
    expect(texts(await read(id))).toEqual(["Hello, lords"]);
    expect(texts(await read(id, wes.apiKey))).toEqual(["Hello, lords"]);
    expect(texts(await read(id, cal.apiKey))).toEqual(["Hello, lords"]);
  });

  it("only players write; bad recipients, empty and too long messages are refused with codes and store nothing", async () => {
    const { id, ann, wes, seatOf } = await threeSeats();
    const two = await startedGame("star-battle");
    const cases: [string, string, unknown, number, string][] = [
      [id, wes.apiKey, { text: "hello" }, 403, "NOT_A_PLAYER"],
      [id, ann.apiKey, { text: "   " }, 400, "MALFORMED_REQUEST"],
      [id, ann.apiKey, {}, 400, "MALFORMED_REQUEST"],
      [id, ann.apiKey, { text: "hi", extra: 1 }, 400, "MALFORMED_REQUEST"],
      [id, ann.apiKey, { text: "x".repeat(1001) }, 413, "MESSAGE_TOO_LONG"],
      [id, ann.apiKey, { text: "hi", to: seatOf(ann.id) }, 400, "INVALID_RECIPIENT"],
      [id, ann.apiKey, { text: "hi", to: "lord9" }, 400, "INVALID_RECIPIENT"],
      // Two seats: the table is already private.
      [two.id, two.alice.apiKey, { text: "hi", to: "lord2" }, 400, "INVALID_RECIPIENT"],
      ["nosuchgame000000", ann.apiKey, { text: "hi" }, 404, "GAME_NOT_FOUND"],
    ];
    for (const [game, key, body, status, code] of cases) {
      const r = await post(game, key, body);
      expect([r.status, r.body.code], JSON.stringify(body)).toEqual([status, code]);
    }
    expect((await post(id, "", { text: "hi" })).status).toBe(401);
    // 1000 characters (code points, not UTF-16 units) is the limit, and fits.
    const full = `${"✦".repeat(999)}🚀`;
    expect((await post(id, ann.apiKey, { text: full })).status).toBe(201);
    expect(texts(await read(id, ann.apiKey))).toEqual([full]);
  });

  it("pages by id like the feed, limits each seat to 10 messages a minute, and applies an Idempotency-Key once", async () => {
    const { alice, bob, id } = await startedGame("star-battle");
    const again = await post(id, alice.apiKey, { text: "m0" }, { "idempotency-key": "talk-once" });
    expect((await post(id, alice.apiKey, { text: "m0" }, { "idempotency-key": "talk-once" })).body).toEqual(again.body);
    for (let i = 1; i < 10; i++) expect((await post(id, alice.apiKey, { text: `m${i}` })).status).toBe(201);
    const limited = await post(id, alice.apiKey, { text: "one too many" });
    expect([limited.status, limited.body.code]).toEqual([429, "RATE_LIMITED"]);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Bob has his own allowance; a minute later Alice has hers again.
    expect((await post(id, bob.apiKey, { text: "b0" })).status).toBe(201);
    await advance(id, 61_000);
    expect((await post(id, alice.apiKey, { text: "m10" })).status).toBe(201);

    const first = await read(id, bob.apiKey, "?limit=5");
    expect(texts(first)).toEqual(["m0", "m1", "m2", "m3", "m4"]);
    const rest = await read(id, bob.apiKey, `?limit=50&cursor=${encodeURIComponent(first.body.nextCursor)}`);
    expect(texts(rest)).toEqual(["m5", "m6", "m7", "m8", "m9", "b0", "m10"]);
    expect(rest.body.nextCursor).toBeNull();
    const after = await read(id, bob.apiKey, `?after=${first.body.messages[4].id}&limit=2`);
    expect(texts(after)).toEqual(["m5", "m6"]);
    // A cursor is Bob's: Alice cannot use it.
    expect((await read(id, alice.apiKey, `?cursor=${encodeURIComponent(first.body.nextCursor)}`)).body.code).toBe("INVALID_CURSOR");
  });

  it("tells the other seats with message.posted (webhook and push); a private message only its reader; mute holds", async () => {
    const { id, ann, ben, cal, seatOf } = await threeSeats();
    const hooks = Object.fromEntries(
      await Promise.all(
        [ann, ben, cal].map(async (p) => {
          await subscribe(p.apiKey, { url: `${HOOKS}/plain/talk-${p.id}`, events: ["message.posted"] });
          return [p.id, `/plain/talk-${p.id}`];
        }),
      ),
    );
    const browsers = Object.fromEntries(
      await Promise.all(
        [ann, ben, cal].map(async (p) => {
          const b = await newBrowser(`${PUSH}/ok/talk-${Date.now().toString(36)}-${serial++}`);
          expect((await api("POST", "/v1/me/push-subscriptions", { key: p.apiKey, body: b.subscription })).status).toBe(201);
          return [p.id, b];
        }),
      ),
    );
    const key = (await api("GET", "/v1/push/vapid-public-key")).body.publicKey as string;
    // Cal mutes the game: no pushes for him, his webhook still hears.
    expect((await api("PUT", `/v1/games/${id}/mute`, { key: cal.apiKey, body: { muted: true } })).status).toBe(200);

    expect((await post(id, ann.apiKey, { text: "<b>All</b> hands" })).status).toBe(201);
    expect((await post(id, ann.apiKey, { text: "Just you, Ben", to: seatOf(ben.id) })).status).toBe(201);
    await drain(id);

    const hooked = async (p: { id: string }) =>
      (await received(hooks[p.id])).map((r) => JSON.parse(r.body)).filter((b) => b.type === "message.posted");
    expect((await hooked(ann)).length).toBe(0);
    // Deliveries run side by side: their order is not the messages' order.
    expect((await hooked(ben)).map((b) => b.data.message.text).sort()).toEqual(["<b>All</b> hands", "Just you, Ben"]);
    expect((await hooked(cal)).map((b) => b.data.message.text)).toEqual(["<b>All</b> hands"]);
    const benHook = (await hooked(ben)).find((b) => b.data.message.to !== null);
    expect(benHook.data).toMatchObject({ gameId: id, seat: seatOf(ben.id), message: { from: { seat: seatOf(ann.id), name: "Ann" } } });
    expect(JSON.stringify(benHook)).not.toContain(ann.id);

    const pushed = async (p: { id: string }) =>
      (await openedPushes(browsers[p.id]!, key)).map((o) => o.payload).filter((x) => x.type === "message.posted");
    const benPushes = (await pushed(ben)).sort((x, y) => Number(x.message.private) - Number(y.message.private));
    expect(benPushes.map((x) => x.message)).toEqual([
      { from: `Ann (${seatOf(ann.id)})`, private: false, preview: "<b>All</b> hands" },
      { from: `Ann (${seatOf(ann.id)})`, private: true, preview: "Just you, Ben" },
    ]);
    expect(benPushes[0].url).toBe(`/game?id=${id}`);
    expect(await pushed(ann)).toEqual([]);
    expect(await pushed(cal)).toEqual([]);
  });

  it("a long message's push carries its first 140 characters; a watcher's webhook hears nothing", async () => {
    const { alice, bob, id } = await startedGame("star-battle");
    const b = await newBrowser(`${PUSH}/ok/long-${serial++}`);
    expect((await api("POST", "/v1/me/push-subscriptions", { key: bob.apiKey, body: b.subscription })).status).toBe(201);
    const watcher = await registerPlayer("Watcher");
    await subscribe(watcher.apiKey, { url: `${HOOKS}/plain/watch-${watcher.id}`, gameId: id });
    const long = "word ".repeat(100).trim();
    expect((await post(id, alice.apiKey, { text: long })).status).toBe(201);
    await drain(id);
    const key = (await api("GET", "/v1/push/vapid-public-key")).body.publicKey as string;
    const [push] = (await openedPushes(b, key)).map((o) => o.payload).filter((x) => x.type === "message.posted");
    expect([...push.message.preview].length).toBe(140);
    expect(long.startsWith(push.message.preview.slice(0, -1))).toBe(true);
    expect((await received(`/plain/watch-${watcher.id}`)).filter((r) => JSON.parse(r.body).type === "message.posted")).toEqual([]);
  });
});
