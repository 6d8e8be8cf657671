// Every order a seat can post: a discriminated union on `type`, strict so unknown fields are
// refused. Sectors and view-ports are 1..8 (1 the nose, counted clockwise).
import { z } from "zod";
import { STOCK_KINDS } from "./ships";
import { WEAPON_IDS } from "./weapons";
import { DESIGN_LIMITS } from "./tables";

const sector = z.number().int().min(1).max(8);
export const weaponSchema = z
  .enum(WEAPON_IDS)
  .describe("One of the six lasers every starfighter carries: forward1–3 (sector 1), aft (sector 5), turret1–2 (the turret's sector).")
  .meta({ id: "LastStarfighterWeapon" });
const weapon = weaponSchema;
export const directionSchema = z
  .enum(["straight", "clockwise", "counterclockwise"])
  .describe("Which way a ship turns; straight is 0 clicks")
  .meta({ id: "LastStarfighterDirection" });
export const stockShipSchema = z
  .enum(STOCK_KINDS as ["gunstar", "deckFighter"])
  .describe("One of the two stock starfighters")
  .meta({ id: "LastStarfighterStockShip" });

export const chooseShipAction = z
  .object({ type: z.literal("chooseShip"), ship: stockShipSchema })
  .strict()
  .describe("Take one of the two stock starfighters (LS 3.1, LS 2.7).");

export const designShipAction = z
  .object({
    type: z.literal("designShip"),
    maneuverPoints: z.number().int().min(DESIGN_LIMITS.maneuver.min).max(DESIGN_LIMITS.maneuver.max),
    accuracyPoints: z.number().int().min(DESIGN_LIMITS.accuracy.min).max(DESIGN_LIMITS.accuracy.max),
    protectionPoints: z.number().int().min(DESIGN_LIMITS.protection.min).max(DESIGN_LIMITS.protection.max),
    name: z.string().trim().min(1).max(40).optional().describe('A name for the ship\'s card; defaults to "Custom starfighter".'),
  })
  .strict()
  .describe("Optional rules (LS 9): fly your own design; the three systems share exactly 20 design points.");

export const aimTurretAction = z
  .object({ type: z.literal("aimTurret"), sector })
  .strict()
  .describe("Turret Aiming Phase (LS 4.1): point both turret lasers at one sector, kept secret until both pilots have aimed.");

export const setHeadingAction = z
  .object({
    type: z.literal("setHeading"),
    direction: directionSchema,
    clicks: z.number().int().min(0).max(6).describe("45° clicks turned; 0 exactly when flying straight."),
  })
  .strict()
  .describe("Movement Phase (LS 4.2, 5.1): your secret heading change, revealed when both pilots have ordered.");

export const fireAction = z
  .object({ type: z.literal("fire"), weapons: z.array(weapon).max(6) })
  .strict()
  .describe(
    "Firing Phase (LS 4.3): the lasers you fire; only those bearing on the opponent's view-port (LS 6.2). An empty list holds fire.",
  );

/** The orders that are secret until every ordering seat has given its own (LS 10.2). */
export const ordersSchema = z
  .discriminatedUnion("type", [aimTurretAction, setHeadingAction, fireAction])
  .describe("A secret order: a turret aim, a heading or a fire declaration")
  .meta({ id: "LastStarfighterOrders" });

export const commitOrdersAction = z
  .object({
    type: z.literal("commitOrders"),
    hash: z.string().regex(/^[0-9a-f]{64}$/, "64 lowercase hex digits"),
  })
  .strict()
  .describe('Sealed orders (LS 10.3): sha256Hex(canonicalJson(orders) + ":" + nonce), posted before anyone reveals.');

export const revealOrdersAction = z
  .object({
    type: z.literal("revealOrders"),
    orders: ordersSchema,
    nonce: z.string().min(16).max(128).describe("The secret you hashed with the orders: at least 16 characters, ideally 128 random bits."),
  })
  .strict()
  .describe("Sealed orders (LS 10.3): reveal the orders and nonce you committed to.");

export const decideReengageAction = z
  .object({ type: z.literal("decideReengage"), reengage: z.boolean() })
  .strict()
  .describe("Disengaging (LS 5.4): after three disengaging positions, fight on (only if both pilots agree) or accept the draw.");

export const droneTurnAction = z
  .object({ type: z.literal("droneTurn") })
  .strict()
  .describe("The drone's part of the phase (LS 8.3–8.4): the server rolls its dice while applying this.");

export const actionSchema = z.discriminatedUnion("type", [
  chooseShipAction,
  designShipAction,
  aimTurretAction,
  setHeadingAction,
  fireAction,
  commitOrdersAction,
  revealOrdersAction,
  decideReengageAction,
  droneTurnAction,
]);

export type LastStarfighterAction = z.output<typeof actionSchema>;
export type ChooseShipAction = z.output<typeof chooseShipAction>;
export type DesignShipAction = z.output<typeof designShipAction>;
export type AimTurretAction = z.output<typeof aimTurretAction>;
export type SetHeadingAction = z.output<typeof setHeadingAction>;
export type FireAction = z.output<typeof fireAction>;
export type Orders = z.output<typeof ordersSchema>;
export type CommitOrdersAction = z.output<typeof commitOrdersAction>;
export type RevealOrdersAction = z.output<typeof revealOrdersAction>;
export type DecideReengageAction = z.output<typeof decideReengageAction>;
export type DroneTurnAction = z.output<typeof droneTurnAction>;
export type Direction = SetHeadingAction["direction"];
