// What a viewer may see (BS 20.2). Everything on and over the planet is public; the Naronian
// purchase is the Naronian's alone until it arrives, and the bowl and every reinforcement not yet
// at Barnard's Star are the Terran's alone (others see that a ship exists, not what it is).
import type { z } from "zod";
import type { GameEvent, Viewer } from "../../engine/contract";
import { COUNTERS, PURCHASES, SIDES, type Side } from "./counters";
import { BEACON_SPACING, EDGE_MARGIN, GROUND_BY_HEX, MAP_COLS, MAP_LAYOUT, MAP_ROWS, MAP_VERSION, VOLCANO_HEXES, type Ground } from "./map";
import { owingSeats } from "./owing";
import { isEclipse, ECLIPSE_TURNS } from "./rules/space";
import { reachFor } from "./rules/movement";
import { bought, pointsLeft, pointsSpent } from "./rules/setup-phase";
import type * as schema from "./schema";
import type { BarnardsStarState, Unit } from "./state";
import {
  assaultStrength,
  beaconsLeft,
  canStillMove,
  cargoOf,
  mapIndex,
  functioningBeacons,
  movementAllowance,
  remainingMp,
  shipsInSystem,
  supportRange,
  supportStrength,
  troopsInBattle,
  troopsOnMap,
  unitList,
} from "./queries";

/** Module-local alias: hot loops read it without going through the import binding. */
const CV = COUNTERS;

// The view's types are the schema's (schema.ts): a field added there appears here with no other edit.
export type UnitView = z.infer<typeof schema.unitView>;
export type HexView = z.infer<typeof schema.hexView>;
export type MapView = z.infer<typeof schema.mapView>;
export type TurnTrackEntry = z.infer<typeof schema.turnTrackEntry>;
export type SpaceView = z.infer<typeof schema.spaceView>;
export type ForceView = z.infer<typeof schema.forceView>;
export type BowlView = z.infer<typeof schema.bowlView>;
export type BattleView = z.infer<typeof schema.battleView>;
export type SideStatus = z.infer<typeof schema.sideStatus>;
export type VictoryView = z.infer<typeof schema.victoryView>;
export type BarnardsStarView = z.infer<typeof schema.viewSchema>;

const TERRAIN: Ground[] = [...GROUND_BY_HEX];

/** Reach with costs by unit, worked out once per state (every viewer's view shows the same). */
const reaches = new WeakMap<BarnardsStarState, Map<string, { hex: number; cost: number }[]>>();

function reachOf(s: BarnardsStarState, u: Unit): { hex: number; cost: number }[] {
  let byUnit = reaches.get(s);
  if (!byUnit) reaches.set(s, (byUnit = new Map()));
  let list = byUnit.get(u.id);
  if (!list) byUnit.set(u.id, (list = reachFor(mapIndex(s), u).map((r) => ({ hex: r.id, cost: r.cost }))));
  return list.map((r) => ({ ...r }));
}

/** Whether the viewer may know what the unit is. */
function known(u: Unit, viewer: Side | null): boolean {
  return !u.hidden || u.side === viewer;
}

function unitView(s: BarnardsStarState, u: Unit, viewer: Side | null): UnitView {
  const k = known(u, viewer);
  const c = CV[u.kind];
  return {
    id: u.id,
    side: u.side,
    kind: k ? u.kind : null,
    hidden: u.hidden,
    jump: k ? u.jump : null,
    neutralized: u.neutralized,
    support: k ? (c.defendsOnly ? c.support : supportStrength(u)) : null,
    range: k && c.range !== null ? supportRange(u) : null,
    assault: k && c.assault !== null ? assaultStrength(u, true) : null,
    movement: k && c.movement !== null ? movementAllowance(u) : null,
    movementLeft: s.phase === "movement" && u.side === s.player && u.where.at === "map" ? Math.max(0, remainingMp(u)) : null,
    reach: s.phase === "movement" && !s.battle && canStillMove(u, s.player) ? reachOf(s, u) : null,
    stopped: u.stopped,
    supportUsed: u.supportUsed,
    landing: u.landing,
    area: u.area,
    label: u.side === "terran" && viewer === "terran" ? u.label : null,
    cargo: k ? cargoOf(s, u.id).map((x) => unitView(s, x, viewer)) : [],
  };
}

function byHex(s: BarnardsStarState, units: Unit[], viewer: Side | null): HexView[] {
  const map = new Map<number, UnitView[]>();
  for (const u of units) {
    const hex = (u.where as { hex: number }).hex;
    const list = map.get(hex) ?? [];
    list.push(unitView(s, u, viewer));
    map.set(hex, list);
  }
  return [...map.entries()].sort((a, b) => a[0] - b[0]).map(([hex, list]) => ({ hex, units: list }));
}

export function view(s: BarnardsStarState, viewer: Viewer): BarnardsStarView {
  const me = viewer === "naronian" || viewer === "terran" ? viewer : null;
  const all = unitList(s);
  const visible = (u: Unit) => known(u, me) || u.side === "terran"; // hidden Terran ships show as unknown; hidden Naronian units not at all
  const ships = (side: Side) =>
    all.filter((u) => u.side === side && CV[u.kind].ship && u.where.at === "orbit").map((u) => unitView(s, u, me));
  const lastTurn = Math.max(20, s.turn, ...all.map((u) => (u.where.at === "transit" ? u.where.arrives : 0)));
  const b = s.battle;
  return {
    viewer: me,
    turn: s.turn,
    player: s.player,
    phase: s.phase,
    eclipse: isEclipse(s.turn),
    awaiting: owingSeats(s),
    options: structuredClone(s.options),
    map: {
      version: MAP_VERSION,
      cols: MAP_COLS,
      rows: MAP_ROWS,
      layout: MAP_LAYOUT,
      edgeMargin: EDGE_MARGIN,
      beaconSpacing: BEACON_SPACING,
      terrain: TERRAIN.slice(),
      volcanoes: [...VOLCANO_HEXES],
    },
    hexes: byHex(
      s,
      all.filter((u) => u.where.at === "map"),
      me,
    ),
    space: {
      naronian: ships("naronian"),
      terran: ships("terran"),
      approach: byHex(
        s,
        all.filter((u) => u.where.at === "approach"),
        me,
      ),
      sol: all.filter((u) => u.where.at === "sol").map((u) => unitView(s, u, me)),
      kruger: me === "naronian" ? all.filter((u) => u.where.at === "kruger").map((u) => unitView(s, u, me)) : [],
    },
    turnTrack: Array.from({ length: lastTurn }, (_, i) => i + 1).map((turn) => ({
      turn,
      eclipse: ECLIPSE_TURNS.includes(turn),
      arrivals: all.filter((u) => u.where.at === "transit" && u.where.arrives === turn && visible(u)).map((u) => unitView(s, u, me)),
    })),
    bowl: { count: s.bowl.length, counters: me === "terran" ? s.bowl.map((c) => ({ ...c })) : null },
    force:
      me === "naronian" || s.naronianArrived
        ? {
            confirmed: s.forceConfirmed,
            points: s.options.naronianPoints,
            spent: pointsSpent(s),
            left: pointsLeft(s),
            bought: PURCHASES.map((item) => ({ item, count: bought(s)[item] })),
          }
        : { confirmed: s.forceConfirmed, points: null, spent: null, left: null, bought: null },
    unplaced: all.filter((u) => u.where.at === "unplaced").map((u) => unitView(s, u, me)),
    spaceCombat: s.space ? structuredClone(s.space) : null,
    battle: b
      ? {
          kind: b.kind,
          hex: b.hex,
          attacker: b.attacker,
          attackers: [...b.attackers],
          defenders: [...b.defenders],
          support: structuredClone(b.support),
          step: b.queue[0]?.t ?? null,
          modifier: b.modifier,
          result: b.result,
          retreatHex: b.retreatHex,
        }
      : null,
    attacked: [...s.attacked],
    dropping: s.dropping ? structuredClone(s.dropping) : null,
    eliminated: all.filter((u) => u.where.at === "eliminated").map((u) => unitView(s, u, me)),
    withdrawn: all.filter((u) => u.where.at === "withdrawn").map((u) => unitView(s, u, me)),
    victory: {
      beacons: beaconsLeft(s),
      functioningBeacons: functioningBeacons(s),
      sides: SIDES.map((side) => ({
        side,
        troopsInBattle: troopsInBattle(s, side),
        troopsOnMap: troopsOnMap(s, side),
        shipsInSystem: shipsInSystem(s, side),
      })),
      turnLimit: s.options.turnLimit,
    },
    outcome: s.result ? structuredClone(s.result) : null,
  };
}

/** Hidden purchases are the Naronian's alone; a hidden reinforcement's identity is the Terran's. */
export function redact(event: GameEvent, viewer: Viewer): GameEvent | null {
  switch (event.type) {
    case "ForceItemBought":
    case "ForceItemReturned":
      return viewer === "naronian" ? event : null;
    case "ReinforcementDrawn":
      return viewer === "terran" ? event : { type: event.type, ship: event.ship };
    case "ShipSent": {
      if (viewer === "terran" || !event.hidden) return event;
      const { kind: _kind, ...rest } = event;
      return rest;
    }
    default:
      return event;
  }
}
