// The interim phase (DS 2.3), in Starpost's order (README D1): each side steers its planetoids
// (first mover first); on shaded turns the worlds orbit; free planetoids fly; each side declares
// impacts; the turn record chart delivers production; on shaded turns task forces train; each side
// orders production and conversions; then the turn ends. Stages with nothing to decide are skipped.
import { SCENARIOS } from "../scenarios";
import { enemyOf } from "../seats";
import type { DoubleStarState, InterimStage } from "../state";
import { emit } from "../../../engine/kit";
import type { Ctx } from "../events";
import { firstMover, isShaded } from "./calendar";
import { freePlanetoidMovement, mayCommandPlanetoid, mayDeclareImpact, orbitalMovement } from "./planetoids";
import { conversionOptions, deliverProduction, mayOrderProduction } from "./production";
import { runTraining } from "./training";
import { checkVictory } from "./victory";
import type { Side } from "../map";

const ORDER: InterimStage[] = ["planetoids1", "planetoids2", "impacts1", "impacts2", "training", "production1", "production2"];

/** The side a decision stage belongs to. */
export function stageSide(s: DoubleStarState, stage: InterimStage): Side {
  const first = SCENARIOS[s.scenario].movesFirst;
  return stage.endsWith("2") ? enemyOf(first) : first;
}

export function beginInterim(ctx: Ctx): void {
  const s = ctx.s;
  s.phase = "interim";
  s.phasing = null;
  s.moving = null;
  s.interim = { stage: "planetoids1", training: [], lossFor: null };
  emit(ctx, { type: "InterimBegan", turn: s.turn, shaded: isShaded(s.turn) });
}

/** Whether the current stage waits for a seat (yes/no questions: this runs at every interim step). */
export function interimOwes(s: DoubleStarState): boolean {
  const im = s.interim!;
  const side = stageSide(s, im.stage);
  switch (im.stage) {
    case "planetoids1":
    case "planetoids2":
      return mayCommandPlanetoid(s, side);
    case "impacts1":
    case "impacts2":
      return mayDeclareImpact(s, side);
    case "training":
      return im.lossFor !== null;
    case "production1":
    case "production2":
      return mayOrderProduction(s, side) || conversionOptions(s, side).length > 0;
  }
}

/** Leaves the current stage: runs what happens between it and the next; true after the last, when the turn is over. */
export function nextStage(ctx: Ctx): boolean {
  const s = ctx.s;
  const im = s.interim!;
  const i = ORDER.indexOf(im.stage);
  if (im.stage === "planetoids2") {
    if (isShaded(s.turn)) orbitalMovement(ctx);
    freePlanetoidMovement(ctx);
  }
  if (im.stage === "impacts2") {
    deliverProduction(ctx);
    im.training = isShaded(s.turn)
      ? [...s.taskForces].sort((a, b) => (a.side === b.side ? 0 : a.side === firstMover(s) ? -1 : 1)).map((t) => t.id)
      : [];
  }
  if (im.stage === "production2") return true;
  im.stage = ORDER[i + 1]!;
  return false;
}

/** Runs the interim phase until a seat owes a decision or the turn is over (true: flow.ts ends it). */
export function advanceInterim(ctx: Ctx): boolean {
  for (let guard = 0; guard < 100; guard++) {
    const s = ctx.s;
    if (s.result || s.phase !== "interim" || !s.interim) return false;
    const im = s.interim;
    if (im.stage === "training" && im.lossFor === null) {
      im.lossFor = runTraining(ctx, im.training);
      if (im.lossFor) return false;
    }
    if (interimOwes(s)) return false;
    if (nextStage(ctx)) return true;
    checkVictory(ctx);
  }
  throw new Error("interim phase did not settle");
}
