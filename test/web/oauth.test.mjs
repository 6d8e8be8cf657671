// A third-party app gets a play-one-game token by OAuth 2.1 with PKCE, in Chromium: the app (this
// test, in Node) registers itself, sends the person's browser to /oauth/authorize, the consent
// page shows the app and the scope, the person allows, the browser lands on the app's redirect
// URI with a code, the app exchanges it and plays one move with the token; the same token is
// refused on another game with 403 INSUFFICIENT_SCOPE.
import assert from "node:assert/strict";
import { createHash, randomBytes } from "node:crypto";
import { after, before, test } from "node:test";
import { apiClient } from "./api.mjs";
import { launchBrowser, newPlayerPage, startServer } from "./helpers.mjs";

const REDIRECT = "https://fleet-app.example/callback";
let server, browser, base;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // OAuth's issuer must be https or a loopback name; the same server as localhost.
  base = server.base.replace("127.0.0.1", "localhost");
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const b64url = (buf) => buf.toString("base64url");

async function post(path, { key, json, form }) {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    headers: {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      "content-type": json ? "application/json" : "application/x-www-form-urlencoded",
    },
    body: json ? JSON.stringify(json) : new URLSearchParams(form).toString(),
  });
  return { status: res.status, body: await res.json() };
}

test("an app obtains a play:<game> token through the consent page with PKCE, plays a move, and is refused on another game", {
  timeout: 300_000,
}, async () => {
  const api = apiClient(base);
  const { id, players } = await api.twoPlayerGame("star-battle");
  const other = await api.twoPlayerGame("star-battle");
  const owing = await api.owing(id, players);
  const person = owing.player;

  // The app registers itself (RFC 7591) as a public client and makes its PKCE pair.
  const registered = await post("/oauth/register", {
    json: { client_name: "Fleet Commander", redirect_uris: [REDIRECT], token_endpoint_auth_method: "none" },
  });
  assert.equal(registered.status, 201, JSON.stringify(registered.body));
  const clientId = registered.body.client_id;
  const verifier = b64url(randomBytes(32));
  const challenge = b64url(createHash("sha256").update(verifier).digest());
  const query = new URLSearchParams({
    response_type: "code",
    client_id: clientId,
    redirect_uri: REDIRECT,
    scope: `play:${id}`,
    state: "fleet-7",
    code_challenge: challenge,
    code_challenge_method: "S256",
  });

  // The person's browser, signed in with their key as the lobby keeps it.
  const page = await newPlayerPage(browser, base);
  await page.goto("/account", { waitUntil: "domcontentloaded" });
  await page.evaluate((p) => localStorage.setItem("starpost.player", JSON.stringify(p)), {
    id: person.id,
    name: person.name,
    apiKey: person.apiKey,
  });
  // The app's redirect URI is answered here, as the app's own page would be.
  const landed = new Promise((resolve) =>
    page.route(`${REDIRECT}**`, async (route) => {
      resolve(new URL(route.request().url()));
      await route.fulfill({ status: 200, contentType: "text/html", body: "<p>Fleet Commander got its answer</p>" });
    }),
  );
  const consent = await page.goto(`/oauth/authorize?${query}`, { waitUntil: "domcontentloaded" });
  assert.equal(new URL(page.url()).pathname, "/consent");
  assert.equal(consent.headers()["x-frame-options"], "DENY");
  await page.waitForSelector("body[data-ready=true]");
  assert.equal(await page.textContent("#app-name"), "Fleet Commander");
  assert.equal(await page.textContent("#app-host"), "fleet-app.example");
  assert.equal(await page.textContent("#consent-who"), person.name);
  assert.deepEqual(await page.$$eval("#app-scopes li", (lis) => lis.map((li) => li.dataset.scope)), [`play:${id}`]);
  await page.click("#allow");
  const back = await landed;
  assert.equal(back.searchParams.get("state"), "fleet-7");
  const code = back.searchParams.get("code");
  assert.ok(code);

  // The app exchanges the code with its verifier: a token for that one game, never the master key.
  const tokens = await post("/oauth/token", {
    form: { grant_type: "authorization_code", code, redirect_uri: REDIRECT, client_id: clientId, code_verifier: verifier },
  });
  assert.equal(tokens.status, 200, JSON.stringify(tokens.body));
  assert.equal(tokens.body.scope, `play:${id}`);
  const token = tokens.body.access_token;
  assert.ok(!token.includes(person.apiKey));

  // One move with it.
  const suggestion = await post(`/v1/games/${id}/suggest`, { key: token, json: {} });
  assert.equal(suggestion.status, 200, JSON.stringify(suggestion.body));
  const played = await post(`/v1/games/${id}/actions`, { key: token, json: { action: suggestion.body.action } });
  assert.equal(played.status, 200, JSON.stringify(played.body));
  assert.equal(played.body.version, owing.game.version + 1);

  // The same token on another game, and on the account: 403 naming the scope, nothing done.
  const elsewhere = await fetch(`${base}/v1/games/${other.id}`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(elsewhere.status, 403);
  assert.equal((await elsewhere.json()).code, "INSUFFICIENT_SCOPE");
  const resign = await post(`/v1/games/${other.id}/resign`, { key: token, json: {} });
  assert.equal(resign.status, 403);
  assert.equal(resign.body.code, "INSUFFICIENT_SCOPE");
  assert.equal((await api.game(other.players[0].apiKey, other.id)).version, 0);

  // The person sees the app among their devices and tokens.
  const list = await fetch(`${base}/v1/me/tokens`, { headers: { authorization: `Bearer ${person.apiKey}` } });
  const app = (await list.json()).tokens.find((t) => t.kind === "app");
  assert.equal(app.name, "Fleet Commander");
  assert.deepEqual(page.errors, []);
});
