// What a viewer may see. Everything on the table is public; the only secret is a fleet bought
// under hidden purchase (IS 10.3), which its buyer alone sees (with the label the conformance
// suite looks for) until both fleets are revealed. Positions are hundredths of an inch, angles
// whole degrees.
import type { GameEvent, Viewer } from "../../engine/contract";
import { arcsOf, distance } from "./geometry";
import { turnsOf } from "./options";
import { owingSeats } from "./owing";
import { edgeOf } from "./rules/placement";
import { seatSpecs } from "./seats";
import { circles, SECTIONS, type Battery, type Section } from "./ships";
import type { BatteryView, IronStarsView, ShipView } from "./schema";
import type { IronStarsState, Ship } from "./state";
import { corners, counter, liveFleet, onTheTable, otherSeat, sizeClass, torpedoesLeft, vpOf } from "./queries";
import { TABLE_HEIGHT, TABLE_WIDTH } from "./tables";
import { sightBlocker, terrainOf } from "./terrain";

export type { BatteryView, IronStarsView, MyPurchaseView, ShipView, SideView, SightingView, TrackSectionView } from "./schema";

function battery(b: Battery | null, left: number): BatteryView | null {
  return b ? { guns: left, of: b.guns, die: b.die, damage: b.damage } : null;
}

function shipView(s: IronStarsState, ship: Ship): ShipView {
  const r = ship.record;
  const on = onTheTable(ship);
  const left = (x: Section) => circles(r, x) - ship.damage[x];
  return {
    id: ship.id,
    name: ship.name,
    side: ship.side,
    classId: r.classId,
    className: r.className,
    type: r.type,
    nation: r.nation,
    sizeClass: sizeClass(ship),
    points: r.points,
    hvp: r.hvp,
    placed: ship.position !== null,
    position: ship.position ? { ...ship.position } : null,
    facing: ship.facing,
    momentum: ship.momentum,
    counter: counter(ship),
    corners: on ? corners(ship) : null,
    hull: { circles: r.hull, filled: ship.damage.hull, left: left("hull"), q: [...r.q] },
    armour: left("armour"),
    thrust: left("thrust"),
    primary: battery(r.primary, left("primary")),
    secondary: battery(r.secondary, left("secondary")),
    light: { guns: left("light"), of: r.light },
    torpedoes: r.torpedoes ? { left: torpedoesLeft(ship), of: r.torpedoes.guns, die: r.torpedoes.die, damage: r.torpedoes.damage } : null,
    track: SECTIONS.map((section) => ({
      section,
      from: r.track[section]?.from ?? null,
      to: r.track[section]?.to ?? null,
      circles: circles(r, section),
      filled: ship.damage[section],
      left: left(section),
    })),
    equipment: structuredClone(ship.equipment),
    nets: ship.nets,
    moved: ship.moved,
    fired: ship.fired,
    destroyed: ship.destroyed ? { ...ship.destroyed } : null,
    lastMove: ship.lastMove ? structuredClone(ship.lastMove) : null,
    sightings: on
      ? liveFleet(s, otherSeat(s, ship.side)).map((e) => ({
          ship: e.id,
          arcs: arcsOf(ship.position!, ship.facing, counter(ship), e.position),
          range: distance(ship.position!, e.position),
          blockedBy: sightBlocker(s, ship.position!, e.position)?.id ?? null,
        }))
      : [],
  };
}

export function view(s: IronStarsState, viewer: Viewer): IronStarsView {
  const own = viewer !== null && s.seats.includes(viewer) ? viewer : null;
  const revealed = s.phase !== "purchase";
  const mine = own ? s.purchases[own] : null;
  return {
    viewer: own,
    phase: s.phase,
    step: s.phase === "play" ? s.step : null,
    turn: s.turn,
    turns: turnsOf(s.options),
    options: structuredClone(s.options),
    table: { width: TABLE_WIDTH, height: TABLE_HEIGHT },
    sides: seatSpecs(s.options).map((spec) => {
      const fleetShips = s.ships.filter((x) => x.side === spec.id);
      const purchase = s.purchases[spec.id] ?? null;
      const visible = revealed || !s.options.hiddenPurchase || spec.id === own;
      return {
        seat: spec.id,
        name: spec.name,
        edge: edgeOf(s, spec.id),
        vp: vpOf(s, spec.id),
        fleetPoints:
          fleetShips.length > 0 ? fleetShips.reduce((n, x) => n + x.record.points, 0) : visible && purchase ? purchase.points : null,
        ships: fleetShips.length,
        shipsOnTable: liveFleet(s, spec.id).length,
        bought: purchase !== null,
      };
    }),
    awaiting: owingSeats(s),
    active: s.active,
    initiative: s.initiative ? structuredClone(s.initiative) : null,
    placementRoll: s.placementRoll ? structuredClone(s.placementRoll) : null,
    placer: s.placer,
    ships: s.ships.map((x) => shipView(s, x)),
    minefields: structuredClone(s.minefields),
    terrain: structuredClone(terrainOf(s)),
    pendingHits: structuredClone(s.hits),
    equipmentLosses: structuredClone(s.losses),
    myPurchase: mine ? { label: mine.label, items: structuredClone(mine.items), points: mine.points } : null,
    outcome: s.result ? structuredClone(s.result) : null,
  };
}

/** A hidden purchase belongs to its buyer alone until the fleets are revealed (FleetsRevealed shows them to all). */
export function redact(event: GameEvent, viewer: Viewer): GameEvent | null {
  if (event.type === "FleetBought" && event.seat !== viewer && event.hidden === true) {
    return { type: "FleetBought", seat: event.seat, hidden: true };
  }
  return event;
}
