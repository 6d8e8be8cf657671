// Every action a seat can post: a discriminated union on `type`, strict so unknown fields are
// refused. Hexes are integer ids of the map (row × 34 + col); units and ships are named by id.
import { z } from "zod";
import { GRID } from "./map";
// The view names the purchase too, so it is one type in GraphQL and OpenAPI.
import { purchaseEnum } from "./schema";

const hex = z
  .number()
  .int()
  .min(0)
  .max(GRID.count - 1)
  .describe("A hex id: row × 34 + column, both 0-based.");
const unit = z.string().min(1).max(40).describe("A unit id as the view shows it.");

const act = <T extends string, S extends z.ZodRawShape>(type: T, shape: S, description: string) =>
  z
    .object({ type: z.literal(type), ...shape })
    .strict()
    .describe(description);

// Set-up (BS 16.1, 16.2)
export const buyAction = act(
  "buy",
  { item: purchaseEnum },
  "Naronian set-up (BS 16.1): buy a ship or a battalion with its transport, in secret.",
);
export const sellAction = act("sell", { item: purchaseEnum }, "Naronian set-up (BS 16.1): give back one item bought.");
export const confirmForceAction = act("confirmForce", {}, "Naronian set-up (BS 16.1): the force is chosen; it arrives on turn 1.");
export const placeUnitAction = act(
  "placeUnit",
  { unit, hex },
  "Terran set-up (BS 16.2): place a unit at least 5 hexes from the edge; beacons at least 6 hexes apart.",
);

// Space events (BS 5, 6)
export const sendShipAction = act(
  "sendShip",
  { ship: unit },
  "Terran space events (BS 5.2): send a ship from Sol; its delay is rolled on the Interstellar Navigation Table.",
);
export const returnToSolAction = act(
  "returnToSol",
  { ship: unit },
  "Terran space events (BS 5.2): move a ship in the system back to Sol (no Naronian ships present).",
);
export const endDispatchAction = act("endDispatch", {}, "Terran space events: done sending ships.");
export const screenShipAction = act(
  "screenShip",
  { ship: unit },
  "Space combat (BS 6.1): put a ship in the screened area (at least one stays in the firing line).",
);
export const closeLineAction = act("closeLine", {}, "Space combat (BS 6.1): the firing line and screen are formed.");
export const withdrawShipAction = act(
  "withdrawShip",
  { ship: unit },
  "Space combat (BS 6.3): in your exchange, before firing, withdraw a ship (Terran: to Sol; Naronian: to Kruger 60, for good).",
);
export const allocateFireAction = act(
  "allocateFire",
  { ship: unit, target: unit },
  "Space combat (BS 6.1): one of your firing ships fires at a target; fire resolves when all have a target.",
);
export const holdFireAction = act("holdFire", {}, "Space combat: end an exchange in which none of your ships can fire.");

// Movement (BS 7, 8, 14) and transportation (BS 9)
export const moveUnitAction = act(
  "moveUnit",
  { unit, to: hex },
  "Movement (BS 7.0): move a unit to a hex it can reach with its remaining movement points.",
);
export const overrunAction = act(
  "overrun",
  { units: z.array(unit).min(1).max(60), to: hex },
  "Overrun (BS 14.0): units that began the phase in the same hex, now together, enter an adjacent enemy hex for 1 extra point and attack at once.",
);
export const endMovementAction = act("endMovement", {}, "End the movement phase.");
export const teleportAction = act(
  "teleport",
  { unit, to: unit.describe("The transportation point or beacon to teleport to.") },
  "Transportation (BS 9.0): teleport a unit stacked with a station to another station.",
);
export const endTransportationAction = act("endTransportation", {}, "End the transportation phase.");

// Space–planet interaction (BS 10) and planetary defense (BS 11)
export const landShipAction = act(
  "landShip",
  { ship: unit, hex },
  "Space–planet interaction (BS 10.2): land a transport (and its cargo) on a hex without enemy units.",
);
export const dropJumpTroopAction = act(
  "dropJumpTroop",
  { unit, hex },
  "Space–planet interaction (BS 10.3): drop a jump troop company from its transport; the battalion lands together.",
);
export const closeApproachAction = act(
  "closeApproach",
  { ship: unit, hex },
  "Space–planet interaction (BS 10.5): place a warship over any hex for close support.",
);
export const stayInOrbitAction = act("stayInOrbit", { ship: unit }, "Space–planet interaction: the ship stays in space this phase.");
export const loadUnitAction = act(
  "loadUnit",
  { ship: unit, unit },
  "Space–planet interaction (BS 10.4): load a unit into a landed transport in its hex before it lifts off.",
);
export const liftOffAction = act(
  "liftOff",
  { ship: unit },
  "Space–planet interaction (BS 10.4): lift a landed transport off to space with what it has loaded.",
);
export const endInteractionAction = act(
  "endInteraction",
  {},
  "End the space–planet interaction phase; ships not yet used stay where they are.",
);
export const defenseFireAction = act(
  "defenseFire",
  { unit, hex },
  "Planetary defense (BS 11.0): a battery or beacon fires at every landing target in a hex within range.",
);
export const endDefenseFireAction = act("endDefenseFire", {}, "End the planetary defense phase.");

// Combat (BS 12, 13)
export const attackAction = act("attack", { hex }, "Combat (BS 12.0): attack the enemy units in a hex your units share.");
export const bombardAction = act("bombard", { hex }, "Bombardment (BS 13.0): fire support at enemy units in a hex without friendly units.");
export const addSupportAction = act("addSupport", { unit }, "Support (BS 12.1): commit a unit's support strength to the battle.");
export const declineSupportAction = act("declineSupport", {}, "Support (BS 12.1): add no more units.");
export const pressAssaultAction = act(
  "pressAssault",
  { press: z.boolean() },
  "The defenders were all neutralized by support fire: assault anyway, or not (BS 8.0).",
);
export const eliminateUnitAction = act("eliminateUnit", { unit }, "Losses (BS 12.4): choose a unit of yours to remove.");
export const retreatAction = act(
  "retreat",
  { hex },
  "Retreat (BS 12.4): your units in the battle retreat one hex, to a hex without enemy zone of control.",
);
export const holdGroundAction = act("holdGround", {}, "Retreat (BS 12.4): stay in the hex.");
export const counterattackAction = act(
  "counterattack",
  { accept: z.boolean() },
  "After a W (BS 12.4): counterattack into the hex the attackers retreated to, or not.",
);
export const supportMoveAction = act(
  "supportMove",
  { unit, hex },
  "Counterattack (BS 12.4): a unit within two hexes moves one hex to support.",
);
export const endSupportMovesAction = act("endSupportMoves", {}, "Counterattack: done moving supporting units.");
export const endCombatAction = act("endCombat", {}, "End the combat phase (every mandatory attack made).");

export const actionSchema = z.discriminatedUnion("type", [
  buyAction,
  sellAction,
  confirmForceAction,
  placeUnitAction,
  sendShipAction,
  returnToSolAction,
  endDispatchAction,
  screenShipAction,
  closeLineAction,
  withdrawShipAction,
  allocateFireAction,
  holdFireAction,
  moveUnitAction,
  overrunAction,
  endMovementAction,
  teleportAction,
  endTransportationAction,
  landShipAction,
  dropJumpTroopAction,
  closeApproachAction,
  stayInOrbitAction,
  loadUnitAction,
  liftOffAction,
  endInteractionAction,
  defenseFireAction,
  endDefenseFireAction,
  attackAction,
  bombardAction,
  addSupportAction,
  declineSupportAction,
  pressAssaultAction,
  eliminateUnitAction,
  retreatAction,
  holdGroundAction,
  counterattackAction,
  supportMoveAction,
  endSupportMovesAction,
  endCombatAction,
]);

export type BarnardsStarAction = z.output<typeof actionSchema>;
export type ActionType = BarnardsStarAction["type"];
export type ActionOf<T extends ActionType> = Extract<BarnardsStarAction, { type: T }>;
