// How the game ends (IS 4.1, 4.2, IS 10.6): after the last turn's end phase, or as soon as one
// side has no ship left on the table, the side with more victory points wins. The book names no
// degrees of victory; Starpost calls a win decisive when the loser's fleet is gone or the winner
// has at least twice its points, marginal otherwise (R11). Equal points are a draw.
import type { Outcome, SeatId } from "../../../engine/contract";
import { seatSpecs } from "../seats";
import type { IronStarsState } from "../state";
import { liveFleet, otherSeat, vpBySeat } from "../queries";
import { emit } from "../../../engine/kit";
import type { Ctx } from "../events";

function seatName(s: IronStarsState, seat: SeatId): string {
  return seatSpecs(s.options).find((x) => x.id === seat)?.name ?? seat;
}

export function finalOutcome(s: IronStarsState, why: string): Outcome {
  const scores = vpBySeat(s);
  const [a, b] = [s.seats[0]!, s.seats[1]!];
  if (scores[a] === scores[b])
    return { winners: [], kind: "draw", reason: `${why}: both sides scored ${scores[a]} victory points.`, scores };
  const winner = scores[a]! > scores[b]! ? a : b;
  const loser = otherSeat(s, winner);
  const wiped = liveFleet(s, loser).length === 0;
  const decisive = wiped || scores[winner]! >= 2 * scores[loser]!;
  return {
    winners: [winner],
    kind: decisive ? "decisive" : "marginal",
    reason: `${why}: the ${seatName(s, winner)} won by ${scores[winner]} victory points to ${scores[loser]}${wiped ? ", with the enemy fleet gone from the table" : ""}.`,
    scores,
  };
}

export function finish(ctx: Ctx, outcome: Outcome): void {
  const { s } = ctx;
  s.phase = "over";
  s.result = outcome;
  s.losses = [];
  s.placer = null;
  emit(ctx, { type: "GameEnded", outcome: structuredClone(outcome) });
}

export function forfeitOutcome(s: IronStarsState, resigned: SeatId): Outcome {
  const winner = otherSeat(s, resigned);
  return { winners: [winner], kind: "forfeit", reason: `The ${seatName(s, resigned)} resigned.`, scores: vpBySeat(s) };
}
