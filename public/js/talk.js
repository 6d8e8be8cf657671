// Table talk on the game page: the messages this reader may read (GET /v1/games/{id}/messages),
// and, for a player, a box to write to the table or privately to one seat. Text is only ever put
// in as text (h() makes text nodes), so a message cannot become markup.
import { ApiError, goneForGood } from "./api.js";
import { h, clear } from "./dom.js";
import { explain, say } from "./status.js";

const MAX_CHARS = 1000;

/** Starts the panel in `section` for game `game` (the resource as first loaded); polls while the page is visible. */
export function startTalk(section, api, game) {
  const talk = { messages: [], lastId: 0, closed: false };
  const list = h("ol.messages#messages", { "aria-live": "polite" });
  const body = clear(section.querySelector(".body"));
  body.append(list);
  if (game.you) body.append(composer(api, game, talk, list));

  async function load() {
    if (talk.closed) return;
    try {
      for (;;) {
        const page = await api.request("GET", `/v1/games/${game.id}/messages?after=${talk.lastId}&limit=200`);
        for (const m of page.messages) show(list, talk, m, game);
        if (!page.nextCursor) break;
      }
    } catch (err) {
      if (err instanceof ApiError && err.code === "NOT_A_PLAYER") {
        talk.closed = true;
        clear(list).append(h("li.hint", {}, "The table's talk is for its players until the game is over."));
      } else {
        say(explain(err), true);
        // The game (or this key) is gone: the page says so; asking every 10 s would only be refused.
        if (goneForGood(err)) talk.closed = true;
      }
    }
  }
  load();
  setInterval(() => document.visibilityState === "visible" && load(), 10000);
  // close: the page found the game gone (its own look was refused): the panel stops asking too.
  return {
    refresh: load,
    close: () => {
      talk.closed = true;
    },
  };
}

function show(list, talk, m, game) {
  talk.lastId = Math.max(talk.lastId, m.id);
  const to = m.to ? ` → ${seatLabel(game, m.to)}` : "";
  list.append(
    h(
      "li.message",
      { class: m.to ? "private" : "", dataset: { id: String(m.id) } },
      h("span.from", {}, `${m.from.name} (${m.from.seat})${to}`),
      h("time", { datetime: m.at }, new Date(m.at).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })),
      h("p.text", {}, m.text),
    ),
  );
  list.scrollTop = list.scrollHeight;
}

const seatLabel = (game, seat) => game.seats.find((s) => s.seat === seat)?.name ?? seat;

function composer(api, game, talk, list) {
  const text = h("textarea#talk-text", { rows: 2, maxlength: MAX_CHARS, placeholder: "Write to the table…", "aria-label": "Message" });
  const others = game.seats.filter((s) => s.seat !== game.you.seat);
  // Private messages need a third seat: between two, the table is already private.
  const to =
    game.seats.length >= 3
      ? h(
          "select#talk-to",
          { "aria-label": "To" },
          h("option", { value: "" }, "Everyone"),
          others.map((s) => h("option", { value: s.seat }, `Only ${s.name}${s.player ? ` (${s.player.name})` : ""}`)),
        )
      : null;
  return h(
    "form#talk-form",
    {
      onsubmit: async (e) => {
        e.preventDefault();
        const words = text.value.trim();
        if (!words) return;
        try {
          const m = await api.request(
            "POST",
            `/v1/games/${game.id}/messages`,
            { text: words, ...(to?.value ? { to: to.value } : {}) },
            { "idempotency-key": crypto.randomUUID() },
          );
          text.value = "";
          if (m.id > talk.lastId) show(list, talk, m, game);
        } catch (err) {
          say(explain(err), true);
        }
      },
    },
    text,
    h("div.row", {}, to, h("button.primary", { type: "submit" }, "Send")),
  );
}
