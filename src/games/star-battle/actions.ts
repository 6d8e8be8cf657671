// Every order a Star Lord can post: a discriminated union on `type`, strict so unknown fields
// are refused. Cards are ids ("QH", "10S", "QH#2" with several decks); positions are {x, y}.
import { z } from "zod";
import { CARD_ID_PATTERN } from "./cards";

export const cardSchema = z
  .string()
  .regex(CARD_ID_PATTERN)
  .describe('A card id: rank + suit, e.g. "QH", "10S", "AD"; "#n" names the deck when several are used.');
const card = cardSchema;
// Normal charts grow around the Core at (0,0); 48 placed cards never reach past ±64.
const coord = z.number().int().min(-64).max(64);
export const posSchema = z
  .object({ x: coord, y: coord })
  .strict()
  .describe("A chart position; north is y − 1, east is x + 1.")
  .meta({ id: "StarBattlePos" });
const pos = posSchema;
export const shipSchema = z.enum(["scout", "dreadnought"]).describe("A kind of ship").meta({ id: "StarBattleShip" });
const ship = shipSchema;
const seat = z.string().min(1).max(32);

export const placeAction = z
  .object({ type: z.literal("place"), card, at: pos })
  .strict()
  .describe("Normal set-up: place a card from your hand (the first is the Core, at {x:0,y:0}).");

export const chooseHomeBaseAction = z
  .object({ type: z.literal("chooseHomeBase"), at: pos })
  .strict()
  .describe("Unknown Universe: turn up a perimeter card as your Home Base.");

export const buildAction = z
  .object({ type: z.literal("build"), card, at: pos, ship })
  .strict()
  .describe("Discard `card` to build `ship` on the Star System at `at`; a Scout on a suit match earns a free move.");

export const moveAction = z
  .object({ type: z.literal("move"), card, from: pos, to: pos, ship })
  .strict()
  .describe("Discard `card` to move one `ship` to the adjacent card `to`; a Scout on a suit match earns a free move.");

export const rebuildAction = z
  .object({ type: z.literal("rebuild"), at: pos, ship, card })
  .strict()
  .describe("Give up one of your ships at `at` and replace that Star System with `card` from your hand.");

export const discardAction = z
  .object({ type: z.literal("discard"), cards: z.array(card).max(8) })
  .strict()
  .describe("Discard any number of cards (none is a pass). Ends your turn.");

export const endTurnAction = z
  .object({ type: z.literal("endTurn") })
  .strict()
  .describe("End your turn after acting, leaving your remaining free moves unused.");

export const battleAction = z
  .object({ type: z.literal("battle"), at: pos, against: seat })
  .strict()
  .describe("Initiate a battle against `against` on the shared card at `at`.");

export const declineBattleAction = z
  .object({ type: z.literal("declineBattle"), at: pos, against: seat })
  .strict()
  .describe("Do not initiate a battle against `against` at `at`.");

export const actionSchema = z.discriminatedUnion("type", [
  placeAction,
  chooseHomeBaseAction,
  buildAction,
  moveAction,
  rebuildAction,
  discardAction,
  endTurnAction,
  battleAction,
  declineBattleAction,
]);

export type StarBattleAction = z.output<typeof actionSchema>;
export type PlaceAction = z.output<typeof placeAction>;
export type ChooseHomeBaseAction = z.output<typeof chooseHomeBaseAction>;
export type BuildAction = z.output<typeof buildAction>;
export type MoveAction = z.output<typeof moveAction>;
export type RebuildAction = z.output<typeof rebuildAction>;
export type DiscardAction = z.output<typeof discardAction>;
export type BattleAction = z.output<typeof battleAction>;
export type DeclineBattleAction = z.output<typeof declineBattleAction>;
