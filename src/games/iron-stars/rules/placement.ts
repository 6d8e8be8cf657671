// Set-up (IS 3.2–3.7, IS 8.1): the sides alternate placing one ship at a time, largest size
// class first. The first ship goes within 12" of its side's edge, the second 24"–36" from it,
// every later one within 6" of a placed friendly ship and no closer than 24" to any placed enemy,
// each with any facing and a starting momentum up to its thrust. Scenario One adds its line-ahead
// formations and fixed momentum. No counter may be placed on another (derived from IS 5.6).
import { violation, type RuleViolation, type SeatId } from "../../../engine/contract";
import type { PlaceShipAction } from "../actions";
import { arcsOf, cornersOf, distance, inches, polygonsOverlap, within, type Point } from "../geometry";
import { RULE } from "../rulebook";
import type { IronStarsState, Ship } from "../state";
import { corners, counter, fleet, otherSeat, sizeClass, shipById, thrustOf } from "../queries";
import { SCENARIO_ONE_SPACING, SETUP, SIZE_RANK, TABLE_HEIGHT } from "../tables";
import { featureUnder, terrainOf } from "../terrain";
import { emit } from "../../../engine/kit";
import type { Ctx } from "../events";
import { arcCone, findSpot, type Area } from "./spot-search";
import { editShip } from "../own";

type Placed = Ship & { position: Point };

export function edgeOf(s: IronStarsState, seat: SeatId): "south" | "north" {
  return s.seats[0] === seat ? "south" : "north";
}

/** Distance from the side's own long edge, hundredths. */
export function fromEdge(s: IronStarsState, seat: SeatId, p: Point): number {
  return edgeOf(s, seat) === "south" ? p.y : TABLE_HEIGHT - p.y;
}

function placedShips(s: IronStarsState): Placed[] {
  return s.placed.map((id) => shipById(s, id)! as Placed);
}

/** IS 3.4 and IS 8.1: the ships `seat` may place next (largest size class first; a line in its order). */
export function placeable(s: IronStarsState, seat: SeatId): Ship[] {
  const waiting = fleet(s, seat).filter((x) => x.position === null);
  if (waiting.length === 0) return [];
  const top = Math.min(...waiting.map((x) => SIZE_RANK[sizeClass(x)]));
  const line = s.formations?.[seat]?.line ?? [];
  return waiting.filter((x) => {
    if (SIZE_RANK[sizeClass(x)] !== top) return false;
    const at = line.indexOf(x.id);
    return at <= 0 || line.slice(0, at).every((id) => shipById(s, id)!.position !== null);
  });
}

export function momentumRange(s: IronStarsState, ship: Ship): { min: number; max: number } {
  const fixed = s.fixedMomentum?.[ship.side];
  return fixed !== undefined ? { min: fixed, max: fixed } : { min: 0, max: thrustOf(ship) };
}

export interface PlacementBounds {
  /** Ships that may be placed now. */
  ships: { ship: string; momentum: { min: number; max: number } }[];
  facing: { min: 0; max: 359 };
  /** The first ship: the most it may be from the side's own edge. */
  edge: { edge: "south" | "north"; within: number } | null;
  /** The second ship: between these distances of the first. */
  ring: { centre: Point; ship: string; minDistance: number; maxDistance: number } | null;
  /** Later ships: within this of at least one of these friendly ships… */
  nearFriendly: { within: number; ships: { ship: string; position: Point }[] } | null;
  /** …and no closer than this to every one of these enemy ships. */
  awayFromEnemy: { atLeast: number; ships: { ship: string; position: Point }[] } | null;
  /** Scenario One: where a formation ship must stand. */
  formation: FormationRule | null;
}

export type FormationRule =
  | { kind: "lineHead" }
  | { kind: "line"; behind: string; within: number; note: string }
  | { kind: "flank"; lineShips: string[]; within: number; note: string };

export function formationRule(s: IronStarsState, ship: Ship): FormationRule | null {
  const f = s.formations?.[ship.side];
  if (!f) return null;
  const at = f.line.indexOf(ship.id);
  if (at === 0) return { kind: "lineHead" };
  if (at > 0) {
    return {
      kind: "line",
      behind: f.line[at - 1]!,
      within: SCENARIO_ONE_SPACING,
      note: "the ship ahead must lie in this ship's forward arc and this ship in the ship ahead's aft arc",
    };
  }
  if (f.flank.includes(ship.id)) {
    return {
      kind: "flank",
      lineShips: f.line.filter((id) => shipById(s, id)!.position !== null),
      within: SCENARIO_ONE_SPACING,
      note: "in the port or starboard arc of one of these line ships",
    };
  }
  return null;
}

export function placementBounds(s: IronStarsState, seat: SeatId): PlacementBounds {
  const ships = placeable(s, seat);
  const placed = placedShips(s);
  const pos = (x: Placed) => ({ ship: x.id, position: { ...x.position } });
  const first = placed[0];
  return {
    ships: ships.map((x) => ({ ship: x.id, momentum: momentumRange(s, x) })),
    facing: { min: 0, max: 359 },
    edge: placed.length === 0 ? { edge: edgeOf(s, seat), within: SETUP.firstFromEdge } : null,
    ring:
      placed.length === 1 && first
        ? { centre: { ...first.position }, ship: first.id, minDistance: SETUP.secondMin, maxDistance: SETUP.secondMax }
        : null,
    nearFriendly: placed.length >= 2 ? { within: SETUP.friendlyWithin, ships: placed.filter((x) => x.side === seat).map(pos) } : null,
    awayFromEnemy: placed.length >= 2 ? { atLeast: SETUP.enemyAtLeast, ships: placed.filter((x) => x.side !== seat).map(pos) } : null,
    formation: ships[0] ? formationRule(s, ships[0]) : null,
  };
}

function checkFormation(s: IronStarsState, ship: Ship, p: Point, facing: number): RuleViolation | null {
  const rule = formationRule(s, ship);
  if (!rule || rule.kind === "lineHead") return null;
  const c = counter(ship);
  if (rule.kind === "line") {
    const ahead = shipById(s, rule.behind)! as Placed;
    const d = distance(p, ahead.position);
    if (!within(p, ahead.position, rule.within)) {
      return violation(
        "LINE_TOO_FAR",
        RULE.scenarioOne,
        `${ship.name} is ${inches(d)} from ${ahead.name}, the ship ahead of it in the line; it must be within ${inches(rule.within)}.`,
      );
    }
    if (!arcsOf(p, facing, c, ahead.position).includes("forward")) {
      return violation(
        "LINE_NOT_AHEAD",
        RULE.scenarioOne,
        `${ahead.name} must lie in ${ship.name}'s forward arc; it lies in its ${arcsOf(p, facing, c, ahead.position).join("/")} arc.`,
      );
    }
    if (!arcsOf(ahead.position, ahead.facing, counter(ahead), p).includes("aft")) {
      return violation(
        "LINE_NOT_ASTERN",
        RULE.scenarioOne,
        `${ship.name} must lie in ${ahead.name}'s aft arc; it lies in its ${arcsOf(ahead.position, ahead.facing, counter(ahead), p).join("/")} arc.`,
      );
    }
    return null;
  }
  const ok = rule.lineShips.some((id) => {
    const l = shipById(s, id)! as Placed;
    const arcs = arcsOf(l.position, l.facing, counter(l), p);
    return within(p, l.position, rule.within) && (arcs.includes("port") || arcs.includes("starboard"));
  });
  if (!ok) {
    return violation(
      "FLANK_OUT_OF_PLACE",
      RULE.scenarioOne,
      `${ship.name} must be within ${inches(rule.within)} of, and in the port or starboard arc of, one of ${rule.lineShips.join(", ")}.`,
    );
  }
  return null;
}

/**
 * Crowded set-up (R15): a legal spot for the ship, found exactly (every whole-hundredth centre and
 * whole-degree facing the rules allow), or null when there is none anywhere.
 */
export function placementScan(s: IronStarsState, seat: SeatId, shipId: string, momentum: number): PlaceShipAction | null {
  const b = placementBounds(s, seat);
  const ship = shipById(s, shipId);
  if (b.edge || !ship) return null;
  const action = (x: number, y: number, facing: number): PlaceShipAction => ({ type: "placeShip", ship: shipId, x, y, facing, momentum });
  const spot = findSpot({
    areas: spotAreas(s, ship, b),
    avoid: (b.awayFromEnemy?.ships ?? []).map((x) => ({ centre: x.position, radius: SETUP.enemyAtLeast })),
    blockers: [...placedShips(s).map((x) => corners(x)), ...terrainOf(s).map((f) => f.corners)],
    counter: counter(ship),
    test: (x, y, facing) => checkStrict(s, seat, action(x, y, facing)) === null,
  });
  return spot ? action(spot.x, spot.y, spot.facing) : null;
}

/** Where the distance and formation rules let the ship stand, as rings and arc cones for the search. */
function spotAreas(s: IronStarsState, ship: Ship, b: PlacementBounds): Area[] {
  if (b.ring) return [{ ring: { centre: b.ring.centre, min: SETUP.secondMin, max: SETUP.secondMax } }];
  const near = (p: Point, within: number) => ({ centre: p, min: 0, max: within });
  const rule = formationRule(s, ship);
  if (rule?.kind === "line") {
    const ahead = shipById(s, rule.behind)! as Placed;
    const c = counter(ship);
    const astern = arcCone("aft", counter(ahead), ahead.facing, 1, { x: -ahead.position.x, y: -ahead.position.y });
    return [
      {
        ring: near(ahead.position, Math.min(rule.within, SETUP.friendlyWithin)),
        cone: (f) => [...arcCone("forward", c, f, -1, ahead.position), ...astern],
      },
    ];
  }
  if (rule?.kind === "flank") {
    return rule.lineShips.flatMap((id) => {
      const l = shipById(s, id)! as Placed;
      const o = { x: -l.position.x, y: -l.position.y };
      return (["port", "starboard"] as const).map((arc) => {
        const cone = arcCone(arc, counter(l), l.facing, 1, o);
        return { ring: near(l.position, Math.min(rule.within, SETUP.friendlyWithin)), cone: () => cone };
      });
    });
  }
  return (b.nearFriendly?.ships ?? []).map((x) => ({ ring: near(x.position, SETUP.friendlyWithin) }));
}

const RELATIONAL = new Set([
  "SECOND_SHIP_RANGE",
  "TOO_FAR_FROM_FRIENDS",
  "TOO_CLOSE_TO_ENEMY",
  "LINE_TOO_FAR",
  "LINE_NOT_AHEAD",
  "LINE_NOT_ASTERN",
  "FLANK_OUT_OF_PLACE",
]);

export function checkPlace(s: IronStarsState, seat: SeatId, a: PlaceShipAction): RuleViolation | null {
  const strict = checkStrict(s, seat, a);
  if (!strict || !RELATIONAL.has(strict.code)) return strict;
  // R15: when the scan finds no legal spot at all, the ship may go anywhere within 12" of its own edge.
  const p = { x: a.x, y: a.y };
  const inBand = fromEdge(s, seat, p) <= SETUP.firstFromEdge;
  const mine = cornersOf(p, a.facing, counter(shipById(s, a.ship)!));
  const clear = !placedShips(s).some((x) => polygonsOverlap(mine, corners(x))) && !featureUnder(s, mine);
  if (inBand && clear && placementScan(s, seat, a.ship, a.momentum) === null) return null;
  return {
    ...strict,
    message: `${strict.message} (Only if no legal spot exists anywhere may a ship be set down within ${inches(SETUP.firstFromEdge)} of its own edge instead.)`,
  };
}

/** The placement rules without the crowded set-up escape (R15). */
export function checkStrict(s: IronStarsState, seat: SeatId, a: PlaceShipAction): RuleViolation | null {
  const ship = shipById(s, a.ship);
  if (!ship) return violation("UNKNOWN_SHIP", RULE.placementOrder, `There is no ship "${a.ship}".`);
  if (ship.side !== seat) return violation("NOT_YOUR_SHIP", RULE.placementOrder, `${ship.name} is not one of your ships.`);
  if (ship.position) return violation("ALREADY_PLACED", RULE.placementOrder, `${ship.name} is already on the table.`);
  if (!placeable(s, seat).some((x) => x.id === ship.id)) {
    const next = placeable(s, seat);
    const line = s.formations?.[seat]?.line ?? [];
    if (line.includes(ship.id) && next.length > 0 && SIZE_RANK[sizeClass(next[0]!)] === SIZE_RANK[sizeClass(ship)]) {
      return violation(
        "LINE_ORDER",
        RULE.scenarioOne,
        `The line is laid from its head: place ${next.map((x) => x.name).join(", ")} first.`,
      );
    }
    return violation(
      "SIZE_ORDER",
      RULE.sizeOrder,
      `Larger ships are placed first: place ${next.map((x) => x.name).join(", ")} before ${ship.name}.`,
    );
  }
  const m = momentumRange(s, ship);
  if (a.momentum < m.min || a.momentum > m.max) {
    return m.min === m.max
      ? violation("MOMENTUM_FIXED", RULE.scenarioOne, `${ship.name} starts with momentum ${m.min}" in this scenario, not ${a.momentum}".`)
      : violation(
          "MOMENTUM_ABOVE_THRUST",
          RULE.startingMomentum,
          `${ship.name} may start with momentum 0" to ${m.max}" (its thrust), not ${a.momentum}".`,
        );
  }
  const p = { x: a.x, y: a.y };
  const placed = placedShips(s);
  if (placed.length === 0) {
    const d = fromEdge(s, seat, p);
    if (d > SETUP.firstFromEdge) {
      return violation(
        "TOO_FAR_FROM_EDGE",
        RULE.firstShip,
        `${ship.name} is ${inches(d)} from your (${edgeOf(s, seat)}) edge; the first ship must be within ${inches(SETUP.firstFromEdge)}.`,
      );
    }
  } else if (placed.length === 1) {
    const first = placed[0]!;
    const d = distance(p, first.position);
    const d2 = (p.x - first.position.x) ** 2 + (p.y - first.position.y) ** 2;
    if (d2 < SETUP.secondMin ** 2 || d2 > SETUP.secondMax ** 2) {
      return violation(
        "SECOND_SHIP_RANGE",
        RULE.secondShip,
        `${ship.name} is ${inches(d)} from ${first.name}; the second ship must be between ${inches(SETUP.secondMin)} and ${inches(SETUP.secondMax)} from the first.`,
      );
    }
  } else {
    const friends = placed.filter((x) => x.side === seat);
    if (!friends.some((x) => within(p, x.position, SETUP.friendlyWithin))) {
      const nearest = Math.min(...friends.map((x) => distance(p, x.position)));
      return violation(
        "TOO_FAR_FROM_FRIENDS",
        RULE.laterShips,
        `${ship.name} is ${inches(nearest)} from the nearest friendly ship; it must be within ${inches(SETUP.friendlyWithin)} of one.`,
      );
    }
    const close = placed.filter((x) => x.side !== seat && (p.x - x.position.x) ** 2 + (p.y - x.position.y) ** 2 < SETUP.enemyAtLeast ** 2);
    if (close.length > 0) {
      const c = close[0]!;
      return violation(
        "TOO_CLOSE_TO_ENEMY",
        RULE.laterShips,
        `${ship.name} is ${inches(distance(p, c.position))} from ${c.name}; ships may not be placed closer than ${inches(SETUP.enemyAtLeast)} to an enemy ship.`,
      );
    }
  }
  const mine = cornersOf(p, a.facing, counter(ship));
  const under = placed.find((x) => polygonsOverlap(mine, corners(x)));
  if (under) return violation("OVERLAPS_COUNTER", RULE.counters, `${ship.name} would stand on ${under.name}'s counter.`);
  const feature = featureUnder(s, mine);
  if (feature)
    return violation(
      "OVERLAPS_TERRAIN",
      RULE.terrain,
      `${ship.name}'s counter would stand on ${feature.id}; no counter may be set down on a terrain feature.`,
    );
  return checkFormation(s, ship, p, a.facing);
}

export function place(ctx: Ctx, seat: SeatId, a: PlaceShipAction): void {
  const { s } = ctx;
  const ship = editShip(s, a.ship);
  ship.position = { x: a.x, y: a.y };
  ship.facing = a.facing;
  ship.momentum = a.momentum;
  s.placed.push(ship.id);
  emit(ctx, { type: "ShipPlaced", seat, ship: ship.id, position: { x: a.x, y: a.y }, facing: a.facing, momentum: a.momentum });
  const other = otherSeat(s, seat);
  const waiting = (x: SeatId) => fleet(s, x).some((y) => y.position === null);
  s.placer = waiting(other) ? other : waiting(seat) ? seat : null;
}
