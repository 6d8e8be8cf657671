// The decisions owed now, each with a short text and the complete list of postable actions.
import type { z } from "zod";
import type { PendingDecision } from "../../engine/contract";
import { listedOnce } from "../../engine/listed";
import type { DoubleStarAction } from "./actions";
import { choicesFor } from "./legal";
import { owed, type Prompt } from "./owing";
import type { Side } from "./map";
import type { arrivalBounds, boundsSchema, populationBounds } from "./schema";
import type { DoubleStarState } from "./state";
import { nextToDesignate } from "./rules/units";
import { nextStriker } from "./rules/surface";
import { earliestArrival } from "./rules/production";

function text(s: DoubleStarState, seat: Side, prompt: Prompt): string {
  const c = s.combat?.current ?? null;
  switch (prompt) {
    case "placeWorld":
      return `Place the enemy world ${s.worldsToPlace[0]} anywhere on its orbital path.`;
    case "placePopulation":
      return `Place your population: ${s.populationLeft[seat]} million left. Worlds take any number on land; a planetoid hemisphere takes five per base (buy a base first).`;
    case "placeIndustry":
      return `Place your industry counters (${s.industryLeft[seat]} left) on worlds with at least 10 population, up to three per hex.`;
    case "buyForces":
      return `Buy your initial forces (${s.treasury[seat].budget} points left; what you do not spend becomes the contingency fund), schedule production, form task forces, then finish.`;
    case "designateTarget":
      return "Secretly designate the enemy world (with industry) your raid must strike.";
    case "movement":
      return "Movement phase: select a ship or task force to move, handle task forces, cargo and surface moves, or end movement.";
    case "moveUnit":
      return `Move ${s.moving}: choose a reachable hex and facing, a landing site, or hold it where it is.`;
    case "formations":
      return "Assume formations (secret until both sides are ready): open a group under a formation counter, add ships and back-ups, close it; ships in no group are scattered.";
    case "screens":
      return "Start of a round: move cylinder ships between the formation and its screen, then confirm.";
    case "fire": {
      const next = c ? nextToDesignate(s, c, seat) : null;
      return next
        ? `Round ${c!.round}: choose a target for ${next.unit.id} (attack ${next.unit.attack}), hold its fire, or let every remaining unit pick its best target.`
        : `Round ${c?.round}: none of your units can fire; cease fire or break off.`;
    }
    case "withdraw":
      return "Your ships broke off: choose the adjacent hex they withdraw to.";
    case "strikes": {
      const ship = c ? nextStriker(s, c) : null;
      return `Surface strikes: choose the enemy surface hex ${ship?.id} will strike (it comes into range of planetary defences), or none.`;
    }
    case "pdFire":
      return "Planetary defence fire: each defence fires twice at strikers or planetoids aiming at its hex or a hex next to it.";
    case "strikeLoss":
      return "Your strike destroys one item in the hex: choose which.";
    case "planetoids":
      return "Interim phase: expend power plants to break planetoids from orbit, change their speed or facing, or assume an orbit.";
    case "impacts":
      return "Interim phase: expend a power plant to aim a free planetoid at a surface hex of a body in its hex (the impact comes in the owner's combat phase).";
    case "trainingLoss":
      return `Task force ${s.interim?.lossFor} loses a formation counter in training: choose which.`;
    case "production":
      return `Order production (${s.treasury[seat].production} production points, ${s.treasury[seat].contingency} contingency) or convert a ship to replace a lost command ship.`;
    case "stalemate":
      return "Your opponent offers a stalemate: accept to end the game, or refuse.";
  }
}

/** `placePopulation`: any amount from min to max, not only the amounts listed. */
export type PopulationBounds = z.infer<typeof populationBounds>;
/** `buyForces` and `production`: `orderProduction` may name any arrival turn from the earliest on. */
export type ArrivalBounds = z.infer<typeof arrivalBounds>;
export type DoubleStarBounds = z.infer<typeof boundsSchema>;
/** Which prompts carry which bounds. */
export interface BoundsByPrompt {
  placePopulation: PopulationBounds;
  buyForces: ArrivalBounds;
  production: ArrivalBounds;
}

/** Where apply also takes values the list does not spell out: any population amount, a later arrival turn. */
function bounds(s: DoubleStarState, seat: Side, prompt: Prompt): DoubleStarBounds | undefined {
  if (prompt === "placePopulation") return { amount: { min: 1, max: s.populationLeft[seat] } };
  if (prompt === "buyForces" || prompt === "production")
    return { arrivalTurn: { earliest: earliestArrival(s, false), earliestEmergency: earliestArrival(s, true) } };
  return undefined;
}

/**
 * The decisions owed in `s`, worked out once per state by the engine (listed.ts): the platform,
 * the bot, apply's own check and assert() all ask for them. Shared: read them, never change them.
 */
export const pending = listedOnce((s: DoubleStarState): PendingDecision<DoubleStarAction>[] =>
  owed(s).map(({ seat, prompt }) => {
    const d: PendingDecision<DoubleStarAction> = { seat, prompt, text: text(s, seat, prompt), choices: choicesFor(s, seat, prompt) };
    const b = bounds(s, seat, prompt);
    if (b) d.bounds = b;
    return d;
  }),
);

/** Whether the action is one of the choices of the seat's decision (apply's check), key order aside. */
export function isChoice(s: DoubleStarState, seat: Side, prompt: Prompt, a: DoubleStarAction): boolean {
  const d = pending(s).find((x) => x.seat === seat && x.prompt === prompt);
  const choices = d?.choices ?? choicesFor(s, seat, prompt);
  const r = a as Record<string, unknown>;
  const keys = Object.keys(r);
  return choices.some((c) => {
    if (c.type !== a.type) return false;
    const o = c as Record<string, unknown>;
    return Object.keys(o).length === keys.length && keys.every((k) => o[k] === r[k]);
  });
}
