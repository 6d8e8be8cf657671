// "Passkeys", on the account page: the person's passkeys, each with the devices it signed in, and
// Remove (DELETE /v1/me/passkeys/{id}). A passkey removed because its laptop was lost should take
// the laptop's sign-in with it, so "also sign out" is offered, and ticked, whenever it signed any
// device in that still works (`signOut=true`: those device tokens are revoked before it answers).
import { h, clear } from "./dom.js";
import { explain, say } from "./status.js";
import { forgetPlayer } from "./session.js";

const when = (iso) => (iso ? new Date(iso).toLocaleString() : "never");

/**
 * Fills `body` with the passkeys as the server answered them (`passkeys`, or the error it answered
 * with); `tokens` is the token list read with them (their `madeWith` says which passkey signed each
 * device in, and a passkey's which device added it); `done` redraws the page after a removal.
 */
export function renderPasskeys(body, passkeys, api, tokens, done) {
  clear(body);
  if (!Array.isArray(passkeys)) return body.append(h("p.bad", {}, explain(passkeys)));
  if (!passkeys.length) return body.append(h("p", {}, "No passkey yet: “Add a passkey” above signs you in on any device without a key."));
  body.append(h("ul#passkey-list.plain", {}, ...passkeys.map((p) => passkeyLine(p, devicesOf(p, tokens), addedBy(p, tokens), api, done))));
}

/** Who added passkey `p`, as a person reads it: revoking that token with what it made removes the passkey. */
function addedBy(p, tokens) {
  if (p.madeWith === "master") return "with the master key";
  const maker = tokens.find((t) => t.id === p.madeWith);
  return maker ? `on ${maker.name}` : "";
}

/** The devices signed in with passkey `p` that are still signed in. */
const devicesOf = (p, tokens) => tokens.filter((t) => t.madeWith === `passkey:${p.id}` && !t.revokedAt);

function passkeyLine(p, devices, added, api, done) {
  const named = devices.map((d) => (d.current ? `${d.name} (this device)` : d.name)).join(", ");
  // Signing this very browser out is said before it is done, and done cleanly after.
  const here = devices.find((d) => d.current);
  const signOut = h("input.sign-out", { type: "checkbox", checked: devices.length > 0 });
  const remove = h("button.quiet.danger.remove-passkey", { type: "button", "aria-label": `Remove the passkey ${p.name}` }, "Remove");
  remove.onclick = async () => {
    // Two clicks, the second saying what goes: a passkey cannot be put back, only added again.
    if (remove.dataset.confirm !== "yes") {
      remove.dataset.confirm = "yes";
      remove.textContent = `Remove ${p.name} now`;
      return;
    }
    remove.disabled = true;
    const out = signOut.checked && devices.length > 0;
    try {
      const answer = await api.request("DELETE", `/v1/me/passkeys/${encodeURIComponent(p.id)}${out ? "?signOut=true" : ""}`);
      const n = answer.signedOut.length;
      const signedOutHere = here !== undefined && answer.signedOut.includes(here.id);
      if (signedOutHere) forgetPlayer();
      say(
        `Passkey removed${n ? `, and ${n} device${n === 1 ? "" : "s"} signed out` : ""}${signedOutHere ? "; this device is signed out" : ""}`,
      );
    } catch (err) {
      say(explain(err), true);
    }
    done();
  };
  return h(
    "li.passkey",
    { "data-id": p.id },
    h("strong", {}, p.name),
    ` — added ${added ? `${added}, ` : ""}${when(p.createdAt)}, last sign-in ${when(p.lastUsedAt)}. `,
    devices.length
      ? h(
          "span",
          {},
          `Signed in with it: ${named}. `,
          h(
            "label.check",
            {},
            signOut,
            ` Also sign out ${devices.length === 1 ? "that device" : `those ${devices.length} devices`}`,
            here ? (devices.length === 1 ? ": this one" : ", this one among them") : "",
          ),
        )
      : "No device is signed in with it now. ",
    " ",
    remove,
  );
}
