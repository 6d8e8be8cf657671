// Events, in the past tense; their shapes are stated once in schema.ts. Only CardsDrawn carries a
// secret: redact() strips its cards.
import type { z } from "zod";
import type * as s from "./schema";
import type { RuleContext } from "../../engine/kit";
import type { Cell, StarBattleState } from "./state";

export type CardPlaced = z.output<typeof s.cardPlaced>;
export type HomeBaseChosen = z.output<typeof s.homeBaseChosen>;
export type StageTwoBegan = z.output<typeof s.stageTwoBegan>;
export type ShipsCommissioned = z.output<typeof s.shipsCommissioned>;
/** `cards` is present only in the drawing lord's copy (see redact). */
export type CardsDrawn = z.output<typeof s.cardsDrawn>;
export type DeckReshuffled = z.output<typeof s.deckReshuffled>;
export type TurnBegan = z.output<typeof s.turnBegan>;
export type ShipBuilt = z.output<typeof s.shipBuilt>;
export type CardTurnedUp = z.output<typeof s.cardTurnedUp>;
export type ShipMoved = z.output<typeof s.shipMoved>;
export type MoveFailed = z.output<typeof s.moveFailed>;
export type SystemRebuilt = z.output<typeof s.systemRebuilt>;
export type CardsDiscarded = z.output<typeof s.cardsDiscarded>;
export type TurnEnded = z.output<typeof s.turnEnded>;
export type BattleDeclined = z.output<typeof s.battleDeclined>;
export type BattleFought = z.output<typeof s.battleFought>;
export type LordEliminated = z.output<typeof s.lordEliminated>;
export type LordResigned = z.output<typeof s.lordResigned>;
export type GameEnded = z.output<typeof s.gameEnded>;

export type StarBattleEvent = z.output<typeof s.eventSchema>;

/**
 * What every rule handler works on (the kit's context), plus how many cards of the discard pile
 * were there before this action: only those may be reshuffled into a new deck (cards discarded
 * by the action itself stay on the pile; rules/drawing.ts).
 */
export type Ctx = RuleContext<StarBattleState, StarBattleEvent> & { reshufflable: number } & ChartWrites;

/**
 * What this step has made of the chart (chart-write.ts): the state's copy shares its chart with
 * the state it came from, so the first cell written copies the record, and each cell written is
 * copied once. All null until the step writes a cell.
 */
export interface ChartWrites {
  /** The record this step made (the state's chart while the step owns it). */
  ownChart: Record<string, Cell> | null;
  /** Its index's cells, which the step keeps right as it puts new cells in the record. */
  ownCells: Cell[] | null;
  /** The cells of the record it copied: a cell that is still the very one there is shared. */
  sourceCells: readonly Cell[] | null;
}
