// SB T3, the Starpost Tabular combat results table (the book names no table: reconstructed).
// Strength counts a Scout 1 and a Dreadnought 2. The ratio attacker : defender is rounded
// down in the defender's favour to a column; one d6 is read on it.
import type { Fleet } from "./state";

export const CRT_COLUMNS = ["1:3", "1:2", "1:1", "2:1", "3:1", "4:1"] as const;

/**
 * AE attacker eliminated, AL attacker loses 1, EX each loses 1, NE no effect, DL defender
 * loses 1, DL2 defender loses 2, DE defender eliminated. One line per odds column (in
 * CRT_COLUMNS order), read by the die: entry k is for a roll of k + 1.
 */
export const CRT: readonly (readonly string[])[] = [
  /* 1:3 */ ["AE", "AL", "AL", "NE", "NE", "EX"],
  /* 1:2 */ ["AL", "AL", "EX", "NE", "DL", "DL"],
  /* 1:1 */ ["AL", "EX", "NE", "DL", "DL", "DL2"],
  /* 2:1 */ ["EX", "DL", "DL", "DL", "DL2", "DE"],
  /* 3:1 */ ["DL", "DL", "DL2", "DL2", "DE", "DE"],
  /* 4:1 */ ["DL", "DL2", "DE", "DE", "DE", "DE"],
];

const EFFECT: Record<string, { attacker: number | "all"; defender: number | "all" }> = {
  AE: { attacker: "all", defender: 0 },
  AL: { attacker: 1, defender: 0 },
  EX: { attacker: 1, defender: 1 },
  NE: { attacker: 0, defender: 0 },
  DL: { attacker: 0, defender: 1 },
  DL2: { attacker: 0, defender: 2 },
  DE: { attacker: 0, defender: "all" },
};

export function strength(f: Fleet): number {
  return f.scouts + 2 * f.dreadnoughts;
}

/** Column index for attacker strength `a` against defender strength `d` (both at least 1). */
export function crtColumn(a: number, d: number): number {
  if (a >= 4 * d) return 5;
  if (a >= 3 * d) return 4;
  if (a >= 2 * d) return 3;
  if (a >= d) return 2;
  if (2 * a >= d) return 1;
  return 0;
}

export function crtResult(column: number, roll: number): { code: string; attacker: number | "all"; defender: number | "all" } {
  const code = CRT[column]![roll - 1]!;
  return { code, ...EFFECT[code]! };
}
