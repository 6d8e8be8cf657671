// The printed tables as data (DS 6, DS 7): the ship-to-ship combat results table, the planetary
// defence fire table, the surface strike table, the effects of battle formations, formation
// training, and the (reconstructed) scatter diagram. Each is tested cell by cell.
import type { SiteId } from "./map";

// DS 6.11 Ship-to-Ship Combat Results Table
export type ShipResult = "-" | "D" | "E" | "B";

/** Column headings: attack superiority (attack minus defence). */
export const CRT_COLUMNS = [0, 1, 2, 4, 8, 16, 32, 64, 128] as const;

/** Rows are die rolls 1–6, columns CRT_COLUMNS. */
export const CRT: readonly (readonly ShipResult[])[] = [
  ["-", "-", "-", "-", "-", "-", "D", "D", "E"],
  ["-", "-", "-", "-", "-", "D", "D", "E", "E"],
  ["-", "-", "-", "-", "D", "D", "E", "E", "B"],
  ["-", "-", "-", "D", "D", "E", "E", "B", "B"],
  ["-", "-", "D", "D", "E", "E", "B", "B", "B"],
  ["-", "D", "D", "E", "E", "B", "B", "B", "B"],
];

/** The column an attack superiority falls in; null below zero (no attack is allowed). */
export function crtColumn(superiority: number): number | null {
  if (superiority < 0) return null;
  let col = 0;
  for (let i = 0; i < CRT_COLUMNS.length; i++) if (superiority >= CRT_COLUMNS[i]!) col = i;
  return col;
}

export function shipToShip(superiority: number, die: number): ShipResult {
  const col = crtColumn(superiority);
  if (col === null) return "-";
  return CRT[die - 1]![col]!;
}

/** The best result a die can give at this superiority: an attack is "effective" when it is not "-". */
export function bestShipResult(superiority: number): ShipResult {
  return shipToShip(superiority, 6);
}

// DS 6.13 Planetary Defense Fire Table
export type PdResult = "-" | "disrupt" | "elim";
export type PdColumn = "shipDef4OrLess" | "shipDef5OrMore" | "robot" | "planetoid";
export const PD_COLUMNS: readonly PdColumn[] = ["shipDef4OrLess", "shipDef5OrMore", "robot", "planetoid"];

export const PD_TABLE: readonly (readonly PdResult[])[] = [
  ["elim", "elim", "elim", "elim"],
  ["elim", "elim", "elim", "elim"],
  ["elim", "disrupt", "elim", "-"],
  ["disrupt", "-", "-", "-"],
  ["-", "-", "-", "-"],
  ["-", "-", "-", "-"],
];

export function pdColumn(target: { planetoid: true } | { planetoid?: false; robot: boolean; defense: number }): PdColumn {
  if (target.planetoid) return "planetoid";
  if (target.robot) return "robot";
  return target.defense <= 4 ? "shipDef4OrLess" : "shipDef5OrMore";
}

export function pdFire(column: PdColumn, die: number): PdResult {
  return PD_TABLE[die - 1]![PD_COLUMNS.indexOf(column)]!;
}

/** Each planetary defence fires twice (DS 6.13). */
export const PD_SHOTS = 2;

// DS 6.14 Surface Strike Table (by ships)
export type StrikeResult = { kind: "none" } | { kind: "population"; points: number } | { kind: "destroy" } | { kind: "industry" };

/** Columns: the ship's printed attack factor. */
export const STRIKE_COLUMNS = [2, 4, 8, 12, 16] as const;

const p = (points: number): StrikeResult => ({ kind: "population", points });
const des: StrikeResult = { kind: "destroy" };
const none: StrikeResult = { kind: "none" };
const ind: StrikeResult = { kind: "industry" };

export const STRIKE_TABLE: readonly (readonly StrikeResult[])[] = [
  [p(1), p(2), p(3), p(4), p(5)],
  [p(2), p(4), p(6), p(8), p(10)],
  [des, des, des, des, des],
  [none, none, des, des, des],
  [none, none, none, des, ind],
  [none, none, none, none, none],
];

/** The table row for a (modified) die: below 1 reads row 1, above 6 row 6. */
export function strikeRow(modified: number): number {
  return Math.min(6, Math.max(1, modified));
}

export function surfaceStrike(attack: number, modifiedDie: number): StrikeResult {
  const col = STRIKE_COLUMNS.indexOf(attack as (typeof STRIKE_COLUMNS)[number]);
  if (col < 0) return none;
  return STRIKE_TABLE[strikeRow(modifiedDie) - 1]![col]!;
}

// DS 6.2–6.8 Effects of Battle Formations
export const FORMATIONS = ["cone", "wedge", "cylinder", "globe"] as const;
export type Formation = (typeof FORMATIONS)[number];
export type FormationOrScattered = Formation | "scattered";

export interface FormationEffect {
  /** How the formation attacks, in words (the table's column). */
  attacks: string;
  defends: string;
  /** Minimum ships; for wedge and cylinder, unscreened ships (screened ships come on top). */
  minimum: number;
  /** May hold screened ships that cannot be attacked. */
  screens: boolean;
  /** Ships may be moved between the formation and its screen at the start of a round. */
  shiftsScreens: boolean;
}

export const FORMATION_EFFECTS: Readonly<Record<FormationOrScattered, FormationEffect>> = {
  scattered: {
    attacks: "the ship's own attack factor",
    defends: "the ship's own defence factor",
    minimum: 1,
    screens: false,
    shiftsScreens: false,
  },
  cone: {
    attacks: "the sum of every ship's attack factor",
    defends: "own defence + 1 per other ship",
    minimum: 4,
    screens: false,
    shiftsScreens: false,
  },
  wedge: {
    attacks: "the best attack factor + 1 per other unscreened ship",
    defends: "own defence + 1 per other unscreened ship",
    minimum: 4,
    screens: true,
    shiftsScreens: false,
  },
  cylinder: {
    attacks: "the sum of the unscreened ships' attack factors",
    defends: "own defence + 1 per other unscreened ship",
    minimum: 6,
    screens: true,
    shiftsScreens: true,
  },
  globe: {
    attacks: "the sum of every ship's attack factor (scattered in its first round)",
    defends: "own defence + 1 per other ship",
    minimum: 8,
    screens: false,
    shiftsScreens: false,
  },
};

/** A globe needs at least this many ships more than its target formation (DS 6.6). */
export const GLOBE_MARGIN = 3;

export interface FormationShip {
  attack: number;
  defense: number;
  screened: boolean;
}

/** The attack factor of a formed group (DS 6.3–6.6). Transports (attack 0) add nothing. */
export function formationAttack(formation: Formation, ships: readonly FormationShip[]): number {
  const active = formation === "wedge" || formation === "cylinder" ? ships.filter((s) => !s.screened) : ships;
  if (active.length === 0) return 0;
  if (formation === "wedge") {
    const best = Math.max(...active.map((s) => s.attack));
    const others = active.filter((s) => s.attack > 0).length - (best > 0 ? 1 : 0);
    return best + Math.max(0, others);
  }
  return active.reduce((sum, s) => sum + s.attack, 0);
}

/**
 * The defence factor of one (unscreened) ship of a group: its own plus one for each other ship
 * that counts — every other ship for cone and globe, every other unscreened ship for wedge and
 * cylinder — leaving out zero-attack ships (DS 6 table notes).
 */
export function formationDefense(formation: Formation, ships: readonly FormationShip[], index: number): number {
  const self = ships[index]!;
  let bonus = 0;
  ships.forEach((s, i) => {
    if (i === index || s.attack === 0) return;
    if ((formation === "wedge" || formation === "cylinder") && s.screened) return;
    bonus++;
  });
  return self.defense + bonus;
}

/** Whether a group meets its formation's minimum (DS 6.3–6.6): transports count towards it. */
export function meetsMinimum(formation: Formation, ships: readonly FormationShip[]): boolean {
  const counted = formation === "wedge" || formation === "cylinder" ? ships.filter((s) => !s.screened).length : ships.length;
  return counted >= FORMATION_EFFECTS[formation].minimum;
}

// DS 7 Formation Training
export const TRAINING = {
  /** Gain one formation on this roll or more, within the outermost orbit of the home system. */
  gainWithin: 3,
  /** … and beyond it. */
  gainBeyond: 5,
  /** Lose one formation on this roll (no roll in a hex with a friendly base). */
  loss: 6,
  /** At most six formation counters per task force. */
  maximum: 6,
} as const;

export function trainingGain(withinHome: boolean, die: number): boolean {
  return die >= (withinHome ? TRAINING.gainWithin : TRAINING.gainBeyond);
}

export function trainingLoss(die: number): boolean {
  return die >= TRAINING.loss;
}

/** Formation counters in each side's pool at the start (reconstructed, README R8). */
export const DEFAULT_POOL_PER_TYPE = 12;

// DS 6.15 Scatter diagram (reconstructed, README R7)
/** Rolls above this miss the aimed hex (DS 6.15). */
export const SCATTER_HIT_MAX = 4;
/** Things in a hex next to the impact survive on this roll or more. */
export const ADJACENT_SURVIVAL = 3;

/** The hex a large-world impact lands in when it misses its aim, by the second die. */
export function scatter(target: SiteId, die: number): SiteId {
  if (target === "N" || target === "S") return `E${die}` as SiteId;
  const i = Number(target.slice(1));
  if (die === 1) return "N";
  if (die === 6) return "S";
  if (die <= 3) return `E${i === 1 ? 6 : i - 1}` as SiteId;
  return `E${i === 6 ? 1 : i + 1}` as SiteId;
}
