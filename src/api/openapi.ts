// The OpenAPI 3.1 document, made from the route table and its zod schemas.
import { z } from "zod";
import { errorCodes } from "../service/errors";
import type { RouteSpec } from "./route";

const problemSchema = {
  type: "object",
  required: ["type", "title", "status", "code", "detail"],
  properties: {
    type: { type: "string" },
    title: { type: "string" },
    status: { type: "integer" },
    code: { type: "string", enum: Object.keys(errorCodes), description: "Stable; illegal moves carry the game's own code instead" },
    detail: { type: "string" },
    rule: { type: "string", description: "For illegal moves: the rule that forbids them" },
    limit: { type: "string", enum: ["burst", "sustained"], description: "On a 429: the request limit that was hit" },
    requests: { type: "integer", description: "On a 429: the requests that limit allows in a window" },
    periodSeconds: { type: "integer", description: "On a 429: the window's length" },
    retryAfter: { type: "integer", description: "On a 429: seconds until that window ends (also the Retry-After header)" },
  },
};

/** The answer of every list route: its items under their own name, and where the next page starts. */
const pageSchema = (items: string) => ({
  type: "object",
  required: [items, "nextCursor"],
  properties: {
    [items]: { type: "array", items: { type: "object" }, description: "This page, in the list's order" },
    nextCursor: {
      type: ["string", "null"],
      description: "Send it back as `cursor` (with the same filter) for the next page; null on the last page. Opaque: do not build or edit one",
    },
  },
});

const linkHeader = {
  description: 'Only when another page follows: `<URL>; rel="next"`, this request\'s absolute URL with `cursor` set to `nextCursor` (RFC 8288)',
  schema: { type: "string" },
};

function queryParameters(schema: z.ZodType) {
  const json = z.toJSONSchema(schema, { io: "input" }) as { properties?: Record<string, { description?: string }>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, s]) => ({
    name,
    in: "query",
    required: json.required?.includes(name) ?? false,
    ...(s.description ? { description: s.description } : {}),
    schema: s,
  }));
}

export function openApiDocument(routes: readonly RouteSpec<any, any>[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const pathParams = [...r.path.matchAll(/\{(\w+)\}/g)].map((m) => ({ name: m[1], in: "path", required: true, schema: { type: "string" } }));
    const headerParams = (r.headers ?? []).map((h) => ({ name: h.name, in: "header", required: false, description: h.description, schema: { type: "string" } }));
    // Every route spends the caller's request budget (src/api/rate-limit.ts).
    const codes = [...r.errors, "RATE_LIMITED" as const];
    const statuses = [...new Set(codes.map((code) => errorCodes[code][0]))].sort();
    (paths[r.path] ??= {})[r.method] = {
      tags: [r.tag],
      summary: r.summary,
      ...(r.description ? { description: r.description } : {}),
      ...(r.auth === "required" ? { security: [{ apiKey: [] }] } : r.auth === "optional" ? { security: [{}, { apiKey: [] }] } : {}),
      parameters: [...pathParams, ...(r.query ? queryParameters(r.query) : []), ...headerParams],
      ...(r.body ? { requestBody: { required: true, content: { "application/json": { schema: z.toJSONSchema(r.body, { io: "input" }) } } } } : {}),
      responses: {
        [r.success.status]: {
          description: r.success.description,
          ...(r.paged ? { headers: { Link: linkHeader } } : {}),
          content: { "application/json": { schema: r.paged ? pageSchema(r.paged.items) : { type: "object" } } },
        },
        ...Object.fromEntries(
          statuses.map((status) => [
            status,
            {
              description: codes.filter((code) => errorCodes[code][0] === status).join(", "),
              ...(status === 429 ? { headers: { "Retry-After": { description: "Seconds until the window that was exceeded ends", schema: { type: "integer" } } } } : {}),
              content: { "application/problem+json": { schema: { $ref: "#/components/schemas/Problem" } } },
            },
          ]),
        ),
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Starpost",
      version: "1",
      description: "Classic space wargames as a service. Every path under /v1 is a promise to client authors. GraphQL with the same capabilities is at /graphql.",
    },
    components: {
      securitySchemes: { apiKey: { type: "http", scheme: "bearer", description: "The API key from POST /v1/players" } },
      schemas: { Problem: problemSchema },
    },
    paths,
  };
}
