// The six lasers every starfighter carries (LS 2.3), apart from the ships so the tables can name
// them without importing the ships (which read the tables).
export type WeaponId = "forward1" | "forward2" | "forward3" | "turret1" | "turret2" | "aft";
export type Mount = "forward" | "aft" | "turret";

/** Every ship's lasers in the book's order (the Damaged Weapon Table order, LS 7.6). */
export const WEAPONS: readonly { id: WeaponId; mount: Mount; label: string }[] = [
  { id: "forward1", mount: "forward", label: "forward laser 1" },
  { id: "forward2", mount: "forward", label: "forward laser 2" },
  { id: "forward3", mount: "forward", label: "forward laser 3" },
  { id: "turret1", mount: "turret", label: "turret laser 1" },
  { id: "turret2", mount: "turret", label: "turret laser 2" },
  { id: "aft", mount: "aft", label: "aft laser" },
];

export const WEAPON_IDS = WEAPONS.map((w) => w.id) as [WeaponId, ...WeaponId[]];

export function mountOf(id: WeaponId): Mount {
  return WEAPONS.find((w) => w.id === id)!.mount;
}

export function weaponLabel(id: WeaponId): string {
  return WEAPONS.find((w) => w.id === id)!.label;
}

/** The sector a fixed mount faces (LS 2.3: sector 1 is the nose, 5 the tail). */
export const FIXED_SECTOR: Readonly<Record<Exclude<Mount, "turret">, number>> = { forward: 1, aft: 5 };
