// The OpenAPI document's promises to a client author, checked on the document the server serves:
// every operation (and every webhook) is named, tagged, secured and answered with a schema.
import { describe, expect, it } from "vitest";
import { openApiDocument } from "../../src/api/openapi";
import { restRoutes } from "../../src/api/rest";

type Operation = {
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};
const doc = openApiDocument(restRoutes) as unknown as {
  openapi: string;
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};
const operations = (section: Record<string, Record<string, Operation>>) =>
  Object.entries(section).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ where: `${method} ${path}`, op })));
const all = [...operations(doc.paths), ...operations(doc.webhooks)];

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 with the local server and a documented production placeholder", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.servers.map((s) => s.url)).toEqual(["http://127.0.0.1:8787", "https://{host}"]);
  });

  it("has every route of the REST table, the OAuth protocol's four endpoints, and the seven webhook events", () => {
    expect(operations(doc.paths)).toHaveLength(restRoutes.length + 4);
    expect(
      operations(doc.paths)
        .filter(({ where }) => !where.includes(" /v1/"))
        .map(({ where, op }) => `${where} ${op.operationId}`),
    ).toEqual([
      "get /.well-known/oauth-authorization-server getOAuthMetadata",
      "get /oauth/authorize authorizeOAuthApp",
      "post /oauth/token requestOAuthToken",
      "post /oauth/register registerOAuthClient",
    ]);
    expect(Object.keys(doc.webhooks).sort()).toEqual([
      "deadline.warning",
      "decision.required",
      "game.action",
      "game.over",
      "game.started",
      "invitation.received",
      "message.posted",
    ]);
  });

  it("names every operation with a unique camelCase operationId", () => {
    const ids = all.map(({ op }) => op.operationId);
    for (const { where, op } of all) expect(op.operationId, where).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("tags every operation with a declared tag, and states its security", () => {
    const declared = doc.tags.map((t) => t.name);
    for (const { where, op } of all) {
      expect(op.tags?.length, where).toBeGreaterThan(0);
      for (const tag of op.tags!) expect(declared, where).toContain(tag);
      expect(Array.isArray(op.security), where).toBe(true);
    }
  });

  it("gives every REST response a schema: the answer as JSON (the stream as text/event-stream), every error as problem+json", () => {
    for (const { where, op } of operations(doc.paths).filter(({ where }) => where.includes(" /v1/"))) {
      const statuses = Object.keys(op.responses ?? {});
      expect(
        statuses.some((s) => s.startsWith("2")),
        where,
      ).toBe(true);
      for (const status of statuses) {
        const content = op.responses![status]!.content ?? {};
        // The health check's 503 is its 200's body with failing checks (a monitor reads one shape).
        const media =
          status.startsWith("2") || (where === "get /v1/health" && status === "503")
            ? where.endsWith("/stream")
              ? "text/event-stream"
              : "application/json"
            : "application/problem+json";
        expect(Object.keys(content), `${where} ${status}`).toEqual([media]);
        expect(content[media]!.schema, `${where} ${status}`).toBeTruthy();
      }
    }
  });

  it("gives the OAuth endpoints their protocol's shapes: JSON answers, a 302 on to the consent page, refusals as RFC 6749 JSON with our code", () => {
    const oauth = operations(doc.paths).filter(({ where }) => !where.includes(" /v1/"));
    for (const { where, op } of oauth) {
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        const media = Object.keys(response.content ?? {});
        if (status === "302") expect(media, where).toEqual([]);
        else if (status.startsWith("2")) expect(media, `${where} ${status}`).toEqual(["application/json"]);
        // Ours (the request budget, the body bound) stay problem documents; the library's refusals are OAuth JSON.
        else if (status === "429" || status === "413") expect(media, `${where} ${status}`).toEqual(["application/problem+json"]);
        else
          expect(media, `${where} ${status}`).toEqual([
            where.includes("/oauth/authorize") ? "application/problem+json" : "application/json",
          ]);
      }
    }
    const token = doc.paths["/oauth/token"]!.post! as Operation & { requestBody: { content: Record<string, unknown> } };
    expect(Object.keys(token.requestBody.content)).toEqual(["application/x-www-form-urlencoded"]);
    const codes = JSON.stringify(token.responses!["400"]);
    for (const code of ["OAUTH_PKCE_FAILED", "OAUTH_CODE_USED", "OAUTH_REDIRECT_MISMATCH", "OAUTH_SCOPE_INVALID"])
      expect(codes).toContain(code);
    expect(JSON.stringify(token.responses!["401"])).toContain("OAUTH_CLIENT_INVALID");
  });

  it("maps every discriminator value to a member of its own oneOf (request unions to their request members)", () => {
    let checked = 0;
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(visit);
      if (node === null || typeof node !== "object") return;
      const { discriminator, oneOf } = node as { discriminator?: { mapping?: Record<string, string> }; oneOf?: { $ref?: string }[] };
      if (discriminator?.mapping && oneOf) {
        const members = oneOf.map((m) => m.$ref);
        for (const ref of Object.values(discriminator.mapping)) expect(members, ref).toContain(ref);
        checked++;
      }
      Object.values(node).forEach(visit);
    };
    visit(doc.components.schemas);
    expect(checked).toBeGreaterThan(5);
    const action = doc.components.schemas.IronStarsActionInput as { discriminator: { mapping: Record<string, string> } };
    expect(action.discriminator.mapping.buyFleet).toBe("#/components/schemas/IronStarsActionBuyFleetInput");
  });

  it("keeps answers in the answer's shape where a request holds the same named schema (a design in a view has its defaults filled in)", () => {
    const schemas = doc.components.schemas as Record<string, { properties?: Record<string, { $ref?: string }>; required?: string[] }>;
    expect(schemas.IronStarsDesignedShip!.properties!.design!.$ref).toBe("#/components/schemas/IronStarsDesign");
    expect(schemas.IronStarsDesignedShipInput!.properties!.design!.$ref).toBe("#/components/schemas/IronStarsDesignInput");
    expect(schemas.IronStarsDesign!.required).toContain("equipment");
    expect(schemas.IronStarsDesignInput!.required).not.toContain("equipment");
  });

  it("leaves no reference dangling", () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    for (const name of new Set(refs)) expect(doc.components.schemas[name], name).toBeDefined();
  });
});
