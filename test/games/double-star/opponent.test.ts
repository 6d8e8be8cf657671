// The built-in opponent's evaluation of a Double Star position (src/games/double-star/opponent.ts):
// in the Sneak Attack the Chinese win only by setting a base down on a large world of An-Nur, so
// a base carried nearer An-Nur looks better to them, and worse to the Islamic side.
import { describe, expect, it } from "vitest";
import { doubleStar } from "../../../src/games/double-star";
import { MAP } from "../../../src/games/double-star/map";
import { given, ship } from "./helpers";

const evaluate = doubleStar.opponent!.evaluate!;

function hexAt(q: number): number {
  const id = MAP.grid.index.get(`${q},0`);
  if (id === undefined) throw new Error(`no hex ${q},0`);
  return id;
}

/** The Sneak Attack with one Chinese transport `q` hexes along the line from An-Nur to Az-Zarr. */
function carrierAt(q: number, cargo: "base" | null) {
  const s = given({ options: { scenario: "sneakAttack" } });
  s.ships.push(ship(s, "chinese", "transport", { hex: hexAt(q) }, { cargo }));
  return s;
}

describe("the opponent's evaluation of Double Star", () => {
  it("DS 10.1 a base carried nearer An-Nur looks better to the Chinese and worse to the Islamic side", () => {
    const far = carrierAt(25, "base");
    const near = carrierAt(12, "base");
    expect(evaluate(near, "chinese")).toBeGreaterThan(evaluate(far, "chinese"));
    expect(evaluate(near, "islamic")).toBeLessThan(evaluate(far, "islamic"));
    expect(evaluate(near, "chinese") + evaluate(near, "islamic")).toBeCloseTo(1, 10);
  });

  it("DS 4.5 a ship carrying a base counts for more than the same ship empty at the same place", () => {
    expect(evaluate(carrierAt(12, "base"), "chinese")).toBeGreaterThan(evaluate(carrierAt(12, null), "chinese"));
  });
});
