// What The Last Starfighter sends across the API, stated once: the view any viewer gets, every
// event as redact gives it, and the bounds of a sealed-order decision. The engine's view and
// event types, the GraphQL types and the OpenAPI components all come from here.
import { z } from "zod";
import { outcomeSchema } from "../../engine/schemas";
import { directionSchema, ordersSchema, stockShipSchema, weaponSchema } from "./actions";
import { optionsSchema } from "./options";

const P = "LastStarfighter";
const seat = z.string();
const int = z.number().int();
const sector = int.min(1).max(8);
const d6 = int.min(1).max(6);

export const phaseSchema = z
  .enum(["choosing", "turret", "heading", "fire", "reengage", "over"])
  .describe("Where the duel stands: choosing ships, one of the three phases of a turn, the re-engage question, or over")
  .meta({ id: `${P}Phase` });
export const orderPhaseSchema = z
  .enum(["turret", "heading", "fire"])
  .describe("A phase in which pilots give secret orders")
  .meta({ id: `${P}OrderPhase` });
const mount = z
  .enum(["forward", "aft", "turret"])
  .describe("Where a laser is fixed: forward (sector 1), aft (sector 5) or in the turret")
  .meta({ id: `${P}Mount` });
const shipKind = z
  .union([stockShipSchema, z.literal("custom")])
  .describe("A stock starfighter, or a ship designed with the optional rules")
  .meta({ id: `${P}ShipKind` });
export const specialResultSchema = z
  .enum(["stabilizer", "targeting", "laser", "targetingAndLaser", "lifeSupport", "blowUp"])
  .describe("A row of the special damage table")
  .meta({ id: `${P}SpecialResult` });
const noFireReason = z
  .enum(["flyBy", "outOfRange", "noWeaponsBear"])
  .describe("Why a turn had no firing phase")
  .meta({ id: `${P}NoFireReason` });
const destroyCause = z
  .enum(["brokeApart", "blewUp"])
  .describe("How a ship was lost: its protection ran out, or it blew up")
  .meta({ id: `${P}DestroyCause` });

// shared pieces
const wheel = z
  .strictObject({ viewPort: sector, view: sector })
  .describe("A Navigation Wheel setting: the view-port sector where I see the opponent, and the sector of its frame I am in")
  .meta({ id: `${P}Wheel` });
export const seatWheelSchema = z
  .strictObject({ seat, viewPort: sector, view: sector })
  .describe("One seat's wheel, as that seat reads it")
  .meta({ id: `${P}SeatWheel` });
const seatRoll = z
  .strictObject({ seat, roll: d6 })
  .describe("A seat's d6")
  .meta({ id: `${P}SeatRoll` });
const design = z
  .strictObject({ maneuverPoints: int, accuracyPoints: int, protectionPoints: int })
  .describe("Design points spent on each system (20 in all)")
  .meta({ id: `${P}Design` });
export const shipCardSchema = z
  .strictObject({
    kind: shipKind,
    name: z.string(),
    stabilizer: int.describe("Clicks of heading change a turn"),
    targeting: int.describe("Base To-Hit Number"),
    protection: int,
    design,
  })
  .describe("A starfighter's statistics before any damage")
  .meta({ id: `${P}ShipCard` });
const heading = z
  .strictObject({ direction: directionSchema, clicks: int.min(0).max(6) })
  .describe("A heading change")
  .meta({ id: `${P}Heading` });

// the view
const weaponStatus = z
  .strictObject({
    id: weaponSchema,
    mount,
    damaged: z.boolean().describe("Destroyed for the rest of the game"),
    bearing: z.boolean().describe("Working and pointing at the opponent's sector now"),
  })
  .describe("A laser and whether it can fire now")
  .meta({ id: `${P}WeaponStatus` });

const ship = z
  .strictObject({
    card: shipCardSchema,
    protection: int.describe("Protection left; 0 means the ship broke apart"),
    stabilizer: int.describe("Clicks of heading change allowed now"),
    targeting: int.describe("Base To-Hit Number now; 13 cannot hit"),
    toHit: int.nullable().describe("This turn's To-Hit Number, once headings are revealed"),
    specialModifier: int.describe("Added to special damage rolls against this ship now"),
    lifeSupport: int.nullable().describe("Turns of life left; null while life support works"),
    turret: sector.nullable().describe("The turret's sector, once aimed"),
    heading: heading.nullable().describe("This turn's heading change, once revealed"),
    weapons: z.array(weaponStatus),
    destroyed: z.boolean(),
    blownUp: z.boolean(),
    pilotDead: z.boolean(),
  })
  .describe("A starfighter as it stands now: every damage track is public")
  .meta({ id: `${P}Ship` });

const pilot = z
  .strictObject({
    seat,
    name: z.string(),
    automaton: z.boolean().describe("The drone, flown by the server"),
    ship: ship.nullable().describe("Null until chosen"),
    wheel: wheel.nullable().describe("This seat's own wheel; null before the starting positions"),
  })
  .describe("A seat, its ship and its own wheel")
  .meta({ id: `${P}Pilot` });

const initiative = z
  .strictObject({ rolls: z.array(z.array(seatRoll)).describe("Every pair of dice, ties re-rolled"), winner: seat })
  .describe("Who chose a ship first")
  .meta({ id: `${P}Initiative` });

const orderStatus = z
  .strictObject({
    seat,
    owes: z.boolean().describe("The seat gives an order in this phase"),
    committed: z.boolean().describe("Sealed orders: its hash is in"),
    hash: z.string().nullable().describe("Sealed orders: the commitment, public once posted"),
    ordered: z.boolean().describe("Its order (or sealed reveal) is in, still hidden"),
  })
  .describe("Whether a seat owes, committed or gave its order this phase; never the order itself")
  .meta({ id: `${P}OrderStatus` });

const myOrder = z
  .strictObject({
    phase: orderPhaseSchema,
    label: z.string().describe("A unique label of this order, shown to its owner only"),
    order: ordersSchema,
    nonce: z.string().nullable(),
  })
  .describe("Your own order this phase, held by the server until every seat has ordered")
  .meta({ id: `${P}MyOrder` });

const reengageAnswer = z
  .strictObject({ seat, answer: z.boolean().nullable() })
  .describe("A seat's answer to the re-engage question, null until given")
  .meta({ id: `${P}ReengageAnswer` });

const droneMoveFields = {
  bigDie: d6.describe("1–3 clockwise, 4–6 counterclockwise"),
  littleDie: d6.describe("The clicks asked for"),
  direction: directionSchema,
  clicks: int.min(0).max(6),
  forcedStraight: z.boolean().describe("The stabilizer could not make the turn, so it flew straight"),
};
export const droneMoveSchema = z
  .strictObject(droneMoveFields)
  .describe("How the drone's dice set its heading")
  .meta({ id: `${P}DroneMove` });

const movement = z
  .strictObject({
    afterHeadings: z.array(seatWheelSchema),
    afterMove: z.array(seatWheelSchema),
    final: z.array(seatWheelSchema).describe("As the turn goes on (reset after a fly-by)"),
    flyBy: z.boolean(),
    disengaging: z.boolean(),
    disengagingStreak: int.min(0),
    outOfRange: z.boolean(),
  })
  .describe("Both wheels through the movement phase")
  .meta({ id: `${P}Movement` });

const specialFields = {
  die: d6,
  modifier: int,
  total: int,
  result: specialResultSchema,
  weapon: weaponSchema.nullable().describe("The laser hit, when the result damages one"),
  weaponRolls: z.array(d6).describe("Every d6 on the damaged weapon table, re-rolls included"),
  effect: z.string().describe("What the result changed, or why nothing"),
};
const special = z
  .strictObject(specialFields)
  .describe("A special damage roll and its effect")
  .meta({ id: `${P}SpecialDamage` });

const damageFields = { dice: z.array(d6), total: int, protectionLost: int, protectionLeft: int };
const damage = z
  .strictObject({ ...damageFields, special: special.nullable() })
  .describe("The damage roll of a hit")
  .meta({ id: `${P}Damage` });

const shotFields = { seat, target: seat, weapon: weaponSchema, toHit: int, dice: z.array(d6), total: int, hit: z.boolean() };
const shot = z
  .strictObject({ ...shotFields, damage: damage.nullable() })
  .describe("One laser shot: the 2d6 against the To-Hit Number, and the damage of a hit")
  .meta({ id: `${P}Shot` });

export const turnReportSchema = z
  .strictObject({
    turn: int.min(0),
    turrets: z.array(
      z
        .strictObject({ seat, sector: sector.nullable() })
        .describe("A seat's turret aim (null: not at the pilot)")
        .meta({ id: `${P}SeatSector` }),
    ),
    headings: z.array(
      z
        .strictObject({ seat, direction: directionSchema, clicks: int.min(0).max(6) })
        .describe("A seat's revealed heading change")
        .meta({ id: `${P}SeatHeading` }),
    ),
    droneMove: droneMoveSchema.nullable(),
    movement: movement.nullable(),
    droneTurret: z
      .strictObject({ roll: d6, bears: z.boolean() })
      .describe("The drone's turret die and whether it points at the pilot")
      .meta({ id: `${P}DroneTurret` })
      .nullable(),
    noFire: noFireReason.nullable().describe("Why the firing phase was skipped this turn, if it was"),
    shots: z.array(shot),
    lifeSupport: z.array(
      z
        .strictObject({ seat, turnsLeft: int })
        .describe("Turns of life left for a seat whose life support failed")
        .meta({ id: `${P}LifeSupportCount` }),
    ),
  })
  .describe("What has been revealed of a turn")
  .meta({ id: `${P}TurnReport` });

export const viewSchema = z
  .strictObject({
    viewer: seat.nullable().describe("Your seat; null for a spectator"),
    perspective: seat.describe("Whose wheel `wheel` shows: yours, or the first pilot's for a spectator"),
    phase: phaseSchema,
    turn: int.min(0).describe("0 while ships are chosen"),
    options: optionsSchema,
    awaiting: z.array(seat).describe("Seats that owe a decision now"),
    initiative: initiative.nullable().describe("Null in target practice"),
    chooser: seat.nullable().describe("Who must choose a ship now"),
    startRolls: z.array(seatRoll).nullable().describe("The starting-position dice, once rolled"),
    wheel: wheel.nullable().describe("The perspective seat's wheel, once the starting positions are rolled"),
    pilots: z.array(pilot),
    noseToNose: z.boolean().describe("Another nose-to-nose position now is a fly-by"),
    disengagingStreak: int.min(0).describe("Disengaging positions in a row; three take the ships out of range"),
    orders: z.array(orderStatus),
    myOrder: myOrder.nullable(),
    reengage: z.array(reengageAnswer).nullable().describe("The answers to the re-engage question, while it is asked"),
    thisTurn: turnReportSchema,
    lastTurn: turnReportSchema.nullable(),
    outcome: outcomeSchema.nullable(),
  })
  .describe("The duel as the caller may see it: everything but the other seat's order of the current phase")
  .meta({ id: `${P}View` });

// events
/** An event object: its `type` tag and fields, named LastStarfighter<type>. */
function event<T extends string, S extends z.ZodRawShape>(type: T, description: string, shape: S) {
  return z
    .strictObject({ type: z.literal(type), ...shape })
    .describe(description)
    .meta({ id: `${P}${type}` });
}

export const shipChosen = event("ShipChosen", "A seat took its starfighter", {
  seat,
  card: shipCardSchema,
  assigned: z.boolean().describe("Handed the ship left over rather than choosing"),
});
export const startingPositionsRolled = event("StartingPositionsRolled", "The starting dice set both wheels", {
  rolls: z.array(seatRoll),
  wheels: z.array(seatWheelSchema),
});
export const turnBegan = event("TurnBegan", "A turn began", { turn: int.min(1) });
export const orderGiven = event("OrderGiven", "A secret order was given; only its seat sees which", {
  seat,
  phase: orderPhaseSchema,
  order: ordersSchema.optional().describe("The order: in its own seat's copy only"),
});
export const ordersCommitted = event("OrdersCommitted", "A seat committed to a sealed order", {
  seat,
  phase: orderPhaseSchema,
  hash: z.string(),
});
export const orderRevealed = event("OrderRevealed", "A sealed order was revealed to the server; only its seat sees it yet", {
  seat,
  phase: orderPhaseSchema,
  order: ordersSchema.optional().describe("The order: in its own seat's copy only"),
  nonce: z.string().optional().describe("The nonce: in its own seat's copy only"),
});
export const ordersOpened = event("OrdersOpened", "Every seat had ordered: all orders shown, with hashes and nonces of sealed ones", {
  phase: orderPhaseSchema,
  orders: z.array(
    z
      .strictObject({ seat, order: ordersSchema, hash: z.string().nullable(), nonce: z.string().nullable() })
      .describe("A seat's order once the phase opened")
      .meta({ id: `${P}OpenedOrder` }),
  ),
});
export const droneMoved = event("DroneMoved", "The drone rolled its heading", droneMoveFields);
export const shipsMoved = event("ShipsMoved", "Both ships turned and moved", {
  afterHeadings: z.array(seatWheelSchema),
  afterMove: z.array(seatWheelSchema),
});
export const flewBy = event("FlewBy", "A fly-by: the wheels were reset", { wheels: z.array(seatWheelSchema) });
export const disengagingPositionReached = event("DisengagingPositionReached", "Another disengaging position in a row", {
  streak: int.min(1),
});
export const flewOutOfRange = event("FlewOutOfRange", "The ships flew out of range", {});
export const droneTurretRolled = event("DroneTurretRolled", "The drone's turret die", {
  roll: d6,
  bears: z.boolean(),
  sector: sector.nullable().describe("Where the turret now points; null when not at the pilot"),
});
export const firingSkipped = event("FiringSkipped", "This turn has no firing", { reason: noFireReason });
export const shotFired = event("ShotFired", "A laser fired", shotFields);
export const damageDone = event("DamageDone", "A hit's damage roll", {
  target: seat,
  ...damageFields,
  special: z.boolean().describe("Special damage follows"),
});
export const specialDamageTaken = event("SpecialDamageTaken", "A special damage roll", { target: seat, ...specialFields });
export const shipDestroyed = event("ShipDestroyed", "A starfighter was lost", { seat, cause: destroyCause });
export const lifeSupportCountedDown = event("LifeSupportCountedDown", "A failing life support counted down", { seat, turnsLeft: int });
export const pilotDied = event("PilotDied", "Life support ran out", { seat });
export const reengageAnswered = event("ReengageAnswered", "A seat answered the re-engage question", { seat, reengage: z.boolean() });
export const reengaged = event("Reengaged", "Both fought on: the wheels were reset", { wheels: z.array(seatWheelSchema) });
export const turnEnded = event("TurnEnded", "A turn ended", { turn: int.min(1) });
export const duelEnded = event("DuelEnded", "The duel ended", { outcome: outcomeSchema });
export const pilotResigned = event("PilotResigned", "A pilot left the duel", { seat });

export const eventSchema = z
  .discriminatedUnion("type", [
    shipChosen,
    startingPositionsRolled,
    turnBegan,
    orderGiven,
    ordersCommitted,
    orderRevealed,
    ordersOpened,
    droneMoved,
    shipsMoved,
    flewBy,
    disengagingPositionReached,
    flewOutOfRange,
    droneTurretRolled,
    firingSkipped,
    shotFired,
    damageDone,
    specialDamageTaken,
    shipDestroyed,
    lifeSupportCountedDown,
    pilotDied,
    reengageAnswered,
    reengaged,
    turnEnded,
    duelEnded,
    pilotResigned,
  ])
  .describe("Something that happened in a duel")
  .meta({ id: `${P}Event` });

/** Sealed orders: a commit or reveal decision gives these instead of choices. */
export const boundsSchema = z
  .strictObject({
    phase: phaseSchema,
    hashForm: z.string().describe("How the hash is made from the orders and the nonce"),
    nonceLength: z
      .strictObject({ min: int, max: int })
      .describe("Allowed nonce lengths")
      .meta({ id: `${P}NonceLength` }),
    committedHash: z.string().nullable().describe("Your commitment, once posted"),
    orders: z.array(ordersSchema).describe("The orders that may be sealed"),
  })
  .describe("Sealed orders: how to form the commitment, and the orders that may be sealed")
  .meta({ id: `${P}SealBounds` });

export const schemas = { view: viewSchema, event: eventSchema, bounds: boundsSchema };
