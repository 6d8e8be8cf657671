// The random legal player: uniform over the complete choice list pending() gives the seat.
import type { SeatId } from "../../engine/contract";
import type { Rng } from "../../engine/rng";
import type { StarBattleAction } from "./actions";
import { pending } from "./pending";
import type { StarBattleState } from "./state";

export function bot(s: StarBattleState, seat: SeatId, rng: Rng): StarBattleAction {
  const decision = pending(s).find((d) => d.seat === seat);
  const choices = decision?.choices ?? [];
  if (choices.length === 0) throw new Error(`${seat} owes no decision`);
  return rng.pick(choices, `bot: ${seat} chooses among ${choices.length} orders`);
}
