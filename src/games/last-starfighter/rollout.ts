// The built-in opponent's rollout policy for a duel (opponent.ts): where uniform play wastes a
// rollout's few turns. It runs on the search's determinized state and reads only the ships and
// the wheel, which are public (LS 10.2).
import type { SeatId } from "../../engine/contract";
import type { LastStarfighterAction } from "./actions";
import { wheelFor } from "./queries";
import type { LastStarfighterState } from "./state";

/**
 * Fire every laser that bears: a shot costs nothing and a held laser only spares the other ship,
 * while a uniform draw among the subsets fires half of them. Aim the turret where the other ship
 * is now (it may have moved by the firing phase, but it is likelier there than anywhere else).
 * Headings and re-engaging stay uniform (undefined): they are where the duel's choices lie.
 */
export function rolloutAction(s: LastStarfighterState, seat: SeatId, choices: readonly unknown[]): unknown {
  const listed = choices as readonly LastStarfighterAction[];
  const first = listed[0];
  if (first?.type === "fire")
    return listed.reduce((most, a) => (a.type === "fire" && most.type === "fire" && a.weapons.length > most.weapons.length ? a : most));
  if (first?.type === "aimTurret") {
    const sector = wheelFor(s, seat).viewPort;
    return listed.find((a) => a.type === "aimTurret" && a.sector === sector);
  }
  return undefined;
}
