import { describe, expect, it } from "vitest";
import { ironStars } from "../../../src/games/iron-stars";
import { pending } from "../../../src/games/iron-stars/pending";
import type { Ctx } from "../../../src/games/iron-stars/events";
import { beginTurn } from "../../../src/games/iron-stars/rules/turn";
import { battle, events, play, refusal, refuse, ScriptedRng, ship } from "./helpers";

const two = () =>
  [
    { id: "nike", cls: "nike", side: "britain", at: [20, 20], facing: 90 },
    { id: "t", cls: "tsargrad", side: "russia", at: [26, 20], facing: 90 },
  ] as const;

describe("IS 4.3 Initiative Phase", () => {
  it("IS 4.3 each side rolls a d6; in the first turn a tie is rolled again", () => {
    const s = battle([...two()], { turn: 0 });
    s.lastLoser = null;
    const ctx: Ctx = { s, events: [], rng: new ScriptedRng([2, 2, 5, 1]) };
    beginTurn(ctx);
    expect(s.initiative).toMatchObject({ turn: 1, winner: "britain", tieBrokenByPreviousLoser: false });
    expect(s.initiative!.rolls).toHaveLength(2);
    expect(s.lastLoser).toBe("russia");
  });

  it("IS 4.3 later, a tie goes to the side that lost the initiative the turn before", () => {
    // Russia, reactive, fires the last shot of turn 1; turn 2 opens with a 3–3 tie, which Russia (last turn's loser) wins.
    const s = battle([...two()], { step: "reactiveCombat" });
    const { state, events: ev } = play(s, "russia", { type: "fire", ship: "t", volleys: [] }, [3, 3]);
    expect(events(ev, "InitiativeRolled")[0]).toMatchObject({ turn: 2, winner: "russia", tieBrokenByPreviousLoser: true });
    expect(state.lastLoser).toBe("britain");
    expect(pending(state)).toEqual([
      expect.objectContaining({
        seat: "russia",
        prompt: "chooseRole",
        choices: [
          { type: "chooseRole", role: "active" },
          { type: "chooseRole", role: "reactive" },
        ],
      }),
    ]);
  });

  it("IS 4.3 the winner declares itself active or reactive: the active side moves first", () => {
    const s = battle([...two()], { step: "reactiveCombat" });
    const t2 = play(s, "russia", { type: "fire", ship: "t", volleys: [] }, [2, 6]).state;
    expect(refuse(t2, "britain", { type: "chooseRole", role: "active" })).toBe("NOT_YOUR_DECISION");
    const { state, events: ev } = play(t2, "russia", { type: "chooseRole", role: "reactive" });
    expect(events(ev, "RoleChosen")[0]).toMatchObject({ seat: "russia", role: "reactive", active: "britain" });
    expect(state.step).toBe("activeMovement");
    expect(pending(state)[0]).toMatchObject({ seat: "britain", prompt: "move" });
  });
});

describe("IS 4.1 / 4.2 Game Length and Victory Points", () => {
  it("IS 4.1 the game ends after the sixth turn; the side with more VP wins", () => {
    const s = battle([...two()], { step: "reactiveCombat", turn: 6 });
    ship(s, "t").damage.hull = 3;
    const { state, events: ev } = play(s, "russia", { type: "fire", ship: "t", volleys: [] });
    expect(events(ev, "TurnEnded")[0]).toMatchObject({ turn: 6, vp: { britain: 6, russia: 0 } });
    expect(state.phase).toBe("over");
    expect(ironStars.outcome(state)).toMatchObject({ winners: ["britain"], kind: "decisive", scores: { britain: 6, russia: 0 } });
    expect(pending(state)).toEqual([]);
    expect(refuse(state, "russia", { type: "ceaseFire" })).toBe("GAME_OVER");
  });

  it("IS 10.6 a narrower win is marginal; equal points are a draw", () => {
    const s = battle([...two()], { step: "reactiveCombat", turn: 6 });
    ship(s, "t").damage.hull = 3;
    ship(s, "nike").damage.hull = 2;
    expect(ironStars.outcome(play(s, "russia", { type: "fire", ship: "t", volleys: [] }).state)).toMatchObject({
      winners: ["britain"],
      kind: "marginal",
      scores: { britain: 6, russia: 4 },
    });
    ship(s, "nike").damage.hull = 3;
    expect(ironStars.outcome(play(s, "russia", { type: "fire", ship: "t", volleys: [] }).state)).toMatchObject({
      winners: [],
      kind: "draw",
      scores: { britain: 6, russia: 6 },
    });
  });

  it("IS 4.1 a game's own length: turns 2 ends after the second turn", () => {
    const s = battle([...two()], { step: "reactiveCombat", turn: 2, options: { turns: 2 } });
    expect(play(s, "russia", { type: "fire", ship: "t", volleys: [] }).state.phase).toBe("over");
  });

  it("IS 4.1 a side with no ship left on the table loses at once", () => {
    const s = battle(
      [
        { id: "nike", cls: "nike", side: "britain", at: [20, 20], facing: 90 },
        { id: "a", cls: "alpha", side: "russia", at: [24, 20] },
      ],
      { step: "activeCombat" },
    );
    const { state } = play(s, "britain", { type: "fire", ship: "nike", volleys: [{ weapon: "light", target: "a", guns: 1 }] }, [4, 1]);
    expect(ironStars.outcome(state)).toMatchObject({ winners: ["britain"], kind: "decisive", scores: { britain: 5, russia: 0 } });
    expect(ironStars.outcome(state)!.reason).toContain("wiped from the table");
  });

  it("IS 10.4 a side that resigns loses by forfeit", () => {
    const s = battle([...two()]);
    const { state, events: ev } = ironStars.resign(s, "russia");
    expect(ironStars.outcome(state)).toMatchObject({ winners: ["britain"], kind: "forfeit" });
    expect(ev.map((e) => e.type)).toEqual(["SideResigned", "GameEnded"]);
    expect(s.phase).toBe("play");
  });
});

describe("IS 4.7 / 4.8 The reactive combat phase and the end phase", () => {
  /** Britain active; Russia (reactive) about to fire with Tsargrad and a Volga. */
  const reactiveFire = () =>
    battle(
      [
        { id: "nike", cls: "nike", side: "britain", at: [20, 20], facing: 90 },
        { id: "t", cls: "tsargrad", side: "russia", at: [26, 20], facing: 90 },
        { id: "v", cls: "volga", side: "russia", at: [20, 26], facing: 0 },
      ],
      { step: "reactiveCombat" },
    );

  it("IS 4.7 the reactive side fires each of its ships once, one at a time, and its hits land only when the phase ends", () => {
    const s = reactiveFire();
    expect(pending(s).map((d) => [d.seat, d.prompt])).toEqual([["russia", "fire"]]);
    expect(refuse(s, "britain", { type: "fire", ship: "nike", volleys: [] })).toBe("NOT_YOUR_DECISION");
    // One of Tsargrad's d8 primaries at Nike (port arc, 6", armour 2) needs 4 + 2 + 1: an 8 hits and rolls 1 and 2, both hull.
    const one = play(s, "russia", { type: "fire", ship: "t", volleys: [{ weapon: "primary", target: "nike", guns: 1 }] }, [8, 1, 2]);
    expect(events(one.events, "VolleyFired")[0]).toMatchObject({ targetNumber: 7, hits: 1 });
    expect(ship(one.state, "nike").damage.hull).toBe(0);
    expect(one.state.step).toBe("reactiveCombat");
    const again = refusal(one.state, "russia", { type: "fire", ship: "t", volleys: [] });
    expect(again).toMatchObject({ code: "ALREADY_FIRED", rule: "IS 4.7 Reactive Combat Phase" });
    const done = play(one.state, "russia", { type: "fire", ship: "v", volleys: [] }, [3, 4]);
    expect(events(done.events, "DamageApplied")[0]).toMatchObject({ ship: "nike", hullLeft: 8 });
    expect(events(done.events, "CombatPhaseEnded")[0]).toMatchObject({ step: "reactiveCombat" });
    expect(ship(done.state, "nike").damage.hull).toBe(2);
  });

  it("IS 4.8 the end phase closes the turn: VP are counted, every ship may move and fire again, and the next turn opens with the initiative roll", () => {
    const s = reactiveFire();
    ship(s, "nike").moved = true;
    ship(s, "t").moved = true;
    const { state, events: ev } = play(s, "russia", { type: "ceaseFire" }, [3, 4]);
    const order = ev.map((e) => e.type).filter((t) => ["CombatPhaseEnded", "TurnEnded", "TurnBegan", "InitiativeRolled"].includes(t));
    expect(order).toEqual(["CombatPhaseEnded", "TurnEnded", "TurnBegan", "InitiativeRolled"]);
    expect(events(ev, "TurnEnded")[0]).toMatchObject({ turn: 1, vp: { britain: 0, russia: 0 } });
    expect(state).toMatchObject({ turn: 2, step: "initiative" });
    expect(state.ships.every((x) => !x.moved && !x.fired)).toBe(true);
    expect(pending(state)).toEqual([expect.objectContaining({ seat: "russia", prompt: "chooseRole" })]);
    // With torpedo nets in play the end phase waits for them instead.
    const nets = reactiveFire();
    nets.options = { ...nets.options, torpedoNets: true };
    const waiting = play(nets, "russia", { type: "ceaseFire" }).state;
    expect([waiting.turn, waiting.step]).toEqual([1, "end"]);
  });
});

describe("IS 6.16 Torpedo nets in the end phase", () => {
  it("IS 6.16 each side with medium or larger ships sets its nets in the end phase; small ships carry none", () => {
    const s = battle(
      [
        { id: "nike", cls: "nike", side: "britain", at: [20, 20], facing: 90 },
        { id: "syc", cls: "sycorax", side: "britain", at: [14, 20], facing: 90 },
        { id: "t", cls: "tsargrad", side: "russia", at: [26, 20], facing: 90 },
      ],
      { step: "reactiveCombat", options: { torpedoNets: true } },
    );
    const end = play(s, "russia", { type: "fire", ship: "t", volleys: [] }).state;
    expect(end.step).toBe("end");
    expect(pending(end).map((d) => [d.seat, d.prompt])).toEqual([
      ["britain", "setNets"],
      ["russia", "setNets"],
    ]);
    expect(refuse(end, "britain", { type: "setNets", deployed: ["syc"] })).toBe("NO_NETS");
    const one = play(end, "britain", { type: "setNets", deployed: ["nike"] }).state;
    expect(ship(one, "nike").nets).toBe(true);
    const { state, events: ev } = play(one, "russia", { type: "setNets", deployed: [] }, [4, 2]);
    expect(events(ev, "TurnBegan")[0]).toMatchObject({ turn: 2 });
    expect(ship(state, "nike").nets).toBe(true);
  });
});

describe("IS 10.1 Who decides", () => {
  it("IS 10.1 malformed actions are refused by the schema, and nothing changes", () => {
    const s = battle([...two()]);
    const r = ironStars.apply(s, "britain", { type: "moveShip", ship: "nike", first: 1.5 } as never, new ScriptedRng([]));
    expect(r).toMatchObject({ ok: false, code: "INVALID_ACTION" });
    expect(refuse(s, "britain", { type: "fire", ship: "nike", volleys: [] })).toBe("WRONG_ACTION");
    expect(refuse(s, "nobody", { type: "ceaseFire" })).toBe("UNKNOWN_SEAT");
  });
});
