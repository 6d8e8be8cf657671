import { describe, expect, it } from "vitest";
import { Rng } from "../../../src/engine/rng";
import { starBattle, type StarBattleAction, type StarBattleState } from "../../../src/games/star-battle";
import { systemValue } from "../../../src/games/star-battle/cards";
import { key } from "../../../src/games/star-battle/chart";
import { optionsSchema } from "../../../src/games/star-battle/options";
import { choices, conserve, play, refuse, types } from "./helpers";

function normal(players = 2, seed = "normal"): StarBattleState {
  return starBattle.setup(optionsSchema.parse({ players }), new Rng(seed, "setup"));
}

function universe(extra: Record<string, unknown> = {}, seed = "uu"): StarBattleState {
  return starBattle.setup(optionsSchema.parse({ setup: "unknown-universe", ...extra }), new Rng(seed, "setup"));
}

/** Places every card by always taking the first legal choice, up to Stage 2. */
function placeAll(state: StarBattleState): { state: StarBattleState; events: { type: string }[] } {
  const all: { type: string }[] = [];
  while (state.phase === "placement") {
    const seat = state.active!;
    const r = play(state, seat, choices(state)[0]!);
    state = r.state;
    all.push(...r.events);
  }
  return { state, events: all };
}

describe("SB 1.1 Shuffle and Dealer", () => {
  it("SB 1.1 the dealer is drawn by lot and the lord to his right (next seat) acts first", () => {
    const dealers = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const s = normal(3, `dealer-${i}`);
      dealers.add(s.dealer);
      expect(s.first).toBe(s.seats[(s.seats.indexOf(s.dealer) + 1) % 3]);
      expect(s.active).toBe(s.first);
    }
    expect(dealers.size).toBe(3);
  });

  it("SB 1.1 the shuffle comes from the Rng: same seed same deal, other seed other deal", () => {
    expect(normal(2, "a")).toEqual(normal(2, "a"));
    expect(normal(2, "a").lords.lord1!.hand).not.toEqual(normal(2, "b").lords.lord1!.hand);
  });
});

describe("SB 1.2 Normal Deal", () => {
  it("SB 1.2 each lord is dealt eight cards and the rest stay in the deck", () => {
    const s = normal(3);
    for (const seat of s.seats) expect(s.lords[seat]!.hand).toHaveLength(8);
    expect(s.deck).toHaveLength(52 - 24);
    expect(s.phase).toBe("placement");
  });
});

describe("SB 1.3 Core of the Galaxy", () => {
  it("SB 1.3 the first card must be the placer's highest (King high, Ace low), at {0,0}", () => {
    const s = normal();
    const seat = s.active!;
    const hand = s.lords[seat]!.hand;
    const best = Math.max(...hand.map(systemValue));
    const low = hand.find((c) => systemValue(c) < best)!;
    const high = hand.find((c) => systemValue(c) === best)!;
    expect(refuse(s, seat, { type: "place", card: low, at: { x: 0, y: 0 } })).toBe("NOT_HIGHEST_CARD");
    expect(refuse(s, seat, { type: "place", card: high, at: { x: 1, y: 0 } })).toBe("CORE_AT_ORIGIN");
    const { state, events } = play(s, seat, { type: "place", card: high, at: { x: 0, y: 0 } });
    expect(state.core).toEqual({ x: 0, y: 0 });
    expect(events[0]).toMatchObject({ type: "CardPlaced", core: true, card: high });
    expect(choices(s).every((c) => c.type === "place" && systemValue(c.card) === best)).toBe(true);
  });

  it("SB 1.3 an Ace is low when choosing the Core: a hand of A and 2 must lay the 2", () => {
    const s = normal();
    const seat = s.active!;
    for (const who of s.seats) s.lords[who]!.hand = s.lords[who]!.hand.filter((c) => c !== "AS" && c !== "2C");
    s.lords[seat]!.hand = ["AS", "2C"];
    conserve(s);
    expect(refuse(s, seat, { type: "place", card: "AS", at: { x: 0, y: 0 } })).toBe("NOT_HIGHEST_CARD");
    expect(choices(s)).toEqual([{ type: "place", card: "2C", at: { x: 0, y: 0 } }]);
  });
});

describe("SB 1.4 Placement Stage and SB T1 Table 1", () => {
  function afterCore(card: string): { s: StarBattleState; seat: string } {
    const s = normal();
    s.chart = { ...s.chart, "0,0": { x: 0, y: 0, card: "KS", faceUp: true, ships: {} } };
    s.core = { x: 0, y: 0 };
    const seat = s.active!;
    for (const who of s.seats) s.lords[who]!.hand = s.lords[who]!.hand.filter((c) => c !== "KS" && c !== card);
    s.lords[seat]!.hand = [card, ...s.lords[seat]!.hand.slice(0, 6)];
    conserve(s);
    return { s, seat };
  }

  const cases: [string, string, [number, number][], [number, number][]][] = [
    [
      "Diamonds",
      "5D",
      [
        [0, 1],
        [0, -1],
        [1, 0],
        [-1, 0],
      ],
      [],
    ],
    [
      "Clubs",
      "5C",
      [
        [0, 1],
        [0, -1],
        [1, 0],
        [-1, 0],
      ],
      [],
    ],
    [
      "Hearts",
      "5H",
      [
        [1, 0],
        [-1, 0],
      ],
      [
        [0, 1],
        [0, -1],
      ],
    ],
    [
      "Spades",
      "5S",
      [
        [0, 1],
        [0, -1],
      ],
      [
        [1, 0],
        [-1, 0],
      ],
    ],
  ];
  for (const [suit, card, ok, bad] of cases) {
    it(`SB T1 ${suit}: a card may be laid where a move from it would reach a laid card`, () => {
      const { s, seat } = afterCore(card);
      for (const [x, y] of ok) play(s, seat, { type: "place", card, at: { x, y } });
      for (const [x, y] of bad) expect(refuse(s, seat, { type: "place", card, at: { x, y } })).toBe("NO_CONNECTION");
      expect(refuse(s, seat, { type: "place", card, at: { x: 2, y: 2 } })).toBe("NO_CONNECTION");
    });
  }

  it("SB 1.4 a card may not be laid on another and must come from the placer's hand", () => {
    const { s, seat } = afterCore("5D");
    expect(refuse(s, seat, { type: "place", card: "5D", at: { x: 0, y: 0 } })).toBe("POSITION_OCCUPIED");
    expect(refuse(s, seat, { type: "place", card: "KS", at: { x: 1, y: 0 } })).toBe("CARD_NOT_IN_HAND");
  });

  it("SB 1.4 lords lay in turn until every hand is empty, then Stage 2 begins", () => {
    const s = normal(3, "lay");
    const order: string[] = [];
    let state = s;
    while (state.phase === "placement") {
      order.push(state.active!);
      state = play(state, state.active!, choices(state)[0]!).state;
    }
    expect(order).toHaveLength(24);
    const i = s.seats.indexOf(s.first);
    expect(order.slice(0, 3)).toEqual([0, 1, 2].map((k) => s.seats[(i + k) % 3]));
    expect(Object.keys(state.chart)).toHaveLength(24);
    expect(state.phase).toBe("turn");
  });
});

describe("SB 1.5 Unknown Universe Star Chart", () => {
  it("SB 1.5 the deck is dealt face down into an N×N chart", () => {
    const s = universe({ chartSize: 6 });
    expect(Object.keys(s.chart)).toHaveLength(36);
    expect(Object.values(s.chart).every((c) => !c.faceUp)).toBe(true);
    expect(s.chart[key({ x: 5, y: 5 })]).toBeDefined();
    expect(s.deck).toHaveLength(52 - 36);
    expect(s.phase).toBe("homeBases");
  });
});

describe("SB 1.6 Home Bases and SB 1.7 Turning Cards Up", () => {
  it("SB 1.6 a Home Base is a perimeter card no other lord holds; choosing turns it up", () => {
    const s = universe();
    const seat = s.active!;
    expect(refuse(s, seat, { type: "chooseHomeBase", at: { x: 2, y: 2 } })).toBe("NOT_ON_PERIMETER");
    expect(refuse(s, seat, { type: "chooseHomeBase", at: { x: 5, y: 0 } })).toBe("OFF_CHART");
    const { state, events } = play(s, seat, { type: "chooseHomeBase", at: { x: 0, y: 2 } });
    expect(state.chart["0,2"]!.faceUp).toBe(true);
    expect(events[0]).toMatchObject({ type: "HomeBaseChosen", seat, card: s.chart["0,2"]!.card });
    const next = state.active!;
    expect(next).not.toBe(seat);
    expect(refuse(state, next, { type: "chooseHomeBase", at: { x: 0, y: 2 } })).toBe("HOME_BASE_TAKEN");
    expect(choices(s)).toHaveLength(16);
  });

  it("SB 1.7 cards other than Home Bases stay face down until entered", () => {
    let s = universe();
    s = play(s, s.active!, { type: "chooseHomeBase", at: { x: 0, y: 0 } }).state;
    s = play(s, s.active!, { type: "chooseHomeBase", at: { x: 4, y: 4 } }).state;
    expect(Object.values(s.chart).filter((c) => c.faceUp)).toHaveLength(2);
  });
});

describe("SB 2.1 Stage 2 Ships and Hands", () => {
  it("SB 2.1 Normal: every lord gets a Scout and a Dreadnought on the Core and draws two cards; the Core is no one's Home Base (R8)", () => {
    const { state, events } = placeAll(normal(3, "stage2"));
    for (const seat of state.seats) {
      expect(state.chart["0,0"]!.ships[seat]).toEqual({ scouts: 1, dreadnoughts: 1 });
      expect(state.lords[seat]!.hand).toHaveLength(2);
      expect(state.lords[seat]!.homeBase).toBeNull();
    }
    expect(types(events).filter((t) => t === "CardsDrawn")).toHaveLength(3);
    expect(types(events)).toContain("StageTwoBegan");
    expect(state.turn).toMatchObject({ seat: state.first, number: 1, acted: false });
  });

  it("SB 2.1 Unknown Universe: each lord's two ships start on his own Home Base", () => {
    let s = universe({ players: 3 });
    const picks: Record<string, string> = {};
    for (const at of [
      { x: 0, y: 0 },
      { x: 4, y: 0 },
      { x: 2, y: 4 },
    ]) {
      picks[s.active!] = key(at);
      s = play(s, s.active!, { type: "chooseHomeBase", at } as StarBattleAction).state;
    }
    for (const [seat, k] of Object.entries(picks)) {
      expect(s.chart[k]!.ships).toEqual({ [seat]: { scouts: 1, dreadnoughts: 1 } });
      expect(s.lords[seat]!.hand).toHaveLength(2);
    }
    expect(s.phase).toBe("turn");
  });
});
