// Seats (LS 3, LS 8.1): two pilots, or one pilot and the drone the server flies itself.
import type { SeatId, SeatSpec } from "../../engine/contract";
import type { LastStarfighterOptions } from "./options";

export const PILOT1 = "pilot1";
export const PILOT2 = "pilot2";
export const DRONE = "drone";

export function seatSpecs(options: Pick<LastStarfighterOptions, "opponent">): SeatSpec[] {
  return [
    { id: PILOT1, name: "First pilot" },
    options.opponent === "drone" ? { id: DRONE, name: "Target drone", automaton: true } : { id: PILOT2, name: "Second pilot" },
  ];
}

export function seatName(options: Pick<LastStarfighterOptions, "opponent">, seat: SeatId): string {
  return seatSpecs(options).find((s) => s.id === seat)?.name ?? seat;
}

export function isDroneGame(options: Pick<LastStarfighterOptions, "opponent">): boolean {
  return options.opponent === "drone";
}
