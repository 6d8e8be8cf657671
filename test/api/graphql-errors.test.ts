// /graphql answers every refusal as GraphQL (errors[].extensions.code, the status GraphQL over
// HTTP gives, application/graphql-response+json when asked for), whichever layer refuses it;
// REST keeps answering application/problem+json.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BODY_LIMIT } from "../../src/api/body-limit";
import { MAX_DEPTH } from "../../src/api/graphql-limits";
import { RATE_LIMITS } from "../../src/api/rate-limit";
import { api, fetchWorker, registerPlayer, startedGame } from "./helpers";

const URL_ = "http://starpost.test/graphql";
const GRAPHQL_RESPONSE = "application/graphql-response+json";

/** The accept headers a client may send, and the media type each must get back. */
const CLIENTS = [
  { accept: GRAPHQL_RESPONSE, media: GRAPHQL_RESPONSE },
  { accept: `application/json;q=0.9, ${GRAPHQL_RESPONSE}`, media: GRAPHQL_RESPONSE },
  { accept: "application/json", media: "application/json" },
  { accept: undefined, media: "application/json" },
  { accept: "*/*", media: "application/json" },
  { accept: "text/plain", media: "application/json" }, // nothing we speak: answered in the default
] as const;

interface GqlReply {
  status: number;
  media: string;
  headers: Headers;
  body: { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

async function send(init: RequestInit & { accept?: string }, url = URL_, environment?: Env): Promise<GqlReply> {
  const headers = new Headers(init.headers);
  if (init.accept) headers.set("accept", init.accept);
  const res = await fetchWorker(url, { ...init, headers }, environment);
  const text = await res.text();
  const media = (res.headers.get("content-type") ?? "").split(";")[0]!.trim();
  let body: GqlReply["body"];
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`not JSON (${res.status} ${media}): ${text.slice(0, 200)}`);
  }
  return { status: res.status, media, headers: res.headers, body };
}

const post = (body: unknown, headers: Record<string, string> = {}, accept?: string): RequestInit & { accept?: string } => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: typeof body === "string" ? body : JSON.stringify(body),
  ...(accept ? { accept } : {}),
});

/** A GraphQL request error: no data, one error with `code`, in the media type the client asked for. */
function expectRequestError(r: GqlReply, status: number, code: string, media: string) {
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  expect(r.media).toBe(media);
  expect(r.body.data).toBeUndefined();
  expect(r.body.errors).toHaveLength(1);
  expect(r.body.errors![0]!.message).toEqual(expect.any(String));
  expect(r.body.errors![0]!.extensions?.code).toBe(code);
  expect(r.body.errors![0]!.extensions).not.toHaveProperty("originalError");
}

describe("GraphQL errors are GraphQL", () => {
  it.each(CLIENTS)("a bad key is 401 UNAUTHENTICATED (Accept: $accept)", async ({ accept, media }) => {
    for (const authorization of ["Bearer sp_not-a-key", "Basic dXNlcjpwdw==", "Bearer"]) {
      const r = await send(post({ query: "{ me { id } }" }, { authorization }, accept));
      expectRequestError(r, 401, "UNAUTHENTICATED", media);
    }
  });

  it("a mutation that needs a key, sent without one, is a typed AuthProblem with UNAUTHENTICATED", async () => {
    const { id } = await startedGame();
    for (const { accept, media } of CLIENTS) {
      const r = await send(
        post(
          { query: `mutation($id: ID!) { resign(id: $id) { __typename ... on Problem { code status } } }`, variables: { id } },
          {},
          accept,
        ),
      );
      expect([r.status, r.media], JSON.stringify(r.body)).toEqual([200, media]);
      expect(r.body).toEqual({ data: { resign: { __typename: "AuthProblem", code: "UNAUTHENTICATED", status: 401 } } });
    }
    expect((await api("GET", `/v1/games/${id}`)).body.status).toBe("active");
  });

  it.each(CLIENTS)(
    "an oversized body is 413 BODY_TOO_LARGE with the limit, with or without Content-Length (Accept: $accept)",
    async ({ accept, media }) => {
      const text = JSON.stringify({ query: "{ kinds { id } }", pad: "x".repeat(BODY_LIMIT) });
      const chunked = () =>
        new ReadableStream({
          start(c) {
            c.enqueue(new TextEncoder().encode(text));
            c.close();
          },
        });
      for (const body of [text, chunked()]) {
        const r = await send({ method: "POST", headers: { "content-type": "application/json" }, body, ...(accept ? { accept } : {}) });
        expectRequestError(r, 413, "BODY_TOO_LARGE", media);
        expect(r.body.errors![0]!.extensions!.maxBytes).toBe(BODY_LIMIT);
      }
    },
  );

  it.each(CLIENTS)(
    "malformed JSON, a body that is not an object, a query that is not a string, and no query are MALFORMED_REQUEST (Accept: $accept)",
    async ({ accept, media }) => {
      for (const body of ["{nope", "[1,", '"just a string"', JSON.stringify({ query: 42 })]) {
        expectRequestError(await send(post(body, {}, accept)), 400, "MALFORMED_REQUEST", media);
      }
      // A JSON object with no query: 400 in either media type (an answer with no data is never 200).
      expectRequestError(await send(post({}, {}, accept)), 400, "MALFORMED_REQUEST", media);
    },
  );

  it.each(CLIENTS)(
    "a mutation sent by GET is 405 METHOD_NOT_ALLOWED with Allow: POST, and does nothing (Accept: $accept)",
    async ({ accept, media }) => {
      const name = `Sneaky${Math.random().toString(36).slice(2, 8)}`;
      const query = encodeURIComponent(`mutation { registerPlayer(name: "${name}") { __typename } }`);
      const r = await send({ method: "GET", ...(accept ? { accept } : {}) }, `${URL_}?query=${query}`);
      expectRequestError(r, 405, "METHOD_NOT_ALLOWED", media);
      expect(r.headers.get("allow")).toBe("POST");
    },
  );

  it("a method GraphQL does not use is 405 METHOD_NOT_ALLOWED with Allow: GET, POST", async () => {
    for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const r = await send({
        method,
        headers: { "content-type": "application/json" },
        ...(method === "OPTIONS" ? {} : { body: "{}" }),
        accept: GRAPHQL_RESPONSE,
      });
      expectRequestError(r, 405, "METHOD_NOT_ALLOWED", GRAPHQL_RESPONSE);
      expect(r.headers.get("allow")).toBe("GET, POST");
    }
  });

  it("a body in a Content-Type GraphQL does not read is 415 UNSUPPORTED_MEDIA_TYPE", async () => {
    const r = await send({
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: JSON.stringify({ query: "{ kinds { id } }" }),
      accept: GRAPHQL_RESPONSE,
    });
    expectRequestError(r, 415, "UNSUPPORTED_MEDIA_TYPE", GRAPHQL_RESPONSE);
  });

  it("a document that does not parse, validate or fit the depth limit is 400, for application/json too", async () => {
    const modern = await send(post({ query: "{ nope }" }, {}, GRAPHQL_RESPONSE));
    expectRequestError(modern, 400, "GRAPHQL_VALIDATION_FAILED", GRAPHQL_RESPONSE);
    const legacy = await send(post({ query: "{ nope }" }, {}, "application/json"));
    expectRequestError(legacy, 400, "GRAPHQL_VALIDATION_FAILED", "application/json");
    const parse = await send(post({ query: "{ " }, {}, GRAPHQL_RESPONSE));
    expectRequestError(parse, 400, "GRAPHQL_PARSE_FAILED", GRAPHQL_RESPONSE);
    const nested = Array.from({ length: MAX_DEPTH + 1 }).reduce<string>((inner) => `ofType { ${inner} }`, "name");
    const deep = await send(post({ query: `{ __type(name: "Game") { ${nested} } }` }, {}, GRAPHQL_RESPONSE));
    expectRequestError(deep, 400, "GRAPHQL_DEPTH_LIMIT", GRAPHQL_RESPONSE);
    expect(deep.body.errors![0]!.extensions!.limit).toBe(MAX_DEPTH);
  });

  it("a failure of the server is a GraphQL 500 INTERNAL on /graphql, and a problem document on REST", async () => {
    // A directory that fails every query: the key check fails before GraphQL runs.
    const broken = {
      ...env,
      DIRECTORY: {
        prepare: () => {
          throw new Error("D1 is down");
        },
      },
    } as unknown as Env;
    const p = await registerPlayer("Unlucky");
    const g = await send(post({ query: "{ me { id } }" }, { authorization: `Bearer ${p.apiKey}` }, GRAPHQL_RESPONSE), URL_, broken);
    expectRequestError(g, 500, "INTERNAL", GRAPHQL_RESPONSE);
    const rest = await fetchWorker("http://starpost.test/v1/me", { headers: { authorization: `Bearer ${p.apiKey}` } }, broken);
    expect([rest.status, rest.headers.get("content-type")]).toEqual([500, "application/problem+json"]);
    expect(((await rest.json()) as any).code).toBe("INTERNAL");
  });

  it("a served request is unchanged: data, 200, the media type asked for", async () => {
    for (const { accept, media } of CLIENTS) {
      const r = await send(post({ query: "{ kinds { id } }" }, {}, accept));
      expect([r.status, r.media]).toEqual([200, media]);
      expect(r.body.errors).toBeUndefined();
      expect((r.body.data as any).kinds.length).toBe(5);
    }
    const page = await fetchWorker(URL_, { headers: { accept: "text/html" } });
    expect([page.status, page.headers.get("content-type")?.split(";")[0]]).toEqual([200, "text/html"]);
    await page.body?.cancel();
  });

  it("REST keeps answering application/problem+json for the same refusals", async () => {
    const bad = await api("GET", "/v1/me", { key: "sp_not-a-key" });
    expect([bad.status, bad.contentType, bad.body.code]).toEqual([401, "application/problem+json", "UNAUTHENTICATED"]);
    const big = await api("POST", "/v1/players", {
      raw: JSON.stringify({ name: "x".repeat(BODY_LIMIT) }),
      headers: { "content-type": "application/json" },
    });
    expect([big.status, big.contentType, big.body.code, big.body.maxBytes]).toEqual([
      413,
      "application/problem+json",
      "BODY_TOO_LARGE",
      BODY_LIMIT,
    ]);
    const malformed = await api("POST", "/v1/players", { raw: "{nope", headers: { "content-type": "application/json" } });
    expect([malformed.status, malformed.contentType, malformed.body.code]).toEqual([400, "application/problem+json", "MALFORMED_REQUEST"]);
    const missing = await api("PUT", "/v1/nothing");
    expect([missing.status, missing.contentType]).toEqual([404, "application/problem+json"]);
  });
});

// GraphQL over HTTP (the draft of 2026-08): an answer with no `data` MUST be 4xx or 5xx, one with
// `data` MUST be 2xx, whatever the media type. The request errors it names, each under both media
// types: the status, the stable code, and no data.
describe("GraphQL over HTTP's status for each kind of request error", () => {
  const BOTH = [GRAPHQL_RESPONSE, "application/json"] as const;
  const requestErrors = [
    { what: "a document that does not parse", body: { query: "{ kinds { id }" }, code: "GRAPHQL_PARSE_FAILED" },
    { what: "a document that does not validate", body: { query: "{ kinds { noSuchField } }" }, code: "GRAPHQL_VALIDATION_FAILED" },
    {
      what: "a variable that does not coerce",
      body: { query: "query($f: Int) { gamesConnection(first: $f) { pageInfo { hasNextPage } } }", variables: { f: "ten" } },
      code: "BAD_USER_INPUT",
    },
    {
      what: "an operation name the document does not define",
      body: { query: "query A { kinds { id } }", operationName: "B" },
      code: "OPERATION_RESOLUTION_FAILURE",
    },
    {
      what: "two operations and no operation name",
      body: { query: "query A { kinds { id } } query B { kinds { title } }" },
      code: "OPERATION_RESOLUTION_FAILURE",
    },
  ];
  for (const accept of BOTH)
    it.each(requestErrors)(`$what is 400 with its code and no data (Accept: ${accept})`, async ({ body, code }) => {
      expectRequestError(await send(post(body, {}, accept)), 400, code, accept);
    });

  it.each(BOTH)("a field error is 200 with data, even when the error nulls it all (Accept: %s)", async (accept) => {
    const p = await registerPlayer("Cursor");
    const r = await send(
      post(
        { query: '{ gamesConnection(after: "not-a-cursor") { pageInfo { hasNextPage } } }' },
        { authorization: `Bearer ${p.apiKey}` },
        accept,
      ),
    );
    expect([r.status, r.media], JSON.stringify(r.body)).toEqual([200, accept]);
    expect(r.body.data).toBeNull();
    expect(r.body.errors?.map((e) => e.extensions?.code)).toEqual(["INVALID_CURSOR"]);
  });
});

describe("GraphQL rate limits", () => {
  // The API project runs with RATE_LIMITS=off (vitest.config.ts); these requests run with the
  // limits of wrangler.toml, on the platform's own Rate Limiting bindings (as limits.test.ts does).
  const limited = { ...env, RATE_LIMITS: "on" } as Env;
  const burst = RATE_LIMITS.find((r) => r.name === "burst")!;

  it("over the burst limit, /graphql answers 429 RATE_LIMITED as a GraphQL error with Retry-After and the limit, in either media type", {
    timeout: 60_000,
  }, async () => {
    // An address of its own, so no other test's budget is spent.
    const from = { "cf-connecting-ip": "192.0.2.77" };
    let refusal: GqlReply | null = null;
    let served = 0;
    for (let i = 0; i <= burst.limit * 2 && !refusal; i++) {
      const r = await send(post({ query: "{ kinds { id } }" }, from, GRAPHQL_RESPONSE), URL_, limited);
      if (r.status === 429) refusal = r;
      else served++;
    }
    expect(served).toBeGreaterThanOrEqual(burst.limit);
    expect(refusal).not.toBeNull();
    for (const r of [refusal!, await send(post({ query: "{ kinds { id } }" }, from, "application/json"), URL_, limited)]) {
      const media = r === refusal ? GRAPHQL_RESPONSE : "application/json";
      expectRequestError(r, 429, "RATE_LIMITED", media);
      const retryAfter = Number(r.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(burst.periodSeconds);
      expect(r.body.errors![0]!.extensions).toEqual({
        code: "RATE_LIMITED",
        limit: "burst",
        requests: burst.limit,
        periodSeconds: burst.periodSeconds,
        retryAfter,
      });
    }
    // Guessing keys from that address is refused by the rate limit too (429, not 401).
    const guess = await send(
      post({ query: "{ me { id } }" }, { ...from, authorization: "Bearer sp_guess" }, GRAPHQL_RESPONSE),
      URL_,
      limited,
    );
    expectRequestError(guess, 429, "RATE_LIMITED", GRAPHQL_RESPONSE);
  });
});
