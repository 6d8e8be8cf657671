// The SDK (sdk/) against the real server inside workerd: its requests go to the worker's own
// fetch handler, with real Durable Objects and D1. Create, join, read, act, page, stream,
// problems, idempotent resends and signed deliveries, as a client written on the SDK meets them.
import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  createStarpost,
  handleWebhook,
  myChoices,
  myDecision,
  StarpostProblem,
  verifyWebhook,
  type Action,
  type CreateGameBody,
  type Game,
  type Starpost,
} from "../../sdk/src/index";
import worker from "../../src/index";
import { drain, received } from "./helpers";

const serverFetch = async (request: Request): Promise<Response> => worker.fetch(request, env as Env, createExecutionContext());
const anonymous = createStarpost({ baseUrl: "http://starpost.test", fetch: serverFetch, retry: { baseDelayMs: 1 } });

async function player(name: string): Promise<{ id: string; client: Starpost }> {
  const registration = await anonymous.register(name);
  return { id: registration.id, client: anonymous.withToken(registration.apiKey) };
}

/** Two players in a started game of `kind`, and which of them owes a decision in `game`. */
async function started(kind: CreateGameBody["kind"] = "star-battle", options: Record<string, unknown> = {}) {
  const alice = await player("Alice");
  const bob = await player("Bob");
  const created = await alice.client.createGame({ kind, options } as CreateGameBody);
  expect(created.status).toBe("open");
  const joined = await bob.client.joinGame(created.id);
  expect(joined.game.status).toBe("active");
  const mover = async (id: string) => {
    for (const p of [alice, bob]) {
      const game = await p.client.game(id);
      if (myDecision(game)) return { ...p, game };
    }
    throw new Error("nobody owes a decision");
  };
  return { alice, bob, id: created.id, mover };
}

/** Plays `moves` listed choices (the first of each), each answering the decision it read. */
async function play(id: string, mover: (id: string) => Promise<{ client: Starpost; game: Game }>, moves: number): Promise<number> {
  let version = 0;
  for (let i = 0; i < moves; i++) {
    const { client, game } = await mover(id);
    const result = await client.answer(game, myChoices(game)[0]!);
    expect(result.version).toBe(game.version + 1);
    version = result.version;
  }
  return version;
}

describe("the SDK against the server", () => {
  it("registers, creates, joins, reads as each seat and answers the decision owed", async () => {
    const { alice, bob, id, mover } = await started();
    const mine = await alice.client.gameOf(id, "star-battle");
    expect(mine).toMatchObject({ id, kind: "star-battle", status: "active", version: 0 });
    expect(mine.you?.playerId).toBe(alice.id);
    expect((await bob.client.game(id)).you?.playerId).toBe(bob.id);
    const { client, game } = await mover(id);
    const decision = myDecision(game)!;
    expect(decision.decisionId).toEqual(expect.any(String));
    expect(myChoices(game).length).toBeGreaterThan(0);
    const result = await client.answer(game, myChoices(game)[0]!);
    expect(result.version).toBe(1);
    expect(result.game.version).toBe(1);
    expect((await anonymous.game(id)).version).toBe(1);
  });

  it("throws refusals as typed problems: stale answers, illegal and malformed moves, unknown games, no key", async () => {
    const { id, mover } = await started();
    const { client, game } = await mover(id);
    const choice = myChoices(game)[0]!;
    const stale = await client.act(id, choice, { expectedVersion: 7 }).catch((e: unknown) => e);
    expect(stale).toBeInstanceOf(StarpostProblem);
    expect(stale).toMatchObject({ status: 409, code: "STALE_VERSION", currentVersion: 0, decisionId: myDecision(game)!.decisionId });
    expect(await client.act(id, choice, { decisionId: "not-this-one" }).catch((e: unknown) => e)).toMatchObject({
      status: 409,
      code: "STALE_DECISION",
    });
    await play(id, mover, 1);
    const { client: now, game: current } = await mover(id);
    const hand = (current.view as { hand: string[] }).hand;
    const notInHand = ["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S"].find((c) => !hand.includes(c));
    const illegal = await now.act(id, { type: "place", card: notInHand!, at: { x: 0, y: 0 } }).catch((e: unknown) => e);
    expect(illegal).toBeInstanceOf(StarpostProblem);
    expect(illegal).toMatchObject({ status: 422, rule: expect.stringMatching(/^SB /) });
    expect(await now.act(id, { type: "fly" } as unknown as Action).catch((e: unknown) => e)).toMatchObject({
      status: 400,
      code: "INVALID_ACTION",
    });
    expect(await now.game("g_nope").catch((e: unknown) => e)).toMatchObject({ status: 404, code: "GAME_NOT_FOUND" });
    expect(await anonymous.act(id, { type: "pass" } as unknown as Action).catch((e: unknown) => e)).toMatchObject({
      status: 401,
      code: "UNAUTHENTICATED",
    });
    expect((await anonymous.game(id)).version).toBe(1);
  });

  it("applies an action sent twice under one Idempotency-Key once, and answers the same", async () => {
    const { id, mover } = await started();
    const { client, game } = await mover(id);
    const choice = myChoices(game)[0]!;
    const first = await client.act(id, choice, { idempotencyKey: "sdk-move-1" });
    const again = await client.act(id, choice, { idempotencyKey: "sdk-move-1" });
    expect(again.version).toBe(first.version);
    expect((await client.game(id)).version).toBe(1);
    const reused = await client.act(id, { type: "pass" } as unknown as Action, { idempotencyKey: "sdk-move-1" }).catch((e: unknown) => e);
    expect(reused).toMatchObject({ status: 422, code: "IDEMPOTENCY_KEY_REUSED" });
  });

  it("resends an action whose answer was lost, and the server applies it once", async () => {
    const { alice, bob, id, mover } = await started();
    const { game, id: moverId } = await mover(id);
    const token = moverId === alice.id ? alice : bob;
    // A network that loses the first answer of each action after the server has applied it.
    let lost = 0;
    const keys: (string | null)[] = [];
    const flaky = async (request: Request) => {
      const isAction = request.method === "POST" && request.url.endsWith("/actions");
      if (isAction) keys.push(request.headers.get("idempotency-key"));
      const response = await serverFetch(request);
      if (isAction && lost++ === 0) throw new TypeError("connection reset after the server answered");
      return response;
    };
    const registration = token.client.options.token!;
    const client = createStarpost({ baseUrl: "http://starpost.test", token: registration, fetch: flaky, retry: { baseDelayMs: 1 } });
    const result = await client.answer(game, myChoices(game)[0]!);
    expect(result.version).toBe(1);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    const entries = [];
    for await (const e of client.events(id)) entries.push(e);
    expect(entries.map((e) => e.version)).toEqual([1]);
  });

  it("pages through a player's games and a game's feed to the end, every item once", async () => {
    const { alice, id, mover } = await started();
    const created = [id];
    for (let i = 0; i < 6; i++) created.push((await alice.client.createGame({ kind: "star-battle" })).id);
    const pageSizes: number[] = [];
    for await (const page of alice.client.gamePages({ mine: "true", limit: 3 })) pageSizes.push((page.games as unknown[]).length);
    expect(pageSizes).toEqual([3, 3, 1]);
    const listed: string[] = [];
    for await (const g of alice.client.games({ mine: "true", limit: 2 })) listed.push((g as { id: string }).id);
    expect(listed.sort()).toEqual([...created].sort());

    const version = await play(id, mover, 5);
    const versions: number[] = [];
    for await (const entry of alice.client.events(id, { limit: 2 })) versions.push(entry.version);
    expect(versions).toEqual(Array.from({ length: version }, (_, i) => i + 1));
    const later: number[] = [];
    for await (const entry of alice.client.events(id, { after: 3, limit: 1 })) later.push(entry.version);
    expect(later).toEqual([4, 5]);
  });

  it("streams the feed from a version, and ends when the game does", async () => {
    const { alice, bob, id, mover } = await started();
    await play(id, mover, 3);
    await bob.client.resign(id);
    const versions: number[] = [];
    for await (const entry of alice.client.stream(id, { lastEventId: 1 })) versions.push(entry.version);
    expect(versions).toEqual([2, 3, 4]);
    expect((await alice.client.game(id)).status).toBe("finished");
  });

  it("subscribes a webhook whose deliveries the SDK's verifier accepts", async () => {
    const alice = await player("Alice");
    const bob = await player("Bob");
    const hook = await alice.client.subscribe({ url: `https://hooks.example.com/plain/sdk-${alice.id}` });
    expect(hook.secret).toMatch(/^whsec_/);
    const game = await alice.client.createGame({ kind: "star-battle" });
    await bob.client.joinGame(game.id);
    await drain(game.id);
    const got = await received(`/plain/sdk-${alice.id}`);
    expect(got.length).toBeGreaterThan(0);
    // Each real delivery reaches the handler of its own type, typed as that type's payload.
    const handled: string[] = [];
    const handlers = {
      "game.started": (e: { type: "game.started"; data: { seat: string } }) => void handled.push(`${e.type} ${e.data.seat}`),
      "decision.required": (e: { type: "decision.required"; data: { decisionId: string } }) =>
        void handled.push(`${e.type} ${typeof e.data.decisionId}`),
    };
    for (const r of got) {
      const event = await verifyWebhook(hook.secret, r.body, r.headers, { toleranceSeconds: 3600 });
      expect(event.data.gameId).toBe(game.id);
      await expect(verifyWebhook(hook.secret, r.body.replace(game.id, "g_other"), r.headers, { toleranceSeconds: 3600 })).rejects.toThrow();
      expect(await handleWebhook(hook.secret, r.body, r.headers, handlers, { toleranceSeconds: 3600 })).toBeUndefined();
    }
    const types = got.map((r) => (JSON.parse(r.body) as { type: string }).type);
    expect(handled).toEqual(
      types.filter((t) => t in handlers).map((t) => (t === "game.started" ? `${t} ${game.you!.seat}` : `${t} string`)),
    );
    expect(handled.some((h) => h.startsWith("game.started"))).toBe(true);
    const hooks = [];
    for await (const h of alice.client.webhooks()) hooks.push(h);
    expect(hooks.map((h) => (h as { id: string }).id)).toEqual([hook.id]);
    const log = [];
    for await (const d of alice.client.deliveries(hook.id)) log.push(d);
    expect(log).toHaveLength(got.length);
  });
});
