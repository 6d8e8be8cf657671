// Set-up (BS 16.1–16.2): the Naronian's secret purchase and the Terran's placement.
import { violation } from "../../../engine/contract";
import { withinRange } from "../../../hex";
import type { ActionOf } from "../actions";
import { BATTALIONS, PURCHASE_COST, PURCHASES, type Purchase, type UnitKind } from "../counters";
import { placeAnywhere, placeChoice } from "../listed";
import { BEACON_SPACING, GRID, SETUP_HEXES } from "../map";
import { RULE } from "../rulebook";
import { newUnit } from "../setup";
import type { BarnardsStarState, Unit } from "../state";
import { unitList, unitsChanged } from "../queries";
import { emit, type Check } from "../../../engine/kit";
import type { Ctx } from "../events";

// the Naronian force (BS 16.1)
const itemOf = (u: Unit): Purchase | null => {
  if (u.side !== "naronian") return null;
  if (u.kind === "BB" || u.kind === "BC" || u.kind === "DD") return u.kind;
  if (u.kind === "TN") return u.jump ? "jumpBattalion" : "regularBattalion";
  return null;
};

export function bought(s: BarnardsStarState): Record<Purchase, number> {
  const out = Object.fromEntries(PURCHASES.map((p) => [p, 0])) as Record<Purchase, number>;
  for (const u of unitList(s)) {
    const item = itemOf(u);
    if (item) out[item] += 1;
  }
  return out;
}

export function pointsSpent(s: BarnardsStarState): number {
  const b = bought(s);
  return PURCHASES.reduce((t, p) => t + b[p] * PURCHASE_COST[p], 0);
}

export const pointsLeft = (s: BarnardsStarState): number => s.options.naronianPoints - pointsSpent(s);

export function mixLimit(s: BarnardsStarState, item: Purchase): number {
  const m = s.options.naronianMix;
  return item === "jumpBattalion" ? m.jumpBattalions : item === "regularBattalion" ? m.regularBattalions : m[item];
}

export function checkBuy(s: BarnardsStarState, a: ActionOf<"buy">): Check {
  if (s.forceConfirmed) return violation("FORCE_CONFIRMED", RULE.naronianForces, "Your force is already chosen.");
  if (PURCHASE_COST[a.item] > pointsLeft(s)) {
    return violation(
      "NOT_ENOUGH_POINTS",
      RULE.naronianForces,
      `${a.item} costs ${PURCHASE_COST[a.item]} points; ${pointsLeft(s)} are left.`,
    );
  }
  if (bought(s)[a.item] >= mixLimit(s, a.item))
    return violation("COUNTER_MIX_EXHAUSTED", RULE.counters, `The counter mix holds no more ${a.item}.`);
  return null;
}

function nextId(s: BarnardsStarState, kind: UnitKind): string {
  let n = 0;
  for (const u of unitList(s)) {
    if (u.side !== "naronian" || u.kind !== kind) continue;
    n = Math.max(n, Number(u.id.slice(2 + kind.length)));
  }
  return `N-${kind}${n + 1}`;
}

export function buy(ctx: Ctx, a: ActionOf<"buy">): void {
  const s = ctx.s;
  const made: string[] = [];
  const add = (kind: UnitKind, where: Unit["where"], jump = false) => {
    const u = newUnit(nextId(s, kind), "naronian", kind, where, jump);
    u.hidden = true;
    s.units[u.id] = u;
    unitsChanged(s);
    made.push(u.id);
    return u;
  };
  if (a.item === "BB" || a.item === "BC" || a.item === "DD") add(a.item, { at: "kruger" });
  else {
    const jump = a.item === "jumpBattalion";
    const ship = add("TN", { at: "kruger" }, jump);
    for (const kind of BATTALIONS[jump ? "jump" : "regular"]) add(kind, { at: "aboard", ship: ship.id });
  }
  emit(ctx, { type: "ForceItemBought", item: a.item, units: made, pointsLeft: pointsLeft(s) });
}

export function checkSell(s: BarnardsStarState, a: ActionOf<"sell">): Check {
  if (s.forceConfirmed) return violation("FORCE_CONFIRMED", RULE.naronianForces, "Your force is already chosen.");
  if (bought(s)[a.item] === 0) return violation("NOTHING_TO_RETURN", RULE.naronianForces, `You have bought no ${a.item}.`);
  return null;
}

export function sell(ctx: Ctx, a: ActionOf<"sell">): void {
  const s = ctx.s;
  const last = unitList(s)
    .filter((u) => itemOf(u) === a.item)
    .at(-1)!;
  const gone = [
    last.id,
    ...unitList(s)
      .filter((u) => u.where.at === "aboard" && u.where.ship === last.id)
      .map((u) => u.id),
  ];
  for (const id of gone) delete s.units[id];
  unitsChanged(s);
  emit(ctx, { type: "ForceItemReturned", item: a.item, units: gone, pointsLeft: pointsLeft(s) });
}

export function checkConfirm(s: BarnardsStarState): Check {
  if (s.forceConfirmed) return violation("FORCE_CONFIRMED", RULE.naronianForces, "Your force is already chosen.");
  const b = bought(s);
  if (b.jumpBattalion + b.regularBattalion === 0) {
    return violation("FORCE_NEEDS_TROOPS", RULE.victory, "Buy at least one battalion: a force without troops has already lost (BS 16.4).");
  }
  return null;
}

export function confirmForce(ctx: Ctx): void {
  ctx.s.forceConfirmed = true;
  emit(ctx, { type: "ForceConfirmed" });
}

export function buyChoices(s: BarnardsStarState): (ActionOf<"buy"> | ActionOf<"sell"> | ActionOf<"confirmForce">)[] {
  const out: (ActionOf<"buy"> | ActionOf<"sell"> | ActionOf<"confirmForce">)[] = [];
  for (const item of PURCHASES) if (!checkBuy(s, { type: "buy", item })) out.push({ type: "buy", item });
  for (const item of PURCHASES) if (!checkSell(s, { type: "sell", item })) out.push({ type: "sell", item });
  if (!checkConfirm(s)) out.push({ type: "confirmForce" });
  return out;
}

// Terran placement (BS 16.2)
const SETUP_SET = new Set(SETUP_HEXES);
/** For each set-up hex, the set-up hexes too close for another beacon. */
const TOO_CLOSE: ReadonlyMap<number, readonly number[]> = new Map(
  SETUP_HEXES.map((h) => [h, withinRange(GRID, h, BEACON_SPACING - 1).filter((x) => SETUP_SET.has(x))]),
);
/** Orders in which to try fitting the remaining beacons. */
const SCANS: readonly (readonly number[])[] = [
  SETUP_HEXES,
  [...SETUP_HEXES].reverse(),
  [...SETUP_HEXES].sort((a, b) => (a % 34) - (b % 34) || a - b),
  [...SETUP_HEXES].sort((a, b) => (b % 34) - (a % 34) || b - a),
];

/** Whether `count` more beacons still fit with those at `placed` (a witness search, README R20). */
export function beaconsFit(placed: readonly number[], count: number): boolean {
  if (count <= 0) return true;
  for (const scan of SCANS) {
    const blocked = new Set<number>();
    for (const p of placed) for (const x of TOO_CLOSE.get(p) ?? []) blocked.add(x);
    let left = count;
    for (const h of scan) {
      if (blocked.has(h)) continue;
      left -= 1;
      if (left === 0) return true;
      for (const x of TOO_CLOSE.get(h)!) blocked.add(x);
    }
  }
  return false;
}

const placedBeacons = (s: BarnardsStarState) =>
  unitList(s)
    .filter((u) => u.kind === "B" && u.where.at === "map")
    .map((u) => (u.where as { hex: number }).hex);

/** A greedy packing of beacons around those placed: a witness that others still fit. */
function packing(placed: readonly number[]): number[] {
  const blocked = new Set<number>();
  for (const p of placed) for (const x of TOO_CLOSE.get(p) ?? []) blocked.add(x);
  const out: number[] = [];
  for (const h of SETUP_HEXES) {
    if (blocked.has(h)) continue;
    out.push(h);
    for (const x of TOO_CLOSE.get(h)!) blocked.add(x);
  }
  return out;
}

/** Axial coordinates by hex id, read without the grid's range checks in the loop below. */
const Q = GRID.q;
const R = GRID.r;
const tooClose = (a: number, b: number): boolean => {
  const dq = Q[a]! - Q[b]!;
  const dr = R[a]! - R[b]!;
  return Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr) < 2 * BEACON_SPACING;
};

/**
 * Beacon hexes by the beacons placed and the number left: a search asks again and again about
 * the same set-up (each of its draws starts from it), so answers are kept, a bounded number.
 */
const beaconMemo = new Map<string, readonly number[]>();
const BEACON_MEMO_SIZE = 512;

export function beaconHexes(s: BarnardsStarState): readonly number[] {
  const placed = placedBeacons(s);
  const left = unitList(s).filter((u) => u.kind === "B" && u.where.at === "unplaced").length;
  const key = `${left}|${placed.join(",")}`;
  const known = beaconMemo.get(key);
  if (known) return known;
  const blocked = new Set<number>();
  for (const p of placed) for (const x of TOO_CLOSE.get(p) ?? []) blocked.add(x);
  const witness = packing(placed);
  const out = SETUP_HEXES.filter((h) => {
    if (blocked.has(h)) return false;
    // Quick: the witness packing, less the spots this beacon would crowd out, still holds the rest.
    let kept = 0;
    for (const w of witness) if (!tooClose(h, w)) kept++;
    return kept >= left - 1 || beaconsFit([...placed, h], left - 1);
  });
  if (beaconMemo.size >= BEACON_MEMO_SIZE) beaconMemo.clear();
  beaconMemo.set(key, out);
  return out;
}

export function checkPlace(s: BarnardsStarState, a: ActionOf<"placeUnit">): Check {
  const u = s.units[a.unit];
  if (u?.side !== "terran" || u.where.at !== "unplaced")
    return violation("NOT_UNPLACED", RULE.terranSetup, `${a.unit} is not one of your units waiting to be placed.`);
  if (!SETUP_SET.has(a.hex))
    return violation("TOO_CLOSE_TO_EDGE", RULE.terranSetup, `Hex ${a.hex} is less than 5 hexes from the map edge.`);
  if (u.kind === "B") {
    const placed = placedBeacons(s);
    if (placed.some((p) => (TOO_CLOSE.get(p) ?? []).includes(a.hex))) {
      return violation("BEACONS_TOO_CLOSE", RULE.terranSetup, `Hex ${a.hex} is less than 6 hexes from another beacon.`);
    }
    const left = unitList(s).filter((x) => x.kind === "B" && x.where.at === "unplaced").length - 1;
    if (!beaconsFit([...placed, a.hex], left)) {
      return violation(
        "BEACONS_WOULD_NOT_FIT",
        RULE.terranSetup,
        `With a beacon at hex ${a.hex} the remaining ${left} beacon(s) could not be placed 6 hexes apart.`,
      );
    }
  }
  return null;
}

export function place(ctx: Ctx, a: ActionOf<"placeUnit">): void {
  const u = ctx.s.units[a.unit]!;
  u.where = { at: "map", hex: a.hex };
  emit(ctx, { type: "UnitPlaced", unit: u.id, kind: u.kind, hex: a.hex });
}

/**
 * The next unit to place, in the order beacons, batteries, transportation points, support,
 * regulars, jump troops, on every hex it may take. Any unplaced unit may be placed in any order;
 * the list names one at a time to stay short.
 */
export function placementChoices(s: BarnardsStarState): ActionOf<"placeUnit">[] {
  const next = unitList(s).find((u) => u.where.at === "unplaced");
  if (!next) return [];
  return next.kind === "B" ? beaconHexes(s).map((hex) => placeChoice(next.id, hex)) : placeAnywhere(next.id);
}
