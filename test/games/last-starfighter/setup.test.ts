import { describe, expect, it } from "vitest";
import { Rng } from "../../../src/engine/rng";
import { lastStarfighter } from "../../../src/games/last-starfighter";
import { pending } from "../../../src/games/last-starfighter/pending";
import { STOCK_SHIPS } from "../../../src/games/last-starfighter/ships";
import { WEAPONS } from "../../../src/games/last-starfighter/weapons";
import { optionsSchema } from "../../../src/games/last-starfighter/options";
import type { LastStarfighterState } from "../../../src/games/last-starfighter/state";
import { cw, fire, given, play, refusal, refuse, ScriptedRng, straight, types } from "./helpers";

const start = (options: Record<string, unknown>, dice: number[]) => {
  const rng = new ScriptedRng(dice);
  const state = lastStarfighter.setup(optionsSchema.parse(options), rng);
  expect(rng.left).toBe(0);
  return { state, rolls: rng.rolls };
};

describe("LS 2.3 / 2.7 Weapons and Starship Statistics", () => {
  it("LS 2.3 every ship carries 3 forward lasers, 1 aft laser and 2 turret lasers", () => {
    const mounts = WEAPONS.map((w) => w.mount);
    expect(mounts.filter((m) => m === "forward")).toHaveLength(3);
    expect(mounts.filter((m) => m === "aft")).toHaveLength(1);
    expect(mounts.filter((m) => m === "turret")).toHaveLength(2);
  });

  it("LS 2.7 the Gunstar and the Deck Fighter: stabilizer 6, targeting computer 4, protection 10", () => {
    for (const card of Object.values(STOCK_SHIPS)) {
      expect(card).toMatchObject({ stabilizer: 6, targeting: 4, protection: 10 });
    }
    expect(STOCK_SHIPS.gunstar.name).toMatch(/Gunstar/);
    expect(STOCK_SHIPS.deckFighter.name).toMatch(/Deck Fighter/);
  });
});

describe("LS 2 The Starship Statistics Card", () => {
  const view = (s: LastStarfighterState, seat: string) => lastStarfighter.view(s, null).pilots.find((p) => p.seat === seat)!.ship!;

  it("LS 2.1 each card bears its starfighter's name: the stock ships their own, a design the name its pilot gives it", () => {
    const { state } = start({}, [6, 1]);
    const stock = play(state, "pilot1", { type: "chooseShip", ship: "deckFighter" }, [1, 2]).state;
    expect(lastStarfighter.view(stock, null).pilots.map((p) => [p.seat, p.ship!.card.name])).toEqual([
      ["pilot1", "Ko-Dan Deck Fighter"],
      ["pilot2", "Star League Gunstar"],
    ]);
    const designing = start({ designYourOwn: true }, [6, 1]).state;
    const one = play(designing, "pilot1", {
      type: "designShip",
      maneuverPoints: 2,
      accuracyPoints: 10,
      protectionPoints: 8,
      name: "Excalibur",
    }).state;
    const both = play(one, "pilot2", { type: "designShip", maneuverPoints: 5, accuracyPoints: 8, protectionPoints: 7 }, [1, 2]).state;
    expect([view(both, "pilot1").card.name, view(both, "pilot2").card.name]).toEqual(["Excalibur", "Custom starfighter"]);
    expect(
      refuse(designing, "pilot1", { type: "designShip", maneuverPoints: 5, accuracyPoints: 8, protectionPoints: 7, name: "x".repeat(41) }),
    ).toBe("INVALID_ACTION");
  });

  it("LS 2.2 the life-support bar is blank while the system works and, once it is hit, shows the turns left, one fewer at each later turn's end", () => {
    const hitNow = given({
      phase: "fire",
      wheel: [1, 3],
      owes: ["pilot1"],
      ships: { pilot1: { heading: straight }, pilot2: { heading: straight } },
    });
    expect(view(hitNow, "pilot2").lifeSupport).toBeNull();
    // A hit (6+6), 2 protection and special damage (1+1), and a 5 on the Special Damage Table: life support.
    const hit = play(hitNow, "pilot1", fire("forward1"), [6, 6, 1, 1, 5]).state;
    expect(view(hit, "pilot2").lifeSupport).toBe(6);
    expect(view(hit, "pilot1").lifeSupport).toBeNull();
    // A later turn in which nobody fires (3/3 → 4/4 with the turrets aimed away) takes one off.
    let later = given({
      phase: "heading",
      turn: 2,
      wheel: [3, 3],
      ships: { pilot1: { turret: 2 }, pilot2: { turret: 8, lifeSupport: 6, lifeSupportHitOnTurn: 1 } },
    });
    later = play(later, "pilot1", straight).state;
    later = play(later, "pilot2", straight).state;
    expect([later.turn, view(later, "pilot2").lifeSupport, view(later, "pilot1").lifeSupport]).toEqual([3, 5, null]);
  });

  it("LS 2.4 the stabilizer bar holds how many clicks a ship may turn: 6 on an undamaged card, and the heading orders stop at what is left", () => {
    const s = given({ phase: "heading", ships: { pilot1: { stabilizer: 3 } } });
    expect(["pilot1", "pilot2"].map((seat) => [view(s, seat).card.stabilizer, view(s, seat).stabilizer])).toEqual([
      [6, 3],
      [6, 6],
    ]);
    const offered = pending(s).find((d) => d.seat === "pilot1")!.choices! as { clicks: number }[];
    expect(offered).toHaveLength(7);
    expect(Math.max(...offered.map((c) => c.clicks))).toBe(3);
    expect(refusal(s, "pilot1", cw(4))).toMatchObject({ code: "TOO_MANY_CLICKS" });
    expect(pending(s).find((d) => d.seat === "pilot2")!.choices).toHaveLength(13);
  });

  it("LS 2.5 the targeting computer bar gives the Base To-Hit Number, 4 on an undamaged card, and a shot must roll at least that plus the clicks turned", () => {
    const shot = (targeting: number, dice: number[]) => {
      const s = given({
        phase: "fire",
        wheel: [1, 3],
        owes: ["pilot1"],
        ships: { pilot1: { heading: straight, targeting }, pilot2: { heading: straight } },
      });
      expect(view(s, "pilot1").toHit).toBe(targeting);
      return lastStarfighter.view(play(s, "pilot1", fire("forward1"), dice).state, null).lastTurn!.shots[0]!;
    };
    expect(Object.values(STOCK_SHIPS).map((card) => card.targeting)).toEqual([4, 4]);
    expect(shot(4, [2, 2, 3, 4])).toMatchObject({ toHit: 4, total: 4, hit: true });
    expect(shot(5, [2, 2])).toMatchObject({ toHit: 5, total: 4, hit: false });
    const turning = given({ phase: "fire", ships: { pilot1: { heading: { direction: "clockwise", clicks: 2 } } } });
    expect(view(turning, "pilot1").toHit).toBe(6);
  });
});

describe("LS 3.1 Choosing Starfighters", () => {
  it("LS 3.1 each pilot rolls a die and the higher chooses first", () => {
    const { state, rolls } = start({}, [2, 5]);
    expect(rolls.map((r) => r.purpose)).toEqual(["choosing starfighters: pilot1", "choosing starfighters: pilot2"]);
    expect(state.initiative).toEqual({ rolls: [{ pilot1: 2, pilot2: 5 }], winner: "pilot2" });
    expect(pending(state)).toEqual([
      expect.objectContaining({
        seat: "pilot2",
        prompt: "chooseShip",
        choices: [
          { type: "chooseShip", ship: "gunstar" },
          { type: "chooseShip", ship: "deckFighter" },
        ],
      }),
    ]);
  });

  it("LS 3.1 ties are rolled again", () => {
    const { state } = start({}, [4, 4, 3, 3, 6, 1]);
    expect(state.initiative!.rolls).toHaveLength(3);
    expect(state.chooser).toBe("pilot1");
  });

  it("LS 3.1 only the chooser may choose; the other pilot gets the other stock ship", () => {
    const { state } = start({}, [1, 6]);
    expect(refuse(state, "pilot1", { type: "chooseShip", ship: "gunstar" })).toBe("NOT_YOUR_DECISION");
    const { state: next, events } = play(state, "pilot2", { type: "chooseShip", ship: "gunstar" }, [3, 3]);
    expect(next.ships.pilot2!.card.kind).toBe("gunstar");
    expect(next.ships.pilot1!.card.kind).toBe("deckFighter");
    expect(events.filter((e) => e.type === "ShipChosen").map((e) => [e.seat, e.assigned])).toEqual([
      ["pilot2", false],
      ["pilot1", true],
    ]);
  });

  it("LS 3.1 without the optional rules a design is refused", () => {
    const { state } = start({}, [6, 1]);
    expect(refuse(state, "pilot1", { type: "designShip", maneuverPoints: 5, accuracyPoints: 8, protectionPoints: 7 })).toBe(
      "DESIGN_NOT_ALLOWED",
    );
  });
});

describe("LS 3.2 Starting Positions", () => {
  it("LS 3.2 the book's example: rolls 4 and 6 give me 5/7 and my opponent 7/5", () => {
    const { state } = start({}, [6, 1]);
    const { state: next, events } = play(state, "pilot1", { type: "chooseShip", ship: "gunstar" }, [4, 6]);
    expect(next.startRolls).toEqual({ pilot1: 4, pilot2: 6 });
    expect(events.find((e) => e.type === "StartingPositionsRolled")!.wheels).toEqual([
      { seat: "pilot1", viewPort: 5, view: 7 },
      { seat: "pilot2", viewPort: 7, view: 5 },
    ]);
    const view1 = lastStarfighter.view(next, "pilot1");
    const view2 = lastStarfighter.view(next, "pilot2");
    expect(view1.wheel).toEqual({ viewPort: 5, view: 7 });
    expect(view2.wheel).toEqual({ viewPort: 7, view: 5 });
  });

  it("LS 3.2 / 4.1 once positions are set the first turn begins with turret aiming by both pilots", () => {
    const { state } = start({}, [6, 1]);
    const { state: next, events } = play(state, "pilot1", { type: "chooseShip", ship: "deckFighter" }, [1, 2]);
    expect(types(events)).toEqual(["ShipChosen", "ShipChosen", "StartingPositionsRolled", "TurnBegan"]);
    expect(next.turn).toBe(1);
    expect(next.phase).toBe("turret");
    expect(pending(next).map((d) => [d.seat, d.prompt])).toEqual([
      ["pilot1", "aimTurret"],
      ["pilot2", "aimTurret"],
    ]);
  });

  it("LS 3.2 starting positions are rolled with the seeded dice and recorded", () => {
    const seeded = lastStarfighter.setup(optionsSchema.parse({}), new Rng("seed", "setup"));
    const rng = new Rng("seed", "action:1");
    const result = lastStarfighter.apply(seeded, seeded.chooser!, { type: "chooseShip", ship: "gunstar" }, rng);
    expect(result.ok).toBe(true);
    expect(rng.rolls.map((r) => r.purpose)).toEqual(["starting position: pilot1", "starting position: pilot2"]);
  });
});

describe("LS 8.1 Target Practice set-up", () => {
  it("LS 8.1 the pilot chooses without a roll and the drone flies the other stock ship", () => {
    const { state } = start({ opponent: "drone" }, []);
    expect(state.initiative).toBeNull();
    expect(lastStarfighter.seats(state.options)).toEqual([
      { id: "pilot1", name: "First pilot" },
      { id: "drone", name: "Target drone", automaton: true },
    ]);
    const { state: next } = play(state, "pilot1", { type: "chooseShip", ship: "deckFighter" }, [2, 3]);
    expect(next.ships.drone!.card.kind).toBe("gunstar");
    expect(next.wheel).toEqual({ viewPort: 3, view: 4 });
  });

  it("LS 8.1 a pilot with a designed ship faces the Ko-Dan Deck Fighter drone", () => {
    const { state } = start({ opponent: "drone", designYourOwn: true }, []);
    const { state: next } = play(
      state,
      "pilot1",
      { type: "designShip", maneuverPoints: 2, accuracyPoints: 10, protectionPoints: 8 },
      [1, 1],
    );
    expect(next.ships.drone!.card.kind).toBe("deckFighter");
    expect(next.ships.pilot1!.card).toMatchObject({ kind: "custom", stabilizer: 3, targeting: 2, protection: 11 });
  });
});
