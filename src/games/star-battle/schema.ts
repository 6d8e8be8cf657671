// What Star Battle sends across the API, stated once: the view any viewer gets, every event as
// redact gives it, and the bounds of decisions (none: every decision lists its choices). The
// engine's view and event types, the GraphQL types and the OpenAPI components all come from here.
import { z } from "zod";
import { outcomeSchema, victoryKindSchema } from "../../engine/schemas";
import { cardSchema, posSchema, shipSchema } from "./actions";
import { optionsSchema } from "./options";

const seat = z.string();
const count = z.number().int().min(0);
/** The battle methods are the values of the `battle` option. */
const battleMethod = optionsSchema.shape.battle.unwrap();

export const phaseSchema = z
  .enum(["placement", "homeBases", "turn", "battle", "over"])
  .describe(
    "placement: Normal set-up, cards are placed; homeBases: Unknown Universe, Home Bases are chosen; turn: a lord acts; battle: a lord is asked whether to fight; over",
  )
  .meta({ id: "StarBattlePhase" });

export const lordStatusSchema = z
  .enum(["active", "eliminated", "resigned"])
  .describe("Whether a lord still plays")
  .meta({ id: "StarBattleLordStatus" });

/** A lord's ships in one place, without saying whose (the key of a record by seat says it). */
export const fleetSchema = z
  .strictObject({ scouts: count, dreadnoughts: count })
  .describe("Ships in one place")
  .meta({ id: "StarBattleShips" });

const seatShips = z
  .strictObject({ seat, scouts: count, dreadnoughts: count })
  .describe("One Star Lord's ships in one place")
  .meta({ id: "StarBattleSeatShips" });

const lord = z
  .strictObject({
    seat,
    name: z.string(),
    status: lordStatusSchema,
    handSize: count.describe("Cards in hand; only the owner sees which"),
    scouts: count.describe("Scouts on the whole chart"),
    dreadnoughts: count.describe("Dreadnoughts on the whole chart"),
    freeMoves: count.describe("Free moves earned and not yet used"),
    homeBase: posSchema.nullable().describe("Where the lord's Home Base lies, once there is one"),
  })
  .describe("A Star Lord as everyone sees him")
  .meta({ id: "StarBattleLord" });

const cell = z
  .strictObject({
    x: z.number().int(),
    y: z.number().int(),
    card: z.union([cardSchema, z.literal("hidden")]).describe('The card id, or "hidden" while it lies face down'),
    ships: z.array(seatShips),
    controller: seat.nullable().describe("The lord who alone has ships here"),
    core: z.boolean().describe("The Core of the Galaxy (Normal set-up)"),
    homeBaseOf: z.array(seat).describe("Lords whose Home Base this card is"),
  })
  .describe("A card of the star chart and the ships on it")
  .meta({ id: "StarBattleCell" });

const turn = z
  .strictObject({
    seat,
    number: z.number().int().min(1).describe("Turns played in the whole game, this one included"),
    acted: z.boolean().describe("The turn's own action is taken: further actions spend free moves"),
    freeMoves: count,
  })
  .describe("The turn in progress")
  .meta({ id: "StarBattleTurn" });

const battleQuestion = z
  .strictObject({
    at: posSchema,
    phasing: seat,
    opponent: seat,
    asked: seat.describe("Who is asked now: the phasing lord first, then the opponent"),
  })
  .describe("A shared card where a battle may be initiated, and who is asked")
  .meta({ id: "StarBattleBattleQuestion" });

const shipFlips = z
  .strictObject({
    seat,
    ship: shipSchema,
    flips: z.array(z.boolean()).describe("Every coin flipped for this ship, true = heads"),
    destroyed: z.boolean(),
  })
  .describe("The coins flipped for one ship")
  .meta({ id: "StarBattleShipFlips" });

const coinRound = z
  .strictObject({ kind: z.literal("coins"), ships: z.array(shipFlips) })
  .describe("A round of coin flips")
  .meta({ id: "StarBattleCoinRound" });

const tableRound = z
  .strictObject({
    kind: z.literal("table"),
    attackerStrength: count,
    defenderStrength: count,
    column: z.string().describe("The odds column the strengths fell in"),
    roll: z.number().int().min(1).max(6),
    result: z.string().describe("The table's code for the result"),
    attackerLosses: count,
    defenderLosses: count,
  })
  .describe("A round on the Starpost odds table")
  .meta({ id: "StarBattleTableRound" });

export const battleRoundSchema = z
  .discriminatedUnion("kind", [coinRound, tableRound])
  .describe("One round of a battle")
  .meta({ id: "StarBattleBattleRound" });

const fleetsBySeat = z.record(seat, fleetSchema);

const battleFields = {
  at: posSchema,
  attacker: seat.describe("The lord who initiated the battle"),
  defender: seat,
  method: battleMethod,
  rounds: z.array(battleRoundSchema),
  losses: fleetsBySeat.describe("Ships each lord lost"),
  survivors: fleetsBySeat.describe("Ships each lord kept on the card"),
};

export const battleReportSchema = z.strictObject(battleFields).describe("How the last battle went").meta({ id: "StarBattleBattleReport" });

export const viewSchema = z
  .strictObject({
    phase: phaseSchema,
    viewer: seat.nullable().describe("Your seat; null for a spectator"),
    options: optionsSchema,
    decks: z.number().int().min(1).max(4).describe("Decks shuffled together"),
    dealer: seat,
    firstPlayer: seat,
    awaiting: z.array(seat).describe("Seats that owe a decision now"),
    lords: z.array(lord),
    hand: z.array(cardSchema).nullable().describe("Your own hand; null for a spectator"),
    chart: z.array(cell),
    core: posSchema.nullable().describe("Where the Core of the Galaxy lies (Normal set-up)"),
    deckSize: count,
    discardPile: z.array(cardSchema).describe("Face up, oldest first"),
    turn: turn.nullable(),
    battle: battleQuestion.nullable(),
    lastBattle: battleReportSchema.nullable(),
    outcome: outcomeSchema.nullable(),
  })
  .describe("Star Battle as the caller may see it: no other lord's hand, no face-down card, no deck order")
  .meta({ id: "StarBattleView" });

// events
/** An event object: its `type` tag and fields, named StarBattle<type>. */
function event<T extends string, S extends z.ZodRawShape>(type: T, description: string, shape: S) {
  return z
    .strictObject({ type: z.literal(type), ...shape })
    .describe(description)
    .meta({ id: `StarBattle${type}` });
}

const freeMoveEarned = z.boolean().describe("A Scout built or moved on a suit match earned a free move");
const freeMoveSpent = z.boolean().describe("The action was a free move");

export const cardPlaced = event("CardPlaced", "A card was placed on the chart", {
  seat,
  card: cardSchema,
  at: posSchema,
  core: z.boolean(),
});
export const homeBaseChosen = event("HomeBaseChosen", "A lord chose his Home Base", { seat, at: posSchema, card: cardSchema });
export const stageTwoBegan = event("StageTwoBegan", "Set-up ended; play begins", { first: seat });
export const shipsCommissioned = event("ShipsCommissioned", "Ships were given to a lord", {
  seat,
  at: posSchema,
  scouts: count,
  dreadnoughts: count,
  reason: z
    .enum(["stage-two", "bonus"])
    .describe("stage-two: the ships every lord starts play with; bonus: for holding the Core or Home Bases"),
});
export const cardsDrawn = event("CardsDrawn", "A lord drew cards; only he sees which", {
  seat,
  count: z.number().int().min(1),
  cards: z.array(cardSchema).optional().describe("The cards drawn: in the drawing lord's copy only"),
});
export const deckReshuffled = event("DeckReshuffled", "The discard pile became the deck", {
  size: count,
  kept: count.describe("Cards discarded by the current action, kept face up as the new discard pile"),
});
export const turnBegan = event("TurnBegan", "A lord's turn began", { seat, number: z.number().int().min(1), freeMoves: count });
export const shipBuilt = event("ShipBuilt", "A ship was built", {
  seat,
  at: posSchema,
  ship: shipSchema,
  card: cardSchema,
  freeMoveEarned,
  freeMoveSpent,
});
export const cardTurnedUp = event("CardTurnedUp", "A face-down card was turned up", { at: posSchema, card: cardSchema });
export const shipMoved = event("ShipMoved", "A ship moved", {
  seat,
  from: posSchema,
  to: posSchema,
  ship: shipSchema,
  card: cardSchema,
  freeMoveEarned,
  freeMoveSpent,
});
export const moveFailed = event("MoveFailed", "A move onto a face-down card failed once it was turned up", {
  seat,
  from: posSchema,
  to: posSchema,
  ship: shipSchema,
  card: cardSchema,
  reason: z.enum(["DISCARD_TOO_LOW", "SUIT_MISMATCH"]).describe("Why the card turned up refused the ship"),
  freeMoveSpent,
});
export const systemRebuilt = event("SystemRebuilt", "A Star System was replaced", {
  seat,
  at: posSchema,
  ship: shipSchema,
  removed: cardSchema,
  card: cardSchema,
  freeMoveSpent,
});
export const cardsDiscarded = event("CardsDiscarded", "A lord discarded cards", { seat, cards: z.array(cardSchema), freeMoveSpent });
export const turnEnded = event("TurnEnded", "A lord's turn ended", { seat, number: z.number().int().min(1), freeMovesLost: count });
export const battleDeclined = event("BattleDeclined", "A lord chose not to fight", { seat, at: posSchema, against: seat });
export const battleFought = event("BattleFought", "A battle was fought", battleFields);
export const lordEliminated = event("LordEliminated", "A lord lost his last ship", { seat, discarded: z.array(cardSchema) });
export const lordResigned = event("LordResigned", "A lord left the game", { seat, discarded: z.array(cardSchema) });
export const gameEnded = event("GameEnded", "The game ended", {
  winners: z.array(seat),
  kind: victoryKindSchema,
  reason: z.string(),
  scores: outcomeSchema.shape.scores,
});

export const eventSchema = z
  .discriminatedUnion("type", [
    cardPlaced,
    homeBaseChosen,
    stageTwoBegan,
    shipsCommissioned,
    cardsDrawn,
    deckReshuffled,
    turnBegan,
    shipBuilt,
    cardTurnedUp,
    shipMoved,
    moveFailed,
    systemRebuilt,
    cardsDiscarded,
    turnEnded,
    battleDeclined,
    battleFought,
    lordEliminated,
    lordResigned,
    gameEnded,
  ])
  .describe("Something that happened in a game of Star Battle")
  .meta({ id: "StarBattleEvent" });

/** Every Star Battle decision lists its choices: no decision has bounds. */
export const boundsSchema = z.never();

export const schemas = { view: viewSchema, event: eventSchema, bounds: boundsSchema };
