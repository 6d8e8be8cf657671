// The turn (LS 4): turret aiming, movement, firing, then the end of the turn, and round again
// (step 16). Each order phase lists the seats that give an order in it; a phase in which nobody
// has anything to decide is passed over. Handlers of the phases report where play goes next.
import { type SeatId, unreachable } from "../../../engine/contract";
import { DRONE } from "../seats";
import { bearingWeapons, droneMayFire, hasWorkingTurret, isLost, pilotSeats, seatWheels, shipOf, wheelFor } from "../queries";
import { emit } from "../../../engine/kit";
import type { Ctx } from "../events";
import { applyTurrets } from "./turret";
import { resolveMovement } from "./movement";
import { resolveFire } from "./fire";
import { countDownLifeSupport } from "./life-support";
import { finish, lossOutcome, turnLimitOutcome } from "./ending";
import { noOrder, openOrders } from "./open";
import { emptyReport } from "./report";
import { countSetPosition, REENGAGED } from "../wheel";

export function beginTurn(ctx: Ctx): void {
  const { s } = ctx;
  if (s.turn > 0) s.lastReport = s.report;
  s.turn++;
  s.report = emptyReport(s.turn);
  for (const seat of s.seats) {
    const ship = shipOf(s, seat);
    ship.heading = null;
    // LS 8.2: the drone's turret is aimed only in the firing phase, by a die.
    if (seat === DRONE) ship.turret = null;
  }
  emit(ctx, { type: "TurnBegan", turn: s.turn });
  enterTurret(ctx);
}

function openPhase(ctx: Ctx, phase: "turret" | "heading" | "fire", ordering: SeatId[]): void {
  const { s } = ctx;
  s.phase = phase;
  for (const seat of s.seats) s.orders[seat] = { ...noOrder(), owes: ordering.includes(seat) };
}

/** LS 4.1: every pilot with a working turret laser aims it (the drone aims by die, LS 8.2). */
function enterTurret(ctx: Ctx): void {
  const { s } = ctx;
  const aiming = pilotSeats(s).filter((seat) => hasWorkingTurret(shipOf(s, seat)));
  if (aiming.length === 0) return enterHeading(ctx);
  openPhase(ctx, "turret", aiming);
}

/** LS 4.2: every pilot sets a heading, even one whose stabilizer leaves only "straight". */
function enterHeading(ctx: Ctx): void {
  openPhase(ctx, "heading", pilotSeats(ctx.s));
}

/** LS 4.3 / 6.2: pilots with a laser bearing declare fire; the drone may always fire with its turret. */
function enterFire(ctx: Ctx): void {
  const { s } = ctx;
  const firing = pilotSeats(s).filter((seat) => bearingWeapons(shipOf(s, seat), wheelFor(s, seat).viewPort).length > 0);
  if (firing.length === 0 && !droneMayFire(s)) {
    s.report.noFire = "noWeaponsBear";
    emit(ctx, { type: "FiringSkipped", reason: "noWeaponsBear" });
    return endTurn(ctx);
  }
  openPhase(ctx, "fire", firing);
}

/** LS 5.4: both pilots are asked whether to fight on; the drone always agrees. */
function enterReengage(ctx: Ctx): void {
  const { s } = ctx;
  s.phase = "reengage";
  for (const seat of s.seats) s.reengage[seat] = seat === DRONE ? true : null;
}

/** Both pilots agreed to fight on: back to View 1 in View-port 1, and the turn ends. */
export function reengage(ctx: Ctx): void {
  const { s } = ctx;
  s.wheel = { ...REENGAGED };
  // LS 5.3: the 1/1 set here is a nose-to-nose position; 1/1 again after the next move is a fly-by.
  ({ noseToNose: s.noseToNose, disengagingStreak: s.disengagingStreak } = countSetPosition(s.wheel, s.options.movedPositionsOnly, 0));
  for (const seat of s.seats) s.reengage[seat] = null;
  emit(ctx, { type: "Reengaged", wheels: seatWheels(s, s.wheel) });
  endTurn(ctx);
}

/** Every order of the phase is in (and the drone has rolled): resolve it and move on. */
export function resolvePhase(ctx: Ctx): void {
  const { s } = ctx;
  const phase = s.phase;
  if (phase !== "turret" && phase !== "heading" && phase !== "fire") throw new Error(`no orders to resolve in phase ${phase}`);
  const opened = openOrders(ctx, phase);
  switch (phase) {
    case "turret":
      applyTurrets(ctx, opened);
      return enterHeading(ctx);
    case "heading": {
      const next = resolveMovement(ctx, opened);
      if (next === "fire") return enterFire(ctx);
      if (next === "reengage") return enterReengage(ctx);
      return endTurn(ctx);
    }
    case "fire":
      resolveFire(ctx, opened);
      return endTurn(ctx);
    default:
      return unreachable(phase);
  }
}

/** The end of a turn: life support counts down (LS 7.7), losses decide the duel (LS 4.5), the limit may end it (LS 10.4). */
export function endTurn(ctx: Ctx): void {
  const { s } = ctx;
  countDownLifeSupport(ctx);
  emit(ctx, { type: "TurnEnded", turn: s.turn });
  const lost = s.seats.filter((seat) => isLost(shipOf(s, seat)));
  if (lost.length > 0) return finish(ctx, lossOutcome(s, lost));
  if (s.turn >= s.options.turnLimit) return finish(ctx, turnLimitOutcome(s));
  beginTurn(ctx);
}
