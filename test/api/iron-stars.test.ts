// Iron Stars over the API, inside workerd: Scenario One and a pick-up game played to the end over
// REST by two players who read only what the API gives them (continuous decisions within the
// bounds of `pending`, fire from the bounds and the view), the hidden fleet purchase (IS 10.3),
// moves outside the bounds refused with the number and the rule, and a game through GraphQL
// with typed views, bounds, actions and events.
import { describe, expect, it } from "vitest";
import { api, gql, registerPlayer, seededStartedGame, startedGame } from "./helpers";
import { PROBLEM, act, feed, plain, read, seatKeys, type Player } from "./kind-suite";

const KIND = "iron-stars";
const W = 7200;
const H = 4800;

type Pt = { x: number; y: number };

/** inches(1001) = `10.01"`, as the engine prints distances. */
const inches = (h: number) => `${Math.floor(h / 100)}.${String(h % 100).padStart(2, "0")}"`;

// ---- a player that knows only what the API says -----------------------------------------------

const rad = (deg: number) => (deg * Math.PI) / 180;
const ahead = (p: Pt, facing: number, d: number): Pt => ({ x: p.x + d * Math.cos(rad(facing)), y: p.y + d * Math.sin(rad(facing)) });
const norm360 = (d: number) => ((Math.round(d) % 360) + 360) % 360;
const norm180 = (d: number) => ((((d + 180) % 360) + 360) % 360) - 180;
const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, v));
const inside = (p: Pt, margin: number) => p.x >= margin && p.x <= W - margin && p.y >= margin && p.y <= H - margin;
const unique = <T>(xs: T[]) => [...new Set(xs)];

function enemiesOf(view: any, seat: string): { id: string; position: Pt }[] {
  return view.ships.filter((s: any) => s.side !== seat && s.position && !s.destroyed);
}

/** The largest turn a move may make under these bounds, and how it is split around it. */
function turnLimit(m: any): number {
  if (!m.mayTurn) return 0;
  return m.turn.basic ?? m.turn.end ?? 0;
}

function split(m: any, total: number, turn: number): { first: number; second: number } {
  if (turn === 0 || m.turn.basic === null) return { first: total, second: 0 }; // advanced turning: turn as the last thing done
  const first = Math.ceil(total / 2);
  return { first, second: total - first };
}

/** Moves for one ship, every one inside its bounds: steer at the nearest enemy, then alternatives; those that stay well on the table first. */
function moveCandidates(m: any, enemies: { position: Pt }[]): any[] {
  const lo = m.minDistance;
  const hi = m.maxDistance;
  const limit = turnLimit(m);
  const nearest = [...enemies].sort(
    (a, b) =>
      Math.hypot(a.position.x - m.position.x, a.position.y - m.position.y) -
      Math.hypot(b.position.x - m.position.x, b.position.y - m.position.y),
  )[0];
  const want = nearest
    ? clamp(
        Math.round(norm180((Math.atan2(nearest.position.y - m.position.y, nearest.position.x - m.position.x) * 180) / Math.PI - m.facing)),
        -limit,
        limit,
      )
    : 0;
  const far = nearest ? Math.hypot(nearest.position.x - m.position.x, nearest.position.y - m.position.y) > 1500 : true;
  const mid = Math.round((lo + hi) / 2);
  const totals = unique([far ? hi : mid, hi, mid, lo, Math.round((lo + mid) / 2)]).filter((t) => t >= lo && t <= hi);
  const turns = unique([want, 0, Math.trunc(want / 2), limit, -limit, Math.trunc(limit / 2), -Math.trunc(limit / 2)]).map((t) =>
    clamp(t, -limit, limit),
  );
  const moves: { move: any; safe: boolean }[] = [];
  for (const total of totals) {
    for (const turn of unique(turns)) {
      const { first, second } = split(m, total, turn);
      const pivot = ahead(m.position, m.facing, first);
      const end = ahead(pivot, m.facing + turn, second);
      moves.push({ move: { type: "moveShip", ship: m.ship, first, turn, second, mines: 0 }, safe: inside(pivot, 150) && inside(end, 150) });
    }
  }
  return [...moves.filter((x) => x.safe), ...moves.filter((x) => !x.safe)].map((x) => x.move);
}

/** A move the bounds allow: the total distance, the turn, and no farther after the turn than before. */
function expectWithinBounds(move: any, m: any) {
  const total = move.first + move.second;
  expect(total).toBeGreaterThanOrEqual(m.minDistance);
  expect(total).toBeLessThanOrEqual(m.maxDistance);
  expect(Math.abs(move.turn)).toBeLessThanOrEqual(turnLimit(m));
  if (move.turn === 0) expect(move.second).toBe(0);
  if (m.turn.basic !== null) expect(move.second).toBeLessThanOrEqual(move.first);
}

/** Every weapon at its best target (lowest target number, then nearest), as many guns as may fire at it. */
function volleysFor(f: any): any[] {
  return f.weapons.map((w: any) => {
    const t = [...w.targets].sort((a: any, b: any) => a.targetNumber - b.targetNumber || a.range - b.range)[0];
    return { weapon: w.weapon, target: t.target, guns: Math.min(t.maxGuns, w.guns) };
  });
}

/** The fire bounds agree with the view: every target is where the firer's sightings put it. */
function expectBoundsMatchView(view: any, f: any) {
  const firer = view.ships.find((s: any) => s.id === f.ship);
  expect(firer.fired).toBe(false);
  for (const w of f.weapons) {
    for (const t of w.targets) {
      const seen = firer.sightings.find((x: any) => x.ship === t.target);
      expect(seen, `${f.ship} sees ${t.target}`).toBeDefined();
      expect([seen.range, seen.arcs]).toEqual([t.range, t.arcs]);
      expect(t.range).toBeLessThan(w.maxRange);
    }
  }
}

/** Places the ship the bounds name: by the rule they give (edge, ring, line, flank, near a friend), facing the enemy. */
function placeCandidates(view: any, seat: string, b: any): any[] {
  const { ship, momentum } = b.ships[0];
  const south = view.sides.find((s: any) => s.seat === seat).edge === "south";
  const toward = south ? 90 : 270;
  const out: any[] = [];
  const at = (p: Pt, facing: number) =>
    out.push({
      type: "placeShip",
      ship,
      x: clamp(Math.round(p.x), 0, W),
      y: clamp(Math.round(p.y), 0, H),
      facing: norm360(facing),
      momentum: momentum.max,
    });
  const pos = (id: string) => view.ships.find((s: any) => s.id === id);
  const f = b.formation;
  if (f?.kind === "line") {
    const lead = pos(f.behind);
    for (const gap of [250, 400, 550]) at(ahead(lead.position, lead.facing + 180, gap), lead.facing);
  }
  if (f?.kind === "flank") {
    for (const id of f.lineShips) {
      const l = pos(id);
      for (const side of [90, -90]) for (const gap of [200, 350, 500]) at(ahead(l.position, l.facing + side, gap), l.facing);
    }
  }
  if (b.edge) {
    const within = b.edge.within;
    for (const x of [3600, 3000, 4200, 2400, 4800]) at({ x, y: south ? within - 100 : H - within + 100 }, toward);
  }
  if (b.ring) {
    for (const r of [b.ring.minDistance + 100, Math.round((b.ring.minDistance + b.ring.maxDistance) / 2)]) {
      for (const off of [0, 20, -20, 40, -40]) at(ahead(b.ring.centre, (south ? 270 : 90) + off, r), toward);
    }
  }
  for (const friend of b.nearFriendly?.ships ?? [])
    for (let a = 0; a < 360; a += 30) for (const r of [250, 450]) at(ahead(friend.position, a, r), toward);
  return out;
}

interface Stats {
  posts: number;
  moves: number;
  movesOnCounters: number;
  movesSuggested: number;
  placedByRule: number;
  placedBySuggestion: number;
  volleys: number;
  ceaseFires: number;
}

const newStats = (): Stats => ({
  posts: 0,
  moves: 0,
  movesOnCounters: 0,
  movesSuggested: 0,
  placedByRule: 0,
  placedBySuggestion: 0,
  volleys: 0,
  ceaseFires: 0,
});

async function suggestion(id: string, key: string): Promise<any> {
  const s = await api("POST", `/v1/games/${id}/suggest`, { key });
  expect(s.status, JSON.stringify(s.body)).toBe(200);
  return s.body.action;
}

/**
 * One decision of `me`'s seat, answered from the API alone. Returns the game as the actor sees it
 * after its action.
 */
async function decide(
  id: string,
  key: string,
  me: any,
  stats: Stats,
  policy: { ceaseFireOnce?: string; fleet?: (b: any) => any[] },
): Promise<any> {
  const seat = me.you.seat;
  const d = me.pending.find((p: any) => p.seat === seat);
  const post = async (action: unknown) => {
    const r = await act(id, key, action, me.version);
    stats.posts++;
    return r;
  };
  const accepted = (r: any) => {
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.game;
  };

  if (d.choices) return accepted(await post(d.choices[0]));
  switch (d.prompt) {
    case "buyFleet":
      return accepted(await post({ type: "buyFleet", ships: policy.fleet!(d.bounds) }));
    case "placeShip": {
      for (const action of placeCandidates(me.view, seat, d.bounds)) {
        const r = await post(action);
        if (r.status === 200) {
          stats.placedByRule++;
          return r.body.game;
        }
        // Only a set-up rule may refuse a placement; the game is unchanged.
        expect(r.status, JSON.stringify(r.body)).toBe(422);
        expect(r.body.rule).toMatch(/^IS (3\.|5\.6|8\.1)/);
      }
      // The rules' own scan (R15) through the built-in bot.
      stats.placedBySuggestion++;
      return accepted(await post(await suggestion(id, key)));
    }
    case "move": {
      const m = d.bounds.ships[0];
      expect(me.view.ships.find((s: any) => s.id === m.ship)).toMatchObject({
        position: m.position,
        facing: m.facing,
        momentum: m.momentum,
        moved: false,
      });
      for (const move of moveCandidates(m, enemiesOf(me.view, seat))) {
        expectWithinBounds(move, m);
        const r = await post(move);
        if (r.status === 200) {
          stats.moves++;
          const moved = r.body.events.find((e: any) => e.type === "ShipMoved");
          expect(moved).toMatchObject({
            ship: m.ship,
            from: m.position,
            facingBefore: m.facing,
            facingAfter: norm360(m.facing + move.turn),
          });
          // Boxed in (R14), a move is carried on until the counter is clear: never shorter than posted.
          expect(moved.distance).toBeGreaterThanOrEqual(move.first + move.second);
          return r.body.game;
        }
        // Within the bounds, only finishing on another counter is refused (IS 5.6).
        expect(r.status, JSON.stringify(r.body)).toBe(422);
        expect(r.body).toMatchObject({ code: "ENDS_ON_COUNTER", rule: expect.stringMatching(/^IS 5\.6/) });
        stats.movesOnCounters++;
      }
      stats.movesSuggested++;
      return accepted(await post(await suggestion(id, key)));
    }
    case "fire": {
      if (policy.ceaseFireOnce === seat && stats.ceaseFires === 0) {
        const r = await post({ type: "ceaseFire" });
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        stats.ceaseFires++;
        const held = d.bounds.ships.map((f: any) => ({ type: "ShipHeldFire", ship: f.ship }));
        expect(r.body.events.slice(0, held.length)).toEqual(held);
        return r.body.game;
      }
      const f = d.bounds.ships[0];
      expectBoundsMatchView(me.view, f);
      const volleys = volleysFor(f);
      const r = await post({ type: "fire", ship: f.ship, volleys });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const fired = r.body.events.filter((e: any) => e.type === "VolleyFired" && e.ship === f.ship);
      stats.volleys += fired.length;
      for (const v of fired) {
        const w = f.weapons.find((x: any) => x.weapon === v.weapon);
        expect(v.dice.length).toBeGreaterThan(0);
        // Each hit rolls its damage value in location dice (IS 6.9).
        expect(v.locations).toHaveLength(v.hits * w.damage);
      }
      return r.body.game;
    }
    case "setNets":
      return accepted(await post({ type: "setNets", deployed: [] }));
    default:
      throw new Error(`no answer for ${d.prompt}`);
  }
}

/** Plays until the game is over: whoever owes the first decision answers it. */
async function playToEnd(id: string, keys: Record<string, string>, stats: Stats, policy: Parameters<typeof decide>[4] = {}): Promise<any> {
  let game = await read(id, Object.values(keys)[0]!);
  for (let i = 0; game.status === "active"; i++) {
    expect(i).toBeLessThan(2000);
    const seat = game.pending[0].seat;
    const me = game.you?.seat === seat ? game : await read(id, keys[seat]!);
    game = await decide(id, keys[seat]!, me, stats, policy);
  }
  return read(id, Object.values(keys)[0]!);
}

/** The outcome follows the VP (IS 4.2) the way R11 says, and agrees with the view. */
function checkOutcome(game: any) {
  expect(game.status).toBe("finished");
  const { outcome, view } = game;
  expect(view.phase).toBe("over");
  expect(outcome).toEqual(view.outcome);
  expect(outcome.scores).toEqual(Object.fromEntries(view.sides.map((s: any) => [s.seat, s.vp])));
  const [a, b] = view.sides;
  if (a.vp === b.vp) {
    expect(outcome).toMatchObject({ kind: "draw", winners: [] });
    return;
  }
  const [winner, loser] = a.vp > b.vp ? [a, b] : [b, a];
  expect(outcome.winners).toEqual([winner.seat]);
  expect(outcome.kind).toBe(loser.shipsOnTable === 0 || winner.vp >= 2 * loser.vp ? "decisive" : "marginal");
  if (outcome.kind === "marginal") expect(view.turn).toBe(view.turns);
}

/** Every feed entry is numbered in order, and each ship destroyed in the view has its event. */
async function checkFeed(id: string, keys: Record<string, string>, game: any) {
  const [k1, k2] = Object.values(keys) as [string, string];
  const entries = await feed(id, k1);
  expect(entries.map((e) => e.version)).toEqual(entries.map((_, i) => i + 1));
  const events = entries.flatMap((e) => e.events);
  expect(events.at(-1)).toEqual({ type: "GameEnded", outcome: game.outcome });
  for (const ship of game.view.ships.filter((s: any) => s.destroyed)) {
    expect(events).toContainEqual(expect.objectContaining({ type: "ShipDestroyed", ship: ship.id, cause: ship.destroyed.cause }));
  }
  return { entries, events, other: await feed(id, k2) };
}

// ---- bots ----------------------------------------------------------------------------------------

describe("Iron Stars by two bots", () => {
  for (const scenario of ["meetingEngagement", "pickUp"] as const) {
    it(`IS 4.1, 10.3 ${scenario}: two bots play it to its end through POST /suggest, every suggestion accepted as it is`, {
      timeout: 180_000,
    }, async () => {
      // A fixed server seed, so the bots' game (and this test) is the same every run.
      const { alice, bob, id, game } = await seededStartedGame(KIND, { scenario }, `is-bots-${scenario}`);
      const keys = seatKeys(game, [alice, bob]);
      let now = game;
      let steps = 0;
      for (; now.status === "active"; steps++) {
        expect(steps).toBeLessThan(2000);
        const seat: string = now.pending[0].seat;
        const s = await api("POST", `/v1/games/${id}/suggest`, { key: keys[seat]! });
        expect(s.status, JSON.stringify(s.body)).toBe(200);
        // A dry run agrees with the bot before the action is sent.
        const dry = await api("POST", `/v1/games/${id}/actions/validate`, {
          key: keys[seat]!,
          body: { action: s.body.action, expectedVersion: now.version },
        });
        expect(dry.body.valid, JSON.stringify(dry.body)).toBe(true);
        const r = await act(id, keys[seat]!, s.body.action, now.version);
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        now = r.body.game;
      }
      const end = await read(id, alice.apiKey);
      checkOutcome(end);
      expect(end.version).toBe(steps);
      const { events } = await checkFeed(id, keys, end);
      expect(events.some((e) => e.type === "ShipMoved")).toBe(true);
    });
  }
});

// ---- REST ----------------------------------------------------------------------------------------

describe("Iron Stars over REST", () => {
  it("IS 8.1 Scenario One: two players place, move within the pending bounds and fire from the bounds and the view, to the end", {
    timeout: 180_000,
  }, async () => {
    const { alice, bob, id, game } = await startedGame(KIND);
    const keys = seatKeys(game, [alice, bob]);
    expect(Object.keys(keys).sort()).toEqual(["britain", "russia"]);
    expect(game.view).toMatchObject({ phase: "placement", turn: 0, turns: 6, table: { width: W, height: H }, myPurchase: null });
    expect(game.view.sides.map((s: any) => [s.seat, s.edge, s.ships])).toEqual([
      ["britain", "south", 8],
      ["russia", "north", 9],
    ]);
    // The lines and their flanking destroyers (IS 8.1).
    expect(game.view.ships.filter((s: any) => s.side === "britain").map((s: any) => s.classId)).toEqual([
      "gauntlet",
      "golem",
      "sycorax",
      ...Array(5).fill("alpha"),
    ]);

    const stats = newStats();
    const end = await playToEnd(id, keys, stats);
    checkOutcome(end);
    expect(stats.moves).toBeGreaterThan(10);
    expect(stats.placedByRule + stats.placedBySuggestion).toBe(17);
    expect(stats.placedByRule).toBeGreaterThan(0);
    expect(stats.volleys, JSON.stringify(stats)).toBeGreaterThan(0);

    // Scenario One has no secret: both sides read the same log.
    const { entries, events, other } = await checkFeed(id, keys, end);
    expect(other).toEqual(entries);
    expect(events.filter((e) => e.type === "ShipPlaced")).toHaveLength(17);
    expect(events.some((e) => e.type === "DamageApplied")).toBe(true);
    expect((await read(id, bob.apiKey)).seed).toMatch(/\S/);
  });

  it("IS 10.3 a pick-up game: neither side sees the other's purchase before both have bought (view, events, errors); then played to the end", {
    timeout: 180_000,
  }, async () => {
    // The earlier budget window (10/11 of the points up to the total): fleet1 buys the biggest
    // ships that fit it, and the two fleets still balance (IS 3.1 is tested in test/games).
    const { alice, bob, id, game } = await startedGame(KIND, { scenario: "pickUp", strictFleetBudget: true });
    const keys = seatKeys(game, [alice, bob]);
    expect(game.view.phase).toBe("purchase");
    expect(game.pending.map((p: any) => [p.seat, p.prompt])).toEqual([
      ["fleet1", "buyFleet"],
      ["fleet2", "buyFleet"],
    ]);

    // fleet1 buys from its bounds: the biggest ships that fit, at least 10/11 of the points.
    const mine1 = await read(id, keys.fleet1!);
    const b1 = mine1.pending.find((p: any) => p.seat === "fleet1").bounds;
    expect(b1).toMatchObject({ points: { min: 182, max: 200 }, maxShips: 24, designs: true });
    expect(mine1.pending.find((p: any) => p.seat === "fleet2").bounds).toBeUndefined();
    const byPoints = [...b1.classes].sort((x: any, y: any) => y.points - x.points);
    const fleet1: { class: string }[] = [];
    let cost = 0;
    for (const c of byPoints) {
      while (cost + c.points <= b1.points.max && fleet1.length < 8) {
        fleet1.push({ class: c.class });
        cost += c.points;
      }
    }
    expect(cost).toBeGreaterThanOrEqual(b1.points.min);

    const before = await read(id, keys.fleet2!);
    const bought = await act(id, keys.fleet1!, { type: "buyFleet", ships: fleet1 }, mine1.version);
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    const label: string = bought.body.events[0].label;
    expect(bought.body.events).toEqual([{ type: "FleetBought", seat: "fleet1", hidden: true, items: fleet1, points: cost, label }]);
    expect(bought.body.game.view.myPurchase).toEqual({ label, items: fleet1, points: cost });
    expect(bought.body.game.view.sides[0]).toMatchObject({ seat: "fleet1", bought: true, fleetPoints: cost });
    const secret = [label, JSON.stringify(fleet1)];
    const keepsSecret = (what: string, body: unknown) => {
      for (const s of secret) expect(JSON.stringify(body), what).not.toContain(s);
    };

    // fleet2's view changes only by "fleet1 has bought"; its feed says no more.
    const after = await read(id, keys.fleet2!);
    const expected = structuredClone(before.view);
    expected.sides[0].bought = true;
    expected.awaiting = ["fleet2"];
    expect(after.view).toEqual(expected);
    expect(after.view.sides[0]).toMatchObject({ fleetPoints: null, ships: 0 });
    expect(after.view.ships).toEqual([]);
    expect(after.view.myPurchase).toBeNull();
    const seen = await feed(id, keys.fleet2!, before.version);
    expect(seen.map((e) => [e.seat, e.events])).toEqual([["fleet1", [{ type: "FleetBought", seat: "fleet1", hidden: true }]]]);
    keepsSecret("view", after);
    keepsSecret("feed", seen);
    keepsSecret("replay", await read(id, keys.fleet2!, bought.body.version));

    // fleet2's errors and dry runs say nothing of it either.
    const fleet2 = [{ class: "tsargrad" }, { class: "taiZhou" }, { class: "golem" }, { class: "nike" }];
    const refusals = [
      await act(id, keys.fleet2!, { type: "buyFleet", ships: fleet2 }, before.version + 5), // a version not reached
      await act(id, keys.fleet2!, { type: "buyFleet", ships: [...fleet2, { class: "gauntlet" }] }), // over budget
      await act(id, keys.fleet2!, { type: "buyFleet", ships: [{ class: "alpha" }] }), // under budget
      await act(id, keys.fleet2!, { type: "placeShip", ship: "fleet1-1", x: 100, y: 100, facing: 0, momentum: 0 }), // the wrong action
      await act(id, keys.fleet2!, { type: "fire", ship: "fleet1-1", volleys: [] }),
    ];
    expect(refusals.map((r) => [r.status, r.body.code])).toEqual([
      [409, expect.any(String)],
      [422, "FLEET_OVER_BUDGET"],
      [422, "FLEET_UNDER_BUDGET"],
      [422, "WRONG_ACTION"],
      [422, "WRONG_ACTION"],
    ]);
    expect(refusals[1]!.body.rule).toMatch(/^IS 3\.1/);
    for (const [i, r] of refusals.entries()) keepsSecret(`refusal ${i}`, r.body);
    const again = await act(id, keys.fleet1!, { type: "buyFleet", ships: fleet1 });
    expect(again.status).toBeGreaterThanOrEqual(400);
    const dry = await api("POST", `/v1/games/${id}/actions/validate`, {
      key: keys.fleet2!,
      body: { action: { type: "buyFleet", ships: fleet2 } },
    });
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ valid: true, events: [], withheld: expect.stringContaining("hidden") });
    keepsSecret("dry run", dry.body);
    const gqlDry = await gql(
      `mutation($id: ID!, $a: IronStarsActionInput!) { validateIronStarsAction(gameId: $id, action: $a) { __typename ... on IronStarsValidated { valid withheld events { __typename } } } }`,
      { id, a: { buyFleet: { ships: fleet2 } } },
      keys.fleet2,
    );
    expect(gqlDry.body.data!.validateIronStarsAction).toMatchObject({ __typename: "IronStarsValidated", valid: true, events: [] });
    keepsSecret("GraphQL dry run", gqlDry.body);
    keepsSecret("suggestion", (await api("POST", `/v1/games/${id}/suggest`, { key: keys.fleet2! })).body);
    keepsSecret(
      "GraphQL view",
      (
        await gql(
          `query($id: ID!) { game(id: $id) { ... on IronStarsGame { view { sides { seat bought fleetPoints ships } ships { id } myPurchase { label } } } } }`,
          { id },
          keys.fleet2,
        )
      ).body,
    );
    expect((await read(id, keys.fleet1!)).version).toBe(bought.body.version);

    // fleet2 buys: both fleets are revealed to both.
    const r2 = await act(id, keys.fleet2!, { type: "buyFleet", ships: fleet2 }, bought.body.version);
    expect(r2.status, JSON.stringify(r2.body)).toBe(200);
    const revealed = r2.body.events.find((e: any) => e.type === "FleetsRevealed");
    expect(revealed.fleets.map((f: any) => [f.seat, f.points, f.ships.length])).toEqual([
      ["fleet1", cost, fleet1.length],
      ["fleet2", 187, 4],
    ]);
    const told1 = await feed(id, keys.fleet1!, bought.body.version);
    expect(told1[0].events).toEqual([{ type: "FleetBought", seat: "fleet2", hidden: true }, revealed, ...r2.body.events.slice(2)]);
    const now1 = await read(id, keys.fleet1!);
    expect(now1.view.sides.map((s: any) => [s.seat, s.fleetPoints, s.ships])).toEqual([
      ["fleet1", cost, fleet1.length],
      ["fleet2", 187, 4],
    ]);
    expect(now1.view.ships.filter((s: any) => s.side === "fleet2").map((s: any) => s.classId)).toEqual(fleet2.map((x) => x.class));
    expect(now1.view.myPurchase.label).toBe(label);

    const stats = newStats();
    const end = await playToEnd(id, keys, stats, { ceaseFireOnce: "fleet2" });
    checkOutcome(end);
    expect(stats.moves).toBeGreaterThan(5);
    expect(stats.placedByRule + stats.placedBySuggestion).toBe(fleet1.length + 4);
    expect(stats.volleys + stats.ceaseFires, JSON.stringify(stats)).toBeGreaterThan(0);
    await checkFeed(id, keys, end);
  });

  it("IS 5.1, 5.4, 5.5 a move outside the pending bounds is refused with 422, naming the distance or angle that broke and the rule", {
    timeout: 30_000,
  }, async () => {
    const { alice, bob, id, game } = await startedGame(KIND);
    const keys = seatKeys(game, [alice, bob]);
    let now = game;
    for (let i = 0; !(now.pending[0]?.prompt === "move"); i++) {
      expect(i).toBeLessThan(30);
      const key = keys[now.pending[0].seat]!;
      const r = await act(id, key, await suggestion(id, key));
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      now = r.body.game;
    }
    const seat = now.pending[0].seat;
    const me = await read(id, keys[seat]!);
    const m = me.pending[0].bounds.ships[0];
    expect(m.turn.basic).toBe(90);
    const refused = async (move: Record<string, unknown>) => {
      const r = await act(id, keys[seat]!, { type: "moveShip", ship: m.ship, turn: 0, second: 0, ...move });
      expect(r.status, JSON.stringify(r.body)).toBe(422);
      expect(r.contentType).toContain("application/problem+json");
      return r.body;
    };

    const long = await refused({ first: m.maxDistance + 1 });
    expect(long).toMatchObject({ code: "MOVE_TOO_LONG", rule: expect.stringMatching(/^IS 5\.1/) });
    expect(long.detail).toContain(inches(m.maxDistance + 1));
    expect(long.detail).toContain(inches(m.maxDistance));

    const sharp = await refused({ first: Math.ceil(m.maxDistance / 2), turn: -(m.turn.basic + 1), second: Math.floor(m.maxDistance / 2) });
    expect(sharp).toMatchObject({ code: "TURN_TOO_SHARP", rule: expect.stringMatching(/^IS 5\.4/) });
    expect(sharp.detail).toContain(`${m.turn.basic + 1}°`);
    expect(sharp.detail).toContain(`${m.turn.basic}°`);

    const farther = await refused({ first: 100, turn: 30, second: 200 });
    expect(farther).toMatchObject({ code: "TURN_NOT_ALLOWED_HERE", rule: expect.stringMatching(/^IS 5\.5/) });
    expect(farther.detail).toContain(inches(200));
    expect(farther.detail).toContain(inches(100));

    if (m.minDistance > 0) {
      const short = await refused({ first: m.minDistance - 1 });
      expect(short).toMatchObject({ code: "MOVE_TOO_SHORT", rule: expect.stringMatching(/^IS 5\.3/) });
      expect(short.detail).toContain(inches(m.minDistance - 1));
    }

    // The same through GraphQL's dry run, and nothing changed.
    const dry = await gql(
      `mutation($id: ID!, $a: IronStarsActionInput!) { validateIronStarsAction(gameId: $id, action: $a) { __typename ... on IllegalActionProblem { code rule message } } }`,
      { id, a: { moveShip: { ship: m.ship, first: m.maxDistance + 1 } } },
      keys[seat],
    );
    expect(dry.body.data!.validateIronStarsAction).toMatchObject({
      __typename: "IllegalActionProblem",
      code: "MOVE_TOO_LONG",
      rule: expect.stringMatching(/^IS 5\.1/),
    });
    expect(dry.body.data!.validateIronStarsAction.message).toContain(inches(m.maxDistance + 1));
    expect((await read(id, keys[seat]!)).version).toBe(me.version);
    // The edge of the bounds itself is fine.
    const edge = await api("POST", `/v1/games/${id}/actions/validate`, {
      key: keys[seat]!,
      body: { action: { type: "moveShip", ship: m.ship, first: m.maxDistance } },
    });
    if (edge.status === 200) expect(edge.body).toMatchObject({ valid: true });
    else expect(edge.body.code).toBe("ENDS_ON_COUNTER");
  });
});

// ---- GraphQL -----------------------------------------------------------------------------------

const P = "IronStars";
const POINT = "x y";
const DESIGN = `name type points hull armour thrust light q
  primary { guns die damage } secondary { guns die damage } torpedoes { guns die damage }
  track { hull { from to } armour { from to } thrust { from to } primary { from to } secondary { from to } light { from to } }
  equipment { rockets fireArrows mines lightningProjectors gyroscopicStabilizer keelBombard }`;
const ITEM = `__typename ... on ${P}BookShip { class } ... on ${P}DesignedShip { design { ${DESIGN} } }`;
const ROLLS = "seat roll";
const MOVE_PATH = `from { ${POINT} } pivot { ${POINT} } to { ${POINT} } facingBefore facingAfter distance backward`;
const OUTCOME = "winners kind reason scores { seat score }";

const VIEW = `
  viewer phase step turn turns awaiting active placer
  options { scenario points hiddenPurchase designs turns movingBackwards advancedTurning torpedoNets openEnded targetSize specialEquipment nikeTrack strictFleetBudget terrain }
  table { width height }
  terrain { id kind centre { ${POINT} } corners { ${POINT} } blocksSight blocksMovement }
  sides { seat name edge vp fleetPoints ships shipsOnTable bought }
  initiative { turn rolls { ${ROLLS} } winner tieBrokenByPreviousLoser }
  placementRoll { rolls { ${ROLLS} } winner }
  ships {
    id name side classId className type nation sizeClass points hvp placed position { ${POINT} } facing momentum
    counter { widthEighths lengthEighths } corners { ${POINT} }
    hull { circles filled left q } armour thrust
    primary { guns of die damage } secondary { guns of die damage } light { guns of } torpedoes { left of die damage }
    track { section from to circles filled left }
    equipment { rockets fireArrows mines lightningProjectors gyroscopicStabilizer keelBombard }
    nets moved fired destroyed { cause turn } lastMove { ${MOVE_PATH} } sightings { ship arcs range blockedBy }
  }
  minefields { id layer side centre { ${POINT} } radius factors turn }
  pendingHits { target firer weapon die roll section }
  equipmentLosses { ship excluded }
  myPurchase { label points items { ${ITEM} } }
  outcome { ${OUTCOME} }`;

const ACTION = `
  __typename
  ... on ${P}BuyFleet { type ships { ${ITEM} } }
  ... on ${P}ChoosePlacementOrder { type placeFirst }
  ... on ${P}PlaceShip { type ship x y facing momentum }
  ... on ${P}ChooseRole { type role }
  ... on ${P}MoveShip { type ship first turn second mines }
  ... on ${P}MoveBackward { type ship distance mines }
  ... on ${P}Fire { type ship volleys { weapon target guns arc } }
  ... on ${P}CeaseFire { type }
  ... on ${P}LoseEquipment { type ship equipment }
  ... on ${P}SetNets { type deployed }`;

const RANGE = "min max";
const BOUNDS = `
  __typename
  ... on ${P}PurchaseBounds {
    points { ${RANGE} } maxShips designs classes { class name type points }
    designLimits { points { ${RANGE} } hull { ${RANGE} } armour { ${RANGE} } thrust { ${RANGE} } guns { ${RANGE} } primaryDamage { ${RANGE} } secondaryDamage { ${RANGE} } torpedoDamage { ${RANGE} } expendables { ${RANGE} } mines { ${RANGE} } }
  }
  ... on ${P}PlacementBounds {
    ships { ship placeMomentum: momentum { ${RANGE} } } facing { ${RANGE} }
    edge { edge within } ring { centre { ${POINT} } ship minDistance maxDistance }
    nearFriendly { within ships { ship position { ${POINT} } } } awayFromEnemy { atLeast ships { ship position { ${POINT} } } }
    formation { __typename ... on ${P}LineHead { kind } ... on ${P}LineAstern { kind behind within note } ... on ${P}Flank { kind lineShips within note } }
  }
  ... on ${P}MoveBounds {
    ships { ship position { ${POINT} } facing momentum thrust minDistance maxDistance mayTurn turn { basic start mid end } backward { maxDistance } mines }
  }
  ... on ${P}FireBounds {
    ships { ship weapons { weapon guns die damage maxRange perArc targets { target arcs range targetNumber maxGuns } } }
  }
  ... on ${P}NetsBounds { ships { ship deployed } }`;

const EVENT = `
  __typename
  ... on ${P}FleetBought { type seat hidden items { ${ITEM} } fleetPoints: points label }
  ... on ${P}FleetsRevealed { type fleets { seat points ships { id name classId points } } }
  ... on ${P}PlacementOrderRolled { type rolls { ${ROLLS} } winner }
  ... on ${P}PlacementOrderChosen { type seat placeFirst first }
  ... on ${P}ShipPlaced { type seat ship position { ${POINT} } facing momentum }
  ... on ${P}TurnBegan { type turn }
  ... on ${P}InitiativeRolled { type turn rolls { ${ROLLS} } winner tieBrokenByPreviousLoser }
  ... on ${P}RoleChosen { type seat role active }
  ... on ${P}ShipMoved { type ship momentum ${MOVE_PATH} }
  ... on ${P}ShipLeftTable { type ship at { ${POINT} } }
  ... on ${P}MinefieldLaid { type id layer side centre { ${POINT} } radius factors turn }
  ... on ${P}MinefieldAttacked { type ship minefield dice hullHits }
  ... on ${P}ArcRolledOff { type firer target arcs rolls { ${ROLLS} } winner arc }
  ... on ${P}VolleyFired { type ship weapon target arc range targetNumber die dice combined hits locations { roll section } }
  ... on ${P}ShipHeldFire { type ship }
  ... on ${P}DamageApplied { type ship points { rolled applied } hullLeft }
  ... on ${P}EquipmentHit { type ship circle }
  ... on ${P}EquipmentLost { type ship equipment dice lost insteadAnother }
  ... on ${P}ShipDestroyed { type ship cause shipVp: vp }
  ... on ${P}CombatPhaseEnded { type step }
  ... on ${P}NetsSet { type seat deployed }
  ... on ${P}TurnEnded { type turn vp { seat value } }
  ... on ${P}GameEnded { type outcome { ${OUTCOME} } }
  ... on ${P}SideResigned { type seat }`;

const GAME = `
  ... on Game { id status version you { seat } outcome { winners kind reason } }
  ... on ${P}Game {
    view { ${VIEW} }
    pending { seat prompt text choices { ${ACTION} } bounds { ${BOUNDS} } }
  }`;
const SUGGESTED = `query($id: ID!) { game(id: $id) { ... on ${P}Game { suggestedAction { ${ACTION} } } } }`;

const PLAY = `mutation($id: ID!, $a: ${P}ActionInput!, $v: Int) {
  play${P}(gameId: $id, action: $a, expectedVersion: $v) {
    __typename
    ... on ${P}Played { version events { ${EVENT} } game { ... on Game { version status } } }
    ${PROBLEM}
  }
}`;

const scoresList = (o: any) => (o ? { ...o, scores: Object.entries(o.scores ?? {}).map(([seat, score]) => ({ seat, score })) } : o);

/** A REST view as GraphQL shapes it: the outcome's scores map becomes a list of seat scores. */
const viewAsGraphQL = (view: any) => plain({ ...view, outcome: scoresList(view.outcome) });

/** REST bounds as GraphQL shapes them, with the aliases of the query (the type names the prompt). */
function boundsAsGraphQL(prompt: string, bounds: any): any {
  const b = { ...bounds };
  if (prompt === "placeShip") b.ships = bounds.ships.map((s: any) => ({ ship: s.ship, placeMomentum: s.momentum }));
  return plain(b);
}

/** A REST event as the query's aliases and GraphQL's lists shape it. */
function eventAsGraphQL(e: any): any {
  switch (e.type) {
    case "FleetBought": {
      const { points, ...rest } = e;
      return plain({ ...rest, ...(points !== undefined ? { fleetPoints: points } : {}) });
    }
    case "ShipDestroyed": {
      const { vp, ...rest } = e;
      return plain({ ...rest, shipVp: vp });
    }
    case "TurnEnded":
      return plain({ ...e, vp: Object.entries(e.vp).map(([seat, value]) => ({ seat, value })) });
    case "GameEnded":
      return plain({ ...e, outcome: scoresList(e.outcome) });
    default:
      return plain(e);
  }
}

/** An action (REST or GraphQL shaped) as the @oneOf input. */
function toInput(action: any): Record<string, unknown> {
  const { type, ...fields } = plain(action);
  if (type === "ceaseFire") return { ceaseFire: true };
  if (type === "buyFleet")
    return { buyFleet: { ships: fields.ships.map((x: any) => ("design" in x ? { design: x.design } : { class: x.class })) } };
  return { [type]: fields };
}

const DESIGNED = {
  name: "Dauntless",
  type: "Frigate",
  points: 30,
  hull: 6,
  armour: 1,
  thrust: 6,
  primary: { guns: 2, die: 8, damage: 2 },
  light: 2,
  torpedoes: { guns: 2, die: 6, damage: 2 },
  track: {
    hull: { from: 1, to: 12 },
    armour: { from: 13, to: 14 },
    thrust: { from: 15, to: 16 },
    primary: { from: 17, to: 18 },
    light: { from: 19, to: 20 },
  },
  q: [3],
  equipment: { rockets: 4 },
};

describe("Iron Stars over GraphQL", () => {
  it("a pick-up duel created, bought (a design through nested inputs), placed, moved and fought to its end with typed views, bounds, actions and events", {
    timeout: 180_000,
  }, async () => {
    const gina = await registerPlayer("Gina");
    const hal = await registerPlayer("Hal");
    const created = await gql(
      `mutation { createIronStarsGame(options: { scenario: pickUp, points: 60, turns: 3 }) { ... on IronStarsGame { id status view { phase } } ${PROBLEM} } }`,
      {},
      gina.apiKey,
    );
    expect(created.body.errors, JSON.stringify(created.body)).toBeUndefined();
    const { id, status, view } = created.body.data!.createIronStarsGame;
    expect([status, view]).toEqual(["open", null]);
    const joined = await gql(
      `mutation($id: ID!) { joinGame(id: $id) { ... on IronStarsPlayed { game { status } } ${PROBLEM} } }`,
      { id },
      hal.apiKey,
    );
    expect(joined.body.data!.joinGame.game.status).toBe("active");

    const keys = seatKeys(await read(id, gina.apiKey), [gina as Player, hal as Player]);
    const fleets: Record<string, any[]> = {
      fleet1: [{ design: DESIGNED }, { class: "minZhou" }],
      fleet2: [{ class: "petrograd" }, { class: "minZhou" }],
    };
    const query = `query($id: ID!) { game(id: $id) { ${GAME} ${PROBLEM} } }`;
    const seenBounds = new Set<string>();
    const prompts = new Set<string>();
    let plays = 0;

    for (let i = 0; i < 500; i++) {
      const now = await read(id, gina.apiKey);
      if (now.status !== "active") break;
      const seat: string = now.pending[0].seat;
      const r = await gql(query, { id }, keys[seat]);
      expect(r.body.errors, JSON.stringify(r.body.errors)).toBeUndefined();
      const mine = r.body.data!.game;
      const rest = await read(id, keys[seat]!);
      // The typed view is the REST view, field for field; so are the bounds and the choices.
      expect(plain(mine.view)).toEqual(viewAsGraphQL(rest.view));
      const decision = mine.pending.find((p: any) => p.seat === seat);
      const restDecision = rest.pending.find((p: any) => p.seat === seat);
      prompts.add(decision.prompt);
      expect(plain(decision.choices)).toEqual(plain(restDecision.choices ?? []));
      for (const other of mine.pending.filter((p: any) => p.seat !== seat)) expect([other.bounds, other.choices]).toEqual([null, []]);
      if (restDecision.bounds) {
        expect(decision.bounds.__typename).toBe(
          {
            buyFleet: `${P}PurchaseBounds`,
            placeShip: `${P}PlacementBounds`,
            move: `${P}MoveBounds`,
            fire: `${P}FireBounds`,
            setNets: `${P}NetsBounds`,
          }[decision.prompt as string],
        );
        expect(plain(decision.bounds)).toEqual(boundsAsGraphQL(decision.prompt, restDecision.bounds));
        seenBounds.add(decision.bounds.__typename);
      } else {
        expect(decision.bounds).toBeNull();
      }
      // The built-in bot's suggestion, typed (asked for only where it is used: the bot is the slow part).
      const suggest = async () => {
        const q = await gql(SUGGESTED, { id }, keys[seat]);
        expect(q.body.errors, JSON.stringify(q.body.errors)).toBeUndefined();
        const action = plain(q.body.data!.game.suggestedAction);
        expect(action).not.toBeNull();
        return action;
      };

      // Typed bounds and view in, a typed action out.
      const b = decision.bounds;
      let candidates: any[];
      switch (decision.prompt) {
        case "buyFleet":
          candidates = [{ type: "buyFleet", ships: fleets[seat] }];
          break;
        case "placeShip":
          candidates = [await suggest()];
          break;
        case "move": {
          const m = b.ships[0];
          candidates = moveCandidates(m, enemiesOf(mine.view, seat));
          break;
        }
        case "fire": {
          const f = plain(b.ships[0]);
          candidates = [{ type: "fire", ship: f.ship, volleys: volleysFor(f) }];
          break;
        }
        default:
          candidates = [plain(decision.choices[0])];
      }
      let played: any = null;
      for (const action of [...candidates, "suggest"]) {
        const p = await gql(PLAY, { id, a: toInput(action === "suggest" ? await suggest() : action), v: mine.version }, keys[seat]);
        expect(p.body.errors, JSON.stringify(p.body)).toBeUndefined();
        const result = p.body.data!.playIronStars;
        if (result.__typename === `${P}Played`) {
          played = result;
          break;
        }
        expect(result).toMatchObject({
          __typename: "IllegalActionProblem",
          code: "ENDS_ON_COUNTER",
          rule: expect.stringMatching(/^IS 5\.6/),
        });
      }
      expect(played, decision.prompt).not.toBeNull();
      expect(played.version).toBe(mine.version + 1);
      plays++;
      // The typed events the action caused are REST's, as the actor sees them.
      const restEntry = (await api("GET", `/v1/games/${id}/events?after=${mine.version}&limit=1`, { key: keys[seat]! })).body.entries[0];
      expect(plain(played.events)).toEqual(restEntry.events.map(eventAsGraphQL));
      if (decision.prompt === "buyFleet" && seat === "fleet1") {
        const design = played.events[0].items.find((x: any) => x.__typename === `${P}DesignedShip`).design;
        expect(design).toMatchObject({
          name: "Dauntless",
          type: "Frigate",
          secondary: null,
          track: { secondary: null, light: { from: 19, to: 20 } },
          q: [3],
        });
        expect(design.equipment).toEqual({
          rockets: 4,
          fireArrows: 0,
          mines: 0,
          lightningProjectors: null,
          gyroscopicStabilizer: false,
          keelBombard: false,
        });
      }
    }

    expect([...prompts]).toEqual(expect.arrayContaining(["buyFleet", "choosePlacementOrder", "placeShip", "chooseRole", "move"]));
    expect([...seenBounds]).toEqual(expect.arrayContaining([`${P}PurchaseBounds`, `${P}PlacementBounds`, `${P}MoveBounds`]));
    expect(plays).toBeGreaterThan(10);

    const last = await gql(query, { id }, hal.apiKey);
    expect(last.body.errors, JSON.stringify(last.body.errors)).toBeUndefined();
    const game = last.body.data!.game;
    expect(game.status).toBe("finished");
    expect(game.pending).toEqual([]);
    expect((await gql(SUGGESTED, { id }, hal.apiKey)).body.data!.game.suggestedAction).toBeNull();
    const rest = await read(id, hal.apiKey);
    expect(plain(game.view)).toEqual(viewAsGraphQL(rest.view));
    checkOutcome(rest);
    expect(rest.view.ships.find((s: any) => s.classId === "design")).toMatchObject({
      className: "Dauntless",
      side: "fleet1",
      sizeClass: "S",
      hull: { circles: 6, q: [3] },
    });

    // The whole feed in GraphQL: every event typed, the same as REST's.
    const events = await gql(
      `query($id: ID!) { game(id: $id) { ... on ${P}Game { events(limit: 500) { version seat kind events { ${EVENT} } } } } }`,
      { id },
      hal.apiKey,
    );
    expect(events.body.errors, JSON.stringify(events.body.errors)).toBeUndefined();
    const typed = events.body.data!.game.events;
    const restFeed = await feed(id, hal.apiKey);
    expect(typed.map((e: any) => e.events.map((x: any) => x.__typename))).toEqual(
      restFeed.map((e: any) => e.events.map((x: any) => `${P}${x.type}`)),
    );
    expect(plain(typed.map((e: any) => e.events))).toEqual(restFeed.map((e: any) => e.events.map(eventAsGraphQL)));
  });

  it("refuses an action input with two variants (@oneOf), a false ceaseFire, and a design that breaks the book's ranges", {
    timeout: 30_000,
  }, async () => {
    const { alice, bob, id, game } = await startedGame(KIND, { scenario: "pickUp", points: 60 });
    const keys = seatKeys(game, [alice, bob]);
    const two = await gql(PLAY, { id, a: { buyFleet: { ships: [{ class: "nike" }] }, ceaseFire: true } }, keys.fleet1);
    expect(two.body.errors?.length).toBeGreaterThan(0);
    const bothItems = await gql(PLAY, { id, a: { buyFleet: { ships: [{ class: "nike", design: DESIGNED }] } } }, keys.fleet1);
    expect(bothItems.body.errors?.length).toBeGreaterThan(0);
    const notCease = await gql(PLAY, { id, a: { ceaseFire: false } }, keys.fleet1);
    expect(notCease.body.data!.playIronStars.__typename).toMatch(/Problem$/);
    const broken = await gql(
      PLAY,
      {
        id,
        a: {
          buyFleet: {
            ships: [{ design: { ...DESIGNED, track: { ...DESIGNED.track, light: { from: 19, to: 19 } } } }, { class: "petrograd" }],
          },
        },
      },
      keys.fleet1,
    );
    expect(broken.body.data!.playIronStars).toMatchObject({
      __typename: "IllegalActionProblem",
      code: "DESIGN_INVALID",
      rule: expect.stringMatching(/^IS 9/),
    });
    expect(broken.body.data!.playIronStars.message).toMatch(/track/);
    expect((await read(id, keys.fleet1!)).version).toBe(0);
  });
});
