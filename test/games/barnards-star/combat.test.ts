import { describe, expect, it } from "vitest";
import { barnardsStar } from "../../../src/games/barnards-star";
import { GRID } from "../../../src/games/barnards-star/map";
import { pending } from "../../../src/games/barnards-star/pending";
import type { BarnardsStarState } from "../../../src/games/barnards-star/state";
import type { BarnardsStarAction } from "../../../src/games/barnards-star/actions";
import { at, given, hexOf, hx, ofType, play, refusal, refuse, types, type GivenUnit } from "./helpers";

const H = hx(17, 20); // clear
const LAVA = hx(8, 19);
const MOUNTAIN = hx(16, 17);
const VOLCANO_ON_MOUNTAIN = hx(14, 15);
const CREVASSE = hx(21, 10);

const combat = (units: GivenUnit[], player: "naronian" | "terran" = "naronian", options?: Record<string, unknown>) =>
  given({ phase: "combat", player, units, options });
const reg = (id: string, hex: number, extra: Partial<GivenUnit> = {}): GivenUnit => ({ id, kind: "Reg", at: hex, ...extra });

/** Plays the action; if it turns out to roll (support resolves on it), plays it again with the dice. */
function rolling(
  s: BarnardsStarState,
  seat: "naronian" | "terran",
  action: BarnardsStarAction,
  dice: number[],
): { played: ReturnType<typeof play>; rolled: boolean } {
  try {
    return { played: play(s, seat, action), rolled: false };
  } catch (e) {
    if (!String(e).includes("ran out of dice")) throw e;
    return { played: play(s, seat, action, dice), rolled: true };
  }
}

/** Declare the attack and let both sides decline support (or have nothing to add); the dice go to whichever step rolls. */
function bare(s: BarnardsStarState, hex: number, dice: number[], attacker: "naronian" | "terran" = "naronian") {
  let r = rolling(s, attacker, { type: "attack", hex }, dice);
  for (let i = 0; i < 2 && !r.rolled; i++) {
    const st = r.played.state;
    const seat = st.battle!.support.turn;
    r = rolling(st, seat, { type: "declineSupport" }, dice);
  }
  expect(r.rolled, "the dice were rolled").toBe(true);
  return r.played;
}

describe("BS 12.0 Ground Combat", () => {
  it("BS 12.0 attacks on hexes where the phasing player's units stand in an enemy zone of control are mandatory", () => {
    const s = combat([reg("N-Reg1", H), reg("T-Reg1", H)]);
    expect(pending(s)[0]!.choices).toEqual([{ type: "attack", hex: H }]);
    expect(refusal(s, "naronian", { type: "endCombat" })).toMatchObject({ code: "MANDATORY_ATTACK_LEFT", rule: "BS 8.0 Zone of Control" });
  });

  it("BS 12.0 each hex is attacked once per combat phase, in the order the attacker chooses", () => {
    const s = combat([reg("N-Reg1", H), reg("T-Reg1", H), reg("N-Reg2", hx(20, 21)), reg("T-Reg2", hx(20, 21))]);
    expect(pending(s)[0]!.choices).toEqual([
      { type: "attack", hex: H },
      { type: "attack", hex: hx(20, 21) },
    ]);
    const { state } = bare(s, hx(20, 21), [3, 3]);
    expect(state.attacked).toEqual([hx(20, 21)]);
    expect(refuse(state, "naronian", { type: "attack", hex: hx(20, 21) })).toBe("ALREADY_ATTACKED");
  });

  it("BS 8.0 units sharing a hex only with neutralized enemies may attack but need not", () => {
    const s = combat([reg("N-Reg1", H), reg("T-Reg1", H, { neutralized: true }), reg("N-Reg2", hx(20, 21))]);
    expect(pending(s)[0]!.choices).toEqual([{ type: "attack", hex: H }, { type: "endCombat" }]);
  });
});

describe("BS 12.1 Support Fire", () => {
  const scene = () =>
    combat([
      { id: "N-JTr1", kind: "JTr", at: H },
      { id: "N-JTr2", kind: "JTr", at: H },
      reg("T-Reg1", H),
      { id: "N-Sup1", kind: "Sup", at: hx(17, 21) },
      reg("N-Reg1", hx(18, 20)),
      reg("N-Reg2", hx(17, 22)),
      { id: "T-Sup1", kind: "Sup", at: hx(17, 18) },
      reg("T-Reg2", hx(16, 20)),
      { id: "T-PD1", kind: "PD", at: hx(17, 12) },
    ]);

  it("BS 12.1 the sides alternate, attacker first, one unit at a time; after one declines the other adds what it wants", () => {
    let s = play(scene(), "naronian", { type: "attack", hex: H }).state;
    expect(pending(s)[0]).toMatchObject({ seat: "naronian", prompt: "support" });
    expect(new Set(pending(s)[0]!.choices!.map((c) => JSON.stringify(c)))).toEqual(
      new Set(
        [{ type: "addSupport", unit: "N-Sup1" }, { type: "addSupport", unit: "N-Reg1" }, { type: "declineSupport" }].map((c) =>
          JSON.stringify(c),
        ),
      ),
    );
    s = play(s, "naronian", { type: "addSupport", unit: "N-Sup1" }).state;
    expect(pending(s)[0]).toMatchObject({ seat: "terran", prompt: "support" });
    // Units in the combat hex are announced too; the battery 8 hexes off is out of range.
    expect(new Set(pending(s)[0]!.choices!.map((c) => JSON.stringify(c)))).toEqual(
      new Set(
        [
          { type: "addSupport", unit: "T-Reg1" },
          { type: "addSupport", unit: "T-Sup1" },
          { type: "addSupport", unit: "T-Reg2" },
          { type: "declineSupport" },
        ].map((c) => JSON.stringify(c)),
      ),
    );
    expect(refusal(s, "terran", { type: "addSupport", unit: "T-PD1" })).toMatchObject({
      code: "CANNOT_SUPPORT",
      rule: "BS 12.1 Support Fire",
    });
    s = play(s, "terran", { type: "addSupport", unit: "T-Sup1" }).state;
    s = play(s, "naronian", { type: "declineSupport" }).state;
    // The Naronian declined: the Terran adds all he wants; the Naronian may add no more.
    s = play(s, "terran", { type: "addSupport", unit: "T-Reg1" }).state;
    expect(pending(s)[0]!.seat).toBe("terran");
    expect(refuse(s, "naronian", { type: "addSupport", unit: "N-Reg1" })).toBe("NOT_YOUR_DECISION");
    // 8 against 11 on clear ground: differential 3, die 1 → 3, positive (the defender's support was greater).
    // Assault 16 : 4 = 4:1, die 2 + 3 = row 5 → E.
    const { state, events } = play(s, "terran", { type: "declineSupport" }, [1, 2]);
    expect(ofType(events, "SupportFireResolved")[0]).toMatchObject({
      attackerSupport: 8,
      defenderSupport: 11,
      multiplier: 1,
      differential: 3,
      column: 3,
      roll: 1,
      modifier: 3,
      target: null,
    });
    expect(ofType(events, "AssaultResolved")[0]).toMatchObject({
      attack: 16,
      defense: 4,
      column: "4:1",
      roll: 2,
      modifier: 3,
      row: 5,
      result: "E",
    });
    expect(at(state, "T-Reg1").where).toEqual({ at: "eliminated" });
  });

  it("BS 12.1 a unit's support serves one battle per combat phase, even when it fights itself", () => {
    let s = combat([
      reg("N-Reg1", H),
      reg("T-Reg1", H),
      reg("N-Reg2", hx(18, 20)),
      reg("T-Reg2", hx(18, 20)),
      { id: "N-Sup1", kind: "Sup", at: hx(20, 20) },
    ]);
    s = play(s, "naronian", { type: "attack", hex: H }).state;
    expect(pending(s)[0]!.choices).not.toContainEqual({ type: "addSupport", unit: "N-Sup1" });
    s = play(s, "naronian", { type: "addSupport", unit: "N-Reg2" }).state;
    s = play(s, "terran", { type: "declineSupport" }).state;
    s = play(s, "naronian", { type: "declineSupport" }, [3, 6]).state;
    expect(s.battle).toBeNull();
    s = play(s, "naronian", { type: "attack", hex: hx(18, 20) }).state;
    expect(pending(s)[0]!.seat).toBe("naronian");
    expect(pending(s)[0]!.choices).toContainEqual({ type: "addSupport", unit: "N-Sup1" });
    expect(pending(s)[0]!.choices).not.toContainEqual({ type: "addSupport", unit: "N-Reg2" });
    expect(refuse(s, "naronian", { type: "addSupport", unit: "N-Reg2" })).toBe("CANNOT_SUPPORT");
  });

  it("BS 12.1 neutralized units have no support; a side with nothing to add declines by itself", () => {
    const s = combat([reg("N-Reg1", H), reg("T-Reg1", H, { neutralized: true }), reg("T-Reg2", hx(18, 20), { neutralized: true })]);
    const { state } = play(s, "naronian", { type: "attack", hex: H });
    // The Naronian may add his own regular; the Terran has nothing, so the allocation stays with the Naronian.
    expect(pending(state)[0]!.choices).toEqual([{ type: "addSupport", unit: "N-Reg1" }, { type: "declineSupport" }]);
    const after = play(state, "naronian", { type: "addSupport", unit: "N-Reg1" }, [6, 6]);
    expect(ofType(after.events, "SupportFireResolved")[0]).toMatchObject({ attackerSupport: 3, defenderSupport: 0 });
  });

  it("BS 10.5 ships on close approach support within 3 hexes of their hex", () => {
    const s = combat([
      reg("N-Reg1", H),
      reg("T-Reg1", H),
      { id: "N-BB1", kind: "BB", at: { at: "approach", hex: hx(17, 23) } },
      { id: "N-DD1", kind: "DD", at: { at: "approach", hex: hx(17, 24) } },
    ]);
    const { state } = play(s, "naronian", { type: "attack", hex: H });
    expect(pending(state)[0]!.choices).toContainEqual({ type: "addSupport", unit: "N-BB1" });
    expect(pending(state)[0]!.choices).not.toContainEqual({ type: "addSupport", unit: "N-DD1" });
  });
});

describe("BS 12.2 Support Fire Resolution", () => {
  it("BS 12.2 when the attacker's support is greater the modifier is turned negative", () => {
    let s = combat([reg("N-Reg1", H), reg("T-Reg1", H), { id: "N-Sup1", kind: "Sup", at: hx(17, 21) }]);
    s = play(s, "naronian", { type: "attack", hex: H }).state;
    s = play(s, "naronian", { type: "addSupport", unit: "N-Sup1" }).state;
    s = play(s, "terran", { type: "declineSupport" }).state;
    // 8 against 0: column 8, die 2 → 4, made −4. Assault 4 : 4 = 1:1, die 6 − 4 = row 2 → P (as printed).
    const { events } = play(s, "naronian", { type: "declineSupport" }, [2, 6]);
    expect(ofType(events, "SupportFireResolved")[0]).toMatchObject({ differential: 8, column: 8, modifier: -4 });
    expect(ofType(events, "AssaultResolved")[0]).toMatchObject({ column: "1:1", roll: 6, row: 2, result: "P" });
  });

  it("BS 12.2 N strikes every unit of the side with less support in the hex; neutralized attackers then suffer an immediate W", () => {
    let s = combat([
      reg("N-Reg1", H),
      reg("N-Reg2", H),
      reg("T-Reg1", H),
      { id: "T-PD1", kind: "PD", at: hx(17, 22) },
      { id: "T-PD2", kind: "PD", at: hx(17, 22) },
    ]);
    s = play(s, "naronian", { type: "attack", hex: H }).state;
    s = play(s, "naronian", { type: "declineSupport" }).state;
    s = play(s, "terran", { type: "addSupport", unit: "T-PD1" }).state;
    // 0 against 20: column 16, die 1 → N on the Naronians.
    s = play(s, "terran", { type: "addSupport", unit: "T-PD2" }).state;
    expect(pending(s)[0]!.seat).toBe("terran");
    const { state, events } = play(s, "terran", { type: "declineSupport" }, [1]);
    expect(ofType(events, "SupportFireResolved")[0]).toMatchObject({
      attackerSupport: 0,
      defenderSupport: 20,
      column: 16,
      result: { kind: "N" },
      target: "naronian",
    });
    expect(ofType(events, "AssaultResolved")[0]).toMatchObject({ result: "W", automatic: "attackersNeutralized", roll: null });
    expect([at(state, "N-Reg1").neutralized, at(state, "N-Reg2").neutralized, at(state, "T-Reg1").neutralized]).toEqual([
      true,
      true,
      false,
    ]);
    expect(pending(state)[0]).toMatchObject({ seat: "naronian", prompt: "retreat" });
  });

  it("BS 12.2 E removes every unit of the weaker side in the hex", () => {
    let s = combat([
      reg("N-Reg1", H),
      reg("T-Reg1", H),
      ...[1, 2, 3].map((i) => ({ id: `T-PD${i}`, kind: "PD" as const, at: hx(17, 22) })),
      { id: "T-Sup1", kind: "Sup", at: hx(17, 21) },
    ]);
    s = play(s, "naronian", { type: "attack", hex: H }).state;
    s = play(s, "naronian", { type: "declineSupport" }).state;
    for (const id of ["T-PD1", "T-PD2", "T-PD3"]) s = play(s, "terran", { type: "addSupport", unit: id }).state;
    s = play(s, "terran", { type: "addSupport", unit: "T-Sup1" }).state;
    const { state, events } = play(s, "terran", { type: "declineSupport" }, [1]);
    expect(ofType(events, "SupportFireResolved")[0]).toMatchObject({
      defenderSupport: 38,
      column: 32,
      result: { kind: "E" },
      target: "naronian",
    });
    expect(at(state, "N-Reg1").where).toEqual({ at: "eliminated" });
    expect(types(events)).not.toContain("AssaultResolved");
    expect(state.battle).toBeNull();
  });

  it("BS 12.3 terrain changes support fire: doubled in a lava basin, halved in mountains and crevasses, unchanged on a volcano", () => {
    const support = (hex: number, dice: number[]) => {
      let s = combat([
        reg("N-Reg1", hex),
        reg("T-Reg1", hex),
        { id: "N-Sup1", kind: "Sup", at: hx(17, 21) },
        { id: "N-Sup2", kind: "Sup", at: hex },
      ]);
      s = play(s, "naronian", { type: "attack", hex }).state;
      s = play(s, "naronian", { type: "addSupport", unit: "N-Sup2" }).state;
      s = play(s, "terran", { type: "addSupport", unit: "T-Reg1" }).state;
      // The Terran has nothing more to add: the Naronian's decline closes the allocation.
      return ofType(play(s, "naronian", { type: "declineSupport" }, dice).events, "SupportFireResolved")[0]!;
    };
    expect(support(LAVA, [3, 3])).toMatchObject({
      terrain: "lava",
      multiplier: 2,
      attackerSupport: 8,
      defenderSupport: 3,
      differential: 10,
      column: 8,
    });
    expect(support(MOUNTAIN, [3, 3])).toMatchObject({ terrain: "mountain", multiplier: 0.5, differential: 2, column: 2 });
    expect(support(CREVASSE, [3, 3])).toMatchObject({ terrain: "crevassed", multiplier: 0.5, differential: 2, column: 2 });
    expect(support(VOLCANO_ON_MOUNTAIN, [3, 3])).toMatchObject({ terrain: "volcano", multiplier: 1, differential: 5, column: 4 });
  });
});

describe("BS 12.3 Assault Combat", () => {
  it("BS 12.3 assault strengths in the hex as odds, lowered to a column; neutralized defenders count 1 each", () => {
    const s = combat([{ id: "N-JTr1", kind: "JTr", at: H }, reg("N-Reg1", H), reg("T-Reg1", H), reg("T-Reg2", H, { neutralized: true })]);
    // 12 : 5 → 2:1; die 3 (support 0 : 3, column 3, die 3 → +2): row 2 + 3 = 5 → P.
    let st = play(s, "naronian", { type: "attack", hex: H }).state;
    st = play(st, "naronian", { type: "declineSupport" }).state;
    const { events } = play(st, "terran", { type: "addSupport", unit: "T-Reg1" }, [3, 3]);
    expect(ofType(events, "AssaultResolved")[0]).toMatchObject({
      attack: 12,
      defense: 5,
      column: "2:1",
      roll: 3,
      modifier: 2,
      row: 5,
      result: "P",
    });
  });

  it("BS 12.3 mountains and volcanoes shift the odds one column left", () => {
    for (const hex of [MOUNTAIN, VOLCANO_ON_MOUNTAIN]) {
      const s = combat([{ id: "N-JTr1", kind: "JTr", at: hex }, { id: "N-JTr2", kind: "JTr", at: hex }, reg("T-Reg1", hex)]);
      const { events } = bare(s, hex, [3, 1]);
      expect(ofType(events, "AssaultResolved")[0]).toMatchObject({ attack: 16, defense: 4, shift: -1, column: "3:1" });
    }
    const clear = bare(combat([{ id: "N-JTr1", kind: "JTr", at: H }, { id: "N-JTr2", kind: "JTr", at: H }, reg("T-Reg1", H)]), H, [3, 1]);
    expect(ofType(clear.events, "AssaultResolved")[0]).toMatchObject({ shift: 0, column: "4:1" });
  });

  it("BS 12.3 odds below 1:2 are an automatic W, without an assault roll", () => {
    const s = combat([reg("N-Reg1", H), reg("T-Reg1", H), reg("T-Reg2", H), reg("T-Reg3", H)]);
    const { events } = bare(s, H, [3]);
    expect(ofType(events, "AssaultResolved")[0]).toMatchObject({
      attack: 4,
      defense: 12,
      column: null,
      roll: null,
      result: "W",
      automatic: "oddsBelow1to2",
    });
  });

  it('BS 12.3 the option "smoothed" reads rows −2, 2, 6 and 10 like the row above (README R8)', () => {
    const units: GivenUnit[] = [reg("N-Reg1", H), reg("T-Reg1", H)];
    // 1:1, support 0 : 0 column 0 die 3 (no effect), assault die 2: printed row 2 → P, smoothed → X.
    expect(ofType(bare(combat(units), H, [3, 2]).events, "AssaultResolved")[0]).toMatchObject({ row: 2, result: "P" });
    const smoothed = bare(combat(units, "naronian", { assaultTable: "smoothed" }), H, [3, 2]);
    expect(ofType(smoothed.events, "AssaultResolved")[0]).toMatchObject({ row: 2, result: "X" });
  });
});

describe("BS 12.4 Assault Combat Results", () => {
  it("BS 12.4 X: half of each side, rounded up, chosen by its owner; beacons neither count nor fall to 50%", () => {
    const s = combat([
      ...[1, 2, 3, 4].map((i) => reg(`N-Reg${i}`, H)),
      ...[1, 2, 3].map((i) => reg(`T-Reg${i}`, H)),
      { id: "T-B1", kind: "B", at: H },
    ]);
    // 16 : 16 = 1:1, no modifier (die 3 at column 0), die 1 → X.
    let { state, events } = bare(s, H, [3, 1]);
    expect(ofType(events, "AssaultResolved")[0]).toMatchObject({ attack: 16, defense: 16, column: "1:1", result: "X" });
    expect(pending(state)[0]).toMatchObject({ seat: "naronian", prompt: "losses" });
    state = play(state, "naronian", { type: "eliminateUnit", unit: "N-Reg4" }).state;
    state = play(state, "naronian", { type: "eliminateUnit", unit: "N-Reg2" }).state;
    expect(pending(state)[0]).toMatchObject({ seat: "terran", prompt: "losses" });
    expect(refusal(state, "terran", { type: "eliminateUnit", unit: "T-B1" })).toMatchObject({
      code: "NOT_A_LOSS_CANDIDATE",
      rule: "BS 12.4 Assault Combat Results",
    });
    state = play(state, "terran", { type: "eliminateUnit", unit: "T-Reg1" }).state;
    state = play(state, "terran", { type: "eliminateUnit", unit: "T-Reg3" }).state;
    expect(
      Object.values(state.units)
        .filter((u) => u.where.at === "eliminated")
        .map((u) => u.id)
        .sort(),
    ).toEqual(["N-Reg2", "N-Reg4", "T-Reg1", "T-Reg3"]);
    // Both sides are still in the hex: the attacker may retreat first, then the defender.
    expect(pending(state)[0]).toMatchObject({ seat: "naronian", prompt: "retreat" });
    expect(pending(state)[0]!.choices).toContainEqual({ type: "holdGround" });
    state = play(state, "naronian", { type: "holdGround" }).state;
    expect(pending(state)[0]).toMatchObject({ seat: "terran", prompt: "retreat" });
    const r = play(state, "terran", { type: "retreat", hex: hx(17, 21) });
    expect(ofType(r.events, "UnitsRetreated")[0]).toMatchObject({ side: "terran", units: ["T-Reg2"], from: H, to: hx(17, 21) });
    // The beacon has no movement allowance: it stays (README R14).
    expect(hexOf(r.state, "T-B1")).toBe(H);
  });

  it("BS 12.4 P: half the defenders; H: half the attackers and all defenders, beacons too", () => {
    const p = bare(combat([...[1, 2].map((i) => reg(`N-Reg${i}`, H)), ...[1, 2].map((i) => reg(`T-Reg${i}`, H))]), H, [3, 2]);
    expect(ofType(p.events, "AssaultResolved")[0]).toMatchObject({ column: "1:1", row: 2, result: "P" });
    expect(pending(p.state)[0]).toMatchObject({ seat: "terran", prompt: "losses" });
    const h = bare(
      combat([
        ...[1, 2, 3].map((i) => ({ id: `N-JTr${i}`, kind: "JTr" as const, at: H })),
        reg("T-Reg1", H),
        { id: "T-B1", kind: "B", at: H },
        reg("T-Reg2", H),
      ]),
      H,
      [3, 4],
    );
    // 24 : 12 = 2:1, die 4 → row 4: H.
    expect(ofType(h.events, "AssaultResolved")[0]).toMatchObject({ column: "2:1", row: 4, result: "H" });
    expect(["T-Reg1", "T-B1", "T-Reg2"].map((id) => at(h.state, id).where.at)).toEqual(["eliminated", "eliminated", "eliminated"]);
    expect(pending(h.state)[0]).toMatchObject({ seat: "naronian", prompt: "losses", text: expect.stringContaining("2 more") });
  });

  it("BS 12.4 if the defenders were all neutralized, the attacker loses nothing", () => {
    const s = combat([
      ...[1, 2, 3, 4, 5].map((i) => ({ id: `N-JTr${i}`, kind: "JTr" as const, at: H })),
      reg("T-Reg1", H, { neutralized: true }),
    ]);
    // 40 : 1 = 6:1 … but die 6 + modifier: no support (column 0, die 5 → −1). Row 5 at 6:1 → E.
    const { state, events } = bare(s, H, [5, 6]);
    expect(ofType(events, "AssaultResolved")[0]).toMatchObject({ defense: 1, column: "6:1", result: "E" });
    expect(at(state, "T-Reg1").where).toEqual({ at: "eliminated" });
    const x = bare(
      combat([
        reg("N-Reg1", H),
        reg("N-Reg2", H),
        reg("T-Reg1", H, { neutralized: true }),
        reg("T-Reg2", H, { neutralized: true }),
        reg("T-Reg3", H, { neutralized: true }),
        reg("T-Reg4", H, { neutralized: true }),
        reg("T-Reg5", H, { neutralized: true }),
        reg("T-Reg6", H, { neutralized: true }),
        reg("T-Reg7", H, { neutralized: true }),
        reg("T-Reg8", H, { neutralized: true }),
      ]),
      H,
      [3, 1],
    );
    // 8 : 8 = 1:1, die 1 → X; the attacker's half is spared.
    expect(ofType(x.events, "AssaultResolved")[0]).toMatchObject({ result: "X" });
    expect(pending(x.state)[0]).toMatchObject({ seat: "terran", prompt: "losses" });
  });

  it("BS 12.4 C: the attacker retreats; with every adjacent hex in an enemy zone of control it is eliminated", () => {
    const ring = [hx(17, 19), hx(17, 21), hx(16, 20), hx(16, 21), hx(18, 20), hx(18, 21)];
    const s = combat([
      reg("N-Reg1", H),
      reg("T-Reg1", H),
      { id: "T-PD1", kind: "PD", at: H },
      ...ring.map((h, i) => reg(`T-Reg${i + 2}`, h)),
    ]);
    // 4 : 6 = 1:1.5; support 0 : 0 would be refused by the Terran declining at once; die 3 → no effect, die 3 → C.
    const { state, events } = bare(s, H, [3, 3]);
    expect(ofType(events, "AssaultResolved")[0]).toMatchObject({ column: "1:1.5", row: 3, result: "C" });
    expect(ofType(events, "UnitEliminated")[0]).toMatchObject({ unit: "N-Reg1", cause: "could not retreat" });
    expect(at(state, "N-Reg1").where).toEqual({ at: "eliminated" });
  });

  it("BS 12.4 C with room to go: the attacker must retreat one hex, not into an enemy zone of control", () => {
    const s = combat([reg("N-Reg1", H), reg("T-Reg1", H), { id: "T-PD1", kind: "PD", at: H }, reg("T-Reg2", hx(17, 19))]);
    const { state } = bare(s, H, [3, 3]);
    const choices = pending(state)[0]!.choices!;
    expect(choices).not.toContainEqual({ type: "holdGround" });
    expect(choices).not.toContainEqual({ type: "retreat", hex: hx(17, 19) });
    expect(refuse(state, "naronian", { type: "holdGround" })).toBe("MUST_RETREAT");
    expect(refuse(state, "naronian", { type: "retreat", hex: hx(17, 19) })).toBe("RETREAT_NOT_ALLOWED");
    expect(hexOf(play(state, "naronian", { type: "retreat", hex: hx(16, 20) }).state, "N-Reg1")).toBe(hx(16, 20));
  });

  it("BS 12.4 W: the attackers are neutralized and fall back; the defender counterattacks with units moved up in support", () => {
    const s = combat([
      reg("N-Reg1", H),
      ...[1, 2, 3].map((i) => reg(`T-Reg${i}`, H)),
      { id: "T-Sup1", kind: "Sup", at: hx(17, 23) },
      { id: "T-Sup2", kind: "Sup", at: hx(23, 20) },
    ]);
    // 4 : 12 is below 1:2: automatic W after the support roll (both decline; die 3, no effect).
    let { state } = bare(s, H, [3]);
    expect(at(state, "N-Reg1").neutralized).toBe(true);
    state = play(state, "naronian", { type: "retreat", hex: hx(17, 21) }).state;
    expect(pending(state)[0]).toMatchObject({ seat: "terran", prompt: "counterattack" });
    state = play(state, "terran", { type: "counterattack", accept: true }).state;
    expect(pending(state)[0]).toMatchObject({ seat: "terran", prompt: "counterMoves" });
    const moveChoices = pending(state)[0]!.choices!;
    // Within two hexes of (17,21): T-Sup1 at (17,23); T-Sup2 is too far. The counterattack hex itself is not entered.
    expect(moveChoices.some((c) => c.type === "supportMove" && c.unit === "T-Sup2")).toBe(false);
    expect(moveChoices).not.toContainEqual({ type: "supportMove", unit: "T-Sup1", hex: hx(17, 21) });
    expect(moveChoices).toContainEqual({ type: "endSupportMoves" });
    // Once the last unit that could move has moved, the counterattack begins.
    const c = play(state, "terran", { type: "supportMove", unit: "T-Sup1", hex: hx(17, 22) });
    state = c.state;
    expect(ofType(c.events, "SupportUnitMoved")[0]).toMatchObject({ unit: "T-Sup1", from: hx(17, 23), to: hx(17, 22) });
    expect(ofType(c.events, "CounterattackAdvanced")[0]).toMatchObject({
      side: "terran",
      units: ["T-Reg1", "T-Reg2", "T-Reg3"],
      from: H,
      to: hx(17, 21),
    });
    expect(ofType(c.events, "BattleBegan")[0]).toMatchObject({
      kind: "counterattack",
      hex: hx(17, 21),
      attacker: "terran",
      attackers: ["T-Reg1", "T-Reg2", "T-Reg3"],
      defenders: ["N-Reg1"],
    });
    // The regulars of the first battle may not support; the support company may.
    expect(pending(state)[0]!.choices).toEqual([{ type: "addSupport", unit: "T-Sup1" }, { type: "declineSupport" }]);
    // 8 : 0, column 8, die 6 → 2 made −2; 12 : 1 = 6:1, die 3 − 2 = 1 → E. Nobody has more to add, so it rolls at once.
    const end = play(state, "terran", { type: "addSupport", unit: "T-Sup1" }, [6, 3]);
    expect(ofType(end.events, "AssaultResolved")[0]).toMatchObject({ attack: 12, defense: 1, column: "6:1", row: 1, result: "E" });
    expect(at(end.state, "N-Reg1").where).toEqual({ at: "eliminated" });
  });

  it("BS 12.4 the counterattack hex counts as fought over: no second assault there this phase, no counterattack of a counterattack (README R16)", () => {
    const R = hx(17, 21);
    const s = combat([
      ...[1, 2, 3, 4].map((i) => reg(`N-Reg${i}`, H)),
      ...[1, 2, 3, 4].map((i) => ({ id: `T-JTr${i}`, kind: "JTr" as const, at: H })),
      { id: "N-JTr1", kind: "JTr", at: R },
      { id: "N-JTr2", kind: "JTr", at: R },
    ]);
    // 16 : 32 = 1:2, die 1 → W.
    let { state } = bare(s, H, [3, 1]);
    state = play(state, "naronian", { type: "retreat", hex: R }).state;
    // No Terran unit could move up to support: the counterattack is fought at once. 32 : 20 = 1.5:1, die 1 → P.
    const c = play(state, "terran", { type: "counterattack", accept: true }, [3, 1]);
    expect(ofType(c.events, "AssaultResolved")[0]).toMatchObject({ attack: 32, defense: 20, column: "1.5:1", result: "P" });
    state = c.state;
    for (const id of ["N-Reg1", "N-Reg2", "N-Reg3"]) state = play(state, "naronian", { type: "eliminateUnit", unit: id }).state;
    state = play(state, "terran", { type: "holdGround" }).state;
    const end = play(state, "naronian", { type: "holdGround" });
    expect(types(end.events)).not.toContain("CounterattackDecided");
    // Both sides still share the counterattack hex, yet the phase ends: it has seen its combat.
    const here = Object.values(end.state.units).filter((u) => u.where.at === "map" && u.where.hex === R);
    expect(new Set(here.map((u) => u.side))).toEqual(new Set(["naronian", "terran"]));
    expect(ofType(end.events, "PhaseBegan")[0]).toMatchObject({ side: "terran", phase: "spaceEvents" });
  });

  it("BS 12.4 the defender may decline the counterattack", () => {
    const s = combat([
      reg("N-Reg1", H),
      ...[1, 2, 3].map((i) => reg(`T-Reg${i}`, H)),
      reg("N-Reg9", hx(20, 21)),
      reg("T-Reg9", hx(20, 21)),
    ]);
    let { state } = bare(s, H, [3]);
    state = play(state, "naronian", { type: "retreat", hex: hx(17, 21) }).state;
    const { events } = play(state, "terran", { type: "counterattack", accept: false });
    expect(ofType(events, "CounterattackDecided")[0]).toMatchObject({ accept: false });
    expect(types(events)).toContain("BattleEnded");
  });

  it("BS 12.4 neutralized units in an attacking position suffer an immediate W", () => {
    const s = combat([reg("N-Reg1", H, { neutralized: true }), reg("T-Reg1", H)]);
    const { state, events } = play(s, "naronian", { type: "attack", hex: H });
    expect(ofType(events, "AssaultResolved")[0]).toMatchObject({ result: "W", automatic: "attackersNeutralized" });
    expect(pending(state)[0]).toMatchObject({ seat: "naronian", prompt: "retreat" });
  });

  it("BS 12.4: a neutralized unit attacking beside fresh ones takes its own immediate W: it falls back one hex and is no loss", () => {
    const s = combat([reg("N-Reg1", H, { neutralized: true }), reg("N-Reg2", H), reg("N-Reg3", H), reg("T-Reg1", H), reg("T-Reg2", H)]);
    const declared = play(s, "naronian", { type: "attack", hex: H });
    expect(types(declared.events)).not.toContain("AssaultResolved");
    // Only the neutralized regular falls back; its owner picks the hex (not into an enemy zone of control).
    expect(pending(declared.state)[0]).toMatchObject({ seat: "naronian", prompt: "retreat" });
    expect(pending(declared.state)[0]!.choices).not.toContainEqual({ type: "holdGround" });
    const back = play(declared.state, "naronian", { type: "retreat", hex: hx(17, 21) });
    expect(ofType(back.events, "UnitsRetreated")[0]).toMatchObject({ side: "naronian", units: ["N-Reg1"], from: H, to: hx(17, 21) });
    expect(hexOf(back.state, "N-Reg1")).toBe(hx(17, 21));
    expect(at(back.state, "N-Reg1").neutralized).toBe(true);
    // No counterattack follows: the battle goes on with the fresh attackers, support first.
    expect(pending(back.state)[0]).toMatchObject({ seat: "naronian", prompt: "support" });
    // Both decline; support 3 : 3 → column 0, die 3 no effect; 8 : 8 = 1:1, die 1 → X: half of each side.
    let st = play(back.state, "naronian", { type: "declineSupport" }).state;
    const x = play(st, "terran", { type: "declineSupport" }, [3, 1]);
    expect(ofType(x.events, "AssaultResolved")[0]).toMatchObject({ attack: 8, defense: 8, column: "1:1", result: "X" });
    // The neutralized regular is out of the battle: it cannot be the cheap loss.
    expect(refusal(x.state, "naronian", { type: "eliminateUnit", unit: "N-Reg1" })).toMatchObject({
      code: "NOT_A_LOSS_CANDIDATE",
      rule: "BS 12.4 Assault Combat Results",
    });
    st = play(x.state, "naronian", { type: "eliminateUnit", unit: "N-Reg2" }).state;
    expect(at(st, "N-Reg1").where).toEqual({ at: "map", hex: hx(17, 21) });
  });

  it("BS 12.4 a neutralized attacker with nowhere to fall back is eliminated; the others fight on", () => {
    const ring = GRID.adjacent[H]!;
    expect(ring).toHaveLength(6);
    const s = combat([
      reg("N-Reg1", H, { neutralized: true }),
      reg("N-Reg2", H),
      reg("T-Reg1", H),
      ...ring.map((h, i) => reg(`T-Reg${i + 2}`, h)),
    ]);
    const { state, events } = play(s, "naronian", { type: "attack", hex: H });
    expect(ofType(events, "UnitEliminated")[0]).toMatchObject({ unit: "N-Reg1" });
    expect(state.battle!.attackers).toContain("N-Reg2");
    expect(pending(state)[0]).toMatchObject({ prompt: "support" });
  });

  it('BS 12.4 with the option "all" (README R25) a neutralized attacker beside fresh ones stays in the battle', () => {
    const s = combat(
      [reg("N-Reg1", H, { neutralized: true }), reg("N-Reg2", H), reg("N-Reg3", H), reg("T-Reg1", H), reg("T-Reg2", H)],
      "naronian",
      { neutralizedAttackers: "all" },
    );
    const declared = play(s, "naronian", { type: "attack", hex: H });
    expect(pending(declared.state)[0]).toMatchObject({ seat: "naronian", prompt: "support" });
    const st = play(declared.state, "naronian", { type: "declineSupport" }).state;
    const x = play(st, "terran", { type: "declineSupport" }, [3, 1]);
    expect(ofType(x.events, "AssaultResolved")[0]).toMatchObject({ attack: 8, column: "1:1", result: "X" });
    // Half of three attackers, rounded up: two, and the neutralized one may be one of them.
    expect(pending(x.state)[0]!.choices).toContainEqual({ type: "eliminateUnit", unit: "N-Reg1" });
  });

  it("BS 8.0 defenders neutralized by support fire: the attacker may call the assault off", () => {
    let s = combat([
      reg("N-Reg1", H),
      reg("T-Reg1", H),
      ...[1, 2].map((i) => ({ id: `N-Sup${i}`, kind: "Sup" as const, at: hx(17, 21) })),
      reg("N-Reg9", hx(25, 21)),
      reg("T-Reg9", hx(25, 21), { neutralized: true }),
    ]);
    s = play(s, "naronian", { type: "attack", hex: H }).state;
    s = play(s, "naronian", { type: "addSupport", unit: "N-Sup1" }).state;
    s = play(s, "terran", { type: "declineSupport" }).state;
    // 16 : 0, column 16, die 1 → N on the Terran.
    s = play(s, "naronian", { type: "addSupport", unit: "N-Sup2" }).state;
    const { state } = play(s, "naronian", { type: "declineSupport" }, [1]);
    expect(at(state, "T-Reg1").neutralized).toBe(true);
    expect(pending(state)[0]!.choices).toEqual([
      { type: "pressAssault", press: true },
      { type: "pressAssault", press: false },
    ]);
    const off = play(state, "naronian", { type: "pressAssault", press: false });
    expect(types(off.events)).toEqual(expect.arrayContaining(["AssaultCalledOff", "BattleEnded"]));
    expect(pending(off.state)[0]!.choices).toContainEqual({ type: "endCombat" });
  });
});

describe("BS 12.4 Neutralization", () => {
  it("BS 12.4 a neutralized unit: no support, no zone of control, defends at 1, moves 1; its owner's removal phase restores it", () => {
    const s = combat([reg("N-Reg1", H), reg("T-Reg1", H, { neutralized: true }), reg("N-Reg2", hx(20, 21))]);
    const v = barnardsStar
      .view(s, null)
      .hexes.find((h) => h.hex === H)!
      .units.find((u) => u.id === "T-Reg1")!;
    expect(v).toMatchObject({ neutralized: true, support: 0, assault: 1, movement: 1 });
  });
});

describe("BS 13.0 Bombardment", () => {
  const scene = (hex = H) =>
    combat(
      [
        reg("N-Reg1", hex),
        reg("N-Reg2", hex),
        { id: "T-PD1", kind: "PD", at: hx(17, 22) },
        { id: "T-PD2", kind: "PD", at: hx(17, 22) },
        reg("T-Reg1", hx(20, 21)),
        reg("N-Reg3", hx(20, 21)),
      ],
      "terran",
    );

  it("BS 13.0 only the attacker's support fires, one roll per enemy unit; only N and E take effect", () => {
    let s = scene();
    expect(pending(s)[0]!.choices).toContainEqual({ type: "bombard", hex: H });
    s = play(s, "terran", { type: "bombard", hex: H }).state;
    expect(refusal(s, "terran", { type: "declineSupport" })).toMatchObject({
      code: "BOMBARDMENT_NEEDS_SUPPORT",
      rule: "BS 13.0 Bombardment",
    });
    s = play(s, "terran", { type: "addSupport", unit: "T-PD1" }).state;
    expect(pending(s)[0]!.choices).toEqual([{ type: "addSupport", unit: "T-PD2" }, { type: "declineSupport" }]);
    // Nothing more could be added after the second battery: it fires at once.
    const { state, events } = play(s, "terran", { type: "addSupport", unit: "T-PD2" }, [1, 2]);
    expect(ofType(events, "BombardmentResolved")[0]).toMatchObject({
      support: 20,
      multiplier: 1,
      column: 16,
      rolls: [
        { unit: "N-Reg1", roll: 1, result: { kind: "N" } },
        { unit: "N-Reg2", roll: 2, result: { kind: "modifier", value: 6 } },
      ],
    });
    expect([at(state, "N-Reg1").neutralized, at(state, "N-Reg2").neutralized]).toEqual([true, false]);
    expect(at(state, "T-PD1").supportUsed).toBe(true);
  });

  it("BS 13.0 terrain counts: a lava basin doubles the bombardment", () => {
    let s = scene(LAVA);
    s.units["T-PD1"]!.where = { at: "map", hex: hx(8, 21) };
    s.units["T-PD2"]!.where = { at: "map", hex: hx(8, 21) };
    s = play(s, "terran", { type: "bombard", hex: LAVA }).state;
    s = play(s, "terran", { type: "addSupport", unit: "T-PD1" }).state;
    const { state, events } = play(s, "terran", { type: "addSupport", unit: "T-PD2" }, [1, 6]);
    expect(ofType(events, "BombardmentResolved")[0]).toMatchObject({ terrain: "lava", multiplier: 2, column: 32 });
    expect(at(state, "N-Reg1").where).toEqual({ at: "eliminated" });
  });

  it("BS 13.0 only hexes without friendly units are bombarded", () => {
    const s = scene();
    expect(refusal(s, "terran", { type: "bombard", hex: hx(20, 21) })).toMatchObject({ code: "FRIENDLY_IN_HEX" });
    expect(refuse(s, "terran", { type: "bombard", hex: hx(3, 3) })).toBe("NO_ENEMY_IN_HEX");
  });
});
