// Game options, fixed at creation (IS 10.5). `parse({})` gives the book's first scenario with the
// basic rules; the advanced rules (the book's shaded boxes) are switched on one by one.
import { z } from "zod";
import { DEFAULT_TURNS } from "./tables";

export const optionsSchema = z
  .object({
    scenario: z
      .enum(["meetingEngagement", "pickUp"])
      .default("meetingEngagement")
      .describe(
        '"meetingEngagement": Scenario One (IS 8.1), the book\'s British and Russian squadrons in line ahead. ' +
          '"pickUp": each side buys a fleet from the ship records (and its own designs) up to a points total (IS 3.1, IS 8.2).',
      ),
    points: z
      .number()
      .int()
      .min(60)
      .max(1000)
      .default(200)
      .describe(
        "Pick-up game: the points total. Each fleet must be within 10% of it, and the two fleets within 10% of the lesser of them (IS 3.1).",
      ),
    hiddenPurchase: z
      .boolean()
      .default(true)
      .describe(
        "Pick-up game: both sides buy at once and neither sees the other's fleet until both have bought (IS 10.3). False: the first seat buys openly, then the second.",
      ),
    strictFleetBudget: z
      .boolean()
      .default(false)
      .describe(
        "Pick-up game: each fleet costs between 10/11 of the points total and the total, so any two fleets balance and hidden purchases never need buying again. Off: the book's 10% rule between the two fleets (IS 3.1).",
      ),
    designs: z
      .boolean()
      .default(true)
      .describe("Pick-up game: fleets may include user-designed ship records, checked against the book's ranges (IS 9)."),
    turns: z
      .number()
      .int()
      .min(1)
      .max(30)
      .nullable()
      .default(null)
      .describe(`Game length in turns (IS 4.1); null: the scenario's own length (${DEFAULT_TURNS} for both).`),
    movingBackwards: z
      .boolean()
      .default(false)
      .describe("Advanced rule (IS 5.9): a ship whose thrust exceeds its momentum may back up to half the difference."),
    advancedTurning: z
      .boolean()
      .default(false)
      .describe("Advanced rule (IS 5.10): the largest turn depends on size class and on where in the move it is made."),
    torpedoNets: z
      .boolean()
      .default(false)
      .describe(
        "Advanced rule (IS 6.16): medium and larger ships may deploy nets in the end phase: +1 against torpedoes from the beam, no turning.",
      ),
    openEnded: z
      .boolean()
      .default(false)
      .describe("Advanced rule (IS 6.14): several maximum rolls in one volley combine into higher results."),
    targetSize: z.boolean().default(false).describe("Advanced rule (IS 6.15): big guns find small targets harder to hit."),
    terrain: z
      .boolean()
      .default(false)
      .describe(
        "Optional terrain (IS 1.3): six features scattered from the game's dice before set-up, outside both deployment bands: " +
          "three asteroids (block sight and movement), two meteorite swarms (block sight) and one piece of flotsam (blocks movement). " +
          "No counter may finish on any of them (README R24).",
      ),
    nikeTrack: z
      .enum(["text", "printed"])
      .default("text")
      .describe(
        'HMES Nike\'s damage location track (IS 2.8). "text": as the text describing her record reads it, hull 1–10, armour 11, thrust 12–13 (the rest reconstructed, README R4). ' +
          '"printed": the row printed on her sample record, 1–12 / 13 / 14–15 / 16 / 17–18 / 19–20, the same as Gauntlet\'s.',
      ),
    specialEquipment: z
      .enum(["reconstructed", "inert"])
      .default("reconstructed")
      .describe(
        'The book refers to special-equipment rules it does not print (IS 7). "reconstructed": Starpost\'s labelled reconstructions (README). ' +
          '"inert": the equipment does nothing (it can still be lost to Q hits), for groups who play their own rules.',
      ),
  })
  .strict();

export type IronStarsOptions = z.output<typeof optionsSchema>;

export function turnsOf(o: IronStarsOptions): number {
  return o.turns ?? DEFAULT_TURNS;
}

/** Option sets the conformance suite plays besides the defaults. */
export const sampleOptions: z.input<typeof optionsSchema>[] = [
  { scenario: "pickUp" },
  { scenario: "pickUp", points: 120, hiddenPurchase: false, designs: false, movingBackwards: true, advancedTurning: true, turns: 4 },
  { movingBackwards: true, advancedTurning: true, torpedoNets: true, openEnded: true, targetSize: true },
  {
    scenario: "pickUp",
    points: 300,
    strictFleetBudget: true,
    torpedoNets: true,
    openEnded: true,
    targetSize: true,
    specialEquipment: "inert",
  },
  { terrain: true },
  { scenario: "pickUp", terrain: true, movingBackwards: true, advancedTurning: true, turns: 4 },
];
