// What Double Star sends across the API, stated once (issue 17): the view every viewer gets, every
// event as redact() gives it, and the bounds of the two open-ended decisions. The engine's view and
// event types are z.infer of these (view.ts, events.ts); the OpenAPI components and the GraphQL
// types are generated from them. Objects are strict, so a field the engine adds without stating it
// here fails the conformance suite. Hexes are integer ids of the map grid (`map.q[id]`,
// `map.r[id]` are the axial coordinates); facings 0-5 are the hex kit's directions.
import { z } from "zod";
import { enumOf, outcomeSchema, type Same } from "../../engine/schemas";
import { WORLD_SITES, type Disc, type Side } from "./map";
import { optionsSchema } from "./options";
import { SCENARIO_IDS } from "./scenarios";
import { GAME_PRODUCTS, INSTALLATIONS, SHIP_KINDS } from "./ships";
import type { CombatStep, Motion, Phase, SetupStep, ShipLoc } from "./state";
import { FORMATIONS, type PdColumn, type PdResult, type ShipResult, type StrikeResult } from "./tables";

const P = "DoubleStar";
const int = z.int();
const str = z.string();
const hex = z.int().describe("A hex id of the map grid");
const facing = z.int().describe("0-5, the hex kit's directions (map.facings)");

// enums
export const sideEnum = enumOf<Side>()(["islamic", "chinese"]).meta({
  id: `${P}Side`,
  description: "The two sides, which are also the seats",
});
const scenarioEnum = z.enum(SCENARIO_IDS).meta({ id: `${P}Scenario`, description: "The three scenarios (DS 10)" });
const phaseEnum = enumOf<Phase>()(["setup", "movement", "combat", "interim", "over"]).meta({
  id: `${P}Phase`,
  description: "Where the game-turn stands (DS 2): set-up, a player-turn's movement or combat, the interim phase, or over",
});
export const siteEnum = z.enum(WORLD_SITES).meta({
  id: `${P}Site`,
  description: "A hex of a surface chart: N and S the two faces of the pole (a planetoid's two hemispheres), E1-E6 the equator (DS 3.1)",
});
const shipKindEnum = z.enum(SHIP_KINDS).meta({ id: `${P}ShipKind`, description: "A ship type (DS 1, counter identification chart)" });
export const installationEnum = z
  .enum(INSTALLATIONS)
  .meta({ id: `${P}Installation`, description: "A surface counter that can be bought, carried or relocated" });
export const buyItemEnum = z
  .enum([...SHIP_KINDS, ...INSTALLATIONS])
  .meta({ id: `${P}BuyItem`, description: "What set-up can buy (DS 8.1): a ship or an installation" });
export const productEnum = z.enum(GAME_PRODUCTS).meta({ id: `${P}Product`, description: "What can be produced during the game (DS 8.2)" });
export const formationEnum = z.enum(FORMATIONS).meta({ id: `${P}Formation`, description: "A formation counter (DS 6.2)" });
const discEnum = enumOf<Disc>()(["large", "small"]).meta({
  id: `${P}Disc`,
  description: "A body's size: large worlds, small discs (which can be pulled from orbit)",
});
const motionEnum = enumOf<Motion["kind"]>()(["unplaced", "orbit", "tied", "free", "gone"]).meta({
  id: `${P}Motion`,
  description: "How a body moves: not yet placed, along an orbital path, tied to another body, free (a planetoid under way), or gone",
});
const locationEnum = enumOf<ShipLoc["kind"]>()(["space", "surface"]).meta({
  id: `${P}Location`,
  description: "In space (hex) or landed on a surface (body and site)",
});
const setupStepEnum = enumOf<SetupStep["kind"]>()(["worlds", "population", "industry", "forces", "targets"]).meta({
  id: `${P}SetupStep`,
  description: "The step of set-up under way (DS 9, DS 8.1, DS 10.3)",
});
const bodySourceEnum = enumOf<"book" | "reconstructed">()(["book", "reconstructed"]).meta({
  id: `${P}BodySource`,
  description: "Whether a body and its name come from the book or are reconstructed (README R4)",
});
const combatStepEnum = enumOf<CombatStep>()([
  "formations",
  "screens",
  "attackerFire",
  "defenderFire",
  "withdraw",
  "strikes",
  "pdFire",
  "resolving",
  "strikeLoss",
]).meta({
  id: `${P}CombatStep`,
  description: "Where the battle in a hex stands (DS 6.1)",
});
const shipResultEnum = enumOf<ShipResult>()(["-", "D", "E", "B"]).meta({
  id: `${P}ShipResult`,
  description: "A ship-to-ship Combat Results Table result (DS 6.11): disrupted, eliminated, formation broken, or no effect (-)",
});
const pdResultEnum = enumOf<PdResult>()(["-", "disrupt", "elim"]).meta({
  id: `${P}PdResult`,
  description: "A Planetary Defense Table result (DS 6.13): disrupt, eliminate, or no effect (-)",
});
const pdColumnEnum = enumOf<PdColumn>()(["shipDef4OrLess", "shipDef5OrMore", "robot", "planetoid"]).meta({
  id: `${P}PdColumn`,
  description: "The Planetary Defense Table column read (DS 6.13)",
});
const destroyedItemEnum = z
  .enum([...INSTALLATIONS, "industry", "population", "ship"])
  .meta({ id: `${P}DestroyedItem`, description: "What a strike or an impact destroyed" });
const counterLostEnum = z
  .enum(["broken", "belowMinimum", "training"])
  .meta({ id: `${P}CounterLostReason`, description: "Why a formation counter was lost (DS 6.9, DS 7)" });
const shipCombatEndEnum = z.enum(["destroyed", "noEffectiveAttacks", "bothHeld", "brokeOff", "roundLimit", "noCombat"]).meta({
  id: `${P}ShipCombatEnd`,
  description: "Why ship-to-ship combat in a hex ended (DS 6.12, README D10)",
});

// the view
export const starView = z
  .strictObject({
    id: str.describe("an-nur or az-zarr"),
    name: str,
    chineseName: str,
    spectral: str.describe("Spectral class"),
    side: sideEnum.describe("The side whose home system it anchors"),
    hex: hex,
    q: int,
    r: int,
    outermostOrbit: int.describe("Radius of the system's outermost orbit (DS 7, DS 10.1)"),
  })
  .meta({ id: `${P}Star`, description: "A star and its system (DS 1)" });

export const orbitalPathView = z
  .strictObject({
    id: str,
    star: str.describe("The star it circles"),
    radius: int.nullable().describe("Ring radius in hexes; null for Lu's eccentric path"),
    hexes: z.array(int).describe("Hex ids in the direction of spin"),
  })
  .meta({ id: `${P}OrbitalPath`, description: "An orbital path (reconstructed, README R3, R5)" });

export const mapView = z
  .strictObject({
    hexCount: int.describe("Hex ids run from 0 to hexCount - 1"),
    q: z.array(int).describe("Axial q of every hex, by hex id"),
    r: z.array(int).describe("Axial r of every hex, by hex id (pointy-top hexes)"),
    stars: z.array(starView),
    paths: z.array(orbitalPathView),
    facings: z.array(str).describe("Facings 0-5 and the axial direction each points to"),
    scale: str,
    spin: str.describe("Which way bodies move along their paths"),
  })
  .meta({ id: `${P}Map`, description: "The map (reconstructed, README R3): one hex grid in axial coordinates" });

export const siteView = z
  .strictObject({
    site: siteEnum,
    ocean: z.boolean(),
    owner: sideEnum.nullable(),
    population: int,
    industry: int,
    planetaryDefenses: int,
    planetaryDefensesMovable: int.describe("New planetary defences not yet emplaced (README D5)"),
    bases: int,
    basesMovable: int.describe("New bases not yet emplaced (README D5)"),
    powerPlants: int,
    ships: z.array(str).describe("Ships landed here"),
  })
  .meta({ id: `${P}SurfaceHex`, description: "A hex of a surface chart and the counters on it (DS 3.1, 3.2)" });

export const bodyView = z
  .strictObject({
    id: str,
    name: str,
    meaning: str.nullable().describe("What the name means, where the book gives it"),
    side: sideEnum.describe("The side whose system it belongs to"),
    disc: discEnum,
    star: str.describe("The star of its system"),
    source: bodySourceEnum,
    hex: int.describe("The hex it is in; -1 while unplaced or gone"),
    motion: motionEnum,
    path: str.nullable().describe("The orbital path it follows (motion orbit)"),
    pathIndex: int.nullable().describe("Its place along that path (motion orbit)"),
    tiedTo: str.nullable().describe("The body it is tied to (motion tied)"),
    facing: int.nullable().describe("A free planetoid's facing"),
    speed: int.nullable().describe("A free planetoid's speed"),
    surface: z.array(siteView),
  })
  .meta({ id: `${P}Body`, description: "A world, moon or planetoid: where it is, how it moves, and its surface chart (README R4)" });

export const shipView = z
  .strictObject({
    id: str,
    side: sideEnum,
    kind: shipKindEnum,
    name: str,
    attack: int,
    defense: int,
    movement: int,
    location: locationEnum,
    hex: int.describe("Its hex; a landed ship's is its body's"),
    body: str.nullable().describe("The body it landed on"),
    site: siteEnum.nullable().describe("The surface hex it landed in"),
    facing: facing,
    disrupted: z.boolean(),
    cargo: installationEnum.nullable(),
    taskForce: str.nullable().describe("The command ship of its task force"),
    orbiting: str.nullable().describe("The body it orbits, in that body's hex (DS 4.4)"),
    fresh: z.boolean().describe("Newly produced and not yet taken off"),
    moved: z.boolean().describe("Has moved or held in this movement phase"),
  })
  .meta({ id: `${P}Ship`, description: "A ship and its factors in play (DS 1; defence and movement reconstructed, README R1, R2)" });

export const taskForceView = z
  .strictObject({
    id: str.describe("Its command ship"),
    side: sideEnum,
    hex: int.describe("Its command ship's hex; -1 while that ship is landed"),
    facing: facing,
    members: z.array(str),
    formations: z.array(formationEnum).describe("Formation counters held (DS 7)"),
  })
  .meta({ id: `${P}TaskForce`, description: "A task force on the fleet composition chart (DS 5), named by its command ship" });

export const formationCount = z
  .strictObject({ formation: formationEnum, count: int })
  .meta({ id: `${P}FormationCount`, description: "Counters of one formation" });

export const industryLost = z
  .strictObject({ world: str, count: int })
  .meta({ id: `${P}IndustryLost`, description: "Industry destroyed on one world" });

export const sideView = z
  .strictObject({
    side: sideEnum,
    budget: int.describe("Set-up budget left"),
    contingency: int.describe("The contingency fund (DS 8.3)"),
    production: int.describe("Production points (DS 8.2)"),
    transportsBought: int,
    commandShipsLost: int,
    conversions: int.describe("Ships converted into command ships"),
    populationToPlace: int,
    industryToPlace: int,
    population: int,
    industry: int,
    formationPool: z.array(formationCount).describe("Formation counters not held by any task force"),
    industryLost: z.array(industryLost).describe("Industry destroyed so far, by world"),
    targetDesignated: z.boolean().describe("Raid: whether the side has designated its target (which stays secret)"),
  })
  .meta({ id: `${P}SideStatus`, description: "A side's budgets and holdings (DS 8, DS 9)" });

export const productionOrderView = z
  .strictObject({
    id: str,
    side: sideEnum,
    item: productEnum,
    arrives: int.describe("The turn whose interim phase delivers it"),
    body: str,
    site: siteEnum,
    emergency: z.boolean(),
  })
  .meta({ id: `${P}ProductionOrder`, description: "Production on the turn record chart (DS 8.5)" });

export const turnRecordView = z
  .strictObject({
    turn: int,
    lastTurn: int.describe("The turn the game ends after, as known now"),
    shaded: z.boolean().describe("Orbital movement and training at the end of this turn (README R9)"),
    crossedOnTurn: int.nullable().describe("Sneak Attack: the turn a Chinese ship first crossed the outermost Islamic orbit"),
    orders: z.array(productionOrderView),
  })
  .meta({ id: `${P}TurnRecord`, description: "The turn record chart" });

const groupShape = {
  id: str,
  side: sideEnum,
  taskForce: str.describe("The command ship of its task force"),
  counters: z.array(formationEnum).describe("The counter in force first, back-ups beneath"),
  ships: z.array(str),
  screened: z.array(str).describe("Screened ships (wedge, cylinder)"),
  formedRound: int.describe("The round the counter in force was assumed"),
};
export const groupView = z
  .strictObject(groupShape)
  .meta({ id: `${P}Group`, description: "A formation: a task force's ships under a counter, back-ups beneath (DS 6.8)" });

export const designationView = z
  .strictObject({
    side: sideEnum,
    unit: str.describe("A group id or a scattered ship"),
    target: str.nullable().describe("The ship fired at; null when the unit holds its fire"),
    targetGroup: str.nullable().describe("The formation the target was in when fired on"),
  })
  .meta({ id: `${P}Designation`, description: "A firing unit and its target this round (DS 6.9)" });

const shotShape = {
  side: sideEnum,
  unit: str,
  target: str,
  attack: int,
  defense: int,
  die: int,
  result: shipResultEnum,
  firstFire: z.boolean().describe("A formed globe's first fire, implemented at once (DS 6.10)"),
};
export const shotView = z.strictObject(shotShape).meta({ id: `${P}Shot`, description: "One attack on the Combat Results Table (DS 6.11)" });

export const strikeView = z
  .strictObject({ ship: str, body: str, site: siteEnum })
  .meta({ id: `${P}Strike`, description: "A surface strike declared (DS 6.14)" });

export const pdBatteryView = z
  .strictObject({ side: sideEnum, body: str, site: siteEnum, shots: int.describe("Shots left") })
  .meta({ id: `${P}PdBattery`, description: "The planetary defences of a hex and the shots they have left (DS 6.13)" });

export const declaringView = z
  .strictObject({ side: sideEnum, ready: z.boolean() })
  .meta({ id: `${P}Declaring`, description: "A side declaring formations, and whether it is ready" });

export const combatView = z
  .strictObject({
    id: int,
    hex: hex,
    attacker: sideEnum.describe("The phasing side"),
    step: combatStepEnum,
    round: int,
    groups: z.array(groupView).describe("Formations in force, once both sides are ready"),
    declaring: z.array(declaringView),
    designations: z.array(designationView),
    results: z.array(shotView).describe("This round's results, not yet implemented"),
    breakingOff: sideEnum.nullable(),
    withdrawing: sideEnum.nullable().describe("The side whose survivors must withdraw now"),
    strikes: z.array(strikeView),
    planetaryDefenses: z.array(pdBatteryView),
    impacts: z.array(str).describe("Planetoids impacting in this hex"),
    lossChoice: strikeView.nullable().describe("A 'des' strike waiting for the attacker's choice"),
    queue: z.array(int).describe("Hexes still to be fought this phase"),
  })
  .meta({ id: `${P}Combat`, description: "The battle in one hex (DS 6)" });

export const draftGroupView = z
  .strictObject({ ...groupShape, label: str.describe("The label of this secret declaration") })
  .meta({ id: `${P}DraftGroup`, description: "A group of your own secret declaration, with its label" });

export const draftView = z
  .strictObject({
    groups: z.array(draftGroupView),
    open: str.nullable().describe("The group being filled"),
    ready: z.boolean(),
  })
  .meta({ id: `${P}Draft`, description: "Your own formation declaration in progress (secret until both sides are ready, README D8)" });

export const impactView = z
  .strictObject({ planetoid: str, side: sideEnum, body: str, site: siteEnum })
  .meta({ id: `${P}Impact`, description: "A planetoid impact declared, resolved in its owner's combat phase (DS 4.10)" });

export const raidTargetView = z
  .strictObject({ side: sideEnum, world: str, label: str })
  .meta({ id: `${P}RaidTarget`, description: "A raid's target world (DS 10.3)" });

export const viewSchema = z
  .strictObject({
    viewer: sideEnum.nullable().describe("The side looking; null for a spectator"),
    scenario: scenarioEnum,
    scenarioName: str,
    // The very schema the create body takes, so every generator names it once (DS 11.6).
    options: optionsSchema,
    phase: phaseEnum,
    turn: int.describe("The game-turn; 0 during set-up"),
    phasing: sideEnum.nullable().describe("The side whose player-turn it is"),
    awaiting: z.array(str).describe("The seats that owe a decision now"),
    setupStep: setupStepEnum.nullable(),
    setupSeat: sideEnum.nullable().describe("The side acting in this set-up step"),
    worldsToPlace: z.array(str),
    map: mapView,
    bodies: z.array(bodyView),
    ships: z.array(shipView),
    taskForces: z.array(taskForceView).describe("The fleet composition chart"),
    sides: z.array(sideView),
    turnRecord: turnRecordView,
    moving: str.nullable().describe("The unit being moved"),
    combat: combatView.nullable(),
    myDraft: draftView.nullable().describe("The viewer's own formation declaration in progress"),
    impacts: z.array(impactView),
    myTarget: raidTargetView.nullable().describe("The viewer's own raid target; the other side's stays hidden"),
    revealedTargets: z.array(raidTargetView).describe("Both raid targets, once the game is over"),
    stalemateOffer: sideEnum.nullable().describe("The side offering a stalemate, waiting for an answer"),
    outcome: outcomeSchema.nullable(),
  })
  .meta({
    id: `${P}View`,
    description:
      "The game as the caller may see it: all of the map and the charts; the other side's raid target and formation declaration stay hidden",
  });

// events
/** An event object: its `type` tag and fields, named DoubleStar + type. */
function event<const T extends string, S extends z.core.$ZodLooseShape>(type: T, description: string, shape: S) {
  return z.strictObject({ type: z.literal(type), ...shape }).meta({ id: `${P}${type}`, description });
}

/** A strike result; only "population" carries a number. */
const strikeResult = z
  .discriminatedUnion("kind", [
    z.strictObject({ kind: z.literal("none") }).meta({ id: `${P}StrikeNone`, description: "No effect" }),
    z
      .strictObject({ kind: z.literal("population"), points: int.describe("Population points killed") })
      .meta({ id: `${P}StrikePopulation`, description: "Population killed" }),
    z
      .strictObject({ kind: z.literal("destroy") })
      .meta({ id: `${P}StrikeDestroy`, description: "One item in the hex destroyed, chosen by the attacker" }),
    z.strictObject({ kind: z.literal("industry") }).meta({ id: `${P}StrikeIndustry`, description: "One industry counter destroyed" }),
  ])
  .meta({ id: `${P}StrikeResult`, description: "A Surface Strike Table result (DS 6.14)" });

const survivalRoll = z
  .strictObject({ site: siteEnum, item: str, die: int, survived: z.boolean() })
  .meta({ id: `${P}SurvivalRoll`, description: "A counter next to an impact rolling to survive (README D14)" });

const orbitMove = z
  .strictObject({ body: str, from: hex, to: hex })
  .meta({ id: `${P}OrbitMove`, description: "A body moved one hex along its path" });

export const eventSchema = z
  .discriminatedUnion("type", [
    event("WorldPlaced", "An enemy world was placed on its path (DS 9.1)", { side: sideEnum, world: str, hex }),
    event("PopulationPlaced", "Population was placed (DS 9.2)", {
      side: sideEnum,
      body: str,
      site: siteEnum,
      amount: int,
      left: int.describe("Population still to place"),
    }),
    event("IndustryPlaced", "An industry counter was placed (DS 9.3)", { side: sideEnum, body: str, site: siteEnum }),
    event("CounterBought", "A counter was bought at set-up (DS 8.1)", {
      side: sideEnum,
      item: buyItemEnum,
      ship: str.nullable().describe("The new ship's id, for a ship"),
      body: str,
      site: siteEnum.nullable().describe("Null: a ship put in orbit"),
      cost: int,
      budgetLeft: int,
    }),
    event("SetupFinished", "A side finished set-up; the rest of its budget became the contingency fund", {
      side: sideEnum,
      contingency: int,
    }),
    event("TargetDesignated", "A side designated its raid target; world and label are shown to that side only (DS 10.3)", {
      side: sideEnum,
      world: str.optional().describe("The target world; only for the side that chose it"),
      label: str.optional().describe("The target's label; only for the side that chose it"),
    }),
    event("TargetsRevealed", "The raid targets, shown when the game ends", { targets: z.array(raidTargetView) }),
    event("ProductionOrdered", "Production was ordered (DS 8.2, 8.3)", {
      side: sideEnum,
      order: str,
      item: productEnum,
      body: str,
      site: siteEnum,
      arrives: int,
      emergency: z.boolean(),
      cost: int,
    }),
    event("ProductionArrived", "Production arrived (DS 8.5)", {
      side: sideEnum,
      order: str,
      item: productEnum,
      body: str,
      site: siteEnum,
      ship: str.nullable().describe("The new ship, for a fighter"),
    }),
    event("ProductionLost", "Production with nowhere to arrive was lost (README D17)", {
      side: sideEnum,
      order: str,
      item: productEnum,
      reason: str,
    }),
    event("ShipConverted", "A ship became a command ship (DS 8.3)", { side: sideEnum, ship: str, from: shipKindEnum, cost: int }),
    event("TurnBegan", "A game-turn began", { turn: int, shaded: z.boolean() }),
    event("PlayerTurnBegan", "A player-turn began (DS 2)", { side: sideEnum, turn: int }),
    event("UnitSelected", "A unit was selected to move", { side: sideEnum, unit: str }),
    event("UnitMoved", "A ship or task force moved (DS 4.1)", {
      side: sideEnum,
      unit: str,
      ships: z.array(str),
      from: hex,
      to: hex,
      facing,
      path: z.array(int).describe("The hexes passed through"),
      cost: int.describe("Movement points spent"),
      tookOff: z.boolean(),
    }),
    event("UnitLanded", "A ship landed (DS 4.2)", {
      side: sideEnum,
      unit: str,
      body: str,
      site: siteEnum,
      path: z.array(int),
      cost: int,
      basePlaced: z.boolean(),
    }),
    event("UnitHeld", "A unit stayed where it was", { side: sideEnum, unit: str }),
    event("TaskForceJoined", "A ship joined a task force (DS 5.2)", { side: sideEnum, ship: str, taskForce: str }),
    event("TaskForceLeft", "A ship left a task force (DS 5.2)", { side: sideEnum, ship: str, taskForce: str }),
    event("TaskForceDissolved", "A task force lost its command ship (README D13)", {
      side: sideEnum,
      taskForce: str,
      formationsReturned: z.array(formationEnum),
    }),
    event("CargoLoaded", "A transport loaded cargo (DS 4.5)", {
      side: sideEnum,
      ship: str,
      cargo: installationEnum,
      body: str,
      site: siteEnum,
    }),
    event("CargoUnloaded", "A transport discharged its cargo (DS 4.5)", {
      side: sideEnum,
      ship: str,
      cargo: installationEnum,
      body: str,
      site: siteEnum,
    }),
    event("CounterRelocated", "An installation moved on its surface (DS 4.12)", {
      side: sideEnum,
      body: str,
      from: siteEnum,
      to: siteEnum,
      item: installationEnum,
    }),
    event("MovementEnded", "A movement phase ended", { side: sideEnum }),
    event("OrbitCrossed", "Sneak Attack: a Chinese ship crossed the outermost Islamic orbit (DS 10.1)", {
      turn: int,
      ship: str,
      endsAfterTurn: int,
    }),
    event("CombatBegan", "Combat began in a hex (DS 6.1)", { combat: int, hex }),
    event("FormationDraftChanged", "A side changed its secret formation declaration; what changed is shown to that side only", {
      side: sideEnum,
      combat: int,
      detail: str.optional().describe("What changed; only for the declaring side"),
      label: str.optional().describe("The group's label; only for the declaring side"),
    }),
    event("FormationsRevealed", "Both sides were ready: the formations in force (DS 6.8)", {
      combat: int,
      groups: z.array(groupView),
      scattered: z.array(str),
    }),
    event("FormationCounterLost", "A task force lost a formation counter (DS 6.9, DS 7)", {
      side: sideEnum,
      taskForce: str,
      formation: formationEnum,
      reason: counterLostEnum,
      group: str.nullable(),
    }),
    event("FormationAssumed", "A group assumed its back-up formation (DS 6.8)", { side: sideEnum, group: str, formation: formationEnum }),
    event("GroupScattered", "A group's ships scattered (DS 6.7)", { side: sideEnum, group: str, ships: z.array(str) }),
    event("RoundBegan", "A round of ship-to-ship combat began", { combat: int, round: int }),
    event("ScreenShifted", "A cylinder ship moved into or out of the screen (DS 6.5)", {
      side: sideEnum,
      ship: str,
      screened: z.boolean(),
    }),
    event("FireDesignated", "A unit chose its target, or held its fire", {
      side: sideEnum,
      unit: str,
      target: str.nullable().describe("Null: it holds its fire"),
    }),
    event("ShotResolved", "An attack was resolved on the Combat Results Table (DS 6.11)", shotShape),
    event("ShipDisrupted", "A ship was disrupted", { ship: str, by: str }),
    event("ShipEliminated", "A ship was eliminated", { ship: str, side: sideEnum, kind: shipKindEnum, by: str }),
    event("BrokeOff", "A side broke off (DS 6.12)", { side: sideEnum, combat: int }),
    event("Withdrew", "Ships withdrew after breaking off", {
      side: sideEnum,
      ships: z.array(str),
      from: hex,
      to: hex.nullable().describe("Null when they could not withdraw"),
    }),
    event("ShipCombatEnded", "Ship-to-ship combat in a hex ended", { combat: int, reason: shipCombatEndEnum }),
    event("StrikeDeclared", "A ship declared a surface strike (DS 6.14)", { ship: str, body: str, site: siteEnum }),
    event("PdFired", "A planetary defence fired (DS 6.13)", {
      side: sideEnum,
      body: str,
      site: siteEnum,
      target: str,
      column: pdColumnEnum,
      die: int,
      result: pdResultEnum,
    }),
    event("SurfaceStruck", "A surface strike was resolved (DS 6.14)", {
      ship: str,
      body: str,
      site: siteEnum,
      die: int,
      modified: int.describe("The die with the robot modifier (README R10), read as 1-6"),
      result: strikeResult,
      effect: str.describe("What happened, in words"),
    }),
    event("CounterDestroyed", "Counters were destroyed on a surface", {
      side: sideEnum,
      body: str,
      site: siteEnum,
      item: destroyedItemEnum,
      count: int,
      ship: str.nullable().describe("The ship destroyed, for item ship"),
      by: str.describe("The ship, planetoid or cause that destroyed it"),
    }),
    event("RobotSelfDestructed", "A robot fighter destroyed itself after its strike (DS 6.14)", { ship: str }),
    event("ImpactResolved", "A planetoid impact was resolved with the scatter diagram (DS 6.15, README R7)", {
      planetoid: str,
      body: str,
      site: siteEnum.describe("The hex aimed at"),
      aimDie: int,
      scatterDie: int.nullable(),
      hit: siteEnum.nullable().describe("The hex hit; null when the planetoid missed the surface"),
      survivalRolls: z.array(survivalRoll),
    }),
    event("PlanetoidDestroyed", "A planetoid was lost", { planetoid: str, reason: str }),
    event("CombatEnded", "Combat in a hex ended", { combat: int, hex }),
    event("InterimBegan", "The interim phase began (DS 2.3)", { turn: int, shaded: z.boolean() }),
    event("OrbitBroken", "A planetoid broke orbit (DS 4.7)", { side: sideEnum, planetoid: str, facing }),
    event("PlanetoidThrust", "A power plant changed a planetoid's speed or facing (DS 4.8)", {
      side: sideEnum,
      planetoid: str,
      change: str.describe("accelerate, decelerate, turnLeft, turnRight, or 'face N' for a stopped planetoid turned to facing N"),
      speed: int,
      facing,
    }),
    event("OrbitAssumed", "A planetoid assumed orbit (DS 4.9)", {
      side: sideEnum,
      planetoid: str,
      path: str.nullable(),
      tiedTo: str.nullable(),
    }),
    event("BodiesOrbited", "Worlds and moons moved along their paths (DS 4.6)", { moves: z.array(orbitMove) }),
    event("PlanetoidMoved", "A free planetoid moved (DS 4.8)", {
      planetoid: str,
      from: hex,
      to: hex.nullable().describe("Null when it left the map"),
      path: z.array(int),
    }),
    event("GravitationalTieBroken", "A moon's tie to its world was broken (DS 4.11)", { moon: str, from: str, path: str }),
    event("ImpactDeclared", "An impact was declared (DS 4.10)", { side: sideEnum, planetoid: str, body: str, site: siteEnum }),
    event("PowerPlantExpended", "A power plant was used up", { side: sideEnum, body: str, site: siteEnum, left: int }),
    event("TrainingRolled", "A task force rolled for training (DS 7)", {
      side: sideEnum,
      taskForce: str,
      withinHome: z.boolean(),
      gainDie: int.nullable(),
      gained: formationEnum.nullable(),
      lossDie: int.nullable(),
      lost: z.boolean(),
    }),
    event("DisruptionCleared", "Disrupted ships recovered", { ships: z.array(str) }),
    event("StalemateOffered", "A side offered a stalemate (DS 11.5)", { side: sideEnum }),
    event("StalemateAnswered", "A stalemate offer was answered", { side: sideEnum, accepted: z.boolean() }),
    event("SideResigned", "A side left the game (DS 11.4)", { side: sideEnum }),
    event("GameEnded", "The game ended (DS 10)", { outcome: outcomeSchema }),
  ])
  .meta({ id: `${P}Event`, description: "Something that happened in a game of Double Star" });

// bounds
export const populationBounds = z
  .strictObject({
    amount: z.strictObject({ min: int, max: int }).meta({ id: `${P}AmountRange`, description: "The amounts a decision takes, inclusive" }),
  })
  .meta({ id: `${P}PopulationBounds`, description: "placePopulation: any amount in the range, not only those listed (DS 9.2)" });

export const arrivalBounds = z
  .strictObject({
    arrivalTurn: z
      .strictObject({
        earliest: int.describe("Paid from the production budget: six turns on (DS 8.5)"),
        earliestEmergency: int.describe("Emergency production: four turns on (DS 8.3)"),
      })
      .meta({ id: `${P}ArrivalRange`, description: "The earliest arrival turns an order may name (any later turn will do)" }),
  })
  .meta({
    id: `${P}ArrivalBounds`,
    description: "buyForces and production: orderProduction may name any arrival turn from the earliest on (DS 8.5)",
  });

export const boundsSchema = z.union([populationBounds, arrivalBounds]).meta({
  id: `${P}Bounds`,
  description: "The limits of a decision that takes values beyond its listed choices: told apart by their one field",
});

// The Surface Strike Table's own result type (tables.ts) must agree with the event's.
const strikeAgrees: Same<StrikeResult, z.infer<typeof strikeResult>> = true;
void strikeAgrees;
