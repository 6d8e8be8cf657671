// assert(): the invariants the conformance suite checks after every step; throws on the first
// broken one. Units stand where their kind may be, cargo fits its transport, hidden things are
// hidden exactly while they should be, beacons keep their spacing, the phase and its sub-state
// agree, and until the game is over someone owes a decision whose listed choices the rules accept.
import { distance, isHex } from "../../hex";
import { COUNTERS, LIFT_OFF_CAPACITY, SIDES, TERRAN_FORCES, type Side } from "./counters";
import { BEACON_SPACING, GRID } from "./map";
import { lastTurn } from "./options";
import { pending } from "./pending";
import { check } from "./rules";
import { dropHexes, jumpCargo } from "./rules/interaction";
import type { BarnardsStarState, Unit } from "./state";
import { unitList } from "./queries";

/** Module-local alias: hot loops read it without going through the import binding. */
const CV = COUNTERS;
const G = GRID;

function fail(message: string): never {
  throw new Error(`barnards-star invariant: ${message}`);
}

const SHIP_PLACES = new Set(["orbit", "approach", "sol", "transit", "kruger", "eliminated", "withdrawn"]);
const GROUND_PLACES = new Set(["map", "aboard", "unplaced", "eliminated"]);

export function assertState(s: BarnardsStarState): void {
  assertUnits(s);
  assertFlow(s);
  assertDecisions(s);
}

function assertUnits(s: BarnardsStarState): void {
  for (const [id, u] of Object.entries(s.units)) {
    if (u.id !== id) fail(`unit keyed ${id} calls itself ${u.id}`);
    if (!SIDES.includes(u.side) || !CV[u.kind]) fail(`${id} has side ${u.side} and kind ${u.kind}`);
    const ship = CV[u.kind].ship;
    const w = u.where;
    if ((w.at === "map" || w.at === "approach") && !isHex(G, w.hex)) fail(`${id} stands on hex ${w.hex}`);
    if (ship && w.at === "map" && u.kind !== "TN") fail(`${id} is a warship on the ground`);
    if (ship && !SHIP_PLACES.has(w.at) && w.at !== "map") fail(`${id} is a ship at ${w.at}`);
    if (!ship && !GROUND_PLACES.has(w.at)) fail(`${id} is a ground unit at ${w.at}`);
    if (w.at === "approach" && !(CV[u.kind].ship && !CV[u.kind].defendsOnly)) fail(`${id} flies close approach but cannot fire`);
    if (w.at === "aboard") {
      const carrier = s.units[w.ship];
      if (carrier?.kind !== "TN" || carrier.side !== u.side) fail(`${id} is aboard ${w.ship}, which is not a transport of its side`);
      if (carrier.where.at === "eliminated") fail(`${id} rides an eliminated transport`);
    }
    if (u.side === "naronian" && (w.at === "sol" || w.at === "transit" || w.at === "unplaced")) fail(`Naronian ${id} at ${w.at}`);
    if (u.side === "terran" && (w.at === "kruger" || w.at === "withdrawn")) fail(`Terran ${id} at ${w.at}`);
    if (w.at === "transit" && (w.arrives < s.turn || (w.arrives === s.turn && s.player === "terran" && s.phase !== "dispatch")))
      fail(`${id} overdue on the turn track (${w.arrives})`);
    if (u.mpSpent < 0 || u.mpSpent > (CV[u.kind].movement ?? 0)) fail(`${id} spent ${u.mpSpent} movement points`);
    assertHidden(s, u);
  }
  const cargo = new Map<string, number>();
  for (const u of unitList(s)) if (u.where.at === "aboard") cargo.set(u.where.ship, (cargo.get(u.where.ship) ?? 0) + 1);
  for (const [ship, n] of cargo) if (n > LIFT_OFF_CAPACITY) fail(`${ship} carries ${n} units`);
  // The Terran's fixed forces (BS 16.2) never change in number, only in place.
  const installations = { B: 0, PD: 0, TP: 0 };
  for (const u of unitList(s))
    if (u.side === "terran" && (u.kind === "B" || u.kind === "PD" || u.kind === "TP")) installations[u.kind] += 1;
  if (installations.B !== TERRAN_FORCES.B || installations.PD !== TERRAN_FORCES.PD || installations.TP !== TERRAN_FORCES.TP)
    fail("the Terran installations changed in number");
  // Beacons never move, so the set-up spacing holds for good (BS 16.2).
  const beacons = unitList(s)
    .filter((u) => u.kind === "B" && u.where.at === "map")
    .map((u) => (u.where as { hex: number }).hex);
  for (let i = 0; i < beacons.length; i++) {
    for (let j = i + 1; j < beacons.length; j++)
      if (distance(G, beacons[i]!, beacons[j]!) < BEACON_SPACING) fail("two beacons closer than 6 hexes");
  }
  if (s.phase === "setup") {
    if (s.turn !== 0) fail("set-up after turn 0");
  } else if (!(s.phase === "over" && s.turn === 0) && unitList(s).some((u) => u.where.at === "unplaced")) {
    // A game resigned during set-up (BS 20.4) ends with the rest of the force still unplaced.
    fail("units unplaced after set-up");
  }
}

function assertHidden(s: BarnardsStarState, u: Unit): void {
  const w = u.where;
  if (u.side === "naronian") {
    if (u.hidden !== !s.naronianArrived) fail(`${u.id} hidden=${u.hidden} with the force ${s.naronianArrived ? "arrived" : "not arrived"}`);
    if (!s.naronianArrived && w.at !== "kruger" && w.at !== "aboard") fail(`${u.id} at ${w.at} before the arrival`);
    if (s.naronianArrived && w.at === "kruger") fail(`${u.id} left behind at Kruger 60`);
    return;
  }
  if (!u.hidden) return;
  const carrier = w.at === "aboard" ? s.units[w.ship] : u;
  if (!carrier || !u.id.startsWith("R")) fail(`${u.id} hidden but not a reinforcement`);
  if (carrier.where.at !== "sol" && carrier.where.at !== "transit") fail(`hidden reinforcement ${u.id} at ${carrier.where.at}`);
  if (w.at !== "aboard" && !u.label) fail(`hidden reinforcement ${u.id} without its label`);
}

function assertFlow(s: BarnardsStarState): void {
  if ((s.phase === "over") !== (s.result !== null)) fail(`phase ${s.phase} with result ${JSON.stringify(s.result)}`);
  if (s.turn > lastTurn(s.options)) fail(`turn ${s.turn} past the last turn ${lastTurn(s.options)}`);
  if (s.space && s.phase !== "spaceCombat") fail(`space combat during ${s.phase}`);
  if (s.battle && s.phase !== "movement" && s.phase !== "combat") fail(`a battle during ${s.phase}`);
  if (s.battle && s.battle.kind === "overrun" && s.phase !== "movement") fail("an overrun outside the movement phase");
  if (s.dropping && s.phase !== "interaction") fail("a jump drop outside the interaction phase");
  // Every troop landed so far leaves the battalion a legal finished pattern within reach (BS 10.3).
  if (s.dropping && jumpCargo(s, s.dropping.ship).length > 0 && dropHexes(s).length === 0)
    fail(`the drop of ${s.dropping.ship} can no longer be finished`);
  if (s.phase !== "setup" && s.phase !== "over" && (!s.forceConfirmed || !s.naronianArrived))
    fail("play began before the Naronian force arrived");
  if (s.phase !== "setup" && s.phase !== "over" && s.turn < 1) fail("play at turn 0");
  if (s.phase !== "interaction" && s.phase !== "defense" && s.phase !== "over" && unitList(s).some((u) => u.landing))
    fail("units still landing outside the landing phases");
  if (
    s.phase !== "interaction" &&
    s.phase !== "defense" &&
    s.phase !== "combat" &&
    s.phase !== "over" &&
    unitList(s).some((u) => u.where.at === "approach")
  )
    fail("ships on close approach outside their phases");
  const drawn = new Set(unitList(s).map((u) => u.label));
  for (const c of s.bowl) if (drawn.has(c.label)) fail(`${c.label} both drawn and in the bowl`);
}

function assertDecisions(s: BarnardsStarState): void {
  if (s.result) return;
  const owedNow = pending(s);
  if (owedNow.length === 0) fail(`nobody owes a decision in phase ${s.phase}`);
  for (const { seat, prompt, choices = [] } of owedNow) {
    if (choices.length === 0) fail(`${seat} owes ${prompt} with no choices`);
    // Spot-check the first and last listed choices against the rules' own checks (lists can be long).
    for (const choice of new Set([choices[0]!, choices[choices.length - 1]!])) {
      const refused = check(s, seat as Side, choice);
      if (refused) fail(`${seat}'s listed choice ${JSON.stringify(choice)} is refused: ${refused.code}`);
    }
  }
}
