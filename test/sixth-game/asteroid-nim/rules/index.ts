// apply(): check an order against the rules, then perform it on a private copy of the state.
import { applied, violation, type ApplyResult, type SeatId } from "../../../../src/engine/contract";
import { d6, emit, newContext, type Check, type RuleContext } from "../../../../src/engine/kit";
import type { Rng } from "../../../../src/engine/rng";
import { LODES, type AsteroidNimAction, type Lode } from "../actions";
import { RULE } from "../rulebook";
import type { AsteroidNimEvent } from "../schema";
import { isProspector, rivalOf, SEATS, type Prospector } from "../seats";
import type { AsteroidNimState } from "../state";

type Ctx = RuleContext<AsteroidNimState, AsteroidNimEvent>;

/** Points for a claim that matches the core (AN 4). */
export const CLAIM_BONUS = 5;

export function apply(state: AsteroidNimState, seat: SeatId, action: AsteroidNimAction, rng: Rng): ApplyResult<AsteroidNimState> {
  const refused = check(state, seat, action);
  if (refused) return refused;
  const ctx: Ctx = newContext(structuredClone(state), rng);
  perform(ctx, seat as Prospector, action);
  return applied(ctx.s, ctx.events);
}

function check(s: AsteroidNimState, seat: SeatId, action: AsteroidNimAction): Check {
  if (s.phase === "over") return violation("GAME_OVER", RULE.end, "The belt is empty: the game is over.");
  if (!isProspector(seat)) return violation("NOT_A_PROSPECTOR", RULE.setup, `${seat} is not a seat of this game.`);
  if (action.type === "claim") {
    if (s.phase !== "claim") return violation("CLAIMS_ARE_OVER", RULE.claims, "Claims are made before mining begins.");
    if (s.claims[seat] !== null) return violation("ALREADY_CLAIMED", RULE.claims, "You have already claimed a lode.");
    return null;
  }
  if (s.phase === "claim") return violation("CLAIMS_FIRST", RULE.claims, "Mining waits until both prospectors have claimed a lode.");
  if (s.turn !== seat) return violation("NOT_YOUR_TURN", RULE.mining, `It is ${s.turn}'s turn to mine.`);
  const most = Math.min(s.options.maxTake, s.belt);
  if (action.type === "take" && action.count > most)
    return violation("TOO_MANY_ROCKS", RULE.mining, `You may pick up at most ${most} rocks now.`);
  return null;
}

function perform(ctx: Ctx, seat: Prospector, action: AsteroidNimAction): void {
  switch (action.type) {
    case "claim":
      claim(ctx, seat, action.lode);
      return;
    case "take":
      take(ctx, seat, action.count);
      return;
    case "blast": {
      const roll = d6(ctx, "blast: rocks loosened (1–2: 1, 3–4: 2, 5–6: 3)");
      emit(ctx, { type: "blastFired", seat, roll });
      take(ctx, seat, Math.min(Math.ceil(roll / 2), ctx.s.belt));
      return;
    }
  }
}

function claim(ctx: Ctx, seat: Prospector, lode: Lode): void {
  ctx.s.claims[seat] = lode;
  emit(ctx, { type: "lodeClaimed", seat, lode });
  if (SEATS.every((p) => ctx.s.claims[p] !== null)) ctx.s.phase = "mining";
}

function take(ctx: Ctx, seat: Prospector, count: number): void {
  const s = ctx.s;
  s.belt -= count;
  s.hauls[seat] += count;
  s.lastTaker = seat;
  emit(ctx, { type: "rocksTaken", seat, count, left: s.belt });
  if (s.belt > 0) s.turn = rivalOf(seat);
  else assay(ctx, seat);
}

/** AN 4: the core is assayed, the claims shown, and the higher score wins (a tie: whoever took the last rock). */
function assay(ctx: Ctx, lastTaker: Prospector): void {
  const s = ctx.s;
  const roll = d6(ctx, "assay of the core (1–2 ice, 3–4 iron, 5–6 gold)");
  const core = LODES[Math.ceil(roll / 2) - 1]!;
  const claims = { red: s.claims.red!, blue: s.claims.blue! };
  emit(ctx, { type: "coreAssayed", roll, core, claims });
  const scores = Object.fromEntries(SEATS.map((p) => [p, s.hauls[p] + (claims[p] === core ? CLAIM_BONUS : 0)])) as Record<
    Prospector,
    number
  >;
  const rival = rivalOf(lastTaker);
  const winner = scores[rival] > scores[lastTaker] ? rival : lastTaker;
  s.core = core;
  s.phase = "over";
  s.result = { winners: [winner], kind: "score", reason: `${winner} scored ${scores[winner]} to ${scores[rivalOf(winner)]}`, scores };
  emit(ctx, { type: "gameEnded", outcome: s.result });
}
