// Losing things (DS 5, DS 6, DS 7.5): a ship eliminated (a command ship takes its task force and
// formations with it), a formation counter lost to the pool, a body destroyed with everything on it.
import type { Side } from "../map";
import type { Group, HexCombat } from "../state";
import { editSitesOfBody, shipById, tidySite } from "../queries";
import { editBodies, editShips, editSideRecord, editTaskForce } from "../own";
import type { Formation } from "../tables";
import { emit } from "../../../engine/kit";
import type { Ctx } from "../events";

/** Removes one counter of a task force and returns it to its side's pool (README R8). */
export function loseCounter(
  ctx: Ctx,
  taskForce: string,
  formation: Formation,
  reason: "broken" | "belowMinimum" | "training",
  group: string | null,
): void {
  const tf = editTaskForce(ctx.s, taskForce);
  if (!tf) return;
  const i = tf.formations.indexOf(formation);
  if (i < 0) return;
  tf.formations.splice(i, 1);
  editSideRecord(ctx.s, "pools", tf.side)[formation]++;
  emit(ctx, { type: "FormationCounterLost", side: tf.side, taskForce, formation, reason, group });
}

export function removeFromGroups(c: HexCombat | null, ship: string): void {
  if (!c) return;
  for (const g of c.groups) {
    g.ships = g.ships.filter((x) => x !== ship);
    g.screened = g.screened.filter((x) => x !== ship);
  }
}

/** A task force ends with its command ship: members go loose, its counters return to the pool. */
export function dissolveTaskForce(ctx: Ctx, taskForce: string): void {
  const s = ctx.s;
  const tf = s.taskForces.find((t) => t.id === taskForce);
  if (!tf) return;
  for (const ship of editShips(s, (x) => x.taskForce === taskForce)) ship.taskForce = null;
  for (const f of tf.formations) editSideRecord(s, "pools", tf.side)[f]++;
  s.taskForces = s.taskForces.filter((t) => t.id !== taskForce);
  const c = s.combat?.current;
  if (c) c.groups = c.groups.filter((g: Group) => g.taskForce !== taskForce);
  emit(ctx, { type: "TaskForceDissolved", side: tf.side, taskForce, formationsReturned: [...tf.formations] });
}

export function eliminateShip(ctx: Ctx, shipId: string, by: string): void {
  const s = ctx.s;
  const ship = shipById(s, shipId);
  if (!ship) return;
  s.ships = s.ships.filter((x) => x.id !== shipId);
  removeFromGroups(s.combat?.current ?? null, shipId);
  if (s.moving === shipId) s.moving = null;
  emit(ctx, { type: "ShipEliminated", ship: shipId, side: ship.side, kind: ship.kind, by });
  if (ship.kind === "commandShip" && s.taskForces.some((t) => t.id === shipId)) {
    editSideRecord(s, "treasury", ship.side).commandShipsLost++;
    dissolveTaskForce(ctx, shipId);
  }
}

/** Records industry destroyed for the Raid (DS 10.3) and the Armageddon count. */
export function recordIndustryLoss(ctx: Ctx, owner: Side, body: string, count: number): void {
  const lost = editSideRecord(ctx.s, "industryLost", owner);
  lost[body] = (lost[body] ?? 0) + count;
}

/** A body leaves play (impact, flying off the map, a star): everything on it is lost. */
export function destroyBody(ctx: Ctx, body: string, reason: string): void {
  const s = ctx.s;
  const b = editBodies(s).find((x) => x.id === body);
  if (!b || b.motion.kind === "gone") return;
  // Moons tied to it continue on its path if it had one, else they are lost with it.
  for (const moon of s.bodies) {
    if (moon.motion.kind === "tied" && moon.motion.to === body) {
      if (b.motion.kind === "orbit") {
        moon.motion = { kind: "orbit", path: b.motion.path, index: b.motion.index };
        emit(ctx, { type: "GravitationalTieBroken", moon: moon.id, from: body, path: b.motion.path });
      } else {
        moon.motion = { kind: "free", facing: b.motion.kind === "free" ? b.motion.facing : 0, speed: 0 };
        moon.hex = b.hex;
      }
    }
  }
  for (const st of editSitesOfBody(s, body)) {
    if (st.industry > 0 && st.owner) recordIndustryLoss(ctx, st.owner, body, st.industry);
    st.population = st.industry = st.pd = st.bases = st.powerPlants = 0;
    tidySite(st);
  }
  for (const ship of s.ships.filter((x) => x.loc.kind === "surface" && x.loc.body === body)) eliminateShip(ctx, ship.id, `loss of ${body}`);
  for (const ship of editShips(s, (x) => x.orbiting === body)) ship.orbiting = null;
  b.motion = { kind: "gone" };
  b.hex = -1;
  s.impacts = s.impacts.filter((i) => i.planetoid !== body && i.body !== body);
  emit(ctx, { type: "PlanetoidDestroyed", planetoid: body, reason });
}
