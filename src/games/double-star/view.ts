// What a viewer may see (DS 11.2). The map, the bodies and their surface charts, the ships, task
// forces (the fleet composition chart), the turn record chart and the budgets are public, as on
// the table. Secret: the other side's raid target until the game ends, and the other side's
// formation declarations until both are ready. Clean JSON throughout (arrays with a `side`
// field rather than maps keyed by side) so the GraphQL layer can model it as real types.
import type { z } from "zod";
import type { GameEvent, Viewer } from "../../engine/contract";
import { BODIES, MAP, OUTERMOST_ORBIT, STARS, bodyData, isOcean, sitesOf, type Side } from "./map";
import { owingSeats } from "./owing";
import { draftLabel } from "./rules/formations";
import { lastTurn, isShaded } from "./rules/calendar";
import { SCENARIOS } from "./scenarios";
import type * as schema from "./schema";
import { isSide, SIDES } from "./seats";
import { SHIPS } from "./ships";
import type { DoubleStarState } from "./state";
import { attackOf, defenseOf, landedAt, movementOf, siteOf } from "./queries";
import { FORMATIONS } from "./tables";

// The view's types are the schema's (schema.ts): a field added there appears here with no other edit.
export type StarView = z.infer<typeof schema.starView>;
export type OrbitalPathView = z.infer<typeof schema.orbitalPathView>;
export type MapView = z.infer<typeof schema.mapView>;
export type SiteView = z.infer<typeof schema.siteView>;
export type BodyView = z.infer<typeof schema.bodyView>;
export type ShipView = z.infer<typeof schema.shipView>;
export type TaskForceView = z.infer<typeof schema.taskForceView>;
export type FormationCount = z.infer<typeof schema.formationCount>;
export type SideView = z.infer<typeof schema.sideView>;
export type ProductionOrderView = z.infer<typeof schema.productionOrderView>;
export type TurnRecordView = z.infer<typeof schema.turnRecordView>;
export type DraftGroupView = z.infer<typeof schema.draftGroupView>;
export type DraftView = z.infer<typeof schema.draftView>;
export type CombatView = z.infer<typeof schema.combatView>;
export type RaidTargetView = z.infer<typeof schema.raidTargetView>;
export type DoubleStarView = z.infer<typeof schema.viewSchema>;

const FACING_NAMES = ["0: +q", "1: +q −r", "2: −r", "3: −q", "4: −q +r", "5: +r"];

function buildMapView(): MapView {
  return {
    hexCount: MAP.grid.count,
    q: Array.from(MAP.grid.q),
    r: Array.from(MAP.grid.r),
    stars: STARS.map((st) => ({
      id: st.id,
      name: st.name,
      chineseName: st.chineseName,
      spectral: st.spectral,
      side: st.side,
      hex: MAP.starHex[st.id],
      q: st.q,
      r: st.r,
      outermostOrbit: OUTERMOST_ORBIT[st.id],
    })),
    paths: MAP.paths.map((p) => ({ id: p.id, star: p.star, radius: p.radius, hexes: [...p.hexes] })),
    facings: FACING_NAMES,
    scale: "One hex is 75 million km (0.5 AU); one game-turn is two weeks; one ship counter is one ship.",
    spin: "Bodies move along their paths in the order listed (counter-clockwise with +r drawn downwards).",
  };
}

const MAP_VIEW_JSON = JSON.stringify(buildMapView());

function bodyView(s: DoubleStarState, id: string): BodyView {
  const data = bodyData(id);
  const b = s.bodies.find((x) => x.id === id)!;
  const m = b.motion;
  return {
    id,
    name: data.name,
    meaning: data.meaning ?? null,
    side: data.side,
    disc: data.disc,
    star: data.star,
    source: data.source,
    hex: b.hex,
    motion: m.kind,
    path: m.kind === "orbit" ? m.path : null,
    pathIndex: m.kind === "orbit" ? m.index : null,
    tiedTo: m.kind === "tied" ? m.to : null,
    facing: m.kind === "free" ? m.facing : null,
    speed: m.kind === "free" ? m.speed : null,
    surface: sitesOf(id).map((site) => {
      const st = siteOf(s, id, site);
      return {
        site,
        ocean: isOcean(id, site),
        owner: st?.owner ?? null,
        population: st?.population ?? 0,
        industry: st?.industry ?? 0,
        planetaryDefenses: st?.pd ?? 0,
        planetaryDefensesMovable: st?.pdMovable ?? 0,
        bases: st?.bases ?? 0,
        basesMovable: st?.basesMovable ?? 0,
        powerPlants: st?.powerPlants ?? 0,
        ships: landedAt(s, id, site).map((x) => x.id),
      };
    }),
  };
}

function sideView(s: DoubleStarState, side: Side): SideView {
  const t = s.treasury[side];
  return {
    side,
    budget: t.budget,
    contingency: t.contingency,
    production: t.production,
    transportsBought: t.transportsBought,
    commandShipsLost: t.commandShipsLost,
    conversions: t.conversions,
    populationToPlace: s.populationLeft[side],
    industryToPlace: s.industryLeft[side],
    population: s.sites.reduce((n, x) => n + (x.owner === side ? x.population : 0), 0),
    industry: s.sites.reduce((n, x) => n + (x.owner === side ? x.industry : 0), 0),
    formationPool: FORMATIONS.map((formation) => ({ formation, count: s.pools[side][formation] })),
    industryLost: Object.entries(s.industryLost[side]).map(([world, count]) => ({ world, count })),
    targetDesignated: s.targets[side] !== null,
  };
}

export function view(s: DoubleStarState, viewer: Viewer): DoubleStarView {
  const own = isSide(viewer) ? viewer : null;
  const c = s.combat?.current ?? null;
  const myDraft = own && c ? c.drafts[own] : null;
  const over = s.phase === "over";
  return {
    viewer: own,
    scenario: s.scenario,
    scenarioName: SCENARIOS[s.scenario].name,
    options: structuredClone(s.options),
    phase: s.phase,
    turn: s.turn,
    phasing: s.phasing,
    awaiting: owingSeats(s),
    setupStep: s.setup?.kind ?? null,
    setupSeat: s.setup && "seat" in s.setup ? s.setup.seat : null,
    worldsToPlace: [...s.worldsToPlace],
    map: JSON.parse(MAP_VIEW_JSON) as MapView,
    bodies: BODIES.map((b) => bodyView(s, b.id)),
    ships: s.ships.map((x) => ({
      id: x.id,
      side: x.side,
      kind: x.kind,
      name: SHIPS[x.kind].name,
      attack: attackOf(x),
      defense: defenseOf(s, x),
      movement: movementOf(s, x),
      location: x.loc.kind,
      hex: x.loc.kind === "space" ? x.loc.hex : s.bodies.find((b) => b.id === (x.loc as { body: string }).body)!.hex,
      body: x.loc.kind === "surface" ? x.loc.body : null,
      site: x.loc.kind === "surface" ? x.loc.site : null,
      facing: x.facing,
      disrupted: x.disrupted,
      cargo: x.cargo,
      taskForce: x.taskForce,
      orbiting: x.orbiting,
      fresh: x.fresh,
      moved: x.moved,
    })),
    taskForces: s.taskForces.map((tf) => {
      const cs = s.ships.find((x) => x.id === tf.id)!;
      return {
        id: tf.id,
        side: tf.side,
        hex: cs.loc.kind === "space" ? cs.loc.hex : -1,
        facing: cs.facing,
        members: s.ships.filter((x) => x.taskForce === tf.id).map((x) => x.id),
        formations: [...tf.formations],
      };
    }),
    sides: SIDES.map((side) => sideView(s, side)),
    turnRecord: {
      turn: s.turn,
      lastTurn: lastTurn(s),
      shaded: s.turn > 0 && isShaded(s.turn),
      crossedOnTurn: s.crossedOnTurn,
      orders: s.schedule.map((o) => ({ ...o })),
    },
    moving: s.moving,
    combat: c
      ? {
          id: c.id,
          hex: c.hex,
          attacker: c.attacker,
          step: c.step,
          round: c.round,
          groups: structuredClone(c.groups),
          declaring: SIDES.filter((side) => c.drafts[side]).map((side) => ({ side, ready: c.drafts[side]!.ready })),
          designations: structuredClone(c.designations),
          results: structuredClone(c.results),
          breakingOff: c.breakingOff,
          withdrawing: c.withdrawing,
          strikes: structuredClone(c.strikes),
          planetaryDefenses: structuredClone(c.pd),
          impacts: [...c.impacts],
          lossChoice: c.lossChoice ? { ...c.lossChoice } : null,
          queue: [...(s.combat?.queue ?? [])],
        }
      : null,
    myDraft:
      c && myDraft
        ? {
            groups: myDraft.groups.map((g) => ({ ...structuredClone(g), label: draftLabel(c, g) })),
            open: myDraft.open,
            ready: myDraft.ready,
          }
        : null,
    impacts: s.impacts.map((i) => ({ ...i })),
    myTarget: own && s.targets[own] ? { side: own, ...s.targets[own]! } : null,
    revealedTargets: over ? SIDES.filter((side) => s.targets[side]).map((side) => ({ side, ...s.targets[side]! })) : [],
    stalemateOffer: s.stalemateOffer,
    outcome: s.result ? structuredClone(s.result) : null,
  };
}

/** Secret parts of events belong to their side alone until revealed (DS 10.3, DS 11.2). */
export function redact(event: GameEvent, viewer: Viewer): GameEvent | null {
  if ((event.type === "TargetDesignated" || event.type === "FormationDraftChanged") && event.side !== viewer) {
    const { world: _w, label: _l, detail: _d, ...rest } = event;
    return rest;
  }
  return event;
}
