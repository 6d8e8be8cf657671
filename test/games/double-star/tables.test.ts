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
import { adjacentSites, WORLD_SITES, type SiteId } from "../../../src/games/double-star/map";
import { firingUnits, shipDefense, targetsFor } from "../../../src/games/double-star/rules/units";
import type { DoubleStarState } from "../../../src/games/double-star/state";
import { deepSpace, given, ofType, play, ship } from "./helpers";

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

const rows = (t: string) =>
  t
    .trim()
    .split("\n")
    .map((r) => r.trim().split(/\s+/));

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
    expect([0, 1, 2, 3, 4, 7, 8, 15, 16, 31, 32, 63, 64, 127, 128, 500].map((x) => CRT_COLUMNS[crtColumn(x)!])).toEqual([
      0, 1, 2, 2, 4, 4, 8, 8, 16, 16, 32, 32, 64, 64, 128, 128,
    ]);
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
  const show = (r: ReturnType<typeof surfaceStrike>) =>
    r.kind === "population" ? `p-${r.points}` : r.kind === "destroy" ? "des" : r.kind === "industry" ? "industry" : "-";
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

const H = deepSpace();

/** A battle in deep space with the Chinese phasing (attacker) and the test's ships placed. */
function battle(place: (s: DoubleStarState) => void): DoubleStarState {
  const s = given();
  place(s);
  return play(s, "chinese", { type: "endMovement" }).state;
}

/** Ships in no task force, so in no formation: Chinese BB, CA, DD, transport; Islamic BC, DD, fighting transport, transport. */
function scatteredBattle(): DoubleStarState {
  return battle((s) => {
    for (const kind of ["battleship", "cruiser", "destroyer", "transport"] as const) ship(s, "chinese", kind, { hex: H });
    for (const kind of ["battleCruiser", "destroyer", "fightingTransport", "transport"] as const) ship(s, "islamic", kind, { hex: H });
  });
}

describe("DS 6.2 Formations: the Effects of Battle Formations table", () => {
  const four = [sh(16, 6), sh(8, 5), sh(4, 4), sh(2, 2)];

  it("DS 6.7 Scattered, minimum ships: one — a lone ship is a firing unit of its own", () => {
    expect(FORMATION_EFFECTS.scattered.minimum).toBe(1);
    const s = battle((t) => {
      ship(t, "chinese", "battleship", { hex: H });
      ship(t, "islamic", "destroyer", { hex: H });
    });
    const [bb] = s.ships;
    expect(firingUnits(s, s.combat!.current!, "chinese").map((u) => [u.id, u.group, u.ships, u.attack])).toEqual([
      [bb!.id, null, [bb!.id], 16],
    ]);
  });

  it("DS 6.7 Scattered, attack: each ship fires alone with its own attack factor (16, 8, 4), never summed; a transport (0) does not fire", () => {
    const s = scatteredBattle();
    const [bb, ca, dd, tr] = s.ships;
    const units = firingUnits(s, s.combat!.current!, "chinese");
    expect(units.map((u) => [u.id, u.group, u.ships, u.attack])).toEqual([
      [bb!.id, null, [bb!.id], 16],
      [ca!.id, null, [ca!.id], 8],
      [dd!.id, null, [dd!.id], 4],
    ]);
    expect(units.map((u) => u.id)).not.toContain(tr!.id);
    // The same three ships in a cone would fire once with 28 (DS 6.3): the scattered sum is never used.
    expect(formationAttack("cone", [sh(16, 6), sh(8, 5), sh(4, 4)])).toBe(28);
    expect(units.some((u) => u.attack === 28)).toBe(false);
  });

  it("DS 6.7 Scattered, defence: each ship defends with its own defence factor, with nothing for the other ships present", () => {
    const s = scatteredBattle();
    const c = s.combat!.current!;
    const enemy = s.ships.filter((x) => x.side === "islamic");
    // Battle cruiser 5, destroyer 4, fighting transport 2, transport 1 (README R1): four ships in the
    // hex, but none gains the +1 per other ship a cone or globe would give.
    expect(enemy.map((x) => [x.kind, shipDefense(s, c, x)])).toEqual([
      ["battleCruiser", 5],
      ["destroyer", 4],
      ["fightingTransport", 2],
      ["transport", 1],
    ]);
    const bbUnit = firingUnits(s, c, "chinese")[0]!;
    expect(targetsFor(s, c, bbUnit).map((o) => [o.defense, o.superiority])).toEqual([
      [5, 11],
      [4, 12],
      [2, 14],
      [1, 15],
    ]);
    // And a shot reads exactly those factors: cruiser 8 against the destroyer's own 4.
    const [bb, ca, ownDd] = s.ships;
    const held = play(s, "chinese", { type: "holdFire", unit: bb!.id }).state;
    const aimed = play(held, "chinese", { type: "attack", unit: ca!.id, target: enemy[1]!.id }).state;
    const shot = play(aimed, "chinese", { type: "holdFire", unit: ownDd!.id }, [1]);
    expect(ofType(shot.events, "ShotResolved")[0]).toMatchObject({ attack: 8, defense: 4, die: 1 });
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

  // The equatorial diagram typed out in full, rows = target hex, columns = die 1..6 (README R7):
  // 1 the face-up pole, 2–3 the neighbour before, 4–5 the neighbour after, 6 the face-down pole.
  const EQUATORIAL = `
E1 N E6 E6 E2 E2 S
E2 N E1 E1 E3 E3 S
E3 N E2 E2 E4 E4 S
E4 N E3 E3 E5 E5 S
E5 N E4 E4 E6 E6 S
E6 N E5 E5 E1 E1 S`;
  for (const [target, ...row] of rows(EQUATORIAL)) {
    for (let die = 1; die <= 6; die++) {
      it(`DS 6.15 equatorial target ${target}, die ${die}: lands in ${row[die - 1]}`, () => {
        expect(scatter(target as SiteId, die)).toBe(row[die - 1]);
      });
    }
  }

  it("DS 6.15 every scatter result is a hex next to the target on a world's chart, and each neighbour is reachable", () => {
    for (const target of WORLD_SITES) {
      const landed = [1, 2, 3, 4, 5, 6].map((d) => scatter(target, d));
      const next = adjacentSites("al-razzak", target);
      for (const hex of landed) expect(next, `${target} → ${hex}`).toContain(hex);
      expect(new Set(landed), target).toEqual(new Set(next));
    }
  });
});
