// The three scenarios (DS 10) and the populations every scenario shares (DS 9).
import type { Side } from "./map";

export const SCENARIO_IDS = ["sneakAttack", "armageddon", "raid"] as const;
export type ScenarioId = (typeof SCENARIO_IDS)[number];

export type GameLength =
  /** Ends this many turns after a Chinese ship first crosses the outermost Islamic orbit, or at `max`. */
  { kind: "afterCrossing"; turns: number; max: number } | { kind: "fixed"; turns: number } | { kind: "unlimited" };

export interface Scenario {
  id: ScenarioId;
  name: string;
  /** Budget for initial forces; what is left becomes the contingency fund (DS 8). */
  budget: Record<Side, number>;
  /** Budget for production scheduled during the game (DS 8 Subsequent Production). */
  production: Record<Side, number>;
  setsUpFirst: Side;
  movesFirst: Side;
  length: GameLength;
  /** Players may agree to a stalemate at any time (the book says so for Armageddon). */
  agreedStalemate: boolean;
  /** Each side secretly designates an enemy world with industry (the Raid's special rule). */
  secretTarget: boolean;
}

export const SCENARIOS: Readonly<Record<ScenarioId, Scenario>> = {
  sneakAttack: {
    id: "sneakAttack",
    name: "Sneak Attack",
    budget: { islamic: 180, chinese: 200 },
    production: { islamic: 40, chinese: 10 },
    setsUpFirst: "chinese",
    movesFirst: "chinese",
    length: { kind: "afterCrossing", turns: 12, max: 48 },
    agreedStalemate: false,
    secretTarget: false,
  },
  armageddon: {
    id: "armageddon",
    name: "Armageddon",
    budget: { islamic: 280, chinese: 300 },
    production: { islamic: 30, chinese: 0 },
    setsUpFirst: "islamic",
    movesFirst: "islamic",
    length: { kind: "unlimited" },
    agreedStalemate: true,
    secretTarget: false,
  },
  raid: {
    id: "raid",
    name: "Raid",
    budget: { islamic: 100, chinese: 100 },
    production: { islamic: 60, chinese: 60 },
    setsUpFirst: "chinese",
    movesFirst: "chinese",
    length: { kind: "fixed", turns: 36 },
    agreedStalemate: false,
    secretTarget: true,
  },
};

/** Population points (millions) each side places at set-up (DS 9). */
export const POPULATION: Readonly<Record<Side, number>> = { islamic: 1445, chinese: 1262 };
/** Industry counters per side, each on a world with at least 10 population (DS 9). */
export const INDUSTRY_COUNTERS = 3;
export const INDUSTRY_MIN_POPULATION = 10;

/** Armageddon thresholds (DS 10.2), in population points. */
export const ARMAGEDDON = { enemyBelow: 200, ownAtLeast: 400 } as const;
