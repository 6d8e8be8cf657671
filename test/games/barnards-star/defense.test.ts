import { describe, expect, it } from "vitest";
import { pending } from "../../../src/games/barnards-star/pending";
import { GRID } from "../../../src/games/barnards-star/map";
import { distance } from "../../../src/hex";
import { at, given, hexOf, hx, ofType, play, refusal, refuse, type GivenUnit } from "./helpers";

const PD_HEX = hx(17, 20);
const VOLCANO = hx(13, 21); // a volcano on clear ground
const defense = (units: GivenUnit[]) => given({ phase: "defense", player: "naronian", units });
const landing = { landing: true };

describe("BS 11.0 Planetary Defense Fire", () => {
  it("BS 11.0 a battery fires at a transport landed in range; E destroys it with its cargo", () => {
    const s = defense([
      { id: "T-PD1", kind: "PD", at: PD_HEX },
      { id: "N-TN1", kind: "TN", at: hx(22, 20), patch: landing, cargo: [{ id: "N-Reg1", kind: "Reg" }] },
      { id: "N-TN2", kind: "TN", at: hx(23, 20), patch: landing },
    ]);
    expect(pending(s)[0]!.choices).toEqual([{ type: "defenseFire", unit: "T-PD1", hex: hx(22, 20) }, { type: "endDefenseFire" }]);
    expect(refusal(s, "terran", { type: "defenseFire", unit: "T-PD1", hex: hx(23, 20) })).toMatchObject({
      code: "OUT_OF_RANGE",
      rule: "BS 11.0 Planetary Defense Fire",
    });
    // 10 − 6 = +4, die 2: E.
    const { state, events } = play(s, "terran", { type: "defenseFire", unit: "T-PD1", hex: hx(22, 20) }, [2]);
    expect(ofType(events, "DefenseFired")[0]).toMatchObject({
      target: "N-TN1",
      strength: 10,
      defense: 6,
      differential: 4,
      column: 4,
      roll: 2,
      result: "E",
      effect: "destroyed",
    });
    expect(at(state, "N-TN1").where).toEqual({ at: "eliminated" });
    expect(at(state, "N-Reg1").where).toEqual({ at: "eliminated" });
  });

  it("BS 11.0 N on a landing transport neutralizes it and its troops, who disembark neutralized", () => {
    const s = defense([
      { id: "T-PD1", kind: "PD", at: PD_HEX },
      { id: "N-TN1", kind: "TN", at: hx(19, 20), patch: landing, cargo: [{ id: "N-Reg1", kind: "Reg" }] },
    ]);
    const { state, events } = play(s, "terran", { type: "defenseFire", unit: "T-PD1", hex: hx(19, 20) }, [4]);
    expect(ofType(events, "DefenseFired")[0]).toMatchObject({ result: "N", effect: "neutralized" });
    expect(ofType(events, "CargoDisembarked")[0]).toMatchObject({ ship: "N-TN1", units: ["N-Reg1"], neutralized: true });
    expect(at(state, "N-Reg1")).toMatchObject({ neutralized: true, where: { at: "map", hex: hx(19, 20) } });
  });

  it("BS 11.0 landing jump troops defend with 10; every target in the hex takes its own fire from the same battery", () => {
    const s = defense([
      { id: "T-PD1", kind: "PD", at: PD_HEX },
      { id: "T-PD2", kind: "PD", at: PD_HEX },
      { id: "N-JTr1", kind: "JTr", at: hx(19, 20), patch: landing },
      { id: "N-JTr2", kind: "JTr", at: hx(19, 20), patch: landing },
    ]);
    // 10 − 10 = 0: die 1 E, die 3 N.
    const { state, events } = play(s, "terran", { type: "defenseFire", unit: "T-PD1", hex: hx(19, 20) }, [1, 3]);
    expect(ofType(events, "DefenseFired").map((e) => [e.target, e.defense, e.differential, e.result])).toEqual([
      ["N-JTr1", 10, 0, "E"],
      ["N-JTr2", 10, 0, "N"],
    ]);
    expect(at(state, "N-JTr1").where).toEqual({ at: "eliminated" });
    expect(at(state, "N-JTr2").neutralized).toBe(true);
    expect(refuse(state, "terran", { type: "defenseFire", unit: "T-PD1", hex: hx(19, 20) })).toBe("ALREADY_FIRED");
    // A second N in this single exchange destroys (README R19).
    const again = play(state, "terran", { type: "defenseFire", unit: "T-PD2", hex: hx(19, 20) }, [3]);
    expect(ofType(again.events, "DefenseFired")[0]).toMatchObject({ target: "N-JTr2", result: "N", effect: "destroyed" });
  });

  it("BS 11.0 a jump troop neutralized on a hex with enemy units is eliminated instead (BS 10.3)", () => {
    const s = defense([
      { id: "T-PD1", kind: "PD", at: PD_HEX },
      { id: "T-Reg1", kind: "Reg", at: hx(19, 20) },
      { id: "N-JTr1", kind: "JTr", at: hx(19, 20), patch: landing },
    ]);
    const { state, events } = play(s, "terran", { type: "defenseFire", unit: "T-PD1", hex: hx(19, 20) }, [2]);
    expect(ofType(events, "DefenseFired")[0]).toMatchObject({ result: "N", effect: "destroyed" });
    expect(at(state, "N-JTr1").where).toEqual({ at: "eliminated" });
  });

  it("BS 11.0 N on a close approach ship aborts its mission: back to orbit, no part in the combat phase", () => {
    const s = defense([
      { id: "T-B1", kind: "B", at: PD_HEX },
      { id: "T-Reg1", kind: "Reg", at: hx(19, 20) },
      { id: "N-BB1", kind: "BB", at: { at: "approach", hex: hx(19, 20) } },
    ]);
    // Beacon 8 − battleship 12 = −4: die 1 N.
    const { state, events } = play(s, "terran", { type: "defenseFire", unit: "T-B1", hex: hx(19, 20) }, [1]);
    expect(ofType(events, "DefenseFired")[0]).toMatchObject({
      strength: 8,
      defense: 12,
      differential: -4,
      column: -4,
      result: "N",
      effect: "aborted",
    });
    expect(at(state, "N-BB1").where).toEqual({ at: "orbit" });
  });

  it("BS 11.0 batteries and beacons that fired do not support in the combat phase that follows", () => {
    const s = defense([
      { id: "T-PD1", kind: "PD", at: PD_HEX },
      { id: "T-PD2", kind: "PD", at: PD_HEX },
      { id: "T-Reg1", kind: "Reg", at: hx(19, 20) },
      { id: "N-Reg1", kind: "Reg", at: hx(19, 20) },
      { id: "N-JTr1", kind: "JTr", at: hx(18, 20), patch: landing },
    ]);
    let state = play(s, "terran", { type: "defenseFire", unit: "T-PD1", hex: hx(18, 20) }, [6]).state;
    state = play(state, "terran", { type: "endDefenseFire" }).state;
    expect(state.phase).toBe("combat");
    state = play(state, "naronian", { type: "attack", hex: hx(19, 20) }).state;
    state = play(state, "naronian", { type: "declineSupport" }).state;
    const terranChoices = pending(state)[0]!.choices!;
    expect(terranChoices).toContainEqual({ type: "addSupport", unit: "T-PD2" });
    expect(terranChoices).not.toContainEqual({ type: "addSupport", unit: "T-PD1" });
  });

  it("BS 11.0 no fire at ships that landed earlier, that lifted off, or that stay in orbit", () => {
    const s = defense([
      { id: "T-PD1", kind: "PD", at: PD_HEX },
      { id: "N-TN1", kind: "TN", at: hx(19, 20) },
      { id: "N-TN2", kind: "TN", at: { at: "orbit" } },
      { id: "N-JTr1", kind: "JTr", at: hx(18, 20), patch: landing },
    ]);
    expect(refuse(s, "terran", { type: "defenseFire", unit: "T-PD1", hex: hx(19, 20) })).toBe("NO_TARGET_IN_HEX");
    expect(pending(s)[0]!.choices).toEqual([{ type: "defenseFire", unit: "T-PD1", hex: hx(18, 20) }, { type: "endDefenseFire" }]);
  });

  it("BS 12.1 a battery on a volcano reaches one hex further", () => {
    const target = hx(19, 21);
    const clear = hx(13, 20);
    expect([distance(GRID, VOLCANO, target), distance(GRID, clear, target)]).toEqual([6, 6]);
    const s = defense([
      { id: "T-PD1", kind: "PD", at: VOLCANO },
      { id: "T-PD2", kind: "PD", at: clear },
      { id: "N-JTr1", kind: "JTr", at: target, patch: landing },
    ]);
    expect(pending(s)[0]!.choices).toEqual([{ type: "defenseFire", unit: "T-PD1", hex: target }, { type: "endDefenseFire" }]);
    expect(refuse(s, "terran", { type: "defenseFire", unit: "T-PD2", hex: target })).toBe("OUT_OF_RANGE");
    expect(ofType(play(s, "terran", { type: "defenseFire", unit: "T-PD1", hex: target }, [6]).events, "DefenseFired")[0]).toMatchObject({
      unit: "T-PD1",
      target: "N-JTr1",
      result: "-",
    });
    expect(hexOf(s, "N-JTr1")).toBe(target);
  });

  it("BS 4.0 the planetary defense phase is the Terran's, inside the Naronian turn, and is skipped when nothing is in range", () => {
    const s = defense([
      { id: "T-PD1", kind: "PD", at: PD_HEX },
      { id: "N-JTr1", kind: "JTr", at: hx(19, 20), patch: landing },
    ]);
    expect(pending(s).map((d) => [d.seat, d.prompt])).toEqual([["terran", "defenseFire"]]);
    expect(refuse(s, "naronian", { type: "endDefenseFire" })).toBe("NOT_YOUR_DECISION");
  });
});
