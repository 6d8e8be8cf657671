// The built-in opponent from the outside, over HTTP only (issue 21): one person creates a game of
// each kind with every other seat the opponent's, and plays it to its end by REST alone, choosing
// among the listed choices; the rooms' own alarms play the opponent's seats (no test hook into a
// room). Its moves must appear in the person's feed (marked with its level, never its seed) and
// webhooks, and the finished game's record must verify, with every opponent seed the one the
// game's seed gives and the searched choices reproducible from it. Then the refusals.
//
// Star Battle plays against `standard`, the other kinds against `random`, to keep the file short
// under load (the search's cost per kind is bench/'s business, not a timed test's).
import { describe, expect, it } from "vitest";
import { opponentSeed } from "../../src/engine/opponent/levels";
import { gameSeed } from "../../src/engine/rng";
import { gameKind } from "../../src/games/registry";
import { api, gql, received, registerPlayer, subscribe } from "./helpers";
import { feed, read } from "./kind-suite";
import { chooser, playableSeats, playToTheEnd, reproduce, sleep } from "./opponents-play";

const HOOKS = "https://hooks.example.com";

interface Case {
  kind: string;
  level: "random" | "standard";
  /** Options that keep a game short (as the webhook bots' suite plays them). */
  options: Record<string, unknown>;
  /** Wall-clock budget for play; a game still going after it is ended by resignation. */
  budgetMs: number;
}

const CASES: Case[] = [
  { kind: "star-battle", level: "standard", options: {}, budgetMs: 120_000 },
  { kind: "last-starfighter", level: "random", options: { turnLimit: 10 }, budgetMs: 90_000 },
  {
    kind: "barnards-star",
    level: "random",
    options: { turnLimit: 4, naronianPoints: 20, terranBowl: { DN: 1, BB: 1, BC: 1, DD: 1, TN: 1, jumpTN: 1 } },
    budgetMs: 120_000,
  },
  { kind: "double-star", level: "random", options: { turnLimit: 2 }, budgetMs: 120_000 },
  { kind: "iron-stars", level: "random", options: { turns: 1 }, budgetMs: 120_000 },
];

/** Waits until the person's receiver holds a game.over delivery for the game (the alarms send it). */
async function deliveries(path: string, id: string): Promise<any[]> {
  for (let wait = 0; wait < 300; wait++) {
    const got = (await received(path)).map((r) => JSON.parse(r.body)).filter((p) => p.data?.gameId === id);
    if (got.some((p) => p.type === "game.over")) return got;
    await sleep(50);
  }
  throw new Error(`no game.over delivery for ${id}`);
}

describe("the built-in opponent over HTTP, every kind", () => {
  for (const [n, c] of CASES.entries()) {
    it.concurrent(`${c.kind}: a person plays a game to its end against ${c.level}; its moves are in the feed, the webhooks and a record that verifies`, {
      timeout: c.budgetMs + 90_000,
    }, async () => {
      const person = await registerPlayer("Solo");
      const path = `/plain/opponents-${person.id}`;
      await subscribe(person.apiKey, { url: `${HOOKS}${path}`, events: ["game.started", "game.action", "game.over"] });
      const [mine, ...theirs] = await playableSeats(c.kind, c.options);
      const opponents = Object.fromEntries(theirs.map((seat) => [seat, c.level]));
      const created = await api("POST", "/v1/games", { key: person.apiKey, body: { kind: c.kind, options: c.options, opponents } });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      // Every other seat is taken at creation, so the game starts at once.
      expect(created.body.status).toBe("active");
      expect(created.body.you.seat).toBe(mine);
      for (const s of created.body.seats.filter((x: any) => !x.automaton))
        expect([s.seat, s.opponent, s.player?.id ?? null]).toEqual(s.seat === mine ? [mine, null, person.id] : [s.seat, c.level, null]);
      const id = created.body.id as string;

      const began = Date.now();
      const played = await playToTheEnd(id, person.apiKey, c.budgetMs, chooser(1000 + n));
      const end = await read(id, person.apiKey);
      expect(end.status).toBe("finished");

      // The feed: the opponent's entries carry its level and nothing of its seed; the person's carry neither.
      const entries = await feed(id, person.apiKey);
      const byOpponent = entries.filter((e) => theirs.includes(e.seat) && e.kind === "action");
      expect(byOpponent.length).toBeGreaterThan(0);
      for (const e of byOpponent) expect(e.opponent).toEqual({ level: c.level });
      for (const e of entries.filter((x) => x.seat === mine)) expect(e.opponent).toBeUndefined();

      // Webhooks: the person was told of every one of the opponent's moves.
      const got = await deliveries(path, id);
      const told = got.filter((p) => p.type === "game.action" && theirs.includes(p.data.actor)).map((p) => p.data.version);
      expect(new Set(told)).toEqual(new Set(byOpponent.map((e) => e.version)));

      // The record: verified, every opponent seed the game's seed gives, the searched choices reproduced.
      const record = (await api("GET", `/v1/games/${id}/export`, { key: person.apiKey })).body;
      const verified = await api("POST", "/v1/verify", { body: record });
      expect(verified.body, JSON.stringify(verified.body.problems)).toMatchObject({ verified: true, problems: [] });
      const seed = gameSeed(record.serverSeed, record.entropy);
      const marked = record.log.filter((e: any) => e.opponent);
      expect(marked.length).toBe(byOpponent.length);
      for (const e of marked) expect(e.opponent).toEqual({ level: c.level, seed: opponentSeed(seed, e.version, e.seat) });
      const reproduced = c.level === "standard" ? reproduce(gameKind(c.kind)!, record, 4) : 0;
      // A tampered seed is caught.
      const tampered = structuredClone(record);
      tampered.log.find((e: any) => e.opponent).opponent.seed = "0".repeat(64);
      const refused = (await api("POST", "/v1/verify", { body: tampered })).body;
      expect(refused.verified).toBe(false);
      expect(refused.problems.join("\n")).toMatch(/opponent's seed/);
      console.log(
        `[opponents] ${JSON.stringify({ kind: c.kind, level: c.level, ...played, opponentMoves: byOpponent.length, version: end.version, seconds: Math.round((Date.now() - began) / 1000), reproduced })}`,
      );
    });
  }
});

describe("the built-in opponent keeps its sealed orders sealed (LS 10.3)", () => {
  it("its commitments cannot be opened with the bots' public nonce; it still reveals them, and the record verifies", {
    timeout: 180_000,
  }, async () => {
    const person = await registerPlayer("Sealer");
    const options = { sealedOrders: true, turnLimit: 5 };
    const [, ...theirs] = await playableSeats("last-starfighter", options);
    const opponents = Object.fromEntries(theirs.map((seat) => [seat, "random"]));
    const created = await api("POST", "/v1/games", { key: person.apiKey, body: { kind: "last-starfighter", options, opponents } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    const played = await playToTheEnd(id, person.apiKey, 120_000, chooser(77));
    expect(played.byPlay).toBe(true);
    // Every opened set of orders shows the opponent's nonce: never the one anyone could compute
    // (README, "Sealed orders": starpost-bot-nonce:<seat>:turn<n>:<phase>), which would have let
    // the person open its commitment before committing their own.
    const opened = (await feed(id, person.apiKey)).flatMap((e) => e.events).filter((ev: any) => ev.type === "OrdersOpened");
    expect(opened.length).toBeGreaterThan(0);
    for (const ev of opened)
      for (const o of ev.orders.filter((x: any) => theirs.includes(x.seat))) {
        expect(o.nonce).toMatch(/^[0-9a-f]{64}$/);
        expect(o.nonce).not.toContain("starpost-bot-nonce");
      }
    const record = (await api("GET", `/v1/games/${id}/export`, { key: person.apiKey })).body;
    const verified = await api("POST", "/v1/verify", { body: record });
    expect(verified.body, JSON.stringify(verified.body.problems)).toMatchObject({ verified: true, problems: [] });
  });
});

describe("the built-in opponent: creating, joining, suggesting", () => {
  it("a seat left for a second person keeps the game open until they join; the opponent's seat cannot be joined", async () => {
    const [ann, ben] = [await registerPlayer("Ann"), await registerPlayer("Ben")];
    const created = await api("POST", "/v1/games", {
      key: ann.apiKey,
      body: { kind: "star-battle", options: { players: 3 }, opponents: { lord3: "random" } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.status).toBe("open");
    const id = created.body.id as string;
    const taken = await api("POST", `/v1/games/${id}/join`, { key: ben.apiKey, body: { seat: "lord3" } });
    expect([taken.status, taken.body.code]).toEqual([409, "SEAT_TAKEN"]);
    const lobby = await api("GET", "/v1/games?status=open&kind=star-battle&limit=100");
    expect(lobby.body.games.find((g: any) => g.id === id)?.seatsOpen).toBe(1);
    const joined = await api("POST", `/v1/games/${id}/join`, { key: ben.apiKey, body: {} });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body.game.status).toBe("active");
    expect(joined.body.game.seats.map((s: any) => [s.seat, s.opponent])).toEqual([
      ["lord1", null],
      ["lord2", null],
      ["lord3", "random"],
    ]);
  });

  it("refuses unknown seats, unknown levels, the creator's own seat and a game with no person, with stable codes, creating nothing", async () => {
    const p = await registerPlayer("Picky");
    const create = (body: Record<string, unknown>) => api("POST", "/v1/games", { key: p.apiKey, body });
    const cases: [Record<string, unknown>, number, string, RegExp][] = [
      [{ kind: "star-battle", opponents: { lord9: "standard" } }, 400, "MALFORMED_REQUEST", /no seat 'lord9'/],
      [{ kind: "star-battle", opponents: { lord2: "grandmaster" } }, 400, "MALFORMED_REQUEST", /body\.opponents\.lord2/],
      [{ kind: "star-battle", seat: "lord2", opponents: { lord2: "random" } }, 400, "MALFORMED_REQUEST", /both yours/],
      [{ kind: "star-battle", opponents: { lord1: "random", lord2: "strong" } }, 422, "NO_HUMAN_SEAT", /leave one for a person/],
      [{ kind: "last-starfighter", opponents: { drone: "random" } }, 400, "MALFORMED_REQUEST", /no seat 'drone'/],
      [{ kind: "star-battle", opponents: "lord2" }, 400, "MALFORMED_REQUEST", /body\.opponents/],
    ];
    for (const [body, status, code, detail] of cases) {
      const r = await create(body);
      expect([r.status, r.body.code], JSON.stringify(body)).toEqual([status, code]);
      expect(r.body.detail).toMatch(detail);
    }
    expect((await api("GET", "/v1/games?mine=true", { key: p.apiKey })).body.games).toEqual([]);
  });

  it("GraphQL creates the same game; suggest takes a level and answers one of the listed choices", { timeout: 60_000 }, async () => {
    const p = await registerPlayer("Graph");
    const made = await gql(
      `mutation { createStarBattleGame(opponents: [{seat: "lord2", level: standard}]) {
         ... on StarBattleGame { id status seats { seat opponent player { id } } }
         ... on Problem { code message } } }`,
      {},
      p.apiKey,
    );
    const game = made.body.data?.createStarBattleGame as any;
    expect(game, JSON.stringify(made.body)).toMatchObject({ status: "active" });
    expect(game.seats).toEqual([
      { seat: "lord1", opponent: null, player: { id: p.id } },
      { seat: "lord2", opponent: "standard", player: null },
    ]);
    const refused = await gql(
      `mutation { createStarBattleGame(opponents: [{seat: "lord1", level: random}, {seat: "lord2", level: random}]) {
         ... on Problem { code } } }`,
      {},
      p.apiKey,
    );
    expect((refused.body.data?.createStarBattleGame as any)?.code).toBe("NO_HUMAN_SEAT");

    // Star Battle's first decision is the person's: suggest at a level, and a bad level refused.
    let g = await read(game.id, p.apiKey);
    for (let wait = 0; wait < 200 && !g.pending.some((x: any) => x.seat === "lord1"); wait++) {
      await sleep(25);
      g = await read(game.id, p.apiKey);
    }
    const mine = g.pending.find((x: any) => x.seat === "lord1");
    const suggested = await api("POST", `/v1/games/${game.id}/suggest?level=standard`, { key: p.apiKey });
    expect(suggested.status, JSON.stringify(suggested.body)).toBe(200);
    if (mine.choices) expect(mine.choices).toContainEqual(suggested.body.action);
    const bad = await api("POST", `/v1/games/${game.id}/suggest?level=grandmaster`, { key: p.apiKey });
    expect([bad.status, bad.body.code]).toEqual([400, "MALFORMED_REQUEST"]);
  });
});
