// Tokens with scopes and expiry, the master key's rotation, pairing codes and passkeys (issue
// 19), over HTTP as a client would use them; the scope table is walked against the OpenAPI
// document so a new operation without a scope fails here.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import openapi from "../../schema/openapi.json";
import { restRoutes } from "../../src/api/rest";
import { OPERATION_SCOPES, requirementOf } from "../../src/api/scopes";
import { resolveCaller } from "../../src/api/auth";
import { HOLDER_TRUST_MS, KnownHolders, secretHash } from "../../src/directory/tokens";
import { SIGNIN_LIMIT } from "../../src/api/signin-limit";
import { api, keyToMove, registerPlayer, startedGame } from "./helpers";
import { SoftAuthenticator } from "./fixtures/soft-authenticator";

async function mint(key: string, body: Record<string, unknown>) {
  const r = await api("POST", "/v1/me/tokens", { key, body: { name: "test", ...body } });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body as { id: string; token: string; scopes: string[] };
}

/**
 * Each call its own address, so the sign-in budget one test spends is never another's: a random
 * pick among 250 addresses collided (birthday odds) with the test that exhausts its budget.
 */
const run = Math.floor(Math.random() * 0xffff).toString(16);
let clients = 0;
const address = () => ({ "cf-connecting-ip": `2001:db8:${run}::${(++clients).toString(16)}` });

async function myMove(id: string, key: string) {
  const game = (await api("GET", `/v1/games/${id}`, { key })).body;
  return { game, choice: game.pending.find((p: any) => p.seat === game.you.seat)?.choices[0] };
}

describe("the operation → scope table", () => {
  it("names every REST operation, and the OpenAPI document states each one's scope in its security and x-scope", () => {
    const ops = Object.values(openapi.paths).flatMap((methods) => Object.values(methods as Record<string, any>));
    // …and the OAuth protocol's four endpoints, which need no key.
    expect(ops.length).toBe(restRoutes.length + 4);
    for (const op of ops) {
      const need = requirementOf(op.operationId);
      expect(need, op.operationId).toBeDefined();
      expect(op["x-scope"], op.operationId).toBe(need);
      const scopes = (op.security as Record<string, string[]>[]).flatMap((s) => s.apiKey ?? []);
      if (need === "public" || need === "token") expect(scopes).toEqual([]);
      else expect(scopes, op.operationId).toEqual([need]);
    }
    expect((openapi.components.securitySchemes.apiKey as any)["x-scopes"]).toHaveProperty("play:<gameId>");
  });

  it("every REST operation that needs a scope refuses a token without it: 403 INSUFFICIENT_SCOPE naming it, nothing done", {
    timeout: 120_000,
  }, async () => {
    const { alice, id } = await startedGame();
    const other = {
      read: ["webhooks"],
      play: ["read", "webhooks", "account"],
      webhooks: ["read", "play", "account"],
      account: ["read", "play", "webhooks"],
    } as const;
    const tokens = Object.fromEntries(
      await Promise.all(Object.entries(other).map(async ([need, scopes]) => [need, (await mint(alice.apiKey, { scopes })).token])),
    );
    let checked = 0;
    for (const route of restRoutes) {
      const need = requirementOf(route.operationId)!;
      if (need === "public" || need === "token") continue;
      const path = route.path.replace("{id}", route.path.startsWith("/v1/games/") ? id : "x").replace("{deliveryId}", "x");
      const r = await api(route.method.toUpperCase(), path, { key: tokens[need], ...(route.body ? { body: {} } : {}) });
      expect(r.status, `${route.operationId}: ${JSON.stringify(r.body)}`).toBe(403);
      expect(r.body.code).toBe("INSUFFICIENT_SCOPE");
      expect(r.body.scope).toBe(need);
      expect(r.body.detail).toContain(`'${need}'`);
      checked++;
    }
    expect(checked).toBeGreaterThan(20);
    const game = await api("GET", `/v1/games/${id}`, { key: alice.apiKey });
    expect(game.body.version).toBe(0);
  });

  it("lists each GraphQL root field or kind mutation", () => {
    expect(Object.keys(OPERATION_SCOPES).some((k) => k.startsWith("Query."))).toBe(true);
    expect(requirementOf("Mutation.playStarBattle")).toBe("play");
    expect(requirementOf("Mutation.somethingNew")).toBeUndefined();
  });
});

describe("tokens", () => {
  it("are minted with scopes and an expiry, listed without their secret, and their last use is recorded", async () => {
    const alice = await registerPlayer("Alice");
    const made = await mint(alice.apiKey, { name: "my bot", kind: "bot", scopes: ["read", "play"], expiresIn: 3600 });
    expect(made.token).toMatch(/^spt_/);
    const me = await api("GET", "/v1/me", { key: made.token });
    expect(me.body).toEqual({ id: alice.id, name: "Alice" });
    const list = await api("GET", "/v1/me/tokens", { key: alice.apiKey });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(made.token);
    expect(JSON.stringify(list.body)).not.toContain(alice.apiKey);
    const [master, bot] = list.body.tokens;
    expect(master).toMatchObject({
      id: "master",
      kind: "master",
      scopes: ["read", "play", "webhooks", "account"],
      current: true,
      expiresAt: null,
    });
    expect(bot).toMatchObject({ id: made.id, name: "my bot", kind: "bot", scopes: ["read", "play"], current: false, revokedAt: null });
    expect(bot.lastUsedAt).not.toBeNull();
    expect(Date.parse(bot.expiresAt) - Date.parse(bot.createdAt)).toBe(3600_000);
  });

  it("refuses bad token requests with 400 MALFORMED_REQUEST and mints nothing", async () => {
    const alice = await registerPlayer("Alice");
    for (const body of [
      { name: "x", scopes: [] },
      { name: "x", scopes: ["admin"] },
      { name: "x", scopes: ["play:"] },
      { name: "x", scopes: ["read"], expiresIn: 5 },
      { name: "", scopes: ["read"] },
      { name: "x", scopes: ["read"], extra: 1 },
    ]) {
      const r = await api("POST", "/v1/me/tokens", { key: alice.apiKey, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.code).toBe("MALFORMED_REQUEST");
    }
    const list = await api("GET", "/v1/me/tokens", { key: alice.apiKey });
    expect(list.body.tokens).toHaveLength(1);
  });

  it("a revoked token gets 401 TOKEN_REVOKED at once; revoking another's token is 404; the master key is rotated, not revoked", async () => {
    const alice = await registerPlayer("Alice");
    const mallory = await registerPlayer("Mallory");
    const made = await mint(alice.apiKey, { scopes: ["read"] });
    expect((await api("DELETE", `/v1/me/tokens/${made.id}`, { key: mallory.apiKey })).status).toBe(404);
    expect((await api("GET", "/v1/me", { key: made.token })).status).toBe(200);
    const revoked = await api("DELETE", `/v1/me/tokens/${made.id}`, { key: alice.apiKey });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).not.toBeNull();
    const after = await api("GET", "/v1/me", { key: made.token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe("TOKEN_REVOKED");
    const gql = await api("POST", "/graphql", { key: made.token, body: { query: "{ me { id } }" } });
    expect(gql.status).toBe(401);
    expect(gql.body.errors[0].extensions.code).toBe("TOKEN_REVOKED");
    expect((await api("DELETE", "/v1/me/tokens/master", { key: alice.apiKey })).body.code).toBe("MALFORMED_REQUEST");
    expect((await api("DELETE", "/v1/me/tokens/tk_none", { key: alice.apiKey })).status).toBe(404);
  });

  it("an expired token gets 401 TOKEN_EXPIRED", async () => {
    const alice = await registerPlayer("Alice");
    const made = await mint(alice.apiKey, { scopes: ["read"], expiresIn: 60 });
    expect((await resolveCaller(env, "https://starpost.test/", `Bearer ${made.token}`, Date.now() + 59_000)).ok).toBe(true);
    const later = await resolveCaller(env, "https://starpost.test/", `Bearer ${made.token}`, Date.now() + 61_000);
    expect(later.ok ? null : later.error.code).toBe("TOKEN_EXPIRED");
    // Over HTTP: the same token once its time has passed (set back in the directory, not waited
    // for). Nothing of ours writes an expiry straight into the directory, so this server reads it
    // once what it remembers of the token is past its trust (HOLDER_TRUST_MS).
    await env.DIRECTORY.prepare("UPDATE tokens SET expires_at = ? WHERE id = ?")
      .bind(Date.now() - 1, made.id)
      .run();
    await new Promise((resolve) => setTimeout(resolve, HOLDER_TRUST_MS));
    const r = await api("GET", "/v1/me", { key: made.token });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe("TOKEN_EXPIRED");
  });

  it("writes last use at most once a minute", async () => {
    const alice = await registerPlayer("Alice");
    const made = await mint(alice.apiKey, { scopes: ["read"] });
    const t0 = Date.now();
    await resolveCaller(env, "https://starpost.test/", `Bearer ${made.token}`, t0);
    await resolveCaller(env, "https://starpost.test/", `Bearer ${made.token}`, t0 + 30_000);
    const read = () => env.DIRECTORY.prepare("SELECT last_used_at FROM tokens WHERE id = ?").bind(made.id).first<number>("last_used_at");
    expect(await read()).toBe(t0);
    await resolveCaller(env, "https://starpost.test/", `Bearer ${made.token}`, t0 + 61_000);
    expect(await read()).toBe(t0 + 61_000);
  });
});

describe("from the outside, as a stranger's bot", () => {
  it("a play:<game> token plays its game and nothing else; a rotated master key stops at once and no game is lost", async () => {
    const { alice, bob, id, game } = await startedGame();
    const other = await startedGame();
    const mover = keyToMove(game, [alice, bob])! === alice.apiKey ? alice : bob;
    const bot = await mint(mover.apiKey, { name: "one-game bot", kind: "bot", scopes: [`play:${id}`], expiresIn: 3600 });
    const { choice } = await myMove(id, bot.token);
    const played = await api("POST", `/v1/games/${id}/actions`, { key: bot.token, body: { action: choice } });
    expect(played.status, JSON.stringify(played.body)).toBe(200);
    for (const [method, path, body] of [
      ["GET", `/v1/games/${other.id}`, undefined],
      ["POST", `/v1/games/${other.id}/resign`, undefined],
      ["POST", "/v1/games", { kind: "star-battle" }],
      ["GET", "/v1/games?mine=true", undefined],
      ["POST", "/v1/webhooks", { url: "https://example.com/hook" }],
      ["GET", "/v1/me/tokens", undefined],
    ] as const) {
      const r = await api(method, path, { key: bot.token, ...(body ? { body } : {}) });
      expect(r.status, `${method} ${path}`).toBe(403);
      expect(r.body.code).toBe("INSUFFICIENT_SCOPE");
    }
    const elsewhere = await api("GET", `/v1/games/${other.id}`, { key: bot.token });
    expect(elsewhere.body.acceptedScopes).toEqual(["read", "play", `play:${other.id}`]);
    expect((await api("GET", `/v1/games/${other.id}`, { key: other.alice.apiKey })).body.version).toBe(0);

    const rotated = await api("POST", "/v1/me/key/rotate", { key: mover.apiKey });
    expect(rotated.status).toBe(200);
    const old = await api("GET", "/v1/me", { key: mover.apiKey });
    expect(old.status).toBe(401);
    expect(old.body.code).toBe("UNAUTHENTICATED");
    const mine = await api("GET", "/v1/games?mine=true", { key: rotated.body.apiKey });
    expect(mine.body.games.map((g: any) => g.id)).toContain(id);
    // Tokens minted before the rotation keep working: only the master key changed.
    expect((await api("GET", `/v1/games/${id}`, { key: bot.token })).status).toBe(200);
  });
});

describe("a key this server remembers (a client calling many times in a row)", () => {
  it("a token revoked right after a run of calls is refused on the very next call, REST and GraphQL; nothing it asks is done", async () => {
    const { alice, bob, id, game } = await startedGame();
    const mover = keyToMove(game, [alice, bob])! === alice.apiKey ? alice : bob;
    const bot = await mint(mover.apiKey, { name: "busy bot", kind: "bot", scopes: ["read", "play"] });
    for (let i = 0; i < 5; i++) expect((await api("GET", `/v1/games/${id}`, { key: bot.token })).status).toBe(200);
    const { game: before, choice } = await myMove(id, bot.token);
    expect((await api("DELETE", `/v1/me/tokens/${bot.id}`, { key: mover.apiKey })).status).toBe(200);
    const played = await api("POST", `/v1/games/${id}/actions`, { key: bot.token, body: { action: choice } });
    expect(played.status).toBe(401);
    expect(played.body.code).toBe("TOKEN_REVOKED");
    const gql = await api("POST", "/graphql", { key: bot.token, body: { query: "{ me { id } }" } });
    expect(gql.body.errors[0].extensions.code).toBe("TOKEN_REVOKED");
    expect((await api("GET", `/v1/games/${id}`, { key: mover.apiKey })).body.version).toBe(before.version);
  });

  it("a master key replaced right after a run of moves is refused on the very next call; the new key plays on", async () => {
    const { alice, bob, id, game } = await startedGame();
    const players = [alice, bob];
    let current = game;
    // Both keys play moves in a row, then the one owing the next move replaces its key.
    for (let i = 0; i < 4; i++) {
      const key = keyToMove(current, players)!;
      const { choice } = await myMove(id, key);
      const played = await api("POST", `/v1/games/${id}/actions`, { key, body: { action: choice } });
      expect(played.status, JSON.stringify(played.body)).toBe(200);
      current = played.body.game;
    }
    const key = keyToMove(current, players)!;
    const { choice } = await myMove(id, key);
    const rotated = await api("POST", "/v1/me/key/rotate", { key });
    expect(rotated.status).toBe(200);
    const old = await api("POST", `/v1/games/${id}/actions`, { key, body: { action: choice } });
    expect(old.status).toBe(401);
    expect(old.body.code).toBe("UNAUTHENTICATED");
    const renewed = await api("POST", `/v1/games/${id}/actions`, { key: rotated.body.apiKey, body: { action: choice } });
    expect(renewed.status, JSON.stringify(renewed.body)).toBe(200);
  });

  it(`a revocation made by another server (written straight into the directory) is seen within ${HOLDER_TRUST_MS} ms, never later`, async () => {
    const alice = await registerPlayer("Alice");
    const made = await mint(alice.apiKey, { scopes: ["read"] });
    let now = 1_000_000;
    // A second isolate's view: its own remembered holders on its own clock, the same directory.
    const elsewhere = new KnownHolders(() => now);
    expect((await elsewhere.holderOf(env.DIRECTORY, made.token))?.revokedAt).toBeNull();
    await env.DIRECTORY.prepare("UPDATE tokens SET revoked_at = ? WHERE id = ?").bind(Date.now(), made.id).run();
    now += HOLDER_TRUST_MS - 1;
    expect((await elsewhere.holderOf(env.DIRECTORY, made.token))?.revokedAt).toBeNull();
    now += 1;
    expect((await elsewhere.holderOf(env.DIRECTORY, made.token))?.revokedAt).not.toBeNull();
    // A master key replaced elsewhere: the old one is unknown once the trust has passed.
    const master = new KnownHolders(() => now);
    expect((await master.holderOf(env.DIRECTORY, alice.apiKey))?.playerId).toBe(alice.id);
    await env.DIRECTORY.prepare("UPDATE players SET key_hash = ? WHERE id = ?")
      .bind(await secretHash("sp_other"), alice.id)
      .run();
    now += HOLDER_TRUST_MS;
    expect(await master.holderOf(env.DIRECTORY, alice.apiKey)).toBeNull();
  });

  it("a lookup that was under way when the player's secrets were forgotten does not remember what it found", async () => {
    const alice = await registerPlayer("Alice");
    const made = await mint(alice.apiKey, { scopes: ["read"] });
    const holders = new KnownHolders(() => 5_000);
    const during = holders.holderOf(env.DIRECTORY, made.token);
    holders.forgetPlayer(alice.id);
    expect((await during)?.revokedAt).toBeNull();
    await env.DIRECTORY.prepare("UPDATE tokens SET revoked_at = ? WHERE id = ?").bind(Date.now(), made.id).run();
    // Same instant on this isolate's clock: only a fresh read can know of the revocation.
    expect((await holders.holderOf(env.DIRECTORY, made.token))?.revokedAt).not.toBeNull();
  });
});

describe("pairing codes", () => {
  it("a signed-in device shows a code; a new device redeems it once for its own token", async () => {
    const alice = await registerPlayer("Alice");
    const made = await api("POST", "/v1/me/pairing-codes", { key: alice.apiKey });
    expect(made.status).toBe(201);
    expect(made.body.code).toMatch(/^[A-HJ-NP-Z]{4}-\d{4}$/);
    expect(made.body.url).toBe(`http://starpost.test/account?pair=${made.body.code}`);
    expect(Date.parse(made.body.expiresAt) - Date.now()).toBeLessThanOrEqual(300_000);
    const redeemed = await api("POST", "/v1/pairing/redeem", {
      body: { code: made.body.code.toLowerCase().replace("-", " "), name: "Phone" },
      headers: address(),
    });
    expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(201);
    expect(redeemed.body.player).toEqual({ id: alice.id, name: "Alice" });
    expect(redeemed.body.token).toMatchObject({ name: "Phone", kind: "device" });
    expect((await api("GET", "/v1/me", { key: redeemed.body.token.token })).body.id).toBe(alice.id);
    const again = await api("POST", "/v1/pairing/redeem", { body: { code: made.body.code }, headers: address() });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe("PAIRING_CODE_USED");
    const list = await api("GET", "/v1/me/tokens", { key: alice.apiKey });
    expect(list.body.tokens).toHaveLength(2);
  });

  it("an unknown code is 400 PAIRING_CODE_INVALID, an expired one 410 PAIRING_CODE_EXPIRED; neither mints a token", async () => {
    const alice = await registerPlayer("Alice");
    const made = await api("POST", "/v1/me/pairing-codes", { key: alice.apiKey });
    await env.DIRECTORY.prepare("UPDATE pairing_codes SET expires_at = ? WHERE player_id = ?")
      .bind(Date.now() - 1, alice.id)
      .run();
    const expired = await api("POST", "/v1/pairing/redeem", { body: { code: made.body.code }, headers: address() });
    expect(expired.status).toBe(410);
    expect(expired.body.code).toBe("PAIRING_CODE_EXPIRED");
    const unknown = await api("POST", "/v1/pairing/redeem", { body: { code: "ZZZZ-0000" }, headers: address() });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe("PAIRING_CODE_INVALID");
    expect((await api("GET", "/v1/me/tokens", { key: alice.apiKey })).body.tokens).toHaveLength(1);
  });

  it(`redemptions are limited to ${SIGNIN_LIMIT.limit} a minute per address (429 with Retry-After)`, async () => {
    const headers = address();
    const statuses: number[] = [];
    for (let i = 0; i <= SIGNIN_LIMIT.limit; i++)
      statuses.push((await api("POST", "/v1/pairing/redeem", { body: { code: "ZZZZ-0000" }, headers })).status);
    expect(statuses.slice(0, SIGNIN_LIMIT.limit).every((s) => s === 400)).toBe(true);
    const last = await api("POST", "/v1/pairing/redeem", { body: { code: "ZZZZ-0000" }, headers });
    expect(last.status).toBe(429);
    expect(last.body.code).toBe("RATE_LIMITED");
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await api("POST", "/v1/pairing/redeem", { body: { code: "ZZZZ-0000" }, headers: address() })).status).toBe(400);
  });
});

describe("passkeys", () => {
  async function withPasskey() {
    const alice = await registerPlayer("Alice");
    const authenticator = await SoftAuthenticator.create();
    const options = await api("POST", "/v1/me/passkeys/options", { key: alice.apiKey });
    expect(options.status).toBe(200);
    expect(options.body.rp.id).toBe("starpost.test");
    const added = await api("POST", "/v1/me/passkeys", {
      key: alice.apiKey,
      body: { response: await authenticator.register(options.body), name: "Laptop" },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    return { alice, authenticator };
  }

  it("a key-only player adds a passkey and keeps its key and games; another device signs in with it and gets its own token", async () => {
    const { alice, bob, id } = await startedGame();
    const authenticator = await SoftAuthenticator.create();
    const options = await api("POST", "/v1/me/passkeys/options", { key: alice.apiKey });
    const added = await api("POST", "/v1/me/passkeys", {
      key: alice.apiKey,
      body: { response: await authenticator.register(options.body), name: "Laptop" },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ id: authenticator.id, name: "Laptop" });
    expect((await api("GET", "/v1/me", { key: alice.apiKey })).status).toBe(200);
    const signIn = await api("POST", "/v1/passkeys/options", { headers: address() });
    const verified = await api("POST", "/v1/passkeys/verify", {
      body: { response: await authenticator.authenticate(signIn.body), name: "Phone" },
      headers: address(),
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(201);
    expect(verified.body.player.id).toBe(alice.id);
    const phone = verified.body.token.token;
    const mine = await api("GET", "/v1/games?mine=true", { key: phone });
    expect(mine.body.games.map((g: any) => g.id)).toContain(id);
    const listed = await api("GET", "/v1/me/passkeys", { key: phone });
    expect(listed.body.passkeys[0].lastUsedAt).not.toBeNull();
    expect(bob).toBeDefined();
  });

  it("a replayed, wrong-origin, cloned (counter going back) or unknown answer is refused with a code and signs nobody in", async () => {
    const { alice, authenticator } = await withPasskey();
    const tokensBefore = (await api("GET", "/v1/me/tokens", { key: alice.apiKey })).body.tokens.length;
    const options = (await api("POST", "/v1/passkeys/options")).body;
    const answer = await authenticator.authenticate(options);
    expect((await api("POST", "/v1/passkeys/verify", { body: { response: answer }, headers: address() })).status).toBe(201);
    const replay = await api("POST", "/v1/passkeys/verify", { body: { response: answer }, headers: address() });
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe("PASSKEY_CHALLENGE_INVALID");

    const wrongOrigin = await api("POST", "/v1/passkeys/verify", {
      body: {
        response: await authenticator.authenticate((await api("POST", "/v1/passkeys/options")).body, { origin: "https://evil.test" }),
      },
      headers: address(),
    });
    expect(wrongOrigin.body.code).toBe("PASSKEY_VERIFICATION_FAILED");
    const cloned = await api("POST", "/v1/passkeys/verify", {
      body: { response: await authenticator.authenticate((await api("POST", "/v1/passkeys/options")).body, { counter: 1 }) },
      headers: address(),
    });
    expect(cloned.body.code).toBe("PASSKEY_VERIFICATION_FAILED");
    const stranger = await SoftAuthenticator.create();
    const unknown = await api("POST", "/v1/passkeys/verify", {
      body: { response: await stranger.authenticate((await api("POST", "/v1/passkeys/options")).body) },
      headers: address(),
    });
    expect(unknown.body.code).toBe("PASSKEY_VERIFICATION_FAILED");
    const made = await api("POST", "/v1/passkeys/verify", {
      body: { response: await authenticator.authenticate({ challenge: "bm90LWEtY2hhbGxlbmdl" }) },
      headers: address(),
    });
    expect(made.body.code).toBe("PASSKEY_CHALLENGE_INVALID");
    expect((await api("GET", "/v1/me/tokens", { key: alice.apiKey })).body.tokens.length).toBe(tokensBefore + 1);
  });

  it("an expired challenge is refused; a registration challenge is bound to its player; removing a passkey stops its sign-ins", async () => {
    const { alice, authenticator } = await withPasskey();
    const options = (await api("POST", "/v1/passkeys/options")).body;
    await env.DIRECTORY.prepare("UPDATE webauthn_challenges SET expires_at = ? WHERE challenge = ?")
      .bind(Date.now() - 1, options.challenge)
      .run();
    const late = await api("POST", "/v1/passkeys/verify", {
      body: { response: await authenticator.authenticate(options) },
      headers: address(),
    });
    expect(late.body.code).toBe("PASSKEY_CHALLENGE_INVALID");

    const mallory = await registerPlayer("Mallory");
    const hers = (await api("POST", "/v1/me/passkeys/options", { key: alice.apiKey })).body;
    const stolen = await api("POST", "/v1/me/passkeys", {
      key: mallory.apiKey,
      body: { response: await (await SoftAuthenticator.create()).register(hers) },
    });
    expect(stolen.body.code).toBe("PASSKEY_CHALLENGE_INVALID");
    expect((await api("GET", "/v1/me/passkeys", { key: mallory.apiKey })).body.passkeys).toEqual([]);

    expect((await api("DELETE", `/v1/me/passkeys/${authenticator.id}`, { key: mallory.apiKey })).status).toBe(404);
    expect((await api("DELETE", `/v1/me/passkeys/${authenticator.id}`, { key: alice.apiKey })).status).toBe(200);
    const gone = await api("POST", "/v1/passkeys/verify", {
      body: { response: await authenticator.authenticate((await api("POST", "/v1/passkeys/options")).body) },
      headers: address(),
    });
    expect(gone.body.code).toBe("PASSKEY_VERIFICATION_FAILED");
  });

  it(`passkey sign-ins are limited to ${SIGNIN_LIMIT.limit} a minute per address`, async () => {
    const headers = address();
    let last = 0;
    for (let i = 0; i <= SIGNIN_LIMIT.limit; i++)
      last = (
        await api("POST", "/v1/passkeys/verify", { body: { response: { id: "x", rawId: "x", type: "public-key", response: {} } }, headers })
      ).status;
    expect(last).toBe(429);
  });
});

describe("GraphQL scopes", () => {
  it("every root field states its scope in its description", async () => {
    const { schema } = await import("../../schema");
    for (const root of [schema.getQueryType()!, schema.getMutationType()!, schema.getSubscriptionType()!]) {
      for (const field of Object.values(root.getFields())) {
        expect(field.description ?? "", `${root.name}.${field.name}`).toMatch(/Scope: /);
        expect(requirementOf(`${root.name}.${field.name}`), `${root.name}.${field.name}`).toBeDefined();
      }
    }
  });

  it("a token beyond its scope gets INSUFFICIENT_SCOPE; a play:<game> token reads its game but not another", async () => {
    const { alice, id } = await startedGame();
    const other = await startedGame();
    const reader = await mint(alice.apiKey, { scopes: ["read"] });
    const joined = await api("POST", "/graphql", { key: reader.token, body: { query: `mutation { resign(id: "${id}") { __typename } }` } });
    expect(joined.body.errors[0].extensions).toMatchObject({ code: "INSUFFICIENT_SCOPE", scope: "play" });
    const bot = await mint(alice.apiKey, { scopes: [`play:${id}`] });
    const read = (gameId: string) =>
      api("POST", "/graphql", { key: bot.token, body: { query: `{ game(id: "${gameId}") { ... on Game { id } } }` } });
    expect((await read(id)).body.data.game.id).toBe(id);
    const refused = await read(other.id);
    expect(refused.body.errors[0].extensions.code).toBe("INSUFFICIENT_SCOPE");
    const hooks = await api("POST", "/graphql", { key: bot.token, body: { query: "{ webhooks { id } }" } });
    expect(hooks.body.errors[0].extensions.code).toBe("INSUFFICIENT_SCOPE");
    // Public fields and the anonymous reader are untouched.
    expect((await api("POST", "/graphql", { key: bot.token, body: { query: "{ kinds { id } }" } })).body.data.kinds.length).toBe(5);
    expect((await api("POST", "/graphql", { body: { query: `{ game(id: "${id}") { ... on Game { id } } }` } })).body.data.game.id).toBe(id);
  });
});

describe("the account in GraphQL", () => {
  const TOKEN_FIELDS = "id name kind scopes clientId createdAt lastUsedAt expiresAt revokedAt current";
  const PROBLEM = "... on Problem { code message status }";
  const gqlAs = (key: string | undefined, query: string) => api("POST", "/graphql", { ...(key ? { key } : {}), body: { query } });

  it("mints, lists and revokes a token, and makes a pairing code, as REST does", async () => {
    const alice = await registerPlayer("Alice");
    const made = await gqlAs(
      alice.apiKey,
      `mutation { createToken(name: "gql bot", scopes: ["read"], expiresIn: 3600) { __typename ... on CreatedToken { secret token { ${TOKEN_FIELDS} } } ${PROBLEM} } }`,
    );
    const created = made.body.data.createToken;
    expect(created.__typename, JSON.stringify(made.body)).toBe("CreatedToken");
    expect(created.token).toMatchObject({ name: "gql bot", kind: "bot", scopes: ["read"], revokedAt: null, current: false });
    expect((await api("GET", "/v1/me", { key: created.secret })).body.id).toBe(alice.id);
    const listed = await gqlAs(alice.apiKey, `{ tokens { ${TOKEN_FIELDS} } }`);
    expect(listed.body.data.tokens.map((t: any) => t.kind)).toEqual(["master", "bot"]);
    expect(listed.body.data.tokens[0].current).toBe(true);
    const rest = await api("GET", "/v1/me/tokens", { key: alice.apiKey });
    expect(listed.body.data.tokens.map((t: any) => t.id)).toEqual(rest.body.tokens.map((t: any) => t.id));
    const revoked = await gqlAs(
      alice.apiKey,
      `mutation { revokeToken(id: "${created.token.id}") { __typename ... on AccessToken { revokedAt } ${PROBLEM} } }`,
    );
    expect(revoked.body.data.revokeToken.revokedAt).not.toBeNull();
    expect((await api("GET", "/v1/me", { key: created.secret })).body.code).toBe("TOKEN_REVOKED");
    const pairing = await gqlAs(alice.apiKey, `mutation { createPairingCode { __typename ... on PairingCode { code url expiresAt } } }`);
    const { code, url } = pairing.body.data.createPairingCode;
    expect(url).toBe(`http://starpost.test/account?pair=${code}`);
    const redeemed = await api("POST", "/v1/pairing/redeem", { body: { code }, headers: address() });
    expect(redeemed.status).toBe(201);
    expect(redeemed.body.player.id).toBe(alice.id);
  });

  it("bad input, another's token, no key and a token without `account` are refused with REST's codes, and nothing is made", async () => {
    const alice = await registerPlayer("Alice");
    const mallory = await registerPlayer("Mallory");
    const bad = await gqlAs(alice.apiKey, `mutation { createToken(name: "x", scopes: ["admin"]) { __typename ${PROBLEM} } }`);
    expect(bad.body.data.createToken).toMatchObject({ __typename: "InputProblem", code: "MALFORMED_REQUEST" });
    const theirs = (await mint(alice.apiKey, { scopes: ["read"] })).id;
    const stolen = await gqlAs(mallory.apiKey, `mutation { revokeToken(id: "${theirs}") { __typename ${PROBLEM} } }`);
    expect(stolen.body.data.revokeToken).toMatchObject({ __typename: "NotFoundProblem", code: "NOT_FOUND" });
    const anonymous = await gqlAs(undefined, `mutation { createPairingCode { __typename ${PROBLEM} } }`);
    expect(anonymous.body.data.createPairingCode).toMatchObject({ __typename: "AuthProblem", code: "UNAUTHENTICATED" });
    const player = await mint(alice.apiKey, { scopes: ["read", "play", "webhooks"] });
    for (const query of [
      `{ tokens { id } }`,
      `mutation { createToken(name: "y", scopes: ["account"]) { __typename } }`,
      `mutation { revokeToken(id: "${theirs}") { __typename } }`,
      `mutation { createPairingCode { __typename } }`,
    ]) {
      const r = await gqlAs(player.token, query);
      expect(r.body.errors?.[0]?.extensions, query).toMatchObject({ code: "INSUFFICIENT_SCOPE", scope: "account" });
    }
    const list = await api("GET", "/v1/me/tokens", { key: alice.apiKey });
    expect(list.body.tokens.map((t: any) => t.revokedAt)).toEqual([null, null, null]);
  });
});
