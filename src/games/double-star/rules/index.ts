// apply(): checks who owes a decision and what kind, validates the action against the choices
// the rules allow, and plays it on a private copy of the state; then everything that follows
// without a decision runs (rest of the battle, the interim phase, the next player-turn). A
// refused action returns a violation and changes nothing.
import { applied, unreachable, violation, type ApplyResult, type RuleViolation, type SeatId } from "../../../engine/contract";
import { type Known, knownOf } from "../../../engine/listed";
import type { Rng } from "../../../engine/rng";
import { actionSchema, type ActionType, type DoubleStarAction } from "../actions";
import { cloneState } from "../clone";
import { isChoice } from "../pending";
import { bodyData, isBodyId, landSites, type Side } from "../map";
import { owingSeats, promptOf, type Prompt } from "../owing";
import { RULE } from "../rulebook";
import { isSide } from "../seats";
import type { DoubleStarState, HexCombat } from "../state";
import { resolveAttackerFire, resolveDefenderFire, withdraw } from "./combat";
import type { Check } from "../../../engine/kit";
import type { Ctx } from "../events";
import { emit } from "../../../engine/kit";
import { beginCombat, leaveStage, runCombat, runInterim } from "./flow";
import { addBackup, addToGroup, closeGroup, formationsReady, formGroup, scatterShortGlobe } from "./formations";
import {
  destinationOf,
  holdUnit,
  type Destination,
  joinTaskForce,
  leaveTaskForce,
  loadCargo,
  moveUnit,
  relocate,
  selectUnit,
  unloadCargo,
} from "./movement";
import { commandPlanetoid, declareImpact } from "./planetoids";
import { convertToCommand, earliestArrival, orderProduction, productionOrderOptions } from "./production";
import { buy, designateTarget, finishSetup, placeIndustry, placePopulation, placeWorld, populationRoom } from "./setup-phase";
import { answerStalemate, offerStalemate } from "./stalemate";
import { declareStrike, destroyChosen, finishStrike, firePd, pdDone, strikesDone } from "./surface";
import { chooseTrainingLoss } from "./training";
import { firingUnits, globeShort, nextToDesignate, targetsFor } from "./units";

const ACCEPTS: Record<Prompt, readonly ActionType[]> = {
  placeWorld: ["placeWorld"],
  placePopulation: ["placePopulation", "buy"],
  placeIndustry: ["placeIndustry"],
  buyForces: ["buy", "orderProduction", "joinTaskForce", "finishSetup"],
  designateTarget: ["designateTarget"],
  movement: ["selectUnit", "joinTaskForce", "leaveTaskForce", "loadCargo", "unloadCargo", "relocate", "endMovement", "offerStalemate"],
  moveUnit: ["moveUnit", "landUnit", "holdUnit"],
  formations: ["formGroup", "addToGroup", "addBackup", "closeGroup", "formationsReady"],
  screens: ["shiftScreen", "screensSet"],
  fire: ["attack", "holdFire", "autoTarget", "ceaseFire", "breakOff", "shiftScreen"],
  withdraw: ["withdraw"],
  strikes: ["strike", "noStrike", "strikesDone"],
  pdFire: ["pdFire", "pdDone"],
  strikeLoss: ["chooseLoss"],
  planetoids: ["breakOrbit", "thrust", "setFacing", "assumeOrbit", "planetoidsDone"],
  impacts: ["declareImpact", "impactsDone"],
  trainingLoss: ["chooseTrainingLoss"],
  production: ["orderProduction", "convertToCommand", "productionDone", "offerStalemate"],
  stalemate: ["answerStalemate"],
};

const PROMPT_RULE: Record<Prompt, string> = {
  placeWorld: RULE.worldPlacement,
  placePopulation: RULE.population,
  placeIndustry: RULE.industry,
  buyForces: RULE.initialForces,
  designateTarget: RULE.raid,
  movement: RULE.movementPhase,
  moveUnit: RULE.shipMovement,
  formations: RULE.assumingFormation,
  screens: RULE.cylinder,
  fire: RULE.shipToShip,
  withdraw: RULE.endingCombat,
  strikes: RULE.planetaryDefense,
  pdFire: RULE.planetaryDefense,
  strikeLoss: RULE.surfaceStrikes,
  planetoids: RULE.planetoidMovement,
  impacts: RULE.impact,
  trainingLoss: RULE.trainingWhen,
  production: RULE.subsequentProduction,
  stalemate: RULE.agreedStalemate,
};

/** The stable code and rule of an action the rules refuse in the current situation. */
const REFUSAL: Partial<Record<ActionType, [string, string, string]>> = {
  placeWorld: ["NOT_ON_ORBITAL_PATH", RULE.worldPlacement, "That world goes next, on a hex of its own orbital path."],
  placePopulation: [
    "POPULATION_NOT_ALLOWED",
    RULE.population,
    "Population goes on land hexes of your own bodies; on a planetoid only five per base.",
  ],
  placeIndustry: [
    "INDUSTRY_NOT_ALLOWED",
    RULE.industry,
    "Industry goes on a land hex of your own world with at least 10 population, three to a hex.",
  ],
  buy: [
    "CANNOT_BUY_THERE",
    RULE.initialForces,
    "That item cannot be bought or placed there (budget, stacking limits, your own bodies, bases or industry for landed ships).",
  ],
  designateTarget: ["NOT_A_RAID_TARGET", RULE.raid, "Designate an enemy world that has at least one industry counter."],
  orderProduction: [
    "CANNOT_ORDER",
    RULE.subsequentProduction,
    "Order robot fighters, orbital fighters or power plants at one of your industry sites, within the fund that pays for them.",
  ],
  convertToCommand: [
    "CANNOT_CONVERT",
    RULE.contingency,
    "Only a cruiser or battle cruiser at a friendly base converts, for 4 contingency points, to replace a command ship lost.",
  ],
  selectUnit: [
    "CANNOT_MOVE_UNIT",
    RULE.shipMovement,
    "That unit is not yours to move, has moved already, or is in a task force (move the task force by its command ship).",
  ],
  moveUnit: [
    "UNREACHABLE",
    RULE.shipMovement,
    "The unit cannot reach that hex and facing: each point enters the hex ahead or ahead-left/right, and a unit that does not move may face anywhere.",
  ],
  landUnit: [
    "CANNOT_LAND",
    RULE.landings,
    "Ships land only at a friendly base (or, carrying a base, on an empty land hex) with a movement point to spare; a task force with other ships in it does not land.",
  ],
  holdUnit: ["NOT_SELECTED", RULE.shipMovement, "Hold the unit you selected."],
  joinTaskForce: ["CANNOT_JOIN", RULE.joiningLeaving, "A loose ship joins a task force of its own side in the same space hex."],
  leaveTaskForce: ["CANNOT_LEAVE", RULE.joiningLeaving, "Only a member of a task force can leave it."],
  loadCargo: [
    "CANNOT_LOAD",
    RULE.cargo,
    "A landed transport with no cargo picks up a power plant, or a new base or planetary defence, from its own hex.",
  ],
  unloadCargo: ["CANNOT_UNLOAD", RULE.cargo, "Cargo is discharged at a friendly base, within the stacking limits."],
  relocate: [
    "CANNOT_RELOCATE",
    RULE.surfaceMovement,
    "Only power plants and new bases and defences move on a surface, to a land hex of the same body within the limits.",
  ],
  formGroup: [
    "NO_SUCH_COUNTER",
    RULE.assumingFormation,
    "That task force has no free counter of that formation here (or no ship left to place).",
  ],
  addToGroup: [
    "CANNOT_ADD_SHIP",
    RULE.assumingFormation,
    "Add an unplaced ship of the open group's task force; only wedges and cylinders screen.",
  ],
  addBackup: ["NO_SUCH_COUNTER", RULE.assumingFormation, "The task force has no free counter of that formation for a back-up."],
  closeGroup: ["NO_OPEN_GROUP", RULE.assumingFormation, "No group is open."],
  shiftScreen: ["CANNOT_SHIFT", RULE.cylinder, "Only cylinder ships shift, at the start of a round, keeping six unscreened."],
  attack: [
    "ILLEGAL_TARGET",
    RULE.shipToShip,
    "That unit is not the next to fire, or may not fire at that ship (screened, shielded, globe limits, or an attack factor below the defence).",
  ],
  holdFire: ["NOT_NEXT_UNIT", RULE.shipToShip, "Designate the units in the order listed."],
  breakOff: ["CANNOT_BREAK_OFF", RULE.endingCombat, "Break off before designating any fire this round."],
  withdraw: ["CANNOT_WITHDRAW_THERE", RULE.endingCombat, "Withdraw to an adjacent hex without a body lacking a friendly base."],
  strike: [
    "ILLEGAL_STRIKE",
    RULE.planetaryDefense,
    "Declare strikes ship by ship, in order (the phasing side's first), at enemy-held surface hexes here.",
  ],
  noStrike: ["NOT_NEXT_STRIKER", RULE.planetaryDefense, "Declare strikes ship by ship, in order."],
  pdFire: [
    "ILLEGAL_PD_SHOT",
    RULE.planetaryDefense,
    "A defence fires only at strikers or planetoids aiming at its hex or one next to it, twice per defence.",
  ],
  chooseLoss: ["NOT_THERE", RULE.surfaceStrikes, "Choose something that is in the struck hex."],
  breakOrbit: ["CANNOT_BREAK_ORBIT", RULE.breakingOrbit, "Only a small body in orbit with one of your power plants on it breaks orbit."],
  thrust: [
    "CANNOT_THRUST",
    RULE.planetoidMovement,
    "A free planetoid with one of your power plants changes speed (within any limit the game set) or turns while moving.",
  ],
  setFacing: ["CANNOT_FACE", RULE.planetoidMovement, "Only a planetoid at speed 0 may take any facing."],
  assumeOrbit: [
    "NO_ORBIT_TO_ASSUME",
    RULE.assumingOrbit,
    "The planetoid needs speed 1, facing along a printed orbital path through its hex.",
  ],
  declareImpact: ["CANNOT_IMPACT", RULE.impact, "A free planetoid with your power plant aims at a surface hex of a body in its hex, once."],
  chooseTrainingLoss: ["NOT_HELD", RULE.trainingWhen, "Choose a formation the task force holds."],
  offerStalemate: ["CANNOT_OFFER", RULE.agreedStalemate, "Stalemate may be offered once per turn where the scenario allows it."],
};

function refuse(type: ActionType): RuleViolation {
  const r = REFUSAL[type];
  return r ? violation(r[0], r[1], r[2]) : violation("NOT_ALLOWED_NOW", RULE.decisions, `${type} is not allowed now.`);
}

/** Population may be placed in any amount the hex takes, not only the amounts offered. */
function checkPopulation(s: DoubleStarState, side: Side, a: Extract<DoubleStarAction, { type: "placePopulation" }>): Check {
  // The body is the client's own text here, not one of the listed choices: check it is a body
  // at all before looking it up ("__proto__" included).
  if (!isBodyId(a.body) || bodyData(a.body).side !== side || !landSites(a.body).includes(a.site)) return refuse("placePopulation");
  if (a.amount > s.populationLeft[side])
    return violation("TOO_MUCH_POPULATION", RULE.population, `Only ${s.populationLeft[side]} population points are left to place.`);
  if (a.amount > populationRoom(s, side, a.body, a.site))
    return violation("NEEDS_BASE", RULE.surfaceHexes, "A planetoid hex holds five population points per base.");
  return null;
}

/** Production may be ordered for a later turn than the earliest. */
function checkOrder(s: DoubleStarState, side: Side, a: Extract<DoubleStarAction, { type: "orderProduction" }>): Check {
  const ok = productionOrderOptions(s, side).some(
    (o) => o.item === a.item && o.body === a.body && o.site === a.site && o.emergency === a.emergency,
  );
  if (!ok) return refuse("orderProduction");
  if (a.arrivalTurn !== null && a.arrivalTurn < earliestArrival(s, a.emergency)) {
    return violation(
      "TOO_SOON",
      RULE.productionTime,
      `Production takes ${a.emergency ? 4 : 6} turns: the earliest arrival is turn ${earliestArrival(s, a.emergency)}.`,
    );
  }
  return null;
}

export function check(s: DoubleStarState, seat: Side, prompt: Prompt, a: DoubleStarAction): Check {
  if (a.type === "placePopulation") return checkPopulation(s, seat, a);
  if (a.type === "orderProduction") return checkOrder(s, seat, a);
  if (isChoice(s, seat, prompt, a)) return null;
  return refuse(a.type);
}

function combatOf(s: DoubleStarState): HexCombat {
  return s.combat!.current!;
}

/** The side has designated every unit it will: resolve its fire. */
function completeDesignation(ctx: Ctx, side: Side): void {
  const c = combatOf(ctx.s);
  if (side === c.attacker) resolveAttackerFire(ctx, c);
  else resolveDefenderFire(ctx, c);
}

/** The group a ship is in now, recorded with a designation. */
function groupIdOf(c: HexCombat, ship: string | null): string | null {
  return ship ? (c.groups.find((g) => g.ships.includes(ship))?.id ?? null) : null;
}

/**
 * A formed globe aimed at a formation without its margin scatters instead of firing (DS 6.6);
 * its ships are then designated one by one. Returns true when that happened.
 */
function scatteredShort(ctx: Ctx, side: Side, unit: string, target: string | null): boolean {
  const c = combatOf(ctx.s);
  if (target === null || ctx.s.options.globeMarginLimitsTargets) return false;
  const u = firingUnits(ctx.s, c, side).find((x) => x.id === unit);
  if (!u?.group || !globeShort(c, u, target)) return false;
  scatterShortGlobe(ctx, c, u.group);
  return true;
}

function designate(ctx: Ctx, side: Side, unit: string, target: string | null): void {
  const c = combatOf(ctx.s);
  if (scatteredShort(ctx, side, unit, target)) {
    if (!nextToDesignate(ctx.s, c, side)) completeDesignation(ctx, side);
    return;
  }
  c.designations.push({ side, unit, target, targetGroup: groupIdOf(c, target) });
  emit(ctx, { type: "FireDesignated", side, unit, target });
  if (!nextToDesignate(ctx.s, c, side)) completeDesignation(ctx, side);
}

/** The destination a move names, found among the unit's destinations in the state before the move. */
function destinationNamed(s: DoubleStarState, a: Extract<DoubleStarAction, { type: "moveUnit" | "landUnit" }>): Destination {
  const to =
    a.type === "moveUnit"
      ? { kind: "space" as const, hex: a.hex, facing: a.facing }
      : { kind: "land" as const, body: a.body, site: a.site };
  return destinationOf(s, a.unit, to)!;
}

/** Plays an accepted action on ctx.s (a copy of `before`, which stays untouched). */
function perform(ctx: Ctx, side: Side, a: DoubleStarAction, before: DoubleStarState): void {
  const s = ctx.s;
  switch (a.type) {
    case "placeWorld":
      return placeWorld(ctx, a.world, a.hex);
    case "placePopulation":
      return placePopulation(ctx, side, a.body, a.site, a.amount);
    case "placeIndustry":
      return placeIndustry(ctx, side, a.body, a.site);
    case "buy":
      return buy(ctx, side, a.item, a.body, a.site);
    case "finishSetup":
      return finishSetup(ctx, side);
    case "designateTarget":
      return designateTarget(ctx, side, a.world);
    case "orderProduction":
      return orderProduction(ctx, side, { item: a.item, body: a.body, site: a.site, emergency: a.emergency }, a.arrivalTurn);
    case "convertToCommand":
      return convertToCommand(ctx, side, a.ship);
    case "productionDone":
      return leaveStage(ctx);
    case "selectUnit":
      return selectUnit(ctx, a.unit);
    case "moveUnit":
    case "landUnit":
      return moveUnit(ctx, a.unit, destinationNamed(before, a));
    case "holdUnit":
      return holdUnit(ctx, a.unit);
    case "joinTaskForce":
      return joinTaskForce(ctx, a.ship, a.taskForce);
    case "leaveTaskForce":
      return leaveTaskForce(ctx, a.ship);
    case "loadCargo":
      return loadCargo(ctx, a.ship, a.cargo);
    case "unloadCargo":
      return unloadCargo(ctx, a.ship);
    case "relocate":
      return relocate(ctx, { body: a.body, from: a.from, to: a.to, item: a.item });
    case "endMovement":
      emit(ctx, { type: "MovementEnded", side });
      return beginCombat(ctx);
    case "formGroup":
      return formGroup(ctx, combatOf(s), side, a.taskForce, a.formation);
    case "addToGroup":
      return addToGroup(ctx, combatOf(s), side, a.ship, a.screened);
    case "addBackup":
      return addBackup(ctx, combatOf(s), side, a.formation);
    case "closeGroup":
      return closeGroup(ctx, combatOf(s), side);
    case "formationsReady":
      return formationsReady(ctx, combatOf(s), side);
    case "shiftScreen": {
      const c = combatOf(s);
      const g = c.groups.find((x) => x.ships.includes(a.ship))!;
      const screened = !g.screened.includes(a.ship);
      g.screened = screened ? [...g.screened, a.ship] : g.screened.filter((x) => x !== a.ship);
      emit(ctx, { type: "ScreenShifted", side, ship: a.ship, screened });
      return;
    }
    case "screensSet":
      combatOf(s).step = "attackerFire";
      return;
    case "attack":
      return designate(ctx, side, a.unit, a.target);
    case "holdFire":
      return designate(ctx, side, a.unit, null);
    case "autoTarget": {
      const c = combatOf(s);
      for (let next = nextToDesignate(s, c, side); next; next = nextToDesignate(s, c, side)) {
        // A globe looks first among the targets it keeps its margin against (DS 6.6).
        const short = (t: string) => (globeShort(c, next.unit, t) ? 1 : 0);
        const best = [...targetsFor(s, c, next.unit)].sort(
          (x, y) => short(x.target) - short(y.target) || y.superiority - x.superiority,
        )[0]!;
        const target = best.superiority > 0 ? best.target : null;
        if (scatteredShort(ctx, side, next.unit.id, target)) continue;
        c.designations.push({ side, unit: next.unit.id, target, targetGroup: groupIdOf(c, target) });
        emit(ctx, { type: "FireDesignated", side, unit: next.unit.id, target: best.superiority > 0 ? best.target : null });
      }
      return completeDesignation(ctx, side);
    }
    case "ceaseFire": {
      const c = combatOf(s);
      for (let next = nextToDesignate(s, c, side); next; next = nextToDesignate(s, c, side))
        c.designations.push({ side, unit: next.unit.id, target: null, targetGroup: null });
      return completeDesignation(ctx, side);
    }
    case "breakOff": {
      const c = combatOf(s);
      c.breakingOff = side;
      emit(ctx, { type: "BrokeOff", side, combat: c.id });
      return completeDesignation(ctx, side);
    }
    case "withdraw":
      return withdraw(ctx, combatOf(s), a.hex);
    case "strike":
      return declareStrike(ctx, combatOf(s), a.ship, { body: a.body, site: a.site });
    case "noStrike":
      return declareStrike(ctx, combatOf(s), a.ship, null);
    case "strikesDone":
      return strikesDone(s, combatOf(s), side);
    case "pdFire":
      return firePd(ctx, combatOf(s), a.body, a.site, a.target);
    case "pdDone":
      return pdDone(combatOf(s), side);
    case "chooseLoss": {
      const c = combatOf(s);
      const strike = c.lossChoice!;
      destroyChosen(ctx, strike.body, strike.site, a.item, a.ship, strike.ship);
      return finishStrike(ctx, c, strike);
    }
    case "breakOrbit":
    case "thrust":
    case "setFacing":
    case "assumeOrbit":
      return commandPlanetoid(ctx, side, a);
    case "planetoidsDone":
    case "impactsDone":
      return leaveStage(ctx);
    case "declareImpact":
      return declareImpact(ctx, side, { planetoid: a.planetoid, body: a.body, site: a.site });
    case "chooseTrainingLoss": {
      const im = s.interim!;
      const tf = im.lossFor!;
      im.lossFor = null;
      return chooseTrainingLoss(ctx, tf, a.formation, im.training);
    }
    case "offerStalemate":
      return offerStalemate(ctx, side);
    case "answerStalemate":
      return answerStalemate(ctx, side, a.accept);
    default:
      return unreachable(a);
  }
}

/** Runs whatever follows without a decision. */
function settle(ctx: Ctx): void {
  if (ctx.s.result) return;
  if (ctx.s.phase === "combat") runCombat(ctx);
  else if (ctx.s.phase === "interim") runInterim(ctx);
}

export function apply(
  state: DoubleStarState,
  seat: SeatId,
  action: DoubleStarAction,
  rng: Rng,
  // The module's apply is told by the engine's kit; the opponent's redraw calls this one directly.
  known: Known | null = knownOf(action, state, seat),
): ApplyResult<DoubleStarState> {
  // One of this state's listed choices, the very object (engine/listed.ts): the rules made it.
  if (known === "legal") return play(state, seat as Side, action, rng);
  const parsed = actionSchema.safeParse(action);
  if (!parsed.success)
    return violation(
      "INVALID_ACTION",
      RULE.decisions,
      `The action does not match the schema: ${parsed.error.issues[0]?.message ?? "invalid"}.`,
    );
  const a = parsed.data;
  if (state.phase === "over") return violation("GAME_OVER", RULE.decisions, "The game is over.");
  if (!isSide(seat)) return violation("UNKNOWN_SEAT", RULE.decisions, `There is no seat ${seat} in this game.`);
  const prompt = promptOf(state, seat);
  if (!prompt)
    return violation("NOT_YOUR_DECISION", RULE.decisions, `You owe no decision now; waiting for ${owingSeats(state).join(" and ")}.`);
  if (!ACCEPTS[prompt].includes(a.type)) {
    return violation("WRONG_ACTION", PROMPT_RULE[prompt], `You (${seat}) are asked for ${ACCEPTS[prompt].join(", ")} now, not ${a.type}.`);
  }
  const refused = check(state, seat, prompt, a);
  if (refused) return refused;
  return play(state, seat, a, rng);
}

/** Plays an accepted action on a copy of the state. */
function play(state: DoubleStarState, seat: Side, a: DoubleStarAction, rng: Rng): ApplyResult<DoubleStarState> {
  const ctx: Ctx = { s: cloneState(state), events: [], rng };
  perform(ctx, seat, a, state);
  settle(ctx);
  return applied(ctx.s, ctx.events);
}
