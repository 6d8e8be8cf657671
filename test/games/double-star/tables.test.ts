// Every printed table, cell by cell, against the book's charts typed in again here; plus the
// formation effects, the training table and the reconstructed scatter diagram.
import { describe, expect, it } from "vitest";
import {
  bestShipResult,
  crtColumn,
  CRT_COLUMNS,
  formationAttack,
  formationDefense,
  meetsMinimum,
  pdColumn,
  pdFire,
  PD_COLUMNS,
  scatter,
  shipToShip,
  strikeRow,
  surfaceStrike,
  STRIKE_COLUMNS,
  trainingGain,
  trainingLoss,
  TRAINING,
  FORMATION_EFFECTS,
  type FormationShip,
} from "../../../src/games/double-star/tables";

// The book's Ship-to-Ship Combat Results Table, rows = die 1..6, columns 0 +1 +2 +4 +8 +16 +32 +64 +128.
const BOOK_CRT = `
- - - - - - D D E
- - - - - D D E E
- - - - D D E E B
- - - D D E E B B
- - D D E E B B B
- D D E E B B B B`;

const BOOK_PD = `
Elim Elim Elim Elim
Elim Elim Elim Elim
Elim Disrupt Elim -
Disrupt - - -
- - - -
- - - -`;

const BOOK_STRIKE = `
p-1 p-2 p-3 p-4 p-5
p-2 p-4 p-6 p-8 p-10
des des des des des
- - des des des
- - - des industry
- - - - -`;

const rows = (t: string) => t.trim().split("\n").map((r) => r.trim().split(/\s+/));

describe("DS 6.11 Attack Procedure and Combat Results: the ship-to-ship table", () => {
  const book = rows(BOOK_CRT);
  for (let die = 1; die <= 6; die++) {
    CRT_COLUMNS.forEach((col, i) => {
      it(`DS 6.11 die ${die}, superiority +${col} gives ${book[die - 1]![i]}`, () => {
        expect(shipToShip(col, die)).toBe(book[die - 1]![i]);
      });
    });
  }

  it("DS 6.11 a superiority between two columns reads the lower; above +128 reads +128; below zero no attack", () => {
    expect(crtColumn(-1)).toBeNull();
    expect([0, 1, 2, 3, 4, 7, 8, 15, 16, 31, 32, 63, 64, 127, 128, 500].map((x) => CRT_COLUMNS[crtColumn(x)!])).toEqual([0, 1, 2, 2, 4, 4, 8, 8, 16, 16, 32, 32, 64, 64, 128, 128]);
    expect(shipToShip(3, 5)).toBe("D");
    expect(shipToShip(200, 3)).toBe("B");
    expect(shipToShip(-3, 6)).toBe("-");
  });

  it("DS 6.12 an attack is effective only if a 6 could do something: superiority +1 or more", () => {
    expect(bestShipResult(0)).toBe("-");
    expect(bestShipResult(1)).toBe("D");
  });
});

describe("DS 6.13 Planetary Defense Fire: the table", () => {
  const book = rows(BOOK_PD);
  const word = { elim: "Elim", disrupt: "Disrupt", "-": "-" } as const;
  for (let die = 1; die <= 6; die++) {
    PD_COLUMNS.forEach((col, i) => {
      it(`DS 6.13 die ${die} against ${col} gives ${book[die - 1]![i]}`, () => {
        expect(word[pdFire(col, die)]).toBe(book[die - 1]![i]);
      });
    });
  }

  it("DS 6.13 columns: ships by printed defence 4 or less / 5 or more, robots, planetoids", () => {
    expect(pdColumn({ robot: false, defense: 4 })).toBe("shipDef4OrLess");
    expect(pdColumn({ robot: false, defense: 5 })).toBe("shipDef5OrMore");
    expect(pdColumn({ robot: true, defense: 1 })).toBe("robot");
    expect(pdColumn({ planetoid: true })).toBe("planetoid");
  });
});

describe("DS 6.14 Surface Strikes: the table", () => {
  const book = rows(BOOK_STRIKE);
  const show = (r: ReturnType<typeof surfaceStrike>) => (r.kind === "population" ? `p-${r.points}` : r.kind === "destroy" ? "des" : r.kind === "industry" ? "industry" : "-");
  for (let die = 1; die <= 6; die++) {
    STRIKE_COLUMNS.forEach((col, i) => {
      it(`DS 6.14 die ${die}, attack factor ${col} gives ${book[die - 1]![i]}`, () => {
        expect(show(surfaceStrike(col, die))).toBe(book[die - 1]![i]);
      });
    });
  }

  it("DS 6.14 a modified roll below 1 reads row 1, above 6 row 6; a ship of no printed column strikes nothing", () => {
    expect(strikeRow(-1)).toBe(1);
    expect(strikeRow(8)).toBe(6);
    expect(surfaceStrike(2, 0)).toEqual({ kind: "population", points: 1 });
    expect(surfaceStrike(2, 7)).toEqual({ kind: "none" });
    expect(surfaceStrike(0, 1)).toEqual({ kind: "none" });
  });

  it("DS 6.14 (README R10) robot fighters: only the −2 reading makes them hit out of proportion to their attack factor of 2", () => {
    // Over the six rolls of the attack-2 column, how many harm the struck hex under each reading.
    const harms = (modifier: number) => [1, 2, 3, 4, 5, 6].filter((die) => surfaceStrike(2, die + modifier).kind !== "none").length;
    expect(harms(0)).toBe(3); // an ordinary attack-2 ship: p-1, p-2, des
    expect(harms(-2)).toBe(5); // the counter chart's −2 (the default): p-1 on 1–3, p-2 on 4, des on 5
    expect(harms(+2)).toBe(1); // the text's "adds two", read literally: des on a 1, nothing else
  });
});

const sh = (attack: number, defense: number, screened = false): FormationShip => ({ attack, defense, screened });

describe("DS 6.2 Formations: the Effects of Battle Formations table", () => {
  const four = [sh(16, 6), sh(8, 5), sh(4, 4), sh(2, 2)];

  it("DS 6.7 Scattered: one ship, its own factors", () => {
    expect(FORMATION_EFFECTS.scattered.minimum).toBe(1);
  });

  it("DS 6.3 Cone: attacks with the sum, defends with own + 1 per other ship, minimum four", () => {
    expect(formationAttack("cone", four)).toBe(30);
    expect(formationDefense("cone", four, 0)).toBe(6 + 3);
    expect(formationDefense("cone", four, 3)).toBe(2 + 3);
    expect(meetsMinimum("cone", four)).toBe(true);
    expect(meetsMinimum("cone", four.slice(0, 3))).toBe(false);
  });

  it("DS 6.4 Wedge: the best attack + 1 per other unscreened ship; defence + 1 per other unscreened; four unscreened plus screened", () => {
    const wedge = [...four, sh(12, 5, true)];
    expect(formationAttack("wedge", wedge)).toBe(16 + 3);
    expect(formationDefense("wedge", wedge, 1)).toBe(5 + 3);
    expect(meetsMinimum("wedge", wedge)).toBe(true);
    expect(meetsMinimum("wedge", [sh(16, 6), sh(8, 5), sh(4, 4), sh(2, 2, true), sh(2, 2, true)])).toBe(false);
  });

  it("DS 6.5 Cylinder: the sum of unscreened attacks; defence + 1 per other unscreened; six unscreened", () => {
    const cyl = [sh(4, 4), sh(4, 4), sh(4, 4), sh(4, 4), sh(4, 4), sh(4, 4), sh(16, 6, true)];
    expect(formationAttack("cylinder", cyl)).toBe(24);
    expect(formationDefense("cylinder", cyl, 0)).toBe(4 + 5);
    expect(meetsMinimum("cylinder", cyl)).toBe(true);
    expect(meetsMinimum("cylinder", cyl.slice(1))).toBe(false);
  });

  it("DS 6.6 Globe: the sum of attacks, defence + 1 per other ship, eight ships", () => {
    const globe = Array.from({ length: 8 }, () => sh(4, 4));
    expect(formationAttack("globe", globe)).toBe(32);
    expect(formationDefense("globe", globe, 0)).toBe(4 + 7);
    expect(meetsMinimum("globe", globe)).toBe(true);
    expect(meetsMinimum("globe", globe.slice(1))).toBe(false);
  });

  it("DS 6.2 transports count towards the minimum but add nothing to attack or defence", () => {
    const withTransports = [sh(8, 5), sh(4, 4), sh(0, 1), sh(0, 1)];
    expect(meetsMinimum("cone", withTransports)).toBe(true);
    expect(formationAttack("cone", withTransports)).toBe(12);
    expect(formationDefense("cone", withTransports, 0)).toBe(5 + 1);
    expect(formationAttack("wedge", withTransports)).toBe(8 + 1);
    expect(formationAttack("wedge", [sh(0, 1), sh(0, 1)])).toBe(0);
  });
});

describe("DS 7 Training: the Formation Training table", () => {
  for (let die = 1; die <= 6; die++) {
    it(`DS 7.1 die ${die}: gained within the outermost orbit ${die >= 3}, beyond it ${die >= 5}`, () => {
      expect(trainingGain(true, die)).toBe(die >= 3);
      expect(trainingGain(false, die)).toBe(die >= 5);
    });
    it(`DS 7.2 die ${die}: a formation lost ${die === 6}`, () => {
      expect(trainingLoss(die)).toBe(die === 6);
    });
  }

  it("DS 7.3 at most six formation counters", () => {
    expect(TRAINING.maximum).toBe(6);
  });
});

describe("DS 6.15 Planetoid Impacts: the scatter diagram (reconstructed)", () => {
  it("DS 6.15 a polar target scatters to the equatorial hex of the second die", () => {
    for (let die = 1; die <= 6; die++) {
      expect(scatter("N", die)).toBe(`E${die}`);
      expect(scatter("S", die)).toBe(`E${die}`);
    }
  });

  it("DS 6.15 an equatorial target: 1 the face-up pole, 2–3 one neighbour, 4–5 the other, 6 the face-down pole", () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => scatter("E1", d))).toEqual(["N", "E6", "E6", "E2", "E2", "S"]);
    expect([1, 2, 3, 4, 5, 6].map((d) => scatter("E4", d))).toEqual(["N", "E3", "E3", "E5", "E5", "S"]);
    expect([1, 2, 3, 4, 5, 6].map((d) => scatter("E6", d))).toEqual(["N", "E5", "E5", "E1", "E1", "S"]);
  });
});
