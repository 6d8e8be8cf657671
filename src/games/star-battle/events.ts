// Events, in the past tense. Type aliases (not interfaces) so each is assignable to the
// contract's open GameEvent. Only CardsDrawn carries a secret: redact() strips its cards.
import type { SeatId, VictoryKind } from "../../engine/contract";
import type { CardId } from "./cards";
import type { BattleRound, Fleet, Pos, ShipKind } from "./state";

export type CardPlaced = { type: "CardPlaced"; seat: SeatId; card: CardId; at: Pos; core: boolean };
export type HomeBaseChosen = { type: "HomeBaseChosen"; seat: SeatId; at: Pos; card: CardId };
export type StageTwoBegan = { type: "StageTwoBegan"; first: SeatId };
export type ShipsCommissioned = {
  type: "ShipsCommissioned";
  seat: SeatId;
  at: Pos;
  scouts: number;
  dreadnoughts: number;
  reason: "stage-two" | "bonus";
};
/** `cards` is present only in the drawing lord's copy (see redact). */
export type CardsDrawn = { type: "CardsDrawn"; seat: SeatId; count: number; cards?: CardId[] };
/** `kept`: cards discarded by the current action, left face up as the new discard pile. */
export type DeckReshuffled = { type: "DeckReshuffled"; size: number; kept: number };
export type TurnBegan = { type: "TurnBegan"; seat: SeatId; number: number; freeMoves: number };
export type ShipBuilt = {
  type: "ShipBuilt";
  seat: SeatId;
  at: Pos;
  ship: ShipKind;
  card: CardId;
  freeMoveEarned: boolean;
  freeMoveSpent: boolean;
};
export type CardTurnedUp = { type: "CardTurnedUp"; at: Pos; card: CardId };
export type ShipMoved = {
  type: "ShipMoved";
  seat: SeatId;
  from: Pos;
  to: Pos;
  ship: ShipKind;
  card: CardId;
  freeMoveEarned: boolean;
  freeMoveSpent: boolean;
};
export type MoveFailed = {
  type: "MoveFailed";
  seat: SeatId;
  from: Pos;
  to: Pos;
  ship: ShipKind;
  card: CardId;
  reason: "DISCARD_TOO_LOW" | "SUIT_MISMATCH";
  freeMoveSpent: boolean;
};
export type SystemRebuilt = {
  type: "SystemRebuilt";
  seat: SeatId;
  at: Pos;
  ship: ShipKind;
  removed: CardId;
  card: CardId;
  freeMoveSpent: boolean;
};
export type CardsDiscarded = { type: "CardsDiscarded"; seat: SeatId; cards: CardId[]; freeMoveSpent: boolean };
export type TurnEnded = { type: "TurnEnded"; seat: SeatId; number: number; freeMovesLost: number };
export type BattleDeclined = { type: "BattleDeclined"; seat: SeatId; at: Pos; against: SeatId };
export type BattleFought = {
  type: "BattleFought";
  at: Pos;
  attacker: SeatId;
  defender: SeatId;
  method: "ordinary" | "decisive" | "tabular";
  rounds: BattleRound[];
  losses: Record<SeatId, Fleet>;
  survivors: Record<SeatId, Fleet>;
};
export type LordEliminated = { type: "LordEliminated"; seat: SeatId; discarded: CardId[] };
export type LordResigned = { type: "LordResigned"; seat: SeatId; discarded: CardId[] };
export type GameEnded = {
  type: "GameEnded";
  winners: SeatId[];
  kind: VictoryKind;
  reason: string;
  scores?: Record<SeatId, number>;
};

export type StarBattleEvent =
  | CardPlaced
  | HomeBaseChosen
  | StageTwoBegan
  | ShipsCommissioned
  | CardsDrawn
  | DeckReshuffled
  | TurnBegan
  | ShipBuilt
  | CardTurnedUp
  | ShipMoved
  | MoveFailed
  | SystemRebuilt
  | CardsDiscarded
  | TurnEnded
  | BattleDeclined
  | BattleFought
  | LordEliminated
  | LordResigned
  | GameEnded;
