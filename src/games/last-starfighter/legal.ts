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
import { WEAPON_IDS, type WeaponId } from "./weapons";
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

// The orders of the three secret phases are the same few objects in every state that lists them:
// made once (per stabilizer, per set of bearing lasers), frozen, and shared by every listing, the
// bot's and the search's draws and the sealed orders' lookups, instead of made anew at each listing
// (the search lists a state at every step it plays: bench/README 6zi). Frozen, so no reader can
// change what another state lists; the rules copy an order they keep (orders.ts).
const TURRET_CHOICES: readonly AimTurretAction[] = frozen(Array.from({ length: 8 }, (_, i) => ({ type: "aimTurret", sector: i + 1 })));

export function turretChoices(): readonly AimTurretAction[] {
  return TURRET_CHOICES;
}

/** Heading changes by the most clicks allowed: a slot per stabilizer value a ship can have (LS 2.4, 9). */
const HEADING_CHOICES: (readonly SetHeadingAction[] | undefined)[] = [];

/** LS 5.1–5.2: straight, or 1 up to the stabilizer's clicks either way. */
export function headingChoices(s: LastStarfighterState, seat: SeatId): readonly SetHeadingAction[] {
  const max = shipOf(s, seat).stabilizer;
  return (HEADING_CHOICES[max] ??= frozen(headingsUpTo(max)));
}

function headingsUpTo(max: number): SetHeadingAction[] {
  const out: SetHeadingAction[] = [{ type: "setHeading", direction: "straight", clicks: 0 }];
  for (let k = 1; k <= max; k++) out.push({ type: "setHeading", direction: "clockwise", clicks: k });
  for (let k = 1; k <= max; k++) out.push({ type: "setHeading", direction: "counterclockwise", clicks: k });
  return out;
}

/** The lasers `seat` may fire this phase (LS 6.2). */
export function firingWeapons(s: LastStarfighterState, seat: SeatId): WeaponId[] {
  return bearingWeapons(shipOf(s, seat), wheelFor(s, seat).viewPort);
}

/** Fire orders by the bearing lasers, in table order: a slot per subset of the six (bit i: WEAPONS[i]). */
const FIRE_CHOICES: (readonly FireAction[] | undefined)[] = new Array(1 << WEAPON_IDS.length);

/** Every subset of the bearing lasers, holding fire first and firing everything last. */
export function fireChoices(s: LastStarfighterState, seat: SeatId): readonly FireAction[] {
  const weapons = firingWeapons(s, seat);
  let key = 0;
  for (const w of weapons) key |= 1 << WEAPON_IDS.indexOf(w);
  return (FIRE_CHOICES[key] ??= frozen(subsetsOf(weapons)));
}

function subsetsOf(weapons: readonly WeaponId[]): FireAction[] {
  const out: FireAction[] = [];
  for (let mask = 0; mask < 1 << weapons.length; mask++) {
    out.push({ type: "fire", weapons: weapons.filter((_, i) => mask & (1 << i)) });
  }
  return out;
}

/** The list and every order in it frozen, the lasers of a fire order too. */
function frozen<A extends object>(list: A[]): readonly A[] {
  for (const a of list) {
    for (const v of Object.values(a)) if (Array.isArray(v)) Object.freeze(v);
    Object.freeze(a);
  }
  return Object.freeze(list);
}

export function orderChoices(s: LastStarfighterState, seat: SeatId, phase: OrderPhase): readonly Orders[] {
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
