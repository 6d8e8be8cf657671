// The built-in bot: a random legal player over the choices pending() lists. It is not uniform:
// each choice gets a weight so random games make progress the way players do (they end their
// set-up and movement phases, fire rather than hold) and finish within a few thousand actions.
import type { SeatId } from "../../engine/contract";
import type { Rng } from "../../engine/rng";
import type { DoubleStarAction } from "./actions";
import { pending } from "./pending";
import type { DoubleStarState } from "./state";

function weight(prompt: string, a: DoubleStarAction, total: number): number {
  switch (a.type) {
    case "offerStalemate":
      return total * 0.03;
    case "finishSetup":
      return total * 0.08;
    case "endMovement":
      return total * 0.35;
    case "placePopulation":
      return a.amount >= 100 ? 6 : 1;
    case "selectUnit":
      return 4;
    case "relocate":
    case "leaveTaskForce":
      return 0.3;
    case "holdUnit":
      return 1;
    case "attack":
      return 4;
    case "autoTarget":
      return 3;
    case "breakOff":
      return 0.3;
    case "planetoidsDone":
    case "impactsDone":
    case "productionDone":
      return total * 0.5;
    default:
      return prompt === "formations" && a.type === "formationsReady" ? 1.5 : 1;
  }
}

export function bot(s: DoubleStarState, seat: SeatId, rng: Rng): DoubleStarAction {
  const decision = pending(s).find((d) => d.seat === seat);
  if (!decision || !decision.choices || decision.choices.length === 0) throw new Error(`${seat} owes no decision`);
  const choices = decision.choices;
  const weights = choices.map((c) => weight(decision.prompt, c, choices.length));
  const sum = weights.reduce((a, b) => a + b, 0);
  // Weights become integers out of 10 000 so the pick is one recorded draw.
  const ticket = rng.int(10_000) * (sum / 10_000);
  let acc = 0;
  for (let i = 0; i < choices.length; i++) {
    acc += weights[i]!;
    if (ticket < acc) return choices[i]!;
  }
  return choices[choices.length - 1]!;
}
