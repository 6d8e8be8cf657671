// Shared by the browser tests: a real server (wrangler dev, as test/smoke/quickstart.sh starts
// it, on a free port with its state in a temporary folder) and the machine's Chromium driven by
// playwright-core.
import { spawn } from "node:child_process";
import { after, before } from "node:test";
import { mkdtempSync, rmSync, mkdirSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
/** The README's screenshots are rewritten only when asked (UPDATE_SCREENSHOTS=1); otherwise they go to a temporary folder. */
export const SCREENSHOTS =
  process.env.UPDATE_SCREENSHOTS === "1" ? join(ROOT, "docs", "screenshots") : join(tmpdir(), "starpost-web-screenshots");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Where wrangler dev runs from: this checkout, or WEB_TEST_SERVER_ROOT (say, a frozen copy whose public/ links here). */
const SERVER_ROOT = process.env.WEB_TEST_SERVER_ROOT ?? ROOT;

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

function run(cmd, args, opts) {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, args, { cwd: SERVER_ROOT, stdio: ["ignore", "pipe", "pipe"], ...opts });
    let out = "";
    p.stdout.on("data", (d) => (out += d));
    p.stderr.on("data", (d) => (out += d));
    p.on("exit", (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(" ")} failed:\n${out}`))));
  });
}

/** Starts wrangler dev on a free port; `stop()` ends it and removes its state. */
export async function startServer() {
  const state = mkdtempSync(join(tmpdir(), "starpost-web-"));
  const persist = join(state, "wrangler");
  const port = await freePort();
  const wrangler = join(ROOT, "node_modules", ".bin", "wrangler");
  await run(wrangler, ["d1", "migrations", "apply", "DIRECTORY", "--local", "--persist-to", persist], {
    env: { ...process.env, CI: "true" },
  });
  const server = spawn(
    wrangler,
    [
      "dev",
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--var",
      "ALLOW_PRIVATE_WEBHOOKS:true",
      "--var",
      "RATE_LIMITS:off",
      "--persist-to",
      persist,
      "--show-interactive-dev-session=false",
    ],
    {
      cwd: SERVER_ROOT,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
      // No request.cf fetch, as `npm start` (the API never reads it): offline it fails, and wrangler
      // then reloads its runtime, a window in which the server may answer 503 or exit.
      env: { ...process.env, CI: "true", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
    },
  );
  let log = "";
  server.stdout.on("data", (d) => (log += d));
  server.stderr.on("data", (d) => (log += d));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    // Ready means: wrangler says so and the API answers (as test/smoke/server.sh reads it).
    try {
      if (log.includes("Ready on")) {
        const r = await fetch(`${base}/v1/kinds`);
        if (r.ok) break;
      }
    } catch {}
    if (Date.now() > deadline || server.exitCode !== null) {
      try {
        process.kill(-server.pid);
      } catch {}
      throw new Error(`the server did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    base,
    log: () => log,
    async stop() {
      try {
        process.kill(-server.pid, "SIGTERM");
      } catch {}
      await new Promise((r) => setTimeout(r, 300));
      try {
        process.kill(-server.pid, "SIGKILL");
      } catch {}
      rmSync(state, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/**
 * One server and one browser for a test file: started before its first test and stopped after
 * its last (node:test's hooks). Read `.server` and `.browser` inside the tests.
 */
export function serverAndBrowser() {
  const shared = { server: null, browser: null };
  before(async () => {
    shared.server = await startServer();
    shared.browser = await launchBrowser();
  });
  after(async () => {
    await shared.browser?.close();
    await shared.server?.stop();
  });
  return shared;
}

/** A new browser context (its own localStorage, so its own player) with a page open on `base`; `options` go to the context (colorScheme…). */
export async function newPlayerPage(browser, base, viewport = { width: 1280, height: 900 }, options = {}) {
  const context = await browser.newContext({ viewport, baseURL: base, ...options });
  // Generous: the machine may be busy (two cores), and wrangler dev reloads when sources change.
  context.setDefaultTimeout(60_000);
  context.setDefaultNavigationTimeout(60_000);
  const page = await context.newPage();
  page.errors = [];
  page.on("pageerror", (err) => page.errors.push(String(err)));
  page.on("console", (msg) => msg.type() === "error" && page.errors.push(msg.text()));
  return page;
}

/** Registers through the lobby form and waits until the lobby shows the name. */
export async function register(page, name) {
  await page.goto("/", { waitUntil: "domcontentloaded" });
  await page.waitForSelector("body[data-ready=true]");
  await page.fill("#register-name", name);
  await page.click("#register button[type=submit]");
  await page.waitForSelector("#player-name");
}

export async function screenshot(page, name) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(SCREENSHOTS, name), fullPage: false });
}

/** Plain fetch against the API with a player's key from that page's localStorage. */
export async function apiOf(page) {
  const player = await page.evaluate(() => JSON.parse(localStorage.getItem("starpost.player")));
  return player;
}
