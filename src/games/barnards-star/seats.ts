// Seats (BS 1.0): the Naronian and the Terran leaders.
import type { SeatSpec } from "../../engine/contract";

export function seatSpecs(): SeatSpec[] {
  return [
    { id: "naronian", name: "Naronian" },
    { id: "terran", name: "Terran" },
  ];
}
