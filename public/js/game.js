// The game page, shared by every kind: loads the game, follows the live feed, draws the kind's
// board, and runs the decision panel (choices narrowed by clicks on the board, a dry run before
// sending, suggestions, undo), the replay slider, deadlines and the log.
import { ApiError, goneForGood } from "./api.js";
import { boardFor } from "./boards/index.js";
import { h, clear } from "./dom.js";
import { renderEntry } from "./log.js";
import { renderCountdown } from "./countdown.js";
import { renderSeats } from "./seats.js";
import { registerWorker } from "./pwa.js";
import { client, currentPlayer } from "./session.js";
import { startTalk } from "./talk.js";
import { explain, say } from "./status.js";
import { centreMaps, scrollsOf, zoomBoard } from "./zoom.js";

const $ = (sel) => document.querySelector(sel);
const id = new URLSearchParams(location.search).get("id");
/** A share link's token (`?invite=`): it seats whoever opens the page, in a game that may be private. */
const invite = new URLSearchParams(location.search).get("invite");
const api = client();
const me = currentPlayer();

const state = {
  game: null, // the live game resource
  shown: null, // what the board shows: the live game or a replayed version
  replayAt: null, // null when live
  board: null,
  entries: [],
  selection: {},
  picked: null, // an action picked from the list or suggested
  choices: [], // my choices now (the kind may prepare them, e.g. sealed orders)
  dryRun: { key: null, result: null },
  stream: "connecting",
  busy: false,
  suggestLevel: "", // who "Suggest" asks: "" the built-in bot, else the built-in opponent at that level
  gone: null, // the refusal that says this page can read the game no more (cancelled, key or seat gone), or null
};

// ---- the context a board draws from ---------------------------------------------------------

function seatName(seat, game = state.game) {
  const s = game?.seats.find((x) => x.seat === seat);
  if (!s) return seat;
  if (s.opponent) return `${s.name} (built-in opponent, ${s.opponent})`;
  return s.player ? `${s.name} (${s.player.name})` : s.name;
}

function myDecision(game) {
  if (!game?.you || game.status !== "active") return null;
  return game.pending.find((p) => p.seat === game.you.seat && (p.choices || p.bounds)) ?? null;
}

function matches(facets, selection) {
  return Object.entries(selection).every(([k, v]) => facets[k] === v);
}

function context() {
  const board = state.board;
  const live = state.replayAt === null;
  const game = state.shown;
  const mine = live ? myDecision(game) : null;
  const ctxBase = {
    game,
    view: game?.view ?? null,
    seat: game?.you?.seat ?? null,
    live,
    mine,
    selection: state.selection,
    seatName: (seat) => seatName(seat, game),
  };
  const facetsOf = (a) => board.facets?.(a, ctxBase) ?? {};
  const candidates = mine ? state.choices.filter((a) => matches(facetsOf(a), state.selection)) : [];
  ctxBase.candidates = candidates;
  let ready = state.picked;
  if (!ready && mine && Object.keys(state.selection).length > 0) {
    ready = candidates.length === 1 ? candidates[0] : candidates.length === 0 ? (board.compose?.(state.selection, ctxBase) ?? null) : null;
  }
  if (!ready && mine && state.choices.length === 1) ready = state.choices[0];
  return Object.assign(ctxBase, {
    ready,
    /** Some remaining choice has this facet value: the board highlights it. */
    could: (key, value) => candidates.some((a) => facetsOf(a)[key] === value),
    /** Some choice at all (ignoring the selection) has this facet value. */
    ever: (key, value) => state.choices.some((a) => facetsOf(a)[key] === value),
    /** The choices that would remain with `patch` added to the selection. */
    choicesFor: (patch) => state.choices.filter((a) => matches(facetsOf(a), { ...state.selection, ...patch })),
    select: (patch, picked) => select(patch, picked),
    pick: (action) => pick(action),
    send: () => send(),
  });
}

function select(patch, picked = null) {
  const next = { ...state.selection };
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined || v === null) delete next[k];
    else next[k] = v;
  }
  state.selection = next;
  state.picked = picked;
  render();
}

function pick(action) {
  state.picked = action;
  render();
  $("#send")?.focus();
}

function clearSelection() {
  state.selection = {};
  state.picked = null;
  render();
}

// ---- drawing ----------------------------------------------------------------------------------

function render() {
  const game = state.shown;
  if (!game) return;
  document.body.dataset.version = String(state.game.version);
  document.body.dataset.status = state.game.status;
  const ctx = context();
  $("#game-title").textContent = `${game.title} · ${game.id}`;
  document.title = `${ctx.mine ? "▶ " : ""}${game.title} — Starpost`;
  renderHeadline(ctx);
  renderSeats($("#seats"), state.game, { seatName, now: Date.now() });
  renderCountdown($("#countdown"), state.game, { seatName });
  const board = $("#board");
  board.dataset.kind = game.kind;
  board.classList.toggle("replaying", state.replayAt !== null);
  // The board and the decision panel are drawn anew below. What had the focus in them gets it
  // back (by its data-key); if it is gone (a card played, the move sent), the panel takes it, so
  // that a keyboard or screen reader user stays where they play instead of the top of the page.
  const focused = document.activeElement?.closest?.("#board, #decision") ? document.activeElement : null;
  const key = focused?.closest("[data-key]")?.dataset.key;
  const scrolls = scrollsOf(board);
  clear(board).append(game.view ? state.board.render(ctx) : h("p.hint", {}, "The game starts when every seat is taken."));
  zoomBoard(board, game.kind, {
    scrolls,
    redraw: ({ centre }) => {
      render();
      if (centre) centreMaps(board);
    },
  });
  renderDecision(ctx);
  renderReplay();
  if (focused && !focused.isConnected) {
    const again = key && $("#main").querySelector(`:is(#board, #decision) [data-key="${CSS.escape(key)}"]`);
    (again ?? $("#decision")).focus();
  }
}

function renderHeadline(ctx) {
  const g = state.game;
  const el = $("#headline");
  let tone = "";
  let text;
  if (state.gone) {
    tone = "over";
    text =
      state.gone.code === "GAME_CANCELLED" ? "This game was cancelled." : `This game can no longer be read here: ${explain(state.gone)}`;
  } else if (g.status === "open") {
    const open = g.seats.filter((s) => !s.player && !s.automaton && !s.opponent).length;
    text = `Waiting for ${open} more player${open === 1 ? "" : "s"} to join. Invite a player below, or share a link.`;
  } else if (g.status === "finished") {
    const o = g.outcome;
    tone = "over";
    text = o
      ? `Game over: ${o.winners?.length ? o.winners.map((w) => seatName(w)).join(", ") + (o.winners.length > 1 ? " share the win" : " wins") : "a draw"} — ${o.reason ?? o.kind}`
      : "Game over.";
  } else if (ctx.mine || myDecision(g)) {
    tone = "turn";
    text = `Your move: ${myDecision(g).text}`;
  } else {
    const whom = g.pending.map((p) => seatName(p.seat)).join(" and ");
    text = g.pending.length
      ? `Waiting for ${whom} (${g.pending
          .map((p) => p.prompt)
          .filter((x, i, a) => a.indexOf(x) === i)
          .join(", ")}).`
      : "Waiting…";
  }
  el.className = tone ? `headline ${tone}` : "headline";
  // A live region: the page redraws at every click, and the same words written again would be
  // read out again by a screen reader. Only a change is news ("Your move", "Game over").
  if (el.textContent !== text) el.textContent = text;
}

function renderDecision(ctx) {
  const body = clear($("#decision .body"));
  const section = $("#decision");
  const mine = ctx.mine;
  section.dataset.prompt = mine?.prompt ?? "";
  section.classList.toggle("active", Boolean(mine));
  if (state.replayAt !== null) {
    body.append(
      h(
        "p.hint",
        {},
        `You are looking at version ${state.replayAt}. `,
        h("button", { type: "button", onclick: () => goLive() }, "Back to the game"),
      ),
    );
    return;
  }
  const g = state.game;
  if (!g.you) {
    body.append(h("p.hint", {}, me ? "You are watching this game." : "You are watching. Register in the lobby to play."));
    if (g.status === "open" && me) body.append(h("button.primary#join", { type: "button", onclick: join }, "Join this game"));
    return;
  }
  if (g.status !== "active") renderSeating(body, g);
  if (mine) {
    body.append(h("p.prompt", {}, mine.text));
    const sel = Object.entries(state.selection);
    if (sel.length)
      body.append(
        h(
          "p.selection",
          {},
          "Selected: ",
          sel.map(([k, v]) => h("span.chip", {}, `${k} ${v}`)),
          " ",
          h("button.quiet", { type: "button", onclick: clearSelection }, "Clear"),
        ),
      );
    // Choices a click on the board cannot narrow (pass, end turn, battle or not) come first.
    const first = (a) => (state.board.primary?.(a) ? 0 : 1);
    const shown = [...ctx.candidates].sort((a, b) => first(a) - first(b)).slice(0, 40);
    body.append(
      h(
        "ul.choices",
        { "aria-label": "Your choices" },
        shown.map((a) => {
          const label = state.board.label(a, ctx);
          const active = ctx.ready && JSON.stringify(ctx.ready) === JSON.stringify(a);
          return h(
            "li",
            {},
            h(
              "button.choice",
              {
                type: "button",
                class: active ? "picked" : "",
                "aria-pressed": String(Boolean(active)),
                dataset: { action: JSON.stringify(a), key: `choice:${JSON.stringify(a)}` },
                onclick: () => pick(a),
              },
              label,
            ),
          );
        }),
      ),
      ...[
        ctx.candidates.length > shown.length
          ? h("p.hint", {}, `${ctx.candidates.length - shown.length} more: narrow them down on the board.`)
          : null,
        ctx.candidates.length === 0 && state.choices.length > 0 ? h("p.hint", {}, "No listed choice matches your selection.") : null,
      ].filter(Boolean),
    );
    body.append(renderReady(ctx));
    // A board with its own order form takes bounds on the board; the JSON stays for what it cannot say.
    const form = state.board.hasForm?.(mine, ctx);
    if (state.choices.length === 0)
      body.append(
        form
          ? h("details.freeform-box", {}, h("summary", {}, "Or write the action as JSON"), renderFreeForm(mine, ctx))
          : renderFreeForm(mine, ctx),
      );
  } else if (g.status === "active") {
    body.append(h("p.hint", {}, "Nothing to decide now; the board updates by itself."));
  }
  const lastMine = state.entries.length && state.entries.at(-1).seat === g.you.seat && state.entries.at(-1).kind === "action";
  body.append(
    h(
      "p.row.tools",
      {},
      mine ? h("button#suggest", { type: "button", onclick: suggest, title: "Ask the built-in bot (S)" }, "Suggest a move") : null,
      mine
        ? h(
            "select#suggest-level",
            {
              title: "Who suggests: the uniform bot, or the built-in opponent at a level",
              onchange: (e) => (state.suggestLevel = e.target.value),
            },
            ["", "random", "standard", "strong"].map((level) =>
              h("option", { value: level, selected: level === state.suggestLevel }, level ? `opponent: ${level}` : "bot"),
            ),
          )
        : null,
      g.status === "active"
        ? h(
            "button#undo",
            { type: "button", onclick: undo, disabled: !lastMine, title: "Take back your last action, while the rules allow (U)" },
            "Undo my last action",
          )
        : null,
      g.status === "active" ? h("button.quiet.danger#resign", { type: "button", onclick: resign }, "Resign") : null,
    ),
  );
}

function renderReady(ctx) {
  const ready = ctx.ready;
  if (!ready && state.choices.length === 0 && state.board.hasForm?.(ctx.mine, ctx))
    return h(
      "div.ready",
      {},
      h(
        "p.hint",
        {},
        "Set your order on the board and in the form under it (Suggest a move fills one in); the server checks it before you send it.",
      ),
    );
  if (!ready && state.choices.length === 0)
    return h(
      "div.ready",
      {},
      h(
        "p.hint",
        {},
        "This decision has no list of choices here: write the action below (Suggest a move fills one in), and the server checks it before you send it.",
      ),
    );
  if (!ready)
    return h(
      "div.ready",
      {},
      h(
        "p.hint",
        {},
        ctx.candidates.length > 1
          ? "Pick one of the choices, or click on the board to narrow them."
          : "Click on the board or pick a choice.",
      ),
    );
  const key = JSON.stringify(ready);
  if (state.dryRun.key !== key) {
    state.dryRun = { key, result: null };
    dryRun(ready, key);
  }
  const r = state.dryRun.result;
  const verdict = !r
    ? h("p.dry.pending", {}, "Checking with the server…")
    : r.ok
      ? h(
          "p.dry.ok",
          {},
          "✓ Legal.",
          r.value.events?.length
            ? ` Would: ${r.value.events.map((e) => state.board.describe?.(e, ctx) ?? e.type).join("; ")}`
            : r.value.withheld
              ? ` (${r.value.withheld})`
              : "",
        )
      : h(
          "p.dry.bad",
          { role: "alert" },
          `✗ Not allowed — ${r.error.message}`,
          r.error.rule ? h("span.rule", {}, ` Rule ${r.error.rule}.`) : "",
          h("span.code", {}, ` [${r.error.code}]`),
        );
  return h(
    "div.ready",
    { dataset: { action: key } },
    h("p.action", {}, h("strong", {}, state.board.label(ready, ctx))),
    verdict,
    h(
      "p.row",
      {},
      h(
        "button.primary#send",
        { type: "button", onclick: send, disabled: state.busy || Boolean(r && !r.ok), dataset: { key: "send" } },
        "Send move",
      ),
      h("button.quiet", { type: "button", onclick: clearSelection }, "Cancel"),
    ),
  );
}

/** For decisions given as bounds rather than a list (continuous positions, sealed orders): an action written as JSON. */
function renderFreeForm(mine, ctx) {
  const area = h(
    "textarea.json#action-json",
    { rows: 4, spellcheck: "false", "aria-label": "The action, as JSON" },
    ctx.ready ? JSON.stringify(ctx.ready) : "",
  );
  return h(
    "div.freeform",
    {},
    mine.bounds !== undefined
      ? h("details.bounds", {}, h("summary", {}, "What the rules allow now (bounds)"), h("pre", {}, JSON.stringify(mine.bounds, null, 1)))
      : null,
    h("label", { for: "action-json" }, "Action (JSON)"),
    area,
    h(
      "p.row",
      {},
      h(
        "button#check-action",
        {
          type: "button",
          onclick: () => {
            try {
              pick(JSON.parse(area.value));
            } catch {
              say("That is not valid JSON.", true);
            }
          },
        },
        "Check this action",
      ),
    ),
  );
}

async function dryRun(action, key) {
  let result;
  try {
    result = { ok: true, value: await api.validate(id, action, state.game.version) };
  } catch (err) {
    result = { ok: false, error: err };
  }
  if (state.dryRun.key === key) {
    state.dryRun.result = result;
    render();
  }
}

// ---- acting -----------------------------------------------------------------------------------

async function send() {
  const ctx = context();
  if (!ctx.ready || state.busy) return;
  state.busy = true;
  try {
    const action = await (state.board.beforeSend?.(ctx.ready, ctx) ?? ctx.ready);
    const res = await api.act(id, action, state.game.version);
    state.selection = {};
    state.picked = null;
    setGame(res.game);
  } catch (err) {
    say(explain(err), true);
    if (err instanceof ApiError && err.status === 409) await refresh();
  } finally {
    state.busy = false;
    render();
  }
}

async function suggest() {
  try {
    const r = await api.suggest(id, state.suggestLevel || undefined);
    state.selection = {};
    pick(r.action);
  } catch (err) {
    say(explain(err), true);
  }
}

async function undo() {
  try {
    setGame((await api.undo(id)).game);
    say("Taken back.");
  } catch (err) {
    say(explain(err), true);
  }
}

async function resign() {
  if (!confirm("Resign from this game?")) return;
  try {
    setGame((await api.resign(id)).game);
  } catch (err) {
    say(explain(err), true);
  }
}

/** Before the start: invite a player by id, or share a link; once over: offer a rematch (seats swapped). */
function renderSeating(body, g) {
  if (g.status === "open") {
    const input = h("input#invitee", { placeholder: "Player id", "aria-label": "Player id to invite" });
    body.append(
      h(
        "p.invite",
        {},
        input,
        " ",
        h("button#invite", { type: "button", onclick: () => invitePlayer(input.value.trim()) }, "Invite"),
        " ",
        h("button.quiet#share", { type: "button", onclick: shareLink }, "Share link"),
      ),
    );
  } else if (g.status === "finished") {
    body.append(h("button.primary#rematch", { type: "button", onclick: rematch }, "Offer a rematch"));
  }
}

async function invitePlayer(playerId) {
  if (!playerId) return;
  try {
    await api.invite(id, { playerId });
    say(`Invited ${playerId}: they will find it in their inbox.`);
  } catch (err) {
    say(explain(err), true);
  }
}

async function shareLink() {
  try {
    const link = await api.inviteLink(id);
    say(`Whoever opens this link may join: ${link.url}`);
  } catch (err) {
    say(explain(err), true);
  }
}

async function rematch() {
  try {
    const offered = await api.rematch(id);
    location.href = `/game.html?id=${encodeURIComponent(offered.game.id)}`;
  } catch (err) {
    say(explain(err), true);
  }
}

async function join() {
  try {
    await setGame((await api.join(id)).game);
    // The talk panel was a watcher's (no box, the players' talk withheld): now it is a player's.
    talkPanel?.close();
    talkPanel = startTalk($("#talk"), api, state.game, { live: state.stream === "live" });
  } catch (err) {
    say(explain(err), true);
  }
}

// ---- loading, live feed, replay ------------------------------------------------------------

async function setGame(game) {
  if (state.game && game.version < state.game.version) return; // an older answer arriving late
  const versionChanged = !state.game || state.game.version !== game.version || state.game.status !== game.status;
  state.game = game;
  if (state.replayAt === null) state.shown = game;
  if (versionChanged) {
    state.selection = {};
    state.picked = null;
    state.dryRun = { key: null, result: null };
  }
  const mine = myDecision(game);
  state.choices = mine ? await (state.board.prepareChoices?.(mine, { game, id }) ?? mine.choices ?? []) : [];
  if (!state.following && game.status !== "open") follow();
  render();
}

let refreshing = null;
let refreshAgain = false;
/** Reads the game again; a request made while a read is under way runs once more after it. */
async function refresh() {
  if (refreshing) {
    refreshAgain = true;
    return refreshing;
  }
  refreshing = (async () => {
    do {
      refreshAgain = false;
      try {
        await setGame(await api.game(id));
      } catch (err) {
        say(explain(err), true);
        if (goneForGood(err)) gone(err);
        // No answer at all (the network is away): try again shortly.
        if (!(err instanceof ApiError)) setTimeout(scheduleRefresh, 2000);
      }
    } while (refreshAgain);
    refreshing = null;
  })();
  return refreshing;
}

/** The table-talk panel (talk.js), once the game is loaded. */
let talkPanel = null;

/** The page can read the game no more: it says so where the game's state is shown, and stops looking. */
function gone(err) {
  state.gone = err;
  talkPanel?.close();
  render();
}

function follow() {
  state.following = true;
  const log = $("#log .entries");
  // The log is a live region for the moves made while the page is open. The entries up to the
  // version the page opened at are history being read in (hundreds in a long game): a screen
  // reader would read them out one by one, so the region is quiet until they are in.
  const history = state.game.version;
  log.setAttribute("aria-live", history > 0 ? "off" : "polite");
  api.follow(id, {
    after: 0,
    onEntry: (entry) => {
      state.entries.push(entry);
      log.append(renderEntry(entry, { board: state.board, seatName, onShow: (v) => showVersion(v), mine: state.game?.you?.seat }));
      log.scrollTop = log.scrollHeight; // the log box scrolls, never the page
      if (entry.version >= history) log.setAttribute("aria-live", "polite");
      $("#log").dataset.last = String(entry.version);
      if (entry.version > (state.game?.version ?? 0)) scheduleRefresh();
      else renderReplaySoon();
    },
    // The talk panel is started once the game is loaded, after the feed: a message that comes
    // before it is in the panel's first read.
    onMessage: (message) => talkPanel?.receive(message),
    onEnd: () => scheduleRefresh(),
    onStatus: (s, refused) => {
      state.stream = s;
      talkPanel?.live(s === "live");
      const el = $("#stream-state");
      const words = s === "live" ? "live" : s === "reconnecting" ? "reconnecting…" : refused ? "not live" : "";
      // A live region (game.html): the words are read out, the dot is only drawn.
      el.replaceChildren(...(words ? [h("span", { "aria-hidden": "true" }, s === "live" ? "● " : "○ "), words] : []));
      el.dataset.state = s;
      // The server closed the feed and will not open it again (the game cancelled, this key or
      // seat gone): say so, or the page would just stop moving.
      if (refused) {
        el.title = explain(refused);
        say(explain(refused), true);
        if (goneForGood(refused)) gone(refused);
      }
    },
  });
}

let refreshTimer = null;
function scheduleRefresh() {
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(refresh, 60);
}

let replayTimer = null;
function renderReplaySoon() {
  clearTimeout(replayTimer);
  replayTimer = setTimeout(renderReplay, 100);
}

function renderReplay() {
  const body = $("#replay .body");
  const latest = state.game?.version ?? 0;
  const at = state.replayAt ?? latest;
  let slider = body.querySelector("input");
  if (!slider) {
    slider = h("input#replay-slider", { type: "range", min: 0, step: 1, "aria-label": "Version to show" });
    slider.addEventListener("input", () => {
      clearTimeout(renderReplay.t);
      renderReplay.t = setTimeout(() => showVersion(Number(slider.value)), 120);
    });
    body.append(slider, h("p.replay-label", {}));
  }
  slider.max = String(latest);
  if (document.activeElement !== slider) slider.value = String(at);
  slider.disabled = latest === 0;
  body.querySelector(".replay-label").textContent =
    state.replayAt === null ? `Live: version ${latest}` : `Showing version ${at} of ${latest}`;
  for (const li of document.querySelectorAll("#log .entries > li")) li.classList.toggle("current", Number(li.dataset.version) === at);
}

async function showVersion(v) {
  if (!state.game) return;
  if (v >= state.game.version) return goLive();
  try {
    const game = await api.game(id, v);
    state.replayAt = v;
    state.shown = game;
    state.selection = {};
    state.picked = null;
    render();
  } catch (err) {
    say(explain(err), true);
  }
}

function goLive() {
  state.replayAt = null;
  state.shown = state.game;
  render();
}

addEventListener("online", () => state.game && refresh());

// ---- keyboard ------------------------------------------------------------------------------

document.addEventListener("keydown", (e) => {
  if (e.target.closest?.("input, textarea, select") || e.ctrlKey || e.metaKey || e.altKey) return;
  if (e.key === "Escape") return clearSelection();
  // Single letters act only while the board or the decision panel has the focus (WCAG 2.1.4):
  // a letter typed or spoken elsewhere (speech input types words) must not take a move back.
  if (!e.target.closest?.("#board, #decision")) return;
  if (e.key === "s" && myDecision(state.game)) suggest();
  else if (e.key === "u" && $("#undo") && !$("#undo").disabled) undo();
});

// ---- start ---------------------------------------------------------------------------------

async function main() {
  registerWorker();
  if (!id) {
    $("#game-title").textContent = "No game given";
    return;
  }
  $("#who-short").textContent = me ? `Playing as ${me.name}` : "Watching";
  if (invite && me) {
    try {
      await api.join(id, { invite });
    } catch (err) {
      if (err.code !== "ALREADY_SEATED") say(explain(err), true);
    }
  }
  const game = await api.game(id);
  // ?board=generic shows any game as the generic page (the raw view and the choices).
  state.board = await boardFor(new URLSearchParams(location.search).get("board") ?? game.kind);
  await setGame(game);
  talkPanel = startTalk($("#talk"), api, game, { live: state.stream === "live" });
  document.body.dataset.ready = "true";
  // Joining seats and the clocks do not come through the feed: look again now and then.
  // Not once the game is gone for this page (state.gone): asking again would only be refused again.
  setInterval(() => {
    if (document.visibilityState !== "visible" || state.gone) return;
    if (state.game.status === "open") refresh();
    else renderSeats($("#seats"), state.game, { seatName, now: Date.now() });
  }, 3000);
  setInterval(() => document.visibilityState === "visible" && state.game.status === "active" && !state.gone && refresh(), 60000);
  // The countdown ticks every second (only its own line is redrawn).
  setInterval(() => renderCountdown($("#countdown"), state.game, { seatName }), 1000);
}

main().catch((err) => {
  $("#game-title").textContent = "This game could not be loaded";
  say(explain(err), true);
});
