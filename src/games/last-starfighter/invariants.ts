// assert(): the invariants the conformance suite checks after every step; throws on the first
// broken one. Ships stay within their cards, orders exist only where the phase takes them, a
// sealed order always matches its commitment, and until the duel is over someone owes a
// decision whose every listed choice the rules accept.
import { WEAPONS } from "./weapons";
import { owed } from "./owing";
import { isOrderPhase, PLAIN_PROMPT } from "./owing";
import { pending } from "./pending";
import { check } from "./rules";
import { sealHash } from "./sealed";
import { DRONE, seatSpecs } from "./seats";
import type { LastStarfighterState, Ship } from "./state";
import { isLost } from "./queries";
import { CANNOT_HIT, DISENGAGE_RUN, LIFE_SUPPORT_TURNS } from "./tables";
import { isNoseToNose } from "./wheel";

function fail(message: string): never {
  throw new Error(`last-starfighter invariant: ${message}`);
}

const inSector = (n: unknown) => Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 8;

export function assertState(s: LastStarfighterState): void {
  assertSeats(s);
  for (const seat of s.seats) {
    const ship = s.ships[seat];
    if (ship) assertShip(seat, ship);
  }
  assertPosition(s);
  assertOrders(s);
  assertFlow(s);
}

function assertSeats(s: LastStarfighterState): void {
  const expected = seatSpecs(s.options).map((x) => x.id);
  if (JSON.stringify(expected) !== JSON.stringify(s.seats)) fail(`seats ${s.seats.join(",")} do not match the options`);
  if (s.phase === "choosing") {
    if (s.turn !== 0 || s.startRolls !== null) fail("turns started before the ships were chosen");
    if (!s.chooser || s.ships[s.chooser]) fail("the chooser is missing or already has a ship");
  } else if (s.startRolls !== null) {
    for (const seat of s.seats) if (!s.ships[seat]) fail(`${seat} flies without a ship`);
  }
  if (s.phase !== "choosing" && s.phase !== "over" && s.startRolls === null) fail("play started without starting positions");
  if (s.turn > s.options.turnLimit) fail(`turn ${s.turn} is past the limit ${s.options.turnLimit}`);
}

function assertShip(seat: string, ship: Ship): void {
  const c = ship.card;
  if (ship.protection < 0 || ship.protection > c.protection) fail(`${seat} protection ${ship.protection} outside 0..${c.protection}`);
  if (ship.stabilizer < 0 || ship.stabilizer > c.stabilizer) fail(`${seat} stabilizer ${ship.stabilizer} outside 0..${c.stabilizer}`);
  if (ship.targeting < c.targeting || ship.targeting > Math.max(c.targeting, CANNOT_HIT))
    fail(`${seat} targeting ${ship.targeting} out of range`);
  if ((ship.lifeSupport === null) !== (ship.lifeSupportHitOnTurn === null)) fail(`${seat} life support and its turn disagree`);
  if (ship.lifeSupport !== null && (ship.lifeSupport < 0 || ship.lifeSupport > LIFE_SUPPORT_TURNS))
    fail(`${seat} life support ${ship.lifeSupport}`);
  if (ship.pilotDead !== (ship.lifeSupport === 0)) fail(`${seat} pilot death and life support disagree`);
  const order = WEAPONS.map((w) => w.id).filter((id) => ship.damagedWeapons.includes(id));
  if (JSON.stringify(order) !== JSON.stringify(ship.damagedWeapons)) fail(`${seat} damaged weapons not unique and in table order`);
  if (ship.turret !== null && !inSector(ship.turret)) fail(`${seat} turret ${ship.turret}`);
  const h = ship.heading;
  if (h && ((h.direction === "straight") !== (h.clicks === 0) || h.clicks > c.stabilizer)) fail(`${seat} heading ${JSON.stringify(h)}`);
}

function assertPosition(s: LastStarfighterState): void {
  if (!inSector(s.wheel.viewPort) || !inSector(s.wheel.view)) fail(`wheel ${JSON.stringify(s.wheel)}`);
  if (s.noseToNose && !isNoseToNose(s.wheel)) fail("nose to nose remembered but the wheel is not at 1/1");
  // A duel that ended out of range keeps its count of three.
  const limit = s.phase === "reengage" || s.phase === "over" ? DISENGAGE_RUN : DISENGAGE_RUN - 1;
  if (s.disengagingStreak < 0 || s.disengagingStreak > limit) fail(`disengaging streak ${s.disengagingStreak} in phase ${s.phase}`);
  if (s.phase === "reengage" && s.disengagingStreak !== DISENGAGE_RUN) fail("re-engage asked without three disengaging positions");
}

function assertOrders(s: LastStarfighterState): void {
  for (const seat of s.seats) {
    const slot = s.orders[seat]!;
    if (!isOrderPhase(s.phase)) {
      if (slot.owes || slot.hash || slot.order || slot.nonce) fail(`${seat} holds an order outside the order phases`);
      continue;
    }
    if (seat === DRONE && slot.owes) fail("the drone gives no orders");
    if (!slot.owes && (slot.hash || slot.order || slot.nonce)) fail(`${seat} holds an order it does not owe`);
    if (slot.order && slot.order.type !== PLAIN_PROMPT[s.phase]) fail(`${seat} holds a ${slot.order.type} order in the ${s.phase} phase`);
    if (!s.options.sealedOrders && (slot.hash || slot.nonce)) fail(`${seat} has a commitment in a game without sealed orders`);
    if (s.options.sealedOrders && slot.order) {
      if (!slot.hash || !slot.nonce || sealHash(slot.order, slot.nonce) !== slot.hash)
        fail(`${seat}'s sealed order does not match its commitment`);
    }
  }
  if (s.phase !== "reengage") for (const seat of s.seats) if (s.reengage[seat] !== null) fail("re-engage answers outside the question");
}

function assertFlow(s: LastStarfighterState): void {
  if ((s.phase === "over") !== (s.result !== null)) fail("the phase and the result disagree");
  if (s.phase === "over") return;
  for (const seat of s.seats) {
    const ship = s.ships[seat];
    if (ship && isLost(ship)) fail(`${seat} is lost but the duel goes on`);
  }
  if (owed(s).length === 0) fail(`nobody owes a decision in phase ${s.phase}`);
  for (const d of pending(s)) {
    if (d.choices === undefined) continue;
    if (d.choices.length === 0) fail(`${d.seat} owes ${d.prompt} with no choice`);
    for (const choice of d.choices) {
      const refused = check(s, d.seat, choice);
      if (refused) fail(`${d.seat} is offered ${JSON.stringify(choice)} but the rules refuse it: ${refused.code}`);
    }
  }
}
