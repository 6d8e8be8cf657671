// The installable client: registers the service worker (public/sw.js) on every page and, on the
// lobby, the consent step for notifications. The browser's permission prompt is asked for only
// after the person has read what will be sent and pressed the button: a prompt out of the blue is
// refused by most people, and a refusal cannot be asked again.
import { h, clear } from "./dom.js";
import { client, currentPlayer } from "./session.js";
import { explain, say } from "./status.js";

const supported = () => "serviceWorker" in navigator && "PushManager" in globalThis && "Notification" in globalThis;

/** Registers the worker; resolves to its registration, or null where there are no service workers. */
export function registerWorker() {
  if (!("serviceWorker" in navigator)) return Promise.resolve(null);
  return navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((err) => {
    console.warn("service worker not registered:", err);
    return null;
  });
}

/** The VAPID key (base64url) as the bytes PushManager.subscribe wants. */
function keyBytes(base64url) {
  const b64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

/**
 * Hands this browser's subscription to the server again, if it has one and may be notified: the
 * server ties a subscription to the key it was sent with and deletes it when that key is replaced,
 * so the page that replaces its own key sends it again with the new one.
 */
export async function resubscribe() {
  if (!supported() || Notification.permission !== "granted") return;
  const registration = await navigator.serviceWorker.ready;
  if (await registration.pushManager.getSubscription()) await subscribe();
}

/** Subscribes this browser and hands the subscription to the server. */
async function subscribe() {
  const api = client();
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  const subscription =
    existing ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes((await api.request("GET", "/v1/push/vapid-public-key")).publicKey),
    }));
  return api.request("POST", "/v1/me/push-subscriptions", subscription.toJSON());
}

async function unsubscribe() {
  const api = client();
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.getSubscription();
  if (!subscription) return;
  const { subscriptions } = await api.request("GET", "/v1/me/push-subscriptions?limit=100");
  const mine = subscriptions.find((s) => s.endpoint === subscription.endpoint);
  if (mine) await api.request("DELETE", `/v1/me/push-subscriptions/${encodeURIComponent(mine.id)}`);
  await subscription.unsubscribe();
}

/** Fills `body` with the consent step, or with the state notifications are in. */
export async function renderNotifications(body) {
  clear(body);
  if (!currentPlayer()) return body.append(h("p.hint", {}, "Register to be told when it is your move."));
  if (!supported()) return body.append(h("p.hint#notify-unsupported", {}, "This browser cannot receive notifications from a web page."));
  if (Notification.permission === "denied") {
    return body.append(
      h("p.hint#notify-denied", {}, "Notifications are blocked for this site. Allow them in the browser's site settings, then reload."),
    );
  }
  const registration = await navigator.serviceWorker.ready;
  const on = Notification.permission === "granted" && (await registration.pushManager.getSubscription());
  if (on) {
    // Sent again on each visit: a subscription the server dropped (its push service said 410) comes back.
    subscribe().catch(() => {});
    return body.append(
      h("p#notify-on", {}, "Notifications are on in this browser."),
      h(
        "button.quiet#notify-off",
        { type: "button", onclick: () => act(body, unsubscribe, "Notifications are off here") },
        "Turn them off",
      ),
    );
  }
  body.append(
    h(
      "p#notify-explain",
      {},
      "Get a notification on this device when it is your move, when a deadline is near, when a game ends and when someone at your table writes. ",
      "It says which game and when it is due, never what is on the board. Choose what you are told, and quiet hours, on the account page. ",
      "Your browser will ask you to allow it.",
    ),
    h(
      "button.primary#notify-consent",
      { type: "button", onclick: () => act(body, turnOn, "Notifications are on") },
      "Turn on notifications",
    ),
  );
}

async function turnOn() {
  const answer = await Notification.requestPermission();
  if (answer !== "granted") throw new Error("the browser did not allow notifications");
  await subscribe();
}

async function act(body, step, done) {
  try {
    await step();
    say(done);
  } catch (err) {
    say(explain(err), true);
  }
  await renderNotifications(body);
}
