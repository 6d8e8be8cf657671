// What a viewer may see (SB 0.4). Hands are seen only by their owner, face-down cards only as
// "hidden", the deck only as a count. A spectator (null) sees no hand at all.
import type { GameEvent, Outcome, SeatId, Viewer } from "../../engine/contract";
import type { CardId } from "./cards";
import { cellsInOrder, controller, samePos, shipsInPlay } from "./chart";
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
  const names = new Map(seatSpecs(s.options).map((spec) => [spec.id, spec.name]));
  const own = viewer !== null && s.lords[viewer] ? viewer : null;
  return {
    phase: s.phase,
    viewer: own,
    options: { ...s.options },
    decks: s.decks,
    dealer: s.dealer,
    firstPlayer: s.first,
    awaiting: owingSeats(s),
    lords: s.seats.map((seat) => {
      const lord = s.lords[seat]!;
      const fleet = shipsInPlay(s, seat);
      return {
        seat,
        name: names.get(seat) ?? seat,
        status: lord.status,
        handSize: lord.hand.length,
        scouts: fleet.scouts,
        dreadnoughts: fleet.dreadnoughts,
        freeMoves: lord.freeMoves,
        homeBase: lord.homeBase ? { ...lord.homeBase } : null,
      };
    }),
    hand: own ? [...s.lords[own]!.hand] : null,
    chart: cellsInOrder(s).map((cell) => ({
      x: cell.x,
      y: cell.y,
      card: cell.faceUp ? cell.card : "hidden",
      ships: s.seats.filter((seat) => cell.ships[seat]).map((seat) => ({ seat, ...cell.ships[seat]! })),
      controller: controller(cell),
      core: s.core !== null && samePos(s.core, cell),
      homeBaseOf: s.seats.filter((seat) => {
        const hb = s.lords[seat]!.homeBase;
        return hb !== null && samePos(hb, cell);
      }),
    })),
    core: s.core ? { ...s.core } : null,
    deckSize: s.deck.length,
    discardPile: [...s.discard],
    turn: s.turn && s.phase !== "over" ? { ...s.turn, freeMoves: s.lords[s.turn.seat]!.freeMoves } : null,
    battle: s.phase === "battle" && s.battles[0] ? structuredClone(s.battles[0]) : null,
    lastBattle: s.lastBattle ? structuredClone(s.lastBattle) : null,
    outcome: s.result ? structuredClone(s.result) : null,
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
