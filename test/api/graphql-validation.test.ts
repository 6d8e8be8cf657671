// One validation path: GraphQL's action and options inputs become the engine's shapes and are
// parsed by the very zod schemas REST uses (the room's actionSchema, the service's optionsSchema),
// so the same bad input gets the same code and the same issues on both surfaces, and changes nothing.
import { describe, expect, it } from "vitest";
import { api, gql, keyToMove, registerPlayer, startedGame } from "./helpers";

const PROBLEM = `__typename ... on Problem { code message } ... on InputProblem { issues }`;

describe("GraphQL and REST validate through the same zod parse", () => {
  it("an action that breaks the action schema: the same INVALID_ACTION and issues over both, and the version stays", async () => {
    const { alice, bob, id, game } = await startedGame("last-starfighter", { designYourOwn: true });
    const key = keyToMove(game, [alice, bob])!;
    const design = { maneuverPoints: 6, accuracyPoints: 8, protectionPoints: 6 };
    const rest = await api("POST", `/v1/games/${id}/actions`, { key, body: { action: { type: "designShip", ...design } } });
    expect([rest.status, rest.body.code]).toEqual([400, "INVALID_ACTION"]);
    const graph = await gql(
      `mutation($id: ID!, $a: LastStarfighterActionInput!) { playLastStarfighter(gameId: $id, action: $a) { ${PROBLEM} } }`,
      { id, a: { designShip: design } },
      key,
    );
    expect(graph.body.errors, JSON.stringify(graph.body)).toBeUndefined();
    expect(graph.body.data!.playLastStarfighter).toMatchObject({
      __typename: "InputProblem",
      code: "INVALID_ACTION",
      issues: rest.body.issues,
    });
    expect((await api("GET", `/v1/games/${id}`, { key })).body.version).toBe(0);
  });

  it("options that break the options schema: the same code and issues over both, and no game is made", async () => {
    const p = await registerPlayer("Vera");
    const rest = await api("POST", "/v1/games", { key: p.apiKey, body: { kind: "star-battle", options: { players: 6, decks: 1 } } });
    expect(rest.status).toBe(400);
    const graph = await gql(`mutation { createStarBattleGame(options: { players: 6, decks: 1 }) { ${PROBLEM} } }`, {}, p.apiKey);
    expect(graph.body.errors, JSON.stringify(graph.body)).toBeUndefined();
    expect(graph.body.data!.createStarBattleGame).toMatchObject({
      __typename: "InputProblem",
      code: rest.body.code,
      issues: rest.body.issues,
    });
    expect((await gql(`{ games(mine: true) { id } }`, {}, p.apiKey)).body.data!.games).toEqual([]);
  });
});
