// The moves the built-in opponent weighs (opponent.ts). A move is posted as numbers (IS 10.1), so
// the search cannot list them; drawn from the random bot, its few samples were mostly aimless. These
// are drawn with purpose instead: for the first ship still to move, the straight run and the turns
// toward the nearest enemy, onto a broadside, away from it and to either limit, at the shortest,
// middle and longest distance the bounds allow (IS 5.1–5.5). Each end is scored by what the ship
// can then be expected to fire (IS 6.2–6.6, priced as the evaluation prices a damage point) less
// what the enemy can be expected to fire at it there, counting only the guns for which it would be
// a better target than any other of its side: staying out of the enemy's best arcs. The best few
// that the rules allow are the search's candidates. A thorough level (`strong`) also meets moves
// deeper in its tree and in its rollouts, every iteration: there it scores only a few ends and
// draws none, so it costs under half as much and a state met twice is offered the same ends.
import type { SeatId } from "../../engine/contract";
import { vouch } from "../../engine/listed";
import type { Rng } from "../../engine/rng";
import type { MoveShipAction } from "./actions";
import { nearestEnemy, turnToward } from "./bot";
import { shotValue } from "./evaluation";
import { arcsOf, distance, normDeg, type Point } from "./geometry";
import { unmovedIn } from "./per-state";
import { counter, liveFleet, otherSeat } from "./queries";
import { allowanceInArc, type WeaponProfile, weaponsOf } from "./rules/fire";
import { moveBounds, planForward, turnSplits } from "./rules/move-plan";
import { checkMoveShip } from "./rules/movement";
import { edgeAt, rangeEdge } from "./opponent-range";
import type { IronStarsState, Ship } from "./state";
import { INCH } from "./tables";
import { sightBlocker } from "./terrain";

type Live = Ship & { position: Point };

interface Pose {
  position: Point;
  facing: number;
}

/** What one weapon fired from `from` at `target` (lying at `at`) can be expected to score, in VP. */
function expected(s: IronStarsState, firer: Ship, from: Pose, profile: WeaponProfile, target: Ship, at: Point): number {
  const range = distance(from.position, at);
  if (range >= profile.maxRange || sightBlocker(s, from.position, at)) return 0;
  let guns = 0;
  for (const arc of arcsOf(from.position, from.facing, counter(firer), at)) guns = Math.max(guns, allowanceInArc(profile, arc));
  if (guns <= 0) return 0;
  const value = shotValue(s, profile, guns, target, range);
  return profile.torpedoLike ? value / 2 : value;
}

/** A ship's reach into the enemy from a pose: each weapon at its best target (as evaluation.ts's threat). */
function offence(s: IronStarsState, ship: Live, pose: Pose, enemies: Live[]): number {
  let total = 0;
  for (const profile of weaponsOf(s, ship)) {
    let best = 0;
    for (const e of enemies) best = Math.max(best, expected(s, ship, pose, profile, e, e.position));
    total += best;
  }
  return total;
}

/** Each enemy weapon with what it can already expect against the other ships of the mover's side. */
function enemyGuns(s: IronStarsState, ship: Live, enemies: Live[]): { e: Live; profile: WeaponProfile; elsewhere: number }[] {
  const friends = liveFleet(s, ship.side).filter((x) => x.id !== ship.id);
  const out: { e: Live; profile: WeaponProfile; elsewhere: number }[] = [];
  for (const e of enemies) {
    for (const profile of weaponsOf(s, e)) {
      let elsewhere = 0;
      for (const f of friends) elsewhere = Math.max(elsewhere, expected(s, e, e, profile, f, f.position));
      out.push({ e, profile, elsewhere });
    }
  }
  return out;
}

/** What the enemy gains by the ship lying at `pose`: for each of its weapons, how much better a target the ship is there. */
function exposure(s: IronStarsState, ship: Live, pose: Pose, guns: ReturnType<typeof enemyGuns>): number {
  let total = 0;
  for (const { e, profile, elsewhere } of guns) total += Math.max(0, expected(s, e, e, profile, ship, pose.position) - elsewhere);
  return total;
}

/**
 * Ends to try: straight, and turned toward, across, away and to both limits, at the least, middle,
 * most and a random distance. With no `rng` (deeper in the tree and in rollouts, met again and
 * again) the few that matter most and nothing drawn: straight, toward and onto either broadside
 * at the middle and the most distance, so a state met twice is offered the same ends.
 */
function trialsFor(ship: Live, b: ReturnType<typeof moveBounds>, target: Point, rng: Rng | null): MoveShipAction[] {
  const mid = Math.round((b.minDistance + b.maxDistance) / 2);
  const totals = rng
    ? [...new Set([b.minDistance, mid, b.maxDistance, b.minDistance + rng.int(b.maxDistance - b.minDistance + 1)])]
    : [...new Set([mid, b.maxDistance])];
  const out: MoveShipAction[] = [];
  for (const total of totals) {
    out.push({ type: "moveShip", ship: ship.id, first: total, turn: 0, second: 0, mines: 0 });
    if (!b.mayTurn || total === 0) continue;
    for (const split of turnSplits(b, total)) {
      const pivot = planForward(ship, split.first, 0, 0).path.to;
      const toward = turnToward(pivot, ship.facing, target);
      const wanted = rng
        ? [toward, toward + 90, toward - 90, toward + 180, split.limit, -split.limit, rng.int(2 * split.limit + 1) - split.limit]
        : [toward, toward + 90, toward - 90];
      const turns = new Set(wanted.map((t) => clampTurn(t, split.limit)).filter((t) => t !== 0));
      for (const turn of turns) out.push({ type: "moveShip", ship: ship.id, first: split.first, turn, second: split.second, mines: 0 });
    }
  }
  return out;
}

/** A turn in −180..180 held within the split's limit. */
function clampTurn(turn: number, limit: number): number {
  const d = normDeg(turn);
  const signed = d > 180 ? d - 360 : d;
  return Math.max(-limit, Math.min(limit, signed));
}

/** How much of its fleet's edge at a range (divided among its ships) a ship's end is given. */
const EDGE_SHARE = 0.5;

/** The range from `at` to the nearest of `enemies`. */
function nearestRange(at: Point, enemies: Live[]): number {
  let least = Number.POSITIVE_INFINITY;
  for (const e of enemies) least = Math.min(least, distance(at, e.position));
  return least;
}

/**
 * Up to `wanted` moves for `seat`'s first ship still to move, the best-scored first, each one the
 * rules allow (vouched as legal for this state). `work(n)` is told what the scoring cost. With
 * `rng` null the few ends of `trialsFor` without draws: cheaper, and the same for the same state.
 */
export function moveCandidates(
  s: IronStarsState,
  seat: SeatId,
  rng: Rng | null,
  wanted: number,
  work: (units: number) => void,
  byRange = false,
): MoveShipAction[] {
  const ship = unmovedIn(s, seat)[0];
  if (!ship) return [];
  const enemies = liveFleet(s, otherSeat(s, seat));
  if (enemies.length === 0) return [];
  const b = moveBounds(s, ship);
  const target = nearestEnemy(s, ship);
  const guns = enemyGuns(s, ship, enemies);
  // A thorough level also weighs the range each end leaves to the nearest enemy by what the two
  // fleets' guns make of that range (opponent-range.ts), this ship's share of it.
  const edge = byRange ? rangeEdge(s, seat) : null;
  const share = EDGE_SHARE / Math.max(1, liveFleet(s, seat).length);
  const scored: { a: MoveShipAction; score: number }[] = [];
  for (const a of trialsFor(ship, b, target, rng)) {
    const plan = planForward(ship, a.first, a.turn, a.second);
    if (plan.offTable) continue;
    const pose = { position: plan.path.to, facing: plan.path.facingAfter };
    // Nearer the nearest enemy breaks ties where no gun bears either way (10" nearer: 0.1 VP).
    const closing = distance(pose.position, target) / INCH / 100;
    const ranged = edge ? share * edgeAt(edge, nearestRange(pose.position, enemies)) : 0;
    scored.push({ a, score: offence(s, ship, pose, enemies) - exposure(s, ship, pose, guns) - closing + ranged });
  }
  // Scoring an end reads some sixty weapon-target pairs: measured at about one engine step.
  work(scored.length);
  scored.sort((x, y) => y.score - x.score);
  const out: MoveShipAction[] = [];
  for (const { a } of scored) {
    if (out.length >= wanted) break;
    work(1);
    if (checkMoveShip(s, seat, a) === null) out.push(vouch(a, s, seat, "legal"));
  }
  return out;
}
