// Every list pages to its end (issue 15, part 2): 260 games of five kinds, three statuses and
// both visibilities, seated among several players, walked over REST (following Link and
// nextCursor) and GraphQL (first/after) by every reader, at many page sizes. What a walk gives is
// checked against the directory's own tables read here (not through the code under test): the
// same games, in the documented order, once each, and no private game to a reader without a seat.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { logDelivery, type DeliveryLogRow } from "../../src/directory/webhooks";
import { api, fetchWorker, gql, invite, keyToMove, registerPlayer, subscribe } from "./helpers";

type Player = { id: string; name: string; apiKey: string };
const ORIGIN = "http://starpost.test";
const HOOKS = "https://hooks.example.com";

/** Runs fn(0..n-1), `size` at a time (the rooms are real Durable Objects: a few dozen at once is fast). */
async function inBatches<T>(n: number, size: number, fn: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let start = 0; start < n; start += size) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(size, n - start) }, (_, j) => fn(start + j)))));
  }
  return out;
}

async function ok<T = any>(method: string, path: string, opts: Parameters<typeof api>[2], status = 200): Promise<T> {
  const r = await api(method, path, opts);
  if (r.status !== status) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body;
}

// ---- walking a list --------------------------------------------------------------------------

interface Walk<T = any> {
  items: T[];
  pages: number;
}

/**
 * Follows a REST list from its first page to its last by the Link header, checking on every page
 * that the header and nextCursor agree, that a page holds at most `limit`, and that only the last
 * page holds fewer. `between(page)` runs after each page (to change things while paging).
 */
async function walkRest(
  path: string,
  field: string,
  query: Record<string, string>,
  key: string | undefined,
  limit: number,
  between?: (page: number) => Promise<void>,
): Promise<Walk> {
  let url: string | null = `${ORIGIN}${path}?${new URLSearchParams({ ...query, limit: String(limit) })}`;
  const items: any[] = [];
  let pages = 0;
  while (url !== null) {
    const res = await fetchWorker(url, { headers: key ? { authorization: `Bearer ${key}` } : {} });
    const body = (await res.json()) as any;
    expect(res.status, `${url}: ${JSON.stringify(body)}`).toBe(200);
    const page = body[field] as any[];
    expect(page.length).toBeLessThanOrEqual(limit);
    items.push(...page);
    pages++;
    const link = res.headers.get("link");
    if (body.nextCursor === null) {
      expect(link).toBeNull();
      url = null;
    } else {
      expect(page.length).toBe(limit);
      const next = /^<([^>]+)>; rel="next"$/.exec(link ?? "");
      expect(next, `Link header: ${link}`).not.toBeNull();
      url = next![1]!;
      expect(new URL(url).origin).toBe(ORIGIN);
      expect(new URL(url).searchParams.get("cursor")).toBe(body.nextCursor);
      expect(new URL(url).searchParams.get("limit")).toBe(String(limit));
    }
    if (pages > 2000) throw new Error("the list never ends");
    if (url !== null) await between?.(pages);
  }
  return { items, pages };
}

/** Follows a GraphQL connection by first/after; `connection(data)` picks it out of the answer. */
async function walkGql(
  query: string,
  variables: Record<string, unknown>,
  key: string | undefined,
  first: number,
  connection: (data: any) => any,
): Promise<Walk> {
  const items: any[] = [];
  let after: string | null = null;
  let pages = 0;
  for (;;) {
    const r = await gql(query, { ...variables, first, after }, key);
    expect(r.status).toBe(200);
    expect(r.body.errors, JSON.stringify(r.body.errors)).toBeUndefined();
    const conn = connection(r.body.data);
    expect(conn.edges.length).toBeLessThanOrEqual(first);
    expect(conn.pageInfo.hasPreviousPage).toBe(false);
    expect(conn.pageInfo.startCursor).toBe(conn.edges[0]?.cursor ?? null);
    expect(conn.pageInfo.endCursor).toBe(conn.edges.at(-1)?.cursor ?? null);
    items.push(...conn.edges.map((e: any) => e.node));
    pages++;
    if (!conn.pageInfo.hasNextPage) break;
    expect(conn.edges.length).toBe(first);
    after = conn.pageInfo.endCursor;
    if (pages > 2000) throw new Error("the connection never ends");
  }
  return { items, pages };
}

const ids = (items: { id: string }[]) => items.map((g) => g.id);

function expectNoDuplicates(list: string[]) {
  const dups = list.filter((id, i) => list.indexOf(id) !== i);
  expect(dups).toEqual([]);
}

// ---- the directory, read directly: what each list must hold ------------------------------------

interface Row {
  id: string;
  kind: string;
  status: string;
  visibility: string;
  created_at: number;
  seated: Set<string>;
  awaiting: Set<string>;
}

async function directory(): Promise<Row[]> {
  const games = (
    await env.DIRECTORY.prepare("SELECT id, kind, status, visibility, created_at FROM games").all<Omit<Row, "seated" | "awaiting">>()
  ).results;
  const seats = (
    await env.DIRECTORY.prepare("SELECT game_id, player_id, awaiting FROM game_seats").all<{
      game_id: string;
      player_id: string | null;
      awaiting: number;
    }>()
  ).results;
  const rows = new Map(games.map((g) => [g.id, { ...g, seated: new Set<string>(), awaiting: new Set<string>() }]));
  for (const s of seats) {
    if (s.player_id === null) continue;
    rows.get(s.game_id)!.seated.add(s.player_id);
    if (s.awaiting === 1) rows.get(s.game_id)!.awaiting.add(s.player_id);
  }
  return [...rows.values()];
}

interface Filter {
  status?: "open" | "active" | "finished";
  kind?: string;
  mine?: boolean;
  awaiting?: boolean;
}

/** The documented order: newest created first, then id descending. */
const newestFirst = (a: Row, b: Row) => b.created_at - a.created_at || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

function expected(rows: Row[], reader: string | null, f: Filter): string[] {
  return rows
    .filter((g) => {
      if (f.status && g.status !== f.status) return false;
      if (f.kind && g.kind !== f.kind) return false;
      if (f.mine || f.awaiting) return reader !== null && (f.awaiting ? g.awaiting.has(reader) : g.seated.has(reader));
      return g.visibility === "public" || (reader !== null && g.seated.has(reader));
    })
    .sort(newestFirst)
    .map((g) => g.id);
}

const restQuery = (f: Filter): Record<string, string> => ({
  ...(f.status ? { status: f.status } : {}),
  ...(f.kind ? { kind: f.kind } : {}),
  ...(f.mine ? { mine: "true" } : {}),
  ...(f.awaiting ? { awaiting: "me" } : {}),
});

const GAMES_CONNECTION = `query ($first: Int, $after: String, $status: GameStatus, $kind: String, $mine: Boolean, $awaitingMe: Boolean) {
  gamesConnection(first: $first, after: $after, status: $status, kind: $kind, mine: $mine, awaitingMe: $awaitingMe) {
    edges { cursor node { id kind status visibility createdAt seats { playerId awaiting } } }
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
  }
}`;
const gqlFilter = (f: Filter) => ({ status: f.status ?? null, kind: f.kind ?? null, mine: f.mine ?? null, awaitingMe: f.awaiting ?? null });

// ---- the seed ----------------------------------------------------------------------------------

/** Kinds with their options for two human seats. */
const KINDS: [string, Record<string, unknown>][] = [
  ["star-battle", {}],
  ["double-star", {}],
  ["iron-stars", {}],
  ["barnards-star", {}],
  ["last-starfighter", { opponent: "pilot" }],
];

interface Seeded {
  id: string;
  kind: string;
  visibility: "public" | "private";
  players: Player[];
}

let alice: Player, bob: Player, carol: Player, dave: Player, eve: Player;
let seeded: Seeded[] = [];
const GAMES = 260;

/**
 * 260 games: Alice creates every other one, Bob and Carol the rest; a quarter are private. Of
 * each five, two stay open, two are joined (active) and one is joined and resigned (finished).
 * Alice joins most games of others, so her own list holds over 200, and Dave and Eve have few
 * or none.
 */
async function seed(): Promise<void> {
  [alice, bob, carol, dave, eve] = (await Promise.all(["Alice", "Bob", "Carol", "Dave", "Eve"].map((n) => registerPlayer(n)))) as [
    Player,
    Player,
    Player,
    Player,
    Player,
  ];
  seeded = await inBatches(GAMES, 26, async (i) => {
    const [kind, options] = KINDS[i % KINDS.length]!;
    const creator = i % 2 === 0 ? alice : i % 4 === 1 ? bob : carol;
    const visibility = i % 4 === 2 || i % 4 === 3 ? (i % 8 >= 6 ? "private" : "public") : "public";
    const created = await ok("POST", "/v1/games", { key: creator.apiKey, body: { kind, options, visibility } }, 201);
    const players = [creator];
    const fate = i % 5;
    if (fate >= 2) {
      const joiner = creator === alice ? [bob, carol, dave][i % 3]! : alice;
      // A private game is joined by invitation only.
      if (visibility === "private") await invite(creator.apiKey, created.id, joiner.id);
      const joined = await ok("POST", `/v1/games/${created.id}/join`, { key: joiner.apiKey, body: {} });
      expect(joined.game.status).toBe("active");
      players.push(joiner);
      if (fate === 4) expect((await ok("POST", `/v1/games/${created.id}/resign`, { key: joiner.apiKey })).game.status).toBe("finished");
    }
    return { id: created.id as string, kind, visibility, players } satisfies Seeded;
  });
}

/** A private game must never reach a reader who holds no seat in it (by the test's own record). */
function expectNoLeak(reader: Player | null, items: { id: string }[]) {
  const privateGames = new Map(seeded.filter((g) => g.visibility === "private").map((g) => [g.id, g]));
  const leaked = items.filter((g) => {
    const p = privateGames.get(g.id);
    return p !== undefined && (reader === null || !p.players.some((x) => x.id === reader.id));
  });
  expect(leaked.map((g) => g.id)).toEqual([]);
}

beforeAll(seed, 240_000);

describe("games lists page to their end", () => {
  const readers = () =>
    [
      ["Alice", alice],
      ["Bob", bob],
      ["Carol", carol],
      ["Dave", dave],
      ["Eve", eve],
      ["anonymous", null],
    ] as const;
  const filters: Filter[] = [
    {},
    { status: "open" },
    { status: "active" },
    { status: "finished" },
    { kind: "double-star" },
    { status: "active", kind: "iron-stars" },
    { mine: true },
    { mine: true, status: "finished" },
    { awaiting: true },
  ];

  it("the seed is what the lists are tested on: over 250 games, both visibilities, three statuses, five kinds, over 200 of Alice's", async () => {
    const rows = await directory();
    expect(rows.length).toBeGreaterThanOrEqual(GAMES);
    expect(new Set(rows.map((g) => g.status))).toEqual(new Set(["open", "active", "finished"]));
    expect(new Set(rows.map((g) => g.visibility))).toEqual(new Set(["public", "private"]));
    expect(new Set(rows.map((g) => g.kind)).size).toBe(5);
    expect(rows.filter((g) => g.visibility === "private").length).toBeGreaterThan(20);
    expect(expected(rows, alice.id, { mine: true }).length).toBeGreaterThan(200);
    expect(expected(rows, null, {}).length).toBeGreaterThan(100);
    expect(expected(rows, alice.id, { awaiting: true }).length).toBeGreaterThan(20);
  });

  it("over REST, following Link: every reader, every filter, every game once, in order, nothing private leaked", async () => {
    const rows = await directory();
    for (const [name, reader] of readers()) {
      for (const f of filters) {
        const want = expected(rows, reader?.id ?? null, f);
        const walk = await walkRest("/v1/games", "games", restQuery(f), reader?.apiKey, 37);
        const got = ids(walk.items);
        expect(got, `${name} ${JSON.stringify(f)}`).toEqual(want);
        expect(walk.pages).toBe(Math.max(1, Math.ceil(want.length / 37)));
        expectNoLeak(reader, walk.items);
        if (f.mine && reader) expect(walk.items.every((g: any) => g.seats.some((s: any) => s.playerId === reader.id))).toBe(true);
        if (f.awaiting && reader)
          expect(walk.items.every((g: any) => g.seats.some((s: any) => s.playerId === reader.id && s.awaiting))).toBe(true);
      }
    }
  }, 120_000);

  it("over GraphQL, following endCursor: the same lists as REST, nothing private leaked", async () => {
    const rows = await directory();
    for (const [name, reader] of readers()) {
      for (const f of filters) {
        const walk = await walkGql(GAMES_CONNECTION, gqlFilter(f), reader?.apiKey, 53, (d) => d.gamesConnection);
        expect(ids(walk.items), `${name} ${JSON.stringify(f)}`).toEqual(expected(rows, reader?.id ?? null, f));
        expectNoLeak(reader, walk.items);
      }
    }
  }, 120_000);

  it("every page size from 1 to 200 answers 200 with that many games (the lobby, Alice's games, those awaiting her)", async () => {
    const rows = await directory();
    const lobby = expected(rows, alice.id, {});
    for (let limit = 1; limit <= 200; limit++) {
      const r = await api("GET", `/v1/games?limit=${limit}`, { key: alice.apiKey });
      expect(r.status, `limit=${limit}`).toBe(200);
      expect(ids(r.body.games)).toEqual(lobby.slice(0, limit));
      expect(r.body.nextCursor === null).toBe(lobby.length <= limit);
    }
    const mine = expected(rows, alice.id, { mine: true });
    const awaiting = expected(rows, alice.id, { awaiting: true });
    for (const limit of [1, 2, 99, 100, 101, 150, 199, 200]) {
      const m = await api("GET", `/v1/games?mine=true&limit=${limit}`, { key: alice.apiKey });
      expect(m.status, `mine limit=${limit}`).toBe(200);
      expect(ids(m.body.games)).toEqual(mine.slice(0, limit));
      const a = await api("GET", `/v1/games?awaiting=me&limit=${limit}`, { key: alice.apiKey });
      expect(a.status).toBe(200);
      expect(ids(a.body.games)).toEqual(awaiting.slice(0, limit));
      const anon = await api("GET", `/v1/games?limit=${limit}`);
      expect(anon.status).toBe(200);
      expect(ids(anon.body.games)).toEqual(expected(rows, null, {}).slice(0, limit));
      const g = await gql(GAMES_CONNECTION, { first: limit, mine: true }, alice.apiKey);
      expect(g.body.errors).toBeUndefined();
      expect(g.body.data.gamesConnection.edges.map((e: any) => e.node.id)).toEqual(mine.slice(0, limit));
      // The old list field answers too (it had failed past 100 games).
      const old = await gql(`query ($limit: Int) { games(mine: true, limit: $limit) { id } }`, { limit }, alice.apiKey);
      expect(ids(old.body.data.games)).toEqual(mine.slice(0, limit));
    }
    for (const limit of [1, 100, 101, 199, 200]) {
      const walk = await walkRest("/v1/games", "games", { mine: "true" }, alice.apiKey, limit);
      expect(ids(walk.items)).toEqual(mine);
    }
    for (const bad of ["0", "201", "-1", "1.5", "many", ""]) {
      const r = await api("GET", `/v1/games?limit=${bad}`);
      expect([r.status, r.body.code], `limit=${bad}`).toEqual([400, "MALFORMED_REQUEST"]);
      // Whatever is wrong (an empty `limit=` reads as 0), the answer says what a limit must be.
      expect(r.body.detail, `limit=${bad}`).toContain("a whole number from 1 to 200");
    }
    for (const bad of [0, 201, -5]) {
      const g = await gql(GAMES_CONNECTION, { first: bad }, alice.apiKey);
      expect(g.body.errors?.[0]?.extensions?.code, `first=${bad}`).toBe("MALFORMED_REQUEST");
    }
  }, 120_000);

  it("keeps the page's place while games are created, joined and ended: no game twice, none skipped", async () => {
    const before = await directory();
    const want = expected(before, alice.id, {});
    const LIMIT = 25;
    // Games on later pages that will move while Alice pages: an open public one that Dave joins,
    // an active one that ends; and one already seen that moves (it must not come again).
    const row = (id: string) => before.find((g) => g.id === id)!;
    const openLater = want.slice(3 * LIMIT).find((id) => row(id).status === "open" && row(id).visibility === "public")!;
    const activeLater = want.slice(3 * LIMIT).find((id) => row(id).status === "active")!;
    const activeSeen = want.slice(0, LIMIT).find((id) => row(id).status === "active")!;
    expect([openLater, activeLater, activeSeen].every(Boolean)).toBe(true);
    const created: string[] = [];
    const walk = await walkRest("/v1/games", "games", {}, alice.apiKey, LIMIT, async (page) => {
      if (page !== 1) return;
      for (const k of [alice, bob]) created.push((await ok("POST", "/v1/games", { key: k.apiKey, body: { kind: "star-battle" } }, 201)).id);
      expect((await ok("POST", `/v1/games/${openLater}/join`, { key: dave.apiKey, body: {} })).game.status).toBe("active");
      const resignLater = seeded.find((s) => s.id === activeLater)!.players[0]!;
      expect((await ok("POST", `/v1/games/${activeLater}/resign`, { key: resignLater.apiKey })).game.status).toBe("finished");
      const resignSeen = seeded.find((s) => s.id === activeSeen)!.players[0]!;
      expect((await ok("POST", `/v1/games/${activeSeen}/resign`, { key: resignSeen.apiKey })).game.status).toBe("finished");
    });
    const got = ids(walk.items);
    expectNoDuplicates(got);
    expect(got).toEqual(want); // the moved games once each, where they were; the new ones not on later pages
    for (const id of created) expect(got).not.toContain(id);
    // The new games head the list on a fresh first page.
    const fresh = await api("GET", `/v1/games?limit=2`, { key: alice.apiKey });
    expect(ids(fresh.body.games).sort()).toEqual([...created].sort());

    // A filtered list: a game that leaves it while paging is not listed after it left, one that
    // enters it ahead of the page is listed, and nothing comes twice.
    const now = await directory();
    const active = expected(now, alice.id, { status: "active" });
    const leaving = active[2 * LIMIT + 3]!;
    const entering = expected(now, alice.id, { status: "open" }).find((id) => {
      const g = now.find((r) => r.id === id)!;
      return (
        g.visibility === "public" &&
        !g.seated.has(dave.id) &&
        active.indexOf(id) === -1 &&
        newestFirst(g, now.find((r) => r.id === active[LIMIT])!) > 0
      );
    })!;
    expect(entering).toBeDefined();
    const filtered = await walkRest("/v1/games", "games", { status: "active" }, alice.apiKey, LIMIT, async (page) => {
      if (page !== 1) return;
      const who = seeded.find((s) => s.id === leaving)!.players[0]!;
      await ok("POST", `/v1/games/${leaving}/resign`, { key: who.apiKey });
      await ok("POST", `/v1/games/${entering}/join`, { key: dave.apiKey, body: {} });
    });
    const fgot = ids(filtered.items);
    expectNoDuplicates(fgot);
    expect(fgot).not.toContain(leaving);
    expect(fgot).toContain(entering);
    expect(fgot).toEqual(expected(await directory(), alice.id, { status: "active" }));
  }, 120_000);
});

describe("cursors are bound to their list, filter and reader", () => {
  const firstCursor = async (path: string, key?: string) => {
    const r = await api("GET", path, key ? { key } : {});
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.nextCursor).toEqual(expect.any(String));
    return r.body.nextCursor as string;
  };
  const refused = async (path: string, key?: string) => {
    const r = await api("GET", path, key ? { key } : {});
    expect([r.status, r.body.code], `${path}: ${JSON.stringify(r.body)}`).toEqual([400, "INVALID_CURSOR"]);
    expect(r.contentType).toContain("application/problem+json");
    return r.body;
  };
  const q = encodeURIComponent;

  it("refuses a cursor of another filter, another reader or another list, and a tampered or made-up one", async () => {
    const lobby = await firstCursor("/v1/games?limit=5", alice.apiKey);
    const mine = await firstCursor("/v1/games?mine=true&limit=5", alice.apiKey);
    const open = await firstCursor("/v1/games?status=open&limit=5", alice.apiKey);
    const anon = await firstCursor("/v1/games?limit=5");
    // The same cursor continues its own list.
    expect((await api("GET", `/v1/games?limit=5&cursor=${q(lobby)}`, { key: alice.apiKey })).status).toBe(200);
    expect((await api("GET", `/v1/games?limit=200&cursor=${q(lobby)}`, { key: alice.apiKey })).status).toBe(200); // a new page size is fine
    // Another filter.
    await refused(`/v1/games?mine=true&cursor=${q(lobby)}`, alice.apiKey);
    await refused(`/v1/games?cursor=${q(mine)}`, alice.apiKey);
    await refused(`/v1/games?awaiting=me&cursor=${q(mine)}`, alice.apiKey);
    await refused(`/v1/games?status=active&cursor=${q(open)}`, alice.apiKey);
    await refused(`/v1/games?status=open&kind=star-battle&cursor=${q(open)}`, alice.apiKey);
    // Another reader: Bob cannot continue Alice's list, nor Alice an anonymous one.
    await refused(`/v1/games?mine=true&cursor=${q(mine)}`, bob.apiKey);
    await refused(`/v1/games?cursor=${q(lobby)}`);
    await refused(`/v1/games?cursor=${q(anon)}`, alice.apiKey);
    // Tampered, cut, or made up.
    const flipped = lobby.slice(0, 10) + (lobby[10] === "A" ? "B" : "A") + lobby.slice(11);
    for (const bad of [
      flipped,
      lobby.slice(0, -1),
      lobby.split(".")[0]!,
      "nope",
      "e30.AAAA",
      "x".repeat(600),
      btoa(JSON.stringify({ v: 1, l: "games", k: [0, "0"] })),
    ]) {
      await refused(`/v1/games?cursor=${q(bad)}`, alice.apiKey);
    }
    // Another list's cursor (webhooks, a game's feed) on the games list, and the reverse.
    const henry = await registerPlayer("Henry");
    const hooks = await Promise.all([1, 2].map((n) => subscribe(henry.apiKey, { url: `${HOOKS}/lists/${n}` })));
    const hooksCursor = await firstCursor("/v1/webhooks?limit=1", henry.apiKey);
    const refusedList = await refused(`/v1/games?cursor=${q(hooksCursor)}`, henry.apiKey);
    expect(refusedList.detail).toContain("webhooks");
    await refused(`/v1/webhooks?cursor=${q(lobby)}`, alice.apiKey);
    await refused(`/v1/webhooks?cursor=${q(hooksCursor)}`, alice.apiKey);
    await refused(`/v1/webhooks/${hooks[0]!.id}/deliveries?cursor=${q(hooksCursor)}`, henry.apiKey);
    await refused(`/v1/games/${seeded[0]!.id}/events?cursor=${q(lobby)}`, alice.apiKey);
  }, 60_000);

  it("GraphQL refuses them with the same code, and a GraphQL endCursor continues the same REST list", async () => {
    const page = await gql(GAMES_CONNECTION, { first: 5, mine: true }, alice.apiKey);
    const end = page.body.data.gamesConnection.pageInfo.endCursor as string;
    const rest = await api("GET", `/v1/games?mine=true&limit=5&cursor=${q(end)}`, { key: alice.apiKey });
    const gnext = await gql(GAMES_CONNECTION, { first: 5, mine: true, after: end }, alice.apiKey);
    expect(ids(rest.body.games)).toEqual(gnext.body.data.gamesConnection.edges.map((e: any) => e.node.id));
    for (const [vars, key] of [
      [{ first: 5, after: end }, alice.apiKey],
      [{ first: 5, mine: true, after: end }, bob.apiKey],
      [{ first: 5, mine: true, after: end.slice(0, -2) }, alice.apiKey],
      [{ first: 5, status: "open", mine: true, after: end }, alice.apiKey],
    ] as const) {
      const r = await gql(GAMES_CONNECTION, vars, key);
      expect(r.body.errors?.[0]?.extensions, JSON.stringify(r.body)).toMatchObject({ code: "INVALID_CURSOR", status: 400 });
      expect(r.body.data).toBeNull();
    }
  });
});

describe("a game's feed pages by version", () => {
  it("walks the feed at any page size over REST and GraphQL, with entries added while paging and foreign cursors refused", async () => {
    const a = await registerPlayer("Feeder A");
    const b = await registerPlayer("Feeder B");
    const players = [a, b];
    const created = await ok("POST", "/v1/games", { key: a.apiKey, body: { kind: "double-star", visibility: "private" } }, 201);
    const id = created.id as string;
    await invite(a.apiKey, id, b.id);
    let game = (await ok("POST", `/v1/games/${id}/join`, { key: b.apiKey, body: {} })).game;
    const move = async () => {
      const key = keyToMove(game, players)!;
      const action = (await ok("POST", `/v1/games/${id}/suggest`, { key })).action;
      game = (await ok("POST", `/v1/games/${id}/actions`, { key, body: { action, expectedVersion: game.version } })).game;
    };
    while (game.status === "active" && game.version < 60) await move();
    expect(game.status).toBe("active");
    const versions = Array.from({ length: game.version }, (_, i) => i + 1);

    for (const limit of [1, 2, 7, 59, 60, 61, 200, 500]) {
      const walk = await walkRest(`/v1/games/${id}/events`, "entries", {}, a.apiKey, limit);
      expect(
        walk.items.map((e: any) => e.version),
        `limit=${limit}`,
      ).toEqual(versions);
    }
    // `after` still works, and the Link drops it for the cursor.
    const fromTen = await api("GET", `/v1/games/${id}/events?after=10&limit=5`, { key: b.apiKey });
    expect(fromTen.body.entries.map((e: any) => e.version)).toEqual([11, 12, 13, 14, 15]);
    const link = new URL(/^<([^>]+)>/.exec(fromTen.headers.get("link")!)![1]!);
    expect(link.searchParams.has("after")).toBe(false);
    const next = await api("GET", `${link.pathname}${link.search}`, { key: b.apiKey });
    expect(next.body.entries.map((e: any) => e.version)).toEqual([16, 17, 18, 19, 20]);
    expect(
      (await api("GET", `/v1/games/${id}/events?after=3&cursor=${encodeURIComponent(fromTen.body.nextCursor)}`, { key: b.apiKey })).body
        .code,
    ).toBe("MALFORMED_REQUEST");

    // Moves made while paging come at the end, once.
    const grown = await walkRest(`/v1/games/${id}/events`, "entries", {}, a.apiKey, 25, async (page) => {
      if (page === 1) for (let i = 0; i < 3 && game.status === "active"; i++) await move();
    });
    expect(grown.items.map((e: any) => e.version)).toEqual(Array.from({ length: game.version }, (_, i) => i + 1));

    // GraphQL.
    const feedQuery = `query ($id: ID!, $first: Int, $after: String) { game(id: $id) { ... on DoubleStarGame { eventsConnection(first: $first, after: $after) { edges { cursor node { version } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } } }`;
    const gwalk = await walkGql(feedQuery, { id }, b.apiKey, 9, (d) => d.game.eventsConnection);
    expect(gwalk.items.map((e: any) => e.version)).toEqual(Array.from({ length: game.version }, (_, i) => i + 1));

    // The private game's feed stays away from a stranger; cursors of one reader or game are no other's.
    const eve2 = await registerPlayer("Stranger");
    const cursor = (await api("GET", `/v1/games/${id}/events?limit=3`, { key: a.apiKey })).body.nextCursor as string;
    expect((await api("GET", `/v1/games/${id}/events?limit=3`, { key: eve2.apiKey })).status).toBe(404);
    expect((await api("GET", `/v1/games/${id}/events?cursor=${encodeURIComponent(cursor)}`, { key: b.apiKey })).body.code).toBe(
      "INVALID_CURSOR",
    );
    expect((await api("GET", `/v1/games/${seeded[0]!.id}/events?cursor=${encodeURIComponent(cursor)}`, { key: a.apiKey })).body.code).toBe(
      "INVALID_CURSOR",
    );
    expect((await api("GET", `/v1/games/${id}/events?limit=0`, { key: a.apiKey })).body.code).toBe("MALFORMED_REQUEST");
    expect((await api("GET", `/v1/games/${id}/events?limit=501`, { key: a.apiKey })).body.code).toBe("MALFORMED_REQUEST");
  }, 120_000);
});

describe("webhooks and their delivery logs page to their end", () => {
  it("lists 230 subscriptions oldest first at any page size, with new ones at the end and deleted ones gone", async () => {
    const frank = await registerPlayer("Frank");
    const made = await inBatches(230, 23, (i) => subscribe(frank.apiKey, { url: `${HOOKS}/frank/${i}` }));
    const want = (
      await env.DIRECTORY.prepare("SELECT id, created_at FROM webhooks WHERE player_id = ?")
        .bind(frank.id)
        .all<{ id: string; created_at: number }>()
    ).results
      .sort((x, y) => x.created_at - y.created_at || (x.id < y.id ? -1 : 1))
      .map((w) => w.id);
    expect(new Set(want)).toEqual(new Set(made.map((h) => h.id)));
    for (const limit of [1, 100, 101, 199, 200]) {
      const walk = await walkRest("/v1/webhooks", "webhooks", {}, frank.apiKey, limit);
      expect(ids(walk.items), `limit=${limit}`).toEqual(want);
      expect(walk.items.every((w: any) => w.secret === undefined)).toBe(true);
    }
    const gwalk = await walkGql(
      `query ($first: Int, $after: String) { webhooksConnection(first: $first, after: $after) { edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } }`,
      {},
      frank.apiKey,
      64,
      (d) => d.webhooksConnection,
    );
    expect(ids(gwalk.items)).toEqual(want);
    expect((await api("GET", "/v1/webhooks", { key: frank.apiKey })).body.webhooks).toHaveLength(100);
    expect((await api("GET", "/v1/webhooks?limit=201", { key: frank.apiKey })).body.code).toBe("MALFORMED_REQUEST");
    // Nobody else sees Frank's subscriptions.
    expect((await walkRest("/v1/webhooks", "webhooks", {}, eve.apiKey, 50)).items).toEqual([]);

    // While paging: one subscription ahead is deleted, one already seen is deleted, one is added.
    let added = "";
    const deletedAhead = want[150]!;
    const deletedSeen = want[10]!;
    const walk = await walkRest("/v1/webhooks", "webhooks", {}, frank.apiKey, 40, async (page) => {
      if (page !== 1) return;
      added = (await subscribe(frank.apiKey, { url: `${HOOKS}/frank/late` })).id;
      await ok("DELETE", `/v1/webhooks/${deletedAhead}`, { key: frank.apiKey });
      await ok("DELETE", `/v1/webhooks/${deletedSeen}`, { key: frank.apiKey });
    });
    expect(ids(walk.items)).toEqual([...want.filter((id) => id !== deletedAhead), added]);
  }, 120_000);

  it("lists 250 deliveries newest first at any page size, whatever is queued or retried meanwhile", async () => {
    const grace = await registerPlayer("Grace");
    const [hook, other] = await Promise.all([
      subscribe(grace.apiKey, { url: `${HOOKS}/grace/1` }),
      subscribe(grace.apiKey, { url: `${HOOKS}/grace/2` }),
    ]);
    // The log is written by the rooms as they deliver; here it is filled directly (the listing is
    // what is tested), with many deliveries queued in the same millisecond.
    const base = Date.now() - 1_000_000;
    const rows: DeliveryLogRow[] = Array.from({ length: 250 }, (_, i) => ({
      id: `msg_${String(i).padStart(4, "0")}${crypto.randomUUID().slice(0, 8)}`,
      webhookId: hook.id,
      gameId: seeded[i % seeded.length]!.id,
      event: "game.action",
      status: i % 7 === 0 ? "failed" : "delivered",
      attempts: 1,
      lastStatus: 200,
      lastError: null,
      nextAttemptAt: null,
      createdAt: base + Math.floor(i / 4) * 10,
      updatedAt: base + Math.floor(i / 4) * 10,
    }));
    await inBatches(rows.length, 50, (i) => logDelivery(env.DIRECTORY, rows[i]!));
    await logDelivery(env.DIRECTORY, { ...rows[0]!, id: "msg_otherhook", webhookId: other.id });
    const want = [...rows].sort((x, y) => y.createdAt - x.createdAt || (x.id < y.id ? 1 : -1)).map((d) => d.id);
    for (const limit of [1, 2, 100, 101, 199, 200]) {
      const walk = await walkRest(`/v1/webhooks/${hook.id}/deliveries`, "deliveries", {}, grace.apiKey, limit);
      expect(ids(walk.items), `limit=${limit}`).toEqual(want);
    }
    const gwalk = await walkGql(
      `query ($id: ID!, $first: Int, $after: String) { webhook(id: $id) { deliveriesConnection(first: $first, after: $after) { edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } } } }`,
      { id: hook.id },
      grace.apiKey,
      77,
      (d) => d.webhook.deliveriesConnection,
    );
    expect(ids(gwalk.items)).toEqual(want);

    // While paging: new deliveries are queued (newer: they head a fresh first page), and one
    // further down is retried (updated in place: it keeps its place).
    const retried = rows.find((d) => d.id === want[180])!;
    const walk = await walkRest(`/v1/webhooks/${hook.id}/deliveries`, "deliveries", {}, grace.apiKey, 60, async (page) => {
      if (page !== 1) return;
      await logDelivery(env.DIRECTORY, { ...rows[0]!, id: "msg_late", createdAt: Date.now(), updatedAt: Date.now() });
      await logDelivery(env.DIRECTORY, { ...retried, status: "delivered", attempts: 3, updatedAt: Date.now() });
    });
    expect(ids(walk.items)).toEqual(want);
    expect(ids((await api("GET", `/v1/webhooks/${hook.id}/deliveries?limit=1`, { key: grace.apiKey })).body.deliveries)).toEqual([
      "msg_late",
    ]);

    // Another subscription's cursor, or another player, is refused; so is someone else's log.
    const cursor = (await api("GET", `/v1/webhooks/${hook.id}/deliveries?limit=3`, { key: grace.apiKey })).body.nextCursor as string;
    expect(
      (await api("GET", `/v1/webhooks/${other.id}/deliveries?cursor=${encodeURIComponent(cursor)}`, { key: grace.apiKey })).body.code,
    ).toBe("INVALID_CURSOR");
    expect((await api("GET", `/v1/webhooks/${hook.id}/deliveries?limit=3`, { key: eve.apiKey })).status).toBe(404);
    // Each subscription's log holds its own deliveries only.
    expect((await api("GET", `/v1/webhooks/${other.id}/deliveries`, { key: grace.apiKey })).body.deliveries.map((d: any) => d.id)).toEqual([
      "msg_otherhook",
    ]);
  }, 120_000);
});
