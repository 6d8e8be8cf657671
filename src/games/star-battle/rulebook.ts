// The rule numbering (README.md, "Rule numbering"): the book has no numbers, so Starpost gives
// every section an id. Violations cite these; tests name them in their titles.
export const RULE = {
  decks: "SB 0.1 Equipment",
  values: "SB 0.2 Card Values",
  options: "SB 0.3 Options Fixed at Creation",
  secrecy: "SB 0.4 Secret Information",
  decisions: "SB 0.5 Who Decides",
  shuffle: "SB 1.1 Shuffle and Dealer",
  deal: "SB 1.2 Normal Deal",
  core: "SB 1.3 Core of the Galaxy",
  placement: "SB 1.4 Placement Stage",
  chart: "SB 1.5 Unknown Universe Star Chart",
  homeBase: "SB 1.6 Home Bases",
  turnUp: "SB 1.7 Turning Cards Up",
  stageTwo: "SB 2.1 Stage 2 Ships and Hands",
  phaseA: "SB 2.2 Phase Rule A",
  phaseB: "SB 2.3 Phase Rule B",
  control: "SB 2.4 Control",
  turn: "SB 3.0 The Turn",
  build: "SB 3.1 Build a Ship",
  move: "SB 3.2 Move a Ship",
  rebuild: "SB 3.3 Rebuilding",
  discard: "SB 3.4 Discarding",
  freeMove: "SB 3.5 Free Moves",
  battle: "SB 4.1 Initiating a Battle",
  ordinary: "SB 4.2 Ordinary Battle",
  decisive: "SB 4.3 Decisive Battle",
  tabular: "SB 4.4 Tabular Battle",
  bonus: "SB 5.1 Bonus Ships",
  drawUp: "SB 5.2 Draw-up",
  deckOut: "SB 5.3 Deck Exhaustion",
  endA: "SB 6.1 End A: Score",
  endB: "SB 6.2 End B: Last Lord with Ships",
  endC: "SB 6.3 End C: Majority of Home Bases",
  lastLord: "SB 6.4 Last Lord Standing",
  turnLimit: "SB 6.5 Turn Limit",
  resign: "SB 6.6 Resignation",
  table1: "SB T1 Table 1",
  table2: "SB T2 Table 2",
  crt: "SB T3 Tabular Combat Results Table",
} as const;

// evidence for the rule-coverage report (test/coverage/rules.ts)
// What shows each rule at work in a played game; the report counts these signs in seeded playouts.

import { evidenceKit, type Evidence, type Step } from "../evidence";
import type { StarBattleAction } from "./actions";
import type { StarBattleEvent } from "./events";
import type { StarBattleState } from "./state";

const { on, asked, ended, refused, setUp } = evidenceKit<StarBattleState, StarBattleEvent, StarBattleAction>();
type StarBattleStep = Step<StarBattleState, StarBattleEvent>;

const settingIs =
  <K extends keyof StarBattleState["options"]>(key: K, value: StarBattleState["options"][K]) =>
  (_e: unknown, step: StarBattleStep) =>
    step.state.options[key] === value;

export const EVIDENCE: Evidence<keyof typeof RULE> = {
  decks: [setUp("every game is dealt from one deck or several shuffled together")],
  values: [on("ShipMoved"), on("SystemRebuilt"), on("MoveFailed", (e) => e.reason === "DISCARD_TOO_LOW")],
  options: [setUp("every game is set up from options fixed at creation"), refused],
  secrecy: [on("CardsDrawn", undefined, "a draw, whose cards only the drawing lord sees")],
  decisions: [asked("turn"), asked("battle")],
  shuffle: [setUp("every set-up shuffles the deck")],
  deal: [asked("placement")],
  core: [on("CardPlaced", (e) => e.core)],
  placement: [on("CardPlaced"), refused],
  chart: [setUp("an Unknown Universe chart dealt face down", (s) => s.options.setup === "unknown-universe")],
  homeBase: [on("HomeBaseChosen")],
  turnUp: [on("CardTurnedUp")],
  stageTwo: [on("StageTwoBegan")],
  phaseA: [on("TurnBegan", settingIs("phaseRule", "A"))],
  phaseB: [on("TurnBegan", settingIs("phaseRule", "B"))],
  control: [
    on("ShipsCommissioned", (e) => e.reason === "bonus", "a bonus ship for a controlled card"),
    ended("End C by control", (o) => o.reason.includes("majority of the Home Bases")),
  ],
  turn: [on("TurnBegan"), refused],
  build: [on("ShipBuilt"), refused],
  move: [on("ShipMoved"), on("MoveFailed")],
  rebuild: [on("SystemRebuilt")],
  discard: [on("CardsDiscarded")],
  freeMove: [on("ShipBuilt", (e) => e.freeMoveEarned || e.freeMoveSpent), on("ShipMoved", (e) => e.freeMoveEarned || e.freeMoveSpent)],
  battle: [on("BattleFought"), on("BattleDeclined")],
  ordinary: [on("BattleFought", (e) => e.method === "ordinary")],
  decisive: [on("BattleFought", (e) => e.method === "decisive")],
  tabular: [on("BattleFought", (e) => e.method === "tabular")],
  bonus: [on("ShipsCommissioned", (e) => e.reason === "bonus")],
  drawUp: [on("CardsDrawn", (_e, step) => step.events.some((x) => x.type === "TurnEnded"), "a draw at the end of a turn")],
  deckOut: [on("DeckReshuffled"), ended("the game ended when the deck ran out", (o) => o.reason.startsWith("The deck ran out"))],
  endA: [ended("End A: the score when the deck ran out", (o) => o.reason.startsWith("The deck ran out"))],
  endB: [ended("End B: the last lord with ships", (o, s) => s.options.endMethod === "B" && o.kind === "elimination")],
  endC: [ended("End C: a majority of Home Bases", (o) => o.reason.includes("majority of the Home Bases"))],
  lastLord: [on("LordEliminated")],
  turnLimit: [ended("the turn limit ended the game", (o) => o.reason.includes("turn limit"))],
  resign: [on("LordResigned")],
  table1: [on("ShipMoved"), on("MoveFailed", (e) => e.reason === "SUIT_MISMATCH")],
  table2: [on("ShipsCommissioned")],
  crt: [on("BattleFought", (e) => e.rounds.some((r: { kind: string }) => r.kind === "table"))],
};
