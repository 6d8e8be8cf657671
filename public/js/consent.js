// The consent page of OAuth (/oauth/authorize sends the browser here with the app's query): who
// asks, where the answer goes, and what it may do, for the person signed in on this browser only.
// Allow or Deny, then back to the app's redirect URI with a code or with access_denied. Every
// string the app chose (its name, its host) is put in as text, never as HTML.
import { ApiError } from "./api.js";
import { clear, h } from "./dom.js";
import { explain, say } from "./status.js";
import { client, currentPlayer } from "./session.js";

const $ = (sel) => document.querySelector(sel);
const query = location.search.slice(1);

async function decide(allow) {
  for (const b of document.querySelectorAll("#consent button")) b.disabled = true;
  try {
    const { redirectTo } = await client().request("POST", "/v1/oauth/decisions", { request: query, allow });
    say(allow ? "Allowed: back to the app" : "Denied: back to the app");
    location.assign(redirectTo);
  } catch (err) {
    say(explain(err), true);
    for (const b of document.querySelectorAll("#consent button")) b.disabled = false;
  }
}

/** A refusal of the request: sent back to the app when it is known good, else shown here. */
function refused(body, err) {
  const back = err instanceof ApiError ? err.problem.redirectTo : undefined;
  body.append(h("p.bad#consent-error", {}, explain(err)));
  if (back) body.append(h("p", {}, h("a#back-to-app", { href: back }, "Back to the app")));
}

async function render() {
  const me = currentPlayer();
  $("#who-short").textContent = me ? `Playing as ${me.name}` : "";
  const body = $("#consent .body");
  let asked;
  try {
    asked = await client().request("GET", `/v1/oauth/requests?${query}`);
  } catch (err) {
    return refused(clear(body), err);
  }
  clear(body).append(
    h("p", {}, h("strong#app-name", {}, asked.client.name), " wants to act for you on Starpost."),
    h(
      "p",
      {},
      "Its answer goes to ",
      h("strong#app-host", {}, asked.redirectHost),
      asked.redirectIsLoopback ? " — an app on this computer: allow it only if you just started it." : ".",
      " The name is the app's own: Starpost has not checked it.",
    ),
    h("p", {}, "If you allow it, it may:"),
    h("ul#app-scopes", {}, ...asked.scopes.map((s) => h("li", { "data-scope": s.scope }, h("code", {}, s.scope), " — ", s.description))),
    h("p", {}, "It never sees your API key, and you can revoke it on your account page at any time."),
  );
  if (!me) {
    body.append(
      h("p#consent-signin", {}, "Sign in on ", h("a", { href: "/account" }, "your account page"), ", then open this page again."),
    );
    return;
  }
  body.append(
    h("p", {}, "You are signed in as ", h("strong#consent-who", {}, me.name), "."),
    h(
      "p.row",
      {},
      h("button#allow", { type: "button", onclick: () => decide(true) }, "Allow"),
      h("button.quiet#deny", { type: "button", onclick: () => decide(false) }, "Deny"),
    ),
  );
  document.body.dataset.ready = "true";
}

render();
