// How a duel ends (LS 4.5): a ship destroyed or a pilot dead is a decisive win for the other
// seat, both at once is a draw; so is flying out of range (LS 5.4) and the turn limit (LS 10.4).
// In target practice the turns it took to destroy the drone are the score (LS 8).
import type { Outcome, SeatId } from "../../../engine/contract";
import { DRONE, seatName } from "../seats";
import type { LastStarfighterState } from "../state";
import { hasDrone, isDestroyed, otherSeat, pilotSeats, shipOf } from "../queries";
import { emit } from "../../../engine/kit";
import type { Ctx } from "../events";
import { copyPlain } from "../../../engine/plain-copy";

export function finish(ctx: Ctx, outcome: Outcome): void {
  const { s } = ctx;
  s.phase = "over";
  s.result = outcome;
  s.chooser = null;
  for (const seat of s.seats) s.orders[seat] = { owes: false, hash: null, order: null, nonce: null };
  for (const seat of s.seats) s.reengage[seat] = null;
  emit(ctx, { type: "DuelEnded", outcome: copyPlain(outcome) });
}

function droneScore(s: LastStarfighterState, lost: SeatId[]): Pick<Outcome, "scores"> {
  return hasDrone(s) && lost.includes(DRONE) ? { scores: { [pilotSeats(s)[0]!]: s.turn } } : {};
}

function how(s: LastStarfighterState, seat: SeatId): string {
  const ship = shipOf(s, seat);
  if (ship.blownUp) return "blew up";
  if (isDestroyed(ship)) return "broke apart";
  return seat === DRONE ? "failed when its life support ran out" : "lost its pilot when life support ran out";
}

/** The result when `lost` (one or both seats) are out at the end of a turn. */
export function lossOutcome(s: LastStarfighterState, lost: SeatId[]): Outcome {
  const name = (seat: SeatId) => seatName(s.options, seat);
  const droneNote = hasDrone(s) && lost.includes(DRONE) ? ` The drone was destroyed in ${s.turn} turn${s.turn === 1 ? "" : "s"}.` : "";
  if (lost.length >= 2) {
    return {
      winners: [],
      kind: "draw",
      reason: `Both starfighters were lost in turn ${s.turn}: the ${name(s.seats[0]!)}'s ${how(s, s.seats[0]!)} and the ${name(s.seats[1]!)}'s ${how(s, s.seats[1]!)}.${droneNote}`,
      ...droneScore(s, lost),
    };
  }
  const loser = lost[0]!;
  const winner = otherSeat(s, loser);
  return {
    winners: [winner],
    kind: "decisive",
    reason: `The ${name(loser)}'s ${shipOf(s, loser).card.name} ${how(s, loser)} in turn ${s.turn}.${droneNote}`,
    ...droneScore(s, lost),
  };
}

export function outOfRangeOutcome(s: LastStarfighterState, declined: SeatId): Outcome {
  return {
    winners: [],
    kind: "draw",
    reason: `The starfighters flew out of range in turn ${s.turn} and the ${seatName(s.options, declined)} did not re-engage.`,
  };
}

export function turnLimitOutcome(s: LastStarfighterState): Outcome {
  return {
    winners: [],
    kind: "draw",
    reason: `The turn limit of ${s.options.turnLimit} turns was reached with both starfighters still flying.`,
  };
}

export function forfeitOutcome(s: LastStarfighterState, resigned: SeatId): Outcome {
  const winner = otherSeat(s, resigned);
  return { winners: [winner], kind: "forfeit", reason: `The ${seatName(s.options, resigned)} resigned.` };
}
