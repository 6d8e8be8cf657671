// Live feeds and the keys that opened them, from the outside. A stream, socket or GraphQL
// subscription is opened once and then read for as long as its client likes; a token the person
// revokes, a master key they replace, a token that expires, or an app grant they end must stop
// every feed opened with it — not only the next request — and must not stop their other feeds.
import { abortAllDurableObjects, env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, fetchWorker, registerPlayer, startedGame, stubOf } from "./helpers";
import { GraphqlSubscriber, playListedMove, seededChooser, SseClient, Watcher, untilComplete, untilEnded } from "./live-clients";
import { appTokens, call, ORIGIN } from "./oauth-app";

const FEED = `subscription Feed($id: ID!, $after: Int) {
  gameFeed(gameId: $id, after: $after) { __typename ... on StarBattleFeedEntry { version kind } }
}`;

async function mintToken(key: string, extra: Record<string, unknown> = {}): Promise<{ id: string; token: string }> {
  const made = await api("POST", "/v1/me/tokens", { key, body: { name: "feed bot", kind: "bot", scopes: ["read"], ...extra } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return { id: made.body.id, token: made.body.token };
}

/** A stream's closing note (its last comment) and whether it ended with `end`. */
const closing = (sse: SseClient) => ({
  done: sse.done,
  note: sse.frames.filter((f) => f.comment !== undefined).at(-1)?.comment,
  ended: sse.frames.some((f) => f.event === "end"),
});

/** The streams (SSE and subscriptions) the game's room holds open. */
const streamsOpen = (id: string) => runInDurableObject(stubOf(id), (room) => room.seams.streams.readerCount);

/** What a client connecting again with `key` is answered: its status and code. */
async function reconnect(id: string, key: string, origin = "http://starpost.test"): Promise<[number, string | undefined]> {
  const res = await fetchWorker(`${origin}/v1/games/${id}/stream`, {
    headers: { accept: "text/event-stream", authorization: `Bearer ${key}` },
  });
  const body = res.status === 200 ? null : ((await res.json()) as { code: string });
  if (res.status === 200) await res.body?.cancel();
  return [res.status, body?.code];
}

describe("live feeds end when the key that opened them stops working", () => {
  it("a revoked token's stream, socket and subscription are closed before the revocation answers; the player's other feeds read on", {
    timeout: 30_000,
  }, async () => {
    const { alice, bob, id } = await startedGame();
    const bot = await mintToken(alice.apiKey);
    const version = (await api("GET", `/v1/games/${id}`)).body.version as number;
    const botStream = await SseClient.open(id, { authorization: `Bearer ${bot.token}` });
    const botSocket = await Watcher.open(id, bot.token);
    const botSub = untilComplete(await GraphqlSubscriber.open(FEED, { id, after: version }, bot.token));
    const own = await SseClient.open(id, { authorization: `Bearer ${alice.apiKey}` });
    const ownSocket = await Watcher.open(id, alice.apiKey);
    await expect.poll(() => streamsOpen(id)).toBe(3);

    const revoked = await api("DELETE", `/v1/me/tokens/${bot.id}`, { key: alice.apiKey });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    // Closed by the time the revocation answered: the room holds only Alice's own stream.
    expect(await streamsOpen(id)).toBe(1);
    await untilEnded(botStream);
    expect(closing(botStream)).toEqual({
      done: true,
      note: "stream closed: the key or token it was opened with was revoked or replaced",
      ended: false,
    });
    expect(await botSocket.closedByServer()).toBe(true);
    expect([botSocket.closeCode, botSocket.closeReason]).toEqual([
      1000,
      "the key or token this feed was opened with was revoked or replaced",
    ]);
    expect(await botSub).toEqual(["TOKEN_REVOKED", "complete"]);

    // Connecting again with it is refused, on every surface.
    expect(await reconnect(id, bot.token)).toEqual([401, "TOKEN_REVOKED"]);
    expect((await Watcher.upgrade(id, bot.token)).status).toBe(401);

    // Alice's feeds opened with her master key read the next move.
    const next = (await playListedMove(id, [alice, bob], seededChooser(7)))!;
    expect((await own.entries(1)).map((f) => f.id)).toEqual([next]);
    await ownSocket.through(next);
    expect([own.done, ownSocket.closed]).toEqual([false, false]);
    await own.drop();
    ownSocket.ws.close(1000, "done");
  });

  it("a replaced master key closes the feeds opened with it, not those opened with the new key at once", async () => {
    const { alice, bob, id } = await startedGame();
    const old = await SseClient.open(id, { authorization: `Bearer ${alice.apiKey}` });
    const oldSocket = await Watcher.open(id, alice.apiKey);
    const bobs = await SseClient.open(id, { authorization: `Bearer ${bob.apiKey}` });

    const rotated = await api("POST", "/v1/me/key/rotate", { key: alice.apiKey });
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    const newKey = rotated.body.apiKey as string;
    await untilEnded(old);
    expect(closing(old)).toMatchObject({ done: true, ended: false });
    expect(await oldSocket.closedByServer()).toBe(true);
    expect(await reconnect(id, alice.apiKey)).toEqual([401, "UNAUTHENTICATED"]);

    // The room refuses feeds of the replaced key for a while; the new key is another credential.
    const fresh = await SseClient.open(id, { authorization: `Bearer ${newKey}` });
    const freshSocket = await Watcher.open(id, newKey);
    const next = (await playListedMove(id, [{ ...alice, apiKey: newKey }, bob], seededChooser(3)))!;
    for (const sse of [fresh, bobs]) expect((await sse.entries(1)).map((f) => f.id)).toEqual([next]);
    await freshSocket.through(next);
    await fresh.drop();
    await bobs.drop();
    freshSocket.ws.close(1000, "done");
  });

  it("a token's feeds end at its expiry: the first entry after it closes them instead of reaching them; connecting again answers TOKEN_EXPIRED", {
    timeout: 20_000,
  }, async () => {
    const { alice, bob, id } = await startedGame();
    const bot = await mintToken(alice.apiKey, { expiresIn: 60 });
    // The API's shortest expiry is a minute: the test brings this token's forward to 1.5 s from
    // now, in the directory, before its first use (nothing has read it yet).
    const expiresAt = Date.now() + 1500;
    await env.DIRECTORY.prepare("UPDATE tokens SET expires_at = ? WHERE id = ?").bind(expiresAt, bot.id).run();
    const botStream = await SseClient.open(id, { authorization: `Bearer ${bot.token}` });
    const botSocket = await Watcher.open(id, bot.token);
    const own = await SseClient.open(id, { authorization: `Bearer ${alice.apiKey}` });
    const first = (await playListedMove(id, [alice, bob], seededChooser(11)))!;
    expect((await botStream.entries(1)).map((f) => f.id)).toEqual([first]);
    await botSocket.through(first);

    await new Promise((r) => setTimeout(r, Math.max(0, expiresAt - Date.now()) + 50));
    const second = (await playListedMove(id, [alice, bob], seededChooser(12)))!;
    await untilEnded(botStream);
    expect(closing(botStream)).toEqual({ done: true, note: "stream closed: the token it was opened with has expired", ended: false });
    expect(botStream.frames.filter((f) => f.event === "entry").map((f) => f.id)).toEqual([first]);
    expect(await botSocket.closedByServer()).toBe(true);
    expect(botSocket.closeReason).toBe("the token this feed was opened with has expired");
    expect(botSocket.entries().map((e) => e.version)).toEqual([first]);
    expect((await own.entries(2)).map((f) => f.id)).toEqual([first, second]);
    expect(await reconnect(id, bot.token)).toEqual([401, "TOKEN_EXPIRED"]);
    await own.drop();
  });

  it("a room told a credential is revoked refuses feeds opened with it for a while, evicted or not, as a worker that still trusts the key would open them", async () => {
    const { alice, id } = await startedGame();
    const bot = await mintToken(alice.apiKey);
    // An isolate may trust a secret for up to a second after its revocation elsewhere; here the
    // token is still good in the directory, and only the room was told.
    expect((await stubOf(id).credentialRevoked(bot.id)).ok).toBe(true);
    expect(await reconnect(id, bot.token)).toEqual([401, "TOKEN_REVOKED"]);
    expect((await Watcher.upgrade(id, bot.token)).status).toBe(401);
    expect(await untilComplete(await GraphqlSubscriber.open(FEED, { id }, bot.token))).toEqual(["TOKEN_REVOKED", "complete"]);
    // The room remembers it past an eviction (an idle room may be gone in seconds; an app's token in
    // KV may be trusted elsewhere for a minute).
    await abortAllDurableObjects();
    expect(await reconnect(id, bot.token)).toEqual([401, "TOKEN_REVOKED"]);
    // Its other reads are the directory's to refuse, and it still works there.
    expect((await api("GET", `/v1/games/${id}`, { key: bot.token })).status).toBe(200);
  });

  it("an app's feeds: its own RFC 7009 revocation closes that token's feeds; the person ending the grant closes every token's", {
    timeout: 30_000,
  }, async () => {
    const { alice, bob, id } = await startedGame();
    const first = await appTokens(alice.apiKey, "read");
    const second = await appTokens(alice.apiKey, "read");
    const firstStream = await SseClient.open(id, { authorization: `Bearer ${first.access_token}` }, ORIGIN);
    const firstSocket = await Watcher.open(id, first.access_token, "", ORIGIN);
    const secondStream = await SseClient.open(id, { authorization: `Bearer ${second.access_token}` }, ORIGIN);
    const secondSocket = await Watcher.open(id, second.access_token, "", ORIGIN);
    const own = await SseClient.open(id, { authorization: `Bearer ${alice.apiKey}` });

    // A made-up token naming the first app's grant revokes nothing and closes nothing.
    const [userId, grantId] = first.access_token.split(":");
    const madeUp = { token: `${userId}:${grantId}:not-a-secret`, client_id: first.clientId };
    expect((await call("POST", "/oauth/token", { form: madeUp })).status).toBe(200);
    // The first app revokes its access token (RFC 7009).
    const revoked = await call("POST", "/oauth/token", {
      form: { token: first.access_token, token_type_hint: "access_token", client_id: first.clientId },
    });
    expect(revoked.status).toBe(200);
    await untilEnded(firstStream);
    expect(closing(firstStream)).toMatchObject({ done: true, ended: false });
    expect(await firstSocket.closedByServer()).toBe(true);
    expect([secondStream.done, secondSocket.closed]).toEqual([false, false]);

    // Alice ends the second app's grant from her tokens' list.
    const listed = await call("GET", "/v1/me/tokens", { key: alice.apiKey });
    const line = listed.body.tokens.find((t: any) => t.id.startsWith("oa_") && t.id.endsWith(second.access_token.split(":")[1]));
    expect(line, JSON.stringify(listed.body)).toBeDefined();
    expect((await call("DELETE", `/v1/me/tokens/${line.id}`, { key: alice.apiKey })).status).toBe(200);
    await untilEnded(secondStream);
    expect(closing(secondStream)).toMatchObject({ done: true, ended: false });
    expect(await secondSocket.closedByServer()).toBe(true);
    expect(await reconnect(id, second.access_token, ORIGIN)).toEqual([401, "APP_TOKEN_INVALID"]);

    const next = (await playListedMove(id, [alice, bob], seededChooser(5)))!;
    expect((await own.entries(1)).map((f) => f.id)).toEqual([next]);
    await own.drop();
  });

  it("a refresh token revoked by its app (RFC 7009) ends the grant, and so every feed its tokens opened", async () => {
    const { alice, id } = await startedGame();
    const app = await appTokens(alice.apiKey, "read");
    const stream = await SseClient.open(id, { authorization: `Bearer ${app.access_token}` }, ORIGIN);
    const socket = await Watcher.open(id, app.access_token, "", ORIGIN);
    const revoked = await call("POST", "/oauth/token", {
      form: { token: app.refresh_token, token_type_hint: "refresh_token", client_id: app.clientId },
    });
    expect(revoked.status).toBe(200);
    await untilEnded(stream);
    expect(closing(stream)).toMatchObject({ done: true, ended: false });
    expect(await socket.closedByServer()).toBe(true);
  });

  it("a player's feeds in a game they only watch are not the revocation's to close (a spectator's view needs no key)", async () => {
    const { id } = await startedGame();
    const carol = await registerPlayer("Carol");
    const bot = await mintToken(carol.apiKey);
    const watching = await SseClient.open(id, { authorization: `Bearer ${bot.token}` });
    expect((await watching.next())?.comment).toBe("starpost feed");
    expect((await api("DELETE", `/v1/me/tokens/${bot.id}`, { key: carol.apiKey })).status).toBe(200);
    expect(await watching.next(300)).toBeNull(); // nothing comes: no note, no close
    expect(watching.done).toBe(false);
    await watching.drop();
  });

  it("a player seated in 200 games: a revocation tells every one of their rooms (eight at a time) before it answers", {
    timeout: 60_000,
  }, async () => {
    const carol = await registerPlayer("Carol");
    const bot = await mintToken(carol.apiKey);
    const ids: string[] = [];
    for (let i = 0; i < 200; i++) {
      const host = await registerPlayer(`Host${i}`);
      const id = (await api("POST", "/v1/games", { key: host.apiKey, body: { kind: "star-battle" } })).body.id as string;
      expect((await api("POST", `/v1/games/${id}/join`, { key: carol.apiKey, body: {} })).status).toBe(200);
      ids.push(id);
    }
    // A turn-a-day player's rooms are evicted between visits: the revocation wakes each one.
    await abortAllDurableObjects();
    const open = await SseClient.open(ids[199]!, { authorization: `Bearer ${bot.token}` });
    const started = Date.now();
    expect((await api("DELETE", `/v1/me/tokens/${bot.id}`, { key: carol.apiKey })).status).toBe(200);
    console.log(`[reliability] revocation with 200 games seated, 199 rooms evicted: answered in ${Date.now() - started} ms`);
    await untilEnded(open);
    expect(open.done).toBe(true);
    // Every room was told: each refuses a feed opened with the token, as a worker that still trusted it would ask.
    const carolAsCaller = { playerId: carol.id, name: "Carol" };
    const credential = { ids: [bot.id], listedAs: bot.id, expiresAt: null };
    const refusals = await Promise.all(
      ids.map(async (id) => (await stubOf(id).stream(carolAsCaller, 0, credential)) as { ok: boolean; error?: { code: string } }),
    );
    expect(refusals.map((r) => r.error?.code)).toEqual(ids.map(() => "TOKEN_REVOKED"));
  });
});
