// The rule numbering (README.md, "Rule numbering"). The book numbers its own rules (4.0, 12.4 …);
// its charts are unnumbered, so Starpost calls them T1–T7, and BS 20 is what the platform itself
// decides. Violations cite these ids and the tests name them in their titles.
export const RULE = {
  map: "BS 2.1 The Game Map",
  pieces: "BS 2.2 The Playing Pieces",
  sequence: "BS 4.0 Sequence of Play",
  naronianArrival: "BS 5.1 Naronian Interstellar Movement",
  terranNavigation: "BS 5.2 Terran Interstellar Movement",
  spaceCombat: "BS 6.0 Space Combat",
  spaceProcedure: "BS 6.1 Space Combat Procedure",
  spaceResolution: "BS 6.2 Space Combat Resolution",
  withdrawal: "BS 6.3 Withdrawal",
  movement: "BS 7.0 Ground Movement",
  zoc: "BS 8.0 Zone of Control",
  teleport: "BS 9.0 Transportation Movement",
  spaceTransport: "BS 10.1 Transporting Ground Units through Space",
  landing: "BS 10.2 Landing Transport Ships",
  jumpDrop: "BS 10.3 Landing Jump Troops",
  liftOff: "BS 10.4 Lifting Off Transport Ships",
  closeApproach: "BS 10.5 Close Approach Missions",
  defenseFire: "BS 11.0 Planetary Defense Fire",
  groundCombat: "BS 12.0 Ground Combat",
  support: "BS 12.1 Support Fire",
  supportResolution: "BS 12.2 Support Fire Resolution",
  assault: "BS 12.3 Assault Combat",
  assaultResults: "BS 12.4 Assault Combat Results",
  bombardment: "BS 13.0 Bombardment",
  overrun: "BS 14.0 Overruns",
  eclipse: "BS 15.0 Eclipses",
  naronianForces: "BS 16.1 Naronian Initial Forces",
  terranSetup: "BS 16.2 Terran Initial Forces and Set Up",
  reinforcements: "BS 16.3 Terran Reinforcements",
  victory: "BS 16.4 Victory Conditions",
  spaceTable: "BS T1 Space Combat Results Table",
  navigationTable: "BS T2 Interstellar Navigation Table",
  supportTable: "BS T3 Support Combat Results Table",
  assaultTable: "BS T4 Assault Combat Results Table",
  terrainChart: "BS T5 Terrain Effects Chart",
  battalions: "BS T6 Battalion Organization Chart",
  counters: "BS T7 Counter Mix",
  decisions: "BS 20.1 Who Decides",
  hidden: "BS 20.2 Hidden Information",
  turnLimit: "BS 20.3 Turn Limit",
  resignation: "BS 20.4 Resignation",
  options: "BS 20.5 Options Fixed at Creation",
} as const;

export type RuleId = (typeof RULE)[keyof typeof RULE];

// evidence for the rule-coverage report (test/coverage/rules.ts)
// What shows each rule at work in a played game; the report counts these signs in seeded playouts.

import { evidenceKit, type Evidence } from "../evidence";
import type { BarnardsStarAction } from "./actions";
import type { BarnardsStarEvent } from "./events";
import type { BarnardsStarState } from "./state";

const { on, asked, ended, refused, setUp } = evidenceKit<BarnardsStarState, BarnardsStarEvent, BarnardsStarAction>();

const won = (side: string, note: string) =>
  ended(note, (o) => o.winners.length === 1 && o.winners[0] === side && o.reason.includes("(BS 16.4)"));

export const EVIDENCE: Evidence<keyof typeof RULE> = {
  map: [setUp("every game is played on the map")],
  pieces: [on("UnitPlaced")],
  sequence: [on("PhaseBegan")],
  naronianArrival: [on("NaronianFleetArrived")],
  terranNavigation: [on("ShipSent"), on("ShipArrived"), refused],
  spaceCombat: [on("SpaceCombatBegan")],
  spaceProcedure: [on("LineFormed"), on("FireAllocated"), refused],
  spaceResolution: [on("ShipFired"), refused],
  withdrawal: [on("ShipWithdrew"), refused],
  movement: [on("UnitMoved"), refused],
  zoc: [on("UnitMoved", (e) => e.stopped, "a move stopped by a zone of control"), refused],
  teleport: [on("UnitTeleported"), refused],
  spaceTransport: [on("UnitLoaded"), on("CargoDisembarked"), refused],
  landing: [on("ShipLanded"), refused],
  jumpDrop: [on("JumpTroopDropped"), refused],
  liftOff: [on("ShipLiftedOff"), refused],
  closeApproach: [on("CloseApproachFlown"), refused],
  defenseFire: [on("DefenseFired"), refused],
  groundCombat: [on("BattleBegan"), refused],
  support: [on("SupportAdded"), on("SupportDeclined"), refused],
  supportResolution: [on("SupportFireResolved")],
  assault: [on("AssaultResolved")],
  assaultResults: [on("AssaultResolved"), on("UnitsRetreated"), on("CounterattackDecided"), refused],
  bombardment: [on("BombardmentResolved"), refused],
  overrun: [on("BattleBegan", (e) => e.kind === "overrun"), refused],
  eclipse: [on("GameTurnBegan", (e) => e.eclipse)],
  naronianForces: [on("ForceItemBought"), refused],
  terranSetup: [on("UnitPlaced"), refused],
  reinforcements: [on("ReinforcementDrawn")],
  victory: [
    won("naronian", "the Naronian won"),
    won("terran", "the Terran won"),
    ended("both won at once (a draw)", (o) => o.kind === "draw" && o.reason.includes("(BS 16.4)")),
  ],
  spaceTable: [on("ShipFired"), on("DefenseFired")],
  navigationTable: [on("ShipSent", (e) => e.roll !== null)],
  supportTable: [on("SupportFireResolved"), on("BombardmentResolved")],
  assaultTable: [on("AssaultResolved", (e) => e.column !== null)],
  terrainChart: [on("UnitMoved", undefined, "a move paid in terrain costs"), on("AssaultResolved")],
  battalions: [on("ForceItemBought", (e) => e.units.length > 1, "a battalion bought as its units")],
  counters: [setUp("every force is drawn from the counter mix"), refused],
  decisions: [asked("movement"), refused],
  hidden: [on("ForceConfirmed", undefined, "a secret purchase confirmed"), on("ShipSent", (e) => e.hidden)],
  turnLimit: [ended("the turn limit ended the game", (o) => o.reason.includes("(BS 20.3)"))],
  resignation: [on("SeatResigned")],
  options: [setUp("every game is set up from options fixed at creation")],
};
