// assert(): the invariants the conformance suite checks after every step; throws on the first
// broken one. Ships stay inside their records and on the table, no two counters overlap, the
// phase and its bookkeeping agree, and until the game is over someone owes a decision.
import { polygonsOverlap, onTable, type Point } from "./geometry";
import { owed } from "./owing";
import { seatSpecs } from "./seats";
import { circles, equipmentItems, SECTIONS } from "./ships";
import type { IronStarsState, Ship } from "./state";
import { corners, fleet, hullLeft, torpedoesLeft } from "./queries";
import { turnsOf } from "./options";

function fail(message: string): never {
  throw new Error(`iron-stars invariant: ${message}`);
}

function isInt(n: unknown): boolean {
  return typeof n === "number" && Number.isInteger(n);
}

function assertShip(ship: Ship): void {
  const r = ship.record;
  for (const section of SECTIONS) {
    const d = ship.damage[section];
    if (!isInt(d) || d < 0 || d > circles(r, section)) fail(`${ship.id} ${section} damage ${d} outside 0..${circles(r, section)}`);
  }
  if (hullLeft(ship) <= 0 && ship.destroyed === null) fail(`${ship.id} has no hull left but is not destroyed`);
  if (torpedoesLeft(ship) < 0) fail(`${ship.id} fired more torpedoes than it carried`);
  const e = ship.equipment;
  if (e.rockets < 0 || e.rockets > r.equipment.rockets) fail(`${ship.id} rockets ${e.rockets}`);
  if (e.fireArrows < 0 || e.fireArrows > r.equipment.fireArrows) fail(`${ship.id} fire arrows ${e.fireArrows}`);
  if (e.mines < 0 || e.mines > r.equipment.mines) fail(`${ship.id} mines ${e.mines}`);
  if (equipmentItems(e) > equipmentItems(r.equipment)) fail(`${ship.id} gained equipment`);
  if (!isInt(ship.facing) || ship.facing < 0 || ship.facing > 359) fail(`${ship.id} facing ${ship.facing}`);
  if (!isInt(ship.momentum) || ship.momentum < 0) fail(`${ship.id} momentum ${ship.momentum}`);
  if (ship.position) {
    if (!isInt(ship.position.x) || !isInt(ship.position.y)) fail(`${ship.id} position is not whole hundredths`);
    if (ship.destroyed === null && !onTable(ship.position)) fail(`${ship.id} is off the table but not destroyed`);
  }
  if (ship.nets && ship.destroyed) fail(`${ship.id} is destroyed with its nets out`);
}

export function assertState(s: IronStarsState): void {
  const expected = seatSpecs(s.options).map((x) => x.id);
  if (JSON.stringify(expected) !== JSON.stringify(s.seats)) fail(`seats ${s.seats.join(",")} do not match the options`);
  const ids = new Set<string>();
  for (const ship of s.ships) {
    if (ids.has(ship.id)) fail(`ship id ${ship.id} twice`);
    ids.add(ship.id);
    if (!s.seats.includes(ship.side)) fail(`${ship.id} belongs to no seat`);
    assertShip(ship);
  }
  const live = s.ships.filter((x): x is Ship & { position: Point } => x.position !== null && x.destroyed === null);
  const shapes = live.map(corners);
  for (let i = 0; i < live.length; i++) {
    for (let j = i + 1; j < live.length; j++) {
      if (polygonsOverlap(shapes[i]!, shapes[j]!)) fail(`${live[i]!.id} and ${live[j]!.id} overlap`);
    }
  }
  if (s.placed.length !== s.ships.filter((x) => x.position !== null).length) fail("the placement record disagrees with the ships placed");
  if (s.phase === "purchase" && s.ships.length > 0) fail("ships exist before the fleets are revealed");
  if (s.phase === "play" || s.phase === "over") {
    if (s.phase === "play" && s.ships.some((x) => x.position === null)) fail("play began with ships unplaced");
    // A pick-up game resigned before both fleets were bought (IS 10.4) ends with none on the table.
    const forfeitedUnbought = s.phase === "over" && s.result?.kind === "forfeit" && s.ships.length === 0;
    if (!forfeitedUnbought) for (const seat of s.seats) if (fleet(s, seat).length === 0) fail(`${seat} has no fleet`);
  }
  if (s.turn > turnsOf(s.options)) fail(`turn ${s.turn} is past the game's ${turnsOf(s.options)}`);
  if (s.phase === "play" && s.step !== "initiative" && !s.active) fail("a turn is under way with no active side");
  // Hits wait for the end of their combat phase (IS 4.8); a side that resigns during one (IS
  // 10.4) ends the game with them still waiting, never to land.
  const inCombat = s.phase === "play" && (s.step === "activeCombat" || s.step === "reactiveCombat");
  if (s.hits.length > 0 && !inCombat && !(s.phase === "over" && s.result?.kind === "forfeit"))
    fail("hits are waiting outside a combat phase");
  for (const l of s.losses) {
    const ship = s.ships.find((x) => x.id === l.ship);
    if (!ship || ship.destroyed) fail(`an equipment loss waits for ${l.ship}, which is gone`);
  }
  if (s.phase === "over") {
    if (!s.result) fail("the game is over without a result");
  } else {
    if (s.result) fail("a result exists before the game is over");
    if (owed(s).length === 0) fail(`nobody owes a decision in phase ${s.phase}/${s.step}`);
  }
}
