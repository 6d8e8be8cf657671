// The rule numbering (README.md, "Rule numbering"). The book numbers pages, not rules; Starpost
// numbers its sections in the order the book prints them (IS 1–9) and adds IS 10 for what the
// platform itself decides. Violations cite these ids and the tests name them in their titles.
export const RULE = {
  components: "IS 1.1 Game Components: dice",
  table: 'IS 1.2 Playing Surface (72" x 48")',
  terrain: "IS 1.3 Terrain (optional)",
  pointValue: "IS 2.1 Point Value",
  hull: "IS 2.2 Hull and Size Class",
  armour: "IS 2.3 Armour",
  thrust: "IS 2.4 Thrust",
  primary: "IS 2.5 Primary Battery",
  secondary: "IS 2.6 Secondary Battery",
  lightGuns: "IS 2.7 Light Guns",
  track: "IS 2.8 Damage Location Track",
  torpedoes: "IS 2.9 Torpedoes",
  notes: "IS 2.10 Notes: Special Equipment",
  hullVp: "IS 2.11 Hull VP Value",
  choosingForces: "IS 3.1 Choosing Forces (the 10% balance rule)",
  edges: "IS 3.2 Table Edges",
  placementOrder: "IS 3.3 Placement Order",
  sizeOrder: "IS 3.4 Placement by Size Class",
  firstShip: "IS 3.5 The First Ship",
  secondShip: "IS 3.6 The Second Ship",
  laterShips: "IS 3.7 Subsequent Ships",
  gameLength: "IS 4.1 Game Length",
  victoryPoints: "IS 4.2 Victory Points",
  initiative: "IS 4.3 Initiative Phase",
  activeMovement: "IS 4.4 Active Movement Phase",
  reactiveMovement: "IS 4.5 Reactive Movement Phase",
  activeCombat: "IS 4.6 Active Combat Phase",
  reactiveCombat: "IS 4.7 Reactive Combat Phase",
  endPhase: "IS 4.8 End Phase",
  moveDistance: "IS 5.1 Movement Allowance (thrust plus momentum)",
  startingMomentum: "IS 5.2 Starting Momentum",
  minimumMove: "IS 5.3 Minimum Move",
  turning: "IS 5.4 Turning",
  afterTurn: "IS 5.5 No Farther After the Turn",
  counters: "IS 5.6 Counters Never Finish on One Another",
  leavingTable: "IS 5.7 Leaving the Table",
  momentum: "IS 5.8 Momentum",
  backwards: "IS 5.9 Moving Backwards (advanced)",
  advancedTurning: "IS 5.10 Advanced Turning (advanced)",
  targets: "IS 6.1 Choosing Targets",
  arcs: "IS 6.2 Firing Arcs",
  arcTies: "IS 6.3 Targets on an Arc Line",
  fractions: "IS 6.4 Guns per Arc",
  lightGunFire: "IS 6.5 Light Gun Fire",
  targetNumber: "IS 6.6 Attack Roll and Target Number",
  range: "IS 6.7 Range",
  lineOfSight: "IS 6.8 Line of Sight",
  damageRoll: "IS 6.9 Damage Roll",
  progression: "IS 6.10 Damage Progression",
  endOfPhase: "IS 6.11 Damage at the End of the Phase",
  equipmentHits: "IS 6.12 Special Equipment Hits",
  torpedoFire: "IS 6.13 Torpedo Attacks",
  openEnded: "IS 6.14 Open-Ended Results (advanced)",
  targetSize: "IS 6.15 Target Size (advanced)",
  torpedoNets: "IS 6.16 Torpedo Nets (advanced)",
  keelBombard: "IS 7.1 Keel Bombard (reconstructed)",
  gyroscopicStabilizer: "IS 7.2 Gyroscopic Stabilizer (reconstructed)",
  lightningProjectors: "IS 7.3 Lightning Projectors (reconstructed)",
  congreveRockets: "IS 7.4 Congreve Rockets (reconstructed)",
  fireArrows: "IS 7.5 Fire Arrows (reconstructed)",
  mines: "IS 7.6 Mines (reconstructed)",
  scenarioOne: "IS 8.1 Scenario One: Meeting Engagement",
  pickUp: "IS 8.2 The Pick-Up Game",
  construction: "IS 9 Ship Construction (user-designed records)",
  decisions: "IS 10.1 Who Decides",
  fixedPoint: "IS 10.2 Fixed-Point Geometry",
  hiddenPurchase: "IS 10.3 Hidden Fleet Purchase",
  resignation: "IS 10.4 Resignation",
  options: "IS 10.5 Options Fixed at Creation",
  result: "IS 10.6 Kinds of Victory",
} as const;

export type RuleId = (typeof RULE)[keyof typeof RULE];

// evidence for the rule-coverage report (test/coverage/rules.ts)
// What shows each rule at work in a played game; the report counts these signs in seeded playouts.

import { evidenceKit, type Evidence, type Step } from "../evidence";
import type { IronStarsAction } from "./actions";
import type { IronStarsEvent } from "./events";
import { liveFleet, otherSeat } from "./queries";
import type { IronStarsState } from "./state";
import { sightBlocker, terrainOf } from "./terrain";

const { on, asked, ended, refused, setUp } = evidenceKit<IronStarsState, IronStarsEvent, IronStarsAction>();
type IronStarsStep = Step<IronStarsState, IronStarsEvent>;

// Every id an event names is a ship of the game.
const shipIn = (state: IronStarsState, id: string) => state.ships.find((x) => x.id === id)!;
const volley = (...weapons: string[]) => on("VolleyFired", (e) => weapons.includes(e.weapon));
const withOption = (event: IronStarsEvent["type"], option: keyof IronStarsState["options"], note: string) =>
  on(event, (_e, step: IronStarsStep) => Boolean(step.state.options[option]), note);
/** The n-th ship a side places in a pick-up game (IS 3.5–3.7 place them by these rules). */
const placedNth = (test: (n: number) => boolean, note: string) =>
  on(
    "ShipPlaced",
    (e, step: IronStarsStep) =>
      step.state.options.scenario === "pickUp" &&
      test(step.state.placed.filter((id: string) => shipIn(step.state, id).side === e.seat).length),
    note,
  );
const phaseEnded = (phase: string) => on("CombatPhaseEnded", (e) => e.step === phase);
/** A seat owed fire while terrain hides one of its enemies from one of its ships (the view's `sightings[].blockedBy`). */
const hiddenByTerrain = asked(
  "fire",
  (d, state) =>
    liveFleet(state, d.seat).some((ship) =>
      liveFleet(state, otherSeat(state, d.seat)).some((e) => sightBlocker(state, ship.position, e.position)),
    ),
  "fire owed with an enemy hidden by terrain",
);
const movedBy = (active: boolean) => asked("move", (d, state) => (d.seat === state.active) === active);

export const EVIDENCE: Evidence<keyof typeof RULE> = {
  components: [on("InitiativeRolled", undefined, "a die roll (initiative)"), on("VolleyFired", undefined, "a die roll (attack)")],
  table: [setUp('every game is played on the 72" × 48" table'), on("ShipLeftTable")],
  terrain: [setUp("terrain laid before set-up (option terrain)", (s) => terrainOf(s).length > 0), hiddenByTerrain, refused],
  pointValue: [on("FleetBought"), on("ShipDestroyed", undefined, "a ship's points scored on its loss")],
  hull: [on("DamageApplied")],
  armour: [on("VolleyFired", undefined, "an attack roll against armour")],
  thrust: [asked("move")],
  primary: [volley("primary")],
  secondary: [volley("secondary")],
  lightGuns: [volley("light")],
  track: [on("DamageApplied")],
  torpedoes: [volley("torpedoes")],
  notes: [on("EquipmentHit"), on("MinefieldLaid"), volley("rockets", "fireArrows", "keelBombard")],
  hullVp: [on("TurnEnded", undefined, "victory points counted (hull hits × HVP)")],
  choosingForces: [on("FleetBought"), on("FleetsUnbalanced"), refused],
  edges: [setUp("every game sets each side on a long edge")],
  placementOrder: [on("PlacementOrderRolled"), on("PlacementOrderChosen"), refused],
  sizeOrder: [placedNth((n) => n >= 1, "a pick-up ship placed (largest first)"), refused],
  firstShip: [placedNth((n) => n === 1, "a side's first pick-up ship placed"), refused],
  secondShip: [placedNth((n) => n === 2, "a side's second pick-up ship placed"), refused],
  laterShips: [placedNth((n) => n >= 3, "a side's later pick-up ship placed"), refused],
  gameLength: [ended("the game ended after its turns", (o) => o.reason.startsWith("After"))],
  victoryPoints: [on("TurnEnded")],
  initiative: [on("InitiativeRolled"), refused],
  activeMovement: [movedBy(true), refused],
  reactiveMovement: [movedBy(false), refused],
  activeCombat: [phaseEnded("activeCombat"), refused],
  reactiveCombat: [phaseEnded("reactiveCombat"), refused],
  endPhase: [on("TurnEnded"), asked("setNets")],
  moveDistance: [on("ShipMoved")],
  startingMomentum: [on("ShipPlaced"), refused],
  minimumMove: [
    asked(
      "move",
      (d) => ((d.bounds as { ships?: { minDistance: number }[] } | undefined)?.ships ?? []).some((b) => b.minDistance > 0),
      "a ship owed a minimum move",
    ),
    refused,
  ],
  turning: [on("ShipMoved", (e) => e.pivot !== null), refused],
  afterTurn: [on("ShipMoved", (e) => e.pivot !== null), refused],
  counters: [refused],
  leavingTable: [on("ShipLeftTable")],
  momentum: [on("ShipMoved")],
  backwards: [on("ShipMoved", (e) => e.backward)],
  advancedTurning: [on("ShipMoved", (e, step) => e.pivot !== null && step.state.options.advancedTurning)],
  targets: [on("VolleyFired"), refused],
  arcs: [on("VolleyFired"), refused],
  arcTies: [on("ArcRolledOff")],
  fractions: [volley("primary", "secondary"), refused],
  lightGunFire: [volley("light"), refused],
  targetNumber: [on("VolleyFired")],
  range: [on("VolleyFired"), refused],
  lineOfSight: [on("VolleyFired", undefined, "a volley past other ships"), hiddenByTerrain],
  damageRoll: [on("DamageApplied")],
  progression: [on("DamageApplied", (e) => e.points.some((p: { rolled: string; applied: string }) => p.rolled !== p.applied))],
  endOfPhase: [on("CombatPhaseEnded")],
  equipmentHits: [on("EquipmentHit"), on("EquipmentLost")],
  torpedoFire: [volley("torpedoes"), refused],
  openEnded: [on("VolleyFired", (e) => e.combined.length > 0)],
  targetSize: [withOption("VolleyFired", "targetSize", "a volley under the target-size rule")],
  torpedoNets: [on("NetsSet"), refused],
  keelBombard: [volley("keelBombard")],
  gyroscopicStabilizer: [
    on(
      "ShipMoved",
      (e, step) =>
        e.pivot !== null &&
        step.state.options.advancedTurning &&
        step.state.options.specialEquipment === "reconstructed" &&
        shipIn(step.state, e.ship).equipment.gyroscopicStabilizer,
    ),
  ],
  lightningProjectors: [
    on(
      "VolleyFired",
      (e, step) =>
        step.state.options.specialEquipment === "reconstructed" && shipIn(step.state, e.ship).equipment.lightningProjectors === e.weapon,
    ),
  ],
  congreveRockets: [volley("rockets")],
  fireArrows: [volley("fireArrows")],
  mines: [on("MinefieldLaid"), on("MinefieldAttacked"), refused],
  scenarioOne: [setUp("a Meeting Engagement", (s) => s.options.scenario === "meetingEngagement")],
  pickUp: [setUp("a pick-up game", (s) => s.options.scenario === "pickUp")],
  construction: [on("ShipPlaced", (e, step) => shipIn(step.state, e.ship).record.classId === "design", "a designed ship placed")],
  decisions: [asked("move"), refused],
  fixedPoint: [on("ShipMoved", undefined, "a move measured in fixed-point hundredths")],
  hiddenPurchase: [on("FleetsRevealed")],
  resignation: [on("SideResigned")],
  options: [setUp("every game is set up from options fixed at creation")],
  result: [on("GameEnded")],
};
