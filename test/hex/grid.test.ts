import { describe, expect, it } from "vitest";
import {
  axialOf,
  distance,
  gridOf,
  hexagonGrid,
  idAt,
  idAtOffset,
  isHex,
  neighboursOf,
  offsetOf,
  rectangleGrid,
  ringAround,
  withinRange,
  areAdjacent,
} from "../../src/hex/grid";

describe("hex grids", () => {
  const g = rectangleGrid(6, 5, "odd-q");

  it("a rectangle numbers its hexes row by row: id = row × cols + col", () => {
    expect(g.count).toBe(30);
    expect(offsetOf(g, 0)).toEqual({ col: 0, row: 0 });
    expect(offsetOf(g, 7)).toEqual({ col: 1, row: 1 });
    expect(idAtOffset(g, 5, 4)).toBe(29);
    expect(idAtOffset(g, 6, 0)).toBe(-1);
    expect(idAtOffset(g, 0, -1)).toBe(-1);
    for (let id = 0; id < g.count; id++) {
      const { col, row } = offsetOf(g, id);
      expect(idAtOffset(g, col, row)).toBe(id);
      const a = axialOf(g, id);
      expect(idAt(g, a.q, a.r)).toBe(id);
    }
  });

  it("the neighbour table: six for an inner hex, fewer on the border, always symmetric", () => {
    expect(neighboursOf(g, idAtOffset(g, 2, 2))).toHaveLength(6);
    expect(neighboursOf(g, 0)).toHaveLength(2); // odd-q corner (0,0): south and south-east
    expect(neighboursOf(g, 0).map((id) => offsetOf(g, id))).toEqual(
      expect.arrayContaining([
        { col: 1, row: 0 },
        { col: 0, row: 1 },
      ]),
    );
    for (let id = 0; id < g.count; id++) {
      for (const n of neighboursOf(g, id)) {
        expect(neighboursOf(g, n)).toContain(id);
        expect(distance(g, id, n)).toBe(1);
        expect(areAdjacent(g, id, n)).toBe(true);
      }
    }
    // odd-q: column 1 sits half a hex lower, so (1,0) touches (0,0) and (0,1) but (1,1) does not touch (0,0).
    expect(areAdjacent(g, idAtOffset(g, 1, 1), 0)).toBe(false);
    expect(areAdjacent(g, idAtOffset(g, 1, 0), idAtOffset(g, 0, 1))).toBe(true);
  });

  it("edge distance: 0 on the border, growing one per ring inwards", () => {
    const big = rectangleGrid(34, 28, "odd-q");
    expect(big.edgeDistance[idAtOffset(big, 0, 10)]).toBe(0);
    expect(big.edgeDistance[idAtOffset(big, 4, 10)]).toBe(4);
    expect(big.edgeDistance[idAtOffset(big, 5, 10)]).toBe(5);
    expect(big.edgeDistance[idAtOffset(big, 10, 5)]).toBe(5);
    expect(big.edgeDistance[idAtOffset(big, 10, 4)]).toBe(4);
    expect(big.edgeDistance[idAtOffset(big, 28, 22)]).toBe(5);
    expect(big.edgeDistance[idAtOffset(big, 29, 22)]).toBe(4);
    expect(big.edgeDistance[idAtOffset(big, 28, 23)]).toBe(4);
    let interior = 0;
    for (let id = 0; id < big.count; id++) if (big.edgeDistance[id]! >= 5) interior++;
    expect(interior).toBe(24 * 18);
  });

  it("withinRange: 1 + 3n(n+1) hexes in open ground, clipped at the edge, all within n", () => {
    const big = rectangleGrid(20, 20, "odd-q");
    const centre = idAtOffset(big, 10, 10);
    for (let n = 0; n <= 4; n++) {
      const cells = withinRange(big, centre, n);
      expect(cells).toHaveLength(1 + 3 * n * (n + 1));
      for (const c of cells) expect(distance(big, centre, c)).toBeLessThanOrEqual(n);
    }
    const corner = withinRange(big, 0, 2);
    expect(corner.length).toBeLessThan(19);
    for (let id = 0; id < big.count; id++) expect(corner.includes(id)).toBe(distance(big, 0, id) <= 2);
  });

  it("a hexagon grid is rings round a centre, ring n holding 6n cells (Double Star)", () => {
    const h = hexagonGrid(4);
    expect(h.count).toBe(61);
    expect(axialOf(h, 0)).toEqual({ q: 0, r: 0 });
    for (let n = 1; n <= 4; n++) {
      const ring = ringAround(h, 0, n);
      expect(ring).toHaveLength(6 * n);
      expect(Math.min(...ring)).toBe(3 * n * (n - 1) + 1);
      expect(Math.max(...ring)).toBe(3 * n * (n + 1));
    }
    expect(h.edgeDistance[0]).toBe(4);
    expect(ringAround(h, 0, 5)).toEqual([]);
  });

  it("an arbitrary set of cells, refusing duplicates; ids outside the grid are refused", () => {
    const g2 = gridOf([
      { q: 0, r: 0 },
      { q: 1, r: 0 },
      { q: 5, r: 5 },
    ]);
    expect(neighboursOf(g2, 0)).toEqual([1]);
    expect(neighboursOf(g2, 2)).toEqual([]);
    expect(() =>
      gridOf([
        { q: 0, r: 0 },
        { q: 0, r: 0 },
      ]),
    ).toThrow();
    expect(isHex(g2, 3)).toBe(false);
    expect(isHex(g2, 1.5)).toBe(false);
    expect(() => neighboursOf(g2, 3)).toThrow();
    expect(() => offsetOf(g2, 0)).toThrow();
  });
});
