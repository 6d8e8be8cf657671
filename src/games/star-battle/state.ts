// The state of a Star Battle game. Plain JSON only: it is stored as snapshots, so no classes,
// Maps, Sets or `undefined` standing for something; absence is `null` or a missing record key.
import type { Outcome, SeatId } from "../../engine/contract";
import type { CardId } from "./cards";
import type { StarBattleOptions } from "./options";

export interface Pos {
  x: number;
  y: number;
}

export type ShipKind = "scout" | "dreadnought";

/** Replaced whole, never edited: a cell's copy shares its fleets. */
export interface Fleet {
  readonly scouts: number;
  readonly dreadnoughts: number;
}

/**
 * A card on the star chart and the ships on it. A lord with no ships here has no key. Read-only:
 * a cell is shared by every state copied from the one that made it (cloneState shares the chart),
 * so a rule writes a cell only through chart-write.ts, which gives it this step's own copy.
 */
export interface Cell {
  readonly x: number;
  readonly y: number;
  readonly card: CardId;
  /** Face-down cards exist only in the Unknown Universe until first entered (SB 1.7). */
  readonly faceUp: boolean;
  readonly ships: Readonly<Record<SeatId, Fleet>>;
}

// A mark of the type only (no such key exists): readonly alone does not stop the compiler from
// passing a read-only Cell where a WritableCell is asked for, this does.
declare const writable: unique symbol;

/** A cell made in this step, which the step may still write (chart-write.ts cellToWrite, the only maker). */
export interface WritableCell extends Cell {
  readonly [writable]: true;
  card: CardId;
  faceUp: boolean;
  ships: Record<SeatId, Fleet>;
}

export type LordStatus = "active" | "eliminated" | "resigned";

export interface Lord {
  status: LordStatus;
  hand: CardId[];
  /** Free moves earned and not yet used (SB 3.5). */
  freeMoves: number;
  /** Normal set-up: the Core for every lord. Unknown Universe: chosen on the perimeter. */
  homeBase: Pos | null;
}

/**
 * placement: Normal set-up, lords place their dealt cards (SB 1.3–1.4).
 * homeBases: Unknown Universe, lords pick their Home Base on the perimeter (SB 1.6).
 * turn: the phasing lord acts (SB 3). battle: a lord is asked whether to fight (SB 4.1).
 */
export type Phase = "placement" | "homeBases" | "turn" | "battle" | "over";

export interface TurnState {
  seat: SeatId;
  /** 1-based count of turns in the whole game. */
  number: number;
  /** The turn's own action has been taken; further actions spend free moves. */
  acted: boolean;
}

/** One pair of lords sharing a card after the phasing lord's actions (SB 4.1). */
export interface BattleQuestion {
  at: Pos;
  phasing: SeatId;
  opponent: SeatId;
  /** Who is being asked now: the phasing lord first, then the opponent. */
  asked: SeatId;
}

export interface ShipFlips {
  seat: SeatId;
  ship: ShipKind;
  /** Every coin flipped for this ship, true = heads. */
  flips: boolean[];
  destroyed: boolean;
}

export type BattleRound =
  | { kind: "coins"; ships: ShipFlips[] }
  | {
      kind: "table";
      attackerStrength: number;
      defenderStrength: number;
      column: string;
      roll: number;
      result: string;
      attackerLosses: number;
      defenderLosses: number;
    };

export interface BattleReport {
  at: Pos;
  /** The lord who initiated the battle. */
  attacker: SeatId;
  defender: SeatId;
  method: StarBattleOptions["battle"];
  rounds: BattleRound[];
  losses: Record<SeatId, Fleet>;
  survivors: Record<SeatId, Fleet>;
}

export interface StarBattleState {
  /** Never written: shared by every copy (cloneState). */
  options: Readonly<StarBattleOptions>;
  /** Decks shuffled together (options.decks resolved). */
  decks: number;
  /** Seats in play order: each lord's turn passes to the next (the lord on his right). Never written: shared by every copy. */
  seats: readonly SeatId[];
  lords: Record<SeatId, Lord>;
  phase: Phase;
  dealer: SeatId;
  /** The lord to the right of the dealer: places the Core / picks first, and plays first. */
  first: SeatId;
  /** Who must place or pick a Home Base (set-up phases); null otherwise. */
  active: SeatId | null;
  /** Face down; the top of the deck is the end of the array. Secret. */
  deck: CardId[];
  /** Public, oldest first. */
  discard: CardId[];
  /** Keyed by "x,y", in reading order. Never edited in place: shared by the states copied from this one (cloneState). */
  chart: Readonly<Record<string, Cell>>;
  /** Normal set-up only: where the Core of the Galaxy lies. */
  core: Pos | null;
  turn: TurnState | null;
  /** Battle questions still to ask this turn; the head is the current one. */
  battles: BattleQuestion[];
  lastBattle: BattleReport | null;
  result: Outcome | null;
}

/**
 * The copy apply() works on, which must leave its input as it was. Hand-written because it runs on
 * every action and is several times faster than structuredClone; field by field rather than
 * spread, which V8 copies slower (bench/README 5s, 6zh), so a field added to the state must be
 * added here too: the compiler asks for every field of the literal, and state-copy.test.ts checks
 * that a copy reads as its source, key for key. The chart is shared, not copied (bench/README
 * 6zk): a step writes one or two of its cells, and does so through chart-write.ts, which copies
 * the record and those cells first. The options and the seats are never written, and lastBattle
 * and result are only ever replaced, never edited, so they are shared too.
 */
export function cloneState(s: StarBattleState): StarBattleState {
  const lords: Record<string, Lord> = {};
  for (const seat in s.lords) {
    const l = s.lords[seat]!;
    lords[seat] = {
      status: l.status,
      hand: l.hand.slice(),
      freeMoves: l.freeMoves,
      homeBase: l.homeBase ? { ...l.homeBase } : null,
    };
  }
  const battles: BattleQuestion[] = [];
  for (const q of s.battles) battles.push({ at: { x: q.at.x, y: q.at.y }, phasing: q.phasing, opponent: q.opponent, asked: q.asked });
  return {
    options: s.options,
    decks: s.decks,
    seats: s.seats,
    lords,
    phase: s.phase,
    dealer: s.dealer,
    first: s.first,
    active: s.active,
    deck: s.deck.slice(),
    discard: s.discard.slice(),
    chart: s.chart,
    core: s.core ? { ...s.core } : null,
    turn: s.turn ? { seat: s.turn.seat, number: s.turn.number, acted: s.turn.acted } : null,
    battles,
    lastBattle: s.lastBattle,
    result: s.result,
  };
}
