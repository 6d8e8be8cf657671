// The engine contract (ARCHITECTURE §2): the only thing the platform knows about a game.
// A game module is pure and deterministic: no I/O, no clock, no Math.random. Every die
// roll comes from the Rng the platform hands in, and every state change goes through apply.
import type { z } from "zod";
import type { Rng } from "./rng";

/** A seat id, e.g. "lord1" or "terran". Spectators are `null`. */
export type SeatId = string;
export type Viewer = SeatId | null;

export interface SeatSpec {
  id: SeatId;
  name: string;
  /** Played by the server itself (the Last Starfighter drone); no player may take it. */
  automaton?: boolean;
}

/** Something that happened, in the past tense (`ShipMoved`). Games add their own fields. */
export interface GameEvent {
  type: string;
  [field: string]: unknown;
}

/** A decision owed by one seat now. Several may be owed at once. */
export interface PendingDecision<A> {
  seat: SeatId;
  /** Machine-readable kind of prompt, e.g. "turn", "placement", "battle". */
  prompt: string;
  /** A short human text: what the seat is asked to decide. */
  text: string;
  /** Complete actions that can be posted as they are (finite choice spaces). */
  choices?: A[];
  /** Where the choices are continuous: the bounds, in the game's own shape. */
  bounds?: unknown;
}

export interface RuleViolation {
  ok: false;
  /** Stable machine code, e.g. "CLUBS_CANNOT_BUILD". */
  code: string;
  /** Human explanation, in our own words. */
  message: string;
  /** The rule it rests on, e.g. "Star Battle, Turn Sequence: Build a Ship". */
  rule: string;
}

export interface Applied<S> {
  ok: true;
  state: S;
  events: GameEvent[];
}

export type ApplyResult<S> = Applied<S> | RuleViolation;

export type VictoryKind = "decisive" | "marginal" | "strategic" | "tactical" | "stalemate" | "draw" | "score" | "elimination" | "forfeit";

export interface Outcome {
  winners: SeatId[];
  kind: VictoryKind;
  /** Why the game ended, in a sentence. */
  reason: string;
  /** Final scores where the game keeps them. */
  scores?: Record<SeatId, number>;
}

/**
 * The zod schemas of what a game sends across the API: the one source from which its TypeScript
 * types (`z.infer`), the OpenAPI components, the GraphQL types and the SDK's types are made.
 * The conformance suite parses real views, events and bounds under them in seeded playouts.
 */
export interface GameSchemas {
  /** What `view(state, viewer)` returns, for any viewer (spectator or seat). */
  view: z.ZodType;
  /** Every event as `redact` gives it to any viewer: a discriminated union on `type`. */
  event: z.ZodType;
  /** The `bounds` of a pending decision, for prompts that have them. */
  bounds: z.ZodType;
}

export interface GameModule<S = unknown, A extends { type: string } = { type: string }, O = unknown> {
  id: string;
  title: string;
  /** Pinned into every game at creation; a game is always replayed by its own version. */
  rulesVersion: string;
  /** Options with defaults; `parse({})` yields the defaults. */
  optionsSchema: z.ZodType<O>;
  /** Every action the game accepts: a discriminated union on `type`. */
  actionSchema: z.ZodType<A>;
  /** The shapes of its view, events and bounds (optional until every game states them). */
  schemas?: GameSchemas;
  /** The seats a game with these options has (it may depend on the player count). */
  seats(options: O): SeatSpec[];
  setup(options: O, rng: Rng): S;
  pending(state: S): PendingDecision<A>[];
  /**
   * Optional: the seats pending() lists, in its order, without working out their decisions. For a
   * game whose decisions are costly to list (Iron Stars' bounds for every ship to move or fire), so
   * that asking who acts next (runner.ts awaitingSeats, at every step) does not list them all. It
   * must agree with pending() in every state; the conformance suite checks that it does.
   */
  owing?(state: S): readonly SeatId[];
  /** Must not mutate `state`. A refused action returns a RuleViolation and changes nothing. */
  apply(state: S, seat: SeatId, action: A, rng: Rng): ApplyResult<S>;
  view(state: S, viewer: Viewer): unknown;
  /** What `viewer` may see of an event; `null` when it may see nothing of it. */
  redact(event: GameEvent, viewer: Viewer): GameEvent | null;
  outcome(state: S): Outcome | null;
  /** A legal action for `seat`, which must owe a decision. */
  bot(state: S, seat: SeatId, rng: Rng): A;
  /** Invariants checked by the conformance suite after every step; throws on a broken one. */
  assert(state: S): void;
  /**
   * A seat leaves the game (resignation or forfeit). The game decides what that means:
   * in a two-seat game the other side wins; in a larger one play goes on without it.
   */
  resign(state: S, seat: SeatId): Applied<S>;
  /**
   * For the conformance suite: string values `viewer` must never be able to read in its view
   * or its redacted events (another seat's cards, the deck order, a sealed order).
   */
  secrets(state: S, viewer: Viewer): string[];
  /** For the conformance suite: option sets worth playing besides the defaults. */
  sampleOptions: O[];
  /** What the built-in opponent needs to search this game honestly (src/engine/opponent/). */
  opponent?: OpponentKnowledge<S, A>;
}

/** What the search tells a game's candidate generator (OpponentKnowledge.candidates). */
export interface CandidateAsk {
  /** The most candidates the search wants. */
  sampled: number;
  /** Whether the decision is the searching seat's own, at the root of its tree. */
  root: boolean;
  /** Whether the level asks for the game's costlier knowledge (LevelBudget.thorough). */
  thorough: boolean;
  /** Counts work spent, in work units (an engine step is 1). */
  work(units: number): void;
}

/** What the search tells a game's rollout policy (OpponentKnowledge.rollout). */
export interface RolloutAsk {
  /** Whether the level asks for the game's costlier knowledge (LevelBudget.thorough). */
  thorough: boolean;
  /** Counts work spent beyond the one bot draw the search already counts, in work units. */
  work(units: number): void;
}

/** What the search tells a game's evaluation (OpponentKnowledge.evaluate) about the search it scores for. */
export interface EvaluateAsk {
  /** The seat the search chooses for: the leaf was reached from a state drawn from its view. */
  searcher: SeatId;
  /** Whether the level asks for the game's costlier knowledge (LevelBudget.thorough). */
  thorough: boolean;
}

/** A level's search budget (src/engine/opponent/search.ts): iterations, rollout length, and a cap on the work. */
export interface LevelBudget {
  iterations: number;
  rolloutSteps: number;
  /** The most candidates a decision weighs where the game chooses them (OpponentKnowledge.candidates, .weigh). */
  sampledActions?: number;
  /** Where given, no iteration starts once this much work (src/engine/opponent/work.ts) is spent. */
  maxWork?: number;
  /**
   * Where true, the game's hooks may spend more per call (candidates deeper in the tree, rollouts
   * that play with purpose): what a bigger budget buys besides more iterations of the same.
   */
  thorough?: boolean;
}

export interface OpponentKnowledge<S, A = never> {
  /**
   * A state `seat` cannot tell from `state`: everything hidden from the seat (another's hand, the
   * deck's order, a sealed order) drawn anew from `rng`. It must depend only on what the seat may
   * see: two states the seat sees alike give the same draws for the same `rng` (tested per game).
   */
  determinize(state: S, seat: SeatId, rng: Rng): S;
  /**
   * How good `state` looks for `seat`, in [0, 1], where a rollout is cut short (default ½). `ask`
   * (given by the search, absent elsewhere) says whose search it is and whether its level is
   * thorough, so a game may score a leaf with costlier or seat-specific knowledge.
   */
  evaluate?(state: S, seat: SeatId, ask?: EvaluateAsk): number;
  /**
   * The game's own search budgets where its steps cost too much for the common ones to keep a
   * decision within its level's CPU bound (src/engine/opponent/levels.ts).
   */
  budgets?: { standard?: LevelBudget; strong?: LevelBudget };
  /**
   * What a work unit costs in `state` beside the positions the budgets' caps were set at (1 there,
   * more where a game's step and copy grow with the table: more players, a bigger map). The search
   * divides `maxWork` by it, so a decision on a bigger position stops at about the same CPU rather
   * than at the same count. Read only from what every seat sees (the seats, the map's size), so the
   * choice stays a pure function of the view; default 1.
   */
  workScale?(state: S): number;
  /**
   * Where a decision is given as bounds, the actions the search weighs for `seat` (at most
   * `ask.sampled`), chosen with the game's knowledge rather than drawn from its random bot; an empty
   * list leaves the choice to the bot's samples. `ask.root` says whether this is the searching
   * seat's own decision (the root, where the search hands it the true state) or one deeper in the
   * tree, met again every iteration (where a costly generator may leave it to the bot). It reads
   * only what `seat` may see, draws only from `rng`, and counts what it spends with `ask.work` (in
   * src/engine/opponent/work.ts's units), so the work cap still bounds the search.
   */
  candidates?(state: S, seat: SeatId, rng: Rng, ask: CandidateAsk): A[];
  /**
   * Where a decision is given as bounds, what a rollout plays for `seat` (default: the random bot's
   * action). Reads only what `seat` may see, draws only from `rng`, counts its work with `ask.work`.
   */
  rollout?(state: S, seat: SeatId, rng: Rng, ask: RolloutAsk): A;
  /**
   * Where a decision lists its choices, the ones the search weighs for `seat`: some of `choices`
   * (the very objects; as a rule at most `ask.sampled`, though a plan's one step is enough), chosen
   * with the game's knowledge of what matters (a plan's next step, the moves that matter), at the
   * root and in the tree; where the game has no `play`, rollouts draw among them too. An empty list
   * weighs them all (as without the hook). Where a game lists hundreds of choices (every unit's
   * reach) a budget of tens of iterations cannot weigh them all. Asked that often, it must be cheap;
   * it reads only what `seat` may see, draws nothing, and counts what it spends with `ask.work`.
   */
  weigh?(state: S, seat: SeatId, choices: readonly A[], ask: CandidateAsk): readonly A[];
  /**
   * Where a decision lists its choices, what a rollout plays for `seat` among them (default: one
   * uniformly), counting what it spends with `ask.work` (work.ts's units) so the cap still bounds it.
   */
  play?(state: S, seat: SeatId, choices: readonly A[], rng: Rng, ask: RolloutAsk): A;
  /**
   * For games where a seat commits to a hidden choice and reveals it later (sealed orders): the
   * search and the bots seal with a nonce anyone can work out, so a player could open the
   * opponent's commitment before making their own. The room holds `secret` (from the game's
   * seed, hidden until the game is over): `seal` re-makes the chosen commitment with it, and
   * `reveal` answers the reveal of such a commitment (null when the seat owes none).
   */
  sealed?: {
    seal(state: S, seat: SeatId, action: unknown, secret: string): unknown;
    reveal(state: S, seat: SeatId, secret: string): unknown;
  };
}

export type AnyGameModule = GameModule;

export function violation(code: string, rule: string, message: string): RuleViolation {
  return { ok: false, code, rule, message };
}

export function applied<S>(state: S, events: GameEvent[]): Applied<S> {
  return { ok: true, state, events };
}

/** Ends every `switch` over a union: a new variant that is not handled fails to compile. */
export function unreachable(value: never): never {
  throw new Error(`unhandled variant: ${JSON.stringify(value)}`);
}
