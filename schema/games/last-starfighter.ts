// The Last Starfighter in GraphQL: its view, actions, events and options as real types.
// Enum values come from the engine's own unions and are checked against them at compile time.
import { ListRef } from "@pothos/core";
import type {
  Direction,
  LastStarfighterAction,
  LastStarfighterEvent,
  FiringSkipped,
  LastStarfighterOptions,
  Mount,
  OrderPhase,
  Phase,
  ShipDestroyed,
  ShipKind,
  SpecialResult,
  StockShip,
  WeaponId,
} from "../../src/games/last-starfighter";
import { builder } from "../builder";
import { plainInput, plainObject, unionByTag, type FieldSpec } from "../fields";
import { OutcomeRef } from "../game";
import { defineGameSchema, oneOfToAction } from "../game-kind";

const prefix = "LastStarfighter";

/**
 * An enum over every value of the engine's string union T: leaving a value out (or adding one
 * the engine does not know) fails to compile, so the schema cannot drift from the rules.
 */
function enumOf<T extends string>() {
  return <const A extends readonly T[]>(name: string, description: string, values: A & ([T] extends [A[number]] ? unknown : { missing: Exclude<T, A[number]> })) =>
    builder.enumType(`${prefix}${name}`, { description, values: values as readonly T[] });
}

const PhaseEnum = enumOf<Phase>()("Phase", "Where the duel stands: choosing ships, one of the three phases of a turn, the re-engage question, or over", [
  "choosing",
  "turret",
  "heading",
  "fire",
  "reengage",
  "over",
]);
const OrderPhaseEnum = enumOf<OrderPhase>()("OrderPhase", "A phase in which pilots give secret orders", ["turret", "heading", "fire"]);
const DirectionEnum = enumOf<Direction>()("Direction", "Which way a ship turns; straight is 0 clicks", ["straight", "clockwise", "counterclockwise"]);
const WeaponEnum = enumOf<WeaponId>()("Weapon", "One of the six lasers every starfighter carries", ["forward1", "forward2", "forward3", "turret1", "turret2", "aft"]);
const MountEnum = enumOf<Mount>()("Mount", "Where a laser is fixed: forward (sector 1), aft (sector 5) or in the turret", ["forward", "aft", "turret"]);
const ShipKindEnum = enumOf<ShipKind>()("ShipKind", "A stock starfighter, or a ship designed with the optional rules", ["gunstar", "deckFighter", "custom"]);
const StockShipEnum = enumOf<StockShip>()("StockShip", "One of the two stock starfighters", ["gunstar", "deckFighter"]);
const SpecialResultEnum = enumOf<SpecialResult>()("SpecialResult", "A row of the special damage table", [
  "stabilizer",
  "targeting",
  "laser",
  "targetingAndLaser",
  "lifeSupport",
  "blowUp",
]);
const NoFireEnum = enumOf<FiringSkipped["reason"]>()("NoFireReason", "Why a turn had no firing phase", ["flyBy", "outOfRange", "noWeaponsBear"]);
const DestroyCauseEnum = enumOf<ShipDestroyed["cause"]>()("DestroyCause", "How a ship was lost: its protection ran out, or it blew up", ["brokeApart", "blewUp"]);
const OpponentEnum = enumOf<LastStarfighterOptions["opponent"]>()("Opponent", "A second pilot, or the target drone the server flies", ["pilot", "drone"]);

// ---- shared pieces ---------------------------------------------------------------------------

const Wheel = plainObject(`${prefix}Wheel`, "A Navigation Wheel setting: the view-port sector where I see the opponent, and the sector of its frame I am in", {
  viewPort: "Int",
  view: "Int",
});
const SeatWheel = plainObject(`${prefix}SeatWheel`, "One seat's wheel, as that seat reads it", { seat: "String", viewPort: "Int", view: "Int" });
const SeatRoll = plainObject(`${prefix}SeatRoll`, "A seat's d6", { seat: "String", roll: "Int" });
const Design = plainObject(`${prefix}Design`, "Design points spent on each system (20 in all)", { maneuverPoints: "Int", accuracyPoints: "Int", protectionPoints: "Int" });
const ShipCard = plainObject(`${prefix}ShipCard`, "A starfighter's statistics before any damage", {
  kind: ShipKindEnum,
  name: "String",
  stabilizer: { type: "Int", description: "Clicks of heading change a turn" },
  targeting: { type: "Int", description: "Base To-Hit Number" },
  protection: "Int",
  design: Design,
});
const Heading = plainObject(`${prefix}Heading`, "A heading change", { direction: DirectionEnum, clicks: "Int" });

// ---- actions: output types (pending choices, suggestions) and the @oneOf input -------------

const action = (name: string, description: string, fields: Record<string, FieldSpec>) => plainObject(`${prefix}${name}`, description, { type: "String", ...fields });
const AimTurret = action("AimTurret", "Point the turret lasers at a sector (secret until every pilot has aimed)", { sector: "Int" });
const SetHeading = action("SetHeading", "Change heading by some clicks, or fly straight (secret until every pilot has ordered)", { direction: DirectionEnum, clicks: "Int" });
const Fire = action("Fire", "Fire some of the lasers that bear on the opponent; none holds fire", { weapons: [WeaponEnum] });
const Orders = unionByTag(`${prefix}Orders`, "A secret order: a turret aim, a heading or a fire declaration", { aimTurret: AimTurret, setHeading: SetHeading, fire: Fire });

const Action = unionByTag(`${prefix}Action`, "An order a seat can give", {
  // `satisfies` below: every action type of the engine has its member, and no other.
  chooseShip: action("ChooseShip", "Take a stock starfighter", { ship: StockShipEnum }),
  designShip: action("DesignShip", "Fly a ship of your own design (design-your-own games)", {
    maneuverPoints: "Int",
    accuracyPoints: "Int",
    protectionPoints: "Int",
    name: { type: "String", nullable: true },
  }),
  aimTurret: AimTurret,
  setHeading: SetHeading,
  fire: Fire,
  commitOrders: action("CommitOrders", "Sealed orders: post the hash of your order and a nonce", { hash: "String" }),
  revealOrders: action("RevealOrders", "Sealed orders: reveal the order and nonce behind your hash", { orders: Orders, nonce: "String" }),
  decideReengage: action("DecideReengage", "Out of range: fight on (both must agree) or take the draw", { reengage: "Boolean" }),
  droneTurn: action("DroneTurn", "The drone's dice for this phase; the server posts it for the drone seat", {}),
} satisfies Record<LastStarfighterAction["type"], object>);

const AimTurretInput = plainInput(`${prefix}AimTurretInput`, "Aim the turret", { sector: { type: "Int", description: "1 to 8; 1 is the nose, counted clockwise" } });
const SetHeadingInput = plainInput(`${prefix}SetHeadingInput`, "This turn's heading change", { direction: { type: DirectionEnum }, clicks: { type: "Int", description: "0 exactly when flying straight" } });
const FireInput = plainInput(`${prefix}FireInput`, "The lasers to fire", { weapons: { type: [WeaponEnum], description: "Empty to hold fire" } });
const OrdersInput = builder.inputType(`${prefix}OrdersInput`, {
  description: "Exactly one secret order (@oneOf), as sealed by commitOrders",
  isOneOf: true,
  fields: (t) => ({
    aimTurret: t.field({ type: AimTurretInput, required: false }),
    setHeading: t.field({ type: SetHeadingInput, required: false }),
    fire: t.field({ type: FireInput, required: false }),
  }),
});

const ActionInput = builder.inputType(`${prefix}ActionInput`, {
  description: "Exactly one order (@oneOf); the field name is the action's type",
  isOneOf: true,
  fields: (t) => ({
    chooseShip: t.field({ type: plainInput(`${prefix}ChooseShipInput`, "A stock starfighter", { ship: { type: StockShipEnum } }), required: false }),
    designShip: t.field({
      type: plainInput(`${prefix}DesignShipInput`, "Maneuver 0–5, accuracy 0–12, protection 0–20, spending exactly 20 points", {
        maneuverPoints: { type: "Int" },
        accuracyPoints: { type: "Int" },
        protectionPoints: { type: "Int" },
        name: { type: "String", required: false },
      }),
      required: false,
    }),
    aimTurret: t.field({ type: AimTurretInput, required: false }),
    setHeading: t.field({ type: SetHeadingInput, required: false }),
    fire: t.field({ type: FireInput, required: false }),
    commitOrders: t.field({
      type: plainInput(`${prefix}CommitOrdersInput`, "A sealed order's commitment", { hash: { type: "String", description: 'Lowercase hex SHA-256 of canonicalJson(orders) + ":" + nonce' } }),
      required: false,
    }),
    revealOrders: t.field({
      type: plainInput(`${prefix}RevealOrdersInput`, "The order and nonce behind your commitment", { orders: { type: OrdersInput }, nonce: { type: "String", description: "16 to 128 characters" } }),
      required: false,
    }),
    decideReengage: t.field({ type: plainInput(`${prefix}DecideReengageInput`, "Fight on, or take the draw", { reengage: { type: "Boolean" } }), required: false }),
    droneTurn: t.boolean({ required: false, description: "true: the drone's turn (only the drone's seat may post it)" }),
  }),
});

/** `{ revealOrders: { orders: { fire: {…} }, nonce } }` → `{ type: "revealOrders", orders: { type: "fire", … }, nonce }`. */
function toAction(input: Record<string, unknown>): unknown {
  if (input.droneTurn === false) return { type: "" };
  if (input.droneTurn) return { type: "droneTurn" };
  const reveal = input.revealOrders as { orders: Record<string, unknown>; nonce: string } | null | undefined;
  if (reveal) return { type: "revealOrders", orders: oneOfToAction(reveal.orders), nonce: reveal.nonce };
  return oneOfToAction(input);
}

// ---- the view --------------------------------------------------------------------------------

const Weapon = plainObject(`${prefix}WeaponStatus`, "A laser and whether it can fire now", {
  id: WeaponEnum,
  mount: MountEnum,
  damaged: { type: "Boolean", description: "Destroyed for the rest of the game" },
  bearing: { type: "Boolean", description: "Working and pointing at the opponent's sector now" },
});

const Ship = plainObject(`${prefix}Ship`, "A starfighter as it stands now: every damage track is public", {
  card: ShipCard,
  protection: { type: "Int", description: "Protection left; 0 means the ship broke apart" },
  stabilizer: { type: "Int", description: "Clicks of heading change allowed now" },
  targeting: { type: "Int", description: "Base To-Hit Number now; 13 cannot hit" },
  toHit: { type: "Int", nullable: true, description: "This turn's To-Hit Number, once headings are revealed" },
  specialModifier: { type: "Int", description: "Added to special damage rolls against this ship now" },
  lifeSupport: { type: "Int", nullable: true, description: "Turns of life left; null while life support works" },
  turret: { type: "Int", nullable: true, description: "The turret's sector, once aimed" },
  heading: { type: Heading, nullable: true, description: "This turn's heading change, once revealed" },
  weapons: [Weapon],
  destroyed: "Boolean",
  blownUp: "Boolean",
  pilotDead: "Boolean",
});

const Pilot = plainObject(`${prefix}Pilot`, "A seat, its ship and its own wheel", {
  seat: "String",
  name: "String",
  automaton: { type: "Boolean", description: "The drone, flown by the server" },
  ship: { type: Ship, nullable: true, description: "Null until chosen" },
  wheel: { type: Wheel, nullable: true, description: "This seat's own wheel; null before the starting positions" },
});

const Initiative = plainObject(`${prefix}Initiative`, "Who chose a ship first", {
  rolls: { type: [new ListRef(SeatRoll, false)], description: "Every pair of dice, ties re-rolled" },
  winner: "String",
});

const OrderStatus = plainObject(`${prefix}OrderStatus`, "Whether a seat owes, committed or gave its order this phase; never the order itself", {
  seat: "String",
  owes: { type: "Boolean", description: "The seat gives an order in this phase" },
  committed: { type: "Boolean", description: "Sealed orders: its hash is in" },
  hash: { type: "String", nullable: true },
  ordered: { type: "Boolean", description: "Its order (or sealed reveal) is in, still hidden" },
});

const MyOrder = plainObject(`${prefix}MyOrder`, "Your own order this phase, held by the server until every seat has ordered", {
  phase: OrderPhaseEnum,
  label: "String",
  order: Orders,
  nonce: { type: "String", nullable: true },
});

const ReengageAnswer = plainObject(`${prefix}ReengageAnswer`, "A seat's answer to the re-engage question, null until given", {
  seat: "String",
  answer: { type: "Boolean", nullable: true },
});

const droneMoveFields = {
  bigDie: { type: "Int", description: "1–3 clockwise, 4–6 counterclockwise" },
  littleDie: { type: "Int", description: "The clicks asked for" },
  direction: DirectionEnum,
  clicks: "Int",
  forcedStraight: { type: "Boolean", description: "The stabilizer could not make the turn, so it flew straight" },
} as const;
const DroneMove = plainObject(`${prefix}DroneMove`, "How the drone's dice set its heading", droneMoveFields);

const Movement = plainObject(`${prefix}Movement`, "Both wheels through the movement phase", {
  afterHeadings: [SeatWheel],
  afterMove: [SeatWheel],
  final: { type: [SeatWheel], description: "As the turn goes on (reset after a fly-by)" },
  flyBy: "Boolean",
  disengaging: "Boolean",
  disengagingStreak: "Int",
  outOfRange: "Boolean",
});

const specialFields = {
  die: "Int",
  modifier: "Int",
  total: "Int",
  result: SpecialResultEnum,
  weapon: { type: WeaponEnum, nullable: true, description: "The laser hit, when the result damages one" },
  weaponRolls: { type: ["Int"], description: "Every d6 on the damaged weapon table, re-rolls included" },
  effect: { type: "String", description: "What the result changed, or why nothing" },
} as const;
const Special = plainObject(`${prefix}SpecialDamage`, "A special damage roll and its effect", specialFields);

const damageFields = { dice: ["Int"], total: "Int", protectionLost: "Int", protectionLeft: "Int" } as const;
const Damage = plainObject(`${prefix}Damage`, "The damage roll of a hit", { ...damageFields, special: { type: Special, nullable: true } });

const shotFields = { seat: "String", target: "String", weapon: WeaponEnum, toHit: "Int", dice: ["Int"], total: "Int", hit: "Boolean" } as const;
const Shot = plainObject(`${prefix}Shot`, "One laser shot: the 2d6 against the To-Hit Number, and the damage of a hit", {
  ...shotFields,
  damage: { type: Damage, nullable: true },
});

const TurnReport = plainObject(`${prefix}TurnReport`, "What has been revealed of a turn", {
  turn: "Int",
  turrets: [plainObject(`${prefix}SeatSector`, "A seat's turret aim (null: not at the pilot)", { seat: "String", sector: { type: "Int", nullable: true } })],
  headings: [plainObject(`${prefix}SeatHeading`, "A seat's revealed heading change", { seat: "String", direction: DirectionEnum, clicks: "Int" })],
  droneMove: { type: DroneMove, nullable: true },
  movement: { type: Movement, nullable: true },
  droneTurret: { type: plainObject(`${prefix}DroneTurret`, "The drone's turret die and whether it points at the pilot", { roll: "Int", bears: "Boolean" }), nullable: true },
  noFire: { type: NoFireEnum, nullable: true },
  shots: [Shot],
  lifeSupport: [plainObject(`${prefix}LifeSupportCount`, "Turns of life left for a seat whose life support failed", { seat: "String", turnsLeft: "Int" })],
});

const Options = plainObject(`${prefix}Options`, "The options the game was created with", {
  opponent: OpponentEnum,
  designYourOwn: "Boolean",
  sealedOrders: "Boolean",
  turnLimit: "Int",
  movedPositionsOnly: "Boolean",
  specialModifierByDamageTaken: "Boolean",
  wheelTable: { type: [new ListRef("String", false)], nullable: true, description: 'Rows by view-port, columns by view, cells "P/V"; null: the computed table' },
});

const View = plainObject(`${prefix}View`, "The duel as the caller may see it: everything but the other seat's order of the current phase", {
  viewer: { type: "String", nullable: true },
  perspective: { type: "String", description: "Whose wheel `wheel` shows: yours, or the first pilot's for a spectator" },
  phase: PhaseEnum,
  turn: { type: "Int", description: "0 while ships are chosen" },
  options: Options,
  awaiting: ["String"],
  initiative: { type: Initiative, nullable: true, description: "Null in target practice" },
  chooser: { type: "String", nullable: true },
  startRolls: { type: [SeatRoll], nullable: true },
  wheel: { type: Wheel, nullable: true },
  pilots: [Pilot],
  noseToNose: { type: "Boolean", description: "Another nose-to-nose position now is a fly-by" },
  disengagingStreak: { type: "Int", description: "Disengaging positions in a row; three take the ships out of range" },
  orders: [OrderStatus],
  myOrder: { type: MyOrder, nullable: true },
  reengage: { type: [ReengageAnswer], nullable: true },
  thisTurn: TurnReport,
  lastTurn: { type: TurnReport, nullable: true },
  outcome: { type: OutcomeRef, nullable: true },
});

// ---- options input ---------------------------------------------------------------------------

const OptionsInput = builder.inputType(`${prefix}OptionsInput`, {
  description: "Anything left out takes its default (see Kind.optionsJsonSchema)",
  fields: (t) => ({
    opponent: t.field({ type: OpponentEnum, required: false, description: "drone: solo target practice; the game starts with you alone" }),
    designYourOwn: t.boolean({ required: false }),
    sealedOrders: t.boolean({ required: false, description: "Commit a hash, then reveal, for every secret order" }),
    turnLimit: t.int({ required: false, description: "5 to 1000; an undecided duel is a draw after it" }),
    movedPositionsOnly: t.boolean({ required: false, description: "Fly-bys and disengaging count only positions reached by moving (off: the book, every position counts)" }),
    specialModifierByDamageTaken: t.boolean({ required: false, description: "The special damage modifier counts protection lost, not protection left (off: the book)" }),
    wheelTable: t.field({ type: [t.listRef("String")], required: false, description: '8 rows (view-port) of 8 cells (view), each "P/V"' }),
  }),
});

// ---- events ----------------------------------------------------------------------------------

const event = (name: string, description: string, fields: Record<string, FieldSpec>) => plainObject(`${prefix}${name}`, description, { type: "String", ...fields });
const Event = unionByTag(`${prefix}Event`, "Something that happened in a duel", {
  // `satisfies` below: every event type of the engine has its member, and no other.
  ShipChosen: event("ShipChosen", "A seat took its starfighter", { seat: "String", card: ShipCard, assigned: { type: "Boolean", description: "Handed the ship left over" } }),
  StartingPositionsRolled: event("StartingPositionsRolled", "The starting dice set both wheels", { rolls: [SeatRoll], wheels: [SeatWheel] }),
  TurnBegan: event("TurnBegan", "A turn began", { turn: "Int" }),
  OrderGiven: event("OrderGiven", "A secret order was given; only its seat sees which", { seat: "String", phase: OrderPhaseEnum, order: { type: Orders, nullable: true } }),
  OrdersCommitted: event("OrdersCommitted", "A seat committed to a sealed order", { seat: "String", phase: OrderPhaseEnum, hash: "String" }),
  OrderRevealed: event("OrderRevealed", "A sealed order was revealed to the server; only its seat sees it yet", {
    seat: "String",
    phase: OrderPhaseEnum,
    order: { type: Orders, nullable: true },
    nonce: { type: "String", nullable: true },
  }),
  OrdersOpened: event("OrdersOpened", "Every seat had ordered: all orders shown, with hashes and nonces of sealed ones", {
    phase: OrderPhaseEnum,
    orders: [
      plainObject(`${prefix}OpenedOrder`, "A seat's order once the phase opened", {
        seat: "String",
        order: Orders,
        hash: { type: "String", nullable: true },
        nonce: { type: "String", nullable: true },
      }),
    ],
  }),
  DroneMoved: event("DroneMoved", "The drone rolled its heading", droneMoveFields),
  ShipsMoved: event("ShipsMoved", "Both ships turned and moved", { afterHeadings: [SeatWheel], afterMove: [SeatWheel] }),
  FlewBy: event("FlewBy", "A fly-by: the wheels were reset", { wheels: [SeatWheel] }),
  DisengagingPositionReached: event("DisengagingPositionReached", "Another disengaging position in a row", { streak: "Int" }),
  FlewOutOfRange: event("FlewOutOfRange", "The ships flew out of range", {}),
  DroneTurretRolled: event("DroneTurretRolled", "The drone's turret die", { roll: "Int", bears: "Boolean", sector: { type: "Int", nullable: true } }),
  FiringSkipped: event("FiringSkipped", "This turn has no firing", { reason: NoFireEnum }),
  ShotFired: event("ShotFired", "A laser fired", shotFields),
  DamageDone: event("DamageDone", "A hit's damage roll", { target: "String", ...damageFields, special: { type: "Boolean", description: "Special damage follows" } }),
  SpecialDamageTaken: event("SpecialDamageTaken", "A special damage roll", { target: "String", ...specialFields }),
  ShipDestroyed: event("ShipDestroyed", "A starfighter was lost", { seat: "String", cause: DestroyCauseEnum }),
  LifeSupportCountedDown: event("LifeSupportCountedDown", "A failing life support counted down", { seat: "String", turnsLeft: "Int" }),
  PilotDied: event("PilotDied", "Life support ran out", { seat: "String" }),
  ReengageAnswered: event("ReengageAnswered", "A seat answered the re-engage question", { seat: "String", reengage: "Boolean" }),
  Reengaged: event("Reengaged", "Both fought on: the wheels were reset", { wheels: [SeatWheel] }),
  TurnEnded: event("TurnEnded", "A turn ended", { turn: "Int" }),
  DuelEnded: event("DuelEnded", "The duel ended", { outcome: OutcomeRef }),
  PilotResigned: event("PilotResigned", "A pilot left the duel", { seat: "String" }),
} satisfies Record<LastStarfighterEvent["type"], object>);

const SealBounds = plainObject(`${prefix}SealBounds`, "Sealed orders: how to form the commitment, and the orders that may be sealed", {
  phase: PhaseEnum,
  hashForm: { type: "String", description: "How the hash is made from the orders and the nonce" },
  nonceLength: plainObject(`${prefix}NonceLength`, "Allowed nonce lengths", { min: "Int", max: "Int" }),
  committedHash: { type: "String", nullable: true, description: "Your commitment, once posted" },
  orders: [Orders],
});

defineGameSchema({
  kind: "last-starfighter",
  name: prefix,
  viewRef: View,
  actionRef: Action,
  actionInputRef: ActionInput,
  toAction,
  optionsInputRef: OptionsInput,
  eventRef: Event,
  boundsRef: SealBounds,
});
