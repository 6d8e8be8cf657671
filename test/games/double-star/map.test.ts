// The reconstructed map (README R3–R7): two stars with concentric orbital rings, Lu's eccentric
// path, systems several turns apart, surface charts with labelled oceans.
import { describe, expect, it } from "vitest";
import { axialDistance } from "../../../src/hex";
import {
  adjacentSites,
  BODIES,
  distanceFromStar,
  isStarHex,
  landSites,
  MAP,
  OCEANS,
  OUTERMOST_ORBIT,
  pathDirection,
  sitesOf,
  STARS,
} from "../../../src/games/double-star/map";
import { SHIPS } from "../../../src/games/double-star/ships";

describe("DS 1 Game Components: the map", () => {
  it("DS 1 two stars, An-Nur (Kou, G0) of the Islamic worlds and Az-Zarr (Chin, M8) of the Chinese, neither enterable", () => {
    expect(STARS.map((s) => [s.id, s.chineseName, s.spectral, s.side])).toEqual([
      ["an-nur", "Kou", "G0", "islamic"],
      ["az-zarr", "Chin", "M8", "chinese"],
    ]);
    expect(isStarHex(MAP.starHex["an-nur"])).toBe(true);
    expect(isStarHex(MAP.starHex["az-zarr"])).toBe(true);
  });

  it("DS 4.6 every world but Lu is on a ring of its star: ring n has 6n hexes, each next to the one before", () => {
    for (const p of MAP.paths) {
      if (p.radius !== null) expect(p.hexes).toHaveLength(6 * p.radius);
      for (const [i, h] of p.hexes.entries()) {
        expect(pathDirection(p, i), `${p.id} ${i}`).toBeGreaterThanOrEqual(0);
        if (p.radius !== null) expect(distanceFromStar(h, p.star)).toBe(p.radius);
      }
      expect(new Set(p.hexes).size).toBe(p.hexes.length);
    }
  });

  it("DS 4.6 Lu flies a long eccentric path round Az-Zarr, 3 hexes out at its nearest and 16 at its farthest", () => {
    const lu = MAP.pathById.get("lu")!;
    const d = lu.hexes.map((h) => distanceFromStar(h, "az-zarr"));
    expect(Math.min(...d)).toBe(3);
    expect(Math.max(...d)).toBe(16);
    expect(lu.hexes.some((h) => isStarHex(h))).toBe(false);
  });

  it("DS 4.6 all paths turn the same way (one spin direction)", () => {
    const signs = MAP.paths.map((p) => {
      let area = 0;
      for (let i = 0; i < p.hexes.length; i++) {
        const a = p.hexes[i]!,
          b = p.hexes[(i + 1) % p.hexes.length]!;
        const [x1, y1] = [MAP.grid.q[a]! + MAP.grid.r[a]! / 2, MAP.grid.r[a]!];
        const [x2, y2] = [MAP.grid.q[b]! + MAP.grid.r[b]! / 2, MAP.grid.r[b]!];
        area += x1 * y2 - x2 * y1;
      }
      return Math.sign(area);
    });
    expect(new Set(signs).size).toBe(1);
  });

  it("DS 1 the systems are far apart: crossing between the outermost orbits takes a fast destroyer several turns", () => {
    const [a, b] = STARS;
    const gap = axialDistance(a!, b!) - OUTERMOST_ORBIT["an-nur"] - OUTERMOST_ORBIT["az-zarr"];
    expect(gap).toBeGreaterThanOrEqual(12);
    expect(Math.ceil(gap / SHIPS.destroyer.movement)).toBeGreaterThanOrEqual(3);
  });

  it("DS 1 each system has its rings on the map with room to manoeuvre beyond the outermost orbit", () => {
    for (const star of STARS) {
      const around = MAP.paths.filter((p) => p.star === star.id && p.radius !== null).map((p) => p.radius!);
      expect(Math.max(...around)).toBe(OUTERMOST_ORBIT[star.id]);
    }
    expect(MAP.grid.count).toBeGreaterThan(900);
  });
});

describe("DS 3.1 Surface Hexes", () => {
  it("DS 3.1 worlds have the polar hex (two faces) and six equatorial hexes; planetoids two hemispheres", () => {
    for (const b of BODIES) expect(sitesOf(b.id)).toHaveLength(b.disc === "large" ? 8 : 2);
  });

  it("DS 3.1 oceans lie only on worlds' equators, and every world keeps land", () => {
    for (const [body, seas] of Object.entries(OCEANS)) {
      for (const s of seas) expect(s.startsWith("E")).toBe(true);
      expect(landSites(body).length).toBeGreaterThan(4);
    }
  });

  it("DS 3.1 the chart's neighbours: the pole touches the equator; an equatorial hex its two neighbours and both poles", () => {
    expect(adjacentSites("al-razzak", "N")).toEqual(["E1", "E2", "E3", "E4", "E5", "E6"]);
    expect(adjacentSites("al-razzak", "E1").sort()).toEqual(["E2", "E6", "N", "S"]);
    expect(adjacentSites("kan", "N")).toEqual(["S"]);
  });

  it("DS 3.3 Moons are lettered and tied to their worlds; K'an and K'un have moons, and I is Chien's satellite", () => {
    const tied = BODIES.filter((b) => b.home.kind === "tied").map((b) => [b.id, (b.home as { to: string }).to]);
    expect(tied).toContainEqual(["kan-a", "kan"]);
    expect(tied).toContainEqual(["kun-a", "kun"]);
    expect(tied).toContainEqual(["i", "chien"]);
  });

  it("DS 1 the five Islamic worlds include the reconstructed fifth, Al-Hafiz, labelled as such", () => {
    const islamicWorlds = BODIES.filter((b) => b.side === "islamic" && b.home.kind === "path");
    expect(islamicWorlds.map((b) => b.name)).toEqual(["Al-Razzak", "Al-Mughni", "Al-Mumit", "Al-Hafiz", "Al-Akhir"]);
    expect(BODIES.find((b) => b.id === "al-hafiz")!.source).toBe("reconstructed");
  });
});
