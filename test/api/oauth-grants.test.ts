// An app's OAuth grant in the person's token list (issue 19): its name, scopes, creation and last
// use over REST and GraphQL, the last use written at most once a minute per grant, and revoking it
// as a device token is revoked.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { resolveCaller } from "../../src/api/auth";
import { recordAppGrantUse, touchAppGrant } from "../../src/directory/app-grant-uses";
import { registerPlayer } from "./helpers";
import { appTokens, call, ORIGIN } from "./oauth-app";

const appLine = async (key: string) => ((await call("GET", "/v1/me/tokens", { key })).body.tokens as any[]).find((t) => t.kind === "app");

const storedUse = (grantId: string) =>
  env.DIRECTORY.prepare("SELECT last_used_at FROM app_grant_uses WHERE grant_id = ?").bind(grantId).first<number>("last_used_at");

const grantIdOf = (token: string) => token.split(":")[1]!;

describe("an app's grant among the person's tokens", () => {
  it("lists name, scopes, created and last used over REST and GraphQL; a second use within the minute writes nothing", {
    // The first GraphQL request of a file builds the schema: seconds on a loaded machine.
    timeout: 60_000,
  }, async () => {
    const alice = await registerPlayer("Alice");
    const before = Date.now();
    const app = await appTokens(alice.apiKey, "read webhooks");
    const fresh = await appLine(alice.apiKey);
    expect(fresh).toMatchObject({ name: "Test App", kind: "app", scopes: ["read", "webhooks"], lastUsedAt: null, revokedAt: null });
    expect(Date.parse(fresh.createdAt)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);

    expect((await call("GET", "/v1/me", { key: app.access_token })).status).toBe(200);
    const used = await appLine(alice.apiKey);
    expect(used.lastUsedAt).not.toBeNull();
    expect(Date.parse(used.lastUsedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(used.lastUsedAt)).toBeLessThanOrEqual(Date.now());

    // Many more calls at once, as a busy bot makes them: the stored time does not move.
    await Promise.all(Array.from({ length: 5 }, () => call("GET", "/v1/games?mine=true", { key: app.access_token })));
    expect((await appLine(alice.apiKey)).lastUsedAt).toBe(used.lastUsedAt);
    expect(await storedUse(grantIdOf(app.access_token))).toBe(Date.parse(used.lastUsedAt));

    const gql = await call("POST", "/graphql", {
      key: alice.apiKey,
      json: { query: "{ tokens { id name kind scopes clientId createdAt lastUsedAt expiresAt revokedAt } }" },
    });
    const line = gql.body.data.tokens.find((t: any) => t.kind === "app");
    expect(line).toEqual({
      id: used.id,
      name: "Test App",
      kind: "app",
      scopes: ["read", "webhooks"],
      clientId: app.clientId,
      createdAt: used.createdAt,
      lastUsedAt: used.lastUsedAt,
      expiresAt: used.expiresAt,
      revokedAt: null,
    });
  });

  it("the last use moves once a minute has passed, through the same caller check every request makes", async () => {
    const alice = await registerPlayer("Alice");
    const app = await appTokens(alice.apiKey, "read");
    const grantId = grantIdOf(app.access_token);
    const t0 = Date.now();
    const use = async (at: number) => {
      const r = await resolveCaller(env, `${ORIGIN}/v1/me`, `Bearer ${app.access_token}`, at);
      expect(r.ok).toBe(true);
      return storedUse(grantId);
    };
    expect(await use(t0)).toBe(t0);
    expect(await use(t0 + 30_000)).toBe(t0);
    expect(await use(t0 + 59_999)).toBe(t0);
    expect(await use(t0 + 61_000)).toBe(t0 + 61_000);
    expect((await appLine(alice.apiKey)).lastUsedAt).toBe(new Date(t0 + 61_000).toISOString());
  });

  it("isolates racing on one grant: the stored time changes at most once a minute", async () => {
    const grantId = `race${crypto.randomUUID().replaceAll("-", "")}`;
    const t0 = Date.now();
    await touchAppGrant(env.DIRECTORY, "p_race", grantId, t0);
    // Other isolates have not seen this grant: their writes are refused by the row's own time.
    await recordAppGrantUse(env.DIRECTORY, "p_race", grantId, t0 + 20_000);
    await recordAppGrantUse(env.DIRECTORY, "p_race", grantId, t0 + 59_000);
    expect(await storedUse(grantId)).toBe(t0);
    await recordAppGrantUse(env.DIRECTORY, "p_race", grantId, t0 + 60_000);
    expect(await storedUse(grantId)).toBe(t0 + 60_000);
  });

  it("revoking the grant over REST or GraphQL: its token gets 401 at once, and its last use is forgotten", async () => {
    const alice = await registerPlayer("Alice");
    const first = await appTokens(alice.apiKey, "read");
    expect((await call("GET", "/v1/me", { key: first.access_token })).status).toBe(200);
    const line = await appLine(alice.apiKey);
    const revoked = await call("DELETE", `/v1/me/tokens/${line.id}`, { key: alice.apiKey });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ id: line.id, kind: "app", lastUsedAt: line.lastUsedAt });
    expect(revoked.body.revokedAt).not.toBeNull();
    const after = await call("GET", "/v1/me", { key: first.access_token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe("APP_TOKEN_INVALID");
    expect(await storedUse(grantIdOf(first.access_token))).toBeNull();

    const second = await appTokens(alice.apiKey, "read");
    expect((await call("GET", "/v1/me", { key: second.access_token })).status).toBe(200);
    const id = (await appLine(alice.apiKey)).id;
    const gql = await call("POST", "/graphql", {
      key: alice.apiKey,
      json: { query: `mutation { revokeToken(id: "${id}") { ... on AccessToken { id revokedAt } ... on Problem { code } } }` },
    });
    expect(gql.body.data.revokeToken.id).toBe(id);
    expect(gql.body.data.revokeToken.revokedAt).not.toBeNull();
    expect((await call("GET", "/v1/me", { key: second.access_token })).status).toBe(401);
    expect(await appLine(alice.apiKey)).toBeUndefined();
    // Another person cannot revoke it, and an unknown grant is 404, nothing changed.
    const third = await appTokens(alice.apiKey, "read");
    const bob = await registerPlayer("Bob");
    const thirdId = (await appLine(alice.apiKey)).id;
    const stranger = await call("DELETE", `/v1/me/tokens/${thirdId}`, { key: bob.apiKey });
    expect(stranger.status).toBe(404);
    expect(stranger.body.code).toBe("NOT_FOUND");
    expect((await call("GET", "/v1/me", { key: third.access_token })).status).toBe(200);
  });
});
