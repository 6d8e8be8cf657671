// Combat (IS 6): one ship's fire at a time. The primary battery at one target, the secondary at
// that target or a second, light guns spread over any number of targets (at most half of them
// into one arc), torpedoes into any arc at one target, plus the reconstructed special weapons
// (IS 7). Arcs come from the counter's diagonals (IS 6.2); a target on a diagonal is settled by a
// d6 roll-off (IS 6.3). Every hit's location is rolled now and applied at the end of the phase.
import { violation, type RuleViolation, type SeatId } from "../../../engine/contract";
import type { FireAction, Volley, Weapon } from "../actions";
import { arcsOf, distance, inches, type Point } from "../geometry";
import { RULE } from "../rulebook";
import type { Section } from "../ships";
import { SECTIONS } from "../ships";
import type { IronStarsState, Ship } from "../state";
import {
  armourOf,
  counter,
  liveFleet,
  lightGuns,
  otherSeat,
  primaryGuns,
  reconstructed,
  secondaryGuns,
  shipById,
  sizeClass,
  torpedoesLeft,
  onTheTable,
} from "../queries";
import {
  ceilDiv,
  EQUIPMENT,
  GUN_BAND,
  GUN_MAX_RANGE,
  gunsInArc,
  lightGunsPerArc,
  TARGET_SIZE,
  TORPEDO_BAND,
  TORPEDO_MAX_RANGE,
  type Arc,
  type Die,
} from "../tables";
import { sightBlocker } from "../terrain";
import { keptFor } from "./fire-inputs";
import { emit, roll } from "../../../engine/kit";
import type { Ctx } from "../events";
import { editShip } from "../own";

type Live = Ship & { position: Point };

export interface WeaponProfile {
  weapon: Weapon;
  /** Guns (or torpedoes, rockets…) available now. */
  guns: number;
  die: Die;
  damage: number;
  /** Attacks reach targets closer than this (hundredths). */
  maxRange: number;
  /** +1 to the target number per full band of range. */
  band: number;
  /** Torpedo-like: any arc, one target, half armour, d12 locations, expended. */
  torpedoLike: boolean;
  /** Lightning projectors ignore armour (IS 7.3). */
  ignoresArmour: boolean;
}

const RULE_OF: Record<Weapon, string> = {
  primary: RULE.fractions,
  secondary: RULE.fractions,
  light: RULE.lightGunFire,
  torpedoes: RULE.torpedoFire,
  rockets: RULE.congreveRockets,
  fireArrows: RULE.fireArrows,
  keelBombard: RULE.keelBombard,
};

export const WEAPON_NAMES: Record<Weapon, string> = {
  primary: "primary guns",
  secondary: "secondary guns",
  light: "light guns",
  torpedoes: "torpedoes",
  rockets: "Congreve rockets",
  fireArrows: "fire arrows",
  keelBombard: "keel bombard",
};

/** What a ship can fire now, weapon by weapon (only weapons it has at least one of). */
export function weaponsOf(s: IronStarsState, ship: Ship): WeaponProfile[] {
  const out: WeaponProfile[] = [];
  const r = ship.record;
  const equip = reconstructed(s);
  const lightning = equip ? ship.equipment.lightningProjectors : null;
  const gun = (weapon: "primary" | "secondary", guns: number) => {
    const bat = r[weapon];
    if (!bat || guns <= 0) return;
    const projectors = lightning === weapon;
    out.push({
      weapon,
      guns,
      die: bat.die,
      damage: bat.damage,
      maxRange: projectors ? EQUIPMENT.lightningRange : GUN_MAX_RANGE,
      band: GUN_BAND,
      torpedoLike: false,
      ignoresArmour: projectors,
    });
  };
  gun("primary", primaryGuns(ship));
  gun("secondary", secondaryGuns(ship));
  if (lightGuns(ship) > 0)
    out.push({
      weapon: "light",
      guns: lightGuns(ship),
      die: 4,
      damage: 1,
      maxRange: GUN_MAX_RANGE,
      band: GUN_BAND,
      torpedoLike: false,
      ignoresArmour: false,
    });
  if (r.torpedoes && torpedoesLeft(ship) > 0) {
    out.push({
      weapon: "torpedoes",
      guns: torpedoesLeft(ship),
      die: r.torpedoes.die,
      damage: r.torpedoes.damage,
      maxRange: TORPEDO_MAX_RANGE,
      band: TORPEDO_BAND,
      torpedoLike: true,
      ignoresArmour: false,
    });
  }
  if (equip) {
    const rk = EQUIPMENT.rockets;
    if (ship.equipment.rockets > 0)
      out.push({
        weapon: "rockets",
        guns: ship.equipment.rockets,
        die: rk.die,
        damage: rk.damage,
        maxRange: rk.maxRange,
        band: rk.band,
        torpedoLike: true,
        ignoresArmour: false,
      });
    if (ship.equipment.fireArrows > 0)
      out.push({
        weapon: "fireArrows",
        guns: ship.equipment.fireArrows,
        die: rk.die,
        damage: rk.damage,
        maxRange: rk.maxRange,
        band: rk.band,
        torpedoLike: true,
        ignoresArmour: false,
      });
    if (ship.equipment.keelBombard) {
      const kb = EQUIPMENT.keelBombard;
      out.push({
        weapon: "keelBombard",
        guns: 1,
        die: kb.die,
        damage: kb.damage,
        maxRange: GUN_MAX_RANGE,
        band: GUN_BAND,
        torpedoLike: false,
        ignoresArmour: false,
      });
    }
  }
  return out;
}

/** IS 6.4, 6.5, 6.13, 7.1: how many of a weapon may fire into one arc. */
export function allowanceInArc(profile: WeaponProfile, arc: Arc): number {
  switch (profile.weapon) {
    case "primary":
    case "secondary":
      return gunsInArc(profile.weapon, profile.guns, arc);
    case "light":
      return Math.min(profile.guns, lightGunsPerArc(profile.guns));
    case "keelBombard":
      return arc === "forward" ? 1 : 0;
    case "torpedoes":
    case "rockets":
    case "fireArrows":
      return profile.guns;
  }
}

/** IS 6.16: the target's nets add +1 against torpedoes fired from its port or starboard arc. */
function netsApply(s: IronStarsState, firerArcsInTarget: Arc[], target: Ship): boolean {
  return s.options.torpedoNets && target.nets && firerArcsInTarget.some((a) => a === "port" || a === "starboard");
}

/** IS 6.6, 6.13, 6.15, 7.3–7.5: the number each die must equal or beat. */
export function targetNumber(s: IronStarsState, profile: WeaponProfile, target: Ship, range: number, nets: boolean): number {
  const armour = armourOf(target);
  const half = Math.floor(profile.die / 2);
  const bands = Math.floor(range / profile.band);
  if (profile.torpedoLike) return half + ceilDiv(armour, 2) + bands + (nets && profile.weapon === "torpedoes" ? 1 : 0);
  const size = s.options.targetSize ? TARGET_SIZE[sizeClass(target)][profile.die] : 0;
  return half + (profile.ignoresArmour ? 0 : armour) + bands + size;
}

export interface TargetBounds {
  target: string;
  /** The arc (two on a diagonal) the target lies in, from the firer. */
  arcs: Arc[];
  /** Centre to centre, hundredths (rounded down). */
  range: number;
  targetNumber: number;
  /** Most that may fire at it from this arc (the better arc on a diagonal). */
  maxGuns: number;
}

export interface WeaponBounds {
  weapon: Weapon;
  guns: number;
  die: Die;
  damage: number;
  maxRange: number;
  /** Light guns: most into any one arc. */
  perArc: number | null;
  targets: TargetBounds[];
}

export interface FireBounds {
  ship: string;
  weapons: WeaponBounds[];
}

/** The ship's weapons and what each may fire at now (kept while nothing it reads changes: fire-inputs.ts). */
export function fireBounds(s: IronStarsState, ship: Live): FireBounds {
  const k = keptFor(s, ship);
  return (k.bounds ??= boundsNow(s, ship)) as FireBounds;
}

function boundsNow(s: IronStarsState, ship: Live): FireBounds {
  const profiles = weaponsOf(s, ship);
  if (profiles.length === 0) return { ship: ship.id, weapons: [] };
  // Each enemy in sight once, its ranges and arcs for every weapon; the arcs it shows the firer
  // (for nets, IS 6.16) only when asked: most weapons do not read them.
  const sights: { e: Live; range: number; arcs: Arc[]; back: Arc[] | null }[] = [];
  const enemy = otherSeat(s, ship.side);
  for (const e of s.ships) {
    if (e.side !== enemy || e.position === null || e.destroyed !== null) continue;
    if (sightBlocker(s, ship.position, e.position)) continue;
    sights.push({
      e: e as Live,
      range: distance(ship.position, e.position),
      arcs: arcsOf(ship.position, ship.facing, counter(ship), e.position),
      back: null,
    });
  }
  const weapons: WeaponBounds[] = [];
  for (const p of profiles) {
    const targets: TargetBounds[] = [];
    for (const sight of sights) {
      const { e, range, arcs } = sight;
      if (range >= p.maxRange) continue;
      let maxGuns = allowanceInArc(p, arcs[0]!);
      for (let i = 1; i < arcs.length; i++) maxGuns = Math.max(maxGuns, allowanceInArc(p, arcs[i]!));
      if (maxGuns <= 0) continue;
      const nets =
        p.weapon === "torpedoes" &&
        s.options.torpedoNets &&
        e.nets &&
        netsApply(s, (sight.back ??= arcsOf(e.position, e.facing, counter(e), ship.position)), e);
      targets.push({ target: e.id, arcs, range, targetNumber: targetNumber(s, p, e, range, nets), maxGuns });
    }
    if (targets.length > 0) {
      weapons.push({
        weapon: p.weapon,
        guns: p.guns,
        die: p.die,
        damage: p.damage,
        maxRange: p.maxRange,
        perArc: p.weapon === "light" ? lightGunsPerArc(p.guns) : null,
        targets,
      });
    }
  }
  return { ship: ship.id, weapons };
}

/** Whether the ship has anything it could fire this phase. */
export function canFire(s: IronStarsState, ship: Live): boolean {
  const k = keptFor(s, ship);
  return (k.canFire ??= canFireNow(s, ship));
}

function canFireNow(s: IronStarsState, ship: Live): boolean {
  const profiles = weaponsOf(s, ship);
  if (profiles.length === 0) return false;
  for (const e of liveFleet(s, otherSeat(s, ship.side))) {
    if (sightBlocker(s, ship.position, e.position)) continue;
    const dx = e.position.x - ship.position.x;
    const dy = e.position.y - ship.position.y;
    const d2 = dx * dx + dy * dy;
    for (const p of profiles) {
      if (d2 >= p.maxRange * p.maxRange) continue;
      // Every battery bears at least one gun into every arc; only the keel bombard needs the bow.
      if (p.weapon !== "keelBombard" || arcsOf(ship.position, ship.facing, counter(ship), e.position).includes("forward")) return true;
    }
  }
  return false;
}

export function unfired(s: IronStarsState, seat: SeatId): Live[] {
  return liveFleet(s, seat).filter((x) => !x.fired && canFire(s, x));
}

/** `unfired(s, seat).length > 0`, stopping at the first such ship: the flow asks it of apply's copy at every combat step. */
export function anyUnfired(s: IronStarsState, seat: SeatId): boolean {
  for (const x of s.ships) if (x.side === seat && onTheTable(x) && !x.fired && canFire(s, x)) return true;
  return false;
}

export function checkFire(s: IronStarsState, seat: SeatId, a: FireAction): RuleViolation | null {
  const rule = s.step === "activeCombat" ? RULE.activeCombat : RULE.reactiveCombat;
  const ship = shipById(s, a.ship);
  if (!ship) return violation("UNKNOWN_SHIP", rule, `There is no ship "${a.ship}".`);
  if (ship.side !== seat) return violation("NOT_YOUR_SHIP", rule, `${ship.name} is not one of your ships.`);
  if (ship.destroyed || !ship.position) return violation("SHIP_NOT_ON_TABLE", rule, `${ship.name} is no longer on the table.`);
  if (ship.fired) return violation("ALREADY_FIRED", rule, `${ship.name} has already fired this phase.`);
  const live = ship as Live;
  const profiles = weaponsOf(s, live);
  const seen = new Set<string>();
  const lightByArc: Record<Arc, number> = { forward: 0, aft: 0, port: 0, starboard: 0 };
  let lightTotal = 0;
  for (const v of a.volleys) {
    const key = v.weapon === "light" ? `light:${v.target}` : v.weapon;
    if (seen.has(key)) {
      return v.weapon === "light"
        ? violation("DUPLICATE_VOLLEY", RULE.lightGunFire, `Give all the light guns aimed at ${v.target} as one volley.`)
        : violation(
            "ONE_TARGET_PER_WEAPON",
            v.weapon === "secondary" || v.weapon === "primary" ? RULE.targets : RULE_OF[v.weapon],
            `${WEAPON_NAMES[v.weapon]} fire at one target a phase; give them as one volley.`,
          );
    }
    seen.add(key);
    const p = profiles.find((x) => x.weapon === v.weapon);
    if (!p) {
      if ((v.weapon === "rockets" || v.weapon === "fireArrows" || v.weapon === "keelBombard") && !reconstructed(s)) {
        return violation(
          "EQUIPMENT_INERT",
          RULE_OF[v.weapon],
          `This game plays special equipment as inert: ${WEAPON_NAMES[v.weapon]} cannot fire.`,
        );
      }
      return violation("NO_SUCH_WEAPON", RULE_OF[v.weapon], `${ship.name} has no ${WEAPON_NAMES[v.weapon]} left to fire.`);
    }
    const target = shipById(s, v.target);
    if (!target) return violation("UNKNOWN_SHIP", RULE.targets, `There is no ship "${v.target}".`);
    if (target.side === seat) return violation("TARGET_NOT_ENEMY", RULE.targets, `${target.name} is on your own side.`);
    if (target.destroyed || !target.position)
      return violation("TARGET_NOT_ON_TABLE", RULE.targets, `${target.name} is no longer on the table.`);
    const range = distance(live.position, target.position);
    if (range >= p.maxRange) {
      const rangeRule = p.torpedoLike ? RULE_OF[v.weapon] : p.ignoresArmour ? RULE.lightningProjectors : RULE.range;
      return violation(
        "OUT_OF_RANGE",
        rangeRule,
        `${target.name} is ${inches(range)} away; ${WEAPON_NAMES[v.weapon]} reach only targets closer than ${inches(p.maxRange)}.`,
      );
    }
    const blocker = sightBlocker(s, live.position, target.position);
    if (blocker) {
      return violation(
        "NO_LINE_OF_SIGHT",
        RULE.lineOfSight,
        `${blocker.id} lies on the line from ${ship.name} to ${target.name}; a terrain feature that blocks sight stops any attack across it.`,
      );
    }
    if (v.guns > p.guns) {
      return violation("TOO_MANY_GUNS", RULE_OF[v.weapon], `${ship.name} has ${p.guns} ${WEAPON_NAMES[v.weapon]} left, not ${v.guns}.`);
    }
    const arcs = arcsOf(live.position, live.facing, counter(live), target.position);
    if (v.arc && !arcs.includes(v.arc)) {
      return violation(
        "ARC_CLAIM_INVALID",
        RULE.arcTies,
        `${target.name} lies in the ${arcs.join("/")} arc, so the ${v.arc} arc cannot be claimed.`,
      );
    }
    const claimed = v.arc ?? preferredArc(arcs, v.weapon);
    const allowed = allowanceInArc(p, claimed);
    if (v.weapon === "keelBombard" && allowed === 0) {
      return violation(
        "NOT_IN_FORWARD_ARC",
        RULE.keelBombard,
        `${target.name} is in the ${arcs.join("/")} arc; the keel bombard fires only into the forward arc.`,
      );
    }
    if (v.guns > allowed) {
      const frac =
        v.weapon === "primary"
          ? claimed === "port" || claimed === "starboard"
            ? "all"
            : "half, rounded up"
          : v.weapon === "secondary"
            ? claimed === "port" || claimed === "starboard"
              ? "half, rounded up"
              : "a quarter, rounded up"
            : "half, rounded up";
      return violation(
        "TOO_MANY_GUNS_FOR_ARC",
        RULE_OF[v.weapon],
        `${v.guns} ${WEAPON_NAMES[v.weapon]} at ${target.name} in the ${claimed} arc, but only ${allowed} of ${p.guns} bear there (${frac}).`,
      );
    }
    if (v.weapon === "light") {
      lightTotal += v.guns;
      lightByArc[claimed] += v.guns;
      if (lightTotal > p.guns)
        return violation("TOO_MANY_GUNS", RULE.lightGunFire, `${ship.name} has ${p.guns} light guns, not ${lightTotal}.`);
      if (lightByArc[claimed] > allowed) {
        return violation(
          "TOO_MANY_GUNS_FOR_ARC",
          RULE.lightGunFire,
          `${lightByArc[claimed]} light guns into the ${claimed} arc, but at most ${allowed} of ${p.guns} may fire into one arc (half, rounded up).`,
        );
      }
    }
  }
  return null;
}

/** The arc the firer claims for a target on a diagonal when it names none: the beam for guns, the bow for the keel bombard. */
export function preferredArc(arcs: Arc[], weapon: Weapon): Arc {
  if (arcs.length === 1) return arcs[0]!;
  if (weapon === "keelBombard") return arcs.includes("forward") ? "forward" : arcs[0]!;
  return arcs.find((a) => a === "port" || a === "starboard") ?? arcs[0]!;
}

/** IS 6.3: both sides roll a d6 until they differ; the higher chooses. */
function rollOff(ctx: Ctx, firer: Ship, target: Ship, purpose: string): { rolls: { seat: SeatId; roll: number }[][]; winner: SeatId } {
  const rolls: { seat: SeatId; roll: number }[][] = [];
  for (;;) {
    const a = roll(ctx, 6, `${purpose}: ${firer.side}`);
    const b = roll(ctx, 6, `${purpose}: ${target.side}`);
    rolls.push([
      { seat: firer.side, roll: a },
      { seat: target.side, roll: b },
    ]);
    if (a !== b) return { rolls, winner: a > b ? firer.side : target.side };
  }
}

/** IS 6.14: the hits of a volley, combining maximum rolls when the target number is out of reach. */
export function volleyHits(dice: number[], die: number, target: number, openEnded: boolean): { hits: number; combined: number[] } {
  if (!openEnded || target <= die) return { hits: dice.filter((d) => d >= target).length, combined: [] };
  const maxes = dice.filter((d) => d === die).length;
  const per = target - die + 1;
  const groups = maxes >= 2 ? Math.floor(maxes / per) : 0;
  return { hits: groups, combined: Array.from({ length: groups }, () => die + per - 1) };
}

export function sectionFor(ship: Ship, rollValue: number): Section {
  for (const section of SECTIONS) {
    const t = ship.record.track[section];
    if (t && rollValue >= t.from && rollValue <= t.to) return section;
  }
  return "hull";
}

export function fire(ctx: Ctx, a: FireAction): void {
  const { s } = ctx;
  const ship = editShip(s, a.ship) as Live;
  ship.fired = true;
  if (a.volleys.length === 0) {
    emit(ctx, { type: "ShipHeldFire", ship: ship.id });
    return;
  }
  const profiles = weaponsOf(s, ship);
  // Settle each target on a diagonal once for this ship's fire (IS 6.3).
  const settled = new Map<string, Arc>();
  // Torpedoes, rockets and fire arrows go into any arc in full (IS 6.13), so a target on a
  // diagonal needs a roll-off only when a gun volley is aimed at it too.
  const arcMatters = (target: string) =>
    a.volleys.some((x) => x.target === target && !profiles.find((p) => p.weapon === x.weapon)!.torpedoLike);
  const arcFor = (v: Volley, target: Live): Arc => {
    const arcs = arcsOf(ship.position, ship.facing, counter(ship), target.position);
    if (arcs.length === 1) return arcs[0]!;
    const known = settled.get(target.id);
    if (known) return known;
    const claim = a.volleys.find((x) => x.target === target.id && x.arc)?.arc ?? preferredArc(arcs, v.weapon);
    if (!arcMatters(target.id)) return claim;
    const { rolls, winner } = rollOff(ctx, ship, target, `arc line: ${ship.name} firing at ${target.name}`);
    const arc = winner === ship.side ? claim : arcs.find((x) => x !== claim)!;
    s.arcRolls.push({ firer: ship.id, target: target.id, arcs, rolls, winner, arc });
    emit(ctx, { type: "ArcRolledOff", firer: ship.id, target: target.id, arcs, rolls, winner, arc });
    settled.set(target.id, arc);
    return arc;
  };
  const lightUsed: Record<Arc, number> = { forward: 0, aft: 0, port: 0, starboard: 0 };
  for (const v of a.volleys) {
    const p = profiles.find((x) => x.weapon === v.weapon)!;
    const target = shipById(s, v.target) as Live;
    const range = distance(ship.position, target.position);
    const arc = arcFor(v, target);
    let guns = Math.min(v.guns, allowanceInArc(p, arc));
    if (v.weapon === "light") {
      guns = Math.min(guns, allowanceInArc(p, arc) - lightUsed[arc]);
      lightUsed[arc] += guns;
    }
    let nets = false;
    if (v.weapon === "torpedoes" && s.options.torpedoNets && target.nets) {
      const back = arcsOf(target.position, target.facing, counter(target), ship.position);
      if (back.length === 1) nets = netsApply(s, back, target);
      else {
        // The firer sits on one of the target's diagonals: the roll-off decides whether it is on the beam.
        const { rolls, winner } = rollOff(ctx, ship, target, `arc line: ${ship.name} in ${target.name}'s arcs`);
        const beam = back.find((x) => x === "port" || x === "starboard")!;
        const other = back.find((x) => x !== beam)!;
        const arcInTarget = winner === ship.side ? other : beam;
        emit(ctx, { type: "ArcRolledOff", firer: ship.id, target: target.id, arcs: back, rolls, winner, arc: arcInTarget });
        nets = arcInTarget === beam;
      }
    }
    const tn = targetNumber(s, p, target, range, nets);
    const dice: number[] = [];
    for (let i = 0; i < guns; i++)
      dice.push(roll(ctx, p.die, `${ship.name} ${WEAPON_NAMES[v.weapon]} at ${target.name}: attack ${i + 1} needs ${tn}`));
    const { hits, combined } = volleyHits(dice, p.die, tn, s.options.openEnded);
    const locationDie = p.torpedoLike ? 12 : 20;
    const locations: { roll: number; section: Section }[] = [];
    for (let h = 0; h < hits; h++) {
      for (let k = 0; k < p.damage; k++) {
        const r = roll(ctx, locationDie, `${ship.name} ${WEAPON_NAMES[v.weapon]} hit ${h + 1} on ${target.name}: damage location`);
        const section = sectionFor(target, r);
        locations.push({ roll: r, section });
        s.hits.push({ target: target.id, firer: ship.id, weapon: v.weapon, die: locationDie, roll: r, section });
      }
    }
    if (v.weapon === "torpedoes") ship.torpedoesFired += guns;
    // New equipment records, never a change to the old one: a copied state shares it (state.ts).
    if (v.weapon === "rockets") ship.equipment = { ...ship.equipment, rockets: ship.equipment.rockets - guns };
    if (v.weapon === "fireArrows") ship.equipment = { ...ship.equipment, fireArrows: ship.equipment.fireArrows - guns };
    emit(ctx, {
      type: "VolleyFired",
      ship: ship.id,
      weapon: v.weapon,
      target: target.id,
      arc,
      range,
      targetNumber: tn,
      die: p.die,
      dice,
      combined,
      hits,
      locations,
    });
  }
}
