// Set-up (IS 3, IS 8). Scenario One puts the book's two squadrons on record with their line-ahead
// formations and fixed starting momentum, and placement begins at once (Russia has more ships, so
// it places first). The pick-up game opens with the fleet purchase.
import type { Rng } from "../../engine/rng";
import type { IronStarsOptions } from "./options";
import type { Ctx } from "./events";
import { startPlacement } from "./rules/flow";
import { seatSpecs } from "./seats";
import { SHIP_CLASSES } from "./ships";
import type { Formation, IronStarsState, Ship } from "./state";
import { newShip } from "./queries";
import { layTerrain } from "./terrain";

/** IS 8.1: the forces of Scenario One, in the book's order, as [id, name, class]. */
export const SCENARIO_ONE = {
  britain: {
    ships: [
      ["gauntlet", "Gauntlet", "gauntlet"],
      ["golem", "Golem", "golem"],
      ["sycorax", "Sycorax", "sycorax"],
      ["alpha-1", "Alpha-1", "alpha"],
      ["alpha-2", "Alpha-2", "alpha"],
      ["alpha-3", "Alpha-3", "alpha"],
      ["alpha-4", "Alpha-4", "alpha"],
      ["alpha-5", "Alpha-5", "alpha"],
    ],
    formation: { line: ["gauntlet", "golem", "sycorax"], flank: ["alpha-1", "alpha-2", "alpha-3", "alpha-4", "alpha-5"] },
    momentum: 3,
    points: 188,
  },
  russia: {
    ships: [
      ["tsargrad", "Tsargrad", "tsargrad"],
      ["petrograd", "Petrograd", "petrograd"],
      ["kaliningrad", "Kaliningrad", "petrograd"],
      ["ekaterinburg", "Ekaterinburg", "petrograd"],
      ["volga-1", "Volga-1", "volga"],
      ["volga-2", "Volga-2", "volga"],
      ["volga-3", "Volga-3", "volga"],
      ["volga-4", "Volga-4", "volga"],
      ["volga-5", "Volga-5", "volga"],
    ],
    formation: {
      line: ["tsargrad", "petrograd", "kaliningrad", "ekaterinburg"],
      flank: ["volga-1", "volga-2", "volga-3", "volga-4", "volga-5"],
    },
    momentum: 4,
    points: 192,
  },
} as const;

export function scenarioOneShips(): Ship[] {
  const out: Ship[] = [];
  for (const side of ["britain", "russia"] as const) {
    for (const [id, name, cls] of SCENARIO_ONE[side].ships) out.push(newShip(id, name, side, SHIP_CLASSES[cls]!));
  }
  return out;
}

export function emptyState(options: IronStarsOptions): IronStarsState {
  const seats = seatSpecs(options).map((x) => x.id);
  return {
    options: structuredClone(options),
    seats,
    phase: "purchase",
    turn: 0,
    step: "initiative",
    ships: [],
    purchases: Object.fromEntries(seats.map((seat) => [seat, null])),
    placementRoll: null,
    placer: null,
    placed: [],
    formations: null,
    fixedMomentum: null,
    initiative: null,
    lastLoser: null,
    active: null,
    hits: [],
    arcRolls: [],
    losses: [],
    minefields: [],
    terrain: [],
    netsSet: [],
    result: null,
  };
}

export function setup(options: IronStarsOptions, rng: Rng): IronStarsState {
  const s = emptyState(options);
  if (options.terrain) s.terrain = layTerrain(rng);
  if (options.scenario === "meetingEngagement") {
    s.ships = scenarioOneShips();
    s.formations = {
      britain: structuredClone(SCENARIO_ONE.britain.formation) as unknown as Formation,
      russia: structuredClone(SCENARIO_ONE.russia.formation) as unknown as Formation,
    };
    s.fixedMomentum = { britain: SCENARIO_ONE.britain.momentum, russia: SCENARIO_ONE.russia.momentum };
    const ctx: Ctx = { s, events: [], rng };
    startPlacement(ctx);
  }
  return s;
}
