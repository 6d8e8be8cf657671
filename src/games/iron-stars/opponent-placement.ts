// Where a thorough level (`strong`) sets its ships up (IS 3.3–3.5, IS 8.1). The search cannot weigh
// set-up itself: its rollouts end long before the first shot, so it picks among the random bot's
// samples by chance, and in Scenario One the bot lays a line broadside-on to the enemy (bot.ts).
// A fleet whose guns win at short range (opponent-range.ts: the edge at point-blank range above the
// edge at the 24" the rules keep the fleets apart, IS 3.5) then spends its first turn's movement
// turning toward the enemy (IS 5.2: one turn of at most 90°, no farther after it than before).
// So where closing pays, the ship goes where the bot would put it but facing the nearest placed
// enemy ship, or straight across at the enemy's edge while none is placed; the fleet's first ship
// also stands as far forward as IS 3.3 allows (12" from its edge, where the bot's Scenario One line
// head stands 4–8"), so a line astern of it, away from the enemy, still fits on the table. That one
// placement is the only candidate: with nothing to weigh set-ups by, a search among several would
// choose by chance, and its rollouts through a crowded set-up (the bot's exact scan for a spot,
// R15) cost more than a second. Where the rules refuse the turned placement (a line ship must keep
// the ship ahead in its forward arc, IS 8.1) the next draw is tried; where none is allowed, and
// for a fleet that wants range, the search draws the bot's samples as before.
import type { SeatId } from "../../engine/contract";
import { vouch } from "../../engine/listed";
import type { Rng } from "../../engine/rng";
import type { PlaceShipAction } from "./actions";
import { bot } from "./bot";
import { normDeg, type Point } from "./geometry";
import { setUpEdge } from "./opponent-range";
import { liveFleet, otherSeat } from "./queries";
import { checkStrict, edgeOf, placementBounds } from "./rules/placement";
import type { IronStarsState } from "./state";
import { SETUP, TABLE_HEIGHT } from "./tables";

/** The ranges a fleet that closes fights at: point-blank up to the light guns' 6" (IS 6.7). */
const CLOSE_INCHES = 6;

/** Whether `seat`'s whole fleet can expect more at some range under 6" than at the set-up distance (IS 3.5). */
export function closingPays(s: IronStarsState, seat: SeatId): boolean {
  const edge = setUpEdge(s, seat);
  const apart = edge[Math.min(edge.length - 1, SETUP.enemyAtLeast / 100)]!;
  return Math.max(...edge.slice(0, CLOSE_INCHES + 1)) > apart;
}

/** The whole-degree bearing from `from` to `to` (0° along +x, 90° along +y, as geometry.ts turns). */
function bearing(from: Point, to: Point): number {
  return normDeg(Math.round((Math.atan2(to.y - from.y, to.x - from.x) * 180) / Math.PI));
}

/** Where a ship placed at `at` should point: the nearest placed enemy ship, else straight across at the enemy's edge. */
function aimFor(s: IronStarsState, seat: SeatId, at: Point): Point {
  let best: Point | null = null;
  let least = Number.POSITIVE_INFINITY;
  for (const e of liveFleet(s, otherSeat(s, seat))) {
    const d = (e.position.x - at.x) ** 2 + (e.position.y - at.y) ** 2;
    if (d < least) [best, least] = [e.position, d];
  }
  return best ?? { x: at.x, y: edgeOf(s, otherSeat(s, seat)) === "south" ? 0 : TABLE_HEIGHT };
}

/**
 * `seat`'s set-up where its fleet wants to close: the bot's placement turned to face the enemy (the
 * first ship moved forward), the first of up to `tries` draws the rules allow, as the one candidate;
 * [] where the fleet does not want to close or no draw is allowed. `work(n)` is told what the draws cost.
 */
export function placementCandidates(
  s: IronStarsState,
  seat: SeatId,
  rng: Rng,
  tries: number,
  work: (units: number) => void,
): PlaceShipAction[] {
  if (!closingPays(s, seat)) return [];
  const first = placementBounds(s, seat).edge;
  for (let i = 0; i < tries; i++) {
    work(1);
    const drawn = bot(s, seat, rng) as PlaceShipAction;
    // The first ship as far forward as IS 3.3 lets it stand, so a line astern of it fits behind.
    const at = first ? { x: drawn.x, y: first.edge === "south" ? first.within : TABLE_HEIGHT - first.within } : { x: drawn.x, y: drawn.y };
    const faced = { ...drawn, ...at, facing: bearing(at, aimFor(s, seat, at)) };
    if (checkStrict(s, seat, faced) === null) return [vouch(faced, s, seat, "wellFormed")];
  }
  return [];
}
