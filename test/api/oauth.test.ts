// OAuth 2.1 with PKCE for third-party apps (issue 19), from the outside over HTTPS: an app
// registers, the person allows it, the app plays with a scoped token; and every way an app can get
// the flow wrong is a 4xx with a stable code that changes nothing.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { keyToMove, registerPlayer, startedGame } from "./helpers";
import { allow, appTokens, authorizeQuery, call, exchange, ORIGIN, pkce, REDIRECT, registerClient } from "./oauth-app";

async function myChoice(id: string, key: string) {
  const game = (await call("GET", `/v1/games/${id}`, { key })).body;
  return { game, choice: game.pending.find((p: any) => p.seat === game.you.seat)?.choices[0] };
}

describe("OAuth 2.1 authorization code with PKCE", () => {
  it("publishes RFC 8414 metadata: S256 only, our scopes, registration and revocation", async () => {
    const r = await call("GET", "/.well-known/oauth-authorization-server");
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      issuer: ORIGIN,
      authorization_endpoint: `${ORIGIN}/oauth/authorize`,
      token_endpoint: `${ORIGIN}/oauth/token`,
      registration_endpoint: `${ORIGIN}/oauth/register`,
      revocation_endpoint: `${ORIGIN}/oauth/token`,
      code_challenge_methods_supported: ["S256"],
      response_types_supported: ["code"],
    });
    expect(r.body.scopes_supported).toEqual(["read", "play", "webhooks", "play:<gameId>"]);
    expect(r.body.grant_types_supported).toContain("refresh_token");
  });

  it("an app gets a play:<game> token without the master key, plays a move, and is refused elsewhere with 403 INSUFFICIENT_SCOPE", async () => {
    const { alice, bob, id, game } = await startedGame();
    const other = await startedGame();
    const mover = keyToMove(game, [alice, bob]) === alice.apiKey ? alice : bob;
    const clientId = await registerClient("Fleet Commander");
    const { verifier, challenge } = await pkce();
    const query = authorizeQuery(clientId, `play:${id}`, challenge);
    const authorize = await call("GET", `/oauth/authorize?${query}`);
    expect(authorize.status).toBe(302);
    expect(authorize.headers.get("location")).toBe(`/consent?${query}`);
    const described = await call("GET", `/v1/oauth/requests?${query}`);
    expect(described.status, JSON.stringify(described.body)).toBe(200);
    expect(described.body).toMatchObject({
      client: { id: clientId, name: "Fleet Commander" },
      redirectHost: "app.example",
      redirectIsLoopback: false,
      scopes: [{ scope: `play:${id}`, description: `Join and play the game ${id}, and read it` }],
    });
    const { code, state } = await allow(mover.apiKey, query);
    expect(state).toBe("s-42");
    const tokens = await exchange(clientId, code, verifier);
    expect(tokens.status, JSON.stringify(tokens.body)).toBe(200);
    expect(tokens.body).toMatchObject({ token_type: "bearer", scope: `play:${id}`, expires_in: 3600 });
    const token = tokens.body.access_token as string;
    expect(token).not.toContain(mover.apiKey);

    const me = await call("GET", "/v1/me", { key: token });
    expect(me.body).toEqual({ id: mover.id, name: mover.name });
    const { choice } = await myChoice(id, token);
    const played = await call("POST", `/v1/games/${id}/actions`, { key: token, json: { action: choice } });
    expect(played.status, JSON.stringify(played.body)).toBe(200);
    expect(played.body.version).toBe(game.version + 1);
    for (const [method, path] of [
      ["GET", `/v1/games/${other.id}`],
      ["POST", "/v1/webhooks"],
      ["GET", "/v1/me/tokens"],
    ] as const) {
      const r = await call(method, path, { key: token, ...(method === "POST" ? { json: { url: "https://example.com/h" } } : {}) });
      expect(r.status, `${method} ${path}`).toBe(403);
      expect(r.body.code).toBe("INSUFFICIENT_SCOPE");
    }
    // GraphQL reads the same token through the same caller check.
    const gql = await call("POST", "/graphql", { key: token, json: { query: `{ game(id: "${other.id}") { ... on Game { version } } }` } });
    expect(gql.body.errors[0].extensions.code).toBe("INSUFFICIENT_SCOPE");
    const mine = await call("POST", "/graphql", { key: token, json: { query: `{ game(id: "${id}") { ... on Game { version } } }` } });
    expect(mine.body.data.game.version).toBe(game.version + 1);
  });

  it("the person lists the app among their tokens and revokes it: its token gets 401 APP_TOKEN_INVALID, its refresh token is refused", async () => {
    const alice = await registerPlayer("Alice");
    const app = await appTokens(alice.apiKey, "read");
    const list = await call("GET", "/v1/me/tokens", { key: alice.apiKey });
    const line = list.body.tokens.find((t: any) => t.kind === "app");
    expect(line).toMatchObject({ name: "Test App", clientId: app.clientId, scopes: ["read"], revokedAt: null });
    expect(line.id).toMatch(/^oa_/);
    expect((await call("GET", "/v1/me", { key: app.access_token })).status).toBe(200);
    const revoked = await call("DELETE", `/v1/me/tokens/${line.id}`, { key: alice.apiKey });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).not.toBeNull();
    const after = await call("GET", "/v1/me", { key: app.access_token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe("APP_TOKEN_INVALID");
    const refresh = await call("POST", "/oauth/token", {
      form: { grant_type: "refresh_token", refresh_token: app.refresh_token, client_id: app.clientId },
    });
    expect(refresh.status).toBe(400);
    expect(refresh.body).toMatchObject({ error: "invalid_grant", code: "OAUTH_REFRESH_INVALID" });
    expect((await call("GET", "/v1/me/tokens", { key: alice.apiKey })).body.tokens.some((t: any) => t.kind === "app")).toBe(false);
  });

  it("the app revokes its own token (RFC 7009): the next call gets 401 APP_TOKEN_INVALID", async () => {
    const alice = await registerPlayer("Alice");
    const app = await appTokens(alice.apiKey, "read");
    const r = await call("POST", "/oauth/token", { form: { token: app.access_token, client_id: app.clientId } });
    expect(r.status).toBe(200);
    const after = await call("GET", "/v1/me", { key: app.access_token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe("APP_TOKEN_INVALID");
  });

  it("refresh tokens rotate: the new pair works, the old access token keeps its hour, a refresh may narrow but never widen", async () => {
    const alice = await registerPlayer("Alice");
    const app = await appTokens(alice.apiKey, "read webhooks");
    const widen = await call("POST", "/oauth/token", {
      form: { grant_type: "refresh_token", refresh_token: app.refresh_token, client_id: app.clientId, scope: "read play" },
    });
    expect(widen.status).toBe(400);
    expect(widen.body).toMatchObject({ error: "invalid_scope", code: "OAUTH_SCOPE_INVALID" });
    const widenAccount = await call("POST", "/oauth/token", {
      form: { grant_type: "refresh_token", refresh_token: app.refresh_token, client_id: app.clientId, scope: "account" },
    });
    expect(widenAccount.body.code).toBe("OAUTH_SCOPE_INVALID");
    const narrowed = await call("POST", "/oauth/token", {
      form: { grant_type: "refresh_token", refresh_token: app.refresh_token, client_id: app.clientId, scope: "read" },
    });
    expect(narrowed.status, JSON.stringify(narrowed.body)).toBe(200);
    expect(narrowed.body.scope).toBe("read");
    expect(narrowed.body.refresh_token).not.toBe(app.refresh_token);
    const hooks = await call("GET", "/v1/webhooks", { key: narrowed.body.access_token });
    expect(hooks.status).toBe(403);
    // The refusals spent nothing: the first refresh token was still good until used above.
    const again = await call("POST", "/oauth/token", {
      form: { grant_type: "refresh_token", refresh_token: narrowed.body.refresh_token, client_id: app.clientId },
    });
    expect(again.status).toBe(200);
    expect(again.body.scope).toBe("read webhooks");
  });
});

describe("OAuth refusals: a 4xx with a stable code, nothing changed", () => {
  it("a wrong or missing PKCE verifier: 400 OAUTH_PKCE_FAILED, and the code still works with the right one", async () => {
    const alice = await registerPlayer("Alice");
    const clientId = await registerClient();
    const { verifier, challenge } = await pkce();
    const { code } = await allow(alice.apiKey, authorizeQuery(clientId, "read", challenge));
    const wrong = await exchange(clientId, code, (await pkce()).verifier);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: "invalid_grant", code: "OAUTH_PKCE_FAILED" });
    const missing = await call("POST", "/oauth/token", {
      form: { grant_type: "authorization_code", code, redirect_uri: REDIRECT, client_id: clientId },
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: "invalid_request", code: "OAUTH_PKCE_FAILED" });
    expect((await exchange(clientId, code, verifier)).status).toBe(200);
  });

  it("a request without PKCE, or with the plain method, is refused before the person is asked", async () => {
    const alice = await registerPlayer("Alice");
    const clientId = await registerClient();
    const noPkce = new URLSearchParams({ response_type: "code", client_id: clientId, redirect_uri: REDIRECT, state: "s" }).toString();
    const r = await call("POST", "/v1/oauth/decisions", { key: alice.apiKey, json: { request: noPkce, allow: true } });
    expect(r.status).toBe(400);
    expect(["OAUTH_PKCE_FAILED", "OAUTH_REQUEST_INVALID"]).toContain(r.body.code);
    expect(new URL(r.body.redirectTo).searchParams.get("error")).toBe("invalid_request");
    const plain = authorizeQuery(clientId, "read", "x".repeat(43), { code_challenge_method: "plain" });
    const p = await call("POST", "/v1/oauth/decisions", { key: alice.apiKey, json: { request: plain, allow: true } });
    expect(p.status).toBe(400);
    expect((await call("GET", "/v1/me/tokens", { key: alice.apiKey })).body.tokens).toHaveLength(1);
  });

  it("a reused code: 400 OAUTH_CODE_USED, and the tokens the first exchange gave are revoked", async () => {
    const alice = await registerPlayer("Alice");
    const clientId = await registerClient();
    const { verifier, challenge } = await pkce();
    const { code } = await allow(alice.apiKey, authorizeQuery(clientId, "read", challenge));
    const first = await exchange(clientId, code, verifier);
    expect(first.status).toBe(200);
    const second = await exchange(clientId, code, verifier);
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({ error: "invalid_grant", code: "OAUTH_CODE_USED" });
    expect((await call("GET", "/v1/me", { key: first.body.access_token })).body.code).toBe("APP_TOKEN_INVALID");
  });

  it("an expired code: 400 OAUTH_CODE_INVALID", async () => {
    const alice = await registerPlayer("Alice");
    const clientId = await registerClient();
    const { verifier, challenge } = await pkce();
    const { code } = await allow(alice.apiKey, authorizeQuery(clientId, "read", challenge));
    // A code's grant is kept in KV with a ten-minute TTL: remove it as KV does when that passes.
    const [userId, grantId] = code.split(":");
    const key = `grant:${userId}:${grantId}`;
    expect(await env.OAUTH_KV.get(key)).not.toBeNull();
    await env.OAUTH_KV.delete(key);
    const r = await exchange(clientId, code, verifier);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error: "invalid_grant", code: "OAUTH_CODE_INVALID" });
    const unknown = await exchange(clientId, `${userId}:nosuchgrant:abc`, verifier);
    expect(unknown.body.code).toBe("OAUTH_CODE_INVALID");
  });

  it("a redirect URI not registered is shown, never redirected to; a different one at the token endpoint is refused", async () => {
    const alice = await registerPlayer("Alice");
    const clientId = await registerClient();
    const { verifier, challenge } = await pkce();
    for (const uri of ["https://evil.example/callback", `${REDIRECT}/more`, `${REDIRECT}?x=1`]) {
      const query = authorizeQuery(clientId, "read", challenge, { redirect_uri: uri });
      const described = await call("GET", `/v1/oauth/requests?${query}`);
      expect(described.status, uri).toBe(400);
      expect(described.body.code).toBe("OAUTH_REDIRECT_MISMATCH");
      expect(described.body.redirectTo).toBeUndefined();
      const decided = await call("POST", "/v1/oauth/decisions", { key: alice.apiKey, json: { request: query, allow: true } });
      expect(decided.body.code).toBe("OAUTH_REDIRECT_MISMATCH");
    }
    const { code } = await allow(alice.apiKey, authorizeQuery(clientId, "read", challenge));
    const r = await exchange(clientId, code, verifier, "https://evil.example/callback");
    expect(r.status).toBe(400);
    expect(r.body.code).toBe("OAUTH_REDIRECT_MISMATCH");
    expect((await exchange(clientId, code, verifier)).status).toBe(200);
  });

  it("a code or refresh token presented by another client: 400 OAUTH_CLIENT_MISMATCH; an unknown client: OAUTH_CLIENT_INVALID", async () => {
    const alice = await registerPlayer("Alice");
    const clientId = await registerClient();
    const thief = await registerClient("Thief", [REDIRECT]);
    const { verifier, challenge } = await pkce();
    const { code } = await allow(alice.apiKey, authorizeQuery(clientId, "read", challenge));
    const stolen = await exchange(thief, code, verifier);
    expect(stolen.status).toBe(400);
    expect(stolen.body).toMatchObject({ error: "invalid_grant", code: "OAUTH_CLIENT_MISMATCH" });
    const unknown = await exchange("nosuchclient", code, verifier);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject({ error: "invalid_client", code: "OAUTH_CLIENT_INVALID" });
    const mine = await exchange(clientId, code, verifier);
    expect(mine.status).toBe(200);
    const refresh = await call("POST", "/oauth/token", {
      form: { grant_type: "refresh_token", refresh_token: mine.body.refresh_token, client_id: thief },
    });
    expect(refresh.status).toBe(400);
    expect(refresh.body.code).toBe("OAUTH_CLIENT_MISMATCH");
    const desc = await call("GET", `/v1/oauth/requests?${authorizeQuery("nosuchclient", "read", challenge)}`);
    expect(desc.status).toBe(401);
    expect(desc.body.code).toBe("OAUTH_CLIENT_INVALID");
  });

  it("apps are never granted account, nor unknown scopes: sent back to the app with invalid_scope", async () => {
    const alice = await registerPlayer("Alice");
    const clientId = await registerClient();
    const { challenge } = await pkce();
    for (const scope of ["account", "read account", "admin", "play:"]) {
      const r = await call("POST", "/v1/oauth/decisions", {
        key: alice.apiKey,
        json: { request: authorizeQuery(clientId, scope, challenge), allow: true },
      });
      expect(r.status, scope).toBe(400);
      expect(r.body.code).toBe("OAUTH_SCOPE_INVALID");
      const back = new URL(r.body.redirectTo);
      expect(back.origin + back.pathname).toBe(REDIRECT);
      expect(back.searchParams.get("error")).toBe("invalid_scope");
      expect(back.searchParams.get("state")).toBe("s-42");
    }
  });

  it("denying sends the app access_denied with its state; an app token cannot answer for the person (403)", async () => {
    const alice = await registerPlayer("Alice");
    const clientId = await registerClient();
    const { challenge } = await pkce();
    const query = authorizeQuery(clientId, "read", challenge);
    const denied = await call("POST", "/v1/oauth/decisions", { key: alice.apiKey, json: { request: query, allow: false } });
    expect(denied.status).toBe(200);
    const back = new URL(denied.body.redirectTo);
    expect(back.searchParams.get("error")).toBe("access_denied");
    expect(back.searchParams.get("state")).toBe("s-42");
    expect(back.searchParams.get("code")).toBeNull();
    const app = await appTokens(alice.apiKey, "read play webhooks");
    const r = await call("POST", "/v1/oauth/decisions", { key: app.access_token, json: { request: query, allow: true } });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe("INSUFFICIENT_SCOPE");
    const anonymous = await call("POST", "/v1/oauth/decisions", { json: { request: query, allow: true } });
    expect(anonymous.status).toBe(401);
  });

  it("a forged or unknown app token is 401 APP_TOKEN_INVALID; OAuth over plain http elsewhere than loopback is refused", async () => {
    const r = await call("GET", "/v1/me", { key: "someone:somegrant:secret" });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe("APP_TOKEN_INVALID");
    const { fetchWorker } = await import("./helpers");
    const plain = await fetchWorker("http://starpost.test/.well-known/oauth-authorization-server");
    expect(plain.status).toBe(400);
    expect(((await plain.json()) as any).code).toBe("OAUTH_UNAVAILABLE");
  });
});
