// Two prospectors, whatever the options; `red` is listed first.
import type { SeatId, SeatSpec } from "../../../src/engine/contract";

export const SEATS = ["red", "blue"] as const;
export type Prospector = (typeof SEATS)[number];

export const seatSpecs = (): SeatSpec[] => [
  { id: "red", name: "Red prospector" },
  { id: "blue", name: "Blue prospector" },
];

export const isProspector = (seat: SeatId): seat is Prospector => (SEATS as readonly string[]).includes(seat);
export const rivalOf = (seat: Prospector): Prospector => (seat === "red" ? "blue" : "red");
