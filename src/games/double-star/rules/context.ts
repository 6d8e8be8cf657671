// What every rule handler works on: a private copy of the state, the events so far, and the
// dice. `rng` is null only inside resign(), which the contract gives no dice and needs none.
import type { GameEvent, RuleViolation } from "../../../engine/contract";
import type { Rng } from "../../../engine/rng";
import type { DoubleStarEvent } from "../events";
import type { DoubleStarState } from "../state";

export interface Ctx {
  s: DoubleStarState;
  events: GameEvent[];
  rng: Rng | null;
}

export type Check = RuleViolation | null;

export function emit(ctx: Ctx, event: DoubleStarEvent): void {
  ctx.events.push(event as unknown as GameEvent);
}

/** One recorded d6. Every die of the game goes through here, with what it decides. */
export function d6(ctx: Ctx, purpose: string): number {
  if (!ctx.rng) throw new Error(`no dice available for: ${purpose}`);
  return ctx.rng.roll(6, purpose);
}
