// "What you are told", on the account page: which events are pushed to this person's browsers,
// quiet hours, when their deadlines are warned of, the games they muted and the players whose
// messages they hid (GET/PUT /v1/me/notification-preferences, PUT /v1/games/{id}/mute,
// /v1/me/muted-players). The settings are the
// person's, not the browser's: they hold on every device and for webhooks' deadline warnings too.
import { h, clear } from "./dom.js";
import { explain, say } from "./status.js";

/** The events a push may be for, as a person reads them (the API's PUSH_EVENTS, in its order). */
const EVENTS = [
  ["decision.required", "It is your move"],
  ["deadline.warning", "A deadline of yours is near"],
  ["game.over", "A game of yours ends"],
  ["message.posted", "Someone writes at your table"],
  ["invitation.received", "You are invited to a game"],
];

/** The highest warning time the API takes (hours). */
const MAX_WARNING_HOURS = 72;

/** Fills `body` with the person's settings as the server has them; `api` is the signed-in client. */
export async function renderTold(body, api) {
  clear(body);
  let prefs;
  try {
    prefs = await api.request("GET", "/v1/me/notification-preferences");
  } catch (err) {
    return body.append(h("p.bad", {}, explain(err)));
  }
  const boxes = EVENTS.map(([event, label]) =>
    h("label.check", {}, h("input", { type: "checkbox", name: "event", value: event, checked: prefs.events.includes(event) }), ` ${label}`),
  );
  const zone = prefs.quietHours?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const quiet = h("input#quiet-on", { type: "checkbox", checked: prefs.quietHours !== null });
  const start = h("input#quiet-start", {
    type: "time",
    value: prefs.quietHours?.start ?? "22:00",
    required: true,
    "aria-label": "Quiet hours begin",
  });
  const end = h("input#quiet-end", {
    type: "time",
    value: prefs.quietHours?.end ?? "07:00",
    required: true,
    "aria-label": "Quiet hours end",
  });
  // The warning: each game's own time (null), never (0), or a number of hours before the deadline.
  const warn = h(
    "select#warn-when",
    {},
    h("option", { value: "game", selected: prefs.deadlineWarningHours === null }, "as each game sets it"),
    h("option", { value: "never", selected: prefs.deadlineWarningHours === 0 }, "never"),
    h("option", { value: "hours", selected: (prefs.deadlineWarningHours ?? 0) > 0 }, "hours before the deadline:"),
  );
  const hours = h("input#warn-hours", {
    type: "number",
    min: 1,
    max: MAX_WARNING_HOURS,
    step: 1,
    value: (prefs.deadlineWarningHours ?? 0) > 0 ? prefs.deadlineWarningHours : 12,
    "aria-label": "Hours before the deadline",
  });
  const showHours = () => (hours.hidden = warn.value !== "hours");
  warn.addEventListener("change", showHours);
  showHours();

  const form = h(
    "form#told-form",
    {
      onsubmit: async (e) => {
        e.preventDefault();
        const change = {
          events: boxes
            .map((b) => b.querySelector("input"))
            .filter((i) => i.checked)
            .map((i) => i.value),
          quietHours: quiet.checked ? { start: start.value, end: end.value, timeZone: zone } : null,
          deadlineWarningHours: warn.value === "game" ? null : warn.value === "never" ? 0 : Number(hours.value),
        };
        try {
          await api.request("PUT", "/v1/me/notification-preferences", change);
          say("Saved: this is what you are told, on every device");
          await renderTold(body, api);
          body.querySelector("#told-save")?.focus();
        } catch (err) {
          say(explain(err), true);
        }
      },
    },
    h("fieldset", {}, h("legend", {}, "Notify me when"), ...boxes),
    h(
      "fieldset",
      {},
      h("legend", {}, "Quiet hours"),
      h("label.check", {}, quiet, " Hold notifications from "),
      start,
      " to ",
      end,
      h(
        "p.hint",
        {},
        `Your time zone: ${zone}. A notification made then waits until they end; a move no longer yours by then is not sent.`,
      ),
    ),
    h(
      "fieldset",
      {},
      h("legend", {}, "Deadline warnings"),
      h("label", {}, "Warn me ", warn),
      " ",
      hours,
      h("p.hint", {}, "By notification and by webhook, for every seat you hold."),
    ),
    h("button.primary#told-save", { type: "submit" }, "Save"),
  );
  body.append(form, mutedGames(prefs.mutedGames, api, body), await mutedPlayers(api, body));
}

/** The players muted at a table (their messages hidden everywhere), each with a way to hear them again. */
async function mutedPlayers(api, body) {
  let players;
  try {
    ({ players } = await api.request("GET", "/v1/me/muted-players"));
  } catch (err) {
    return h("p.bad", {}, explain(err));
  }
  return unmuteList(api, body, {
    id: "muted-players",
    title: "Muted players",
    none: "No muted players. Mute one from a message of theirs at a table.",
    items: players.map((p) => ({
      id: p.playerId,
      label: p.name,
      unmuteLabel: `Hear ${p.name} again`,
      unmute: () => api.request("DELETE", `/v1/me/muted-players/${encodeURIComponent(p.playerId)}`),
      done: `You see ${p.name}'s messages again`,
    })),
  });
}

/** The games muted, each with a way to hear from it again. */
function mutedGames(ids, api, body) {
  return unmuteList(api, body, {
    id: "muted-games",
    title: "Muted games",
    none: "No muted games. Mute one from the lobby's inbox.",
    items: ids.map((id) => ({
      id,
      label: h("a", { href: `/game.html?id=${encodeURIComponent(id)}` }, id),
      unmuteLabel: `Unmute game ${id}`,
      unmute: () => api.request("PUT", `/v1/games/${encodeURIComponent(id)}/mute`, { muted: false }),
      done: `You are told of game ${id} again`,
    })),
  });
}

/** A list of what is muted (`#<id>`, or `#<id>-none` when empty), each item with its Unmute; the section is drawn again after one. */
function unmuteList(api, body, { id, title, none, items }) {
  if (items.length === 0) return h(`p.hint#${id}-none`, {}, none);
  const unmute = async (item) => {
    try {
      await item.unmute();
      say(item.done);
      await renderTold(body, api);
    } catch (err) {
      say(explain(err), true);
    }
  };
  return h(
    `div#${id}`,
    {},
    h("h3", {}, title),
    h(
      "ul",
      {},
      ...items.map((item) =>
        h(
          "li",
          { dataset: { id: item.id } },
          item.label,
          " ",
          h("button.quiet.unmute", { type: "button", "aria-label": item.unmuteLabel, onclick: () => unmute(item) }, "Unmute"),
        ),
      ),
    ),
  );
}
