// GET /v1/health inside workerd: 200 while the directory and a room answer, 503 naming the one that
// does not, never cached, and nothing of a failure's own message (which may name an account).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { fetchWorker } from "./helpers";

async function health(bindings: Env = env): Promise<{ status: number; body: any; headers: Headers }> {
  const res = await fetchWorker("http://starpost.test/v1/health", {}, bindings);
  return { status: res.status, body: await res.json(), headers: res.headers };
}

const failingDirectory = {
  prepare: () => ({
    first: () => Promise.reject(new Error("D1_ERROR: database 9f3c-secret-account-id is unavailable")),
  }),
} as unknown as D1Database;

describe("GET /v1/health", () => {
  it("answers 200 ok with each check's time when the directory and a room answer, never cached", async () => {
    const { status, body, headers } = await health();
    expect(status).toBe(200);
    expect(body).toEqual({
      status: "ok",
      checks: { directory: { ok: true, ms: expect.any(Number) }, rooms: { ok: true, ms: expect.any(Number) } },
    });
    expect(headers.get("cache-control")).toBe("no-store");
    expect(headers.get("etag")).toBeNull();
  });

  it("answers 503 naming the directory when D1 fails, without the driver's message", async () => {
    const { status, body } = await health({ ...env, DIRECTORY: failingDirectory });
    expect(status).toBe(503);
    expect(body.status).toBe("failing");
    expect(body.checks.directory).toMatchObject({ ok: false, error: "the call failed" });
    expect(body.checks.rooms.ok).toBe(true);
    expect(JSON.stringify(body)).not.toContain("secret-account-id");
  });

  it("answers 503 naming the rooms when the Durable Object namespace fails", async () => {
    const failingRooms = {
      idFromName: () => {
        throw new Error("namespace unavailable");
      },
    } as unknown as Env["GAME_ROOM"];
    const { status, body } = await health({ ...env, GAME_ROOM: failingRooms });
    expect(status).toBe(503);
    expect(body.checks).toMatchObject({ directory: { ok: true }, rooms: { ok: false, error: "the call failed" } });
  });

  it("the room it asks stays empty: no game appears under the id it uses", async () => {
    await health();
    const res = await fetchWorker("http://starpost.test/v1/games/0000000000000000");
    expect(res.status).toBe(404);
  });
});
