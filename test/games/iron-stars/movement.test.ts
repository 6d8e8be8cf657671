import { describe, expect, it } from "vitest";
import { pending } from "../../../src/games/iron-stars/pending";
import { momentumAfter } from "../../../src/games/iron-stars/rules/movement";
import { moveBounds } from "../../../src/games/iron-stars/rules/move-plan";
import type { Ship } from "../../../src/games/iron-stars/state";
import { vpOf } from "../../../src/games/iron-stars/queries";
import { battle, events, play, refusal, refuse, ship } from "./helpers";

type Live = Ship & { position: { x: number; y: number } };

/** Nike (thrust 4) and a far-off Russian, Britain moving. */
function nikeAt(momentum: number, extra: Partial<Parameters<typeof battle>[0][number]> = {}, options: Record<string, unknown> = {}) {
  return battle(
    [
      { id: "nike", cls: "nike", side: "britain", at: [20, 20], facing: 0, momentum, ...extra },
      { id: "volga", cls: "volga", side: "russia", at: [60, 40] },
    ],
    { options },
  );
}

describe("IS 5.1 / 5.8 Movement allowance and momentum", () => {
  it('IS 5.8 momentum is half the distance moved, rounded up to whole inches: 3" → 2, 7" → 4, 6" → 3, 0.01" → 1', () => {
    expect(momentumAfter(300)).toBe(2);
    expect(momentumAfter(700)).toBe(4);
    expect(momentumAfter(600)).toBe(3);
    expect(momentumAfter(1)).toBe(1);
    expect(momentumAfter(0)).toBe(0);
  });

  it('IS 5.1 the book\'s example: Nike (thrust 4) moved 3" in turn 1, so in turn 2 she may move up to 6"', () => {
    const after = play(nikeAt(0), "britain", { type: "moveShip", ship: "nike", first: 300 }).state;
    expect(ship(after, "nike").momentum).toBe(2);
    const b = moveBounds(after, ship(after, "nike") as Live);
    expect([b.minDistance, b.maxDistance]).toEqual([0, 600]);
  });

  it("IS 5.1 moving farther than thrust plus momentum is refused, naming both numbers", () => {
    const r = refusal(nikeAt(2), "britain", { type: "moveShip", ship: "nike", first: 601 });
    expect(r.code).toBe("MOVE_TOO_LONG");
    expect(r.rule).toBe("IS 5.1 Movement Allowance (thrust plus momentum)");
    expect(r.message).toContain('moved 6.01" but the most it may move is 6.00"');
  });

  it('IS 5.3 the book\'s example: Nike reduced to thrust 3 after moving 7" (momentum 4) must move at least 1" and at most 7"', () => {
    const s = nikeAt(momentumAfter(700), { damage: { thrust: 1 } });
    const b = pending(s)[0]!.bounds as {
      ships: { ship: string; minDistance: number; maxDistance: number; thrust: number; momentum: number }[];
    };
    expect(b.ships[0]).toMatchObject({ ship: "nike", minDistance: 100, maxDistance: 700, thrust: 3, momentum: 4 });
    const r = refusal(s, "britain", { type: "moveShip", ship: "nike", first: 99 });
    expect(r).toMatchObject({ code: "MOVE_TOO_SHORT", rule: "IS 5.3 Minimum Move" });
    expect(r.message).toContain('moved 0.99" but the minimum is 1.00"');
    expect(play(s, "britain", { type: "moveShip", ship: "nike", first: 100 }).state.ships[0]!.momentum).toBe(1);
  });

  it("IS 5.3 a ship whose momentum does not exceed its thrust need not move at all", () => {
    const { state } = play(nikeAt(4), "britain", { type: "moveShip", ship: "nike", first: 0 });
    expect(ship(state, "nike").position).toEqual({ x: 2000, y: 2000 });
    expect(ship(state, "nike").momentum).toBe(0);
  });

  it('IS 5.8 the book\'s example: Nike moves 4", turns 45°, moves another 3": 7" in all, momentum 4', () => {
    const { state, events: ev } = play(nikeAt(4), "britain", { type: "moveShip", ship: "nike", first: 400, turn: 45, second: 300 });
    const nike = ship(state, "nike");
    expect(nike.momentum).toBe(4);
    expect(nike.facing).toBe(45);
    // 4" east, then 3" at 45°: (20 + 4 + 2.12, 20 + 2.12).
    expect(nike.position).toEqual({ x: 2612, y: 2212 });
    expect(events(ev, "ShipMoved")[0]).toMatchObject({ ship: "nike", pivot: { x: 2400, y: 2000 }, distance: 700, momentum: 4 });
  });
});

describe("IS 5.4 / 5.5 Turning", () => {
  it("IS 5.4 one pivot of up to 90° either way; 91° is refused with the angle that broke", () => {
    expect(
      ship(play(nikeAt(4), "britain", { type: "moveShip", ship: "nike", first: 300, turn: -90, second: 300 }).state, "nike").facing,
    ).toBe(270);
    const r = refusal(nikeAt(4), "britain", { type: "moveShip", ship: "nike", first: 300, turn: 91, second: 300 });
    expect(r).toMatchObject({ code: "TURN_TOO_SHARP", rule: "IS 5.4 Turning" });
    expect(r.message).toContain("turned 91° but the most allowed there is 90°");
  });

  it('IS 5.5 the book\'s example: after 3" and a turn, at most another 3"', () => {
    expect(
      ship(play(nikeAt(4), "britain", { type: "moveShip", ship: "nike", first: 300, turn: 30, second: 300 }).state, "nike").momentum,
    ).toBe(3);
    const r = refusal(nikeAt(4), "britain", { type: "moveShip", ship: "nike", first: 300, turn: 30, second: 301 });
    expect(r).toMatchObject({ code: "TURN_NOT_ALLOWED_HERE", rule: "IS 5.5 No Farther After the Turn" });
    expect(r.message).toContain('3.01" after, 3.00" before');
  });

  it("IS 5.4 a pivot in place before moving, with no move after it, is allowed", () => {
    const { state } = play(nikeAt(2), "britain", { type: "moveShip", ship: "nike", first: 0, turn: 90, second: 0 });
    expect(ship(state, "nike").facing).toBe(90);
    expect(ship(state, "nike").position).toEqual({ x: 2000, y: 2000 });
  });

  it("IS 5.4 a move without a turn is one straight leg", () => {
    expect(refuse(nikeAt(4), "britain", { type: "moveShip", ship: "nike", first: 200, turn: 0, second: 100 })).toBe(
      "SECOND_LEG_WITHOUT_TURN",
    );
  });
});

describe("IS 5.6 / 5.7 Counters and the table edge", () => {
  it("IS 5.6 a ship may pass through another's counter but not finish on it", () => {
    const s = battle([
      { id: "nike", cls: "nike", side: "britain", at: [20, 20], momentum: 4 },
      { id: "sycorax", cls: "sycorax", side: "britain", at: [24, 20], moved: true },
      { id: "volga", cls: "volga", side: "russia", at: [60, 40] },
    ]);
    const r = refusal(s, "britain", { type: "moveShip", ship: "nike", first: 400 });
    expect(r).toMatchObject({ code: "ENDS_ON_COUNTER", rule: "IS 5.6 Counters Never Finish on One Another" });
    expect(r.message).toContain("on top of sycorax's counter");
    expect(ship(play(s, "britain", { type: "moveShip", ship: "nike", first: 800 }).state, "nike").position).toEqual({ x: 2800, y: 2000 });
  });

  it("IS 5.7 a ship that leaves the table is destroyed, and the other side scores its points", () => {
    const s = battle([
      { id: "nike", cls: "nike", side: "britain", at: [70, 20], momentum: 4 },
      { id: "sycorax", cls: "sycorax", side: "britain", at: [10, 10] },
      { id: "volga", cls: "volga", side: "russia", at: [40, 40] },
    ]);
    const { state, events: ev } = play(s, "britain", { type: "moveShip", ship: "nike", first: 300 });
    expect(ship(state, "nike").destroyed).toEqual({ cause: "leftTable", turn: 1 });
    expect(events(ev, "ShipDestroyed")[0]).toMatchObject({ ship: "nike", cause: "leftTable", vp: 38 });
    expect(vpOf(state, "russia")).toBe(38);
  });

  it("IS 5.7 a turn off the table and back still counts as leaving it", () => {
    const s = battle([
      { id: "nike", cls: "nike", side: "britain", at: [71, 20], momentum: 4 },
      { id: "sycorax", cls: "sycorax", side: "britain", at: [10, 10] },
      { id: "volga", cls: "volga", side: "russia", at: [40, 40] },
    ]);
    expect(
      ship(play(s, "britain", { type: "moveShip", ship: "nike", first: 200, turn: 90, second: 200 }).state, "nike").destroyed?.cause,
    ).toBe("leftTable");
  });
});

describe("IS 1.2 The playing surface", () => {
  it('IS 1.2 the table is 72" by 48": a ship may stop right on an edge, a hundredth past it is off; no ship is placed beyond it', () => {
    const at = (x: number, y: number, facing: number) =>
      battle([
        { id: "nike", cls: "nike", side: "britain", at: [x, y], facing, momentum: 4 },
        { id: "sycorax", cls: "sycorax", side: "britain", at: [10, 10] },
        { id: "volga", cls: "volga", side: "russia", at: [40, 30] },
      ]);
    const east = play(at(70, 20, 0), "britain", { type: "moveShip", ship: "nike", first: 200 }).state;
    expect([ship(east, "nike").position, ship(east, "nike").destroyed]).toEqual([{ x: 7200, y: 2000 }, null]);
    expect(ship(play(at(70, 20, 0), "britain", { type: "moveShip", ship: "nike", first: 201 }).state, "nike").destroyed?.cause).toBe(
      "leftTable",
    );
    const north = play(at(30, 47, 90), "britain", { type: "moveShip", ship: "nike", first: 100 }).state;
    expect([ship(north, "nike").position, ship(north, "nike").destroyed]).toEqual([{ x: 3000, y: 4800 }, null]);
    expect(ship(play(at(30, 47, 90), "britain", { type: "moveShip", ship: "nike", first: 101 }).state, "nike").destroyed?.cause).toBe(
      "leftTable",
    );
    expect(refuse(at(30, 47, 90), "britain", { type: "placeShip", ship: "nike", x: 7201, y: 600, facing: 0, momentum: 0 })).toBe(
      "INVALID_ACTION",
    );
    expect(refuse(at(30, 47, 90), "britain", { type: "placeShip", ship: "nike", x: 600, y: 4801, facing: 0, momentum: 0 })).toBe(
      "INVALID_ACTION",
    );
  });
});

describe("IS 5.9 Moving Backwards (advanced)", () => {
  it("IS 5.9 the book's example: thrust 6, momentum 3 may back up to 2\"; momentum becomes 0", () => {
    const s = battle(
      [
        { id: "tsargrad", cls: "tsargrad", side: "britain", at: [30, 20], facing: 90, momentum: 3 },
        { id: "volga", cls: "volga", side: "russia", at: [60, 40] },
      ],
      { options: { movingBackwards: true } },
    );
    const b = moveBounds(s, ship(s, "tsargrad") as Live);
    expect(b.backward).toEqual({ maxDistance: 200 });
    const r = refusal(s, "britain", { type: "moveBackward", ship: "tsargrad", distance: 201 });
    expect(r).toMatchObject({ code: "BACKWARD_TOO_LONG", rule: "IS 5.9 Moving Backwards (advanced)" });
    expect(r.message).toContain('backed 2.01" but may back at most 2.00"');
    const { state } = play(s, "britain", { type: "moveBackward", ship: "tsargrad", distance: 200 });
    expect(ship(state, "tsargrad").position).toEqual({ x: 3000, y: 1800 });
    expect(ship(state, "tsargrad").momentum).toBe(0);
    expect(ship(state, "tsargrad").facing).toBe(90);
  });

  it("IS 5.9 only when thrust exceeds momentum, and only with the advanced rule", () => {
    const spec = [
      { id: "nike", cls: "nike", side: "britain", at: [30, 20], momentum: 4 },
      { id: "volga", cls: "volga", side: "russia", at: [60, 40] },
    ] as const;
    expect(
      refuse(battle([...spec], { options: { movingBackwards: true } }), "britain", { type: "moveBackward", ship: "nike", distance: 50 }),
    ).toBe("CANNOT_MOVE_BACKWARD");
    expect(refuse(battle([...spec]), "britain", { type: "moveBackward", ship: "nike", distance: 50 })).toBe("ADVANCED_RULE_OFF");
  });
});

describe("IS 5.10 Advanced Turning (advanced)", () => {
  const adv = { advancedTurning: true };
  it("IS 5.10 the book's example: Nike (medium) turns 45° before moving, 90° in mid-move, 135° as the last thing she does", () => {
    const s = nikeAt(4, {}, adv);
    expect(ship(play(s, "britain", { type: "moveShip", ship: "nike", first: 0, turn: 45, second: 600 }).state, "nike").facing).toBe(45);
    expect(refusal(s, "britain", { type: "moveShip", ship: "nike", first: 0, turn: 46, second: 600 })).toMatchObject({
      code: "TURN_TOO_SHARP",
      rule: "IS 5.10 Advanced Turning (advanced)",
    });
    expect(ship(play(s, "britain", { type: "moveShip", ship: "nike", first: 300, turn: -90, second: 300 }).state, "nike").facing).toBe(270);
    expect(refuse(s, "britain", { type: "moveShip", ship: "nike", first: 300, turn: 91, second: 300 })).toBe("TURN_TOO_SHARP");
    expect(ship(play(s, "britain", { type: "moveShip", ship: "nike", first: 600, turn: 135, second: 0 }).state, "nike").facing).toBe(135);
    expect(refusal(s, "britain", { type: "moveShip", ship: "nike", first: 600, turn: 136, second: 0 }).message).toContain(
      "most allowed there is 135°",
    );
  });

  it("IS 5.10 a large ship may not turn before moving ahead; a very large one only at the end, 45°", () => {
    const s = battle(
      [
        { id: "gauntlet", cls: "gauntlet", side: "britain", at: [30, 20], momentum: 4 },
        { id: "volga", cls: "volga", side: "russia", at: [60, 40] },
      ],
      { options: adv },
    );
    expect(refuse(s, "britain", { type: "moveShip", ship: "gauntlet", first: 0, turn: 10, second: 400 })).toBe("TURN_NOT_ALLOWED_HERE");
    expect(
      ship(play(s, "britain", { type: "moveShip", ship: "gauntlet", first: 500, turn: 45, second: 300 }).state, "gauntlet").facing,
    ).toBe(45);
    expect(moveBounds(s, ship(s, "gauntlet") as Live).turn).toEqual({ basic: null, start: null, mid: 45, end: 90 });
  });

  it("IS 7.2 (reconstructed) a gyroscopic stabilizer turns as one size class smaller: Golem (medium) turns like a small ship", () => {
    const s = battle(
      [
        { id: "golem", cls: "golem", side: "britain", at: [30, 20], momentum: 4 },
        { id: "volga", cls: "volga", side: "russia", at: [60, 40] },
      ],
      { options: adv },
    );
    expect(moveBounds(s, ship(s, "golem") as Live).turn).toEqual({ basic: null, start: 90, mid: 135, end: 180 });
    expect(ship(play(s, "britain", { type: "moveShip", ship: "golem", first: 0, turn: 90, second: 500 }).state, "golem").facing).toBe(90);
    ship(s, "golem").equipment.gyroscopicStabilizer = false;
    expect(moveBounds(s, ship(s, "golem") as Live).turn.start).toBe(45);
  });
});

describe("IS 6.16 Torpedo nets forbid turning", () => {
  it("IS 6.16 a ship with deployed nets may not turn", () => {
    const s = nikeAt(4, { nets: true }, { torpedoNets: true });
    expect(refusal(s, "britain", { type: "moveShip", ship: "nike", first: 300, turn: 10, second: 100 })).toMatchObject({
      code: "NETS_FORBID_TURNING",
      rule: "IS 6.16 Torpedo Nets (advanced)",
    });
    expect(ship(play(s, "britain", { type: "moveShip", ship: "nike", first: 300 }).state, "nike").position!.x).toBe(2300);
  });
});

describe("IS 4.4 / 4.5 Movement phases", () => {
  it("IS 4.4 the active side moves every ship, one at a time, then the reactive side moves", () => {
    const s = battle([
      { id: "nike", cls: "nike", side: "britain", at: [20, 20] },
      { id: "sycorax", cls: "sycorax", side: "britain", at: [10, 10] },
      { id: "volga", cls: "volga", side: "russia", at: [60, 40] },
    ]);
    expect(pending(s).map((d) => [d.seat, d.prompt])).toEqual([["britain", "move"]]);
    expect(refuse(s, "russia", { type: "moveShip", ship: "volga", first: 0 })).toBe("NOT_YOUR_DECISION");
    const one = play(s, "britain", { type: "moveShip", ship: "nike", first: 0 }).state;
    expect(refuse(one, "britain", { type: "moveShip", ship: "nike", first: 0 })).toBe("ALREADY_MOVED");
    const two = play(one, "britain", { type: "moveShip", ship: "sycorax", first: 0 }).state;
    expect(two.step).toBe("reactiveMovement");
    expect(pending(two).map((d) => [d.seat, d.prompt])).toEqual([["russia", "move"]]);
  });

  it("IS 4.5 the reactive side then moves all its ships; it may not fire yet, and its last move opens the active side's fire", () => {
    const s = battle(
      [
        { id: "nike", cls: "nike", side: "britain", at: [20, 20], moved: true },
        { id: "v1", cls: "volga", side: "russia", at: [30, 20] },
        { id: "v2", cls: "volga", side: "russia", at: [30, 30] },
      ],
      { step: "reactiveMovement" },
    );
    expect(pending(s).map((d) => [d.seat, d.prompt])).toEqual([["russia", "move"]]);
    expect(refusal(s, "russia", { type: "fire", ship: "v1", volleys: [] })).toMatchObject({
      code: "WRONG_ACTION",
      rule: "IS 4.5 Reactive Movement Phase",
    });
    expect(refuse(s, "britain", { type: "moveShip", ship: "nike", first: 0 })).toBe("NOT_YOUR_DECISION");
    const one = play(s, "russia", { type: "moveShip", ship: "v1", first: 0 }).state;
    expect(one.step).toBe("reactiveMovement");
    expect(refusal(one, "russia", { type: "moveShip", ship: "v1", first: 0 })).toMatchObject({
      code: "ALREADY_MOVED",
      rule: "IS 4.5 Reactive Movement Phase",
    });
    const two = play(one, "russia", { type: "moveShip", ship: "v2", first: 0 }).state;
    expect(two.step).toBe("activeCombat");
    expect(pending(two).map((d) => [d.seat, d.prompt])).toEqual([["britain", "fire"]]);
  });
});
