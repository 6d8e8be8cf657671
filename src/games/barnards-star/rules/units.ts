// Changes to single units that many rules share: elimination (with cargo), neutralization.
import type { Unit } from "../state";
import { cargoOf } from "../queries";
import { emit } from "../../../engine/kit";
import type { Ctx } from "../events";

/** Removes a unit from play; a transport takes its cargo with it (BS 10.2, 11.0, 6.2). */
export function eliminate(ctx: Ctx, u: Unit, cause: string): void {
  if (u.where.at === "eliminated") return;
  for (const c of cargoOf(ctx.s, u.id)) eliminate(ctx, c, `${cause} (aboard ${u.id})`);
  u.where = { at: "eliminated" };
  u.neutralized = false;
  u.area = null;
  u.hits = 0;
  u.landing = false;
  emit(ctx, { type: "UnitEliminated", unit: u.id, kind: u.kind, side: u.side, cause });
}

/** Flips a unit to its neutralized side (BS 12.4); a no-op when it already is. */
export function neutralize(ctx: Ctx, u: Unit, cause: string): void {
  if (u.neutralized) return;
  u.neutralized = true;
  emit(ctx, { type: "UnitNeutralized", unit: u.id, cause });
}
