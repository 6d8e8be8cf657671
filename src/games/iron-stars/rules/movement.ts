// Movement (IS 5): thrust plus momentum, the minimum move when momentum exceeds thrust, one
// pivot about the centre-point with the no-farther-after-the-turn limit (or the advanced turning
// table), moving backwards, momentum as half the distance rounded up, leaving the table, and no
// finishing on another counter. Minefields (IS 7.6) are laid and sprung here too.
// Where a move may go (its bounds and path) is in move-plan.ts.
import { violation, type RuleViolation, type SeatId } from "../../../engine/contract";
import type { MoveBackwardAction, MoveShipAction } from "../actions";
import { advance, inches, onTable, segmentMeetsCircle, type Point } from "../geometry";
import { RULE } from "../rulebook";
import type { IronStarsState, MovePath, Ship } from "../state";
import { actingSide, liveFleet, reconstructed, shipById } from "../queries";
import { ceilDiv, EQUIPMENT, INCH } from "../tables";
import { applyDamagePoint, destroy } from "./damage";
import { pathBlocker } from "../terrain";
import { boxedIn } from "./boxed-in";
import { endBlocker, finishesClear, moveBounds, planBackward, planForward, type MoveBounds, type PlannedMove } from "./move-plan";
import { emit, roll } from "../../../engine/kit";
import type { Ctx } from "../events";
import { editShip } from "../own";

/** IS 5.8: momentum is half the distance moved, rounded up to whole inches. */
export function momentumAfter(distance: number): number {
  return ceilDiv(distance, 2 * INCH);
}

function checkMover(s: IronStarsState, seat: SeatId, id: string): RuleViolation | (Ship & { position: Point }) {
  const ship = shipById(s, id);
  const rule = actingSide(s) === s.active ? RULE.activeMovement : RULE.reactiveMovement;
  if (!ship) return violation("UNKNOWN_SHIP", rule, `There is no ship "${id}".`);
  if (ship.side !== seat) return violation("NOT_YOUR_SHIP", rule, `${ship.name} is not one of your ships.`);
  if (ship.destroyed || !ship.position) return violation("SHIP_NOT_ON_TABLE", rule, `${ship.name} is no longer on the table.`);
  if (ship.moved) return violation("ALREADY_MOVED", rule, `${ship.name} has already moved this turn.`);
  return ship as Ship & { position: Point };
}

function checkMines(s: IronStarsState, ship: Ship, mines: number): RuleViolation | null {
  if (mines === 0) return null;
  if (!reconstructed(s))
    return violation("EQUIPMENT_INERT", RULE.mines, "This game plays special equipment as inert: mines cannot be laid.");
  if (mines > ship.equipment.mines) {
    return violation(
      "NOT_ENOUGH_MINES",
      RULE.mines,
      `${ship.name} has ${ship.equipment.mines} mine factor${ship.equipment.mines === 1 ? "" : "s"} left, not ${mines}.`,
    );
  }
  return null;
}

/** R14: a boxed-in ship's move carries on straight ahead, a hundredth at a time, until its counter is clear. */
function pushClear(s: IronStarsState, ship: Ship, plan: PlannedMove): PlannedMove {
  if (plan.offTable || !endBlocker(s, ship, plan.path.to, plan.path.facingAfter)) return plan;
  const path = { ...plan.path };
  let to = path.to;
  let extra = 0;
  while (onTable(to) && endBlocker(s, ship, to, path.facingAfter)) {
    extra += 1;
    to = advance(path.to, path.backward ? path.facingAfter + 180 : path.facingAfter, extra);
  }
  return { path: { ...path, to, distance: path.distance + extra }, offTable: !onTable(to) };
}

function checkEnd(s: IronStarsState, ship: Ship, plan: PlannedMove): RuleViolation | null {
  if (finishesClear(s, ship, plan)) return null;
  // R14: a ship with no move that finishes clear may make any move within its bounds.
  if (ship.position && boxedIn(s, ship as Ship & { position: Point })) return null;
  const crossed = pathBlocker(s, plan.path);
  if (crossed) {
    return violation(
      "CROSSES_TERRAIN",
      RULE.counters,
      `${ship.name}'s centre-point would pass over ${crossed.id}, which blocks movement; a counter may overlap it in passing but its centre may not cross it.`,
    );
  }
  const under = endBlocker(s, ship, plan.path.to, plan.path.facingAfter)!;
  return under.terrain
    ? violation(
        "ENDS_ON_TERRAIN",
        RULE.counters,
        `${ship.name} would finish at (${inches(plan.path.to.x)}, ${inches(plan.path.to.y)}) with its counter on ${under.name}; no counter may finish on a terrain feature.`,
      )
    : violation(
        "ENDS_ON_COUNTER",
        RULE.counters,
        `${ship.name} would finish at (${inches(plan.path.to.x)}, ${inches(plan.path.to.y)}) on top of ${under.name}; ships may pass through each other but never stop on one.`,
      );
}

/** The largest turn the rules allow for this split of the move, and why. */
export function turnLimitFor(bounds: MoveBounds, first: number, second: number): { limit: number | null; why: string } {
  const t = bounds.turn;
  if (t.basic !== null) {
    if (second > first)
      return {
        limit: null,
        why: `after a turn a ship may not move farther than before it: ${inches(second)} after, ${inches(first)} before`,
      };
    return { limit: t.basic, why: `the basic rules allow one pivot of up to ${t.basic}°` };
  }
  const options: { limit: number; why: string }[] = [];
  if (first === 0 && t.start !== null) options.push({ limit: t.start, why: `a turn before moving ahead allows ${t.start}°` });
  if (second <= first && t.mid !== null)
    options.push({ limit: t.mid, why: `a mid-move turn (no farther after than before) allows ${t.mid}°` });
  if (second === 0 && t.end !== null) options.push({ limit: t.end, why: `a turn as the last thing done allows ${t.end}°` });
  if (options.length === 0) {
    if (first === 0)
      return {
        limit: null,
        why: `this size class may not turn before moving ahead, and ${inches(second)} after the turn is farther than ${inches(first)} before it`,
      };
    return {
      limit: null,
      why: `${inches(second)} after the turn is farther than ${inches(first)} before it, and only a turn at the very start may be followed by a longer move`,
    };
  }
  return options.reduce((a, b) => (b.limit > a.limit ? b : a));
}

export function checkMoveShip(s: IronStarsState, seat: SeatId, a: MoveShipAction): RuleViolation | null {
  const ship = checkMover(s, seat, a.ship);
  if ("ok" in ship) return ship;
  const bounds = moveBounds(s, ship);
  const total = a.first + a.second;
  if (a.turn === 0 && a.second > 0) {
    return violation(
      "SECOND_LEG_WITHOUT_TURN",
      RULE.turning,
      "A move without a turn is one straight leg: give its whole distance as `first` and leave `second` at 0.",
    );
  }
  if (total < bounds.minDistance) {
    return violation(
      "MOVE_TOO_SHORT",
      RULE.minimumMove,
      `${ship.name} moved ${inches(total)} but the minimum is ${inches(bounds.minDistance)}: its momentum of ${bounds.momentum}" exceeds its thrust of ${bounds.thrust}" by that much.`,
    );
  }
  if (total > bounds.maxDistance) {
    return violation(
      "MOVE_TOO_LONG",
      RULE.moveDistance,
      `${ship.name} moved ${inches(total)} but the most it may move is ${inches(bounds.maxDistance)} (thrust ${bounds.thrust}" plus momentum ${bounds.momentum}").`,
    );
  }
  if (a.turn !== 0) {
    if (!bounds.mayTurn)
      return violation("NETS_FORBID_TURNING", RULE.torpedoNets, `${ship.name} has its torpedo nets deployed and may not turn.`);
    const { limit, why } = turnLimitFor(bounds, a.first, a.second);
    const rule = bounds.turn.basic !== null ? (limit === null ? RULE.afterTurn : RULE.turning) : RULE.advancedTurning;
    if (limit === null) return violation("TURN_NOT_ALLOWED_HERE", rule, `${ship.name} may not turn at that point of its move: ${why}.`);
    if (Math.abs(a.turn) > limit)
      return violation("TURN_TOO_SHARP", rule, `${ship.name} turned ${Math.abs(a.turn)}° but the most allowed there is ${limit}°: ${why}.`);
  }
  return checkMines(s, ship, a.mines) ?? checkEnd(s, ship, planForward(ship, a.first, a.turn, a.second));
}

export function checkMoveBackward(s: IronStarsState, seat: SeatId, a: MoveBackwardAction): RuleViolation | null {
  if (!s.options.movingBackwards)
    return violation("ADVANCED_RULE_OFF", RULE.backwards, "This game was created without the advanced rule for moving backwards.");
  const ship = checkMover(s, seat, a.ship);
  if ("ok" in ship) return ship;
  const bounds = moveBounds(s, ship);
  if (!bounds.backward) {
    return violation(
      "CANNOT_MOVE_BACKWARD",
      RULE.backwards,
      `${ship.name} may back only when its thrust (${bounds.thrust}") exceeds its momentum (${bounds.momentum}").`,
    );
  }
  if (a.distance < 1)
    return violation("BACKWARD_ZERO", RULE.backwards, "A backward move must cover some distance; to stay put, move forward 0.");
  if (a.distance > bounds.backward.maxDistance) {
    return violation(
      "BACKWARD_TOO_LONG",
      RULE.backwards,
      `${ship.name} backed ${inches(a.distance)} but may back at most ${inches(bounds.backward.maxDistance)}: half of thrust ${bounds.thrust}" minus momentum ${bounds.momentum}", rounded up.`,
    );
  }
  return checkMines(s, ship, a.mines) ?? checkEnd(s, ship, planBackward(ship, a.distance));
}

function layMines(ctx: Ctx, ship: Ship & { position: Point }, factors: number): string | null {
  if (factors === 0) return null;
  const id = `minefield-${ctx.s.minefields.length + 1}`;
  const field = {
    id,
    layer: ship.id,
    side: ship.side,
    centre: { ...ship.position },
    radius: EQUIPMENT.minefieldRadius[factors]!,
    factors,
    turn: ctx.s.turn,
  };
  ctx.s.minefields.push(field);
  // A new equipment record, never a change to the old one: a copied state shares it (state.ts).
  ship.equipment = { ...ship.equipment, mines: ship.equipment.mines - factors };
  emit(ctx, { type: "MinefieldLaid", ...structuredClone(field) });
  return id;
}

/** IS 7.6 (reconstructed): each minefield the path crosses rolls a d6 per factor; every 6 is a hull hit. */
function springMines(ctx: Ctx, ship: Ship, path: MovePath, laid: string | null): void {
  if (!reconstructed(ctx.s)) return;
  const legs: [Point, Point][] = path.pivot
    ? [
        [path.from, path.pivot],
        [path.pivot, path.to],
      ]
    : [[path.from, path.to]];
  if (path.distance === 0) return;
  for (const field of ctx.s.minefields) {
    if (field.id === laid || ship.destroyed) continue;
    if (!legs.some(([p, q]) => segmentMeetsCircle(p, q, field.centre, field.radius))) continue;
    const dice: number[] = [];
    for (let i = 0; i < field.factors; i++) dice.push(roll(ctx, 6, `mines: ${field.id} against ${ship.name}, factor ${i + 1}`));
    const hullHits = dice.filter((d) => d >= EQUIPMENT.mineHitOn).length;
    emit(ctx, { type: "MinefieldAttacked", ship: ship.id, minefield: field.id, dice, hullHits });
    for (let i = 0; i < hullHits; i++) applyDamagePoint(ctx, ship, "hull");
  }
}

/** `ship` is the state's own to write (own.ts). */
function finishMove(ctx: Ctx, ship: Ship & { position: Point }, planned: PlannedMove, mines: number): void {
  const plan = pushClear(ctx.s, ship, planned);
  const laid = layMines(ctx, ship, mines);
  const { path } = plan;
  ship.position = { ...path.to };
  ship.facing = path.facingAfter;
  ship.momentum = path.backward ? 0 : momentumAfter(path.distance);
  ship.moved = true;
  ship.lastMove = copyPath(path);
  emit(ctx, { type: "ShipMoved", ship: ship.id, ...copyPath(path), momentum: ship.momentum });
  if (plan.offTable) {
    emit(ctx, { type: "ShipLeftTable", ship: ship.id, at: { ...path.to } });
    destroy(ctx, ship, "leftTable");
    return;
  }
  springMines(ctx, ship, path, laid);
}

/** A path of its own, for the ship's last move and for the event (structuredClone costs several times this, every move). */
function copyPath(p: MovePath): MovePath {
  const point = (q: Point): Point => ({ x: q.x, y: q.y });
  return {
    from: point(p.from),
    pivot: p.pivot ? point(p.pivot) : null,
    to: point(p.to),
    facingBefore: p.facingBefore,
    facingAfter: p.facingAfter,
    distance: p.distance,
    backward: p.backward,
  };
}

export function moveShip(ctx: Ctx, a: MoveShipAction): void {
  const ship = editShip(ctx.s, a.ship) as Ship & { position: Point };
  finishMove(ctx, ship, planForward(ship, a.first, a.turn, a.second), a.mines);
}

export function moveBackward(ctx: Ctx, a: MoveBackwardAction): void {
  const ship = editShip(ctx.s, a.ship) as Ship & { position: Point };
  finishMove(ctx, ship, planBackward(ship, a.distance), a.mines);
}

/** The moving side's ships that still owe a move. */
export function unmoved(s: IronStarsState, seat: SeatId): (Ship & { position: Point })[] {
  return liveFleet(s, seat).filter((x) => !x.moved);
}
