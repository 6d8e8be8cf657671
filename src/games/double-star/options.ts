// Game options, fixed at creation (DS 11.6). `parse({})` gives the Sneak Attack with the
// reconstructed factors; a group with the original counters may enter their printed values.
import { z } from "zod";
import { SCENARIO_IDS } from "./scenarios";
import { defaultFactors, SHIP_KINDS, type ShipFactors, type ShipKind } from "./ships";
import { DEFAULT_POOL_PER_TYPE } from "./tables";

const factor = z
  .object({
    defense: z.number().int().min(0).max(20).optional(),
    movement: z.number().int().min(0).max(12).optional(),
  })
  .strict()
  .meta({
    id: "DoubleStarFactorOverride",
    description: "An override of a ship type's reconstructed factors; a factor left out keeps the reconstruction",
  });

export const optionsSchema = z
  .object({
    scenario: z.enum(SCENARIO_IDS).default("sneakAttack").describe("Which scenario (DS 10): sneakAttack, armageddon or raid."),
    turnLimit: z
      .number()
      .int()
      .min(2)
      .max(500)
      .default(100)
      .describe(
        "Safety limit (DS 11.3): the game ends after this game-turn if the scenario has not ended it, and is judged as at the scenario's own end (Armageddon: stalemate). The book gives Armageddon no limit.",
      ),
    maxCombatRounds: z
      .number()
      .int()
      .min(1)
      .max(100)
      .default(30)
      .describe("Safety limit (DS 11.3): ship-to-ship combat in one hex ends after this many rounds."),
    robotStrikeModifier: z
      .union([z.literal(-2), z.literal(2)])
      .default(-2)
      .describe(
        "Die modifier for robot fighters on the Surface Strike Table (DS 6.14). The counter chart says −2, the rules text 'adds two'; on this table low rolls are the strong ones, so −2 (the default) is the reading that makes robots hit out of proportion to their attack factor.",
      ),
    shipFactors: z
      .partialRecord(z.enum(SHIP_KINDS), factor)
      .meta({ id: "DoubleStarShipFactors", description: "Overrides of the reconstructed factors, by ship type (README R1, R2)" })
      .default({})
      .describe(
        "Overrides of the reconstructed defence and movement factors (README R1–R2), by ship kind, for groups with the original counters.",
      ),
    formationPoolPerType: z
      .number()
      .int()
      .min(1)
      .max(50)
      .default(DEFAULT_POOL_PER_TYPE)
      .describe("Formation counters of each type (cone, wedge, cylinder, globe) in each side's pool (reconstructed, README R8)."),
    agreedStalemateAnyScenario: z
      .boolean()
      .default(false)
      .describe("Let the players agree a stalemate in every scenario; by default only in Armageddon, where the book allows it (DS 10.2)."),
    planetoidMaxSpeed: z
      .number()
      .int()
      .min(1)
      .max(50)
      .nullable()
      .default(null)
      .describe(
        "Fastest a free planetoid may be pushed (DS 4.8). The book sets no limit (null, the default); 6 was Starpost's earlier cap.",
      ),
    orbitCaptureAnySpeed: z
      .boolean()
      .default(false)
      .describe(
        "Let a free planetoid at any speed settle round a world in its hex (Starpost's earlier reading). By default (DS 4.9) an orbit is assumed only at speed 1 facing along a printed orbital path.",
      ),
    globeMarginLimitsTargets: z
      .boolean()
      .default(false)
      .describe(
        "Treat the globe's three-ship margin as a limit on its targets (Starpost's earlier reading: a globe with no such target cannot fire). By default (DS 6.6) a globe that fires at a formation without the margin becomes scattered.",
      ),
    globeBreaksInFirstRound: z
      .boolean()
      .default(false)
      .describe(
        "Let a B result break a globe in its first combat round (Starpost's earlier reading). By default (DS 6.6, D23) a globe counts as scattered ships in its first round, so a B there eliminates the ship and breaks nothing.",
      ),
    surfaceStrikesPhasingOnly: z
      .boolean()
      .default(false)
      .describe(
        "Only the phasing side strikes surfaces (Starpost's earlier reading). By default (DS 2.2, DS 6.1 step 4) both sides' surviving ships may strike in every combat phase.",
      ),
    commandShipsStayInSpace: z
      .boolean()
      .default(false)
      .describe(
        "Command ships never land (Starpost's earlier reading). By default (DS 4.2) a command ship with no other ship in its task force lands at a friendly base like any ship.",
      ),
  })
  .strict();

export type DoubleStarOptions = z.output<typeof optionsSchema>;

/** The defence and movement factors in play: the reconstruction with any overrides. */
const DEFAULT_FACTORS = defaultFactors();
const factorMemo = new Map<string, ShipFactors>();

export function factorsOf(options: Pick<DoubleStarOptions, "shipFactors">): ShipFactors {
  const overrides = options.shipFactors ?? {};
  // Asked for every ship's movement and defence: no array of keys just to learn there are none.
  let none = true;
  for (const _ in overrides) {
    none = false;
    break;
  }
  if (none) return DEFAULT_FACTORS;
  const key = JSON.stringify(overrides);
  const known = factorMemo.get(key);
  if (known) return known;
  const out = defaultFactors();
  for (const [kind, f] of Object.entries(options.shipFactors ?? {})) {
    if (!f) continue;
    const k = kind as ShipKind;
    out[k] = { defense: f.defense ?? out[k].defense, movement: f.movement ?? out[k].movement };
  }
  factorMemo.set(key, out);
  return out;
}

/** Option sets the conformance suite plays besides the defaults. */
export const sampleOptions: z.input<typeof optionsSchema>[] = [
  { scenario: "raid", turnLimit: 14 },
  // Armageddon under every earlier Starpost reading, so the fuzzer keeps playing them too.
  {
    scenario: "armageddon",
    turnLimit: 10,
    maxCombatRounds: 8,
    planetoidMaxSpeed: 6,
    orbitCaptureAnySpeed: true,
    globeMarginLimitsTargets: true,
    globeBreaksInFirstRound: true,
    surfaceStrikesPhasingOnly: true,
    commandShipsStayInSpace: true,
  },
];
