import { describe, expect, it } from "vitest";
import { Rng } from "../../../src/engine/rng";
import { ironStars } from "../../../src/games/iron-stars";
import { advance } from "../../../src/games/iron-stars/geometry";
import { optionsSchema } from "../../../src/games/iron-stars/options";
import { pending } from "../../../src/games/iron-stars/pending";
import { clearMove } from "../../../src/games/iron-stars/rules/boxed-in";
import { placementScan } from "../../../src/games/iron-stars/rules/placement";
import type { IronStarsState, Ship, TerrainFeature, TerrainKind } from "../../../src/games/iron-stars/state";
import { TERRAIN } from "../../../src/games/iron-stars/terrain";
import { view } from "../../../src/games/iron-stars/view";
import { battle, play, playSeeded, refusal, scenarioStart, ScriptedRng, ship, type ShipSpec } from "./helpers";

/** A feature of `kind` as a regular octagon (not turned) centred at `at` inches, `radius` inches. */
function feature(kind: TerrainKind, at: readonly [number, number], radius: number, n = 1): TerrainFeature {
  const centre = { x: Math.round(at[0] * 100), y: Math.round(at[1] * 100) };
  const corners = Array.from({ length: 8 }, (_, k) => advance(centre, 45 * k, Math.round(radius * 100)));
  return {
    id: `${kind}-${n}`,
    kind,
    centre,
    corners,
    blocksSight: TERRAIN[kind].blocksSight,
    blocksMovement: TERRAIN[kind].blocksMovement,
  };
}

function withTerrain(s: IronStarsState, ...features: TerrainFeature[]): IronStarsState {
  s.options = { ...s.options, terrain: true };
  s.terrain = features;
  return s;
}

const move = (id: string, first: number, turn = 0, second = 0) => ({
  type: "moveShip" as const,
  ship: id,
  first: Math.round(first * 100),
  turn,
  second: Math.round(second * 100),
  mines: 0,
});

describe("IS 1.3 Terrain (optional)", () => {
  it("IS 1.3 terrain is off by default: the table is empty", () => {
    const s = ironStars.setup(optionsSchema.parse({}), new ScriptedRng([]));
    expect(s.terrain).toEqual([]);
    expect(view(s, null).terrain).toEqual([]);
  });

  it("IS 1.3 with the option, six features are laid from the game's seeded dice: outside both deployment bands, apart, on the table, the same for the same seed", () => {
    const lay = (seed: string) => {
      const rng = new Rng(seed, "setup");
      const s = ironStars.setup(optionsSchema.parse({ terrain: true }), rng);
      return { s, rolls: rng.rolls };
    };
    const { s, rolls } = lay("terrain-a");
    const t = s.terrain!;
    expect(t.map((f) => f.kind)).toEqual(["asteroid", "asteroid", "asteroid", "meteorites", "meteorites", "flotsam"]);
    expect(t.map((f) => [f.blocksSight, f.blocksMovement])).toEqual([
      [true, true],
      [true, true],
      [true, true],
      [true, false],
      [true, false],
      [false, true],
    ]);
    for (const f of t) {
      expect(f.centre.y).toBeGreaterThanOrEqual(1400);
      expect(f.centre.y).toBeLessThanOrEqual(3400);
      for (const c of f.corners) expect(c.x >= 0 && c.x <= 7200).toBe(true);
      const r = Math.max(...f.corners.map((c) => Math.hypot(c.x - f.centre.x, c.y - f.centre.y)));
      expect(r).toBeGreaterThanOrEqual(TERRAIN[f.kind].minRadius - 1);
      expect(r).toBeLessThanOrEqual(TERRAIN[f.kind].maxRadius + 1);
    }
    for (let i = 0; i < t.length; i++)
      for (let j = i + 1; j < t.length; j++)
        expect(Math.hypot(t[i]!.centre.x - t[j]!.centre.x, t[i]!.centre.y - t[j]!.centre.y)).toBeGreaterThan(100);
    expect(rolls.every((r) => r.purpose.startsWith("terrain: "))).toBe(true);
    expect(rolls.length).toBeGreaterThanOrEqual(24);
    expect(lay("terrain-a").s.terrain).toEqual(t);
    expect(lay("terrain-b").s.terrain).not.toEqual(t);
    expect(view(s, null).terrain).toEqual(t);
  });

  it("IS 1.3 no counter may be set down on a terrain feature (OVERLAPS_TERRAIN), whatever the feature blocks", () => {
    for (const kind of ["asteroid", "meteorites", "flotsam"] as const) {
      const s = withTerrain(scenarioStart(), feature(kind, [36, 45], 1));
      const r = refusal(s, "russia", { type: "placeShip", ship: "tsargrad", x: 3600, y: 4400, facing: 0, momentum: 4 });
      expect(r).toMatchObject({ code: "OVERLAPS_TERRAIN", rule: "IS 1.3 Terrain (optional)" });
      expect(r.message).toContain(`${kind}-1`);
    }
    const s = withTerrain(scenarioStart(), feature("asteroid", [36, 45], 1));
    expect(play(s, "russia", { type: "placeShip", ship: "tsargrad", x: 3000, y: 4400, facing: 0, momentum: 4 }).state.placer).toBe(
      "britain",
    );
  });

  it("IS 1.3 R15 terrain counts in the exact crowded set-up search: a feature over the last legal sliver lets the escape apply", () => {
    const pickUp = optionsSchema.parse({ scenario: "pickUp", points: 60 });
    const buy = { type: "buyFleet" as const, ships: ["nike", "volga", "alpha", "alpha"].map((c) => ({ class: c })) };
    let s = play(ironStars.setup(pickUp, new ScriptedRng([])), "fleet1", buy).state;
    s = play(play(s, "fleet2", buy, [6, 1]).state, "fleet1", { type: "choosePlacementOrder", placeFirst: true }).state;
    s = play(s, "fleet1", { type: "placeShip", ship: "fleet1-1", x: 0, y: 0, facing: 0, momentum: 0 }).state;
    s = play(s, "fleet2", { type: "placeShip", ship: "fleet2-1", x: 2300, y: 800, facing: 0, momentum: 0 }).state;
    expect(placementScan(s, "fleet1", "fleet1-2", 0)).not.toBeNull();
    const crowded = withTerrain(structuredClone(s), feature("flotsam", [0, 1.6], 1));
    expect(placementScan(crowded, "fleet1", "fleet1-2", 0)).toBeNull();
    expect(
      play(crowded, "fleet1", { type: "placeShip", ship: "fleet1-2", x: 3600, y: 600, facing: 90, momentum: 0 }).state.ships.find(
        (x) => x.id === "fleet1-2",
      )!.position,
    ).toEqual({ x: 3600, y: 600 });
  });
});

describe("IS 6.8 Line of Sight with terrain", () => {
  const duel = (...features: TerrainFeature[]) =>
    withTerrain(
      battle(
        [
          { id: "nike", cls: "nike", side: "britain", at: [20, 20], facing: 90 },
          { id: "tsargrad", cls: "tsargrad", side: "russia", at: [30, 20], facing: 90 },
          { id: "volga", cls: "volga", side: "russia", at: [20, 30], facing: 90 },
        ],
        { step: "activeCombat" },
      ),
      ...features,
    );
  const primaryAt = (target: string) => ({
    type: "fire" as const,
    ship: "nike",
    volleys: [{ weapon: "primary" as const, target, guns: 1 }],
  });

  it("IS 6.8 an asteroid on the line of fire: the attack is refused naming it, the target is left out of the fire bounds, and the sighting says what blocks it", () => {
    const s = duel(feature("asteroid", [25, 20], 1));
    const r = refusal(s, "britain", primaryAt("tsargrad"));
    expect(r).toMatchObject({ code: "NO_LINE_OF_SIGHT", rule: "IS 6.8 Line of Sight" });
    expect(r.message).toContain("asteroid-1");
    const bounds = pending(s)[0]!.bounds as { ships: { ship: string; weapons: { targets: { target: string }[] }[] }[] };
    const nike = bounds.ships.find((x) => x.ship === "nike")!;
    expect(nike.weapons.flatMap((w) => w.targets.map((t) => t.target))).not.toContain("tsargrad");
    expect(nike.weapons.flatMap((w) => w.targets.map((t) => t.target))).toContain("volga");
    const sightings = view(s, null).ships.find((x) => x.id === "nike")!.sightings;
    expect(sightings.find((x) => x.ship === "tsargrad")!.blockedBy).toBe("asteroid-1");
    expect(sightings.find((x) => x.ship === "volga")!.blockedBy).toBeNull();
    expect(playSeeded(s, "britain", primaryAt("volga"), "los").events.some((e) => e.type === "VolleyFired")).toBe(true);
  });

  it("IS 6.8 a meteorite swarm blocks sight, flotsam does not, and a feature beside the line (not touching it) blocks nothing", () => {
    expect(refusal(duel(feature("meteorites", [25, 20], 2)), "britain", primaryAt("tsargrad")).code).toBe("NO_LINE_OF_SIGHT");
    expect(
      playSeeded(duel(feature("flotsam", [25, 20], 1)), "britain", primaryAt("tsargrad"), "flotsam").events.some(
        (e) => e.type === "VolleyFired",
      ),
    ).toBe(true);
    expect(
      playSeeded(duel(feature("asteroid", [25, 21.01], 1)), "britain", primaryAt("tsargrad"), "beside").events.some(
        (e) => e.type === "VolleyFired",
      ),
    ).toBe(true);
    // Touching is crossing "any part": the octagon's lowest corner exactly on the line blocks.
    expect(refusal(duel(feature("asteroid", [25, 21], 1)), "britain", primaryAt("tsargrad")).code).toBe("NO_LINE_OF_SIGHT");
  });

  it("IS 6.8 a ship whose every enemy is hidden by terrain owes no fire", () => {
    const s = duel(feature("asteroid", [25, 20], 1), feature("asteroid", [20, 25], 1, 2));
    const owed = pending(s).flatMap((d) => ((d.bounds as { ships?: { ship: string }[] } | undefined)?.ships ?? []).map((x) => x.ship));
    expect(owed).not.toContain("nike");
  });
});

describe("IS 5.6 Movement with terrain", () => {
  const lone = (spec: Partial<ShipSpec>, ...features: TerrainFeature[]) =>
    withTerrain(
      battle([
        { id: "tsargrad", cls: "tsargrad", side: "britain", at: [20, 20], facing: 0, ...spec },
        { id: "volga", cls: "volga", side: "russia", at: [60, 40], facing: 180 },
      ]),
      ...features,
    );

  it("IS 5.6 a centre-point may not cross an asteroid or flotsam (CROSSES_TERRAIN); a meteorite swarm may be crossed", () => {
    for (const kind of ["asteroid", "flotsam"] as const) {
      const r = refusal(lone({}, feature(kind, [23, 20], 0.5)), "britain", move("tsargrad", 6));
      expect(r).toMatchObject({ code: "CROSSES_TERRAIN", rule: "IS 5.6 Counters Never Finish on One Another" });
      expect(r.message).toContain(`${kind}-1`);
    }
    const crossed = play(lone({}, feature("meteorites", [23, 20], 0.5)), "britain", move("tsargrad", 6)).state;
    expect(ship(crossed, "tsargrad").position).toEqual({ x: 2600, y: 2000 });
  });

  it("IS 5.6 a counter may pass over an asteroid so long as its centre-point does not", () => {
    // The octagon's lowest corner is 0.2" above the path; Tsargrad's counter is 1" wide.
    const s = play(lone({}, feature("asteroid", [23, 21.2], 1)), "britain", move("tsargrad", 6)).state;
    expect(ship(s, "tsargrad").position).toEqual({ x: 2600, y: 2000 });
    // A pivot whose second leg crosses it is refused like a straight one.
    expect(refuse2(lone({}, feature("asteroid", [23, 23], 1)), move("tsargrad", 3, 90, 3))).toBe("CROSSES_TERRAIN");
  });

  it("IS 5.6 no counter may finish on any feature (ENDS_ON_TERRAIN), a meteorite swarm included", () => {
    const s = lone({ momentum: 2 }, feature("meteorites", [25, 20], 2));
    const r = refusal(s, "britain", move("tsargrad", 4.5));
    expect(r).toMatchObject({ code: "ENDS_ON_TERRAIN", rule: "IS 5.6 Counters Never Finish on One Another" });
    expect(r.message).toContain("meteorites-1");
    expect(ship(play(s, "britain", move("tsargrad", 8)).state, "tsargrad").position).toEqual({ x: 2800, y: 2000 });
  });

  it("IS 5.6 R14 terrain counts for boxed in: when every move crosses an asteroid, any move within the bounds is made and carried clear", () => {
    // Momentum 14, thrust 6: at least 8", and a pivot only after 4" or more, so every move crosses
    // the asteroid that lies 2"–6" ahead.
    const boxed = lone({ momentum: 14 }, feature("asteroid", [24, 20], 2));
    expect(clearMove(boxed, ship(boxed, "tsargrad") as Ship & { position: { x: number; y: number } })).toBeNull();
    const moved = play(boxed, "britain", move("tsargrad", 8)).state;
    expect(ship(moved, "tsargrad").position).toEqual({ x: 2800, y: 2000 });
    // With momentum 6 a short move stops before it, so crossing is refused again.
    const free = lone({ momentum: 6 }, feature("asteroid", [24, 20], 2));
    expect(clearMove(free, ship(free, "tsargrad") as Ship & { position: { x: number; y: number } })).not.toBeNull();
    expect(refuse2(free, move("tsargrad", 8))).toBe("CROSSES_TERRAIN");
  });
});

function refuse2(s: IronStarsState, action: unknown): string {
  return refusal(s, "britain", action).code;
}
