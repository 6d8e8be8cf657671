// Resignation (SB 6.6): the lord's ships leave the chart and his hand goes to the discard
// pile; play goes on without him, and with one lord left that lord wins. No dice are used.
import { applied, type Applied, type SeatId } from "../../../engine/contract";
import { occupants } from "../chart";
import { cellToWrite } from "../chart-write";
import { isActive } from "../seats";
import { cloneState, type StarBattleState } from "../state";
import { newCtx } from "./drawing";
import { checkLastLord } from "./ending";
import { advanceBattles, completeTurn } from "./flow";
import { advanceHomeBases } from "./home-base";
import { advancePlacement } from "./placement";

export function resign(state: StarBattleState, seat: SeatId): Applied<StarBattleState> {
  const ctx = newCtx(cloneState(state), null);
  const { s } = ctx;
  if (s.phase === "over" || !isActive(s, seat)) return applied(s, []);
  const lord = s.lords[seat]!;
  const discarded = lord.hand;
  s.discard.push(...discarded);
  lord.hand = [];
  lord.freeMoves = 0;
  lord.status = "resigned";
  for (const cell of Object.values(s.chart)) if (occupants(cell).includes(seat)) delete cellToWrite(ctx, cell).ships[seat];
  ctx.events.push({ type: "LordResigned", seat, discarded });
  if (checkLastLord(ctx, "forfeit")) return applied(s, ctx.events);

  if (s.phase === "placement" && s.active === seat) advancePlacement(ctx, seat);
  else if (s.phase === "homeBases" && s.active === seat) advanceHomeBases(ctx, seat);
  else if (s.phase === "turn" && s.turn?.seat === seat) completeTurn(ctx);
  else if (s.phase === "battle") advanceBattles(ctx);
  return applied(s, ctx.events);
}
