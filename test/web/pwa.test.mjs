// The installable client in Chromium: every page links a valid manifest the browser finds
// installable, the service worker registers, the browser's permission prompt comes only after
// the consent step's button, the browser's push subscription reaches the server, a push becomes
// a notification that leads to the game, and the offline page shows when the server is gone.
//
// One stand-in: Chromium's PushManager.subscribe registers with Google's push service (FCM),
// which this machine cannot reach, and refuses in a Playwright (incognito) profile; so the page's
// PushManager hands out a subscription to a push service this test runs, with keys the test holds
// (push-keys.ts). The server's real push to it is checked (VAPID) and decrypted (RFC 8291) here,
// then handed to the browser's service worker as the push service would (CDP deliverPushMessage).
// Run with tsx loaded (npm run test:web does) for the TypeScript import.
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { after, before, test } from "node:test";
import { newBrowser, verifyVapid } from "../api/push-keys.ts";
import { apiClient } from "./api.mjs";
import { launchBrowser, newPlayerPage, register, startServer } from "./helpers.mjs";

let server, browser, pushService;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  pushService = await startPushService();
});

after(async () => {
  await browser?.close();
  await server?.stop();
  pushService?.close();
});

/** A push service on loopback: keeps every request and accepts it with 201 (RFC 8030 §5). */
function startPushService() {
  const received = [];
  const srv = createServer((req, res) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: req.url, headers: req.headers, body: new Uint8Array(Buffer.concat(chunks)) });
      res.writeHead(201).end();
    });
  });
  return new Promise((resolve) =>
    srv.listen(0, "127.0.0.1", () =>
      resolve({ endpoint: `http://127.0.0.1:${srv.address().port}/push/browser-1`, received, close: () => srv.close() }),
    ),
  );
}

const stored = (page) => page.evaluate(() => JSON.parse(localStorage.getItem("starpost.player")));

/** The page's service worker, as Playwright reaches it (Chromium only). */
async function worker(page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  return page.context().serviceWorkers()[0] ?? (await page.context().waitForEvent("serviceworker"));
}

test("the PWA: manifest, worker, consent before permission, subscription, notification, offline page", { timeout: 300_000 }, async () => {
  const base = server.base;
  const api = apiClient(base);
  const page = await newPlayerPage(browser, base);
  const pushKeys = await newBrowser(pushService.endpoint);
  // The stand-in for the browser's push registration (see the top of the file).
  await page.addInitScript((subscription) => {
    const held = "test.pushSubscription";
    const made = () => ({
      endpoint: subscription.endpoint,
      expirationTime: null,
      toJSON: () => subscription,
      unsubscribe: async () => {
        localStorage.removeItem(held);
        return true;
      },
    });
    PushManager.prototype.subscribe = async (options) => {
      const key = btoa(String.fromCharCode(...new Uint8Array(options.applicationServerKey)));
      localStorage.setItem(held, JSON.stringify({ userVisibleOnly: options.userVisibleOnly, key }));
      return made();
    };
    PushManager.prototype.getSubscription = async () => (localStorage.getItem(held) ? made() : null);
  }, pushKeys.subscription);
  // Counts the calls to the browser's permission prompt, from before any script of the page runs.
  await page.addInitScript(() => {
    globalThis.__permissionAsked = [];
    const ask = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = (...args) => {
      globalThis.__permissionAsked.push(document.querySelector("#notify-consent") ? "after-consent-shown" : "without-consent");
      return ask(...args);
    };
  });
  await register(page, "Paz");
  const me = await stored(page);

  // Every page links the manifest; the browser parses it without errors and finds the app installable.
  const cdp = await page.context().newCDPSession(page);
  for (const path of ["/", "/account", "/game?id=none", "/offline"]) {
    await page.goto(path, { waitUntil: "load" });
    const href = await page.getAttribute("link[rel=manifest]", "href");
    assert.equal(href, "/manifest.webmanifest", path);
    const { errors, data } = await cdp.send("Page.getAppManifest");
    assert.deepEqual(errors, [], path);
    const manifest = JSON.parse(data);
    assert.equal(manifest.display, "standalone");
    assert.equal(manifest.start_url, "/");
  }
  await page.goto("/", { waitUntil: "load" });
  await page.waitForSelector("body[data-ready=true]");
  const manifest = await (await fetch(`${base}/manifest.webmanifest`)).json();
  for (const size of ["192x192", "512x512"]) {
    const icon = manifest.icons.find((i) => i.sizes === size && i.type === "image/png");
    assert.ok(icon, `a ${size} PNG icon`);
    const png = Buffer.from(await (await fetch(`${base}${icon.src}`)).arrayBuffer());
    // A PNG's IHDR holds its width and height at bytes 16 and 20.
    assert.equal(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`, size);
  }
  // A Playwright context is an incognito profile, which Chromium never installs apps from; any
  // other reason (no worker, a bad icon, a missing field) would be listed here.
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  assert.deepEqual(
    installabilityErrors.map((e) => e.errorId).filter((e) => e !== "in-incognito"),
    [],
  );

  // The worker registers and controls the page.
  const sw = await worker(page);
  assert.equal(new URL(sw.url()).pathname, "/sw.js");
  await page.reload();
  await page.waitForSelector("body[data-ready=true]");
  assert.equal(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL), `${base}/sw.js`);

  // The consent step is shown and nothing has asked the browser yet.
  await page.waitForSelector("#notify-consent");
  assert.match(await page.textContent("#notify-explain"), /never what is on the board/);
  assert.deepEqual(await page.evaluate(() => globalThis.__permissionAsked), []);
  assert.equal(await page.evaluate(() => Notification.permission), "default");
  await page.context().grantPermissions(["notifications"], { origin: base });
  await page.click("#notify-consent");
  await page.waitForSelector("#notify-on");
  assert.deepEqual(await page.evaluate(() => globalThis.__permissionAsked), ["after-consent-shown"]);

  // The page subscribed with the server's VAPID key, for visible notifications only, and the
  // server holds that subscription.
  const { publicKey } = await (await fetch(`${base}/v1/push/vapid-public-key`)).json();
  const asked = await page.evaluate(() => JSON.parse(localStorage.getItem("test.pushSubscription")));
  assert.equal(asked.userVisibleOnly, true);
  assert.equal(Buffer.from(asked.key, "base64").toString("base64url"), publicKey);
  const held = await (await fetch(`${base}/v1/me/push-subscriptions`, { headers: { authorization: `Bearer ${me.apiKey}` } })).json();
  assert.deepEqual(
    held.subscriptions.map((s) => s.endpoint),
    [pushService.endpoint],
  );

  // The master key replaced on the account page: the server deletes the subscription sent with the
  // old key (what a key set going ends with it), and the page sends this browser's again with the new one.
  await page.goto("/account", { waitUntil: "load" });
  await page.waitForSelector("#token-list");
  await page.click("button.rotate");
  await page.waitForFunction(() => document.querySelector("#status")?.textContent.startsWith("The master key was replaced"));
  const rotated = await stored(page);
  assert.notEqual(rotated.apiKey, me.apiKey);
  me.apiKey = rotated.apiKey;
  const again = await (await fetch(`${base}/v1/me/push-subscriptions`, { headers: { authorization: `Bearer ${me.apiKey}` } })).json();
  assert.deepEqual(
    again.subscriptions.map((s) => [s.endpoint, s.madeWith]),
    [[pushService.endpoint, "master"]],
  );

  // A game where it becomes Paz's move: the server pushes it, signed and encrypted for this browser.
  const bob = await api.player("Bob");
  const created = await (
    await fetch(`${base}/v1/games`, {
      method: "POST",
      headers: { authorization: `Bearer ${me.apiKey}`, "content-type": "application/json" },
      body: JSON.stringify({ kind: "star-battle" }),
    })
  ).json();
  const id = created.id;
  await fetch(`${base}/v1/games/${id}/join`, {
    method: "POST",
    headers: { authorization: `Bearer ${bob.apiKey}`, "content-type": "application/json" },
    body: "{}",
  });
  await api.advance(id, [me, bob], (_mine, game) => game.you?.seat === created.you.seat, 40);
  const push = await pollFor(async () => pushService.received.length > 0 && pushService.received, 60_000);
  assert.ok(push.length >= 1, "the server pushed");
  await verifyVapid(push[0].headers.authorization, pushService.endpoint, publicKey);
  assert.equal(push[0].headers["content-encoding"], "aes128gcm");
  const payload = JSON.parse(await pushKeys.decrypt(push[0].body));
  assert.equal(payload.gameId, id);
  assert.equal(payload.type, "decision.required");

  // The push service hands it to the browser, whose worker shows it.
  const { registrations } = await collectRegistrations(cdp, base);
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin: `${base}/`,
    registrationId: registrations[0].registrationId,
    data: JSON.stringify(payload),
  });
  const shown = await pollFor(() =>
    sw.evaluate(async () => (await self.registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, data: n.data }))),
  );
  assert.equal(shown.length, 1);
  assert.equal(shown[0].title, "Your move");
  assert.match(shown[0].body, new RegExp(`Star Battle, game ${id}`));
  assert.equal(shown[0].data.url, `/game?id=${id}`);

  // A tap leads to the game: the worker steers the open window there (focusing or opening a
  // window needs the person's real tap, which a headless browser cannot make).
  await sw.evaluate((url) => openOrFocus(new URL(url, self.location.origin).href).catch(() => null), shown[0].data.url);
  await page.waitForURL(`${base}/game?id=${id}`);

  // Only the shell is cached: no game view, no API answer.
  const cached = await page.evaluate(async () => {
    const out = [];
    for (const name of await caches.keys()) for (const r of await (await caches.open(name)).keys()) out.push(new URL(r.url).pathname);
    return out.sort();
  });
  assert.deepEqual(cached, ["/css/style.css", "/favicon.svg", "/icons/icon-192.png", "/manifest.webmanifest", "/offline"]);

  // The server goes away: a page opened now is the offline page, styled from the cache.
  await server.stop();
  server = null;
  await page.goto(`${base}/game?id=${id}`).catch(() => {});
  await page.waitForSelector("#offline-h");
  assert.equal(await page.textContent("#offline-h"), "You are offline");
  assert.notEqual(await page.evaluate(() => getComputedStyle(document.body).backgroundImage), "none");
  assert.deepEqual(
    page.errors.filter((e) => !/Failed to load resource|net::ERR/.test(e)),
    [],
  );
});

async function collectRegistrations(cdp, base) {
  const registrations = [];
  cdp.on("ServiceWorker.workerRegistrationUpdated", (e) => registrations.push(...e.registrations.filter((r) => r.scopeURL === `${base}/`)));
  await cdp.send("ServiceWorker.enable");
  await pollFor(async () => registrations.length > 0);
  return { registrations };
}

async function pollFor(read, ms = 20_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (Array.isArray(value) ? value.length > 0 : value) return value;
    if (Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}
