// The account page: sign this device in (passkey or pairing code), list and revoke the devices
// and tokens of this player, replace the master key, choose what they are told (told.js), show a
// pairing code for another device, and add and remove passkeys (passkeys.js). Each device keeps its own token in localStorage, like the master key.
import { h, clear } from "./dom.js";
import { registerWorker, resubscribe } from "./pwa.js";
import { explain, say } from "./status.js";
import { renderTold } from "./told.js";
import { renderPasskeys } from "./passkeys.js";
import { client, currentPlayer, forgetPlayer, savePlayer } from "./session.js";
// uqr 0.1.3, as published (public/vendor): a QR encoder with no dependencies that draws SVG.
import { renderSVG } from "/vendor/uqr-0.1.3.mjs";

const $ = (sel) => document.querySelector(sel);
const webauthn = globalThis.SimpleWebAuthnBrowser;

const when = (iso) => (iso ? new Date(iso).toLocaleString() : "—");
const deviceName = () => `${navigator.platform || "Browser"} (${new Date().toLocaleDateString()})`;

/** Keeps the device token a sign-in answered with, as this browser's key. */
function signedIn(answer) {
  savePlayer({ id: answer.player.id, name: answer.player.name, apiKey: answer.token.token });
  say(`Signed in as ${answer.player.name}`);
  render();
}

async function signInWithPasskey() {
  try {
    const api = client();
    const options = await api.request("POST", "/v1/passkeys/options");
    const response = await webauthn.startAuthentication({ optionsJSON: options });
    signedIn(await api.request("POST", "/v1/passkeys/verify", { response, name: deviceName() }));
  } catch (err) {
    say(explain(err), true);
  }
}

async function signInWithCode(code) {
  try {
    signedIn(await client().request("POST", "/v1/pairing/redeem", { code, name: deviceName() }));
  } catch (err) {
    say(explain(err), true);
  }
}

async function addPasskey() {
  try {
    const api = client();
    const options = await api.request("POST", "/v1/me/passkeys/options");
    const response = await webauthn.startRegistration({ optionsJSON: options });
    await api.request("POST", "/v1/me/passkeys", { response, name: deviceName() });
    say("Passkey added: sign in with it on any device");
    render();
  } catch (err) {
    say(explain(err), true);
  }
}

function renderSignIn(me) {
  const body = clear($("#signin .body"));
  if (me) {
    body.append(
      h("p", {}, "Signed in as ", h("strong#account-name", {}, me.name), "."),
      h(
        "p.row",
        {},
        h("button#add-passkey", { type: "button", onclick: addPasskey }, "Add a passkey"),
        h(
          "button.quiet",
          {
            type: "button",
            onclick: () => {
              forgetPlayer();
              render();
            },
          },
          "Sign out here",
        ),
      ),
    );
    return;
  }
  const pre = new URLSearchParams(location.search).get("pair") ?? "";
  const code = h("input#pair-code", { name: "code", value: pre, placeholder: "ABCD-1234", autocomplete: "one-time-code" });
  body.append(
    h("p.row", {}, h("button#passkey-signin", { type: "button", onclick: signInWithPasskey }, "Sign in with a passkey")),
    h(
      "form.row",
      {
        onsubmit: (e) => {
          e.preventDefault();
          signInWithCode(code.value);
        },
      },
      h("label", {}, "Pairing code ", code),
      h("button#pair-signin", { type: "submit" }, "Sign in with the code"),
    ),
  );
}

/** The id of the token this browser signs in with, as the last list said (`current`). */
let currentTokenId = null;

/** Where a token came from, as a person reads it: the key, device or passkey its `madeWith` names. */
function origin(t, byId) {
  if (!t.madeWith) return null;
  if (t.madeWith === "master") return "made with the master key";
  if (t.madeWith.startsWith("passkey:")) return "signed in with a passkey";
  const maker = byId.get(t.madeWith);
  return maker ? `made on ${maker.name}` : null;
}

async function renderDevices(me) {
  const body = clear($("#devices .body"));
  const passkeys = clear($("#passkeys .body"));
  if (!me) {
    passkeys.append(h("p", {}, "Sign in to see your passkeys."));
    return body.append(h("p", {}, "Sign in to see your devices."));
  }
  try {
    // Both lists at once: a token's cascade counts the passkeys it added, and each passkey names
    // the device that added it and those it signed in.
    const [{ tokens }, keys] = await Promise.all([
      client().request("GET", "/v1/me/tokens"),
      client()
        .request("GET", "/v1/me/passkeys")
        .then((r) => r.passkeys)
        .catch((err) => err),
    ]);
    const keyList = Array.isArray(keys) ? keys : [];
    currentTokenId = tokens.find((t) => t.current)?.id ?? null;
    const byId = new Map(tokens.map((t) => [t.id, t]));
    renderPasskeys(passkeys, keys, client(), tokens, render);
    const rows = tokens.map((t) =>
      h(
        `tr.token${t.revokedAt ? ".revoked" : ""}`,
        { "data-id": t.id },
        h(
          "td",
          {},
          t.name,
          t.current ? h("em", {}, " (this device)") : "",
          origin(t, byId) ? h("small.hint.origin", {}, h("br"), origin(t, byId)) : "",
        ),
        h("td", {}, t.kind),
        h("td", {}, t.scopes.join(" ")),
        h("td", {}, when(t.createdAt)),
        h("td", {}, when(t.lastUsedAt)),
        h("td", {}, when(t.expiresAt)),
        h(
          "td",
          {},
          t.revokedAt
            ? [`revoked ${when(t.revokedAt)} `, cascadeButton(t, tokens, keyList)]
            : t.kind === "master"
              ? h("button.rotate", { type: "button", onclick: () => rotate(t.current) }, "Replace")
              : [h("button.revoke", { type: "button", onclick: () => revoke(t.id) }, "Revoke"), cascadeButton(t, tokens, keyList)],
        ),
      ),
    );
    // Seven columns are wider than a phone: the table scrolls sideways in its own box, not the
    // page (WCAG 1.4.10); the box takes the focus so that the keyboard can scroll it too.
    const others = tokens.filter((t) => t.kind === "device" && !t.current && !t.revokedAt);
    body.append(
      h(
        "div.table-scroll",
        { tabindex: 0, role: "region", "aria-label": "Devices and tokens, scrolls sideways" },
        h(
          "table#token-list",
          {},
          h("thead", {}, h("tr", {}, ...["Name", "Kind", "Scopes", "Created", "Last used", "Expires", ""].map((c) => h("th", {}, c)))),
          h("tbody", {}, ...rows),
        ),
      ),
      others.length ? signOutOthers(others) : null,
    );
  } catch (err) {
    body.append(h("p.bad", {}, explain(err)));
  }
}

/**
 * A lost phone, or a shared computer left signed in: every other device signed out at once. Two
 * clicks, the second saying how many. Bots' tokens and the master key are not devices and stay
 * (replacing the master key, in the table, cuts that off too).
 */
function signOutOthers(others) {
  const n = `${others.length} other device${others.length === 1 ? "" : "s"}`;
  const button = h("button.quiet.danger#sign-out-others", { type: "button" }, "Sign out all other devices");
  button.onclick = async () => {
    if (button.dataset.confirm !== "yes") {
      button.dataset.confirm = "yes";
      button.textContent = `Sign out ${n} now`;
      return;
    }
    button.disabled = true;
    const failed = [];
    for (const t of others) {
      try {
        await client().request("DELETE", `/v1/me/tokens/${encodeURIComponent(t.id)}`);
      } catch (err) {
        failed.push(`${t.name}: ${explain(err)}`);
      }
    }
    say(failed.length ? `Not all signed out — ${failed.join("; ")}` : `Signed out ${n}`, failed.length > 0);
    render();
  };
  return h("p.row", {}, button, h("span.hint", {}, " Bots' tokens and the master key stay."));
}

/**
 * What a token made that still works, however deep: a leaked token's mints, the devices paired
 * from it, the passkeys it added and the devices those signed in (as the server walks it). Offered
 * as one revocation beside Revoke, which leaves them (a bot made on a laptop should outlive the
 * laptop's sign-out).
 */
function madeBy(t, tokens, passkeys) {
  const things = [...tokens, ...passkeys.map((p) => ({ ...p, id: `passkey:${p.id}`, passkey: true }))];
  const found = new Set([t.id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const o of things)
      if (o.madeWith && found.has(o.madeWith) && !found.has(o.id)) {
        found.add(o.id);
        grew = true;
      }
  }
  const made = things.filter((o) => o.id !== t.id && found.has(o.id) && !o.revokedAt);
  return { tokens: made.filter((o) => !o.passkey), passkeys: made.filter((o) => o.passkey) };
}

const counted = (n, what) => `${n} ${what}${n === 1 ? "" : "s"}`;

/**
 * Beside a token that made others that still work. When this very device is among them it says
 * so, and asks twice (the second click saying what goes), as signing out the others does: one
 * click would sign this browser out unawares.
 */
function cascadeButton(t, tokens, passkeys) {
  const made = madeBy(t, tokens, passkeys);
  if (!made.tokens.length && !made.passkeys.length) return null;
  const n = [
    made.tokens.length ? counted(made.tokens.length, "token") : "",
    made.passkeys.length ? counted(made.passkeys.length, "passkey") : "",
  ]
    .filter(Boolean)
    .join(" and ");
  const here = made.tokens.some((o) => o.current) ? ", this device among them" : "";
  const named = [
    ...made.tokens.map((o) => (o.current ? `${o.name} (this device)` : o.name)),
    ...made.passkeys.map((p) => `the passkey ${p.name}`),
  ];
  const button = h(
    "button.quiet.danger.revoke-cascade",
    {
      type: "button",
      title: `Also revokes: ${named.join(", ")}`,
      "aria-label": `Revoke ${t.name} with the ${n} made from it${here}`,
    },
    `Revoke with the ${n} it made${here}`,
  );
  button.onclick = () => {
    if (here && button.dataset.confirm !== "yes") {
      button.dataset.confirm = "yes";
      button.textContent = `Revoke ${t.name} and ${n}${here}, now`;
      return;
    }
    revoke(t.id, true);
  };
  return button;
}

/** Revokes a token (with what it made); when that takes this browser's own token, it signs out here too. */
async function revoke(id, cascade = false) {
  const mine = currentTokenId;
  try {
    const answer = await client().request("DELETE", `/v1/me/tokens/${encodeURIComponent(id)}${cascade ? "?cascade=true" : ""}`);
    const n = answer.alsoRevoked?.length ?? 0;
    const keys = answer.passkeysRemoved?.length ?? 0;
    const here = answer.current || (answer.alsoRevoked ?? []).includes(mine);
    if (here) forgetPlayer();
    const withWhat = [n ? `${counted(n, "token")} it made` : "", keys ? `${counted(keys, "passkey")} it added` : ""].filter(Boolean);
    const what = withWhat.length ? `Revoked, with ${withWhat.join(" and ")}` : "Revoked: that device is signed out";
    say(here ? `${what}; this device is signed out` : what);
    render();
  } catch (err) {
    say(explain(err), true);
  }
}

async function rotate(current) {
  try {
    const { apiKey } = await client().request("POST", "/v1/me/key/rotate");
    if (current) {
      savePlayer({ ...currentPlayer(), apiKey });
      // This browser's notifications went with the old key: set them up again with the new one.
      await resubscribe().catch(() => {});
    }
    say("The master key was replaced: the old one no longer works, and the webhooks it made are turned off");
    render();
  } catch (err) {
    say(explain(err), true);
  }
}

/** The pairing URL as a QR code a phone's camera opens: an SVG image made here, from our own URL only. */
function qrImage(url) {
  const svg = renderSVG(url, { ecc: "M", border: 2, pixelSize: 6 });
  return h("img#pair-qr", {
    src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
    alt: `QR code of ${url}`,
    width: 192,
    height: 192,
  });
}

function renderPairing(me) {
  const body = clear($("#pairing .body"));
  if (!me) return;
  const out = h("div#pairing-out");
  body.append(
    h("p", {}, "A device without a passkey can sign in with a code shown here, for five minutes, once."),
    h(
      "button#show-code",
      {
        type: "button",
        onclick: async () => {
          try {
            const made = await client().request("POST", "/v1/me/pairing-codes");
            clear(out).append(
              h("p", {}, "Code: ", h("strong#pair-code-shown", {}, made.code), ` until ${when(made.expiresAt)}`),
              h("p", {}, "Or open: ", h("a", { href: made.url }, made.url)),
              qrImage(made.url),
            );
          } catch (err) {
            say(explain(err), true);
          }
        },
      },
      "Show a pairing code",
    ),
    out,
  );
}

function render() {
  const me = currentPlayer();
  // What had the focus is redrawn away (the form signed in with, a revoked device's button): its
  // section takes it, so that a keyboard or screen reader user goes on from there, not the top.
  const section = document.activeElement?.closest?.("main section");
  $("#who-short").textContent = me ? `Playing as ${me.name}` : "";
  renderSignIn(me);
  renderDevices(me);
  renderPairing(me);
  const told = clear($("#told .body"));
  if (me) renderTold(told, client());
  else told.append(h("p", {}, "Sign in to choose what you are told."));
  if (section && !document.activeElement?.closest?.("main")) section.focus();
}

registerWorker();
render();
