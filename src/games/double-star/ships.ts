// Ship types and the other purchasable counters (DS 8, counter identification chart). The attack
// factor is the cost (the book: "the cost of any single ship is the value of its attack
// factor"); defence and movement were printed on the lost counters and are reconstructed
// placeholders (README, R1–R2), exposed here as labelled data and overridable by option.

export const SHIP_KINDS = [
  "battleship",
  "battleCruiser",
  "cruiser",
  "commandShip",
  "destroyer",
  "fightingTransport",
  "transport",
  "robotFighter",
  "orbitalFighter",
] as const;
export type ShipKind = (typeof SHIP_KINDS)[number];

export type Provenance = "book" | "derived" | "reconstructed";

export interface ShipData {
  kind: ShipKind;
  name: string;
  abbreviation: string;
  attack: number;
  defense: number;
  movement: number;
  /** Budget points (DS 8): the attack factor, except the transport which costs nothing. */
  cost: number;
  provenance: { attack: Provenance; defense: Provenance; movement: Provenance };
  /** May carry one power plant, base or planetary defence (DS 4, Cargo Transport). */
  carriesCargo: boolean;
}

const rec = (attack: Provenance, movement: Provenance) => ({ attack, defense: "reconstructed" as Provenance, movement });

export const SHIPS: Readonly<Record<ShipKind, ShipData>> = {
  battleship: {
    kind: "battleship",
    name: "Battleship",
    abbreviation: "BB",
    attack: 16,
    defense: 6,
    movement: 3,
    cost: 16,
    provenance: rec("book", "reconstructed"),
    carriesCargo: false,
  },
  battleCruiser: {
    kind: "battleCruiser",
    name: "Battle Cruiser",
    abbreviation: "BC",
    attack: 12,
    defense: 5,
    movement: 4,
    cost: 12,
    provenance: rec("book", "reconstructed"),
    carriesCargo: false,
  },
  cruiser: {
    kind: "cruiser",
    name: "Cruiser",
    abbreviation: "CA",
    attack: 8,
    defense: 5,
    movement: 4,
    cost: 8,
    provenance: rec("book", "reconstructed"),
    carriesCargo: false,
  },
  commandShip: {
    kind: "commandShip",
    name: "Command Ship",
    abbreviation: "CS",
    attack: 8,
    defense: 5,
    movement: 4,
    cost: 8,
    provenance: rec("book", "reconstructed"),
    carriesCargo: false,
  },
  destroyer: {
    kind: "destroyer",
    name: "Destroyer",
    abbreviation: "DD",
    attack: 4,
    defense: 4,
    movement: 5,
    cost: 4,
    provenance: rec("book", "reconstructed"),
    carriesCargo: false,
  },
  fightingTransport: {
    kind: "fightingTransport",
    name: "Fighting Transport",
    abbreviation: "FT",
    attack: 2,
    defense: 2,
    movement: 4,
    cost: 2,
    provenance: rec("book", "reconstructed"),
    carriesCargo: true,
  },
  transport: {
    kind: "transport",
    name: "Transport",
    abbreviation: "TR",
    attack: 0,
    defense: 1,
    movement: 4,
    cost: 0,
    provenance: rec("derived", "reconstructed"),
    carriesCargo: true,
  },
  robotFighter: {
    kind: "robotFighter",
    name: "Robot Fighter",
    abbreviation: "RF",
    attack: 2,
    defense: 1,
    movement: 6,
    cost: 2,
    provenance: rec("book", "reconstructed"),
    carriesCargo: false,
  },
  orbitalFighter: {
    kind: "orbitalFighter",
    name: "Orbital Fighter",
    abbreviation: "OF",
    attack: 2,
    defense: 2,
    movement: 0,
    cost: 2,
    provenance: rec("book", "book"),
    carriesCargo: false,
  },
};

/** No more than seven transports per side (counter chart: "no more than 7 are allowed"). */
export const MAX_TRANSPORTS = 7;
/** The fleet composition chart has five task-force boxes per side: at most five command ships at once (derived). */
export const MAX_TASK_FORCES = 5;

export const INSTALLATIONS = ["base", "planetaryDefense", "powerPlant"] as const;
export type Installation = (typeof INSTALLATIONS)[number];

/** DS 8 Production Costs. */
export const INSTALLATION_COST: Readonly<Record<Installation, number>> = { base: 4, planetaryDefense: 8, powerPlant: 3 };

export const CARGO_KINDS = INSTALLATIONS;
export type CargoKind = Installation;

/** Items that may be produced during the game (DS 8 Production Time). */
export const GAME_PRODUCTS = ["robotFighter", "orbitalFighter", "powerPlant"] as const;
export type GameProduct = (typeof GAME_PRODUCTS)[number];
/** Scheduled production takes six game-turns; emergency production four, at double cost (DS 8). */
export const PRODUCTION_TURNS = 6;
export const EMERGENCY_TURNS = 4;
/** Converting a battle cruiser or cruiser into a command ship (DS 8 Contingency Fund). */
export const CONVERSION_COST = 4;

export function productCost(item: GameProduct): number {
  return item === "powerPlant" ? INSTALLATION_COST.powerPlant : SHIPS[item].cost;
}

export type ShipFactors = Record<ShipKind, { defense: number; movement: number }>;

export function defaultFactors(): ShipFactors {
  return Object.fromEntries(SHIP_KINDS.map((k) => [k, { defense: SHIPS[k].defense, movement: SHIPS[k].movement }])) as ShipFactors;
}
