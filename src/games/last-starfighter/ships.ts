// Starfighters: the two stock ships (LS 2.7) and ships designed with the optional rules (LS 9);
// the lasers every ship carries are in weapons.ts. A ShipCard is the undamaged statistics card.
import { BASE_TO_HIT, DESIGN_LIMITS, DESIGN_POINTS } from "./tables";

export type StockShip = "gunstar" | "deckFighter";
export type ShipKind = StockShip | "custom";

/** Design points spent per system (LS 9). The stock ships are 20-point designs too (5/8/7). */
export interface Design {
  maneuverPoints: number;
  accuracyPoints: number;
  protectionPoints: number;
}

/** An undamaged Starship Statistics Card. */
export interface ShipCard {
  kind: ShipKind;
  name: string;
  /** Clicks of heading change allowed per turn (LS 2.4). */
  stabilizer: number;
  /** Base To-Hit Number (LS 2.5). */
  targeting: number;
  /** Protection points (LS 2.6). */
  protection: number;
  /** The design points behind the card; for stock ships the equivalent design. */
  design: Design;
}

/** LS 9.2–9.4: what a design gives. */
export function cardFromDesign(design: Design, name: string, kind: ShipKind = "custom"): ShipCard {
  return {
    kind,
    name,
    stabilizer: DESIGN_LIMITS.maneuver.base + design.maneuverPoints,
    targeting: BASE_TO_HIT[design.accuracyPoints]!,
    protection: DESIGN_LIMITS.protection.base + design.protectionPoints,
    design: { ...design },
  };
}

/** LS 2.7: both stock ships have the same statistics; they differ only in name and side. */
export const STOCK_SHIPS: Readonly<Record<StockShip, ShipCard>> = {
  gunstar: {
    kind: "gunstar",
    name: "Star League Gunstar",
    stabilizer: 6,
    targeting: 4,
    protection: 10,
    design: { maneuverPoints: 5, accuracyPoints: 8, protectionPoints: 7 },
  },
  deckFighter: {
    kind: "deckFighter",
    name: "Ko-Dan Deck Fighter",
    stabilizer: 6,
    targeting: 4,
    protection: 10,
    design: { maneuverPoints: 5, accuracyPoints: 8, protectionPoints: 7 },
  },
};

export const STOCK_KINDS: readonly StockShip[] = ["gunstar", "deckFighter"];

/** Every legal design, in a stable order (maneuver, then accuracy; protection takes the rest). */
export function allDesigns(): Design[] {
  const out: Design[] = [];
  for (let m = DESIGN_LIMITS.maneuver.min; m <= DESIGN_LIMITS.maneuver.max; m++) {
    for (let a = DESIGN_LIMITS.accuracy.min; a <= DESIGN_LIMITS.accuracy.max; a++) {
      const p = DESIGN_POINTS - m - a;
      if (p >= DESIGN_LIMITS.protection.min && p <= DESIGN_LIMITS.protection.max)
        out.push({ maneuverPoints: m, accuracyPoints: a, protectionPoints: p });
    }
  }
  return out;
}
