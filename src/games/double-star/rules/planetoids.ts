// Orbital movement (DS 4.4, 4.6) and free planetoids (DS 4.7–4.11): worlds step one hex along
// their paths on shaded turns carrying their moons and the ships that orbit them; planetoids are
// pulled from orbit, steered and slowed by expending power plants, fly every interim phase, may
// assume an orbit again, and may be aimed at a body in their hex (the impact itself comes later).
import { bodyData, MAP, pathData, pathDirection, sitesOf, type Side, type SiteId } from "../map";
import { turnFacing } from "../../../hex";
import type { BodyState, DoubleStarState, Ship } from "../state";
import { bodiesInHex, bodyState, editSite, enterable, refreshBodyHexes, siteRange, sitesOfBody, tidySite } from "../queries";
import { editBodies, editShip } from "../own";
import { emit } from "../../../engine/kit";
import type { Ctx } from "../events";
import { destroyBody } from "./losses";
import { checkCrossing } from "./movement";

/** The fastest a planetoid may be pushed: the book sets no limit (DS 4.8); an option may set one. */
export function maxPlanetoidSpeed(s: DoubleStarState): number {
  return s.options.planetoidMaxSpeed ?? Infinity;
}

/** Power plants `side` holds on a body. */
export function powerPlantsOn(s: DoubleStarState, body: string, side: Side): number {
  return sitesOfBody(s, body).reduce((n, st) => n + (st.owner === side ? st.powerPlants : 0), 0);
}

export function expendPowerPlant(ctx: Ctx, body: string, side: Side): void {
  const found = sitesOfBody(ctx.s, body).find((x) => x.owner === side && x.powerPlants > 0)!;
  const st = editSite(ctx.s, found.body, found.site)!;
  st.powerPlants--;
  tidySite(st);
  emit(ctx, { type: "PowerPlantExpended", side, body, site: st.site, left: powerPlantsOn(ctx.s, body, side) });
}

/** Whether `side` has a power plant on the body (powerPlantsOn > 0, without the sites' copy). */
function holdsPowerPlant(s: DoubleStarState, body: string, side: Side): boolean {
  const r = siteRange(body);
  if (r) for (let i = r[0]; i <= r[1]; i++) if (s.sites[i]!.owner === side && s.sites[i]!.powerPlants > 0) return true;
  return false;
}

/** A small body in play on which `side` has a power plant. */
function isSteerable(s: DoubleStarState, b: BodyState, side: Side): boolean {
  return bodyData(b.id).disc === "small" && b.hex >= 0 && b.motion.kind !== "gone" && holdsPowerPlant(s, b.id, side);
}

/** Small bodies in play on which `side` has a power plant. */
export function steerable(s: DoubleStarState, side: Side): BodyState[] {
  return s.bodies.filter((b) => isSteerable(s, b, side));
}

/**
 * The orbit a free planetoid may assume (DS 4.9): at speed 1 facing along a printed orbital path
 * through its hex. If a world (or any body not itself free) is in that hex, the planetoid goes
 * into orbit round it, as the rule's second sentence allows; else it takes the path. The option
 * `orbitCaptureAnySpeed` keeps the earlier reading: round a body in its hex at any speed.
 */
export function orbitToAssume(s: DoubleStarState, b: BodyState): { path: string; index: number } | { tiedTo: string } | null {
  if (b.motion.kind !== "free") return null;
  const m = b.motion;
  const host = bodiesInHex(s, b.hex).find((id) => id !== b.id && bodyState(s, id).motion.kind !== "free");
  const tiedTo = (id: string) => {
    const hm = bodyState(s, id).motion;
    return { tiedTo: hm.kind === "tied" ? hm.to : id };
  };
  let along: { path: string; index: number } | null = null;
  if (m.speed === 1) {
    for (const p of MAP.paths) {
      const index = p.hexes.indexOf(b.hex);
      if (index >= 0 && pathDirection(p, index) === m.facing) {
        along = { path: p.id, index };
        break;
      }
    }
  }
  if (s.options.orbitCaptureAnySpeed) return along ?? (host ? tiedTo(host) : null);
  if (!along) return null;
  return host ? tiedTo(host) : along;
}

export type PlanetoidCommand =
  | { type: "breakOrbit"; planetoid: string; facing: number }
  | { type: "thrust"; planetoid: string; change: "accelerate" | "decelerate" | "turnLeft" | "turnRight" }
  | { type: "setFacing"; planetoid: string; facing: number }
  | { type: "assumeOrbit"; planetoid: string };

/**
 * Whether planetoidCommands has any: every steerable planetoid in orbit or tied may break orbit,
 * and every free one has a command (it may decelerate when moving, set a new facing when not).
 */
export function mayCommandPlanetoid(s: DoubleStarState, side: Side): boolean {
  // Asked at every interim step: the bodies looked at in place, with no list made.
  for (const b of s.bodies) {
    const kind = b.motion.kind;
    if ((kind === "orbit" || kind === "tied" || kind === "free") && isSteerable(s, b, side)) return true;
  }
  return false;
}

export function planetoidCommands(s: DoubleStarState, side: Side): PlanetoidCommand[] {
  const out: PlanetoidCommand[] = [];
  for (const b of steerable(s, side)) {
    if (b.motion.kind === "orbit" || b.motion.kind === "tied") {
      for (let f = 0; f < 6; f++) out.push({ type: "breakOrbit", planetoid: b.id, facing: f });
      continue;
    }
    if (b.motion.kind !== "free") continue;
    const { speed } = b.motion;
    if (speed < maxPlanetoidSpeed(s)) out.push({ type: "thrust", planetoid: b.id, change: "accelerate" });
    if (speed > 0) {
      out.push({ type: "thrust", planetoid: b.id, change: "decelerate" });
      out.push({ type: "thrust", planetoid: b.id, change: "turnLeft" });
      out.push({ type: "thrust", planetoid: b.id, change: "turnRight" });
    } else {
      for (let f = 0; f < 6; f++) if (f !== b.motion.facing) out.push({ type: "setFacing", planetoid: b.id, facing: f });
    }
    if (orbitToAssume(s, b)) out.push({ type: "assumeOrbit", planetoid: b.id });
  }
  return out;
}

export function commandPlanetoid(ctx: Ctx, side: Side, c: PlanetoidCommand): void {
  const s = ctx.s;
  editBodies(s);
  const b = bodyState(s, c.planetoid);
  expendPowerPlant(ctx, b.id, side);
  switch (c.type) {
    case "breakOrbit": {
      const was = b.motion;
      b.motion = { kind: "free", facing: c.facing, speed: 1 };
      // DS 4.11: moons tied to a body that breaks orbit go on along its path.
      for (const moon of s.bodies) {
        if (moon.motion.kind !== "tied" || moon.motion.to !== b.id) continue;
        if (was.kind === "orbit") {
          moon.motion = { kind: "orbit", path: was.path, index: was.index };
          emit(ctx, { type: "GravitationalTieBroken", moon: moon.id, from: b.id, path: was.path });
        } else moon.motion = { kind: "tied", to: (was as { to: string }).to };
      }
      refreshBodyHexes(s);
      emit(ctx, { type: "OrbitBroken", side, planetoid: b.id, facing: c.facing });
      return;
    }
    case "thrust": {
      const m = b.motion as { kind: "free"; facing: number; speed: number };
      if (c.change === "accelerate") m.speed++;
      if (c.change === "decelerate") m.speed--;
      if (c.change === "turnLeft") m.facing = turnFacing(m.facing, -1);
      if (c.change === "turnRight") m.facing = turnFacing(m.facing, 1);
      emit(ctx, { type: "PlanetoidThrust", side, planetoid: b.id, change: c.change, speed: m.speed, facing: m.facing });
      return;
    }
    case "setFacing": {
      const m = b.motion as { kind: "free"; facing: number; speed: number };
      m.facing = c.facing;
      emit(ctx, { type: "PlanetoidThrust", side, planetoid: b.id, change: `face ${c.facing}`, speed: m.speed, facing: m.facing });
      return;
    }
    case "assumeOrbit": {
      const o = orbitToAssume(s, b)!;
      if ("path" in o) b.motion = { kind: "orbit", path: o.path, index: o.index };
      else b.motion = { kind: "tied", to: o.tiedTo };
      refreshBodyHexes(s);
      emit(ctx, {
        type: "OrbitAssumed",
        side,
        planetoid: b.id,
        path: "path" in o ? o.path : null,
        tiedTo: "tiedTo" in o ? o.tiedTo : null,
      });
      return;
    }
  }
}

/** Ships orbiting a body go where it goes (DS 4.4); landed ships ride on it anyway. */
function carryShips(s: DoubleStarState, before: Map<string, number>): void {
  for (const ship of [...s.ships]) {
    if (ship.loc.kind !== "space" || !ship.orbiting) continue;
    const b = bodyState(s, ship.orbiting);
    const was = before.get(b.id);
    if (b.hex >= 0 && was !== undefined && ship.loc.hex === was) editShip(s, ship.id)!.loc = { kind: "space", hex: b.hex };
  }
}

/** Ships riding on a body: orbiting it in space, or landed on it. */
function carriedBy(s: DoubleStarState, body: string): Ship[] {
  const hex = bodyState(s, body).hex;
  return s.ships.filter((x) => (x.loc.kind === "space" ? x.orbiting === body && x.loc.hex === hex : x.loc.body === body));
}

/** Shaded interim phases: every body on a path steps one hex in the direction of spin (DS 4.6). */
export function orbitalMovement(ctx: Ctx): void {
  const s = ctx.s;
  const before = new Map(s.bodies.map((b) => [b.id, b.hex]));
  for (const b of editBodies(s)) {
    if (b.motion.kind !== "orbit") continue;
    const len = pathData(b.motion.path).hexes.length;
    b.motion.index = (b.motion.index + 1) % len;
  }
  refreshBodyHexes(s);
  carryShips(s, before);
  const moves = s.bodies
    .filter((b) => b.hex >= 0 && before.get(b.id) !== b.hex)
    .map((b) => ({ body: b.id, from: before.get(b.id)!, to: b.hex }));
  emit(ctx, { type: "BodiesOrbited", moves });
  // Ships carried by their worlds may cross into An-Nur's system (DS 10.1).
  checkCrossing(ctx, s.ships);
}

/** Every interim phase: free planetoids fly their speed in the direction they face (DS 4.8). */
export function freePlanetoidMovement(ctx: Ctx): void {
  const s = ctx.s;
  // Bodies are copied (own.ts) only when one of them flies.
  if (!s.bodies.some((b) => b.motion.kind === "free" && b.motion.speed !== 0)) return;
  for (const b of editBodies(s)) {
    if (b.motion.kind !== "free" || b.motion.speed === 0) continue;
    const before = new Map([[b.id, b.hex]]);
    const path = [b.hex];
    let hex = b.hex;
    let lost: string | null = null;
    for (let i = 0; i < b.motion.speed; i++) {
      const next = MAP.grid.neighbours[hex * 6 + b.motion.facing]!;
      if (next < 0) {
        lost = "flew off the map";
        break;
      }
      if (!enterable(next)) {
        lost = "fell into a star";
        break;
      }
      hex = next;
      path.push(hex);
    }
    b.hex = hex;
    carryShips(s, before);
    refreshBodyHexes(s);
    emit(ctx, { type: "PlanetoidMoved", planetoid: b.id, from: path[0]!, to: lost ? null : hex, path });
    // The ships it carries (orbiting it or landed on it) pass where it passes (DS 10.1).
    checkCrossing(ctx, carriedBy(s, b.id), path);
    if (lost) destroyBody(ctx, b.id, lost);
  }
}

// impact declarations (DS 4.10)
export interface ImpactOption {
  planetoid: string;
  body: string;
  site: SiteId;
}

export function impactOptions(s: DoubleStarState, side: Side): ImpactOption[] {
  return [...eachImpactOption(s, side)];
}

/** Whether `side` may declare an impact: the first of impactOptions, without listing the rest. */
export function mayDeclareImpact(s: DoubleStarState, side: Side): boolean {
  // eachImpactOption's loops, stopping at the first option, without the generator: asked at every interim step.
  for (const b of s.bodies) {
    if (b.motion.kind !== "free" || !isSteerable(s, b, side) || s.impacts.some((i) => i.planetoid === b.id)) continue;
    for (const body of bodiesInHex(s, b.hex)) {
      if (body === b.id || bodyState(s, body).motion.kind === "free") continue;
      if (sitesOf(body).length > 0) return true;
    }
  }
  return false;
}

function* eachImpactOption(s: DoubleStarState, side: Side): Generator<ImpactOption> {
  for (const b of steerable(s, side)) {
    if (b.motion.kind !== "free" || s.impacts.some((i) => i.planetoid === b.id)) continue;
    for (const body of bodiesInHex(s, b.hex)) {
      if (body === b.id || bodyState(s, body).motion.kind === "free") continue;
      for (const site of sitesOf(body)) yield { planetoid: b.id, body, site };
    }
  }
}

export function declareImpact(ctx: Ctx, side: Side, o: ImpactOption): void {
  expendPowerPlant(ctx, o.planetoid, side);
  ctx.s.impacts.push({ planetoid: o.planetoid, side, body: o.body, site: o.site });
  emit(ctx, { type: "ImpactDeclared", side, planetoid: o.planetoid, body: o.body, site: o.site });
}
