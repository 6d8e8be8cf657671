// Starpost's service worker: turns a push into a notification, opens (or focuses) the game on a
// tap, and shows an offline page when the server cannot be reached.
//
// Only the shell is cached: the offline page and what it needs to look right. Game views, the
// inbox and everything under /v1 or /graphql carry what one player may see and never touch the
// cache: a shared or stolen device must not hand another person's hidden cards back offline.
const SHELL = "starpost-shell-v1";
// The offline page by its served name: /offline.html answers with a redirect, which a navigation
// cannot be answered with.
const SHELL_FILES = ["/offline", "/css/style.css", "/favicon.svg", "/icons/icon-192.png", "/manifest.webmanifest"];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(SHELL_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n !== SHELL).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    // Pages always come from the network (they are small); the offline page only when it fails.
    event.respondWith(fetch(request).catch(() => caches.match("/offline")));
    return;
  }
  if (SHELL_FILES.includes(url.pathname)) {
    event.respondWith(fetch(request).catch(() => caches.match(url.pathname)));
  }
  // Anything else, the API above all, goes to the network untouched.
});

// ---- pushes ----------------------------------------------------------------------------------

const TITLES = {
  "decision.required": "Your move",
  "deadline.warning": "Your deadline is near",
  "game.over": "Game over",
  "message.posted": "New message",
  "invitation.received": "You are invited",
};

const KIND_NAMES = {
  "star-battle": "Star Battle",
  "double-star": "Double Star",
  "lone-star": "Lone Star",
  "iron-stars": "Iron Stars",
  "barnards-star": "Barnard's Star",
};

/** The words of a notification, from the push's payload (src/push/events.ts PushPayload). */
function notificationOf(p) {
  const kind = KIND_NAMES[p.kind] ?? p.kind ?? "Starpost";
  const where = [`${kind}, game ${p.gameId}`];
  if (p.seat && !p.message) where.push(`as ${p.seat}`);
  if (p.deadline) where.push(`due ${new Date(p.deadline).toLocaleString()}`);
  const title = p.message
    ? `${p.message.private ? "Private message from" : "Message from"} ${p.message.from}`
    : (TITLES[p.type] ?? "Starpost");
  return {
    title,
    options: {
      // Shown as text by the system: the writer's words cannot become markup here.
      body: p.message ? `${p.message.preview}\n${where.join(" · ")}` : where.join(" · "),
      icon: "/icons/icon-192.png",
      badge: "/icons/icon-192.png",
      // One notification per game and kind of news: a newer "your move" replaces the older one.
      tag: `${p.gameId}:${p.type}`,
      renotify: p.type === "decision.required" || p.type === "message.posted",
      data: { url: p.url ?? "/", gameId: p.gameId, version: p.version ?? null },
    },
  };
}

self.addEventListener("push", (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = {};
  }
  const { title, options } = notificationOf(payload);
  // A dot on the installed app's icon: a decision is owed (how many, the lobby counts when opened).
  const badge = payload.type === "decision.required" ? self.navigator.setAppBadge?.()?.catch(() => {}) : undefined;
  event.waitUntil(Promise.all([self.registration.showNotification(title, options), badge]));
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? "/", self.location.origin).href;
  event.waitUntil(openOrFocus(target));
});

/** Focuses a window already showing the game, else steers one of ours to it, else opens one. */
async function openOrFocus(target) {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const same = windows.find((w) => w.url === target);
  if (same) return same.focus();
  const ours = windows.find((w) => new URL(w.url).origin === self.location.origin && "navigate" in w);
  if (ours) {
    const moved = await ours.navigate(target).catch(() => null);
    if (moved) return moved.focus();
  }
  return self.clients.openWindow(target);
}
