// Double Star in GraphQL: its view (the map with stars, orbital paths and bodies, every body's
// surface chart, ships, task forces with their formation counters, combat, the turn record chart
// and the budgets), actions, events, options and the bounds of its two open-ended decisions as
// real types. Hexes are integer ids of the map grid (`view.map.q[id]`, `view.map.r[id]` are the
// axial coordinates), facings 0–5 the hex kit's directions, sites N, S, E1–E6. Everything is
// checked against the engine's types at compile time: enums list exactly the values of the
// engine's unions, every object lists exactly the fields of the engine type it shows, and the
// action, event and bounds unions have one member per variant, so a change in the rules engine
// fails to compile here until the schema follows it.
import type {
  ActionOf,
  ActionType,
  ArrivalBounds,
  BodyView,
  BoundsByPrompt,
  CombatStep,
  CombatView,
  Designation,
  DoubleStarAction,
  DoubleStarBounds,
  DoubleStarEvent,
  DoubleStarOptions,
  DoubleStarView,
  DraftGroupView,
  DraftView,
  FormationCount,
  Group,
  MapView,
  OrbitalPathView,
  PdBattery,
  PendingImpact,
  Phase,
  PopulationBounds,
  ProductionOrderView,
  Prompt,
  RaidTargetView,
  ShipView,
  ShotResult,
  SideView,
  SiteView,
  StarView,
  Strike,
  TaskForceView,
  TurnRecordView,
} from "../../src/games/double-star";
import type { Disc, Side, SiteId } from "../../src/games/double-star/map";
import type { ScenarioId } from "../../src/games/double-star/scenarios";
import type { GameProduct, Installation, ShipKind } from "../../src/games/double-star/ships";
import type { Formation, PdColumn, PdResult, ShipResult, StrikeResult } from "../../src/games/double-star/tables";
import { builder } from "../builder";
import { plainInput, plainObject, unionByTag, type FieldSpec } from "../fields";
import { OutcomeRef } from "../game";
import { defineGameSchema, stripNulls } from "../game-kind";

const prefix = "DoubleStar";

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

const SideEnum = enumOf<Side>()("Side", "The two sides, which are also the seats", ["islamic", "chinese"]);
const ScenarioEnum = enumOf<ScenarioId>()("Scenario", "The three scenarios (DS 10)", ["sneakAttack", "armageddon", "raid"]);
const PhaseEnum = enumOf<Phase>()("Phase", "Where the game-turn stands (DS 2): set-up, a player-turn's movement or combat, the interim phase, or over", [
  "setup",
  "movement",
  "combat",
  "interim",
  "over",
]);
const SiteEnum = enumOf<SiteId>()("Site", "A hex of a surface chart: N and S the two faces of the pole (a planetoid's two hemispheres), E1–E6 the equator (DS 3.1)", [
  "N",
  "S",
  "E1",
  "E2",
  "E3",
  "E4",
  "E5",
  "E6",
]);
const ShipKindEnum = enumOf<ShipKind>()("ShipKind", "A ship type (DS 1, counter identification chart)", [
  "battleship",
  "battleCruiser",
  "cruiser",
  "commandShip",
  "destroyer",
  "fightingTransport",
  "transport",
  "robotFighter",
  "orbitalFighter",
]);
const InstallationEnum = enumOf<Installation>()("Installation", "A surface counter that can be bought, carried or relocated: base, planetary defence, power plant", [
  "base",
  "planetaryDefense",
  "powerPlant",
]);
const BuyItemEnum = enumOf<ShipKind | Installation>()("BuyItem", "What set-up can buy (DS 8.1): a ship or an installation", [
  "battleship",
  "battleCruiser",
  "cruiser",
  "commandShip",
  "destroyer",
  "fightingTransport",
  "transport",
  "robotFighter",
  "orbitalFighter",
  "base",
  "planetaryDefense",
  "powerPlant",
]);
const ProductEnum = enumOf<GameProduct>()("Product", "What can be produced during the game (DS 8.2)", ["robotFighter", "orbitalFighter", "powerPlant"]);
const FormationEnum = enumOf<Formation>()("Formation", "A formation counter (DS 6.2)", ["cone", "wedge", "cylinder", "globe"]);
const DiscEnum = enumOf<Disc>()("Disc", "A body's size on the map: large worlds, small discs (which can be pulled from orbit)", ["large", "small"]);
const MotionEnum = enumOf<BodyView["motion"]>()("Motion", "How a body moves: not yet placed, on an orbital path, tied to another body, free (a planetoid under way), or gone", [
  "unplaced",
  "orbit",
  "tied",
  "free",
  "gone",
]);
const LocationEnum = enumOf<ShipView["location"]>()("Location", "In space (hex) or landed on a surface (body and site)", ["space", "surface"]);
const CombatStepEnum = enumOf<CombatStep>()("CombatStep", "Where the battle in a hex stands (DS 6.1)", [
  "formations",
  "screens",
  "attackerFire",
  "defenderFire",
  "withdraw",
  "strikes",
  "pdFire",
  "resolving",
  "strikeLoss",
]);
const PromptEnum = enumOf<Prompt>()("Prompt", "The kind of a decision", [
  "placeWorld",
  "placePopulation",
  "placeIndustry",
  "buyForces",
  "designateTarget",
  "movement",
  "moveUnit",
  "formations",
  "screens",
  "fire",
  "withdraw",
  "strikes",
  "pdFire",
  "strikeLoss",
  "planetoids",
  "impacts",
  "trainingLoss",
  "production",
  "stalemate",
]);
/** GraphQL names cannot be "-": the table's blank is NONE, and each name maps to the engine's value. */
const ShipResultEnum = builder.enumType(`${prefix}ShipResult`, {
  description: "A ship-to-ship Combat Results Table result (DS 6.11): disrupted, eliminated, formation broken, or no effect (printed -)",
  values: { D: { value: "D" }, E: { value: "E" }, B: { value: "B" }, NONE: { value: "-" } } as const satisfies Record<string, { value: ShipResult }> & { [K in ShipResult as K extends "-" ? "NONE" : K]: unknown },
});
const PdResultEnum = builder.enumType(`${prefix}PdResult`, {
  description: "A Planetary Defense Table result (DS 6.13): disrupt, eliminate, or no effect (printed -)",
  values: { disrupt: { value: "disrupt" }, elim: { value: "elim" }, NONE: { value: "-" } } as const satisfies Record<string, { value: PdResult }> & { [K in PdResult as K extends "-" ? "NONE" : K]: unknown },
});
const PdColumnEnum = enumOf<PdColumn>()("PdColumn", "The Planetary Defense Table column read (DS 6.13)", ["shipDef4OrLess", "shipDef5OrMore", "robot", "planetoid"]);
const StrikeResultKindEnum = enumOf<StrikeResult["kind"]>()("StrikeResultKind", "A Surface Strike Table result (DS 6.14): nothing, population points killed, one item destroyed, or industry", [
  "none",
  "population",
  "destroy",
  "industry",
]);
type EventOfType<T extends DoubleStarEvent["type"]> = Extract<DoubleStarEvent, { type: T }>;
const DestroyedItemEnum = enumOf<EventOfType<"CounterDestroyed">["item"]>()("DestroyedItem", "What a strike or an impact destroyed", [
  "base",
  "planetaryDefense",
  "powerPlant",
  "industry",
  "population",
  "ship",
]);
const LossItemEnum = enumOf<ActionOf<"chooseLoss">["item"]>()("LossItem", "What a 'des' strike result may destroy (DS 6.14)", ["planetaryDefense", "powerPlant", "base", "ship"]);
const ThrustEnum = enumOf<ActionOf<"thrust">["change"]>()("ThrustChange", "A power plant's effect on a free planetoid (DS 4.8): speed ±1, or a turn of one hex side", [
  "accelerate",
  "decelerate",
  "turnLeft",
  "turnRight",
]);
const CounterLostEnum = enumOf<EventOfType<"FormationCounterLost">["reason"]>()("CounterLostReason", "Why a formation counter was lost (DS 6.9, DS 7)", ["broken", "belowMinimum", "training"]);
const ShipCombatEndEnum = enumOf<EventOfType<"ShipCombatEnded">["reason"]>()("ShipCombatEnd", "Why ship-to-ship combat in a hex ended (DS 6.12, README D10)", [
  "destroyed",
  "noEffectiveAttacks",
  "bothHeld",
  "brokeOff",
  "roundLimit",
  "noCombat",
]);

// ---- the view --------------------------------------------------------------------------------

const StarRef = objectOf<StarView>()("Star", "A star and its system (DS 1)", {
  id: { type: "String", description: "an-nur or az-zarr" },
  name: "String",
  chineseName: "String",
  spectral: "String",
  side: SideEnum,
  hex: "Int",
  q: "Int",
  r: "Int",
  outermostOrbit: { type: "Int", description: "Radius of the system's outermost orbit (DS 7, DS 10.1)" },
});
const PathRef = objectOf<OrbitalPathView>()("OrbitalPath", "An orbital path (reconstructed, README R3, R5)", {
  id: "String",
  star: { type: "String", description: "The star it circles" },
  radius: { type: "Int", nullable: true, description: "Ring radius in hexes; null for Lu's eccentric path" },
  hexes: { type: ["Int"], description: "Hex ids in the direction of spin" },
});
const MapRef = objectOf<MapView>()("Map", "The map (reconstructed, README R3): one hex grid in axial coordinates", {
  hexCount: "Int",
  q: { type: ["Int"], description: "Axial q of every hex, by hex id" },
  r: { type: ["Int"], description: "Axial r of every hex, by hex id (pointy-top hexes)" },
  stars: [StarRef],
  paths: [PathRef],
  facings: { type: ["String"], description: "Facings 0–5 and the axial direction each points to" },
  scale: "String",
  spin: "String",
});

const SiteRef = objectOf<SiteView>()("SurfaceHex", "A hex of a surface chart and the counters on it (DS 3.1, 3.2)", {
  site: SiteEnum,
  ocean: "Boolean",
  owner: { type: SideEnum, nullable: true },
  population: "Int",
  industry: "Int",
  planetaryDefenses: "Int",
  planetaryDefensesMovable: { type: "Int", description: "New planetary defences not yet emplaced (README D5)" },
  bases: "Int",
  basesMovable: { type: "Int", description: "New bases not yet emplaced (README D5)" },
  powerPlants: "Int",
  ships: { type: ["String"], description: "Ships landed here" },
});
const BodyRef = objectOf<BodyView>()("Body", "A world, moon or planetoid: where it is, how it moves, and its surface chart (README R4)", {
  id: "String",
  name: "String",
  meaning: { type: "String", nullable: true },
  side: SideEnum,
  disc: DiscEnum,
  star: "String",
  source: { type: "String", description: "book or reconstructed" },
  hex: { type: "Int", description: "-1 while unplaced or gone" },
  motion: MotionEnum,
  path: { type: "String", nullable: true },
  pathIndex: { type: "Int", nullable: true },
  tiedTo: { type: "String", nullable: true },
  facing: { type: "Int", nullable: true, description: "A free planetoid's facing" },
  speed: { type: "Int", nullable: true, description: "A free planetoid's speed" },
  surface: [SiteRef],
});
const ShipRef = objectOf<ShipView>()("Ship", "A ship and its factors in play (DS 1; defence and movement reconstructed, README R1, R2)", {
  id: "String",
  side: SideEnum,
  kind: ShipKindEnum,
  name: "String",
  attack: "Int",
  defense: "Int",
  movement: "Int",
  location: LocationEnum,
  hex: "Int",
  body: { type: "String", nullable: true },
  site: { type: SiteEnum, nullable: true },
  facing: "Int",
  disrupted: "Boolean",
  cargo: { type: InstallationEnum, nullable: true },
  taskForce: { type: "String", nullable: true, description: "The command ship of its task force" },
  orbiting: { type: "String", nullable: true },
  fresh: { type: "Boolean", description: "Newly produced and not yet taken off" },
  moved: "Boolean",
});
const TaskForceRef = objectOf<TaskForceView>()("TaskForce", "A task force on the fleet composition chart (DS 5), named by its command ship", {
  id: "String",
  side: SideEnum,
  hex: "Int",
  facing: "Int",
  members: ["String"],
  formations: { type: [FormationEnum], description: "Formation counters held (DS 7)" },
});
const FormationCountRef = objectOf<FormationCount>()("FormationCount", "Counters of one formation", { formation: FormationEnum, count: "Int" });
const IndustryLostRef = objectOf<SideView["industryLost"][number]>()("IndustryLost", "Industry destroyed on one world", { world: "String", count: "Int" });
const SideRef = objectOf<SideView>()("SideStatus", "A side's budgets and holdings (DS 8, DS 9)", {
  side: SideEnum,
  budget: { type: "Int", description: "Set-up budget left" },
  contingency: "Int",
  production: "Int",
  transportsBought: "Int",
  commandShipsLost: "Int",
  conversions: "Int",
  populationToPlace: "Int",
  industryToPlace: "Int",
  population: "Int",
  industry: "Int",
  formationPool: [FormationCountRef],
  industryLost: [IndustryLostRef],
  targetDesignated: { type: "Boolean", description: "Raid: whether the side has designated its target (which stays secret)" },
});
const OrderRef = objectOf<ProductionOrderView>()("ProductionOrder", "Production on the turn record chart (DS 8.5)", {
  id: "String",
  side: SideEnum,
  item: { type: "String", description: "robotFighter, orbitalFighter or powerPlant, or an item bought at set-up" },
  arrives: "Int",
  body: "String",
  site: SiteEnum,
  emergency: "Boolean",
});
const TurnRecordRef = objectOf<TurnRecordView>()("TurnRecord", "The turn record chart", {
  turn: "Int",
  lastTurn: { type: "Int", description: "The turn the game ends after, as known now" },
  shaded: { type: "Boolean", description: "Orbital movement and training at the end of this turn (README R9)" },
  crossedOnTurn: { type: "Int", nullable: true, description: "Sneak Attack: the turn a Chinese ship crossed the outermost Islamic orbit" },
  orders: [OrderRef],
});

const GroupRef = objectOf<Group>()("Group", "A formation: a task force's ships under a counter, back-ups beneath (DS 6.8)", {
  id: "String",
  side: SideEnum,
  taskForce: "String",
  counters: { type: [FormationEnum], description: "The counter in force first, back-ups beneath" },
  ships: ["String"],
  screened: { type: ["String"], description: "Screened ships (wedge, cylinder)" },
  formedRound: "Int",
});
const DesignationRef = objectOf<Designation>()("Designation", "A firing unit and its target this round (DS 6.9)", {
  side: SideEnum,
  unit: { type: "String", description: "A group id or a scattered ship" },
  target: { type: "String", nullable: true, description: "Null: the unit holds its fire" },
  targetGroup: { type: "String", nullable: true },
});
const ShotRef = objectOf<ShotResult>()("Shot", "One attack on the Combat Results Table (DS 6.11)", {
  side: SideEnum,
  unit: "String",
  target: "String",
  attack: "Int",
  defense: "Int",
  die: "Int",
  result: ShipResultEnum,
  firstFire: { type: "Boolean", description: "A formed globe's first fire, implemented at once (DS 6.10)" },
});
const StrikeRef = objectOf<Strike>()("Strike", "A surface strike declared (DS 6.14)", { ship: "String", body: "String", site: SiteEnum });
const BatteryRef = objectOf<PdBattery>()("PdBattery", "Planetary defences of a hex and the shots they have left (DS 6.13)", { side: SideEnum, body: "String", site: SiteEnum, shots: "Int" });
const DeclaringRef = objectOf<CombatView["declaring"][number]>()("Declaring", "A side declaring formations, and whether it is ready", { side: SideEnum, ready: "Boolean" });
const CombatRef = objectOf<CombatView>()("Combat", "The battle in one hex (DS 6)", {
  id: "Int",
  hex: "Int",
  attacker: SideEnum,
  step: CombatStepEnum,
  round: "Int",
  groups: { type: [GroupRef], description: "Formations in force, once both sides are ready" },
  declaring: [DeclaringRef],
  designations: [DesignationRef],
  results: { type: [ShotRef], description: "This round's results" },
  breakingOff: { type: SideEnum, nullable: true },
  withdrawing: { type: SideEnum, nullable: true },
  strikes: [StrikeRef],
  planetaryDefenses: [BatteryRef],
  impacts: { type: ["String"], description: "Planetoids impacting in this hex" },
  lossChoice: { type: StrikeRef, nullable: true, description: "A 'des' strike waiting for the attacker's choice" },
  queue: { type: ["Int"], description: "Hexes still to be fought this phase" },
});
const DraftGroupRef = objectOf<DraftGroupView>()("DraftGroup", "A group of your own secret declaration, with its label", {
  id: "String",
  side: SideEnum,
  taskForce: "String",
  counters: [FormationEnum],
  ships: ["String"],
  screened: ["String"],
  formedRound: "Int",
  label: "String",
});
const DraftRef = objectOf<DraftView>()("Draft", "Your own formation declaration in progress (secret until both sides are ready, README D8)", {
  groups: [DraftGroupRef],
  open: { type: "String", nullable: true },
  ready: "Boolean",
});
const ImpactRef = objectOf<PendingImpact>()("Impact", "A planetoid impact declared (DS 4.10)", { planetoid: "String", side: SideEnum, body: "String", site: SiteEnum });
const TargetRef = objectOf<RaidTargetView>()("RaidTarget", "A raid's target world (DS 10.3)", { side: SideEnum, world: "String", label: "String" });

const FactorsRef = objectOf<NonNullable<DoubleStarOptions["shipFactors"][ShipKind]>>()("FactorOverride", "An override of a ship type's reconstructed factors", {
  defense: { type: "Int", nullable: true },
  movement: { type: "Int", nullable: true },
});
const shipFactorFields = (spec: (kind: ShipKind) => unknown) =>
  Object.fromEntries((["battleship", "battleCruiser", "cruiser", "commandShip", "destroyer", "fightingTransport", "transport", "robotFighter", "orbitalFighter"] as const).map((k) => [k, spec(k)]));
const ShipFactorsRef = objectOf<Required<DoubleStarOptions["shipFactors"]>>()(
  "ShipFactors",
  "Overrides of the reconstructed defence and movement factors, by ship type (README R1, R2); null: none",
  shipFactorFields(() => ({ type: FactorsRef, nullable: true })) as Fields<Required<DoubleStarOptions["shipFactors"]>>,
);
const OptionsRef = objectOf<DoubleStarOptions>()("Options", "The options the game was created with (DS 11.6)", {
  scenario: ScenarioEnum,
  turnLimit: { type: "Int", description: "Safety limit (DS 11.3)" },
  maxCombatRounds: { type: "Int", description: "Safety limit (DS 11.3)" },
  robotStrikeModifier: { type: "Int", description: "Robot fighters' die modifier on the Surface Strike Table: -2 or 2 (README R10)" },
  shipFactors: ShipFactorsRef,
  formationPoolPerType: { type: "Int", description: "README R8" },
  agreedStalemateAnyScenario: "Boolean",
  planetoidMaxSpeed: { type: "Int", nullable: true, description: "Fastest a free planetoid may fly; null: no limit, as the book (DS 4.8)" },
  orbitCaptureAnySpeed: { type: "Boolean", description: "A free planetoid settles round a world in its hex at any speed (off: DS 4.9, speed 1 along a printed orbit)" },
  globeMarginLimitsTargets: { type: "Boolean", description: "The globe's margin limits its targets (off: DS 6.6, a globe without the margin scatters)" },
  surfaceStrikesPhasingOnly: { type: "Boolean", description: "Only the phasing side strikes surfaces (off: DS 2.2, both sides)" },
  commandShipsStayInSpace: { type: "Boolean", description: "Command ships never land (off: DS 4.2, a lone command ship lands at a friendly base)" },
});

type V = DoubleStarView;
const View = objectOf<V>()("View", "The game as the caller may see it: all of the map and the charts; the other side's raid target and formation declaration stay hidden", {
  viewer: { type: SideEnum, nullable: true, description: "Null for a spectator" },
  scenario: ScenarioEnum,
  scenarioName: "String",
  options: OptionsRef,
  phase: PhaseEnum,
  turn: { type: "Int", description: "0 during set-up" },
  phasing: { type: SideEnum, nullable: true },
  awaiting: ["String"],
  setupStep: { type: "String", nullable: true, description: "worlds, population, industry, forces or targets" },
  setupSeat: { type: SideEnum, nullable: true },
  worldsToPlace: ["String"],
  map: MapRef,
  bodies: [BodyRef],
  ships: [ShipRef],
  taskForces: { type: [TaskForceRef], description: "The fleet composition chart" },
  sides: [SideRef],
  turnRecord: TurnRecordRef,
  moving: { type: "String", nullable: true, description: "The unit being moved" },
  combat: { type: CombatRef, nullable: true },
  myDraft: { type: DraftRef, nullable: true },
  impacts: [ImpactRef],
  myTarget: { type: TargetRef, nullable: true, description: "Your own raid target" },
  revealedTargets: { type: [TargetRef], description: "Both targets, once the game is over" },
  stalemateOffer: { type: SideEnum, nullable: true },
  outcome: { type: OutcomeRef, nullable: true },
});

// ---- actions: output types (pending choices, suggestions) and the @oneOf input -------------

function actionOf<T extends ActionType>() {
  return (name: string, description: string, fields: Fields<Omit<ActionOf<T>, "type">>) =>
    plainObject<ActionOf<T>>(`${prefix}${name}`, description, { type: "String", ...(fields as Record<string, FieldSpec>) });
}
const hexField = { type: "Int", description: "A hex id (view.map.q/r give its axial coordinates)" } as const;
const facingField = { type: "Int", description: "0–5, the hex kit's directions (view.map.facings)" } as const;

const Action = unionByTag(`${prefix}Action`, "An action a seat can post", {
  // `satisfies` below: every action type of the engine has its member, and no other.
  placeWorld: actionOf<"placeWorld">()("PlaceWorld", "Set-up: place an enemy world on its orbital path (DS 9.1)", { world: "String", hex: hexField }),
  placePopulation: actionOf<"placePopulation">()("PlacePopulation", "Set-up: place population on a land hex of your own (DS 9.2)", { body: "String", site: SiteEnum, amount: "Int" }),
  placeIndustry: actionOf<"placeIndustry">()("PlaceIndustry", "Set-up: place an industry counter (DS 9.3)", { body: "String", site: SiteEnum }),
  buy: actionOf<"buy">()("Buy", "Set-up: buy a counter (DS 8.1); a null site puts a ship in orbit", { item: BuyItemEnum, body: "String", site: { type: SiteEnum, nullable: true } }),
  finishSetup: actionOf<"finishSetup">()("FinishSetup", "Set-up: done buying; the rest of the budget becomes the contingency fund (DS 8.1)", {}),
  designateTarget: actionOf<"designateTarget">()("DesignateTarget", "Raid: secretly designate the enemy world your raid must strike (DS 10.3)", { world: "String" }),
  orderProduction: actionOf<"orderProduction">()("OrderProduction", "Order production at an industry site (DS 8.2, 8.3)", {
    item: ProductEnum,
    body: "String",
    site: SiteEnum,
    emergency: "Boolean",
    arrivalTurn: { type: "Int", nullable: true, description: "A later turn of arrival; null for the earliest" },
  }),
  convertToCommand: actionOf<"convertToCommand">()("ConvertToCommand", "Convert a ship at a base into a command ship (DS 8.3)", { ship: "String" }),
  productionDone: actionOf<"productionDone">()("ProductionDone", "No more production orders this interim phase", {}),
  selectUnit: actionOf<"selectUnit">()("SelectUnit", "Choose the ship or task force to move next (DS 4.1)", { unit: "String" }),
  moveUnit: actionOf<"moveUnit">()("MoveUnit", "Move the selected unit to a reachable hex and facing (DS 4.1, 4.3)", { unit: "String", hex: hexField, facing: facingField }),
  landUnit: actionOf<"landUnit">()("LandUnit", "Move the selected ship and land it (DS 4.2)", { unit: "String", body: "String", site: SiteEnum }),
  holdUnit: actionOf<"holdUnit">()("HoldUnit", "The selected unit stays put this phase", { unit: "String" }),
  joinTaskForce: actionOf<"joinTaskForce">()("JoinTaskForce", "A ship joins a task force in its hex (DS 5.2)", { ship: "String", taskForce: "String" }),
  leaveTaskForce: actionOf<"leaveTaskForce">()("LeaveTaskForce", "A ship leaves its task force (DS 5.2)", { ship: "String" }),
  loadCargo: actionOf<"loadCargo">()("LoadCargo", "A landed transport picks up cargo (DS 4.5)", { ship: "String", cargo: InstallationEnum }),
  unloadCargo: actionOf<"unloadCargo">()("UnloadCargo", "A transport landed at a base discharges its cargo (DS 4.5)", { ship: "String" }),
  relocate: actionOf<"relocate">()("Relocate", "Move an installation to another hex of the same surface (DS 4.12)", { body: "String", from: SiteEnum, to: SiteEnum, item: InstallationEnum }),
  endMovement: actionOf<"endMovement">()("EndMovement", "End your movement phase", {}),
  formGroup: actionOf<"formGroup">()("FormGroup", "Open a group under one of a task force's formation counters (DS 6.8)", { taskForce: "String", formation: FormationEnum }),
  addToGroup: actionOf<"addToGroup">()("AddToGroup", "Put a ship into the open group; screened for wedges and cylinders (DS 6.8)", { ship: "String", screened: "Boolean" }),
  addBackup: actionOf<"addBackup">()("AddBackup", "Put another counter beneath the open group as a back-up (DS 6.8)", { formation: FormationEnum }),
  closeGroup: actionOf<"closeGroup">()("CloseGroup", "Close the open group", {}),
  formationsReady: actionOf<"formationsReady">()("FormationsReady", "Your formations are set (hidden until both sides are ready)", {}),
  shiftScreen: actionOf<"shiftScreen">()("ShiftScreen", "Move a cylinder ship between formation and screen (DS 6.5)", { ship: "String" }),
  screensSet: actionOf<"screensSet">()("ScreensSet", "No more screen changes this round", {}),
  attack: actionOf<"attack">()("Attack", "A formation or scattered ship fires at an enemy ship (DS 6.9)", { unit: "String", target: "String" }),
  holdFire: actionOf<"holdFire">()("HoldFire", "A unit does not fire this round", { unit: "String" }),
  autoTarget: actionOf<"autoTarget">()("AutoTarget", "Every unit still to fire takes the target it outclasses most", {}),
  ceaseFire: actionOf<"ceaseFire">()("CeaseFire", "Every unit still to fire holds its fire", {}),
  breakOff: actionOf<"breakOff">()("BreakOff", "Break off combat (DS 6.12)", {}),
  withdraw: actionOf<"withdraw">()("Withdraw", "The adjacent hex your ships withdraw to (DS 6.12)", { hex: hexField }),
  strike: actionOf<"strike">()("StrikeSurface", "A ship will strike an enemy surface hex (DS 6.14)", { ship: "String", body: "String", site: SiteEnum }),
  noStrike: actionOf<"noStrike">()("NoStrike", "This ship makes no surface strike", { ship: "String" }),
  strikesDone: actionOf<"strikesDone">()("StrikesDone", "No more surface strikes in this hex", {}),
  pdFire: actionOf<"pdFire">()("PdFire", "One planetary defence shot (DS 6.13); target: a ship, or an impacting planetoid", { body: "String", site: SiteEnum, target: "String" }),
  pdDone: actionOf<"pdDone">()("PdDone", "The remaining planetary defence shots are not fired", {}),
  chooseLoss: actionOf<"chooseLoss">()("ChooseLoss", "What a 'des' strike result destroys (DS 6.14)", { item: LossItemEnum, ship: { type: "String", nullable: true } }),
  breakOrbit: actionOf<"breakOrbit">()("BreakOrbit", "Break a planetoid from orbit (DS 4.7)", { planetoid: "String", facing: facingField }),
  thrust: actionOf<"thrust">()("Thrust", "Change a free planetoid's speed or facing (DS 4.8)", { planetoid: "String", change: ThrustEnum }),
  setFacing: actionOf<"setFacing">()("SetFacing", "Face a stopped planetoid any way (DS 4.8)", { planetoid: "String", facing: facingField }),
  assumeOrbit: actionOf<"assumeOrbit">()("AssumeOrbit", "Put a free planetoid into orbit (DS 4.9)", { planetoid: "String" }),
  planetoidsDone: actionOf<"planetoidsDone">()("PlanetoidsDone", "No more power plant expenditures this interim phase", {}),
  declareImpact: actionOf<"declareImpact">()("DeclareImpact", "Aim a free planetoid at a surface hex of a body in its hex (DS 4.10)", { planetoid: "String", body: "String", site: SiteEnum }),
  impactsDone: actionOf<"impactsDone">()("ImpactsDone", "No more impacts this interim phase", {}),
  chooseTrainingLoss: actionOf<"chooseTrainingLoss">()("ChooseTrainingLoss", "The formation counter a task force loses in training (DS 7.4)", { formation: FormationEnum }),
  offerStalemate: actionOf<"offerStalemate">()("OfferStalemate", "Offer to end the game in stalemate (DS 11.5)", {}),
  answerStalemate: actionOf<"answerStalemate">()("AnswerStalemate", "Accept or refuse a stalemate offered (DS 11.5)", { accept: "Boolean" }),
} satisfies Record<ActionType, object>);

type InputOf<T extends ActionType> = Omit<ActionOf<T>, "type">;
const S = { type: "String" } as const;
const H = { type: "Int", description: "A hex id" } as const;
const F = { type: "Int", description: "A facing, 0–5" } as const;
const SITE = { type: SiteEnum } as const;

/** Actions with fields take an input type; the others are a Boolean flag (true posts them). */
const actionInputs = {
  placeWorld: inputOf<InputOf<"placeWorld">>()("PlaceWorldInput", "An enemy world and a hex of its path", { world: S, hex: H }),
  placePopulation: inputOf<InputOf<"placePopulation">>()("PlacePopulationInput", "Where and how much (any amount within the bounds)", { body: S, site: SITE, amount: { type: "Int" } }),
  placeIndustry: inputOf<InputOf<"placeIndustry">>()("PlaceIndustryInput", "A land hex with at least 10 population", { body: S, site: SITE }),
  buy: inputOf<InputOf<"buy">>()("BuyInput", "A counter and where it goes; leave site out to put a ship in orbit", { item: { type: BuyItemEnum }, body: S, site: { type: SiteEnum, required: false } }),
  finishSetup: "Boolean",
  designateTarget: inputOf<InputOf<"designateTarget">>()("DesignateTargetInput", "An enemy world with industry", { world: S }),
  orderProduction: inputOf<InputOf<"orderProduction">>()("OrderProductionInput", "An item, its industry site, and when it arrives", {
    item: { type: ProductEnum },
    body: S,
    site: SITE,
    emergency: { type: "Boolean" },
    arrivalTurn: { type: "Int", required: false, description: "A later turn (within the bounds); leave out for the earliest" },
  }),
  convertToCommand: inputOf<InputOf<"convertToCommand">>()("ConvertToCommandInput", "A battle cruiser or cruiser at a base", { ship: S }),
  productionDone: "Boolean",
  selectUnit: inputOf<InputOf<"selectUnit">>()("SelectUnitInput", "A ship or a task force's command ship", { unit: S }),
  moveUnit: inputOf<InputOf<"moveUnit">>()("MoveUnitInput", "The selected unit, a reachable hex and facing", { unit: S, hex: H, facing: F }),
  landUnit: inputOf<InputOf<"landUnit">>()("LandUnitInput", "The selected ship and a landing site", { unit: S, body: S, site: SITE }),
  holdUnit: inputOf<InputOf<"holdUnit">>()("HoldUnitInput", "The selected unit", { unit: S }),
  joinTaskForce: inputOf<InputOf<"joinTaskForce">>()("JoinTaskForceInput", "A ship and a task force in its hex", { ship: S, taskForce: S }),
  leaveTaskForce: inputOf<InputOf<"leaveTaskForce">>()("LeaveTaskForceInput", "A task force member", { ship: S }),
  loadCargo: inputOf<InputOf<"loadCargo">>()("LoadCargoInput", "A landed transport and what it loads", { ship: S, cargo: { type: InstallationEnum } }),
  unloadCargo: inputOf<InputOf<"unloadCargo">>()("UnloadCargoInput", "A loaded transport at a base", { ship: S }),
  relocate: inputOf<InputOf<"relocate">>()("RelocateInput", "An installation and the two hexes of its surface", { body: S, from: SITE, to: SITE, item: { type: InstallationEnum } }),
  endMovement: "Boolean",
  formGroup: inputOf<InputOf<"formGroup">>()("FormGroupInput", "A task force and one of its counters", { taskForce: S, formation: { type: FormationEnum } }),
  addToGroup: inputOf<InputOf<"addToGroup">>()("AddToGroupInput", "A ship of the task force", { ship: S, screened: { type: "Boolean" } }),
  addBackup: inputOf<InputOf<"addBackup">>()("AddBackupInput", "Another counter of the task force", { formation: { type: FormationEnum } }),
  closeGroup: "Boolean",
  formationsReady: "Boolean",
  shiftScreen: inputOf<InputOf<"shiftScreen">>()("ShiftScreenInput", "A cylinder ship", { ship: S }),
  screensSet: "Boolean",
  attack: inputOf<InputOf<"attack">>()("AttackInput", "A firing unit and its target", { unit: S, target: S }),
  holdFire: inputOf<InputOf<"holdFire">>()("HoldFireInput", "A firing unit", { unit: S }),
  autoTarget: "Boolean",
  ceaseFire: "Boolean",
  breakOff: "Boolean",
  withdraw: inputOf<InputOf<"withdraw">>()("WithdrawInput", "An adjacent hex", { hex: H }),
  strike: inputOf<InputOf<"strike">>()("StrikeInput", "A ship and an enemy surface hex", { ship: S, body: S, site: SITE }),
  noStrike: inputOf<InputOf<"noStrike">>()("NoStrikeInput", "A ship", { ship: S }),
  strikesDone: "Boolean",
  pdFire: inputOf<InputOf<"pdFire">>()("PdFireInput", "A planetary defence hex and its target", { body: S, site: SITE, target: S }),
  pdDone: "Boolean",
  chooseLoss: inputOf<InputOf<"chooseLoss">>()("ChooseLossInput", "What is destroyed (a ship: which one)", { item: { type: LossItemEnum }, ship: { type: "String", required: false } }),
  breakOrbit: inputOf<InputOf<"breakOrbit">>()("BreakOrbitInput", "A planetoid and its facing", { planetoid: S, facing: F }),
  thrust: inputOf<InputOf<"thrust">>()("ThrustInput", "A free planetoid and the change", { planetoid: S, change: { type: ThrustEnum } }),
  setFacing: inputOf<InputOf<"setFacing">>()("SetFacingInput", "A stopped planetoid and its new facing", { planetoid: S, facing: F }),
  assumeOrbit: inputOf<InputOf<"assumeOrbit">>()("AssumeOrbitInput", "A free planetoid", { planetoid: S }),
  planetoidsDone: "Boolean",
  declareImpact: inputOf<InputOf<"declareImpact">>()("DeclareImpactInput", "A free planetoid and the surface hex it aims at", { planetoid: S, body: S, site: SITE }),
  impactsDone: "Boolean",
  chooseTrainingLoss: inputOf<InputOf<"chooseTrainingLoss">>()("ChooseTrainingLossInput", "A counter of the task force", { formation: { type: FormationEnum } }),
  offerStalemate: "Boolean",
  answerStalemate: inputOf<InputOf<"answerStalemate">>()("AnswerStalemateInput", "Accept, or refuse", { accept: { type: "Boolean" } }),
} satisfies Record<ActionType, object | "Boolean">;

// Flags exactly for the actions with no fields (and only those).
type FlagActions = { [T in ActionType]: [keyof InputOf<T>] extends [never] ? T : never }[ActionType];
type Inputs = typeof actionInputs;
type FlagInputs = { [T in keyof Inputs]: 0 extends 1 & Inputs[T] ? never : Inputs[T] extends "Boolean" ? T : never }[keyof Inputs]; // input refs are typed any
const flagsMatch: { extra: never; missing: never } = null as unknown as { extra: Exclude<FlagInputs, FlagActions>; missing: Exclude<FlagActions, FlagInputs> };
void flagsMatch;

const ActionInput = builder.inputType(`${prefix}ActionInput`, {
  description: "Exactly one action (@oneOf); the field name is the action's type. Actions without fields are flags: post them as true",
  isOneOf: true,
  fields: (t) =>
    Object.fromEntries(
      Object.entries(actionInputs).map(([type, ref]) => [type, ref === "Boolean" ? t.boolean({ required: false, description: `true: ${type}` }) : t.field({ type: ref as never, required: false })]),
    ) as never,
});

/** Fields the engine wants as null when absent (nullable, not optional). */
const NULLABLE: Partial<Record<ActionType, string[]>> = { buy: ["site"], orderProduction: ["arrivalTurn"], chooseLoss: ["ship"] };

/**
 * `{ moveUnit: { unit, hex, facing } }` → `{ type: "moveUnit", unit, hex, facing }`; a flag
 * `{ endMovement: true }` → `{ type: "endMovement" }`. A nullable field left out is null.
 */
function toAction(input: Record<string, unknown>): unknown {
  const entries = Object.entries(input).filter(([, v]) => v !== null && v !== undefined);
  if (entries.length !== 1) return { type: "" };
  const [type, raw] = entries[0]!;
  if (actionInputs[type as ActionType] === "Boolean") return raw === true ? { type } : { type: "" };
  const nulls = Object.fromEntries((NULLABLE[type as ActionType] ?? []).map((k) => [k, null]));
  return { type, ...nulls, ...stripNulls(raw as Record<string, unknown>) } as DoubleStarAction;
}

// ---- options input ---------------------------------------------------------------------------

const FactorInput = inputOf<NonNullable<DoubleStarOptions["shipFactors"][ShipKind]>>()("FactorOverrideInput", "A ship type's factors in play; leave one out to keep the reconstruction", {
  defense: { type: "Int", required: false, description: "0 to 20" },
  movement: { type: "Int", required: false, description: "0 to 12" },
});
const ShipFactorsInput = inputOf<Required<DoubleStarOptions["shipFactors"]>>()(
  "ShipFactorsInput",
  "Overrides of the reconstructed factors, by ship type (README R1, R2), for groups with the original counters",
  shipFactorFields(() => ({ type: FactorInput, required: false })) as { [K in ShipKind]: InputSpec },
);
const OptionsInput = builder.inputType(`${prefix}OptionsInput`, {
  description: "Anything left out takes its default (see Kind.optionsJsonSchema)",
  fields: (t) =>
    ({
      scenario: t.field({ type: ScenarioEnum, required: false, description: "sneakAttack (default), armageddon or raid (DS 10)" }),
      turnLimit: t.int({ required: false, description: "Safety limit: the game ends after this game-turn, 2 to 500 (100)" }),
      maxCombatRounds: t.int({ required: false, description: "Safety limit: rounds of ship-to-ship combat in a hex, 1 to 100 (30)" }),
      robotStrikeModifier: t.int({ required: false, description: "-2 (default) or 2: robot fighters on the Surface Strike Table (README R10)" }),
      shipFactors: t.field({ type: ShipFactorsInput, required: false }),
      formationPoolPerType: t.int({ required: false, description: "Formation counters of each type per side, 1 to 50 (12; README R8)" }),
      agreedStalemateAnyScenario: t.boolean({ required: false, description: "Allow stalemate by agreement in every scenario (false: Armageddon only)" }),
      planetoidMaxSpeed: t.int({ required: false, description: "Fastest a free planetoid may fly, 1 to 50; left out or null: no limit, as the book (DS 4.8)" }),
      orbitCaptureAnySpeed: t.boolean({ required: false, description: "A free planetoid settles round a world in its hex at any speed (false: DS 4.9, speed 1 along a printed orbit)" }),
      globeMarginLimitsTargets: t.boolean({ required: false, description: "The globe's three-ship margin limits its targets (false: DS 6.6, a globe without the margin scatters)" }),
      surfaceStrikesPhasingOnly: t.boolean({ required: false, description: "Only the phasing side strikes surfaces (false: DS 2.2, both sides)" }),
      commandShipsStayInSpace: t.boolean({ required: false, description: "Command ships never land (false: DS 4.2, a lone command ship lands at a friendly base)" }),
    }) satisfies Record<keyof DoubleStarOptions, unknown>,
});

// ---- events ----------------------------------------------------------------------------------

type EventType = DoubleStarEvent["type"];
function eventOf<T extends EventType>() {
  return (name: T, description: string, fields: Fields<Omit<EventOfType<T>, "type">>) =>
    plainObject<EventOfType<T>>(`${prefix}${name}`, description, { type: "String", ...(fields as Record<string, FieldSpec>) });
}

const StrikeResultRef = objectOf<{ kind: StrikeResult["kind"]; points: number | null }>()("StrikeResult", "A Surface Strike Table result", {
  kind: StrikeResultKindEnum,
  points: { type: "Int", nullable: true, description: "Population points, for kind population" },
});
const SurvivalRef = objectOf<EventOfType<"ImpactResolved">["survivalRolls"][number]>()("SurvivalRoll", "A counter next to an impact rolling to survive (README D14)", {
  site: SiteEnum,
  item: "String",
  die: "Int",
  survived: "Boolean",
});
const OrbitMoveRef = objectOf<EventOfType<"BodiesOrbited">["moves"][number]>()("OrbitMove", "A body moved one hex along its path", { body: "String", from: "Int", to: "Int" });

const Event = unionByTag(`${prefix}Event`, "Something that happened in a game of Double Star", {
  // `satisfies` below: every event type of the engine has its member, and no other.
  WorldPlaced: eventOf<"WorldPlaced">()("WorldPlaced", "An enemy world was placed on its path (DS 9.1)", { side: SideEnum, world: "String", hex: "Int" }),
  PopulationPlaced: eventOf<"PopulationPlaced">()("PopulationPlaced", "Population was placed (DS 9.2)", { side: SideEnum, body: "String", site: SiteEnum, amount: "Int", left: "Int" }),
  IndustryPlaced: eventOf<"IndustryPlaced">()("IndustryPlaced", "An industry counter was placed (DS 9.3)", { side: SideEnum, body: "String", site: SiteEnum }),
  CounterBought: eventOf<"CounterBought">()("CounterBought", "A counter was bought at set-up (DS 8.1)", {
    side: SideEnum,
    item: BuyItemEnum,
    ship: { type: "String", nullable: true },
    body: "String",
    site: { type: SiteEnum, nullable: true },
    cost: "Int",
    budgetLeft: "Int",
  }),
  SetupFinished: eventOf<"SetupFinished">()("SetupFinished", "A side finished set-up; the rest became its contingency fund", { side: SideEnum, contingency: "Int" }),
  TargetDesignated: eventOf<"TargetDesignated">()("TargetDesignated", "A side designated its raid target; world and label only for that side (DS 10.3)", {
    side: SideEnum,
    world: { type: "String", nullable: true },
    label: { type: "String", nullable: true },
  }),
  TargetsRevealed: eventOf<"TargetsRevealed">()("TargetsRevealed", "The raid targets, shown when the game ends", { targets: [TargetRef] }),
  ProductionOrdered: eventOf<"ProductionOrdered">()("ProductionOrdered", "Production was ordered (DS 8.2, 8.3)", {
    side: SideEnum,
    order: "String",
    item: ProductEnum,
    body: "String",
    site: SiteEnum,
    arrives: "Int",
    emergency: "Boolean",
    cost: "Int",
  }),
  ProductionArrived: eventOf<"ProductionArrived">()("ProductionArrived", "Production arrived (DS 8.5)", {
    side: SideEnum,
    order: "String",
    item: ProductEnum,
    body: "String",
    site: SiteEnum,
    ship: { type: "String", nullable: true },
  }),
  ProductionLost: eventOf<"ProductionLost">()("ProductionLost", "Production with nowhere to arrive was lost (README D17)", { side: SideEnum, order: "String", item: ProductEnum, reason: "String" }),
  ShipConverted: eventOf<"ShipConverted">()("ShipConverted", "A ship became a command ship (DS 8.3)", { side: SideEnum, ship: "String", from: ShipKindEnum, cost: "Int" }),
  TurnBegan: eventOf<"TurnBegan">()("TurnBegan", "A game-turn began", { turn: "Int", shaded: "Boolean" }),
  PlayerTurnBegan: eventOf<"PlayerTurnBegan">()("PlayerTurnBegan", "A player-turn began (DS 2)", { side: SideEnum, turn: "Int" }),
  UnitSelected: eventOf<"UnitSelected">()("UnitSelected", "A unit was selected to move", { side: SideEnum, unit: "String" }),
  UnitMoved: eventOf<"UnitMoved">()("UnitMoved", "A ship or task force moved (DS 4.1)", {
    side: SideEnum,
    unit: "String",
    ships: ["String"],
    from: "Int",
    to: "Int",
    facing: "Int",
    path: ["Int"],
    cost: "Int",
    tookOff: "Boolean",
  }),
  UnitLanded: eventOf<"UnitLanded">()("UnitLanded", "A ship landed (DS 4.2)", { side: SideEnum, unit: "String", body: "String", site: SiteEnum, path: ["Int"], cost: "Int", basePlaced: "Boolean" }),
  UnitHeld: eventOf<"UnitHeld">()("UnitHeld", "A unit stayed put", { side: SideEnum, unit: "String" }),
  TaskForceJoined: eventOf<"TaskForceJoined">()("TaskForceJoined", "A ship joined a task force (DS 5.2)", { side: SideEnum, ship: "String", taskForce: "String" }),
  TaskForceLeft: eventOf<"TaskForceLeft">()("TaskForceLeft", "A ship left a task force (DS 5.2)", { side: SideEnum, ship: "String", taskForce: "String" }),
  TaskForceDissolved: eventOf<"TaskForceDissolved">()("TaskForceDissolved", "A task force lost its command ship (README D13)", { side: SideEnum, taskForce: "String", formationsReturned: [FormationEnum] }),
  CargoLoaded: eventOf<"CargoLoaded">()("CargoLoaded", "A transport loaded cargo (DS 4.5)", { side: SideEnum, ship: "String", cargo: InstallationEnum, body: "String", site: SiteEnum }),
  CargoUnloaded: eventOf<"CargoUnloaded">()("CargoUnloaded", "A transport discharged its cargo (DS 4.5)", { side: SideEnum, ship: "String", cargo: InstallationEnum, body: "String", site: SiteEnum }),
  CounterRelocated: eventOf<"CounterRelocated">()("CounterRelocated", "An installation moved on its surface (DS 4.12)", { side: SideEnum, body: "String", from: SiteEnum, to: SiteEnum, item: InstallationEnum }),
  MovementEnded: eventOf<"MovementEnded">()("MovementEnded", "A movement phase ended", { side: SideEnum }),
  OrbitCrossed: eventOf<"OrbitCrossed">()("OrbitCrossed", "Sneak Attack: a Chinese ship crossed the outermost Islamic orbit (DS 10.1)", { turn: "Int", ship: "String", endsAfterTurn: "Int" }),
  CombatBegan: eventOf<"CombatBegan">()("CombatBegan", "Combat began in a hex (DS 6.1)", { combat: "Int", hex: "Int" }),
  FormationDraftChanged: eventOf<"FormationDraftChanged">()("FormationDraftChanged", "A side changed its secret formation declaration; what changed only for that side", {
    side: SideEnum,
    combat: "Int",
    detail: { type: "String", nullable: true },
    label: { type: "String", nullable: true },
  }),
  FormationsRevealed: eventOf<"FormationsRevealed">()("FormationsRevealed", "Both sides were ready: the formations in force (DS 6.8)", { combat: "Int", groups: [GroupRef], scattered: ["String"] }),
  FormationCounterLost: eventOf<"FormationCounterLost">()("FormationCounterLost", "A task force lost a formation counter (DS 6.9, DS 7)", {
    side: SideEnum,
    taskForce: "String",
    formation: FormationEnum,
    reason: CounterLostEnum,
    group: { type: "String", nullable: true },
  }),
  FormationAssumed: eventOf<"FormationAssumed">()("FormationAssumed", "A group assumed its back-up formation (DS 6.8)", { side: SideEnum, group: "String", formation: FormationEnum }),
  GroupScattered: eventOf<"GroupScattered">()("GroupScattered", "A group's ships scattered (DS 6.7)", { side: SideEnum, group: "String", ships: ["String"] }),
  RoundBegan: eventOf<"RoundBegan">()("RoundBegan", "A round of ship-to-ship combat began", { combat: "Int", round: "Int" }),
  ScreenShifted: eventOf<"ScreenShifted">()("ScreenShifted", "A cylinder ship moved into or out of the screen (DS 6.5)", { side: SideEnum, ship: "String", screened: "Boolean" }),
  FireDesignated: eventOf<"FireDesignated">()("FireDesignated", "A unit chose its target, or held its fire", { side: SideEnum, unit: "String", target: { type: "String", nullable: true } }),
  ShotResolved: eventOf<"ShotResolved">()("ShotResolved", "An attack was resolved on the Combat Results Table (DS 6.11)", {
    side: SideEnum,
    unit: "String",
    target: "String",
    attack: "Int",
    defense: "Int",
    die: "Int",
    result: ShipResultEnum,
    firstFire: "Boolean",
  }),
  ShipDisrupted: eventOf<"ShipDisrupted">()("ShipDisrupted", "A ship was disrupted", { ship: "String", by: "String" }),
  ShipEliminated: eventOf<"ShipEliminated">()("ShipEliminated", "A ship was eliminated", { ship: "String", side: SideEnum, kind: ShipKindEnum, by: "String" }),
  BrokeOff: eventOf<"BrokeOff">()("BrokeOff", "A side broke off (DS 6.12)", { side: SideEnum, combat: "Int" }),
  Withdrew: eventOf<"Withdrew">()("Withdrew", "Ships withdrew after breaking off; to: null when they could not", { side: SideEnum, ships: ["String"], from: "Int", to: { type: "Int", nullable: true } }),
  ShipCombatEnded: eventOf<"ShipCombatEnded">()("ShipCombatEnded", "Ship-to-ship combat in a hex ended", { combat: "Int", reason: ShipCombatEndEnum }),
  StrikeDeclared: eventOf<"StrikeDeclared">()("StrikeDeclared", "A ship declared a surface strike (DS 6.14)", { ship: "String", body: "String", site: SiteEnum }),
  PdFired: eventOf<"PdFired">()("PdFired", "A planetary defence fired (DS 6.13)", {
    side: SideEnum,
    body: "String",
    site: SiteEnum,
    target: "String",
    column: PdColumnEnum,
    die: "Int",
    result: PdResultEnum,
  }),
  // The strike result is a union on `kind`; GraphQL shows it as one object, with `points` where it has them.
  SurfaceStruck: eventOf<"SurfaceStruck">()("SurfaceStruck", "A surface strike was resolved (DS 6.14)", {
    ship: "String",
    body: "String",
    site: SiteEnum,
    die: "Int",
    modified: { type: "Int", description: "The die with the robot modifier (README R10), read as 1–6" },
    result: { type: StrikeResultRef, from: (e: EventOfType<"SurfaceStruck">) => ({ kind: e.result.kind, points: e.result.kind === "population" ? e.result.points : null }) },
    effect: "String",
  }),
  CounterDestroyed: eventOf<"CounterDestroyed">()("CounterDestroyed", "Counters were destroyed on a surface", {
    side: SideEnum,
    body: "String",
    site: SiteEnum,
    item: DestroyedItemEnum,
    count: "Int",
    ship: { type: "String", nullable: true },
    by: "String",
  }),
  RobotSelfDestructed: eventOf<"RobotSelfDestructed">()("RobotSelfDestructed", "A robot fighter destroyed itself after its strike (DS 6.14)", { ship: "String" }),
  ImpactResolved: eventOf<"ImpactResolved">()("ImpactResolved", "A planetoid impact was resolved with the scatter diagram (DS 6.15, README R7)", {
    planetoid: "String",
    body: "String",
    site: SiteEnum,
    aimDie: "Int",
    scatterDie: { type: "Int", nullable: true },
    hit: { type: SiteEnum, nullable: true },
    survivalRolls: [SurvivalRef],
  }),
  PlanetoidDestroyed: eventOf<"PlanetoidDestroyed">()("PlanetoidDestroyed", "A planetoid was lost", { planetoid: "String", reason: "String" }),
  CombatEnded: eventOf<"CombatEnded">()("CombatEnded", "Combat in a hex ended", { combat: "Int", hex: "Int" }),
  InterimBegan: eventOf<"InterimBegan">()("InterimBegan", "The interim phase began (DS 2.3)", { turn: "Int", shaded: "Boolean" }),
  OrbitBroken: eventOf<"OrbitBroken">()("OrbitBroken", "A planetoid broke orbit (DS 4.7)", { side: SideEnum, planetoid: "String", facing: "Int" }),
  PlanetoidThrust: eventOf<"PlanetoidThrust">()("PlanetoidThrust", "A power plant changed a planetoid's speed or facing (DS 4.8)", {
    side: SideEnum,
    planetoid: "String",
    change: "String",
    speed: "Int",
    facing: "Int",
  }),
  OrbitAssumed: eventOf<"OrbitAssumed">()("OrbitAssumed", "A planetoid assumed orbit (DS 4.9)", {
    side: SideEnum,
    planetoid: "String",
    path: { type: "String", nullable: true },
    tiedTo: { type: "String", nullable: true },
  }),
  BodiesOrbited: eventOf<"BodiesOrbited">()("BodiesOrbited", "Worlds and moons moved along their paths (DS 4.6)", { moves: [OrbitMoveRef] }),
  PlanetoidMoved: eventOf<"PlanetoidMoved">()("PlanetoidMoved", "A free planetoid moved (DS 4.8); to: null when it left the map", {
    planetoid: "String",
    from: "Int",
    to: { type: "Int", nullable: true },
    path: ["Int"],
  }),
  GravitationalTieBroken: eventOf<"GravitationalTieBroken">()("GravitationalTieBroken", "A moon's tie to its world was broken (DS 4.11)", { moon: "String", from: "String", path: "String" }),
  ImpactDeclared: eventOf<"ImpactDeclared">()("ImpactDeclared", "An impact was declared (DS 4.10)", { side: SideEnum, planetoid: "String", body: "String", site: SiteEnum }),
  PowerPlantExpended: eventOf<"PowerPlantExpended">()("PowerPlantExpended", "A power plant was used up", { side: SideEnum, body: "String", site: SiteEnum, left: "Int" }),
  TrainingRolled: eventOf<"TrainingRolled">()("TrainingRolled", "A task force rolled for training (DS 7)", {
    side: SideEnum,
    taskForce: "String",
    withinHome: "Boolean",
    gainDie: { type: "Int", nullable: true },
    gained: { type: FormationEnum, nullable: true },
    lossDie: { type: "Int", nullable: true },
    lost: "Boolean",
  }),
  DisruptionCleared: eventOf<"DisruptionCleared">()("DisruptionCleared", "Disrupted ships recovered", { ships: ["String"] }),
  StalemateOffered: eventOf<"StalemateOffered">()("StalemateOffered", "A side offered a stalemate (DS 11.5)", { side: SideEnum }),
  StalemateAnswered: eventOf<"StalemateAnswered">()("StalemateAnswered", "A stalemate offer was answered", { side: SideEnum, accepted: "Boolean" }),
  SideResigned: eventOf<"SideResigned">()("SideResigned", "A side left the game (DS 11.4)", { side: SideEnum }),
  GameEnded: eventOf<"GameEnded">()("GameEnded", "The game ended (DS 10)", { outcome: OutcomeRef }),
} satisfies Record<EventType, object>);

// ---- bounds ----------------------------------------------------------------------------------

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const boundsCovered: Same<BoundsByPrompt[keyof BoundsByPrompt], DoubleStarBounds> & (keyof BoundsByPrompt extends Prompt ? true : false) = true;
void boundsCovered;

/** Bounds as the schema sees them: tagged with their decision's prompt. */
type Tagged<B> = B & { prompt: keyof BoundsByPrompt };
const RangeRef = objectOf<PopulationBounds["amount"]>()("AmountRange", "The amounts a decision takes, inclusive", { min: "Int", max: "Int" });
const ArrivalRef = objectOf<ArrivalBounds["arrivalTurn"]>()("ArrivalRange", "The earliest arrival turns an order may name (any later turn will do)", {
  earliest: { type: "Int", description: "Paid from the production budget: six turns on (DS 8.5)" },
  earliestEmergency: { type: "Int", description: "Emergency production: four turns on (DS 8.3)" },
});
const PopulationBoundsRef = plainObject<Tagged<PopulationBounds>>(`${prefix}PopulationBounds`, "placePopulation: any amount in the range, not only those listed (DS 9.2)", {
  prompt: PromptEnum,
  amount: RangeRef,
});
const ArrivalBoundsRef = plainObject<Tagged<ArrivalBounds>>(`${prefix}ArrivalBounds`, "buyForces and production: orderProduction may name any arrival turn from the earliest on (DS 8.5)", {
  prompt: PromptEnum,
  arrivalTurn: ArrivalRef,
});
/** Which bounds type each prompt's bounds take (both arrival prompts share one). */
const boundsShape = { placePopulation: "population", buyForces: "arrival", production: "arrival" } as const satisfies Record<keyof BoundsByPrompt, string>;
const Bounds = unionByTag(`${prefix}Bounds`, "The limits of a decision that takes values beyond its listed choices, by its prompt", { population: PopulationBoundsRef, arrival: ArrivalBoundsRef }, "shape");

defineGameSchema({
  kind: "double-star",
  name: prefix,
  viewRef: View,
  actionRef: Action,
  actionInputRef: ActionInput,
  toAction,
  optionsInputRef: OptionsInput,
  eventRef: Event,
  boundsRef: Bounds,
  boundsOf: (bounds, prompt) => ({ shape: boundsShape[prompt as keyof BoundsByPrompt], prompt, ...(bounds as object) }),
});
