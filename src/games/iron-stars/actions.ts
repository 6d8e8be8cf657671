// Every action a seat can post: a discriminated union on `type`, strict so unknown fields are
// refused. Distances are integers in hundredths of an inch, angles whole degrees (IS 10.2).
import { z } from "zod";
import { CLASS_IDS, RECORD_LIMITS } from "./ships";
import { ARCS, TABLE_HEIGHT, TABLE_WIDTH, type Arc } from "./tables";

const L = RECORD_LIMITS;
const shipId = z.string().min(1).max(40).describe("A ship's id, as in the view.");
const die = z.union([z.literal(4), z.literal(6), z.literal(8), z.literal(10), z.literal(12)]).describe("Die size: 4, 6, 8, 10 or 12.");
const count = (max: number) => z.number().int().min(1).max(max);
const hundredths = z.number().int().min(0).max(20_000).describe("Hundredths of an inch.");

// The shapes below that the view and events show too carry their GraphQL and OpenAPI names
// (`.meta({ id })`), so each is one type wherever it appears.
export const shipClassSchema = z
  .enum(CLASS_IDS)
  .meta({ id: "IronStarsShipClass", description: "A ship record printed in the book (IS 2, IS 8.1)" });
export const arcSchema = z
  .enum(ARCS as readonly Arc[] as [Arc, ...Arc[]])
  .meta({ id: "IronStarsArc", description: "A firing arc, bounded by the counter's diagonals (IS 6.2)" });
export const roleSchema = z
  .enum(["active", "reactive"])
  .meta({ id: "IronStarsRole", description: "The initiative winner's choice (IS 4.3)" });
export const batterySchema = z
  .enum(["primary", "secondary"])
  .meta({ id: "IronStarsBattery", description: "A gun battery that can be lightning projectors (IS 7.3)" });

const trackRange = z
  .object({ from: z.number().int().min(1).max(20), to: z.number().int().min(1).max(20) })
  .strict()
  .meta({ id: "IronStarsTrackRange", description: "d20 results, inclusive" })
  .nullable();

// One battery shape for all three (one type in GraphQL and OpenAPI): the damage value allows the
// largest (torpedoes'), and the design checks each battery's own below.
const DAMAGE_LIMITS = { primary: L.primaryDamage, secondary: L.secondaryDamage, torpedoes: L.torpedoDamage } as const;
export const gunsSchema = z
  .object({
    guns: count(L.guns.max),
    die,
    damage: z
      .number()
      .int()
      .min(1)
      .max(L.torpedoDamage.max)
      .describe("Damage value: 1–3 for a primary battery, 1–2 for a secondary, 1–5 for torpedoes (IS 2.5–2.7)."),
  })
  .strict()
  .meta({ id: "IronStarsGuns", description: "A battery: guns, die and damage value" });

export const equipmentSchema = z
  .object({
    rockets: z.number().int().min(0).max(L.expendables.max).default(0).describe("Congreve rockets (one piece however many)"),
    fireArrows: z.number().int().min(0).max(L.expendables.max).default(0).describe("Fire arrows (one piece however many)"),
    mines: z.number().int().min(0).max(L.mines.max).default(0).describe("Mine factors (each a piece)"),
    lightningProjectors: batterySchema.nullable().default(null).describe("The battery that is lightning projectors"),
    gyroscopicStabilizer: z.boolean().default(false),
    keelBombard: z.boolean().default(false),
  })
  .strict()
  .meta({
    id: "IronStarsEquipment",
    description: "Special equipment aboard (IS 7): what a design leaves out it has none of; in play, expended or lost pieces are gone",
  });

export const designSchema = z
  .object({
    name: z.string().trim().min(1).max(40).describe('The record\'s name, e.g. "Dauntless".'),
    type: z.string().trim().min(1).max(40).default("Design").describe('Its type, e.g. "Light Cruiser".'),
    points: z
      .number()
      .int()
      .min(L.points.min)
      .max(L.points.max)
      .describe("Point value, supplied by the designer (the book's construction rules are absent)."),
    hull: z.number().int().min(L.hull.min).max(L.hull.max),
    armour: z.number().int().min(L.armour.min).max(L.armour.max),
    thrust: z.number().int().min(L.thrust.min).max(L.thrust.max),
    primary: gunsSchema.nullable().default(null),
    secondary: gunsSchema.nullable().default(null),
    light: z.number().int().min(0).max(L.guns.max).default(0).describe("Light guns, d4 x1"),
    torpedoes: gunsSchema.nullable().default(null),
    track: z
      .object({ hull: trackRange, armour: trackRange, thrust: trackRange, primary: trackRange, secondary: trackRange, light: trackRange })
      .strict()
      .meta({
        id: "IronStarsTrack",
        description:
          "The damage location track: d20 ranges per section, left to right, together covering 1–20; null where the record has none.",
      }),
    q: z.array(z.number().int().min(1).max(L.hull.max)).max(L.hull.max).default([]).describe("Hull circles (1-based) printed as Q."),
    equipment: equipmentSchema.default({
      rockets: 0,
      fireArrows: 0,
      mines: 0,
      lightningProjectors: null,
      gyroscopicStabilizer: false,
      keelBombard: false,
    }),
  })
  .strict()
  .superRefine((design, ctx) => {
    for (const [battery, limit] of Object.entries(DAMAGE_LIMITS) as [keyof typeof DAMAGE_LIMITS, { max: number }][]) {
      const damage = design[battery]?.damage;
      if (damage !== undefined && damage > limit.max) {
        ctx.addIssue({
          code: "too_big",
          origin: "number",
          maximum: limit.max,
          inclusive: true,
          input: damage,
          path: [battery, "damage"],
          message: `Too big: a ${battery} damage value is at most ${limit.max}`,
        });
      }
    }
  })
  .meta({ id: "IronStarsDesign", description: "A user-designed ship record (IS 9); its size class and hull VP are derived." });

export const purchaseItem = z
  .union([
    z
      .object({ class: shipClassSchema })
      .strict()
      .meta({ id: "IronStarsBookShip", description: "A ship of a class from the book's records" }),
    z.object({ design: designSchema }).strict().meta({ id: "IronStarsDesignedShip", description: "A ship of the buyer's own design" }),
  ])
  .meta({ id: "IronStarsPurchaseItem", description: "One ship of a fleet: a book class or a design" });

export const buyFleetAction = z
  .object({ type: z.literal("buyFleet"), ships: z.array(purchaseItem).min(1).max(24) })
  .strict()
  .describe("Pick-up game (IS 3.1): the ships of your fleet; hidden from the other side until both have bought (IS 10.3).");

export const choosePlacementOrderAction = z
  .object({ type: z.literal("choosePlacementOrder"), placeFirst: z.boolean() })
  .strict()
  .describe("Equal fleets (IS 3.3): the winner of the d6 roll decides whether to place first.");

export const placeShipAction = z
  .object({
    type: z.literal("placeShip"),
    ship: shipId,
    x: z.number().int().min(0).max(TABLE_WIDTH).describe("East of the south-west corner, hundredths of an inch."),
    y: z.number().int().min(0).max(TABLE_HEIGHT).describe("North of the south-west corner, hundredths of an inch."),
    facing: z.number().int().min(0).max(359).describe("Whole degrees, 0 east, counter-clockwise."),
    momentum: z
      .number()
      .int()
      .min(0)
      .max(20)
      .describe("Starting momentum in inches, 0 to the ship's thrust (IS 5.2); fixed by Scenario One."),
  })
  .strict()
  .describe("Set-up (IS 3.3–3.7): place one ship.");

export const chooseRoleAction = z
  .object({ type: z.literal("chooseRole"), role: roleSchema })
  .strict()
  .describe("Initiative Phase (IS 4.3): the winner declares itself the active or the reactive side for this turn.");

const minesField = z
  .number()
  .int()
  .min(0)
  .max(3)
  .default(0)
  .describe("Mine factors to lay as a minefield where the move starts (IS 7.6): 1, 2 or 3; 0 lays none.");

export const moveShipAction = z
  .object({
    type: z.literal("moveShip"),
    ship: shipId,
    first: hundredths.describe("Hundredths of an inch straight ahead before the turn (the whole move when there is no turn)."),
    turn: z
      .number()
      .int()
      .min(-180)
      .max(180)
      .default(0)
      .describe("The one pivot, in whole degrees: positive to port (counter-clockwise), negative to starboard."),
    second: hundredths.default(0).describe("Hundredths of an inch straight ahead after the turn."),
    mines: minesField,
  })
  .strict()
  .describe("Movement (IS 5): move one ship straight ahead, with at most one pivot about its centre.");

export const moveBackwardAction = z
  .object({ type: z.literal("moveBackward"), ship: shipId, distance: hundredths, mines: minesField })
  .strict()
  .describe("Moving Backwards (IS 5.9, advanced): straight back, no turn; momentum becomes zero.");

export const WEAPONS = ["primary", "secondary", "light", "torpedoes", "rockets", "fireArrows", "keelBombard"] as const;
export type Weapon = (typeof WEAPONS)[number];
export const weaponSchema = z.enum(WEAPONS).meta({ id: "IronStarsWeapon", description: "A weapon of a ship (IS 2.5–2.9, IS 7)" });

export const volleySchema = z
  .object({
    weapon: weaponSchema,
    target: shipId,
    guns: count(30).describe("How many guns (torpedoes, rockets…) fire at this target."),
    arc: arcSchema.optional().describe("Only for a target exactly on an arc line (IS 6.3): the arc you claim if you win the roll."),
  })
  .strict()
  .meta({ id: "IronStarsVolley", description: "Guns of one weapon fired at one target" });

export const fireAction = z
  .object({ type: z.literal("fire"), ship: shipId, volleys: z.array(volleySchema).max(40) })
  .strict()
  .describe(
    "Combat (IS 6): everything one ship fires this phase; an empty list holds its fire. Damage is applied at the end of the phase.",
  );

export const ceaseFireAction = z
  .object({ type: z.literal("ceaseFire") })
  .strict()
  .describe("Combat (IS 6): every ship of yours that has not fired holds its fire, ending your combat phase.");

export const EQUIPMENT_KINDS = ["rockets", "fireArrows", "mine", "lightningProjectors", "gyroscopicStabilizer", "keelBombard"] as const;
export type EquipmentKind = (typeof EQUIPMENT_KINDS)[number];
export const equipmentKindSchema = z
  .enum(EQUIPMENT_KINDS)
  .meta({ id: "IronStarsEquipmentKind", description: "A kind of special equipment (IS 7)" });

export const loseEquipmentAction = z
  .object({ type: z.literal("loseEquipment"), ship: shipId, equipment: equipmentKindSchema })
  .strict()
  .describe("Special Equipment Hits (IS 6.12): a Q circle was filled; choose the piece of equipment your ship loses.");

export const setNetsAction = z
  .object({
    type: z.literal("setNets"),
    deployed: z.array(shipId).max(24).describe("Your ships that have their nets deployed for the next turn; every other is raised."),
  })
  .strict()
  .describe("Torpedo Nets (IS 6.16, advanced): in the end phase, deploy or raise each medium or larger ship's nets.");

export const actionSchema = z.discriminatedUnion("type", [
  buyFleetAction,
  choosePlacementOrderAction,
  placeShipAction,
  chooseRoleAction,
  moveShipAction,
  moveBackwardAction,
  fireAction,
  ceaseFireAction,
  loseEquipmentAction,
  setNetsAction,
]);

export type IronStarsAction = z.output<typeof actionSchema>;
export type IronStarsActionInput = z.input<typeof actionSchema>;
export type Design = z.output<typeof designSchema>;
export type PurchaseItem = z.output<typeof purchaseItem>;
export type BuyFleetAction = z.output<typeof buyFleetAction>;
export type ChoosePlacementOrderAction = z.output<typeof choosePlacementOrderAction>;
export type PlaceShipAction = z.output<typeof placeShipAction>;
export type ChooseRoleAction = z.output<typeof chooseRoleAction>;
export type MoveShipAction = z.output<typeof moveShipAction>;
export type MoveBackwardAction = z.output<typeof moveBackwardAction>;
export type Volley = z.output<typeof volleySchema>;
export type FireAction = z.output<typeof fireAction>;
export type CeaseFireAction = z.output<typeof ceaseFireAction>;
export type LoseEquipmentAction = z.output<typeof loseEquipmentAction>;
export type SetNetsAction = z.output<typeof setNetsAction>;
