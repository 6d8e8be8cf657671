// What the built-in opponent knows of Barnard's Star (src/engine/opponent/), following secrets.ts.
// The Naronian knows how many reinforcements the Terran has drawn and where each ship is, and the
// bowl's make-up at the start (an option), but not which counter each drawn ship is nor what is
// left in the bowl: those counters are pooled, sorted, and dealt anew. The Terran sees nothing of
// the Naronian purchase before it arrives on turn 1 but the points and whether it is confirmed:
// a purchase is bought anew, as the Naronian might have bought it, within the points and the mix.
import type { CandidateAsk, OpponentKnowledge, RolloutAsk, SeatId } from "../../engine/contract";
import { WORK_COSTS } from "../../engine/opponent/work";
import { newContext } from "../../engine/kit";
import type { Rng } from "../../engine/rng";
import { COUNTERS, isTroopKind, PURCHASES, type Side, TERRAN_FORCES } from "./counters";
import type { BarnardsStarAction } from "./actions";
import { bot } from "./bot";
import type { BarnardsStarEvent } from "./events";
import { lineOf, linePlanned } from "./opponent-lines";
import type { Prompt } from "./owing";
import { pending } from "./pending";
import { beaconsLeft, unitList, unitsChanged } from "./queries";
import { buy, checkBuy } from "./rules/setup-phase";
import { reinforcementUnits } from "./rules/space";
import { type BarnardsStarState, type BowlCounter, cloneState, type Unit } from "./state";

function determinize(s: BarnardsStarState, seat: SeatId, rng: Rng): BarnardsStarState {
  if (seat === "naronian") return dealBowl(s, rng);
  if (seat === "terran" && !s.naronianArrived) return buyForce(s, rng);
  return s;
}

/** The hidden reinforcements and the bowl, dealt again from one sorted pool of their counters. */
function dealBowl(s: BarnardsStarState, rng: Rng): BarnardsStarState {
  const hidden = unitList(s).filter((u) => u.side === "terran" && u.hidden && COUNTERS[u.kind].ship);
  if (hidden.length === 0 && s.bowl.length === 0) return s;
  const pool: BowlCounter[] = [...s.bowl, ...hidden.map((u) => ({ label: u.label!, kind: u.kind as BowlCounter["kind"], jump: u.jump }))];
  // Sorted, so the pool is the same however the hidden counters happen to lie.
  pool.sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
  const dealt = rng.shuffle(pool, "opponent: the bowl and hidden reinforcements");
  const next = cloneState(s);
  const redealt = new Map(hidden.map((u, i) => [u.id, reinforcementUnits(u.id, dealt[i]!, u.where)]));
  // Rebuilt in the state's own order, each ship followed by its cargo as a real draw leaves it.
  const units: Record<string, Unit> = {};
  for (const u of unitList(next)) {
    if (u.where.at === "aboard" && redealt.has(u.where.ship)) continue;
    const made = redealt.get(u.id);
    if (!made) units[u.id] = u;
    else
      for (const x of made) {
        units[x.id] = x;
        // What the Naronian sees of the ship (moved this phase, neutralized …) stays as it was.
        if (x.id === u.id) Object.assign(x, { ...u, kind: x.kind, jump: x.jump, label: x.label });
      }
  }
  next.units = units;
  next.bowl = dealt.slice(hidden.length);
  return next;
}

/**
 * A Naronian purchase the Terran cannot tell from the real one: items bought at random while the
 * points and the counter mix allow, a battalion first; unconfirmed, only some of them so far.
 */
function buyForce(s: BarnardsStarState, rng: Rng): BarnardsStarState {
  const next = cloneState(s);
  for (const u of unitList(s)) if (u.side === "naronian") delete next.units[u.id];
  unitsChanged(next);
  const ctx = newContext<BarnardsStarState, BarnardsStarEvent>(next, null);
  const wanted = s.forceConfirmed ? Number.POSITIVE_INFINITY : rng.int(12);
  const first = (["jumpBattalion", "regularBattalion"] as const).filter((item) => !checkBuy(next, { type: "buy", item }));
  if (first.length && s.forceConfirmed) buy(ctx, { type: "buy", item: rng.pick(first, "opponent: a battalion") });
  for (let n = 0; n < wanted; n++) {
    const items = PURCHASES.filter((item) => !checkBuy(next, { type: "buy", item }));
    if (!items.length) break;
    buy(ctx, { type: "buy", item: rng.pick(items, "opponent: an item of the Naronian force") });
  }
  return next;
}

/** A unit's worth in the evaluation: troops by assault strength, ships by support strength. */
function worth(u: Unit): number {
  const c = COUNTERS[u.kind];
  if (isTroopKind(u.kind)) return c.assault ?? 0;
  return c.ship && !c.defendsOnly ? c.support / 2 : 0;
}

/** Still in play for the evaluation: not eliminated nor withdrawn (cargo counts as its ship). */
const inPlay = (s: BarnardsStarState, u: Unit): boolean => {
  const w = u.where.at === "aboard" ? (s.units[u.where.ship]?.where ?? u.where) : u.where;
  return w.at !== "eliminated" && w.at !== "withdrawn";
};

/**
 * The Naronian wins by taking every beacon or every Terran troop, the Terran by every Naronian
 * troop (BS 16.4): the Naronian's share of the troops and warships still in play, weighed with
 * the beacons he has taken; the Terran's is the rest.
 */
function evaluate(s: BarnardsStarState, seat: SeatId): number {
  const strength: Record<Side, number> = { naronian: 0, terran: 0 };
  for (const u of unitList(s)) if (inPlay(s, u)) strength[u.side] += worth(u);
  const all = strength.naronian + strength.terran;
  const share = all === 0 ? 0.5 : strength.naronian / all;
  const beaconsTaken = s.turn === 0 ? 0 : 1 - beaconsLeft(s) / TERRAN_FORCES.B;
  const naronian = 0.7 * share + 0.3 * beaconsTaken;
  return seat === "naronian" ? naronian : 1 - naronian;
}

/**
 * Where the plan (opponent-plan.ts; at `strong` the Naronian's `bait` line, opponent-lines.ts) names a choice, the search weighs it alone at `standard` (one
 * candidate: the plan is played) and beside the phase's way out at `strong` (end the phase, add no
 * support, stay in orbit …): the listed choices run to hundreds (every unit's reach, every hex), far
 * more than tens of iterations can weigh. Where the plan has no view (placement, retreats,
 * counterattacks, teleports) the search weighs every choice.
 */
function weigh(s: BarnardsStarState, seat: SeatId, choices: readonly BarnardsStarAction[], ask: CandidateAsk): BarnardsStarAction[] {
  ask.work(choices.length * WORK_COSTS.choice);
  const prompt = promptOf(s, seat);
  const pick = prompt ? linePlanned(s, seat, prompt, choices, lineOf(s, ask.thorough)) : null;
  if (!pick) return [];
  if (ask.sampled <= 1) return [pick];
  const out = choices.find((c) => c !== pick && WAYS_OUT.has(c.type));
  return out ? [pick, out] : [pick];
}

/** The choices that end or decline a step of the sequence of play. */
const WAYS_OUT = new Set<BarnardsStarAction["type"]>([
  "endMovement",
  "endInteraction",
  "stayInOrbit",
  "endCombat",
  "declineSupport",
  "endDispatch",
  "endDefenseFire",
  "endSupportMoves",
]);

/**
 * What the plan spends reading a listed choice, in work units: a search whose rollouts play it cost
 * ~3× as much per unit counted without it (125 against 40 µs, loaded, bench/README.md 6i), so each
 * choice it reads counts 0.05 beside the 0.02 of its listing.
 */
const PLAN_COST = 0.05;

/** A rollout plays the plan where it names a choice, else as the random bot (which ends phases readily). */
function play(s: BarnardsStarState, seat: SeatId, choices: readonly BarnardsStarAction[], rng: Rng, ask: RolloutAsk): BarnardsStarAction {
  ask.work(choices.length * PLAN_COST);
  const prompt = promptOf(s, seat);
  return (prompt ? linePlanned(s, seat, prompt, choices, lineOf(s, ask.thorough)) : null) ?? bot(s, seat, rng);
}

const promptOf = (s: BarnardsStarState, seat: SeatId): Prompt | undefined =>
  pending(s).find((d) => d.seat === seat)?.prompt as Prompt | undefined;

/**
 * A search step here (list the seat's whole choice, then apply) costs ~230 µs of a quiet core, four
 * times Star Battle's: a movement or landing decision lists hundreds of actions (every unit's
 * reach, every hex). With the common budgets (150×24, 1,200×48) a `standard` decision took
 * ~0.6 s and `strong` over 10 s; these fit the levels' CPU bounds (bench/README.md, table 5b).
 * Rollouts that play the plan (which scores every listed move) cost more per work unit than the
 * random ones did; the plan's reading is counted (PLAN_COST) and `strong`'s cap went 45,000 → 15,000 (bench/README.md, 6i).
 */
const budgets = {
  standard: { iterations: 36, rolloutSteps: 12, maxWork: 5_000, sampledActions: 1 },
  strong: { iterations: 250, rolloutSteps: 16, maxWork: 15_000, sampledActions: 2, thorough: true },
};

export const opponent: OpponentKnowledge<BarnardsStarState, BarnardsStarAction> = { determinize, evaluate, budgets, weigh, play };
