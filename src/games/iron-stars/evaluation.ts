// How a position looks to the built-in opponent (opponent.ts) where its search cuts a rollout
// short. The game is won on victory points after the last turn (IS 4.2), so the score is the lead
// in points the position is worth: what each side has scored, with the hits still waiting for the
// end of their combat phase (IS 6.11) counted as landed, plus — while turns remain — what each
// side's guns can be expected to score next from where the ships now lie (range, firing arcs,
// armour: IS 6.2–6.6). A cut-off rollout usually stops inside a combat phase, before its hits are
// applied, and before the ships it moved have fired, so both terms matter to the choice.
import type { EvaluateAsk, SeatId } from "../../engine/contract";
import { arcsOf, distance } from "./geometry";
import { turnsOf } from "./options";
import { counter, onTheTable, otherSeat } from "./queries";
import { allowanceInArc, targetNumber, type WeaponProfile, weaponsOf } from "./rules/fire";
import { hullShare, yieldOf } from "./evaluation-kill";
import { countsNextTurn, type FirePrice, NEXT_TURN_SHARE, nextTurnDamage } from "./evaluation-next-turn";
import { circles, SECTIONS, type Section } from "./ships";
import type { IronStarsState, Ship } from "./state";
import { sightBlocker } from "./terrain";

/** A ship's damage once the pending hits have landed, and whether they destroy it. */
interface Projected {
  ship: Ship;
  damage: Record<Section, number>;
  destroyed: boolean;
}

/** IS 6.10–6.11: every pending hit applied to a copy of the damage tracks, in the order fired. */
export function projectHits(s: IronStarsState): Map<string, Projected> {
  const out = new Map<string, Projected>();
  for (const ship of s.ships) out.set(ship.id, { ship, damage: ship.damage, destroyed: ship.destroyed !== null });
  for (const hit of s.hits) {
    const p = out.get(hit.target);
    if (!p || p.destroyed) continue;
    let section: Section = "hull";
    for (let i = SECTIONS.indexOf(hit.section); i >= 0; i--) {
      const at = SECTIONS[i]!;
      if (p.damage[at] < circles(p.ship.record, at)) {
        section = at;
        break;
      }
    }
    p.damage = { ...p.damage, [section]: Math.min(p.damage[section] + 1, circles(p.ship.record, section)) };
    if (section === "hull" && p.damage.hull >= p.ship.record.hull) p.destroyed = true;
  }
  return out;
}

/** IS 4.2 with the pending hits landed: each enemy ship destroyed is its points, each hull circle its hull VP. */
function scored(projected: Map<string, Projected>, seat: SeatId): number {
  let vp = 0;
  for (const p of projected.values()) {
    if (p.ship.side === seat) continue;
    vp += p.destroyed ? p.ship.record.points : p.damage.hull * p.ship.record.hvp;
  }
  return vp;
}

/**
 * What one damage point on `target` is worth in victory points, on average: the share of the
 * track's rolls that land in the hull times its hull VP, with the rest of its points (the bonus
 * for destroying it) spread over the hull circles it has left.
 */
export function pointValue(target: Ship): number {
  const hull = target.record.track.hull;
  const share = hull ? (hull.to - hull.from + 1) / 20 : 0.25;
  const left = Math.max(1, target.record.hull - target.damage.hull);
  const bonus = Math.max(0, target.record.points - target.record.hull * target.record.hvp);
  return share * (target.record.hvp + bonus / left);
}

/** The chance one die of `die` sides meets `target` or more (IS 6.6). */
export const hitChance = (die: number, target: number): number => Math.max(0, Math.min(1, (die - target + 1) / die));

/** What `guns` of `profile` fired at `target` from `range` (hundredths) can be expected to score, in VP (IS 6.6). */
export function shotValue(s: IronStarsState, profile: WeaponProfile, guns: number, target: Ship, range: number): number {
  return shotDamage(s, profile, guns, target, range) * pointValue(target);
}

/** The damage points `guns` of `profile` fired at `target` from `range` can be expected to do (IS 6.6). */
function shotDamage(s: IronStarsState, profile: WeaponProfile, guns: number, target: Ship, range: number): number {
  return guns * hitChance(profile.die, targetNumber(s, profile, target, range, false)) * profile.damage;
}

/**
 * The victory points `seat`'s ships on the table can expect to score in one combat phase from
 * where they lie: every weapon laid on the target it does best against (as the opponent's fire
 * lays it), with as many guns as bear into that target's arc, and the hull hits so laid on each
 * target priced together, kill included (evaluation-kill.ts). Torpedoes and their kin are spent
 * by firing, so they count half. A ship the pending hits destroy (IS 6.11) is scored already and
 * draws nothing; the others' damage is taken with those hits landed. Where `later` is given (the
 * next turn's damage, already weighted: evaluation-next-turn.ts) it is added to each target's
 * before pricing, so a kill the two turns' fire reaches together is counted once.
 */
function threat(s: IronStarsState, seat: SeatId, projected: Map<string, Projected>, later?: Map<Ship, number>): number {
  const enemies = s.ships.filter((x) => x.side !== seat && onTheTable(x) && !projected.get(x.id)?.destroyed) as (Ship & {
    position: NonNullable<Ship["position"]>;
  })[];
  if (enemies.length === 0) return 0;
  const hits = new Map<Ship, number>();
  for (const ship of s.ships) {
    if (ship.side !== seat || !onTheTable(ship)) continue;
    const here = ship.position!;
    const sights = enemies
      .filter((e) => !sightBlocker(s, here, e.position))
      .map((e) => ({ e, range: distance(here, e.position), arcs: arcsOf(here, ship.facing, counter(ship), e.position) }));
    for (const profile of weaponsOf(s, ship)) {
      let best = 0;
      let target: Ship | null = null;
      let damage = 0;
      for (const { e, range, arcs } of sights) {
        if (range >= profile.maxRange) continue;
        let guns = 0;
        for (const arc of arcs) guns = Math.max(guns, allowanceInArc(profile, arc));
        if (guns <= 0) continue;
        const expected = shotValue(s, profile, guns, e, range);
        if (expected > best) {
          best = expected;
          target = e;
          damage = shotDamage(s, profile, guns, e, range);
        }
      }
      if (target) hits.set(target, (hits.get(target) ?? 0) + (profile.torpedoLike ? damage / 2 : damage));
    }
  }
  if (later) for (const [target, damage] of later) hits.set(target, (hits.get(target) ?? 0) + damage);
  let total = 0;
  for (const [target, damage] of hits) {
    const p = projected.get(target.id)!;
    total += yieldOf(target, target.record.hull - p.damage.hull, damage * hullShare(target, p.damage));
  }
  return total;
}

/**
 * `seat`'s lead in victory points as the position stands: scored (pending hits landed) plus, while
 * a combat phase is still to come, the difference of the two sides' expected fire from here; with
 * `nextTurn` (strong's Russian leaf: evaluation-next-turn.ts), the next turn's fire too.
 */
export function leadOf(s: IronStarsState, seat: SeatId, nextTurn = false): number {
  const other = otherSeat(s, seat);
  const projected = projectHits(s);
  const lead = scored(projected, seat) - scored(projected, other);
  const lastTurn = turnsOf(s.options);
  const combatToCome = s.phase !== "over" && (s.turn < lastTurn || (s.turn === lastTurn && s.step !== "end"));
  if (!combatToCome || s.phase !== "play") return lead;
  // A combat phase after the coming one: the coming one is this turn's, or the next's once this one's is over.
  const anotherCombat = s.step === "end" ? s.turn + 1 < lastTurn : s.turn < lastTurn;
  if (anotherCombat && nextTurn)
    return lead + threat(s, seat, projected, later(s, seat, projected)) - threat(s, other, projected, later(s, other, projected));
  return lead + threat(s, seat, projected) - threat(s, other, projected);
}

/** How the leaf prices a shot, for the next turn's fire. */
const leafPrice = (s: IronStarsState): FirePrice => ({
  damage: (profile, guns, target, range) => shotDamage(s, profile, guns, target, range),
  worth: pointValue,
});

/** `seat`'s damage on each enemy in the turn after the coming one, at the share the leaf counts (evaluation-next-turn.ts). */
function later(s: IronStarsState, seat: SeatId, projected: Map<string, Projected>): Map<Ship, number> {
  const laid = nextTurnDamage(s, seat, (x) => !projected.get(x.id)?.destroyed, leafPrice(s));
  for (const [target, damage] of laid) laid.set(target, damage * NEXT_TURN_SHARE);
  return laid;
}

/**
 * The evaluation in [0, 1]: ½ when even, towards 1 as the lead grows against the points on the
 * table (a lead of a quarter of them is nearly a sure win). `ask`, given by the search: a thorough
 * search for Russia also counts the next turn's fire (evaluation-next-turn.ts).
 */
export function evaluate(s: IronStarsState, seat: SeatId, ask?: EvaluateAsk): number {
  if (!s.seats.includes(seat)) return 0.5;
  const total = s.ships.reduce((n, x) => n + x.record.points, 0);
  if (total === 0) return 0.5;
  return 0.5 + 0.5 * Math.tanh((8 * leadOf(s, seat, ask !== undefined && countsNextTurn(ask))) / total);
}
