// Iron Stars in GraphQL: its view, actions, events, options and the bounds of its continuous
// decisions as real types. Distances and positions are integers in hundredths of an inch, angles
// whole degrees (IS 10.2). Everything is checked against the engine's types at compile time:
// enums list exactly the values of the engine's unions, every object lists exactly the fields of
// the engine type it shows, and the action, event and bounds unions have one member per variant,
// so a change in the rules engine fails to compile here until the schema follows it.
import { ListRef } from "@pothos/core";
import type {
  Arc,
  ArcRoll,
  BatteryView,
  BuyFleetAction,
  ChoosePlacementOrderAction,
  ChooseRoleAction,
  CombatPhaseEnded,
  DamageApplied,
  Design,
  Equipment,
  EquipmentHit,
  EquipmentKind,
  EquipmentLost,
  FireAction,
  FireBounds,
  FiringBoundsList,
  FleetBought,
  FleetsRevealed,
  FleetsUnbalanced,
  FormationRule,
  GameEnded,
  InitiativeRolled,
  IronStarsAction,
  IronStarsActionInput,
  IronStarsBounds,
  IronStarsEvent,
  IronStarsOptions,
  IronStarsView,
  LoseEquipmentAction,
  Minefield,
  TerrainFeature,
  TerrainKind,
  MinefieldAttacked,
  MoveBackwardAction,
  MoveBounds,
  MovePath,
  MovementBoundsList,
  MoveShipAction,
  MyPurchaseView,
  NetsBounds,
  NetsSet,
  PendingHit,
  Phase,
  PlaceShipAction,
  PlacementBounds,
  PlacementOrderChosen,
  PlacementOrderRolled,
  Point,
  PurchaseBounds,
  PurchaseItem,
  RoleChosen,
  Section,
  SeatRoll,
  SetNetsAction,
  ShipDestroyed,
  ShipHeldFire,
  ShipLeftTable,
  ShipMoved,
  ShipPlaced,
  ShipView,
  SideResigned,
  SideView,
  SightingView,
  SizeClass,
  Step,
  TargetBounds,
  TrackRange,
  TrackSectionView,
  TurnBegan,
  TurnEnded,
  TurnLimits,
  VolleyFired,
  Volley,
  Weapon,
  WeaponBounds,
} from "../../src/games/iron-stars";
import { CLASS_IDS } from "../../src/games/iron-stars/ships";
import type { Prompt } from "../../src/games/iron-stars/owing";
import { builder } from "../builder";
import { plainInput, plainObject, unionByTag, type FieldSpec } from "../fields";
import { OutcomeRef } from "../game";
import { defineGameSchema, stripNulls } from "../game-kind";

const prefix = "IronStars";

/**
 * An enum over every value of the engine's string union T: leaving a value out (or adding one
 * the engine does not know) fails to compile, so the schema cannot drift from the rules.
 */
function enumOf<T extends string>() {
  return <const A extends readonly T[]>(name: string, description: string, values: A & ([T] extends [A[number]] ? unknown : { missing: Exclude<T, A[number]> })) =>
    builder.enumType(`${prefix}${name}`, { description, values: values as readonly T[] });
}

/** The field specs of an object type showing T: exactly T's keys, optional ones included. */
type Fields<T> = { [K in keyof T]-?: FieldSpec };

/** An object type with exactly the fields of the engine's type T (a missing or unknown field fails to compile). */
function objectOf<T>() {
  return (name: string, description: string, fields: Fields<T>) => plainObject<T>(`${prefix}${name}`, description, fields as Record<string, FieldSpec>);
}

type InputSpec = { type: Parameters<typeof plainInput>[2][string]["type"]; required?: boolean; description?: string };
/** An input type with exactly the fields of the engine's input type T. */
function inputOf<T>() {
  return (name: string, description: string, fields: { [K in keyof T]-?: InputSpec }) => plainInput(`${prefix}${name}`, description, fields as Record<string, InputSpec>);
}

// ---- enums -----------------------------------------------------------------------------------

const PhaseEnum = enumOf<Phase>()("Phase", "Where the game stands: buying fleets (pick-up), the placement-order choice, set-up, the turns, or over", [
  "purchase",
  "placementOrder",
  "placement",
  "play",
  "over",
]);
const StepEnum = enumOf<Step>()("Step", "The phases of a turn (IS 4.3–4.8)", ["initiative", "activeMovement", "reactiveMovement", "activeCombat", "reactiveCombat", "end"]);
const PromptEnum = enumOf<Prompt>()("Prompt", "The kind of decision a seat owes", [
  "buyFleet",
  "choosePlacementOrder",
  "placeShip",
  "chooseRole",
  "move",
  "fire",
  "loseEquipment",
  "setNets",
]);
const ArcEnum = enumOf<Arc>()("Arc", "A firing arc, bounded by the lines through the counter's opposite corners (IS 6.2)", ["forward", "aft", "port", "starboard"]);
const SizeClassEnum = enumOf<SizeClass>()("SizeClass", "Size class by hull points (IS 2.2): very small, small, medium, large, very large", ["VS", "S", "M", "L", "VL"]);
const WeaponEnum = enumOf<Weapon>()("Weapon", "What a ship fires: its gun batteries, torpedoes, or special equipment (IS 6, IS 7)", [
  "primary",
  "secondary",
  "light",
  "torpedoes",
  "rockets",
  "fireArrows",
  "keelBombard",
]);
const EquipmentKindEnum = enumOf<EquipmentKind>()("EquipmentKind", "A kind of special equipment a Q hit can cost (IS 6.12, IS 7)", [
  "rockets",
  "fireArrows",
  "mine",
  "lightningProjectors",
  "gyroscopicStabilizer",
  "keelBombard",
]);
const SECTIONS = ["hull", "armour", "thrust", "primary", "secondary", "light"] as const;
const SectionEnum = enumOf<Section>()("Section", "A section of the damage location track, left to right (IS 2.8)", SECTIONS);
const EdgeEnum = enumOf<SideView["edge"]>()("Edge", "A side's long edge of the table (IS 3.2): the first seat south (y = 0), the second north", ["south", "north"]);
const RoleEnum = enumOf<ChooseRoleAction["role"]>()("Role", "Active: moves and fires first; reactive: second (IS 4.3)", ["active", "reactive"]);
const DestroyCauseEnum = enumOf<ShipDestroyed["cause"]>()("DestroyCause", "How a ship was lost: its hull was filled, or it left the table (IS 5.7)", ["hull", "leftTable"]);
const ScenarioEnum = enumOf<IronStarsOptions["scenario"]>()("Scenario", "Scenario One (IS 8.1), or the pick-up game where each side buys a fleet (IS 8.2)", ["meetingEngagement", "pickUp"]);
const SpecialEquipmentEnum = enumOf<IronStarsOptions["specialEquipment"]>()("SpecialEquipmentRules", "Starpost's reconstructed special-equipment rules, or equipment that does nothing (IS 7)", [
  "reconstructed",
  "inert",
]);
const NikeTrackEnum = enumOf<IronStarsOptions["nikeTrack"]>()("NikeTrack", "HMES Nike's damage track: as the text reads it, or the row printed on her record (IS 2.8)", ["text", "printed"]);
const BatteryEnum = enumOf<NonNullable<Equipment["lightningProjectors"]>>()("Battery", "A gun battery that can be lightning projectors (IS 7.3)", ["primary", "secondary"]);
/** The book's records; not a compile-time list (the records are data), but every id the engine knows. */
const ShipClassEnum = builder.enumType(`${prefix}ShipClass`, { description: "A ship record printed in the book (IS 2, IS 8.1)", values: CLASS_IDS });

// ---- shared pieces ---------------------------------------------------------------------------

const PointRef = objectOf<Point>()("Point", "A point on the table in hundredths of an inch: x east and y north of the south-west corner", { x: "Int", y: "Int" });
const RangeRef = objectOf<{ min: number; max: number }>()("Range", "An inclusive range", { min: "Int", max: "Int" });
const SeatRollRef = objectOf<SeatRoll>()("SeatRoll", "A seat's d6", { seat: "String", roll: "Int" });
const rollRounds = { type: [new ListRef(SeatRollRef, false)], description: "Every round of d6, ties re-rolled" } as const;

const GunsRef = objectOf<NonNullable<Design["primary"]>>()("Guns", "A battery on a record: how many, the die, and the damage value (d20s rolled per hit, d12s for torpedoes)", {
  guns: "Int",
  die: { type: "Int", description: "4, 6, 8, 10 or 12" },
  damage: "Int",
});
const TrackRangeRef = objectOf<NonNullable<TrackRange>>()("TrackRange", "The d20 results that name a section, inclusive", { from: "Int", to: "Int" });
const TrackRef = objectOf<Design["track"]>()(
  "Track",
  "A record's damage location track; null where the record prints \"-\"",
  Object.fromEntries(SECTIONS.map((x) => [x, { type: TrackRangeRef, nullable: true }])) as Fields<Design["track"]>,
);
const EquipmentRef = objectOf<Equipment>()("Equipment", "Special equipment aboard (IS 7): expended or lost pieces are gone", {
  rockets: { type: "Int", description: "Congreve rockets left (one piece however many)" },
  fireArrows: { type: "Int", description: "Fire arrows left (one piece however many)" },
  mines: { type: "Int", description: "Mine factors left (each a piece)" },
  lightningProjectors: { type: BatteryEnum, nullable: true, description: "The battery that is lightning projectors" },
  gyroscopicStabilizer: "Boolean",
  keelBombard: "Boolean",
});
const DesignRef = objectOf<Design>()("Design", "A user-designed ship record (IS 9); its size class and hull VP are derived", {
  name: "String",
  type: "String",
  points: "Int",
  hull: "Int",
  armour: "Int",
  thrust: "Int",
  primary: { type: GunsRef, nullable: true },
  secondary: { type: GunsRef, nullable: true },
  light: { type: "Int", description: "Light guns, d4 x1" },
  torpedoes: { type: GunsRef, nullable: true },
  track: TrackRef,
  q: { type: ["Int"], description: "Hull circles (1-based) printed as Q" },
  equipment: EquipmentRef,
});

type BookItem = Extract<PurchaseItem, { class: string }>;
type DesignItem = Extract<PurchaseItem, { design: unknown }>;
const BookShipRef = objectOf<BookItem>()("BookShip", "A ship of a class from the book's records", { class: ShipClassEnum });
const DesignedShipRef = objectOf<DesignItem>()("DesignedShip", "A ship of the buyer's own design", { design: DesignRef });
const PurchaseItemRef = builder.unionType(`${prefix}PurchaseItem`, {
  description: "One ship of a fleet: a book class or a design",
  types: [BookShipRef, DesignedShipRef],
  resolveType: (item: PurchaseItem) => ("design" in item ? DesignedShipRef : BookShipRef),
});

const MovePathFields: Fields<MovePath> = {
  from: PointRef,
  pivot: { type: PointRef, nullable: true, description: "Where the pivot was made; null for a straight or backward move" },
  to: PointRef,
  facingBefore: "Int",
  facingAfter: "Int",
  distance: { type: "Int", description: "Hundredths of an inch moved" },
  backward: "Boolean",
};
const MovePathRef = objectOf<MovePath>()("MovePath", "A ship's move: from, the pivot, to, and its facings", MovePathFields);

const minefieldFields: Fields<Minefield> = {
  id: "String",
  layer: { type: "String", description: "The ship that laid it" },
  side: "String",
  centre: PointRef,
  radius: { type: "Int", description: "Hundredths of an inch" },
  factors: "Int",
  turn: "Int",
};
const TerrainKindEnum = enumOf<TerrainKind>()("TerrainKind", "An optional terrain feature's kind (IS 1.3, README R24)", ["asteroid", "meteorites", "flotsam"]);
const TerrainFeatureRef = objectOf<TerrainFeature>()("TerrainFeature", "An optional terrain feature (IS 1.3): a convex octagon fixed for the game", {
  id: "String",
  kind: TerrainKindEnum,
  centre: PointRef,
  corners: { type: [PointRef], description: "The octagon's corners, anticlockwise" },
  blocksSight: { type: "Boolean", description: "A line of fire touching it is blocked (IS 6.8)" },
  blocksMovement: { type: "Boolean", description: "A centre-point may not travel across it (IS 5.6)" },
});
const MinefieldRef = objectOf<Minefield>()("Minefield", "A minefield (IS 7.6): ships whose path crosses it are attacked; it lasts the game", minefieldFields);

// ---- actions: output types (pending choices, suggestions) and the @oneOf input -------------

const VolleyRef = objectOf<Volley>()("Volley", "Guns of one weapon fired at one target", {
  weapon: WeaponEnum,
  target: "String",
  guns: "Int",
  arc: { type: ArcEnum, nullable: true, description: "For a target on an arc line: the arc claimed (IS 6.3)" },
});

function actionOf<A extends IronStarsAction>() {
  return (name: string, description: string, fields: Fields<Omit<A, "type">>) => plainObject<A>(`${prefix}${name}`, description, { type: "String", ...(fields as Record<string, FieldSpec>) });
}

const Action = unionByTag(`${prefix}Action`, "An action a seat can post", {
  // `satisfies` below: every action type of the engine has its member, and no other.
  buyFleet: actionOf<BuyFleetAction>()("BuyFleet", "Pick-up game: the ships of your fleet (hidden until both have bought)", { ships: [PurchaseItemRef] }),
  choosePlacementOrder: actionOf<ChoosePlacementOrderAction>()("ChoosePlacementOrder", "Equal fleets: place first or second (IS 3.3)", { placeFirst: "Boolean" }),
  placeShip: actionOf<PlaceShipAction>()("PlaceShip", "Set-up: place one ship (IS 3.3–3.7)", {
    ship: "String",
    x: { type: "Int", description: "Hundredths of an inch east of the south-west corner" },
    y: { type: "Int", description: "Hundredths of an inch north of the south-west corner" },
    facing: { type: "Int", description: "Whole degrees, 0 east, counter-clockwise" },
    momentum: { type: "Int", description: "Starting momentum, whole inches" },
  }),
  chooseRole: actionOf<ChooseRoleAction>()("ChooseRole", "The initiative winner's role this turn (IS 4.3)", { role: RoleEnum }),
  moveShip: actionOf<MoveShipAction>()("MoveShip", "Move one ship straight ahead with at most one pivot (IS 5)", {
    ship: "String",
    first: { type: "Int", description: "Hundredths of an inch before the turn" },
    turn: { type: "Int", description: "Degrees, positive to port" },
    second: { type: "Int", description: "Hundredths of an inch after the turn" },
    mines: { type: "Int", description: "Mine factors laid where the move starts (IS 7.6)" },
  }),
  moveBackward: actionOf<MoveBackwardAction>()("MoveBackward", "Move one ship straight back (IS 5.9, advanced)", { ship: "String", distance: "Int", mines: "Int" }),
  fire: actionOf<FireAction>()("Fire", "Everything one ship fires this phase; no volleys holds its fire (IS 6)", { ship: "String", volleys: [VolleyRef] }),
  ceaseFire: actionOf<Extract<IronStarsAction, { type: "ceaseFire" }>>()("CeaseFire", "Every ship of yours that has not fired holds its fire", {}),
  loseEquipment: actionOf<LoseEquipmentAction>()("LoseEquipment", "A Q circle was filled: the equipment the ship loses (IS 6.12)", { ship: "String", equipment: EquipmentKindEnum }),
  setNets: actionOf<SetNetsAction>()("SetNets", "End phase: which ships deploy torpedo nets (IS 6.16)", { deployed: ["String"] }),
} satisfies Record<IronStarsAction["type"], object>);

type ActionInputOf<T extends IronStarsActionInput["type"]> = Extract<IronStarsActionInput, { type: T }>;
/** An action's input fields: the action's own, `type` aside (the @oneOf field name gives it). */
type InputOf<T extends IronStarsActionInput["type"]> = Omit<ActionInputOf<T>, "type">;
type DesignInput = Extract<ActionInputOf<"buyFleet">["ships"][number], { design: unknown }>["design"];

const GunsInput = inputOf<NonNullable<DesignInput["primary"]>>()("GunsInput", "A battery: guns, die (4, 6, 8, 10 or 12) and damage value", {
  guns: { type: "Int" },
  die: { type: "Int" },
  damage: { type: "Int" },
});
const TrackRangeInput = inputOf<NonNullable<DesignInput["track"]["hull"]>>()("TrackRangeInput", "d20 results, inclusive", { from: { type: "Int" }, to: { type: "Int" } });
const TrackInput = inputOf<DesignInput["track"]>()(
  "TrackInput",
  "The damage location track: ranges covering 1–20 left to right; leave a section out (or null) where the record has none",
  Object.fromEntries(SECTIONS.map((x) => [x, { type: TrackRangeInput, required: false }])) as { [K in Section]: InputSpec },
);
const EquipmentInput = inputOf<NonNullable<DesignInput["equipment"]>>()("EquipmentInput", "Special equipment aboard; anything left out is none", {
  rockets: { type: "Int", required: false },
  fireArrows: { type: "Int", required: false },
  mines: { type: "Int", required: false, description: "Mine factors" },
  lightningProjectors: { type: BatteryEnum, required: false },
  gyroscopicStabilizer: { type: "Boolean", required: false },
  keelBombard: { type: "Boolean", required: false },
});
const DesignInputRef = inputOf<DesignInput>()("DesignInput", "A user-designed record (IS 9), checked against the book's ranges", {
  name: { type: "String" },
  type: { type: "String", required: false, description: 'e.g. "Light Cruiser"; "Design" if left out' },
  points: { type: "Int", description: "Point value, supplied by the designer" },
  hull: { type: "Int" },
  armour: { type: "Int" },
  thrust: { type: "Int" },
  primary: { type: GunsInput, required: false },
  secondary: { type: GunsInput, required: false },
  light: { type: "Int", required: false },
  torpedoes: { type: GunsInput, required: false },
  track: { type: TrackInput },
  q: { type: ["Int"], required: false, description: "Hull circles (1-based) printed as Q" },
  equipment: { type: EquipmentInput, required: false },
});
const PurchaseItemInput = builder.inputType(`${prefix}PurchaseItemInput`, {
  description: "One ship (@oneOf): a book class or a design",
  isOneOf: true,
  fields: (t) => ({
    class: t.field({ type: ShipClassEnum, required: false }),
    design: t.field({ type: DesignInputRef, required: false }),
  }),
});
const VolleyInput = inputOf<Volley>()("VolleyInput", "Guns of one weapon at one target", {
  weapon: { type: WeaponEnum },
  target: { type: "String" },
  guns: { type: "Int" },
  arc: { type: ArcEnum, required: false, description: "Only for a target exactly on an arc line: the arc you claim (IS 6.3)" },
});

const actionInputs = {
  buyFleet: inputOf<InputOf<"buyFleet">>()("BuyFleetInput", "Your fleet: 1 to 24 ships", { ships: { type: [PurchaseItemInput] } }),
  choosePlacementOrder: inputOf<InputOf<"choosePlacementOrder">>()("ChoosePlacementOrderInput", "Place first or second", { placeFirst: { type: "Boolean" } }),
  placeShip: inputOf<InputOf<"placeShip">>()("PlaceShipInput", "Place one ship; positions in hundredths of an inch", {
    ship: { type: "String" },
    x: { type: "Int" },
    y: { type: "Int" },
    facing: { type: "Int", description: "0–359, 0 east, counter-clockwise" },
    momentum: { type: "Int", description: "Whole inches, within the bounds" },
  }),
  chooseRole: inputOf<InputOf<"chooseRole">>()("ChooseRoleInput", "Your role this turn", { role: { type: RoleEnum } }),
  moveShip: inputOf<InputOf<"moveShip">>()("MoveShipInput", "Straight ahead, one optional pivot, straight ahead; hundredths of an inch and whole degrees", {
    ship: { type: "String" },
    first: { type: "Int", description: "Before the turn (the whole move without one)" },
    turn: { type: "Int", required: false, description: "-180 to 180, positive to port; 0 if left out" },
    second: { type: "Int", required: false, description: "After the turn; 0 if left out" },
    mines: { type: "Int", required: false, description: "Mine factors to lay, 0 to 3" },
  }),
  moveBackward: inputOf<InputOf<"moveBackward">>()("MoveBackwardInput", "Straight back (advanced rule)", {
    ship: { type: "String" },
    distance: { type: "Int", description: "Hundredths of an inch" },
    mines: { type: "Int", required: false },
  }),
  fire: inputOf<InputOf<"fire">>()("FireInput", "Everything one ship fires; an empty list holds its fire", { ship: { type: "String" }, volleys: { type: [VolleyInput] } }),
  ceaseFire: "Boolean",
  loseEquipment: inputOf<InputOf<"loseEquipment">>()("LoseEquipmentInput", "The piece of equipment lost to a Q hit", { ship: { type: "String" }, equipment: { type: EquipmentKindEnum } }),
  setNets: inputOf<InputOf<"setNets">>()("SetNetsInput", "Ships with nets deployed next turn; every other is raised", { deployed: { type: ["String"] } }),
} satisfies Record<IronStarsAction["type"], object | "Boolean">;

const ActionInput = builder.inputType(`${prefix}ActionInput`, {
  description: "Exactly one action (@oneOf); the field name is the action's type",
  isOneOf: true,
  fields: (t) =>
    Object.fromEntries(
      Object.entries(actionInputs).map(([type, ref]) => [
        type,
        ref === "Boolean" ? t.boolean({ required: false, description: "true: every ship of yours that has not fired holds its fire, ending your combat phase" }) : t.field({ type: ref as never, required: false }),
      ]),
    ) as never,
});

/** A design from GraphQL: absent optional fields left out, every track section present (null where none). */
function toDesign(d: Record<string, unknown>): Record<string, unknown> {
  const track = (d.track ?? {}) as Record<string, unknown>;
  return {
    ...stripNulls(d),
    track: Object.fromEntries(SECTIONS.map((x) => [x, track[x] ?? null])),
    ...(d.equipment ? { equipment: stripNulls(d.equipment as Record<string, unknown>) } : {}),
  };
}

/** `{ fire: { ship, volleys: [{…}] } }` → `{ type: "fire", ship, volleys: [{…}] }`, and likewise for every variant. */
function toAction(input: Record<string, unknown>): unknown {
  const entries = Object.entries(input).filter(([, v]) => v !== null && v !== undefined);
  if (entries.length !== 1) return { type: "" };
  const [type, raw] = entries[0]!;
  if (actionInputs[type as keyof typeof actionInputs] === "Boolean") return raw === true ? { type } : { type: "" };
  const fields = raw as Record<string, any>;
  switch (type) {
    case "buyFleet":
      return { type, ships: (fields.ships ?? []).map((x: Record<string, any>) => (x.design ? { design: toDesign(x.design) } : stripNulls(x))) };
    case "fire":
      return { type, ship: fields.ship, volleys: (fields.volleys ?? []).map((v: Record<string, unknown>) => stripNulls(v)) };
    default:
      return { type, ...stripNulls(fields) };
  }
}

// ---- the view --------------------------------------------------------------------------------

type Ship = ShipView;
const BatteryRef = objectOf<BatteryView>()("BatteryStatus", "A gun battery now", {
  guns: { type: "Int", description: "Guns left now" },
  of: { type: "Int", description: "Guns on the record" },
  die: "Int",
  damage: "Int",
});
const TrackSectionRef = objectOf<TrackSectionView>()("TrackSection", "A section of the damage location track and its circles", {
  section: SectionEnum,
  from: { type: "Int", nullable: true, description: "First d20 result naming it; null where the record prints \"-\"" },
  to: { type: "Int", nullable: true },
  circles: "Int",
  filled: "Int",
  left: "Int",
});
const SightingRef = objectOf<SightingView>()("Sighting", "Where an enemy ship on the table lies from this one", {
  ship: "String",
  arcs: { type: [ArcEnum], description: "This ship's arc that holds the other's centre-point (two on a diagonal)" },
  range: { type: "Int", description: "Centre to centre, hundredths, rounded down" },
  blockedBy: { type: "String", nullable: true, description: "The terrain feature on the line between them, which stops any attack (IS 6.8); null when clear" },
});

const ShipRef = objectOf<Ship>()("Ship", "A ship as everyone sees it: the whole record and every damage track are public", {
  id: "String",
  name: "String",
  side: "String",
  classId: { type: "String", description: 'The book class, or "design"' },
  className: "String",
  type: "String",
  nation: "String",
  sizeClass: SizeClassEnum,
  points: "Int",
  hvp: { type: "Int", description: "Victory points per hull hit (IS 2.11)" },
  placed: "Boolean",
  position: { type: PointRef, nullable: true, description: "Centre-point; null until placed" },
  facing: { type: "Int", description: "Whole degrees, 0 east, counter-clockwise" },
  momentum: { type: "Int", description: "Whole inches (IS 5.8)" },
  counter: {
    type: objectOf<Ship["counter"]>()("Counter", "The counter's base in eighths of an inch (IS 2.2); its diagonals bound the firing arcs", { widthEighths: "Int", lengthEighths: "Int" }),
    description: "Width across, length along the facing",
  },
  corners: { type: [PointRef], nullable: true, description: "The base's corners, anticlockwise from the front-left; null off the table" },
  hull: objectOf<Ship["hull"]>()("Hull", "Hull circles", { circles: "Int", filled: "Int", left: "Int", q: { type: ["Int"], description: "Circles (1-based) printed as Q" } }),
  armour: { type: "Int", description: "Armour left" },
  thrust: { type: "Int", description: "Thrust left" },
  primary: { type: BatteryRef, nullable: true },
  secondary: { type: BatteryRef, nullable: true },
  light: objectOf<Ship["light"]>()("LightGuns", "Light guns (d4 x1): left, and on the record", { guns: "Int", of: "Int" }),
  torpedoes: {
    type: objectOf<NonNullable<Ship["torpedoes"]>>()("Torpedoes", "Torpedoes left, on the record, their die and damage value", { left: "Int", of: "Int", die: "Int", damage: "Int" }),
    nullable: true,
  },
  track: [TrackSectionRef],
  equipment: EquipmentRef,
  nets: { type: "Boolean", description: "Torpedo nets deployed (IS 6.16)" },
  moved: { type: "Boolean", description: "Moved in the current movement phase" },
  fired: { type: "Boolean", description: "Fired or held fire in the current combat phase" },
  destroyed: {
    type: objectOf<NonNullable<Ship["destroyed"]>>()("Destruction", "How and when a ship was lost", { cause: DestroyCauseEnum, turn: "Int" }),
    nullable: true,
  },
  lastMove: { type: MovePathRef, nullable: true },
  sightings: [SightingRef],
});

const SideRef = objectOf<SideView>()("Side", "A side: its edge, its score and its fleet", {
  seat: "String",
  name: "String",
  edge: EdgeEnum,
  vp: { type: "Int", description: "Victory points scored so far (IS 4.2)" },
  fleetPoints: { type: "Int", nullable: true, description: "The fleet's point value; null while a hidden purchase is unrevealed" },
  ships: "Int",
  shipsOnTable: "Int",
  bought: { type: "Boolean", description: "Pick-up game: this side has bought its fleet" },
});

type V = IronStarsView;
const OptionsRef = objectOf<IronStarsOptions>()("Options", "The options the game was created with (IS 10.5)", {
  scenario: ScenarioEnum,
  points: { type: "Int", description: "Pick-up points total" },
  hiddenPurchase: "Boolean",
  strictFleetBudget: "Boolean",
  designs: "Boolean",
  turns: { type: "Int", nullable: true, description: "Game length; null: the scenario's own" },
  movingBackwards: "Boolean",
  advancedTurning: "Boolean",
  torpedoNets: "Boolean",
  openEnded: "Boolean",
  targetSize: "Boolean",
  terrain: { type: "Boolean", description: "Optional terrain (IS 1.3)" },
  nikeTrack: NikeTrackEnum,
  specialEquipment: SpecialEquipmentEnum,
});

const PendingHitRef = objectOf<PendingHit>()("PendingHit", "A hit rolled this combat phase, applied at its end (IS 6.11)", {
  target: "String",
  firer: "String",
  weapon: WeaponEnum,
  die: { type: "Int", description: "The die rolled on the track: 20, or 12 for torpedoes and their kin" },
  roll: "Int",
  section: SectionEnum,
});

const View = objectOf<V>()("View", "The battle as the caller may see it: all of the table; another side's fleet only once both have bought", {
  viewer: { type: "String", nullable: true },
  phase: PhaseEnum,
  step: { type: StepEnum, nullable: true, description: "The phase of the turn, while playing" },
  turn: { type: "Int", description: "0 during set-up" },
  turns: "Int",
  options: OptionsRef,
  table: objectOf<V["table"]>()("Table", "The playing surface in hundredths of an inch (72\" × 48\")", { width: "Int", height: "Int" }),
  sides: [SideRef],
  awaiting: ["String"],
  active: { type: "String", nullable: true, description: "This turn's active side" },
  initiative: {
    type: objectOf<NonNullable<V["initiative"]>>()("Initiative", "This turn's initiative roll (IS 4.3)", {
      turn: "Int",
      rolls: rollRounds,
      winner: "String",
      tieBrokenByPreviousLoser: "Boolean",
    }),
    nullable: true,
  },
  placementRoll: {
    type: objectOf<NonNullable<V["placementRoll"]>>()("PlacementRoll", "Equal fleets: the d6 roll for placing first (IS 3.3)", { rolls: rollRounds, winner: "String" }),
    nullable: true,
  },
  placer: { type: "String", nullable: true, description: "Who places the next ship" },
  ships: [ShipRef],
  minefields: [MinefieldRef],
  terrain: { type: [TerrainFeatureRef], description: "Optional terrain (IS 1.3); empty without the option" },
  pendingHits: [PendingHitRef],
  equipmentLosses: [
    objectOf<V["equipmentLosses"][number]>()("EquipmentLoss", "A filled Q circle whose equipment loss is still to be chosen", {
      ship: "String",
      excluded: { type: [EquipmentKindEnum], description: "Kinds already ruled out" },
    }),
  ],
  myPurchase: {
    type: objectOf<MyPurchaseView>()("MyPurchase", "Your own fleet purchase, hidden from the other side until both have bought", { label: "String", items: [PurchaseItemRef], points: "Int" }),
    nullable: true,
  },
  outcome: { type: OutcomeRef, nullable: true },
});

// ---- options input ---------------------------------------------------------------------------

const OptionsInput = builder.inputType(`${prefix}OptionsInput`, {
  description: "Anything left out takes its default (see Kind.optionsJsonSchema)",
  fields: (t) =>
    ({
      scenario: t.field({ type: ScenarioEnum, required: false, description: "meetingEngagement (default): Scenario One; pickUp: each side buys a fleet" }),
      points: t.int({ required: false, description: "Pick-up points total, 60 to 1000 (200)" }),
      hiddenPurchase: t.boolean({ required: false, description: "Pick-up: neither side sees the other's fleet until both have bought (true)" }),
      strictFleetBudget: t.boolean({ required: false, description: "Pick-up: each fleet costs 10/11 of the total to the total, so any two balance (false: the book's 10% between the fleets)" }),
      designs: t.boolean({ required: false, description: "Pick-up: fleets may include designs (true)" }),
      turns: t.int({ required: false, description: "1 to 30; left out: the scenario's own (6)" }),
      movingBackwards: t.boolean({ required: false }),
      advancedTurning: t.boolean({ required: false }),
      torpedoNets: t.boolean({ required: false }),
      openEnded: t.boolean({ required: false }),
      targetSize: t.boolean({ required: false }),
      terrain: t.boolean({ required: false, description: "Optional terrain (IS 1.3): asteroids, meteorite swarms and flotsam scattered by the game's dice (false)" }),
      nikeTrack: t.field({ type: NikeTrackEnum, required: false, description: "text (default): hull 1–10, armour 11, thrust 12–13; printed: the record's row" }),
      specialEquipment: t.field({ type: SpecialEquipmentEnum, required: false }),
    }) satisfies Record<keyof IronStarsOptions, unknown>,
});

// ---- events ----------------------------------------------------------------------------------

function eventOf<E extends IronStarsEvent>() {
  return (name: E["type"], description: string, fields: Fields<Omit<E, "type">>) => plainObject<E>(`${prefix}${name}`, description, { type: "String", ...(fields as Record<string, FieldSpec>) });
}

const SeatVp = objectOf<{ seat: string; vp: number }>()("SeatVp", "A side's victory points", { seat: "String", vp: "Int" });
const FleetShip = objectOf<FleetsRevealed["fleets"][number]["ships"][number]>()("FleetShip", "A ship of a revealed fleet", { id: "String", name: "String", classId: "String", points: "Int" });

const Event = unionByTag(`${prefix}Event`, "Something that happened in a game of Iron Stars", {
  // `satisfies` below: every event type of the engine has its member, and no other.
  FleetBought: eventOf<FleetBought>()("FleetBought", "A side bought its fleet; under hidden purchase only the buyer sees what until both have bought", {
    seat: "String",
    hidden: { type: "Boolean", nullable: true, description: "Bought under hidden purchase" },
    items: { type: [PurchaseItemRef], nullable: true, description: "The ships; null for the other side until the fleets are revealed" },
    points: { type: "Int", nullable: true },
    label: { type: "String", nullable: true },
  }),
  FleetsRevealed: eventOf<FleetsRevealed>()("FleetsRevealed", "Both sides had bought: every fleet is shown", {
    fleets: [objectOf<FleetsRevealed["fleets"][number]>()("RevealedFleet", "A side's fleet", { seat: "String", points: "Int", ships: [FleetShip] })],
  }),
  FleetsUnbalanced: eventOf<FleetsUnbalanced>()("FleetsUnbalanced", "The hidden purchases differed by more than 10% of the lesser (IS 3.1): both are void and both sides buy again", {
    fleets: [objectOf<FleetsUnbalanced["fleets"][number]>()("UnbalancedFleet", "A side's void purchase: its total only", { seat: "String", points: "Int" })],
  }),
  PlacementOrderRolled: eventOf<PlacementOrderRolled>()("PlacementOrderRolled", "Equal fleets rolled a d6 for placing first", { rolls: rollRounds, winner: "String" }),
  PlacementOrderChosen: eventOf<PlacementOrderChosen>()("PlacementOrderChosen", "The roll's winner chose who places first", { seat: "String", placeFirst: "Boolean", first: "String" }),
  ShipPlaced: eventOf<ShipPlaced>()("ShipPlaced", "A ship was placed", { seat: "String", ship: "String", position: PointRef, facing: "Int", momentum: "Int" }),
  TurnBegan: eventOf<TurnBegan>()("TurnBegan", "A turn began", { turn: "Int" }),
  InitiativeRolled: eventOf<InitiativeRolled>()("InitiativeRolled", "The initiative was rolled", { turn: "Int", rolls: rollRounds, winner: "String", tieBrokenByPreviousLoser: "Boolean" }),
  RoleChosen: eventOf<RoleChosen>()("RoleChosen", "The initiative winner chose its role", { seat: "String", role: RoleEnum, active: "String" }),
  ShipMoved: eventOf<ShipMoved>()("ShipMoved", "A ship moved", { ship: "String", momentum: { type: "Int", description: "Its momentum now" }, ...MovePathFields }),
  ShipLeftTable: eventOf<ShipLeftTable>()("ShipLeftTable", "A ship's centre-point left the table: it is destroyed (IS 5.7)", { ship: "String", at: PointRef }),
  MinefieldLaid: eventOf<Extract<IronStarsEvent, { type: "MinefieldLaid" }>>()("MinefieldLaid", "A ship laid a minefield where its move started", minefieldFields),
  MinefieldAttacked: eventOf<MinefieldAttacked>()("MinefieldAttacked", "A ship crossed a minefield: a d6 per factor, a hull hit per 6", {
    ship: "String",
    minefield: "String",
    dice: ["Int"],
    hullHits: "Int",
  }),
  ArcRolledOff: eventOf<Extract<IronStarsEvent, { type: "ArcRolledOff" }>>()("ArcRolledOff", "A target on an arc line: the roll-off that settled the arc (IS 6.3)", {
    firer: "String",
    target: "String",
    arcs: [ArcEnum],
    rolls: rollRounds,
    winner: "String",
    arc: ArcEnum,
  } satisfies Fields<ArcRoll>),
  VolleyFired: eventOf<VolleyFired>()("VolleyFired", "A volley: the dice against the target number, the hits and their location rolls", {
    ship: "String",
    weapon: WeaponEnum,
    target: "String",
    arc: ArcEnum,
    range: "Int",
    targetNumber: "Int",
    die: "Int",
    dice: ["Int"],
    combined: { type: ["Int"], description: "Open-ended results: maximum rolls combined into one (IS 6.14)" },
    hits: "Int",
    locations: [objectOf<VolleyFired["locations"][number]>()("Location", "A hit's location roll and the section it names", { roll: "Int", section: SectionEnum })],
  }),
  ShipHeldFire: eventOf<ShipHeldFire>()("ShipHeldFire", "A ship held its fire", { ship: "String" }),
  DamageApplied: eventOf<DamageApplied>()("DamageApplied", "The phase's hits on a ship were applied (IS 6.11)", {
    ship: "String",
    points: [objectOf<DamageApplied["points"][number]>()("DamagePoint", "A damage point: the section rolled and where it landed (IS 6.10)", { rolled: SectionEnum, applied: SectionEnum })],
    hullLeft: "Int",
  }),
  EquipmentHit: eventOf<EquipmentHit>()("EquipmentHit", "A Q circle was filled", { ship: "String", circle: "Int" }),
  EquipmentLost: eventOf<EquipmentLost>()("EquipmentLost", "A ship lost a piece of equipment", {
    ship: "String",
    equipment: EquipmentKindEnum,
    dice: { type: ["Int"], description: "Rockets and fire arrows: the 2d4 rolled" },
    lost: "Int",
    insteadAnother: { type: "Boolean", description: "The roll exceeded what was left: another piece must be chosen" },
  }),
  ShipDestroyed: eventOf<ShipDestroyed>()("ShipDestroyed", "A ship was lost", { ship: "String", cause: DestroyCauseEnum, vp: { type: "Int", description: "Victory points the other side scores" } }),
  CombatPhaseEnded: eventOf<CombatPhaseEnded>()("CombatPhaseEnded", "A combat phase ended", { step: StepEnum }),
  NetsSet: eventOf<NetsSet>()("NetsSet", "A side set its torpedo nets", { seat: "String", deployed: ["String"] }),
  TurnEnded: eventOf<TurnEnded>()("TurnEnded", "A turn ended", { turn: "Int", vp: { type: [SeatVp], from: (e: TurnEnded) => Object.entries(e.vp).map(([seat, vp]) => ({ seat, vp })) } }),
  GameEnded: eventOf<GameEnded>()("GameEnded", "The game ended", { outcome: OutcomeRef }),
  SideResigned: eventOf<SideResigned>()("SideResigned", "A side left the game", { seat: "String" }),
} satisfies Record<IronStarsEvent["type"], object>);

// ---- bounds ----------------------------------------------------------------------------------

/** Which prompt carries which bounds; checked both ways against the engine's bounds union. */
interface BoundsByPrompt {
  buyFleet: PurchaseBounds;
  placeShip: PlacementBounds;
  move: MovementBoundsList;
  fire: FiringBoundsList;
  setNets: NetsBounds;
}
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const boundsCovered: Same<BoundsByPrompt[keyof BoundsByPrompt], IronStarsBounds> & (keyof BoundsByPrompt extends Prompt ? true : false) = true;
void boundsCovered;

/** Bounds as the schema sees them: tagged with their decision's prompt. */
type Tagged<B, P extends keyof BoundsByPrompt> = B & { prompt: P };
function boundsType<P extends keyof BoundsByPrompt>(prompt: P) {
  return (name: string, description: string, fields: Fields<BoundsByPrompt[P]>) =>
    plainObject<Tagged<BoundsByPrompt[P], P>>(`${prefix}${name}`, description, { prompt: { type: PromptEnum, description: `Always ${prompt}` }, ...(fields as Record<string, FieldSpec>) });
}

const limits = <const K extends readonly string[]>(keys: K) => Object.fromEntries(keys.map((k) => [k, RangeRef])) as Record<K[number], FieldSpec>;
const DesignLimits = objectOf<NonNullable<PurchaseBounds["designLimits"]>>()(
  "DesignLimits",
  "The ranges a design must respect (IS 9, R7)",
  limits(["points", "hull", "armour", "thrust", "guns", "primaryDamage", "secondaryDamage", "torpedoDamage", "expendables", "mines"] as const),
);

const PurchaseBoundsRef = boundsType("buyFleet")("PurchaseBounds", "Buying a fleet: the points it must cost, the ship limit and the book's classes", {
  points: { type: RangeRef, description: "The fleet's cost must lie in this range (IS 3.1, R8)" },
  maxShips: "Int",
  classes: [objectOf<PurchaseBounds["classes"][number]>()("ClassOffer", "A book class and its point value", { class: ShipClassEnum, name: "String", type: "String", points: "Int" })],
  designs: { type: "Boolean", description: "Designs are allowed" },
  designLimits: { type: DesignLimits, nullable: true },
});

const ShipAt = objectOf<{ ship: string; position: Point }>()("ShipAt", "A placed ship and its centre-point", { ship: "String", position: PointRef });
const formation = <K extends FormationRule["kind"]>(kind: K, name: string, description: string, fields: Fields<Omit<Extract<FormationRule, { kind: K }>, "kind">>) =>
  plainObject(`${prefix}${name}`, description, { kind: "String", ...(fields as Record<string, FieldSpec>) });
const FormationRef = unionByTag(
  `${prefix}Formation`,
  "Scenario One: where a formation ship must stand (IS 8.1)",
  {
    lineHead: formation("lineHead", "LineHead", "The head of a line: under the edge rule", {}),
    line: formation("line", "LineAstern", "Astern of the ship ahead, within this distance, each in the other's fore/aft arc", { behind: "String", within: "Int", note: "String" }),
    flank: formation("flank", "Flank", "Beside one of the line ships, within this distance, in its port or starboard arc", { lineShips: ["String"], within: "Int", note: "String" }),
  } satisfies Record<FormationRule["kind"], object>,
  "kind",
);

type PB = PlacementBounds;
const PlacementBoundsRef = boundsType("placeShip")("PlacementBounds", "Placing a ship: which may be placed now, and the rule its position is under (IS 3.3–3.7)", {
  ships: [objectOf<PB["ships"][number]>()("PlaceableShip", "A ship that may be placed now and its starting momentum", { ship: "String", momentum: RangeRef })],
  facing: RangeRef,
  edge: {
    type: objectOf<NonNullable<PB["edge"]>>()("EdgeRule", "The first ship: at most this far from the side's own edge (IS 3.5)", { edge: EdgeEnum, within: "Int" }),
    nullable: true,
  },
  ring: {
    type: objectOf<NonNullable<PB["ring"]>>()("RingRule", "The second ship: between these distances of the first (IS 3.6)", { centre: PointRef, ship: "String", minDistance: "Int", maxDistance: "Int" }),
    nullable: true,
  },
  nearFriendly: {
    type: objectOf<NonNullable<PB["nearFriendly"]>>()("NearFriendlyRule", "Later ships: within this of at least one of these friendly ships (IS 3.7)", { within: "Int", ships: [ShipAt] }),
    nullable: true,
  },
  awayFromEnemy: {
    type: objectOf<NonNullable<PB["awayFromEnemy"]>>()("AwayFromEnemyRule", "…and no closer than this to every one of these enemy ships (IS 3.7)", { atLeast: "Int", ships: [ShipAt] }),
    nullable: true,
  },
  formation: { type: FormationRef, nullable: true },
});

const ShipMoveBounds = objectOf<MoveBounds>()("ShipMoveBounds", "One unmoved ship's move: distances in hundredths, turns in degrees (IS 5)", {
  ship: "String",
  position: PointRef,
  facing: "Int",
  momentum: "Int",
  thrust: "Int",
  minDistance: { type: "Int", description: "Least total distance (first + second)" },
  maxDistance: { type: "Int", description: "Most total distance (first + second)" },
  mayTurn: { type: "Boolean", description: "False with torpedo nets deployed" },
  turn: objectOf<TurnLimits>()("TurnLimits", "The largest turn, in degrees either way", {
    basic: { type: "Int", nullable: true, description: "Basic rules: one pivot of up to this, with second ≤ first" },
    start: { type: "Int", nullable: true, description: "Advanced turning: before any move (first = 0)" },
    mid: { type: "Int", nullable: true, description: "Advanced turning: mid-move (second ≤ first)" },
    end: { type: "Int", nullable: true, description: "Advanced turning: as the last thing done (second = 0)" },
  }),
  backward: {
    type: objectOf<NonNullable<MoveBounds["backward"]>>()("BackwardLimit", "Moving backwards: the most the ship may back (IS 5.9)", { maxDistance: "Int" }),
    nullable: true,
  },
  mines: { type: "Int", description: "Mine factors it may lay this move" },
});
const MoveBoundsRef = boundsType("move")("MoveBounds", "Moving: every ship still to move", { ships: [ShipMoveBounds] });

const TargetBoundsRef = objectOf<TargetBounds>()("TargetBounds", "A target a weapon reaches", {
  target: "String",
  arcs: { type: [ArcEnum], description: "Its arc from the firer (two on a diagonal)" },
  range: { type: "Int", description: "Centre to centre, hundredths" },
  targetNumber: "Int",
  maxGuns: { type: "Int", description: "Most that may fire at it" },
});
const WeaponBoundsRef = objectOf<WeaponBounds>()("WeaponBounds", "A weapon that can fire and the targets it reaches", {
  weapon: WeaponEnum,
  guns: "Int",
  die: "Int",
  damage: "Int",
  maxRange: { type: "Int", description: "Reaches targets closer than this" },
  perArc: { type: "Int", nullable: true, description: "Light guns: most into any one arc" },
  targets: [TargetBoundsRef],
});
const ShipFireBounds = objectOf<FireBounds>()("ShipFireBounds", "One ship's weapons that can fire, with their targets", { ship: "String", weapons: [WeaponBoundsRef] });
const FireBoundsRef = boundsType("fire")("FireBounds", "Firing: every ship still to fire (IS 6)", { ships: [ShipFireBounds] });

const NetsBoundsRef = boundsType("setNets")("NetsBounds", "Setting torpedo nets: each net-carrying ship and whether its nets are deployed now (IS 6.16)", {
  ships: [objectOf<NetsBounds["ships"][number]>()("NetsStatus", "A ship's nets now", { ship: "String", deployed: "Boolean" })],
});

const Bounds = unionByTag(
  `${prefix}Bounds`,
  "The limits of a continuous decision, by its prompt",
  { buyFleet: PurchaseBoundsRef, placeShip: PlacementBoundsRef, move: MoveBoundsRef, fire: FireBoundsRef, setNets: NetsBoundsRef } satisfies Record<keyof BoundsByPrompt, object>,
  "prompt",
);

defineGameSchema({
  kind: "iron-stars",
  name: prefix,
  viewRef: View,
  actionRef: Action,
  actionInputRef: ActionInput,
  toAction,
  optionsInputRef: OptionsInput,
  eventRef: Event,
  boundsRef: Bounds,
  boundsOf: (bounds, prompt) => ({ prompt, ...(bounds as object) }),
});
