// The OpenAPI document's answer shapes against the server's real answers: a game played over
// HTTP, each answer parsed under the zod shape the document is made from and compared with what
// was sent (so a field the document does not state fails too), and the webhook deliveries it
// caused parsed under the payload schemas of the document's `webhooks` section.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { everyKind } from "../../src/api/openapi/kinds";
import { webhookPayloads } from "../../src/api/openapi/webhooks";
import { games } from "../../src/games/registry";
import * as shapes from "../../src/service/shapes";
import { api, drain, keyToMove, received, registerPlayer, subscribe } from "./helpers";

/** Parses `value` under `schema` and expects nothing left out: z.object drops keys it does not state. */
function conforms(schema: z.ZodType, value: unknown, where: string): void {
  const parsed = schema.safeParse(value);
  expect(parsed.success ? null : parsed.error.issues, where).toBeNull();
  expect(parsed.data, where).toEqual(value);
}

describe("answers in the shapes the OpenAPI document states", () => {
  it("plays a game over HTTP with every answer and every webhook delivery in its documented shape", async () => {
    const alice = await registerPlayer("Alice");
    const bob = await registerPlayer("Bob");
    const players = [alice, bob];
    for (const p of players) await subscribe(p.apiKey, { url: `https://hooks.example.com/plain/shapes-${p.id}` });
    const created = await api("POST", "/v1/games", { key: alice.apiKey, body: { kind: "star-battle" } });
    conforms(shapes.gameResource, created.body, "createGame");
    const id = created.body.id as string;
    conforms(shapes.actResult, (await api("POST", `/v1/games/${id}/join`, { key: bob.apiKey, body: {} })).body, "joinGame");
    conforms(shapes.gameList, (await api("GET", "/v1/games?mine=true", { key: alice.apiKey })).body, "listGames");
    for (let step = 0; step < 4; step++) {
      const game = (await api("GET", `/v1/games/${id}`, { key: alice.apiKey })).body;
      conforms(shapes.gameResource, game, "getGame");
      const key = keyToMove(game, players)!;
      const mine = (await api("GET", `/v1/games/${id}`, { key })).body;
      const choice = mine.pending.find((p: { choices?: unknown[] }) => p.choices?.length).choices[0];
      conforms(
        shapes.validateResult,
        (await api("POST", `/v1/games/${id}/actions/validate`, { key, body: { kind: "star-battle", action: choice } })).body,
        "validateAction",
      );
      conforms(shapes.suggestion, (await api("POST", `/v1/games/${id}/suggest`, { key })).body, "suggestAction");
      const acted = await api("POST", `/v1/games/${id}/actions`, {
        key,
        body: { kind: "star-battle", action: choice, expectedVersion: mine.version },
      });
      expect(acted.status).toBe(200);
      conforms(shapes.actResult, acted.body, "submitAction");
    }
    conforms(shapes.eventsPage, (await api("GET", `/v1/games/${id}/events`, { key: alice.apiKey })).body, "listGameEvents");
    conforms(shapes.actResult, (await api("POST", `/v1/games/${id}/resign`, { key: alice.apiKey })).body, "resignGame");
    const record = (await api("GET", `/v1/games/${id}/export`)).body;
    conforms(shapes.gameRecord, record, "exportGame");
    conforms(shapes.verification, (await api("POST", "/v1/verify", { body: record })).body, "verifyRecord");

    await drain(id);
    // The payloads as the document states them: a decision's choices and an action's events are Star Battle's own.
    const payloads = webhookPayloads(everyKind(games).kinds, z.unknown(), shapes.anyGameEvent).filter((p) => p.name.endsWith("Webhook"));
    const delivery = z.discriminatedUnion("type", payloads.map((p) => p.schema) as [z.ZodObject, ...z.ZodObject[]]);
    const bodies = (await received("/plain/shapes-"))
      .map((r) => JSON.parse(r.body) as { type: string; data: { gameId: string } })
      .filter((b) => b.data.gameId === id);
    expect(new Set(bodies.map((b) => b.type))).toEqual(new Set(["game.started", "decision.required", "game.action", "game.over"]));
    for (const body of bodies) conforms(delivery, body, body.type);
  });

  it("describes every kind with its default options typed as that kind's options (by `id`), and its seats (by `kind`)", async () => {
    const kind = everyKind(games).kind;
    const list = await api("GET", "/v1/kinds");
    conforms(shapes.kindListShape(kind), list.body, "listKinds");
    expect(list.body.kinds.map((k: { id: string }) => k.id)).toEqual(games.map((g) => g.id));
    for (const game of games) {
      const one = await api("GET", `/v1/kinds/${game.id}`);
      conforms(kind, one.body, `getKind ${game.id}`);
      expect(one.body.defaultOptions, game.id).toEqual(game.optionsSchema.parse({}));
      const seats = await api("GET", `/v1/kinds/${game.id}/seats`);
      conforms(everyKind(games).seats, seats.body, `getKindSeats ${game.id}`);
    }
  });

  it("refuses an action that names another kind with 400 INVALID_ACTION, and changes nothing", async () => {
    const alice = await registerPlayer("Alice");
    const bob = await registerPlayer("Bob");
    const id = (await api("POST", "/v1/games", { key: alice.apiKey, body: { kind: "star-battle" } })).body.id;
    const game = (await api("POST", `/v1/games/${id}/join`, { key: bob.apiKey, body: {} })).body.game;
    const key = keyToMove(game, [alice, bob])!;
    const mine = (await api("GET", `/v1/games/${id}`, { key })).body;
    const choice = mine.pending.find((p: { choices?: unknown[] }) => p.choices?.length).choices[0];
    const refused = await api("POST", `/v1/games/${id}/actions`, { key, body: { kind: "iron-stars", action: choice } });
    expect([refused.status, refused.body.code]).toEqual([400, "INVALID_ACTION"]);
    expect(refused.body.detail).toContain("star-battle");
    expect((await api("GET", `/v1/games/${id}`, { key })).body.version).toBe(mine.version);
    const dry = await api("POST", `/v1/games/${id}/actions/validate`, { key, body: { kind: "iron-stars", action: choice } });
    expect([dry.status, dry.body.code]).toEqual([400, "INVALID_ACTION"]);
  });
});
