// The complete, postable choices of each decision, in a stable order. Orders for the secret
// phases depend only on the seat's own (public) ship, never on another seat's hidden order.
import type { SeatId } from "../../engine/contract";
import type {
  AimTurretAction,
  ChooseShipAction,
  DecideReengageAction,
  DesignShipAction,
  FireAction,
  Orders,
  SetHeadingAction,
} from "./actions";
import { allDesigns, STOCK_KINDS } from "./ships";
import type { WeaponId } from "./weapons";
import type { LastStarfighterState, OrderPhase } from "./state";
import { bearingWeapons, shipOf, wheelFor } from "./queries";

export function shipChoices(s: LastStarfighterState, seat: SeatId): (ChooseShipAction | DesignShipAction)[] {
  const taken = Object.entries(s.ships)
    .filter(([other, ship]) => other !== seat && ship !== null)
    .map(([, ship]) => ship!.card.kind);
  const stock: ChooseShipAction[] = STOCK_KINDS.filter((k) => !taken.includes(k)).map((ship) => ({ type: "chooseShip", ship }));
  const designs: DesignShipAction[] = s.options.designYourOwn ? allDesigns().map((d) => ({ type: "designShip", ...d })) : [];
  return [...stock, ...designs];
}

export function turretChoices(): AimTurretAction[] {
  return Array.from({ length: 8 }, (_, i) => ({ type: "aimTurret", sector: i + 1 }));
}

/** LS 5.1–5.2: straight, or 1 up to the stabilizer's clicks either way. */
export function headingChoices(s: LastStarfighterState, seat: SeatId): SetHeadingAction[] {
  const max = shipOf(s, seat).stabilizer;
  const out: SetHeadingAction[] = [{ type: "setHeading", direction: "straight", clicks: 0 }];
  for (let k = 1; k <= max; k++) out.push({ type: "setHeading", direction: "clockwise", clicks: k });
  for (let k = 1; k <= max; k++) out.push({ type: "setHeading", direction: "counterclockwise", clicks: k });
  return out;
}

/** The lasers `seat` may fire this phase (LS 6.2). */
export function firingWeapons(s: LastStarfighterState, seat: SeatId): WeaponId[] {
  return bearingWeapons(shipOf(s, seat), wheelFor(s, seat).viewPort);
}

/** Every subset of the bearing lasers, holding fire first and firing everything last. */
export function fireChoices(s: LastStarfighterState, seat: SeatId): FireAction[] {
  const weapons = firingWeapons(s, seat);
  const out: FireAction[] = [];
  for (let mask = 0; mask < 1 << weapons.length; mask++) {
    out.push({ type: "fire", weapons: weapons.filter((_, i) => mask & (1 << i)) });
  }
  return out;
}

export function orderChoices(s: LastStarfighterState, seat: SeatId, phase: OrderPhase): Orders[] {
  switch (phase) {
    case "turret":
      return turretChoices();
    case "heading":
      return headingChoices(s, seat);
    case "fire":
      return fireChoices(s, seat);
  }
}

export function reengageChoices(): DecideReengageAction[] {
  return [
    { type: "decideReengage", reengage: true },
    { type: "decideReengage", reengage: false },
  ];
}
