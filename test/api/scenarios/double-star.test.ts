// Double Star rules that random play seldom or never reaches, driven over HTTP into the situation
// (fixtures found offline by test/coverage/find.ts, replayed by ./replay.ts) and checked by their
// effect. Each title names its rule id: the rule-coverage report (npm run coverage:rules) reads them.
// The fixtures other than the surface strike were found with the policies of
// test/coverage/ds-policies.ts, each by
//   npx tsx test/coverage/find.ts --kind double-star --tries 60 --rule R --policy P --name N [--where W]
// (N, R, P, W): (orbit, assumingOrbit, ds-fleets), (impact, planetoidImpacts, ds-fleets,
// 'e => e.scatterDie !== null && e.survivalRolls.length > 0'), (cone | wedge | cylinder, same rule,
// ds-fleets-<rule>, 'e => e.type === "ShotResolved"'), (globe, globeFirstFire, ds-fleets-globe,
// 'e => e.result !== "-"'), (battle-loss, battleLosses, ds-fleets,
// 'e => e.reason === "broken" && e.formation !== "globe"'),
// (shield, taskForceEffects, ds-fleets-cruisers, 'e => false': only its prompt sign).
import { describe, expect, it } from "vitest";
import { api } from "../helpers";
import { battle, bookAttack, checkFactors, formed, MINIMUM, membersOf, type Formation } from "./double-star-battles";
import battleLoss from "./fixtures/double-star.battle-loss.json";
import cone from "./fixtures/double-star.cone.json";
import cylinder from "./fixtures/double-star.cylinder.json";
import globe from "./fixtures/double-star.globe.json";
import impact from "./fixtures/double-star.impact.json";
import orbit from "./fixtures/double-star.orbit.json";
import shield from "./fixtures/double-star.shield.json";
import surfaceStrike from "./fixtures/double-star.surface-strike.json";
import wedge from "./fixtures/double-star.wedge.json";
import { replay, resignsByForfeit, type Fixture } from "./replay";

const KIND = "double-star";

/** The view field that counts an item destroyed on a surface site. */
const FIELD: Record<string, string> = {
  population: "population",
  industry: "industry",
  base: "bases",
  planetaryDefense: "planetaryDefenses",
  powerPlant: "powerPlants",
};

const siteIn = (view: any, body: string, site: string) =>
  view.bodies.find((b: any) => b.id === body).surface.find((x: any) => x.site === site);
const bodyIn = (view: any, id: string) => view.bodies.find((b: any) => b.id === id);
const GET = async (id: string, key: string, at?: number) => {
  const r = await api("GET", `/v1/games/${id}${at === undefined ? "" : `?at=${at}`}`, { key });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body;
};
const LONG = { timeout: 300_000 };

/**
 * Replays a formation fixture (found ending with a shot by that formation) and checks every shot
 * against the book's table; returns the battle and the shots fired by and at that formation.
 */
async function formationBattle(fixture: Fixture, formation: Formation) {
  const { id, keys } = await replay(fixture);
  const b = await battle(id, Object.values(keys)[0]!);
  const { by, at } = await checkFactors(b);
  const mine = by.filter((x) => x.formation === formation);
  expect(mine.length, JSON.stringify(by.map((x) => [x.shot.unit, x.formation]))).toBeGreaterThan(0);
  return { id, keys, b, by: mine, at: at.filter((x) => x.formation === formation) };
}

/** Unscreened ships of a group (wedge and cylinder screen some). */
const unscreened = (group: any) => group.ships.filter((x: string) => !group.screened.includes(x));

/** The scatter diagram (README R7): a polar aim falls on E(die); an equatorial aim Ek on N (1), E(k-1) (2-3), E(k+1) (4-5) or S (6). */
function scatter(site: string, die: number): string {
  if (site === "N" || site === "S") return `E${die}`;
  const k = Number(site.slice(1));
  if (die === 1) return "N";
  if (die === 6) return "S";
  return die <= 3 ? `E${k === 1 ? 6 : k - 1}` : `E${k === 6 ? 1 : k + 1}`;
}

describe("Double Star scenarios over HTTP", () => {
  it("DS 6.14 a surface strike destroys what stands on the struck site, and the chart shows it", { timeout: 300_000 }, async () => {
    const { id, keys, events } = await replay(surfaceStrike as Fixture);
    const struck = events.find((e) => e.type === "SurfaceStruck");
    expect(struck, JSON.stringify(events)).toBeDefined();
    expect(events).toContainEqual(
      expect.objectContaining({ type: "StrikeDeclared", ship: struck.ship, body: struck.body, site: struck.site }),
    );
    const destroyed = events.find((e) => e.type === "CounterDestroyed" && e.by === struck.ship);
    expect(destroyed).toMatchObject({ body: struck.body, site: struck.site });
    expect(destroyed.count).toBeGreaterThan(0);
    const field = FIELD[destroyed.item]!;
    expect(field, destroyed.item).toBeDefined();
    const key = Object.values(keys)[0]!;
    const before = await api("GET", `/v1/games/${id}?at=${surfaceStrike.version - 1}`, { key });
    const after = await api("GET", `/v1/games/${id}`, { key });
    expect(siteIn(before.body.view, struck.body, struck.site)[field] - siteIn(after.body.view, struck.body, struck.site)[field]).toBe(
      destroyed.count,
    );
  });

  it("DS 6.3 a cone of four or more attacks as one with the sum of its ships' attack factors", LONG, async () => {
    const { by, b } = await formationBattle(cone as Fixture, "cone");
    for (const { shot, group } of by) {
      expect(group.ships.length).toBeGreaterThanOrEqual(MINIMUM.cone);
      const view = await b.before(shot.version);
      expect(shot.attack).toBe(membersOf(view, group).reduce((n, s) => n + s.attack, 0));
    }
  });

  it(
    "DS 6.4 a wedge attacks with its best ship's factor plus one per other unscreened ship; screened ships neither fire nor are fired on",
    LONG,
    async () => {
      const { by, b } = await formationBattle(wedge as Fixture, "wedge");
      const screenedShips = new Set(by.flatMap((x) => x.group.screened));
      expect(screenedShips.size, "the wedge screened no ship").toBeGreaterThan(0);
      for (const { shot, group } of by) {
        expect(unscreened(group).length).toBeGreaterThanOrEqual(MINIMUM.wedge);
        const view = await b.before(shot.version);
        const firing = membersOf(view, group).filter((s) => !s.screened);
        // Not the sum: the best factor and one for each other ship.
        expect(shot.attack).toBe(Math.max(...firing.map((s) => s.attack)) + firing.length - 1);
        expect(shot.attack).toBeLessThan(firing.reduce((n, s) => n + s.attack, 0));
      }
      for (const shot of b.shots) {
        const view = await b.before(shot.version);
        const screenedNow = view.combat.groups.flatMap((g: any) => g.screened);
        expect(screenedNow).not.toContain(shot.unit);
        expect(screenedNow).not.toContain(shot.target);
      }
    },
  );

  it("DS 6.5 a cylinder attacks with the sum of its unscreened ships only, at least six of them", LONG, async () => {
    const { by, b } = await formationBattle(cylinder as Fixture, "cylinder");
    for (const { shot, group } of by) {
      expect(group.screened.length, "the cylinder screened no ship").toBeGreaterThan(0);
      expect(unscreened(group).length).toBeGreaterThanOrEqual(MINIMUM.cylinder);
      const view = await b.before(shot.version);
      const members = membersOf(view, group);
      expect(shot.attack).toBe(members.filter((s) => !s.screened).reduce((n, s) => n + s.attack, 0));
      expect(shot.attack).toBeLessThan(members.reduce((n, s) => n + s.attack, 0));
    }
  });

  it(
    "DS 6.6 a globe of eight or more fights scattered in its first round, then as one with the sum of its attack factors against a formation three ships smaller",
    LONG,
    async () => {
      const { by, b } = await formationBattle(globe as Fixture, "globe");
      const { shot, group } = by[0]!;
      expect(group.ships.length).toBeGreaterThanOrEqual(MINIMUM.globe);
      const view = await b.before(shot.version);
      expect(view.combat.round).toBeGreaterThan(group.formedRound);
      expect(shot.attack).toBe(bookAttack("globe", membersOf(view, group)));
      // Its target's formation (a scattered ship counts one) is at least three ships smaller.
      const targetGroup = view.combat.groups.find((g: any) => g.ships.includes(shot.target));
      expect(group.ships.length).toBeGreaterThanOrEqual((targetGroup ? targetGroup.ships.length : 1) + 3);
      // In its first round its ships fired one by one, each with its own factor.
      const firstRound = [];
      for (const s of b.shots.filter((x) => x.side === shot.side && x.version < shot.version)) {
        const v = await b.before(s.version);
        if (v.combat?.id === view.combat.id && v.combat.round === group.formedRound) firstRound.push({ s, v });
      }
      expect(firstRound.length).toBeGreaterThan(0);
      for (const { s, v } of firstRound) {
        expect(v.combat.groups.find((g: any) => g.id === group.id).ships).toContain(s.unit);
        expect(s.attack).toBe(v.ships.find((x: any) => x.id === s.unit).attack);
      }
    },
  );

  it("DS 6.10 the attacker's formed globe fires first: its result stands before the target may fire back", LONG, async () => {
    const { id, keys, events } = await replay(globe as Fixture);
    const first = events.find((e) => e.type === "ShotResolved" && e.firstFire);
    expect(first, JSON.stringify(events)).toBeDefined();
    expect(first.result).not.toBe("-");
    const key = Object.values(keys)[0]!;
    const before = (await GET(id, key, globe.version - 1)).view;
    expect(before.combat.attacker).toBe(first.side);
    // Implemented at once, in the same answer, before anything else fires.
    const i = events.indexOf(first);
    const fate = events[i + 1];
    expect(fate).toMatchObject({ ship: first.target, by: first.unit });
    expect(fate.type).toBe(first.result === "D" ? "ShipDisrupted" : "ShipEliminated");
    expect(events.slice(i + 1).filter((e) => e.type === "ShotResolved")).toEqual([]);
    const now = await GET(id, key);
    const target = now.view.ships.find((x: any) => x.id === first.target);
    if (first.result === "D") expect(target.disrupted).toBe(true);
    else expect(target).toBeUndefined();
    // The defender now fires back (as far as it can): its target is not among the units to fire.
    const defender = Object.entries(keys).find(([seat]) => seat !== first.side)!;
    const pending = (await GET(id, defender[1])).pending.find((p: any) => p.seat === defender[0]);
    expect(pending.prompt).toBe("fire");
    expect(pending.choices.map((c: any) => c.unit)).not.toContain(first.target);
    const answer = pending.choices.find((c: any) => c.type === "autoTarget") ?? pending.choices.find((c: any) => c.type === "ceaseFire");
    const r = await api("POST", `/v1/games/${id}/actions`, { key: defender[1], body: { action: answer } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const counter = r.body.events.filter((e: any) => e.type === "ShotResolved" && e.side === defender[0]);
    expect(counter.map((e: any) => e.unit)).not.toContain(first.target);
  });

  it("DS 7.5 a formation broken in battle costs its task force that counter, which goes back to the pool", LONG, async () => {
    const { id, keys, events } = await replay(battleLoss as Fixture);
    const lost = events.find((e) => e.type === "FormationCounterLost" && e.reason === "broken");
    expect(lost, JSON.stringify(events)).toBeDefined();
    const key = Object.values(keys)[0]!;
    const before = (await GET(id, key, battleLoss.version - 1)).view;
    const after = (await GET(id, key)).view;
    // The B result (rolled in this step or, by the attacker, in the step before) hit a ship of the
    // broken group, formed under that counter.
    const group = before.combat.groups.find((g: any) => g.id === lost.group);
    expect(group.counters[0]).toBe(lost.formation);
    expect(formed(before, group)).toBe(true);
    const b = await battle(id, key);
    const shot = b.shots.findLast((x) => x.result === "B" && x.side !== lost.side);
    expect(shot).toBeDefined();
    expect(group.ships).toContain(shot!.target);
    const count = (v: any) =>
      v.taskForces.find((t: any) => t.id === lost.taskForce).formations.filter((f: string) => f === lost.formation).length;
    expect(count(after)).toBe(count(before) - 1);
    const pool = (v: any) =>
      v.sides.find((s: any) => s.side === lost.side).formationPool.find((p: any) => p.formation === lost.formation).count;
    expect(pool(after)).toBe(pool(before) + 1);
    expect(after.ships.find((x: any) => x.id === shot!.target)).toBeUndefined();
  });

  it(
    "DS 5.3 a command ship is shielded while another ship of its task force is fit: it is not offered as a target, and an attack on it is refused",
    LONG,
    async () => {
      const { id, keys } = await replay(shield as Fixture);
      let found: { seat: string; key: string; decision: any; view: any } | null = null;
      for (const [seat, key] of Object.entries(keys)) {
        const g = await GET(id, key);
        const decision = g.pending.find((p: any) => p.seat === seat && p.prompt === "fire");
        if (decision) found = { seat, key, decision, view: g.view };
      }
      expect(found, "nobody is to fire").not.toBeNull();
      const { seat, key, decision, view } = found!;
      const attacks = decision.choices.filter((c: any) => c.type === "attack");
      const unit = attacks[0].unit;
      const cs = view.ships.find((x: any) => x.kind === "commandShip" && x.side !== seat && x.hex === view.combat.hex);
      const fit = view.ships.filter((x: any) => x.taskForce === cs.id && x.hex === view.combat.hex && !x.disrupted);
      expect(fit.length).toBeGreaterThan(0);
      // A fit cruiser of its task force, as hard to hit as the command ship, is offered; the command ship is not.
      const peer = fit.find((x: any) => attacks.some((a: any) => a.target === x.id) && x.defense >= cs.defense);
      expect(peer, JSON.stringify(attacks)).toBeDefined();
      expect(attacks.map((a: any) => a.target)).not.toContain(cs.id);
      const refused = await api("POST", `/v1/games/${id}/actions`, { key, body: { action: { type: "attack", unit, target: cs.id } } });
      expect(refused.status, JSON.stringify(refused.body)).toBe(422);
      expect(refused.body.code).toBe("ILLEGAL_TARGET");
      expect((await GET(id, key)).version).toBe(shield.version);
      const taken = await api("POST", `/v1/games/${id}/actions`, { key, body: { action: { type: "attack", unit, target: peer.id } } });
      expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    },
  );

  it(
    "DS 4.9 a free planetoid at speed one facing along an orbital path spends a power plant to assume orbit round the world in its hex",
    LONG,
    async () => {
      const { id, keys, events } = await replay(orbit as Fixture);
      const assumed = events.find((e) => e.type === "OrbitAssumed");
      expect(assumed, JSON.stringify(events)).toBeDefined();
      const key = Object.values(keys)[0]!;
      const before = (await GET(id, key, orbit.version - 1)).view;
      const after = (await GET(id, key)).view;
      const was = bodyIn(before, assumed.planetoid);
      expect(was).toMatchObject({ motion: "free", speed: 1 });
      // It faced along the path through its hex (the next hex of the path lies ahead).
      const path = before.map.paths.find((p: any) => p.hexes.includes(was.hex));
      expect(path).toBeDefined();
      const next = path.hexes[(path.hexes.indexOf(was.hex) + 1) % path.hexes.length];
      const [dq, dr] = [before.map.q[next] - before.map.q[was.hex], before.map.r[next] - before.map.r[was.hex]];
      const AXIAL = [
        [1, 0],
        [1, -1],
        [0, -1],
        [-1, 0],
        [-1, 1],
        [0, 1],
      ];
      expect(AXIAL[was.facing]).toEqual([dq, dr]);
      const now = bodyIn(after, assumed.planetoid);
      expect(now).toMatchObject({ motion: "tied", tiedTo: assumed.tiedTo, hex: bodyIn(after, assumed.tiedTo).hex, speed: null });
      const plants = (v: any) => bodyIn(v, assumed.planetoid).surface.reduce((n: number, x: any) => n + x.powerPlants, 0);
      expect(plants(after)).toBe(plants(before) - 1);
    },
  );

  it(
    "DS 4.10 a free planetoid that enters a world's hex may be aimed at it (spending a power plant) in the interim phase; the impact comes in the combat phase of the world's owner",
    LONG,
    async () => {
      const { id, keys } = await replay(impact as Fixture);
      const key = Object.values(keys)[0]!;
      const entries = (await battle(id, key)).entries;
      const declared = entries.flatMap((e: any) =>
        e.events.filter((x: any) => x.type === "ImpactDeclared").map((x: any) => ({ ...x, version: e.version, events: e.events })),
      );
      const resolved = entries.flatMap((e: any) =>
        e.events.filter((x: any) => x.type === "ImpactResolved").map((x: any) => ({ ...x, version: e.version })),
      );
      expect(declared.length).toBeGreaterThan(0);
      for (const d of declared) {
        const before = (await GET(id, key, d.version - 1)).view;
        expect(before.phase).toBe("interim");
        expect(d.events).toContainEqual(expect.objectContaining({ type: "PowerPlantExpended", side: d.side, body: d.planetoid }));
        // The planetoid is free and entered the body's hex in this interim phase's flight.
        expect(bodyIn(before, d.planetoid).motion).toBe("free");
        expect(bodyIn(before, d.planetoid).hex).toBe(bodyIn(before, d.body).hex);
        const flights = entries
          .filter((e: any) => e.version < d.version)
          .flatMap((e: any) => e.events.filter((x: any) => x.type === "PlanetoidMoved" && x.planetoid === d.planetoid));
        const flight = flights.at(-1);
        expect(flight.to).toBe(bodyIn(before, d.body).hex);
        expect(flight.from).not.toBe(flight.to);
        const interim = entries.filter((e: any) => e.version < d.version && e.events.some((x: any) => x.type === "InterimBegan")).at(-1);
        expect(entries.find((e: any) => e.events.includes(flight)).version).toBeGreaterThan(interim.version);
        const after = (await GET(id, key, d.version)).view;
        expect(after.impacts).toContainEqual({ planetoid: d.planetoid, side: d.side, body: d.body, site: d.site });
        const r = resolved.find((x) => x.planetoid === d.planetoid);
        expect(r).toMatchObject({ body: d.body, site: d.site });
        const at = (await GET(id, key, r.version - 1)).view;
        expect(at.turn).toBe(before.turn + 1);
        expect(at.phasing).toBe(bodyIn(at, d.body).side);
      }
    },
  );

  it(
    "DS 6.15 an impact aimed at a world lands by the scatter diagram on a roll above 4, wipes the hex it strikes, each thing next to it survives on 3 or more, and the planetoid is gone",
    LONG,
    async () => {
      const { id, keys } = await replay(impact as Fixture);
      const key = Object.values(keys)[0]!;
      const entries = (await battle(id, key)).entries;
      const resolved = entries.flatMap((e: any) =>
        e.events.filter((x: any) => x.type === "ImpactResolved").map((x: any) => ({ ...x, version: e.version, events: e.events })),
      );
      expect(resolved.some((r) => r.scatterDie !== null && r.survivalRolls.length > 0)).toBe(true);
      for (const r of resolved) {
        const before = (await GET(id, key, r.version - 1)).view;
        const after = (await GET(id, key, r.version)).view;
        const disc = bodyIn(before, r.body).disc;
        if (r.aimDie <= 4) expect(r.hit).toBe(r.site);
        else if (disc === "small") expect(r.hit).toBeNull();
        else expect(r.hit).toBe(scatter(r.site, r.scatterDie));
        expect(bodyIn(after, r.planetoid).motion).toBe("gone");
        if (!r.hit) continue;
        const struck = siteIn(after, r.body, r.hit);
        expect(struck).toMatchObject({ population: 0, industry: 0, planetaryDefenses: 0, bases: 0, powerPlants: 0, ships: [] });
        for (const roll of r.survivalRolls) {
          expect(roll.survived).toBe(roll.die >= 3);
          if (roll.item === "population") expect(siteIn(after, r.body, roll.site).population === 0).toBe(!roll.survived);
        }
      }
    },
  );

  it("DS 11.4 a side that resigns loses by forfeit, and the feed records it", async () => {
    await resignsByForfeit(KIND, (side) => ({ type: "SideResigned", side }));
  });
});
