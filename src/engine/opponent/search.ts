// One search for every game: single-observer information-set Monte Carlo tree search
// (Cowling, Powley & Whitehouse, 2012) over the engine contract. Each iteration draws a state the
// searching seat cannot tell from the true one (the game's `determinize`, which sees only what the
// seat sees), walks the shared tree by UCB restricted to the actions available in that draw, adds
// one node, plays on at random for a bounded number of steps and scores the end (the outcome, or
// the game's `evaluate` where the rollout was cut short). A game's knowledge may narrow what is
// weighed and drawn: `candidates` and `rollout` where a decision is given as bounds, `weigh` and
// `play` where it is listed. The choice is a pure function of the seat's information and the seed: no clock, and the dice of the search are its own stream.
import type { CandidateAsk, EvaluateAsk, GameModule, PendingDecision, SeatId } from "../contract";
import { awaitingSeats, pendingOf } from "../runner";
import { SearchRng } from "./search-rng";
import { WorkMeter } from "./work";

export interface SearchBudget {
  /** Iterations (determinize, select, expand, roll out, back up). */
  iterations: number;
  /** Random steps after the tree before the rollout is scored by `evaluate`. */
  rolloutSteps: number;
  /** Actions sampled from the game's bot where a decision lists no choices (bounds only). */
  sampledActions?: number;
  /** The most nodes the tree may hold (default MAX_TREE_NODES); beyond it iterations still run but add none. */
  maxNodes?: number;
  /**
   * The most work (work.ts: engine steps, choices listed, draws of the hidden) a decision may
   * spend: no iteration starts once it is spent. Where a position is cheap the iterations run out
   * first and the cap changes nothing; where every rollout is long and crowded it ends the search
   * early. Counted, not timed, so the choice stays a pure function of the view and the seed.
   */
  maxWork?: number;
  /** Whether the game's hooks may spend more per call (LevelBudget.thorough in the contract). */
  thorough?: boolean;
}

/** What a search chose and what it spent. */
export interface SearchResult<A> {
  action: A;
  /** Nodes the tree grew to (for the size bound). */
  nodes: number;
  /** Iterations run: the budget's, or fewer where `maxWork` ended the search. */
  iterations: number;
  /** Work spent, in work.ts's units. */
  work: number;
  /** Whether `maxWork` ended the search before its iterations ran out. */
  capped: boolean;
  /** The tree itself, for measuring what it holds in memory (bench/decisions.ts). */
  tree: unknown;
}

/**
 * The tree's size bound. A node holds one edge (its action, counts and an empty map): a few
 * hundred bytes with the action's JSON, so 50,000 of them stay well inside 32 MB of a Worker's
 * 128 MB. Each iteration adds at most one node, so only a budget over 50,000 iterations meets it.
 */
export const MAX_TREE_NODES = 50_000;

/** How much exploring UCB does: √2, the textbook value for rewards in [0, 1]. */
const EXPLORATION = Math.SQRT2;

interface Edge<A> {
  action: A;
  actor: SeatId;
  visits: number;
  /** The sum of the actor's rewards through this edge. */
  reward: number;
  /** Iterations in which this action was available when its node was reached. */
  available: number;
  node: TreeNode<A>;
}

interface TreeNode<A> {
  edges: Map<string, Edge<A>>;
}

const keyOf = (action: unknown) => JSON.stringify(action);

/**
 * The actions a seat may choose among in `state`: the listed choices, or — for a decision given as
 * bounds — the game's own candidates where it offers them (OpponentKnowledge.candidates), else
 * distinct actions drawn from the game's bot.
 */
export function candidates<S, A extends { type: string }>(
  game: GameModule<S, A>,
  state: S,
  seat: SeatId,
  rng: SearchRng,
  sampled = 6,
  work = new WorkMeter(),
  root = false,
  thorough = false,
): A[] {
  // pendingOf: the runner's memo of this state's decisions (awaitingSeats has worked them out
  // already unless the game says who owes by itself: contract.ts owing).
  const decision = (pendingOf(game, state) as PendingDecision<A>[]).find((d) => d.seat === seat);
  work.listed(decision?.choices?.length ?? 0);
  if (decision?.choices?.length)
    return weighed(game, state, seat, decision.choices, { sampled, root, thorough, work: (units) => work.spend(units) });
  const chosen = game.opponent?.candidates?.(state, seat, rng, { sampled, root, thorough, work: (units) => work.spend(units) });
  rng.rolls.length = 0;
  if (chosen?.length) return chosen;
  const out = new Map<string, A>();
  for (let i = 0; i < sampled * 2 && out.size < sampled; i++) {
    work.bot();
    const action = game.bot(state, seat, rng);
    rng.rolls.length = 0;
    out.set(keyOf(action), action);
  }
  return [...out.values()];
}

/** The listed choices the game's knowledge keeps (OpponentKnowledge.weigh), or all of them. */
function weighed<S, A extends { type: string }>(game: GameModule<S, A>, state: S, seat: SeatId, listed: A[], ask: CandidateAsk): A[] {
  const kept = game.opponent?.weigh?.(state, seat, listed, ask);
  return kept?.length ? [...kept] : listed;
}

/** The first seat owing a decision, in seat order: one fixed order, so the tree's levels mean one thing. */
function actorOf<S>(game: GameModule<S>, state: S): SeatId | undefined {
  return awaitingSeats(game, state)[0];
}

/** Each seat's reward in [0, 1] for a state: 1 to a sole winner, shared when several win, ½ each in a draw. */
function rewards<S>(game: GameModule<S>, state: S, ask: EvaluateAsk): (seat: SeatId) => number {
  const outcome = game.outcome(state);
  if (!outcome) return (seat) => game.opponent?.evaluate?.(state, seat, ask) ?? 0.5;
  const winners = new Set(outcome.winners);
  if (winners.size === 0 || outcome.kind === "draw" || outcome.kind === "stalemate") return () => 0.5;
  return (seat) => (winners.has(seat) ? 1 / winners.size : 0);
}

function applied<S, A extends { type: string }>(
  game: GameModule<S, A>,
  state: S,
  seat: SeatId,
  action: A,
  rng: SearchRng,
  work: WorkMeter,
): S | null {
  work.step();
  const result = game.apply(state, seat, action, rng);
  rng.rolls.length = 0; // a search records nothing: its draws are not the game's dice
  return result.ok ? result.state : null;
}

/**
 * The action the search picks for `seat`, which must owe a decision in `state`. `state` is the true
 * state: the search reads it only through `determinize`, and the root's choices are the ones the
 * seat is shown. Ties go to the earlier choice.
 */
export function searchAction<S, A extends { type: string }>(
  game: GameModule<S, A>,
  state: S,
  seat: SeatId,
  seed: string,
  budget: SearchBudget,
): A {
  return search(game, state, seat, seed, budget).action;
}

/** The game's work scale at `state` (OpponentKnowledge.workScale), never below 1: a scale only tightens the cap. */
export function workScaleOf<S, A extends { type: string }>(game: GameModule<S, A>, state: S): number {
  return Math.max(1, game.opponent?.workScale?.(state) ?? 1);
}

/** The search itself: the chosen action and what the search spent on it. */
export function search<S, A extends { type: string }>(
  game: GameModule<S, A>,
  state: S,
  seat: SeatId,
  seed: string,
  budget: SearchBudget,
): SearchResult<A> {
  const determinize = game.opponent?.determinize;
  if (!determinize) throw new Error(`${game.id} has no determinize: its opponent cannot search without seeing hidden information`);
  const rng = new SearchRng(seed);
  const work = new WorkMeter();
  const rootChoices = candidates(game, state, seat, rng, budget.sampledActions, work, true, budget.thorough);
  const leafAsk: EvaluateAsk = { searcher: seat, thorough: budget.thorough ?? false };
  if (rootChoices.length === 0) throw new Error(`${seat} owes no decision`);
  const root: TreeNode<A> = { edges: new Map() };
  // The root's choices are the same objects in every iteration: their keys are made once, not
  // once per iteration each (JSON.stringify of every choice was an eighth of a wide root's search).
  const rootKeys = rootChoices.map(keyOf);
  if (rootChoices.length === 1) return { action: rootChoices[0]!, nodes: 1, iterations: 0, work: work.spent, capped: false, tree: root };
  const maxNodes = Math.min(budget.maxNodes ?? MAX_TREE_NODES, MAX_TREE_NODES);
  // A bigger position costs more a work unit (OpponentKnowledge.workScale): the cap shrinks to match.
  const maxWork = (budget.maxWork ?? Number.POSITIVE_INFINITY) / workScaleOf(game, state);
  let nodes = 1;
  let i = 0;

  // The cap is looked at between iterations only: an iteration it does not stop runs exactly as
  // it would without a cap, so where the iterations run out first the choice is the uncapped one.
  for (; i < budget.iterations && work.spent < maxWork; i++) {
    work.copy();
    let s = determinize(state, seat, rng);
    rng.rolls.length = 0;
    let node = root;
    const path: Edge<A>[] = [];
    let expanded = false;
    // Selection and expansion. At the root the searching seat moves, among the choices it is shown.
    while (!expanded && !game.outcome(s)) {
      const actor = path.length === 0 ? seat : actorOf(game, s);
      if (actor === undefined) break;
      const actions =
        path.length === 0 ? rootChoices : candidates(game, s, actor, rng, budget.sampledActions, work, false, budget.thorough);
      if (actions.length === 0) break;
      const untried: A[] = [];
      const untriedKeys: string[] = [];
      let best: Edge<A> | undefined;
      let bestScore = -1;
      for (let k = 0; k < actions.length; k++) {
        const action = actions[k]!;
        const key = path.length === 0 ? rootKeys[k]! : keyOf(action);
        const edge = node.edges.get(key);
        if (!edge) {
          untried.push(action);
          untriedKeys.push(key);
          continue;
        }
        edge.available++;
        const score = edge.reward / edge.visits + EXPLORATION * Math.sqrt(Math.log(edge.available) / edge.visits);
        if (score > bestScore) [best, bestScore] = [edge, score];
      }
      let edge: Edge<A>;
      if (untried.length && nodes >= maxNodes) {
        // The tree is full: play an untried action without keeping it, then roll out from there.
        const next = applied(game, s, actor, untried[rng.int(untried.length)]!, rng, work);
        if (next) s = next;
        break;
      }
      if (untried.length) {
        const pick = rng.int(untried.length);
        const action = untried[pick]!;
        edge = { action, actor, visits: 0, reward: 0, available: 1, node: { edges: new Map() } };
        node.edges.set(untriedKeys[pick]!, edge);
        nodes++;
        expanded = true;
      } else edge = best!;
      const next = applied(game, s, actor, edge.action, rng, work);
      if (!next) {
        // Not legal in this draw (a choice that depends on what was drawn): count it as a loss here.
        if (node.edges.delete(keyOf(edge.action))) nodes -= 1 + subtreeSize(edge.node);
        break;
      }
      path.push(edge);
      s = next;
      node = edge.node;
    }
    // Rollout: random legal play (the game's policy, or among what it weighs), cut short after a bounded number of steps.
    for (let step = 0; step < budget.rolloutSteps && !game.outcome(s); step++) {
      const awaiting = awaitingSeats(game, s);
      if (!awaiting.length) break;
      const actor = awaiting[rng.int(awaiting.length)]!;
      const choices = (pendingOf(game, s) as PendingDecision<A>[]).find((d) => d.seat === actor)?.choices;
      work.listed(choices?.length ?? 0);
      if (!choices?.length) work.bot();
      const thorough = budget.thorough ?? false;
      const action = choices?.length
        ? listedRollout(game, s, actor, choices, rng, thorough, work)
        : rolloutAction(game, s, actor, rng, thorough, work);
      const next = applied(game, s, actor, action, rng, work);
      if (!next) break;
      s = next;
    }
    const reward = rewards(game, s, leafAsk);
    for (const edge of path) {
      edge.visits++;
      edge.reward += reward(edge.actor);
    }
  }

  let chosen = rootChoices[0]!;
  let most = -1;
  for (let k = 0; k < rootChoices.length; k++) {
    const action = rootChoices[k]!;
    const visits = root.edges.get(rootKeys[k]!)?.visits ?? 0;
    if (visits > most) [chosen, most] = [action, visits];
  }
  return { action: chosen, nodes, iterations: i, work: work.spent, capped: i < budget.iterations, tree: root };
}

/** What a rollout plays where a decision is given as bounds: the game's rollout policy, else its bot. */
function rolloutAction<S, A extends { type: string }>(
  game: GameModule<S, A>,
  state: S,
  seat: SeatId,
  rng: SearchRng,
  thorough: boolean,
  work: WorkMeter,
): A {
  const policy = game.opponent?.rollout;
  return policy ? policy(state, seat, rng, { thorough, work: (units) => work.spend(units) }) : game.bot(state, seat, rng);
}

/**
 * What a rollout plays where a decision lists its choices: the game's policy (OpponentKnowledge.play),
 * else one drawn uniformly among those the game weighs (OpponentKnowledge.weigh, asked for one
 * choice off the root), else among all of them.
 */
function listedRollout<S, A extends { type: string }>(
  game: GameModule<S, A>,
  state: S,
  seat: SeatId,
  choices: A[],
  rng: SearchRng,
  thorough: boolean,
  work: WorkMeter,
): A {
  const policy = game.opponent?.play;
  if (!policy) {
    const kept = game.opponent?.weigh
      ? weighed(game, state, seat, choices, { sampled: 1, root: false, thorough, work: (units) => work.spend(units) })
      : choices;
    return kept[rng.int(kept.length)]!;
  }
  const action = policy(state, seat, choices, rng, { thorough, work: (units) => work.spend(units) });
  rng.rolls.length = 0;
  return action;
}

/** The nodes below `node` (a dropped edge takes them with it). */
function subtreeSize<A>(node: TreeNode<A>): number {
  let n = 0;
  for (const edge of node.edges.values()) n += 1 + subtreeSize(edge.node);
  return n;
}
