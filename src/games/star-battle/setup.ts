// Set-up (SB 1): shuffle, choose the dealer, then either deal the Normal hands (SB 1.2) or deal
// the Unknown Universe star chart face down (SB 1.5). Stage 2 starts from the rules once every
// lord has placed his cards or picked his Home Base.
import type { Rng } from "../../engine/rng";
import { makeDeck } from "./cards";
import { key } from "./chart";
import { deckCount, NORMAL_DEAL, optionsSchema, type StarBattleOptions } from "./options";
import { seatSpecs } from "./seats";
import type { Cell, Lord, StarBattleState } from "./state";

export function setup(input: StarBattleOptions, rng: Rng): StarBattleState {
  // Parsing is idempotent on parsed options and fills defaults if the caller passed raw ones.
  const options = optionsSchema.parse(input);
  const decks = deckCount(options);
  const seats = seatSpecs(options).map((s) => s.id);
  const deck = rng.shuffle(makeDeck(decks), "set-up: shuffle the deck");
  const dealer = rng.pick(seats, "set-up: choose the dealer");
  const first = seats[(seats.indexOf(dealer) + 1) % seats.length]!;
  const lords: Record<string, Lord> = {};
  for (const seat of seats) lords[seat] = { status: "active", hand: [], freeMoves: 0, homeBase: null };

  const chart: Record<string, Cell> = {};
  if (options.setup === "normal") {
    for (let round = 0; round < NORMAL_DEAL; round++) for (const seat of seats) lords[seat]!.hand.push(deck.pop()!);
  } else {
    const n = options.chartSize;
    for (let y = 0; y < n; y++) {
      for (let x = 0; x < n; x++) chart[key({ x, y })] = { x, y, card: deck.pop()!, faceUp: false, ships: {} };
    }
  }

  return {
    options,
    decks,
    seats,
    lords,
    phase: options.setup === "normal" ? "placement" : "homeBases",
    dealer,
    first,
    active: first,
    deck,
    discard: [],
    chart,
    core: null,
    turn: null,
    battles: [],
    lastBattle: null,
    result: null,
  };
}
