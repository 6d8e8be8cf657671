// The operator's replay check (docs/OPERATIONS.md "Replaying every stored game"), used as an operator
// would: over HTTP with the deploy's OPERATOR_KEY, paging through every stored game, unfinished ones
// included, each replayed by its own room. This file has a workerd and a directory of its own
// (vitest.config.ts), so every game it pages through is one it made.
import { env, runInDurableObject } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { operatorReplays } from "../../src/cli/operator-replays";
import { api, fetchWorker, registerPlayer, startedGame, stubOf } from "./helpers";
import { nextMove, read, seatKeys } from "./kind-suite";

const KEY = `operator-${"k".repeat(40)}`;
const operator = { ...env, OPERATOR_KEY: KEY } as Env;
const asOperator = (path: string, key: string | null = KEY) => api("GET", path, { env: operator, ...(key ? { key } : {}) });

interface Made {
  id: string;
  kind: string;
  status: "open" | "active" | "finished";
  version: number;
  players: { id: string; apiKey: string }[];
}

/** A started game of `kind` with `moves` actions played by the seats' first listed choices (or the bot's suggestion). */
async function played(kind: string, moves: number, options: Record<string, unknown> = {}): Promise<Made> {
  const { alice, bob, id, game } = await startedGame(kind, options);
  const keys = seatKeys(game, [alice, bob]);
  for (let i = 0; i < moves; i++) {
    const next = await nextMove(id, keys);
    if (!next) break;
    const r = await api("POST", `/v1/games/${id}/actions`, { key: next.key, body: { action: next.action } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
  const now = await read(id, alice.apiKey);
  return { id, kind, status: now.status, version: now.version, players: [alice, bob] };
}

/** Every page of the check, following nextCursor (and checking the Link header says the same). */
async function everyPage(query: string): Promise<{ games: any[]; pages: any[] }> {
  const games: any[] = [];
  const pages: any[] = [];
  let path = `/v1/operator/replays?${query}`;
  for (;;) {
    const r = await asOperator(path);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.headers.get("cache-control")).toBe("no-store");
    pages.push(r.body);
    games.push(...r.body.games);
    if (r.body.nextCursor === null) {
      expect(r.headers.get("link")).toBeNull();
      return { games, pages };
    }
    expect(r.headers.get("link")).toContain(encodeURIComponent(r.body.nextCursor).slice(0, 20));
    path = `/v1/operator/replays?${query}&cursor=${encodeURIComponent(r.body.nextCursor)}`;
  }
}

/** The server seed a room keeps (never sent to anyone while the game runs). */
const seedOf = (id: string) =>
  runInDurableObject(
    stubOf(id),
    (_room, state) => JSON.parse(state.storage.sql.exec<{ game: string }>("SELECT game FROM meta").one().game).serverSeed as string,
  );

describe("the operator's replay check", () => {
  const made: Made[] = [];

  beforeAll(async () => {
    made.push(await played("star-battle", 12));
    made.push(await played("double-star", 8));
    made.push(
      await played("barnards-star", 6, { turnLimit: 4, naronianPoints: 20, terranBowl: { DN: 1, BB: 1, BC: 1, DD: 1, TN: 1, jumpTN: 1 } }),
    );
    const duel = await played("last-starfighter", 5);
    const resigned = await api("POST", `/v1/games/${duel.id}/resign`, { key: duel.players[0]!.apiKey, body: {} });
    expect(resigned.status).toBe(200);
    made.push({ ...duel, status: "finished", version: resigned.body.version });
    const host = await registerPlayer("Host");
    const open = await api("POST", "/v1/games", { key: host.apiKey, body: { kind: "iron-stars", options: {} } });
    expect(open.status).toBe(201);
    made.push({ id: open.body.id, kind: "iron-stars", status: "open", version: 0, players: [host] });
  }, 180_000);

  it("is off on a deploy without an OPERATOR_KEY, or with one too short to keep or that no header can carry", async () => {
    const spaced = `${KEY.slice(0, 20)} ${KEY.slice(20)}`;
    for (const envOf of [env as Env, { ...env, OPERATOR_KEY: "short" } as Env, { ...env, OPERATOR_KEY: spaced } as Env]) {
      const r = await api("GET", "/v1/operator/replays", { env: envOf, key: KEY });
      expect(r.status).toBe(404);
      expect(r.body.code).toBe("NOT_FOUND");
      expect(r.body.detail).toContain("OPERATOR_KEY");
    }
  });

  it("answers only the operator's key: not none, not another, not a player's API key", async () => {
    const player = made[0]!.players[0]!.apiKey;
    for (const key of [null, `${KEY}x`, KEY.slice(0, -1), player]) {
      const r = await asOperator("/v1/operator/replays", key);
      expect(r.status).toBe(401);
      expect(r.body.code).toBe("UNAUTHENTICATED");
      expect(r.body.games).toBeUndefined();
    }
  });

  it("reads the key's header as every route reads a bearer secret: the scheme in any case, spaces around it", async () => {
    for (const authorization of [`bearer ${KEY}`, `BEARER ${KEY}`, `Bearer  ${KEY} `]) {
      const r = await api("GET", "/v1/operator/replays?limit=1", { env: operator, headers: { authorization } });
      expect(r.status, authorization).toBe(200);
    }
    for (const authorization of [KEY, `Basic ${KEY}`, `Bearer ${KEY} ${KEY}`, "Bearer", `Bearer ${"x".repeat(100_000)}`]) {
      const r = await api("GET", "/v1/operator/replays?limit=1", { env: operator, headers: { authorization } });
      expect(r.status, authorization.slice(0, 40)).toBe(401);
      expect(r.body.code).toBe("UNAUTHENTICATED");
    }
  });

  it("replays every stored game once, unfinished ones too, page by page, and no seed leaves a room", async () => {
    const { games, pages } = await everyPage("limit=2");
    expect(pages.length).toBe(3);
    expect(games.map((g) => g.id).sort()).toEqual(made.map((m) => m.id).sort());
    for (const m of made) {
      const g = games.find((x) => x.id === m.id);
      expect(g, m.kind).toMatchObject({ kind: m.kind, status: m.status, version: m.version, unavailable: null, problems: [] });
      expect(g.rulesVersion).toMatch(/\S/);
      // A game not yet started has nothing to replay; every other one is replayed from its first entry.
      expect(g.replayed).toBe(m.status !== "open");
      expect(g.entries).toBe(m.version);
    }
    // The dice are replayed too (set-up draws and rolls), not only the actions.
    expect(games.reduce((n, g) => n + g.rolls, 0)).toBeGreaterThan(0);
    expect(pages.reduce((n, p) => n + p.replayed, 0)).toBe(4);
    expect(pages.reduce((n, p) => n + p.diverging, 0)).toBe(0);
    const text = JSON.stringify(pages);
    expect(text).not.toContain("serverSeed");
    for (const m of made.filter((x) => x.status === "active")) expect(text).not.toContain(await seedOf(m.id));
  });

  it("filters by kind and status, and refuses a filter or a cursor it cannot use", async () => {
    const active = await everyPage("status=active&limit=50");
    expect(active.games.map((g) => g.id).sort()).toEqual(
      made
        .filter((m) => m.status === "active")
        .map((m) => m.id)
        .sort(),
    );
    const duels = await everyPage("kind=last-starfighter");
    expect(duels.games.map((g) => g.id)).toEqual(made.filter((m) => m.kind === "last-starfighter").map((m) => m.id));
    // An empty kind filters nothing, as in the lobby: every game, not none.
    const unfiltered = await everyPage("kind=&status=active&limit=50");
    expect(unfiltered.games.map((g) => g.id).sort()).toEqual(active.games.map((g) => g.id).sort());
    const first = await asOperator("/v1/operator/replays?kind=star-battle&limit=1");
    expect(first.status).toBe(200);
    for (const [query, code] of [
      ["limit=0", "MALFORMED_REQUEST"],
      ["limit=51", "MALFORMED_REQUEST"],
      ["kind=starbattle", "MALFORMED_REQUEST"],
      ["status=done", "MALFORMED_REQUEST"],
      ["surprise=1", "MALFORMED_REQUEST"],
      ["cursor=nonsense", "INVALID_CURSOR"],
      // Nothing sent can make it fail: huge, empty or odd values are refused as any list refuses them.
      ["limit=1e400", "MALFORMED_REQUEST"],
      ["limit=-1", "MALFORMED_REQUEST"],
      ["limit=", "MALFORMED_REQUEST"],
      ["limit=2.5", "MALFORMED_REQUEST"],
      [`kind=${"x".repeat(5000)}`, "MALFORMED_REQUEST"],
      ["cursor=", "INVALID_CURSOR"],
      [`cursor=${"A".repeat(5000)}`, "INVALID_CURSOR"],
      [`cursor=${encodeURIComponent("\u{1F600}.\u0000")}`, "INVALID_CURSOR"],
    ] as const) {
      const r = await asOperator(`/v1/operator/replays?${query}`);
      expect(r.status, query).toBe(400);
      expect(r.body.code, query).toBe(code);
    }
    const made2 = await asOperator("/v1/operator/replays?limit=1");
    // A cursor from one filter is not another's.
    const crossed = await asOperator(`/v1/operator/replays?kind=double-star&cursor=${encodeURIComponent(made2.body.nextCursor)}`);
    expect(crossed.status).toBe(400);
    expect(crossed.body.code).toBe("INVALID_CURSOR");
  });

  /**
   * What a rules change that plays old games differently looks like from the log's side: the
   * stored events of entry `version` are not what the rules make of its action now.
   */
  const tamper = (id: string, version: number) =>
    runInDurableObject(stubOf(id), (_room, state) => {
      const row = state.storage.sql.exec<{ events: string }>("SELECT events FROM log WHERE version = ?", version).one();
      const events = JSON.parse(row.events) as { type: string }[];
      expect(events.length).toBeGreaterThan(0);
      state.storage.sql.exec(
        "UPDATE log SET events = ? WHERE version = ?",
        JSON.stringify([{ type: "Tampered" }, ...events.slice(1)]),
        version,
      );
    });

  it("names the first entry that no longer plays as it was recorded, and nothing a game in play hides", async () => {
    const game = await played("star-battle", 10);
    expect(game.status).toBe("active");
    await tamper(game.id, 4);
    const { games, pages } = await everyPage("kind=star-battle");
    const checked = games.find((g) => g.id === game.id);
    expect(checked.replayed).toBe(true);
    // The entry and its seat, not its action nor its events (hidden ones among them): those would
    // tell the operator what a seat chose or holds before the game reveals it.
    expect(checked.problems).toEqual([expect.stringMatching(/^entry 4 \(lord\d\): the events differ from the record$/)]);
    expect(pages.reduce((n, p) => n + p.diverging, 0)).toBe(1);
    // The other Star Battle game is untouched.
    expect(games.filter((g) => g.id !== game.id).every((g) => g.problems.length === 0)).toBe(true);
  });

  it("gives a finished game's diverging entry in full: its record is public by then", async () => {
    const game = await played("last-starfighter", 3);
    const resigned = await api("POST", `/v1/games/${game.id}/resign`, { key: game.players[0]!.apiKey, body: {} });
    expect(resigned.status).toBe(200);
    await tamper(game.id, 2);
    const { games } = await everyPage("kind=last-starfighter&status=finished");
    const checked = games.find((g) => g.id === game.id);
    expect(checked.problems[0]).toMatch(
      /^entry 2 \(\w+: \w+\): the events differ from the record \(event 0: replayed \w+, recorded Tampered\)$/,
    );
  });

  it("is what `npm run check-games -- --base <url> --operator-key <key>` reads, every page of it", async () => {
    const served = [];
    const viaWorker = (url: string, init: RequestInit) => fetchWorker(url, init, operator);
    for await (const game of operatorReplays("http://starpost.test", KEY, undefined, viaWorker)) served.push(game);
    // Every game this file made, the two tampered ones among them (with their first diverging entry).
    expect(served.length).toBe(made.length + 2);
    expect(
      served
        .filter((g) => g.problems.length > 0)
        .map((g) => g.problems[0])
        .sort(),
    ).toEqual([expect.stringMatching(/^entry 2 /), expect.stringMatching(/^entry 4 /)]);
    await expect(async () => {
      for await (const _ of operatorReplays("http://starpost.test", `${KEY}x`, undefined, viaWorker));
    }).rejects.toThrow(/401/);
  });

  it("is not part of the public API's documents", async () => {
    const document = await api("GET", "/openapi.json");
    expect(Object.keys(document.body.paths).some((p) => p.includes("operator"))).toBe(false);
  });
});
