// Authorization matrix (docs/RELIABILITY.md): every REST route and every GraphQL mutation ×
// {no key, bad key, a stranger (another player, no seat), the opponent (seated, owes nothing),
// the seated player (owes the decision)} × {public game, private game}, for every registered
// kind. A stranger or an anonymous reader is a spectator: of a public game it may read, of a
// private game it learns nothing (404). "Authorized" cells send something the rules refuse
// (an unknown action, a stale version) so the game never moves while the matrix runs.
import { beforeAll, describe, expect, it } from "vitest";
import { schema } from "../../../schema";
import { restRoutes } from "../../../src/api/rest";
import { api, drain, fetchWorker, gql, registerPlayer, subscribe } from "../helpers";
import { games, newGame, roomFacts, tally, type Player } from "./support";

type Who = "anon" | "bad" | "stranger" | "opponent" | "seated";
type Vis = "public" | "private";
const WHO: Who[] = ["anon", "bad", "stranger", "opponent", "seated"];
const VIS: Vis[] = ["public", "private"];

interface Fixture {
  kind: string;
  vis: Vis;
  id: string;
  seated: Player;
  /** Seated, but its seat owes nothing now (null when every seat owes: simultaneous orders). */
  opponent: Player | null;
  opponentOwes: boolean;
  choice: Record<string, unknown>;
  version: number;
  /** The player who created the game (it alone may cancel it). */
  creatorId: string;
}

let stranger: Player;
const fixtures: Fixture[] = [];
let webhook: { id: string; owner: Player; deliveryId: string };

async function fixture(kind: string, vis: Vis): Promise<Fixture> {
  const { id, players } = await newGame(kind, { visibility: vis });
  const game = (await api("GET", `/v1/games/${id}`, { key: players[0]!.apiKey })).body;
  const owing = new Set(game.pending.map((p: any) => p.seat));
  const holderOf = (p: Player) => game.seats.find((s: any) => s.player?.id === p.id)?.seat;
  const seated = players.find((p) => owing.has(holderOf(p)))!;
  const opponent = players.find((p) => p !== seated) ?? null;
  const mine = (await api("GET", `/v1/games/${id}`, { key: seated.apiKey })).body;
  const choice =
    mine.pending.find((p: any) => p.seat === mine.you.seat).choices?.[0] ??
    (await api("POST", `/v1/games/${id}/suggest`, { key: seated.apiKey })).body.action;
  return {
    kind,
    vis,
    id,
    seated,
    opponent,
    opponentOwes: opponent ? owing.has(holderOf(opponent)) : false,
    choice,
    version: game.version,
    creatorId: players[0]!.id,
  };
}

beforeAll(async () => {
  stranger = await registerPlayer("Stranger");
  for (const g of games) for (const vis of VIS) fixtures.push(await fixture(g.id, vis));
  // A webhook with one delivery, owned by the first fixture's seated player.
  const f = fixtures[0]!;
  const hook = await subscribe(f.seated.apiKey, { url: "https://hooks.example.com/plain/authz" });
  const game2 = await api("POST", "/v1/games", { key: f.seated.apiKey, body: { kind: "star-battle" } });
  await api("POST", `/v1/games/${game2.body.id}/join`, { key: stranger.apiKey, body: {} });
  await drain(game2.body.id);
  const deliveries = (await api("GET", `/v1/webhooks/${hook.id}/deliveries`, { key: f.seated.apiKey })).body.deliveries;
  webhook = { id: hook.id, owner: f.seated, deliveryId: deliveries[0].id };
}, 120_000);

function keyOf(who: Who, f: Fixture): string | undefined {
  switch (who) {
    case "anon":
      return undefined;
    case "bad":
      return `sp_${"0".repeat(52)}`;
    case "stranger":
      return stranger.apiKey;
    case "opponent":
      return f.opponent?.apiKey;
    case "seated":
      return f.seated.apiKey;
  }
}

// ---- the expected answers ---------------------------------------------------------------------

const U = "401 UNAUTHENTICATED";
type Cell = string | ((f: Fixture) => string);
type Grid = Record<Who, Cell | Record<Vis, Cell>>;

/** Reading a game: anyone may read a public game; a private one only its players. */
const read: Grid = {
  anon: { public: "200", private: "404 GAME_NOT_FOUND" },
  bad: U,
  stranger: { public: "200", private: "404 GAME_NOT_FOUND" },
  opponent: "200",
  seated: "200",
};
/** Acting: only the seat that owes the decision gets as far as the rules. */
const act = (authorized: string): Grid => ({
  anon: U,
  bad: U,
  stranger: { public: "403 NOT_A_PLAYER", private: "404 GAME_NOT_FOUND" },
  opponent: (f) => (f.opponentOwes ? authorized : "403 NOT_YOUR_DECISION"),
  seated: authorized,
});
const seatedOnly = (ok: string): Grid => ({
  anon: U,
  bad: U,
  stranger: { public: "403 NOT_A_PLAYER", private: "404 GAME_NOT_FOUND" },
  opponent: ok,
  seated: ok,
});
/** What a seat's holder is answered on a started game; strangers are not players (nor told of a private game). */
const beforeStart = (players: string): Grid => ({
  anon: U,
  bad: U,
  stranger: { public: "403 NOT_A_PLAYER", private: "404 GAME_NOT_FOUND" },
  opponent: players,
  seated: players,
});
const keyed = (ok: string): Grid => ({ anon: U, bad: U, stranger: ok, opponent: ok, seated: ok });
const open = (ok: string): Grid => ({ anon: ok, bad: U, stranger: ok, opponent: ok, seated: ok });
/** A webhook is its owner's (the seated player's) alone; anyone else is told it does not exist. */
const owned = (ok: string): Grid => ({ anon: U, bad: U, stranger: "404 NOT_FOUND", opponent: "404 NOT_FOUND", seated: ok });
// GraphQL answers a missing key with a typed problem (a bad key is a 401 before GraphQL runs).
const G = "AuthProblem UNAUTHENTICATED";
const gKeyed = (ok: string): Grid => ({ anon: G, bad: U, stranger: ok, opponent: ok, seated: ok });
const gOwned = (ok: string): Grid => ({
  anon: G,
  bad: U,
  stranger: "NotFoundProblem NOT_FOUND",
  opponent: "NotFoundProblem NOT_FOUND",
  seated: ok,
});

interface RestCase {
  method: string;
  path: string;
  grid: Grid;
  body?: (f: Fixture) => unknown;
  /** Destructive when authorized: run on a fresh game. */
  fresh?: boolean;
}

/** A browser's subscription: P-256's base point as its key (a valid point), a zero auth secret. */
const PUSH_SUBSCRIPTION = {
  endpoint: "https://push.example.com/ok/authz",
  keys: {
    p256dh: "BGsX0fLhLEJH-Lzm5WOkQPJ3A32BLeszoPShOUXYmMKWT-NC4v4af5uO5-tKfA-eFivOM1drMV7Oy7ZAaDe_UfU",
    auth: "AAAAAAAAAAAAAAAAAAAAAA",
  },
};

const restCases: RestCase[] = [
  { method: "POST", path: "/v1/players", grid: open("201"), body: () => ({ name: "Someone" }) },
  { method: "GET", path: "/v1/me", grid: keyed("200") },
  { method: "GET", path: "/v1/kinds", grid: open("200") },
  { method: "GET", path: "/v1/kinds/{kind}", grid: open("200") },
  { method: "POST", path: "/v1/games", grid: keyed("201"), body: (f) => ({ kind: f.kind }) },
  { method: "GET", path: "/v1/games", grid: open("200") },
  { method: "GET", path: "/v1/games/{id}", grid: read },
  {
    method: "POST",
    path: "/v1/games/{id}/join",
    grid: {
      anon: U,
      bad: U,
      stranger: { public: "409 NO_OPEN_SEAT", private: "403 NOT_INVITED" },
      opponent: "409 NO_OPEN_SEAT",
      seated: "409 NO_OPEN_SEAT",
    },
    body: () => ({}),
  },
  // Seating changes on a started game: refused for the game's players, hidden from strangers where private.
  {
    method: "POST",
    path: "/v1/games/{id}/invitations",
    grid: beforeStart("409 GAME_ALREADY_STARTED"),
    body: () => ({ playerId: stranger.id }),
  },
  { method: "GET", path: "/v1/me/invitations", grid: keyed("200") },
  { method: "POST", path: "/v1/invitations/{id}/accept", grid: keyed("404 INVITATION_NOT_FOUND"), body: () => ({}) },
  { method: "POST", path: "/v1/invitations/{id}/decline", grid: keyed("404 INVITATION_NOT_FOUND") },
  { method: "POST", path: "/v1/games/{id}/invite-link", grid: beforeStart("409 GAME_ALREADY_STARTED") },
  { method: "DELETE", path: "/v1/games/{id}/invite-link", grid: beforeStart("409 GAME_ALREADY_STARTED") },
  { method: "POST", path: "/v1/games/{id}/leave", grid: beforeStart("409 GAME_ALREADY_STARTED") },
  {
    method: "POST",
    path: "/v1/games/{id}/cancel",
    grid: {
      ...beforeStart(""),
      stranger: { public: "403 NOT_GAME_CREATOR", private: "404 GAME_NOT_FOUND" },
      opponent: (f) => (f.opponent?.id === f.creatorId ? "409 GAME_ALREADY_STARTED" : "403 NOT_GAME_CREATOR"),
      seated: (f) => (f.seated.id === f.creatorId ? "409 GAME_ALREADY_STARTED" : "403 NOT_GAME_CREATOR"),
    },
  },
  { method: "POST", path: "/v1/games/{id}/rematch", grid: beforeStart("409 GAME_NOT_FINISHED") },
  { method: "POST", path: "/v1/games/{id}/actions", grid: act("400 INVALID_ACTION"), body: () => ({ action: { type: "no-such-action" } }) },
  {
    method: "POST",
    path: "/v1/games/{id}/actions/validate",
    grid: act("400 INVALID_ACTION"),
    body: () => ({ action: { type: "no-such-action" } }),
  },
  { method: "POST", path: "/v1/games/{id}/suggest", grid: act("200") },
  { method: "POST", path: "/v1/games/{id}/resign", grid: seatedOnly("200"), fresh: true },
  { method: "POST", path: "/v1/games/{id}/undo", grid: seatedOnly("422 UNDO_NOT_ALLOWED") },
  { method: "GET", path: "/v1/games/{id}/stream", grid: read },
  { method: "GET", path: "/v1/games/{id}/events", grid: read },
  { method: "GET", path: "/v1/games/{id}/export", grid: read },
  { method: "POST", path: "/v1/verify", grid: open("200"), body: () => ({ format: "starpost-game/1", kind: "star-battle", log: [] }) },
  { method: "POST", path: "/v1/webhooks", grid: keyed("201"), body: () => ({ url: "https://hooks.example.com/plain/authz-new" }) },
  { method: "GET", path: "/v1/webhooks", grid: keyed("200") },
  { method: "GET", path: "/v1/webhooks/{id}", grid: owned("200") },
  { method: "DELETE", path: "/v1/webhooks/{id}", grid: owned("200"), fresh: true },
  { method: "GET", path: "/v1/webhooks/{id}/deliveries", grid: owned("200") },
  { method: "POST", path: "/v1/webhooks/{id}/deliveries/{deliveryId}/redeliver", grid: owned("200") },
  { method: "POST", path: "/v1/webhooks/{id}/rotate-secret", grid: owned("200"), fresh: true, body: () => ({}) },
  { method: "GET", path: "/v1/push/vapid-public-key", grid: open("200") },
  { method: "POST", path: "/v1/me/push-subscriptions", grid: keyed("201"), body: () => PUSH_SUBSCRIPTION },
  { method: "GET", path: "/v1/me/push-subscriptions", grid: keyed("200") },
  // Nobody holds a push subscription whose id is a game's: a 404 to every key.
  { method: "DELETE", path: "/v1/me/push-subscriptions/{id}", grid: keyed("404 NOT_FOUND") },
  { method: "GET", path: "/v1/me/push-subscriptions/{id}/deliveries", grid: keyed("404 NOT_FOUND") },
  { method: "GET", path: "/v1/me/notification-preferences", grid: keyed("200") },
  { method: "PUT", path: "/v1/me/notification-preferences", grid: keyed("200"), body: () => ({}) },
  {
    method: "PUT",
    path: "/v1/games/{id}/mute",
    grid: { anon: U, bad: U, stranger: { public: "200", private: "404 GAME_NOT_FOUND" }, opponent: "200", seated: "200" },
    body: () => ({ muted: false }),
  },
  { method: "GET", path: "/v1/me/inbox", grid: keyed("200") },
  { method: "GET", path: "/v1/kinds/{kind}/seats", grid: open("200") },
  { method: "GET", path: "/v1/me/export", grid: keyed("200") },
  // Without the player id as `confirm` the deletion is refused, so the matrix's players keep their accounts.
  { method: "DELETE", path: "/v1/me", grid: keyed("400 CONFIRMATION_REQUIRED"), body: () => ({}) },
  { method: "GET", path: "/v1/me/tokens", grid: keyed("200") },
  { method: "POST", path: "/v1/me/tokens", grid: keyed("201"), body: () => ({ name: "authz", scopes: ["read"] }) },
  // Nobody holds a token whose id is a game's: a 404 to every key.
  { method: "DELETE", path: "/v1/me/tokens/{id}", grid: keyed("404 NOT_FOUND") },
  { method: "POST", path: "/v1/me/pairing-codes", grid: keyed("201"), body: () => ({}) },
  { method: "POST", path: "/v1/pairing/redeem", grid: open("400 PAIRING_CODE_INVALID"), body: () => ({ code: "ABCD-1234" }) },
  { method: "GET", path: "/v1/me/passkeys", grid: keyed("200") },
  { method: "POST", path: "/v1/me/passkeys/options", grid: keyed("200"), body: () => ({}) },
  { method: "DELETE", path: "/v1/me/passkeys/{id}", grid: keyed("404 NOT_FOUND") },
  { method: "POST", path: "/v1/passkeys/options", grid: open("200"), body: () => ({}) },
  // Table talk: the players' alone while the game runs (a spectator of a public game is told it is
  // not a player's; of a private game it learns nothing). A message is not a move: nothing moves.
  {
    method: "GET",
    path: "/v1/games/{id}/messages",
    grid: {
      anon: { public: "403 NOT_A_PLAYER", private: "404 GAME_NOT_FOUND" },
      bad: U,
      stranger: { public: "403 NOT_A_PLAYER", private: "404 GAME_NOT_FOUND" },
      opponent: "200",
      seated: "200",
    },
  },
  // A read position is a seat's: a spectator of a public game is told it is not a player's.
  {
    method: "POST",
    path: "/v1/games/{id}/messages/read",
    grid: { anon: U, bad: U, stranger: { public: "403 NOT_A_PLAYER", private: "404 GAME_NOT_FOUND" }, opponent: "200", seated: "200" },
    body: () => ({ lastId: 0 }),
  },
  // Muting is the person's own list; {playerId} names no player: muting one is a 404, unmuting changes nothing.
  { method: "GET", path: "/v1/me/muted-players", grid: keyed("200") },
  { method: "PUT", path: "/v1/me/muted-players/{playerId}", grid: keyed("404 NOT_FOUND") },
  { method: "DELETE", path: "/v1/me/muted-players/{playerId}", grid: keyed("200") },
  // A message is not a move, but it tells the other seats: players post on a fresh game.
  { method: "POST", path: "/v1/games/{id}/messages", grid: seatedOnly("201"), fresh: true, body: () => ({ text: "good luck" }) },
  // OAuth's consent page: a read that names no request is malformed whoever asks; only a signed-in
  // person may answer one, and this suite's plain-http origin offers no OAuth (https or loopback only).
  { method: "GET", path: "/v1/oauth/requests", grid: open("400 MALFORMED_REQUEST") },
  {
    method: "POST",
    path: "/v1/oauth/decisions",
    grid: keyed("400 OAUTH_UNAVAILABLE"),
    body: () => ({ request: "nothing", allow: false }),
  },
  { method: "GET", path: "/v1/health", grid: open("200") },
];

/**
 * Routes the matrix leaves to their own tests, and why: rotating the master key retires the very
 * key the matrix signs in with, and a passkey's answers need an authenticator (both in tokens.test.ts).
 */
const ELSEWHERE = new Set(["POST /v1/me/key/rotate", "POST /v1/me/passkeys", "POST /v1/passkeys/verify"]);

function expected(grid: Grid, who: Who, f: Fixture): string {
  const cell = grid[who];
  const c = typeof cell === "object" ? cell[f.vis] : cell;
  return typeof c === "function" ? c(f) : c;
}

async function restAnswer(c: RestCase, who: Who, f: Fixture): Promise<string> {
  let target = f;
  let hookId = webhook.id;
  if (c.fresh && (who === "seated" || who === "opponent")) {
    if (c.path.startsWith("/v1/webhooks"))
      hookId = (await subscribe(webhook.owner.apiKey, { url: "https://hooks.example.com/plain/authz-del" })).id;
    else target = { ...(await fixture(f.kind, f.vis)) };
  }
  const key =
    who === "opponent"
      ? target.opponent?.apiKey
      : who === "seated"
        ? c.path.startsWith("/v1/webhooks/")
          ? webhook.owner.apiKey
          : target.seated.apiKey
        : keyOf(who, target);
  const path = c.path
    .replace("{kind}", f.kind)
    .replace("{deliveryId}", webhook.deliveryId)
    .replace("{playerId}", "nobody")
    .replace("{id}", c.path.startsWith("/v1/webhooks") ? hookId : target.id);
  const headers: Record<string, string> = key ? { authorization: `Bearer ${key}` } : {};
  const body = c.body ? JSON.stringify(c.body(target)) : undefined;
  if (body) headers["content-type"] = "application/json";
  const res = await fetchWorker(`http://starpost.test${path}`, { method: c.method, headers, ...(body ? { body } : {}) });
  if (res.headers.get("content-type")?.includes("text/event-stream")) {
    await res.body?.cancel();
    return String(res.status);
  }
  const json = (await res.json()) as { code?: string };
  if (res.status >= 400) return `${res.status} ${json.code}`;
  return String(res.status);
}

describe("authorization matrix", () => {
  it("covers every REST route", () => {
    const covered = new Set([...restCases.map((c) => `${c.method} ${c.path}`), ...ELSEWHERE]);
    expect(restRoutes.map((r) => `${r.method.toUpperCase()} ${r.path}`).filter((r) => !covered.has(r))).toEqual([]);
  });

  it("REST: every route × identity × visibility × kind answers as the matrix says, and no game moves", { timeout: 600_000 }, async () => {
    const wrong: string[] = [];
    let cells = 0;
    for (const f of fixtures) {
      const before = await roomFacts(f.id);
      for (const c of restCases) {
        // Routes that are not about a game are asked once, not once per game.
        if ((!c.path.includes("{id}") || c.path.startsWith("/v1/webhooks")) && f !== fixtures[0]) continue;
        for (const who of WHO) {
          if (who === "opponent" && !f.opponent) continue;
          const want = expected(c.grid, who, f);
          const got = await restAnswer(c, who, f);
          cells++;
          if (got !== want) wrong.push(`${f.kind}/${f.vis} ${who} ${c.method} ${c.path}: want ${want}, got ${got}`);
        }
      }
      const after = await roomFacts(f.id);
      expect({ ...after, meta: "" }).toEqual({ ...before, meta: "" });
    }
    expect(wrong).toEqual([]);
    tally("authorization matrix REST cells", cells);
  });

  it("a private game is not in the lobby of anyone but its players", async () => {
    const priv = fixtures.filter((f) => f.vis === "private");
    for (const key of [undefined, stranger.apiKey]) {
      const lobby = (await api("GET", "/v1/games?limit=200", key ? { key } : {})).body.games.map((g: any) => g.id);
      for (const f of priv) expect(lobby).not.toContain(f.id);
    }
    for (const f of priv)
      expect((await api("GET", "/v1/games?mine=true&limit=200", { key: f.seated.apiKey })).body.games.map((g: any) => g.id)).toContain(
        f.id,
      );
  });

  // ---- GraphQL --------------------------------------------------------------------------------

  const mutations = Object.values(schema.getMutationType()!.getFields()).map((m) => m.name);

  /** A oneOf action input from an engine action (the conversion the schema reverses). */
  const toInput = (a: Record<string, unknown>) => {
    const { type, ...rest } = a;
    return { [type as string]: Object.keys(rest).length ? rest : true };
  };
  const typeName = (kind: string) =>
    kind
      .split("-")
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join("");

  interface GqlCase {
    mutation: string;
    grid: Grid;
    doc: (f: Fixture, who: Who) => { query: string; variables: Record<string, unknown> } | null;
    fresh?: boolean;
  }
  const sel = "{ __typename ... on Problem { code } }";
  /** As ELSEWHERE: rotating the master key retires the key the matrix signs in with (tokens.test.ts tests it). */
  const GQL_ELSEWHERE = ["rotateMasterKey"];
  const gqlCases: GqlCase[] = [
    {
      mutation: "registerPlayer",
      grid: open("ok"),
      doc: () => ({ query: `mutation { r: registerPlayer(name: "X") ${sel} }`, variables: {} }),
    },
    {
      mutation: "createWebhook",
      grid: gKeyed("ok"),
      doc: () => ({ query: `mutation { r: createWebhook(url: "https://hooks.example.com/plain/g") ${sel} }`, variables: {} }),
    },
    {
      mutation: "deleteWebhook",
      grid: gOwned("ok"),
      fresh: true,
      doc: () => ({ query: `mutation($id: ID!) { r: deleteWebhook(id: $id) ${sel} }`, variables: { id: webhook.id } }),
    },
    {
      mutation: "rotateWebhookSecret",
      grid: gOwned("ok"),
      doc: () => ({ query: `mutation($id: ID!) { r: rotateWebhookSecret(id: $id) ${sel} }`, variables: { id: webhook.id } }),
    },
    {
      mutation: "redeliverWebhook",
      grid: gOwned("ok"),
      doc: () => ({
        query: `mutation($w: ID!, $d: ID!) { r: redeliverWebhook(webhookId: $w, deliveryId: $d) ${sel} }`,
        variables: { w: webhook.id, d: webhook.deliveryId },
      }),
    },
    {
      mutation: "createToken",
      grid: gKeyed("ok"),
      doc: () => ({ query: `mutation { r: createToken(name: "authz", scopes: ["read"]) ${sel} }`, variables: {} }),
    },
    {
      // Nobody holds a token whose id is a game's.
      mutation: "revokeToken",
      grid: gKeyed("NotFoundProblem NOT_FOUND"),
      doc: (f) => ({ query: `mutation($id: ID!) { r: revokeToken(id: $id) ${sel} }`, variables: { id: f.id } }),
    },
    {
      // Unconfirmed: refused, so the matrix's players keep their accounts.
      mutation: "deleteAccount",
      grid: gKeyed("InputProblem CONFIRMATION_REQUIRED"),
      doc: () => ({ query: `mutation { r: deleteAccount ${sel} }`, variables: {} }),
    },
    {
      mutation: "createPairingCode",
      grid: gKeyed("ok"),
      doc: () => ({ query: `mutation { r: createPairingCode ${sel} }`, variables: {} }),
    },
    {
      // Nobody holds a passkey whose id is a game's.
      mutation: "deletePasskey",
      grid: gKeyed("NotFoundProblem NOT_FOUND"),
      doc: (f) => ({ query: `mutation($id: ID!) { r: deletePasskey(id: $id) ${sel} }`, variables: { id: f.id } }),
    },
    {
      mutation: "createPushSubscription",
      grid: gKeyed("ok"),
      doc: () => ({
        query: `mutation($s: PushSubscriptionInput!) { r: createPushSubscription(subscription: $s) ${sel} }`,
        variables: { s: PUSH_SUBSCRIPTION },
      }),
    },
    {
      // Nobody holds a push subscription whose id is a game's.
      mutation: "deletePushSubscription",
      grid: gKeyed("NotFoundProblem NOT_FOUND"),
      doc: (f) => ({ query: `mutation($id: ID!) { r: deletePushSubscription(id: $id) ${sel} }`, variables: { id: f.id } }),
    },
    {
      mutation: "updateNotificationPreferences",
      grid: gKeyed("ok"),
      doc: () => ({ query: `mutation { r: updateNotificationPreferences ${sel} }`, variables: {} }),
    },
    {
      mutation: "muteGame",
      grid: { anon: G, bad: U, stranger: { public: "ok", private: "NotFoundProblem GAME_NOT_FOUND" }, opponent: "ok", seated: "ok" },
      doc: (f) => ({ query: `mutation($id: ID!) { r: muteGame(gameId: $id, muted: false) ${sel} }`, variables: { id: f.id } }),
    },
    {
      mutation: "postMessage",
      fresh: true,
      grid: {
        anon: "AuthProblem UNAUTHENTICATED",
        bad: U,
        stranger: { public: "AuthProblem NOT_A_PLAYER", private: "NotFoundProblem GAME_NOT_FOUND" },
        opponent: "ok",
        seated: "ok",
      },
      doc: (f) => ({ query: `mutation($id: ID!) { r: postMessage(gameId: $id, text: "gl") ${sel} }`, variables: { id: f.id } }),
    },
    ...(
      [
        ["invitePlayer", "ConflictProblem GAME_ALREADY_STARTED", `(gameId: $id, playerId: "${"x".repeat(16)}")`],
        ["createInviteLink", "ConflictProblem GAME_ALREADY_STARTED", "(gameId: $id)"],
        ["revokeInviteLink", "ConflictProblem GAME_ALREADY_STARTED", "(gameId: $id)"],
        ["leaveGame", "ConflictProblem GAME_ALREADY_STARTED", "(gameId: $id)"],
        ["offerRematch", "ConflictProblem GAME_NOT_FINISHED", "(gameId: $id)"],
      ] as const
    ).map(
      ([mutation, players, args]): GqlCase => ({
        mutation,
        grid: {
          anon: G,
          bad: U,
          stranger: { public: "AuthProblem NOT_A_PLAYER", private: "NotFoundProblem GAME_NOT_FOUND" },
          opponent: players,
          seated: players,
        },
        doc: (f) => ({ query: `mutation($id: ID!) { r: ${mutation}${args} ${sel} }`, variables: { id: f.id } }),
      }),
    ),
    {
      mutation: "cancelGame",
      grid: {
        anon: G,
        bad: U,
        stranger: { public: "AuthProblem NOT_GAME_CREATOR", private: "NotFoundProblem GAME_NOT_FOUND" },
        opponent: (f) => (f.opponent?.id === f.creatorId ? "ConflictProblem GAME_ALREADY_STARTED" : "AuthProblem NOT_GAME_CREATOR"),
        seated: (f) => (f.seated.id === f.creatorId ? "ConflictProblem GAME_ALREADY_STARTED" : "AuthProblem NOT_GAME_CREATOR"),
      },
      doc: (f) => ({ query: `mutation($id: ID!) { r: cancelGame(gameId: $id) ${sel} }`, variables: { id: f.id } }),
    },
    ...(["acceptInvitation", "declineInvitation"] as const).map(
      (mutation): GqlCase => ({
        mutation,
        grid: gKeyed("NotFoundProblem INVITATION_NOT_FOUND"),
        doc: () => ({ query: `mutation { r: ${mutation}(id: "inv_nope") ${sel} }`, variables: {} }),
      }),
    ),
    {
      mutation: "markMessagesRead",
      grid: {
        anon: "AuthProblem UNAUTHENTICATED",
        bad: U,
        stranger: { public: "AuthProblem NOT_A_PLAYER", private: "NotFoundProblem GAME_NOT_FOUND" },
        opponent: "ok",
        seated: "ok",
      },
      doc: (f) => ({ query: `mutation($id: ID!) { r: markMessagesRead(gameId: $id, lastId: 0) ${sel} }`, variables: { id: f.id } }),
    },
    {
      // No player is called "nobody": muting them is a 404, unmuting changes nothing.
      mutation: "mutePlayer",
      grid: gKeyed("NotFoundProblem NOT_FOUND"),
      doc: () => ({ query: `mutation { r: mutePlayer(playerId: "nobody") ${sel} }`, variables: {} }),
    },
    {
      mutation: "unmutePlayer",
      grid: gKeyed("ok"),
      doc: () => ({ query: `mutation { r: unmutePlayer(playerId: "nobody") ${sel} }`, variables: {} }),
    },
    {
      mutation: "joinGame",
      grid: {
        anon: G,
        bad: U,
        stranger: { public: "ConflictProblem NO_OPEN_SEAT", private: "AuthProblem NOT_INVITED" },
        opponent: "ConflictProblem NO_OPEN_SEAT",
        seated: "ConflictProblem NO_OPEN_SEAT",
      },
      doc: (f) => ({ query: `mutation($id: ID!) { r: joinGame(id: $id) ${sel} }`, variables: { id: f.id } }),
    },
    {
      mutation: "resign",
      fresh: true,
      grid: {
        anon: "AuthProblem UNAUTHENTICATED",
        bad: U,
        stranger: { public: "AuthProblem NOT_A_PLAYER", private: "NotFoundProblem GAME_NOT_FOUND" },
        opponent: "ok",
        seated: "ok",
      },
      doc: (f) => ({ query: `mutation($id: ID!) { r: resign(id: $id) ${sel} }`, variables: { id: f.id } }),
    },
    {
      mutation: "undo",
      grid: {
        anon: "AuthProblem UNAUTHENTICATED",
        bad: U,
        stranger: { public: "AuthProblem NOT_A_PLAYER", private: "NotFoundProblem GAME_NOT_FOUND" },
        opponent: "IllegalActionProblem UNDO_NOT_ALLOWED",
        seated: "IllegalActionProblem UNDO_NOT_ALLOWED",
      },
      doc: (f) => ({ query: `mutation($id: ID!) { r: undo(id: $id) ${sel} }`, variables: { id: f.id } }),
    },
    ...games.flatMap((g): GqlCase[] => {
      const name = typeName(g.id);
      const authorized = "ConflictProblem STALE_VERSION";
      const grid: Grid = {
        anon: "AuthProblem UNAUTHENTICATED",
        bad: U,
        stranger: { public: "AuthProblem NOT_A_PLAYER", private: "NotFoundProblem GAME_NOT_FOUND" },
        opponent: (f) => (f.opponentOwes ? authorized : "AuthProblem NOT_YOUR_DECISION"),
        seated: authorized,
      };
      // The seated (and an owing opponent) send a stale version: authorized, refused, nothing moves.
      const version = (f: Fixture, who: Who) => (who === "seated" || (who === "opponent" && f.opponentOwes) ? f.version + 1000 : f.version);
      const doc = (mutation: string) => (f: Fixture, who: Who) =>
        f.kind !== g.id
          ? null
          : {
              query: `mutation($id: ID!, $a: ${name}ActionInput!, $v: Int) { r: ${mutation}(gameId: $id, action: $a, expectedVersion: $v) ${sel} }`,
              variables: { id: f.id, a: toInput(f.choice), v: version(f, who) },
            };
      return [
        {
          mutation: `create${name}Game`,
          grid: gKeyed("ok"),
          doc: (f) => (f.kind !== g.id ? null : { query: `mutation { r: create${name}Game ${sel} }`, variables: {} }),
        },
        { mutation: `play${name}`, grid, doc: doc(`play${name}`) },
        { mutation: `validate${name}Action`, grid, doc: doc(`validate${name}Action`) },
      ];
    }),
  ];

  it("covers every GraphQL mutation", () => {
    const covered = new Set([...gqlCases.map((c) => c.mutation), ...GQL_ELSEWHERE]);
    expect(mutations.filter((m) => !covered.has(m))).toEqual([]);
  });

  it("GraphQL: every mutation × identity × visibility × kind answers as the matrix says, and no game moves", {
    timeout: 600_000,
  }, async () => {
    const wrong: string[] = [];
    let cells = 0;
    for (const f of fixtures) {
      const before = await roomFacts(f.id);
      for (const c of gqlCases) {
        const perGame =
          [
            "joinGame",
            "resign",
            "undo",
            "postMessage",
            "invitePlayer",
            "createInviteLink",
            "revokeInviteLink",
            "leaveGame",
            "cancelGame",
            "offerRematch",
            "markMessagesRead",
            "muteGame",
          ].includes(c.mutation) || /^(play|validate)/.test(c.mutation);
        if (!perGame && (f.vis !== "public" || (!c.mutation.startsWith("create") && f !== fixtures[0]))) continue;
        for (const who of WHO) {
          if (who === "opponent" && !f.opponent) continue;
          let target = f;
          let variables: Record<string, unknown> | undefined;
          if (c.fresh && (who === "seated" || who === "opponent")) {
            if (c.mutation === "deleteWebhook")
              variables = { id: (await subscribe(webhook.owner.apiKey, { url: "https://hooks.example.com/plain/g-del" })).id };
            else target = await fixture(f.kind, f.vis);
          }
          const d = c.doc(target, who);
          if (!d) continue;
          const key =
            /Webhook/.test(c.mutation) && who === "seated"
              ? webhook.owner.apiKey
              : who === "opponent"
                ? target.opponent!.apiKey
                : who === "seated"
                  ? target.seated.apiKey
                  : keyOf(who, target);
          const r = await gql(d.query, variables ?? d.variables, key);
          const result = (r.body as any).data?.r;
          // A bad key is refused before GraphQL runs, as a GraphQL error (not a problem document).
          const got =
            r.status === 401
              ? `401 ${(r.body as any).errors?.[0]?.extensions?.code}`
              : result
                ? result.code
                  ? `${result.__typename} ${result.code}`
                  : "ok"
                : `${r.status} ${JSON.stringify(r.body).slice(0, 200)}`;
          const want = expected(c.grid, who, target);
          cells++;
          if (got !== want) wrong.push(`${f.kind}/${f.vis} ${who} ${c.mutation}: want ${want}, got ${got}`);
        }
      }
      expect({ ...(await roomFacts(f.id)), meta: "" }).toEqual({ ...before, meta: "" });
    }
    expect(wrong).toEqual([]);
    tally("authorization matrix GraphQL cells", cells);
  });

  it("GraphQL reads: a private game is a NotFoundProblem to spectators", { timeout: 60_000 }, async () => {
    for (const f of fixtures.filter((x) => x.vis === "private")) {
      for (const key of [undefined, stranger.apiKey]) {
        const r = await gql(`query($id: ID!) { game(id: $id) { __typename ... on Problem { code } } }`, { id: f.id }, key);
        expect((r.body as any).data.game).toEqual({ __typename: "NotFoundProblem", code: "GAME_NOT_FOUND" });
      }
    }
  });
});
