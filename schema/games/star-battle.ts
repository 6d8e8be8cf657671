// Star Battle in GraphQL: its view, actions, events and options as real types.
import { bySeat, plainInput, plainObject, unionByTag } from "../fields";
import { defineGameSchema, oneOfToAction } from "../game-kind";
import { OutcomeRef } from "../game";
import { builder } from "../builder";

const Pos = plainObject("StarBattlePos", "A position on the star chart; north is y − 1, east is x + 1", { x: "Int", y: "Int" });
const SeatShips = plainObject("StarBattleSeatShips", "One Star Lord's ships in one place", { seat: "String", scouts: "Int", dreadnoughts: "Int" });
const seatShips = (field: string) => ({ type: [SeatShips], from: (s: any) => bySeat(s[field]) });

const Lord = plainObject("StarBattleLord", "A Star Lord as everyone sees him", {
  seat: "String",
  name: "String",
  status: { type: "String", description: "active, eliminated or resigned" },
  handSize: "Int",
  scouts: "Int",
  dreadnoughts: "Int",
  freeMoves: "Int",
  homeBase: { type: Pos, nullable: true },
});

const Cell = plainObject("StarBattleCell", "A card of the star chart and the ships on it", {
  x: "Int",
  y: "Int",
  card: { type: "String", description: 'The card id, or "hidden" while it lies face down' },
  ships: [SeatShips],
  controller: { type: "String", nullable: true, description: "The lord who alone has ships here" },
  core: "Boolean",
  homeBaseOf: ["String"],
});

const Turn = plainObject("StarBattleTurn", "The turn in progress", { seat: "String", number: "Int", acted: "Boolean", freeMoves: "Int" });
const BattleQuestion = plainObject("StarBattleBattleQuestion", "A shared card where a battle may be initiated, and who is asked", {
  at: Pos,
  phasing: "String",
  opponent: "String",
  asked: "String",
});
const ShipFlips = plainObject("StarBattleShipFlips", "The coins flipped for one ship (true = heads)", { seat: "String", ship: "String", flips: ["Boolean"], destroyed: "Boolean" });
const CoinRound = plainObject("StarBattleCoinRound", "A round of coin flips", { kind: "String", ships: [ShipFlips] });
const TableRound = plainObject("StarBattleTableRound", "A round on the Starpost odds table", {
  kind: "String",
  attackerStrength: "Int",
  defenderStrength: "Int",
  column: "String",
  roll: "Int",
  result: "String",
  attackerLosses: "Int",
  defenderLosses: "Int",
});
const BattleRound = unionByTag("StarBattleBattleRound", "One round of a battle", { coins: CoinRound, table: TableRound }, "kind");

const battleFields = {
  at: Pos,
  attacker: "String",
  defender: "String",
  method: "String",
  rounds: [BattleRound],
  losses: seatShips("losses"),
  survivors: seatShips("survivors"),
} as const;
const BattleReport = plainObject("StarBattleBattleReport", "How the last battle went", battleFields);

const Options = plainObject("StarBattleOptions", "The options the game was created with", {
  players: "Int",
  setup: "String",
  chartSize: "Int",
  decks: { type: "String", description: '"auto" or a number of decks', from: (o: any) => String(o.decks) },
  phaseRule: "String",
  battle: "String",
  endMethod: "String",
  coreBonusShip: "Boolean",
  homeBaseBonusShip: "Boolean",
  coreIsHomeBase: "Boolean",
  rebuildAceLow: "Boolean",
  keepFreeMoves: "Boolean",
  turnLimit: "Int",
});

const View = plainObject("StarBattleView", "Star Battle as the caller may see it: no other lord's hand, no face-down card, no deck order", {
  phase: "String",
  viewer: { type: "String", nullable: true },
  options: Options,
  decks: "Int",
  dealer: "String",
  firstPlayer: "String",
  awaiting: ["String"],
  lords: [Lord],
  hand: { type: ["String"], nullable: true, description: "Your own hand; null for a spectator" },
  chart: [Cell],
  core: { type: Pos, nullable: true },
  deckSize: "Int",
  discardPile: ["String"],
  turn: { type: Turn, nullable: true },
  battle: { type: BattleQuestion, nullable: true },
  lastBattle: { type: BattleReport, nullable: true },
  outcome: { type: OutcomeRef, nullable: true },
});

// ---- actions: output types (pending choices, suggestions) and the @oneOf input -------------

const action = (name: string, description: string, fields: Record<string, any>) => plainObject(`StarBattle${name}`, description, { type: "String", ...fields });
const Action = unionByTag("StarBattleAction", "An order a Star Lord can give", {
  place: action("Place", "Normal set-up: place a card from your hand", { card: "String", at: Pos }),
  chooseHomeBase: action("ChooseHomeBase", "Unknown Universe: turn up a perimeter card as your Home Base", { at: Pos }),
  build: action("Build", "Discard a card to build a ship", { card: "String", at: Pos, ship: "String" }),
  move: action("Move", "Discard a card to move a ship to an adjacent card", { card: "String", from: Pos, to: Pos, ship: "String" }),
  rebuild: action("Rebuild", "Give up a ship to replace its Star System with a card from your hand", { at: Pos, ship: "String", card: "String" }),
  discard: action("Discard", "Discard any number of cards; ends your turn", { cards: ["String"] }),
  endTurn: action("EndTurn", "End your turn, leaving free moves unused", {}),
  battle: action("Battle", "Initiate a battle on a shared card", { at: Pos, against: "String" }),
  declineBattle: action("DeclineBattle", "Do not initiate a battle there", { at: Pos, against: "String" }),
});

const PosInput = plainInput("StarBattlePosInput", "A chart position", { x: { type: "Int" }, y: { type: "Int" } });
const ShipEnum = builder.enumType("StarBattleShip", { values: ["scout", "dreadnought"] as const });
const ActionInput = builder.inputType("StarBattleActionInput", {
  description: "Exactly one order (@oneOf); the field name is the action's type",
  isOneOf: true,
  fields: (t) => ({
    place: t.field({ type: plainInput("StarBattlePlaceInput", "", { card: { type: "String" }, at: { type: PosInput } }), required: false }),
    chooseHomeBase: t.field({ type: plainInput("StarBattleChooseHomeBaseInput", "", { at: { type: PosInput } }), required: false }),
    build: t.field({ type: plainInput("StarBattleBuildInput", "", { card: { type: "String" }, at: { type: PosInput }, ship: { type: ShipEnum } }), required: false }),
    move: t.field({ type: plainInput("StarBattleMoveInput", "", { card: { type: "String" }, from: { type: PosInput }, to: { type: PosInput }, ship: { type: ShipEnum } }), required: false }),
    rebuild: t.field({ type: plainInput("StarBattleRebuildInput", "", { at: { type: PosInput }, ship: { type: ShipEnum }, card: { type: "String" } }), required: false }),
    discard: t.field({ type: plainInput("StarBattleDiscardInput", "", { cards: { type: ["String"] } }), required: false }),
    endTurn: t.boolean({ required: false, description: "true: end your turn" }),
    battle: t.field({ type: plainInput("StarBattleBattleInput", "", { at: { type: PosInput }, against: { type: "String" } }), required: false }),
    declineBattle: t.field({ type: plainInput("StarBattleDeclineBattleInput", "", { at: { type: PosInput }, against: { type: "String" } }), required: false }),
  }),
});

const OptionsInput = builder.inputType("StarBattleOptionsInput", {
  description: "Anything left out takes its default (see Kind.optionsJsonSchema)",
  fields: (t) => ({
    players: t.int({ required: false }),
    setup: t.string({ required: false, description: "normal or unknown-universe" }),
    chartSize: t.int({ required: false }),
    decks: t.int({ required: false, description: "Leave out for the fewest that fit" }),
    phaseRule: t.string({ required: false, description: "A or B" }),
    battle: t.string({ required: false, description: "ordinary, decisive or tabular" }),
    endMethod: t.string({ required: false, description: "A, B or C" }),
    coreBonusShip: t.boolean({ required: false }),
    homeBaseBonusShip: t.boolean({ required: false }),
    coreIsHomeBase: t.boolean({ required: false, description: "Normal set-up: the Core is every lord's Home Base (off: the book's reading, no Home Bases)" }),
    rebuildAceLow: t.boolean({ required: false, description: "A replacing Ace counts 1 in a rebuild (off: Aces are high during the turn)" }),
    keepFreeMoves: t.boolean({ required: false }),
    turnLimit: t.int({ required: false }),
  }),
});

// ---- events ----------------------------------------------------------------------------------

const event = (name: string, description: string, fields: Record<string, any>) => plainObject(`StarBattle${name}`, description, { type: "String", ...fields });
const freeMove = { freeMoveEarned: "Boolean", freeMoveSpent: "Boolean" };
const Event = unionByTag("StarBattleEvent", "Something that happened in a game of Star Battle", {
  CardPlaced: event("CardPlaced", "A card was placed on the chart", { seat: "String", card: "String", at: Pos, core: "Boolean" }),
  HomeBaseChosen: event("HomeBaseChosen", "A lord chose his Home Base", { seat: "String", at: Pos, card: "String" }),
  StageTwoBegan: event("StageTwoBegan", "Set-up ended; play begins", { first: "String" }),
  ShipsCommissioned: event("ShipsCommissioned", "Ships were given to a lord", { seat: "String", at: Pos, scouts: "Int", dreadnoughts: "Int", reason: "String" }),
  CardsDrawn: event("CardsDrawn", "A lord drew cards; only he sees which", { seat: "String", count: "Int", cards: { type: ["String"], nullable: true } }),
  DeckReshuffled: event("DeckReshuffled", "The discard pile became the deck", { size: "Int", kept: { type: "Int", description: "Cards discarded by the current action, kept on the pile" } }),
  TurnBegan: event("TurnBegan", "A lord's turn began", { seat: "String", number: "Int", freeMoves: "Int" }),
  ShipBuilt: event("ShipBuilt", "A ship was built", { seat: "String", at: Pos, ship: "String", card: "String", ...freeMove }),
  CardTurnedUp: event("CardTurnedUp", "A face-down card was turned up", { at: Pos, card: "String" }),
  ShipMoved: event("ShipMoved", "A ship moved", { seat: "String", from: Pos, to: Pos, ship: "String", card: "String", ...freeMove }),
  MoveFailed: event("MoveFailed", "A move onto a face-down card failed once it was turned up", { seat: "String", from: Pos, to: Pos, ship: "String", card: "String", reason: "String", freeMoveSpent: "Boolean" }),
  SystemRebuilt: event("SystemRebuilt", "A Star System was replaced", { seat: "String", at: Pos, ship: "String", removed: "String", card: "String", freeMoveSpent: "Boolean" }),
  CardsDiscarded: event("CardsDiscarded", "A lord discarded cards", { seat: "String", cards: ["String"], freeMoveSpent: "Boolean" }),
  TurnEnded: event("TurnEnded", "A lord's turn ended", { seat: "String", number: "Int", freeMovesLost: "Int" }),
  BattleDeclined: event("BattleDeclined", "A lord chose not to fight", { seat: "String", at: Pos, against: "String" }),
  BattleFought: event("BattleFought", "A battle was fought", battleFields),
  LordEliminated: event("LordEliminated", "A lord lost his last ship", { seat: "String", discarded: ["String"] }),
  LordResigned: event("LordResigned", "A lord left the game", { seat: "String", discarded: ["String"] }),
  GameEnded: event("GameEnded", "The game ended", {
    winners: ["String"],
    kind: "String",
    reason: "String",
    scores: { type: [plainObject("StarBattleScore", "A lord's final score", { seat: "String", score: "Float" })], from: (e: any) => Object.entries(e.scores ?? {}).map(([seat, score]) => ({ seat, score })) },
  }),
});

defineGameSchema({
  kind: "star-battle",
  name: "StarBattle",
  viewRef: View,
  actionRef: Action,
  actionInputRef: ActionInput,
  toAction: (input) => (input.endTurn === false ? { type: "" } : oneOfToAction(input.endTurn ? { endTurn: {} } : input)),
  optionsInputRef: OptionsInput,
  eventRef: Event,
});
