// Where a move may take a ship (IS 5.1–5.6, 5.9): its bounds, the path a move plans, and whether
// that path may finish where it ends. The rules of moving (movement.ts) and the boxed-in search
// (boxed-in.ts) both stand on it.
import { advance, cornersOf, normDeg, onTable, polygonsOverlap, type Point } from "../geometry";
import type { IronStarsState, MovePath, Ship } from "../state";
import { corners, counter, reconstructed, sizeClass, thrustOf } from "../queries";
import { ADVANCED_TURNING, BASIC_TURN, ceilDiv, COUNTER_REACH, INCH, SIZE_CLASSES, type SizeClass } from "../tables";
import { featureUnder, pathBlocker, terrainOf } from "../terrain";

export interface TurnLimits {
  /** Basic rules: one pivot of up to 90°, no farther after it than before. */
  basic: number | null;
  /** Advanced turning: the largest turn before any forward move, in mid-move (no farther after than before), and as the last thing done. */
  start: number | null;
  mid: number | null;
  end: number | null;
}

export interface MoveBounds {
  ship: string;
  position: Point;
  facing: number;
  momentum: number;
  thrust: number;
  /** Hundredths of an inch, straight ahead in total (first + second). */
  minDistance: number;
  maxDistance: number;
  /** Deployed torpedo nets forbid any turn (IS 6.16). */
  mayTurn: boolean;
  turn: TurnLimits;
  /** Moving backwards (IS 5.9): the most it may back, in hundredths; null when not allowed. */
  backward: { maxDistance: number } | null;
  /** Mine factors it may lay this move (IS 7.6); 0 when none. */
  mines: number;
}

/** IS 7.2 (reconstructed): a gyroscopic stabilizer turns as one size class smaller. */
export function turningClass(s: IronStarsState, ship: Ship): SizeClass {
  const size = sizeClass(ship);
  if (!ship.equipment.gyroscopicStabilizer || !reconstructed(s)) return size;
  return SIZE_CLASSES[Math.max(0, SIZE_CLASSES.indexOf(size) - 1)]!;
}

export function moveBounds(s: IronStarsState, ship: Ship & { position: Point }): MoveBounds {
  const thrust = thrustOf(ship);
  const momentum = ship.momentum;
  const advanced = s.options.advancedTurning ? ADVANCED_TURNING[turningClass(s, ship)] : null;
  const backs = s.options.movingBackwards && thrust > momentum;
  return {
    ship: ship.id,
    position: { ...ship.position },
    facing: ship.facing,
    momentum,
    thrust,
    minDistance: Math.max(0, momentum - thrust) * INCH,
    maxDistance: (thrust + momentum) * INCH,
    mayTurn: !ship.nets,
    turn: advanced ? { basic: null, ...advanced } : { basic: BASIC_TURN, start: null, mid: null, end: null },
    backward: backs ? { maxDistance: ceilDiv(thrust - momentum, 2) * INCH } : null,
    mines: reconstructed(s) ? Math.min(3, ship.equipment.mines) : 0,
  };
}

export interface PlannedMove {
  path: MovePath;
  offTable: boolean;
}

export function planForward(ship: Ship & { position: Point }, first: number, turn: number, second: number): PlannedMove {
  const from = { ...ship.position };
  const pivotAt = advance(from, ship.facing, first);
  const facingAfter = normDeg(ship.facing + turn);
  const to = turn === 0 ? pivotAt : advance(pivotAt, facingAfter, second);
  return {
    path: {
      from,
      pivot: turn === 0 ? null : pivotAt,
      to,
      facingBefore: ship.facing,
      facingAfter,
      distance: first + second,
      backward: false,
    },
    offTable: !onTable(pivotAt) || !onTable(to),
  };
}

export function planBackward(ship: Ship & { position: Point }, distance: number): PlannedMove {
  const from = { ...ship.position };
  const to = advance(from, ship.facing + 180, distance);
  return {
    path: { from, pivot: null, to, facingBefore: ship.facing, facingAfter: ship.facing, distance, backward: true },
    offTable: !onTable(to),
  };
}

/** IS 5.6: the ship whose counter the moved counter would finish on, if any. */
export function blockingShip(s: IronStarsState, ship: Ship, to: Point, facing: number): Ship | null {
  // Most counters lie far off: those at least both reaches away cannot overlap, so only the few
  // near ones get the exact polygon test (the random bot and the search try many ends a step).
  const reach = COUNTER_REACH[sizeClass(ship)];
  let mine: Point[] | null = null;
  for (const other of s.ships) {
    if (other.id === ship.id || other.position === null || other.destroyed) continue;
    const dx = other.position.x - to.x;
    const dy = other.position.y - to.y;
    const apart = reach + COUNTER_REACH[sizeClass(other)];
    if (dx * dx + dy * dy >= apart * apart) continue;
    mine ??= cornersOf(to, facing, counter(ship));
    if (polygonsOverlap(mine, corners(other as Ship & { position: Point }))) return other;
  }
  return null;
}

/** Where the rules allow a turn within a move of `total`: the pivot points and the largest turn at each. */
export function turnSplits(b: MoveBounds, total: number): { first: number; second: number; limit: number }[] {
  const out: { first: number; second: number; limit: number }[] = [];
  const half = Math.ceil(total / 2);
  if (b.turn.basic !== null) out.push({ first: half, second: total - half, limit: b.turn.basic });
  else {
    if (b.turn.start !== null) out.push({ first: 0, second: total, limit: b.turn.start });
    if (b.turn.mid !== null) out.push({ first: half, second: total - half, limit: b.turn.mid });
    if (b.turn.end !== null) out.push({ first: total, second: 0, limit: b.turn.end });
  }
  return out;
}

/** IS 5.6: whatever the moved counter would finish on, another ship's counter or (IS 1.3) a terrain feature. */
export function endBlocker(s: IronStarsState, ship: Ship, to: Point, facing: number): { name: string; terrain: boolean } | null {
  const other = blockingShip(s, ship, to, facing);
  if (other) return { name: `${other.name}'s counter`, terrain: false };
  if (terrainOf(s).length === 0) return null;
  const feature = featureUnder(s, cornersOf(to, facing, counter(ship)));
  return feature ? { name: feature.id, terrain: true } : null;
}

/** A move the rules allow to finish here: its centre-point crosses no movement-blocking feature, and it ends clear or off the table. */
export function finishesClear(s: IronStarsState, ship: Ship, plan: PlannedMove): boolean {
  return !pathBlocker(s, plan.path) && (plan.offTable || !endBlocker(s, ship, plan.path.to, plan.path.facingAfter));
}
