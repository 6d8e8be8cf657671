// The lobby: register (the key stays in this browser), create a game of any kind with its
// options, join open games, and "my games" with the ones awaiting you first.
import { ApiError } from "./api.js";
import { h, clear, replaceIfChanged } from "./dom.js";
import { schemaForm } from "./schema-form.js";
import { client, currentPlayer, forgetPlayer, savePlayer } from "./session.js";
import { registerWorker, renderNotifications } from "./pwa.js";
import { explain, say } from "./status.js";

const $ = (sel) => document.querySelector(sel);
let kinds = [];

const gameUrl = (id) => `/game?id=${encodeURIComponent(id)}`;

// The seats a game of a kind has with given options come from the server, which knows the rules
// (a player count, a drone opponent…); each answer is kept, so a form re-reading them costs nothing.
const seatAnswers = new Map();
/** The answers already in, by the same key: a list redrawn with them reads the same as before. */
const seatsKnown = new Map();
const seatsKey = (kind, options) => `${kind.id} ${JSON.stringify(options)}`;
function seatsFor(kind, options) {
  const key = seatsKey(kind, options);
  if (!seatAnswers.has(key)) {
    const answer = client().kindSeats(kind.id, options);
    answer.then((seats) => seatsKnown.set(key, seats)).catch(() => seatAnswers.delete(key));
    seatAnswers.set(key, answer);
  }
  return seatAnswers.get(key);
}
const kindTitle = (id) => kinds.find((k) => k.id === id)?.title ?? id;

// ---- who you are ---------------------------------------------------------------------------

function renderIdentity() {
  const body = clear($("#identity .body"));
  const me = currentPlayer();
  $("#who-short").textContent = me ? `Playing as ${me.name}` : "";
  if (me) {
    const key = h("code.key", { hidden: true }, me.apiKey);
    body.append(
      h("p", {}, "Playing as ", h("strong#player-name", {}, me.name), "."),
      h(
        "p.row",
        {},
        h(
          "button",
          {
            type: "button",
            onclick: (e) => {
              key.hidden = !key.hidden;
              e.target.textContent = key.hidden ? "Show my API key" : "Hide my API key";
            },
          },
          "Show my API key",
        ),
        h(
          "button.quiet",
          {
            type: "button",
            onclick: () => {
              if (confirm("Forget this key? Without it you cannot play your games from here.")) {
                forgetPlayer();
                refreshAll();
                focusIdentity();
              }
            },
          },
          "Sign out",
        ),
      ),
      key,
      h("small.hint", {}, "Your key is kept in this browser only. Keep a copy to play from another device."),
    );
    return;
  }
  const name = h("input#register-name", {
    name: "name",
    required: true,
    maxlength: 40,
    autocomplete: "nickname",
    placeholder: "Your name",
  });
  const keyInput = h("input#existing-key", { name: "key", autocomplete: "off", placeholder: "sk_…" });
  body.append(
    h(
      "form#register",
      {
        onsubmit: async (e) => {
          e.preventDefault();
          try {
            const player = await client().register(name.value.trim());
            savePlayer(player);
            say(`Welcome, ${player.name}. Your key is kept in this browser.`);
            refreshAll();
            focusIdentity();
          } catch (err) {
            say(explain(err), true);
          }
        },
      },
      h("label", { for: "register-name" }, "Register with a name"),
      h("div.row", {}, name, h("button.primary", { type: "submit" }, "Register")),
    ),
    h(
      "form#use-key",
      {
        onsubmit: async (e) => {
          e.preventDefault();
          try {
            const api = client();
            api.key = keyInput.value.trim();
            const me = await api.me();
            savePlayer({ ...me, apiKey: api.key });
            say(`Signed in as ${me.name}.`);
            refreshAll();
            focusIdentity();
          } catch (err) {
            say(explain(err), true);
          }
        },
      },
      h("label", { for: "existing-key" }, "…or use a key you already have"),
      h("div.row", {}, keyInput, h("button", { type: "submit" }, "Use key")),
    ),
  );
}

/**
 * After signing in or out the form that had the focus is gone: the section saying who you are
 * takes it, so that a keyboard or screen reader user goes on from there, not from the top.
 */
function focusIdentity() {
  $("#identity").focus();
}

// ---- lists -----------------------------------------------------------------------------------

function mySeat(game, me) {
  return me ? game.seats.find((s) => s.playerId === me.id) : undefined;
}

function gameRow(game, me, action) {
  const seat = mySeat(game, me);
  const awaiting = seat?.awaiting && game.status === "active";
  const taken = game.seats.filter((s) => s.playerId).length;
  return h(
    "li.game-row",
    { class: awaiting ? "awaiting" : "", dataset: { id: game.id, kind: game.kind } },
    h("a.title", { href: gameUrl(game.id), dataset: { key: `title:${game.id}` } }, kindTitle(game.kind)),
    h(
      "span.meta",
      {},
      awaiting ? h("span.badge.turn", {}, "your move") : null,
      h("span.badge", { class: game.status }, game.status),
      game.visibility === "private" ? h("span.badge", {}, "private") : null,
      ` ${taken}/${game.seats.length} seats`,
      seat ? ` · you: ${seat.seat}` : "",
      ` · v${game.version} · ${ago(game.updatedAt)}`,
    ),
    action,
  );
}

/**
 * A row's link or button: its words ("Play", "Watch") with the game's kind for a screen reader,
 * which lists a page's links out of their rows; data-key keeps its focus when the list is redrawn.
 */
function rowAction(tag, words, game, attrs = {}, more = "") {
  return h(tag, { ...attrs, "aria-label": `${words} ${kindTitle(game.kind)}${more}`, dataset: { key: `${words}:${game.id}` } }, words);
}

function ago(iso) {
  const s = Math.max(0, (Date.now() - Date.parse(iso)) / 1000);
  if (s < 60) return "just now";
  if (s < 3600) return `${Math.floor(s / 60)} min ago`;
  if (s < 86400) return `${Math.floor(s / 3600)} h ago`;
  return `${Math.floor(s / 86400)} d ago`;
}

const rank = (g, me) => (mySeat(g, me)?.awaiting && g.status === "active" ? 0 : g.status === "active" ? 1 : g.status === "open" ? 2 : 3);

// Lists come a page at a time (newest created first). Each section remembers how many pages it
// shows, so the refresh every few seconds keeps what "More" opened.
const pagesShown = { mine: 1, open: 1, watch: 1 };

/** The first `pages` pages of a list: {games, more} (more: another page follows). */
async function loadPages(query, pages) {
  const games = [];
  let cursor = null;
  for (let i = 0; i < pages; i++) {
    const page = await client().gamesPage(query, cursor);
    games.push(...page.games);
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  return { games, more: cursor !== null };
}

/** "More games" under a list, while another page follows. */
function moreButton(id, section, render) {
  return h(
    `button.quiet.more#${id}`,
    {
      type: "button",
      dataset: { key: id },
      onclick: async (e) => {
        e.target.disabled = true;
        pagesShown[section]++;
        try {
          await render();
        } catch (err) {
          say(explain(err), true);
        }
      },
    },
    "More games",
  );
}

/**
 * How many games await you, where a person sees it without reading the page: the tab's title, and
 * the icon of the installed app (the Badging API, where the browser has it; a push sets a dot there,
 * public/sw.js, which this count replaces or clears).
 */
function showAwaiting(waiting, count) {
  document.title = waiting ? `(${count}) Starpost — lobby` : "Starpost — lobby";
  const badge = waiting ? navigator.setAppBadge?.(waiting) : navigator.clearAppBadge?.();
  badge?.catch(() => {}); // refused (no permission, not installed): the title still says it
}

async function renderMine() {
  const me = currentPlayer();
  if (!me) {
    // Signed out (or never in): nothing awaits this browser, so no count stays behind from before.
    $("#mine-h").textContent = "My games";
    showAwaiting(0, "0");
    return clear($("#mine .body")).append(h("p.hint", {}, "Register to see your games."));
  }
  // Every game awaiting you (however many), then your games a page at a time.
  const [awaiting, mine] = await Promise.all([
    client().allGames({ awaiting: "me", limit: 200 }, 10),
    loadPages({ mine: true, limit: 50 }, pagesShown.mine),
  ]);
  const byId = new Map([...awaiting.games, ...mine.games].map((g) => [g.id, g]));
  const games = [...byId.values()];
  games.sort((a, b) => rank(a, me) - rank(b, me) || Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
  const waiting = games.filter((g) => rank(g, me) === 0).length;
  const count = `${waiting}${awaiting.complete ? "" : "+"}`;
  $("#mine-h").textContent = waiting ? `My games (${count} awaiting you)` : "My games";
  showAwaiting(waiting, count);
  replaceIfChanged(
    $("#mine .body"),
    games.length
      ? h(
          "ul.games#my-games",
          {},
          games.map((g) =>
            gameRow(
              g,
              me,
              rank(g, me) === 0
                ? rowAction("a.button", "Play", g, { href: gameUrl(g.id) }, ", your move")
                : rowAction("a.button", "Open", g, { href: gameUrl(g.id) }),
            ),
          ),
        )
      : h("p.hint", {}, "No games yet: create one, or join an open game."),
    mine.more ? moreButton("my-games-more", "mine", renderMine) : null,
  );
}

// The inbox: what needs you, most urgent first (GET /v1/me/inbox), as one short list.
const SECTION_LABEL = { yourTurn: "your move", waiting: "waiting", invitations: "invited", open: "open to join" };

/** An invitation's answer from the inbox: accepting opens the game (a private one can be read only once seated). */
function invitationButtons(invitation, gameId) {
  const answer = async (accept) => {
    try {
      if (accept) {
        await client().acceptInvitation(invitation.id);
        location.href = gameUrl(gameId);
      } else {
        await client().declineInvitation(invitation.id);
        await renderInbox();
      }
    } catch (err) {
      say(explain(err), true);
    }
  };
  return [
    ` from ${invitation.from.name} `,
    h("button.accept", { type: "button", onclick: () => answer(true), dataset: { key: `accept:${invitation.id}` } }, "Accept"),
    " ",
    h("button.quiet.decline", { type: "button", onclick: () => answer(false), dataset: { key: `decline:${invitation.id}` } }, "Decline"),
  ];
}

/** Mute (or unmute) the pushes of one of the player's games; the account page lists what is muted. */
function muteButton(item) {
  const muted = item.muted;
  const toggle = async () => {
    try {
      await client().request("PUT", `/v1/games/${encodeURIComponent(item.game.id)}/mute`, { muted: !muted });
      say(muted ? "You are told of that game again" : "Muted: no notifications from that game");
      await renderInbox();
    } catch (err) {
      say(explain(err), true);
    }
  };
  return [
    " ",
    h(
      "button.quiet.mute",
      {
        type: "button",
        onclick: toggle,
        "aria-label": `${muted ? "Unmute" : "Mute"} ${kindTitle(item.game.kind)} ${item.game.id}`,
        dataset: { key: `mute:${item.game.id}` },
      },
      muted ? "Unmute" : "Mute",
    ),
  ];
}

function dueIn(iso) {
  const s = (Date.parse(iso) - Date.now()) / 1000;
  if (s <= 0) return "due now";
  return s < 3600
    ? `due in ${Math.ceil(s / 60)} min`
    : s < 172800
      ? `due in ${Math.floor(s / 3600)} h`
      : `due in ${Math.floor(s / 86400)} d`;
}

async function renderInbox() {
  const me = currentPlayer();
  const body = $("#inbox .body");
  if (!me) return replaceIfChanged(body, h("p.hint", {}, "Register to see what needs you."));
  const { items } = await client().inbox(20);
  const turns = items.filter((i) => i.section === "yourTurn").length;
  $("#inbox-h").textContent = turns ? `Inbox (${turns} your move)` : "Inbox";
  replaceIfChanged(
    body,
    items.length
      ? h(
          "ul.games#inbox-items",
          {},
          items.map((i) =>
            h(
              "li.game-row",
              { class: i.section === "yourTurn" ? "awaiting" : "", dataset: { id: i.game.id, section: i.section } },
              h("a.title", { href: gameUrl(i.game.id), dataset: { key: `inbox:${i.game.id}` } }, kindTitle(i.game.kind)),
              h(
                "span.meta",
                {},
                h("span.badge", { class: i.section === "yourTurn" ? "turn" : i.game.status }, SECTION_LABEL[i.section]),
                i.deadline ? ` ${dueIn(i.deadline)}` : "",
                i.muted ? " · muted" : "",
                i.unreadMessages ? h("span.unread", {}, ` · ${i.unreadMessages} new message${i.unreadMessages === 1 ? "" : "s"}`) : "",
                i.invitation ? invitationButtons(i.invitation, i.game.id) : null,
                i.section === "yourTurn" || i.section === "waiting" ? muteButton(i) : null,
              ),
            ),
          ),
        )
      : h("p.hint", {}, "Nothing needs you now."),
  );
}

async function renderOpen() {
  const me = currentPlayer();
  const { games, more } = await loadPages({ status: "open", limit: 50 }, pagesShown.open);
  const others = games.filter((g) => !mySeat(g, me));
  replaceIfChanged(
    $("#open .body"),
    others.length
      ? h(
          "ul.games#open-games",
          {},
          others.map((g) => gameRow(g, me, joinControls(g, me))),
        )
      : h("p.hint", {}, more ? "Only your own open games so far: More shows older ones." : "No open games right now."),
    more ? moreButton("open-games-more", "open", renderOpen) : null,
  );
}

/** Join: with more than one open seat, a picker of those seats beside the button. */
function joinControls(g, me) {
  const open = g.seats.filter((s) => !s.playerId && !s.automaton);
  const kind = kinds.find((k) => k.id === g.kind);
  const picker =
    open.length > 1
      ? h(
          "select.join-seat",
          { "aria-label": `Seat to take in ${kindTitle(g.kind)}`, dataset: { id: g.id, key: `seat:${g.id}` } },
          h("option", { value: "" }, "any seat"),
          open.map((s) => h("option", { value: s.seat }, s.seat)),
        )
      : null;
  // The list names seats by id; their names follow (a numbered kind's by its player count), at
  // once when the server has already answered for that kind.
  if (picker && kind) {
    const options = kind.options?.properties?.players ? { players: g.seats.length } : {};
    const name = (names) => {
      for (const option of picker.options) option.textContent = names.find((x) => x.id === option.value)?.name ?? option.textContent;
    };
    const known = seatsKnown.get(seatsKey(kind, options));
    if (known) name(known);
    else
      seatsFor(kind, options)
        .then(name)
        .catch(() => {});
  }
  return h(
    "span.join",
    {},
    picker,
    rowAction("button.primary", "Join", g, {
      type: "button",
      disabled: !me,
      onclick: async () => {
        try {
          await client().join(g.id, picker?.value ? { seat: picker.value } : {});
          location.href = gameUrl(g.id);
        } catch (err) {
          say(explain(err), true);
          refreshLists();
        }
      },
    }),
  );
}

async function renderWatch() {
  const me = currentPlayer();
  const { games, more } = await loadPages({ status: "active", limit: 20 }, pagesShown.watch);
  const others = games.filter((g) => !mySeat(g, me));
  replaceIfChanged(
    $("#watch .body"),
    others.length
      ? h(
          "ul.games#watch-games",
          {},
          others.map((g) => gameRow(g, me, rowAction("a.button", "Watch", g, { href: gameUrl(g.id) }))),
        )
      : h("p.hint", {}, more ? "Only your own games so far: More shows older ones." : "Nothing to watch right now."),
    more ? moreButton("watch-games-more", "watch", renderWatch) : null,
  );
}

// ---- new game --------------------------------------------------------------------------------

function renderCreate() {
  const body = clear($("#create .body"));
  const me = currentPlayer();
  if (!kinds.length) return body.append(h("p.hint", {}, "No game kinds are available."));
  const kindSelect = h(
    "select#kind",
    { name: "kind" },
    kinds.map((k) => h("option", { value: k.id }, k.title)),
  );
  const optionsBox = h("fieldset.options", {}, h("legend", {}, "Options"));
  const seatSelect = h("select#seat", { name: "seat" });
  // One picker per seat: a person (none), or the built-in opponent at a level.
  const opponentsBox = h("fieldset.opponents", {}, h("legend", {}, "Built-in opponents"));
  let form = null;
  const showKind = () => {
    const kind = kinds.find((k) => k.id === kindSelect.value);
    form = schemaForm(kind.options, kind.defaultOptions, "opt");
    clear(optionsBox).append(h("legend", {}, `${kind.title} options`), form.element);
    showSeats();
  };
  // The seats follow the options (Star Battle's player count, a drone opponent…), as the server
  // answers for them; options it refuses leave the list as it was, and only the latest ask counts.
  let asked = 0;
  const showSeats = async () => {
    const kind = kinds.find((k) => k.id === kindSelect.value);
    let options = {};
    try {
      options = form.read();
    } catch {}
    const ask = ++asked;
    let seats;
    try {
      seats = (await seatsFor(kind, options)).filter((s) => !s.automaton);
    } catch {
      return;
    }
    if (ask !== asked) return;
    const was = seatSelect.value;
    clear(seatSelect).append(
      h("option", { value: "" }, `first free seat (${seats.length} player${seats.length === 1 ? "" : "s"})`),
      ...seats.map((s) => h("option", { value: s.id, selected: s.id === was }, s.name)),
    );
    const chosen = readOpponents();
    clear(opponentsBox).append(
      h("legend", {}, "Built-in opponents"),
      h("p.hint", {}, "Seats the server plays itself; the game starts once the others are taken."),
      ...seats.map((s) =>
        h(
          "div.field",
          {},
          h("label", { for: `opponent-${s.id}` }, s.name),
          h(
            `select#opponent-${s.id}`,
            { name: `opponent-${s.id}`, "data-seat": s.id },
            ["", "random", "standard", "strong"].map((level) =>
              h("option", { value: level, selected: level === (chosen[s.id] ?? "") }, level ? `opponent: ${level}` : "a person"),
            ),
          ),
        ),
      ),
    );
  };
  /** Seat → level for every seat given to the built-in opponent. */
  const readOpponents = () =>
    Object.fromEntries(
      [...opponentsBox.querySelectorAll("select[data-seat]")].filter((s) => s.value).map((s) => [s.dataset.seat, s.value]),
    );
  kindSelect.addEventListener("change", showKind);
  optionsBox.addEventListener("change", showSeats);
  optionsBox.addEventListener("input", showSeats);
  const visibility = h(
    "select#visibility",
    { name: "visibility" },
    h("option", { value: "public" }, "public: anyone may watch and join"),
    h("option", { value: "private" }, "private: only by its link"),
  );
  const timed = h("input#timed", { type: "checkbox", name: "timed" });
  const hours = h("input#decision-hours", { type: "number", min: 0.01, max: 2160, step: "any", value: 72 });
  const vacation = h("input#vacation-days", { type: "number", min: 0, max: 60, step: 1, value: 5 });
  const onTimeout = h(
    "select#on-timeout",
    {},
    h("option", { value: "forfeit" }, "forfeit"),
    h("option", { value: "bot" }, "the built-in bot moves"),
  );
  const clock = h(
    "fieldset.clock",
    { disabled: true },
    h("legend", {}, "Deadlines"),
    h("div.field", {}, h("label", { for: "decision-hours" }, "Hours per decision"), hours),
    h("div.field", {}, h("label", { for: "vacation-days" }, "Vacation days per player"), vacation),
    h("div.field", {}, h("label", { for: "on-timeout" }, "When time runs out"), onTimeout),
  );
  timed.addEventListener("change", () => (clock.disabled = !timed.checked));
  body.append(
    h(
      "form#create-form",
      {
        onsubmit: async (e) => {
          e.preventDefault();
          try {
            const request = { kind: kindSelect.value, options: form.read(), visibility: visibility.value };
            if (seatSelect.value) request.seat = seatSelect.value;
            const opponents = readOpponents();
            if (Object.keys(opponents).length) request.opponents = opponents;
            if (timed.checked)
              request.timeControl = {
                decisionHours: Number(hours.value),
                vacationDays: Number(vacation.value),
                onTimeout: onTimeout.value,
              };
            const game = await client().createGame(request);
            location.href = gameUrl(game.id);
          } catch (err) {
            say(explain(err), true);
          }
        },
      },
      h("div.field", {}, h("label", { for: "kind" }, "Game"), kindSelect),
      optionsBox,
      h("div.field", {}, h("label", { for: "seat" }, "Your seat"), seatSelect),
      opponentsBox,
      h("div.field", {}, h("label", { for: "visibility" }, "Who can see it"), visibility),
      h("div.field.check", {}, timed, h("label", { for: "timed" }, "Play with deadlines")),
      clock,
      h("button.primary", { type: "submit", disabled: !me }, me ? "Create game" : "Register to create a game"),
    ),
  );
  showKind();
}

// ---- putting it together ---------------------------------------------------------------------

async function refreshLists() {
  try {
    await Promise.all([renderInbox(), renderMine(), renderOpen(), renderWatch()]);
  } catch (err) {
    say(explain(err), true);
  }
}

async function refreshAll() {
  renderIdentity();
  renderCreate();
  renderNotifications($("#notify .body")).catch((err) => say(explain(err), true));
  await refreshLists();
  document.body.dataset.ready = "true";
}

async function main() {
  registerWorker();
  const me = currentPlayer();
  if (me) {
    // A key that the server no longer knows (a wiped local server) is forgotten, not kept failing.
    try {
      await client().me();
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) forgetPlayer();
    }
  }
  kinds = await client().kinds();
  await refreshAll();
  setInterval(() => document.visibilityState === "visible" && refreshLists(), 15000);
}

main().catch((err) => say(explain(err), true));
