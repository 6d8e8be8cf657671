// Table talk on the game page: the messages this reader may read (GET /v1/games/{id}/messages),
// and, for a player, a box to write to the table or privately to one seat. Text is only ever put
// in as text (h() makes text nodes), so a message cannot become markup.
//
// Messages come on the game's live feed as they are posted (api.follow's onMessage; game.js hands
// them to `receive` and tells `live` when the feed comes and goes); the server sends a reader only
// what a read would give it (its mutes, private messages only to their two seats). While the feed
// is live the panel never asks. The feed's messages carry no id to resume from, so each time it
// becomes live (opened, or back after a drop or a sleep) the panel reads once what came after the
// last message it is sure of: whatever was posted while nothing was listening. Read or pushed, a
// message is shown once, in id order.
import { ApiError, goneForGood } from "./api.js";
import { h, clear } from "./dom.js";
import { explain, say } from "./status.js";

const MAX_CHARS = 1000;

/**
 * How often the panel asks while the feed is not live and the page is visible. Not live is rare
 * and short in a game that is going on (every reconnect reads what was missed anyway); it lasts
 * in a game still waiting for players (not followed yet), a finished one (its feed has ended) or
 * one whose feed the server keeps refusing (a full room). Talk there is slow, so a quarter-minute
 * is soon enough, and a phone's page is woken seldom.
 */
export const FALLBACK_MS = 15_000;

/**
 * Starts the panel in `section` for game `game` (the resource as first loaded). `live`: whether
 * the game's feed is live now (game.js calls `live(…)` when that changes).
 */
export function startTalk(section, api, game, { live = false } = {}) {
  const talk = {
    /** The ids in the list. */
    shown: new Set(),
    /** Every message up to this id that this reader may read is in the list: reads go on from here. */
    cursor: 0,
    closed: false,
    live,
    /**
     * The feed is live and a read sent since it became live has come back: from then on it brings
     * every message in order, so each one moves the cursor. Until then one may have come before
     * others that were posted while nothing was listening, so it does not.
     */
    synced: false,
    /** Counts the times the feed became live, so a read finished late does not mark a newer connection synced. */
    connection: 0,
    /** The newest message this seat has told the server it read (POST …/messages/read). */
    readUpTo: 0,
    /** Mutes the writer of a message (set below). */
    mute: null,
    /** Writers muted from this page: a message of theirs the feed had on its way before the room heard of the mute is dropped. */
    muted: new Set(),
  };
  const list = h("ol.messages#messages", { "aria-live": "polite" });
  // For tests and styles: whether the list is being kept whole by the feed alone.
  const mark = () => (section.dataset.synced = String(talk.synced));
  mark();
  const body = clear(section.querySelector(".body"));
  body.append(list);
  const put = (m) => {
    show(list, talk, m, game);
    noteRead();
  };

  // A player's read position (the lobby's unread count, GraphQL's and the inbox's) moves when the
  // messages are on a page someone can see: shortly after they are shown, or when it comes back.
  let reading = null;
  function noteRead() {
    if (!game.you || talk.closed || reading || document.visibilityState !== "visible") return;
    reading = setTimeout(async () => {
      reading = null;
      const newest = Math.max(0, ...talk.shown);
      if (newest <= talk.readUpTo || talk.closed) return;
      try {
        await api.request("POST", `/v1/games/${game.id}/messages/read`, { lastId: newest });
        talk.readUpTo = Math.max(talk.readUpTo, newest);
      } catch {
        // Not worth the person's attention: the next message, or the next visit, moves it again.
      }
    }, 1000);
  }
  document.addEventListener("visibilitychange", noteRead);

  // Muting a writer hides their messages here and in every read, count and notification of the
  // person's (PUT /v1/me/muted-players/{id}); the account page lists them to hear again.
  talk.mute = async (writer) => {
    try {
      await api.request("PUT", `/v1/me/muted-players/${encodeURIComponent(writer.id)}`);
      talk.muted.add(writer.id);
      for (const li of list.querySelectorAll(`li.message[data-player="${CSS.escape(writer.id)}"]`)) li.remove();
      say(`Muted ${writer.name}: their messages are hidden. Hear them again on the account page.`);
      (section.querySelector("#talk-text") ?? section).focus();
    } catch (err) {
      say(explain(err), true);
    }
  };
  if (game.you) body.append(composer(api, game, put));

  // Reads run one after another, each from the cursor as it was when it was asked for (a later
  // cursor could be past a message posted while the feed was away). One asked for while another
  // waits to start joins it. Each answers whether it read to the end.
  let chain = Promise.resolve(true);
  let waiting = null;
  function load() {
    if (talk.closed) return Promise.resolve(false);
    if (waiting) {
      waiting.from = Math.min(waiting.from, talk.cursor);
      return waiting.done;
    }
    const job = { from: talk.cursor };
    job.done = chain.then(() => {
      if (waiting === job) waiting = null;
      return talk.closed ? false : readAfter(job.from);
    });
    waiting = job;
    chain = job.done;
    return job.done;
  }

  /** Reads every message after id `after`, page by page; whether it got to the end. */
  async function readAfter(after) {
    try {
      for (;;) {
        const page = await api.request("GET", `/v1/games/${game.id}/messages?after=${after}&limit=200`);
        for (const m of page.messages) {
          put(m);
          after = Math.max(after, m.id);
        }
        talk.cursor = Math.max(talk.cursor, after);
        if (!page.nextCursor) return true;
        if (talk.closed) return false;
      }
    } catch (err) {
      if (err instanceof ApiError && err.code === "NOT_A_PLAYER") {
        stop();
        clear(list).append(h("li.hint", {}, "The table's talk is for its players until the game is over."));
      } else {
        say(explain(err), true);
        // The game (or this key) is gone: the page says so; asking again would only be refused.
        if (goneForGood(err)) stop();
      }
      return false;
    }
  }

  // The fallback: a timer that runs only while the feed is not live.
  let timer = null;
  const ask = () => {
    // Hidden: nobody reads it (becoming visible asks). Offline: it would fail; the feed's
    // reconnect when the network is back reads what was missed.
    if (document.visibilityState === "visible" && navigator.onLine !== false) load();
  };
  const fallback = (on) => {
    if (on && timer === null && !talk.closed) timer = setInterval(ask, FALLBACK_MS);
    if (!on && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
  function stop() {
    talk.closed = true;
    fallback(false);
  }
  document.addEventListener("visibilitychange", () => {
    if (!talk.live && !talk.closed && document.visibilityState === "visible") load();
  });

  /** Reads what came while the feed was not live; once that is in, the feed alone keeps the list whole. */
  function catchUp(connection = ++talk.connection) {
    load().then((whole) => {
      if (!talk.live || talk.connection !== connection) return;
      if (whole) {
        talk.synced = true;
        mark();
      } else if (!talk.closed) {
        // The read failed, after its own resends: the list may have a gap the feed will not fill.
        setTimeout(() => talk.live && talk.connection === connection && catchUp(connection), FALLBACK_MS);
      }
    });
  }

  if (talk.live) catchUp();
  else load();
  fallback(!talk.live);
  return {
    /** A message from the live feed. */
    receive: (m) => {
      if (talk.closed) return;
      put(m);
      if (talk.synced) talk.cursor = Math.max(talk.cursor, m.id);
    },
    /** The feed became live, or stopped being live (dropped, refused, or ended with the game). */
    live: (on) => {
      if (on === talk.live) return;
      talk.live = on;
      talk.synced = false;
      mark();
      fallback(!on);
      if (on) catchUp();
    },
    /** The page found the game gone (its own look was refused): the panel stops asking too. */
    close: stop,
  };
}

/** Puts `m` in the list once (a repeat is dropped), before the first message with a higher id. */
function show(list, talk, m, game) {
  if (talk.shown.has(m.id)) return;
  talk.shown.add(m.id);
  const to = m.to ? ` → ${seatLabel(game, m.to)}` : "";
  // The writer, if their seat is still theirs (a seat can change hands before the game starts).
  const writer = game.seats.find((s) => s.seat === m.from.seat)?.player;
  const other = writer && writer.name === m.from.name && m.from.seat !== game.you?.seat ? writer : null;
  if (other && talk.muted.has(other.id)) return;
  const li = h(
    "li.message",
    { class: m.to ? "private" : "", dataset: { id: String(m.id), player: other?.id ?? "" } },
    h("span.from", {}, `${m.from.name} (${m.from.seat})${to}`),
    h("time", { datetime: m.at }, new Date(m.at).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" })),
    other && game.you
      ? h(
          "button.quiet.mute-writer",
          { type: "button", "aria-label": `Mute ${other.name}: hide their messages`, onclick: () => talk.mute(other) },
          "Mute",
        )
      : null,
    h("p.text", {}, m.text),
  );
  const later = [...list.querySelectorAll(":scope > li.message")].find((el) => Number(el.dataset.id) > m.id);
  if (later) later.before(li);
  else {
    list.append(li);
    list.scrollTop = list.scrollHeight;
  }
}

const seatLabel = (game, seat) => game.seats.find((s) => s.seat === seat)?.name ?? seat;

function composer(api, game, put) {
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
          // The feed may have shown it before this answer came, and the next message be being
          // written already: that one stays.
          if (text.value.trim() === words) text.value = "";
          // The feed brings the writer's own message too; whichever comes first is shown.
          put(m);
        } catch (err) {
          say(explain(err), true);
        }
      },
    },
    text,
    h("div.row", {}, to, h("button.primary", { type: "submit" }, "Send")),
  );
}
