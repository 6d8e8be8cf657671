import { describe, expect, it } from "vitest";
import { api, keyToMove, registerPlayer, startedGame } from "./helpers";

/** Plays the game to its end with each side posting the bot's suggestion; returns the last game. */
async function playToEnd(id: string, players: { id: string; apiKey: string }[]) {
  let game = (await api("GET", `/v1/games/${id}`, { key: players[0]!.apiKey })).body;
  for (let i = 0; game.status === "active" && i < 2000; i++) {
    const key = keyToMove(game, players)!;
    const suggestion = await api("POST", `/v1/games/${id}/suggest`, { key });
    expect(suggestion.status).toBe(200);
    const r = await api("POST", `/v1/games/${id}/actions`, {
      key,
      body: { action: suggestion.body.action, expectedVersion: game.version },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    game = r.body.game;
  }
  return game;
}

describe("actions", () => {
  it("accepts a pending choice posted as it is, and bumps the version", async () => {
    const { alice, bob, id, game } = await startedGame();
    const key = keyToMove(game, [alice, bob])!;
    const mine = (await api("GET", `/v1/games/${id}`, { key })).body;
    const choice = mine.pending.find((p: any) => p.seat === mine.you.seat).choices[0];
    const r = await api("POST", `/v1/games/${id}/actions`, { key, body: { action: choice } });
    expect(r.status).toBe(200);
    expect(r.body.version).toBe(1);
    expect(r.body.game.version).toBe(1);
    expect(r.body.events.length).toBeGreaterThan(0);
  });

  it("403 NOT_YOUR_DECISION for the seat that owes nothing; 403 NOT_A_PLAYER for a stranger; 401 without key", async () => {
    const { alice, bob, id, game } = await startedGame();
    const mover = keyToMove(game, [alice, bob])!;
    const other = mover === alice.apiKey ? bob.apiKey : alice.apiKey;
    const choice = (await api("GET", `/v1/games/${id}`, { key: mover })).body.pending[0].choices[0];
    const notYours = await api("POST", `/v1/games/${id}/actions`, { key: other, body: { action: choice } });
    expect([notYours.status, notYours.body.code]).toEqual([403, "NOT_YOUR_DECISION"]);
    const stranger = await registerPlayer("Eve");
    const s = await api("POST", `/v1/games/${id}/actions`, { key: stranger.apiKey, body: { action: choice } });
    expect([s.status, s.body.code]).toEqual([403, "NOT_A_PLAYER"]);
    expect((await api("POST", `/v1/games/${id}/actions`, { body: { action: choice } })).status).toBe(401);
    expect((await api("GET", `/v1/games/${id}`)).body.version).toBe(0);
  });

  it("409 STALE_VERSION for an old expectedVersion, with the current version", async () => {
    const { alice, bob, id, game } = await startedGame();
    const key = keyToMove(game, [alice, bob])!;
    const choice = (await api("GET", `/v1/games/${id}`, { key })).body.pending[0].choices[0];
    const r = await api("POST", `/v1/games/${id}/actions`, { key, body: { action: choice, expectedVersion: 5 } });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ code: "STALE_VERSION", currentVersion: 0 });
  });

  it("422 with the game's code and the rule for an illegal move; 400 INVALID_ACTION for a malformed one; nothing changes", async () => {
    const { alice, bob, id, game } = await startedGame();
    const key = keyToMove(game, [alice, bob])!;
    const mine = (await api("GET", `/v1/games/${id}`, { key })).body;
    const notInHand = ["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S"].find((c) => !mine.view.hand.includes(c));
    const illegal = await api("POST", `/v1/games/${id}/actions`, {
      key,
      body: { action: { type: "place", card: notInHand, at: { x: 0, y: 0 } } },
    });
    expect(illegal.status).toBe(422);
    expect(illegal.contentType).toContain("application/problem+json");
    expect(illegal.body.code).toMatch(/^[A-Z_]+$/);
    expect(illegal.body.rule).toMatch(/^SB /);
    for (const action of [
      { type: "fly" },
      { type: "place", card: "ZZ", at: { x: 0, y: 0 } },
      { type: "place", card: "AS", at: { x: 0, y: 0 }, extra: 1 },
    ]) {
      const bad = await api("POST", `/v1/games/${id}/actions`, { key, body: { action } });
      expect([bad.status, bad.body.code]).toEqual([400, "INVALID_ACTION"]);
    }
    const missing = await api("POST", `/v1/games/${id}/actions`, { key, body: {} });
    expect([missing.status, missing.body.code]).toEqual([400, "MALFORMED_REQUEST"]);
    expect((await api("GET", `/v1/games/${id}`)).body.version).toBe(0);
    expect((await api("GET", `/v1/games/${id}/events`)).body.entries).toEqual([]);
  });

  it("applies a retried POST with the same Idempotency-Key once and answers the same; refuses the key for another body", async () => {
    const { alice, bob, id, game } = await startedGame();
    const key = keyToMove(game, [alice, bob])!;
    const choice = (await api("GET", `/v1/games/${id}`, { key })).body.pending[0].choices[0];
    const headers = { "idempotency-key": "move-1" };
    const first = await api("POST", `/v1/games/${id}/actions`, { key, body: { action: choice }, headers });
    const second = await api("POST", `/v1/games/${id}/actions`, { key, body: { action: choice }, headers });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.version).toBe(first.body.version);
    expect(second.body.events).toEqual(first.body.events);
    expect((await api("GET", `/v1/games/${id}/events`)).body.entries).toHaveLength(1);
    const reused = await api("POST", `/v1/games/${id}/actions`, { key, body: { action: { type: "endTurn" } }, headers });
    expect([reused.status, reused.body.code]).toEqual([422, "IDEMPOTENCY_KEY_REUSED"]);
  });

  it("validates without applying, and suggests a legal action for the caller's seat", async () => {
    const { alice, bob, id, game } = await startedGame();
    const key = keyToMove(game, [alice, bob])!;
    const suggestion = await api("POST", `/v1/games/${id}/suggest`, { key });
    expect(suggestion.status).toBe(200);
    const dry = await api("POST", `/v1/games/${id}/actions/validate`, { key, body: { action: suggestion.body.action } });
    expect(dry.status).toBe(200);
    expect(dry.body.valid).toBe(true);
    const badDry = await api("POST", `/v1/games/${id}/actions/validate`, { key, body: { action: { type: "endTurn" } } });
    expect(badDry.status).toBe(422);
    expect((await api("GET", `/v1/games/${id}`)).body.version).toBe(0);
    const other = key === alice.apiKey ? bob.apiKey : alice.apiKey;
    expect((await api("POST", `/v1/games/${id}/suggest`, { key: other })).body.code).toBe("NOT_YOUR_DECISION");
  });
});

describe("a whole game over REST", () => {
  it("plays Star Battle to its end; each player sees only their own hand; the record verifies", async () => {
    const { alice, bob, id } = await startedGame("star-battle", {}, "public");
    const players = [alice, bob];
    const aliceView = (await api("GET", `/v1/games/${id}`, { key: alice.apiKey })).body.view;
    const bobView = (await api("GET", `/v1/games/${id}`, { key: bob.apiKey })).body.view;
    expect(aliceView.hand).toHaveLength(8);
    expect(bobView.hand).toHaveLength(8);
    expect(aliceView.hand.some((c: string) => JSON.stringify(bobView).includes(`"${c}"`))).toBe(false);
    const exportEarly = (await api("GET", `/v1/games/${id}/export`, { key: alice.apiKey })).body;
    expect(exportEarly.serverSeed).toBeNull();
    // During play the record shows the set-up's public draw (the dealer, with its range) but not the deck's shuffle.
    const dealer = { die: "pick", value: expect.any(Number), of: 2, purpose: "set-up: choose the dealer" };
    expect(exportEarly.setupRolls).toEqual([dealer]);

    const final = await playToEnd(id, players);
    expect(final.status).toBe("finished");
    expect(final.outcome.kind === "draw" ? final.outcome.winners : final.outcome.winners.length).toEqual(
      final.outcome.kind === "draw" ? [] : 1,
    );
    expect(final.seed).toMatch(/^[0-9a-z]+$/);
    expect(final.pending).toEqual([]);

    const feedA = (await api("GET", `/v1/games/${id}/events?limit=500`, { key: alice.apiKey })).body;
    const feedB = (await api("GET", `/v1/games/${id}/events?limit=500`, { key: bob.apiKey })).body;
    expect(feedA.entries.length).toBe(final.version);
    const drawnByB = feedB.entries
      .flatMap((e: any) => e.events)
      .filter((e: any) => e.type === "CardsDrawn" && e.seat === final.seats[1].seat);
    const seenByA = feedA.entries
      .flatMap((e: any) => e.events)
      .filter((e: any) => e.type === "CardsDrawn" && e.seat === final.seats[1].seat);
    expect(seenByA.every((e: any) => e.cards === undefined)).toBe(true);
    if (drawnByB.length > 0) expect(drawnByB[0].cards).toBeDefined();
    const page = (await api("GET", `/v1/games/${id}/events?after=1&limit=2`)).body;
    expect(page.entries.map((e: any) => e.version)).toEqual([2, 3].filter((v) => v <= final.version));

    const record = (await api("GET", `/v1/games/${id}/export`)).body;
    expect(record.format).toBe("starpost-game/1");
    expect(record.serverSeed).toBe(final.seed);
    expect(record.log).toHaveLength(final.version);
    expect(record.setupRolls).toEqual([
      { die: "shuffle", value: expect.any(Number), purpose: "set-up: shuffle the deck", hidden: true },
      exportEarly.setupRolls[0],
    ]);
    const verified = await api("POST", "/v1/verify", { body: record });
    expect(verified.body).toMatchObject({ verified: true, entries: final.version, problems: [] });
    const setupChanged = structuredClone(record);
    setupChanged.setupRolls[1].value = 1 - record.setupRolls[1].value;
    expect((await api("POST", "/v1/verify", { body: setupChanged })).body.problems).toEqual(["the set-up's dice differ from the record"]);
    const tampered = structuredClone(record);
    // Another first character (a seed may already start with "x").
    tampered.serverSeed = (record.serverSeed.startsWith("x") ? "y" : "x") + record.serverSeed.slice(1);
    const refused = await api("POST", "/v1/verify", { body: tampered });
    expect(refused.body.verified).toBe(false);
    expect(refused.body.problems.join(" ")).toContain("commitment");

    const after = await api("POST", `/v1/games/${id}/actions`, { key: alice.apiKey, body: { action: { type: "endTurn" } } });
    expect([after.status, after.body.code]).toEqual([409, "GAME_OVER"]);
  });

  it("replays: ?at=N gives the view as it stood, with the same redaction", async () => {
    const { alice, bob, id } = await startedGame();
    const final = await playToEnd(id, [alice, bob]);
    const at0 = (await api("GET", `/v1/games/${id}?at=0`, { key: alice.apiKey })).body;
    expect(at0.version).toBe(0);
    expect(at0.view.phase).toBe("placement");
    expect(at0.view.hand).toHaveLength(8);
    const spectator = (await api("GET", `/v1/games/${id}?at=3`)).body;
    expect(spectator.view.hand).toBeNull();
    expect((await api("GET", `/v1/games/${id}?at=${final.version + 1}`)).body.code).toBe("VERSION_NOT_FOUND");
  });

  it("resigning ends a two-lord game for the other lord", async () => {
    const { alice, bob, id } = await startedGame();
    const r = await api("POST", `/v1/games/${id}/resign`, { key: alice.apiKey });
    expect(r.status).toBe(200);
    expect(r.body.game.status).toBe("finished");
    expect(r.body.version).toBe(r.body.game.version);
    expect(r.body.game.outcome.winners).toEqual([r.body.game.seats.find((s: any) => s.player.id === bob.id).seat]);
    expect((await api("POST", `/v1/games/${id}/resign`, { key: bob.apiKey })).body.code).toBe("GAME_OVER");
  });
});
