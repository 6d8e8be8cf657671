// What Barnard's Star sends across the API, stated once (issue 17): the view every viewer gets
// and every event as redact() gives it. The engine's view and event types are z.infer of these
// (view.ts, events.ts); the OpenAPI components and the GraphQL types are generated from them.
// Objects are strict, so a field the engine adds without stating it here fails the conformance
// suite. Hexes are integer ids of the map (row × 34 + column, both 0-based). Every decision is a
// list of choices (a unit's moves are listed per hex, their costs in the view's `reach`), so
// this kind gives no bounds.
import { z } from "zod";
import { enumOf, outcomeSchema, type Same } from "../../engine/schemas";
import { PURCHASES, SHIP_KINDS, type Side, type UnitKind } from "./counters";
import type { Ground } from "./map";
import { optionsSchema } from "./options";
import type { BattleStep, Battle, BowlCounter, Phase, SpaceCombat, Unit } from "./state";
import { TERRAINS, type AssaultResult, type SpaceResult, type SupportResult } from "./tables";

const P = "BarnardsStar";
const int = z.int();
const str = z.string();
const hex = z.int().describe("A hex id: row × 34 + column");
const ids = z.array(str);

// enums
const sideEnum = enumOf<Side>()(["naronian", "terran"]).meta({ id: `${P}Side`, description: "The two sides, which are also the seats" });
const phaseEnum = enumOf<Phase>()([
  "setup",
  "dispatch",
  "spaceCombat",
  "movement",
  "transportation",
  "interaction",
  "defense",
  "combat",
  "over",
]).meta({
  id: `${P}Phase`,
  description: "Where a player turn stands (BS 4.0): set-up, then the phases that owe decisions, or over",
});
const unitKindEnum = enumOf<UnitKind>()(["JTr", "Reg", "Sup", "TP", "B", "PD", "DN", "BB", "BC", "DD", "TN"]).meta({
  id: `${P}UnitKind`,
  description:
    "A counter (BS 2.2): jump troops, regulars, support troops, transportation points, beacons, planetary defense batteries; dreadnoughts, battleships, battlecruisers, destroyers, transports",
});
const shipKindEnum = z.enum(SHIP_KINDS).meta({ id: `${P}ShipKind`, description: "A ship counter of the Terran bowl" });
const groundEnum = enumOf<Ground>()(["clear", "lava", "crevassed", "mountain"]).meta({
  id: `${P}Ground`,
  description: "A hex's ground (BS T5); a volcano stands on one of these",
});
const terrainEnum = z
  .enum(TERRAINS)
  .meta({ id: `${P}Terrain`, description: "The terrain a battle is fought in: the highest of the hex's types on the chart (BS 12.3, T5)" });
export const purchaseEnum = z
  .enum(PURCHASES)
  .meta({ id: `${P}Purchase`, description: "An item of the Naronian force (BS 16.1): a warship, or a battalion with its transport" });
const spaceResultEnum = enumOf<SpaceResult>()(["E", "N", "-"]).meta({
  id: `${P}SpaceResult`,
  description: "A Space Combat Results Table result (BS T1): eliminated, neutralized, or no effect (-)",
});
const assaultResultEnum = enumOf<AssaultResult>()(["W", "C", "X", "P", "H", "E"]).meta({
  id: `${P}AssaultResult`,
  description: "An Assault Combat Results Table result (BS T4, BS 12.4)",
});
const battleKindEnum = enumOf<Battle["kind"]>()(["assault", "overrun", "counterattack", "bombardment"]).meta({
  id: `${P}BattleKind`,
  description:
    "assault: an attack in the combat phase (BS 12); overrun: in the movement phase (BS 14); counterattack: after a W (BS 12.4); bombardment: support fire alone (BS 13)",
});
const battleStepEnum = enumOf<BattleStep["t"]>()(["support", "press", "lose", "retreat", "fire", "counter", "counterMoves"]).meta({
  id: `${P}BattleStep`,
  description:
    "The battle's current step: support allocation, pressing the assault, choosing losses, a retreat, support fire without support, the counterattack decision, the counterattack's moves (BS 12)",
});
const areaEnum = enumOf<NonNullable<Unit["area"]>>()(["line", "screen"]).meta({
  id: `${P}Area`,
  description: "Space combat: the firing line or the screened area (BS 6.1)",
});
const stageEnum = enumOf<SpaceCombat["stage"]>()(["form", "exchange"]).meta({
  id: `${P}SpaceCombatStage`,
  description: "form: the sides form their lines, defender first; exchange: fire (BS 6.1)",
});
const fireEffectEnum = z
  .enum(["none", "neutralized", "destroyed"])
  .meta({ id: `${P}FireEffect`, description: "What a space combat shot did: two N in one exchange destroy (BS 6.2)" });
const defenseEffectEnum = z.enum(["none", "neutralized", "destroyed", "aborted"]).meta({
  id: `${P}DefenseEffect`,
  description: "What planetary defense fire did; aborted: a close approach ship sent back to orbit (BS 11.0)",
});
const withdrawalEnum = z
  .enum(["sol", "kruger"])
  .meta({ id: `${P}Withdrawal`, description: "Where a withdrawn ship went: Sol (Terran) or Kruger 60, for good (Naronian) (BS 6.3)" });
const spaceCombatEndEnum = z
  .enum(["oneSideGone", "nobodyCanFire", "exchangeLimit"])
  .meta({ id: `${P}SpaceCombatEnd`, description: "Why space combat ended (README, R11)" });
const automaticEnum = z
  .enum(["oddsBelow1to2", "attackersNeutralized"])
  .meta({ id: `${P}AutomaticAssault`, description: "Why no assault die was rolled (README, R9)" });

// the view
export const reachView = z
  .strictObject({ hex, cost: int.describe("Movement points it costs") })
  .meta({ id: `${P}Reach`, description: "A hex a unit can still reach this movement phase and the movement points it costs (BS 7.0)" });

export const unitView = z
  .strictObject({
    id: str,
    side: sideEnum,
    kind: unitKindEnum.nullable().describe("Null when the viewer may not know what it is (a Terran reinforcement not yet arrived)"),
    hidden: z.boolean().describe("Hidden from the other side (a reinforcement or the Naronian force before arrival)"),
    jump: z.boolean().nullable().describe("A transport marked with the asterisk (it carries jump troops); null when hidden"),
    neutralized: z.boolean(),
    support: int.nullable().describe("Support strength now; null where the counter has none or it is hidden"),
    range: int.nullable().describe("Support range in hexes"),
    assault: int.nullable().describe("Assault strength now"),
    movement: int.nullable().describe("Movement allowance now"),
    movementLeft: int.nullable().describe("Movement points left this movement phase (the phasing side's units on the map)"),
    reach: z.array(reachView).nullable().describe("In the movement phase: every hex the unit can still reach, with its cost"),
    stopped: z.boolean().describe("Entered an enemy zone of control this phase (BS 8.0)"),
    supportUsed: z.boolean().describe("Support used this combat phase, or fired in this turn's planetary defense"),
    landing: z.boolean().describe("Landed or dropped in this space–planet interaction phase"),
    area: areaEnum.nullable(),
    label: str.nullable().describe("The bowl counter's label (the Terran's own view only)"),
    get cargo() {
      return z.array(unitView).describe("What a transport carries, as far as the viewer may know");
    },
  })
  .meta({ id: `${P}Unit`, description: "A unit or ship as the viewer may see it; values are the current ones (neutralization applied)" });

export const hexView = z
  .strictObject({ hex, units: z.array(unitView) })
  .meta({ id: `${P}Hex`, description: "An occupied hex and the units in it" });

export const mapView = z
  .strictObject({
    version: str,
    cols: int,
    rows: int,
    layout: z.literal("odd-q").describe("Flat-topped hexes, odd columns half a hex lower; id = row × cols + col"),
    edgeMargin: int.describe("Set-up keeps this many hexes from the edge (BS 16.2)"),
    beaconSpacing: int.describe("Beacons are set up at least this far apart (BS 16.2)"),
    terrain: z.array(groundEnum).describe("The ground of every hex, by hex id"),
    volcanoes: z.array(int).describe("Hexes with a volcano (standing on the ground in terrain)"),
  })
  .meta({ id: `${P}Map`, description: "The map of BS.03.04 (BS 2.1; reconstructed, README R4)" });

export const spaceView = z
  .strictObject({
    naronian: z.array(unitView).describe("Naronian ships in the Barnard's Star system"),
    terran: z.array(unitView).describe("Terran ships in the Barnard's Star system"),
    approach: z.array(hexView).describe("Ships on close approach missions, by the hex they fly over (BS 10.5)"),
    sol: z.array(unitView).describe("Terran ships at Sol; a reinforcement not yet arrived shows without its kind to the Naronian"),
    kruger: z.array(unitView).describe("The Naronian force at Kruger 60 before it arrives (the Naronian's view only)"),
  })
  .meta({ id: `${P}Space`, description: "Ships off the planet" });

export const turnTrackEntry = z
  .strictObject({
    turn: int,
    eclipse: z.boolean().describe("No beacon helps navigation this turn (BS 15.0)"),
    arrivals: z.array(unitView).describe("Terran ships due this turn (BS 5.2)"),
  })
  .meta({ id: `${P}TurnTrackEntry`, description: "A game turn on the turn track" });

export const bowlCounterView = z
  .strictObject({
    label: str,
    kind: shipKindEnum,
    jump: z.boolean().describe("A transport with the asterisk: it carries a jump battalion"),
  })
  .meta({ id: `${P}BowlCounter`, description: "An undrawn counter of the Terran bowl" });

export const bowlView = z
  .strictObject({
    count: int.describe("Counters left in it"),
    counters: z.array(bowlCounterView).nullable().describe("Which: the Terran's own view only"),
  })
  .meta({ id: `${P}Bowl`, description: "The Terran reinforcement bowl (BS 16.3)" });

export const boughtView = z
  .strictObject({ item: purchaseEnum, count: int })
  .meta({ id: `${P}Bought`, description: "How many of one item the force holds" });

export const forceView = z
  .strictObject({
    confirmed: z.boolean(),
    points: int.nullable().describe("Points to spend; null for others until the force arrives"),
    spent: int.nullable(),
    left: int.nullable(),
    bought: z.array(boughtView).nullable(),
  })
  .meta({ id: `${P}Force`, description: "The Naronian purchase (BS 16.1): the Naronian's own, everyone's once it has arrived" });

export const fireAllocationView = z
  .strictObject({ ship: str, target: str })
  .meta({ id: `${P}FireAllocation`, description: "A ship and the target it fires at" });

export const spaceCombatView = z
  .strictObject({
    stage: stageEnum,
    forming: sideEnum.nullable().describe("The side forming its line"),
    firing: sideEnum.describe("The side whose exchange it is"),
    allocations: z.array(fireAllocationView).describe("Fire allocated so far in this exchange"),
    exchanges: int.describe("Exchanges fired so far"),
  })
  .meta({ id: `${P}SpaceCombat`, description: "Space combat under way (BS 6)" });

export const battleSupportView = z
  .strictObject({
    turn: sideEnum.describe("Whose turn it is to add a unit or decline"),
    declined: sideEnum.nullable().describe("The side that declined first"),
    attacker: ids.describe("The attacker's supporting units"),
    defender: ids.describe("The defender's supporting units"),
  })
  .meta({ id: `${P}BattleSupport`, description: "Support allocated so far, alternating (BS 12.1)" });

export const battleView = z
  .strictObject({
    kind: battleKindEnum,
    hex,
    attacker: sideEnum,
    attackers: ids,
    defenders: ids,
    support: battleSupportView,
    step: battleStepEnum.nullable(),
    modifier: int.describe("The assault die roll modifier from support fire (BS 12.2)"),
    result: assaultResultEnum.nullable(),
    retreatHex: int.nullable().describe("Where the attackers retreated after a W: the counterattack's hex"),
  })
  .meta({ id: `${P}Battle`, description: "The battle under way (BS 12–14)" });

export const droppingView = z
  .strictObject({ ship: str, dropped: ids.describe("Jump troops already down") })
  .meta({ id: `${P}Dropping`, description: "A jump battalion dropping, one company at a time (BS 10.3)" });

export const sideStatus = z
  .strictObject({ side: sideEnum, troopsInBattle: int, troopsOnMap: int, shipsInSystem: int })
  .meta({ id: `${P}SideStatus`, description: "What the victory conditions count for a side (BS 16.4, README R12)" });

export const victoryView = z
  .strictObject({
    beacons: int,
    functioningBeacons: int,
    sides: z.array(sideStatus),
    turnLimit: int
      .nullable()
      .describe("The optional turn limit (BS 20.3); null: none, play goes on until a side wins (or the safety bound)"),
  })
  .meta({ id: `${P}Victory`, description: "The counts the victory conditions read (BS 16.4)" });

export const viewSchema = z
  .strictObject({
    viewer: sideEnum.nullable().describe("The side looking; null for a spectator"),
    turn: int.describe("The game turn; 0 during set-up"),
    player: sideEnum.describe("The phasing side"),
    phase: phaseEnum,
    eclipse: z.boolean(),
    awaiting: ids.describe("The seats that owe a decision now"),
    // The very schema the create body takes, so every generator names it once (BS 20.5).
    options: optionsSchema,
    map: mapView,
    hexes: z.array(hexView).describe("Occupied hexes of the planet, ascending"),
    space: spaceView,
    turnTrack: z.array(turnTrackEntry),
    bowl: bowlView,
    force: forceView,
    unplaced: z.array(unitView).describe("Set-up: the Terran units still to place"),
    spaceCombat: spaceCombatView.nullable(),
    battle: battleView.nullable(),
    attacked: z.array(int).describe("Hexes attacked this combat phase"),
    dropping: droppingView.nullable(),
    eliminated: z.array(unitView),
    withdrawn: z.array(unitView).describe("Naronian ships withdrawn to Kruger 60"),
    victory: victoryView,
    outcome: outcomeSchema.nullable(),
  })
  .meta({
    id: `${P}View`,
    description: "The battle as the viewer may see it: everything on and over the planet; the purchase and the bowl only to their owner",
  });

// events
/** An event object: its `type` tag and fields, named BarnardsStar + type. */
function event<const T extends string, S extends z.core.$ZodLooseShape>(type: T, description: string, shape: S) {
  return z.strictObject({ type: z.literal(type), ...shape }).meta({ id: `${P}${type}`, description });
}

export const unitSummary = z
  .strictObject({
    id: str,
    kind: unitKindEnum,
    jump: z.boolean(),
    cargo: z.array(z.strictObject({ id: str, kind: unitKindEnum }).meta({ id: `${P}Cargo`, description: "A unit aboard" })),
  })
  .meta({ id: `${P}UnitSummary`, description: "A ship as it arrives, with its cargo" });

/** A Support Combat Results Table result; only "modifier" carries a number. */
const supportResult = z
  .discriminatedUnion("kind", [
    z
      .strictObject({ kind: z.literal("modifier"), value: int.describe("The assault die roll modifier") })
      .meta({ id: `${P}SupportModifier`, description: "A die roll modifier for the assault" }),
    z.strictObject({ kind: z.literal("N") }).meta({ id: `${P}SupportNeutralized`, description: "The weaker side's units are neutralized" }),
    z.strictObject({ kind: z.literal("E") }).meta({ id: `${P}SupportEliminated`, description: "The weaker side loses units" }),
    z.strictObject({ kind: z.literal("none") }).meta({ id: `${P}SupportNone`, description: "No effect" }),
  ])
  .meta({
    id: `${P}SupportResult`,
    description: "A support fire result (BS T3): the assault die roll modifier, or N / E on the weaker side",
  });

const bombardmentRoll = z
  .strictObject({ unit: str, roll: int, result: supportResult })
  .meta({ id: `${P}BombardmentRoll`, description: "One unit's bombardment roll and its result" });

const forceChange = {
  item: purchaseEnum,
  units: ids.describe("The units it brought or took away"),
  pointsLeft: int,
};

export const eventSchema = z
  .discriminatedUnion("type", [
    event("ForceItemBought", "The Naronian bought an item (his own feed only)", forceChange),
    event("ForceItemReturned", "The Naronian gave an item back (his own feed only)", forceChange),
    event("ForceConfirmed", "The Naronian force is chosen", {}),
    event("UnitPlaced", "A Terran unit was set up", { unit: str, kind: unitKindEnum, hex }),
    event("GameTurnBegan", "A game turn began", { turn: int, eclipse: z.boolean() }),
    event("PhaseBegan", "A phase of a player turn began", {
      side: sideEnum,
      phase: str.describe(
        "spaceEvents, movement, transportation, interaction, defense or combat (space combat begins with SpaceCombatBegan)",
      ),
    }),
    event("NaronianFleetArrived", "The Naronian force arrived: the purchase is public from now on (BS 5.1)", {
      ships: z.array(unitSummary),
    }),
    event("ReinforcementDrawn", "A reinforcement was drawn from the bowl; what it is is the Terran's alone until it arrives (BS 16.3)", {
      ship: str,
      label: str.optional().describe("The bowl label; the Terran's feed only"),
      kind: unitKindEnum.optional().describe("What it is; the Terran's feed only"),
      jump: z.boolean().optional().describe("A transport with the asterisk; the Terran's feed only"),
      cargo: ids.optional().describe("The battalion aboard; the Terran's feed only"),
    }),
    event("ShipSent", "A ship left Sol: its navigation roll and delay (BS 5.2)", {
      ship: str,
      hidden: z.boolean(),
      kind: unitKindEnum.optional().describe("Left out for the Naronian while the ship is hidden"),
      beacons: int.describe("Functioning beacons counted"),
      eclipse: z.boolean(),
      roll: int.nullable(),
      delay: int,
      arrives: int.describe("The game turn it reaches Barnard's Star"),
    }),
    event("ShipArrived", "A Terran ship reached Barnard's Star", { ship: unitSummary, label: str.nullable() }),
    event("ShipReturnedToSol", "A Terran ship went back to Sol", { ship: str }),
    event("SpaceCombatBegan", "Space combat began (BS 6.0)", { naronian: ids, terran: ids }),
    event("ShipScreened", "A ship moved to the screened area", { ship: str }),
    event("LineFormed", "A side formed its firing line and screen", { side: sideEnum, line: ids, screen: ids }),
    event("ShipWithdrew", "A ship withdrew from space combat (BS 6.3)", { ship: str, to: withdrawalEnum, cargo: ids }),
    event("FireAllocated", "A ship was given a target", { ship: str, target: str }),
    event("ShipFired", "A ship fired in space combat (BS 6.2)", {
      ship: str,
      target: str,
      differential: int,
      column: int.nullable().describe("The table column; null below the table (no effect)"),
      roll: int,
      result: spaceResultEnum,
      effect: fireEffectEnum,
    }),
    event("ExchangeEnded", "An exchange of fire ended", { side: sideEnum, exchange: int }),
    event("SpaceCombatEnded", "Space combat ended", { reason: spaceCombatEndEnum }),
    event("UnitMoved", "A unit moved (BS 7.0)", {
      unit: str,
      from: hex,
      to: hex,
      path: z.array(int).describe("The hexes entered, in order"),
      cost: int,
      stopped: z.boolean().describe("It entered an enemy zone of control (BS 8.0)"),
    }),
    event("UnitTeleported", "A unit teleported between stations (BS 9.0)", {
      unit: str,
      from: str.describe("The station left"),
      to: str.describe("The station reached"),
      fromHex: hex,
      toHex: hex,
    }),
    event("NeutralizationRemoved", "A side's units recovered from neutralization (BS 12.4)", { side: sideEnum, units: ids }),
    event("ShipLanded", "A transport landed (BS 10.2)", { ship: str, hex, cargo: ids }),
    event("JumpTroopDropped", "A jump troop company dropped (BS 10.3)", { unit: str, ship: str, hex }),
    event("CloseApproachFlown", "A warship flew a close approach mission (BS 10.5)", { ship: str, hex }),
    event("ShipStayedInOrbit", "A ship stayed in space", { ship: str }),
    event("UnitLoaded", "A unit was loaded into a landed transport (BS 10.4)", { ship: str, unit: str }),
    event("ShipLiftedOff", "A transport lifted off (BS 10.4)", { ship: str, cargo: ids }),
    event("DefenseFired", "Planetary defense fire at one target (BS 11.0)", {
      unit: str,
      hex,
      target: str,
      strength: int,
      defense: int,
      differential: int,
      column: int.nullable(),
      roll: int,
      result: spaceResultEnum,
      effect: defenseEffectEnum,
    }),
    event("CargoDisembarked", "A landed transport's cargo disembarked (BS 10.2)", { ship: str, hex, units: ids, neutralized: z.boolean() }),
    event("ShipsReturnedToOrbit", "Close approach ships went back to orbit (BS 10.5)", { ships: ids }),
    event("BattleBegan", "A battle began", { kind: battleKindEnum, hex, attacker: sideEnum, attackers: ids, defenders: ids }),
    event("SupportAdded", "A unit's support was committed (BS 12.1)", { side: sideEnum, unit: str, strength: int }),
    event("SupportDeclined", "A side added no more support", { side: sideEnum }),
    event("SupportFireResolved", "Support fire was resolved (BS 12.2)", {
      hex,
      terrain: terrainEnum,
      attackerSupport: int,
      defenderSupport: int,
      multiplier: z.number().describe("The terrain's factor: 0.5, 1 or 2 (README, R6)"),
      differential: int,
      column: int,
      roll: int,
      result: supportResult,
      target: sideEnum.nullable().describe("Whose units an N or E struck"),
      modifier: int,
    }),
    event("BombardmentResolved", "A bombardment was resolved, a roll per unit (BS 13.0)", {
      hex,
      terrain: terrainEnum,
      support: int,
      multiplier: z.number().describe("The terrain's factor: 0.5, 1 or 2 (README, R6)"),
      column: int,
      rolls: z.array(bombardmentRoll),
    }),
    event("AssaultResolved", "An assault was resolved (BS 12.3, T4)", {
      hex,
      terrain: terrainEnum,
      attack: int,
      defense: int,
      shift: int.describe("Columns shifted by terrain"),
      column: str.nullable().describe("The odds column, e.g. 3:1; null when no die was rolled"),
      roll: int.nullable(),
      modifier: int,
      row: int.nullable().describe("The modified roll read"),
      result: assaultResultEnum,
      automatic: automaticEnum.nullable().describe("Why no die was rolled"),
    }),
    event("AssaultCalledOff", "The attacker called the assault off (BS 8.0)", { hex }),
    event("UnitNeutralized", "A unit was neutralized", { unit: str, cause: str.describe("What neutralized it, in words") }),
    event("UnitEliminated", "A unit was eliminated", {
      unit: str,
      kind: unitKindEnum,
      side: sideEnum,
      cause: str.describe("What eliminated it, in words"),
    }),
    event("UnitsRetreated", "A side's units retreated one hex (BS 12.4)", { side: sideEnum, units: ids, from: hex, to: hex }),
    event("CounterattackAdvanced", "After a W the defenders advanced into the hex the attackers fell back to (BS 12.4)", {
      side: sideEnum,
      units: ids,
      from: hex,
      to: hex,
    }),
    event("GroundHeld", "A side held its ground", { side: sideEnum, hex }),
    event("CounterattackDecided", "The defender chose to counterattack or not", { side: sideEnum, accept: z.boolean(), hex }),
    event("SupportUnitMoved", "A unit moved one hex to support a counterattack", { unit: str, from: hex, to: hex }),
    event("BattleEnded", "A battle ended", { hex }),
    event("GameEnded", "The game ended (BS 16.4)", { outcome: outcomeSchema }),
    event("SeatResigned", "A side left the game (BS 20.4)", { side: sideEnum }),
  ])
  .meta({ id: `${P}Event`, description: "Something that happened in a game of Barnard's Star" });

/** Every decision is a list of choices: no bounds. */
export const boundsSchema = z.never();

// The tables' and the state's own types must agree with what the schema shows of them.
const agree: [Same<SupportResult, z.infer<typeof supportResult>>, Same<BowlCounter, z.infer<typeof bowlCounterView>>] = [true, true];
void agree;
