import { describe, expect, it } from "vitest";
import { runDurableObjectAlarm } from "cloudflare:test";
import { advance, api, gql, keyToMove, registerPlayer, startedGame, stubOf } from "./helpers";

describe("kinds", () => {
  it("lists every kind with seats and options as JSON Schema with defaults", async () => {
    const r = await api("GET", "/v1/kinds");
    expect(r.status).toBe(200);
    const sb = r.body.kinds.find((k: any) => k.id === "star-battle");
    expect(sb.title).toBe("Star Battle");
    expect(sb.seats.map((s: any) => s.id)).toEqual(["lord1", "lord2"]);
    expect(sb.options.properties.players.default).toBe(2);
    expect(sb.options.properties.battle.enum).toEqual(["ordinary", "decisive", "tabular"]);
    expect(sb.defaultOptions.endMethod).toBe("A");
    expect((await api("GET", "/v1/kinds/star-battle")).body.id).toBe("star-battle");
    expect((await api("GET", "/v1/kinds/chess")).body.code).toBe("UNKNOWN_KIND");
  });

  it("answers the seats a game would have with given options, as the game itself is then seated", async () => {
    const seats = (kind: string, options?: unknown) =>
      api("GET", `/v1/kinds/${kind}/seats${options === undefined ? "" : `?options=${encodeURIComponent(JSON.stringify(options))}`}`);
    const ids = (r: { body: { seats: { id: string }[] } }) => r.body.seats.map((s) => s.id);
    const four = await seats("star-battle", { players: 4 });
    expect(four.status).toBe(200);
    expect(four.body.kind).toBe("star-battle");
    expect(four.body.options).toMatchObject({ players: 4, endMethod: "A" });
    expect(four.body.seats[3]).toEqual({ id: "lord4", name: "Star Lord 4", automaton: false });
    expect(ids(await seats("star-battle"))).toEqual(["lord1", "lord2"]);
    expect((await seats("last-starfighter", { opponent: "drone" })).body.seats.map((s: { automaton: boolean }) => s.automaton)).toEqual([
      false,
      true,
    ]);
    expect(ids(await seats("iron-stars", { scenario: "pickUp" }))).toEqual(["fleet1", "fleet2"]);
    // The answer is what a created game holds.
    const alice = await registerPlayer("Alice");
    const created = await api("POST", "/v1/games", { key: alice.apiKey, body: { kind: "star-battle", options: { players: 4 } } });
    expect(created.body.seats.map((s: { seat: string; name: string }) => ({ id: s.seat, name: s.name }))).toEqual(
      four.body.seats.map(({ id, name }: { id: string; name: string }) => ({ id, name })),
    );
  });

  it("refuses seats for bad options with a stable code: 400 INVALID_OPTIONS, MALFORMED_REQUEST, 404 UNKNOWN_KIND", async () => {
    const bad = await api("GET", `/v1/kinds/star-battle/seats?options=${encodeURIComponent(JSON.stringify({ players: 9 }))}`);
    expect([bad.status, bad.body.code]).toEqual([400, "INVALID_OPTIONS"]);
    expect(bad.body.detail).toContain("players");
    const notJson = await api("GET", "/v1/kinds/star-battle/seats?options=%7Bplayers");
    expect([notJson.status, notJson.body.code]).toEqual([400, "MALFORMED_REQUEST"]);
    const unknown = await api("GET", "/v1/kinds/chess/seats");
    expect([unknown.status, unknown.body.code]).toEqual([404, "UNKNOWN_KIND"]);
  });

  it("refuses an option the kind does not have, in every kind, rather than dropping it (a misspelt option is not the default)", async () => {
    const alice = await registerPlayer("Alice");
    const kinds = (await api("GET", "/v1/kinds")).body.kinds.map((k: any) => k.id);
    expect(kinds).toContain("star-battle");
    for (const kind of kinds) {
      const misspelt = encodeURIComponent(JSON.stringify({ chartsize: 7 }));
      const seats = await api("GET", `/v1/kinds/${kind}/seats?options=${misspelt}`);
      expect([kind, seats.status, seats.body.code]).toEqual([kind, 400, "INVALID_OPTIONS"]);
      expect(seats.body.detail).toContain("chartsize");
      const created = await api("POST", "/v1/games", { key: alice.apiKey, body: { kind, options: { chartsize: 7 } } });
      expect([kind, created.status, created.body.code]).toEqual([kind, 400, "INVALID_OPTIONS"]);
    }
  });
});

describe("the lobby's kind filter", () => {
  it("refuses a kind that does not exist (400 MALFORMED_REQUEST naming the kinds) instead of an empty lobby, on REST and GraphQL", async () => {
    const alice = await registerPlayer("Alice");
    expect((await api("POST", "/v1/games", { key: alice.apiKey, body: { kind: "star-battle" } })).status).toBe(201);
    const known = await api("GET", "/v1/games?kind=star-battle&mine=true", { key: alice.apiKey });
    expect([known.status, known.body.games.length]).toEqual([200, 1]);
    const misspelt = await api("GET", "/v1/games?kind=starbattle", { key: alice.apiKey });
    expect([misspelt.status, misspelt.body.code]).toEqual([400, "MALFORMED_REQUEST"]);
    expect(misspelt.body.detail).toContain("starbattle");
    expect(misspelt.body.detail).toContain("star-battle");
    const graphql = await gql('{ gamesConnection(kind: "starbattle") { edges { cursor } } }', {}, alice.apiKey);
    expect(graphql.body.errors?.[0]?.extensions?.code).toBe("MALFORMED_REQUEST");
  });
});

describe("creating and joining", () => {
  it("creates an open game with a seed commitment, and starts it when the last seat is taken", async () => {
    const alice = await registerPlayer("Alice");
    const bob = await registerPlayer("Bob");
    const created = await api("POST", "/v1/games", { key: alice.apiKey, body: { kind: "star-battle", options: { battle: "decisive" } } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ kind: "star-battle", status: "open", version: 0, view: null, seed: null, you: { seat: "lord1" } });
    expect(created.body.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
    expect(created.body.options.battle).toBe("decisive");
    const joined = await api("POST", `/v1/games/${created.body.id}/join`, { key: bob.apiKey, body: { entropy: "bob's dice" } });
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ version: 0, events: [], game: { status: "active", you: { seat: "lord2" } } });
    expect(joined.body.game.seedCommitment).toBe(created.body.seedCommitment);
    expect(joined.body.game.pending.length).toBeGreaterThan(0);
  });

  it("refuses to play a game still waiting for players: 409 GAME_NOT_STARTED on every play route, nothing changes", async () => {
    const alice = await registerPlayer("Alice");
    const created = await api("POST", "/v1/games", { key: alice.apiKey, body: { kind: "star-battle" } });
    const id = created.body.id as string;
    const action = { type: "discard", cards: [] };
    for (const [path, body] of [
      ["actions", { action }],
      ["actions/validate", { action }],
      ["suggest", {}],
      ["undo", {}],
    ] as const) {
      const r = await api("POST", `/v1/games/${id}/${path}`, { key: alice.apiKey, body });
      expect([r.status, r.body.code], path).toEqual([409, "GAME_NOT_STARTED"]);
    }
    const after = (await api("GET", `/v1/games/${id}`, { key: alice.apiKey })).body;
    expect([after.status, after.version]).toEqual(["open", 0]);
  });

  it("refuses bad creations: no key 401, unknown kind 404, bad options 400, bad seat 400", async () => {
    const alice = await registerPlayer("Alice");
    expect((await api("POST", "/v1/games", { body: { kind: "star-battle" } })).status).toBe(401);
    const unknown = await api("POST", "/v1/games", { key: alice.apiKey, body: { kind: "chess" } });
    expect([unknown.status, unknown.body.code]).toEqual([404, "UNKNOWN_KIND"]);
    const options = await api("POST", "/v1/games", { key: alice.apiKey, body: { kind: "star-battle", options: { players: 9 } } });
    expect([options.status, options.body.code]).toEqual([400, "INVALID_OPTIONS"]);
    expect(options.body.detail).toContain("players");
    const seat = await api("POST", "/v1/games", { key: alice.apiKey, body: { kind: "star-battle", seat: "lord7" } });
    expect([seat.status, seat.body.code]).toEqual([400, "MALFORMED_REQUEST"]);
  });

  it("refuses joins: taken seat 409, already seated 409, full game 409, unknown game 404", async () => {
    const { alice, bob, id } = await startedGame();
    const carol = await registerPlayer("Carol");
    expect((await api("POST", `/v1/games/${id}/join`, { key: carol.apiKey, body: {} })).body.code).toBe("NO_OPEN_SEAT");
    expect((await api("POST", `/v1/games/${id}/join`, { key: bob.apiKey, body: {} })).status).toBe(409);
    const three = await api("POST", "/v1/games", { key: alice.apiKey, body: { kind: "star-battle", options: { players: 3 } } });
    const taken = await api("POST", `/v1/games/${three.body.id}/join`, { key: bob.apiKey, body: { seat: "lord1" } });
    expect([taken.status, taken.body.code]).toEqual([409, "SEAT_TAKEN"]);
    const again = await api("POST", `/v1/games/${three.body.id}/join`, { key: alice.apiKey, body: {} });
    expect([again.status, again.body.code]).toEqual([409, "ALREADY_SEATED"]);
    expect((await api("POST", "/v1/games/0000000000000000/join", { key: bob.apiKey, body: {} })).status).toBe(404);
    expect((await api("GET", "/v1/games/not-an-id")).body.code).toBe("GAME_NOT_FOUND");
  });
});

describe("listing", () => {
  it("lists the lobby, my games, and the games awaiting my decision", async () => {
    const { alice, bob, id, game } = await startedGame();
    const first = game.pending[0].seat;
    const mover = game.seats.find((s: any) => s.seat === first).player.id === alice.id ? alice : bob;
    const waiter = mover === alice ? bob : alice;
    const mine = await api("GET", "/v1/games?mine=true", { key: alice.apiKey });
    expect(mine.body.games.map((g: any) => g.id)).toContain(id);
    const awaitingMover = await api("GET", "/v1/games?awaiting=me", { key: mover.apiKey });
    expect(awaitingMover.body.games.map((g: any) => g.id)).toEqual([id]);
    const awaitingWaiter = await api("GET", "/v1/games?awaiting=me", { key: waiter.apiKey });
    expect(awaitingWaiter.body.games).toEqual([]);
    const lobby = await api("GET", "/v1/games?status=active&kind=star-battle");
    expect(lobby.body.games.map((g: any) => g.id)).toContain(id);
    expect((await api("GET", "/v1/games?status=nonsense")).status).toBe(400);
  });

  it("names a seat's player playerId in the game and in the list: the same id, null while the seat is open", async () => {
    const alice = await registerPlayer("Seat A");
    const bob = await registerPlayer("Seat B");
    const created = await api("POST", "/v1/games", { key: alice.apiKey, body: { kind: "star-battle" } });
    expect(created.body.seats.map((s: any) => [s.seat, s.playerId])).toEqual([
      ["lord1", alice.id],
      ["lord2", null],
    ]);
    const id = created.body.id as string;
    await api("POST", `/v1/games/${id}/join`, { key: bob.apiKey, body: {} });
    const game = (await api("GET", `/v1/games/${id}`, { key: alice.apiKey })).body;
    for (const s of game.seats) expect(s.playerId).toBe(s.player.id);
    expect(game.seats.map((s: any) => s.playerId)).toEqual([alice.id, bob.id]);
    const listed = (await api("GET", "/v1/games?mine=true", { key: bob.apiKey })).body.games.find((g: any) => g.id === id);
    expect(listed.seats.map((s: any) => ({ seat: s.seat, playerId: s.playerId }))).toEqual(
      game.seats.map((s: any) => ({ seat: s.seat, playerId: s.playerId })),
    );
  });

  it("lists a move at once at a person's pace; a game moving faster is listed when its one-second window ends", async () => {
    const { alice, bob, id } = await startedGame();
    const players = [alice, bob];
    const listed = async () =>
      (await api("GET", "/v1/games?mine=true", { key: alice.apiKey })).body.games.find((g: any) => g.id === id).version;
    const move = async () => {
      const game = (await api("GET", `/v1/games/${id}`)).body;
      const key = keyToMove(game, players)!;
      const action = (await api("POST", `/v1/games/${id}/suggest`, { key })).body.action;
      const r = await api("POST", `/v1/games/${id}/actions`, { key, body: { action, expectedVersion: game.version } });
      expect(r.status).toBe(200);
      return r.body.version as number;
    };
    await advance(id, 1000); // a second after the start was listed
    const first = await move();
    expect(await listed()).toBe(first);
    const second = await move(); // within the second: folded
    expect(await listed()).toBe(first);
    expect((await api("GET", `/v1/games/${id}`)).body.version).toBe(second);
    await advance(id, 1000);
    expect(await runDurableObjectAlarm(stubOf(id))).toBe(true);
    expect(await listed()).toBe(second);
  });

  it("keeps private games out of the lobby and away from strangers", async () => {
    const { alice, id } = await startedGame("star-battle", {}, "private");
    const stranger = await registerPlayer("Eve");
    expect((await api("GET", "/v1/games?limit=200")).body.games.map((g: any) => g.id)).not.toContain(id);
    expect((await api("GET", `/v1/games/${id}`)).status).toBe(404);
    expect((await api("GET", `/v1/games/${id}`, { key: stranger.apiKey })).status).toBe(404);
    expect((await api("GET", `/v1/games/${id}/events`, { key: stranger.apiKey })).status).toBe(404);
    expect((await api("GET", `/v1/games/${id}`, { key: alice.apiKey })).status).toBe(200);
  });

  it("lets anyone watch a public game through the spectator view, with no hand", async () => {
    const { id } = await startedGame();
    const r = await api("GET", `/v1/games/${id}`);
    expect(r.status).toBe(200);
    expect(r.body.you).toBeNull();
    expect(r.body.view.hand).toBeNull();
    expect(r.body.pending.every((p: any) => p.choices === undefined)).toBe(true);
  });
});
