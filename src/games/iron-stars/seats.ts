// The two sides (IS 3.2). Scenario One names them after its navies; a pick-up game has two fleets.
// The first seat takes the south long edge (y = 0), the second the north edge (y = 48").
import type { SeatSpec } from "../../engine/contract";
import type { IronStarsOptions } from "./options";

export function seatSpecs(o: Pick<IronStarsOptions, "scenario">): SeatSpec[] {
  return o.scenario === "meetingEngagement"
    ? [
        { id: "britain", name: "Royal Navy Ether Squadron" },
        { id: "russia", name: "Imperial Russian Ether Fleet" },
      ]
    : [
        { id: "fleet1", name: "First fleet" },
        { id: "fleet2", name: "Second fleet" },
      ];
}

export type Edge = "south" | "north";
