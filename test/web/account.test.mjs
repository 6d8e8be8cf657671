// The account page in Chromium with a virtual authenticator (CDP WebAuthn domain): a key-only
// player adds a passkey, signs in on a second browser context with it and plays a move there,
// signs a third context in with a pairing code, then from the second revokes the third and
// replaces the master key the first device holds: both get 401 on their next call.
import assert from "node:assert/strict";
import { after, before, test } from "node:test";
import { apiClient } from "./api.mjs";
import { launchBrowser, newPlayerPage, startServer } from "./helpers.mjs";

let server, browser, base;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  // A passkey's relying party must be a host name, not an IP address: the same server as localhost.
  base = server.base.replace("127.0.0.1", "localhost");
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function withAuthenticator(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** A call to the API with `key`, from the test (a refusal here is no page error): its status and JSON body. */
async function call(key, method, path, body) {
  const r = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: r.status, body: r.status === 204 ? null : await r.json() };
}

/** A page of /account signed in with `key` as `player`; `size` a viewport. */
async function accountPage(player, key, size) {
  const page = await newPlayerPage(browser, base, size);
  await page.goto("/account", { waitUntil: "domcontentloaded" });
  await page.evaluate((p) => localStorage.setItem("starpost.player", JSON.stringify(p)), { id: player.id, name: player.name, apiKey: key });
  await page.reload();
  return page;
}

/** Adds a passkey from `page`'s account page to a virtual authenticator of its own. */
async function addPasskeyOn(page) {
  const authenticator = await withAuthenticator(page);
  await page.click("#add-passkey");
  await page.waitForFunction(() => document.querySelector("#status")?.textContent.startsWith("Passkey added"));
  return authenticator;
}

const stored = (page) => page.evaluate(() => JSON.parse(localStorage.getItem("starpost.player")));
const status = (page, key, path) =>
  page.evaluate(async ([k, p]) => (await fetch(p, { headers: { authorization: `Bearer ${k}` } })).status, [key, path]);

test("passkey and pairing-code sign-in on other devices, a move played there, devices revoked", { timeout: 300_000 }, async () => {
  const api = apiClient(base);
  const { id, players } = await api.twoPlayerGame("star-battle");
  const [alice, bob] = players;
  // Bob moves first if he owes the first decision, so that Alice owes one.
  let owing = await api.owing(id, players);
  if (owing.player.id === bob.id) {
    const s = await (
      await fetch(`${base}/v1/games/${id}/suggest`, { method: "POST", headers: { authorization: `Bearer ${bob.apiKey}` } })
    ).json();
    await fetch(`${base}/v1/games/${id}/actions`, {
      method: "POST",
      headers: { authorization: `Bearer ${bob.apiKey}`, "content-type": "application/json" },
      body: JSON.stringify({ action: s.action }),
    });
    owing = await api.owing(id, players);
  }
  assert.equal(owing.player.id, alice.id);

  // Device 1: today's key-only identity, which adds a passkey.
  const first = await accountPage(alice, alice.apiKey);
  const one = await addPasskeyOn(first);
  const { credentials } = await one.cdp.send("WebAuthn.getCredentials", { authenticatorId: one.authenticatorId });
  assert.equal(credentials.length, 1);

  // Device 2: the same passkey (as a synced passkey would be), signed in without any secret typed.
  const second = await newPlayerPage(browser, base);
  await second.goto("/account", { waitUntil: "domcontentloaded" });
  const two = await withAuthenticator(second);
  await two.cdp.send("WebAuthn.addCredential", { authenticatorId: two.authenticatorId, credential: credentials[0] });
  await second.click("#passkey-signin");
  await second.waitForSelector("#account-name");
  const device = await stored(second);
  assert.equal(device.id, alice.id);
  assert.notEqual(device.apiKey, alice.apiKey);
  // The same games, and a move played from there.
  const played = await second.evaluate(async (gameId) => {
    const { client } = await import("/js/session.js");
    const api = client();
    const mine = await api.request("GET", "/v1/games?mine=true");
    const suggestion = await api.suggest(gameId);
    const answer = await api.request("POST", `/v1/games/${gameId}/actions`, { action: suggestion.action });
    return { ids: mine.games.map((g) => g.id), version: answer.version };
  }, id);
  assert.ok(played.ids.includes(id));
  assert.ok(played.version > owing.game.version);

  // Device 3: a pairing code shown on device 2.
  await second.click("#show-code");
  const code = await (await second.waitForSelector("#pair-code-shown")).textContent();
  // The same code as a QR image of the sign-in URL.
  const qr = await second.$eval("#pair-qr", (img) => ({ src: img.src, alt: img.alt, loaded: img.complete && img.naturalWidth > 0 }));
  assert.ok(qr.loaded);
  assert.ok(qr.src.startsWith("data:image/svg+xml"));
  assert.ok(qr.alt.endsWith(`/account?pair=${code}`));
  const third = await newPlayerPage(browser, base);
  await third.goto(`/account?pair=${code}`, { waitUntil: "domcontentloaded" });
  await third.click("#pair-signin");
  await third.waitForSelector("#account-name");
  const paired = await stored(third);
  assert.equal(await status(third, paired.apiKey, "/v1/games?mine=true"), 200);

  // Device 2 revokes device 3's token and replaces the master key device 1 holds.
  await second.reload();
  await second.waitForSelector("#token-list");
  const pairedRow = second
    .locator("tr.token", { hasText: "(" })
    .filter({ hasNot: second.locator("em") })
    .filter({ has: second.locator("button.revoke") });
  assert.equal(await pairedRow.count(), 1);
  await pairedRow.locator("button.revoke").click();
  await second.waitForSelector("tr.token.revoked");
  assert.equal(await status(third, paired.apiKey, "/v1/me"), 401);
  await second.click("button.rotate");
  await second.waitForFunction(() => document.querySelector("#status")?.textContent.startsWith("The master key was replaced"));
  assert.equal(await status(first, alice.apiKey, "/v1/me"), 401);
  assert.equal(await status(second, device.apiKey, "/v1/me"), 200);
  assert.deepEqual(
    [...first.errors, ...second.errors, ...third.errors].filter((e) => !/401|403/.test(e)),
    [],
  );
});

test("Sign out all other devices: every other device token revoked at once, this device, bots and the master key kept", {
  timeout: 120_000,
}, async () => {
  const api = apiClient(base);
  const alice = await api.player("Alice");
  const mint = async (name, kind, scopes) =>
    (
      await (
        await fetch(`${base}/v1/me/tokens`, {
          method: "POST",
          headers: { authorization: `Bearer ${alice.apiKey}`, "content-type": "application/json" },
          body: JSON.stringify({ name, kind, scopes }),
        })
      ).json()
    ).token;
  // As a sign-in makes them: every scope.
  const everything = ["read", "play", "webhooks", "account"];
  const here = await mint("this phone", "device", everything);
  const lost = [await mint("lost phone", "device", everything), await mint("old laptop", "device", everything)];
  const bot = await mint("my bot", "bot", ["play"]);

  const page = await newPlayerPage(browser, base, { width: 390, height: 844 });
  await page.goto("/");
  await page.evaluate((p) => localStorage.setItem("starpost.player", JSON.stringify(p)), { id: alice.id, name: alice.name, apiKey: here });
  await page.goto("/account");
  await page.waitForSelector("#sign-out-others");
  await page.click("#sign-out-others");
  // The first click only asks again, saying how many.
  assert.match(await page.textContent("#sign-out-others"), /Sign out 2 other devices now/);
  // Asked from here, not the page: a refusal there is logged as a page error.
  const answer = async (key) => (await fetch(`${base}/v1/me`, { headers: { authorization: `Bearer ${key}` } })).status;
  for (const key of lost) assert.equal(await answer(key), 200);
  await page.click("#sign-out-others");
  await page.waitForFunction(() => /Signed out 2 other devices/.test(document.querySelector("#status")?.textContent ?? ""));
  for (const key of lost) assert.equal(await answer(key), 401);
  for (const key of [here, bot, alice.apiKey]) assert.equal(await answer(key), 200);
  // Nothing left to sign out: the button is gone.
  await page.waitForSelector("#token-list");
  assert.equal(await page.locator("#sign-out-others").count(), 0);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("Passkeys: a lost laptop's passkey removed with the device it signed in; a leaked device revoked with the token minted on it", {
  timeout: 180_000,
}, async () => {
  const api = apiClient(base);
  const alice = await api.player("Alice");

  // The laptop: signed in with the master key, it adds a passkey; then it signs in with that passkey
  // as a device of its own (as a laptop's browser does after the key is forgotten).
  const laptop = await accountPage(alice, alice.apiKey, { width: 390, height: 844 });
  await addPasskeyOn(laptop);
  await laptop.evaluate(() => localStorage.removeItem("starpost.player"));
  await laptop.reload();
  await laptop.click("#passkey-signin");
  await laptop.waitForSelector("#account-name");
  const laptopKey = (await stored(laptop)).apiKey;
  // A bot token minted on the laptop (by a thief, say), and a phone signed in with the master key.
  const minted = (await call(laptopKey, "POST", "/v1/me/tokens", { name: "thief's bot", kind: "bot", scopes: ["read"] })).body;
  const phoneToken = (
    await call(alice.apiKey, "POST", "/v1/me/tokens", { name: "phone", kind: "device", scopes: ["read", "play", "webhooks", "account"] })
  ).body;

  // On the phone: the passkey is listed with the device it signed in, "also sign out" ticked.
  const phone = await accountPage(alice, phoneToken.token, { width: 390, height: 844 });
  const line = phone.locator("li.passkey");
  await line.waitFor();
  assert.match(await line.textContent(), /Signed in with it: .+/);
  assert.equal(await line.locator("input.sign-out").isChecked(), true);
  // The devices table says where the minted token came from, and offers to revoke the laptop with it.
  const laptopId = (await call(laptopKey, "GET", "/v1/me/tokens")).body.tokens.find((t) => t.current).id;
  const laptopRow = phone.locator(`tr.token[data-id="${laptopId}"]`);
  assert.match(await laptopRow.locator("button.revoke-cascade").textContent(), /Revoke with the 1 token it made/);
  assert.match(await phone.locator(`tr.token[data-id="${minted.id}"] .origin`).textContent(), /made on /);

  // Remove takes two clicks; the laptop is signed out, the token minted on it is not.
  await line.locator("button.remove-passkey").click();
  assert.match(await line.locator("button.remove-passkey").textContent(), /now$/);
  assert.equal((await call(laptopKey, "GET", "/v1/me")).status, 200);
  await phone.locator("li.passkey button.remove-passkey").click();
  await phone.waitForFunction(() => /Passkey removed, and 1 device signed out/.test(document.querySelector("#status")?.textContent ?? ""));
  assert.equal((await call(laptopKey, "GET", "/v1/me")).body.code, "TOKEN_REVOKED");
  assert.equal((await call(minted.token, "GET", "/v1/me")).status, 200);
  assert.equal((await call(alice.apiKey, "GET", "/v1/me/passkeys")).body.passkeys.length, 0);

  // The laptop's row, revoked, still offers what it made: one click revokes the minted token.
  await phone.locator(`tr.token.revoked[data-id="${laptopId}"] button.revoke-cascade`).click();
  await phone.waitForFunction(() => /Revoked, with 1 token it made/.test(document.querySelector("#status")?.textContent ?? ""));
  assert.equal((await call(minted.token, "GET", "/v1/me")).body.code, "TOKEN_REVOKED");
  await phone.waitForSelector(`tr.token.revoked[data-id="${minted.id}"]`);
  assert.equal(await phone.locator("button.revoke-cascade").count(), 0);
  assert.deepEqual(
    [...laptop.errors, ...phone.errors].filter((e) => !/401|403/.test(e)),
    [],
  );
  await laptop.context().close();
  await phone.context().close();
});

test("A cascade or a passkey's sign-out that takes this very device says so first, asks twice, and leaves this browser signed out, not broken", {
  timeout: 180_000,
}, async () => {
  const api = apiClient(base);
  const alice = await api.player("Alice");
  const everything = ["read", "play", "webhooks", "account"];
  // A laptop's token, and this phone's, minted on the laptop (as a pairing code shown there makes it).
  const laptop = (await call(alice.apiKey, "POST", "/v1/me/tokens", { name: "laptop", kind: "device", scopes: everything })).body;
  const here = (await call(laptop.token, "POST", "/v1/me/tokens", { name: "this phone", kind: "device", scopes: everything })).body;

  const phone = await accountPage(alice, here.token, { width: 390, height: 844 });
  const cascade = phone.locator(`tr.token[data-id="${laptop.id}"] button.revoke-cascade`);
  await cascade.waitFor();
  assert.match(await cascade.textContent(), /this device/);
  await cascade.click();
  // The first click only asks again; nothing is revoked yet.
  assert.match(await cascade.textContent(), /now$/);
  assert.equal((await call(here.token, "GET", "/v1/me")).status, 200);
  await cascade.click();
  await phone.waitForFunction(() => /this device is signed out/.test(document.querySelector("#status")?.textContent ?? ""));
  assert.equal((await call(laptop.token, "GET", "/v1/me")).body.code, "TOKEN_REVOKED");
  assert.equal((await call(here.token, "GET", "/v1/me")).body.code, "TOKEN_REVOKED");
  // Signed out here: the sign-in form, no dead key kept, no error drawn.
  await phone.waitForSelector("#passkey-signin");
  assert.equal(await stored(phone), null);
  assert.equal(await phone.locator("p.bad").count(), 0);

  // The same for a passkey this browser signed in with.
  const page = await accountPage(alice, alice.apiKey, { width: 390, height: 844 });
  await addPasskeyOn(page);
  await page.evaluate(() => localStorage.removeItem("starpost.player"));
  await page.reload();
  await page.click("#passkey-signin");
  await page.waitForSelector("#account-name");
  const line = page.locator("li.passkey");
  await line.waitFor();
  assert.match(await line.textContent(), /\(this device\)/);
  assert.match(await line.locator("label").textContent(), /this one/);
  const device = (await stored(page)).apiKey;
  await line.locator("button.remove-passkey").click();
  await page.locator("li.passkey button.remove-passkey").click();
  await page.waitForFunction(() => /this device is signed out/.test(document.querySelector("#status")?.textContent ?? ""));
  assert.equal((await call(device, "GET", "/v1/me")).body.code, "TOKEN_REVOKED");
  await page.waitForSelector("#passkey-signin");
  assert.equal(await stored(page), null);
  assert.equal(await page.locator("p.bad").count(), 0);
  assert.deepEqual(
    [...phone.errors, ...page.errors].filter((e) => !/401|403/.test(e)),
    [],
  );
  await phone.context().close();
  await page.context().close();
});

test("A passkey a leaked token added is listed with it, counted in its cascade and removed by it", { timeout: 180_000 }, async () => {
  const api = apiClient(base);
  const alice = await api.player("Alice");
  const leaked = await (
    await fetch(`${base}/v1/me/tokens`, {
      method: "POST",
      headers: { authorization: `Bearer ${alice.apiKey}`, "content-type": "application/json" },
      body: JSON.stringify({ name: "leaked laptop", kind: "device", scopes: ["read", "play", "webhooks", "account"] }),
    })
  ).json();
  // Whoever holds the leaked token adds a passkey of their own with it.
  const thief = await accountPage(alice, leaked.token, { width: 390, height: 844 });
  await addPasskeyOn(thief);

  const owner = await accountPage(alice, alice.apiKey, { width: 390, height: 844 });
  const line = owner.locator("li.passkey");
  await line.waitFor();
  assert.match(await line.textContent(), /added on leaked laptop/);
  const cascade = owner.locator(`tr.token[data-id="${leaked.id}"] button.revoke-cascade`);
  assert.match(await cascade.textContent(), /Revoke with the 1 passkey it made/);
  await cascade.click();
  await owner.waitForFunction(() => /Revoked, with 1 passkey it added/.test(document.querySelector("#status")?.textContent ?? ""));
  await owner.waitForFunction(() => /No passkey yet/.test(document.querySelector("#passkeys")?.textContent ?? ""));
  assert.equal(
    (await (await fetch(`${base}/v1/me`, { headers: { authorization: `Bearer ${leaked.token}` } })).json()).code,
    "TOKEN_REVOKED",
  );
  assert.deepEqual(
    [...thief.errors, ...owner.errors].filter((e) => !/401|403/.test(e)),
    [],
  );
  await thief.context().close();
  await owner.context().close();
});
