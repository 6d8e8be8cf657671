import { describe, expect, it } from "vitest";
import {
  advance,
  arcsOf,
  cornersOf,
  cosS,
  distance,
  inches,
  isqrt,
  polygonsOverlap,
  segmentMeetsCircle,
  sinS,
} from "../../../src/games/iron-stars/geometry";
import { counterOf } from "../../../src/games/iron-stars/tables";

const M = counterOf("M");
const L = counterOf("L");
const VS = counterOf("VS");

describe("IS 10.2 Fixed-Point Geometry", () => {
  it("IS 10.2 the whole-degree sine table is exact at the quadrants and symmetric", () => {
    expect([sinS(0), sinS(90), sinS(180), sinS(270), sinS(360)]).toEqual([0, 1_000_000, 0, -1_000_000, 0]);
    expect(sinS(30)).toBe(500_000);
    expect(cosS(60)).toBe(500_000);
    for (let d = -720; d <= 720; d += 7) expect(sinS(d) + sinS(-d)).toBe(0);
    expect(Object.is(sinS(360), 0) && Object.is(sinS(180), 0)).toBe(true);
    expect(cosS(45)).toBe(sinS(45));
  });

  it('IS 10.2 moving ahead lands on whole hundredths: 10" east, north and at 30°', () => {
    expect(advance({ x: 100, y: 100 }, 0, 1000)).toEqual({ x: 1100, y: 100 });
    expect(advance({ x: 100, y: 100 }, 90, 1000)).toEqual({ x: 100, y: 1100 });
    expect(advance({ x: 0, y: 0 }, 30, 1000)).toEqual({ x: 866, y: 500 });
    expect(advance({ x: 0, y: 0 }, 180 + 30, 1000)).toEqual({ x: -866, y: -500 });
  });

  it("IS 10.2 distances are exact integer square roots, rounded down", () => {
    expect(isqrt(0)).toBe(0);
    expect(isqrt(24)).toBe(4);
    expect(isqrt(25)).toBe(5);
    expect(isqrt(7200 * 7200 + 4800 * 4800)).toBe(8653);
    expect(distance({ x: 0, y: 0 }, { x: 300, y: 400 })).toBe(500);
    expect(inches(750)).toBe('7.50"');
    expect(inches(5)).toBe('0.05"');
  });

  it("IS 5.6 counters overlap only with positive area; touching edges do not", () => {
    const a = cornersOf({ x: 1000, y: 1000 }, 0, M);
    // M counters are 1" wide: centres 1" apart side by side just touch.
    expect(polygonsOverlap(a, cornersOf({ x: 1000, y: 1100 }, 0, M))).toBe(false);
    expect(polygonsOverlap(a, cornersOf({ x: 1000, y: 1099 }, 0, M))).toBe(true);
    expect(polygonsOverlap(a, cornersOf({ x: 1100, y: 1000 }, 90, M))).toBe(true);
    expect(polygonsOverlap(a, cornersOf({ x: 1300, y: 1000 }, 45, M))).toBe(false);
  });

  it("IS 7.6 a path meets a minefield when it passes within its radius", () => {
    expect(segmentMeetsCircle({ x: 0, y: 0 }, { x: 1000, y: 0 }, { x: 500, y: 150 }, 150)).toBe(true);
    expect(segmentMeetsCircle({ x: 0, y: 0 }, { x: 1000, y: 0 }, { x: 500, y: 151 }, 150)).toBe(false);
    expect(segmentMeetsCircle({ x: 0, y: 0 }, { x: 1000, y: 0 }, { x: 1100, y: 0 }, 150)).toBe(true);
    expect(segmentMeetsCircle({ x: 0, y: 0 }, { x: 1000, y: 0 }, { x: -200, y: 0 }, 150)).toBe(false);
  });
});

describe("IS 6.2 Firing Arcs: lines through the counter's opposite corners", () => {
  it("IS 6.2 a large (square) counter has four 90° arcs: ahead, astern, to port (left) and to starboard", () => {
    const at = { x: 3000, y: 2000 };
    expect(arcsOf(at, 0, L, { x: 4000, y: 2300 })).toEqual(["forward"]);
    expect(arcsOf(at, 0, L, { x: 2000, y: 1700 })).toEqual(["aft"]);
    expect(arcsOf(at, 0, L, { x: 3300, y: 3000 })).toEqual(["port"]);
    expect(arcsOf(at, 0, L, { x: 3300, y: 1000 })).toEqual(["starboard"]);
    expect(arcsOf(at, 90, L, { x: 3000, y: 3000 })).toEqual(["forward"]);
  });

  it('IS 6.2 a medium counter (1" x 1½") has a narrow forward arc: its diagonal is at 33.7° from the keel', () => {
    const at = { x: 0, y: 0 };
    expect(arcsOf(at, 0, M, advance(at, 33, 1000))).toEqual(["forward"]);
    expect(arcsOf(at, 0, M, advance(at, 35, 1000))).toEqual(["port"]);
    expect(arcsOf(at, 0, M, advance(at, -147, 1000))).toEqual(["aft"]);
    expect(arcsOf(at, 0, M, advance(at, -146, 1000))).toEqual(["starboard"]);
    expect(arcsOf(at, 0, VS, { x: 1500, y: 1000 })).toEqual(["forward", "port"]);
  });

  it("IS 6.3 a target exactly on a diagonal lies in both arcs", () => {
    expect(arcsOf({ x: 0, y: 0 }, 0, L, { x: 700, y: 700 })).toEqual(["forward", "port"]);
    expect(arcsOf({ x: 0, y: 0 }, 0, L, { x: -700, y: -700 })).toEqual(["aft", "starboard"]);
    expect(arcsOf({ x: 0, y: 0 }, 0, M, { x: 1200, y: -800 })).toEqual(["forward", "starboard"]);
  });
});
