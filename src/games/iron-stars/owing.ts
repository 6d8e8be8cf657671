// Who owes a decision now (IS 10.1), and what kind. A pending special equipment loss comes
// before anything else; otherwise the phase decides: both sides buy at once (hidden purchase),
// one side places, the initiative winner chooses its role, the moving or firing side acts ship
// by ship, and in the end phase each side with net-carrying ships sets its nets.
import { type SeatId, unreachable } from "../../engine/contract";
import { lossOwner } from "./rules/equipment";
import { buyers } from "./rules/purchase";
import { netsOwed } from "./rules/turn";
import type { IronStarsState } from "./state";
import { actingSide } from "./queries";
import { onceOwed } from "./once";
import { unfiredIn, unmovedIn } from "./per-state";

export type Prompt = "buyFleet" | "choosePlacementOrder" | "placeShip" | "chooseRole" | "move" | "fire" | "loseEquipment" | "setNets";

export function owed(s: IronStarsState): readonly { seat: SeatId; prompt: Prompt }[] {
  return onceOwed(s, owedNow);
}

function owedNow(s: IronStarsState): { seat: SeatId; prompt: Prompt }[] {
  if (s.phase === "over") return [];
  const loser = lossOwner(s);
  if (loser) return [{ seat: loser, prompt: "loseEquipment" }];
  switch (s.phase) {
    case "purchase":
      return buyers(s).map((seat) => ({ seat, prompt: "buyFleet" }));
    case "placementOrder":
      return [{ seat: s.placementRoll!.winner, prompt: "choosePlacementOrder" }];
    case "placement":
      return s.placer ? [{ seat: s.placer, prompt: "placeShip" }] : [];
    case "play": {
      if (s.step === "initiative") return [{ seat: s.initiative!.winner, prompt: "chooseRole" }];
      if (s.step === "end") return netsOwed(s).map((seat) => ({ seat, prompt: "setNets" }));
      const side = actingSide(s)!;
      if (s.step === "activeMovement" || s.step === "reactiveMovement")
        return unmovedIn(s, side).length > 0 ? [{ seat: side, prompt: "move" }] : [];
      return unfiredIn(s, side).length > 0 ? [{ seat: side, prompt: "fire" }] : [];
    }
    default:
      return unreachable(s.phase);
  }
}

export function promptOf(s: IronStarsState, seat: SeatId): Prompt | null {
  return owed(s).find((o) => o.seat === seat)?.prompt ?? null;
}

export function owingSeats(s: IronStarsState): SeatId[] {
  return owed(s).map((o) => o.seat);
}
