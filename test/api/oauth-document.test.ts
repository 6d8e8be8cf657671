// The OAuth endpoints against the OpenAPI document the server serves: every refusal each endpoint
// is made to give here has its status, media type and code documented for that operation, and
// every code the document lists for them is given here at least once.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { OAUTH_REFUSALS } from "../../src/api/openapi/oauth";
import { fetchWorker, registerPlayer } from "./helpers";
import { allow, appTokens, authorizeQuery, call, exchange, ORIGIN, pkce, REDIRECT, registerClient, type Reply } from "./oauth-app";

type Doc = {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: any }> }> }>>;
};

const seen = new Set<string>();

/** Checks the refusal against the document, and notes it as seen. */
function documented(doc: Doc, operation: string, r: { status: number; body: any; headers: Headers }): void {
  const [method, path] = operation.split(" ") as [string, string];
  const response = doc.paths[path]?.[method.toLowerCase()]?.responses[String(r.status)];
  expect(response, `${operation} ${r.status} ${JSON.stringify(r.body)}`).toBeDefined();
  const media = r.headers.get("content-type")!.split(";")[0]!;
  const content = response!.content?.[media];
  expect(content, `${operation} ${r.status} as ${media}`).toBeDefined();
  expect(content!.schema.allOf[1].properties.code.enum, `${operation} ${r.status}`).toContain(r.body.code);
  if (media === "application/json") expect(typeof r.body.error, operation).toBe("string");
  seen.add(`${operation} ${r.body.code}`);
}

/** A request to another origin than the tests' https one, or with other bindings. */
async function send(url: string, init: RequestInit = {}, bindings: Env = env as Env): Promise<Reply> {
  const res = await fetchWorker(url, init, bindings);
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

describe("the OAuth endpoints' refusals, as the document lists them", () => {
  it("each refusal is documented for its operation, and each documented code is given", { timeout: 180_000 }, async () => {
    const doc = (await call("GET", "/openapi.json")).body as Doc;
    const alice = await registerPlayer("Alice");
    const TOKEN = "POST /oauth/token";
    const REGISTER = "POST /oauth/register";
    const METADATA = "GET /.well-known/oauth-authorization-server";
    const AUTHORIZE = "GET /oauth/authorize";

    // Over plain http on a host that is not loopback: OAuth is not offered.
    const plain = "http://starpost.test";
    documented(doc, METADATA, await send(`${plain}/.well-known/oauth-authorization-server`));
    documented(doc, AUTHORIZE, await send(`${plain}/oauth/authorize?client_id=x`, { redirect: "manual" }));
    documented(doc, TOKEN, await send(`${plain}/oauth/token`, form({ grant_type: "authorization_code" })));
    documented(doc, REGISTER, await send(`${plain}/oauth/register`, { method: "POST", body: "{}" }));

    // The token endpoint, each way an app can get it wrong.
    const clientId = await registerClient();
    const other = await registerClient("Other App");
    const { verifier, challenge } = await pkce();
    const { code } = await allow(alice.apiKey, authorizeQuery(clientId, "read", challenge));
    documented(doc, TOKEN, await call("POST", "/oauth/token", { form: { grant_type: "password", client_id: clientId } }));
    documented(doc, TOKEN, await exchange("no-such-client", code, verifier));
    documented(doc, TOKEN, await exchange(other, code, verifier));
    documented(doc, TOKEN, await exchange(clientId, code, verifier, "https://elsewhere.example/cb"));
    documented(doc, TOKEN, await exchange(clientId, code, (await pkce()).verifier));
    documented(doc, TOKEN, await exchange(clientId, `${alice.id}:nosuchgrant:abc`, verifier));
    expect((await exchange(clientId, code, verifier)).status).toBe(200);
    documented(doc, TOKEN, await exchange(clientId, code, verifier));
    const app = await appTokens(alice.apiKey, "read");
    const refresh = (fields: Record<string, string>) =>
      call("POST", "/oauth/token", { form: { grant_type: "refresh_token", client_id: app.clientId, ...fields } });
    documented(doc, TOKEN, await refresh({ refresh_token: `${alice.id}:nosuchgrant:abc` }));
    documented(doc, TOKEN, await refresh({ refresh_token: app.refresh_token, scope: "read play" }));
    const huge = { ...form({ grant_type: "refresh_token", refresh_token: "x".repeat(70_000) }) };
    documented(doc, TOKEN, await send(`${ORIGIN}/oauth/token`, huge));

    // Registration.
    const json = (body: unknown) => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    documented(doc, REGISTER, await send(`${ORIGIN}/oauth/register`, json({ client_name: "No Redirect" })));
    documented(doc, REGISTER, await send(`${ORIGIN}/oauth/register`, json({ redirect_uris: [REDIRECT], client_name: "x".repeat(70_000) })));

    // A GET where only POST is served keeps its 405 and the library's Allow header.
    const get = await send(`${ORIGIN}/oauth/token`);
    expect(get.status).toBe(405);
    expect(get.body.code).toBe("METHOD_NOT_ALLOWED");
    expect(get.headers.get("allow")).toContain("POST");

    // The request budget, spent from one address (the suite runs with it off): every endpoint answers 429.
    const limited = { ...env, RATE_LIMITS: "on" } as Env;
    const from = { "cf-connecting-ip": "203.0.113.61" };
    let spent: Reply | null = null;
    for (let i = 0; i < 1000 && spent === null; i++) {
      const r = await send(`${ORIGIN}/.well-known/oauth-authorization-server`, { headers: from }, limited);
      if (r.status === 429) spent = r;
    }
    expect(spent, "the burst budget was never spent").not.toBeNull();
    documented(doc, METADATA, spent!);
    documented(doc, TOKEN, await send(`${ORIGIN}/oauth/token`, { ...form({ grant_type: "password" }), headers: { ...from } }, limited));
    documented(doc, REGISTER, await send(`${ORIGIN}/oauth/register`, { ...json({}), headers: { ...from } }, limited));

    const listed = Object.entries(OAUTH_REFUSALS).flatMap(([op, { oauth, problems }]) =>
      [...oauth, ...problems].map((code) => `${op} ${code}`),
    );
    expect([...seen].sort()).toEqual(listed.sort());
  });
});
