// Unknown Universe Home Bases (SB 1.6): starting with the lord right of the dealer, each lord
// turns up a face-down card of his choice on the perimeter (which card lies there is unknown,
// hence random). When every lord has one, Stage 2 begins.
import { violation, type SeatId } from "../../../engine/contract";
import { cellAt, isPerimeter, samePos } from "../chart";
import { cellToWrite } from "../chart-write";
import type { ChooseHomeBaseAction } from "../actions";
import { RULE } from "../rulebook";
import { isActive, seatsAfter } from "../seats";
import type { StarBattleState } from "../state";
import type { Check } from "../../../engine/kit";
import type { Ctx } from "../events";
import { beginStageTwo } from "./flow";

export function checkHomeBase(s: StarBattleState, seat: SeatId, a: ChooseHomeBaseAction): Check {
  if (s.phase !== "homeBases")
    return violation("WRONG_PHASE", RULE.homeBase, "Home Bases are chosen only during the Unknown Universe set-up.");
  if (s.active !== seat) return violation("NOT_YOUR_TURN", RULE.decisions, "Another Star Lord is choosing a Home Base.");
  if (!cellAt(s, a.at)) return violation("OFF_CHART", RULE.chart, "There is no card there.");
  if (!isPerimeter(s, a.at)) return violation("NOT_ON_PERIMETER", RULE.homeBase, "A Home Base must be on the edge of the star chart.");
  if (
    s.seats.some((o) => {
      const hb = s.lords[o]!.homeBase;
      return hb !== null && samePos(hb, a.at);
    })
  ) {
    return violation("HOME_BASE_TAKEN", RULE.homeBase, "That card is already another Star Lord's Home Base.");
  }
  return null;
}

export function chooseHomeBase(ctx: Ctx, seat: SeatId, a: ChooseHomeBaseAction): void {
  const { s } = ctx;
  const cell = cellToWrite(ctx, a.at);
  cell.faceUp = true;
  s.lords[seat]!.homeBase = { ...a.at };
  ctx.events.push({ type: "HomeBaseChosen", seat, at: { ...a.at }, card: cell.card });
  advanceHomeBases(ctx, seat);
}

export function advanceHomeBases(ctx: Ctx, after: SeatId): void {
  const { s } = ctx;
  const next = seatsAfter(s, after).find((seat) => isActive(s, seat) && s.lords[seat]!.homeBase === null);
  if (next) s.active = next;
  else beginStageTwo(ctx);
}
