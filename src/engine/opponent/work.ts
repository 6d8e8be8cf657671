// What a search spends, counted rather than timed (issue 21, "Bounded cost"). A budget of
// iterations keeps a choice the same on any machine, but an iteration's cost varies with the
// position: where every rollout runs its full length through a crowded mid-game, a decision cost
// ~3.5× the median. A clock would end the search at a different iteration on a different machine,
// so the cap counts the search's own acts instead: each engine step it applies, each choice it is
// shown (listing a decision's choices is much of a step's cost), each hidden-information draw.
// The counts, not the time, decide where the search stops, so a replay reproduces it anywhere.

/** What one act of the search costs, in work units (an engine step is the unit). */
export const WORK_COSTS = {
  /** Applying an action: the step itself. */
  step: 1,
  /**
   * Each choice listed where the search reads a decision (its length stands for the listing's
   * cost): measured at ~1/50 of a step in Double Star and ~1/12 in Star Battle (bench/README.md, 6b).
   */
  choice: 0.02,
  /** One determinization: a copy of the state with everything hidden drawn anew. */
  copy: 1,
  /** One action drawn from the game's bot where a decision lists no choices. */
  bot: 1,
};

/** The counts behind a search's work, and their sum in work units. */
export class WorkMeter {
  steps = 0;
  choices = 0;
  copies = 0;
  bots = 0;
  /** Work a game's own candidate generator reports (OpponentKnowledge.candidates), in work units. */
  other = 0;

  step(): void {
    this.steps++;
  }

  listed(choices: number): void {
    this.choices += choices;
  }

  copy(): void {
    this.copies++;
  }

  bot(): void {
    this.bots++;
  }

  spend(units: number): void {
    this.other += units;
  }

  /** The work spent so far, in WORK_COSTS' units. */
  get spent(): number {
    return (
      this.steps * WORK_COSTS.step +
      this.choices * WORK_COSTS.choice +
      this.copies * WORK_COSTS.copy +
      this.bots * WORK_COSTS.bot +
      this.other
    );
  }
}
