import { describe, expect, it } from "vitest";
import { api, gql, registerPlayer, startedGame } from "./helpers";

const ACTION_FIELDS = `
  __typename
  ... on StarBattlePlace { type card at { x y } }
  ... on StarBattleChooseHomeBase { type at { x y } }
  ... on StarBattleBuild { type card at { x y } ship }
  ... on StarBattleMove { type card from { x y } to { x y } ship }
  ... on StarBattleRebuild { type at { x y } ship card }
  ... on StarBattleDiscard { type cards }
  ... on StarBattleEndTurn { type }
  ... on StarBattleBattle { type at { x y } against }
  ... on StarBattleDeclineBattle { type at { x y } against }`;

const GAME_FIELDS = `
  ... on Game { id status version you { seat } seats { seat player { id } } outcome { winners kind reason } }
  ... on StarBattleGame {
    view { phase hand deckSize lords { seat handSize } chart { x y card ships { seat scouts dreadnoughts } } }
    pending { seat prompt text choices { ${ACTION_FIELDS} } }
    suggestedAction { ${ACTION_FIELDS} }
  }`;

const PROBLEM = `... on Problem { __typename code message }`;

/** A choice as GraphQL gives it, turned into the @oneOf input. */
function toInput(action: any): Record<string, unknown> {
  const { __typename: _, type, ...fields } = action;
  return type === "endTurn" ? { endTurn: true } : { [type]: fields };
}

describe("GraphQL", () => {
  it("serves GraphiQL on GET", async () => {
    const r = await api("GET", "/graphql", { headers: { accept: "text/html" } });
    expect(r.status).toBe(200);
    expect(r.contentType).toContain("text/html");
  });

  it("registers, creates, joins and plays Star Battle to its end with typed views and actions", async () => {
    const reg = await gql(`mutation { registerPlayer(name: "Gina") { ... on RegisteredPlayer { id apiKey } ${PROBLEM} } }`);
    const gina = reg.body.data!.registerPlayer;
    const hal = await registerPlayer("Hal");
    const created = await gql(
      `mutation { createStarBattleGame(options: { battle: decisive }) { ... on StarBattleGame { id status } ${PROBLEM} } }`,
      {},
      gina.apiKey,
    );
    const id = created.body.data!.createStarBattleGame.id;
    expect(created.body.data!.createStarBattleGame.status).toBe("open");
    const joined = await gql(
      `mutation($id: ID!) { joinGame(id: $id) { ... on StarBattlePlayed { game { status } } ${PROBLEM} } }`,
      { id },
      hal.apiKey,
    );
    expect(joined.body.data!.joinGame.game.status).toBe("active");

    const keys: Record<string, string> = {};
    let game: any;
    for (let i = 0; i < 2000; i++) {
      const read = await gql(`query($id: ID!) { game(id: $id) { ${GAME_FIELDS} ${PROBLEM} } }`, { id }, gina.apiKey);
      expect(read.body.errors).toBeUndefined();
      game = read.body.data!.game;
      if (game.status !== "active") break;
      for (const s of game.seats) keys[s.seat] = s.player.id === gina.id ? gina.apiKey : hal.apiKey;
      const seat = game.pending[0].seat;
      const mine = await gql(`query($id: ID!) { game(id: $id) { ${GAME_FIELDS} } }`, { id }, keys[seat]);
      const me = mine.body.data!.game;
      expect(me.pending.find((p: any) => p.seat === seat).choices.length).toBeGreaterThan(0);
      const played = await gql(
        `mutation($id: ID!, $a: StarBattleActionInput!, $v: Int) { playStarBattle(gameId: $id, action: $a, expectedVersion: $v) { ... on StarBattlePlayed { version game { version } } ${PROBLEM} } }`,
        { id, a: toInput(me.suggestedAction), v: me.version },
        keys[seat],
      );
      expect(played.body.errors, JSON.stringify(played.body)).toBeUndefined();
      expect(played.body.data!.playStarBattle.version, JSON.stringify(played.body)).toBe(me.version + 1);
    }
    expect(game.status).toBe("finished");
    // A duel can end in a draw (both fleets gone): then nobody wins.
    expect(game.outcome.kind === "draw" ? game.outcome.winners : game.outcome.winners.length).toEqual(
      game.outcome.kind === "draw" ? [] : 1,
    );
  });

  it("returns typed problems: illegal move with its rule, stale version, bad key, unknown game", async () => {
    const a = await registerPlayer("A");
    const b = await registerPlayer("B");
    const id = (await api("POST", "/v1/games", { key: a.apiKey, body: { kind: "star-battle" } })).body.id;
    const game = (await api("POST", `/v1/games/${id}/join`, { key: b.apiKey, body: {} })).body.game;
    const moverKey = game.seats.find((s: any) => s.seat === game.pending[0].seat).player.id === a.id ? a.apiKey : b.apiKey;
    const play = `mutation($id: ID!, $a: StarBattleActionInput!, $v: Int) { playStarBattle(gameId: $id, action: $a, expectedVersion: $v) {
      __typename ... on IllegalActionProblem { code rule } ... on ConflictProblem { code currentVersion } ... on AuthProblem { code } } }`;
    const illegal = await gql(play, { id, a: { endTurn: true } }, moverKey);
    expect(illegal.body.data!.playStarBattle).toMatchObject({ __typename: "IllegalActionProblem", rule: expect.stringMatching(/^SB /) });
    const stale = await gql(play, { id, a: { endTurn: true }, v: 9 }, moverKey);
    expect(stale.body.data!.playStarBattle).toEqual({ __typename: "ConflictProblem", code: "STALE_VERSION", currentVersion: 0 });
    const noKey = await gql(play, { id, a: { endTurn: true } });
    expect(noKey.body.data!.playStarBattle.__typename).toBe("AuthProblem");
    const badKey = await gql(`{ me { id } }`, {}, "sp_wrong");
    expect(badKey.status).toBe(401);
    expect(badKey.contentType).toContain("application/json");
    expect(badKey.body).toEqual({ errors: [{ message: "that API key is not known", extensions: { code: "UNAUTHENTICATED" } }] });
    const missing = await gql(`{ game(id: "0000000000000000") { __typename ${PROBLEM} } }`);
    expect(missing.body.data!.game).toMatchObject({ __typename: "NotFoundProblem", code: "GAME_NOT_FOUND" });
    const two = await gql(play, { id, a: { endTurn: true, discard: { cards: [] } } }, moverKey);
    expect(two.body.errors?.length).toBeGreaterThan(0); // @oneOf: exactly one field
  });

  it("lists kinds and the games awaiting me", async () => {
    const a = await registerPlayer("A");
    const kinds = await gql(`{ kinds { id title seats { id } optionsJsonSchema } }`);
    const sb = kinds.body.data!.kinds.find((k: any) => k.id === "star-battle");
    expect(JSON.parse(sb.optionsJsonSchema).properties.players.default).toBe(2);
    const id = (await api("POST", "/v1/games", { key: a.apiKey, body: { kind: "star-battle" } })).body.id;
    const mine = await gql(`{ games(mine: true) { id status seatsOpen } }`, {}, a.apiKey);
    expect(mine.body.data!.games).toEqual([{ id, status: "open", seatsOpen: 1 }]);
    const me = await gql(`{ me { id name } }`, {}, a.apiKey);
    expect(me.body.data!.me).toEqual({ id: a.id, name: "A" });
  });

  it("a seat's player id has one name in a game and in the list of games: playerId, beside player { id }", async () => {
    const { alice, bob, id } = await startedGame();
    const game = await gql(
      `query($id: ID!) { game(id: $id) { ... on Game { seats { seat playerId player { id } } } } }`,
      { id },
      alice.apiKey,
    );
    const seats = game.body.data!.game.seats as { seat: string; playerId: string; player: { id: string } }[];
    expect(seats.map((s) => s.playerId).sort()).toEqual([alice.id, bob.id].sort());
    for (const s of seats) expect(s.playerId).toBe(s.player.id);
    const listed = await gql(`{ gamesConnection(mine: true) { edges { node { id seats { seat playerId } } } } }`, {}, alice.apiKey);
    const summary = listed.body.data!.gamesConnection.edges.find((e: any) => e.node.id === id).node;
    expect(summary.seats).toEqual(seats.map(({ seat, playerId }) => ({ seat, playerId })));
  });
});
