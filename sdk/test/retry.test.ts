// Resending: what may be sent again (reads, rate-limited requests, actions under one
// Idempotency-Key) is; what may have been applied already (other POSTs) is not.
import { describe, expect, it } from "vitest";
import { honoursIdempotencyKey, retryingFetch } from "../src/retry";

const base = "https://api.test";
const noWait = async () => {};

/** An inner fetch that answers from a script and records what it was sent. */
function scripted(script: (Response | Error)[]) {
  const sent: { method: string; url: string; key: string | null; body: string }[] = [];
  const fetch = async (request: Request) => {
    sent.push({ method: request.method, url: request.url, key: request.headers.get("idempotency-key"), body: await request.text() });
    const next = script.shift();
    if (!next) throw new Error("the script ran out");
    if (next instanceof Error) throw next;
    return next;
  };
  return { fetch, sent };
}

const post = (path: string, headers: Record<string, string> = {}) =>
  new Request(base + path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: '{"action":{"type":"pass"}}',
  });

describe("retryingFetch", () => {
  it("knows from the document which operations honour an Idempotency-Key", () => {
    expect(honoursIdempotencyKey("POST", `${base}/v1/games/g_1/actions`)).toBe(true);
    expect(honoursIdempotencyKey("POST", `${base}/prefix/v1/games/g_1/actions`)).toBe(true);
    expect(honoursIdempotencyKey("POST", `${base}/v1/games/g_1/actions/validate`)).toBe(false);
    for (const path of ["/v1/players", "/v1/games", "/v1/games/g_1/join", "/v1/games/g_1/undo", "/v1/games/g_1/resign", "/v1/webhooks"]) {
      expect(honoursIdempotencyKey("POST", `${base}${path}`), path).toBe(true);
    }
    expect(honoursIdempotencyKey("POST", `${base}/v1/webhooks/w_1/deliveries/d_1/redeliver`)).toBe(false);
    expect(honoursIdempotencyKey("GET", `${base}/v1/games/g_1/actions`)).toBe(false);
  });

  it("sends an action again after a lost answer, under the same fresh Idempotency-Key and body", async () => {
    const { fetch, sent } = scripted([
      new TypeError("connection reset"),
      new Response("{}", { status: 503 }),
      new Response('{"version":2}'),
    ]);
    const res = await retryingFetch(fetch, {}, noWait)(post("/v1/games/g_1/actions"));
    expect(await res.json()).toEqual({ version: 2 });
    expect(sent).toHaveLength(3);
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(sent.map((s) => s.key)).size).toBe(1);
    expect(new Set(sent.map((s) => s.body))).toEqual(new Set(['{"action":{"type":"pass"}}']));
  });

  it("keeps the caller's own Idempotency-Key", async () => {
    const { fetch, sent } = scripted([new Response("{}", { status: 500 }), new Response("{}")]);
    await retryingFetch(fetch, {}, noWait)(post("/v1/games/g_1/actions", { "idempotency-key": "mine-1" }));
    expect(sent.map((s) => s.key)).toEqual(["mine-1", "mine-1"]);
  });

  it("does not send again a POST the API does not deduplicate once its answer is lost", async () => {
    const lost = scripted([new TypeError("connection reset")]);
    const redeliver = "/v1/webhooks/w_1/deliveries/d_1/redeliver";
    await expect(retryingFetch(lost.fetch, {}, noWait)(post(redeliver))).rejects.toThrow(/connection reset/);
    expect(lost.sent).toHaveLength(1);
    expect(lost.sent[0]!.key).toBeNull();
    const failed = scripted([new Response("{}", { status: 503 })]);
    expect((await retryingFetch(failed.fetch, {}, noWait)(post(redeliver))).status).toBe(503);
    expect(failed.sent).toHaveLength(1);
  });

  it("sends a creating POST again, under the same key, after its first copy's worker restarted (503) and while that copy is still answered (409 with Retry-After)", async () => {
    const { fetch, sent } = scripted([
      new Response("Your worker restarted mid-request.", { status: 503 }),
      new Response('{"code":"IDEMPOTENCY_KEY_IN_USE"}', { status: 409, headers: { "retry-after": "1" } }),
      new Response('{"id":"wh_1"}', { status: 201 }),
    ]);
    const res = await retryingFetch(fetch, {}, noWait)(post("/v1/webhooks"));
    expect(res.status).toBe(201);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((s) => s.key)).size).toBe(1);
    const conflict = scripted([new Response('{"code":"ALREADY_SEATED"}', { status: 409 })]);
    expect((await retryingFetch(conflict.fetch, {}, noWait)(post("/v1/games/g_1/join"))).status).toBe(409);
    expect(conflict.sent).toHaveLength(1);
  });

  it("sends any request again after a 429, waiting its Retry-After (capped)", async () => {
    const waits: number[] = [];
    const { fetch, sent } = scripted([
      new Response("{}", { status: 429, headers: { "retry-after": "2" } }),
      new Response("{}", { status: 429, headers: { "retry-after": "120" } }),
      new Response("{}", { status: 201 }),
    ]);
    const res = await retryingFetch(fetch, { maxDelayMs: 10_000 }, async (ms) => void waits.push(ms))(post("/v1/games"));
    expect(res.status).toBe(201);
    expect(sent).toHaveLength(3);
    expect(waits).toEqual([2000, 10_000]);
  });

  it("reads again after a failure, up to its attempts, then answers the last failure", async () => {
    const { fetch, sent } = scripted([
      new Response("", { status: 502 }),
      new Response("", { status: 502 }),
      new Response("", { status: 502 }),
    ]);
    const res = await retryingFetch(fetch, { attempts: 3 }, noWait)(new Request(`${base}/v1/games/g_1`));
    expect(res.status).toBe(502);
    expect(sent).toHaveLength(3);
    const once = scripted([new Response("", { status: 404 })]);
    expect((await retryingFetch(once.fetch, {}, noWait)(new Request(`${base}/v1/games/nope`))).status).toBe(404);
    expect(once.sent).toHaveLength(1);
  });
});
