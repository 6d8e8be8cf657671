// The sequence of play (BS 4.0): phases follow each other, the steps without a decision happen
// on the way (arrivals, reinforcement draws, neutralization removal, disembarking, the return of
// close approach ships), and a phase in which the owing player has nothing to decide ends by
// itself. The game turn ends after the Terran combat phase; an optional turn limit, or else the
// safety bound, may end the game.
import type { Side } from "../counters";
import { lastTurn } from "../options";
import { owed } from "../owing";
import { unitList } from "../queries";
import { emit } from "../../../engine/kit";
import type { Ctx } from "../events";
import { disembark } from "./interaction";
import { arrivalsDue, beginSpaceCombat, drawReinforcement, isEclipse, naronianArrival } from "./space";
import { checkVictory, finish } from "./victory";

/** Runs the steps without decisions until someone owes one or the game is over. */
export function advance(ctx: Ctx): void {
  for (let guard = 0; guard < 1000; guard++) {
    if (checkVictory(ctx)) return;
    if (owed(ctx.s).length > 0) return;
    nextPhase(ctx);
  }
  throw new Error("the sequence of play did not settle");
}

function phaseBegan(ctx: Ctx, phase: string): void {
  emit(ctx, { type: "PhaseBegan", side: ctx.s.player, phase });
}

/** Ends the current phase and begins the next (BS 4.0). */
export function nextPhase(ctx: Ctx): void {
  const s = ctx.s;
  switch (s.phase) {
    case "setup":
      return startGameTurn(ctx, 1);
    case "dispatch":
      arrivalsDue(ctx);
      if (!beginSpaceCombat(ctx)) beginMovement(ctx);
      return;
    case "spaceCombat":
      return beginMovement(ctx);
    case "movement":
      if (s.player === "terran") {
        s.phase = "transportation";
        for (const u of unitList(s)) u.teleported = false;
        return phaseBegan(ctx, "transportation");
      }
      removeNeutralization(ctx, s.player);
      return beginInteraction(ctx);
    case "transportation":
      removeNeutralization(ctx, s.player);
      return beginInteraction(ctx);
    case "interaction":
      if (s.player === "naronian") {
        s.phase = "defense";
        return phaseBegan(ctx, "defense");
      }
      disembark(ctx, s.player);
      return beginCombat(ctx);
    case "defense":
      disembark(ctx, s.player);
      return beginCombat(ctx);
    case "combat":
      endCombatPhase(ctx);
      if (s.player === "naronian") return beginPlayerTurn(ctx, "terran");
      return endGameTurn(ctx);
    case "over":
      return;
  }
}

function startGameTurn(ctx: Ctx, turn: number): void {
  ctx.s.turn = turn;
  emit(ctx, { type: "GameTurnBegan", turn, eclipse: isEclipse(turn) });
  beginPlayerTurn(ctx, "naronian");
}

function beginPlayerTurn(ctx: Ctx, side: Side): void {
  const s = ctx.s;
  s.player = side;
  for (const u of unitList(s)) {
    u.supportUsed = false;
    u.decided = false;
    u.teleportIn = 0;
    u.teleportOut = 0;
  }
  phaseBegan(ctx, "spaceEvents");
  if (side === "naronian") {
    if (!s.naronianArrived) naronianArrival(ctx);
    if (!beginSpaceCombat(ctx)) beginMovement(ctx);
    return;
  }
  drawReinforcement(ctx);
  s.phase = "dispatch";
}

function beginMovement(ctx: Ctx): void {
  const s = ctx.s;
  s.phase = "movement";
  for (const u of unitList(s)) {
    u.mpSpent = 0;
    u.stopped = false;
    u.startHex = u.side === s.player && u.where.at === "map" ? u.where.hex : null;
  }
  phaseBegan(ctx, "movement");
}

/** The phasing player's neutralized units return to full strength (BS 12.4, 4.0 A3/B4). */
function removeNeutralization(ctx: Ctx, side: Side): void {
  const units: string[] = [];
  for (const u of unitList(ctx.s)) {
    if (u.side === side && u.neutralized && u.where.at !== "eliminated") {
      u.neutralized = false;
      units.push(u.id);
    }
  }
  emit(ctx, { type: "NeutralizationRemoved", side, units });
}

function beginInteraction(ctx: Ctx): void {
  const s = ctx.s;
  s.phase = "interaction";
  s.dropping = null;
  for (const u of unitList(s)) {
    u.decided = false;
    u.landing = false;
  }
  phaseBegan(ctx, "interaction");
}

function beginCombat(ctx: Ctx): void {
  ctx.s.phase = "combat";
  ctx.s.attacked = [];
  phaseBegan(ctx, "combat");
}

/** After the friendly combat phase, close approach ships return to orbit (BS 10.5). */
function endCombatPhase(ctx: Ctx): void {
  const ships: string[] = [];
  for (const u of unitList(ctx.s)) {
    if (u.where.at === "approach") {
      u.where = { at: "orbit" };
      ships.push(u.id);
    }
  }
  ctx.s.attacked = [];
  if (ships.length > 0) emit(ctx, { type: "ShipsReturnedToOrbit", ships });
}

function endGameTurn(ctx: Ctx): void {
  const s = ctx.s;
  if (s.turn >= lastTurn(s.options)) {
    finish(ctx, {
      winners: [],
      kind: "stalemate",
      reason:
        s.options.turnLimit === null
          ? `Neither side had won by the end of game turn ${s.turn}, the safety bound on the length of a battle (BS 20.3).`
          : `Neither side had won by the end of game turn ${s.turn}, the turn limit set for this game (BS 20.3).`,
    });
    return;
  }
  startGameTurn(ctx, s.turn + 1);
}
