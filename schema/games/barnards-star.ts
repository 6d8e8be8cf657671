// Barnard's Star in GraphQL: its view (the map with terrain, units by hex, space, the turn track,
// the bowl and the purchase as the caller may see them), actions, events and options as real
// types. Hexes are integer ids of the map (row × 34 + column, both 0-based). Everything is checked
// against the engine's types at compile time: enums list exactly the values of the engine's
// unions, every object lists exactly the fields of the engine type it shows, and the action and
// event unions have one member per variant, so a change in the rules engine fails to compile here
// until the schema follows it. The engine's decisions are all lists of choices (a unit's moves are
// listed per unit and hex, their costs in the view's `reach`), so this kind has no bounds type.
import type {
  ActionOf,
  ActionType,
  AssaultResult,
  BarnardsStarAction,
  BarnardsStarEvent,
  BarnardsStarOptions,
  BarnardsStarView,
  BattleView,
  BowlCounter,
  BowlView,
  ForceView,
  Ground,
  HexView,
  MapView,
  Phase,
  Purchase,
  Side,
  SideStatus,
  SpaceResult,
  SpaceView,
  Terrain,
  TurnTrackEntry,
  UnitKind,
  UnitView,
  VictoryView,
} from "../../src/games/barnards-star";
import type {
  AssaultResolved,
  BattleBegan,
  BombardmentResolved,
  CargoDisembarked,
  CloseApproachFlown,
  CounterattackAdvanced,
  CounterattackDecided,
  DefenseFired,
  ExchangeEnded,
  FireAllocated,
  ForceChanged,
  GameEnded,
  GameTurnBegan,
  GroundHeld,
  JumpTroopDropped,
  LineFormed,
  NaronianFleetArrived,
  NeutralizationRemoved,
  PhaseBegan,
  ReinforcementDrawn,
  SeatResigned,
  ShipArrived,
  ShipFired,
  ShipLanded,
  ShipLiftedOff,
  ShipSent,
  ShipWithdrew,
  SpaceCombatBegan,
  SpaceCombatEnded,
  SupportAdded,
  SupportDeclined,
  SupportFireResolved,
  SupportUnitMoved,
  UnitEliminated,
  UnitLoaded,
  UnitMoved,
  UnitNeutralized,
  UnitPlaced,
  UnitSummary,
  UnitsRetreated,
  UnitTeleported,
} from "../../src/games/barnards-star/events";
import type { SupportResult } from "../../src/games/barnards-star/tables";
import { builder } from "../builder";
import { plainInput, plainObject, unionByTag, type FieldSpec } from "../fields";
import { OutcomeRef } from "../game";
import { defineGameSchema, stripNulls } from "../game-kind";

const prefix = "BarnardsStar";

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

// enums
const SideEnum = enumOf<Side>()("Side", "The two sides, which are also the seats", ["naronian", "terran"]);
const PhaseEnum = enumOf<Phase>()("Phase", "Where a player turn stands (BS 4.0): set-up, then the phases that owe decisions, or over", [
  "setup",
  "dispatch",
  "spaceCombat",
  "movement",
  "transportation",
  "interaction",
  "defense",
  "combat",
  "over",
]);
const UnitKindEnum = enumOf<UnitKind>()(
  "UnitKind",
  "A counter (BS 2.2): jump troops, regulars, support troops, transportation points, beacons, planetary defense batteries; dreadnoughts, battleships, battlecruisers, destroyers, transports",
  ["JTr", "Reg", "Sup", "TP", "B", "PD", "DN", "BB", "BC", "DD", "TN"],
);
const BowlKindEnum = enumOf<BowlCounter["kind"]>()("ShipKind", "A ship counter of the Terran bowl", ["DN", "BB", "BC", "DD", "TN"]);
const GroundEnum = enumOf<Ground>()("Ground", "A hex's ground (BS T5); a volcano stands on one of these", ["clear", "lava", "crevassed", "mountain"]);
const TerrainEnum = enumOf<Terrain>()("Terrain", "The terrain a battle is fought in: the highest of the hex's types on the chart (BS 12.3, T5)", [
  "volcano",
  "mountain",
  "crevassed",
  "lava",
  "clear",
]);
const PurchaseEnum = enumOf<Purchase>()("Purchase", "An item of the Naronian force (BS 16.1): a warship, or a battalion with its transport", [
  "BB",
  "BC",
  "DD",
  "jumpBattalion",
  "regularBattalion",
]);
/** GraphQL names cannot be "-": the table's blank is NONE, and each name maps to the engine's value. */
const SpaceResultEnum = builder.enumType(`${prefix}SpaceResult`, {
  description: "A Space Combat Results Table result (BS T1): eliminated, neutralized, or no effect (printed -)",
  values: { E: { value: "E" }, N: { value: "N" }, NONE: { value: "-" } } as const satisfies Record<string, { value: SpaceResult }> & { [K in SpaceResult as K extends "-" ? "NONE" : K]: unknown },
});
const AssaultResultEnum = enumOf<AssaultResult>()("AssaultResult", "An Assault Combat Results Table result (BS T4, BS 12.4)", ["W", "C", "X", "P", "H", "E"]);
const BattleKindEnum = enumOf<BattleView["kind"]>()(
  "BattleKind",
  "assault: an attack in the combat phase (BS 12); overrun: in the movement phase (BS 14); counterattack: after a W (BS 12.4); bombardment: support fire alone (BS 13)",
  ["assault", "overrun", "counterattack", "bombardment"],
);
const AreaEnum = enumOf<NonNullable<UnitView["area"]>>()("Area", "Space combat: the firing line or the screened area (BS 6.1)", ["line", "screen"]);
const AssaultTableEnum = enumOf<BarnardsStarOptions["assaultTable"]>()(
  "AssaultTable",
  "The Assault Combat Results Table exactly as printed, or with its four anomalous rows smoothed (README, R8)",
  ["printed", "smoothed"],
);
const JumpDropsEnum = enumOf<BarnardsStarOptions["jumpDrops"]>()(
  "JumpDrops",
  "How a jump drop is judged (BS 10.3): pattern, the finished drop (the book); chained, each next troop within 2 of one already down (README, R18)",
  ["pattern", "chained"],
);
const VictoryTroopsEnum = enumOf<BarnardsStarOptions["victoryTroops"]>()(
  "VictoryTroops",
  "Which troops the victory conditions count as not eliminated (BS 16.4): drawn, every one not eliminated, at Sol and on the turn track included (the book); atBarnardsStar, only those at Barnard's Star; withBowl, also the battalions in the bowl (README, R12)",
  ["drawn", "atBarnardsStar", "withBowl"],
);
const NeutralizedAttackersEnum = enumOf<BarnardsStarOptions["neutralizedAttackers"]>()(
  "NeutralizedAttackers",
  "Neutralized units in an attacking position (BS 12.4): each falls back on its own (the book), or only when all attackers are neutralized (README, R25)",
  ["each", "all"],
);
const EmptyLineEnum = enumOf<BarnardsStarOptions["emptyLine"]>()(
  "EmptyLine",
  "A firing line shot empty (BS 6.1): the screened ships join it (the book), or they stay screened and never fire (README, R11)",
  ["screenJoins", "screenStays"],
);
const FireEffectEnum = enumOf<ShipFired["effect"]>()("FireEffect", "What a space combat shot did: two N in one exchange destroy (BS 6.2)", ["none", "neutralized", "destroyed"]);
const DefenseEffectEnum = enumOf<DefenseFired["effect"]>()("DefenseEffect", "What planetary defense fire did; aborted: a close approach ship sent back to orbit (BS 11.0)", [
  "none",
  "neutralized",
  "destroyed",
  "aborted",
]);
const WithdrawalEnum = enumOf<ShipWithdrew["to"]>()("Withdrawal", "Where a withdrawn ship went: Sol (Terran) or Kruger 60, for good (Naronian) (BS 6.3)", ["sol", "kruger"]);
const SpaceCombatEndEnum = enumOf<SpaceCombatEnded["reason"]>()("SpaceCombatEnd", "Why space combat ended (README, R11)", ["oneSideGone", "nobodyCanFire", "exchangeLimit"]);
const AutomaticEnum = enumOf<NonNullable<AssaultResolved["automatic"]>>()("AutomaticAssault", "Why no assault die was rolled (README, R9)", ["oddsBelow1to2", "attackersNeutralized"]);
const StageEnum = enumOf<NonNullable<BarnardsStarView["spaceCombat"]>["stage"]>()("SpaceCombatStage", "form: the sides form their lines, defender first; exchange: fire (BS 6.1)", [
  "form",
  "exchange",
]);
const SupportResultKindEnum = enumOf<SupportResult["kind"]>()("SupportResultKind", "A Support Combat Results Table result (BS T3): a die roll modifier, N, E, or nothing", [
  "modifier",
  "N",
  "E",
  "none",
]);

// shared pieces
const SupportResultRef = plainObject<SupportResult>(`${prefix}SupportResult`, "A support fire result: the assault die roll modifier, or N / E on the weaker side", {
  kind: SupportResultKindEnum,
  value: { type: "Int", nullable: true, description: "The modifier, for kind modifier", from: (r: SupportResult) => (r.kind === "modifier" ? r.value : null) },
});

// the view
const ReachRef = objectOf<NonNullable<UnitView["reach"]>[number]>()("Reach", "A hex a unit can still reach this movement phase and the movement points it costs (BS 7.0)", {
  hex: "Int",
  cost: "Int",
});

const UnitRef = objectOf<UnitView>()("Unit", "A unit or ship as the caller may see it; values are the current ones (neutralization applied)", {
  id: "String",
  side: SideEnum,
  kind: { type: UnitKindEnum, nullable: true, description: "Null when the caller may not know what it is (a Terran reinforcement not yet arrived)" },
  hidden: { type: "Boolean", description: "Hidden from the other side (a reinforcement or the Naronian force before arrival)" },
  jump: { type: "Boolean", nullable: true, description: "A transport marked with the asterisk (it carries jump troops); null when hidden" },
  neutralized: "Boolean",
  support: { type: "Int", nullable: true, description: "Support strength now; null where the counter has none or it is hidden" },
  range: { type: "Int", nullable: true, description: "Support range in hexes" },
  assault: { type: "Int", nullable: true, description: "Assault strength now" },
  movement: { type: "Int", nullable: true, description: "Movement allowance now" },
  movementLeft: { type: "Int", nullable: true, description: "Movement points left this movement phase (the phasing side's units on the map)" },
  reach: { type: [ReachRef], nullable: true, description: "In the movement phase: every hex the unit can still reach, with its cost (post moveUnit { unit, to })" },
  stopped: { type: "Boolean", description: "Entered an enemy zone of control this phase (BS 8.0)" },
  supportUsed: { type: "Boolean", description: "Support used this combat phase, or fired in this turn's planetary defense" },
  landing: { type: "Boolean", description: "Landed or dropped in this space–planet interaction phase" },
  area: { type: AreaEnum, nullable: true },
  label: { type: "String", nullable: true, description: "The bowl counter's label (the Terran's own view only)" },
  // A getter: the list refers to this very type, which exists only once this call returns.
  get cargo(): FieldSpec {
    return { type: [UnitRef], description: "What a transport carries, as far as the caller may know" };
  },
});

const HexRef = objectOf<HexView>()("Hex", "An occupied hex and the units in it", { hex: "Int", units: [UnitRef] });

const MapRef = objectOf<MapView>()("Map", "The map of BS.03.04 (BS 2.1; reconstructed, README R4)", {
  version: "String",
  cols: "Int",
  rows: "Int",
  layout: { type: "String", description: "odd-q: flat-topped hexes, odd columns half a hex lower" },
  edgeMargin: { type: "Int", description: "Set-up keeps this many hexes from the edge (BS 16.2)" },
  beaconSpacing: { type: "Int", description: "Beacons are set up at least this far apart (BS 16.2)" },
  terrain: { type: [GroundEnum], description: "The ground of every hex, by hex id" },
  volcanoes: { type: ["Int"], description: "Hexes with a volcano (standing on the ground in terrain)" },
});

const SpaceRef = objectOf<SpaceView>()("Space", "Ships off the planet", {
  naronian: { type: [UnitRef], description: "Naronian ships in the Barnard's Star system" },
  terran: { type: [UnitRef], description: "Terran ships in the Barnard's Star system" },
  approach: { type: [HexRef], description: "Ships on close approach missions, by the hex they fly over (BS 10.5)" },
  sol: { type: [UnitRef], description: "Terran ships at Sol; a reinforcement not yet arrived shows without its kind to the Naronian" },
  kruger: { type: [UnitRef], description: "The Naronian force at Kruger 60 before it arrives (the Naronian's view only)" },
});

const TurnTrackRef = objectOf<TurnTrackEntry>()("TurnTrackEntry", "A game turn on the turn track", {
  turn: "Int",
  eclipse: { type: "Boolean", description: "No beacon helps navigation this turn (BS 15.0)" },
  arrivals: { type: [UnitRef], description: "Terran ships due this turn (BS 5.2)" },
});

const BowlCounterRef = objectOf<NonNullable<BowlView["counters"]>[number]>()("BowlCounter", "An undrawn counter of the Terran bowl", {
  label: "String",
  kind: BowlKindEnum,
  jump: { type: "Boolean", description: "A transport with the asterisk: it carries a jump battalion" },
});
const BowlRef = objectOf<BowlView>()("Bowl", "The Terran reinforcement bowl (BS 16.3)", {
  count: { type: "Int", description: "Counters left in it" },
  counters: { type: [BowlCounterRef], nullable: true, description: "Which: the Terran's own view only" },
});

const BoughtRef = objectOf<NonNullable<ForceView["bought"]>[number]>()("Bought", "How many of one item the force holds", { item: PurchaseEnum, count: "Int" });
const ForceRef = objectOf<ForceView>()("Force", "The Naronian purchase (BS 16.1): the Naronian's own, everyone's once it has arrived", {
  confirmed: "Boolean",
  points: { type: "Int", nullable: true },
  spent: { type: "Int", nullable: true },
  left: { type: "Int", nullable: true },
  bought: { type: [BoughtRef], nullable: true },
});

type SpaceCombatView = NonNullable<BarnardsStarView["spaceCombat"]>;
const AllocationRef = objectOf<SpaceCombatView["allocations"][number]>()("FireAllocation", "A ship and the target it fires at", { ship: "String", target: "String" });
const SpaceCombatRef = objectOf<SpaceCombatView>()("SpaceCombat", "Space combat under way (BS 6)", {
  stage: StageEnum,
  forming: { type: SideEnum, nullable: true, description: "The side forming its line" },
  firing: { type: SideEnum, description: "The side whose exchange it is" },
  allocations: { type: [AllocationRef], description: "Fire allocated so far in this exchange" },
  exchanges: "Int",
});

const BattleSupportRef = objectOf<BattleView["support"]>()("BattleSupport", "Support allocated so far, alternating (BS 12.1)", {
  turn: { type: SideEnum, description: "Whose turn it is to add a unit or decline" },
  declined: { type: SideEnum, nullable: true, description: "The side that declined first" },
  attacker: ["String"],
  defender: ["String"],
});
const BattleRef = objectOf<BattleView>()("Battle", "The battle under way (BS 12–14)", {
  kind: BattleKindEnum,
  hex: "Int",
  attacker: SideEnum,
  attackers: ["String"],
  defenders: ["String"],
  support: BattleSupportRef,
  step: { type: "String", nullable: true, description: "support, press, lose, retreat, counter or counterMoves" },
  modifier: { type: "Int", description: "The assault die roll modifier from support fire (BS 12.2)" },
  result: { type: AssaultResultEnum, nullable: true },
  retreatHex: { type: "Int", nullable: true, description: "Where the attackers retreated after a W: the counterattack's hex" },
});

const DroppingRef = objectOf<NonNullable<BarnardsStarView["dropping"]>>()("Dropping", "A jump battalion dropping, one company at a time (BS 10.3)", {
  ship: "String",
  dropped: ["String"],
});

const SideStatusRef = objectOf<SideStatus>()("SideStatus", "What the victory conditions count for a side (BS 16.4, README R12)", {
  side: SideEnum,
  troopsInBattle: "Int",
  troopsOnMap: "Int",
  shipsInSystem: "Int",
});
const VictoryRef = objectOf<VictoryView>()("Victory", "The counts the victory conditions read (BS 16.4)", {
  beacons: "Int",
  functioningBeacons: "Int",
  sides: [SideStatusRef],
  turnLimit: { type: "Int", nullable: true, description: "The optional turn limit (BS 20.3); null: none" },
});

const MixRef = objectOf<BarnardsStarOptions["naronianMix"]>()("NaronianMix", "The Naronian counter mix that bounds the purchase (README, R3)", {
  BB: "Int",
  BC: "Int",
  DD: "Int",
  jumpBattalions: "Int",
  regularBattalions: "Int",
});
const BowlOptionRef = objectOf<BarnardsStarOptions["terranBowl"]>()("TerranBowl", "The ships put in the Terran bowl (README, R3)", {
  DN: "Int",
  BB: "Int",
  BC: "Int",
  DD: "Int",
  TN: { type: "Int", description: "Transports with a regular battalion" },
  jumpTN: { type: "Int", description: "Transports with a jump battalion" },
});
const OptionsRef = objectOf<BarnardsStarOptions>()("Options", "The options the game was created with (BS 20.5)", {
  assaultTable: AssaultTableEnum,
  naronianPoints: "Int",
  naronianMix: MixRef,
  terranBowl: BowlOptionRef,
  turnLimit: { type: "Int", nullable: true, description: "The optional turn limit (BS 20.3); null: none, play goes on until a side wins" },
  jumpDrops: JumpDropsEnum,
  victoryTroops: VictoryTroopsEnum,
  neutralizedAttackers: NeutralizedAttackersEnum,
  emptyLine: EmptyLineEnum,
  map: { type: "String", description: "The map version (BS 2.1)" },
});

type V = BarnardsStarView;
const View = objectOf<V>()("View", "The battle as the caller may see it: everything on and over the planet; the purchase and the bowl only to their owner", {
  viewer: { type: SideEnum, nullable: true, description: "Null for a spectator" },
  turn: { type: "Int", description: "0 during set-up" },
  player: { type: SideEnum, description: "The phasing side" },
  phase: PhaseEnum,
  eclipse: "Boolean",
  awaiting: ["String"],
  options: OptionsRef,
  map: MapRef,
  hexes: { type: [HexRef], description: "Occupied hexes of the planet, by id" },
  space: SpaceRef,
  turnTrack: [TurnTrackRef],
  bowl: BowlRef,
  force: ForceRef,
  unplaced: { type: [UnitRef], description: "Set-up: the Terran units still to place" },
  spaceCombat: { type: SpaceCombatRef, nullable: true },
  battle: { type: BattleRef, nullable: true },
  attacked: { type: ["Int"], description: "Hexes attacked this combat phase" },
  dropping: { type: DroppingRef, nullable: true },
  eliminated: [UnitRef],
  withdrawn: { type: [UnitRef], description: "Naronian ships withdrawn to Kruger 60" },
  victory: VictoryRef,
  outcome: { type: OutcomeRef, nullable: true },
});

// actions: output types (pending choices, suggestions) and the @oneOf input
function actionOf<T extends ActionType>() {
  return (name: string, description: string, fields: Fields<Omit<ActionOf<T>, "type">>) =>
    plainObject<ActionOf<T>>(`${prefix}${name}`, description, { type: "String", ...(fields as Record<string, FieldSpec>) });
}
const hexField = { type: "Int", description: "A hex id: row × 34 + column" } as const;

const Action = unionByTag(`${prefix}Action`, "An action a seat can post", {
  // `satisfies` below: every action type of the engine has its member, and no other.
  buy: actionOf<"buy">()("Buy", "Set-up: buy an item for the Naronian force, in secret (BS 16.1)", { item: PurchaseEnum }),
  sell: actionOf<"sell">()("Sell", "Set-up: give back an item bought (BS 16.1)", { item: PurchaseEnum }),
  confirmForce: actionOf<"confirmForce">()("ConfirmForce", "Set-up: the force is chosen (BS 16.1)", {}),
  placeUnit: actionOf<"placeUnit">()("PlaceUnit", "Set-up: place a Terran unit (BS 16.2)", { unit: "String", hex: hexField }),
  sendShip: actionOf<"sendShip">()("SendShip", "Send a ship from Sol (BS 5.2)", { ship: "String" }),
  returnToSol: actionOf<"returnToSol">()("ReturnToSol", "Move a ship in the system back to Sol (BS 5.2)", { ship: "String" }),
  endDispatch: actionOf<"endDispatch">()("EndDispatch", "Done sending ships", {}),
  screenShip: actionOf<"screenShip">()("ScreenShip", "Put a ship in the screened area (BS 6.1)", { ship: "String" }),
  closeLine: actionOf<"closeLine">()("CloseLine", "The line and screen are formed (BS 6.1)", {}),
  withdrawShip: actionOf<"withdrawShip">()("WithdrawShip", "Withdraw a ship before firing (BS 6.3)", { ship: "String" }),
  allocateFire: actionOf<"allocateFire">()("AllocateFire", "A firing ship's target (BS 6.1)", { ship: "String", target: "String" }),
  holdFire: actionOf<"holdFire">()("HoldFire", "End an exchange in which nothing of yours can fire", {}),
  moveUnit: actionOf<"moveUnit">()("MoveUnit", "Move a unit to a hex in its reach (BS 7.0)", { unit: "String", to: hexField }),
  overrun: actionOf<"overrun">()("Overrun", "Units that began the phase together overrun an adjacent enemy hex (BS 14.0)", { units: ["String"], to: hexField }),
  endMovement: actionOf<"endMovement">()("EndMovement", "End the movement phase", {}),
  teleport: actionOf<"teleport">()("Teleport", "Teleport a unit to another station (BS 9.0)", { unit: "String", to: { type: "String", description: "The transportation point or beacon" } }),
  endTransportation: actionOf<"endTransportation">()("EndTransportation", "End the transportation phase", {}),
  landShip: actionOf<"landShip">()("LandShip", "Land a transport and its cargo (BS 10.2)", { ship: "String", hex: hexField }),
  dropJumpTroop: actionOf<"dropJumpTroop">()("DropJumpTroop", "Drop a jump troop company (BS 10.3)", { unit: "String", hex: hexField }),
  closeApproach: actionOf<"closeApproach">()("CloseApproach", "Fly a warship over a hex for close support (BS 10.5)", { ship: "String", hex: hexField }),
  stayInOrbit: actionOf<"stayInOrbit">()("StayInOrbit", "A ship stays in space this phase", { ship: "String" }),
  loadUnit: actionOf<"loadUnit">()("LoadUnit", "Load a unit into a landed transport (BS 10.4)", { ship: "String", unit: "String" }),
  liftOff: actionOf<"liftOff">()("LiftOff", "Lift a landed transport off with its load (BS 10.4)", { ship: "String" }),
  endInteraction: actionOf<"endInteraction">()("EndInteraction", "End the space–planet interaction phase", {}),
  defenseFire: actionOf<"defenseFire">()("DefenseFire", "A battery or beacon fires at a landing hex (BS 11.0)", { unit: "String", hex: hexField }),
  endDefenseFire: actionOf<"endDefenseFire">()("EndDefenseFire", "End planetary defense fire", {}),
  attack: actionOf<"attack">()("Attack", "Attack the enemy in a hex your units share (BS 12.0)", { hex: hexField }),
  bombard: actionOf<"bombard">()("Bombard", "Bombard an enemy hex with support alone (BS 13.0)", { hex: hexField }),
  addSupport: actionOf<"addSupport">()("AddSupport", "Commit a unit's support to the battle (BS 12.1)", { unit: "String" }),
  declineSupport: actionOf<"declineSupport">()("DeclineSupport", "Add no more support (BS 12.1)", {}),
  pressAssault: actionOf<"pressAssault">()("PressAssault", "The defenders were neutralized: assault anyway, or not (BS 8.0)", { press: "Boolean" }),
  eliminateUnit: actionOf<"eliminateUnit">()("EliminateUnit", "A loss of your choice (BS 12.4)", { unit: "String" }),
  retreat: actionOf<"retreat">()("Retreat", "Your units in the battle retreat to a hex (BS 12.4)", { hex: hexField }),
  holdGround: actionOf<"holdGround">()("HoldGround", "Stay in the hex (BS 12.4)", {}),
  counterattack: actionOf<"counterattack">()("Counterattack", "After a W: counterattack, or not (BS 12.4)", { accept: "Boolean" }),
  supportMove: actionOf<"supportMove">()("SupportMove", "Counterattack: move a unit one hex to support (BS 12.4)", { unit: "String", hex: hexField }),
  endSupportMoves: actionOf<"endSupportMoves">()("EndSupportMoves", "Done moving supporting units", {}),
  endCombat: actionOf<"endCombat">()("EndCombat", "End the combat phase (BS 12.0)", {}),
} satisfies Record<ActionType, object>);

type InputOf<T extends ActionType> = Omit<ActionOf<T>, "type">;
const S = { type: "String" } as const;
const H = { type: "Int", description: "A hex id: row × 34 + column" } as const;

/** Actions with fields take an input type; the others are a Boolean flag (true posts them). */
const actionInputs = {
  buy: inputOf<InputOf<"buy">>()("BuyInput", "An item to buy", { item: { type: PurchaseEnum } }),
  sell: inputOf<InputOf<"sell">>()("SellInput", "An item to give back", { item: { type: PurchaseEnum } }),
  confirmForce: "Boolean",
  placeUnit: inputOf<InputOf<"placeUnit">>()("PlaceUnitInput", "A unit and its set-up hex", { unit: S, hex: H }),
  sendShip: inputOf<InputOf<"sendShip">>()("SendShipInput", "A ship at Sol", { ship: S }),
  returnToSol: inputOf<InputOf<"returnToSol">>()("ReturnToSolInput", "A ship in the system", { ship: S }),
  endDispatch: "Boolean",
  screenShip: inputOf<InputOf<"screenShip">>()("ScreenShipInput", "A ship of your line", { ship: S }),
  closeLine: "Boolean",
  withdrawShip: inputOf<InputOf<"withdrawShip">>()("WithdrawShipInput", "A ship to withdraw", { ship: S }),
  allocateFire: inputOf<InputOf<"allocateFire">>()("AllocateFireInput", "A firing ship and its target", { ship: S, target: S }),
  holdFire: "Boolean",
  moveUnit: inputOf<InputOf<"moveUnit">>()("MoveUnitInput", "A unit and a hex in its reach", { unit: S, to: H }),
  overrun: inputOf<InputOf<"overrun">>()("OverrunInput", "The overrunning units and the adjacent enemy hex", { units: { type: ["String"] }, to: H }),
  endMovement: "Boolean",
  teleport: inputOf<InputOf<"teleport">>()("TeleportInput", "A unit and the station it goes to", { unit: S, to: S }),
  endTransportation: "Boolean",
  landShip: inputOf<InputOf<"landShip">>()("LandShipInput", "A transport in orbit and where it lands", { ship: S, hex: H }),
  dropJumpTroop: inputOf<InputOf<"dropJumpTroop">>()("DropJumpTroopInput", "A jump troop aboard and where it drops", { unit: S, hex: H }),
  closeApproach: inputOf<InputOf<"closeApproach">>()("CloseApproachInput", "A warship in orbit and the hex it flies over", { ship: S, hex: H }),
  stayInOrbit: inputOf<InputOf<"stayInOrbit">>()("StayInOrbitInput", "A ship in orbit", { ship: S }),
  loadUnit: inputOf<InputOf<"loadUnit">>()("LoadUnitInput", "A landed transport and a unit in its hex", { ship: S, unit: S }),
  liftOff: inputOf<InputOf<"liftOff">>()("LiftOffInput", "A landed transport", { ship: S }),
  endInteraction: "Boolean",
  defenseFire: inputOf<InputOf<"defenseFire">>()("DefenseFireInput", "A battery or beacon and the hex it fires at", { unit: S, hex: H }),
  endDefenseFire: "Boolean",
  attack: inputOf<InputOf<"attack">>()("AttackInput", "A hex your units share with the enemy", { hex: H }),
  bombard: inputOf<InputOf<"bombard">>()("BombardInput", "An enemy hex without your units", { hex: H }),
  addSupport: inputOf<InputOf<"addSupport">>()("AddSupportInput", "A unit that can support", { unit: S }),
  declineSupport: "Boolean",
  pressAssault: inputOf<InputOf<"pressAssault">>()("PressAssaultInput", "Assault anyway, or not", { press: { type: "Boolean" } }),
  eliminateUnit: inputOf<InputOf<"eliminateUnit">>()("EliminateUnitInput", "A unit of yours to remove", { unit: S }),
  retreat: inputOf<InputOf<"retreat">>()("RetreatInput", "The hex to retreat to", { hex: H }),
  holdGround: "Boolean",
  counterattack: inputOf<InputOf<"counterattack">>()("CounterattackInput", "Counterattack, or not", { accept: { type: "Boolean" } }),
  supportMove: inputOf<InputOf<"supportMove">>()("SupportMoveInput", "A unit and the adjacent hex it moves to", { unit: S, hex: H }),
  endSupportMoves: "Boolean",
  endCombat: "Boolean",
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

/** `{ moveUnit: { unit, to } }` → `{ type: "moveUnit", unit, to }`; a flag `{ endMovement: true }` → `{ type: "endMovement" }`. */
function toAction(input: Record<string, unknown>): unknown {
  const entries = Object.entries(input).filter(([, v]) => v !== null && v !== undefined);
  if (entries.length !== 1) return { type: "" };
  const [type, raw] = entries[0]!;
  if (actionInputs[type as ActionType] === "Boolean") return raw === true ? { type } : { type: "" };
  return { type, ...stripNulls(raw as Record<string, unknown>) } as BarnardsStarAction;
}

// options input
const int = (description: string) => ({ type: "Int" as const, required: false, description });
const MixInput = inputOf<BarnardsStarOptions["naronianMix"]>()("NaronianMixInput", "The Naronian counter mix; anything left out takes its default", {
  BB: int("Battleships (3)"),
  BC: int("Battlecruisers (4)"),
  DD: int("Destroyers (6)"),
  jumpBattalions: int("Jump troop battalions with their transports (6)"),
  regularBattalions: int("Regular battalions with their transports (6)"),
});
const BowlInput = inputOf<BarnardsStarOptions["terranBowl"]>()("TerranBowlInput", "The Terran bowl; anything left out takes its default", {
  DN: int("Dreadnoughts (2)"),
  BB: int("Battleships (3)"),
  BC: int("Battlecruisers (4)"),
  DD: int("Destroyers (6)"),
  TN: int("Transports with a regular battalion (3)"),
  jumpTN: int("Transports with a jump battalion (1)"),
});
const OptionsInput = builder.inputType(`${prefix}OptionsInput`, {
  description: "Anything left out takes its default (see Kind.optionsJsonSchema)",
  fields: (t) =>
    ({
      assaultTable: t.field({ type: AssaultTableEnum, required: false, description: "printed (default) or smoothed" }),
      naronianPoints: t.int({ required: false, description: "Points for the Naronian force, 10 to 100 (40)" }),
      naronianMix: t.field({ type: MixInput, required: false }),
      terranBowl: t.field({ type: BowlInput, required: false }),
      turnLimit: t.int({ required: false, description: "Optional: undecided at the end of this game turn, the game is a stalemate; 4 to 200 (none: play until a side wins)" }),
      jumpDrops: t.field({ type: JumpDropsEnum, required: false, description: "pattern (default) or chained" }),
      victoryTroops: t.field({ type: VictoryTroopsEnum, required: false, description: "drawn (default), atBarnardsStar or withBowl" }),
      neutralizedAttackers: t.field({ type: NeutralizedAttackersEnum, required: false, description: "each (default) or all" }),
      emptyLine: t.field({ type: EmptyLineEnum, required: false, description: "screenJoins (default) or screenStays" }),
      map: t.string({ required: false, description: "The map version; only bs0304-v1 exists" }),
    }) satisfies Record<keyof BarnardsStarOptions, unknown>,
});

// events
type EventType = BarnardsStarEvent["type"];
function eventOf<E extends BarnardsStarEvent>() {
  return (name: E["type"], description: string, fields: Fields<Omit<E, "type">>) => plainObject<E>(`${prefix}${name}`, description, { type: "String", ...(fields as Record<string, FieldSpec>) });
}

const CargoRef = objectOf<UnitSummary["cargo"][number]>()("Cargo", "A unit aboard", { id: "String", kind: UnitKindEnum });
const UnitSummaryRef = objectOf<UnitSummary>()("UnitSummary", "A ship as it arrives, with its cargo", { id: "String", kind: UnitKindEnum, jump: "Boolean", cargo: [CargoRef] });
const RollRef = objectOf<BombardmentResolved["rolls"][number]>()("BombardmentRoll", "One unit's bombardment roll and its result", { unit: "String", roll: "Int", result: SupportResultRef });

const forceFields: Fields<Omit<ForceChanged, "type">> = {
  item: PurchaseEnum,
  units: { type: ["String"], description: "The units it brought or took away" },
  pointsLeft: "Int",
};

const Event = unionByTag(`${prefix}Event`, "Something that happened in a game of Barnard's Star", {
  // `satisfies` below: every event type of the engine has its member, and no other.
  ForceItemBought: eventOf<ForceChanged>()("ForceItemBought", "The Naronian bought an item (his own feed only)", forceFields),
  ForceItemReturned: eventOf<ForceChanged>()("ForceItemReturned", "The Naronian gave an item back (his own feed only)", forceFields),
  ForceConfirmed: eventOf<Extract<BarnardsStarEvent, { type: "ForceConfirmed" }>>()("ForceConfirmed", "The Naronian force is chosen", {}),
  UnitPlaced: eventOf<UnitPlaced>()("UnitPlaced", "A Terran unit was set up", { unit: "String", kind: UnitKindEnum, hex: "Int" }),
  GameTurnBegan: eventOf<GameTurnBegan>()("GameTurnBegan", "A game turn began", { turn: "Int", eclipse: "Boolean" }),
  PhaseBegan: eventOf<PhaseBegan>()("PhaseBegan", "A phase of a player turn began", { side: SideEnum, phase: "String" }),
  NaronianFleetArrived: eventOf<NaronianFleetArrived>()("NaronianFleetArrived", "The Naronian force arrived: the purchase is public from now on (BS 5.1)", { ships: [UnitSummaryRef] }),
  ReinforcementDrawn: eventOf<ReinforcementDrawn>()("ReinforcementDrawn", "A reinforcement was drawn from the bowl; what it is is the Terran's alone until it arrives (BS 16.3)", {
    ship: "String",
    label: { type: "String", nullable: true },
    kind: { type: UnitKindEnum, nullable: true },
    jump: { type: "Boolean", nullable: true },
    cargo: { type: ["String"], nullable: true },
  }),
  ShipSent: eventOf<ShipSent>()("ShipSent", "A ship left Sol: its navigation roll and delay (BS 5.2)", {
    ship: "String",
    hidden: "Boolean",
    kind: { type: UnitKindEnum, nullable: true, description: "Null for the Naronian while the ship is hidden" },
    beacons: { type: "Int", description: "Functioning beacons counted" },
    eclipse: "Boolean",
    roll: { type: "Int", nullable: true },
    delay: "Int",
    arrives: "Int",
  }),
  ShipArrived: eventOf<ShipArrived>()("ShipArrived", "A Terran ship reached Barnard's Star", { ship: UnitSummaryRef, label: { type: "String", nullable: true } }),
  ShipReturnedToSol: eventOf<Extract<BarnardsStarEvent, { type: "ShipReturnedToSol" }>>()("ShipReturnedToSol", "A Terran ship went back to Sol", { ship: "String" }),
  SpaceCombatBegan: eventOf<SpaceCombatBegan>()("SpaceCombatBegan", "Space combat began (BS 6.0)", { naronian: ["String"], terran: ["String"] }),
  ShipScreened: eventOf<Extract<BarnardsStarEvent, { type: "ShipScreened" }>>()("ShipScreened", "A ship moved to the screened area", { ship: "String" }),
  LineFormed: eventOf<LineFormed>()("LineFormed", "A side formed its firing line and screen", { side: SideEnum, line: ["String"], screen: ["String"] }),
  ShipWithdrew: eventOf<ShipWithdrew>()("ShipWithdrew", "A ship withdrew from space combat (BS 6.3)", { ship: "String", to: WithdrawalEnum, cargo: ["String"] }),
  FireAllocated: eventOf<FireAllocated>()("FireAllocated", "A ship was given a target", { ship: "String", target: "String" }),
  ShipFired: eventOf<ShipFired>()("ShipFired", "A ship fired in space combat (BS 6.2)", {
    ship: "String",
    target: "String",
    differential: "Int",
    column: { type: "Int", nullable: true, description: "The table column; null below the table (no effect)" },
    roll: "Int",
    result: SpaceResultEnum,
    effect: FireEffectEnum,
  }),
  ExchangeEnded: eventOf<ExchangeEnded>()("ExchangeEnded", "An exchange of fire ended", { side: SideEnum, exchange: "Int" }),
  SpaceCombatEnded: eventOf<SpaceCombatEnded>()("SpaceCombatEnded", "Space combat ended", { reason: SpaceCombatEndEnum }),
  UnitMoved: eventOf<UnitMoved>()("UnitMoved", "A unit moved (BS 7.0)", {
    unit: "String",
    from: "Int",
    to: "Int",
    path: { type: ["Int"], description: "The hexes entered, in order" },
    cost: "Int",
    stopped: { type: "Boolean", description: "It entered an enemy zone of control (BS 8.0)" },
  }),
  UnitTeleported: eventOf<UnitTeleported>()("UnitTeleported", "A unit teleported between stations (BS 9.0)", { unit: "String", from: "String", to: "String", fromHex: "Int", toHex: "Int" }),
  NeutralizationRemoved: eventOf<NeutralizationRemoved>()("NeutralizationRemoved", "A side's units recovered from neutralization (BS 12.4)", { side: SideEnum, units: ["String"] }),
  ShipLanded: eventOf<ShipLanded>()("ShipLanded", "A transport landed (BS 10.2)", { ship: "String", hex: "Int", cargo: ["String"] }),
  JumpTroopDropped: eventOf<JumpTroopDropped>()("JumpTroopDropped", "A jump troop company dropped (BS 10.3)", { unit: "String", ship: "String", hex: "Int" }),
  CloseApproachFlown: eventOf<CloseApproachFlown>()("CloseApproachFlown", "A warship flew a close approach mission (BS 10.5)", { ship: "String", hex: "Int" }),
  ShipStayedInOrbit: eventOf<Extract<BarnardsStarEvent, { type: "ShipStayedInOrbit" }>>()("ShipStayedInOrbit", "A ship stayed in space", { ship: "String" }),
  UnitLoaded: eventOf<UnitLoaded>()("UnitLoaded", "A unit was loaded into a landed transport (BS 10.4)", { ship: "String", unit: "String" }),
  ShipLiftedOff: eventOf<ShipLiftedOff>()("ShipLiftedOff", "A transport lifted off (BS 10.4)", { ship: "String", cargo: ["String"] }),
  DefenseFired: eventOf<DefenseFired>()("DefenseFired", "Planetary defense fire at one target (BS 11.0)", {
    unit: "String",
    hex: "Int",
    target: "String",
    strength: "Int",
    defense: "Int",
    differential: "Int",
    column: { type: "Int", nullable: true },
    roll: "Int",
    result: SpaceResultEnum,
    effect: DefenseEffectEnum,
  }),
  CargoDisembarked: eventOf<CargoDisembarked>()("CargoDisembarked", "A landed transport's cargo disembarked (BS 10.2)", { ship: "String", hex: "Int", units: ["String"], neutralized: "Boolean" }),
  ShipsReturnedToOrbit: eventOf<Extract<BarnardsStarEvent, { type: "ShipsReturnedToOrbit" }>>()("ShipsReturnedToOrbit", "Close approach ships went back to orbit (BS 10.5)", { ships: ["String"] }),
  BattleBegan: eventOf<BattleBegan>()("BattleBegan", "A battle began", { kind: BattleKindEnum, hex: "Int", attacker: SideEnum, attackers: ["String"], defenders: ["String"] }),
  SupportAdded: eventOf<SupportAdded>()("SupportAdded", "A unit's support was committed (BS 12.1)", { side: SideEnum, unit: "String", strength: "Int" }),
  SupportDeclined: eventOf<SupportDeclined>()("SupportDeclined", "A side added no more support", { side: SideEnum }),
  SupportFireResolved: eventOf<SupportFireResolved>()("SupportFireResolved", "Support fire was resolved (BS 12.2)", {
    hex: "Int",
    terrain: TerrainEnum,
    attackerSupport: "Int",
    defenderSupport: "Int",
    multiplier: { type: "Float", description: "The terrain's factor: 0.5, 1 or 2 (README, R6)" },
    differential: "Int",
    column: "Int",
    roll: "Int",
    result: SupportResultRef,
    target: { type: SideEnum, nullable: true, description: "Whose units an N or E struck" },
    modifier: "Int",
  }),
  BombardmentResolved: eventOf<BombardmentResolved>()("BombardmentResolved", "A bombardment was resolved, a roll per unit (BS 13.0)", {
    hex: "Int",
    terrain: TerrainEnum,
    support: "Int",
    multiplier: "Float",
    column: "Int",
    rolls: [RollRef],
  }),
  AssaultResolved: eventOf<AssaultResolved>()("AssaultResolved", "An assault was resolved (BS 12.3, T4)", {
    hex: "Int",
    terrain: TerrainEnum,
    attack: "Int",
    defense: "Int",
    shift: { type: "Int", description: "Columns shifted by terrain" },
    column: { type: "String", nullable: true, description: "The odds column, e.g. 3:1" },
    roll: { type: "Int", nullable: true },
    modifier: "Int",
    row: { type: "Int", nullable: true, description: "The modified roll read" },
    result: AssaultResultEnum,
    automatic: { type: AutomaticEnum, nullable: true },
  }),
  AssaultCalledOff: eventOf<Extract<BarnardsStarEvent, { type: "AssaultCalledOff" }>>()("AssaultCalledOff", "The attacker called the assault off (BS 8.0)", { hex: "Int" }),
  UnitNeutralized: eventOf<UnitNeutralized>()("UnitNeutralized", "A unit was neutralized", { unit: "String", cause: "String" }),
  UnitEliminated: eventOf<UnitEliminated>()("UnitEliminated", "A unit was eliminated", { unit: "String", kind: UnitKindEnum, side: SideEnum, cause: "String" }),
  UnitsRetreated: eventOf<UnitsRetreated>()("UnitsRetreated", "A side's units retreated one hex (BS 12.4)", { side: SideEnum, units: ["String"], from: "Int", to: "Int" }),
  CounterattackAdvanced: eventOf<CounterattackAdvanced>()("CounterattackAdvanced", "The defenders advanced to counterattack (BS 12.4)", { side: SideEnum, units: ["String"], from: "Int", to: "Int" }),
  GroundHeld: eventOf<GroundHeld>()("GroundHeld", "A side held its ground", { side: SideEnum, hex: "Int" }),
  CounterattackDecided: eventOf<CounterattackDecided>()("CounterattackDecided", "The defender chose to counterattack or not", { side: SideEnum, accept: "Boolean", hex: "Int" }),
  SupportUnitMoved: eventOf<SupportUnitMoved>()("SupportUnitMoved", "A unit moved one hex to support a counterattack", { unit: "String", from: "Int", to: "Int" }),
  BattleEnded: eventOf<Extract<BarnardsStarEvent, { type: "BattleEnded" }>>()("BattleEnded", "A battle ended", { hex: "Int" }),
  GameEnded: eventOf<GameEnded>()("GameEnded", "The game ended (BS 16.4)", { outcome: OutcomeRef }),
  SeatResigned: eventOf<SeatResigned>()("SeatResigned", "A side left the game (BS 20.4)", { side: SideEnum }),
} satisfies Record<EventType, object>);

defineGameSchema({
  kind: "barnards-star",
  name: prefix,
  viewRef: View,
  actionRef: Action,
  actionInputRef: ActionInput,
  toAction,
  optionsInputRef: OptionsInput,
  eventRef: Event,
});
