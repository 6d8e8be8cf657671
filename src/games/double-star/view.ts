// What a viewer may see (DS 11.2). The map, the bodies and their surface charts, the ships, task
// forces (the fleet composition chart), the turn record chart and the budgets are public, as on
// the table. Secret: the other side's raid target until the game ends, and the other side's
// formation declarations until both are ready. Clean JSON throughout (arrays with a `side`
// field rather than maps keyed by side) so the GraphQL layer can model it as real types.
import type { GameEvent, Outcome, SeatId, Viewer } from "../../engine/contract";
import { BODIES, MAP, OUTERMOST_ORBIT, STARS, bodyData, isOcean, sitesOf, type Disc, type Side, type SiteId, type StarId } from "./map";
import type { DoubleStarOptions } from "./options";
import { owingSeats } from "./owing";
import { draftLabel } from "./rules/formations";
import { lastTurn, isShaded } from "./rules/flow";
import { SCENARIOS, type ScenarioId } from "./scenarios";
import { isSide, SIDES } from "./seats";
import { SHIPS, type CargoKind, type ShipKind } from "./ships";
import type { CombatStep, Designation, DoubleStarState, Group, Phase, PdBattery, PendingImpact, ShotResult, Strike } from "./state";
import { attackOf, defenseOf, landedAt, movementOf, siteOf } from "./status";
import { FORMATIONS, type Formation } from "./tables";

export interface StarView {
  id: StarId;
  name: string;
  chineseName: string;
  spectral: string;
  side: Side;
  hex: number;
  q: number;
  r: number;
  /** Radius of the outermost orbit of this system (DS 7, DS 10.1). */
  outermostOrbit: number;
}

export interface OrbitalPathView {
  id: string;
  star: StarId;
  /** Ring radius in hexes, or null for Lu's eccentric path. */
  radius: number | null;
  /** Hex ids in the direction of spin. */
  hexes: number[];
}

export interface MapView {
  /** Hex ids run 0..hexCount-1; `q[id]`, `r[id]` are the axial coordinates (pointy-top hexes). */
  hexCount: number;
  q: number[];
  r: number[];
  stars: StarView[];
  paths: OrbitalPathView[];
  /** Facings 0..5 are the axial directions (+q), (+q −r), (−r), (−q), (−q +r), (+r). */
  facings: string[];
  scale: string;
  spin: string;
}

export interface SiteView {
  site: SiteId;
  ocean: boolean;
  owner: Side | null;
  population: number;
  industry: number;
  planetaryDefenses: number;
  planetaryDefensesMovable: number;
  bases: number;
  basesMovable: number;
  powerPlants: number;
  /** Ships landed here. */
  ships: string[];
}

export interface BodyView {
  id: string;
  name: string;
  meaning: string | null;
  side: Side;
  disc: Disc;
  star: StarId;
  /** "book" or "reconstructed" (README R4). */
  source: string;
  hex: number;
  motion: "unplaced" | "orbit" | "tied" | "free" | "gone";
  path: string | null;
  pathIndex: number | null;
  tiedTo: string | null;
  facing: number | null;
  speed: number | null;
  surface: SiteView[];
}

export interface ShipView {
  id: string;
  side: Side;
  kind: ShipKind;
  name: string;
  attack: number;
  defense: number;
  movement: number;
  /** "space" (hex set) or "surface" (body and site set). */
  location: "space" | "surface";
  hex: number;
  body: string | null;
  site: SiteId | null;
  facing: number;
  disrupted: boolean;
  cargo: CargoKind | null;
  taskForce: string | null;
  orbiting: string | null;
  fresh: boolean;
  moved: boolean;
}

export interface TaskForceView {
  id: string;
  side: Side;
  hex: number;
  facing: number;
  members: string[];
  formations: Formation[];
}

export interface FormationCount {
  formation: Formation;
  count: number;
}

export interface SideView {
  side: Side;
  budget: number;
  contingency: number;
  production: number;
  transportsBought: number;
  commandShipsLost: number;
  conversions: number;
  populationToPlace: number;
  industryToPlace: number;
  population: number;
  industry: number;
  formationPool: FormationCount[];
  /** Industry destroyed so far, by world. */
  industryLost: { world: string; count: number }[];
  /** Raid only: whether this side has designated its target (the target itself is secret). */
  targetDesignated: boolean;
}

export interface ProductionOrderView {
  id: string;
  side: Side;
  item: string;
  arrives: number;
  body: string;
  site: SiteId;
  emergency: boolean;
}

export interface TurnRecordView {
  turn: number;
  /** The turn the game will end after, as far as is known now. */
  lastTurn: number;
  shaded: boolean;
  /** The Sneak Attack's clock: the turn a Chinese ship first crossed the outermost Islamic orbit. */
  crossedOnTurn: number | null;
  orders: ProductionOrderView[];
}

export interface DraftGroupView extends Group {
  /** The label of this secret declaration, shown to its owner only. */
  label: string;
}

export interface DraftView {
  groups: DraftGroupView[];
  open: string | null;
  ready: boolean;
}

export interface CombatView {
  id: number;
  hex: number;
  attacker: Side;
  step: CombatStep;
  round: number;
  /** Declared formations in force (after both sides are ready). */
  groups: Group[];
  /** Which sides declare formations in this battle, and whether they are ready. */
  declaring: { side: Side; ready: boolean }[];
  designations: Designation[];
  results: ShotResult[];
  breakingOff: Side | null;
  withdrawing: Side | null;
  strikes: Strike[];
  planetaryDefenses: PdBattery[];
  impacts: string[];
  lossChoice: Strike | null;
  /** Hexes still to be fought this phase. */
  queue: number[];
}

export interface RaidTargetView {
  side: Side;
  world: string;
  label: string;
}

export interface DoubleStarView {
  viewer: SeatId | null;
  scenario: ScenarioId;
  scenarioName: string;
  options: DoubleStarOptions;
  phase: Phase;
  turn: number;
  phasing: Side | null;
  awaiting: SeatId[];
  setupStep: string | null;
  setupSeat: Side | null;
  worldsToPlace: string[];
  map: MapView;
  bodies: BodyView[];
  ships: ShipView[];
  /** The fleet composition chart. */
  taskForces: TaskForceView[];
  sides: SideView[];
  turnRecord: TurnRecordView;
  moving: string | null;
  combat: CombatView | null;
  /** The viewer's own formation declaration in progress. */
  myDraft: DraftView | null;
  impacts: PendingImpact[];
  /** The viewer's own raid target (the other side's stays hidden until the end). */
  myTarget: RaidTargetView | null;
  /** Both targets, once the game is over. */
  revealedTargets: RaidTargetView[];
  stalemateOffer: Side | null;
  outcome: Outcome | null;
}

const FACING_NAMES = ["0: +q", "1: +q −r", "2: −r", "3: −q", "4: −q +r", "5: +r"];

function buildMapView(): MapView {
  return {
    hexCount: MAP.grid.count,
    q: Array.from(MAP.grid.q),
    r: Array.from(MAP.grid.r),
    stars: STARS.map((st) => ({ id: st.id, name: st.name, chineseName: st.chineseName, spectral: st.spectral, side: st.side, hex: MAP.starHex[st.id], q: st.q, r: st.r, outermostOrbit: OUTERMOST_ORBIT[st.id] })),
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
    myDraft: c && myDraft ? { groups: myDraft.groups.map((g) => ({ ...structuredClone(g), label: draftLabel(c, g) })), open: myDraft.open, ready: myDraft.ready } : null,
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
