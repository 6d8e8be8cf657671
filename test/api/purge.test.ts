// The hourly scheduled run (src/scheduled.ts), called as the platform calls it: ended tokens, old
// pairing codes and the last uses of gone app grants leave the directory after their keeping time
// and not before; what still works is never touched. And the check that lets the run leave KV
// alone: every record the OAuth library writes carries a KV expiry, and a revoked grant leaves none.
import { createScheduledController, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { resolveCaller } from "../../src/api/auth";
import { normalizeCode, storePairingCode } from "../../src/directory/pairing";
import { DELIVERY_LOG_KEPT_MS, INVITATION_KEPT_MS } from "../../src/directory/purge";
import { logDelivery } from "../../src/directory/webhooks";
import { secretHash } from "../../src/directory/tokens";
import worker from "../../src/index";
import { ACCESS_TOKEN_SECONDS, REFRESH_TOKEN_SECONDS } from "../../src/oauth/provider";
import { api, drain, keyToMove, registerPlayer, startedGame, subscribe } from "./helpers";
import { appTokens, call, ORIGIN } from "./oauth-app";

const DAY = 24 * 3600 * 1000;

async function runScheduled(at: number): Promise<void> {
  const controller = createScheduledController({ scheduledTime: new Date(at), cron: "15 * * * *" });
  await worker.scheduled(controller, env as Env);
}

async function mint(key: string, name: string, extra: Record<string, unknown> = {}): Promise<{ id: string; token: string }> {
  const r = await api("POST", "/v1/me/tokens", { key, body: { name, scopes: ["read"], ...extra } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body;
}

const listed = async (key: string): Promise<string[]> =>
  ((await api("GET", "/v1/me/tokens", { key })).body.tokens as { name: string }[]).map((t) => t.name).sort();

const codeRow = async (code: string) =>
  env.DIRECTORY.prepare("SELECT used_at FROM pairing_codes WHERE code_hash = ?")
    .bind(await secretHash(normalizeCode(code)))
    .first();

describe("the scheduled purge", () => {
  it("keeps an expired or revoked token 30 days (refused with its own code), then deletes it; live tokens stay", {
    timeout: 60_000,
  }, async () => {
    const alice = await registerPlayer("Alice");
    const t0 = Date.now();
    const short = await mint(alice.apiKey, "short", { expiresIn: 60 });
    const revoked = await mint(alice.apiKey, "revoked");
    const live = await mint(alice.apiKey, "live");
    const year = await mint(alice.apiKey, "year", { expiresIn: 366 * 24 * 3600 });
    expect((await api("DELETE", `/v1/me/tokens/${revoked.id}`, { key: alice.apiKey })).status).toBe(200);
    const caller = (token: string, at: number) => resolveCaller(env, `${ORIGIN}/v1/me`, `Bearer ${token}`, at);

    await runScheduled(t0 + 29 * DAY);
    expect(await listed(alice.apiKey)).toEqual(["Master API key", "live", "revoked", "short", "year"]);
    expect(await caller(short.token, t0 + 29 * DAY)).toMatchObject({ ok: false, error: { code: "TOKEN_EXPIRED" } });
    expect(await caller(revoked.token, t0 + 29 * DAY)).toMatchObject({ ok: false, error: { code: "TOKEN_REVOKED" } });

    await runScheduled(t0 + 31 * DAY);
    expect(await listed(alice.apiKey)).toEqual(["Master API key", "live", "year"]);
    expect(await caller(short.token, t0 + 31 * DAY)).toMatchObject({ ok: false, error: { code: "UNAUTHENTICATED" } });
    expect(await caller(revoked.token, t0 + 31 * DAY)).toMatchObject({ ok: false, error: { code: "UNAUTHENTICATED" } });
    expect((await api("GET", "/v1/me", { key: live.token })).status).toBe(200);
    expect((await api("GET", "/v1/me", { key: year.token })).status).toBe(200);
  });

  it("keeps an ended token past its 30 days while a token it made is still there, so a cascade later reaches what it made; then deletes it", {
    timeout: 60_000,
  }, async () => {
    const alice = await registerPlayer("Alice");
    const t0 = Date.now();
    // The laptop minted a bot token, and the bot one of its own; the laptop was signed out alone.
    const laptop = await mint(alice.apiKey, "laptop", { scopes: ["read", "account"] });
    const bot = await mint(laptop.token, "bot", { scopes: ["read", "account"] });
    const helper = await mint(bot.token, "helper");
    expect((await api("DELETE", `/v1/me/tokens/${laptop.id}`, { key: alice.apiKey })).status).toBe(200);
    expect((await api("DELETE", `/v1/me/tokens/${bot.id}`, { key: alice.apiKey })).status).toBe(200);

    // Past their 30 days both stay listed: the helper, still working, came from them.
    await runScheduled(t0 + 31 * DAY);
    expect(await listed(alice.apiKey)).toEqual(["Master API key", "bot", "helper", "laptop"]);
    const cascade = await api("DELETE", `/v1/me/tokens/${laptop.id}?cascade=true`, { key: alice.apiKey });
    expect([cascade.status, cascade.body.alsoRevoked], JSON.stringify(cascade.body)).toEqual([200, [helper.id]]);
    expect((await api("GET", "/v1/me", { key: helper.token })).body.code).toBe("TOKEN_REVOKED");

    // Then they go, the last made first: the helper 30 days after its revocation, then what made it.
    const ended = Date.now();
    await runScheduled(ended + 31 * DAY);
    expect(await listed(alice.apiKey)).toEqual(["Master API key", "bot", "laptop"]);
    await runScheduled(ended + 31 * DAY + 3600_000);
    expect(await listed(alice.apiKey)).toEqual(["Master API key", "laptop"]);
    await runScheduled(ended + 31 * DAY + 2 * 3600_000);
    expect(await listed(alice.apiKey)).toEqual(["Master API key"]);
  });

  it("keeps a pairing code a day past its expiry, used or not, then deletes it; a newer code stays", async () => {
    const alice = await registerPlayer("Alice");
    const t0 = Date.now();
    const unused = (await api("POST", "/v1/me/pairing-codes", { key: alice.apiKey })).body.code as string;
    const used = (await api("POST", "/v1/me/pairing-codes", { key: alice.apiKey })).body.code as string;
    const redeemed = await api("POST", "/v1/pairing/redeem", { body: { code: used }, headers: { "cf-connecting-ip": "198.51.100.77" } });
    expect(redeemed.status).toBe(201);
    const later = await storePairingCode(env.DIRECTORY, alice.id, null, t0 + 2 * DAY);

    await runScheduled(t0 + 5 * 60_000 + (23 * DAY) / 24);
    expect(await codeRow(unused)).not.toBeNull();
    expect(await codeRow(used)).not.toBeNull();

    await runScheduled(t0 + 5 * 60_000 + (25 * DAY) / 24);
    expect(await codeRow(unused)).toBeNull();
    expect(await codeRow(used)).toBeNull();
    expect(await codeRow(later.code)).not.toBeNull();
    // The device the used code signed in keeps its token.
    expect((await api("GET", "/v1/me", { key: redeemed.body.token.token })).status).toBe(200);
  });

  it("keeps a delivery's log row 30 days after its last attempt, then deletes it; a later row stays", { timeout: 60_000 }, async () => {
    const { alice, bob, id, game } = await startedGame();
    const key = keyToMove(game, [alice, bob])!;
    // The other player listens: told of the move made (game.action) and of the decision now theirs.
    const listener = key === alice.apiKey ? bob : alice;
    const hook = await subscribe(listener.apiKey, { url: `https://hooks.example.com/plain/kept-${listener.id}` });
    const action = (await api("POST", `/v1/games/${id}/suggest`, { key })).body.action;
    expect((await api("POST", `/v1/games/${id}/actions`, { key, body: { action } })).status).toBe(200);
    await drain(id);
    const logged = async () =>
      (
        (await api("GET", `/v1/webhooks/${hook.id}/deliveries?limit=200`, { key: listener.apiKey })).body.deliveries as { id: string }[]
      ).map((d) => d.id);
    const first = await logged();
    expect(first.length).toBeGreaterThan(0);
    const t1 = Math.max(
      ...(await env.DIRECTORY.prepare("SELECT updated_at FROM webhook_deliveries WHERE webhook_id = ?").bind(hook.id).all()).results.map(
        (r) => r.updated_at as number,
      ),
    );
    // A delivery attempted again two days later (its row's last change then).
    await logDelivery(env.DIRECTORY, {
      id: "msg_later",
      webhookId: hook.id,
      gameId: id,
      event: "game.action",
      status: "delivered",
      attempts: 2,
      lastStatus: 200,
      lastError: null,
      nextAttemptAt: null,
      createdAt: t1,
      updatedAt: t1 + 2 * DAY,
    });

    await runScheduled(t1 + DELIVERY_LOG_KEPT_MS - DAY);
    expect((await logged()).sort()).toEqual([...first, "msg_later"].sort());
    await runScheduled(t1 + DELIVERY_LOG_KEPT_MS + DAY);
    expect(await logged()).toEqual(["msg_later"]);
    await runScheduled(t1 + DELIVERY_LOG_KEPT_MS + 3 * DAY);
    expect(await logged()).toEqual([]);
  });

  it("keeps an unanswered invitation 30 days past its expiry (a late answer is told INVITATION_EXPIRED), then deletes it; others stay", async () => {
    const [ann, ben, cal] = [await registerPlayer("Ann"), await registerPlayer("Ben"), await registerPlayer("Cal")];
    const id = (await api("POST", "/v1/games", { key: ann.apiKey, body: { kind: "star-battle", visibility: "private" } })).body
      .id as string;
    const invite = async (playerId: string) =>
      (await api("POST", `/v1/games/${id}/invitations`, { key: ann.apiKey, body: { playerId } })).body.id as string;
    const [toBen, toCal] = [await invite(ben.id), await invite(cal.id)];
    // Ben's lapses unanswered (brought forward: the API's invitations last 7 days); Cal's stands.
    const lapsedAt = Date.now() - 1;
    await env.DIRECTORY.prepare("UPDATE invitations SET expires_at = ? WHERE id = ?").bind(lapsedAt, toBen).run();
    const answer = async (key: string, invitation: string) => {
      const r = await api("POST", `/v1/invitations/${invitation}/accept`, { key, body: {} });
      return [r.status, r.body.code];
    };
    expect(await answer(ben.apiKey, toBen)).toEqual([410, "INVITATION_EXPIRED"]);

    await runScheduled(lapsedAt + INVITATION_KEPT_MS - DAY);
    expect(await answer(ben.apiKey, toBen)).toEqual([410, "INVITATION_EXPIRED"]);
    await runScheduled(lapsedAt + INVITATION_KEPT_MS + DAY);
    expect(await answer(ben.apiKey, toBen)).toEqual([404, "INVITATION_NOT_FOUND"]);
    expect((await api("GET", "/v1/me/invitations", { key: cal.apiKey })).body.invitations.map((i: { id: string }) => i.id)).toEqual([
      toCal,
    ]);
  });

  it("forgets an app grant's last use once the grant cannot be alive (30 days after it), not before", { timeout: 60_000 }, async () => {
    const alice = await registerPlayer("Alice");
    const app = await appTokens(alice.apiKey, "read");
    const t0 = Date.now();
    expect((await call("GET", "/v1/me", { key: app.access_token })).status).toBe(200);
    const grantId = app.access_token.split(":")[1]!;
    const use = () => env.DIRECTORY.prepare("SELECT last_used_at FROM app_grant_uses WHERE grant_id = ?").bind(grantId).first();

    await runScheduled(t0 + REFRESH_TOKEN_SECONDS * 1000 - DAY);
    expect(await use()).not.toBeNull();
    await runScheduled(t0 + REFRESH_TOKEN_SECONDS * 1000 + DAY);
    expect(await use()).toBeNull();
  });
});

describe("the OAuth library's records in KV need no sweep", () => {
  it("every record of a whole flow carries a KV expiry no later than its lifetime; a revoked grant leaves no token behind", {
    timeout: 60_000,
  }, async () => {
    const alice = await registerPlayer("Alice");
    const kept = await appTokens(alice.apiKey, "read");
    const refreshed = await call("POST", "/oauth/token", {
      form: { grant_type: "refresh_token", refresh_token: kept.refresh_token, client_id: kept.clientId },
    });
    expect(refreshed.status).toBe(200);
    const gone = await appTokens(alice.apiKey, "read");
    // App grants are listed and revoked on the origin that granted them (https here).
    const goneLine = ((await call("GET", "/v1/me/tokens", { key: alice.apiKey })).body.tokens as any[]).find(
      (t) => t.id === `oa_${gone.access_token.split(":")[1]}`,
    );
    expect((await call("DELETE", `/v1/me/tokens/${goneLine.id}`, { key: alice.apiKey })).status).toBe(200);

    const nowS = Date.now() / 1000;
    const slack = 120;
    const keysOf = async (prefix: string) => (await env.OAUTH_KV.list({ prefix })).keys;
    const grants = await keysOf(`grant:${alice.id}:`);
    const tokens = await keysOf(`token:${alice.id}:`);
    const clients = [...(await keysOf(`client:${kept.clientId}`)), ...(await keysOf(`client:${gone.clientId}`))];
    expect(grants).toHaveLength(1);
    // The kept grant's two access tokens (the first keeps its hour after the refresh).
    expect(tokens).toHaveLength(2);
    expect(clients).toHaveLength(2);
    for (const k of grants) expect(k.expiration, k.name).toBeLessThanOrEqual(nowS + REFRESH_TOKEN_SECONDS + slack);
    for (const k of tokens) expect(k.expiration, k.name).toBeLessThanOrEqual(nowS + ACCESS_TOKEN_SECONDS + slack);
    for (const k of clients) expect(k.expiration, k.name).toBeLessThanOrEqual(nowS + 90 * 24 * 3600 + slack);
    expect(tokens.every((k) => !k.name.includes(gone.access_token.split(":")[1]!))).toBe(true);
  });
});
