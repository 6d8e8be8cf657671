// The book's charts as data (T1–T5), typed in as printed and read through small lookups. Every
// cell is checked one by one in test/games/barnards-star/tables.test.ts.

// T1 Space Combat Results Table
/** E eliminated, N neutralized, "-" no effect (BS 6.2). */
export type SpaceResult = "E" | "N" | "-";
export const SPACE_COLUMNS = [-4, -2, 0, 2, 4, 6, 8] as const;
const SPACE_ROWS = ["N E E E E E E", "N N N N E E E", "- - N N N N E", "- - - N N N N", "- - - - - N N", "- - - - - - N"];
export const SPACE_TABLE: readonly (readonly SpaceResult[])[] = SPACE_ROWS.map((row) => row.split(" ") as SpaceResult[]);

/**
 * The column a differential is read in: lowered to the nearest column shown (BS 6.2). Below −4
 * there is no lower column to fall to, so the fire cannot take effect: null (README, R7).
 */
export function spaceColumn(differential: number): number | null {
  let col: number | null = null;
  for (const c of SPACE_COLUMNS) if (c <= differential) col = c;
  return col;
}

export function spaceResult(differential: number, die: number): { column: number | null; result: SpaceResult } {
  const column = spaceColumn(differential);
  if (column === null) return { column, result: "-" };
  return { column, result: SPACE_TABLE[die - 1]![SPACE_COLUMNS.indexOf(column as (typeof SPACE_COLUMNS)[number])]! };
}

// T2 Interstellar Navigation Table
/** Columns: unneutralized beacons 5, 4, 3, 2, 1, 0; six or seven beacons mean no delay. */
export const NAVIGATION_COLUMNS = [5, 4, 3, 2, 1, 0] as const;
const NAVIGATION_ROWS = ["1 1 2 2 3 5", "0 1 1 2 2 4", "0 0 1 1 2 3", "0 0 0 1 1 2", "0 0 0 0 1 2", "0 0 0 0 0 1"];
export const NAVIGATION_TABLE: readonly (readonly number[])[] = NAVIGATION_ROWS.map((row) => row.split(" ").map(Number));

/** Turns a ship sent from Sol is delayed (BS 5.2). */
export function navigationDelay(functioningBeacons: number, die: number): number {
  if (functioningBeacons >= 6) return 0;
  const col = NAVIGATION_COLUMNS.indexOf(Math.max(0, functioningBeacons) as (typeof NAVIGATION_COLUMNS)[number]);
  return NAVIGATION_TABLE[die - 1]![col]!;
}

// T3 Support Combat Results Table
/** A die roll modifier for the assault, N, E, or no effect (BS 12.2). */
export type SupportResult = { kind: "modifier"; value: number } | { kind: "N" } | { kind: "E" } | { kind: "none" };
export const SUPPORT_COLUMNS = [0, 1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64] as const;
const SUPPORT_ROWS = [
  "1 2 2 3 3 4 5 6 N N E E E",
  "1 1 2 2 3 3 4 5 6 N N E E",
  "- 1 1 2 2 3 3 4 5 6 N N E",
  "- - 1 1 2 2 3 3 4 5 6 N N",
  "-1 - - 1 1 2 2 3 3 4 5 6 N",
  "-1 -1 - - 1 1 2 2 3 3 4 5 6",
];
export const SUPPORT_TABLE: readonly (readonly SupportResult[])[] = SUPPORT_ROWS.map((row) =>
  row.split(" ").map((cell): SupportResult => {
    if (cell === "-") return { kind: "none" };
    if (cell === "N" || cell === "E") return { kind: cell };
    return { kind: "modifier", value: Number(cell) };
  }),
);

/** The differential lowered toward zero to a column shown (BS 12.2); differentials are ≥ 0. */
export function supportColumn(differential: number): number {
  let col = 0;
  for (const c of SUPPORT_COLUMNS) if (c <= differential) col = c;
  return col;
}

export function supportResult(differential: number, die: number): { column: number; result: SupportResult } {
  const column = supportColumn(differential);
  return { column, result: SUPPORT_TABLE[die - 1]![SUPPORT_COLUMNS.indexOf(column as (typeof SUPPORT_COLUMNS)[number])]! };
}

// T4 Assault Combat Results Table
/** W withdraw, C contact, X exchange, P partial elimination, H half exchange, E elimination (BS 12.4). */
export type AssaultResult = "W" | "C" | "X" | "P" | "H" | "E";
export const ASSAULT_COLUMNS = ["1:2", "1:1.5", "1:1", "1.5:1", "2:1", "3:1", "4:1", "6:1"] as const;
export type OddsColumn = (typeof ASSAULT_COLUMNS)[number];
/** Each column as attacker : defender in whole numbers, for exact comparison. */
const COLUMN_RATIO: readonly [number, number][] = [
  [1, 2],
  [2, 3],
  [1, 1],
  [3, 2],
  [2, 1],
  [3, 1],
  [4, 1],
  [6, 1],
];
export const ASSAULT_ROW_MIN = -5;
export const ASSAULT_ROW_MAX = 12;

/** The table as printed, rows −5 … 12 (README, "The assault table as printed"). */
const PRINTED_ROWS = [
  "X P H E E E E E", // -5
  "X P H E E E E E", // -4
  "C X P H E E E E", // -3
  "X P H E E E E E", // -2  one column kinder to the attacker than -3 and -1
  "C X P H E E E E", // -1
  "C X P H E E E E", //  0
  "W C X P H E E E", //  1
  "C X P H E E E E", //  2  kinder than 1 and 3
  "W C X P H E E E", //  3
  "W C X P H E E E", //  4
  "W W C X P H E E", //  5
  "W C X P H E E E", //  6  kinder than 5 and 7
  "W W C X P H E E", //  7
  "W W C X P H E E", //  8
  "W W W C X P H E", //  9
  "W W C X P H E E", // 10  kinder than 9 and 11
  "W W W C X P H E", // 11
  "W W W C X P H E", // 12
];
/** The rows the smoothed table replaces: each takes the row above it, so the table is monotone. */
export const ANOMALOUS_ROWS = [-2, 2, 6, 10] as const;

export type AssaultTableChoice = "printed" | "smoothed";

function buildAssault(choice: AssaultTableChoice): readonly (readonly AssaultResult[])[] {
  const rows = PRINTED_ROWS.map((row) => row.split(" ") as AssaultResult[]);
  if (choice === "smoothed") {
    for (const r of ANOMALOUS_ROWS) rows[r - ASSAULT_ROW_MIN] = rows[r - 1 - ASSAULT_ROW_MIN]!.slice();
  }
  return rows;
}

export const ASSAULT_TABLES: Readonly<Record<AssaultTableChoice, readonly (readonly AssaultResult[])[]>> = {
  printed: buildAssault("printed"),
  smoothed: buildAssault("smoothed"),
};

/**
 * The odds column index for attacker : defender strengths, lowered to a column shown, then moved
 * `shift` columns (negative: left). Below 1:2 the assault is an automatic W: index −1 (BS 12.3, T4).
 */
export function oddsColumnIndex(attack: number, defense: number, shift = 0): number {
  let index = -1;
  COLUMN_RATIO.forEach(([num, den], i) => {
    if (attack * den >= num * defense) index = i;
  });
  if (index < 0) return -1;
  return Math.max(-1, Math.min(ASSAULT_COLUMNS.length - 1, index + shift));
}

/** Modified die rolls beyond the table are read on its last rows (derived). */
export function clampAssaultRow(modified: number): number {
  return Math.max(ASSAULT_ROW_MIN, Math.min(ASSAULT_ROW_MAX, modified));
}

export function assaultResult(choice: AssaultTableChoice, columnIndex: number, modifiedRoll: number): AssaultResult {
  if (columnIndex < 0) return "W";
  return ASSAULT_TABLES[choice][clampAssaultRow(modifiedRoll) - ASSAULT_ROW_MIN]![columnIndex]!;
}

/** Fractions of attacking / defending units lost on each result (BS 12.4). */
export const ASSAULT_LOSSES: Readonly<Record<AssaultResult, { attacker: 0 | 0.5; defender: 0 | 0.5 | 1 }>> = {
  W: { attacker: 0, defender: 0 },
  C: { attacker: 0, defender: 0 },
  X: { attacker: 0.5, defender: 0.5 },
  P: { attacker: 0, defender: 0.5 },
  H: { attacker: 0.5, defender: 1 },
  E: { attacker: 0, defender: 1 },
};

/** 50% of n units, rounded up to a whole unit (BS 12.4: 50% of 7 is 4). */
export const halfRoundedUp = (n: number): number => Math.ceil(n / 2);

// T5 Terrain Effects Chart
/** Terrain types in the chart's order, which is also their priority in combat (BS 12.3). */
export const TERRAINS = ["volcano", "mountain", "crevassed", "lava", "clear"] as const;
export type Terrain = (typeof TERRAINS)[number];

export interface TerrainEffect {
  /** Movement points to enter (BS 7.0). */
  movement: number;
  /** Multiplier of support fire into the hex (BS 12.3, 13.0). */
  support: 0.5 | 1 | 2;
  /** Columns the assault odds move (negative: left). */
  assaultShift: number;
  /** Planetary defense units standing here add this to their range (BS 12.1, 11.0). */
  pdRangeBonus: number;
}

export const TERRAIN_EFFECTS: Readonly<Record<Terrain, TerrainEffect>> = {
  volcano: { movement: 1, support: 1, assaultShift: -1, pdRangeBonus: 1 },
  mountain: { movement: 2, support: 0.5, assaultShift: -1, pdRangeBonus: 0 },
  crevassed: { movement: 1, support: 0.5, assaultShift: 0, pdRangeBonus: 0 },
  lava: { movement: 1, support: 2, assaultShift: 0, pdRangeBonus: 0 },
  clear: { movement: 1, support: 1, assaultShift: 0, pdRangeBonus: 0 },
};
