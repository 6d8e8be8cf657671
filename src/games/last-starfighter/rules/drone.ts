// The target drone (LS 8). Its turn is one fixed action the server posts once the pilot's orders
// for the phase are in (LS 8.2: the pilot commits first); its dice are rolled here, inside apply,
// so they are recorded with the action and anyone can verify them after the game.
import { DRONE } from "../seats";
import { hasWorkingTurret, shipOf, wheelFor } from "../queries";
import { d6, emit } from "../../../engine/kit";
import type { Ctx } from "../events";
import { resolvePhase } from "./flow";

/** LS 8.3: big die 1–3 clockwise, 4–6 counterclockwise; little die the clicks; too many for the stabilizer: straight. */
function droneMoves(ctx: Ctx): void {
  const ship = shipOf(ctx.s, DRONE);
  const bigDie = d6(ctx, "drone heading: big die (1–3 clockwise, 4–6 counterclockwise)");
  const littleDie = d6(ctx, "drone heading: little die (clicks)");
  const forcedStraight = littleDie > ship.stabilizer;
  const direction = forcedStraight ? "straight" : bigDie <= 3 ? "clockwise" : "counterclockwise";
  const clicks = forcedStraight ? 0 : littleDie;
  ship.heading = { direction, clicks };
  const report = { bigDie, littleDie, direction, clicks, forcedStraight } as const;
  ctx.s.report.droneMove = { ...report };
  emit(ctx, { type: "DroneMoved", ...report });
}

/** LS 8.4: a die of 5 or 6 means the turret lasers point at the pilot; otherwise they bear elsewhere. */
function droneAimsTurret(ctx: Ctx): void {
  // Only a working turret laser is worth a die; the fixed lasers fire without one.
  const ship = shipOf(ctx.s, DRONE);
  if (!hasWorkingTurret(ship)) return;
  const roll = d6(ctx, "drone turret: 5–6 points at the pilot");
  const bears = roll >= 5;
  const sector = bears ? wheelFor(ctx.s, DRONE).viewPort : null;
  ship.turret = sector;
  ctx.s.report.droneTurret = { roll, bears };
  ctx.s.report.turrets.push({ seat: DRONE, sector });
  emit(ctx, { type: "DroneTurretRolled", roll, bears, sector });
}

export function droneTurn(ctx: Ctx): void {
  if (ctx.s.phase === "heading") droneMoves(ctx);
  else if (ctx.s.phase === "fire") droneAimsTurret(ctx);
  resolvePhase(ctx);
}
