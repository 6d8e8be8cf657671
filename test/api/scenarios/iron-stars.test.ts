// Iron Stars rules that random play seldom or never reaches, driven over HTTP into the situation
// (fixtures found offline by test/coverage/find.ts, replayed by ./replay.ts) and checked by their
// effect. Each title names its rule id: the rule-coverage report (npm run coverage:rules) reads them.
import { describe, expect, it } from "vitest";
import { api, seededStartedGame } from "../helpers";
import keelBombard from "./fixtures/iron-stars.keel-bombard.json";
import minimumMove from "./fixtures/iron-stars.minimum-move.json";
import { replay, resignsByForfeit, type Fixture } from "./replay";

const KIND = "iron-stars";
const INCH = 100;
/** A server seed whose terrain reaches into the first placer's 12" band (found offline). */
const TERRAIN_SEED = "scenario-terrain-13";

/** A seeded Scenario One game, its first placer's key and decision, and the feature nearest that placer's edge. */
async function firstPlacement(options: Record<string, unknown>) {
  const { alice, bob, id, game } = await seededStartedGame(KIND, options, TERRAIN_SEED);
  const decision = game.pending.find((p: any) => p.prompt === "placeShip");
  const holder = game.seats.find((s: any) => s.seat === decision.seat).player.id;
  const key = [alice, bob].find((p) => p.id === holder)!.apiKey;
  return { id, key, decision, view: (await api("GET", `/v1/games/${id}`, { key })).body.view };
}

describe("Iron Stars scenarios over HTTP", () => {
  it("IS 5.3 a ship whose momentum exceeds its thrust must move at least the difference: shorter is refused, that far is taken", {
    timeout: 300_000,
  }, async () => {
    const { id, keys } = await replay(minimumMove as Fixture);
    // Each seat reads its own decision's bounds.
    const pending = [];
    for (const key of Object.values(keys))
      pending.push(...(await api("GET", `/v1/games/${id}`, { key })).body.pending.filter((p: any) => p.bounds));
    const decision = pending.find((p: any) => p.prompt === "move" && p.bounds.ships.some((b: any) => b.minDistance > 0));
    expect(decision, JSON.stringify(pending)).toBeDefined();
    const bounds = decision.bounds.ships.find((b: any) => b.minDistance > 0);
    expect(bounds.minDistance).toBe((bounds.momentum - bounds.thrust) * INCH);
    const key = keys[decision.seat]!;
    const move = (first: number) =>
      api("POST", `/v1/games/${id}/actions`, { key, body: { action: { type: "moveShip", ship: bounds.ship, first } } });
    const short = await move(bounds.minDistance - 1);
    expect(short.status, JSON.stringify(short.body)).toBe(422);
    expect(short.body).toMatchObject({ code: "MOVE_TOO_SHORT", rule: "IS 5.3 Minimum Move" });
    // At least the minimum is taken (a little farther where the minimum would end on a counter, IS 5.6).
    let taken: any = null;
    for (let first = bounds.minDistance; first <= bounds.maxDistance && !taken; first += INCH / 2) {
      const r = await move(first);
      if (r.status === 200) taken = r.body;
      else expect(r.body.code, JSON.stringify(r.body)).toBe("ENDS_ON_COUNTER");
    }
    expect(taken.game.version).toBe(minimumMove.version + 1);
    const moved = taken.events.find((e: any) => e.type === "ShipMoved");
    expect(moved).toMatchObject({ ship: bounds.ship });
    expect(moved.distance).toBeGreaterThanOrEqual(bounds.minDistance);
  });

  it("IS 7.1 a keel bombard bears only into the forward arc and fires one d12 whose hit deals 3 damage points, applied at the phase's end", {
    timeout: 300_000,
  }, async () => {
    // Replayed up to the bombard's shot (the fixture's last move), which the test then posts itself.
    const fixture = keelBombard as Fixture;
    const shot = fixture.moves.at(-1)! as { seat: string; action: any };
    const { id, keys } = await replay({ ...fixture, moves: fixture.moves.slice(0, -1), version: fixture.version - 1 });
    const key = keys[shot.seat]!;
    const firer = shot.action.ship as string;
    const before = (await api("GET", `/v1/games/${id}`, { key })).body;
    expect(before.view.ships.find((x: any) => x.id === firer).equipment.keelBombard).toBe(true);
    // The fire bounds: one d12 x3 gun, and only targets with the forward arc among their arcs.
    const ship = before.pending.find((p: any) => p.prompt === "fire").bounds.ships.find((b: any) => b.ship === firer);
    const bombard = ship.weapons.find((w: any) => w.weapon === "keelBombard");
    expect(bombard).toMatchObject({ guns: 1, die: 12, damage: 3 });
    expect(bombard.targets.map((t: any) => t.target)).toContain(shot.action.volleys[0].target);
    for (const t of bombard.targets) expect(t.arcs).toContain("forward");
    // An enemy the other guns reach but off the bow: the bombard may not fire at it, and nothing changes.
    const offBow = ship.weapons.flatMap((w: any) => w.targets).find((t: any) => !t.arcs.includes("forward"));
    expect(offBow, JSON.stringify(ship)).toBeDefined();
    const refused = await api("POST", `/v1/games/${id}/actions`, {
      key,
      body: { action: { type: "fire", ship: firer, volleys: [{ weapon: "keelBombard", target: offBow.target, guns: 1 }] } },
    });
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body).toMatchObject({ code: "NOT_IN_FORWARD_ARC", rule: "IS 7.1 Keel Bombard (reconstructed)" });
    expect((await api("GET", `/v1/games/${id}`, { key })).body.version).toBe(fixture.version - 1);
    // The shot: one d12 against the bound's target number, a hit rolling three locations.
    const fired = await api("POST", `/v1/games/${id}/actions`, { key, body: { action: shot.action } });
    expect(fired.status, JSON.stringify(fired.body)).toBe(200);
    const volley = fired.body.events.find((e: any) => e.type === "VolleyFired");
    const bound = bombard.targets.find((t: any) => t.target === volley.target);
    expect(volley).toMatchObject({ ship: firer, weapon: "keelBombard", arc: "forward", die: 12, targetNumber: bound.targetNumber });
    expect(volley.dice).toHaveLength(1);
    expect(volley.hits).toBe(volley.dice[0] >= bound.targetNumber ? 1 : 0);
    expect(volley.hits, "the fixture was found with a hit").toBe(1);
    expect(volley.locations).toHaveLength(3);
    const pendingHits = fired.body.game.view.pendingHits.filter((h: any) => h.firer === firer);
    expect(pendingHits).toHaveLength(3);
    for (const h of pendingHits) expect(h).toMatchObject({ target: volley.target, weapon: "keelBombard", die: 20 });
    // The rest hold fire: the phase ends and the three points land where the locations fell.
    const ended = await api("POST", `/v1/games/${id}/actions`, { key, body: { action: { type: "ceaseFire" } } });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    const damage = ended.body.events.find((e: any) => e.type === "DamageApplied" && e.ship === volley.target);
    expect(damage.points.map((p: any) => p.rolled)).toEqual(volley.locations.map((l: any) => l.section));
    expect(ended.body.events).toContainEqual(expect.objectContaining({ type: "CombatPhaseEnded" }));
  });

  it("IS 1.3 with the terrain option the seeded dice lay six features outside both bands, and no counter may be set down on one", {
    timeout: 120_000,
  }, async () => {
    const { id, key, decision, view } = await firstPlacement({ terrain: true });
    const kinds = view.terrain.map((f: any) => `${f.kind}:${f.blocksSight}/${f.blocksMovement}`).sort();
    expect(kinds).toEqual([
      "asteroid:true/true",
      "asteroid:true/true",
      "asteroid:true/true",
      "flotsam:false/true",
      "meteorites:true/false",
      "meteorites:true/false",
    ]);
    for (const f of view.terrain) expect(Math.min(f.centre.y, view.table.height - f.centre.y)).toBeGreaterThanOrEqual(14 * INCH);
    // The line head set down at the edge of its 12" band, over the feature that reaches nearest it.
    const { edge, within } = decision.bounds.edge;
    const y = edge === "south" ? within : view.table.height - within;
    const reach = (f: any) => Math.min(...f.corners.map((c: any) => Math.abs(c.y - y)));
    const feature = [...view.terrain].sort((a: any, b: any) => reach(a) - reach(b))[0];
    const { ship, momentum } = decision.bounds.ships[0];
    const place = { type: "placeShip", ship, x: feature.centre.x, y, facing: 0, momentum: momentum.min };
    const refused = await api("POST", `/v1/games/${id}/actions`, { key, body: { action: place } });
    expect(refused.status, JSON.stringify(refused.body)).toBe(422);
    expect(refused.body).toMatchObject({ code: "OVERLAPS_TERRAIN", rule: "IS 1.3 Terrain (optional)" });
    expect(refused.body.detail).toContain(feature.id);
    expect((await api("GET", `/v1/games/${id}`, { key })).body.version).toBe(0);
    // The same seed without the option lays nothing, and the same placement is taken.
    const bare = await firstPlacement({});
    expect(bare.view.terrain).toEqual([]);
    const taken = await api("POST", `/v1/games/${bare.id}/actions`, { key: bare.key, body: { action: place } });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body.events).toContainEqual(expect.objectContaining({ type: "ShipPlaced", ship }));
  });

  it("IS 10.4 a player who resigns loses by forfeit, and the feed records it", async () => {
    await resignsByForfeit(KIND, (seat) => ({ type: "SideResigned", seat }));
  });
});
