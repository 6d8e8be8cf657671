// GraphQL for play at a distance: webhooks, the delivery log, deadlines, undo, and replays by version.
import { describe, expect, it } from "vitest";
import { api, drain, gql, keyToMove, registerPlayer, startedGame } from "./helpers";

const PROBLEM = `... on Problem { __typename code message }`;

describe("GraphQL webhooks", () => {
  it("creates, lists, reads the log of, and deletes a subscription; refuses private targets", async () => {
    const p = await registerPlayer("Gql");
    const created = await gql(
      `mutation { createWebhook(url: "https://hooks.example.com/plain/gql", events: [GAME_STARTED, DECISION_REQUIRED]) { ... on CreatedWebhook { secret webhook { id events bot } } ${PROBLEM} } }`,
      {},
      p.apiKey,
    );
    const made = created.body.data!.createWebhook;
    expect(made.secret).toMatch(/^whsec_/);
    expect(made.webhook.events).toEqual(["GAME_STARTED", "DECISION_REQUIRED"]);
    const other = await registerPlayer("Other");
    const id = (await api("POST", "/v1/games", { key: p.apiKey, body: { kind: "star-battle" } })).body.id;
    await api("POST", `/v1/games/${id}/join`, { key: other.apiKey, body: {} });
    await drain(id);
    const listed = await gql(`{ webhooks { id deliveries { event status attempts lastStatus } } }`, {}, p.apiKey);
    expect(listed.body.data!.webhooks[0].deliveries.map((d: any) => d.event)).toContain("game.started");
    expect(listed.body.data!.webhooks[0].deliveries.every((d: any) => d.status === "delivered")).toBe(true);
    const refused = await gql(`mutation { createWebhook(url: "http://192.168.1.10/hook") { __typename ${PROBLEM} } }`, {}, p.apiKey);
    expect(refused.body.data!.createWebhook).toMatchObject({ code: "WEBHOOK_TARGET_REFUSED" });
    const deleted = await gql(
      `mutation($id: ID!) { deleteWebhook(id: $id) { ... on DeletedWebhook { deleted } ${PROBLEM} } }`,
      { id: made.webhook.id },
      other.apiKey,
    );
    expect(deleted.body.data!.deleteWebhook).toMatchObject({ __typename: "NotFoundProblem" });
    const mine = await gql(
      `mutation($id: ID!) { deleteWebhook(id: $id) { ... on DeletedWebhook { deleted } ${PROBLEM} } }`,
      { id: made.webhook.id },
      p.apiKey,
    );
    expect(mine.body.data!.deleteWebhook).toEqual({ deleted: true });
  });
});

describe("GraphQL history and undo", () => {
  it("reads a game as it stood at a version, and refuses an unsafe undo with a typed problem", async () => {
    const { alice, bob, id, game } = await startedGame();
    const key = keyToMove(game, [alice, bob])!;
    const action = (await api("POST", `/v1/games/${id}/suggest`, { key })).body.action;
    await api("POST", `/v1/games/${id}/actions`, { key, body: { action } });
    const at0 = await gql(
      `query($id: ID!) { game(id: $id, at: 0) { ... on StarBattleGame { version view { chart { card } } } } }`,
      { id },
      key,
    );
    expect(at0.body.data!.game).toEqual({ version: 0, view: { chart: [] } });
    const undo = await gql(`mutation($id: ID!) { undo(id: $id) { __typename ${PROBLEM} } }`, { id }, key);
    expect(undo.body.data!.undo).toMatchObject({ code: "UNDO_NOT_ALLOWED" });
    const feed = await gql(
      `query($id: ID!) { game(id: $id) { ... on StarBattleGame { events { version kind events { __typename ... on StarBattleCardPlaced { card } } } } } }`,
      { id },
    );
    expect(feed.body.data!.game.events[0].events[0]).toMatchObject({ __typename: "StarBattleCardPlaced", card: action.card });
  });
});

describe("GraphQL deadlines", () => {
  const CLOCK = `timeControl { decisionHours warningHours vacationDays onTimeout seats { seat deadline vacationLeftHours } }`;

  it("creates a game with time controls, shows each seat's clock as REST does, and refuses bounds REST refuses", async () => {
    const alice = await registerPlayer("Alice");
    const bob = await registerPlayer("Bob");
    const created = await gql(
      `mutation { createStarBattleGame(timeControl: { decisionHours: 48, vacationDays: 2, onTimeout: BOT }) { ... on StarBattleGame { id ${CLOCK} } ${PROBLEM} } }`,
      {},
      alice.apiKey,
    );
    const game = created.body.data!.createStarBattleGame;
    expect(game.timeControl).toMatchObject({ decisionHours: 48, warningHours: 12, vacationDays: 2, onTimeout: "BOT" });
    await api("POST", `/v1/games/${game.id}/join`, { key: bob.apiKey, body: {} });
    const rest = (await api("GET", `/v1/games/${game.id}`, { key: alice.apiKey })).body;
    const graph = (await gql(`query($id: ID!) { game(id: $id) { ... on StarBattleGame { ${CLOCK} } } }`, { id: game.id }, alice.apiKey))
      .body.data!.game;
    // The seat that owes the first decision has a deadline 48 hours out; the same one REST shows.
    const owing = rest.pending[0].seat;
    const clock = graph.timeControl.seats.find((c: any) => c.seat === owing);
    expect(clock.deadline).toBe(rest.timeControl.seats.find((c: any) => c.seat === owing).deadline);
    expect(Date.parse(clock.deadline) - Date.parse(rest.updatedAt)).toBe(48 * 3_600_000);
    expect(clock.vacationLeftHours).toBe(48);
    const refused = await gql(
      `mutation { createStarBattleGame(timeControl: { decisionHours: 0 }) { __typename ${PROBLEM} } }`,
      {},
      alice.apiKey,
    );
    expect(refused.body.data!.createStarBattleGame).toMatchObject({ code: "MALFORMED_REQUEST" });
    expect(refused.body.data!.createStarBattleGame.message).toMatch(/decisionHours/);
    const none = await gql(
      `query($id: ID!) { game(id: $id) { ... on StarBattleGame { timeControl { decisionHours } } } }`,
      { id: (await api("POST", "/v1/games", { key: alice.apiKey, body: { kind: "star-battle" } })).body.id },
      alice.apiKey,
    );
    expect(none.body.data!.game.timeControl).toBeNull();
  });
});
