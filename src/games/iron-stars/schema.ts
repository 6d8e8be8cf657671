// What Iron Stars sends across the API, stated once (issue 17): the view every viewer gets, every
// event as redact() gives it, and the bounds of the continuous decisions. The engine's view and
// event types are z.infer of these (view.ts, events.ts); the bounds keep their interfaces next to
// the rules that build them, checked in pending.ts to agree both ways. Objects are strict, so a field the
// engine adds without stating it here fails the conformance suite. Positions are integers in
// hundredths of an inch (x east, y north of the south-west corner), angles whole degrees.
import { z } from "zod";
import { enumOf, outcomeSchema } from "../../engine/schemas";
import { arcSchema, equipmentKindSchema, equipmentSchema, purchaseItem, roleSchema, shipClassSchema, weaponSchema } from "./actions";
import { optionsSchema } from "./options";
import { SECTIONS, type Section } from "./ships";
import type { Phase, Step, TerrainKind } from "./state";
import { SIZE_CLASSES, type SizeClass } from "./tables";

const P = "IronStars";
const int = z.int();
const str = z.string();
const hundredths = z.int().describe("Hundredths of an inch");
const degrees = z.int().describe("Whole degrees, 0 east, counter-clockwise");

// enums
const phaseEnum = enumOf<Phase>()(["purchase", "placementOrder", "placement", "play", "over"]).meta({
  id: `${P}Phase`,
  description: "Where the game stands: buying fleets (pick-up), the placement-order choice, set-up, the turns, or over",
});
const stepEnum = enumOf<Step>()(["initiative", "activeMovement", "reactiveMovement", "activeCombat", "reactiveCombat", "end"]).meta({
  id: `${P}Step`,
  description: "The phases of a turn (IS 4.3–4.8)",
});
// The arc, weapon, equipment kind and role are the very enums the actions take (actions.ts).
const arcEnum = arcSchema;
const sizeClassEnum = z
  .enum(SIZE_CLASSES as readonly SizeClass[] as [SizeClass, ...SizeClass[]])
  .meta({ id: `${P}SizeClass`, description: "Size class (IS 2.2): very small to very large" });
const weaponEnum = weaponSchema;
const equipmentKindEnum = equipmentKindSchema;
const sectionEnum = z
  .enum(SECTIONS as readonly Section[] as [Section, ...Section[]])
  .meta({ id: `${P}Section`, description: "A section of the damage location track (IS 2.8)" });
const edgeEnum = enumOf<"south" | "north">()(["south", "north"]).meta({ id: `${P}Edge`, description: "A side's long table edge (IS 3.2)" });
const roleEnum = roleSchema;
const destroyCauseEnum = enumOf<"hull" | "leftTable">()(["hull", "leftTable"]).meta({
  id: `${P}DestroyCause`,
  description: "How a ship was lost: its hull was filled, or it left the table (IS 5.7)",
});
const terrainKindEnum = enumOf<TerrainKind>()(["asteroid", "meteorites", "flotsam"]).meta({
  id: `${P}TerrainKind`,
  description: "An optional terrain feature's kind (IS 1.3, README R24)",
});
const dieEnum = z.union([z.literal(4), z.literal(6), z.literal(8), z.literal(10), z.literal(12)]).describe("Die size: 4, 6, 8, 10 or 12");

// shared pieces
const point = z
  .strictObject({ x: int, y: int })
  .meta({ id: `${P}Point`, description: "A point on the table in hundredths of an inch: x east and y north of the south-west corner" });
const range = z.strictObject({ min: int, max: int }).meta({ id: `${P}Range`, description: "An inclusive range" });
const seatRoll = z.strictObject({ seat: str, roll: int.describe("The d6") }).meta({ id: `${P}SeatRoll`, description: "A seat's d6" });
const rollRounds = z.array(z.array(seatRoll)).describe("Every round of d6, ties re-rolled");

// A ship's equipment now: the design's shape, all of it filled in (actions.ts).
const equipment = equipmentSchema;

/** A purchase item as the buyer gave it: a book class, or a design after its defaults are filled in. */
const purchased = purchaseItem;

const movePathShape = {
  from: point,
  pivot: point.nullable().describe("Where the pivot was made; null for a straight or backward move"),
  to: point,
  facingBefore: degrees,
  facingAfter: degrees,
  distance: hundredths.describe("Hundredths of an inch moved"),
  backward: z.boolean(),
};
const movePath = z
  .strictObject(movePathShape)
  .meta({ id: `${P}MovePath`, description: "A ship's move: from, the pivot, to, and its facings" });

const minefieldShape = {
  id: str,
  layer: str.describe("The ship that laid it"),
  side: str,
  centre: point,
  radius: hundredths,
  factors: int,
  turn: int,
};
const minefield = z
  .strictObject(minefieldShape)
  .meta({ id: `${P}Minefield`, description: "A minefield (IS 7.6): ships whose path crosses it are attacked; it lasts the game" });

const terrainFeature = z
  .strictObject({
    id: str,
    kind: terrainKindEnum,
    centre: point,
    corners: z.array(point).describe("The octagon's corners, anticlockwise"),
    blocksSight: z.boolean().describe("A line of fire touching it is blocked (IS 6.8)"),
    blocksMovement: z.boolean().describe("A centre-point may not travel across it (IS 5.6)"),
  })
  .meta({ id: `${P}TerrainFeature`, description: "An optional terrain feature (IS 1.3): a convex octagon fixed for the game" });

const pendingHit = z
  .strictObject({
    target: str,
    firer: str,
    weapon: weaponEnum,
    die: int.describe("The die rolled on the track: 20, or 12 for torpedoes and their kin"),
    roll: int,
    section: sectionEnum,
  })
  .meta({ id: `${P}PendingHit`, description: "A hit rolled this combat phase, applied at its end (IS 6.11)" });

// the view
export const batteryViewSchema = z
  .strictObject({ guns: int.describe("Guns left now"), of: int.describe("Guns on the record"), die: int, damage: int })
  .meta({ id: `${P}BatteryStatus`, description: "A gun battery now" });

export const trackSectionViewSchema = z
  .strictObject({
    section: sectionEnum,
    from: int.nullable().describe('First d20 result naming it; null where the record prints "-"'),
    to: int.nullable(),
    circles: int,
    filled: int,
    left: int,
  })
  .meta({ id: `${P}TrackSection`, description: "A section of the damage location track and its circles" });

export const sightingViewSchema = z
  .strictObject({
    ship: str,
    arcs: z.array(arcEnum).describe("This ship's arc that holds the other's centre-point (two on a diagonal)"),
    range: hundredths.describe("Centre to centre, hundredths, rounded down"),
    blockedBy: str.nullable().describe("The terrain feature on the line between them, which stops any attack (IS 6.8); null when clear"),
  })
  .meta({ id: `${P}Sighting`, description: "Where an enemy ship on the table lies from this one" });

export const shipViewSchema = z
  .strictObject({
    id: str,
    name: str,
    side: str,
    classId: str.describe('The book class, or "design"'),
    className: str,
    type: str,
    nation: str,
    sizeClass: sizeClassEnum,
    points: int,
    hvp: int.describe("Victory points per hull hit (IS 2.11)"),
    placed: z.boolean(),
    position: point.nullable().describe("Centre-point; null until placed"),
    facing: degrees,
    momentum: int.describe("Whole inches (IS 5.8)"),
    counter: z
      .strictObject({ widthEighths: int, lengthEighths: int })
      .meta({ id: `${P}Counter`, description: "The counter's base in eighths of an inch (IS 2.2); its diagonals bound the firing arcs" }),
    corners: z.array(point).nullable().describe("The base's corners, anticlockwise from the front-left; null off the table"),
    hull: z
      .strictObject({ circles: int, filled: int, left: int, q: z.array(int).describe("Circles (1-based) printed as Q") })
      .meta({ id: `${P}Hull`, description: "Hull circles" }),
    armour: int.describe("Armour left"),
    thrust: int.describe("Thrust left"),
    primary: batteryViewSchema.nullable(),
    secondary: batteryViewSchema.nullable(),
    light: z.strictObject({ guns: int, of: int }).meta({ id: `${P}LightGuns`, description: "Light guns (d4 x1): left, and on the record" }),
    torpedoes: z
      .strictObject({ left: int, of: int, die: int, damage: int })
      .meta({ id: `${P}Torpedoes`, description: "Torpedoes left, on the record, their die and damage value" })
      .nullable(),
    track: z.array(trackSectionViewSchema),
    equipment,
    nets: z.boolean().describe("Torpedo nets deployed (IS 6.16)"),
    moved: z.boolean().describe("Moved in the current movement phase"),
    fired: z.boolean().describe("Fired (or held fire) in the current combat phase"),
    destroyed: z
      .strictObject({ cause: destroyCauseEnum, turn: int })
      .meta({ id: `${P}Destruction`, description: "How and when a ship was lost" })
      .nullable(),
    lastMove: movePath.nullable(),
    sightings: z.array(sightingViewSchema).describe("Where each enemy ship on the table lies from this one"),
  })
  .meta({ id: `${P}Ship`, description: "A ship as everyone sees it: the whole record and every damage track are public" });

export const sideViewSchema = z
  .strictObject({
    seat: str,
    name: str,
    edge: edgeEnum,
    vp: int.describe("Victory points scored so far (IS 4.2)"),
    fleetPoints: int.nullable().describe("The fleet's point value; null while a hidden purchase is unrevealed"),
    ships: int,
    shipsOnTable: int,
    bought: z.boolean().describe("Pick-up game: this side has bought its fleet"),
  })
  .meta({ id: `${P}Side`, description: "A side: its edge, its score and its fleet" });

export const myPurchaseViewSchema = z
  .strictObject({ label: str, items: z.array(purchased), points: int })
  .meta({ id: `${P}MyPurchase`, description: "Your own fleet purchase, hidden from the other side until both have bought" });

export const viewSchema = z
  .strictObject({
    viewer: str.nullable().describe("The seat viewing; null for a spectator"),
    phase: phaseEnum,
    step: stepEnum.nullable().describe("The phase of the turn, while playing"),
    turn: int.describe("0 during set-up"),
    turns: int,
    // The very schema the create body takes, so every generator names it once (IS 10.5).
    options: optionsSchema,
    table: z
      .strictObject({ width: int, height: int })
      .meta({ id: `${P}Table`, description: 'The playing surface in hundredths of an inch (72" × 48")' }),
    sides: z.array(sideViewSchema),
    awaiting: z.array(str).describe("The seats that owe a decision now"),
    active: str.nullable().describe("This turn's active side"),
    initiative: z
      .strictObject({ turn: int, rolls: rollRounds, winner: str, tieBrokenByPreviousLoser: z.boolean() })
      .meta({ id: `${P}Initiative`, description: "This turn's initiative roll (IS 4.3)" })
      .nullable(),
    placementRoll: z
      .strictObject({ rolls: rollRounds, winner: str })
      .meta({ id: `${P}PlacementRoll`, description: "Equal fleets: the d6 roll for placing first (IS 3.3)" })
      .nullable(),
    placer: str.nullable().describe("Who places the next ship"),
    ships: z.array(shipViewSchema),
    minefields: z.array(minefield),
    terrain: z.array(terrainFeature).describe("Optional terrain (IS 1.3); empty without the option"),
    pendingHits: z.array(pendingHit).describe("Hits rolled this combat phase, applied at its end (IS 6.11)"),
    equipmentLosses: z.array(
      z
        .strictObject({ ship: str, excluded: z.array(equipmentKindEnum).describe("Kinds already ruled out") })
        .meta({ id: `${P}EquipmentLoss`, description: "A filled Q circle whose equipment loss is still to be chosen" }),
    ),
    myPurchase: myPurchaseViewSchema.nullable(),
    outcome: outcomeSchema.nullable(),
  })
  .meta({
    id: `${P}View`,
    description: "The battle as the caller may see it: all of the table; another side's fleet only once both have bought",
  });

// events
const event = <T extends string, S extends z.ZodRawShape>(type: T, description: string, shape: S) =>
  z.strictObject({ type: z.literal(type), ...shape }).meta({ id: `${P}${type}`, description });

const fleetBought = event("FleetBought", "A side bought its fleet; under hidden purchase only the buyer sees what until both have bought", {
  seat: str,
  hidden: z.boolean().optional().describe("Bought under hidden purchase"),
  items: z.array(purchased).optional().describe("The ships; left out for the other side until the fleets are revealed"),
  points: int.optional(),
  label: str.optional().describe("A unique label of this purchase, readable by its buyer alone until both have bought"),
});
const fleetShip = z
  .strictObject({ id: str, name: str, classId: str, points: int })
  .meta({ id: `${P}FleetShip`, description: "A ship of a revealed fleet" });
const fleetsRevealed = event("FleetsRevealed", "Both sides had bought: every fleet is shown", {
  fleets: z.array(
    z.strictObject({ seat: str, points: int, ships: z.array(fleetShip) }).meta({ id: `${P}RevealedFleet`, description: "A side's fleet" }),
  ),
});
const fleetsUnbalanced = event(
  "FleetsUnbalanced",
  "The hidden purchases differed by more than 10% of the lesser (IS 3.1): both are void and both sides buy again",
  {
    fleets: z.array(
      z.strictObject({ seat: str, points: int }).meta({ id: `${P}UnbalancedFleet`, description: "A side's void purchase: its total only" }),
    ),
  },
);
const placementOrderRolled = event("PlacementOrderRolled", "Equal fleets rolled a d6 for placing first", {
  rolls: rollRounds,
  winner: str,
});
const placementOrderChosen = event("PlacementOrderChosen", "The roll's winner chose who places first", {
  seat: str,
  placeFirst: z.boolean(),
  first: str,
});
const shipPlaced = event("ShipPlaced", "A ship was placed", { seat: str, ship: str, position: point, facing: degrees, momentum: int });
const turnBegan = event("TurnBegan", "A turn began", { turn: int });
const initiativeRolled = event("InitiativeRolled", "The initiative was rolled", {
  turn: int,
  rolls: rollRounds,
  winner: str,
  tieBrokenByPreviousLoser: z.boolean(),
});
const roleChosen = event("RoleChosen", "The initiative winner chose its role", { seat: str, role: roleEnum, active: str });
const shipMoved = event("ShipMoved", "A ship moved", { ship: str, momentum: int.describe("Its momentum now"), ...movePathShape });
const shipLeftTable = event("ShipLeftTable", "A ship's centre-point left the table: it is destroyed (IS 5.7)", { ship: str, at: point });
const minefieldLaid = event("MinefieldLaid", "A ship laid a minefield where its move started", minefieldShape);
const minefieldAttacked = event("MinefieldAttacked", "A ship crossed a minefield: a d6 per factor, a hull hit per 6", {
  ship: str,
  minefield: str,
  dice: z.array(int),
  hullHits: int,
});
const arcRolledOff = event("ArcRolledOff", "A target on an arc line: the roll-off that settled the arc (IS 6.3)", {
  firer: str,
  target: str,
  arcs: z.array(arcEnum),
  rolls: rollRounds,
  winner: str,
  arc: arcEnum,
});
const volleyFired = event("VolleyFired", "A volley: the dice against the target number, the hits and their location rolls", {
  ship: str,
  weapon: weaponEnum,
  target: str,
  arc: arcEnum,
  range: hundredths,
  targetNumber: int,
  die: int,
  dice: z.array(int),
  combined: z.array(int).describe("Open-ended results: maximum rolls combined into one (IS 6.14)"),
  hits: int,
  locations: z.array(
    z
      .strictObject({ roll: int, section: sectionEnum })
      .meta({ id: `${P}Location`, description: "A hit's location roll and the section it names" }),
  ),
});
const shipHeldFire = event("ShipHeldFire", "A ship held its fire", { ship: str });
const damageApplied = event("DamageApplied", "The phase's hits on a ship were applied (IS 6.11)", {
  ship: str,
  points: z.array(
    z
      .strictObject({ rolled: sectionEnum, applied: sectionEnum })
      .meta({ id: `${P}DamagePoint`, description: "A damage point: the section rolled and where it landed (IS 6.10)" }),
  ),
  hullLeft: int,
});
const equipmentHit = event("EquipmentHit", "A Q circle was filled", {
  ship: str,
  circle: int.describe("The hull circle (1-based) that was a Q"),
});
const equipmentLost = event("EquipmentLost", "A ship lost a piece of equipment", {
  ship: str,
  equipment: equipmentKindEnum,
  dice: z.array(int).describe("Rockets and fire arrows: the 2d4 rolled"),
  lost: int,
  insteadAnother: z.boolean().describe("The roll exceeded what was left: another piece must be chosen"),
});
const shipDestroyed = event("ShipDestroyed", "A ship was lost", {
  ship: str,
  cause: destroyCauseEnum,
  vp: int.describe("Victory points the other side scores"),
});
const combatPhaseEnded = event("CombatPhaseEnded", "A combat phase ended", { step: stepEnum });
const netsSet = event("NetsSet", "A side set its torpedo nets", { seat: str, deployed: z.array(str) });
const turnEnded = event("TurnEnded", "A turn ended", {
  turn: int,
  vp: z.record(z.string(), int).meta({ id: `${P}SeatVp`, description: "Victory points by seat" }),
});
const gameEnded = event("GameEnded", "The game ended", { outcome: outcomeSchema });
const sideResigned = event("SideResigned", "A side left the game", { seat: str });

export const eventSchema = z
  .discriminatedUnion("type", [
    fleetBought,
    fleetsRevealed,
    fleetsUnbalanced,
    placementOrderRolled,
    placementOrderChosen,
    shipPlaced,
    turnBegan,
    initiativeRolled,
    roleChosen,
    shipMoved,
    shipLeftTable,
    minefieldLaid,
    minefieldAttacked,
    arcRolledOff,
    volleyFired,
    shipHeldFire,
    damageApplied,
    equipmentHit,
    equipmentLost,
    shipDestroyed,
    combatPhaseEnded,
    netsSet,
    turnEnded,
    gameEnded,
    sideResigned,
  ])
  .meta({ id: `${P}Event`, description: "Something that happened in a game of Iron Stars" });

export type FleetBought = z.infer<typeof fleetBought>;
export type FleetsRevealed = z.infer<typeof fleetsRevealed>;
export type FleetsUnbalanced = z.infer<typeof fleetsUnbalanced>;
export type PlacementOrderRolled = z.infer<typeof placementOrderRolled>;
export type PlacementOrderChosen = z.infer<typeof placementOrderChosen>;
export type ShipPlaced = z.infer<typeof shipPlaced>;
export type TurnBegan = z.infer<typeof turnBegan>;
export type InitiativeRolled = z.infer<typeof initiativeRolled>;
export type RoleChosen = z.infer<typeof roleChosen>;
export type ShipMoved = z.infer<typeof shipMoved>;
export type ShipLeftTable = z.infer<typeof shipLeftTable>;
export type MinefieldLaid = z.infer<typeof minefieldLaid>;
export type MinefieldAttacked = z.infer<typeof minefieldAttacked>;
export type ArcRolledOff = z.infer<typeof arcRolledOff>;
export type VolleyFired = z.infer<typeof volleyFired>;
export type ShipHeldFire = z.infer<typeof shipHeldFire>;
export type DamageApplied = z.infer<typeof damageApplied>;
export type EquipmentHit = z.infer<typeof equipmentHit>;
export type EquipmentLost = z.infer<typeof equipmentLost>;
export type ShipDestroyed = z.infer<typeof shipDestroyed>;
export type CombatPhaseEnded = z.infer<typeof combatPhaseEnded>;
export type NetsSet = z.infer<typeof netsSet>;
export type TurnEnded = z.infer<typeof turnEnded>;
export type GameEnded = z.infer<typeof gameEnded>;
export type SideResigned = z.infer<typeof sideResigned>;
export type IronStarsEvent = z.infer<typeof eventSchema>;

// bounds
const limits = range;
const purchaseBounds = z
  .strictObject({
    points: range,
    maxShips: int,
    classes: z.array(
      z
        .strictObject({ class: shipClassSchema, name: str, type: str, points: int })
        .meta({ id: `${P}ClassOffer`, description: "A book class and its point value" }),
    ),
    designs: z.boolean().describe("Designs are allowed"),
    designLimits: z
      .strictObject({
        points: limits,
        hull: limits,
        armour: limits,
        thrust: limits,
        guns: limits,
        primaryDamage: limits,
        secondaryDamage: limits,
        torpedoDamage: limits,
        expendables: limits,
        mines: limits,
      })
      .meta({ id: `${P}DesignLimits`, description: "The ranges a design must respect (IS 9, R7)" })
      .nullable(),
  })
  .meta({
    id: `${P}PurchaseBounds`,
    description: "Buying a fleet: the range its cost must lie in (IS 3.1, R8), the ship limit and the book's classes",
  });

const shipAt = z.strictObject({ ship: str, position: point }).meta({ id: `${P}ShipAt`, description: "A placed ship and its centre-point" });
const formation = z
  .discriminatedUnion("kind", [
    z.strictObject({ kind: z.literal("lineHead") }).meta({ id: `${P}LineHead`, description: "The head of a line: under the edge rule" }),
    z
      .strictObject({ kind: z.literal("line"), behind: str, within: hundredths, note: str })
      .meta({ id: `${P}LineAstern`, description: "Astern of the ship ahead, within this distance, each in the other's fore/aft arc" }),
    z
      .strictObject({ kind: z.literal("flank"), lineShips: z.array(str), within: hundredths, note: str })
      .meta({ id: `${P}Flank`, description: "Beside one of the line ships, within this distance, in its port or starboard arc" }),
  ])
  .meta({ id: `${P}Formation`, description: "Scenario One: where a formation ship must stand (IS 8.1)" });

const placementBounds = z
  .strictObject({
    ships: z.array(
      z
        .strictObject({ ship: str, momentum: range })
        .meta({ id: `${P}PlaceableShip`, description: "A ship that may be placed now and its starting momentum" }),
    ),
    facing: z
      .strictObject({ min: z.literal(0), max: z.literal(359) })
      .meta({ id: `${P}FacingRange`, description: "Any whole-degree facing" }),
    edge: z
      .strictObject({ edge: edgeEnum, within: hundredths })
      .meta({ id: `${P}EdgeRule`, description: "The first ship: at most this far from the side's own edge (IS 3.5)" })
      .nullable(),
    ring: z
      .strictObject({ centre: point, ship: str, minDistance: hundredths, maxDistance: hundredths })
      .meta({ id: `${P}RingRule`, description: "The second ship: between these distances of the first (IS 3.6)" })
      .nullable(),
    nearFriendly: z
      .strictObject({ within: hundredths, ships: z.array(shipAt) })
      .meta({ id: `${P}NearFriendlyRule`, description: "Later ships: within this of at least one of these friendly ships (IS 3.7)" })
      .nullable(),
    awayFromEnemy: z
      .strictObject({ atLeast: hundredths, ships: z.array(shipAt) })
      .meta({ id: `${P}AwayFromEnemyRule`, description: "…and no closer than this to every one of these enemy ships (IS 3.7)" })
      .nullable(),
    formation: formation.nullable(),
  })
  .meta({
    id: `${P}PlacementBounds`,
    description: "Placing a ship: which may be placed now, and the rule its position is under (IS 3.3–3.7)",
  });

const turnLimits = z
  .strictObject({
    basic: int.nullable().describe("Basic rules: one pivot of up to this, with second ≤ first"),
    start: int.nullable().describe("Advanced turning: before any move (first = 0)"),
    mid: int.nullable().describe("Advanced turning: mid-move (second ≤ first)"),
    end: int.nullable().describe("Advanced turning: as the last thing done (second = 0)"),
  })
  .meta({ id: `${P}TurnLimits`, description: "The largest turn, in degrees either way" });
const shipMoveBounds = z
  .strictObject({
    ship: str,
    position: point,
    facing: degrees,
    momentum: int,
    thrust: int,
    minDistance: hundredths.describe("Least total distance (first + second)"),
    maxDistance: hundredths.describe("Most total distance (first + second)"),
    mayTurn: z.boolean().describe("False with torpedo nets deployed"),
    turn: turnLimits,
    backward: z
      .strictObject({ maxDistance: hundredths })
      .meta({ id: `${P}BackwardLimit`, description: "Moving backwards: the most the ship may back (IS 5.9)" })
      .nullable(),
    mines: int.describe("Mine factors it may lay this move"),
  })
  .meta({ id: `${P}ShipMoveBounds`, description: "One unmoved ship's move: distances in hundredths, turns in degrees (IS 5)" });
const moveBounds = z
  .strictObject({ ships: z.array(shipMoveBounds) })
  .meta({ id: `${P}MoveBounds`, description: "Moving: every ship still to move" });

const targetBounds = z
  .strictObject({
    target: str,
    arcs: z.array(arcEnum).describe("Its arc from the firer (two on a diagonal)"),
    range: hundredths.describe("Centre to centre, hundredths"),
    targetNumber: int,
    maxGuns: int.describe("Most that may fire at it"),
  })
  .meta({ id: `${P}TargetBounds`, description: "A target a weapon reaches" });
const weaponBounds = z
  .strictObject({
    weapon: weaponEnum,
    guns: int,
    die: dieEnum,
    damage: int,
    maxRange: hundredths.describe("Reaches targets closer than this"),
    perArc: int.nullable().describe("Light guns: most into any one arc"),
    targets: z.array(targetBounds),
  })
  .meta({ id: `${P}WeaponBounds`, description: "A weapon that can fire and the targets it reaches" });
const shipFireBounds = z
  .strictObject({ ship: str, weapons: z.array(weaponBounds) })
  .meta({ id: `${P}ShipFireBounds`, description: "One ship's weapons that can fire, with their targets" });
const fireBounds = z
  .strictObject({ ships: z.array(shipFireBounds) })
  .meta({ id: `${P}FireBounds`, description: "Firing: every ship still to fire (IS 6)" });

const netsBounds = z
  .strictObject({
    ships: z.array(z.strictObject({ ship: str, deployed: z.boolean() }).meta({ id: `${P}NetsStatus`, description: "A ship's nets now" })),
  })
  .meta({
    id: `${P}NetsBounds`,
    description: "Setting torpedo nets: each net-carrying ship and whether its nets are deployed now (IS 6.16)",
  });

/** The bounds of buyFleet, placeShip, move, fire and setNets; the other prompts list choices. */
export const boundsSchema = z
  .union([purchaseBounds, placementBounds, moveBounds, fireBounds, netsBounds])
  .meta({ id: `${P}Bounds`, description: "The limits of a continuous decision, by its prompt" });

// The bounds interfaces live beside the rules that build them; pending.ts holds them to these shapes.
export interface BoundsShapes {
  purchase: z.infer<typeof purchaseBounds>;
  placement: z.infer<typeof placementBounds>;
  shipMove: z.infer<typeof shipMoveBounds>;
  move: z.infer<typeof moveBounds>;
  target: z.infer<typeof targetBounds>;
  weapon: z.infer<typeof weaponBounds>;
  shipFire: z.infer<typeof shipFireBounds>;
  fire: z.infer<typeof fireBounds>;
  nets: z.infer<typeof netsBounds>;
  any: z.infer<typeof boundsSchema>;
}

export type IronStarsView = z.infer<typeof viewSchema>;
export type ShipView = z.infer<typeof shipViewSchema>;
export type SideView = z.infer<typeof sideViewSchema>;
export type SightingView = z.infer<typeof sightingViewSchema>;
export type TrackSectionView = z.infer<typeof trackSectionViewSchema>;
export type BatteryView = z.infer<typeof batteryViewSchema>;
export type MyPurchaseView = z.infer<typeof myPurchaseViewSchema>;
