import { describe, expect, it } from "vitest";
import { Rng } from "../../../src/engine/rng";
import { starBattle } from "../../../src/games/star-battle";
import { optionsSchema } from "../../../src/games/star-battle/options";
import { scores } from "../../../src/games/star-battle/rules/ending";
import { choices, editCell, play, refuse, stage2, types, type CellSpec } from "./helpers";

const pass = { type: "discard" as const, cards: [] };

describe("SB 6.1 End A: Score", () => {
  // lord1 occupies a 10 and a 4 with three ships; lord2 a King with two; lord2 shares nothing.
  const cells: CellSpec[] = [
    { at: [0, 0], card: "QC" },
    { at: [1, 0], card: "10D", ships: { lord1: [2, 0] } },
    { at: [2, 0], card: "4S", ships: { lord1: [0, 1] } },
    { at: [3, 0], card: "KH", ships: { lord2: [1, 1] } },
  ];

  it("SB 6.1 score = (sum of occupied card values ÷ cards occupied) − ships in play", () => {
    const s = stage2({ cells });
    expect(scores(s)).toEqual({ lord1: 14 / 2 - 3, lord2: 13 - 2 });
  });

  it("SB 6.1 / SB 0.2 an occupied Ace counts 1 in the score", () => {
    const s = stage2({ cells: [...cells.slice(0, 3), { at: [3, 0], card: "AH", ships: { lord2: [1, 0] } }] });
    expect(scores(s).lord2).toBe(1 - 1);
  });

  it("SB 6.1 when the deck runs out the highest score wins", () => {
    const s = stage2({ options: { coreBonusShip: false }, cells, deck: ["2C"] });
    const { state, events } = play(s, "lord1", pass);
    expect(state.phase).toBe("over");
    expect(starBattle.outcome(state)).toEqual({
      winners: ["lord2"],
      kind: "score",
      reason: expect.stringContaining("deck ran out"),
      scores: { lord1: 4, lord2: 11 },
    });
    expect(types(events).at(-1)).toBe("GameEnded");
    expect(starBattle.pending(state)).toEqual([]);
  });

  it("SB 6.1 equal best scores are a draw shared by the tied lords", () => {
    const s = stage2({
      options: { coreBonusShip: false },
      cells: [
        { at: [0, 0], card: "QC" },
        { at: [1, 0], card: "9D", ships: { lord1: [1, 0] } },
        { at: [2, 0], card: "9S", ships: { lord2: [1, 0] } },
      ],
      deck: ["2C"],
    });
    expect(play(s, "lord1", pass).state.result).toMatchObject({ winners: ["lord1", "lord2"], kind: "draw" });
  });
});

describe("SB 6.2 End B: Last Lord with Ships", () => {
  it("SB 6.2 the game goes on while two lords have ships and ends when one is left", () => {
    let ended = 0;
    for (let i = 0; i < 20; i++) {
      const s = stage2({
        options: { endMethod: "B", battle: "decisive", coreBonusShip: false },
        cells: [
          { at: [0, 0], card: "QC" },
          { at: [1, 0], card: "5D", ships: { lord1: [1, 0], lord2: [1, 0] } },
        ],
      });
      const b = play(s, "lord1", pass).state;
      const { state } = play(b, "lord1", { type: "battle", at: { x: 1, y: 0 }, against: "lord2" }, new Rng(`b-${i}`, "x"));
      const alive = state.seats.filter((x) => state.lords[x]!.status === "active");
      expect(state.phase).toBe("over");
      if (alive.length === 1) expect(state.result).toMatchObject({ winners: alive, kind: "elimination" });
      else expect(state.result).toMatchObject({ winners: [], kind: "draw" });
      ended++;
    }
    expect(ended).toBe(20);
  });
});

describe("SB 6.3 End C: Majority of Home Bases", () => {
  function given(players: number, held: Record<string, [number, number]>) {
    const homeBases: Record<string, [number, number]> = { lord1: [0, 0], lord2: [4, 0], lord3: [0, 4] };
    const cells = Object.entries(homeBases)
      .slice(0, players)
      .map(([seat, pos], i) => ({ at: pos, card: `${i + 2}D`, ships: held[seat] ? { [seat]: held[seat] } : {} }));
    return stage2({
      options: { setup: "unknown-universe", players, endMethod: "C" },
      homeBases: Object.fromEntries(Object.entries(homeBases).slice(0, players)),
      cells: [...cells, { at: [2, 2], card: "9D", ships: { lord2: [1, 0], lord3: [1, 0] } }],
    });
  }

  it("SB 6.3 a lord controlling more than half of the Home Bases at the end of a turn wins", () => {
    const s = given(3, { lord1: [1, 0] });
    editCell(s, 4, 0, (c) => (c.ships = { lord1: { scouts: 1, dreadnoughts: 0 } }));
    const { state } = play(s, "lord1", pass);
    expect(state.result).toEqual({ winners: ["lord1"], kind: "decisive", reason: expect.any(String) });
  });

  it("SB 6.3 half is not a majority", () => {
    const s = stage2({
      options: { setup: "unknown-universe", endMethod: "C" },
      homeBases: { lord1: [0, 0], lord2: [4, 0] },
      cells: [
        { at: [0, 0], card: "2D", ships: { lord1: [1, 0] } },
        { at: [4, 0], card: "3D", ships: { lord2: [1, 0] } },
      ],
    });
    expect(play(s, "lord1", pass).state.phase).toBe("turn");
  });

  it("SB 6.3 Normal set-up: End C needs Home Bases, so it is refused unless coreIsHomeBase is set (R8)", () => {
    expect(optionsSchema.safeParse({ endMethod: "C" }).success).toBe(false);
    expect(optionsSchema.safeParse({ endMethod: "C", setup: "unknown-universe" }).success).toBe(true);
    expect(optionsSchema.safeParse({ endMethod: "C", coreIsHomeBase: true }).success).toBe(true);
  });

  it("SB 6.3 Normal set-up with coreIsHomeBase: the Core is the one Home Base, so controlling it wins", () => {
    const s = stage2({
      options: { endMethod: "C", coreIsHomeBase: true },
      cells: [
        { at: [0, 0], card: "QC", ships: { lord2: [1, 0] } },
        { at: [1, 0], card: "9D", ships: { lord1: [1, 0] } },
      ],
    });
    expect(play(s, "lord1", pass).state.result).toMatchObject({ winners: ["lord2"], kind: "decisive" });
  });
});

describe("SB 6.4 Last Lord Standing", () => {
  it("SB 6.4 if the last two lords wipe each other out, the game is a draw", () => {
    let draws = 0;
    for (let i = 0; i < 40 && draws === 0; i++) {
      const s = stage2({
        options: { battle: "ordinary", coreBonusShip: false },
        cells: [
          { at: [0, 0], card: "QC" },
          { at: [1, 0], card: "5D", ships: { lord1: [1, 0], lord2: [1, 0] } },
        ],
      });
      const b = play(s, "lord1", pass).state;
      const { state } = play(b, "lord1", { type: "battle", at: { x: 1, y: 0 }, against: "lord2" }, new Rng(`wipe-${i}`, "x"));
      if (state.seats.every((x) => state.lords[x]!.status === "eliminated")) {
        expect(state.result).toMatchObject({ winners: [], kind: "draw" });
        draws++;
      }
    }
    expect(draws).toBe(1);
  });
});

describe("SB 6.5 Turn Limit", () => {
  it("SB 6.5 the game ends by score after the last allowed turn", () => {
    const s = stage2({
      options: { endMethod: "B", turnLimit: 10, coreBonusShip: false },
      cells: [
        { at: [0, 0], card: "QC" },
        { at: [1, 0], card: "5D", ships: { lord1: [1, 0] } },
        { at: [2, 0], card: "9D", ships: { lord2: [1, 0] } },
      ],
      turnNumber: 9,
    });
    const mid = play(s, "lord1", pass).state;
    expect(mid.phase).toBe("turn");
    const { state } = play(mid, "lord2", pass);
    expect(state.result).toMatchObject({ winners: ["lord2"], kind: "score", reason: expect.stringContaining("turn limit") });
  });
});

describe("SB 6.6 Resignation", () => {
  function three() {
    return stage2({
      options: { players: 3, coreBonusShip: false },
      cells: [
        { at: [0, 0], card: "QC" },
        { at: [1, 0], card: "5D", ships: { lord1: [1, 0], lord2: [1, 0] } },
        { at: [2, 0], card: "9D", ships: { lord3: [1, 0] } },
      ],
      hands: { lord1: ["2C"], lord2: ["3C", "4C"] },
    });
  }

  it("SB 6.6 a resigning lord's ships leave, his hand is discarded, play goes on", () => {
    const { state, events } = starBattle.resign(three(), "lord2");
    starBattle.assert(state);
    expect(events[0]).toEqual({ type: "LordResigned", seat: "lord2", discarded: ["3C", "4C"] });
    expect(state.chart["1,0"]!.ships).toEqual({ lord1: { scouts: 1, dreadnoughts: 0 } });
    expect(state.discard).toEqual(expect.arrayContaining(["3C", "4C"]));
    expect(state.turn!.seat).toBe("lord1");
    expect(refuse(state, "lord2", pass)).toBe("LORD_OUT");
  });

  it("SB 6.6 if the phasing lord resigns the turn passes on", () => {
    const { state } = starBattle.resign(three(), "lord1");
    starBattle.assert(state);
    expect(state.turn).toMatchObject({ seat: "lord2", acted: false });
  });

  it("SB 6.6 a battle question with a resigned lord is dropped", () => {
    const b = play(three(), "lord1", pass).state;
    expect(b.phase).toBe("battle");
    const { state } = starBattle.resign(b, "lord2");
    starBattle.assert(state);
    expect(state.phase).toBe("turn");
    expect(state.turn!.seat).toBe("lord3");
  });

  it("SB 6.6 when one lord is left he wins by forfeit; resigning again changes nothing", () => {
    const s = stage2({
      cells: [
        { at: [0, 0], card: "QC", ships: { lord1: [1, 0] } },
        { at: [1, 0], card: "5D", ships: { lord2: [1, 0] } },
      ],
    });
    const { state } = starBattle.resign(s, "lord1");
    expect(state.result).toMatchObject({ winners: ["lord2"], kind: "forfeit" });
    expect(starBattle.resign(state, "lord2").events).toEqual([]);
  });

  it("SB 6.6 resigning during the set-up skips the lord in placement and Home Base choice", () => {
    const normal = starBattle.setup(optionsSchema.parse({ players: 3 }), new Rng("r", "setup"));
    const placer = normal.active!;
    const afterNormal = starBattle.resign(normal, placer).state;
    starBattle.assert(afterNormal);
    expect(afterNormal.active).not.toBe(placer);
    expect(afterNormal.lords[placer]!.hand).toEqual([]);
    expect(choices(afterNormal).length).toBeGreaterThan(0);

    const uu = starBattle.setup(optionsSchema.parse({ players: 2, setup: "unknown-universe" }), new Rng("r", "setup"));
    const r = starBattle.resign(uu, uu.active!);
    expect(r.state.result).toMatchObject({ kind: "forfeit" });
  });
});
