// The game kit: the scaffolding every game module needs and would otherwise copy (the context a
// rule handler works on, the outcome read from the state, the module record with its defaults,
// the uniform random bot). A game folder then holds only its rules. See docs/ARCHITECTURE.md,
// "How to add a sixth game".
import type { z } from "zod";
import type { ApplyResult, GameEvent, GameModule, GameSchemas, Outcome, PendingDecision, RuleViolation, SeatId, Viewer } from "./contract";
import { type Known, knownOf, listedOnce, shareListing } from "./listed";
import type { Rng } from "./rng";

/**
 * What every rule handler works on: a private copy of the state, the events so far, and the
 * dice. `rng` is null only inside resign(), which the contract gives no dice and needs none.
 */
export interface RuleContext<S, E extends GameEvent = GameEvent> {
  s: S;
  events: E[];
  rng: Rng | null;
}

/** A rule check: null when the action is legal, else why not. */
export type Check = RuleViolation | null;

export function newContext<S, E extends GameEvent = GameEvent>(s: S, rng: Rng | null): RuleContext<S, E> {
  return { s, events: [], rng };
}

export function emit<E extends GameEvent>(ctx: RuleContext<unknown, E>, event: NoInfer<E>): void {
  ctx.events.push(event);
}

/** One recorded die. Every die of a game goes through here, with what it decides. */
export function roll(ctx: Pick<RuleContext<unknown>, "rng">, sides: number, purpose: string): number {
  if (!ctx.rng) throw new Error(`no dice available for: ${purpose}`);
  return ctx.rng.roll(sides, purpose);
}

/** One recorded d6. */
export function d6(ctx: Pick<RuleContext<unknown>, "rng">, purpose: string): number {
  return roll(ctx, 6, purpose);
}

/** The outcome a game writes into its state when it ends (null until then), as a copy. */
export function outcomeOf<S>(result: (s: S) => Outcome | null): (s: S) => Outcome | null {
  return (s) => {
    const r = result(s);
    return r ? structuredClone(r) : null;
  };
}

/**
 * The random legal player, uniform over the complete choice list pending() gives the seat.
 * `noun` names the choices in the recorded pick ("orders": "bot: lord2 chooses among 7 orders").
 */
export function randomLegalBot<S, A>(pending: (s: S) => readonly PendingDecision<A>[], noun?: string): (s: S, seat: SeatId, rng: Rng) => A {
  return (s, seat, rng) =>
    pickLegal(
      pending(s).find((d) => d.seat === seat),
      seat,
      rng,
      noun,
    );
}

/** A uniform pick among a decision's choices: the fallback of the bots that are not uniform everywhere. */
export function pickLegal<A>(decision: PendingDecision<A> | undefined, seat: SeatId, rng: Rng, noun?: string): A {
  if (!decision) throw new Error(`${seat} owes no decision`);
  const choices = decision.choices ?? [];
  if (choices.length === 0) throw new Error(`${seat} owes ${decision.prompt} with no choices`);
  return rng.pick(choices, `bot: ${seat} chooses among ${choices.length}${noun ? ` ${noun}` : ""}`);
}

/** A state that records its result in `result`, as every game so far does. */
interface WithResult {
  result: Outcome | null;
}

/** What a game states about itself; `defineGame` fills in the rest. */
export type GameDefinition<S, A extends { type: string }, O, V> = Omit<
  GameModule<S, A, O>,
  "view" | "outcome" | "bot" | "sampleOptions" | "schemas" | "pending" | "apply"
> & {
  /** The decisions owed; the module's pending() works them out once per state and hands out copies. */
  pending(state: S): readonly PendingDecision<A>[];
  /**
   * The contract's apply, told what the engine knows of this very action object (listed.ts):
   * `legal` (one of the choices listed for this state and seat) needs neither the action schema's
   * parse nor the rule check, `wellFormed` (made by the game's own bot) no parse; null goes the
   * whole way. A game may ignore it.
   */
  apply(state: S, seat: SeatId, action: A, rng: Rng, known: Known | null): ApplyResult<S>;
  /** Typed, so tests and tools read the view without a cast (the contract's returns `unknown`). */
  view(state: S, viewer: Viewer): V;
  schemas: GameSchemas;
  /** Option sets worth playing besides the defaults, as input: parsed here, so defaults apply. */
  sampleOptions?: readonly z.input<GameModule<S, A, O>["optionsSchema"]>[];
  /** Default: `randomLegalBot(pending)`. */
  bot?: GameModule<S, A, O>["bot"];
} & (S extends WithResult ? { outcome?: GameModule<S, A, O>["outcome"] } : { outcome: GameModule<S, A, O>["outcome"] });

/** A game module whose view keeps its type. */
export type DefinedGame<S, A extends { type: string }, O, V> = Omit<GameModule<S, A, O>, "view"> & { view(state: S, viewer: Viewer): V };

/** The module record of a game, with the defaults filled in and the sample options parsed. */
export function defineGame<S, A extends { type: string }, O, V>(def: GameDefinition<S, A, O, V>): DefinedGame<S, A, O, V> {
  const { sampleOptions = [], bot, outcome, pending, apply, ...rest } = def;
  // One listing per state, shared by the game's own reads and the engine's: apply knows a listed
  // action by identity. Callers of the contract's pending() get their own copy of each list.
  const listed = listedOnce(pending);
  const module: DefinedGame<S, A, O, V> = {
    ...rest,
    pending: (s) => listed(s).map((d) => (d.choices ? { ...d, choices: d.choices.slice() } : { ...d })),
    apply: (s, seat, action, rng) => apply(s, seat, action, rng, knownOf(action, s, seat)),
    outcome: outcome ?? outcomeOf((s: S) => (s as unknown as WithResult).result),
    bot: bot ?? randomLegalBot(listed),
    sampleOptions: sampleOptions.map((o) => def.optionsSchema.parse(o)),
  };
  // The runner (pendingOf) reads the shared listing itself, read-only, without the copy.
  shareListing(module, listed);
  return module;
}
