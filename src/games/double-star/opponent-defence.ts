// The Islamic defence in the Sneak Attack (DS 10.1), the built-in opponent's knowledge beside the
// Chinese plan (opponent-plan.ts). The Chinese win only by landing a carried base on an empty land
// hex of one of An-Nur's large worlds (DS 4.2, 4.5: a carrier sets its base down only where nothing
// stands), and a hex holding Islamic population is not empty. Population may be placed in any
// number on any land hex of a large world (DS 9.2), and the Islamic side places it after the
// Chinese forces are bought (DS 10.1: the Chinese set up first), so the defence covers every land
// hex of the four worlds with population, evenly (a hex is opened again only when every counter on
// it is struck away, DS 6.14, so no hex is left thin). While no hex is open the Chinese cannot
// win, and the Islamic side ends its movement phases at once: time wins (DS 10.1). It also places
// the Chinese worlds where their paths lie farthest from An-Nur (DS 9.1: each side places the
// other's), which lengthens every Chinese flight.
//
// Everything read here is on the board both sides see, so the step is the same in every state the
// seat cannot tell apart.
import type { DoubleStarAction } from "./actions";
import { BODY_IDS, bodyData, distanceFromStar } from "./map";
import { siteOf } from "./queries";
import type { DoubleStarState } from "./state";

/** The large worlds of An-Nur: the only places a Chinese base wins (DS 10.1). */
export const GUARDED = BODY_IDS.filter((b) => bodyData(b).star === "an-nur" && bodyData(b).disc === "large");

/** Population placed at a step: small enough to spread 1,445 points over every hex (the listed amounts are 1, 10, 100, half, all). */
const POPULATION_STEP = 10;

/** Whether the defence applies: the Sneak Attack, the Islamic seat. */
export function defenceFor(s: DoubleStarState, seat: string): seat is "islamic" {
  return s.scenario === "sneakAttack" && seat === "islamic" && s.phase !== "over";
}

/** The defence's step among the listed `choices`, or null where it has none (the search decides). */
export function defenceStep(
  s: DoubleStarState,
  seat: string,
  prompt: string,
  choices: readonly DoubleStarAction[],
): DoubleStarAction | null {
  if (!defenceFor(s, seat)) return null;
  switch (prompt) {
    case "placeWorld":
      return farthestFromAnNur(choices);
    case "placePopulation":
      return populationStep(s, choices);
    case "placeIndustry":
      return industryStep(s, choices);
    default:
      return null;
  }
}

/** The Chinese worlds go where their paths lie farthest from An-Nur (DS 9.1: the Islamic side places them). */
function farthestFromAnNur(choices: readonly DoubleStarAction[]): DoubleStarAction | null {
  let best: DoubleStarAction | null = null;
  let bestD = -1;
  for (const c of choices) {
    if (c.type !== "placeWorld") continue;
    const d = distanceFromStar(c.hex, "an-nur");
    if (d > bestD) [best, bestD] = [c, d];
  }
  return best;
}

/**
 * Population (DS 9.2): ten points at a time on the land hex of An-Nur's large worlds that holds the
 * least, so every hex is covered first and then filled evenly; the last few points all at once.
 */
function populationStep(s: DoubleStarState, choices: readonly DoubleStarAction[]): DoubleStarAction | null {
  let best: DoubleStarAction | null = null;
  let bestKey = Infinity;
  for (const c of choices) {
    if (c.type !== "placePopulation" || !GUARDED.includes(c.body)) continue;
    const left = s.populationLeft.islamic;
    if (c.amount !== Math.min(POPULATION_STEP, left)) continue;
    const held = siteOf(s, c.body, c.site)?.population ?? 0;
    if (held < bestKey) [best, bestKey] = [c, held];
  }
  return best;
}

/** Industry (DS 9.3): on the hex that holds the most population, the hardest to strike empty. */
function industryStep(s: DoubleStarState, choices: readonly DoubleStarAction[]): DoubleStarAction | null {
  let best: DoubleStarAction | null = null;
  let most = -1;
  for (const c of choices) {
    if (c.type !== "placeIndustry") continue;
    const held = siteOf(s, c.body, c.site)?.population ?? 0;
    if (held > most) [best, most] = [c, held];
  }
  return best;
}
