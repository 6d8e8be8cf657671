// Game options, fixed at creation (BS 20.5). `parse({})` gives the book's battle: 40 Naronian
// points, the Assault Combat Results Table as printed, the reconstructed counter mix, the book's
// readings of BS 6.1, 10.3, 12.4 and 16.4, and no turn limit. Each earlier reading of the engine
// is kept as an option value, off by default.
import { z } from "zod";
import { DEFAULT_NARONIAN_MIX, DEFAULT_TERRAN_BOWL } from "./counters";
import { MAP_VERSION } from "./map";

const count = (max: number, def: number, what: string) => z.number().int().min(0).max(max).default(def).describe(what);

export const optionsSchema = z
  .object({
    assaultTable: z
      .enum(["printed", "smoothed"])
      .meta({
        id: "BarnardsStarAssaultTable",
        description: "The Assault Combat Results Table as printed, or with its four anomalous rows smoothed (README, R8)",
      })
      .default("printed")
      .describe(
        'Assault Combat Results Table (T4). "printed": exactly as the book prints it, rows −2, 2, 6 and 10 one column kinder to the attacker than their neighbours. "smoothed": those four rows read like the row above them (README, R8).',
      ),
    naronianPoints: z.number().int().min(10).max(100).default(40).describe("Points the Naronian spends on his attack force (BS 16.1)."),
    naronianMix: z
      .object({
        BB: count(10, DEFAULT_NARONIAN_MIX.BB, "Battleships in the Naronian counter mix."),
        BC: count(10, DEFAULT_NARONIAN_MIX.BC, "Battlecruisers in the Naronian counter mix."),
        DD: count(12, DEFAULT_NARONIAN_MIX.DD, "Destroyers in the Naronian counter mix."),
        jumpBattalions: count(
          12,
          DEFAULT_NARONIAN_MIX.jumpBattalions,
          "Jump troop battalions (each with its transport) in the Naronian counter mix.",
        ),
        regularBattalions: count(
          12,
          DEFAULT_NARONIAN_MIX.regularBattalions,
          "Regular battalions (each with its transport) in the Naronian counter mix.",
        ),
      })
      .strict()
      .meta({ id: "BarnardsStarNaronianMix", description: "The Naronian counter mix that bounds the purchase (README, R3)" })
      .default({ ...DEFAULT_NARONIAN_MIX })
      .describe(
        "The Naronian counter mix that bounds his purchase (BS 16.1). Reconstructed (README, R3): set it from the original counter sheets if you have them.",
      ),
    terranBowl: z
      .object({
        DN: count(6, DEFAULT_TERRAN_BOWL.DN, "Dreadnoughts in the bowl."),
        BB: count(8, DEFAULT_TERRAN_BOWL.BB, "Battleships in the bowl."),
        BC: count(8, DEFAULT_TERRAN_BOWL.BC, "Battlecruisers in the bowl."),
        DD: count(12, DEFAULT_TERRAN_BOWL.DD, "Destroyers in the bowl."),
        TN: count(8, DEFAULT_TERRAN_BOWL.TN, "Transports in the bowl, each loaded with a regular battalion."),
        jumpTN: count(8, DEFAULT_TERRAN_BOWL.jumpTN, "Transports marked with the asterisk, each loaded with a jump troop battalion."),
      })
      .strict()
      .meta({ id: "BarnardsStarTerranBowl", description: "The ships put in the Terran bowl (README, R3)" })
      .default({ ...DEFAULT_TERRAN_BOWL })
      .describe("The Terran reinforcements drawn at random, one per turn (BS 16.2, 16.3). Reconstructed (README, R3)."),
    turnLimit: z
      .number()
      .int()
      .min(4)
      .max(200)
      .nullable()
      .default(null)
      .describe(
        "Optional turn limit (BS 20.3). The book has no stalemate: by default (null) play goes on until a side wins, bounded only by the safety bound of 300 game turns. A number ends a battle still undecided at the end of that game turn in a stalemate.",
      ),
    jumpDrops: z
      .enum(["pattern", "chained"])
      .meta({ id: "BarnardsStarJumpDrops", description: "How a jump drop is judged (BS 10.3, README R18)" })
      .default("pattern")
      .describe(
        'Jump-troop drops (BS 10.3). "pattern": the finished drop is judged (each troop within 2 hexes of another of its battalion, within 5 of all), so separate clusters are legal. "chained": the earlier engine\'s stricter procedure, each next troop within 2 of one already down (README, R18).',
      ),
    victoryTroops: z
      .enum(["drawn", "atBarnardsStar", "withBowl"])
      .meta({
        id: "BarnardsStarVictoryTroops",
        description: "Which troops the victory conditions count as not eliminated (BS 16.4, README R12)",
      })
      .default("drawn")
      .describe(
        'Which troops are not yet eliminated for the victory conditions (BS 16.4). "drawn": every jump troop and regular not eliminated, Terran troops at Sol or on the turn track included (they can still come). "atBarnardsStar": only troops on the planet or aboard ships at Barnard\'s Star, the earlier engine\'s reading. "withBowl": as "drawn", and the battalions of transports still in the Terran bowl count too (README, R12).',
      ),
    neutralizedAttackers: z
      .enum(["each", "all"])
      .meta({ id: "BarnardsStarNeutralizedAttackers", description: "Which neutralized attackers fall back at once (BS 12.4, README R25)" })
      .default("each")
      .describe(
        'Neutralized units in an attacking position (BS 12.4). "each": every neutralized attacker suffers the immediate W on its own (it falls back one hex and takes no part in the assault). "all": only when all attackers are neutralized, the earlier engine\'s reading (README, R25).',
      ),
    emptyLine: z
      .enum(["screenJoins", "screenStays"])
      .meta({
        id: "BarnardsStarEmptyLine",
        description: "What a side's screened ships do once its firing line is shot empty (BS 6.1, README R11)",
      })
      .default("screenJoins")
      .describe(
        'A firing line shot empty (BS 6.1). "screenJoins": the side\'s screened ships join the firing line and fire on. "screenStays": screened ships never fire, the earlier engine\'s reading (README, R11).',
      ),
    map: z
      .literal(MAP_VERSION)
      .default(MAP_VERSION)
      .describe("The map (BS 2.1), fixed and versioned: only the reconstructed map of BS.03.04 exists."),
  })
  .strict()
  // A force without troops can never be confirmed (BS 16.4 makes troops the Naronian's only way
  // to win), so a mix that offers none would leave the game stuck in set-up: refuse it here.
  .refine((o) => o.naronianMix.jumpBattalions + o.naronianMix.regularBattalions > 0, {
    path: ["naronianMix"],
    message: "the Naronian counter mix needs at least one battalion: a force without troops cannot be confirmed (BS 16.4)",
  });

export type BarnardsStarOptions = z.output<typeof optionsSchema>;

/**
 * Safety bound (BS 20.3): with no turn limit, a battle still undecided at the end of this game turn
 * ends in a stalemate. No game played by people comes near it; it guarantees random play an end.
 */
export const SAFETY_TURNS = 300;

/** The last game turn a battle may run: the option's turn limit, or the safety bound. */
export const lastTurn = (o: BarnardsStarOptions): number => o.turnLimit ?? SAFETY_TURNS;

/** Option sets the conformance suite plays besides the defaults. */
export const sampleOptions: z.input<typeof optionsSchema>[] = [
  { assaultTable: "smoothed", turnLimit: 12 },
  { naronianPoints: 24, turnLimit: 8, terranBowl: { DN: 1, BB: 1, BC: 1, DD: 1, TN: 1, jumpTN: 1 } },
  { naronianPoints: 60, turnLimit: 10, victoryTroops: "withBowl" },
  { turnLimit: 14, terranBowl: { DN: 0, BB: 0, BC: 0, DD: 0, TN: 4, jumpTN: 4 } },
  { naronianMix: { BB: 0, BC: 0, DD: 0, jumpBattalions: 10, regularBattalions: 0 }, naronianPoints: 50, turnLimit: 10 },
  { jumpDrops: "chained", victoryTroops: "atBarnardsStar", neutralizedAttackers: "all", emptyLine: "screenStays", turnLimit: 12 },
  {
    naronianPoints: 100,
    naronianMix: { BB: 10, BC: 10, DD: 12, jumpBattalions: 12, regularBattalions: 12 },
    turnLimit: 6,
    assaultTable: "smoothed",
  },
];
