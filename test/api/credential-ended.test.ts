// What a key or token set going ends with it, from the outside: a webhook made with a leaked bot
// token must not keep hearing its player's choices (and answering them) after the person revokes
// the token; a lost phone's push subscription must go with the phone's token; replacing the master
// key ends what the old one made; an app's grant ended by its own revocation ends what the app
// made; and the hourly purge does the same for a token that expired.
import { createScheduledController, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../src/index";
import { REFRESH_TOKEN_SECONDS } from "../../src/oauth/provider";
import { advance, api, drain, keyToMove, received, registerPlayer, startedGame } from "./helpers";
import { SseClient, untilEnded } from "./live-clients";
import { allow, appTokens, authorizeQuery, call, exchange, ORIGIN, pkce, registerClient } from "./oauth-app";
import { newBrowser } from "./push-keys";

const HOOKS = "https://hooks.example.com";

type Player = { id: string; apiKey: string };

async function mint(key: string, scopes: string[], extra: Record<string, unknown> = {}): Promise<{ id: string; token: string }> {
  const made = await api("POST", "/v1/me/tokens", { key, body: { name: "helper", kind: "bot", scopes, ...extra } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body;
}

async function hook(key: string, path: string, extra: Record<string, unknown> = {}): Promise<{ id: string; madeWith: string | null }> {
  const made = await api("POST", "/v1/webhooks", { key, body: { url: `${HOOKS}${path}`, ...extra } });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body;
}

const webhooksOf = async (key: string) => (await api("GET", "/v1/webhooks", { key })).body.webhooks as any[];
const pushSubscriptionsOf = async (key: string) => (await api("GET", "/v1/me/push-subscriptions", { key })).body.subscriptions as any[];

async function pushFrom(key: string, endpoint: string): Promise<{ id: string; madeWith: string | null }> {
  const browser = await newBrowser(endpoint);
  const made = await api("POST", "/v1/me/push-subscriptions", { key, body: browser.subscription });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body;
}

/** A Star Battle game of theirs that Alice is to move in (Bob moves until then). */
async function aliceToMove(alice: Player, bob: Player): Promise<string> {
  const id = (await api("POST", "/v1/games", { key: alice.apiKey, body: { kind: "star-battle" } })).body.id as string;
  let game = (await api("POST", `/v1/games/${id}/join`, { key: bob.apiKey, body: {} })).body.game;
  for (let i = 0; i < 20 && keyToMove(game, [alice, bob]) === bob.apiKey; i++) {
    const action = (await api("POST", `/v1/games/${id}/suggest`, { key: bob.apiKey })).body.action;
    game = (await api("POST", `/v1/games/${id}/actions`, { key: bob.apiKey, body: { action } })).body.game;
  }
  expect(keyToMove(game, [alice, bob])).toBe(alice.apiKey);
  return id;
}

/**
 * Alice comes to owe a decision; her bot webhook (at `path`) must not be told it, so it cannot
 * answer for her: the game waits. Answers the webhook's delivery log, newest first.
 */
async function notToldOnHerTurn(alice: Player, bob: Player, path: string, hookId: string): Promise<{ status: string; attempts: number }[]> {
  const id = await aliceToMove(alice, bob);
  const game = (await api("GET", `/v1/games/${id}`)).body;
  await drain(id);
  expect(await received(path)).toEqual([]);
  const after = (await api("GET", `/v1/games/${id}`)).body;
  expect([after.version, keyToMove(after, [alice, bob])]).toEqual([game.version, alice.apiKey]);
  const log = (await api("GET", `/v1/webhooks/${hookId}/deliveries?limit=200`, { key: alice.apiKey })).body.deliveries;
  expect(log.length).toBeGreaterThan(0);
  return log;
}

describe("what a key or token made ends with it", () => {
  it("a bot webhook made with a leaked token stops hearing and answering for its player once the token is revoked, a delivery already queued included", {
    timeout: 30_000,
  }, async () => {
    const alice = await registerPlayer("Leaky");
    const bob = await registerPlayer("Bob");
    const leaked = await mint(alice.apiKey, ["webhooks"]);
    // Its first delivery fails (500), so it waits for a retry in the room's queue.
    const path = `/failbot/1/${alice.id}`;
    const bot = await hook(leaked.token, path, { events: ["decision.required"], bot: true });
    expect(bot.madeWith).toBe(leaked.id);
    const own = await hook(alice.apiKey, `/plain/own-${alice.id}`, { events: ["decision.required"] });
    expect(own.madeWith).toBe("master");

    const id = await aliceToMove(alice, bob);
    const game = (await api("GET", `/v1/games/${id}`)).body;
    await drain(id);
    expect((await received(path)).map((r) => r.status)).toEqual([500]);

    const revoked = await api("DELETE", `/v1/me/tokens/${leaked.id}`, { key: alice.apiKey });
    expect(revoked.status).toBe(200);
    const [disabled, kept] = [
      (await webhooksOf(alice.apiKey)).find((w) => w.id === bot.id),
      (await webhooksOf(alice.apiKey)).find((w) => w.id === own.id),
    ];
    expect(disabled).toMatchObject({
      disabled: true,
      madeWith: leaked.id,
      disabledReason: expect.stringMatching(`^made with token ${leaked.id}, revoked at `),
    });
    expect(kept).toMatchObject({ disabled: false, madeWith: "master" });

    // The retry comes due: it is not sent, so the bot cannot answer, and the game waits for Alice.
    await advance(id, 10 * 60_000);
    await drain(id);
    expect((await received(path)).map((r) => r.status)).toEqual([500]);
    const log = (await api("GET", `/v1/webhooks/${bot.id}/deliveries?limit=200`, { key: alice.apiKey })).body.deliveries;
    expect(log[0]).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "not sent: the subscription was deleted or disabled, or the token that made it has ended",
    });
    const after = (await api("GET", `/v1/games/${id}`)).body;
    expect([after.version, keyToMove(after, [alice, bob])]).toEqual([game.version, alice.apiKey]);
    // Her own webhook still hears of it.
    expect((await received(`/plain/own-${alice.id}`)).length).toBeGreaterThan(0);
  });

  it("a lost phone's push subscription goes with its token; the person's other device keeps hers", async () => {
    const alice = await registerPlayer("Phones");
    const phone = await mint(alice.apiKey, ["account", "read"], { kind: "device" });
    const tablet = await mint(alice.apiKey, ["account", "read"], { kind: "device" });
    const lost = await pushFrom(phone.token, "https://push.example.com/phone");
    const kept = await pushFrom(tablet.token, "https://push.example.com/tablet");
    expect([lost.madeWith, kept.madeWith]).toEqual([phone.id, tablet.id]);
    expect((await api("DELETE", `/v1/me/tokens/${phone.id}`, { key: alice.apiKey })).status).toBe(200);
    expect((await pushSubscriptionsOf(alice.apiKey)).map((s) => s.id)).toEqual([kept.id]);
    // The same browser sent again with another token is tied to that one (the web client sends it on every visit).
    const again = await pushFrom(tablet.token, "https://push.example.com/tablet");
    expect(again).toMatchObject({ id: kept.id, madeWith: tablet.id });
  });

  it("a replaced master key ends the webhooks and push subscriptions it made; what the new key makes stays", async () => {
    const alice = await registerPlayer("Rotor");
    const old = await hook(alice.apiKey, `/plain/old-${alice.id}`);
    await pushFrom(alice.apiKey, "https://push.example.com/old");
    const rotated = await api("POST", "/v1/me/key/rotate", { key: alice.apiKey });
    const key = rotated.body.apiKey as string;
    expect((await webhooksOf(key)).find((w) => w.id === old.id)).toMatchObject({
      disabled: true,
      disabledReason: expect.stringMatching(/^made with a master key replaced at /),
    });
    expect(await pushSubscriptionsOf(key)).toEqual([]);
    const fresh = await hook(key, `/plain/new-${alice.id}`);
    await pushFrom(key, "https://push.example.com/new");
    expect((await webhooksOf(key)).find((w) => w.id === fresh.id)).toMatchObject({ disabled: false, madeWith: "master" });
    expect(await pushSubscriptionsOf(key)).toHaveLength(1);
  });

  it("an app's webhooks stand while one of its access tokens is revoked, and end with its grant (its refresh token revoked, RFC 7009)", async () => {
    const alice = await registerPlayer("Appy");
    const app = await appTokens(alice.apiKey, "read webhooks");
    const made = await call("POST", "/v1/webhooks", { key: app.access_token, json: { url: `${HOOKS}/plain/app-${alice.id}` } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.madeWith).toMatch(/^oa_/);
    const status = async () => (await webhooksOf(alice.apiKey)).find((w) => w.id === made.body.id);
    await call("POST", "/oauth/token", { form: { token: app.access_token, client_id: app.clientId } });
    expect(await status()).toMatchObject({ disabled: false });
    await call("POST", "/oauth/token", { form: { token: app.refresh_token, client_id: app.clientId } });
    expect(await status()).toMatchObject({
      disabled: true,
      disabledReason: expect.stringMatching(/^made by app grant oa_.*, ended by the app at /),
    });
  });

  it("a reused code ends the grant the first exchange gave, and with it that grant's webhooks and live feeds, before the refusal answers", async () => {
    // RFC 6749 §4.1.2: a code sent twice was seen by someone else; the tokens of its first
    // exchange are revoked, and a bot webhook they made must not keep playing for the person.
    const { alice, id } = await startedGame();
    const clientId = await registerClient();
    const { verifier, challenge } = await pkce();
    const { code } = await allow(alice.apiKey, authorizeQuery(clientId, "read webhooks", challenge));
    const first = await exchange(clientId, code, verifier);
    expect(first.status).toBe(200);
    const token = first.body.access_token as string;
    const made = await call("POST", "/v1/webhooks", { key: token, json: { url: `${HOOKS}/plain/reuse-${alice.id}`, bot: true } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const stream = await SseClient.open(id, { authorization: `Bearer ${token}` }, ORIGIN);
    expect((await stream.next())?.comment).toBe("starpost feed");

    const second = await exchange(clientId, code, verifier);
    expect(second.body).toMatchObject({ error: "invalid_grant", code: "OAUTH_CODE_USED" });
    expect((await webhooksOf(alice.apiKey)).find((w) => w.id === made.body.id)).toMatchObject({
      disabled: true,
      disabledReason: expect.stringMatching(/^made by app grant oa_.*, ended by a reused authorization code at /),
    });
    await untilEnded(stream);
    expect(stream.frames.at(-1)?.comment).toBe("stream closed: the key or token it was opened with was revoked or replaced");
  });

  it("the hourly purge ends what an expired token made: its webhooks are disabled, its push subscriptions deleted", async () => {
    const alice = await registerPlayer("Expiry");
    const brief = await mint(alice.apiKey, ["webhooks", "account"], { expiresIn: 3600 });
    const made = await hook(brief.token, `/plain/brief-${alice.id}`);
    await pushFrom(brief.token, "https://push.example.com/brief");
    const lasting = await hook(alice.apiKey, `/plain/lasting-${alice.id}`);
    const purge = (at: number) =>
      worker.scheduled(createScheduledController({ scheduledTime: new Date(at), cron: "15 * * * *" }), env as Env);
    await purge(Date.now());
    expect((await webhooksOf(alice.apiKey)).every((w) => !w.disabled)).toBe(true);
    await env.DIRECTORY.prepare("UPDATE tokens SET expires_at = ? WHERE id = ?")
      .bind(Date.now() - 1, brief.id)
      .run();
    await purge(Date.now());
    const hooks = await webhooksOf(alice.apiKey);
    expect(hooks.find((w) => w.id === made.id)).toMatchObject({
      disabled: true,
      disabledReason: `made with token ${brief.id}, which has expired`,
    });
    expect(hooks.find((w) => w.id === lasting.id)).toMatchObject({ disabled: false });
    expect(await pushSubscriptionsOf(alice.apiKey)).toEqual([]);
  });

  it("the hourly purge ends what an app grant made once the grant is gone without a call of ours (its 30 days passed); a live grant's stand", async () => {
    const alice = await registerPlayer("Lapsed app");
    const [lapsed, live] = [await appTokens(alice.apiKey, "read webhooks"), await appTokens(alice.apiKey, "read webhooks")];
    const made = async (app: { access_token: string }, name: string) => {
      const r = await call("POST", "/v1/webhooks", {
        key: app.access_token,
        json: { url: `${HOOKS}/plain/${name}-${alice.id}`, bot: true },
      });
      expect(r.status, JSON.stringify(r.body)).toBe(201);
      return r.body as { id: string; madeWith: string };
    };
    const [gone, kept] = [await made(lapsed, "lapsed"), await made(live, "live")];
    const own = await hook(alice.apiKey, `/plain/own-${alice.id}`);
    // A grant lives 30 days from its code's exchange, however often it is refreshed, then KV drops
    // it (its expiry): dropped here as KV does.
    const [userId, grantId] = lapsed.access_token.split(":");
    await env.OAUTH_KV.delete(`grant:${userId}:${grantId}`);
    expect((await call("GET", "/v1/me/tokens", { key: alice.apiKey })).body.tokens.map((t: { id: string }) => t.id)).not.toContain(
      gone.madeWith,
    );
    await worker.scheduled(createScheduledController({ scheduledTime: new Date(), cron: "15 * * * *" }), env as Env);
    const hooks = await webhooksOf(alice.apiKey);
    expect(hooks.find((w) => w.id === gone.id)).toMatchObject({
      disabled: true,
      disabledReason: `made by app grant ${gone.madeWith}, which has ended`,
    });
    expect(hooks.find((w) => w.id === kept.id)).toMatchObject({ disabled: false });
    expect(hooks.find((w) => w.id === own.id)).toMatchObject({ disabled: false });
  });

  it("a bot webhook an app made is sent nothing once the app's grant has lapsed (its 30 days), though the hourly run has not disabled it yet", async () => {
    const alice = await registerPlayer("Lapsing app");
    const bob = await registerPlayer("Bob");
    const app = await appTokens(alice.apiKey, "read webhooks");
    const path = `/bot/lapsing-app-${alice.id}`;
    const r = await call("POST", "/v1/webhooks", {
      key: app.access_token,
      json: { url: `${HOOKS}${path}`, events: ["decision.required"], bot: true },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const bot = r.body as { id: string; madeWith: string };
    // The webhook keeps when the grant ends, as the grant itself says.
    const [userId, grantId] = app.access_token.split(":");
    const grant = (await env.OAUTH_KV.get(`grant:${userId}:${grantId}`, "json")) as { expiresAt: number };
    const kept = await env.DIRECTORY.prepare("SELECT made_with_until FROM webhooks WHERE id = ?")
      .bind(bot.id)
      .first<{ made_with_until: number }>();
    expect(kept?.made_with_until).toBe(grant.expiresAt * 1000);
    // The 30 days pass (brought forward here), and KV drops the grant, as it does at that moment.
    await env.DIRECTORY.prepare("UPDATE webhooks SET made_with_until = ? WHERE id = ?")
      .bind(Date.now() - 1, bot.id)
      .run();
    await env.OAUTH_KV.delete(`grant:${userId}:${grantId}`);

    const log = await notToldOnHerTurn(alice, bob, path, bot.id);
    expect(log[0]).toMatchObject({ status: "failed", attempts: 0 });
    // Still listed as enabled until the hourly run says why.
    expect((await webhooksOf(alice.apiKey)).find((w) => w.id === bot.id)).toMatchObject({ disabled: false });
  });

  it("a webhook an app makes while KV's listing does not show its grant yet keeps the latest end the grant can have: 30 days from now", async () => {
    const alice = await registerPlayer("Quick app");
    const app = await appTokens(alice.apiKey, "read webhooks");
    // KV lists a new key up to a minute late: here the grant is not listed at all (its token still works).
    const [userId, grantId] = app.access_token.split(":");
    await env.OAUTH_KV.delete(`grant:${userId}:${grantId}`);
    const before = Date.now();
    const r = await call("POST", "/v1/webhooks", { key: app.access_token, json: { url: `${HOOKS}/plain/quick-${alice.id}`, bot: true } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const kept = await env.DIRECTORY.prepare("SELECT made_with_until FROM webhooks WHERE id = ?")
      .bind(r.body.id)
      .first<{ made_with_until: number }>();
    expect(kept?.made_with_until).toBeGreaterThanOrEqual(before + REFRESH_TOKEN_SECONDS * 1000);
    expect(kept?.made_with_until).toBeLessThanOrEqual(Date.now() + REFRESH_TOKEN_SECONDS * 1000);
  });

  it("a bot webhook whose token has expired is sent nothing from its expiry on, though the hourly purge has not disabled it yet", async () => {
    const alice = await registerPlayer("Lapsing");
    const bob = await registerPlayer("Bob");
    const brief = await mint(alice.apiKey, ["webhooks"], { expiresIn: 3600 });
    const path = `/bot/expiring-${alice.id}`;
    const bot = await hook(brief.token, path, { events: ["decision.required"], bot: true });
    // The token expires (brought forward in the directory: the API's shortest expiry is a minute).
    await env.DIRECTORY.prepare("UPDATE tokens SET expires_at = ? WHERE id = ?")
      .bind(Date.now() - 1, brief.id)
      .run();

    const log = await notToldOnHerTurn(alice, bob, path, bot.id);
    expect(log[0]).toMatchObject({
      status: "failed",
      attempts: 0,
      lastError: "not sent: the subscription was deleted or disabled, or the token that made it has ended",
    });
  });

  it("a push subscription last sent with a token that has expired is sent nothing, though the hourly purge has not deleted it yet", async () => {
    const alice = await registerPlayer("Lost phone");
    const bob = await registerPlayer("Bob");
    const phone = await mint(alice.apiKey, ["account"], { kind: "device", expiresIn: 3600 });
    const tablet = await mint(alice.apiKey, ["account"], { kind: "device" });
    const onPhone = await pushFrom(phone.token, `https://push.example.com/phone-${alice.id}`);
    const onTablet = await pushFrom(tablet.token, `https://push.example.com/tablet-${alice.id}`);
    await env.DIRECTORY.prepare("UPDATE tokens SET expires_at = ? WHERE id = ?")
      .bind(Date.now() - 1, phone.id)
      .run();
    const id = await aliceToMove(alice, bob);
    await drain(id);
    // Both are still listed (the purge deletes the phone's within the hour), but only the tablet is told.
    const told = async (sub: { id: string }) =>
      (await api("GET", `/v1/me/push-subscriptions/${sub.id}/deliveries`, { key: alice.apiKey })).body.deliveries as any[];
    await expect
      .poll(() => told(onTablet))
      .toEqual([expect.objectContaining({ event: "decision.required", status: "delivered", attempts: 1 })]);
    await expect
      .poll(() => told(onPhone))
      .toEqual([
        expect.objectContaining({
          event: "decision.required",
          status: "failed",
          attempts: 0,
          lastError: "not sent: the subscription was deleted or disabled, or the token that made it has ended",
        }),
      ]);
  });

  it("each ending is counted for the operator (credential_ended): what kind, the rooms told and not reached, what it ended; never which key", async () => {
    const points: AnalyticsEngineDataPoint[] = [];
    const withMetrics = { ...(env as Env), METRICS: { writeDataPoint: (p: AnalyticsEngineDataPoint) => void points.push(p) } };
    const { alice } = await startedGame(); // one game not over: one room to tell
    const bot = await mint(alice.apiKey, ["webhooks", "account"]);
    await hook(bot.token, `/plain/counted-${alice.id}`);
    await pushFrom(bot.token, "https://push.example.com/counted");
    expect((await api("DELETE", `/v1/me/tokens/${bot.id}`, { key: alice.apiKey, env: withMetrics })).status).toBe(200);
    const ended = points.filter((p) => p.indexes?.[0] === "credential_ended");
    expect(ended).toHaveLength(1);
    expect(ended[0]!.blobs).toEqual(["credential_ended", "token"]);
    expect(ended[0]!.doubles!.slice(1)).toEqual([1, 0, 1, 1]);
    expect(JSON.stringify(ended)).not.toContain(bot.id);
  });
});
