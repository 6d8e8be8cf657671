// What a viewer may see (SB 0.4). Hands are seen only by their owner, face-down cards only as
// "hidden", the deck only as a count. A spectator (null) sees no hand at all.
import type { z } from "zod";
import type { GameEvent, Outcome, SeatId, Viewer } from "../../engine/contract";
import { cellsInOrder, key, samePos } from "./chart";
import { owingSeats } from "./owing";
import type { viewSchema } from "./schema";
import { lordName } from "./seats";
import type { BattleReport, StarBattleState } from "./state";

/** The view's types come from its schema (schema.ts). */
export type StarBattleView = z.output<typeof viewSchema>;
export type LordView = StarBattleView["lords"][number];
export type CellView = StarBattleView["chart"][number];
export type ShipsView = CellView["ships"][number];

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
        name: lordName(s.options, i) ?? seat,
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
