// Boxed in (IS 5.6, R14), decided exactly: is there any legal move within the ship's bounds —
// every whole-hundredth distance, every whole-degree turn wherever the rules allow one, and
// backing when the advanced rule allows it — whose end is clear of every other counter and
// terrain feature (or off the table) and whose centre-point crosses no feature that blocks movement? No sampling: each family of moves is a ray of end positions, and along a ray the
// other counters block whole intervals that are found exactly.
// The ray geometry is shared with the crowded set-up check (clearance.ts).
import type { MoveBackwardAction, MoveShipAction } from "../actions";
import { advance, cornersOf, normDeg, type Point } from "../geometry";
import { once } from "../once";
import type { IronStarsState, Ship } from "../state";
import { corners, counter } from "../queries";
import { pathBlocker, terrainOf } from "../terrain";
import { halfPlanes, hull, rayClear, regionsAt } from "./clearance";
import { finishesClear, moveBounds, planBackward, planForward, type MoveBounds } from "./move-plan";

type Live = Ship & { position: Point };

/** The other counters a move within these bounds could possibly finish on, and every terrain feature (IS 1.3). */
function blockersNear(s: IronStarsState, ship: Live, b: MoveBounds): Point[][] {
  const reach = Math.max(b.maxDistance, b.backward?.maxDistance ?? 0) + 600;
  const ships = s.ships
    .filter((o) => o.id !== ship.id && o.position !== null && !o.destroyed)
    .filter((o) => Math.hypot(o.position!.x - ship.position.x, o.position!.y - ship.position.y) <= reach)
    .map((o) => corners(o as Live));
  return [...ships, ...terrainOf(s).map((f) => f.corners)];
}

/**
 * `clearMove`, once per state and ship: the checks of a move ask it whenever the move does not
 * finish clear, and the bot's random trials (up to 60 a move) ask it of the same state again and
 * again. Only for a state as apply made it (the bot's, or the one apply checks against).
 */
export function clearMoveIn(s: IronStarsState, ship: Live): MoveShipAction | MoveBackwardAction | null {
  return once(s, `clear:${ship.id}`, () => clearMove(s, ship));
}

/**
 * R14, once per state and ship: whether no move within the bounds finishes clear. Asked whenever a
 * checked move does not finish clear (the random bot's refused trials ask it again and again), and
 * most ships are far from boxed in: their longest or shortest straight move, tried first, already
 * finishes clear, which answers the question without the exact scan (`clearMove`).
 */
export function boxedIn(s: IronStarsState, ship: Live): boolean {
  return once(s, `boxed:${ship.id}`, () => {
    const b = moveBounds(s, ship);
    const straight = (d: number) => finishesClear(s, ship, planForward(ship, d, 0, 0));
    return !straight(b.maxDistance) && !straight(b.minDistance) && clearMoveIn(s, ship) === null;
  });
}

/** R14: one legal move that finishes clear (or off the table), or null when the ship is boxed in. */
export function clearMove(s: IronStarsState, ship: Live): MoveShipAction | MoveBackwardAction | null {
  const b = moveBounds(s, ship);
  const blockers = blockersNear(s, ship, b);
  const f = ship.facing;
  const regions = (facing: number) => regionsAt(blockers, cornersOf({ x: 0, y: 0 }, facing, counter(ship)));
  const forward = (first: number, turn: number, second: number): MoveShipAction => ({
    type: "moveShip",
    ship: ship.id,
    first,
    turn,
    second,
    mines: 0,
  });
  const clear = (a: MoveShipAction) => finishesClear(s, ship, planForward(ship, a.first, a.turn, a.second));
  // Features whose crossing the centre-point may not make (IS 5.6 with terrain).
  const cuts = terrainOf(s)
    .filter((f) => f.blocksMovement)
    .map((f) => halfPlanes(hull(f.corners)));

  // Straight ahead.
  const ahead = rayClear(
    { p: ship.position, travel: f, facing: f, lo: b.minDistance, hi: b.maxDistance },
    regions(f),
    (d) => clear(forward(d, 0, 0)),
    cuts,
  );
  if (ahead !== null) return forward(ahead, 0, 0);

  // Backing (IS 5.9): the counter keeps its facing.
  if (b.backward) {
    const back = rayClear(
      { p: ship.position, travel: f + 180, facing: f, lo: 1, hi: b.backward.maxDistance },
      regions(f),
      (d) => finishesClear(s, ship, planBackward(ship, d)),
      cuts,
    );
    if (back !== null) return { type: "moveBackward", ship: ship.id, distance: back, mines: 0 };
  }

  if (!b.mayTurn) return null;
  const t = b.turn;
  const midLimit = t.basic ?? t.mid;
  const widest = Math.max(midLimit ?? 0, t.start ?? 0, t.end ?? 0);
  for (let size = 1; size <= widest; size++) {
    for (const turn of [size, -size]) {
      const facing = normDeg(f + turn);
      const turned = regions(facing);
      // A turn before moving ahead (advanced): the whole move after it.
      if (t.start !== null && size <= t.start) {
        const d = rayClear(
          { p: ship.position, travel: facing, facing, lo: b.minDistance, hi: b.maxDistance },
          turned,
          (x) => clear(forward(0, turn, x)),
          cuts,
        );
        if (d !== null) return forward(0, turn, d);
      }
      // A turn as the last thing done (advanced): the counter turns where the straight move ends.
      if (t.end !== null && size <= t.end) {
        const d = rayClear(
          { p: ship.position, travel: f, facing, lo: b.minDistance, hi: b.maxDistance },
          turned,
          (x) => clear(forward(x, turn, 0)),
          cuts,
        );
        if (d !== null) return forward(d, turn, 0);
      }
      // A pivot mid-move, no farther after it than before (basic, or advanced mid-move).
      if (midLimit !== null && size <= midLimit) {
        for (let first = 0; first <= b.maxDistance; first++) {
          const lo = Math.max(0, b.minDistance - first);
          const hi = Math.min(first, b.maxDistance - first);
          if (lo > hi) continue;
          const pivot = advance(ship.position, f, first);
          // A first leg that crosses a feature blocks this and every longer first leg.
          if (
            pathBlocker(s, {
              from: ship.position,
              pivot: null,
              to: pivot,
              facingBefore: f,
              facingAfter: f,
              distance: first,
              backward: false,
            })
          )
            break;
          const d = rayClear({ p: pivot, travel: facing, facing, lo, hi }, turned, (x) => clear(forward(first, turn, x)), cuts);
          if (d !== null) return forward(first, turn, d);
        }
      }
    }
  }
  return null;
}
