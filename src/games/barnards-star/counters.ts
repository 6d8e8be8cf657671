// The playing pieces (BS 2.2) and the forces of each side (BS 16.1, 16.2, T6, T7).
// Unit values are derived from the counter strip at the end of the book: top row support
// strength and range, bottom row assault strength, type, movement allowance (README, R1).
// Values a counter lacks are null: that unit cannot perform that function (BS 2.2).

export type Side = "naronian" | "terran";
export const SIDES: readonly Side[] = ["naronian", "terran"];
export const other = (side: Side): Side => (side === "naronian" ? "terran" : "naronian");

export const GROUND_KINDS = ["JTr", "Reg", "Sup", "TP", "B", "PD"] as const;
export const SHIP_KINDS = ["DN", "BB", "BC", "DD", "TN"] as const;
export type GroundKind = (typeof GROUND_KINDS)[number];
export type ShipKind = (typeof SHIP_KINDS)[number];
export type UnitKind = GroundKind | ShipKind;
export const UNIT_KINDS: readonly UnitKind[] = [...GROUND_KINDS, ...SHIP_KINDS];

export interface CounterValues {
  name: string;
  /** Support strength (ships: their space combat strength). */
  support: number;
  /** Support range in hexes; null where the counter prints none. */
  range: number | null;
  /** Assault strength; null for warships (they never assault). */
  assault: number | null;
  /** Movement allowance; null for spaceships (BS 7.0: they take no part in ground movement). */
  movement: number | null;
  /** Support strength in square brackets: the ship only defends (BS 6.2). */
  defendsOnly: boolean;
  ship: boolean;
}

export const COUNTERS: Readonly<Record<UnitKind, CounterValues>> = {
  JTr: { name: "Jump troop company", support: 0, range: 0, assault: 8, movement: 4, defendsOnly: false, ship: false },
  Reg: { name: "Regular troop company", support: 3, range: 1, assault: 4, movement: 3, defendsOnly: false, ship: false },
  Sup: { name: "Support troop company", support: 8, range: 2, assault: 2, movement: 2, defendsOnly: false, ship: false },
  TP: { name: "Transportation point", support: 0, range: 0, assault: 1, movement: 2, defendsOnly: false, ship: false },
  B: { name: "Beacon", support: 8, range: 3, assault: 4, movement: 0, defendsOnly: false, ship: false },
  PD: { name: "Planetary defense battery", support: 10, range: 5, assault: 2, movement: 0, defendsOnly: false, ship: false },
  DN: { name: "Dreadnought", support: 14, range: 3, assault: null, movement: null, defendsOnly: false, ship: true },
  BB: { name: "Battleship", support: 12, range: 3, assault: null, movement: null, defendsOnly: false, ship: true },
  BC: { name: "Battlecruiser", support: 9, range: 3, assault: null, movement: null, defendsOnly: false, ship: true },
  DD: { name: "Destroyer", support: 6, range: 3, assault: null, movement: null, defendsOnly: false, ship: true },
  TN: { name: "Transport", support: 6, range: null, assault: 1, movement: 0, defendsOnly: true, ship: true },
};

export const isShipKind = (kind: UnitKind): kind is ShipKind => COUNTERS[kind].ship;
/** Warships fire in space combat and fly close approach missions; transports only defend. */
export const isWarshipKind = (kind: UnitKind): boolean => COUNTERS[kind].ship && !COUNTERS[kind].defendsOnly;
/** The units the victory conditions count (BS 16.4): jump troops and regulars. */
export const isTroopKind = (kind: UnitKind): boolean => kind === "JTr" || kind === "Reg";

/** Landing jump troops defend against planetary defense fire with this strength (BS 10.3, 11.0). */
export const JUMP_TROOP_LANDING_DEFENSE = 10;
/** A neutralized unit defends with assault strength 1 (BS 12.4). */
export const NEUTRALIZED_ASSAULT = 1;
/** Units a lifting-off transport may carry: a battalion or its equivalent (BS 10.4). */
export const LIFT_OFF_CAPACITY = 6;

/**
 * Battalion Organization Chart (T6), missing from the book and reconstructed (README, R2): a jump
 * troop battalion is five jump troop companies, a regular battalion four regulars and a support
 * company. It holds for both sides and fits the six-unit lift-off cap.
 */
export type BattalionKind = "jump" | "regular";
export const BATTALIONS: Readonly<Record<BattalionKind, readonly GroundKind[]>> = {
  jump: ["JTr", "JTr", "JTr", "JTr", "JTr"],
  regular: ["Reg", "Reg", "Reg", "Reg", "Sup"],
};

/** What the Naronian may buy with his points (BS 16.1); battalions come with their transport. */
export const PURCHASES = ["BB", "BC", "DD", "jumpBattalion", "regularBattalion"] as const;
export type Purchase = (typeof PURCHASES)[number];
export const PURCHASE_COST: Readonly<Record<Purchase, number>> = { BB: 4, BC: 3, DD: 2, jumpBattalion: 5, regularBattalion: 3 };

/** The Terran's fixed forces (BS 16.2). */
export const TERRAN_FORCES = {
  regularBattalions: 5,
  jumpBattalions: 1,
  TP: 5,
  PD: 10,
  B: 7,
  ships: { BC: 1, DD: 2 } as Readonly<Partial<Record<ShipKind, number>>>,
} as const;

/** The order the Terran places his units in when a client follows the listed choices. */
export const PLACEMENT_ORDER: readonly GroundKind[] = ["B", "PD", "TP", "Sup", "Reg", "JTr"];

/**
 * Counter mix (T7), reconstructed (README, R3): the book's two sheets of 100 counters are lost,
 * and the strip at its end shows unit faces, not how many of each side there are. These defaults
 * bound the Naronian purchase and fill the Terran bowl; both are options.
 */
export const DEFAULT_NARONIAN_MIX = { BB: 3, BC: 4, DD: 6, jumpBattalions: 6, regularBattalions: 6 } as const;
export const DEFAULT_TERRAN_BOWL = { DN: 2, BB: 3, BC: 4, DD: 6, TN: 3, jumpTN: 1 } as const;
