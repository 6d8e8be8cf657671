// Double Star steering for the scenario finder (find.ts): play that random games seldom make.
// Each side gathers one task force (a command ship and destroyers) that trains at home for a few
// months and then seeks the enemy's task force and fights it in formation; and it spends power
// plants on two of its moons: one is pulled from orbit along its planet's path on a shaded turn, so
// that it flies into the hex its planet moves into, and is aimed at that planet (DS 4.10, 6.15); the
// other is pulled out along the path and put back into orbit (DS 4.9). Everything else is left to
// chance (the finder's random choices and the bot).
import type { Rng } from "../../src/engine/rng";
import { bodyData, MAP, pathData, pathDirection, STARS, type Side } from "../../src/games/double-star/map";
import type { DoubleStarState, Ship } from "../../src/games/double-star/state";
import { FORMATION_EFFECTS, type Formation } from "../../src/games/double-star/tables";
import { distance } from "../../src/hex/grid";
import type { Policy } from "./playout";

type Choice = { type: string; [field: string]: unknown };

interface Fleet {
  /** Ships to gather into the task force at set-up, and of which kind. */
  ships: number;
  kind: "destroyer" | "cruiser";
  /** The first turn the task force leaves home (training comes on the even turns). */
  departs: number;
  /** Formation counters to open groups under, the first held first; the others go beneath as back-ups. */
  prefer: Formation[];
  /** Ships put in the screen of a wedge or cylinder (as long as the minimum holds). */
  screen: number;
}

/** The moons each side steers: one aimed at its own planet, one put back into orbit. */
const MOONS: Record<Side, { impact: string; orbit: string }> = {
  islamic: { impact: "al-mumit-a", orbit: "al-mughni-a" },
  chinese: { impact: "kun-a", orbit: "kan-a" },
};
/** Power plants bought on each: break orbit, then assume orbit or aim, with two to spare. */
const PLANTS = 4;

const pick = <T>(of: T[], rng: Rng): T | undefined => (of.length ? of[rng.int(of.length)] : undefined);
const enemyOf = (side: Side): Side => (side === "islamic" ? "chinese" : "islamic");

function myTaskForce(s: DoubleStarState, side: Side): { cs: Ship; members: Ship[] } | null {
  const tf = s.taskForces.find((t) => t.side === side);
  const cs = tf && s.ships.find((x) => x.id === tf.id);
  if (!tf || !cs) return null;
  return { cs, members: s.ships.filter((x) => x.taskForce === tf.id) };
}

const plantsOn = (s: DoubleStarState, body: string, side: Side) =>
  s.sites.filter((x) => x.body === body && x.owner === side).reduce((n, x) => n + x.powerPlants, 0);

function setUp(s: DoubleStarState, side: Side, choices: Choice[], fleet: Fleet, rng: Rng): Choice | undefined {
  const tf = myTaskForce(s, side);
  if (!tf)
    return pick(
      choices.filter((c) => c.type === "buy" && c.item === "commandShip" && c.site === null),
      rng,
    );
  const join = choices.find((c) => c.type === "joinTaskForce" && c.taskForce === tf.cs.id);
  if (join) return join;
  if (tf.members.length < fleet.ships && tf.cs.loc.kind === "space") {
    const buy = choices.find((c) => c.type === "buy" && c.item === fleet.kind && c.site === null && c.body === tf.cs.orbiting);
    if (buy) return buy;
  }
  for (const moon of Object.values(MOONS[side])) {
    if (plantsOn(s, moon, side) >= PLANTS) continue;
    const buy = choices.find((c) => c.type === "buy" && c.item === "powerPlant" && c.body === moon);
    if (buy) return buy;
  }
  return choices.find((c) => c.type === "finishSetup");
}

/** The hex the task force heads for: the enemy's task force, else the enemy's star. */
function goal(s: DoubleStarState, side: Side): number {
  const enemy = myTaskForce(s, enemyOf(side));
  if (enemy && enemy.cs.loc.kind === "space") return enemy.cs.loc.hex;
  const star = STARS.find((x) => x.side !== side)!;
  return MAP.starHex[star.id];
}

function movement(s: DoubleStarState, side: Side, choices: Choice[], fleet: Fleet): Choice | undefined {
  const tf = myTaskForce(s, side);
  if (tf) {
    const join = choices.find((c) => c.type === "joinTaskForce" && c.taskForce === tf.cs.id);
    if (join) return join;
    const select = choices.find((c) => c.type === "selectUnit" && c.unit === tf.cs.id);
    if (select && s.turn >= fleet.departs) return select;
  }
  return choices.find((c) => c.type === "endMovement");
}

function moveUnit(s: DoubleStarState, side: Side, choices: Choice[], rng: Rng): Choice | undefined {
  const to = goal(s, side);
  const moves = choices.filter((c) => c.type === "moveUnit");
  const best = Math.min(...moves.map((c) => distance(MAP.grid, c.hex as number, to)));
  return (
    pick(
      moves.filter((c) => distance(MAP.grid, c.hex as number, to) === best),
      rng,
    ) ?? choices.find((c) => c.type === "holdUnit")
  );
}

function formations(s: DoubleStarState, side: Side, choices: Choice[], fleet: Fleet): Choice | undefined {
  const add = choices.filter((c) => c.type === "addToGroup");
  if (add.length) {
    const c = s.combat!.current!;
    const group = c.drafts[side]!.groups.find((g) => g.id === c.drafts[side]!.open)!;
    const formation = group.counters[0]!;
    const unscreened = group.ships.length - group.screened.length;
    // Screen a few, but only ships beyond those the minimum needs (counting the ones still to add).
    const spare = unscreened + add.length / (add.some((x) => x.screened) ? 2 : 1) - FORMATION_EFFECTS[formation].minimum;
    const screen = group.screened.length < fleet.screen && spare > 0;
    return add.find((x) => x.screened === screen) ?? add[0];
  }
  const backup = choices.find((c) => c.type === "addBackup");
  if (backup) return backup;
  for (const f of fleet.prefer) {
    const open = choices.find((c) => c.type === "formGroup" && c.formation === f);
    if (open) return open;
  }
  return choices.find((c) => c.type === "formGroup") ?? choices.find((c) => c.type === "formationsReady");
}

function planetoids(s: DoubleStarState, side: Side, choices: Choice[]): Choice | undefined {
  const { impact, orbit } = MOONS[side];
  const assume = choices.find((c) => c.type === "assumeOrbit" && c.planetoid === orbit);
  if (assume) return assume;
  // Both moons leave along their planet's path: the orbit moon (once) to take up an orbit again at
  // once; the impact moon on a shaded turn, so that it flies into the hex its planet moves into.
  for (const moon of [orbit, impact]) {
    const along = alongHost(s, moon);
    if (along === null) continue;
    if (moon === orbit ? plantsOn(s, orbit, side) < PLANTS : s.turn % 2 === 1) continue;
    const leave = choices.find((c) => c.type === "breakOrbit" && c.planetoid === moon && c.facing === along);
    if (leave) return leave;
  }
  return choices.find((c) => c.type === "planetoidsDone");
}

/** The facing along the path of the planet a moon is tied to, or null when it is not tied to one on a path. */
function alongHost(s: DoubleStarState, moon: string): number | null {
  const m = s.bodies.find((b) => b.id === moon)!.motion;
  if (m.kind !== "tied") return null;
  const host = s.bodies.find((b) => b.id === m.to)!.motion;
  return host.kind === "orbit" ? pathDirection(pathData(host.path), host.index) : null;
}

/** The impact moon's aim: a large body rather than a small one, at its most crowded site. */
function aim(s: DoubleStarState, side: Side, choices: Choice[]): Choice | undefined {
  const worth = (c: Choice) => {
    const st = s.sites.find((x) => x.body === c.body && x.site === c.site);
    const stuff = st ? st.population + st.industry + st.pd + st.bases + st.powerPlants : 0;
    return (bodyData(c.body as string).disc === "large" ? 1_000_000 : 0) + stuff;
  };
  const aims = choices.filter((c) => c.type === "declareImpact" && c.planetoid === MOONS[side].impact);
  return aims.sort((a, b) => worth(b) - worth(a))[0];
}

/** The fleets and moons policy with the given fleet. */
function fleets(fleet: Fleet): Policy {
  return (_game, state, seat, pending, rng) => {
    const s = state as DoubleStarState;
    const side = seat as Side;
    const decision = pending.find((p) => p.seat === seat);
    const choices = (decision?.choices ?? []) as Choice[];
    switch (decision?.prompt) {
      case "buyForces":
        return setUp(s, side, choices, fleet, rng);
      case "movement":
        return movement(s, side, choices, fleet);
      case "moveUnit":
        return moveUnit(s, side, choices, rng);
      case "formations":
        return formations(s, side, choices, fleet);
      case "screens":
        return choices.find((c) => c.type === "screensSet");
      case "fire":
        return (
          pick(
            choices.filter((c) => c.type === "attack"),
            rng,
          ) ?? choices.find((c) => c.type === "ceaseFire")
        );
      case "planetoids":
        return planetoids(s, side, choices);
      case "impacts":
        return aim(s, side, choices) ?? choices.find((c) => c.type === "impactsDone");
      case "pdFire":
        return choices.find((c) => c.type === "pdDone");
      case "production":
        return choices.find((c) => c.type === "productionDone");
      default:
        return undefined;
    }
  };
}

export const DS_POLICIES: Record<string, Policy> = {
  /** Task forces of ten destroyers that fight in whatever formation they trained, two moons steered. */
  "ds-fleets": fleets({ ships: 9, kind: "destroyer", departs: 5, prefer: [], screen: 0 }),
  /** The same with cruisers, whose defence equals the command ship's (DS 5.3, the shield). */
  "ds-fleets-cruisers": fleets({ ships: 9, kind: "cruiser", departs: 5, prefer: [], screen: 0 }),
  /** The same, opening groups as globes first (DS 6.6, 6.10). */
  "ds-fleets-globe": fleets({ ships: 11, kind: "destroyer", departs: 5, prefer: ["globe"], screen: 0 }),
  /** The same, opening groups as cylinders with two ships screened (DS 6.5). */
  "ds-fleets-cylinder": fleets({ ships: 9, kind: "destroyer", departs: 5, prefer: ["cylinder"], screen: 2 }),
  /** The same, opening groups as wedges with two ships screened (DS 6.4). */
  "ds-fleets-wedge": fleets({ ships: 9, kind: "destroyer", departs: 5, prefer: ["wedge"], screen: 2 }),
  /** The same, opening groups as cones (DS 6.3). */
  "ds-fleets-cone": fleets({ ships: 9, kind: "destroyer", departs: 5, prefer: ["cone"], screen: 0 }),
};
