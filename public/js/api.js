// A small client for Starpost's public REST API, written to be read: every call below is one
// documented endpoint (see /docs), and the web client uses nothing else. Copy it freely.
//
//   const api = new Starpost("https://your-host", apiKey);
//   const game = await api.game(id);                  // view, pending (with your choices), …
//   await api.act(id, game.pending[0].choices[0], game.version);
//
// Errors come back as application/problem+json; they are thrown as ApiError with the stable
// `code`, the HTTP `status`, a `detail` for people and, for illegal moves, the `rule`.

export class ApiError extends Error {
  constructor(problem, status) {
    super(problem.detail ?? problem.title ?? `HTTP ${status}`);
    this.status = status;
    this.code = problem.code ?? `HTTP_${status}`;
    this.rule = problem.rule ?? null;
    this.problem = problem;
  }
}

/**
 * A refusal no later request for the same game can change: the game cancelled (410) or not there
 * for this reader (404), or the key gone (401). A page stops asking after one.
 */
export const goneForGood = (err) => err instanceof ApiError && [401, 404, 410].includes(err.status);

export class Starpost {
  /** @param {string} base the server's origin ("" for the page's own) @param {string|null} key an API key */
  constructor(base = "", key = null) {
    this.base = base.replace(/\/$/, "");
    this.key = key;
    /** Called with `{ attempt, why, ms }` before a call is sent again (see `request`). */
    this.onRetry = null;
  }

  headers(extra = {}) {
    return { ...(this.key ? { authorization: `Bearer ${this.key}` } : {}), ...extra };
  }

  /**
   * One call. A call the server applies once however often it is sent — a GET, or a POST with an
   * Idempotency-Key — is sent again when its answer is lost (the connection dropped: a phone
   * between cells) or the server could not answer just now (500, 502, 503, 504; after its
   * Retry-After, else 0.5 s, 1 s): the same key learns whether the first copy was applied, and
   * never applies it twice. Anything else is answered as it is. `onRetry`, if set, hears each resend.
   */
  async request(method, path, body, extraHeaders = {}) {
    const init = { method, headers: this.headers(extraHeaders) };
    if (body !== undefined) {
      init.headers["content-type"] = "application/json";
      init.body = JSON.stringify(body);
    }
    const resendable = method === "GET" || "idempotency-key" in init.headers;
    for (let attempt = 1; ; attempt++) {
      const last = !resendable || attempt >= RESEND_TRIES;
      let res;
      try {
        res = await fetch(this.base + path, init);
      } catch (err) {
        if (last) throw err;
        await this.#resendAfter(attempt, null, "the connection dropped");
        continue;
      }
      if (!last && RESEND_STATUSES.has(res.status)) {
        await res.body?.cancel();
        await this.#resendAfter(attempt, res.headers.get("retry-after"), `the server answered ${res.status}`);
        continue;
      }
      const text = await res.text();
      const data = text ? JSON.parse(text) : null;
      if (!res.ok) throw new ApiError(data ?? {}, res.status);
      return data;
    }
  }

  async #resendAfter(attempt, retryAfter, why) {
    const seconds = Number(retryAfter);
    const ms = retryAfter !== null && Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds * 1000, 10_000) : 500 * attempt;
    this.onRetry?.({ attempt, why, ms });
    await new Promise((resolve) => setTimeout(resolve, ms));
  }

  // ---- players and kinds ----------------------------------------------------------------
  /** POST /v1/players: answers {id, name, apiKey}; the key is shown only here. */
  register(name) {
    return this.request("POST", "/v1/players", { name });
  }
  /** GET /v1/me: who the key belongs to. */
  me() {
    return this.request("GET", "/v1/me");
  }

  /** The first page of your inbox: your turn (most urgent first), waiting, open games. */
  inbox(limit = 20) {
    return this.request("GET", `/v1/me/inbox?limit=${limit}`);
  }
  /** GET /v1/kinds: every kind with its seats, default options and options as JSON Schema. */
  kinds() {
    return this.request("GET", "/v1/kinds").then((r) => r.kinds);
  }
  /** GET /v1/kinds/{kind}/seats?options=: the seats a game of the kind would have with these options. */
  kindSeats(kind, options = {}) {
    return this.request("GET", `/v1/kinds/${enc(kind)}/seats${queryString({ options: JSON.stringify(options) })}`).then((r) => r.seats);
  }

  // ---- games ------------------------------------------------------------------------------
  /** POST /v1/games {kind, options?, seat?, visibility?, entropy?, timeControl?} */
  createGame(body) {
    return this.request("POST", "/v1/games", body);
  }
  /** POST /v1/games/{id}/join {seat?, entropy?} */
  join(id, body = {}) {
    return this.request("POST", `/v1/games/${enc(id)}/join`, body);
  }
  /** POST /v1/games/{id}/invitations: invite a player (`{playerId, seat?}`) to a game that has not started. */
  invite(id, body) {
    return this.request("POST", `/v1/games/${enc(id)}/invitations`, body);
  }
  /** POST /v1/games/{id}/invite-link: a share link to your game (`{token, url}`); a new one replaces the last. */
  inviteLink(id) {
    return this.request("POST", `/v1/games/${enc(id)}/invite-link`);
  }
  /** POST /v1/invitations/{id}/accept: join the game you are invited to (answers like join). */
  acceptInvitation(invitationId) {
    return this.request("POST", `/v1/invitations/${enc(invitationId)}/accept`, {});
  }
  /** POST /v1/invitations/{id}/decline */
  declineInvitation(invitationId) {
    return this.request("POST", `/v1/invitations/${enc(invitationId)}/decline`);
  }
  /** POST /v1/games/{id}/rematch: a finished game's rematch (`{game, invitations}`), seats swapped. */
  rematch(id) {
    return this.request("POST", `/v1/games/${enc(id)}/rematch`);
  }
  /** GET /v1/games?status=&kind=&mine=true&awaiting=me&limit=: the first page's games (newest created first). */
  listGames(query = {}) {
    return this.gamesPage(query).then((r) => r.games);
  }
  /**
   * One page of games: {games, nextCursor}. Pass the previous page's nextCursor, with the same
   * query, for the next page; nextCursor is null on the last one.
   */
  gamesPage(query = {}, cursor = null) {
    return this.request("GET", `/v1/games${queryString({ ...query, cursor })}`);
  }
  /** Every game of a list, page after page (at most `maxPages` pages of `query.limit`). */
  async allGames(query = {}, maxPages = 50) {
    const games = [];
    let cursor = null;
    for (let i = 0; i < maxPages; i++) {
      const page = await this.gamesPage(query, cursor);
      games.push(...page.games);
      cursor = page.nextCursor;
      if (!cursor) return { games, complete: true };
    }
    return { games, complete: false };
  }
  /** GET /v1/games/{id}[?at=N]: the game as you may see it (at version N for replays). */
  game(id, at) {
    return this.request("GET", `/v1/games/${enc(id)}${at === undefined ? "" : `?at=${at}`}`);
  }

  // ---- playing ----------------------------------------------------------------------------
  /** POST /v1/games/{id}/actions: post a choice as it is, against the version you saw. */
  act(id, action, expectedVersion, idempotencyKey = randomKey()) {
    return this.request(
      "POST",
      `/v1/games/${enc(id)}/actions`,
      { action, ...(expectedVersion === undefined ? {} : { expectedVersion }) },
      { "idempotency-key": idempotencyKey },
    );
  }
  /** POST /v1/games/{id}/actions/validate: a dry run; throws ApiError (422 with `rule`) if illegal. */
  validate(id, action, expectedVersion) {
    return this.request("POST", `/v1/games/${enc(id)}/actions/validate`, {
      action,
      ...(expectedVersion === undefined ? {} : { expectedVersion }),
    });
  }
  /** POST /v1/games/{id}/suggest: a legal action from the built-in bot (or the built-in opponent at `level`), not applied. */
  suggest(id, level) {
    return this.request("POST", `/v1/games/${enc(id)}/suggest${level ? `?level=${enc(level)}` : ""}`);
  }
  /** POST /v1/games/{id}/undo: take back your last action while that is safe. */
  undo(id) {
    return this.request("POST", `/v1/games/${enc(id)}/undo`);
  }
  /** POST /v1/games/{id}/resign */
  resign(id) {
    return this.request("POST", `/v1/games/${enc(id)}/resign`);
  }
  /** GET /v1/games/{id}/events?after=&limit=: your redacted log, public dice included; {entries, version, nextCursor}. */
  events(id, after = 0, limit = 100) {
    return this.request("GET", `/v1/games/${enc(id)}/events?after=${after}&limit=${limit}`);
  }
  /** The next page of the log after events() or eventsPage() answered with this nextCursor. */
  eventsPage(id, cursor, limit = 100) {
    return this.request("GET", `/v1/games/${enc(id)}/events${queryString({ cursor, limit })}`);
  }
  /** GET /v1/games/{id}/export: the whole record (every roll once the game is over). */
  exportRecord(id) {
    return this.request("GET", `/v1/games/${enc(id)}/export`);
  }

  /**
   * GET /v1/games/{id}/stream: your feed as server-sent events. EventSource cannot send an
   * Authorization header, so this reads the stream with fetch and parses it. Each `entry`
   * event's id is its version; after a dropped connection it reconnects with Last-Event-ID
   * and resumes exactly after the last entry seen. Returns a function that stops following.
   *
   * A reconnect the server refuses (4xx: the game was cancelled, your key or your seat is gone)
   * ends it: onStatus("closed", error) with the ApiError, so the page can say why instead of
   * going quiet; after `end`, onStatus("closed") has none.
   *
   * Table talk the reader may read comes as it is posted, to onMessage(message) (the message as
   * GET …/messages gives it). Those events carry no id, so a reconnect does not resume them: on
   * each onStatus("live"), read GET …/messages?after= the last id you have, for those posted while
   * the feed was away (the same message may then come both ways: keep one per id).
   *
   * @param {object} handlers onEntry(entry), onMessage(message), onEnd(), onStatus("live"|"reconnecting"|"closed", error?)
   */
  follow(id, { after = 0, onEntry, onMessage = () => {}, onEnd = () => {}, onStatus = () => {} }) {
    const abort = new AbortController();
    let last = after;
    let retryMs = 3000;
    /** A refusal's Retry-After, for the next pause only. */
    let pauseMs = null;
    // A connection that the browser knows is gone (offline) is dropped at once and opened again
    // as soon as the network is back, instead of waiting for a read to fail.
    let connection = null;
    let wake = () => {};
    const onOffline = () => connection?.abort();
    const onOnline = () => wake();
    globalThis.addEventListener?.("offline", onOffline);
    globalThis.addEventListener?.("online", onOnline);
    abort.signal.addEventListener("abort", () => {
      connection?.abort();
      globalThis.removeEventListener?.("offline", onOffline);
      globalThis.removeEventListener?.("online", onOnline);
    });
    const run = async () => {
      while (!abort.signal.aborted) {
        try {
          connection = new AbortController();
          const res = await fetch(`${this.base}/v1/games/${enc(id)}/stream`, {
            headers: this.headers({ accept: "text/event-stream", "last-event-id": String(last) }),
            signal: connection.signal,
          });
          if (!res.ok) {
            // A full room (503 LIVE_FEED_FULL) or a server that cannot answer now says when to
            // come back; coming back sooner only adds to its load.
            pauseMs = retryAfterMs(res.headers.get("retry-after"));
            throw new ApiError(await res.json().catch(() => ({})), res.status);
          }
          onStatus("live");
          const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
          let buffer = "";
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            buffer += value.replace(/\r\n?/g, "\n");
            let cut;
            while ((cut = buffer.indexOf("\n\n")) >= 0) {
              const message = parseSse(buffer.slice(0, cut));
              buffer = buffer.slice(cut + 2);
              if (message.retry) retryMs = message.retry;
              // A block with no data (a comment, a bare `retry:`) is not an event (as EventSource
              // has it), though its type defaults to "message".
              if (!message.data) continue;
              if (message.event === "entry") {
                const entry = JSON.parse(message.data);
                if (entry.version > last) {
                  last = entry.version;
                  onEntry(entry);
                }
              } else if (message.event === "message") {
                onMessage(JSON.parse(message.data));
              } else if (message.event === "end") {
                onStatus("closed");
                onEnd();
                return;
              }
            }
          }
        } catch (err) {
          if (abort.signal.aborted) return;
          if (err instanceof ApiError && err.status < 500) {
            onStatus("closed", err);
            return;
          }
        }
        onStatus("reconnecting");
        const ms = pauseMs ?? retryMs;
        pauseMs = null;
        await new Promise((r) => {
          wake = r;
          setTimeout(r, globalThis.navigator?.onLine === false ? 24 * 3600 * 1000 : ms);
        });
      }
    };
    run().catch(() => {});
    return () => abort.abort();
  }
}

/** A `Retry-After` of whole seconds as milliseconds (at most a minute), or null when absent or unreadable. */
export function retryAfterMs(header) {
  const seconds = Number(header);
  return header !== null && header !== "" && Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds * 1000, 60_000) : null;
}

/** One server-sent event block ("id: …\nevent: …\ndata: …") as {id, event, data, retry}. */
export function parseSse(block) {
  const out = { event: "message", data: "" };
  const data = [];
  for (const line of block.split("\n")) {
    if (line === "" || line.startsWith(":")) continue;
    const i = line.indexOf(":");
    const field = i < 0 ? line : line.slice(0, i);
    const value = i < 0 ? "" : line.slice(i + 1).replace(/^ /, "");
    if (field === "data") data.push(value);
    else if (field === "event") out.event = value;
    else if (field === "id") out.id = value;
    else if (field === "retry" && /^\d+$/.test(value)) out.retry = Number(value);
  }
  out.data = data.join("\n");
  return out;
}

/** Tries in all for a call that may be sent again (see `request`). */
const RESEND_TRIES = 4;
const RESEND_STATUSES = new Set([500, 502, 503, 504]);

const enc = encodeURIComponent;
/** `?a=1&b=2` from the fields that are set ("" when none is). */
function queryString(query) {
  const q = new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]) => [k, String(v)]),
  );
  return q.size ? `?${q}` : "";
}
const randomKey = () => (crypto.randomUUID ? crypto.randomUUID() : String(Math.random()).slice(2));
