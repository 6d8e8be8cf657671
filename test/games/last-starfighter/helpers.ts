// Test helpers: scripted dice, a state builder for any point of a duel, and play/refuse.
import { gameKit, type Played as KitPlayed } from "../kit";
import type { SeatId } from "../../../src/engine/contract";
import { lastStarfighter } from "../../../src/games/last-starfighter";
import type { FireAction, SetHeadingAction } from "../../../src/games/last-starfighter/actions";
import { optionsSchema } from "../../../src/games/last-starfighter/options";
import { noOrder } from "../../../src/games/last-starfighter/rules/open";
import { emptyReport } from "../../../src/games/last-starfighter/rules/report";
import { seatSpecs } from "../../../src/games/last-starfighter/seats";
import { STOCK_SHIPS } from "../../../src/games/last-starfighter/ships";
import type { LastStarfighterState, OrderPhase, Ship } from "../../../src/games/last-starfighter/state";
import { newShip } from "../../../src/games/last-starfighter/queries";

const kit = gameKit(lastStarfighter);
export const { play, refusal, refuse } = kit;
export type Played = KitPlayed<LastStarfighterState>;
export { ofType, ScriptedRng, types } from "../kit";

export function ship(overrides: Partial<Ship> = {}, kind: "gunstar" | "deckFighter" = "gunstar"): Ship {
  return { ...newShip(STOCK_SHIPS[kind]), ...overrides };
}

export interface Given {
  options?: Record<string, unknown>;
  phase?: OrderPhase | "reengage";
  turn?: number;
  wheel?: [number, number];
  ships?: Record<SeatId, Partial<Ship>>;
  noseToNose?: boolean;
  streak?: number;
  /** Seats that owe an order in the phase (default: every pilot). */
  owes?: SeatId[];
}

/** A duel at any point of a turn, both ships stock and undamaged unless overridden. */
export function given(g: Given = {}): LastStarfighterState {
  const options = optionsSchema.parse(g.options ?? {});
  const seats = seatSpecs(options).map((x) => x.id);
  const phase = g.phase ?? "heading";
  const owes = g.owes ?? seats.filter((x) => x !== "drone");
  const turn = g.turn ?? 1;
  return {
    options,
    seats,
    phase,
    turn,
    initiative: null,
    chooser: null,
    ships: Object.fromEntries(seats.map((seat, i) => [seat, ship(g.ships?.[seat], i === 0 ? "gunstar" : "deckFighter")])),
    startRolls: Object.fromEntries(seats.map((seat) => [seat, 1])),
    wheel: { viewPort: g.wheel?.[0] ?? 1, view: g.wheel?.[1] ?? 1 },
    noseToNose: g.noseToNose ?? false,
    disengagingStreak: g.streak ?? (phase === "reengage" ? 3 : 0),
    orders: Object.fromEntries(seats.map((seat) => [seat, { ...noOrder(), owes: phase !== "reengage" && owes.includes(seat) }])),
    reengage: Object.fromEntries(seats.map((seat) => [seat, phase === "reengage" ? (seat === "drone" ? true : null) : null])),
    report: emptyReport(turn),
    lastReport: null,
    result: null,
  };
}

export const straight: SetHeadingAction = { type: "setHeading", direction: "straight", clicks: 0 };
export const cw = (clicks: number): SetHeadingAction => ({ type: "setHeading", direction: "clockwise", clicks });
export const ccw = (clicks: number): SetHeadingAction => ({ type: "setHeading", direction: "counterclockwise", clicks });
export const fire = (...weapons: string[]) => ({ type: "fire", weapons }) as FireAction;
