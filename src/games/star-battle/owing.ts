// Who owes a decision now (SB 0.5): exactly one seat at any time until the game is over.
import type { SeatId } from "../../engine/contract";
import type { StarBattleState } from "./state";

export function owingSeats(s: StarBattleState): SeatId[] {
  switch (s.phase) {
    case "placement":
    case "homeBases":
      return s.active ? [s.active] : [];
    case "turn":
      return s.turn ? [s.turn.seat] : [];
    case "battle":
      return s.battles[0] ? [s.battles[0].asked] : [];
    case "over":
      return [];
  }
}
