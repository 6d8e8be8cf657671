// A new ship on the map: bought in set-up (setup-phase.ts) or delivered by production
// (production.ts). A command ship heads a task force of its own from the start.
import type { Side, SiteId } from "../map";
import type { ShipKind } from "../ships";
import type { DoubleStarState, Ship } from "../state";
import { addShip } from "../own";
import { bodyState, newId } from "../queries";

export function newShip(s: DoubleStarState, side: Side, kind: ShipKind, body: string, site: SiteId | null, fresh: boolean): Ship {
  const ship: Ship = {
    id: newId(s, "S"),
    side,
    kind,
    loc: site === null ? { kind: "space", hex: bodyState(s, body).hex } : { kind: "surface", body, site },
    facing: 0,
    disrupted: false,
    cargo: null,
    taskForce: null,
    orbiting: site === null ? body : null,
    fresh: site !== null && fresh,
    moved: false,
    home: kind === "orbitalFighter" ? body : null,
  };
  addShip(s, ship);
  if (kind === "commandShip") s.taskForces.push({ id: ship.id, side, formations: [] });
  return ship;
}
