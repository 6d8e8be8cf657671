// Choosing forces in the pick-up game (IS 3.1, IS 8.2, IS 9). Each side buys book records and,
// if the game allows, its own designs. The book aims each fleet at the points total and calls two
// fleets balanced when they differ by no more than 10% of the lesser (R8): each fleet must be
// balanced against the total, and the two against each other — the second of an open purchase is
// refused otherwise, and hidden purchases that turn out unbalanced are bought again. With
// `strictFleetBudget` a fleet costs 10/11 of the total to the total, so any two balance.
// With hidden purchase (IS 10.3) both buy at once and neither sees the other's fleet until both have bought.
import { violation, type RuleViolation, type SeatId } from "../../../engine/contract";
import type { BuyFleetAction, Design, PurchaseItem } from "../actions";
import { RULE } from "../rulebook";
import { hullVp, NIKE_PRINTED_TRACK, recordProblems, SHIP_CLASSES, type ShipRecord } from "../ships";
import type { IronStarsState, Ship } from "../state";
import { newShip } from "../queries";
import { MAX_FLEET_SHIPS } from "../tables";
import { emit } from "../../../engine/kit";
import type { Ctx } from "../events";

/** The fleet costs balanced against the points total (IS 3.1); with `strict`, never above it, so that any two balance. */
export function fleetLimits(points: number, strict = false): { min: number; max: number } {
  return { min: Math.ceil((10 * points) / 11), max: strict ? points : Math.floor((11 * points) / 10) };
}

/** IS 3.1: two fleets are balanced when they differ by no more than 10% of the lesser. */
export function balanced(a: number, b: number): boolean {
  return 10 * Math.abs(a - b) <= Math.min(a, b);
}

export function recordFromDesign(d: Design): ShipRecord {
  return {
    classId: "design",
    className: d.name,
    type: d.type,
    nation: "Design",
    points: d.points,
    hull: d.hull,
    hvp: hullVp(d.points, d.hull),
    armour: d.armour,
    thrust: d.thrust,
    primary: d.primary,
    secondary: d.secondary,
    light: d.light,
    torpedoes: d.torpedoes,
    track: structuredClone(d.track),
    q: [...d.q].sort((x, y) => x - y),
    equipment: structuredClone(d.equipment),
  };
}

export function recordOf(item: PurchaseItem, nikeTrack: "text" | "printed" = "text"): ShipRecord {
  if (!("class" in item)) return recordFromDesign(item.design);
  const record = SHIP_CLASSES[item.class]!;
  // R4: Nike's track as the text reads it, or as her record prints it.
  return item.class === "nike" && nikeTrack === "printed" ? { ...record, track: structuredClone(NIKE_PRINTED_TRACK) } : record;
}

export function purchasePoints(items: PurchaseItem[]): number {
  return items.reduce((sum, item) => sum + recordOf(item).points, 0);
}

/** Who may buy now: both at once when hidden, else the first seat and then the second. */
export function buyers(s: IronStarsState): SeatId[] {
  if (s.phase !== "purchase") return [];
  const open = s.seats.filter((seat) => s.purchases[seat] === null);
  return s.options.hiddenPurchase ? open : open.slice(0, 1);
}

export function checkBuy(s: IronStarsState, a: BuyFleetAction): RuleViolation | null {
  if (a.ships.length > MAX_FLEET_SHIPS)
    return violation("FLEET_TOO_LARGE", RULE.choosingForces, `A fleet has at most ${MAX_FLEET_SHIPS} ships here.`);
  for (const item of a.ships) {
    if ("design" in item) {
      if (!s.options.designs)
        return violation("DESIGNS_NOT_ALLOWED", RULE.construction, "This game was created without user-designed ship records.");
      const problems = recordProblems(recordFromDesign(item.design), false);
      if (problems.length > 0)
        return violation(
          "DESIGN_INVALID",
          RULE.construction,
          `The design "${item.design.name}" breaks the book's ranges: ${problems.join("; ")}.`,
        );
    }
  }
  const total = purchasePoints(a.ships);
  const points = s.options.points;
  const { min, max } = fleetLimits(points, s.options.strictFleetBudget);
  if (total > max) {
    return violation(
      "FLEET_OVER_BUDGET",
      RULE.choosingForces,
      `The fleet costs ${total} points; it may cost at most ${max}${max === points ? ", the points total" : `, within 10% of the points total ${points}`}.`,
    );
  }
  if (total < min) {
    return violation(
      "FLEET_UNDER_BUDGET",
      RULE.choosingForces,
      `The fleet costs ${total} points; it must cost at least ${min}, within 10% of the points total ${points}.`,
    );
  }
  // An open purchase: the second fleet is bought knowing the first, and must balance it.
  const other = s.options.hiddenPurchase ? null : s.seats.map((seat) => s.purchases[seat]).find((p) => p !== null);
  if (other && !balanced(total, other.points)) {
    return violation(
      "FLEETS_UNBALANCED",
      RULE.choosingForces,
      `The fleet costs ${total} points and the other ${other.points}: they differ by more than 10% of the lesser.`,
    );
  }
  return null;
}

export function purchaseLabel(seat: SeatId, items: PurchaseItem[]): string {
  const names = items.map((item) => ("class" in item ? item.class : `design:${item.design.name}`));
  return `purchase:${seat}:${names.join("+")}`;
}

export function buy(ctx: Ctx, seat: SeatId, a: BuyFleetAction): void {
  const items = structuredClone(a.ships);
  const points = purchasePoints(items);
  const label = purchaseLabel(seat, items);
  ctx.s.purchases[seat] = { items, points, label };
  emit(ctx, { type: "FleetBought", seat, hidden: ctx.s.options.hiddenPurchase, items: structuredClone(items), points, label });
}

/** Names as the book gives them: a class bought more than once is numbered (Volga-1, Volga-2 …). */
function shipsOf(seat: SeatId, items: PurchaseItem[], nikeTrack: "text" | "printed"): Ship[] {
  const records = items.map((item) => recordOf(item, nikeTrack));
  const totals = new Map<string, number>();
  for (const r of records) totals.set(r.className, (totals.get(r.className) ?? 0) + 1);
  const seen = new Map<string, number>();
  return records.map((r, i) => {
    const n = (seen.get(r.className) ?? 0) + 1;
    seen.set(r.className, n);
    const name = totals.get(r.className)! > 1 ? `${r.className}-${n}` : r.className;
    return newShip(`${seat}-${i + 1}`, name, seat, r);
  });
}

/** IS 3.1: two hidden purchases that do not balance are both void, and both sides buy again; only the totals are shown. */
export function voidUnbalanced(ctx: Ctx): boolean {
  const { s } = ctx;
  const [a, b] = s.seats.map((seat) => s.purchases[seat]!.points) as [number, number];
  if (balanced(a, b)) return false;
  emit(ctx, { type: "FleetsUnbalanced", fleets: s.seats.map((seat) => ({ seat, points: s.purchases[seat]!.points })) });
  for (const seat of s.seats) s.purchases[seat] = null;
  return true;
}

/** Both have bought: the fleets go on record and are shown to all. */
export function revealFleets(ctx: Ctx): void {
  const { s } = ctx;
  for (const seat of s.seats) s.ships.push(...shipsOf(seat, s.purchases[seat]!.items, s.options.nikeTrack));
  emit(ctx, {
    type: "FleetsRevealed",
    fleets: s.seats.map((seat) => ({
      seat,
      points: s.purchases[seat]!.points,
      ships: s.ships
        .filter((x) => x.side === seat)
        .map((x) => ({ id: x.id, name: x.name, classId: x.record.classId, points: x.record.points })),
    })),
  });
}
