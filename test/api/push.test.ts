// Web Push inside workerd: the server pushes to a local push service (fixtures/push-service.js)
// whose every message the test decrypts per RFC 8291 and whose VAPID token it verifies per
// RFC 8292 (push-browser.ts). Subscriptions, refusals, 404/410, retries, quiet hours, mute,
// preferences, and a hidden-information game's pushes.
import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { strings } from "../../src/engine/secrets";
import { advance, api, drain, registerPlayer, startedGame, stubOf } from "./helpers";
import { newBrowser, openedPushes, pushesReceived, type Browser } from "./push-browser";

const PUSH = "https://push.example.com";
let serial = 0;
const endpoint = (path: string) => `${PUSH}/${path}/${Date.now().toString(36)}-${serial++}`;

async function serverKey(): Promise<string> {
  const r = await api("GET", "/v1/push/vapid-public-key");
  expect(r.status).toBe(200);
  return r.body.publicKey;
}

async function subscribed(key: string, path = "ok"): Promise<Browser> {
  const browser = await newBrowser(endpoint(path));
  const r = await api("POST", "/v1/me/push-subscriptions", { key, body: browser.subscription });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return browser;
}

/** The seat that owes the first decision, its holder's key, and the first choice offered. */
async function toMove(id: string, players: { apiKey: string }[]) {
  for (const p of players) {
    const g = (await api("GET", `/v1/games/${id}`, { key: p.apiKey })).body;
    const mine = g.pending.find((x: any) => x.seat === g.you?.seat);
    if (mine) return { key: p.apiKey, seat: g.you.seat as string, choice: mine.choices?.[0], version: g.version as number };
  }
  return null;
}

describe("push subscriptions", () => {
  it("gives one VAPID public key, a 65-byte P-256 point, kept in the directory", async () => {
    const a = await serverKey();
    expect(await serverKey()).toBe(a);
    const bytes = Uint8Array.from(atob(`${a.replace(/-/g, "+").replace(/_/g, "/")}=`), (c) => c.charCodeAt(0));
    expect([bytes.length, bytes[0]]).toEqual([65, 4]);
    const stored = await env.DIRECTORY.prepare("SELECT public_key FROM vapid_keys WHERE id = 1").first<{ public_key: string }>();
    expect(stored?.public_key).toBe(a);
  });

  it("takes a browser's PushSubscription JSON, lists it to its owner only, and deletes it", async () => {
    const p = await registerPlayer("Pusher");
    const other = await registerPlayer("Other");
    const browser = await subscribed(p.apiKey);
    const list = await api("GET", "/v1/me/push-subscriptions", { key: p.apiKey });
    expect(list.body.subscriptions).toEqual([expect.objectContaining({ endpoint: browser.subscription.endpoint })]);
    expect(JSON.stringify(list.body)).not.toContain(browser.subscription.keys.auth);
    const id = list.body.subscriptions[0].id;
    // The same endpoint again replaces its keys: still one subscription.
    await api("POST", "/v1/me/push-subscriptions", {
      key: p.apiKey,
      body: { ...browser.subscription, keys: (await newBrowser("x")).subscription.keys },
    });
    expect((await api("GET", "/v1/me/push-subscriptions", { key: p.apiKey })).body.subscriptions).toHaveLength(1);
    expect((await api("DELETE", `/v1/me/push-subscriptions/${id}`, { key: other.apiKey })).status).toBe(404);
    expect((await api("DELETE", `/v1/me/push-subscriptions/${id}`, { key: p.apiKey })).body).toEqual({ id, deleted: true });
    expect((await api("GET", "/v1/me/push-subscriptions", { key: p.apiKey })).body.subscriptions).toEqual([]);
    expect((await api("GET", "/v1/me/push-subscriptions")).status).toBe(401);
  });

  it("refuses bad subscription JSON and private or non-https endpoints with stable codes, storing nothing", async () => {
    const p = await registerPlayer("Sneaky");
    const good = (await newBrowser(endpoint("ok"))).subscription;
    const cases: [unknown, number, string][] = [
      [{}, 400, "MALFORMED_REQUEST"],
      [{ endpoint: good.endpoint }, 400, "MALFORMED_REQUEST"],
      [{ ...good, keys: { p256dh: 42, auth: good.keys.auth } }, 400, "MALFORMED_REQUEST"],
      [{ ...good, keys: { ...good.keys, p256dh: "not base64!" } }, 400, "INVALID_PUSH_SUBSCRIPTION"],
      [{ ...good, keys: { ...good.keys, p256dh: good.keys.auth } }, 400, "INVALID_PUSH_SUBSCRIPTION"],
      // 65 bytes that start like a point but are not on the curve
      [{ ...good, keys: { ...good.keys, p256dh: `BA${"A".repeat(85)}` } }, 400, "INVALID_PUSH_SUBSCRIPTION"],
      [{ ...good, keys: { ...good.keys, auth: good.keys.p256dh } }, 400, "INVALID_PUSH_SUBSCRIPTION"],
      [{ ...good, endpoint: "http://push.example.com/plain" }, 422, "PUSH_ENDPOINT_REFUSED"],
      [{ ...good, endpoint: "not a url" }, 422, "PUSH_ENDPOINT_REFUSED"],
    ];
    for (const url of [
      "https://127.0.0.1/p",
      "https://localhost/p",
      "https://10.1.2.3/p",
      "https://169.254.169.254/latest",
      "https://[::1]/p",
      "https://0x7f.1/p",
      "https://rebind.example.com/p",
      "https://user:pw@push.example.com/p",
    ]) {
      cases.push([{ ...good, endpoint: url }, 422, "PUSH_ENDPOINT_REFUSED"]);
    }
    for (const [body, status, code] of cases) {
      const r = await api("POST", "/v1/me/push-subscriptions", { key: p.apiKey, body });
      expect([r.status, r.body.code], JSON.stringify(body)).toEqual([status, code]);
    }
    expect((await api("GET", "/v1/me/push-subscriptions", { key: p.apiKey })).body.subscriptions).toEqual([]);
  });
});

describe("pushes", () => {
  it("pushes your turn, decrypted and VAPID-verified, saying only game, kind, seat and deadline; then game over", async () => {
    const key = await serverKey();
    const { alice, bob, id } = await startedGame("star-battle", {}, "public");
    const browsers = { [alice.id]: await subscribed(alice.apiKey), [bob.id]: await subscribed(bob.apiKey) };
    const mover = (await toMove(id, [alice, bob]))!;
    // The seat that owed the first decision was told when the game started, before it subscribed: the next decision is pushed.
    const moved = await api("POST", `/v1/games/${id}/actions`, {
      key: mover.key,
      body: { action: mover.choice, expectedVersion: mover.version },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await drain(id);
    const next = (await toMove(id, [alice, bob]))!;
    const nextPlayer = next.key === alice.apiKey ? alice : bob;
    const turns = (await openedPushes(browsers[nextPlayer.id]!, key)).filter((p) => p.payload.type === "decision.required");
    expect(turns.length).toBeGreaterThanOrEqual(1);
    const push = turns.at(-1)!;
    expect(Object.keys(push.payload).sort()).toEqual(["deadline", "gameId", "kind", "outcome", "seat", "type", "url", "version"]);
    expect(push.payload).toMatchObject({
      type: "decision.required",
      gameId: id,
      kind: "star-battle",
      seat: next.seat,
      outcome: null,
      url: `/game?id=${id}`,
    });
    expect(push.request.headers).toMatchObject({
      urgency: "high",
      ttl: "86400",
      "content-type": "application/octet-stream",
      encryption: null,
      "crypto-key": null,
    });
    expect(push.request.headers.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
    // Padded: the body's size says nothing of the text's length within 256 bytes.
    expect((atob(push.request.body).length - 86 - 16) % 256).toBe(0);

    const resigned = await api("POST", `/v1/games/${id}/resign`, { key: alice.apiKey, body: {} });
    expect(resigned.status).toBe(200);
    await drain(id);
    for (const p of [alice, bob]) {
      const over = (await openedPushes(browsers[p.id]!, key)).filter((x) => x.payload.type === "game.over");
      expect(over).toHaveLength(1);
      expect(over[0]!.payload.outcome).toEqual(resigned.body.game.outcome);
      expect(over[0]!.request.headers.urgency).toBe("normal");
    }
  });

  it("pushes your deadline with your turn, and a deadline near some hours before it (the game's warningHours)", async () => {
    const key = await serverKey();
    const alice = await registerPlayer("Alice");
    const bob = await registerPlayer("Bob");
    const timeControl = { decisionHours: 10, warningHours: 2, vacationDays: 0 };
    const id = (await api("POST", "/v1/games", { key: alice.apiKey, body: { kind: "star-battle", timeControl } })).body.id as string;
    await api("POST", `/v1/games/${id}/join`, { key: bob.apiKey, body: {} });
    const browsers = { [alice.id]: await subscribed(alice.apiKey, "deadline"), [bob.id]: await subscribed(bob.apiKey, "deadline") };
    const m = (await toMove(id, [alice, bob]))!;
    await api("POST", `/v1/games/${id}/actions`, { key: m.key, body: { action: m.choice } });
    await drain(id);
    const next = (await toMove(id, [alice, bob]))!;
    const owner = next.key === alice.apiKey ? alice : bob;
    const game = (await api("GET", `/v1/games/${id}`, { key: owner.apiKey })).body;
    const deadline = game.timeControl.seats.find((s: any) => s.seat === next.seat).deadline;
    expect(deadline).toBeTruthy();
    const turn = (await openedPushes(browsers[owner.id]!, key)).filter((p) => p.payload.type === "decision.required").at(-1)!;
    expect(turn.payload.deadline).toBe(deadline);
    // Eight hours on: two hours before the deadline, a deadline near.
    await advance(id, 8 * 3_600_000 + 60_000);
    await runDurableObjectAlarm(stubOf(id));
    await drain(id);
    const near = (await openedPushes(browsers[owner.id]!, key)).filter((p) => p.payload.type === "deadline.warning");
    expect(near).toHaveLength(1);
    expect(near[0]!.payload).toMatchObject({ gameId: id, seat: next.seat, deadline, outcome: null });
  });

  it("keeps hidden information out of every push (Star Battle's hands)", async () => {
    const key = await serverKey();
    const { alice, bob, id } = await startedGame("star-battle", {}, "public");
    const browsers = { [alice.id]: await subscribed(alice.apiKey, "hidden"), [bob.id]: await subscribed(bob.apiKey, "hidden") };
    for (let i = 0; i < 6; i++) {
      const m = await toMove(id, [alice, bob]);
      if (!m?.choice) break;
      await api("POST", `/v1/games/${id}/actions`, { key: m.key, body: { action: m.choice } });
      await drain(id);
    }
    let checked = 0;
    for (const p of [alice, bob]) {
      const secrets = await runInDurableObject(stubOf(id), (room) => {
        const g = room.seams.session.started();
        const seat = g.meta.seats.find((s) => s.playerId === p.id)!.seat;
        return g.game.secrets(g.state, seat);
      });
      expect(secrets.length).toBeGreaterThan(0);
      const pushes = await openedPushes(browsers[p.id]!, key);
      expect(pushes.length).toBeGreaterThan(0);
      for (const push of pushes) {
        const seen = strings(push.payload);
        expect(secrets.filter((s) => seen.has(s))).toEqual([]);
        expect(push.payload.decisions).toBeUndefined();
        checked += secrets.length;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("deletes a subscription its push service answers 410 or 404 to", async () => {
    for (const path of ["gone", "notfound"]) {
      const { alice, bob, id } = await startedGame("star-battle", {}, "public");
      await subscribed(alice.apiKey, path);
      await subscribed(bob.apiKey, path);
      const m = (await toMove(id, [alice, bob]))!;
      await api("POST", `/v1/games/${id}/actions`, { key: m.key, body: { action: m.choice } });
      await drain(id);
      const sent = await pushesReceived(`/${path}/`);
      expect(sent.length).toBeGreaterThan(0);
      const left = [
        ...(await api("GET", "/v1/me/push-subscriptions", { key: alice.apiKey })).body.subscriptions,
        ...(await api("GET", "/v1/me/push-subscriptions", { key: bob.apiKey })).body.subscriptions,
      ];
      const pushedTo = new Set(sent.map((r) => r.url));
      expect(left.filter((s: any) => pushedTo.has(s.endpoint))).toEqual([]);
    }
  });

  it("retries a push the push service failed with 5xx, on the webhooks' schedule", async () => {
    const key = await serverKey();
    const { alice, bob, id } = await startedGame("star-battle", {}, "public");
    const browsers = [await subscribed(alice.apiKey, "fail/1"), await subscribed(bob.apiKey, "fail/1")];
    const m = (await toMove(id, [alice, bob]))!;
    await api("POST", `/v1/games/${id}/actions`, { key: m.key, body: { action: m.choice } });
    await drain(id);
    const first = (await pushesReceived("/fail/1/")).filter((r) => browsers.some((b) => b.subscription.endpoint === r.url));
    expect(first.map((r) => r.status)).toContain(500);
    await advance(id, 7_000);
    await drain(id);
    let retried = 0;
    for (const b of browsers) {
      const all = (await pushesReceived()).filter((r) => r.url === b.subscription.endpoint);
      if (all.length === 0) continue;
      expect(all.map((r) => r.status)).toEqual([500, 201]);
      expect((await openedPushes(b, key)).length).toBe(2);
      retried++;
    }
    expect(retried).toBeGreaterThan(0);
  });
});

describe("preferences, quiet hours and mute", () => {
  const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16);

  it("stores preferences, refuses a bad time zone or time with 400, and changes nothing then", async () => {
    const p = await registerPlayer("Prefs");
    expect((await api("GET", "/v1/me/notification-preferences", { key: p.apiKey })).body).toEqual({
      events: ["decision.required", "deadline.warning", "game.over", "message.posted", "invitation.received"],
      quietHours: null,
      mutedGames: [],
      deadlineWarningHours: null,
    });
    const put = await api("PUT", "/v1/me/notification-preferences", {
      key: p.apiKey,
      body: { events: ["game.over"], quietHours: { start: "22:30", end: "07:00", timeZone: "Europe/Paris" } },
    });
    expect(put.body).toEqual({
      events: ["game.over"],
      quietHours: { start: "22:30", end: "07:00", timeZone: "Europe/Paris" },
      mutedGames: [],
      deadlineWarningHours: null,
    });
    for (const body of [
      { quietHours: { start: "22:30", end: "07:00", timeZone: "Mars/Olympus" } },
      { quietHours: { start: "24:00", end: "07:00", timeZone: "UTC" } },
      { events: ["game.action"] },
      { sound: true },
    ]) {
      const r = await api("PUT", "/v1/me/notification-preferences", { key: p.apiKey, body });
      expect([r.status, r.body.code], JSON.stringify(body)).toEqual([400, "MALFORMED_REQUEST"]);
    }
    expect((await api("GET", "/v1/me/notification-preferences", { key: p.apiKey })).body).toEqual(put.body);
  });

  it("holds pushes made in quiet hours until they end, in the person's time zone", async () => {
    const key = await serverKey();
    const { alice, bob, id } = await startedGame("star-battle", {}, "public");
    const now = Date.now();
    // Quiet from an hour ago to two hours from now, in UTC, for both.
    for (const p of [alice, bob]) {
      const r = await api("PUT", "/v1/me/notification-preferences", {
        key: p.apiKey,
        body: { quietHours: { start: hhmm(now - 3_600_000), end: hhmm(now + 7_200_000), timeZone: "UTC" } },
      });
      expect(r.status).toBe(200);
    }
    const browsers = [await subscribed(alice.apiKey, "quiet"), await subscribed(bob.apiKey, "quiet")];
    const m = (await toMove(id, [alice, bob]))!;
    await api("POST", `/v1/games/${id}/actions`, { key: m.key, body: { action: m.choice } });
    await drain(id);
    const mine = async () => (await pushesReceived()).filter((r) => browsers.some((b) => b.subscription.endpoint === r.url));
    expect(await mine()).toEqual([]);
    await advance(id, 2 * 3_600_000 + 60_000);
    await drain(id);
    const after = await mine();
    expect(after.length).toBeGreaterThan(0);
    for (const b of browsers) for (const p of await openedPushes(b, key)) expect(p.payload.type).toBe("decision.required");
  });

  it("does not push from a muted game or an event turned off, and pushes again when unmuted", async () => {
    const g1 = await startedGame("star-battle", {}, "public");
    expect((await api("PUT", `/v1/games/nope/mute`, { key: g1.alice.apiKey, body: { muted: true } })).status).toBe(404);
    expect((await api("PUT", `/v1/games/${g1.id}/mute`, { key: g1.alice.apiKey, body: { muted: "yes" } })).status).toBe(400);
    for (const p of [g1.alice, g1.bob])
      expect((await api("PUT", `/v1/games/${g1.id}/mute`, { key: p.apiKey, body: { muted: true } })).body).toEqual({
        gameId: g1.id,
        muted: true,
      });
    const browsers = [await subscribed(g1.alice.apiKey, "mute"), await subscribed(g1.bob.apiKey, "mute")];
    const sent = async () => (await pushesReceived()).filter((r) => browsers.some((b) => b.subscription.endpoint === r.url));
    let m = (await toMove(g1.id, [g1.alice, g1.bob]))!;
    await api("POST", `/v1/games/${g1.id}/actions`, { key: m.key, body: { action: m.choice } });
    await drain(g1.id);
    expect(await sent()).toEqual([]);
    expect((await api("GET", "/v1/me/notification-preferences", { key: g1.alice.apiKey })).body.mutedGames).toEqual([g1.id]);
    // Unmuted, but "your turn" turned off: still nothing for a decision.
    for (const p of [g1.alice, g1.bob]) {
      await api("PUT", `/v1/games/${g1.id}/mute`, { key: p.apiKey, body: { muted: false } });
      await api("PUT", "/v1/me/notification-preferences", { key: p.apiKey, body: { events: ["game.over"] } });
    }
    m = (await toMove(g1.id, [g1.alice, g1.bob]))!;
    if (m.choice) await api("POST", `/v1/games/${g1.id}/actions`, { key: m.key, body: { action: m.choice } });
    await drain(g1.id);
    expect(await sent()).toEqual([]);
    await api("POST", `/v1/games/${g1.id}/resign`, { key: g1.alice.apiKey, body: {} });
    await drain(g1.id);
    expect((await sent()).length).toBe(2);
  });
});
