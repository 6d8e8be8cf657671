// Special equipment hits (IS 6.12): the owner of a ship whose Q circle was filled chooses the
// piece it loses. Each mine factor is a piece; rockets (and, by the same reconstruction, fire
// arrows) lose 2d4 of their number, and when that is more than are left another piece must be
// chosen instead, unless there is none, when every rocket left is lost. A choice of one is made
// for the owner.
import { violation, type RuleViolation, type SeatId } from "../../../engine/contract";
import type { EquipmentKind, LoseEquipmentAction } from "../actions";
import { RULE } from "../rulebook";
import type { IronStarsState, Ship } from "../state";
import { shipById } from "../queries";
import { emit, roll } from "../../../engine/kit";
import type { Ctx } from "../events";
import { editShip } from "../own";

export function equipmentOnBoard(ship: Ship): EquipmentKind[] {
  const e = ship.equipment;
  const out: EquipmentKind[] = [];
  if (e.rockets > 0) out.push("rockets");
  if (e.fireArrows > 0) out.push("fireArrows");
  if (e.mines > 0) out.push("mine");
  if (e.lightningProjectors) out.push("lightningProjectors");
  if (e.gyroscopicStabilizer) out.push("gyroscopicStabilizer");
  if (e.keelBombard) out.push("keelBombard");
  return out;
}

/** The pieces the owner may choose from for the first unsettled Q hit. */
export function lossChoices(s: IronStarsState): { ship: Ship; choices: EquipmentKind[] } | null {
  const entry = s.losses[0];
  if (!entry) return null;
  const ship = shipById(s, entry.ship)!;
  return { ship, choices: equipmentOnBoard(ship).filter((k) => !entry.excluded.includes(k)) };
}

export function lossOwner(s: IronStarsState): SeatId | null {
  const entry = s.losses[0];
  return entry ? shipById(s, entry.ship)!.side : null;
}

export function checkLoseEquipment(s: IronStarsState, a: LoseEquipmentAction): RuleViolation | null {
  const pending = lossChoices(s);
  if (!pending || pending.ship.id !== a.ship) {
    return violation(
      "NO_EQUIPMENT_HIT",
      RULE.equipmentHits,
      `${a.ship} has no special equipment hit waiting; the one to settle is ${pending?.ship.id ?? "none"}.`,
    );
  }
  if (!pending.choices.includes(a.equipment)) {
    return violation(
      "EQUIPMENT_NOT_ABOARD",
      RULE.equipmentHits,
      `${pending.ship.name} cannot lose ${a.equipment}; choose one of: ${pending.choices.join(", ")}.`,
    );
  }
  return null;
}

/** Takes the piece away; false when rockets rolled too high and another piece must be chosen instead. */
export function loseEquipment(ctx: Ctx, shipId: string, kind: EquipmentKind): void {
  const { s } = ctx;
  const entry = s.losses[0]!;
  const ship = editShip(s, shipId);
  // Changed on a copy of its own: a copied state shares the equipment record (state.ts).
  const e = { ...ship.equipment };
  ship.equipment = e;
  let dice: number[] = [];
  let lost = 1;
  let insteadAnother = false;
  switch (kind) {
    case "rockets":
    case "fireArrows": {
      const key = kind;
      dice = [roll(ctx, 4, `${ship.name} ${kind} lost (2d4)`), roll(ctx, 4, `${ship.name} ${kind} lost (2d4)`)];
      const n = dice[0]! + dice[1]!;
      const others = equipmentOnBoard(ship).filter((k) => k !== kind && !entry.excluded.includes(k));
      if (n > e[key] && others.length > 0) {
        insteadAnother = true;
        lost = 0;
      } else {
        lost = Math.min(n, e[key]);
        e[key] -= lost;
      }
      break;
    }
    case "mine":
      e.mines -= 1;
      break;
    case "lightningProjectors":
      e.lightningProjectors = null;
      break;
    case "gyroscopicStabilizer":
      e.gyroscopicStabilizer = false;
      break;
    case "keelBombard":
      e.keelBombard = false;
      break;
  }
  emit(ctx, { type: "EquipmentLost", ship: ship.id, equipment: kind, dice, lost, insteadAnother });
  if (insteadAnother) entry.excluded.push(kind);
  else s.losses.shift();
}

/** Settles every Q hit that leaves its owner no choice; stops at the first real decision. */
export function settleForcedLosses(ctx: Ctx): void {
  for (;;) {
    const pending = lossChoices(ctx.s);
    if (!pending) return;
    if (pending.ship.destroyed || pending.choices.length === 0) {
      ctx.s.losses.shift();
      continue;
    }
    // Several mine factors are the same choice.
    if (pending.choices.length > 1) return;
    loseEquipment(ctx, pending.ship.id, pending.choices[0]!);
  }
}
