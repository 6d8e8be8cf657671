// Initiating battles (SB 4.1). After the phasing lord's actions, for every card he shares with
// another lord (cards in reading order, opponents in play order after him) he is asked first;
// if he declines, the opponent is asked. Either may start the battle; the one who does attacks.
import { violation, type SeatId } from "../../../engine/contract";
import type { BattleAction, DeclineBattleAction } from "../actions";
import { samePos } from "../chart";
import { RULE } from "../rulebook";
import type { BattleQuestion, StarBattleState } from "../state";
import { fight } from "./combat";
import type { Check } from "../../../engine/kit";
import type { Ctx } from "../events";
import { advanceBattles, eliminateShipless } from "./flow";

export function checkBattleAnswer(s: StarBattleState, seat: SeatId, a: BattleAction | DeclineBattleAction): Check {
  const q = s.battles[0];
  if (s.phase !== "battle" || !q) return violation("WRONG_PHASE", RULE.battle, "No battle is being offered now.");
  if (q.asked !== seat) return violation("NOT_YOUR_TURN", RULE.decisions, "Another Star Lord is being asked about this battle.");
  if (!samePos(q.at, a.at) || a.against !== enemyOf(q)) {
    return violation("NO_SUCH_BATTLE", RULE.battle, `The battle on offer is at (${q.at.x},${q.at.y}) against ${enemyOf(q)}.`);
  }
  return null;
}

function enemyOf(q: BattleQuestion): SeatId {
  return q.asked === q.phasing ? q.opponent : q.phasing;
}

export function battle(ctx: Ctx, seat: SeatId, a: BattleAction): void {
  const { s } = ctx;
  s.battles.shift();
  const report = fight(ctx, a.at, seat, a.against);
  s.lastBattle = report;
  ctx.events.push({ type: "BattleFought", ...report });
  eliminateShipless(ctx);
  if (s.phase === "over") return;
  advanceBattles(ctx);
}

export function declineBattle(ctx: Ctx, seat: SeatId, a: DeclineBattleAction): void {
  const { s } = ctx;
  const q = s.battles[0]!;
  ctx.events.push({ type: "BattleDeclined", seat, at: { ...a.at }, against: a.against });
  if (seat === q.phasing) q.asked = q.opponent;
  else s.battles.shift();
  advanceBattles(ctx);
}
