// The empty game (DS 9): worlds waiting to be placed by the other side, moons on their worlds'
// charts, empty surfaces, full formation pools and each side's scenario budgets. Set-up itself
// is played as decisions (rules/setup-phase.ts); nothing here rolls a die.
import type { Rng } from "../../engine/rng";
import { BODIES } from "./map";
import type { DoubleStarOptions } from "./options";
import { POPULATION, INDUSTRY_COUNTERS, SCENARIOS } from "./scenarios";
import { enemyOf } from "./seats";
import type { BodyState, DoubleStarState, SiteState, Treasury } from "./state";
import { SITE_KEYS } from "./queries";
import { FORMATIONS, type Formation } from "./tables";

function pool(n: number): Record<Formation, number> {
  return Object.fromEntries(FORMATIONS.map((f) => [f, n])) as Record<Formation, number>;
}

function treasury(budget: number, production: number): Treasury {
  return { budget, contingency: 0, production, transportsBought: 0, commandShipsLost: 0, conversions: 0 };
}

/** The worlds the given side places: the other side's bodies with orbital paths of their own (DS 9.1). */
export function worldsPlacedBy(side: "islamic" | "chinese"): string[] {
  return BODIES.filter((b) => b.side === enemyOf(side) && b.home.kind === "path").map((b) => b.id);
}

export function setup(options: DoubleStarOptions, _rng: Rng): DoubleStarState {
  const scenario = SCENARIOS[options.scenario];
  const first = scenario.setsUpFirst;
  const bodies: BodyState[] = BODIES.map((b) => ({
    id: b.id,
    motion: b.home.kind === "tied" ? { kind: "tied", to: b.home.to } : { kind: "unplaced" },
    hex: -1,
  }));
  const sites: SiteState[] = SITE_KEYS.map((k) => ({
    body: k.body,
    site: k.site,
    owner: null,
    population: 0,
    industry: 0,
    pd: 0,
    pdMovable: 0,
    bases: 0,
    basesMovable: 0,
    powerPlants: 0,
  }));
  return {
    options,
    scenario: options.scenario,
    phase: "setup",
    turn: 0,
    phasing: null,
    setup: { kind: "worlds", seat: first },
    worldsToPlace: worldsPlacedBy(first),
    bodies,
    sites,
    ships: [],
    taskForces: [],
    pools: { islamic: pool(options.formationPoolPerType), chinese: pool(options.formationPoolPerType) },
    treasury: {
      islamic: treasury(scenario.budget.islamic, scenario.production.islamic),
      chinese: treasury(scenario.budget.chinese, scenario.production.chinese),
    },
    populationLeft: { ...POPULATION },
    industryLeft: { islamic: INDUSTRY_COUNTERS, chinese: INDUSTRY_COUNTERS },
    schedule: [],
    moving: null,
    combat: null,
    interim: null,
    impacts: [],
    targets: { islamic: null, chinese: null },
    industryLost: { islamic: {}, chinese: {} },
    crossedOnTurn: null,
    stalemateOffer: null,
    lastOffer: { islamic: 0, chinese: 0 },
    nextId: 1,
    result: null,
  };
}
