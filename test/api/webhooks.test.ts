// Webhooks end to end inside workerd: subscriptions, Standard Webhooks signatures checked with
// the `standardwebhooks` package, a game played only by webhook bots, retries across a restart,
// 410, Retry-After, redelivery, and refused targets.
import { abortAllDurableObjects, env, runInDurableObject } from "cloudflare:test";
import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { createWebhook } from "../../src/directory/webhooks";
import { WEBHOOK_EVENTS } from "../../src/webhooks/events";
import { advance, api, drain, keyToMove, received, registerPlayer, startedGame, stubOf, subscribe } from "./helpers";

const HOOKS = "https://hooks.example.com";

describe("webhook subscriptions", () => {
  it("creates a subscription with its secret shown once, lists, reads and deletes it", async () => {
    const p = await registerPlayer("Hooky");
    const created = await subscribe(p.apiKey, { url: `${HOOKS}/plain/hooky`, events: ["decision.required"] });
    expect(created.secret).toMatch(/^whsec_/);
    const list = await api("GET", "/v1/webhooks", { key: p.apiKey });
    expect(list.body.webhooks).toEqual([
      expect.objectContaining({ id: created.id, events: ["decision.required"], bot: false, disabled: false }),
    ]);
    expect(JSON.stringify(list.body)).not.toContain(created.secret);
    const other = await registerPlayer("Other");
    expect((await api("GET", `/v1/webhooks/${created.id}`, { key: other.apiKey })).status).toBe(404);
    expect((await api("DELETE", `/v1/webhooks/${created.id}`, { key: p.apiKey })).body.deleted).toBe(true);
    expect((await api("GET", `/v1/webhooks/${created.id}`, { key: p.apiKey })).status).toBe(404);
  });

  it("refuses loopback, private, link-local and local-name targets with 422", async () => {
    const p = await registerPlayer("Sneaky");
    for (const url of [
      "http://127.0.0.1/x",
      "http://localhost:8787/",
      "http://10.1.2.3/",
      "http://169.254.169.254/latest",
      "http://[::1]/",
      "http://2130706433/",
      "http://0x7f.1/",
      "http://[::ffff:192.168.0.1]/",
      "ftp://example.com/",
      "https://user:pw@example.com/",
    ]) {
      const r = await api("POST", "/v1/webhooks", { key: p.apiKey, body: { url } });
      expect([r.status, r.body.code], url).toEqual([422, "WEBHOOK_TARGET_REFUSED"]);
    }
    expect((await api("POST", "/v1/webhooks", { key: p.apiKey, body: { url: "https://example.com/hook", events: ["nope"] } })).status).toBe(
      400,
    );
  });

  it("resolves host names and refuses one that points at a private address", async () => {
    const p = await registerPlayer("Rebinder");
    const r = await api("POST", "/v1/webhooks", { key: p.apiKey, body: { url: "https://rebind.example.com/hook" } });
    expect([r.status, r.body.code]).toEqual([422, "WEBHOOK_TARGET_REFUSED"]);
    expect(r.body.detail).toContain("10.0.0.7");
    expect((await api("POST", "/v1/webhooks", { key: p.apiKey, body: { url: "https://fine.example.com/hook" } })).status).toBe(201);
  });
});

describe("delivery", () => {
  it("rotates a signing secret with an overlap: both secrets verify during it, only the new one after", { timeout: 60_000 }, async () => {
    const alice = await registerPlayer("Alice");
    const bob = await registerPlayer("Bob");
    const hook = await subscribe(alice.apiKey, { url: `${HOOKS}/rotate/${alice.id}` });
    const id = (await api("POST", "/v1/games", { key: alice.apiKey, body: { kind: "star-battle" } })).body.id;
    await api("POST", `/v1/games/${id}/join`, { key: bob.apiKey, body: {} });
    /** Moves by whoever owes one, until Alice is sent something: what she was sent. */
    let seen = 0;
    const moveAndReceive = async () => {
      for (let moves = 0; moves < 20; moves++) {
        const anyone = (await api("GET", `/v1/games/${id}`, { key: alice.apiKey })).body;
        const key = keyToMove(anyone, [alice, bob])!;
        const me = (await api("GET", `/v1/games/${id}`, { key })).body;
        const choice = me.pending.find((p: any) => p.seat === me.you.seat).choices[0];
        expect((await api("POST", `/v1/games/${id}/actions`, { key, body: { action: choice } })).status).toBe(200);
        await drain(id);
        const all = await received(`/rotate/${alice.id}`);
        const fresh = all.slice(seen);
        seen = all.length;
        if (fresh.length > 0) return fresh;
      }
      throw new Error("twenty moves and Alice was sent nothing");
    };
    const verifies = (secret: string, r: { body: string; headers: Record<string, string> }) => {
      try {
        new Webhook(secret).verify(r.body, r.headers);
        return true;
      } catch {
        return false;
      }
    };
    await drain(id);
    seen = (await received(`/rotate/${alice.id}`)).length;

    const refused = await api("POST", `/v1/webhooks/${hook.id}/rotate-secret`, { key: alice.apiKey, body: { overlapHours: 500 } });
    expect(refused.status).toBe(400);
    const stranger = await api("POST", `/v1/webhooks/${hook.id}/rotate-secret`, { key: bob.apiKey, body: {} });
    expect(stranger.status).toBe(404);

    const rotation = { key: alice.apiKey, body: {}, headers: { "idempotency-key": crypto.randomUUID() } };
    const rotated = await api("POST", `/v1/webhooks/${hook.id}/rotate-secret`, rotation);
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(hook.secret);
    // The default overlap is 24 hours.
    expect(Date.parse(rotated.body.previousSecretExpiresAt) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    // A resent rotation (same Idempotency-Key) answers the same and does not rotate again.
    expect((await api("POST", `/v1/webhooks/${hook.id}/rotate-secret`, rotation)).body).toEqual(rotated.body);

    const during = await moveAndReceive();
    for (const r of during) {
      expect(r.headers["webhook-signature"]!.split(" ")).toHaveLength(2);
      expect(verifies(hook.secret, r)).toBe(true);
      expect(verifies(rotated.body.secret, r)).toBe(true);
    }
    // The overlap runs out (its end moved to the past, as if a day had gone by).
    await env.DIRECTORY.prepare("UPDATE webhooks SET previous_secret_expires_at = ? WHERE id = ?")
      .bind(Date.now() - 1, hook.id)
      .run();
    const after = await moveAndReceive();
    for (const r of after) {
      expect(r.headers["webhook-signature"]!.split(" ")).toHaveLength(1);
      expect(verifies(hook.secret, r)).toBe(false);
      expect(verifies(rotated.body.secret, r)).toBe(true);
    }

    // Over GraphQL, with no overlap: the replaced secret stops signing at once.
    const gql = await api("POST", "/graphql", {
      key: alice.apiKey,
      body: {
        query: `mutation { rotateWebhookSecret(id: "${hook.id}", overlapHours: 0) { __typename ... on RotatedWebhookSecret { secret previousSecretExpiresAt } } }`,
      },
    });
    const third = gql.body.data.rotateWebhookSecret;
    expect(third.__typename).toBe("RotatedWebhookSecret");
    const last = await moveAndReceive();
    for (const r of last) {
      expect(verifies(third.secret, r)).toBe(true);
      expect(verifies(rotated.body.secret, r)).toBe(false);
    }
  });

  it("signs deliveries so the standardwebhooks package verifies them, and redelivers on request", async () => {
    const alice = await registerPlayer("Alice");
    const bob = await registerPlayer("Bob");
    const hook = await subscribe(alice.apiKey, { url: `${HOOKS}/plain/${alice.id}` });
    const id = (await api("POST", "/v1/games", { key: alice.apiKey, body: { kind: "star-battle" } })).body.id;
    await api("POST", `/v1/games/${id}/join`, { key: bob.apiKey, body: {} });
    await drain(id);
    const got = await received(`/plain/${alice.id}`);
    const types = got.map((r) => JSON.parse(r.body).type);
    expect(types).toContain("game.started");
    const verifier = new Webhook(hook.secret);
    for (const r of got) {
      const payload = verifier.verify(r.body, r.headers) as { type: string; data: { gameId: string } };
      expect(payload.data.gameId).toBe(id);
    }
    expect(() => new Webhook(hook.secret).verify(`${got[0]!.body} `, got[0]!.headers)).toThrow();

    const log = (await api("GET", `/v1/webhooks/${hook.id}/deliveries`, { key: alice.apiKey })).body.deliveries;
    expect(log.length).toBe(got.length);
    expect(log.every((d: any) => d.status === "delivered" && d.attempts === 1 && d.lastStatus === 200)).toBe(true);
    const again = await api("POST", `/v1/webhooks/${hook.id}/deliveries/${log[0].id}/redeliver`, { key: alice.apiKey });
    expect(again.body).toEqual({ id: log[0].id, status: "pending" });
    await drain(id);
    const sameId = (await received(`/plain/${alice.id}`)).filter((r) => r.headers["webhook-id"] === log[0].id);
    expect(sameId).toHaveLength(2);
    expect(verifier.verify(sameId[1]!.body, sameId[1]!.headers)).toBeTruthy();
  });

  it("tells the seat that owes a decision, with its choices, and the others what happened (redacted)", async () => {
    const alice = await registerPlayer("Alice");
    const bob = await registerPlayer("Bob");
    await subscribe(alice.apiKey, { url: `${HOOKS}/plain/${alice.id}` });
    await subscribe(bob.apiKey, { url: `${HOOKS}/plain/${bob.id}` });
    const id = (await api("POST", "/v1/games", { key: alice.apiKey, body: { kind: "star-battle" } })).body.id;
    const game = (await api("POST", `/v1/games/${id}/join`, { key: bob.apiKey, body: {} })).body.game;
    await drain(id);
    const mover = game.seats.find((s: any) => s.seat === game.pending[0].seat).player.id;
    const decision = (await received(`/plain/${mover}`)).map((r) => JSON.parse(r.body)).find((p) => p.type === "decision.required");
    expect(decision.data).toMatchObject({ gameId: id, version: 0, seat: game.pending[0].seat });
    expect(decision.data.decisions[0].choices.length).toBeGreaterThan(0);
    const waiter = mover === alice.id ? bob : alice;
    expect((await received(`/plain/${waiter.id}`)).some((r) => JSON.parse(r.body).type === "decision.required")).toBe(false);
  });

  it("retries a failing receiver and delivers once it recovers, with nothing lost across a restart", async () => {
    const carol = await registerPlayer("Carol");
    const dave = await registerPlayer("Dave");
    const hook = await subscribe(carol.apiKey, { url: `${HOOKS}/fail/3/${carol.id}`, events: ["game.started"] });
    const id = (await api("POST", "/v1/games", { key: carol.apiKey, body: { kind: "star-battle" } })).body.id;
    await api("POST", `/v1/games/${id}/join`, { key: dave.apiKey, body: {} });
    await drain(id);
    expect((await received(`/fail/3/${carol.id}`)).map((r) => r.status)).toEqual([500]);
    let log = (await api("GET", `/v1/webhooks/${hook.id}/deliveries`, { key: carol.apiKey })).body.deliveries;
    expect(log[0]).toMatchObject({ status: "pending", attempts: 1, lastStatus: 500 });
    for (let i = 0; i < 3; i++) {
      await abortAllDurableObjects(); // the room dies between attempts and comes back
      await advance(id, (i + 1) * 3_600_000);
      await drain(id);
    }
    const attempts = await received(`/fail/3/${carol.id}`);
    expect(attempts.map((r) => r.status)).toEqual([500, 500, 500, 200]);
    expect(new Set(attempts.map((r) => r.headers["webhook-id"])).size).toBe(1);
    log = (await api("GET", `/v1/webhooks/${hook.id}/deliveries`, { key: carol.apiKey })).body.deliveries;
    expect(log[0]).toMatchObject({ status: "delivered", attempts: 4, lastStatus: 200 });
  });

  it("disables a subscription that answers 410, and honours Retry-After", async () => {
    const erin = await registerPlayer("Erin");
    const frank = await registerPlayer("Frank");
    const gone = await subscribe(erin.apiKey, { url: `${HOOKS}/gone/${erin.id}`, events: ["game.started"] });
    const slow = await subscribe(frank.apiKey, { url: `${HOOKS}/retry-after/${frank.id}`, events: ["game.started"] });
    const id = (await api("POST", "/v1/games", { key: erin.apiKey, body: { kind: "star-battle" } })).body.id;
    await api("POST", `/v1/games/${id}/join`, { key: frank.apiKey, body: {} });
    await drain(id);
    const hook = (await api("GET", `/v1/webhooks/${gone.id}`, { key: erin.apiKey })).body;
    expect(hook.disabled).toBe(true);
    expect(hook.disabledReason).toContain("410");
    const pending = (await api("GET", `/v1/webhooks/${slow.id}/deliveries`, { key: frank.apiKey })).body.deliveries[0];
    expect(pending.status).toBe("pending");
    const wait = Date.parse(pending.nextAttemptAt) - Date.parse(pending.updatedAt);
    expect(wait).toBeGreaterThanOrEqual(120_000);
  });
});

describe("who a room writes notifications for", () => {
  const outboxRows = (id: string) =>
    runInDurableObject(stubOf(id), async (room, state) => {
      await room.seams.settled(); // a cold move's held notifications are resolved after its answer
      return state.storage.sql
        .exec("SELECT player_id FROM notifications")
        .toArray()
        .map((r) => r.player_id as string);
    });
  const moveOnce = async (id: string, players: { id: string; apiKey: string }[]) => {
    const game = (await api("GET", `/v1/games/${id}`)).body;
    const key = keyToMove(game, players)!;
    const action = (await api("POST", `/v1/games/${id}/suggest`, { key })).body.action;
    expect((await api("POST", `/v1/games/${id}/actions`, { key, body: { action, expectedVersion: game.version } })).status).toBe(200);
  };

  it("writes none while nobody subscribes, and starts as soon as a player subscribes to every game", async () => {
    const { id, alice, bob } = await startedGame();
    const players = [alice, bob];
    await moveOnce(id, players);
    expect(await outboxRows(id)).toEqual([]);
    await subscribe(alice.apiKey, { url: `${HOOKS}/plain/late-${alice.id}` });
    // Two moves: whoever makes them, Alice is told of at least one (a move or a decision of hers).
    await moveOnce(id, players);
    await moveOnce(id, players);
    const rows = await outboxRows(id);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows)).toEqual(new Set([alice.id]));
    await drain(id);
    expect((await received(`/plain/late-${alice.id}`)).length).toBe(rows.length);
  });

  it("a subscription made while the room is evicted gets the room's next notification, told or not (a missed notice)", async () => {
    const { id, alice, bob } = await startedGame();
    const players = [alice, bob];
    await moveOnce(id, players);
    expect(await outboxRows(id), "nobody listens yet").toEqual([]);
    await abortAllDurableObjects(); // the room is cold: its next request builds it again
    // Alice subscribes as usual: the subscribing request tells her rooms (and wakes this one).
    await subscribe(alice.apiKey, { url: `${HOOKS}/plain/cold-${alice.id}` });
    await abortAllDurableObjects();
    // Bob's subscription reaches the directory, but no room is told of it.
    await createWebhook(env.DIRECTORY, {
      playerId: bob.id,
      url: `${HOOKS}/plain/cold-${bob.id}`,
      events: [...WEBHOOK_EVENTS],
      gameId: null,
      bot: false,
      madeWith: null,
      madeWithUntil: null,
      createdAt: Date.now(),
    });
    // Two moves: whoever makes them, each player is told of at least one.
    await moveOnce(id, players);
    await moveOnce(id, players);
    const rows = await outboxRows(id);
    expect(new Set(rows)).toEqual(new Set([alice.id, bob.id]));
    await drain(id);
    for (const p of players) expect((await received(`/plain/cold-${p.id}`)).length).toBe(rows.filter((r) => r === p.id).length);
  });

  // A cold move commits first, its notifications held, then reads who listens in the batch that
  // writes its directory row (docs/ROOM.md, "A cold move").
  it("a cold move tells its listener, keeps nothing for a game nobody listens to, and is in the lists once its read answered", async () => {
    const heard = await startedGame();
    const quiet = await startedGame();
    for (const p of [heard.alice, heard.bob]) await subscribe(p.apiKey, { url: `${HOOKS}/plain/coldmove-${p.id}`, gameId: heard.id });
    const movers: string[] = [];
    for (const g of [heard, quiet]) {
      await abortAllDurableObjects(); // the room is evicted: the move loads it and reads who listens
      const players = [g.alice, g.bob];
      const before = (await api("GET", `/v1/games/${g.id}`)).body;
      const key = keyToMove(before, players)!;
      await moveOnce(g.id, players);
      const mover = players.find((p) => p.apiKey === key)!;
      movers.push(mover.id);
      await runInDurableObject(stubOf(g.id), (room) => room.seams.settled()); // the read, sent after the answer
      const mine = (await api("GET", "/v1/games?mine=true", { key: mover.apiKey })).body.games.find((x: any) => x.id === g.id);
      expect(mine.version, "the lobby has the move once the read that carried its row answered").toBe(before.version + 1);
    }
    expect(await outboxRows(quiet.id), "nobody listens: the held rows deleted").toEqual([]);
    const rows = await outboxRows(heard.id);
    const other = movers[0] === heard.alice.id ? heard.bob : heard.alice;
    expect(rows, "the other player hears of the move (game.action)").toContain(other.id);
    await drain(heard.id);
    for (const p of [heard.alice, heard.bob])
      expect((await received(`/plain/coldmove-${p.id}`)).length).toBe(rows.filter((r) => r === p.id).length);
  });

  it("starts for a subscription to one game, and only in that game", async () => {
    const { id, alice, bob } = await startedGame();
    const players = [alice, bob];
    const other = await startedGame();
    await subscribe(alice.apiKey, { url: `${HOOKS}/plain/one-${alice.id}`, gameId: id });
    for (let i = 0; i < 2; i++) {
      await moveOnce(id, players);
      await moveOnce(other.id, [other.alice, other.bob]);
    }
    expect((await outboxRows(id)).length).toBeGreaterThan(0);
    expect(await outboxRows(other.id)).toEqual([]);
  });
});

describe("webhook bots", () => {
  // A whole game of webhook round trips: ~0.5 s alone, but it once passed vitest's default 5 s in a
  // full CI run (2026-11-26, cause not found: 16 runs in a row here took 7.6 s in all), so it gets
  // a whole game's allowance like the other full-game tests.
  it("plays a whole game where every move answers a signed decision.required delivery", { timeout: 30_000 }, async () => {
    const alice = await registerPlayer("BotA");
    const bob = await registerPlayer("BotB");
    const hooks = [
      await subscribe(alice.apiKey, { url: `${HOOKS}/bot/${alice.id}`, bot: true }),
      await subscribe(bob.apiKey, { url: `${HOOKS}/bot/${bob.id}`, bot: true }),
    ];
    const id = (await api("POST", "/v1/games", { key: alice.apiKey, body: { kind: "star-battle", options: { battle: "decisive" } } })).body
      .id;
    await api("POST", `/v1/games/${id}/join`, { key: bob.apiKey, body: {} });
    let game = (await api("GET", `/v1/games/${id}`)).body;
    for (let i = 0; i < 400 && game.status === "active"; i++) {
      await drain(id);
      game = (await api("GET", `/v1/games/${id}`)).body;
    }
    expect(game.status).toBe("finished");
    const deliveries = [...(await received(`/bot/${alice.id}`)), ...(await received(`/bot/${bob.id}`))];
    const answered = deliveries.filter((r) => r.answer && r.answer !== "ok");
    expect(answered.length).toBe(game.version);
    const secrets: Record<string, string> = { [alice.id]: hooks[0]!.secret, [bob.id]: hooks[1]!.secret };
    for (const r of deliveries) {
      const owner = new URL(r.url).pathname.split("/")[2]!;
      expect(() => new Webhook(secrets[owner]!).verify(r.body, r.headers)).not.toThrow();
    }
    const feed = (await api("GET", `/v1/games/${id}/events?limit=500`)).body.entries;
    expect(feed.every((e: any) => e.kind === "action")).toBe(true);
  });
});

/** A started Star Battle game in which Alice (subscribed at `path`) owes the decision now. */
async function aliceOwes(path: string) {
  const alice = await registerPlayer("Teller");
  const bob = await registerPlayer("Mover");
  const hook = await subscribe(alice.apiKey, { url: `${HOOKS}${path}/${alice.id}`, events: ["decision.required"], bot: true });
  const id = (await api("POST", "/v1/games", { key: alice.apiKey, body: { kind: "star-battle" } })).body.id;
  let game = (await api("POST", `/v1/games/${id}/join`, { key: bob.apiKey, body: {} })).body.game;
  for (let i = 0; i < 20 && keyToMove(game, [alice, bob]) === bob.apiKey; i++) {
    const action = (await api("POST", `/v1/games/${id}/suggest`, { key: bob.apiKey })).body.action;
    game = (await api("POST", `/v1/games/${id}/actions`, { key: bob.apiKey, body: { action } })).body.game;
  }
  expect(keyToMove(game, [alice, bob])).toBe(alice.apiKey);
  return { alice, bob, hook, id, path: `${path}/${alice.id}` };
}

describe("no decision left untold", () => {
  const decisionOf = (r: { body: string }) => JSON.parse(r.body).data.decisionId as string;

  it("tells a seat again, under a new delivery id and after growing pauses, while its bot's answers are refused, and stops once it owes something else", async () => {
    const { alice, hook, id, path } = await aliceOwes("/wrongbot");
    await drain(id);
    let got = await received(path);
    expect(got).toHaveLength(1);
    const owed = decisionOf(got[0]!);
    const log = async () => (await api("GET", `/v1/webhooks/${hook.id}/deliveries`, { key: alice.apiKey })).body.deliveries;
    const [retold, refused] = await log();
    expect(refused).toMatchObject({ status: "delivered", lastError: expect.stringMatching(/^bot answer refused: INVALID_ACTION/) });
    expect(retold).toMatchObject({ status: "pending", attempts: 0 });
    // Not at once: the first pause is 5 s (±20%).
    await advance(id, 3_000);
    await drain(id);
    expect(await received(path)).toHaveLength(1);
    await advance(id, 4_000);
    await drain(id);
    got = await received(path);
    expect(got).toHaveLength(2);
    expect(got[1]!.headers["webhook-id"]).not.toBe(got[0]!.headers["webhook-id"]);
    expect(decisionOf(got[1]!)).toBe(owed);
    // The next pause is 5 minutes: nothing after one, a third telling after seven.
    await advance(id, 60_000);
    await drain(id);
    expect(await received(path)).toHaveLength(2);
    await advance(id, 6 * 60_000);
    await drain(id);
    expect(await received(path)).toHaveLength(3);
    // Alice answers over REST: the telling already queued for her old decision is not sent.
    const action = (await api("POST", `/v1/games/${id}/suggest`, { key: alice.apiKey })).body.action;
    expect((await api("POST", `/v1/games/${id}/actions`, { key: alice.apiKey, body: { action, decisionId: owed } })).status).toBe(200);
    await advance(id, 60 * 60_000);
    await drain(id);
    const after = (await received(path)).filter((r) => decisionOf(r) === owed);
    expect(after).toHaveLength(3);
    expect((await log()).some((d: any) => d.lastError === "not sent: the seat no longer owes this decision")).toBe(true);
  });

  it("tells a seat again, at the longest pause, once a delivery of the decision it owes is given up on", async () => {
    const { alice, hook, id, path } = await aliceOwes("/fail/99");
    await drain(id);
    const log = async () => (await api("GET", `/v1/webhooks/${hook.id}/deliveries`, { key: alice.apiKey })).body.deliveries;
    for (let i = 0; i < 12 && (await log()).at(-1).status === "pending"; i++) {
      await advance(id, 25 * 3_600_000);
      await drain(id);
    }
    const [newest, givenUp] = await log();
    expect(givenUp).toMatchObject({ status: "failed", attempts: 10, lastStatus: 500 });
    expect(newest).toMatchObject({ status: "pending", attempts: 0 });
    // The next telling waits the longest pause of the schedule (20 h ±20%), then is sent.
    expect(Date.parse(newest.nextAttemptAt) - Date.parse(givenUp.updatedAt)).toBeGreaterThanOrEqual(16 * 3_600_000);
    const before = (await received(path)).length;
    await advance(id, 25 * 3_600_000);
    await drain(id);
    const got = await received(path);
    expect(got).toHaveLength(before + 1);
    expect(decisionOf(got.at(-1)!)).toBe(decisionOf(got[0]!));
    expect(got.at(-1)!.headers["webhook-id"]).toBe(newest.id);
  });
});

describe("webhook bot answers", () => {
  it("refuses a stale answer (a late redelivery of an old decision) and logs why, changing nothing", async () => {
    // Alice is a bot; Bob plays by hand, so the game waits for him and no alarm can end it meanwhile.
    const { alice, bob, hook, id } = await aliceOwes("/bot");
    await drain(id);
    const game = (await api("GET", `/v1/games/${id}`)).body;
    expect(keyToMove(game, [alice, bob])).toBe(bob.apiKey);
    const log = (await api("GET", `/v1/webhooks/${hook.id}/deliveries?limit=200`, { key: alice.apiKey })).body.deliveries;
    const first = log.at(-1);
    expect(first).toMatchObject({ event: "decision.required", status: "delivered", attempts: 1, lastError: null });
    // Send the first decision.required again: Alice has answered it, so its answer is stale now.
    await api("POST", `/v1/webhooks/${hook.id}/deliveries/${first.id}/redeliver`, { key: alice.apiKey });
    await drain(id);
    const again = (await api("GET", `/v1/webhooks/${hook.id}/deliveries?limit=200`, { key: alice.apiKey })).body.deliveries.find(
      (d: any) => d.id === first.id,
    );
    expect(again).toMatchObject({ status: "delivered", attempts: 2 });
    expect(again.lastError).toContain("STALE_DECISION");
    // Nothing changed: the same version, still Bob's to move, one log entry per version.
    const after = (await api("GET", `/v1/games/${id}`)).body;
    expect(after.version).toBe(game.version);
    expect(keyToMove(after, [alice, bob])).toBe(bob.apiKey);
    const entries = (await api("GET", `/v1/games/${id}/events?limit=500`)).body.entries;
    expect(entries.map((e: any) => e.version)).toEqual(entries.map((_: unknown, i: number) => i + 1));
  });
});
