// Game options, fixed at creation (LS 10.6). `parse({})` gives the book's duel: two pilots,
// stock ships, secret orders held by the server, and the computed Navigation Wheel.
import { z } from "zod";
import { COMPUTED_WHEEL_TABLE, parseWheelTable, wheelTableProblems, type WheelTable } from "./wheel";

const wheelCell = z.string().regex(/^[1-8]\/[1-8]$/, 'a cell is "P/V" with P and V in 1..8');

export const optionsSchema = z
  .object({
    opponent: z
      .enum(["pilot", "drone"])
      .default("pilot")
      .describe(
        '"pilot": a duel between two players (LS 3). "drone": solo target practice against a drone the server flies by the book (LS 8).',
      ),
    designYourOwn: z
      .boolean()
      .default(false)
      .describe("Optional rules (LS 9): a pilot may fly a ship designed with 20 design points instead of a stock ship."),
    sealedOrders: z
      .boolean()
      .default(false)
      .describe(
        "Sealed orders (LS 10.3): each secret order is first committed as a SHA-256 hash with a nonce, then revealed, so not even the server knows it early.",
      ),
    turnLimit: z
      .number()
      .int()
      .min(5)
      .max(1000)
      .default(100)
      .describe("Safety (LS 10.4): a duel still undecided at the end of this turn is a draw. The book sets no limit."),
    movedPositionsOnly: z
      .boolean()
      .default(false)
      .describe(
        "Fly-bys (LS 5.3) and disengaging (LS 5.4) count only positions reached by moving; the start, the 5/5 set after a fly-by and the 1/1 set on re-engaging start the counts afresh. " +
          "Off (the book): every position the wheels show counts, so a re-engage's 1/1 followed by 1/1 is a fly-by, and a fly-by's 5/5 is the first of three disengaging positions.",
      ),
    specialModifierByDamageTaken: z
      .boolean()
      .default(false)
      .describe(
        "The special damage modifier (LS 7.2) counts protection lost from the ship's start (3, 5, 7 lost: +1, +2, +3) instead of protection left (7, 5, 3 left). " +
          "Identical for ships that start with 10; it spares low-protection designs (LS 9.4). Off: the book's protection left.",
      ),
    wheelTable: z
      .array(z.array(wheelCell).length(8))
      .length(8)
      .nullable()
      .default(null)
      .describe(
        'Movement windows of the Navigation Wheel as 8 rows (view-port 1–8) of 8 cells (view 1–8), each "P/V" after both ships move. ' +
          "Null uses the reconstructed table computed from the wheel geometry (README, R1); a group with the original wheel may enter its printed windows.",
      )
      .superRefine((rows, ctx) => {
        // Zod runs refinements even after a shape issue: check the shape before reading cells.
        if (rows?.length !== 8 || rows.some((row) => row.length !== 8 || row.some((cell) => !/^[1-8]\/[1-8]$/.test(cell)))) return;
        for (const problem of wheelTableProblems(parseWheelTable(rows))) ctx.addIssue({ code: "custom", message: problem });
      }),
  })
  .strict();

export type LastStarfighterOptions = z.output<typeof optionsSchema>;

/** The movement table this game uses. */
export function wheelTableOf(options: Pick<LastStarfighterOptions, "wheelTable">): WheelTable {
  return options.wheelTable ? parseWheelTable(options.wheelTable) : COMPUTED_WHEEL_TABLE;
}

/** Option sets the conformance suite plays besides the defaults. */
export const sampleOptions: z.input<typeof optionsSchema>[] = [
  { opponent: "drone" },
  { sealedOrders: true },
  { designYourOwn: true },
  { opponent: "drone", designYourOwn: true, sealedOrders: true, turnLimit: 40 },
  { designYourOwn: true, movedPositionsOnly: true, specialModifierByDamageTaken: true },
];
