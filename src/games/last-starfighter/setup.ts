// Set-up (LS 3.1, LS 8.1). In a duel each pilot rolls a die, ties re-rolled, and the higher
// chooses a starfighter first. In target practice the pilot simply chooses; the drone flies the
// other stock ship. Starting positions are rolled once the ships are chosen (rules/choose.ts).
import type { SeatId } from "../../engine/contract";
import type { Rng } from "../../engine/rng";
import { optionsSchema, type LastStarfighterOptions } from "./options";
import { noOrder } from "./rules/open";
import { emptyReport } from "./rules/report";
import { isDroneGame, seatSpecs } from "./seats";
import type { Initiative, LastStarfighterState } from "./state";

function rollInitiative(seats: SeatId[], rng: Rng): Initiative {
  const rolls: Record<SeatId, number>[] = [];
  for (;;) {
    const pair = Object.fromEntries(seats.map((seat) => [seat, rng.roll(6, `choosing starfighters: ${seat}`)]));
    rolls.push(pair);
    const [a, b] = seats.map((seat) => pair[seat]!) as [number, number];
    if (a !== b) return { rolls, winner: a > b ? seats[0]! : seats[1]! };
  }
}

export function setup(input: LastStarfighterOptions, rng: Rng): LastStarfighterState {
  // Parsing is idempotent on parsed options and fills defaults if the caller passed raw ones.
  const options = optionsSchema.parse(input);
  const seats = seatSpecs(options).map((s) => s.id);
  const initiative = isDroneGame(options) ? null : rollInitiative(seats, rng);
  return {
    options,
    seats,
    phase: "choosing",
    turn: 0,
    initiative,
    chooser: initiative ? initiative.winner : seats[0]!,
    ships: Object.fromEntries(seats.map((seat) => [seat, null])),
    startRolls: null,
    wheel: { viewPort: 1, view: 1 },
    noseToNose: false,
    disengagingStreak: 0,
    orders: Object.fromEntries(seats.map((seat) => [seat, noOrder()])),
    reengage: Object.fromEntries(seats.map((seat) => [seat, null])),
    report: emptyReport(0),
    lastReport: null,
    result: null,
  };
}
