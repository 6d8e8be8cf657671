// What the built-in opponent knows of Double Star (src/engine/opponent/), following secrets.ts:
// the other side's raid target (the Raid, DS 10.3) until the game ends, and the other side's
// formation declaration (DS 6.8, DS 11.2) until both are ready. The target is drawn anew among the
// worlds it could be; a declaration is drawn anew as the other side's own random player would
// make it (ready if it was ready, not yet begun if it was not).
import type { CandidateAsk, OpponentKnowledge, SeatId } from "../../engine/contract";
import { axialDistance } from "../../hex";
import type { Rng } from "../../engine/rng";
import type { DoubleStarAction } from "./actions";
import { cloneState } from "./clone";
import { bodyData, distanceFromStar, STARS, type Side } from "./map";
import { pending } from "./pending";
import { attackOf, defenseOf, industry, population, shipHex } from "./queries";
import { apply } from "./rules";
import { lastTurn } from "./rules/calendar";
import { ownBodies, targetLabel } from "./rules/setup-phase";
import { landingWorlds, planFocus, toLanding } from "./opponent-plan";
import { raidHits } from "./rules/victory";
import { bot } from "./bot";
import { enemyOf, isSide } from "./seats";
import type { DoubleStarState } from "./state";

/** Steps a redrawn declaration may take before it is closed as it stands. */
const DRAFT_STEPS = 60;

function determinize(s: DoubleStarState, seat: SeatId, rng: Rng): DoubleStarState {
  if (!isSide(seat) || s.phase === "over") return s;
  const enemy = enemyOf(seat);
  const hiddenTarget = s.targets[enemy] !== null;
  const draft = s.combat?.current?.drafts[enemy] ?? null;
  if (!hiddenTarget && !draft) return s;
  let next = cloneState(s);
  if (hiddenTarget) {
    const world = rng.pick(targetCandidates(s, seat), "opponent: the enemy's raid target");
    next.targets[enemy] = { world, label: targetLabel(enemy, world) };
  }
  if (draft) next = redraft(next, enemy, draft.ready, rng);
  return next;
}

/**
 * The worlds of `seat` the enemy may have designated: large ones that held `seat`'s industry
 * (still, or lost since). When `seat`'s own raid has hit, the enemy's has not (both hitting
 * would have ended the game), so worlds that lost industry are out.
 */
function targetCandidates(s: DoubleStarState, seat: Side): string[] {
  const lost = s.industryLost[seat];
  const mineHit = raidHits(s)[seat];
  const worlds = ownBodies(seat).filter((b) => {
    if (bodyData(b).disc !== "large") return false;
    const hit = (lost[b] ?? 0) > 0;
    if (mineHit && hit) return false;
    return hit || s.sites.some((st) => st.body === b && st.owner === seat && st.industry > 0);
  });
  return worlds.length
    ? worlds.sort()
    : ownBodies(seat)
        .filter((b) => bodyData(b).disc === "large")
        .sort();
}

/** The enemy's declaration begun again; when it was ready, made anew by its random player. */
function redraft(s: DoubleStarState, enemy: Side, ready: boolean, rng: Rng): DoubleStarState {
  const c = s.combat!.current!;
  c.drafts[enemy] = { groups: [], open: null, ready: false, opened: 0 };
  if (!ready) return s;
  let next = s;
  for (let step = 0; step < DRAFT_STEPS; step++) {
    if (!pending(next).some((d) => d.seat === enemy && d.prompt === "formations")) return next;
    const result = apply(next, enemy, bot(next, enemy, rng), rng);
    if (!result.ok) break;
    next = result.state;
  }
  const result = apply(next, enemy, { type: "formationsReady" }, rng);
  return result.ok ? result.state : next;
}

const share = (mine: number, theirs: number): number => (mine + theirs === 0 ? 0.5 : mine / (mine + theirs));

/** Hexes between the two stars: how far the Chinese have to carry a base. */
const STAR_GAP = axialDistance(STARS[0]!, STARS[1]!);
/** How much the Chinese reach towards An-Nur weighs against the Islamic side's hold (Sneak Attack). */
const REACH_WEIGHT = 0.6;
/** A warship's reach counts for this much of a base carrier's: it escorts, but cannot win alone. */
const ESCORT = 0.4;

/**
 * Sneak Attack (DS 10.1): how near the Chinese are to their only victory, a base set down on a
 * large world of An-Nur (a transport carrying one lands on an empty land hex and sets it down,
 * DS 4.2, 4.5), in [0, 1]: a ship with a base aboard by its hexes to the nearest such world (one
 * with an empty land hex), any other ship at 0.4 by its hexes to An-Nur. Without it the searched
 * Chinese side saw no difference between waiting at home and advancing, and lost on time; with the
 * star's distance alone a carrier could score well beside a world it cannot land on.
 */
function chineseReach(s: DoubleStarState): number {
  let best = 0;
  let worlds: ReturnType<typeof landingWorlds> | null = null;
  for (const ship of s.ships) {
    if (ship.side !== "chinese") continue;
    const hex = shipHex(s, ship);
    if (ship.cargo === "base") {
      worlds ??= landingWorlds(s);
      best = Math.max(best, Math.max(0, 1 - toLanding(s, hex, worlds) / STAR_GAP));
    } else best = Math.max(best, ESCORT * Math.max(0, 1 - distanceFromStar(hex, "an-nur") / STAR_GAP));
  }
  return best;
}

/**
 * How the position looks for `seat`: its share of the fleets (attack plus defence), of the
 * population and of the industry, and what the scenario counts besides — the clock in the Sneak
 * Attack (the Islamic side wins when it runs out, DS 10.1), the raids' hits in the Raid (DS 10.3).
 */
function evaluate(s: DoubleStarState, seat: SeatId): number {
  if (!isSide(seat)) return 0.5;
  const enemy = enemyOf(seat);
  const fleet = { islamic: 0, chinese: 0 };
  for (const ship of s.ships) fleet[ship.side] += attackOf(ship) + defenseOf(s, ship);
  const material =
    0.5 * share(fleet[seat], fleet[enemy]) +
    0.25 * share(population(s, seat), population(s, enemy)) +
    0.25 * share(industry(s, seat), industry(s, enemy));
  switch (s.scenario) {
    case "sneakAttack": {
      const clock = Math.min(1, Math.max(0, s.turn) / lastTurn(s));
      const held = ((seat === "islamic" ? material : 1 - material) * (1 - clock / 2) + clock / 2) * (1 - REACH_WEIGHT * chineseReach(s));
      return seat === "islamic" ? held : 1 - held;
    }
    case "raid": {
      const hits = raidHits(s);
      return 0.5 * material + 0.5 * ((Number(hits[seat]) - Number(hits[enemy]) + 1) / 2);
    }
    case "armageddon":
      return material;
  }
}

/**
 * Smaller budgets than the common ones (150×24, 1,200×48), which cost ~350 ms of CPU a `standard`
 * decision and ~2.9 s a `strong` one, 1.4 s and 5.7 s at the costliest positions (bench/README.md, table 6).
 */
const budgets = {
  standard: { iterations: 60, rolloutSteps: 16, maxWork: 2_200 },
  // thorough: the Chinese plan besieges a world whose every land hex is held (opponent-siege.ts).
  strong: { iterations: 400, rolloutSteps: 24, maxWork: 36_000, thorough: true },
};

/** The listed choices the search weighs: the Sneak Attack's plans (opponent-plan.ts, with the siege at `strong`), else all. */
function weigh(s: DoubleStarState, seat: SeatId, listed: readonly DoubleStarAction[], ask: CandidateAsk): readonly DoubleStarAction[] {
  if (s.scenario !== "sneakAttack") return [];
  const prompt = pending(s).find((d) => d.seat === seat)?.prompt;
  return prompt ? planFocus(s, seat, prompt, listed, ask.thorough) : [];
}

export const opponent: OpponentKnowledge<DoubleStarState, DoubleStarAction> = { determinize, evaluate, budgets, weigh };
