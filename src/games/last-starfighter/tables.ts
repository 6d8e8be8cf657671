// The book's tables as data (LS 7, LS 9). Numbers only; the rule text lives in README.md.
import type { WeaponId } from "./weapons";

/** LS 7.1: protection lost and whether special damage follows, by the 2d6 damage roll. */
export interface DamageEntry {
  protectionLost: 1 | 2;
  special: boolean;
}

export const DAMAGE_TABLE: Readonly<Record<number, DamageEntry>> = {
  2: { protectionLost: 2, special: true },
  3: { protectionLost: 2, special: true },
  4: { protectionLost: 2, special: false },
  5: { protectionLost: 1, special: false },
  6: { protectionLost: 1, special: false },
  7: { protectionLost: 1, special: false },
  8: { protectionLost: 1, special: false },
  9: { protectionLost: 1, special: false },
  10: { protectionLost: 2, special: false },
  11: { protectionLost: 2, special: true },
  12: { protectionLost: 2, special: true },
};

export type SpecialResult = "stabilizer" | "targeting" | "laser" | "targetingAndLaser" | "lifeSupport" | "blowUp";

/** LS 7.3, rows 1–6. A modified roll above 6 reads the last row (derived: the modifiers of LS 7.2 push past the table). */
export const SPECIAL_DAMAGE_TABLE: readonly SpecialResult[] = [
  "stabilizer",
  "targeting",
  "laser",
  "targetingAndLaser",
  "lifeSupport",
  "blowUp",
];

export function specialResult(modifiedRoll: number): SpecialResult {
  return SPECIAL_DAMAGE_TABLE[Math.min(Math.max(modifiedRoll, 1), 6) - 1]!;
}

/** LS 7.2: the special damage modifier rises as protection falls to 7, 5 and 3 points. */
export const SPECIAL_MODIFIERS: readonly { atMost: number; add: number }[] = [
  { atMost: 3, add: 3 },
  { atMost: 5, add: 2 },
  { atMost: 7, add: 1 },
];

export function specialModifier(protection: number): number {
  return SPECIAL_MODIFIERS.find((m) => protection <= m.atMost)?.add ?? 0;
}

/** The printed thresholds are protection left on a ship of 10; this stock ship's start. */
export const STOCK_PROTECTION = 10;

/**
 * LS 7.2 as a ship reads it: by protection left (the book), or with the option
 * `specialModifierByDamageTaken`, by protection lost since the start (3, 5, 7 lost on a ship of 10).
 */
export function shipSpecialModifier(protection: number, startProtection: number, byDamageTaken: boolean): number {
  return byDamageTaken ? specialModifier(STOCK_PROTECTION - (startProtection - protection)) : specialModifier(protection);
}

/** LS 7.6, the Damaged Weapon Table: d6 → weapon. */
export const DAMAGED_WEAPON_TABLE: readonly WeaponId[] = ["forward1", "forward2", "forward3", "turret1", "turret2", "aft"];

/** LS 2.5 / LS 7.5: a targeting computer at this number cannot hit at all (2d6 never reaches it). */
export const CANNOT_HIT = 13;

/** LS 7.7: turns of life left once life support is damaged. */
export const LIFE_SUPPORT_TURNS = 6;

/** LS 5.4: disengaging positions in a row that take the ships out of range. */
export const DISENGAGE_RUN = 3;

/** LS 5.2 / LS 2.4: the most clicks an undamaged stock starfighter may turn. */
export const MAX_CLICKS = 6;

/** LS 9: design points and what each system starts with before any are spent. */
export const DESIGN_POINTS = 20;

export const DESIGN_LIMITS = {
  maneuver: { min: 0, max: 5, base: 1 },
  accuracy: { min: 0, max: 12, base: 12 },
  protection: { min: 0, max: 20, base: 3 },
} as const;

/** LS 9.3, the Base To-Hit Numbers table: index = accuracy points spent. */
export const BASE_TO_HIT: readonly number[] = [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0];

/** Probability that 2d6 ≥ n (exact, in 36ths): used by tests and by the view's odds. */
export function chanceToHit(n: number): number {
  let ways = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b >= n) ways++;
  return ways / 36;
}
