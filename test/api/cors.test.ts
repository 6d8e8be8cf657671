// CORS over HTTP, as a browser on another origin meets it: the preflight of each kind of call
// the API takes (REST with a key, an action with its headers, /graphql), and the CORS headers on
// every answer a script must be able to read — successes, a 304, a page's Link, the event stream,
// and problems from every layer (router, key check, body limit, rate limit, a failing server).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { RATE_LIMITS } from "../../src/api/rate-limit";
import { api, fetchWorker, registerPlayer, startedGame } from "./helpers";

const ORIGIN = "https://client.example";
const BASE = "http://starpost.test";

function preflight(path: string, method: string, headers: string[]): Promise<Response> {
  return fetchWorker(`${BASE}${path}`, {
    method: "OPTIONS",
    headers: { origin: ORIGIN, "access-control-request-method": method, "access-control-request-headers": headers.join(", ") },
  });
}

const list = (value: string | null) =>
  (value ?? "")
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s !== "");

/** The headers a browser needs to hand a cross-origin answer to the script, and to let it read ETag, Retry-After and Link. */
function expectReadable(res: Response) {
  expect(res.headers.get("access-control-allow-origin")).toBe("*");
  expect(res.headers.get("access-control-allow-credentials")).toBeNull();
  expect(list(res.headers.get("access-control-expose-headers"))).toEqual(expect.arrayContaining(["etag", "retry-after", "link"]));
}

describe("CORS preflight", () => {
  it("an action with every header a client sends is allowed from any origin, and the answer may be cached", async () => {
    const { id } = await startedGame();
    const res = await preflight(`/v1/games/${id}/actions`, "POST", ["Authorization", "Content-Type", "Idempotency-Key", "If-Match"]);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(list(res.headers.get("access-control-allow-methods"))).toEqual(expect.arrayContaining(["get", "post", "delete"]));
    expect(list(res.headers.get("access-control-allow-headers"))).toEqual(
      expect.arrayContaining(["authorization", "content-type", "idempotency-key", "if-match", "if-none-match", "last-event-id"]),
    );
    expect(Number(res.headers.get("access-control-max-age"))).toBeGreaterThanOrEqual(3600);
    expect(res.headers.get("access-control-allow-credentials")).toBeNull();
  });

  it("is answered before the key check and the rate limit: a preflight carries no key", async () => {
    for (const [path, method] of [
      ["/v1/games", "POST"],
      ["/v1/me", "GET"],
      ["/graphql", "POST"],
      ["/v1/webhooks/wh_x", "DELETE"],
      ["/v1/games/g_nope/stream", "GET"],
    ] as const) {
      const res = await preflight(path, method, ["authorization", "content-type"]);
      expect([path, res.status]).toEqual([path, 204]);
      expect(res.headers.get("access-control-allow-origin")).toBe("*");
    }
  });
});

describe("CORS on answers", () => {
  it("a read, a 304 and a page with a Link are readable from another origin", async () => {
    const { alice, id } = await startedGame();
    const headers = { origin: ORIGIN, authorization: `Bearer ${alice.apiKey}` };
    const read = await fetchWorker(`${BASE}/v1/games/${id}`, { headers });
    expect(read.status).toBe(200);
    expectReadable(read);
    const tag = read.headers.get("etag")!;
    const again = await fetchWorker(`${BASE}/v1/games/${id}`, { headers: { ...headers, "if-none-match": tag } });
    expect(again.status).toBe(304);
    expectReadable(again);
    const page = await fetchWorker(`${BASE}/v1/games?limit=1`, { headers });
    expect(page.headers.get("link")).toMatch(/rel="next"/);
    expectReadable(page);
  });

  it("an action is readable from another origin, and so is the event stream", async () => {
    const { alice, bob, id, game } = await startedGame();
    const seat = game.pending[0].seat;
    const key = game.seats.find((s: any) => s.seat === seat).player.id === alice.id ? alice.apiKey : bob.apiKey;
    const choice = (await api("GET", `/v1/games/${id}`, { key })).body.pending[0].choices[0];
    const act = await fetchWorker(`${BASE}/v1/games/${id}/actions`, {
      method: "POST",
      headers: {
        origin: ORIGIN,
        authorization: `Bearer ${key}`,
        "content-type": "application/json",
        "idempotency-key": "cors-1",
        "if-match": '"0"',
      },
      body: JSON.stringify({ action: choice }),
    });
    expect(act.status).toBe(200);
    expectReadable(act);
    const stream = await fetchWorker(`${BASE}/v1/games/${id}/stream`, { headers: { origin: ORIGIN, authorization: `Bearer ${key}` } });
    expect(stream.headers.get("content-type")).toBe("text/event-stream");
    expectReadable(stream);
    await stream.body?.cancel();
  });

  it("problems from every layer carry the CORS headers, so a page can read the error", async () => {
    const headers = { origin: ORIGIN };
    const cases: [string, Promise<Response>, number, string][] = [
      ["unknown game", fetchWorker(`${BASE}/v1/games/g_nothing`, { headers }), 404, "GAME_NOT_FOUND"],
      ["no route", fetchWorker(`${BASE}/v1/nowhere`, { headers }), 404, "NOT_FOUND"],
      ["bad key", fetchWorker(`${BASE}/v1/me`, { headers: { ...headers, authorization: "Bearer sp_wrong" } }), 401, "UNAUTHENTICATED"],
      [
        "bad JSON",
        fetchWorker(`${BASE}/v1/players`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: "{" }),
        400,
        "MALFORMED_REQUEST",
      ],
      [
        "too large",
        fetchWorker(`${BASE}/v1/players`, {
          method: "POST",
          headers: { ...headers, "content-type": "application/json" },
          body: "x".repeat(70_000),
        }),
        413,
        "BODY_TOO_LARGE",
      ],
      // A directory that fails: the server's own failure, answered by the app's error handler.
      [
        "server failure",
        fetchWorker(`${BASE}/v1/me`, { headers: { ...headers, authorization: "Bearer sp_any" } }, {
          ...env,
          DIRECTORY: undefined,
        } as unknown as Env),
        500,
        "INTERNAL",
      ],
    ];
    for (const [what, pending, status, code] of cases) {
      const res = await pending;
      const body = (await res.json()) as { code: string };
      expect([what, res.status, body.code]).toEqual([what, status, code]);
      expectReadable(res);
    }
  });

  it("a 429 carries the CORS headers and exposes Retry-After", { timeout: 60_000 }, async () => {
    const hasty = await registerPlayer("Hasty");
    const limited = { ...env, RATE_LIMITS: "on" } as Env;
    const burst = RATE_LIMITS.find((r) => r.name === "burst")!;
    let refusal: Response | null = null;
    for (let i = 0; i <= burst.limit * 2 && refusal === null; i++) {
      const r = await fetchWorker(`${BASE}/v1/me`, { headers: { origin: ORIGIN, authorization: `Bearer ${hasty.apiKey}` } }, limited);
      if (r.status === 429) refusal = r;
      else await r.body?.cancel();
    }
    expect(refusal?.status).toBe(429);
    expectReadable(refusal!);
    expect(Number(refusal!.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  });

  it("/graphql: answers and refusals alike, with no credentials mode of yoga's own", async () => {
    const ok = await fetchWorker(`${BASE}/graphql`, {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/json" },
      body: JSON.stringify({ query: "{ kinds { id } }" }),
    });
    expect(ok.status).toBe(200);
    expectReadable(ok);
    const refused = await fetchWorker(`${BASE}/graphql`, {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/json", authorization: "Bearer sp_wrong" },
      body: JSON.stringify({ query: "{ me { id } }" }),
    });
    expect(refused.status).toBe(401);
    expectReadable(refused);
    const put = await fetchWorker(`${BASE}/graphql`, { method: "PUT", headers: { origin: ORIGIN } });
    expect(put.status).toBe(405);
    expectReadable(put);
    expect(list(put.headers.get("access-control-expose-headers"))).toContain("allow");
  });
});
