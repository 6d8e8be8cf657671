// Conditional requests over HTTP. Reads carry an ETag that is a digest of the exact body served
// to this reader (a game's is prefixed with its version), vary by Authorization, and a matching
// If-None-Match is a 304 with no body. If-Match on an action is the header spelling of
// expectedVersion: the same decision rule, 409 when stale, 400 when malformed or when it
// disagrees with the body.
import { describe, expect, it } from "vitest";
import { bodyDigest } from "../../src/api/conditional";
import { api, fetchWorker, keyToMove, registerPlayer, startedGame, subscribe } from "./helpers";

const BASE = "http://starpost.test";
const GAME_TAG = /^"(\d+)\.[A-Za-z0-9_-]{22}"$/;

async function get(path: string, key?: string, ifNoneMatch?: string): Promise<Response> {
  const headers: Record<string, string> = {};
  if (key) headers.authorization = `Bearer ${key}`;
  if (ifNoneMatch) headers["if-none-match"] = ifNoneMatch;
  return fetchWorker(`${BASE}${path}`, { headers });
}

/** The first listed choice of whichever seat owes now, with that seat's key. */
async function firstMove(id: string, players: { id: string; apiKey: string }[]) {
  const game = (await api("GET", `/v1/games/${id}`)).body;
  const key = keyToMove(game, players)!;
  const read = await get(`/v1/games/${id}`, key);
  const body = (await read.json()) as any;
  return {
    key,
    etag: read.headers.get("etag")!,
    version: body.version as number,
    choice: body.pending.find((p: any) => p.choices?.length).choices[0],
  };
}

const act = (id: string, key: string, body: unknown, headers: Record<string, string> = {}) =>
  api("POST", `/v1/games/${id}/actions`, { key, body, headers });

describe("ETag and If-None-Match", () => {
  it("a game's ETag carries its version and a digest of this reader's body; the same tag again is a 304 with no body", async () => {
    const { alice, bob, id } = await startedGame();
    const first = await get(`/v1/games/${id}`, alice.apiKey);
    const tag = first.headers.get("etag")!;
    const body = (await first.json()) as any;
    expect(tag).toMatch(GAME_TAG);
    expect(Number(GAME_TAG.exec(tag)![1])).toBe(body.version);
    expect(first.headers.get("vary")).toMatch(/authorization/i);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");

    const again = await get(`/v1/games/${id}`, alice.apiKey, tag);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(tag);
    expect(again.headers.get("vary")).toMatch(/authorization/i);
    expect(again.headers.get("content-type")).toBeNull();
    // A proxy that compressed the answer weakens the tag; If-None-Match compares weakly.
    expect((await get(`/v1/games/${id}`, alice.apiKey, `W/${tag}`)).status).toBe(304);
    expect((await get(`/v1/games/${id}`, alice.apiKey, `"other", ${tag}`)).status).toBe(304);

    // Another reader sees another view of the same version: another tag, and Alice's is no match.
    const bobs = await get(`/v1/games/${id}`, bob.apiKey, tag);
    expect(bobs.status).toBe(200);
    expect(bobs.headers.get("etag")).toMatch(GAME_TAG);
    expect(bobs.headers.get("etag")).not.toBe(tag);
    const spectator = await get(`/v1/games/${id}`, undefined, tag);
    expect(spectator.status).toBe(200);
    expect(new Set([tag, bobs.headers.get("etag"), spectator.headers.get("etag")]).size).toBe(3);
  });

  it("after a move the old tag no longer matches: 200 with the new version's tag", async () => {
    const { alice, bob, id } = await startedGame();
    const move = await firstMove(id, [alice, bob]);
    expect((await act(id, move.key, { action: move.choice })).status).toBe(200);
    const after = await get(`/v1/games/${id}`, move.key, move.etag);
    expect(after.status).toBe(200);
    expect(Number(GAME_TAG.exec(after.headers.get("etag")!)![1])).toBe(move.version + 1);
    // A replay of an old version is a body of its own, tagged with that version.
    const replay = await get(`/v1/games/${id}?at=0`, move.key);
    expect(GAME_TAG.exec(replay.headers.get("etag")!)![1]).toBe("0");
  });

  it("the feed and the lists: a tag, a 304 while nothing changed, a 200 once something did", async () => {
    const { alice, bob, id } = await startedGame();
    const paths = [`/v1/games/${id}/events`, "/v1/games?mine=true", "/v1/kinds", "/v1/me"];
    const tags = new Map<string, string>();
    for (const path of paths) {
      const first = await get(path, alice.apiKey);
      expect([path, first.status]).toEqual([path, 200]);
      const tag = first.headers.get("etag");
      expect(tag, path).toMatch(/^"[^"]+"$/);
      expect(first.headers.get("vary"), path).toMatch(/authorization/i);
      tags.set(path, tag!);
      const again = await get(path, alice.apiKey, tag!);
      expect([path, again.status, await again.text()]).toEqual([path, 304, ""]);
    }
    const move = await firstMove(id, [alice, bob]);
    expect((await act(id, move.key, { action: move.choice })).status).toBe(200);
    expect((await get(`/v1/games/${id}/events`, alice.apiKey, tags.get(`/v1/games/${id}/events`))).status).toBe(200);
    // A list is the directory's, which a fast move may reach a second later (README); a new game is listed at once.
    expect((await api("POST", "/v1/games", { key: alice.apiKey, body: { kind: "star-battle" } })).status).toBe(201);
    expect((await get("/v1/games?mine=true", alice.apiKey, tags.get("/v1/games?mine=true"))).status).toBe(200);
    expect((await get("/v1/kinds", alice.apiKey, tags.get("/v1/kinds"))).status).toBe(304);
  });

  it("webhook lists are tagged per player; a problem and the stream carry no tag", async () => {
    const alice = await registerPlayer("Alice");
    await subscribe(alice.apiKey, { url: "https://bots.example/hook" });
    const first = await get("/v1/webhooks", alice.apiKey);
    const tag = first.headers.get("etag")!;
    expect((await get("/v1/webhooks", alice.apiKey, tag)).status).toBe(304);
    await subscribe(alice.apiKey, { url: "https://bots.example/other" });
    expect((await get("/v1/webhooks", alice.apiKey, tag)).status).toBe(200);
    const missing = await get("/v1/games/g_nothing", alice.apiKey, "*");
    expect([missing.status, missing.headers.get("etag")]).toEqual([404, null]);
    const { id } = await startedGame();
    const stream = await get(`/v1/games/${id}/stream`, alice.apiKey, "*");
    expect([stream.status, stream.headers.get("etag")]).toEqual([200, null]);
    await stream.body?.cancel();
  });
});

describe("If-Match on an action", () => {
  it("the ETag of the game read is accepted as the expected version; so are W/ and the bare version in quotes", async () => {
    for (const spell of [(t: string) => t, (t: string) => `W/${t}`, (_: string, v: number) => `"${v}"`, () => "*"]) {
      const { alice, bob, id } = await startedGame();
      const move = await firstMove(id, [alice, bob]);
      const r = await act(id, move.key, { action: move.choice }, { "if-match": spell(move.etag, move.version) });
      expect([r.status, r.body.version]).toEqual([200, move.version + 1]);
    }
  });

  it("a stale tag is 409 STALE_VERSION, as a stale expectedVersion is, and changes nothing", async () => {
    const { alice, bob, id } = await startedGame();
    const move = await firstMove(id, [alice, bob]);
    const future = await act(id, move.key, { action: move.choice }, { "if-match": '"5"' });
    expect([future.status, future.body.code, future.body.currentVersion]).toEqual([409, "STALE_VERSION", 0]);
    expect((await act(id, move.key, { action: move.choice }, { "if-match": move.etag })).status).toBe(200);
    // The same seat again with the tag it read before its own move: its decision has changed.
    const next = (await api("GET", `/v1/games/${id}`)).body;
    const key = keyToMove(next, [alice, bob])!;
    const choice =
      (await api("GET", `/v1/games/${id}`, { key })).body.pending.find((p: any) => p.choices?.length)?.choices[0] ?? move.choice;
    const stale = await act(id, key, { action: choice }, { "if-match": move.etag });
    expect([stale.status, stale.body.code, stale.body.currentVersion]).toEqual([409, "STALE_VERSION", 1]);
    const dry = await api("POST", `/v1/games/${id}/actions/validate`, {
      key,
      body: { action: choice },
      headers: { "if-match": move.etag },
    });
    expect([dry.status, dry.body.code]).toEqual([409, "STALE_VERSION"]);
    expect((await api("GET", `/v1/games/${id}`)).body.version).toBe(1);
  });

  it("accepted while the seat owes the decision it owed at that version, though another seat acted since", {
    timeout: 60_000,
  }, async () => {
    // Last Starfighter: both pilots aim their turrets at once, a version after the start.
    const { alice, bob, id } = await startedGame("last-starfighter");
    const players = [alice, bob];
    let game = (await api("GET", `/v1/games/${id}`)).body;
    for (let i = 0; i < 10 && new Set(game.pending.map((p: any) => p.seat)).size < 2; i++) {
      const key = keyToMove(game, players)!;
      const s = await api("POST", `/v1/games/${id}/suggest`, { key });
      expect((await act(id, key, { action: s.body.action }, { "if-match": `"${game.version}"` })).status).toBe(200);
      game = (await api("GET", `/v1/games/${id}`)).body;
    }
    const [first, second] = [...new Set<string>(game.pending.map((p: any) => p.seat))].map(
      (seat) => players.find((p) => p.id === game.seats.find((s: any) => s.seat === seat).player.id)!,
    );
    const reads = await Promise.all([first!, second!].map((p) => get(`/v1/games/${id}`, p.apiKey)));
    const tags = reads.map((r) => r.headers.get("etag")!);
    const answers = await Promise.all(
      [first!, second!].map(async (p) => (await api("POST", `/v1/games/${id}/suggest`, { key: p.apiKey })).body.action),
    );
    expect((await act(id, first!.apiKey, { action: answers[0] }, { "if-match": tags[0]! })).status).toBe(200);
    const late = await act(id, second!.apiKey, { action: answers[1] }, { "if-match": tags[1]! });
    expect([late.status, late.body.version]).toEqual([200, game.version + 2]);
  });

  it("400 for a malformed If-Match, 400 IF_MATCH_CONFLICT when it disagrees with expectedVersion; either way nothing changes", async () => {
    const { alice, bob, id } = await startedGame();
    const move = await firstMove(id, [alice, bob]);
    for (const bad of ["0", '"abc"', '"0", "1"', '"0.a b"', "W/0", '"-1"', '""']) {
      const r = await act(id, move.key, { action: move.choice }, { "if-match": bad });
      expect([bad, r.status, r.body.code]).toEqual([bad, 400, "MALFORMED_REQUEST"]);
      expect(r.body.detail).toMatch(/If-Match/);
    }
    const conflict = await act(id, move.key, { action: move.choice, expectedVersion: 3 }, { "if-match": move.etag });
    expect([conflict.status, conflict.body.code, conflict.body.ifMatchVersion, conflict.body.expectedVersion]).toEqual([
      400,
      "IF_MATCH_CONFLICT",
      0,
      3,
    ]);
    const dry = await api("POST", `/v1/games/${id}/actions/validate`, {
      key: move.key,
      body: { action: move.choice, expectedVersion: 3 },
      headers: { "if-match": '"0"' },
    });
    expect([dry.status, dry.body.code]).toEqual([400, "IF_MATCH_CONFLICT"]);
    expect((await api("GET", `/v1/games/${id}`)).body.version).toBe(0);
    // Both, agreeing: accepted.
    const both = await act(id, move.key, { action: move.choice, expectedVersion: 0 }, { "if-match": move.etag });
    expect(both.status).toBe(200);
  });
});

describe("an action's answer carries the game's ETag", () => {
  /** The first listed choice of `seat` in a game as `seat` sees it. */
  const ownChoice = (game: any, seat: string) => game.pending.find((p: any) => p.seat === seat && p.choices?.length)?.choices[0];

  it("the tag a read right after gives the same reader (a 304 for it), so it serves as the next If-Match without a read", {
    timeout: 60_000,
  }, async () => {
    const { alice, bob, id } = await startedGame("iron-stars", { turns: 1 });
    const players = [alice, bob];
    for (let step = 0; step < 8; step++) {
      const key = keyToMove((await api("GET", `/v1/games/${id}`)).body, players);
      if (!key) break;
      const read = await get(`/v1/games/${id}`, key);
      const game = (await read.json()) as any;
      // A listed choice, or where the decision is continuous (bounds), the built-in bot's.
      const action = ownChoice(game, game.you.seat) ?? (await api("POST", `/v1/games/${id}/suggest`, { key })).body.action;
      const r = await act(id, key, { action }, { "if-match": read.headers.get("etag")! });
      expect(r.status).toBe(200);
      const tag = r.headers.get("etag")!;
      expect(tag).toMatch(GAME_TAG);
      expect(Number(GAME_TAG.exec(tag)![1])).toBe(r.body.game.version);
      const after = await get(`/v1/games/${id}`, key);
      expect(after.headers.get("etag")).toBe(tag);
      expect(await after.json()).toEqual(r.body.game);
      expect((await get(`/v1/games/${id}`, key, tag)).status).toBe(304);
      // Another reader's view of the same version is tagged otherwise.
      expect((await get(`/v1/games/${id}`, players.find((p) => p.apiKey !== key)!.apiKey, tag)).status).toBe(200);
      // The answer's tag is a valid If-Match naming the game's version now (a dry run by whoever owes next).
      const nextKey = keyToMove(r.body.game, players);
      if (nextKey === key) {
        const next = ownChoice(r.body.game, r.body.game.you.seat) ?? (await api("POST", `/v1/games/${id}/suggest`, { key })).body.action;
        expect(
          (await api("POST", `/v1/games/${id}/actions/validate`, { key, body: { action: next }, headers: { "if-match": tag } })).status,
        ).toBe(200);
      }
    }
  });

  it("a resent action (same Idempotency-Key) is tagged with the game as it is now; a refusal and a dry run carry no tag", async () => {
    const { alice, bob, id } = await startedGame();
    const move = await firstMove(id, [alice, bob]);
    const headers = { "idempotency-key": "etag-resend-1" };
    const first = await act(id, move.key, { action: move.choice }, headers);
    expect(first.status).toBe(200);
    const resent = await act(id, move.key, { action: move.choice }, headers);
    expect([resent.status, resent.body.version]).toEqual([200, first.body.version]);
    expect(resent.headers.get("etag")).toBe((await get(`/v1/games/${id}`, move.key)).headers.get("etag"));
    const stale = await act(id, move.key, { action: move.choice, expectedVersion: move.version });
    expect(stale.status).toBe(409);
    expect(stale.headers.get("etag")).toBeNull();
    const next = await firstMove(id, [alice, bob]);
    const dry = await api("POST", `/v1/games/${id}/actions/validate`, { key: next.key, body: { action: next.choice } });
    expect(dry.status).toBe(200);
    expect(dry.headers.get("etag")).toBeNull();
  });
});

describe("the digest in a tag", () => {
  it("22 base64url characters; texts that differ in one unit, in order, or by a trailing NUL (odd and even lengths) get different digests", () => {
    const game = JSON.stringify({ id: "g1", version: 12, view: { hand: ["K♠", "Q♥"], note: "ü".repeat(2001) } });
    const texts = [
      "",
      "x",
      "x\0",
      "ab",
      "ba",
      "abc",
      "abc\0",
      game,
      `${game} `,
      game.replace("12", "13"),
      game.replace("K♠", "K♣"),
      // The last unit alone changed, at two lengths one apart (one of them odd).
      `${game.slice(0, -1)}]`,
      `${game}!`,
      `${game}?`,
    ];
    const digests = texts.map(bodyDigest);
    for (const d of digests) expect(d).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(digests).size).toBe(new Set(texts).size);
    // Each position of a long text changed in turn, one unit at a time: every digest differs.
    const changed = new Set(Array.from({ length: 200 }, (_, i) => bodyDigest(`${game.slice(0, i)}#${game.slice(i + 1)}`)));
    expect(changed.size).toBe(200);
    expect(bodyDigest(game)).toBe(bodyDigest(JSON.parse(JSON.stringify(game)) as string));
  });
});
