// The rule numbering (README.md, "Rule numbering"). The book numbers only the seventeen steps of
// its Sequence of Play; Starpost numbers its sections in the order the book prints them (LS 1–9)
// and adds LS 10 for what the platform itself decides. Violations cite these ids and the tests
// name them in their titles.
export const RULE = {
  wheelParts: "LS 1.1 Parts of the Wheel",
  wheel: "LS 1.2 Navigating",
  wheelExample: "LS 1.3 Navigation Example",
  name: "LS 2.1 Name",
  lifeSupport: "LS 2.2 Life Support System",
  weapons: "LS 2.3 Weapons",
  stabilizer: "LS 2.4 Stabilizer",
  targeting: "LS 2.5 Targeting Computer",
  overallDamage: "LS 2.6 Overall Damage",
  stockShips: "LS 2.7 Starship Statistics",
  choosing: "LS 3.1 Choosing Starfighters",
  starting: "LS 3.2 Starting Positions",
  turretPhase: "LS 4.1 Turret Aiming Phase (step 1)",
  movementPhase: "LS 4.2 Movement Phase (steps 2–6)",
  firingPhase: "LS 4.3 Firing Phase (steps 7–15)",
  continuing: "LS 4.4 Continuing the Game (step 16)",
  winning: "LS 4.5 Winning the Game (step 17)",
  movement: "LS 5.1 Movement",
  headingLimits: "LS 5.2 Heading Change Restrictions",
  flyBy: "LS 5.3 Fly-Bys",
  disengaging: "LS 5.4 Disengaging",
  simultaneousFire: "LS 6.1 Simultaneous Fire",
  bearing: "LS 6.2 Which Weapons Can Fire",
  toHit: "LS 6.3 Determining a Hit",
  damageTable: "LS 7.1 Damage Table",
  specialDamage: "LS 7.2 Special Damage",
  specialTable: "LS 7.3 Special Damage Table",
  stabilizerDamaged: "LS 7.4 Stabilizer Damaged",
  targetingDamaged: "LS 7.5 Targeting Computer Damaged",
  laserDamaged: "LS 7.6 Laser Damaged",
  lifeSupportDamaged: "LS 7.7 Life Support System Damaged",
  blowsUp: "LS 7.8 Starfighter Blows Up",
  solo: "LS 8.1 Target Practice Set-up",
  soloSequence: "LS 8.2 Target Practice Sequence of Play",
  droneMovement: "LS 8.3 Moving the Drone",
  droneFire: "LS 8.4 Firing the Drone's Weapons",
  designPoints: "LS 9.1 Design Points",
  maneuver: "LS 9.2 Maneuver",
  accuracy: "LS 9.3 Accuracy and Base To-Hit Numbers",
  protection: "LS 9.4 Protection",
  designLimits: "LS 9.5 Design Limits",
  decisions: "LS 10.1 Who Decides",
  secretOrders: "LS 10.2 Secret Simultaneous Orders",
  sealedOrders: "LS 10.3 Sealed Orders",
  turnLimit: "LS 10.4 Turn Limit",
  resignation: "LS 10.5 Resignation",
  options: "LS 10.6 Options Fixed at Creation",
} as const;

export type RuleId = (typeof RULE)[keyof typeof RULE];

// evidence for the rule-coverage report (test/coverage/rules.ts)
// What shows each rule at work in a played game; the report counts these signs in seeded playouts.

import { evidenceKit, type Evidence, type Step } from "../evidence";
import type { LastStarfighterAction } from "./actions";
import type { LastStarfighterEvent } from "./events";
import type { LastStarfighterState } from "./state";

const { on, asked, ended, refused, setUp } = evidenceKit<LastStarfighterState, LastStarfighterEvent, LastStarfighterAction>();
type LastStarfighterStep = Step<LastStarfighterState, LastStarfighterEvent>;

const special = (...results: string[]) => on("SpecialDamageTaken", (e) => results.includes(e.result));
const custom = on("ShipChosen", (e) => e.card.kind === "custom", "a designed ship chosen");
const bothFired = (_e: unknown, step: LastStarfighterStep) =>
  new Set(step.events.filter((x) => x.type === "ShotFired").map((x) => x.seat)).size === 2;

export const EVIDENCE: Evidence<keyof typeof RULE> = {
  wheelParts: [setUp("every duel is flown on the navigation wheel")],
  wheel: [on("ShipsMoved")],
  wheelExample: [on("ShipsMoved", undefined, "a move on the wheel (the example's steps)")],
  name: [on("ShipChosen")],
  lifeSupport: [on("LifeSupportCountedDown")],
  weapons: [on("ShotFired")],
  stabilizer: [asked("setHeading"), refused],
  targeting: [on("ShotFired", undefined, "a shot against the base to-hit number")],
  overallDamage: [on("DamageDone")],
  stockShips: [on("ShipChosen", (e) => e.card.kind !== "custom", "a stock ship chosen")],
  choosing: [on("ShipChosen"), refused],
  starting: [on("StartingPositionsRolled")],
  turretPhase: [asked("aimTurret"), refused],
  movementPhase: [on("ShipsMoved"), refused],
  firingPhase: [on("ShotFired"), on("FiringSkipped"), refused],
  continuing: [on("TurnEnded")],
  winning: [on("DuelEnded")],
  movement: [on("ShipsMoved"), refused],
  headingLimits: [asked("setHeading"), refused],
  flyBy: [on("FlewBy"), on("FiringSkipped", (e) => e.reason === "flyBy")],
  disengaging: [on("DisengagingPositionReached"), on("FlewOutOfRange")],
  simultaneousFire: [on("ShotFired", bothFired, "both pilots fired in the same step")],
  bearing: [on("ShotFired"), on("FiringSkipped", (e) => e.reason === "noWeaponsBear"), refused],
  toHit: [on("ShotFired")],
  damageTable: [on("DamageDone")],
  specialDamage: [on("DamageDone", (e) => e.special)],
  specialTable: [on("SpecialDamageTaken")],
  stabilizerDamaged: [special("stabilizer")],
  targetingDamaged: [special("targeting", "targetingAndLaser")],
  laserDamaged: [special("laser", "targetingAndLaser")],
  lifeSupportDamaged: [special("lifeSupport")],
  blowsUp: [on("ShipDestroyed", (e) => e.cause === "blewUp")],
  solo: [setUp("a target-practice duel against the drone", (s) => s.options.opponent === "drone")],
  soloSequence: [asked("droneTurn")],
  droneMovement: [on("DroneMoved")],
  droneFire: [on("DroneTurretRolled")],
  designPoints: [custom, refused],
  maneuver: [custom],
  accuracy: [custom],
  protection: [custom],
  designLimits: [custom, refused],
  decisions: [asked("setHeading"), refused],
  secretOrders: [on("OrdersOpened")],
  sealedOrders: [on("OrdersCommitted"), refused],
  turnLimit: [ended("the turn limit ended the duel", (o) => o.reason.includes("turn limit"))],
  resignation: [on("PilotResigned")],
  options: [setUp("every duel is set up from options fixed at creation")],
};
