// Damage (IS 6.9–6.12): each damage point fills the next circle of the section it names; a full
// section passes the point to the next section to the left (light guns → secondary → primary →
// thrust → armour → hull). Hull circles fill left to right, so a "Q" circle costs a piece of
// special equipment. A ship with no hull left is destroyed. Combat damage waits for the end of
// its phase (IS 6.11); minefield hits (IS 7.6) land at once.
import type { DamageApplied } from "../events";
import { circles, SECTIONS, type Section } from "../ships";
import type { Ship } from "../state";
import { hullLeft, shipById } from "../queries";
import { emit } from "../../../engine/kit";
import type { Ctx } from "../events";
import { editShip } from "../own";

/** IS 6.10: the section a damage point rolled for `rolled` actually lands in. */
export function landingSection(ship: Ship, rolled: Section): Section {
  for (let i = SECTIONS.indexOf(rolled); i >= 0; i--) {
    const section = SECTIONS[i]!;
    if (ship.damage[section] < circles(ship.record, section)) return section;
  }
  return "hull";
}

/** `ship` must be the state's own to write (own.ts). */
export function destroy(ctx: Ctx, ship: Ship, cause: "hull" | "leftTable"): void {
  if (ship.destroyed) return;
  ship.destroyed = { cause, turn: ctx.s.turn };
  ship.nets = false;
  ctx.s.losses = ctx.s.losses.filter((l) => l.ship !== ship.id);
  emit(ctx, { type: "ShipDestroyed", ship: ship.id, cause, vp: ship.record.points });
}

/** Fills one circle; returns the section it landed in, or null when the ship was already gone. `ship` must be the state's own to write (own.ts). */
export function applyDamagePoint(ctx: Ctx, ship: Ship, rolled: Section): Section | null {
  if (ship.destroyed) return null;
  const section = landingSection(ship, rolled);
  // A new damage record, never a change to the old one: a copied state shares it (state.ts).
  ship.damage = { ...ship.damage, [section]: Math.min(ship.damage[section] + 1, circles(ship.record, section)) };
  if (section === "hull") {
    const circle = ship.damage.hull;
    if (hullLeft(ship) <= 0) {
      destroy(ctx, ship, "hull");
    } else if (ship.record.q.includes(circle)) {
      emit(ctx, { type: "EquipmentHit", ship: ship.id, circle });
      ctx.s.losses.push({ ship: ship.id, excluded: [] });
    }
  }
  return section;
}

/** IS 6.11: at the end of a combat phase every hit rolled in it is applied, in the order fired. */
export function applyPendingHits(ctx: Ctx): void {
  const reports = new Map<string, DamageApplied>();
  for (const hit of ctx.s.hits) {
    const target = shipById(ctx.s, hit.target);
    if (!target || target.destroyed) continue;
    const ship = editShip(ctx.s, target.id);
    let report = reports.get(ship.id);
    if (!report) {
      report = { type: "DamageApplied", ship: ship.id, points: [], hullLeft: 0 };
      reports.set(ship.id, report);
      // Keep the report ahead of the destruction and equipment events it causes.
      emit(ctx, report);
    }
    const applied = applyDamagePoint(ctx, ship, hit.section);
    if (applied) report.points.push({ rolled: hit.section, applied });
  }
  for (const report of reports.values()) report.hullLeft = hullLeft(shipById(ctx.s, report.ship)!);
  ctx.s.hits = [];
  ctx.s.arcRolls = [];
}
