// What the fire a ship can expect next is worth in victory points, kill included (evaluation.ts's
// threat; bench/README.md 6y). IS 4.2 pays a ship's hull VP for each hull circle filled while she
// lives, and her whole point value once she is destroyed: the part of that value beyond her
// circles (the Gauntlet's 95 against 19 circles at 3) is paid only by the last hull hit. Priced per
// hull hit, spread over the circles she has left, a healthy ship's kill is counted a little at
// every hit and a cripple's many times over when several batteries bear on her. Here the hits laid
// on one ship are taken together: her circles up to what she has left, and her kill by the chance
// that the hits reach it. So a ship one volley from dying is worth most of her kill, a healthy one
// little of it, and fire past the last circle is worth nothing.
import { SECTIONS, type Section, circles } from "./ships";
import type { Ship } from "./state";

/**
 * The share of d20 damage rolls that end in the hull (IS 6.10): a roll for a section whose circles
 * are all filled moves down the progression toward the hull, so a ship that has lost her guns and
 * thrust takes more of her hits there.
 */
export function hullShare(ship: Ship, damage: Readonly<Record<Section, number>>): number {
  let faces = 0;
  for (let i = 0; i < SECTIONS.length; i++) {
    const range = ship.record.track[SECTIONS[i]!];
    if (!range) continue;
    let at = i;
    while (at > 0 && damage[SECTIONS[at]!] >= circles(ship.record, SECTIONS[at]!)) at--;
    if (at === 0) faces += range.to - range.from + 1;
  }
  return faces / 20;
}

/**
 * The victory points `ship` yields to fire expected to fill `hits` of her hull circles (a mean;
 * the count taken as Poisson, which needs no dice): her hull VP for each circle filled, up to the
 * `left` she has, plus what her destruction adds (IS 4.2) times the chance the hits reach `left`.
 */
export function yieldOf(ship: Ship, left: number, hits: number): number {
  if (left <= 0 || hits <= 0) return 0;
  // P(N ≥ k) for k = 1 … left, from the Poisson mass function built up term by term.
  let mass = Math.exp(-hits);
  let below = 0;
  let filled = 0;
  let atLeastLeft = 0;
  for (let k = 1; k <= left; k++) {
    below += mass;
    const atLeast = Math.max(0, 1 - below);
    filled += atLeast;
    if (k === left) atLeastLeft = atLeast;
    mass *= hits / k;
  }
  const bonus = Math.max(0, ship.record.points - ship.record.hull * ship.record.hvp);
  return ship.record.hvp * filled + bonus * atLeastLeft;
}
