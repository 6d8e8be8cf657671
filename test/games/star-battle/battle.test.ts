import { describe, expect, it } from "vitest";
import { Rng } from "../../../src/engine/rng";
import type { BattleReport, StarBattleState } from "../../../src/games/star-battle";
import { CRT, CRT_COLUMNS, crtColumn } from "../../../src/games/star-battle/crt";
import { at, choices, fleet, play, refuse, stage2, types } from "./helpers";

// lord1 (phasing) shares (1,0) and (2,0) with lord2; after lord1 passes, battles are offered.
function given(battle = "ordinary", players = 2, extraCells: Parameters<typeof stage2>[0]["cells"] = []) {
  const s = stage2({
    options: { battle, players, coreBonusShip: false },
    cells: [
      { at: [0, 0], card: "QC" },
      { at: [1, 0], card: "5D", ships: { lord1: [2, 1], lord2: [1, 1] } },
      { at: [2, 0], card: "4D", ships: { lord1: [1, 0], lord2: [0, 1] } },
      ...extraCells,
    ],
    hands: { lord1: ["2C"] },
  });
  return play(s, "lord1", { type: "discard", cards: [] }).state;
}

function fightAt(s: StarBattleState, seat: string, x: number, y: number, against: string, seed: string) {
  const r = new Rng(seed, "battle");
  const { state, events } = play(s, seat, { type: "battle", at: at(x, y), against }, r);
  const report = events.find((e) => e.type === "BattleFought") as unknown as BattleReport;
  return { state, events, report, rolls: r.rolls };
}

describe("SB 4.1 Initiating a Battle", () => {
  it("SB 4.1 after the turn's actions the phasing lord is asked first, card by card in reading order", () => {
    const s = given();
    expect(s.phase).toBe("battle");
    expect(choices(s)).toEqual([
      { type: "battle", at: at(1, 0), against: "lord2" },
      { type: "declineBattle", at: at(1, 0), against: "lord2" },
    ]);
    expect(refuse(s, "lord2", { type: "battle", at: at(1, 0), against: "lord1" })).toBe("NOT_YOUR_TURN");
    expect(refuse(s, "lord1", { type: "battle", at: at(2, 0), against: "lord2" })).toBe("NO_SUCH_BATTLE");
  });

  it("SB 4.1 if the phasing lord declines, the other lord may initiate", () => {
    const s = play(given(), "lord1", { type: "declineBattle", at: at(1, 0), against: "lord2" }).state;
    expect(s.battles[0]).toMatchObject({ asked: "lord2" });
    expect(choices(s)[0]).toEqual({ type: "battle", at: at(1, 0), against: "lord1" });
    const { report } = fightAt(s, "lord2", 1, 0, "lord1", "x");
    expect(report).toMatchObject({ attacker: "lord2", defender: "lord1" });
  });

  it("SB 4.1 when both decline the next shared card is offered; after the last, the turn ends", () => {
    let s = play(given(), "lord1", { type: "declineBattle", at: at(1, 0), against: "lord2" }).state;
    s = play(s, "lord2", { type: "declineBattle", at: at(1, 0), against: "lord1" }).state;
    expect(s.battles[0]).toMatchObject({ at: at(2, 0), asked: "lord1" });
    s = play(s, "lord1", { type: "declineBattle", at: at(2, 0), against: "lord2" }).state;
    const last = play(s, "lord2", { type: "declineBattle", at: at(2, 0), against: "lord1" });
    expect(types(last.events)).toEqual(["BattleDeclined", "CardsDrawn", "TurnEnded", "TurnBegan"]);
    expect(last.state.turn!.seat).toBe("lord2");
  });

  it("SB 4.1 only the phasing lord's shared cards; several lords on one card are fought one pair at a time", () => {
    const s = given("ordinary", 3, [
      { at: [3, 0], card: "6D", ships: { lord2: [1, 0], lord3: [1, 0] } },
      { at: [0, 1], card: "7D", ships: { lord1: [1, 0], lord3: [1, 0], lord2: [1, 0] } },
    ]);
    expect(s.battles.map((q) => [q.at, q.opponent])).toEqual([
      [at(1, 0), "lord2"],
      [at(2, 0), "lord2"],
      [at(0, 1), "lord2"],
      [at(0, 1), "lord3"],
    ]);
  });

  it("SB 4.1 a question made moot by an earlier battle is skipped", () => {
    // On (0,1) lord1 meets lord2 and then lord3, one Scout each. If the decisive fight with
    // lord2 costs lord1 his Scout there, lord3 is never asked and the turn ends.
    const seen = { asked: 0, moot: 0 };
    for (let i = 0; i < 30; i++) {
      let s = given("decisive", 3, [{ at: [0, 1], card: "7D", ships: { lord1: [1, 0], lord2: [1, 0], lord3: [1, 0] } }]);
      for (const x of [1, 2]) {
        s = play(s, "lord1", { type: "declineBattle", at: at(x, 0), against: "lord2" }).state;
        s = play(s, "lord2", { type: "declineBattle", at: at(x, 0), against: "lord1" }).state;
      }
      const { state } = fightAt(s, "lord1", 0, 1, "lord2", `moot-${i}`);
      if (state.chart["0,1"]!.ships.lord1) {
        expect(state.battles[0]).toMatchObject({ at: at(0, 1), opponent: "lord3", asked: "lord1" });
        seen.asked++;
      } else {
        expect(state.phase).toBe("turn");
        expect(state.turn!.seat).toBe("lord2");
        seen.moot++;
      }
    }
    expect(seen.asked).toBeGreaterThan(0);
    expect(seen.moot).toBeGreaterThan(0);
  });
});

describe("SB 4.2 Ordinary Battle", () => {
  it("SB 4.2 every ship is flipped once, Dreadnoughts again on heads; the report matches the recorded coins", () => {
    let destroyedScout = 0;
    let survivedDread = 0;
    for (let i = 0; i < 30; i++) {
      const { state, report, rolls } = fightAt(given(), "lord1", 1, 0, "lord2", `ord-${i}`);
      expect(report.rounds).toHaveLength(1);
      const round = report.rounds[0]!;
      if (round.kind !== "coins") throw new Error("coins expected");
      expect(round.ships.map((x) => x.ship)).toEqual(["scout", "scout", "dreadnought", "scout", "dreadnought"]);
      const flips = round.ships.flatMap((x) => x.flips);
      expect(rolls.map((r) => r.value === 1)).toEqual(flips);
      expect(rolls.every((r) => r.die === "coin")).toBe(true);
      for (const ship of round.ships) {
        if (ship.ship === "scout") expect(ship.flips).toHaveLength(1);
        else expect(ship.flips).toHaveLength(ship.flips[0] ? 2 : 1);
        expect(ship.destroyed).toBe(ship.ship === "scout" ? ship.flips[0] : ship.flips[0] === true && ship.flips[1] === true);
        if (ship.destroyed && ship.ship === "scout") destroyedScout++;
        if (!ship.destroyed && ship.ship === "dreadnought" && ship.flips[0]) survivedDread++;
      }
      for (const seat of ["lord1", "lord2"]) {
        const lost = round.ships.filter((x) => x.seat === seat && x.destroyed);
        const before = seat === "lord1" ? [2, 1] : [1, 1];
        const after = [
          before[0]! - lost.filter((x) => x.ship === "scout").length,
          before[1]! - lost.filter((x) => x.ship === "dreadnought").length,
        ];
        if (state.lords[seat]!.status === "active") expect(fleet(state, 1, 0, seat)).toEqual(after);
        expect(report.survivors[seat]).toEqual({ scouts: after[0], dreadnoughts: after[1] });
      }
    }
    expect(destroyedScout).toBeGreaterThan(0);
    expect(survivedDread).toBeGreaterThan(0);
  });
});

describe("SB 4.3 Decisive Battle", () => {
  it("SB 4.3 rounds repeat until one side (or both) is wiped out, only survivors flipping", () => {
    for (let i = 0; i < 20; i++) {
      const { report, rolls } = fightAt(given("decisive"), "lord1", 1, 0, "lord2", `dec-${i}`);
      const sizes = ["lord1", "lord2"].map((seat) => report.survivors[seat]!.scouts + report.survivors[seat]!.dreadnoughts);
      expect(sizes.includes(0)).toBe(true);
      const flips = report.rounds.flatMap((r) => (r.kind === "coins" ? r.ships.flatMap((x) => x.flips) : []));
      expect(rolls.map((r) => r.value === 1)).toEqual(flips);
      for (let k = 1; k < report.rounds.length; k++) {
        const prev = report.rounds[k - 1]!;
        const cur = report.rounds[k]!;
        if (prev.kind !== "coins" || cur.kind !== "coins") throw new Error("coins expected");
        expect(cur.ships.length).toBe(prev.ships.filter((x) => !x.destroyed).length);
      }
    }
  });
});

describe("SB 4.4 Tabular Battle and SB T3 the table", () => {
  it("SB T3 strength ratios round down in the defender's favour to a column", () => {
    const label = (a: number, d: number) => CRT_COLUMNS[crtColumn(a, d)];
    expect([
      label(4, 1),
      label(9, 2),
      label(3, 1),
      label(5, 2),
      label(2, 1),
      label(1, 1),
      label(3, 4),
      label(1, 2),
      label(2, 5),
      label(1, 3),
      label(1, 9),
    ]).toEqual(["4:1", "4:1", "3:1", "2:1", "2:1", "1:1", "1:2", "1:2", "1:3", "1:3", "1:3"]);
  });

  it("SB T3 each column is no worse for the attacker than the one to its left", () => {
    const worth: Record<string, number> = { AE: -3, AL: -1, EX: 0, NE: 0, DL: 1, DL2: 2, DE: 3 };
    for (let die = 0; die < 6; die++) {
      for (let c = 1; c < CRT.length; c++) expect(worth[CRT[c]![die]!]!).toBeGreaterThanOrEqual(worth[CRT[c - 1]![die]!]!);
    }
  });

  it("SB 4.4 one d6 on the column of attacker to defender strength (Scout 1, Dreadnought 2)", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const { report, rolls, state } = fightAt(given("tabular"), "lord1", 1, 0, "lord2", `tab-${i}`);
      const round = report.rounds[0]!;
      if (round.kind !== "table") throw new Error("table expected");
      expect(round).toMatchObject({ attackerStrength: 4, defenderStrength: 3, column: "1:1" });
      expect(rolls).toEqual([{ die: "d6", value: round.roll, purpose: expect.stringContaining("odds 1:1") }]);
      expect(round.result).toBe(CRT[2]![round.roll - 1]);
      const expected: Record<string, [number, number]> = { AL: [1, 0], EX: [1, 1], NE: [0, 0], DL: [0, 1], DL2: [0, 2] };
      expect([round.attackerLosses, round.defenderLosses]).toEqual(expected[round.result]);
      // Scouts are lost before Dreadnoughts.
      if (round.result === "DL2") expect(state.lords.lord2!.status === "eliminated" || fleet(state, 1, 0, "lord2")[0] === 0).toBe(true);
      if (round.result === "DL") expect(fleet(state, 1, 0, "lord2")).toEqual([0, 1]);
      seen.add(round.result);
    }
    expect(seen.size).toBeGreaterThan(3);
  });
});

describe("SB 6.4 battles that empty a lord's fleet", () => {
  it("SB 6.4 a lord who loses his last ship in battle is out, his hand discarded", () => {
    for (let i = 0; i < 40; i++) {
      const s = stage2({
        options: { battle: "decisive", players: 3, coreBonusShip: false },
        cells: [
          { at: [0, 0], card: "QC" },
          { at: [1, 0], card: "5D", ships: { lord1: [1, 0], lord2: [1, 0] } },
          { at: [2, 0], card: "6D", ships: { lord3: [1, 0] } },
        ],
        hands: { lord1: ["2C"], lord2: ["3C"] },
      });
      const b = play(s, "lord1", { type: "discard", cards: [] }).state;
      const { state, events } = fightAt(b, "lord1", 1, 0, "lord2", `out-${i}`);
      const out = events.filter((e) => e.type === "LordEliminated").map((e) => e.seat);
      for (const seat of out) expect(state.lords[seat as string]!.hand).toEqual([]);
      if (out.includes("lord2")) expect(state.discard).toContain("3C");
      if (out.length === 2) expect(state.result).toMatchObject({ winners: ["lord3"], kind: "elimination" });
    }
  });
});
