import { describe, expect, it } from "vitest";
import { barnardsStar } from "../../../src/games/barnards-star";
import { optionsSchema, sampleOptions } from "../../../src/games/barnards-star/options";
import { pending } from "../../../src/games/barnards-star/pending";
import { given, hx, play, refusal, refuse } from "./helpers";

describe("BS 4.0 Sequence of Play", () => {
  it("BS 4.0 a game turn: the Naronian player turn, then the Terran's, each phase in the book's order", () => {
    // Only the movement phases have something to decide here (a unit of each side); the rest begin and end by themselves.
    const s = given({ phase: "movement", player: "naronian", turn: 2 });
    const first = play(s, "naronian", { type: "endMovement" });
    expect(first.state).toMatchObject({ player: "terran", phase: "movement", turn: 2 });
    const second = play(first.state, "terran", { type: "endMovement" });
    expect(second.state).toMatchObject({ player: "naronian", phase: "movement", turn: 3 });
    const steps: string[] = [];
    for (const e of [...first.events, ...second.events]) {
      if (e.type === "PhaseBegan") steps.push(`${e.side} ${e.phase}`);
      if (e.type === "NeutralizationRemoved") steps.push(`${e.side} neutralization removal`);
      if (e.type === "GameTurnBegan") steps.push(`game turn ${e.turn}`);
    }
    expect(steps).toEqual([
      "naronian neutralization removal",
      "naronian interaction",
      "naronian defense",
      "naronian combat",
      "terran spaceEvents",
      "terran movement",
      "terran transportation",
      "terran neutralization removal",
      "terran interaction",
      "terran combat",
      "game turn 3",
      "naronian spaceEvents",
      "naronian movement",
    ]);
  });

  it("BS 4.0 a phase waits for the phasing player while he has something to decide", () => {
    const s = given({ phase: "movement", player: "naronian", units: [{ id: "N-Reg1", kind: "Reg", at: hx(17, 20) }] });
    expect(pending(s).map((d) => [d.seat, d.prompt])).toEqual([["naronian", "movement"]]);
    expect(pending(s)[0]!.choices).toContainEqual({ type: "endMovement" });
  });
});

describe("BS 20.1 Who Decides", () => {
  it("BS 20.1 a seat that owes nothing, an unknown seat, a malformed action and the wrong kind of action are refused, changing nothing", () => {
    const s = given({ phase: "movement", player: "naronian", units: [{ id: "N-Reg1", kind: "Reg", at: hx(17, 20) }] });
    expect(refusal(s, "terran", { type: "endMovement" })).toMatchObject({ code: "NOT_YOUR_DECISION", rule: "BS 20.1 Who Decides" });
    expect(refuse(s, "drone", { type: "endMovement" })).toBe("UNKNOWN_SEAT");
    expect(refuse(s, "naronian", { type: "moveUnit", unit: "N-Reg1", to: 99999 })).toBe("INVALID_ACTION");
    expect(refuse(s, "naronian", { type: "endMovement", extra: 1 })).toBe("INVALID_ACTION");
    expect(refusal(s, "naronian", { type: "endCombat" })).toMatchObject({ code: "WRONG_ACTION", rule: "BS 7.0 Ground Movement" });
  });

  it("BS 20.1 the defender owes decisions in the phasing player's turn: support, losses, retreats, counterattacks", () => {
    const s = given({
      phase: "combat",
      player: "naronian",
      units: [
        { id: "N-JTr1", kind: "JTr", at: hx(17, 20) },
        { id: "T-Reg1", kind: "Reg", at: hx(17, 20) },
      ],
    });
    // Jump troops have no support: the Naronian declines by himself and the Terran is asked.
    const { state } = play(s, "naronian", { type: "attack", hex: hx(17, 20) });
    expect(pending(state).map((d) => [d.seat, d.prompt])).toEqual([["terran", "support"]]);
  });
});

describe("BS 20.5 Options Fixed at Creation", () => {
  it("BS 20.5 the defaults are the book's battle, with the reconstructed counter mix, the book's readings and no turn limit", () => {
    expect(optionsSchema.parse({})).toEqual({
      assaultTable: "printed",
      naronianPoints: 40,
      naronianMix: { BB: 3, BC: 4, DD: 6, jumpBattalions: 6, regularBattalions: 6 },
      terranBowl: { DN: 2, BB: 3, BC: 4, DD: 6, TN: 3, jumpTN: 1 },
      turnLimit: null,
      jumpDrops: "pattern",
      victoryTroops: "drawn",
      neutralizedAttackers: "each",
      emptyLine: "screenJoins",
      map: "bs0304-v1",
    });
    expect(barnardsStar.seats(optionsSchema.parse({})).map((x) => x.id)).toEqual(["naronian", "terran"]);
  });

  it("BS 20.5 a Naronian counter mix with no battalion is refused: such a force could never be confirmed (BS 16.4)", () => {
    const noTroops = { naronianMix: { BB: 1, BC: 1, DD: 2, jumpBattalions: 0, regularBattalions: 0 } };
    const parsed = optionsSchema.safeParse(noTroops);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["naronianMix"]);
    expect(optionsSchema.safeParse({ naronianMix: { ...noTroops.naronianMix, regularBattalions: 1 } }).success).toBe(true);
  });

  it("BS 20.5 unknown options, unknown maps and out-of-range values are refused; the sample option sets parse", () => {
    expect(optionsSchema.safeParse({ fog: true }).success).toBe(false);
    expect(optionsSchema.safeParse({ map: "other" }).success).toBe(false);
    expect(optionsSchema.safeParse({ turnLimit: 2 }).success).toBe(false);
    expect(optionsSchema.safeParse({ terranBowl: { DN: -1 } }).success).toBe(false);
    for (const o of sampleOptions) expect(optionsSchema.safeParse(o).success).toBe(true);
    expect(barnardsStar.sampleOptions.length).toBeGreaterThan(0);
  });

  it("BS 20.5 the options fill the bowl and bound the purchase", () => {
    const s = barnardsStar.setup(optionsSchema.parse({ terranBowl: { DN: 1, BB: 0, BC: 0, DD: 2, TN: 0, jumpTN: 1 } }), null as never);
    expect(s.bowl.map((c) => c.label)).toEqual(["bowl:DN-1", "bowl:DD-1", "bowl:DD-2", "bowl:TN*-1"]);
  });
});
