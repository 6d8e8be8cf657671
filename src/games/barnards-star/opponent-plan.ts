// A plan for each side toward its victory (BS 16.4), as the opponent's knowledge: at the
// decisions that decide the game it names the purposeful choice among those listed, and the
// search (opponent.ts) weighs it beside ending the phase. It reads only what its seat sees: the
// planet, the ships in the system and its own forces, never a hidden counter.
//
// The Naronian wins by taking every beacon (BS 16.4): his force is jump troop battalions, dropped
// onto the beacons (BS 10.3: jump troops may land on enemy units), with his warships flying
// close approach over the same hexes (BS 10.5) and his troops marching on the nearest beacon left.
// The Terran wins by wiping out every Naronian troop: his troops march on the nearest Naronian
// troop, his warships fly close approach over them, and every ship at Sol is sent (BS 5.2).
import type { SeatId } from "../../engine/contract";
import type { BarnardsStarAction } from "./actions";
import { COUNTERS, isTroopKind, type Purchase, type Side } from "./counters";
import { GRID } from "./map";
import type { Prompt } from "./owing";
import type { BarnardsStarState, Unit } from "./state";
import { unitList } from "./queries";

const G = GRID;

/** Hexes between two hex ids. */
export function hexDistance(a: number, b: number): number {
  const dq = G.q[a]! - G.q[b]!;
  const dr = G.r[a]! - G.r[b]!;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** The nearest of `targets` to `hex`, and how far (Infinity with none). */
function nearest(hex: number, targets: readonly number[]): { hex: number; d: number } {
  let best = { hex: -1, d: Number.POSITIVE_INFINITY };
  for (const t of targets) {
    const d = hexDistance(hex, t);
    if (d < best.d) best = { hex: t, d };
  }
  return best;
}

/**
 * The hexes a side marches on, what it must take to win (BS 16.4): for the Naronian the beacons
 * still standing, for the Terran every hex holding a Naronian troop. Both are in plain view.
 */
export function objectives(s: BarnardsStarState, side: Side): number[] {
  const out = new Set<number>();
  for (const u of unitList(s)) {
    if (u.where.at !== "map" || u.side === side) continue;
    if (side === "naronian" ? u.kind === "B" : isTroopKind(u.kind)) out.add(u.where.hex);
  }
  return [...out];
}

/** What the Naronian buys, in this order while his points and the mix allow (BS 16.1). */
const BUYS: readonly Purchase[] = ["jumpBattalion", "BB", "BC", "DD"];

/** A unit's own, on the map, able to march (troops; the Terran's support companies go with them). */
const marcher = (u: Unit, side: Side): boolean =>
  u.side === side && u.where.at === "map" && (isTroopKind(u.kind) || (side === "terran" && u.kind === "Sup"));

/**
 * The plan's choice among `choices` (the decision's listed actions) for `seat` at `prompt`, or null
 * where the plan has no view and the decision is left to the search or the bot.
 */
export function planned(
  s: BarnardsStarState,
  seat: SeatId,
  prompt: Prompt,
  choices: readonly BarnardsStarAction[],
): BarnardsStarAction | null {
  const side = seat as Side;
  const of = <T extends BarnardsStarAction["type"]>(type: T) =>
    choices.filter((c) => c.type === type) as Extract<BarnardsStarAction, { type: T }>[];
  switch (prompt) {
    case "forceSelection": {
      const buys = of("buy");
      for (const item of BUYS) {
        const buy = buys.find((b) => b.item === item);
        if (buy) return buy;
      }
      return of("confirmForce")[0] ?? null;
    }
    case "placement":
      return bestPlacement(s, of("placeUnit"));
    case "formLine":
      // Transports only defend (BS 6.2): screened, they are fired at only by ships left over.
      return of("screenShip").find((c) => s.units[c.ship]?.kind === "TN") ?? of("closeLine")[0] ?? null;
    case "spaceFire":
      return bestFire(s, of("allocateFire")) ?? of("holdFire")[0] ?? null;
    case "dispatch":
      return of("sendShip")[0] ?? of("endDispatch")[0] ?? null;
    case "movement":
      return bestMarch(s, side, of("moveUnit")) ?? of("endMovement")[0] ?? null;
    case "interaction":
      return bestInteraction(s, side, choices);
    case "jumpDrop":
      return closestTo(of("dropJumpTroop"), (c) => c.hex, dropTarget(s, side));
    case "defenseFire":
      return of("defenseFire")[0] ?? of("endDefenseFire")[0] ?? null;
    case "combat":
      return bestCombat(s, side, of("attack"), of("bombard")) ?? of("endCombat")[0] ?? null;
    case "support":
      return strongest(s, of("addSupport")) ?? of("declineSupport")[0] ?? null;
    case "press":
      return choices.find((c) => c.type === "pressAssault" && c.press) ?? null;
    case "losses":
      return cheapestLoss(s, of("eliminateUnit"));
    case "counterMoves":
      return of("endSupportMoves")[0] ?? null;
    default:
      return null;
  }
}

/** The map's middle hex: beacons placed near it stand within support range of each other (BS 12.1). */
export const MIDDLE = (() => {
  let mid = 0;
  let far = -1;
  for (let h = 0; h < G.count; h++) if (G.edgeDistance[h]! > far) [mid, far] = [h, G.edgeDistance[h]!];
  return mid;
})();

/**
 * The Terran's set-up (BS 16.2): each beacon as near the middle as the spacing allows, then every
 * other unit on the beacon fewest of its kind guard, so a jump battalion dropped on a beacon
 * (BS 10.3) meets troops and planetary defense there rather than the beacon alone.
 */
function bestPlacement(s: BarnardsStarState, places: Extract<BarnardsStarAction, { type: "placeUnit" }>[]): BarnardsStarAction | null {
  const next = places[0] && s.units[places[0].unit];
  if (!next) return null;
  if (next.kind === "B") return closestTo(places, (c) => c.hex, MIDDLE);
  const guards = new Map<number, number>();
  for (const u of unitList(s)) {
    if (u.where.at !== "map" || u.side !== "terran") continue;
    const hex = u.where.hex;
    if (u.kind === "B") guards.set(hex, guards.get(hex) ?? 0);
    else if (u.kind === next.kind) guards.set(hex, (guards.get(hex) ?? 0) + 1);
  }
  let goal = -1;
  let fewest = Number.POSITIVE_INFINITY;
  for (const [hex, n] of guards) if (n < fewest) [goal, fewest] = [hex, n];
  return goal < 0 ? null : (places.find((c) => c.hex === goal) ?? null);
}

/** The allocation with the best differential (BS 6.2), a loaded transport first among equals. */
function bestFire(s: BarnardsStarState, fire: Extract<BarnardsStarAction, { type: "allocateFire" }>[]): BarnardsStarAction | null {
  let best: BarnardsStarAction | null = null;
  let score = Number.NEGATIVE_INFINITY;
  for (const c of fire) {
    const f = s.units[c.ship];
    const t = s.units[c.target];
    if (!f || !t) continue;
    const loaded = t.kind === "TN" && unitList(s).some((u) => u.where.at === "aboard" && u.where.ship === t.id);
    const v = COUNTERS[f.kind].support - COUNTERS[t.kind].support + (loaded ? 2.5 : 0);
    if (v > score) [best, score] = [c, v];
  }
  return best;
}

/**
 * The move that brings a marching unit nearest its side's nearest objective, by how much it
 * gains: none when no move gains (the unit has arrived, or is held by a zone of control, BS 8.0).
 */
function bestMarch(
  s: BarnardsStarState,
  side: Side,
  moves: Extract<BarnardsStarAction, { type: "moveUnit" }>[],
): BarnardsStarAction | null {
  const targets = objectives(s, side);
  if (!targets.length) return null;
  const from = new Map<string, number>();
  // Many units reach the same hexes: each hex's distance to the nearest objective is worked out once.
  const toGoal = new Float64Array(G.count).fill(-1);
  const away = (hex: number) => {
    if (toGoal[hex]! < 0) toGoal[hex] = nearest(hex, targets).d;
    return toGoal[hex]!;
  };
  let best: BarnardsStarAction | null = null;
  let gain = 0;
  for (const c of moves) {
    let d0 = from.get(c.unit);
    const u = s.units[c.unit]!;
    if (d0 === undefined) {
      d0 = marcher(u, side) ? nearest((u.where as { hex: number }).hex, targets).d : -1;
      from.set(c.unit, d0);
    }
    if (d0 < 0) continue;
    const g = d0 - away(c.to);
    if (g > gain) [best, gain] = [c, g];
  }
  return best;
}

/** Where the next jump troop falls: the objective the first troop of its drop went for. */
function dropTarget(s: BarnardsStarState, side: Side): number {
  const first = s.dropping?.dropped[0];
  const at = first ? s.units[first]?.where : undefined;
  if (at?.at === "map") return nearest(at.hex, objectives(s, side)).hex;
  return objectives(s, side)[0] ?? -1;
}

export function closestTo<T>(list: T[], hexOf: (c: T) => number, target: number): T | null {
  if (target < 0) return list[0] ?? null;
  let best: T | null = null;
  let d = Number.POSITIVE_INFINITY;
  for (const c of list) {
    const e = hexDistance(hexOf(c), target);
    if (e < d) [best, d] = [c, e];
  }
  return best;
}

/**
 * The next ship in orbit (the phase lists one at a time): a jump battalion drops on the objective
 * fewest of its side's troops already stand near, a regular battalion lands as near one as it may,
 * a warship flies close approach over the objective where its side's troops stand nearest (to
 * support or bombard, BS 10.5, 12.1, 13.0). With no ship left to decide, the phase ends.
 */
function bestInteraction(s: BarnardsStarState, side: Side, choices: readonly BarnardsStarAction[]): BarnardsStarAction | null {
  const targets = objectives(s, side);
  const end = choices.find((c) => c.type === "endInteraction") ?? null;
  const stay = choices.find((c) => c.type === "stayInOrbit") ?? null;
  if (!stay) return end;
  if (!targets.length) return stay;
  const mine = unitList(s)
    .filter((u) => marcher(u, side))
    .map((u) => (u.where as { hex: number }).hex);
  const drops = choices.filter((c) => c.type === "dropJumpTroop");
  const landings = choices.filter((c) => c.type === "landShip");
  const approaches = choices.filter((c) => c.type === "closeApproach");
  if (drops.length || landings.length) {
    // The least covered objective: the fewest own troops within 3 hexes.
    let goal = targets[0]!;
    let fewest = Number.POSITIVE_INFINITY;
    for (const t of targets) {
      const n = mine.filter((h) => hexDistance(h, t) <= 3).length;
      if (n < fewest) [goal, fewest] = [t, n];
    }
    if (drops.length) return closestTo(drops, (c) => c.hex, goal);
    return closestTo(landings, (c) => c.hex, goal);
  }
  if (approaches.length) {
    let goal = -1;
    let d = Number.POSITIVE_INFINITY;
    for (const t of targets) {
      const e = nearest(t, mine).d;
      if (e < d) [goal, d] = [t, e];
    }
    return d <= 3 ? closestTo(approaches, (c) => c.hex, goal) : stay;
  }
  return stay;
}

/** An attack on an objective's hex first, then any attack (the mandatory ones), then a bombardment of an objective. */
function bestCombat(
  s: BarnardsStarState,
  side: Side,
  attacks: Extract<BarnardsStarAction, { type: "attack" }>[],
  bombards: Extract<BarnardsStarAction, { type: "bombard" }>[],
): BarnardsStarAction | null {
  const targets = new Set(objectives(s, side));
  return attacks.find((c) => targets.has(c.hex)) ?? attacks[0] ?? bombards.find((c) => targets.has(c.hex)) ?? null;
}

/** The unit with the most support strength. */
function strongest(s: BarnardsStarState, adds: Extract<BarnardsStarAction, { type: "addSupport" }>[]): BarnardsStarAction | null {
  let best: BarnardsStarAction | null = null;
  let most = -1;
  for (const c of adds) {
    const v = COUNTERS[s.units[c.unit]!.kind].support;
    if (v > most) [best, most] = [c, v];
  }
  return best;
}

/** The loss that costs least toward victory: never a troop (BS 16.4 counts them) while another will do, then the weakest. */
function cheapestLoss(s: BarnardsStarState, losses: Extract<BarnardsStarAction, { type: "eliminateUnit" }>[]): BarnardsStarAction | null {
  let best: BarnardsStarAction | null = null;
  let least = Number.POSITIVE_INFINITY;
  for (const c of losses) {
    const u = s.units[c.unit]!;
    const v = (isTroopKind(u.kind) ? 100 : 0) + (u.kind === "B" ? 200 : 0) + (COUNTERS[u.kind].assault ?? 0);
    if (v < least) [best, least] = [c, v];
  }
  return best;
}
