// Who owes a decision now (DS 11.1), and what kind. Set-up steps belong to one side at a time,
// except the Raid's targets, owed by both at once; formation declarations may be owed by both at
// once (secret until both are ready); a stalemate offer must be answered before anything else.
import { type SeatId, unreachable } from "../../engine/contract";
import type { Side } from "./map";
import { needsDecision } from "./rules/combat";
import { interimOwes, stageSide } from "./rules/interim";
import { nextStriker, pdSide, strikeSide } from "./rules/surface";
import { enemyOf, SIDES } from "./seats";
import type { DoubleStarState } from "./state";

export type Prompt =
  | "placeWorld"
  | "placePopulation"
  | "placeIndustry"
  | "buyForces"
  | "designateTarget"
  | "movement"
  | "moveUnit"
  | "formations"
  | "screens"
  | "fire"
  | "withdraw"
  | "strikes"
  | "pdFire"
  | "strikeLoss"
  | "planetoids"
  | "impacts"
  | "trainingLoss"
  | "production"
  | "stalemate";

export interface Owed {
  seat: Side;
  prompt: Prompt;
}

export function owed(s: DoubleStarState): Owed[] {
  if (s.phase === "over" || s.result) return [];
  if (s.stalemateOffer) return [{ seat: enemyOf(s.stalemateOffer), prompt: "stalemate" }];
  switch (s.phase) {
    case "setup": {
      const st = s.setup!;
      switch (st.kind) {
        case "worlds":
          return [{ seat: st.seat, prompt: "placeWorld" }];
        case "population":
          return [{ seat: st.seat, prompt: "placePopulation" }];
        case "industry":
          return [{ seat: st.seat, prompt: "placeIndustry" }];
        case "forces":
          return [{ seat: st.seat, prompt: "buyForces" }];
        case "targets":
          return SIDES.filter((side) => !s.targets[side]).map((seat) => ({ seat, prompt: "designateTarget" }));
      }
      break;
    }
    case "movement":
      return [{ seat: s.phasing!, prompt: s.moving ? "moveUnit" : "movement" }];
    case "combat": {
      const c = s.combat?.current;
      if (!c || !needsDecision(s, c)) return [];
      const defender = enemyOf(c.attacker);
      switch (c.step) {
        case "formations":
          return SIDES.filter((side) => c.drafts[side] && !c.drafts[side]!.ready).map((seat) => ({ seat, prompt: "formations" }));
        case "screens":
          return [{ seat: defender, prompt: "screens" }];
        case "attackerFire":
          return [{ seat: c.attacker, prompt: "fire" }];
        case "defenderFire":
          return [{ seat: defender, prompt: "fire" }];
        case "withdraw":
          return [{ seat: c.withdrawing!, prompt: "withdraw" }];
        case "strikes":
          return [{ seat: nextStriker(s, c)!.side, prompt: "strikes" }];
        case "pdFire":
          return [{ seat: pdSide(s, c)!, prompt: "pdFire" }];
        case "strikeLoss":
          return [{ seat: strikeSide(s, c, c.lossChoice!), prompt: "strikeLoss" }];
        case "resolving":
          return [];
      }
      break;
    }
    case "interim": {
      const im = s.interim;
      if (!im || !interimOwes(s)) return [];
      const side = stageSide(s, im.stage);
      switch (im.stage) {
        case "planetoids1":
        case "planetoids2":
          return [{ seat: side, prompt: "planetoids" }];
        case "impacts1":
        case "impacts2":
          return [{ seat: side, prompt: "impacts" }];
        case "training": {
          const tf = s.taskForces.find((t) => t.id === im.lossFor);
          return tf ? [{ seat: tf.side, prompt: "trainingLoss" }] : [];
        }
        case "production1":
        case "production2":
          return [{ seat: side, prompt: "production" }];
      }
      break;
    }
    default:
      return unreachable(s.phase);
  }
  return [];
}

export function owingSeats(s: DoubleStarState): SeatId[] {
  return owed(s).map((o) => o.seat);
}

export function promptOf(s: DoubleStarState, seat: SeatId): Prompt | null {
  return owed(s).find((o) => o.seat === seat)?.prompt ?? null;
}
