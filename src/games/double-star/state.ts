// The stored state of a game of Double Star. Plain JSON only (snapshots are JSON): no classes,
// Maps or Sets, absence is `null`. Hexes are integer ids of the map grid (map.ts); ships, groups
// and production orders carry string ids ("S12", "G3", "P4") so events and views can name them.
import type { Outcome } from "../../engine/contract";
import type { DoubleStarOptions } from "./options";
import type { Side, SiteId } from "./map";
import type { ScenarioId } from "./scenarios";
import type { CargoKind, GameProduct, ShipKind } from "./ships";
import type { Formation } from "./tables";

export type Phase = "setup" | "movement" | "combat" | "interim" | "over";

export type ShipLoc = { kind: "space"; hex: number } | { kind: "surface"; body: string; site: SiteId };

export interface Ship {
  id: string;
  side: Side;
  kind: ShipKind;
  loc: ShipLoc;
  /** 0..5, the hex kit's direction order (DS 3.5). A task force member keeps its command ship's. */
  facing: number;
  /** Until the end of the current player-turn (DS 6.11, DS 6.13). */
  disrupted: boolean;
  cargo: CargoKind | null;
  /** The command ship whose task force this ship belongs to (DS 5); null for command ships and loose ships. */
  taskForce: string | null;
  /** The body this ship orbits when in space in a body's hex (DS 4.4). */
  orbiting: string | null;
  /** Newly produced at an industry site and not yet taken off (DS 3.1 restriction 3). */
  fresh: boolean;
  /** Has moved (or held) in the current movement phase. */
  moved: boolean;
  /** Orbital fighters: the world they were produced on and may never leave (counter chart). */
  home: string | null;
}

export interface TaskForce {
  /** The command ship's id (DS 5: every command ship forms a task force around itself). */
  id: string;
  side: Side;
  /** Formation counters held, in the order acquired (DS 7). */
  formations: Formation[];
}

export type Motion =
  | { kind: "unplaced" }
  | { kind: "orbit"; path: string; index: number }
  | { kind: "tied"; to: string }
  | { kind: "free"; facing: number; speed: number }
  | { kind: "gone" };

export interface BodyState {
  id: string;
  motion: Motion;
  /** The hex the body is in now; -1 while unplaced or gone. */
  hex: number;
}

/** One land hex of a surface chart (DS 3.1): counters of at most one side. */
export interface SiteState {
  body: string;
  site: SiteId;
  /** Who holds the counters here; null when none (landed ships are checked separately). */
  owner: Side | null;
  population: number;
  industry: number;
  pd: number;
  /** Planetary defences still movable (new production not yet emplaced, DS 4.12). */
  pdMovable: number;
  bases: number;
  basesMovable: number;
  powerPlants: number;
}

export interface Treasury {
  /** Budget for initial forces; unspent, it becomes the contingency fund after set-up (DS 8). */
  budget: number;
  contingency: number;
  /** Subsequent production budget (DS 8.2). */
  production: number;
  transportsBought: number;
  commandShipsLost: number;
  conversions: number;
}

export interface ProductionOrder {
  id: string;
  side: Side;
  item: GameProduct;
  /** The interim phase of this turn delivers it (DS 2, turn record chart). */
  arrives: number;
  body: string;
  site: SiteId;
  emergency: boolean;
}

// set-up
export type SetupStep =
  /** `seat` places the worlds of the other side on their orbital paths (DS 9.1). */
  | { kind: "worlds"; seat: Side }
  /** `seat` places population (DS 9.2), then industry (DS 9.3), then buys its forces (DS 8.1). */
  | { kind: "population"; seat: Side }
  | { kind: "industry"; seat: Side }
  | { kind: "forces"; seat: Side }
  /** Both sides secretly designate a target world (DS 10.3). */
  | { kind: "targets" };

// combat
export interface Group {
  id: string;
  side: Side;
  taskForce: string;
  /** Formation counters, the one in force first, back-ups beneath (DS 6.8). */
  counters: Formation[];
  ships: string[];
  /** Screened ships (wedge and cylinder): cannot attack, defend or be attacked. */
  screened: string[];
  /** The round the formation in force was assumed: a globe fights scattered in it (DS 6.6). */
  formedRound: number;
}

export interface Draft {
  groups: Group[];
  /** The group being filled, if any. */
  open: string | null;
  ready: boolean;
  /** Groups opened so far: group ids count per draft, so they reveal nothing of the other side. */
  opened: number;
}

export interface Designation {
  side: Side;
  /** A group id or a ship id. */
  unit: string;
  /** Target ship, or null when the unit holds its fire. */
  target: string | null;
  /** The formation the target was in when fired on (a globe binds it, DS 6.9). */
  targetGroup: string | null;
}

export interface ShotResult {
  side: Side;
  unit: string;
  target: string;
  attack: number;
  defense: number;
  die: number;
  result: "-" | "D" | "E" | "B";
  /** Fired by a formed globe of the attacker: implemented at once (DS 6.10). */
  firstFire: boolean;
}

export interface Strike {
  ship: string;
  body: string;
  site: SiteId;
}

export interface PdBattery {
  side: Side;
  body: string;
  site: SiteId;
  shots: number;
}

export type CombatStep =
  | "formations"
  | "screens"
  | "attackerFire"
  | "defenderFire"
  | "withdraw"
  | "strikes"
  | "pdFire"
  | "resolving"
  | "strikeLoss";

export interface HexCombat {
  id: number;
  hex: number;
  /** The phasing side (DS 6.9: the attacker); the other side defends. */
  attacker: Side;
  step: CombatStep;
  round: number;
  groups: Group[];
  drafts: Record<Side, Draft | null>;
  designations: Designation[];
  /** Results of this round not yet implemented (DS 6.9: losses after both sides fire). */
  results: ShotResult[];
  /** The side breaking off this round (DS 6.12). */
  breakingOff: Side | null;
  /** The side whose survivors must now withdraw. */
  withdrawing: Side | null;
  /** Ship-to-ship combat in this hex is over. */
  shipCombatOver: boolean;
  strikes: Strike[];
  /** Strikers the phasing player has been asked about (declared or not). */
  strikeAsked: string[];
  strikesDeclared: boolean;
  pd: PdBattery[];
  /** Planetoids impacting in this hex this combat phase (DS 4.10). */
  impacts: string[];
  /** A 'des' result waiting for the attacker to choose what it destroys. */
  lossChoice: Strike | null;
  /** Strikes already resolved. */
  struck: number;
}

export interface CombatPhase {
  /** Hexes still to fight in, in order; the first is `current`'s. */
  queue: number[];
  current: HexCombat | null;
  nextId: number;
}

// interim phase
/** The interim phase's decision stages (DS 2.3); orbital movement, arrivals and the end run between them. */
export type InterimStage = "planetoids1" | "planetoids2" | "impacts1" | "impacts2" | "training" | "production1" | "production2";

export interface InterimState {
  stage: InterimStage;
  /** Task forces still to roll for training (DS 7.4), in order. */
  training: string[];
  /** The task force whose lost formation its owner is choosing (DS 7.4). */
  lossFor: string | null;
}

export interface PendingImpact {
  planetoid: string;
  side: Side;
  body: string;
  site: SiteId;
}

export interface RaidTarget {
  /** The enemy world designated; secret from the other side until the game ends (DS 10.3). */
  world: string;
  /** A unique label, shown only to its owner until the reveal. */
  label: string;
}

export interface DoubleStarState {
  options: DoubleStarOptions;
  scenario: ScenarioId;
  phase: Phase;
  /** Game-turn, 1-based; 0 during set-up. */
  turn: number;
  /** The side whose player-turn it is (movement and combat phases). */
  phasing: Side | null;
  setup: SetupStep | null;
  /** Worlds still to be placed in the worlds step, in order. */
  worldsToPlace: string[];
  bodies: BodyState[];
  sites: SiteState[];
  ships: Ship[];
  taskForces: TaskForce[];
  pools: Record<Side, Record<Formation, number>>;
  treasury: Record<Side, Treasury>;
  /** Population still to place at set-up. */
  populationLeft: Record<Side, number>;
  industryLeft: Record<Side, number>;
  schedule: ProductionOrder[];
  /** The unit being moved (DS 4.1: one ship or task force at a time). */
  moving: string | null;
  combat: CombatPhase | null;
  interim: InterimState | null;
  /** Impacts declared in the interim phase, resolved in the owner's combat phase (DS 4.10). */
  impacts: PendingImpact[];
  targets: Record<Side, RaidTarget | null>;
  /** Industry destroyed so far, per owner and world (DS 10.3). */
  industryLost: Record<Side, Record<string, number>>;
  /** The turn a Chinese ship first crossed the outermost Islamic orbit (DS 10.1). */
  crossedOnTurn: number | null;
  /** An offer of stalemate waiting for the other side's answer (DS 11.5). */
  stalemateOffer: Side | null;
  /** The last turn each side offered a stalemate: one offer per side per turn. */
  lastOffer: Record<Side, number>;
  nextId: number;
  result: Outcome | null;
}
