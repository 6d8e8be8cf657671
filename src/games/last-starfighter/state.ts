// The state of a duel. Plain JSON only: it is stored as snapshots, so no classes, Maps or Sets,
// and absence is `null`. Wheel settings are stored once, as the first seat sees them; the other
// seat's wheel is its mirror (LS 3.2), so the two can never disagree.
import type { Outcome, SeatId } from "../../engine/contract";
import type { Direction, Orders } from "./actions";
import type { LastStarfighterOptions } from "./options";
import type { ShipCard } from "./ships";
import type { WeaponId } from "./weapons";
import type { SpecialResult } from "./tables";
import type { WheelSetting } from "./wheel";

/**
 * choosing: pilots take their starfighters (LS 3.1). turret / heading / fire: the three phases
 * of a turn (LS 4.1–4.3). reengage: the ships flew out of range and the pilots may fight on
 * (LS 5.4). over: the duel has ended.
 */
export type Phase = "choosing" | "turret" | "heading" | "fire" | "reengage" | "over";
export type OrderPhase = "turret" | "heading" | "fire";

export interface Heading {
  direction: Direction;
  clicks: number;
}

/** A ship as its Starship Statistics Card stands now. */
export interface Ship {
  card: ShipCard;
  /** Overall damage bar (LS 2.6): 0 means the ship broke apart. */
  protection: number;
  /** Clicks of heading change allowed now (LS 2.4, 7.4). */
  stabilizer: number;
  /** Base To-Hit Number now (LS 2.5, 7.5); 13 cannot hit. */
  targeting: number;
  /** Turns of life left once life support is damaged (LS 7.7); null while it is OK. */
  lifeSupport: number | null;
  /** The turn the life support was hit: its countdown starts at the end of the next turn. */
  lifeSupportHitOnTurn: number | null;
  /** Lasers destroyed for the rest of the game (LS 7.6), in table order. */
  damagedWeapons: WeaponId[];
  /** The turret's sector (LS 2.3); null before it is first aimed and for a drone not aimed at the pilot (LS 8.4). */
  turret: number | null;
  /** This turn's revealed heading change; null until the headings are revealed. */
  heading: Heading | null;
  /** Special damage 6 or more (LS 7.8). */
  blownUp: boolean;
  /** Life support ran out (LS 7.7). */
  pilotDead: boolean;
}

/** One seat's order in the current order phase. */
export interface SeatOrder {
  /** Whether the seat gives an order in this phase at all. */
  owes: boolean;
  /** Sealed orders only: the commitment, public once posted. */
  hash: string | null;
  /** The order, held by the server and shown to nobody else until the phase resolves. */
  order: Orders | null;
  /** Sealed orders only: the nonce revealed with the order (secret until the phase resolves). */
  nonce: string | null;
}

export interface SeatSector {
  seat: SeatId;
  sector: number | null;
}

export interface SeatHeading {
  seat: SeatId;
  direction: Direction;
  clicks: number;
}

/** A wheel setting as a given seat reads it. */
export interface SeatWheel {
  seat: SeatId;
  viewPort: number;
  view: number;
}

export interface DroneMoveReport {
  bigDie: number;
  littleDie: number;
  direction: Direction;
  clicks: number;
  /** The dice asked for more clicks than the damaged stabilizer allows: it flew straight (LS 8.3). */
  forcedStraight: boolean;
}

export interface MovementReport {
  /** Both wheels after the headings were set (LS 1.2 steps 1–2). */
  afterHeadings: SeatWheel[];
  /** Both wheels after the ships moved (step 3). */
  afterMove: SeatWheel[];
  /** Both wheels as the turn goes on (after a fly-by, 5/5). */
  final: SeatWheel[];
  flyBy: boolean;
  disengaging: boolean;
  disengagingStreak: number;
  outOfRange: boolean;
}

export interface SpecialReport {
  die: number;
  modifier: number;
  total: number;
  result: SpecialResult;
  /** Laser damaged: the weapon hit, and every d6 rolled on the Damaged Weapon Table (re-rolls included). */
  weapon: WeaponId | null;
  weaponRolls: number[];
  /** What the result changed, or why it changed nothing (e.g. life support already failing). */
  effect: string;
}

export interface DamageReport {
  dice: number[];
  total: number;
  protectionLost: number;
  protectionLeft: number;
  special: SpecialReport | null;
}

export interface ShotReport {
  seat: SeatId;
  target: SeatId;
  weapon: WeaponId;
  toHit: number;
  dice: number[];
  total: number;
  hit: boolean;
  damage: DamageReport | null;
}

/** What has been revealed of a turn so far; public. */
export interface TurnReport {
  turn: number;
  turrets: SeatSector[];
  headings: SeatHeading[];
  droneMove: DroneMoveReport | null;
  movement: MovementReport | null;
  droneTurret: { roll: number; bears: boolean } | null;
  /** Why the firing phase was skipped this turn, if it was. */
  noFire: "flyBy" | "outOfRange" | "noWeaponsBear" | null;
  shots: ShotReport[];
  lifeSupport: { seat: SeatId; turnsLeft: number }[];
}

export interface Initiative {
  /** Every pair of dice rolled, re-rolls of ties included (LS 3.1). */
  rolls: Record<SeatId, number>[];
  winner: SeatId;
}

export interface LastStarfighterState {
  options: LastStarfighterOptions;
  /** [first pilot, second pilot or drone]. */
  seats: SeatId[];
  phase: Phase;
  /** 1-based; 0 while the ships are chosen. */
  turn: number;
  /** The duel's die roll for the first choice of ship; null in target practice. */
  initiative: Initiative | null;
  /** Who must choose a ship now (phase "choosing"). */
  chooser: SeatId | null;
  ships: Record<SeatId, Ship | null>;
  /** The starting-position dice (LS 3.2), once rolled. */
  startRolls: Record<SeatId, number> | null;
  /** The first seat's wheel. */
  wheel: WheelSetting;
  /** The last movement ended nose to nose (LS 5.3). */
  noseToNose: boolean;
  /** Disengaging positions in a row (LS 5.4). */
  disengagingStreak: number;
  orders: Record<SeatId, SeatOrder>;
  /** Answers to the re-engage question (phase "reengage"); the drone always agrees. */
  reengage: Record<SeatId, boolean | null>;
  report: TurnReport;
  lastReport: TurnReport | null;
  result: Outcome | null;
}
