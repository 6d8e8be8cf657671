// Which steps of a long seeded playout get the costly checks (a view parsed under its schema, a
// view resolved through GraphQL): every step whose situation is new to the playout, and every
// `stride`-th step besides. A situation is the prompts owed after the step and the events it made,
// by type: a 2,000-step hex game repeats a few dozen of them, and checking each repeat cost
// Barnard's Star's playouts most of their time without reaching any shape the first one had not.
import type { AnyGameModule, GameEvent } from "../../../src/engine/contract";

export class SituationSampler {
  private readonly seen = new Set<string>();

  constructor(
    private readonly game: AnyGameModule,
    private readonly stride: number,
  ) {}

  /** Whether step `version`, which led to `state` with `events`, is one to check. */
  due(version: number, state: unknown, events: readonly GameEvent[]): boolean {
    const prompts = this.game
      .pending(state)
      .map((p) => p.prompt)
      .join(",");
    const situation = `${prompts}|${events.map((e) => e.type).join(",")}`;
    const isNew = !this.seen.has(situation);
    this.seen.add(situation);
    return isNew || version % this.stride === 0;
  }
}
