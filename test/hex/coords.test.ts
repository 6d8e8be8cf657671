import { describe, expect, it } from "vitest";
import {
  axialDistance,
  axialLine,
  axialRing,
  axialSpiral,
  axialToOffset,
  cubeRound,
  offsetToAxial,
  type OffsetLayout,
} from "../../src/hex/coords";

const LAYOUTS: OffsetLayout[] = ["odd-q", "even-q", "odd-r", "even-r"];

describe("hex coordinates", () => {
  it.each(LAYOUTS)("offset ↔ axial round-trips on a 12×10 block (%s)", (layout) => {
    for (let col = -3; col < 12; col++) {
      for (let row = -3; row < 10; row++) {
        const a = offsetToAxial(col, row, layout);
        expect(axialToOffset(a.q, a.r, layout)).toEqual({ col, row });
      }
    }
  });

  it("odd-q pushes odd columns down: (1,0) is south-east of (0,0), (1,0) and (0,1) are adjacent", () => {
    const a = offsetToAxial(0, 0, "odd-q");
    expect(axialDistance(a, offsetToAxial(1, 0, "odd-q"))).toBe(1);
    expect(axialDistance(a, offsetToAxial(1, 1, "odd-q"))).toBe(2);
    expect(axialDistance(offsetToAxial(1, 0, "odd-q"), offsetToAxial(0, 1, "odd-q"))).toBe(1);
  });

  it("even-q pushes even columns down instead", () => {
    expect(axialDistance(offsetToAxial(0, 0, "even-q"), offsetToAxial(1, 1, "even-q"))).toBe(1);
    expect(axialDistance(offsetToAxial(0, 1, "even-q"), offsetToAxial(1, 0, "even-q"))).toBe(2);
  });

  it("distance is the cube distance: symmetric, straight lines and a knight-like hop", () => {
    expect(axialDistance({ q: 0, r: 0 }, { q: 3, r: 0 })).toBe(3);
    expect(axialDistance({ q: 0, r: 0 }, { q: 3, r: -3 })).toBe(3);
    expect(axialDistance({ q: 0, r: 0 }, { q: 2, r: 1 })).toBe(3);
    expect(axialDistance({ q: 2, r: 1 }, { q: 0, r: 0 })).toBe(3);
    expect(axialDistance({ q: -2, r: 5 }, { q: -2, r: 5 })).toBe(0);
  });

  it("ring n holds 6n cells, all exactly n away, each adjacent to the next (Double Star orbits)", () => {
    expect(axialRing({ q: 0, r: 0 }, 0)).toEqual([{ q: 0, r: 0 }]);
    for (let n = 1; n <= 6; n++) {
      const ring = axialRing({ q: 4, r: -1 }, n);
      expect(ring).toHaveLength(6 * n);
      expect(new Set(ring.map((c) => `${c.q},${c.r}`)).size).toBe(6 * n);
      for (const c of ring) expect(axialDistance(c, { q: 4, r: -1 })).toBe(n);
      for (let i = 0; i < ring.length; i++) expect(axialDistance(ring[i]!, ring[(i + 1) % ring.length]!)).toBe(1);
    }
    expect(() => axialRing({ q: 0, r: 0 }, -1)).toThrow();
  });

  it("a spiral of radius n holds 1 + 3n(n+1) cells", () => {
    for (let n = 0; n <= 5; n++) expect(axialSpiral({ q: 0, r: 0 }, n)).toHaveLength(1 + 3 * n * (n + 1));
  });

  it("a line has distance + 1 cells, each step adjacent, from one end to the other", () => {
    const a = { q: -3, r: 1 },
      b = { q: 4, r: -2 };
    const line = axialLine(a, b);
    expect(line).toHaveLength(axialDistance(a, b) + 1);
    expect(line[0]).toEqual(a);
    expect(line.at(-1)).toEqual(b);
    for (let i = 1; i < line.length; i++) expect(axialDistance(line[i - 1]!, line[i]!)).toBe(1);
    expect(axialLine(a, a)).toEqual([a]);
  });

  it("cube rounding finds the cell a fractional point lies in, fixing the coordinate that moved most", () => {
    expect(cubeRound(2.1, -0.9, -1.2)).toEqual({ q: 2, r: -1 });
    // Rounding each gives (0, 0, -1), off the plane q + r + s = 0: q moved most, so q is the one recomputed.
    expect(cubeRound(0.4, 0.3, -0.7)).toEqual({ q: 1, r: 0 });
    expect(cubeRound(0.45, -0.1, -0.35)).toEqual({ q: 0, r: 0 });
    expect(cubeRound(0.55, -0.45, -0.1)).toEqual({ q: 1, r: -1 });
    // Every cell's centre, nudged a little, rounds back to that cell.
    for (const c of axialSpiral({ q: 0, r: 0 }, 3)) expect(axialDistance(cubeRound(c.q + 0.2, c.r - 0.1, -c.q - c.r - 0.1), c)).toBe(0);
  });
});
