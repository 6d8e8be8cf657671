import { describe, expect, it } from "vitest";
import { lastStarfighter } from "../../../src/games/last-starfighter";
import { optionsSchema } from "../../../src/games/last-starfighter/options";
import { fire, given, play, ScriptedRng, straight } from "./helpers";

describe("LS 10.2 the view", () => {
  it("LS 3.2 each seat's view is from its own wheel; a spectator's from the first pilot's", () => {
    const s = given({ phase: "turret", wheel: [2, 6] });
    expect(lastStarfighter.view(s, "pilot1")).toMatchObject({ viewer: "pilot1", perspective: "pilot1", wheel: { viewPort: 2, view: 6 } });
    expect(lastStarfighter.view(s, "pilot2")).toMatchObject({ viewer: "pilot2", perspective: "pilot2", wheel: { viewPort: 6, view: 2 } });
    expect(lastStarfighter.view(s, null)).toMatchObject({ viewer: null, perspective: "pilot1", wheel: { viewPort: 2, view: 6 } });
    expect(lastStarfighter.view(s, null).pilots.map((p) => [p.seat, p.wheel])).toEqual([
      ["pilot1", { viewPort: 2, view: 6 }],
      ["pilot2", { viewPort: 6, view: 2 }],
    ]);
  });

  it("LS 2 the view shows each card: damage tracks, turret, life support, weapons and what bears", () => {
    const s = given({
      phase: "fire",
      wheel: [1, 1],
      ships: {
        pilot1: {
          protection: 6,
          stabilizer: 4,
          targeting: 6,
          lifeSupport: 3,
          lifeSupportHitOnTurn: 1,
          turret: 1,
          damagedWeapons: ["forward2"],
          heading: { direction: "clockwise", clicks: 2 },
        },
        pilot2: { heading: { direction: "straight", clicks: 0 } },
      },
    });
    const ship = lastStarfighter.view(s, "pilot2").pilots[0]!.ship!;
    expect(ship).toMatchObject({
      protection: 6,
      stabilizer: 4,
      targeting: 6,
      toHit: 8,
      specialModifier: 1,
      lifeSupport: 3,
      turret: 1,
      heading: { direction: "clockwise", clicks: 2 },
      destroyed: false,
    });
    expect(ship.weapons.filter((w) => w.bearing).map((w) => w.id)).toEqual(["forward1", "forward3", "turret1", "turret2"]);
    expect(ship.weapons.find((w) => w.id === "forward2")).toEqual({ id: "forward2", mount: "forward", damaged: true, bearing: false });
  });

  it("LS 10.2 the view is plain JSON and shows the phase, whose orders are in and who is awaited", () => {
    const s = play(given({ phase: "heading" }), "pilot2", straight).state;
    const v = lastStarfighter.view(s, "pilot1");
    expect(JSON.parse(JSON.stringify(v))).toEqual(v);
    expect(v).toMatchObject({ phase: "heading", turn: 1, awaiting: ["pilot1"], myOrder: null });
    expect(v.orders.map((o) => [o.seat, o.ordered])).toEqual([
      ["pilot1", false],
      ["pilot2", true],
    ]);
  });

  it("LS 3.1 before the ships are chosen the view shows the initiative rolls and no wheel", () => {
    const s = lastStarfighter.setup(optionsSchema.parse({}), new ScriptedRng([2, 2, 5, 1]));
    const v = lastStarfighter.view(s, "pilot2");
    expect(v.initiative).toEqual({
      rolls: [
        [
          { seat: "pilot1", roll: 2 },
          { seat: "pilot2", roll: 2 },
        ],
        [
          { seat: "pilot1", roll: 5 },
          { seat: "pilot2", roll: 1 },
        ],
      ],
      winner: "pilot1",
    });
    expect(v).toMatchObject({ phase: "choosing", chooser: "pilot1", wheel: null, startRolls: null });
    expect(v.pilots.map((p) => p.ship)).toEqual([null, null]);
  });

  it("LS 6 the last turn's report lists the shots with their dice", () => {
    const s = given({
      phase: "fire",
      wheel: [1, 3],
      owes: ["pilot1"],
      ships: { pilot1: { heading: { direction: "straight", clicks: 0 } }, pilot2: { heading: { direction: "straight", clicks: 0 } } },
    });
    const { state } = play(s, "pilot1", fire("forward1"), [5, 6, 3, 4]);
    const v = lastStarfighter.view(state, null);
    expect(v.lastTurn!.shots).toEqual([
      {
        seat: "pilot1",
        target: "pilot2",
        weapon: "forward1",
        toHit: 4,
        dice: [5, 6],
        total: 11,
        hit: true,
        damage: { dice: [3, 4], total: 7, protectionLost: 1, protectionLeft: 9, special: null },
      },
    ]);
    expect(v.thisTurn.turn).toBe(2);
  });
});
