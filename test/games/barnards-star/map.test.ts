import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { distance } from "../../../src/hex";
import {
  combatTerrain,
  EDGE_MARGIN,
  GRID,
  GROUND_BY_HEX,
  hexLabel,
  MAP_COLS,
  MAP_ROWS,
  MAP_ROWS_DATA,
  MAP_VERSION,
  MOVE_COST,
  SETUP_HEXES,
  terrainsOf,
  VOLCANO_HEXES,
} from "../../../src/games/barnards-star/map";
import { hx } from "./helpers";

describe("BS 2.1 The Game Map (reconstructed, README R4)", () => {
  it("BS 2.1 34 × 28 flat-topped hexes in odd-q columns, ids row by row", () => {
    expect([MAP_COLS, MAP_ROWS, GRID.count]).toEqual([34, 28, 952]);
    expect(GRID.shape).toEqual({ kind: "rectangle", cols: 34, rows: 28, layout: "odd-q" });
    expect(hx(5, 3)).toBe(3 * 34 + 5);
    expect(hexLabel(hx(0, 0))).toBe("0101");
    expect(hexLabel(hx(33, 27))).toBe("3428");
  });

  it("BS 2.1 the map is fixed data: its version and content are pinned", () => {
    expect(MAP_VERSION).toBe("bs0304-v1");
    const digest = createHash("sha256").update(MAP_ROWS_DATA.join("\n")).digest("hex");
    expect(digest).toBe("d3e4c5d7e2720bd208652e4893ab28083d0d73479481b325c15068bfa55327c1");
  });

  it("BS T5 all five terrain types of the chart appear, volcanoes standing on each kind of ground", () => {
    const grounds = new Set(GROUND_BY_HEX);
    expect([...grounds].sort()).toEqual(["clear", "crevassed", "lava", "mountain"]);
    expect(VOLCANO_HEXES.length).toBeGreaterThanOrEqual(10);
    const under = new Set(VOLCANO_HEXES.map((h) => GROUND_BY_HEX[h]));
    expect([...under].sort()).toEqual(["clear", "crevassed", "lava", "mountain"]);
    const share = (g: string) => GROUND_BY_HEX.filter((x) => x === g).length / GRID.count;
    expect(share("clear")).toBeGreaterThan(0.4);
    for (const g of ["lava", "crevassed", "mountain"]) expect(share(g)).toBeGreaterThan(0.05);
  });

  it("BS 12.3 only the terrain highest on the chart fights: a volcano on a mountain fights as a volcano", () => {
    const volcanoOnMountain = hx(14, 15);
    expect(terrainsOf(volcanoOnMountain)).toEqual(["volcano", "mountain"]);
    expect(combatTerrain(volcanoOnMountain)).toBe("volcano");
    const volcanoOnLava = hx(17, 14);
    expect(terrainsOf(volcanoOnLava)).toEqual(["volcano", "lava"]);
    expect(combatTerrain(volcanoOnLava)).toBe("volcano");
    expect(combatTerrain(hx(16, 17))).toBe("mountain");
    expect(combatTerrain(hx(17, 20))).toBe("clear");
  });

  it("BS 7.0 movement costs by the chart: mountains 2, everything else 1; a volcano on a mountain still costs 2 (README R5)", () => {
    expect(MOVE_COST[hx(16, 17)]).toBe(2);
    expect(MOVE_COST[hx(14, 15)]).toBe(2);
    expect(MOVE_COST[hx(17, 14)]).toBe(1);
    expect(MOVE_COST[hx(17, 20)]).toBe(1);
    for (let h = 0; h < GRID.count; h++) expect(MOVE_COST[h]).toBe(terrainsOf(h).includes("mountain") ? 2 : 1);
  });

  it("BS 16.2 the 5-hex edge margin leaves a 24 × 18 set-up area, with a 5-hex landing belt all round", () => {
    expect(EDGE_MARGIN).toBe(5);
    expect(SETUP_HEXES).toHaveLength(24 * 18);
    expect(SETUP_HEXES).toContain(hx(5, 5));
    expect(SETUP_HEXES).toContain(hx(28, 22));
    expect(SETUP_HEXES).not.toContain(hx(4, 10));
    expect(SETUP_HEXES).not.toContain(hx(29, 10));
    expect(SETUP_HEXES).not.toContain(hx(10, 23));
    for (const h of SETUP_HEXES) {
      for (const edge of [hx(0, 14), hx(33, 14), hx(17, 0), hx(17, 27)]) expect(distance(GRID, h, edge)).toBeGreaterThanOrEqual(5);
    }
  });
});
