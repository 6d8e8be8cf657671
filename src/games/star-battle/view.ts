// What a viewer may see (SB 0.4). Hands are seen only by their owner, face-down cards only as
// "hidden", the deck only as a count. A spectator (null) sees no hand at all.
import type { GameEvent, Outcome, SeatId, Viewer } from "../../engine/contract";
import type { CardId } from "./cards";
import { cellsInOrder, key, samePos } from "./chart";
import type { StarBattleOptions } from "./options";
import { owingSeats } from "./owing";
import { seatSpecs } from "./seats";
import type { BattleReport, LordStatus, Phase, Pos, StarBattleState } from "./state";

export interface LordView {
  seat: SeatId;
  name: string;
  status: LordStatus;
  handSize: number;
  scouts: number;
  dreadnoughts: number;
  freeMoves: number;
  homeBase: Pos | null;
}

export interface ShipsView {
  seat: SeatId;
  scouts: number;
  dreadnoughts: number;
}

export interface CellView {
  x: number;
  y: number;
  /** The card, or "hidden" while it lies face down. */
  card: CardId | "hidden";
  ships: ShipsView[];
  /** The lord who alone has ships here (SB 2.4), if any. */
  controller: SeatId | null;
  core: boolean;
  /** Lords whose Home Base this card is. */
  homeBaseOf: SeatId[];
}

export interface StarBattleView {
  phase: Phase;
  viewer: SeatId | null;
  options: StarBattleOptions;
  decks: number;
  dealer: SeatId;
  firstPlayer: SeatId;
  /** Seats that owe a decision now. */
  awaiting: SeatId[];
  lords: LordView[];
  /** The viewer's own hand; null for a spectator. */
  hand: CardId[] | null;
  chart: CellView[];
  core: Pos | null;
  deckSize: number;
  discardPile: CardId[];
  turn: { seat: SeatId; number: number; acted: boolean; freeMoves: number } | null;
  battle: { at: Pos; phasing: SeatId; opponent: SeatId; asked: SeatId } | null;
  lastBattle: BattleReport | null;
  outcome: Outcome | null;
}

export function view(s: StarBattleState, viewer: Viewer): StarBattleView {
  const own = viewer !== null && Object.hasOwn(s.lords, viewer) ? viewer : null;
  const totals: Record<SeatId, { scouts: number; dreadnoughts: number }> = {};
  const homeOf = new Map<string, SeatId[]>();
  for (const seat of s.seats) {
    totals[seat] = { scouts: 0, dreadnoughts: 0 };
    const hb = s.lords[seat]!.homeBase;
    if (hb) homeOf.set(key(hb), [...(homeOf.get(key(hb)) ?? []), seat]);
  }
  // One pass over the chart gives the cells and every lord's fleet total.
  const chart: CellView[] = cellsInOrder(s).map((cell) => {
    const ships: ShipsView[] = [];
    for (const seat of s.seats) {
      const f = cell.ships[seat];
      if (!f) continue;
      ships.push({ seat, scouts: f.scouts, dreadnoughts: f.dreadnoughts });
      totals[seat]!.scouts += f.scouts;
      totals[seat]!.dreadnoughts += f.dreadnoughts;
    }
    return {
      x: cell.x,
      y: cell.y,
      card: cell.faceUp ? cell.card : "hidden",
      ships,
      controller: ships.length === 1 ? ships[0]!.seat : null,
      core: s.core !== null && samePos(s.core, cell),
      homeBaseOf: homeOf.get(key(cell)) ?? [],
    };
  });
  const names = seatSpecs(s.options);
  return {
    phase: s.phase,
    viewer: own,
    options: { ...s.options },
    decks: s.decks,
    dealer: s.dealer,
    firstPlayer: s.first,
    awaiting: owingSeats(s),
    lords: s.seats.map((seat, i) => {
      const lord = s.lords[seat]!;
      return {
        seat,
        name: names[i]?.name ?? seat,
        status: lord.status,
        handSize: lord.hand.length,
        scouts: totals[seat]!.scouts,
        dreadnoughts: totals[seat]!.dreadnoughts,
        freeMoves: lord.freeMoves,
        homeBase: lord.homeBase ? { ...lord.homeBase } : null,
      };
    }),
    hand: own ? [...s.lords[own]!.hand] : null,
    chart,
    core: s.core ? { ...s.core } : null,
    deckSize: s.deck.length,
    discardPile: [...s.discard],
    turn: s.turn && s.phase !== "over" ? { ...s.turn, freeMoves: s.lords[s.turn.seat]!.freeMoves } : null,
    battle: s.phase === "battle" && s.battles[0] ? { ...s.battles[0], at: { ...s.battles[0].at } } : null,
    // Reports and results are replaced, never edited, by the rules; copied so a caller's edits stay its own.
    lastBattle: s.lastBattle ? (JSON.parse(JSON.stringify(s.lastBattle)) as BattleReport) : null,
    outcome: s.result ? (JSON.parse(JSON.stringify(s.result)) as Outcome) : null,
  };
}

/** Only the cards a lord draws are secret: everyone else learns how many. */
export function redact(event: GameEvent, viewer: Viewer): GameEvent | null {
  if (event.type === "CardsDrawn" && event.seat !== viewer) {
    const { cards: _secret, ...rest } = event;
    return rest;
  }
  return event;
}
