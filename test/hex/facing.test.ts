// Movement with facing on the hex kit's grids (used by Double Star, DS 4.1): each point enters
// the hex ahead or ahead-left / ahead-right, and the mover then faces the way it went.
import { describe, expect, it } from "vitest";
import { AXIAL_DIRECTIONS, axialOf, directionTo, distance, facedPath, facedReach, hexagonGrid, idAt, turnFacing } from "../../src/hex";

const g = hexagonGrid(4);
const centre = idAt(g, 0, 0);
const step = (from: number, dir: number) => g.neighbours[from * 6 + dir]!;

describe("hex facing", () => {
  it("turnFacing wraps round the six directions either way", () => {
    expect(turnFacing(5, 1)).toBe(0);
    expect(turnFacing(0, -1)).toBe(5);
    expect(turnFacing(2, -8)).toBe(0);
    expect(turnFacing(3, 6)).toBe(3);
  });

  it("directionTo names the AXIAL_DIRECTIONS step between adjacent hexes, -1 otherwise", () => {
    for (let d = 0; d < 6; d++) {
      const n = step(centre, d);
      const a = axialOf(g, n);
      expect(a).toEqual(AXIAL_DIRECTIONS[d]);
      expect(directionTo(g, centre, n)).toBe(d);
      expect(directionTo(g, n, centre)).toBe(turnFacing(d, 3));
    }
    expect(directionTo(g, centre, idAt(g, 2, 0))).toBe(-1);
    expect(directionTo(g, centre, centre)).toBe(-1);
  });

  it("one point: the start as it is, then ahead, ahead-left or ahead-right, each facing the way it went", () => {
    const reach = facedReach(g, centre, 0, 1, () => true);
    expect(reach[0]).toEqual({ hex: centre, facing: 0, cost: 0, from: -1 });
    expect(
      reach
        .slice(1)
        .map((s) => [s.hex, s.facing, s.cost])
        .sort(),
    ).toEqual(
      [
        [step(centre, 0), 0, 1],
        [step(centre, 5), 5, 1],
        [step(centre, 1), 1, 1],
      ].sort(),
    );
  });

  it("turning round costs movement: the hex behind is five points away, and no state repeats", () => {
    const behind = step(centre, 3);
    const reach = facedReach(g, centre, 0, 6, () => true);
    const costTo = (hex: number) => Math.min(...reach.filter((s) => s.hex === hex).map((s) => s.cost));
    expect(costTo(behind)).toBe(5);
    expect(facedReach(g, centre, 0, 4, () => true).some((s) => s.hex === behind)).toBe(false);
    // Straight ahead costs its distance; every (hex, facing) is listed once, in order of cost.
    expect(costTo(idAt(g, 3, 0))).toBe(3);
    const keys = reach.map((s) => s.hex * 6 + s.facing);
    expect(new Set(keys).size).toBe(keys.length);
    expect(reach.map((s) => s.cost)).toEqual([...reach.map((s) => s.cost)].sort((a, b) => a - b));
  });

  it("a hex that may not be entered is never reached, and is gone round", () => {
    const ahead = step(centre, 0);
    const reach = facedReach(g, centre, 0, 4, (h) => h !== ahead);
    expect(reach.some((s) => s.hex === ahead)).toBe(false);
    expect(Math.min(...reach.filter((s) => s.hex === idAt(g, 2, 0)).map((s) => s.cost))).toBe(3);
  });

  it("facedPath walks back from a state to the start through adjacent hexes, one hex per point", () => {
    const reach = facedReach(g, centre, 2, 5, () => true);
    for (let i = 0; i < reach.length; i += 7) {
      const path = facedPath(reach, i);
      expect(path[0]).toBe(centre);
      expect(path.at(-1)).toBe(reach[i]!.hex);
      expect(path).toHaveLength(reach[i]!.cost + 1);
      for (let k = 1; k < path.length; k++) expect(distance(g, path[k - 1]!, path[k]!)).toBe(1);
    }
  });
});
