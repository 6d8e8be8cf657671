import { describe, expect, it } from "vitest";
import { barnardsStar } from "../../../src/games/barnards-star";
import { GRID, VOLCANO_HEXES } from "../../../src/games/barnards-star/map";
import { secrets } from "../../../src/games/barnards-star/secrets";
import { Rng } from "../../../src/engine/rng";
import { given, hx, play, strings } from "./helpers";

describe("BS 20.2 Hidden Information", () => {
  it("BS 20.2 the view: map as terrain by hex id, units by hex, space, turn track, victory status", () => {
    const s = given({
      phase: "movement",
      player: "naronian",
      turn: 5,
      units: [
        { id: "N-Reg1", kind: "Reg", at: hx(17, 20) },
        { id: "T-PD1", kind: "PD", at: hx(17, 20) },
        { id: "N-BB1", kind: "BB", at: { at: "orbit" } },
        { id: "T-DD1", kind: "DD", at: { at: "orbit" } },
        { id: "T-BC1", kind: "BC", at: { at: "transit", arrives: 7 } },
      ],
    });
    const v = barnardsStar.view(s, "terran");
    expect(v.map).toMatchObject({ version: "bs0304-v1", cols: 34, rows: 28, layout: "odd-q", edgeMargin: 5, beaconSpacing: 6 });
    expect(v.map.terrain).toHaveLength(GRID.count);
    expect(v.map.terrain[hx(16, 17)]).toBe("mountain");
    expect(v.map.volcanoes).toEqual([...VOLCANO_HEXES]);
    expect(v.hexes.map((h) => h.hex)).toEqual([...v.hexes.map((h) => h.hex)].sort((a, b) => a - b));
    expect(v.hexes.find((h) => h.hex === hx(17, 20))!.units.map((u) => u.id)).toEqual(["N-Reg1", "T-PD1"]);
    expect(v.space.naronian.map((u) => u.id)).toEqual(["N-BB1"]);
    expect(v.space.terran.map((u) => u.id)).toEqual(["T-DD1"]);
    expect(v.turnTrack).toHaveLength(20);
    expect(v.turnTrack[6]).toMatchObject({ turn: 7, eclipse: false, arrivals: [expect.objectContaining({ id: "T-BC1", kind: "BC" })] });
    expect(v.turnTrack[11]!.eclipse).toBe(true);
    expect(v.victory).toMatchObject({ beacons: 1, turnLimit: null });
    expect(v.victory.sides).toEqual([
      { side: "naronian", troopsInBattle: 2, troopsOnMap: 2, shipsInSystem: 1 },
      { side: "terran", troopsInBattle: 1, troopsOnMap: 1, shipsInSystem: 1 },
    ]);
    expect(v).toMatchObject({ viewer: "terran", turn: 5, player: "naronian", phase: "movement", awaiting: ["naronian"], outcome: null });
    expect(JSON.parse(JSON.stringify(v))).toEqual(v);
  });

  it("BS 20.2 at set-up nobody but the Naronian sees his purchase, nobody but the Terran the bowl", () => {
    let s = barnardsStar.setup(barnardsStar.optionsSchema.parse({}), new Rng("v", "setup"));
    s = play(s, "naronian", { type: "buy", item: "jumpBattalion" }).state;
    const purchase = secrets(s, "terran");
    expect(purchase).toEqual(["N-TN1", "N-JTr1", "N-JTr2", "N-JTr3", "N-JTr4", "N-JTr5"]);
    const bowl = secrets(s, "naronian");
    expect(bowl).toHaveLength(19);
    expect(secrets(s, null)).toEqual([...bowl, ...purchase]);
    const seen = (viewer: "naronian" | "terran" | null) => new Set(strings(barnardsStar.view(s, viewer)));
    for (const x of purchase) {
      expect(seen("terran").has(x)).toBe(false);
      expect(seen(null).has(x)).toBe(false);
      expect(seen("naronian").has(x)).toBe(true);
    }
    for (const x of bowl) {
      expect(seen("naronian").has(x)).toBe(false);
      expect(seen(null).has(x)).toBe(false);
      expect(seen("terran").has(x)).toBe(true);
    }
    expect(barnardsStar.view(s, "naronian").bowl).toEqual({ count: 19, counters: null });
  });
});
