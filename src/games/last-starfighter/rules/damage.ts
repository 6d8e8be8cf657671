// Damage from a hit (LS 7): the 2d6 Damage Table, then special damage on a d6 raised by one,
// two or three as protection falls to 7, 5 and 3 (LS 7.2), and its effects (LS 7.4–7.8).
// Damage is recorded at once, so later hits of the same phase see it (the modifier, re-rolls on
// the weapon table); what it does to the ship's own fighting only matters from the next turn,
// because the shooters of a phase fire as they stood when it began (LS 6.1, rules/fire.ts).
import type { SeatId } from "../../../engine/contract";
import { WEAPONS, type WeaponId } from "../weapons";
import type { DamageReport, Ship, SpecialReport } from "../state";
import { shipOf } from "../queries";
import { CANNOT_HIT, DAMAGE_TABLE, DAMAGED_WEAPON_TABLE, LIFE_SUPPORT_TURNS, shipSpecialModifier, specialResult } from "../tables";
import { d6, emit } from "../../../engine/kit";
import type { Ctx } from "../events";

export function takeHit(ctx: Ctx, target: SeatId): DamageReport {
  const ship = shipOf(ctx.s, target);
  const dice = [d6(ctx, `damage to ${target}: die 1`), d6(ctx, `damage to ${target}: die 2`)];
  const total = dice[0]! + dice[1]!;
  const entry = DAMAGE_TABLE[total]!;
  ship.protection = Math.max(0, ship.protection - entry.protectionLost);
  emit(ctx, {
    type: "DamageDone",
    target,
    dice,
    total,
    protectionLost: entry.protectionLost,
    protectionLeft: ship.protection,
    special: entry.special,
  });
  let special: SpecialReport | null = null;
  if (ship.protection === 0) {
    // LS 2.6: the ship breaks apart; special damage on a ship already gone is not rolled.
    emit(ctx, { type: "ShipDestroyed", seat: target, cause: "brokeApart" });
  } else if (entry.special) {
    special = specialDamage(ctx, target, ship);
  }
  return { dice, total, protectionLost: entry.protectionLost, protectionLeft: ship.protection, special };
}

function specialDamage(ctx: Ctx, target: SeatId, ship: Ship): SpecialReport {
  // LS 7.2: the modifier reads protection after this hit's loss (the table reduces, then specials),
  // as points left whatever the ship started with (README, D7).
  const modifier = shipSpecialModifier(ship.protection, ship.card.protection, ctx.s.options.specialModifierByDamageTaken);
  const die = d6(ctx, `special damage to ${target}`);
  const total = die + modifier;
  const result = specialResult(total);
  let weapon: WeaponId | null = null;
  let weaponRolls: number[] = [];
  const effects: string[] = [];
  const laser = () => {
    const hit = damageLaser(ctx, target, ship);
    weapon = hit.weapon;
    weaponRolls = hit.rolls;
    effects.push(hit.weapon ? `${hit.weapon} destroyed` : "no working laser left to damage");
  };
  switch (result) {
    case "stabilizer":
      effects.push(damageStabilizer(ship));
      break;
    case "targeting":
      effects.push(damageTargeting(ship));
      break;
    case "laser":
      laser();
      break;
    case "targetingAndLaser":
      effects.push(damageTargeting(ship));
      laser();
      break;
    case "lifeSupport":
      effects.push(damageLifeSupport(ship, ctx.s.turn));
      break;
    case "blowUp":
      ship.blownUp = true;
      effects.push("the starfighter blows up");
      break;
  }
  const effect = effects.join("; ");
  emit(ctx, { type: "SpecialDamageTaken", target, die, modifier, total, result, weapon, weaponRolls, effect });
  if (result === "blowUp") emit(ctx, { type: "ShipDestroyed", seat: target, cause: "blewUp" });
  return { die, modifier, total, result, weapon, weaponRolls, effect };
}

/** LS 7.4: one click less per hit; at 0 the ship can only fly straight. */
function damageStabilizer(ship: Ship): string {
  if (ship.stabilizer === 0) return "stabilizer already at 0: no further effect";
  ship.stabilizer--;
  return `stabilizer down to ${ship.stabilizer} click${ship.stabilizer === 1 ? "" : "s"}`;
}

/** LS 7.5: the Base To-Hit Number rises by one per hit and stops at 13, which cannot hit. */
function damageTargeting(ship: Ship): string {
  if (ship.targeting >= CANNOT_HIT) return `targeting computer already at ${CANNOT_HIT}: no further effect`;
  ship.targeting++;
  return ship.targeting >= CANNOT_HIT
    ? `targeting computer at ${CANNOT_HIT}: it can no longer hit`
    : `base to-hit number up to ${ship.targeting}`;
}

/** LS 7.7: the countdown starts at 6; a second hit while it runs changes nothing (README, R9). */
function damageLifeSupport(ship: Ship, turn: number): string {
  if (ship.lifeSupport !== null) return "life support already failing: no further effect";
  ship.lifeSupport = LIFE_SUPPORT_TURNS;
  ship.lifeSupportHitOnTurn = turn;
  return `life support failing: ${LIFE_SUPPORT_TURNS} turns left`;
}

/** LS 7.6: roll on the Damaged Weapon Table, re-rolling lasers already destroyed. */
function damageLaser(ctx: Ctx, target: SeatId, ship: Ship): { weapon: WeaponId | null; rolls: number[] } {
  const rolls: number[] = [];
  if (ship.damagedWeapons.length >= DAMAGED_WEAPON_TABLE.length) return { weapon: null, rolls };
  for (;;) {
    const roll = d6(ctx, `damaged weapon table for ${target}${rolls.length > 0 ? " (re-roll)" : ""}`);
    rolls.push(roll);
    const weapon = DAMAGED_WEAPON_TABLE[roll - 1]!;
    if (!ship.damagedWeapons.includes(weapon)) {
      ship.damagedWeapons = WEAPONS.map((w) => w.id).filter((id) => id === weapon || ship.damagedWeapons.includes(id));
      return { weapon, rolls };
    }
  }
}
