// The state of a game. Plain JSON only (it is stored as snapshots): no classes, Maps or Sets,
// integers only (hundredths of an inch, whole degrees), absence is `null`.
import type { Outcome, SeatId } from "../../engine/contract";
import type { EquipmentKind, PurchaseItem, Weapon } from "./actions";
import type { Point } from "./geometry";
import type { IronStarsOptions } from "./options";
import type { Equipment, Section, ShipRecord } from "./ships";
import type { Arc } from "./tables";

/**
 * purchase: the pick-up game's fleets are bought (IS 3.1). placementOrder: equal fleets, the d6
 * winner decides who places first (IS 3.3). placement: ships are placed one at a time (IS 3.3–3.7).
 * play: the turns (IS 4). over: the game has ended.
 */
export type Phase = "purchase" | "placementOrder" | "placement" | "play" | "over";

/** The phases of a turn (IS 4.3–4.8). */
export type Step = "initiative" | "activeMovement" | "reactiveMovement" | "activeCombat" | "reactiveCombat" | "end";

export interface MovePath {
  from: Point;
  /** Where the pivot was made; null for a straight or backward move. */
  pivot: Point | null;
  to: Point;
  facingBefore: number;
  facingAfter: number;
  distance: number;
  backward: boolean;
}

export interface Ship {
  /** Unique in the game: "gauntlet", "alpha-3", "fleet2-4" … */
  id: string;
  name: string;
  side: SeatId;
  record: ShipRecord;
  /** Centre-point in hundredths of an inch; null until placed. */
  position: Point | null;
  /** Whole degrees, 0 east, counter-clockwise. */
  facing: number;
  /** Whole inches (IS 5.8). */
  momentum: number;
  /** Circles filled in each section of the track (IS 6.9). */
  damage: Record<Section, number>;
  torpedoesFired: number;
  /** The equipment still aboard: expended rockets, arrows and mines, and pieces lost to Q hits, are gone. */
  equipment: Equipment;
  /** Torpedo nets deployed (IS 6.16). */
  nets: boolean;
  /** Moved in the current movement phase. */
  moved: boolean;
  /** Fired (or held fire) in the current combat phase. */
  fired: boolean;
  destroyed: { cause: "hull" | "leftTable"; turn: number } | null;
  lastMove: MovePath | null;
}

/** A hit rolled during a combat phase, applied at its end (IS 6.11). */
export interface PendingHit {
  target: string;
  firer: string;
  weapon: Weapon;
  /** The die rolled on the track (20, or 12 for torpedoes and their kin) and its result. */
  die: number;
  roll: number;
  section: Section;
}

export interface Minefield {
  id: string;
  /** The ship that laid it and its side. */
  layer: string;
  side: SeatId;
  centre: Point;
  radius: number;
  factors: number;
  turn: number;
}

/** R24: what a terrain feature is (see terrain.ts for the effects of each kind). */
export type TerrainKind = "asteroid" | "meteorites" | "flotsam";

/** An optional terrain feature (IS 1.3): a convex octagon with integer corners, fixed for the game. */
export interface TerrainFeature {
  id: string;
  kind: TerrainKind;
  centre: Point;
  corners: Point[];
  blocksSight: boolean;
  blocksMovement: boolean;
}

export interface SeatRoll {
  seat: SeatId;
  roll: number;
}

export interface Purchase {
  items: PurchaseItem[];
  points: number;
  /** A unique label of this purchase, readable by its buyer alone until both have bought. */
  label: string;
}

/** The line-ahead formations of Scenario One (IS 8.1). */
export interface Formation {
  line: string[];
  flank: string[];
}

export interface ArcRoll {
  firer: string;
  target: string;
  arcs: Arc[];
  rolls: SeatRoll[][];
  winner: SeatId;
  arc: Arc;
}

export interface IronStarsState {
  options: IronStarsOptions;
  seats: SeatId[];
  phase: Phase;
  /** 1-based; 0 during set-up. */
  turn: number;
  step: Step;
  ships: Ship[];
  purchases: Record<SeatId, Purchase | null>;
  /** IS 3.3: the d6 rolls for equal fleets, re-rolls included, and the winner. */
  placementRoll: { rolls: SeatRoll[][]; winner: SeatId } | null;
  /** Who places the next ship. */
  placer: SeatId | null;
  /** Ids in the order placed. */
  placed: string[];
  formations: Record<SeatId, Formation> | null;
  /** Scenario One's fixed starting momentum by side; null in the pick-up game. */
  fixedMomentum: Record<SeatId, number> | null;
  initiative: { turn: number; rolls: SeatRoll[][]; winner: SeatId; tieBrokenByPreviousLoser: boolean } | null;
  /** Who lost the initiative last turn: it wins ties (IS 4.3). */
  lastLoser: SeatId | null;
  active: SeatId | null;
  hits: PendingHit[];
  arcRolls: ArcRoll[];
  /** Q circles filled whose equipment loss is still to be settled, first first (IS 6.12). */
  losses: { ship: string; excluded: EquipmentKind[] }[];
  minefields: Minefield[];
  /** Optional terrain (IS 1.3), laid at the start; empty without the option. Absent in games stored before it existed. */
  terrain?: TerrainFeature[];
  /** End phase with torpedo nets: the sides that have set their nets. */
  netsSet: SeatId[];
  result: Outcome | null;
}

/**
 * A copy of the state's lists, for apply() to change (own.ts's copyState, which also lets the copy
 * share the ship objects until a rule writes one). Ship records, options, formations, purchases'
 * items and finished reports are never changed in place, so the copy shares them; every list a
 * rule changes is copied. (structuredClone of a whole game costs ten times more.) A ship's
 * position, damage, equipment and destruction report are never changed in place either: the rules
 * give a ship a new one of these when it changes.
 */
export function cloneState(s: IronStarsState): IronStarsState {
  // Field by field, in set-up's order (so the JSON reads the same): a spread of states of different
  // origins (set-up, parsed from a snapshot, made by this copy) was a tenth of a playout.
  const next: IronStarsState = {
    options: s.options,
    seats: [...s.seats],
    phase: s.phase,
    turn: s.turn,
    step: s.step,
    ships: [...s.ships],
    purchases: { ...s.purchases },
    placementRoll: s.placementRoll,
    placer: s.placer,
    placed: [...s.placed],
    formations: s.formations,
    fixedMomentum: s.fixedMomentum,
    initiative: s.initiative,
    lastLoser: s.lastLoser,
    active: s.active,
    hits: [...s.hits],
    arcRolls: [...s.arcRolls],
    losses: s.losses.map((l) => ({ ship: l.ship, excluded: [...l.excluded] })),
    minefields: [...s.minefields],
    terrain: s.terrain,
    netsSet: [...s.netsSet],
    result: s.result,
  };
  // A game stored before terrain existed has no such field, and its copies keep it that way.
  if (s.terrain === undefined) delete next.terrain;
  return next;
}
