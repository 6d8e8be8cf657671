// A daily player's notifications inside workerd: their own deadline-warning time (on the room's
// clock), the push delivery log, unread counts from a seat's read position, and muting a player.
import { abortAllDurableObjects, env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { advance, api, drain, gql, received, registerPlayer, startedGame, stubOf, subscribe } from "./helpers";
import { newBrowser, openedPushes } from "./push-browser";
import { withFault } from "./reliability/support";

const HOUR = 3_600_000;
const HOOKS = "https://hooks.example.com";
const PUSH = "https://push.example.com";
let serial = 0;

type Player = { id: string; apiKey: string };

const post = (id: string, p: Player, text: string, to?: string) =>
  api("POST", `/v1/games/${id}/messages`, { key: p.apiKey, body: to ? { text, to } : { text } });
const texts = async (id: string, p: Player) =>
  ((await api("GET", `/v1/games/${id}/messages`, { key: p.apiKey })).body.messages as { text: string }[]).map((m) => m.text);
const unreadInView = async (id: string, p: Player) => (await api("GET", `/v1/games/${id}`, { key: p.apiKey })).body.you.unreadMessages;
const markRead = (id: string, p: Player, lastId: unknown) =>
  api("POST", `/v1/games/${id}/messages/read`, { key: p.apiKey, body: { lastId } });
const inboxUnread = async (id: string, p: Player) =>
  ((await api("GET", "/v1/me/inbox", { key: p.apiKey })).body.items as any[]).find((i) => i.game.id === id)?.unreadMessages;
const warnings = async (p: Player) =>
  (await received(`/plain/warn-${p.id}`)).map((r) => JSON.parse(r.body)).filter((b) => b.type === "deadline.warning");

/** Waits until the directory's index lists `seated` players in game `id` (the room writes it after its answer). */
async function indexCaughtUp(id: string, seated: number) {
  const stored = () =>
    env.DIRECTORY.prepare("SELECT count(*) AS n FROM game_seats WHERE game_id = ? AND player_id IS NOT NULL").bind(id).first<number>("n");
  for (let i = 0; i < 200 && (await stored()) !== seated; i++) await new Promise((r) => setTimeout(r, 25));
  expect(await stored()).toBe(seated);
}

/** A started Star Battle game of three lords. */
async function threeSeats() {
  const [ann, ben, cal] = await Promise.all(["Ann", "Ben", "Cal"].map(registerPlayer));
  const id = (await api("POST", "/v1/games", { key: ann!.apiKey, body: { kind: "star-battle", options: { players: 3 } } })).body
    .id as string;
  for (const p of [ben!, cal!]) expect((await api("POST", `/v1/games/${id}/join`, { key: p.apiKey, body: {} })).status).toBe(200);
  const game = (await api("GET", `/v1/games/${id}`, { key: ann!.apiKey })).body;
  const seatOf = (p: Player) => game.seats.find((s: any) => s.player?.id === p.id).seat as string;
  return { id, ann: ann!, ben: ben!, cal: cal!, seatOf };
}

/** A two-seat game on a 24-hour clock whose own warning comes 6 hours before; both players' webhooks hear deadline.warning. */
async function timedGame(ownHours: { alice?: number | null; bob?: number | null }) {
  const alice = await registerPlayer("Alice");
  const bob = await registerPlayer("Bob");
  for (const [p, hours] of [
    [alice, ownHours.alice],
    [bob, ownHours.bob],
  ] as const) {
    await subscribe(p.apiKey, { url: `${HOOKS}/plain/warn-${p.id}`, events: ["deadline.warning"] });
    if (hours !== undefined) {
      const r = await api("PUT", "/v1/me/notification-preferences", { key: p.apiKey, body: { deadlineWarningHours: hours } });
      expect([r.status, r.body.deadlineWarningHours]).toEqual([200, hours]);
    }
  }
  const timeControl = { decisionHours: 24, warningHours: 6, vacationDays: 0, onTimeout: "bot" };
  const id = (await api("POST", "/v1/games", { key: alice.apiKey, body: { kind: "star-battle", timeControl } })).body.id as string;
  const game = (await api("POST", `/v1/games/${id}/join`, { key: bob.apiKey, body: {} })).body.game;
  const seat = game.pending[0].seat as string;
  const owner = game.seats.find((s: any) => s.seat === seat).player.id === alice.id ? alice : bob;
  return { id, seat, owner, alice, bob };
}

async function tick(id: string, ms: number) {
  await advance(id, ms);
  await runDurableObjectAlarm(stubOf(id));
  await drain(id);
}

describe("deadline-near setting", () => {
  it("warns a seat at its holder's own hours before the deadline, not the game's; null keeps the game's, 0 never warns", async () => {
    // Both players choose 2 hours; whoever owes the first decision is warned 2 hours before, not 6.
    const a = await timedGame({ alice: 2, bob: 2 });
    await tick(a.id, 19 * HOUR); // 5 h left: the game's own time has passed, the person's has not
    expect(await warnings(a.owner)).toHaveLength(0);
    await tick(a.id, 3 * HOUR); // 2 h left
    const told = await warnings(a.owner);
    expect(told).toHaveLength(1);
    expect(told[0].data).toMatchObject({ gameId: a.id, seat: a.seat });

    // 0: never warned, though the game's time passes; the deadline itself still applies.
    const b = await timedGame({ alice: 0, bob: 0 });
    await tick(b.id, 23 * HOUR);
    expect(await warnings(b.owner)).toHaveLength(0);

    // Left at null: the game's own 6 hours.
    const c = await timedGame({ alice: null, bob: null });
    await tick(c.id, 18 * HOUR);
    expect(await warnings(c.owner)).toHaveLength(1);
  });

  it("a change of the setting moves the warning of a game already on the clock; more than the decision time warns at once", async () => {
    const g = await timedGame({});
    await tick(g.id, 2 * HOUR); // 22 h left: the game would warn at 6
    expect(await warnings(g.owner)).toHaveLength(0);
    const r = await api("PUT", "/v1/me/notification-preferences", { key: g.owner.apiKey, body: { deadlineWarningHours: 72 } });
    expect(r.body.deadlineWarningHours).toBe(72);
    await tick(g.id, 60_000);
    expect(await warnings(g.owner)).toHaveLength(1);
  });

  it("refuses hours out of range with a code and keeps what was set", async () => {
    const p = await registerPlayer("Picky");
    await api("PUT", "/v1/me/notification-preferences", { key: p.apiKey, body: { deadlineWarningHours: 12 } });
    for (const hours of [-1, 73, 1.5, "6"]) {
      const r = await api("PUT", "/v1/me/notification-preferences", { key: p.apiKey, body: { deadlineWarningHours: hours } });
      expect([r.status, r.body.code], String(hours)).toEqual([400, "MALFORMED_REQUEST"]);
    }
    const now = (await api("GET", "/v1/me/notification-preferences", { key: p.apiKey })).body;
    expect(now.deadlineWarningHours).toBe(12);
    // Other fields sent alone leave it as it was.
    await api("PUT", "/v1/me/notification-preferences", { key: p.apiKey, body: { events: ["game.over"] } });
    expect((await api("GET", "/v1/me/notification-preferences", { key: p.apiKey })).body.deadlineWarningHours).toBe(12);
  });
});

describe("push delivery log", () => {
  it("lists a subscription's pushes (event, game, status, next attempt) to its owner only, never what they carried", async () => {
    const { id, ann, ben } = await threeSeats();
    const browser = await newBrowser(`${PUSH}/ok/log-${Date.now().toString(36)}-${serial++}`);
    const sub = (await api("POST", "/v1/me/push-subscriptions", { key: ben.apiKey, body: browser.subscription })).body;
    expect((await post(id, ann, "Secret plans for Ben")).status).toBe(201);
    expect((await post(id, ann, "More plans")).status).toBe(201);
    await drain(id);
    expect(await openedPushes(browser, (await api("GET", "/v1/push/vapid-public-key")).body.publicKey)).toHaveLength(2);

    const log = await api("GET", `/v1/me/push-subscriptions/${sub.id}/deliveries?limit=1`, { key: ben.apiKey });
    expect(log.status).toBe(200);
    expect(log.body.deliveries).toEqual([
      expect.objectContaining({
        webhookId: sub.id,
        gameId: id,
        event: "message.posted",
        status: "delivered",
        attempts: 1,
        nextAttemptAt: null,
      }),
    ]);
    const rest = await api("GET", `/v1/me/push-subscriptions/${sub.id}/deliveries?cursor=${encodeURIComponent(log.body.nextCursor)}`, {
      key: ben.apiKey,
    });
    expect(rest.body.deliveries).toHaveLength(1);
    expect(rest.body.nextCursor).toBeNull();
    expect(JSON.stringify([log.body, rest.body])).not.toContain("plans");
    // Not Ann's to read, nor anyone's without a key; an unknown id is the same 404.
    for (const [key, path, status] of [
      [ann.apiKey, sub.id, 404],
      [ben.apiKey, "ps_nosuch", 404],
      ["", sub.id, 401],
    ] as const) {
      expect((await api("GET", `/v1/me/push-subscriptions/${path}/deliveries`, key ? { key } : {})).status).toBe(status);
    }
    // A webhook's cursor is not this list's.
    expect((await api("GET", `/v1/me/push-subscriptions/${sub.id}/deliveries?cursor=bogus`, { key: ben.apiKey })).body.code).toBe(
      "INVALID_CURSOR",
    );
  });

  it("shows a failed push waiting for its next attempt", async () => {
    const { id, ann, ben } = await threeSeats();
    const browser = await newBrowser(`${PUSH}/fail/5/log-${Date.now().toString(36)}-${serial++}`);
    const sub = (await api("POST", "/v1/me/push-subscriptions", { key: ben.apiKey, body: browser.subscription })).body;
    await post(id, ann, "hello");
    await drain(id);
    const [d] = (await api("GET", `/v1/me/push-subscriptions/${sub.id}/deliveries`, { key: ben.apiKey })).body.deliveries;
    expect(d).toMatchObject({ event: "message.posted", status: "pending", attempts: 1, lastStatus: 500 });
    expect(Date.parse(d.nextAttemptAt)).toBeGreaterThan(Date.parse(d.createdAt));
  });
});

describe("unread counts", () => {
  it("count each seat's messages from others after its read position; private ones only for their two seats", async () => {
    const { id, ann, ben, cal, seatOf } = await threeSeats();
    expect(await unreadInView(id, ben)).toBe(0);
    await post(id, ann, "to all");
    const secret = (await post(id, ann, "Ben only", seatOf(ben))).body;
    await post(id, ben, "Ben to all");
    expect([await unreadInView(id, ann), await unreadInView(id, ben), await unreadInView(id, cal)]).toEqual([1, 2, 2]);
    expect([await inboxUnread(id, ann), await inboxUnread(id, ben), await inboxUnread(id, cal)]).toEqual([1, 2, 2]);
    const q = `query($id: ID!) { game(id: $id) { ... on Game { you { unreadMessages } } } inbox { edges { node { unreadMessages game { id } } } } }`;
    const calGql = (await gql(q, { id }, cal.apiKey)).body.data;
    expect(calGql.game.you.unreadMessages).toBe(2);
    expect(calGql.inbox.edges.find((e: any) => e.node.game.id === id).node.unreadMessages).toBe(2);

    // Cal read the first message: one left (his own count never has Ben's private message).
    expect((await markRead(id, cal, secret.id - 1)).body).toEqual({ lastReadId: secret.id - 1, unreadMessages: 1 });
    // Ben read up to the private message: his own after it is not unread. An older page read again does not move him back.
    expect((await markRead(id, ben, secret.id)).body).toEqual({ lastReadId: secret.id, unreadMessages: 0 });
    expect((await markRead(id, ben, 1)).body).toEqual({ lastReadId: secret.id, unreadMessages: 0 });
    // Past the newest message: the position stops at it, so a later message is still unread.
    const all = await markRead(id, ben, 1_000_000);
    expect(all.body.unreadMessages).toBe(0);
    await post(id, cal, "Cal speaks");
    expect(await unreadInView(id, ben)).toBe(1);
    expect(await inboxUnread(id, ben)).toBe(1);
    // Through GraphQL too.
    const m = `mutation($id: ID!, $last: Int!) { markMessagesRead(gameId: $id, lastId: $last) { ... on MessagesRead { lastReadId unreadMessages } } }`;
    expect((await gql(m, { id, last: 1_000_000 }, ben.apiKey)).body.data.markMessagesRead.unreadMessages).toBe(0);
    // Reading messages marks nothing: Cal still has Ben's message unread (his own is never counted).
    await texts(id, cal);
    expect(await unreadInView(id, cal)).toBe(1);
  });

  it("a room loaded after an eviction counts as before: none while nobody has talked, then every message posted since", async () => {
    // The load reads whether the table has any message, so a table without one counts none
    // without a read; the first message posted after that load must count all the same.
    const { id, ann, ben } = await threeSeats();
    await abortAllDurableObjects();
    expect(await unreadInView(id, ben)).toBe(0);
    await post(id, ann, "first");
    expect([await unreadInView(id, ben), await inboxUnread(id, ben)]).toEqual([1, 1]);
    await abortAllDurableObjects();
    expect([await unreadInView(id, ben), await inboxUnread(id, ben), await unreadInView(id, ann)]).toEqual([1, 1, 0]);
  });

  it("refuses a mark from anyone without a seat and bad positions, changing nothing", async () => {
    const { id, ann, ben } = await threeSeats();
    const wes = await registerPlayer("Wes");
    await post(id, ann, "hi");
    const cases: [string, unknown, number, string][] = [
      [wes.apiKey, 1, 403, "NOT_A_PLAYER"],
      [ben.apiKey, -1, 400, "MALFORMED_REQUEST"],
      [ben.apiKey, "1", 400, "MALFORMED_REQUEST"],
      [ben.apiKey, 1.5, 400, "MALFORMED_REQUEST"],
    ];
    for (const [key, lastId, status, code] of cases) {
      const r = await api("POST", `/v1/games/${id}/messages/read`, { key, body: { lastId } });
      expect([r.status, r.body.code], String(lastId)).toEqual([status, code]);
    }
    expect((await api("POST", `/v1/games/nosuchgame000000/messages/read`, { key: ben.apiKey, body: { lastId: 1 } })).status).toBe(404);
    expect((await api("POST", `/v1/games/${id}/messages/read`, { body: { lastId: 1 } })).status).toBe(401);
    expect(await unreadInView(id, ben)).toBe(1);
  });
});

describe("muting a player", () => {
  it("hides the muted player's messages from the muter's reads and counts, and never pushes or webhooks them to the muter", async () => {
    const { id, ann, ben, cal, seatOf } = await threeSeats();
    await subscribe(cal.apiKey, { url: `${HOOKS}/plain/mute-${cal.id}`, events: ["message.posted"] });
    const browser = await newBrowser(`${PUSH}/ok/mute-${Date.now().toString(36)}-${serial++}`);
    expect((await api("POST", "/v1/me/push-subscriptions", { key: cal.apiKey, body: browser.subscription })).status).toBe(201);
    const muted = await api("PUT", `/v1/me/muted-players/${ann.id}`, { key: cal.apiKey });
    expect([muted.status, muted.body]).toEqual([200, { playerId: ann.id, muted: true }]);
    expect((await api("GET", "/v1/me/muted-players", { key: cal.apiKey })).body.players).toEqual([
      expect.objectContaining({ playerId: ann.id, name: "Ann" }),
    ]);

    await post(id, ann, "Ann to all");
    await post(id, ann, "Ann to Cal", seatOf(cal));
    await post(id, ben, "Ben to all");
    await drain(id);
    expect(await texts(id, cal)).toEqual(["Ben to all"]);
    expect(await texts(id, ben)).toEqual(["Ann to all", "Ben to all"]); // Ben muted nobody
    expect(await unreadInView(id, cal)).toBe(1);
    expect(await inboxUnread(id, cal)).toBe(1);
    const hooked = (await received(`/plain/mute-${cal.id}`)).map((r) => JSON.parse(r.body).data.message.text);
    expect(hooked).toEqual(["Ben to all"]);
    const pushed = await openedPushes(browser, (await api("GET", "/v1/push/vapid-public-key")).body.publicKey);
    expect(pushed.map((p) => p.payload.message.preview)).toEqual(["Ben to all"]);
    const gq = `query($id: ID!) { messages(gameId: $id) { edges { node { text } } } }`;
    expect((await gql(gq, { id }, cal.apiKey)).body.data.messages.edges.map((e: any) => e.node.text)).toEqual(["Ben to all"]);

    // Unmuted (through GraphQL): the earlier messages are read and counted again.
    const un = `mutation($p: ID!) { unmutePlayer(playerId: $p) { ... on PlayerMute { playerId muted } } }`;
    expect((await gql(un, { p: ann.id }, cal.apiKey)).body.data.unmutePlayer).toEqual({ playerId: ann.id, muted: false });
    expect(await texts(id, cal)).toEqual(["Ann to all", "Ann to Cal", "Ben to all"]);
    expect(await unreadInView(id, cal)).toBe(3);
  });

  it("a room loaded with no message reads no mutes; the table's first message reads them before they filter it", async () => {
    const { id, ann, ben, cal } = await threeSeats();
    await subscribe(cal.apiKey, { url: `${HOOKS}/plain/first-${cal.id}`, events: ["message.posted"] });
    expect((await api("PUT", `/v1/me/muted-players/${ann.id}`, { key: cal.apiKey })).status).toBe(200);
    // The joins' index write may still be owed after their answers; aborted before it lands, the room
    // loaded again would repair the row (a batch of 4 with this game's id) inside the counted window.
    await indexCaughtUp(id, 3);
    await abortAllDurableObjects(); // the room loads again and finds no message at its table
    const batches: number[] = [];
    // The room's env is the test worker's own: the counting binding is put back before anything else runs.
    let db: D1Database | undefined;
    const counting = (on: boolean) =>
      runInDurableObject(stubOf(id), (room) => {
        const env = (room as unknown as { env: Env }).env;
        db ??= env.DIRECTORY;
        const plain = db;
        env.DIRECTORY = on
          ? (withFault(plain, {
              batch: (statements: D1PreparedStatement[]) => {
                // The binding is the workerd's, shared by every room in it: count this game's reads only.
                if (statements.some((st) => JSON.stringify((st as unknown as { params?: unknown[] }).params ?? []).includes(id)))
                  batches.push(statements.length);
                return plain.batch(statements);
              },
            }) as D1Database)
          : plain;
      });
    await counting(true);
    try {
      expect(await unreadInView(id, cal)).toBe(0);
      await post(id, ann, "Ann first");
      await post(id, ben, "Ben next");
    } finally {
      await counting(false);
    }
    await drain(id);
    // Cal's read: who listens (webhooks, push), no mutes and no warning times (a game without time
    // controls): 2 (the load's check of the directory row went alone, on its timer); Ann's first
    // message: the same read with the mutes (3).
    expect(batches).toEqual([2, 3]);
    expect(await texts(id, cal)).toEqual(["Ben next"]);
    expect(await unreadInView(id, cal)).toBe(1);
    expect((await received(`/plain/first-${cal.id}`)).map((r) => JSON.parse(r.body).data.message.text)).toEqual(["Ben next"]);
  });

  it("a mute (and an unmute) holds at once at a finished game's table too, where the talk goes on", async () => {
    const { id, alice, bob } = await startedGame();
    expect((await api("POST", `/v1/games/${id}/resign`, { key: alice.apiKey })).status).toBe(200);
    // The directory says the game is over (the room writes it after its answer): it is no longer a game in play.
    const status = () => env.DIRECTORY.prepare("SELECT status FROM games WHERE id = ?").bind(id).first<string>("status");
    for (let i = 0; i < 200 && (await status()) !== "finished"; i++) await new Promise((r) => setTimeout(r, 25));
    expect(await status()).toBe("finished");
    await post(id, alice, "gg");
    expect(await texts(id, bob)).toEqual(["gg"]);

    expect((await api("PUT", `/v1/me/muted-players/${alice.id}`, { key: bob.apiKey })).status).toBe(200);
    await post(id, alice, "gg again");
    expect(await texts(id, bob)).toEqual([]);
    expect(await texts(id, alice)).toEqual(["gg", "gg again"]);

    expect((await api("DELETE", `/v1/me/muted-players/${alice.id}`, { key: bob.apiKey })).status).toBe(200);
    expect(await texts(id, bob)).toEqual(["gg", "gg again"]);
  });

  it("refuses muting yourself or an unknown player with codes; muting twice changes nothing", async () => {
    const p = await registerPlayer("Solo");
    const q = await registerPlayer("Quiet");
    expect((await api("PUT", `/v1/me/muted-players/${p.id}`, { key: p.apiKey })).body.code).toBe("MALFORMED_REQUEST");
    const unknown = await api("PUT", "/v1/me/muted-players/p_nosuch", { key: p.apiKey });
    expect([unknown.status, unknown.body.code]).toEqual([404, "NOT_FOUND"]);
    for (let i = 0; i < 2; i++) expect((await api("PUT", `/v1/me/muted-players/${q.id}`, { key: p.apiKey })).status).toBe(200);
    expect((await api("GET", "/v1/me/muted-players", { key: p.apiKey })).body.players).toHaveLength(1);
    expect((await api("DELETE", `/v1/me/muted-players/${q.id}`, { key: p.apiKey })).body).toEqual({ playerId: q.id, muted: false });
    expect((await api("GET", "/v1/me/muted-players", { key: p.apiKey })).body.players).toEqual([]);
    expect((await api("PUT", `/v1/me/muted-players/${q.id}`)).status).toBe(401);
  });
});
