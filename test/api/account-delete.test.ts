// Deleting an account inside workerd (issue 22): the confirmation, every credential gone at once,
// nothing of the person left in the directory, and each of their games left as the policy says
// (docs/OPERATIONS.md, "Privacy"): an open game only they were in cancelled, an open game others
// joined with the seat open again, a running game handed to its timeout policy (forfeit: the
// seat resigns, SB 6.6; bot: the built-in bot makes the seat's decisions), a finished one showing
// "deleted player". And the stop rule (issue 21): a game with no person left ends.
import { env, runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, drain, registerPlayer, stubOf, subscribe } from "./helpers";
import { newBrowser } from "./push-keys";

type Player = { id: string; name: string; apiKey: string };

async function create(p: Player, body: Record<string, unknown>): Promise<string> {
  const r = await api("POST", "/v1/games", { key: p.apiKey, body: { kind: "star-battle", ...body } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.id;
}

async function join(p: Player, id: string, seat?: string): Promise<void> {
  const r = await api("POST", `/v1/games/${id}/join`, { key: p.apiKey, body: seat ? { seat } : {} });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

const read = async (id: string, key?: string) => (await api("GET", `/v1/games/${id}`, key ? { key } : {})).body;

/** Whoever of `players` owes a decision plays the first choice offered (or the suggestion); false when none of them owes one. */
async function playOnce(id: string, players: Player[]): Promise<boolean> {
  for (const p of players) {
    const game = await read(id, p.apiKey);
    const mine = game.pending.find((d: any) => d.seat === game.you?.seat);
    if (!mine) continue;
    const action = mine.choices?.[0] ?? (await api("POST", `/v1/games/${id}/suggest`, { key: p.apiKey })).body.action;
    const r = await api("POST", `/v1/games/${id}/actions`, { key: p.apiKey, body: { action, expectedVersion: game.version } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return true;
  }
  return false;
}

const deleteAccount = (p: Player, body?: unknown) => api("DELETE", "/v1/me", { key: p.apiKey, ...(body === undefined ? {} : { body }) });

async function directoryRowsOf(playerId: string): Promise<Record<string, number>> {
  const count = async (sql: string, ...values: unknown[]) =>
    (await env.DIRECTORY.prepare(sql)
      .bind(...values)
      .first<{ n: number }>())!.n;
  return {
    players: await count("SELECT count(*) AS n FROM players WHERE id = ?", playerId),
    tokens: await count("SELECT count(*) AS n FROM tokens WHERE player_id = ?", playerId),
    webhooks: await count("SELECT count(*) AS n FROM webhooks WHERE player_id = ?", playerId),
    push: await count("SELECT count(*) AS n FROM push_subscriptions WHERE player_id = ?", playerId),
    preferences: await count("SELECT count(*) AS n FROM notification_preferences WHERE player_id = ?", playerId),
    mutes: await count("SELECT count(*) AS n FROM game_mutes WHERE player_id = ?", playerId),
    seats: await count("SELECT count(*) AS n FROM game_seats WHERE player_id = ?", playerId),
    createdGames: await count("SELECT count(*) AS n FROM games WHERE created_by = ?", playerId),
  };
}

describe("DELETE /v1/me", () => {
  it("is refused without the person's own player id as confirm, and changes nothing", async () => {
    const alice = await registerPlayer("Alice");
    const id = await create(alice, {});
    for (const body of [undefined, {}, { confirm: "pl_someoneelse" }]) {
      const r = await deleteAccount(alice, body);
      expect(r.status).toBe(400);
      expect(r.body.code).toBe("CONFIRMATION_REQUIRED");
      expect(r.body.detail).toContain(alice.id);
    }
    const typed = await deleteAccount(alice, { confirm: 42 });
    expect([typed.status, typed.body.code]).toEqual([400, "MALFORMED_REQUEST"]);
    expect((await api("GET", "/v1/me", { key: alice.apiKey })).status).toBe(200);
    expect((await read(id, alice.apiKey)).seats[0].player.id).toBe(alice.id);
    expect((await directoryRowsOf(alice.id)).players).toBe(1);
  });

  it("stops every key, token, webhook and push subscription at once and leaves nothing of the person in the directory", async () => {
    const alice = await registerPlayer("Alice");
    const token = await api("POST", "/v1/me/tokens", { key: alice.apiKey, body: { name: "phone", scopes: ["read"] } });
    expect(token.status).toBe(201);
    await subscribe(alice.apiKey, { url: "https://hooks.example.com/plain/deleted" });
    const browser = await newBrowser(`https://push.example.com/ok/deleted-${Date.now()}`);
    expect((await api("POST", "/v1/me/push-subscriptions", { key: alice.apiKey, body: browser.subscription })).status).toBe(201);
    const game = await create(alice, {});
    expect((await api("PUT", "/v1/me/notification-preferences", { key: alice.apiKey, body: { events: ["game.over"] } })).status).toBe(200);
    expect((await api("PUT", `/v1/games/${game}/mute`, { key: alice.apiKey, body: { muted: true } })).status).toBe(200);
    const before = await directoryRowsOf(alice.id);
    expect(Object.values(before).every((n) => n > 0)).toBe(true);

    const r = await deleteAccount(alice, { confirm: alice.id });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ id: alice.id, deleted: true, games: [{ id: game, outcome: "cancelled" }] });

    for (const key of [alice.apiKey, token.body.token]) {
      const again = await api("GET", "/v1/me", { key });
      expect(again.status).toBe(401);
    }
    expect(await directoryRowsOf(alice.id)).toEqual({
      players: 0,
      tokens: 0,
      webhooks: 0,
      push: 0,
      preferences: 0,
      mutes: 0,
      seats: 0,
      createdGames: 0,
    });
    // The cancelled game is gone: the room and its directory rows.
    expect((await api("GET", `/v1/games/${game}`)).status).toBe(404);
    expect(await env.DIRECTORY.prepare("SELECT count(*) AS n FROM games WHERE id = ?").bind(game).first("n")).toBe(0);
  });

  it("leaves each game by its state: open games cancelled or freed, finished ones renamed, a running one forfeited (SB 6.6)", async () => {
    const alice = await registerPlayer("Alice");
    const bob = await registerPlayer("Bob");
    const carol = await registerPlayer("Carol");
    const dave = await registerPlayer("Dave");
    const alone = await create(alice, {});
    const openWithCarol = await create(alice, { options: { players: 3 } });
    await join(carol, openWithCarol);
    const finished = await create(alice, {});
    await join(bob, finished);
    expect((await api("POST", `/v1/games/${finished}/resign`, { key: bob.apiKey })).status).toBe(200);
    const running = await create(alice, { timeControl: { decisionHours: 72, onTimeout: "forfeit" } });
    await join(bob, running);
    await playOnce(running, [alice, bob]);
    const said = await api("POST", `/v1/games/${running}/messages`, { key: alice.apiKey, body: { text: "good luck" } });
    expect(said.status).toBe(201);
    const runningBefore = await read(running, bob.apiKey);

    const r = await deleteAccount(alice, { confirm: alice.id });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const outcomes = Object.fromEntries(r.body.games.map((g: any) => [g.id, g.outcome]));
    expect(outcomes).toEqual({ [alone]: "cancelled", [openWithCarol]: "seatFreed", [finished]: "renamed", [running]: "forfeited" });

    expect((await api("GET", `/v1/games/${alone}`)).status).toBe(404);

    const freed = await read(openWithCarol);
    expect(freed.status).toBe("open");
    expect(freed.seats.map((s: any) => s.player?.name ?? null)).toEqual([null, "Carol", null]);
    await join(dave, openWithCarol, "lord1");

    const renamed = await read(finished);
    expect(renamed.seats.map((s: any) => s.player)).toEqual([null, { id: bob.id, name: "Bob" }]);
    const record = (await api("GET", `/v1/games/${finished}/export`)).body;
    expect(record.seats[0]).toEqual({ seat: "lord1", playerId: null, name: "deleted player" });
    expect(JSON.stringify(record)).not.toContain(alice.id);

    // The running game: lord1 resigned as a timeout would have it, and Bob won by forfeit.
    const after = await read(running, bob.apiKey);
    expect(after.status).toBe("finished");
    expect(after.outcome).toMatchObject({ winners: ["lord2"], kind: "forfeit" });
    const events = (await api("GET", `/v1/games/${running}/events?after=${runningBefore.version}`, { key: bob.apiKey })).body.entries;
    expect(events.map((e: any) => [e.seat, e.kind, e.auto])).toEqual([["lord1", "resign", "timeout"]]);
    const talk = (await api("GET", `/v1/games/${running}/messages`, { key: bob.apiKey })).body.messages;
    expect(talk.map((m: any) => [m.from.name, m.text])).toEqual([["deleted player", "good luck"]]);
    expect(JSON.stringify(await api("GET", `/v1/games/${running}/export`))).not.toContain(alice.id);
  });

  it("hands a running game's seat to the bot under the bot timeout policy: the other player plays on, the bot answers at once", async () => {
    const alice = await registerPlayer("Alice");
    const bob = await registerPlayer("Bob");
    const id = await create(alice, { timeControl: { decisionHours: 72, onTimeout: "bot" } });
    await join(bob, id);
    const r = await deleteAccount(alice, { confirm: alice.id });
    expect(r.body.games).toEqual([{ id, outcome: "botPlays" }]);
    const start = (await read(id, bob.apiKey)).version;
    for (let i = 0; i < 12; i++) {
      if ((await read(id)).status !== "active") break;
      if (!(await playOnce(id, [bob]))) await runDurableObjectAlarm(stubOf(id));
    }
    const game = await read(id, bob.apiKey);
    const entries = (await api("GET", `/v1/games/${id}/events?after=${start}`, { key: bob.apiKey })).body.entries;
    const lord1 = entries.filter((e: any) => e.seat === "lord1");
    expect(lord1.length).toBeGreaterThan(0);
    // Every move of the deleted seat is the timeout policy's, and it never waited out a deadline.
    expect(lord1.every((e: any) => e.auto === "timeout" && e.kind === "action")).toBe(true);
    expect(entries.some((e: any) => e.seat === "lord2")).toBe(true);
    expect(game.seats[0].player).toBeNull();
    expect(game.seats[0].name).toBe("Star Lord 1");
    const record = (await api("GET", `/v1/games/${id}/export`, { key: bob.apiKey })).body;
    expect(record.seats[0].name).toBe("deleted player");
  });
});

describe("the stop rule (issue 21): a game with no person left ends", () => {
  it("SB 6.6 / SB 6.4: three lords, two of them built-in opponents; the person resigns, the opponents resign in seat order and lord3 wins by forfeit", async () => {
    const alice = await registerPlayer("Alice");
    const id = await create(alice, { options: { players: 3 }, opponents: { lord2: "random", lord3: "random" } });
    await drain(id);
    const r = await api("POST", `/v1/games/${id}/resign`, { key: alice.apiKey });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.game.status).toBe("finished");
    expect(r.body.game.outcome).toMatchObject({ winners: ["lord3"], kind: "forfeit" });
    const log = (await api("GET", `/v1/games/${id}/events?limit=500`, { key: alice.apiKey })).body.entries;
    expect(log.slice(-2).map((e: any) => [e.seat, e.kind])).toEqual([
      ["lord1", "resign"],
      ["lord2", "resign"],
    ]);
    // Nothing is owed any more: the alarm plays no opponent on.
    const version = r.body.game.version;
    await runDurableObjectAlarm(stubOf(id));
    expect((await read(id)).version).toBe(version);
  });

  it("does not end a game while another person is still in it", async () => {
    const alice = await registerPlayer("Alice");
    const bob = await registerPlayer("Bob");
    const id = await create(alice, { options: { players: 3 }, opponents: { lord3: "random" } });
    await join(bob, id);
    const r = await api("POST", `/v1/games/${id}/resign`, { key: alice.apiKey });
    expect(r.status).toBe(200);
    expect(r.body.game.status).toBe("active");
  });

  it("ends a game whose only person deleted their account, whatever its timeout policy", async () => {
    for (const onTimeout of ["bot", "forfeit"] as const) {
      const alice = await registerPlayer("Alice");
      const id = await create(alice, {
        options: { players: 4 },
        opponents: { lord2: "random", lord3: "random", lord4: "random" },
        timeControl: { decisionHours: 24, onTimeout },
      });
      const r = await deleteAccount(alice, { confirm: alice.id });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.games).toEqual([{ id, outcome: "forfeited" }]);
      const game = await read(id);
      expect(game.status, onTimeout).toBe("finished");
      expect(game.outcome).toMatchObject({ winners: ["lord4"], kind: "forfeit" });
      expect(game.seats[0].player).toBeNull();
      // The deleted seat forfeited first, then the opponents in seat order.
      const log = (await api("GET", `/v1/games/${id}/events?limit=500`)).body.entries;
      expect(log.slice(-3).map((e: any) => [e.seat, e.kind, e.auto ?? null])).toEqual([
        ["lord1", "resign", "timeout"],
        ["lord2", "resign", null],
        ["lord3", "resign", null],
      ]);
    }
  });

  it("a deleted person's bot-played seat forfeits when the last other person resigns: no seat played by the server wins against nobody", async () => {
    const alice = await registerPlayer("Alice");
    const bob = await registerPlayer("Bob");
    const id = await create(alice, {
      options: { players: 3 },
      opponents: { lord3: "random" },
      timeControl: { decisionHours: 24, onTimeout: "bot" },
    });
    await join(bob, id);
    expect((await deleteAccount(alice, { confirm: alice.id })).body.games).toEqual([{ id, outcome: "botPlays" }]);
    expect((await read(id)).status).toBe("active");
    const r = await api("POST", `/v1/games/${id}/resign`, { key: bob.apiKey });
    expect(r.body.game.status).toBe("finished");
    expect(r.body.game.outcome).toMatchObject({ winners: ["lord3"], kind: "forfeit" });
  });
});
