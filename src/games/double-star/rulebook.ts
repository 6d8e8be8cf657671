// The rule numbering (README, "Rule numbering"). The book numbers its ten sections; Starpost
// numbers the paragraphs inside them in the order the book prints them, and adds DS 11 for what
// the platform itself decides. Violations cite these ids and the tests name them in their titles.
export const RULE = {
  components: "DS 1 Game Components",
  turnSequence: "DS 2 Turn Sequence",
  movementPhase: "DS 2.1 Movement Phase",
  combatPhase: "DS 2.2 Combat Phase",
  interimPhase: "DS 2.3 Interim Phase",
  surfaceHexes: "DS 3.1 Surface Hexes",
  surfaceStacking: "DS 3.2 Surface Stacking Limits",
  moons: "DS 3.3 Moons",
  spaceHexes: "DS 3.4 Space Hexes",
  facing: "DS 3.5 Facing",
  shipMovement: "DS 4.1 Ship Movement Through Space",
  landings: "DS 4.2 Landings",
  takeOffs: "DS 4.3 Take-offs",
  orbitalOperations: "DS 4.4 Orbital Operations",
  cargo: "DS 4.5 Cargo Transport",
  orbitalMovement: "DS 4.6 Orbital Movement of Planets and Moons",
  breakingOrbit: "DS 4.7 Breaking Orbit",
  planetoidMovement: "DS 4.8 Free Planetoid Movement",
  assumingOrbit: "DS 4.9 Assumption of Orbit",
  impact: "DS 4.10 Impact",
  gravitationalTies: "DS 4.11 Gravitational Ties",
  surfaceMovement: "DS 4.12 Surface Movement",
  taskForces: "DS 5.1 Task Forces",
  joiningLeaving: "DS 5.2 Joining or Leaving Task Forces",
  taskForceEffects: "DS 5.3 Task Force Effects",
  combatSequencing: "DS 6.1 Combat Sequencing",
  formations: "DS 6.2 Formations",
  cone: "DS 6.3 Cone",
  wedge: "DS 6.4 Wedge",
  cylinder: "DS 6.5 Cylinder",
  globe: "DS 6.6 Globe",
  scattered: "DS 6.7 Scattered",
  assumingFormation: "DS 6.8 Assuming a Formation",
  shipToShip: "DS 6.9 Ship-to-Ship Combat",
  globeFirstFire: "DS 6.10 First Fire by Globes",
  attackProcedure: "DS 6.11 Attack Procedure and Combat Results",
  endingCombat: "DS 6.12 Ending Ship-to-Ship Combat and Breaking Off",
  planetaryDefense: "DS 6.13 Planetary Defense Fire",
  surfaceStrikes: "DS 6.14 Surface Strikes",
  planetoidImpacts: "DS 6.15 Planetoid Impacts and the Scatter Diagram",
  trainingGain: "DS 7.1 Training Increases",
  trainingLoss: "DS 7.2 Training Decreases",
  trainingLimits: "DS 7.3 Maximums and Minimums",
  trainingWhen: "DS 7.4 When Training Is Rolled",
  battleLosses: "DS 7.5 Battle Losses",
  initialForces: "DS 8.1 Initial Forces",
  subsequentProduction: "DS 8.2 Subsequent Production",
  contingency: "DS 8.3 The Contingency Fund",
  productionCosts: "DS 8.4 Production Costs",
  productionTime: "DS 8.5 Production Time",
  worldPlacement: "DS 9.1 Placing the Worlds",
  population: "DS 9.2 Population",
  industry: "DS 9.3 Industry",
  sneakAttack: "DS 10.1 Sneak Attack",
  armageddon: "DS 10.2 Armageddon",
  raid: "DS 10.3 Raid",
  decisions: "DS 11.1 Who Decides",
  secretFormations: "DS 11.2 Secret Formation Declarations",
  safetyLimits: "DS 11.3 Safety Limits",
  resignation: "DS 11.4 Resignation",
  agreedStalemate: "DS 11.5 Stalemate by Agreement",
  options: "DS 11.6 Options Fixed at Creation",
} as const;

export type RuleId = (typeof RULE)[keyof typeof RULE];

// evidence for the rule-coverage report (test/coverage/rules.ts)
// What shows each rule at work in a played game; the report counts these signs in seeded playouts.

import { evidenceKit, type Evidence, type Step } from "../evidence";
import type { DoubleStarAction } from "./actions";
import type { DoubleStarEvent } from "./events";
import { SHIPS, type ShipKind } from "./ships";
import type { DoubleStarState } from "./state";

const { on, asked, ended, refused, setUp } = evidenceKit<DoubleStarState, DoubleStarEvent, DoubleStarAction>();
type DoubleStarStep = Step<DoubleStarState, DoubleStarEvent>;

/** A formation in force when formations are revealed, or assumed later (a back-up), or firing as one unit. */
const formed = (formation: string) => [
  on("FormationsRevealed", (e) => e.groups.some((g: { counters: string[] }) => g.counters[0] === formation), `a ${formation} revealed`),
  on("FormationAssumed", (e) => e.formation === formation, `a ${formation} assumed`),
  on("ShotResolved", (e, step) => firedAsOne(e, step, formation), `a ${formation} fired as one unit`),
];

interface SignGroup {
  id: string;
  counters: string[];
  ships: string[];
  screened: string[];
}

/** A shot fired by a group in `formation` (the battle after the step still holds the group). */
function firedAsOne(e: { unit: string }, step: DoubleStarStep, formation: string): boolean {
  const groups: SignGroup[] = step.state.combat?.current?.groups ?? [];
  return groups.some((g) => g.id === e.unit && g.counters[0] === formation);
}

interface SignShip {
  id: string;
  kind: ShipKind;
  side: string;
  taskForce: string | null;
  disrupted: boolean;
  loc: { kind: string; hex?: number };
}

/**
 * DS 5.3: a fire decision that leaves out an enemy command ship while it offers a fit ship of the
 * same task force, in the same formation, of no lower defence factor: only the shield keeps the
 * command ship out (screens and a globe's hold treat the two alike, and its defence is no higher).
 */
function shieldedCommandShip(d: { seat: string; choices?: { type: string; target?: string }[] }, s: DoubleStarState): boolean {
  const c = s.combat?.current;
  if (!c) return false;
  const offered = new Set((d.choices ?? []).filter((a) => a.type === "attack").map((a) => a.target));
  const groups: SignGroup[] = c.groups;
  const groupOf = (id: string) => groups.find((g) => g.ships.includes(id))?.id ?? null;
  const screened = (id: string) => groups.some((g) => g.screened.includes(id));
  const defence = (x: SignShip) => s.options.shipFactors?.[x.kind]?.defense ?? SHIPS[x.kind].defense;
  const ships: SignShip[] = s.ships;
  return ships.some(
    (cs) =>
      cs.kind === "commandShip" &&
      cs.side !== d.seat &&
      cs.loc.kind === "space" &&
      cs.loc.hex === c.hex &&
      !offered.has(cs.id) &&
      !screened(cs.id) &&
      ships.some(
        (x) => x.taskForce === cs.id && !x.disrupted && offered.has(x.id) && groupOf(x.id) === groupOf(cs.id) && defence(x) >= defence(cs),
      ),
  );
}

export const EVIDENCE: Evidence<keyof typeof RULE> = {
  components: [setUp("every game is played with the map, counters and die")],
  turnSequence: [on("TurnBegan")],
  movementPhase: [asked("movement"), refused],
  combatPhase: [on("CombatBegan"), on("StrikeDeclared"), on("ImpactResolved")],
  interimPhase: [on("InterimBegan")],
  surfaceHexes: [on("UnitLanded"), on("PopulationPlaced"), refused],
  surfaceStacking: [on("CounterBought", (e) => e.site !== null, "an installation placed on a surface hex"), refused],
  moons: [setUp("every game has moons on their worlds' charts"), on("GravitationalTieBroken")],
  spaceHexes: [on("UnitMoved", undefined, "a unit moved into a space hex")],
  facing: [on("UnitMoved", undefined, "a move ending with a facing"), refused],
  shipMovement: [on("UnitMoved"), refused],
  landings: [on("UnitLanded"), refused],
  takeOffs: [on("UnitMoved", (e) => e.tookOff)],
  orbitalOperations: [on("BodiesOrbited", undefined, "bodies moved in orbit, carrying what orbits them")],
  cargo: [on("CargoLoaded"), on("CargoUnloaded"), refused],
  orbitalMovement: [on("BodiesOrbited")],
  breakingOrbit: [on("OrbitBroken"), refused],
  planetoidMovement: [on("PlanetoidMoved"), on("PlanetoidThrust"), refused],
  assumingOrbit: [on("OrbitAssumed"), refused],
  impact: [on("ImpactDeclared"), on("ImpactResolved"), refused],
  gravitationalTies: [on("GravitationalTieBroken")],
  surfaceMovement: [on("CounterRelocated"), refused],
  taskForces: [on("TaskForceJoined"), on("FormationsRevealed", (e) => e.groups.length > 0, "task forces formed up for combat")],
  joiningLeaving: [on("TaskForceJoined"), on("TaskForceLeft"), on("TaskForceDissolved"), refused],
  taskForceEffects: [
    on("FormationsRevealed", (e) => e.groups.length > 0, "a task force fought in formation"),
    asked("fire", shieldedCommandShip, "an enemy command ship shielded by its task force"),
  ],
  combatSequencing: [on("CombatBegan"), on("StrikeDeclared")],
  formations: [on("FormationsRevealed")],
  cone: formed("cone"),
  wedge: formed("wedge"),
  cylinder: formed("cylinder"),
  globe: formed("globe"),
  scattered: [on("FormationsRevealed", (e) => e.scattered.length > 0, "ships revealed scattered"), on("GroupScattered")],
  assumingFormation: [on("FormationAssumed"), refused],
  shipToShip: [on("ShotResolved"), refused],
  globeFirstFire: [on("ShotResolved", (e) => e.firstFire)],
  attackProcedure: [on("ShotResolved")],
  endingCombat: [on("ShipCombatEnded"), on("BrokeOff"), refused],
  planetaryDefense: [on("PdFired"), refused],
  surfaceStrikes: [on("SurfaceStruck"), refused],
  planetoidImpacts: [on("ImpactResolved")],
  trainingGain: [on("TrainingRolled", (e) => e.gained !== null)],
  trainingLoss: [on("TrainingRolled", (e) => e.lost), asked("trainingLoss")],
  trainingLimits: [on("TrainingRolled", undefined, "a training roll (limits checked)")],
  trainingWhen: [on("TrainingRolled"), refused],
  battleLosses: [on("FormationCounterLost", (e) => e.reason !== "training")],
  initialForces: [on("CounterBought"), refused],
  subsequentProduction: [on("ProductionOrdered"), refused],
  contingency: [on("ProductionOrdered", (e) => e.emergency, "emergency production"), on("ShipConverted"), refused],
  productionCosts: [on("ProductionOrdered")],
  productionTime: [on("ProductionArrived"), refused],
  worldPlacement: [on("WorldPlaced"), refused],
  population: [on("PopulationPlaced"), refused],
  industry: [on("IndustryPlaced"), refused],
  sneakAttack: [
    on("OrbitCrossed", undefined, "the Sneak Attack clock started"),
    ended("a Sneak Attack decided", (o) => o.reason.includes("An-Nur")),
  ],
  armageddon: [
    setUp("an Armageddon game", (s) => s.options.scenario === "armageddon"),
    ended("an Armageddon victory", (o) => o.kind === "strategic" || o.kind === "tactical"),
  ],
  raid: [on("TargetDesignated"), on("TargetsRevealed"), refused],
  decisions: [asked("movement"), refused],
  secretFormations: [on("FormationsRevealed"), on("FormationDraftChanged")],
  safetyLimits: [
    on("ShipCombatEnded", (e) => e.reason === "roundLimit", "the combat round limit"),
    ended("the turn limit ended the game", (o) => o.reason.includes("(safety")),
  ],
  resignation: [on("SideResigned")],
  agreedStalemate: [on("StalemateOffered"), on("StalemateAnswered"), refused],
  options: [setUp("every game is set up from options fixed at creation")],
};
