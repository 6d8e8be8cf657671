// Victory (BS 16.4), checked after everything that can change it, and the end of the game.
import type { Outcome } from "../../../engine/contract";
import type { Side } from "../counters";
import type { BarnardsStarState, Unit } from "../state";
import { isTroopKind } from "../counters";
import { shipsInSystem, unitList } from "../queries";
import { emit } from "../../../engine/kit";
import type { Ctx } from "../events";

const NAMES: Record<Side, string> = { naronian: "The Naronian", terran: "The Terran" };

function won(s: BarnardsStarState, side: Side, why: string): Outcome {
  const decisive = shipsInSystem(s, side) > 0;
  return {
    winners: [side],
    kind: decisive ? "decisive" : "marginal",
    reason: `${NAMES[side]} wins ${decisive ? "decisively" : "marginally"}: ${why}${decisive ? ", with ships in the Barnard's Star system" : ", with no ship in the system"} (BS 16.4).`,
  };
}

/**
 * Whether a jump troop or regular counts as not eliminated (BS 16.4; README R12). By default
 * ("drawn") every one that has not been eliminated counts: on the planet, aboard a ship at
 * Barnard's Star, and Terran troops aboard ships at Sol or on the turn track, which can still
 * come. Naronian troops withdrawn to Kruger 60 never return (BS 6.3) and are out. The option
 * "atBarnardsStar" counts only troops at Barnard's Star.
 */
function troopCounts(s: BarnardsStarState, u: Unit): boolean {
  const w = u.where.at === "aboard" ? s.units[u.where.ship]!.where : u.where;
  if (w.at === "map" || w.at === "orbit" || w.at === "approach") return true;
  if (s.options.victoryTroops === "atBarnardsStar") return false;
  return u.side === "terran" && (w.at === "sol" || w.at === "transit");
}

/** The book's victory check (BS 16.4), or null while neither side has won. */
export function victoryCheck(s: BarnardsStarState): Outcome | null {
  if (!s.naronianArrived || s.turn < 1) return null;
  // One pass: beacons left, and troops not eliminated and on the map per side (README R12).
  let beacons = 0;
  const alive = { naronian: 0, terran: 0 };
  const onMap = { naronian: 0, terran: 0 };
  for (const u of unitList(s)) {
    if (u.kind === "B" && u.where.at === "map") beacons += 1;
    if (!isTroopKind(u.kind)) continue;
    if (troopCounts(s, u)) alive[u.side] += 1;
    if (u.where.at === "map") onMap[u.side] += 1;
  }
  // The option "withBowl": the battalions of transports still in the bowl count for the Terran.
  if (s.options.victoryTroops === "withBowl" && s.bowl.some((c) => c.kind === "TN")) alive.terran += 1;
  const beaconsGone = beacons === 0;
  const naronian = beaconsGone || (alive.terran === 0 && onMap.naronian > 0);
  const terran = alive.naronian === 0 && onMap.terran > 0;
  if (naronian && terran) {
    return {
      winners: [],
      kind: "draw",
      reason: "Both sides met their victory conditions at the same moment: every beacon and every Naronian troop is gone (BS 16.4).",
    };
  }
  if (naronian) {
    return won(
      s,
      "naronian",
      beaconsGone
        ? "every beacon is eliminated"
        : "every Terran jump troop and regular is eliminated while Naronian troops hold the planet",
    );
  }
  if (terran) return won(s, "terran", "every Naronian jump troop and regular is eliminated while Terran troops hold the planet");
  return null;
}

export function finish(ctx: Ctx, outcome: Outcome): void {
  if (ctx.s.result) return;
  ctx.s.result = outcome;
  ctx.s.phase = "over";
  ctx.s.battle = null;
  ctx.s.space = null;
  ctx.s.dropping = null;
  emit(ctx, { type: "GameEnded", outcome });
}

/** Ends the game if a side has won; true when it is over. */
export function checkVictory(ctx: Ctx): boolean {
  if (ctx.s.result) return true;
  const outcome = victoryCheck(ctx.s);
  if (outcome) finish(ctx, outcome);
  return ctx.s.result !== null;
}
