// Game options, fixed at creation (SB 0.3). Every field has a default so `parse({})` gives
// the book's own game: two Star Lords, Normal set-up, Phase Rule A, Ordinary battles, End A.
import { z } from "zod";
import { decksFor } from "./cards";

/** Cards dealt to each lord in the Normal set-up (SB 1.2). */
export const NORMAL_DEAL = 8;
/** Cards each lord draws when Stage 2 begins (SB 2.1). */
export const STAGE_TWO_HAND = 2;

// Strict, as the other kinds' options are: a misspelt option is refused, not dropped for its default.
const base = z.strictObject({
  players: z.number().int().min(2).max(6).default(2).describe("Number of Star Lords (2–6)."),
  setup: z
    .enum(["normal", "unknown-universe"])
    .default("normal")
    .describe("Normal: dealt hands are placed around the Core of the Galaxy. Unknown Universe: a face-down N×N star chart."),
  chartSize: z.number().int().min(5).max(9).default(5).describe("Side of the Unknown Universe star chart (ignored in the Normal set-up)."),
  decks: z
    .union([z.literal("auto"), z.number().int().min(1).max(4)])
    .default("auto")
    .describe('Decks shuffled together (1–4), or "auto" for the fewest that fill the chart and the hands with at least one card to spare.'),
  phaseRule: z
    .enum(["A", "B"])
    .default("A")
    .describe(
      "A: turns pass in seat order. B: the lord with the fewest ships goes next (ties: seat order after the lord who just played).",
    ),
  battle: z
    .enum(["ordinary", "decisive", "tabular"])
    .default("ordinary")
    .describe("Battle method: one round of coin flips, flips until one side is gone, or one round on the Starpost odds table."),
  endMethod: z
    .enum(["A", "B", "C"])
    .default("A")
    .describe("A: when the deck runs out, highest score wins. B: last lord with ships. C: the lord who controls a majority of Home Bases."),
  coreBonusShip: z
    .boolean()
    .default(true)
    .describe("Normal set-up: a lord who controls the Core of the Galaxy at the end of his turn gets a bonus Scout there."),
  homeBaseBonusShip: z
    .boolean()
    .default(false)
    .describe("Unknown Universe: each Home Base a lord controls at the end of his turn gives a bonus Scout (the book leans to no)."),
  coreIsHomeBase: z
    .boolean()
    .default(false)
    .describe(
      "Normal set-up: treat the Core as every lord's Home Base (no lord may build while another alone holds it; End C is won by holding it). Off: the book's Normal set-up has no Home Bases.",
    ),
  rebuildAceLow: z
    .boolean()
    .default(false)
    .describe("A replacing Ace in a rebuild counts 1, as on the chart. Off: the book's rule that Aces are high during the turn (14)."),
  keepFreeMoves: z
    .boolean()
    .default(false)
    .describe("Unused free moves are kept for later turns (the book advises against; by default they are lost)."),
  turnLimit: z
    .number()
    .int()
    .min(10)
    .max(10000)
    .default(300)
    .describe("Safety: after this many turns in all the game ends and is decided by the End A score."),
});

/** Cards the set-up must find in the deck: chart (or dealt hands), Stage 2 hands, one to spare. */
export function cardsNeeded(o: Pick<z.output<typeof base>, "players" | "setup" | "chartSize">): number {
  const first = o.setup === "normal" ? o.players * NORMAL_DEAL : o.chartSize * o.chartSize;
  return first + o.players * STAGE_TWO_HAND + 1;
}

export const optionsSchema = base.superRefine((o, ctx) => {
  // SB 6.3 counts Home Bases, which only the Unknown Universe deals out (see README R8).
  if (o.endMethod === "C" && o.setup === "normal" && !o.coreIsHomeBase) {
    ctx.addIssue({
      code: "custom",
      path: ["endMethod"],
      message: "End C counts Home Bases: the Normal set-up has none unless coreIsHomeBase is set",
    });
  }
  const needed = cardsNeeded(o);
  if (o.decks === "auto") {
    if (decksFor(needed) === null)
      ctx.addIssue({ code: "custom", path: ["decks"], message: `needs ${needed} cards: more than four decks` });
  } else if (o.decks * 52 < needed) {
    ctx.addIssue({ code: "custom", path: ["decks"], message: `${o.decks} deck(s) hold ${o.decks * 52} cards; this game needs ${needed}` });
  }
});

export type StarBattleOptions = z.output<typeof optionsSchema>;

/** The number of decks actually shuffled together. */
export function deckCount(o: StarBattleOptions): number {
  return o.decks === "auto" ? (decksFor(cardsNeeded(o)) ?? 4) : o.decks;
}

/** Option sets worth playing besides the defaults: every set-up, rule and method. */
export const sampleOptions: z.input<typeof optionsSchema>[] = [
  { players: 3, phaseRule: "B", battle: "decisive", endMethod: "B" },
  { players: 6, battle: "tabular", endMethod: "C", coreIsHomeBase: true, keepFreeMoves: true, rebuildAceLow: true },
  { setup: "unknown-universe" },
  {
    setup: "unknown-universe",
    players: 4,
    chartSize: 7,
    decks: 2,
    battle: "decisive",
    endMethod: "C",
    homeBaseBonusShip: true,
    turnLimit: 80,
  },
  { setup: "unknown-universe", players: 3, phaseRule: "B", battle: "tabular", endMethod: "B", keepFreeMoves: true, turnLimit: 120 },
  { players: 2, decks: 2, coreBonusShip: false, endMethod: "A", phaseRule: "B" },
];
