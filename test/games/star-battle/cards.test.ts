import { describe, expect, it } from "vitest";
import { z } from "zod";
import { Rng } from "../../../src/engine/rng";
import { starBattle } from "../../../src/games/star-battle";
import { discardValue, makeDeck, suitOf, systemValue } from "../../../src/games/star-battle/cards";
import { cardsNeeded, deckCount, optionsSchema } from "../../../src/games/star-battle/options";

describe("SB 0.1 Equipment", () => {
  it("SB 0.1 one deck is 52 distinct cards with plain ids", () => {
    const deck = makeDeck(1);
    expect(deck).toHaveLength(52);
    expect(new Set(deck).size).toBe(52);
    expect(deck).toContain("QH");
    expect(deck).toContain("10S");
  });

  it("SB 0.1 several decks give every physical card its own id naming its deck", () => {
    const deck = makeDeck(3);
    expect(deck).toHaveLength(156);
    expect(new Set(deck).size).toBe(156);
    expect(deck).toContain("QH#2");
    expect(deck).not.toContain("QH");
  });
});

describe("SB 0.2 Card Values", () => {
  it("SB 0.2 an Ace counts 1 on the chart (set-up and Star Systems) and 14 when discarded in a turn", () => {
    expect(systemValue("AS")).toBe(1);
    expect(discardValue("AS")).toBe(14);
  });

  it("SB 0.2 J, Q, K are 11, 12, 13 both ways; pips are their number", () => {
    expect(["JC", "QC", "KC"].map(systemValue)).toEqual([11, 12, 13]);
    expect(["JC", "QC", "KC"].map(discardValue)).toEqual([11, 12, 13]);
    expect(systemValue("10D#2")).toBe(10);
    expect(suitOf("10D#2")).toBe("D");
  });
});

describe("SB 0.3 Options Fixed at Creation", () => {
  it("SB 0.3 parse({}) gives the book's default game", () => {
    expect(optionsSchema.parse({})).toEqual({
      players: 2,
      setup: "normal",
      chartSize: 5,
      decks: "auto",
      phaseRule: "A",
      battle: "ordinary",
      endMethod: "A",
      coreBonusShip: true,
      homeBaseBonusShip: false,
      coreIsHomeBase: false,
      rebuildAceLow: false,
      keepFreeMoves: false,
      turnLimit: 300,
    });
  });

  it("SB 0.3 the JSON schema documents every option", () => {
    const schema = z.toJSONSchema(optionsSchema, { io: "input" }) as {
      properties: Record<string, { description?: string; default?: unknown }>;
    };
    for (const [name, prop] of Object.entries(schema.properties)) {
      expect(prop.description, name).toBeTruthy();
      expect(prop.default, name).not.toBeUndefined();
    }
  });

  it("SB 0.3 options and actions both convert to JSON Schema for the docs", () => {
    expect(() => z.toJSONSchema(optionsSchema)).not.toThrow();
    expect(() => z.toJSONSchema(starBattle.actionSchema)).not.toThrow();
  });

  it("SB 0.3 a deck count too small for the chart and hands is refused", () => {
    expect(optionsSchema.safeParse({ setup: "unknown-universe", chartSize: 7, decks: 1 }).success).toBe(false);
    expect(optionsSchema.safeParse({ players: 6, decks: 1 }).success).toBe(false);
    expect(optionsSchema.safeParse({ players: 7 }).success).toBe(false);
  });

  it('SB 0.3 decks "auto" shuffles the fewest decks that fill chart and hands with a card to spare', () => {
    expect(cardsNeeded(optionsSchema.parse({ players: 6 }))).toBe(61);
    expect(deckCount(optionsSchema.parse({ players: 6 }))).toBe(2);
    expect(deckCount(optionsSchema.parse({ players: 5 }))).toBe(1);
    expect(deckCount(optionsSchema.parse({ setup: "unknown-universe", chartSize: 9, players: 6 }))).toBe(2);
    const state = starBattle.setup(optionsSchema.parse({ players: 6 }), new Rng("d", "setup"));
    expect(state.decks).toBe(2);
  });

  it("SB 0.3 the seats are lord1..lordN named Star Lord 1..N", () => {
    expect(starBattle.seats(optionsSchema.parse({ players: 3 }))).toEqual([
      { id: "lord1", name: "Star Lord 1" },
      { id: "lord2", name: "Star Lord 2" },
      { id: "lord3", name: "Star Lord 3" },
    ]);
  });
});
