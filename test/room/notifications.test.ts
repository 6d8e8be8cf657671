// Which webhook notifications an entry produces (durable-objects/room/notifications.ts), pure, on
// the example game Asteroid Nim (test/sixth-game), whose claims are secret: who is told what, that
// the others' events come redacted, and that a seat is told of a decision once, when it opens.
import { describe, expect, it } from "vitest";
import { nextDecisions } from "../../durable-objects/room/decisions";
import { decisionNotice, notificationsFor, type CommitFacts } from "../../durable-objects/room/notifications";
import type { GameMeta } from "../../durable-objects/room/store";
import type { AnyGameModule } from "../../src/engine/contract";
import { awaitingSeats } from "../../src/engine/runner";
import { ScriptedRng } from "../games/kit";
import { asteroidNim } from "../sixth-game/asteroid-nim";
import type { AsteroidNimState } from "../sixth-game/asteroid-nim/state";

const game = asteroidNim as AnyGameModule;

function metaFor(holders: Record<string, string | null>): GameMeta {
  return {
    id: "g1",
    kind: "asteroid-nim",
    rulesVersion: "1",
    options: {},
    visibility: "public",
    status: "active",
    createdBy: "p-red",
    createdAt: 0,
    updatedAt: 0,
    serverSeed: "s",
    seedCommitment: "c",
    seats: Object.entries(holders).map(([seat, playerId]) => ({
      seat,
      name: seat,
      automaton: false,
      playerId,
      playerName: playerId,
      entropy: "",
    })),
    timeControl: null,
    clocks: {},
  };
}

/** The facts of a commit from `before` to `after` at `version`, with the decision book brought up to date. */
function facts(
  meta: GameMeta,
  before: AsteroidNimState | null,
  after: AsteroidNimState,
  version: number,
  actor: string | null,
  events: CommitFacts["events"],
  kind: CommitFacts["kind"] = "action",
): CommitFacts {
  meta.decisions = nextDecisions(game, meta.decisions ?? {}, before, after, awaitingSeats(game, after), actor, version);
  return { game, meta, version, state: after, actor, kind: before === null ? "start" : kind, events, deadlines: {} };
}

const setup = () => asteroidNim.setup(asteroidNim.optionsSchema.parse({ asteroids: 3 }), new ScriptedRng([1]));
const act = (s: AsteroidNimState, seat: string, action: Parameters<typeof asteroidNim.apply>[2], dice: number[] = []) => {
  const r = asteroidNim.apply(s, seat, action, new ScriptedRng(dice));
  if (!r.ok) throw new Error(r.code);
  return r;
};

describe("notifications", () => {
  it("at the start each seated player hears the game started and, for the decision it owes, what it may choose", () => {
    const meta = metaFor({ red: "p-red", blue: "p-blue" });
    const out = notificationsFor(facts(meta, null, setup(), 0, null, []));
    expect(out.map((n) => [n.event, n.playerId])).toEqual([
      ["game.started", "p-red"],
      ["game.started", "p-blue"],
      ["decision.required", "p-red"],
      ["decision.required", "p-blue"],
    ]);
    const red = out[2]!;
    expect(red.decisionId).toBe("0.red");
    expect(red.data).toMatchObject({ gameId: "g1", kind: "asteroid-nim", version: 0, seat: "red", decisionId: "0.red", deadline: null });
    expect((red.data.decisions as { choices: unknown[] }[])[0]!.choices).toHaveLength(3);
  });

  it("a seat nobody holds is told nothing", () => {
    const out = notificationsFor(facts(metaFor({ red: "p-red", blue: null }), null, setup(), 0, null, []));
    expect(out.every((n) => n.playerId === "p-red")).toBe(true);
  });

  it("the other player hears of a move with its events as it may see them: not the claim itself; the mover hears nothing", () => {
    const meta = metaFor({ red: "p-red", blue: "p-blue" });
    const s0 = setup();
    notificationsFor(facts(meta, null, s0, 0, null, []));
    const { state, events } = act(s0, "red", { type: "claim", lode: "gold" });
    const out = notificationsFor(facts(meta, s0, state, 1, "red", events));
    expect(out).toEqual([
      {
        event: "game.action",
        playerId: "p-blue",
        seat: "blue",
        data: {
          gameId: "g1",
          kind: "asteroid-nim",
          version: 1,
          seat: "blue",
          actor: "red",
          entry: "action",
          events: [{ type: "lodeClaimed", seat: "red" }],
        },
      },
    ]);
    // Blue still owes the claim it was told of at the start: it is not told again.
    expect(JSON.stringify(out)).not.toContain("gold");
  });

  it("a decision is told when it opens: the miner after both claims, then each turn", () => {
    const meta = metaFor({ red: "p-red", blue: "p-blue" });
    const s0 = setup();
    notificationsFor(facts(meta, null, s0, 0, null, []));
    const a = act(s0, "red", { type: "claim", lode: "gold" });
    notificationsFor(facts(meta, s0, a.state, 1, "red", a.events));
    const b = act(a.state, "blue", { type: "claim", lode: "ice" });
    const out = notificationsFor(facts(meta, a.state, b.state, 2, "blue", b.events));
    expect(out.map((n) => [n.event, n.playerId, n.decisionId])).toEqual([
      ["game.action", "p-red", undefined],
      ["decision.required", "p-red", "2.red"],
    ]);
  });

  it("the end tells everyone the outcome, and opens no decision", () => {
    const meta = metaFor({ red: "p-red", blue: "p-blue" });
    const s0 = setup();
    const a = act(s0, "red", { type: "claim", lode: "gold" });
    const b = act(a.state, "blue", { type: "claim", lode: "ice" });
    notificationsFor(facts(meta, a.state, b.state, 2, "blue", b.events));
    const end = act(b.state, "red", { type: "take", count: 2 });
    const last = act(end.state, "blue", { type: "take", count: 1 }, [6]);
    const out = notificationsFor(facts(meta, end.state, last.state, 4, "blue", last.events));
    expect(out.map((n) => [n.event, n.playerId])).toEqual([
      ["game.action", "p-red"],
      ["game.over", "p-red"],
      ["game.over", "p-blue"],
    ]);
    expect(out[1]!.data.outcome).toEqual(asteroidNim.outcome(last.state));
  });

  it("a resignation by timeout is told as such", () => {
    const meta = metaFor({ red: "p-red", blue: "p-blue" });
    const s0 = setup();
    notificationsFor(facts(meta, null, s0, 0, null, []));
    const r = asteroidNim.resign(s0, "red");
    const out = notificationsFor(facts(meta, s0, r.state, 1, "red", r.events, "timeout"));
    expect(out.map((n) => [n.event, n.playerId])).toEqual([
      ["game.over", "p-red"],
      ["game.action", "p-blue"],
      ["game.over", "p-blue"],
    ]);
    expect(out[1]).toMatchObject({ data: { entry: "timeout", actor: "red" } });
  });

  it("a decision notice carries the deadline, and there is none for a seat that owes nothing", () => {
    const meta = metaFor({ red: "p-red", blue: "p-blue" });
    const s0 = setup();
    notificationsFor(facts(meta, null, s0, 0, null, []));
    const notice = decisionNotice(game, meta, 0, s0, "blue", { blue: Date.UTC(2026, 5, 1) });
    expect(notice?.data.deadline).toBe("2026-06-01T00:00:00.000Z");
    const a = act(s0, "red", { type: "claim", lode: "gold" });
    facts(meta, s0, a.state, 1, "red", a.events);
    expect(decisionNotice(game, meta, 1, a.state, "red", {})).toBeNull();
  });
});
