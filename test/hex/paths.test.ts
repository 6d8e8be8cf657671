import { describe, expect, it } from "vitest";
import { idAtOffset, rectangleGrid, distance } from "../../src/hex/grid";
import { lineBetween, lineOfSight } from "../../src/hex/los";
import { pathTo, reachable, shortestPath, type MoveRules } from "../../src/hex/paths";

const g = rectangleGrid(12, 10, "odd-q");
const at = (col: number, row: number) => idAtOffset(g, col, row);
const open: MoveRules = { enter: () => 1 };

describe("movement paths", () => {
  it("with cost 1 everywhere the reachable hexes are exactly those within the budget", () => {
    const start = at(6, 5);
    const reached = reachable(g, start, 3, open);
    for (let id = 0; id < g.count; id++) {
      const hit = reached.find((x) => x.id === id);
      expect(Boolean(hit)).toBe(distance(g, start, id) <= 3);
      if (hit) expect(hit.cost).toBe(distance(g, start, id));
    }
    expect(reached[0]).toEqual({ id: start, cost: 0, from: -1 });
  });

  it("terrain costs: a wall of 2-point hexes is cheaper to go round when the detour is short", () => {
    const mountains = new Set([at(5, 4), at(5, 5), at(5, 6)]);
    const rules: MoveRules = { enter: (to) => (mountains.has(to) ? 2 : 1) };
    const hit = shortestPath(g, at(4, 5), at(6, 5), rules)!;
    expect(hit.cost).toBe(3);
    expect(hit.path[0]).toBe(at(4, 5));
    expect(hit.path.at(-1)).toBe(at(6, 5));
    for (let i = 1; i < hit.path.length; i++) expect(distance(g, hit.path[i - 1]!, hit.path[i]!)).toBe(1);
    const direct = reachable(g, at(4, 5), 2, rules);
    expect(direct.find((x) => x.id === at(5, 5))?.cost).toBe(2);
    expect(direct.find((x) => x.id === at(6, 5))).toBeUndefined();
  });

  it("impassable hexes are never entered", () => {
    const blocked = new Set([at(6, 4)]);
    const reached = reachable(g, at(6, 5), 4, { enter: (to) => (blocked.has(to) ? null : 1) });
    expect(reached.some((x) => x.id === at(6, 4))).toBe(false);
    expect(reached.find((x) => x.id === at(6, 3))?.cost).toBe(3);
  });

  it("a stopping hex (zone of control) is entered but not passed through; the start never stops its own unit", () => {
    const zoc = new Set([at(6, 4), at(6, 5)]);
    const rules: MoveRules = { enter: () => 1, stops: (id) => zoc.has(id) };
    const reached = reachable(g, at(6, 5), 2, rules);
    expect(reached.find((x) => x.id === at(6, 4))?.cost).toBe(1);
    // (6,3) lies straight through the zone; it must be reached round it, which takes 3 > 2.
    expect(reached.find((x) => x.id === at(6, 3))).toBeUndefined();
    expect(reached.find((x) => x.id === at(6, 7))?.cost).toBe(2);
  });

  it("pathTo follows the recorded predecessors; unreachable targets give null", () => {
    const reached = reachable(g, at(0, 0), 2, open);
    const path = pathTo(reached, at(2, 0))!;
    expect(path).toHaveLength(3);
    expect(pathTo(reached, at(9, 9))).toBeNull();
    expect(shortestPath(g, at(0, 0), at(9, 9), open, 3)).toBeNull();
    expect(shortestPath(g, at(0, 0), at(9, 9), open)!.cost).toBe(distance(g, at(0, 0), at(9, 9)));
  });

  it("non-integer or zero costs are refused", () => {
    expect(() => reachable(g, 0, 3, { enter: () => 0 })).toThrow();
    expect(() => reachable(g, 0, 3, { enter: () => 1.5 })).toThrow();
  });
});

describe("line of sight", () => {
  it("the line between two hexes runs through adjacent hexes; a blocker between them cuts it", () => {
    const a = at(1, 1),
      b = at(7, 4);
    const line = lineBetween(g, a, b);
    expect(line[0]).toBe(a);
    expect(line.at(-1)).toBe(b);
    expect(line).toHaveLength(distance(g, a, b) + 1);
    expect(lineOfSight(g, a, b, () => false)).toBe(true);
    const middle = line[2]!;
    expect(lineOfSight(g, a, b, (id) => id === middle)).toBe(false);
    // The ends themselves never block.
    expect(lineOfSight(g, a, b, (id) => id === a || id === b)).toBe(true);
  });
});
