// Idempotency-Key on every creating POST, from the outside: over HTTP only, with the faults a
// client meets — the same POST sent twice at once, an answer lost after the server applied the
// request (the worker restarted mid-request: 503), a copy arriving while the first is still
// being answered, and a worker that died holding the key. Also GraphQL's idempotencyKey argument.
import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createStarpost } from "../../sdk/src/index";
import { LEASE_MS } from "../../src/service/idempotency";
import worker from "../../src/index";
import { api, gql, registerPlayer, startedGame } from "./helpers";

const HOOK = "https://hooks.example.com/plain/idem";
const key = () => crypto.randomUUID();
const withKey = (k: string) => ({ "idempotency-key": k });

/** How many rows of a directory table match. */
async function count(sql: string, ...bind: unknown[]): Promise<number> {
  return (await env.DIRECTORY.prepare(sql)
    .bind(...bind)
    .first<{ n: number }>())!.n;
}

describe("Idempotency-Key on creating POSTs", () => {
  it("POST /v1/players: a resend gets the same player and key; another name under the key is 422; the stored answer hides the API key", async () => {
    const k = key();
    const first = await api("POST", "/v1/players", { body: { name: "Once" }, headers: withKey(k) });
    const again = await api("POST", "/v1/players", { body: { name: "Once" }, headers: withKey(k) });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    expect(await count("SELECT COUNT(*) AS n FROM players WHERE id = ?", first.body.id)).toBe(1);
    const other = await api("POST", "/v1/players", { body: { name: "Twice" }, headers: withKey(k) });
    expect([other.status, other.body.code]).toEqual([422, "IDEMPOTENCY_KEY_REUSED"]);
    const rows = await env.DIRECTORY.prepare("SELECT key_hash, answer FROM idempotency").all<{ key_hash: string; answer: string }>();
    expect(rows.results.length).toBeGreaterThan(0);
    for (const row of rows.results) {
      expect(row.answer).not.toContain(first.body.apiKey);
      expect(row.key_hash).not.toContain(k);
    }
  });

  it("POST /v1/games: the same POST twice at once creates one game, and both answers name it", async () => {
    const alice = await registerPlayer("Alice");
    const k = key();
    const send = () =>
      api("POST", "/v1/games", { key: alice.apiKey, body: { kind: "star-battle", visibility: "private" }, headers: withKey(k) });
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.id).toBe(a.body.id);
    const mine = await api("GET", "/v1/games?mine=true", { key: alice.apiKey });
    expect(mine.body.games.map((g: { id: string }) => g.id)).toEqual([a.body.id]);
  });

  it("POST /v1/games/{id}/join: a resend is answered as the first (not refused as a second join); a refusal keeps the key free", async () => {
    const alice = await registerPlayer("Alice");
    const bob = await registerPlayer("Bob");
    const carol = await registerPlayer("Carol");
    const id = (await api("POST", "/v1/games", { key: alice.apiKey, body: { kind: "star-battle" } })).body.id;
    const k = key();
    const first = await api("POST", `/v1/games/${id}/join`, { key: bob.apiKey, body: {}, headers: withKey(k) });
    const again = await api("POST", `/v1/games/${id}/join`, { key: bob.apiKey, body: {}, headers: withKey(k) });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body).toEqual(first.body);
    expect(first.body.game.status).toBe("active");
    const withoutKey = await api("POST", `/v1/games/${id}/join`, { key: bob.apiKey, body: {} });
    expect([withoutKey.status, withoutKey.body.code]).toEqual([409, "NO_OPEN_SEAT"]);
    // Carol's join is refused and changes nothing: the same key is not spent.
    const c = key();
    expect((await api("POST", `/v1/games/${id}/join`, { key: carol.apiKey, body: {}, headers: withKey(c) })).body.code).toBe(
      "NO_OPEN_SEAT",
    );
    const open = (await api("POST", "/v1/games", { key: alice.apiKey, body: { kind: "star-battle" } })).body.id;
    const retried = await api("POST", `/v1/games/${open}/join`, { key: carol.apiKey, body: {}, headers: withKey(c) });
    expect(retried.status).toBe(200);
    // The key is bound to the game: the same key and body on another game is another request.
    const third = (await api("POST", "/v1/games", { key: alice.apiKey, body: { kind: "star-battle" } })).body.id;
    expect((await api("POST", `/v1/games/${third}/join`, { key: carol.apiKey, body: {}, headers: withKey(c) })).body.code).toBe(
      "IDEMPOTENCY_KEY_REUSED",
    );
  });

  it("undo and resign: a resend gets the first answer, not UNDO_NOT_ALLOWED or GAME_OVER", async () => {
    const { id, alice } = await startedGame();
    const k = key();
    const first = await api("POST", `/v1/games/${id}/resign`, { key: alice.apiKey, headers: withKey(k) });
    const again = await api("POST", `/v1/games/${id}/resign`, { key: alice.apiKey, headers: withKey(k) });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body).toEqual(first.body);
    expect(first.body.game.status).toBe("finished");
    expect((await api("POST", `/v1/games/${id}/resign`, { key: alice.apiKey })).body.code).toBe("GAME_OVER");
  });

  it("a malformed key is 400, and one player's key is not another's", async () => {
    const alice = await registerPlayer("Alice");
    const bob = await registerPlayer("Bob");
    const bad = await api("POST", "/v1/games", { key: alice.apiKey, body: { kind: "star-battle" }, headers: withKey("has space") });
    expect([bad.status, bad.body.code]).toEqual([400, "MALFORMED_REQUEST"]);
    const k = key();
    const a = await api("POST", "/v1/games", { key: alice.apiKey, body: { kind: "star-battle" }, headers: withKey(k) });
    const b = await api("POST", "/v1/games", { key: bob.apiKey, body: { kind: "star-battle" }, headers: withKey(k) });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.id).not.toBe(a.body.id);
  });

  it("POST /v1/webhooks through the SDK: the answer is lost as the worker restarts mid-request (503), the SDK resends, one subscription exists", async () => {
    const p = await registerPlayer("Bot");
    const keys: (string | null)[] = [];
    let restarts = 0;
    const restarting = async (request: Request): Promise<Response> => {
      keys.push(request.headers.get("idempotency-key"));
      const response = await worker.fetch(request, env as Env, createExecutionContext());
      if (restarts++ > 0) return response;
      await response.body?.cancel();
      return new Response("Your worker restarted mid-request. Please try sending the request again.", { status: 503 });
    };
    const client = createStarpost({ baseUrl: "http://starpost.test", token: p.apiKey, fetch: restarting, retry: { baseDelayMs: 1 } });
    const hook = await client.subscribe({ url: HOOK });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    const list = await api("GET", "/v1/webhooks", { key: p.apiKey });
    expect(list.body.webhooks.map((w: { id: string }) => w.id)).toEqual([hook.id]);
    expect(hook.secret).toMatch(/^whsec_/);
  });

  it("a copy sent while the first still holds the key waits, then is told 409 IDEMPOTENCY_KEY_IN_USE with Retry-After; a holder that died is taken over", async () => {
    const p = await registerPlayer("Holder");
    const principal = `player:${p.id}`;
    const k = key();
    // The first copy claimed the key and is still running (its row is pending and fresh).
    const body = { url: HOOK };
    const fresh = await claimAsIf(principal, k, "POST /v1/webhooks", body, Date.now());
    const busy = await api("POST", "/v1/webhooks", { key: p.apiKey, body, headers: withKey(k) });
    expect([busy.status, busy.body.code]).toEqual([409, "IDEMPOTENCY_KEY_IN_USE"]);
    expect(Number(busy.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await count("SELECT COUNT(*) AS n FROM webhooks WHERE player_id = ?", p.id)).toBe(0);
    // Its worker died: once the lease is over, a resend does the work.
    await env.DIRECTORY.prepare("UPDATE idempotency SET started_at = ? WHERE key_hash = ?")
      .bind(Date.now() - LEASE_MS - 1, fresh)
      .run();
    const taken = await api("POST", "/v1/webhooks", { key: p.apiKey, body, headers: withKey(k) });
    expect(taken.status).toBe(201);
    expect(await count("SELECT COUNT(*) AS n FROM webhooks WHERE player_id = ?", p.id)).toBe(1);
  }, 20_000);

  it("expired records are pruned as new keys are claimed, and an expired key is free again", async () => {
    await env.DIRECTORY.prepare(
      "INSERT INTO idempotency (caller, key_hash, fingerprint, status, answer, started_at, expires_at) VALUES ('player:gone', 'old', 'x', 'done', 'x', 0, 1)",
    ).run();
    await api("POST", "/v1/players", { body: { name: "Pruner" }, headers: withKey(key()) });
    expect(await count("SELECT COUNT(*) AS n FROM idempotency WHERE key_hash = 'old'")).toBe(0);
  });

  it("GraphQL: registerPlayer, createWebhook and joinGame take idempotencyKey with the same meaning", async () => {
    const k = key();
    const register = `mutation($k: String) { registerPlayer(name: "Graph", idempotencyKey: $k) { __typename ... on RegisteredPlayer { id apiKey } ... on Problem { code } } }`;
    const a = (await gql(register, { k })).body.data!.registerPlayer;
    const b = (await gql(register, { k })).body.data!.registerPlayer;
    expect(a.__typename).toBe("RegisteredPlayer");
    expect(b).toEqual(a);
    // REST and GraphQL share the records: the same key on REST with another name is refused.
    const rest = await api("POST", "/v1/players", { body: { name: "Other" }, headers: withKey(k) });
    expect(rest.body.code).toBe("IDEMPOTENCY_KEY_REUSED");
    const hook = `mutation($k: String) { createWebhook(url: "${HOOK}", idempotencyKey: $k) { __typename ... on CreatedWebhook { webhook { id } secret } ... on Problem { code } } }`;
    const h = key();
    const h1 = (await gql(hook, { k: h }, a.apiKey)).body.data!.createWebhook;
    const h2 = (await gql(hook, { k: h }, a.apiKey)).body.data!.createWebhook;
    expect(h2).toEqual(h1);
    const bad = (await gql(hook, { k: "no spaces allowed" }, a.apiKey)).body.data!.createWebhook;
    expect(bad.code).toBe("MALFORMED_REQUEST");
  });
});

/** Writes the claim a first copy of a request would hold (src/service/idempotency.ts): returns its key hash. */
async function claimAsIf(principal: string, k: string, operation: string, input: unknown, startedAt: number): Promise<string> {
  const { fingerprint } = await import("../../src/service/idempotency");
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`key\n${principal}\n${k}`)));
  const keyHash = [...digest].map((b) => b.toString(16).padStart(2, "0")).join("");
  await env.DIRECTORY.prepare(
    "INSERT INTO idempotency (caller, key_hash, fingerprint, status, answer, started_at, expires_at) VALUES (?, ?, ?, 'pending', NULL, ?, ?)",
  )
    .bind(principal, keyHash, await fingerprint(operation, input), startedAt, startedAt + 86_400_000)
    .run();
  return keyHash;
}
