// What every rule handler works on: a private copy of the state, the events so far, and the
// dice. `rng` is null only inside resign(), which the contract gives no dice and needs none.
import type { GameEvent, RuleViolation } from "../../../engine/contract";
import type { Rng } from "../../../engine/rng";
import type { IronStarsEvent } from "../events";
import type { IronStarsState } from "../state";

export interface Ctx {
  s: IronStarsState;
  events: GameEvent[];
  rng: Rng | null;
}

export type Check = RuleViolation | null;

export function emit(ctx: Ctx, event: IronStarsEvent): void {
  ctx.events.push(event as unknown as GameEvent);
}

/** One recorded die. Every die of the game goes through here, with what it decides. */
export function roll(ctx: Ctx, sides: number, purpose: string): number {
  if (!ctx.rng) throw new Error(`no dice available for: ${purpose}`);
  return ctx.rng.roll(sides, purpose);
}
