// Training (DS 7): in each shaded interim phase every task force may lose a formation counter
// (on a 6, not rolled in a hex with a friendly base; its owner picks which) and then may gain one
// (3+ within the outermost orbit of its home system, 5+ beyond), drawn at random from the pool,
// up to six counters.
import { withinOutermostOrbit, type Side } from "../map";
import type { DoubleStarState, TaskForce } from "../state";
import { bodiesInHex, hasFriendlyBase, shipById, shipHex } from "../queries";
import { FORMATIONS, TRAINING, trainingGain, trainingLoss, type Formation } from "../tables";
import { d6, emit } from "../../../engine/kit";
import type { Ctx } from "../events";
import { loseCounter } from "./losses";
import { editSideRecord, editTaskForce } from "../own";
import { STARS } from "../map";

export function homeStar(side: Side) {
  return STARS.find((x) => x.side === side)!.id;
}

/** Where a task force trains: its command ship's hex, in space or landed (a landed ship is in its body's hex). */
function tfHex(s: DoubleStarState, tf: TaskForce): number {
  const cs = shipById(s, tf.id);
  return cs ? shipHex(s, cs) : -1;
}

/** The different counters a task force holds: its owner picks one when a loss is rolled. */
export function distinctFormations(tf: TaskForce): Formation[] {
  return FORMATIONS.filter((f) => tf.formations.includes(f));
}

/**
 * Rolls for the task forces in the queue, in order. Stops (returning the task force) when an
 * owner must choose which counter is lost; the gain roll follows the choice.
 */
export function runTraining(ctx: Ctx, queue: string[]): string | null {
  const s = ctx.s;
  while (queue.length > 0) {
    const tf = s.taskForces.find((t) => t.id === queue[0]);
    if (!tf) {
      queue.shift();
      continue;
    }
    const hex = tfHex(s, tf);
    const based = hex >= 0 && bodiesInHex(s, hex).some((b) => hasFriendlyBase(s, b, tf.side));
    let lossDie: number | null = null;
    let lost = false;
    if (!based && tf.formations.length > 0) {
      lossDie = d6(ctx, `training: does task force ${tf.id} lose a formation`);
      lost = trainingLoss(lossDie);
    }
    if (lost) {
      const kinds = distinctFormations(tf);
      if (kinds.length > 1) {
        emit(ctx, {
          type: "TrainingRolled",
          side: tf.side,
          taskForce: tf.id,
          withinHome: withinHome(hex, tf.side),
          gainDie: null,
          gained: null,
          lossDie,
          lost: true,
        });
        return tf.id;
      }
      loseCounter(ctx, tf.id, kinds[0]!, "training", null);
    }
    queue.shift();
    gain(ctx, tf.id, hex, lossDie, lost);
  }
  return null;
}

function withinHome(hex: number, side: Side): boolean {
  return hex >= 0 && withinOutermostOrbit(hex, homeStar(side));
}

/** The gain roll (DS 7.1), after any loss. */
export function gain(ctx: Ctx, taskForce: string, hex: number, lossDie: number | null, lost: boolean): void {
  const s = ctx.s;
  // Looked up here, after any loss: a loss gives the copy a task force of its own (own.ts).
  const tf = s.taskForces.find((t) => t.id === taskForce)!;
  const within = withinHome(hex, tf.side);
  let gainDie: number | null = null;
  let gained: Formation | null = null;
  const pool = s.pools[tf.side];
  // The pool as a bag, one entry per counter in FORMATIONS order (the draw picks from it by index).
  const bag: Formation[] = [];
  for (const f of FORMATIONS) for (let k = 0; k < pool[f]; k++) bag.push(f);
  if (tf.formations.length < TRAINING.maximum && bag.length > 0) {
    gainDie = d6(ctx, `training: does task force ${tf.id} gain a formation`);
    if (trainingGain(within, gainDie)) {
      gained = ctx.rng!.pick(bag, `training: formation drawn for task force ${tf.id}`);
      editSideRecord(s, "pools", tf.side)[gained]--;
      editTaskForce(s, tf.id)!.formations.push(gained);
    }
  }
  emit(ctx, { type: "TrainingRolled", side: tf.side, taskForce: tf.id, withinHome: within, gainDie, gained, lossDie, lost });
}

/** The owner's choice after a loss roll, then that task force's gain roll. */
export function chooseTrainingLoss(ctx: Ctx, taskForce: string, formation: Formation, queue: string[]): void {
  const s = ctx.s;
  const hex = tfHex(s, s.taskForces.find((t) => t.id === taskForce)!);
  loseCounter(ctx, taskForce, formation, "training", null);
  if (queue[0] === taskForce) queue.shift();
  gain(ctx, taskForce, hex, null, false);
}
