import { describe, expect, it } from "vitest";
import { lastStarfighter } from "../../../src/games/last-starfighter";
import { actionSchema } from "../../../src/games/last-starfighter/actions";
import { optionsSchema } from "../../../src/games/last-starfighter/options";
import { pending } from "../../../src/games/last-starfighter/pending";
import { designViolations } from "../../../src/games/last-starfighter/rules/choose";
import { allDesigns, cardFromDesign, STOCK_SHIPS } from "../../../src/games/last-starfighter/ships";
import { BASE_TO_HIT } from "../../../src/games/last-starfighter/tables";
import { fire, given, ofType, play, refusal, refuse, ScriptedRng } from "./helpers";

const design = (maneuverPoints: number, accuracyPoints: number, protectionPoints: number) => ({
  maneuverPoints,
  accuracyPoints,
  protectionPoints,
});

function designGame(first = "pilot1") {
  const dice = first === "pilot1" ? [6, 1] : [1, 6];
  return lastStarfighter.setup(optionsSchema.parse({ designYourOwn: true }), new ScriptedRng(dice));
}

describe("LS 9.2 Maneuver", () => {
  it("LS 9.2 every ship turns 1 click with no points; 5 points give the book's 6 clicks", () => {
    expect(cardFromDesign(design(0, 12, 8), "x").stabilizer).toBe(1);
    expect(cardFromDesign(design(5, 8, 7), "x").stabilizer).toBe(6);
  });
});

describe("LS 9.3 Accuracy and Base To-Hit Numbers", () => {
  it("LS 9.3 the Base To-Hit Numbers table: 0 points 12, each point one less, 12 points 0", () => {
    expect(BASE_TO_HIT).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(cardFromDesign(design(0, 8, 12), "x").targeting).toBe(4);
  });

  it("LS 9.3 the book's example: 12 accuracy points always hit with a 2-click turn on an undamaged ship", () => {
    const s = given({
      phase: "fire",
      wheel: [1, 3],
      owes: ["pilot1"],
      ships: {
        pilot1: {
          card: cardFromDesign(design(3, 12, 5), "Sure Shot"),
          targeting: 0,
          stabilizer: 4,
          protection: 8,
          heading: { direction: "clockwise", clicks: 2 },
        },
      },
    });
    const { events } = play(s, "pilot1", fire("forward1"), [1, 1, 3, 4]);
    expect(ofType(events, "ShotFired")[0]).toMatchObject({ toHit: 2, total: 2, hit: true });
  });

  it("LS 9.3 with 0 accuracy points (base 12) the ship hits only on boxcars and only flying straight", () => {
    const card = cardFromDesign(design(5, 0, 15), "x");
    expect(card.targeting).toBe(12);
  });
});

describe("LS 9.4 Protection", () => {
  it("LS 9.4 every ship starts with 3 protection points; 7 points give the book's 10", () => {
    expect(cardFromDesign(design(5, 15, 0), "x").protection).toBe(3);
    expect(cardFromDesign(design(5, 8, 7), "x").protection).toBe(10);
  });
});

describe("LS 9.1 / 9.5 Design Points and Design Limits", () => {
  it("LS 2.7 / 9.1 the stock ships are exactly a 20-point design (5 maneuver, 8 accuracy, 7 protection)", () => {
    for (const card of Object.values(STOCK_SHIPS)) {
      expect(designViolations(card.design)).toEqual([]);
      const { stabilizer, targeting, protection } = cardFromDesign(card.design, card.name, card.kind);
      expect({ stabilizer, targeting, protection }).toEqual({
        stabilizer: card.stabilizer,
        targeting: card.targeting,
        protection: card.protection,
      });
    }
  });

  it("LS 9.1 a design spends exactly 20 points", () => {
    expect(designViolations(design(5, 8, 6)).map((v) => [v.code, v.rule])).toEqual([["DESIGN_POINTS", "LS 9.1 Design Points"]]);
    expect(designViolations(design(5, 8, 8)).map((v) => v.code)).toEqual(["DESIGN_POINTS"]);
    expect(refuse(designGame(), "pilot1", { type: "designShip", ...design(5, 8, 6) })).toBe("DESIGN_POINTS");
  });

  it("LS 9.5 maneuver 0–5, accuracy 0–12, protection 0–20", () => {
    expect(designViolations(design(6, 7, 7)).map((v) => [v.code, v.rule])).toEqual([["DESIGN_LIMIT", "LS 9.5 Design Limits"]]);
    expect(designViolations(design(0, 13, 7)).map((v) => v.code)).toEqual(["DESIGN_LIMIT"]);
    expect(designViolations(design(0, 0, 21)).map((v) => v.code)).toEqual(["DESIGN_LIMIT", "DESIGN_POINTS"]);
    for (const bad of [design(6, 7, 7), design(0, 13, 7), design(0, 0, 21), design(-1, 12, 9)]) {
      expect(actionSchema.safeParse({ type: "designShip", ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it("LS 9.5 there are 78 legal designs and the chooser is offered every one besides the stock ships", () => {
    expect(allDesigns()).toHaveLength(78);
    for (const d of allDesigns()) expect(designViolations(d)).toEqual([]);
    const choices = pending(designGame())[0]!.choices!;
    expect(choices).toHaveLength(80);
    expect(choices).toContainEqual({ type: "designShip", ...design(0, 0, 20) });
  });
});

describe("LS 9 choosing designs in a duel", () => {
  it("LS 3.1 / 9 the second pilot also chooses: the other stock ship or a design, never the taken stock ship", () => {
    const s = designGame("pilot2");
    const after = play(s, "pilot2", { type: "chooseShip", ship: "deckFighter" }).state;
    expect(after.chooser).toBe("pilot1");
    expect(pending(after)[0]!.choices!.slice(0, 1)).toEqual([{ type: "chooseShip", ship: "gunstar" }]);
    expect(refusal(after, "pilot1", { type: "chooseShip", ship: "deckFighter" })).toMatchObject({
      code: "SHIP_TAKEN",
      rule: "LS 3.1 Choosing Starfighters",
    });
    const { state } = play(after, "pilot1", { type: "designShip", ...design(1, 12, 7), name: "Glass Cannon" }, [2, 2]);
    expect(state.ships.pilot1!.card).toEqual({
      kind: "custom",
      name: "Glass Cannon",
      stabilizer: 2,
      targeting: 0,
      protection: 10,
      design: design(1, 12, 7),
    });
    expect(state.phase).toBe("turret");
  });

  it("LS 7.4 / 9.2 a one-click design with one stabilizer hit flies straight", () => {
    const card = cardFromDesign(design(0, 12, 8), "x");
    const s = given({ phase: "heading", ships: { pilot1: { card, stabilizer: 0, targeting: 0, protection: 11 } } });
    expect(pending(s).find((d) => d.seat === "pilot1")!.choices).toEqual([{ type: "setHeading", direction: "straight", clicks: 0 }]);
  });
});
