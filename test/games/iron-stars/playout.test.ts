import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { PendingDecision, SeatId } from "../../../src/engine/contract";
import { gameSeed, Rng } from "../../../src/engine/rng";
import { ironStars } from "../../../src/games/iron-stars";
import type { IronStarsAction } from "../../../src/games/iron-stars/actions";
import { advance } from "../../../src/games/iron-stars/geometry";
import { optionsSchema } from "../../../src/games/iron-stars/options";
import type { FiringBoundsList, MovementBoundsList, PurchaseBounds } from "../../../src/games/iron-stars/pending";
import type { PlacementBounds } from "../../../src/games/iron-stars/rules/placement";
import type { IronStarsState } from "../../../src/games/iron-stars/state";

function runBots(options: unknown, seed: string) {
  const game = ironStars;
  let state = game.setup(options as never, new Rng(seed, "setup"));
  const chooser = new Rng(seed, "chooser");
  let steps = 0;
  while (!game.outcome(state)) {
    const seats = [...new Set(game.pending(state).map((d) => d.seat))];
    expect(seats.length).toBeGreaterThan(0);
    const seat = chooser.pick(seats, "seat");
    const action = game.bot(state, seat, new Rng(seed, `bot:${steps}`));
    expect(game.actionSchema.safeParse(action).success).toBe(true);
    const r = game.apply(state, seat, action, new Rng(seed, `action:${steps}`));
    if (!r.ok) throw new Error(`bot refused: ${r.code} ${r.message}`);
    game.assert(r.state);
    state = r.state;
    steps++;
    expect(steps).toBeLessThan(5000);
  }
  return { state, steps };
}

describe("IS 4.1 Bots play to the end", () => {
  const sets = [optionsSchema.parse({}), ...ironStars.sampleOptions];
  it.each(sets.map((o, i) => [i, o] as const))(
    "option set %i: two bots finish three seeded games with a result and VP scores",
    { timeout: 60_000 },
    (i, options) => {
      for (let n = 0; n < 3; n++) {
        const { state, steps } = runBots(options, gameSeed(`bots-${i}-${n}`, []));
        const o = ironStars.outcome(state)!;
        expect(["decisive", "marginal", "draw"]).toContain(o.kind);
        expect(Object.keys(o.scores!).sort()).toEqual([...state.seats].sort());
        expect(state.turn).toBeLessThanOrEqual(state.options.turns ?? 6);
        expect(steps).toBeGreaterThan(20);
      }
    },
  );
});

/**
 * A "player" that knows no rules beyond what pending() says: it reads the bounds, builds an
 * action, and when the game refuses it, tries the next candidate — as a client would.
 */
function playerAction(state: IronStarsState, d: PendingDecision<IronStarsAction>): IronStarsAction[] {
  if (d.choices) return [d.choices[0]!];
  switch (d.prompt) {
    case "buyFleet": {
      const b = d.bounds as PurchaseBounds;
      const classes = [...b.classes].sort((x, y) => y.points - x.points);
      const ships: { class: string }[] = [];
      let total = 0;
      for (const c of classes) {
        while (total + c.points <= b.points.max && ships.length < 8) {
          ships.push({ class: c.class });
          total += c.points;
        }
      }
      return [{ type: "buyFleet", ships } as IronStarsAction];
    }
    case "placeShip": {
      const b = d.bounds as PlacementBounds;
      const { ship, momentum } = b.ships[0]!;
      const out: IronStarsAction[] = [];
      const at = (p: { x: number; y: number }, facing: number) =>
        out.push({
          type: "placeShip",
          ship,
          x: Math.max(0, Math.min(7200, p.x)),
          y: Math.max(0, Math.min(4800, p.y)),
          facing: ((facing % 360) + 360) % 360,
          momentum: momentum.max,
        } as IronStarsAction);
      const south = d.seat === state.seats[0];
      if (b.edge) for (const x of [3600, 3000, 4200]) at({ x, y: south ? 600 : 4200 }, 0);
      if (b.ring) at({ x: b.ring.centre.x, y: b.ring.centre.y + (south ? -b.ring.minDistance : b.ring.minDistance) }, south ? 90 : 270);
      const f = b.formation;
      const view = ironStars.view(state, d.seat);
      const pos = (id: string) => view.ships.find((x) => x.id === id)!;
      if (f && f.kind === "line") {
        const lead = pos(f.behind);
        for (const gap of [250, 400]) at(advance(lead.position!, lead.facing + 180, gap), lead.facing);
      }
      if (f && f.kind === "flank") {
        for (const id of f.lineShips) {
          const l = pos(id);
          for (const side of [90, -90]) for (const gap of [200, 350, 500]) at(advance(l.position!, l.facing + side, gap), l.facing);
        }
      }
      for (const friend of b.nearFriendly?.ships ?? [])
        for (let a = 0; a < 360; a += 30) for (const r of [250, 450]) at(advance(friend.position, a, r), south ? 90 : 270);
      return out;
    }
    case "move": {
      const m = (d.bounds as MovementBoundsList).ships[0]!;
      const out: IronStarsAction[] = [];
      for (const total of [m.minDistance, Math.floor((m.minDistance + m.maxDistance) / 2), m.maxDistance]) {
        out.push({ type: "moveShip", ship: m.ship, first: total, turn: 0, second: 0, mines: 0 });
        if (m.mayTurn && m.turn.basic !== null)
          for (const turn of [90, -90, 45, -45])
            out.push({ type: "moveShip", ship: m.ship, first: Math.ceil(total / 2), turn, second: Math.floor(total / 2), mines: 0 });
        if (m.mayTurn && m.turn.basic === null)
          for (const turn of [m.turn.end ?? 0, -(m.turn.end ?? 0)])
            if (turn) out.push({ type: "moveShip", ship: m.ship, first: total, turn, second: 0, mines: 0 });
      }
      return out;
    }
    case "fire": {
      const f = (d.bounds as FiringBoundsList).ships[0]!;
      const volleys = f.weapons
        .filter((w) => w.weapon === "primary" || w.weapon === "secondary" || w.weapon === "torpedoes")
        .map((w) => ({ weapon: w.weapon, target: w.targets[0]!.target, guns: w.targets[0]!.maxGuns }));
      return [{ type: "fire", ship: f.ship, volleys } as IronStarsAction, { type: "fire", ship: f.ship, volleys: [] }];
    }
    case "setNets":
      return [{ type: "setNets", deployed: [] }];
    default:
      throw new Error(`player cannot answer ${d.prompt}`);
  }
}

function runPlayers(options: unknown, seed: string) {
  let state = ironStars.setup(options as never, new Rng(seed, "setup"));
  let steps = 0;
  while (!ironStars.outcome(state)) {
    const d = ironStars.pending(state)[0]!;
    let done = false;
    for (const action of playerAction(state, d)) {
      const r = ironStars.apply(state, d.seat as SeatId, action, new Rng(seed, `action:${steps}`));
      if (r.ok) {
        state = r.state;
        done = true;
        break;
      }
    }
    if (!done) throw new Error(`the player found nothing legal for ${d.prompt}: ${JSON.stringify(d.bounds).slice(0, 300)}`);
    ironStars.assert(state);
    steps++;
    expect(steps).toBeLessThan(5000);
  }
  return state;
}

describe("IS 10.1 Two players play from the pending bounds alone", () => {
  it("IS 8.1 Scenario One played to the end by two clients reading only pending() and view()", () => {
    const state = runPlayers(optionsSchema.parse({}), "players-scenario-one");
    expect(state.phase).toBe("over");
    expect(ironStars.outcome(state)!.scores).toBeDefined();
  });

  it("IS 8.2 a pick-up game played to the end the same way", () => {
    const state = runPlayers(optionsSchema.parse({ scenario: "pickUp", points: 150 }), "players-pick-up");
    expect(state.phase).toBe("over");
    expect(state.turn).toBe(6);
  });
});

describe("IS 1.1 Game Components: the dice", () => {
  /** A short game of bots, every action on its own seeded stream; the rules' rolls and events are kept. */
  function recorded(seed: string) {
    let state = ironStars.setup(
      optionsSchema.parse({ scenario: "pickUp", points: 120, turns: 2, openEnded: true }),
      new Rng(seed, "setup"),
    );
    const rolls: Rng["rolls"] = [];
    const log: unknown[] = [];
    for (let n = 0; !ironStars.outcome(state); n++) {
      const seat = ironStars.pending(state)[0]!.seat;
      const action = ironStars.bot(state, seat, new Rng(seed, `bot:${n}`));
      const rng = new Rng(seed, `action:${n}`);
      const r = ironStars.apply(state, seat, action, rng);
      if (!r.ok) throw new Error(`bot refused: ${r.code} ${r.message}`);
      rolls.push(...rng.rolls);
      log.push(action, r.events);
      state = r.state;
    }
    return { state, rolls, log };
  }

  it("IS 1.1 the rules roll only the book's d4, d6, d8, d10, d12 and d20, each from the game's seeded stream with its purpose, so a replay repeats the game", () => {
    const a = recorded("dice-check");
    const dice = new Set(a.rolls.map((r) => r.die));
    for (const die of dice) expect(["d4", "d6", "d8", "d10", "d12", "d20"]).toContain(die);
    expect(dice.has("d6") && dice.has("d20")).toBe(true);
    for (const r of a.rolls) {
      expect(r.value).toBeGreaterThanOrEqual(1);
      expect(r.value).toBeLessThanOrEqual(Number(r.die.slice(1)));
      expect(r.purpose.length).toBeGreaterThan(5);
    }
    const b = recorded("dice-check");
    expect(b.log).toEqual(a.log);
    expect(b.state).toEqual(a.state);
    expect(recorded("dice-other").log).not.toEqual(a.log);
    const code = (dir: string): string =>
      readdirSync(dir, { withFileTypes: true })
        .map((d) => (d.isDirectory() ? code(join(dir, d.name)) : readFileSync(join(dir, d.name), "utf8")))
        .join("\n");
    expect(code(join(dirname(fileURLToPath(import.meta.url)), "../../../src/games/iron-stars"))).not.toMatch(
      /Math\.random|crypto\.getRandom/,
    );
  });
});
