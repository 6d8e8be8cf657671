// Steps 2 and 5 of "How to add a sixth game" (docs/ARCHITECTURE.md): with the game's line added to
// a registry (here in-process: the real src/games/registry.ts is left as it is), the platform takes
// it with no other edit. The game room's session plays it on the room's own SQL store and outbox
// (SQLite in Node), keeping the claim hidden and applying the undo rule; the GraphQL schema and
// the OpenAPI document both carry its types, generated from its zod schemas.
import { createRequire } from "node:module";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Outbox } from "../../durable-objects/room/outbox";
import { gameResource } from "../../durable-objects/room/reader";
import { GameSession, creatorSeat, type SessionPorts } from "../../durable-objects/room/session";
import { RoomStore } from "../../durable-objects/room/store";
import type { AnyGameModule } from "../../src/engine/contract";
import { Rng } from "../../src/engine/rng";
import { games } from "../../src/games/registry";
import type { Caller } from "../../src/service/types";
import { memorySql } from "../room/sqlite";
import { asteroidNim } from "./asteroid-nim";

// Step 2, the registry line: `export const games = [..., asteroidNim]`.
vi.mock("../../src/games/registry", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../src/games/registry")>();
  const { asteroidNim: sixth } = await import("./asteroid-nim");
  const withSixth: readonly AnyGameModule[] = [...real.games, sixth];
  return {
    games: withSixth,
    keptRules: [],
    gameKind: (id: string) => withSixth.find((g) => g.id === id),
    rulesFor: (id: string, version: string) => withSixth.find((g) => g.id === id && g.rulesVersion === version),
    knownRulesVersions: (id: string) => withSixth.filter((g) => g.id === id).map((g) => g.rulesVersion),
  };
});

// The graphql that Pothos loads (see test/schema/from-zod.test.ts for why through require).
const { printSchema } = createRequire(import.meta.url)("graphql") as typeof import("graphql");

const ann: Caller = { playerId: "p-ann", name: "Ann" };
const bob: Caller = { playerId: "p-bob", name: "Bob" };

async function room() {
  const db = await memorySql();
  const store = new RoomStore(db.storage);
  const outbox = new Outbox(db.sql);
  store.migrate();
  outbox.migrate();
  const ports: SessionPorts = {
    store,
    outbox,
    clock: { now: () => 1_000_000 },
    transaction: (writes) => db.transactionSync(writes),
    audience: (make) => make(),
    committed: () => {},
  };
  return { session: new GameSession(ports), ports, outbox };
}

type Room = Awaited<ReturnType<typeof room>>;

const read = ({ session }: Room, caller: Caller) => {
  const g = session.started();
  return gameResource(g, g.state, g.version, caller, g.meta.decisions);
};

function act({ session }: Room, caller: Caller, action: unknown) {
  const actor = session.actor(caller);
  if (!actor.ok) throw new Error(actor.error.code);
  const proposed = session.propose(actor.value.seat, { action });
  if (!proposed.ok) return proposed;
  session.commit(proposed.value.entry, proposed.value.result);
  return proposed;
}

describe("a sixth game on the platform", () => {
  let r: Room;
  beforeEach(async () => {
    r = await room();
    const init = {
      id: "g-6",
      kind: "asteroid-nim",
      options: asteroidNim.optionsSchema.parse({ asteroids: 6 }),
      visibility: "public" as const,
      creator: ann!,
      seat: "red",
    };
    const seat = creatorSeat(init);
    if (!seat.ok) throw new Error(seat.error.code);
    r.session.create(init, seat.value.game, seat.value.seat);
    r.session.startIfFull();
    expect(r.session.join(bob, {}).ok).toBe(true);
    expect(r.session.startIfFull()).toBe(true);
  });

  it("is in the registry the platform reads, beside the five", () => {
    expect(games.map((g) => g.id)).toEqual([
      "star-battle",
      "last-starfighter",
      "iron-stars",
      "barnards-star",
      "double-star",
      "asteroid-nim",
    ]);
  });

  it("is created, joined and started, each seat shown its own choices only", () => {
    const forAnn = read(r, ann);
    expect(forAnn).toMatchObject({ kind: "asteroid-nim", title: "Asteroid Nim", status: "active", version: 0, you: { seat: "red" } });
    expect(forAnn.pending.map((p) => [p.seat, p.choices?.length ?? 0])).toEqual([
      ["red", 3],
      ["blue", 0],
    ]);
  });

  it("keeps a claim hidden from the other seat, in its view, its events and its webhooks, until the end", () => {
    // What Bob and a spectator are shown is the same whichever lode Ann claimed.
    const seen = (caller: Caller) => {
      const { view, pending } = read(r, caller);
      return JSON.stringify({ view, pending: pending.map(({ decisionId: _, ...p }) => p) });
    };
    act(r, ann, { type: "claim", lode: "gold" });
    const afterGold = [seen(bob), seen(null)];
    expect((read(r, ann).view as { prospectors: Record<string, { claim: string | null }> }).prospectors.red!.claim).toBe("gold");
    expect(r.session.undo("red").ok).toBe(true);
    act(r, ann, { type: "claim", lode: "iron" });
    expect([seen(bob), seen(null)]).toEqual(afterGold);
    const toBob = r.outbox.unfanned(1000).filter((n) => n.playerId === "p-bob" && n.event === "game.action");
    expect(toBob.map((n) => JSON.parse(n.body).data.entry)).toEqual(["action", "undo", "action"]);
    expect(toBob.map((n) => n.body).join()).not.toMatch(/gold|iron/);
    expect(JSON.stringify(read(r, null))).not.toMatch(/gold|iron/);
  });

  it("lets a seat take back a claim or a move by hand, but not a blast (its die is rolled)", () => {
    act(r, ann, { type: "claim", lode: "gold" });
    expect(r.session.undo("red").ok).toBe(true);
    expect(read(r, ann).pending.map((p) => p.seat)).toEqual(["red", "blue"]);
    act(r, ann, { type: "claim", lode: "ice" });
    act(r, bob, { type: "claim", lode: "iron" });
    expect(r.session.undo("red")).toMatchObject({ ok: false, error: { code: "UNDO_NOT_ALLOWED" } });
    const miner = r.session.started().state as { turn: string };
    const [first, second] = miner.turn === "red" ? [ann, bob] : [bob, ann];
    act(r, first, { type: "take", count: 1 });
    const seat = miner.turn;
    expect(r.session.undo(seat).ok).toBe(true);
    expect((r.session.started().state as { belt: number }).belt).toBe(6);
    act(r, first, { type: "take", count: 1 });
    act(r, second, { type: "blast" });
    expect(r.session.undo(seat === "red" ? "blue" : "red")).toMatchObject({
      ok: false,
      error: { code: "UNDO_NOT_ALLOWED", detail: expect.stringContaining("dice") },
    });
  });

  it("refuses an illegal move with the rule that forbids it, and a malformed one, changing nothing", () => {
    const before = r.session.version;
    const early = act(r, ann, { type: "take", count: 1 });
    expect(early).toMatchObject({ ok: false, error: { code: "CLAIMS_FIRST", rule: "AN 2 Secret Claims" } });
    expect(act(r, ann, { type: "claim", lode: "copper" })).toMatchObject({ ok: false, error: { code: "INVALID_ACTION" } });
    expect(r.session.version).toBe(before);
  });

  it("plays to the end with the built-in bot, and a room loaded from its store holds the same game", async () => {
    for (let i = 0; i < 50 && r.session.awaiting().length > 0; i++) {
      const seat = r.session.awaiting()[0]!;
      const suggestion = r.session.suggest(seat);
      if (!suggestion.ok) throw new Error(suggestion.error.code);
      act(r, seat === "red" ? ann : bob, suggestion.value.action);
    }
    const g = r.session.started();
    expect(g.meta.status).toBe("finished");
    expect(asteroidNim.outcome(g.state as never)?.winners).toHaveLength(1);
    expect(
      r.outbox
        .unfanned(1000)
        .filter((n) => n.event === "game.over")
        .map((n) => n.playerId),
    ).toEqual(["p-ann", "p-bob"]);
    const again = new GameSession(r.ports);
    again.load();
    expect(again.started().state).toEqual(g.state);
    expect(again.version).toBe(g.version);
  });

  it("a bot answers from a dice stream of its own: the same game gets the same suggestion", () => {
    const g = r.session.started();
    const a = asteroidNim.bot(g.state as never, "red", new Rng(g.seed, "bot:0:red"));
    expect(r.session.suggest("red")).toEqual({ ok: true, value: { action: a } });
  });
});

describe("a sixth game's API types", () => {
  it("GraphQL: its Game, view, actions, events and mutations are generated from its zod schemas", { timeout: 60_000 }, async () => {
    const { schema } = await import("../../schema");
    const sdl = printSchema(schema);
    for (const type of [
      "type AsteroidNimGame implements Game",
      "type AsteroidNimView",
      "AsteroidNimSeatProspector",
      "enum AsteroidNimLode",
      "union AsteroidNimEvent",
      "type AsteroidNimLodeClaimed",
      "input AsteroidNimActionInput",
      "input AsteroidNimOptionsInput",
      "type AsteroidNimPending",
    ]) {
      expect(sdl, type).toContain(type);
    }
    for (const field of ["createAsteroidNimGame(", "playAsteroidNim(", "validateAsteroidNimAction("]) expect(sdl, field).toContain(field);
    // The claim of another seat is optional in the event type (it is redacted), required nowhere.
    expect(sdl).toMatch(/type AsteroidNimLodeClaimed \{[^}]*lode: AsteroidNimLode\n/);
  });

  it("OpenAPI: its components are made from the same schemas, and Game and Kind name it", { timeout: 60_000 }, async () => {
    const { openApiDocument } = await import("../../src/api/openapi");
    const { restRoutes } = await import("../../src/api/rest");
    const doc = openApiDocument(restRoutes, games);
    const schemas = doc.components.schemas as Record<
      string,
      { properties?: Record<string, unknown>; oneOf?: unknown[]; anyOf?: unknown[] }
    >;
    for (const name of [
      "AsteroidNimGame",
      "AsteroidNimView",
      "AsteroidNimProspector",
      "AsteroidNimAction",
      "AsteroidNimOptions",
      "AsteroidNimLodeClaimed",
      "AsteroidNimKind",
    ]) {
      expect(schemas, name).toHaveProperty(name);
    }
    expect(Object.keys(schemas.AsteroidNimView!.properties ?? {})).toEqual([
      "phase",
      "belt",
      "maxTake",
      "turn",
      "prospectors",
      "lastTaker",
      "core",
      "outcome",
    ]);
    expect(JSON.stringify(schemas.Game)).toContain("#/components/schemas/AsteroidNimGame");
  });
});
