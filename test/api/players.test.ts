import { describe, expect, it } from "vitest";
import { api, registerPlayer } from "./helpers";

describe("players", () => {
  it("registers a player and shows the key once; /v1/me answers with the key", async () => {
    const r = await api("POST", "/v1/players", { body: { name: "Ada" } });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ name: "Ada", id: expect.stringMatching(/^pl_/), apiKey: expect.stringMatching(/^sp_/) });
    const me = await api("GET", "/v1/me", { key: r.body.apiKey });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ id: r.body.id, name: "Ada" });
  });

  it("401 UNAUTHENTICATED without a key, with an unknown key, and with a malformed header", async () => {
    for (const headers of [{}, { authorization: "Bearer sp_nope" }, { authorization: "Basic abc" }] as Record<string, string>[]) {
      const r = await api("GET", "/v1/me", { headers });
      expect(r.status).toBe(401);
      expect(r.contentType).toContain("application/problem+json");
      expect(r.body.code).toBe("UNAUTHENTICATED");
    }
  });

  it("400 MALFORMED_REQUEST for a bad name, unknown fields, and invalid JSON", async () => {
    for (const body of [{ name: "" }, { name: 7 }, { name: "x", admin: true }, {}]) {
      const r = await api("POST", "/v1/players", { body });
      expect(r.status).toBe(400);
      expect(r.body.code).toBe("MALFORMED_REQUEST");
    }
    const bad = await api("POST", "/v1/players", { raw: "{not json", headers: { "content-type": "application/json" } });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("MALFORMED_REQUEST");
  });

  it("413 BODY_TOO_LARGE for a body over the limit", async () => {
    const r = await api("POST", "/v1/players", {
      raw: JSON.stringify({ name: "x".repeat(70_000) }),
      headers: { "content-type": "application/json" },
    });
    expect(r.status).toBe(413);
    expect(r.body.code).toBe("BODY_TOO_LARGE");
  });

  it("stores keys hashed: two players get different keys and each key finds its own player", async () => {
    const a = await registerPlayer("A");
    const b = await registerPlayer("B");
    expect(a.apiKey).not.toBe(b.apiKey);
    expect((await api("GET", "/v1/me", { key: b.apiKey })).body.id).toBe(b.id);
  });
});

describe("service", () => {
  it("404 NOT_FOUND as problem+json for an unknown route", async () => {
    const r = await api("GET", "/v1/nothing-here");
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ code: "NOT_FOUND", status: 404 });
  });

  it("serves the OpenAPI document and a docs page made from it", async () => {
    const doc = await api("GET", "/openapi.json");
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toBe("3.1.0");
    expect(Object.keys(doc.body.paths)).toEqual(expect.arrayContaining(["/v1/players", "/v1/games/{id}/actions", "/v1/games/{id}/export"]));
    const body = doc.body.paths["/v1/players"].post.requestBody.content["application/json"].schema;
    expect(body).toEqual({ $ref: "#/components/schemas/RegisterPlayerRequest" });
    expect(doc.body.components.schemas.RegisterPlayerRequest.required).toContain("name");
    const page = await api("GET", "/docs");
    expect(page.contentType).toContain("text/html");
    expect(page.body).toContain("/v1/games/{id}/actions");
    expect(page.body).toContain("STALE_VERSION");
    // The limits a client can rely on, with the numbers the worker enforces.
    expect(page.body).toContain("200 requests per 10 s (<code>burst</code>)");
    expect(page.body).toContain("64 KiB");
    expect(doc.body.paths["/v1/games/{id}/actions"].post.responses["429"].headers["Retry-After"]).toBeDefined();
  });
});
