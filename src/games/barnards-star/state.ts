// The state of a battle for BS.03.04. Plain JSON only (it is stored as snapshots): no classes,
// Maps or Sets, absence is null, hexes are integer ids of the map grid (map.ts).
import type { Outcome } from "../../engine/contract";
import type { Side, UnitKind } from "./counters";
import type { BarnardsStarOptions } from "./options";
import type { AssaultResult } from "./tables";

/**
 * setup: the Naronian buys his force in secret while the Terran places his units (BS 16.1–16.2).
 * Then each player turn runs the sequence of play (BS 4.0): dispatch (Terran space events: send
 * ships from Sol), spaceCombat, movement, transportation (Terran only), interaction
 * (space–planet), defense (the Terran's planetary defense fire in the Naronian turn), combat.
 * Arrivals, reinforcement draws, neutralization removal, disembarking and the return of close
 * approach ships happen between these phases without a decision.
 */
export type Phase = "setup" | "dispatch" | "spaceCombat" | "movement" | "transportation" | "interaction" | "defense" | "combat" | "over";

/** Where a unit is. Read-only: a unit that moves gets a new one, so copies of a state share it (cloneState). */
export type Where = Readonly<WhereOf>;
type WhereOf =
  /** On the planet: ground units and landed transports. */
  | { at: "map"; hex: number }
  /** A ship on a close approach mission over a hex (BS 10.5). */
  | { at: "approach"; hex: number }
  /** A ship in space in the Barnard's Star system. */
  | { at: "orbit" }
  /** Cargo inside a transport. */
  | { at: "aboard"; ship: string }
  /** A Terran ship at Sol (BS 5.2, 16.3). */
  | { at: "sol" }
  /** A Terran ship on the turn track, delayed until the given game turn (BS 5.2). */
  | { at: "transit"; arrives: number }
  /** The Naronian force at Kruger 60 before it arrives on turn 1 (BS 16.1, 5.1). */
  | { at: "kruger" }
  /** A Terran unit still to be set up (BS 16.2). */
  | { at: "unplaced" }
  | { at: "eliminated" }
  /** A Naronian ship withdrawn to Kruger 60: out of the game (BS 6.3). */
  | { at: "withdrawn" };

export interface Unit {
  id: string;
  side: Side;
  kind: UnitKind;
  /** A transport marked with the asterisk: it came loaded with a jump troop battalion (BS 2.2). */
  jump: boolean;
  where: Where;
  /** Neutralized (flipped): BS 12.4 on the ground, BS 6.2 in space combat. */
  neutralized: boolean;
  /** Terran reinforcements: the bowl counter's label, secret from the Naronian until the ship arrives. */
  label: string | null;
  /** Hidden from the other side: an unarrived reinforcement (BS 16.3) or the unarrived Naronian force (BS 16.1). */
  hidden: boolean;
  /** Movement points spent this movement phase (BS 7.0). */
  mpSpent: number;
  /** Where the unit began this movement phase (BS 14.0); null off the map. */
  startHex: number | null;
  /** Entered an enemy zone of control this movement phase: it moves no further (BS 8.0). */
  stopped: boolean;
  /** Support strength used this combat phase, or fired in this turn's planetary defense phase (BS 12.1, 11.0). */
  supportUsed: boolean;
  /** Landed or dropped in this space–planet interaction phase (BS 10.2, 10.3, 11.0). */
  landing: boolean;
  /** A ship has acted (or chosen to stay in orbit) in this space–planet interaction phase. */
  decided: boolean;
  /** Stations: units teleported in and out this turn (BS 9.0). */
  teleportIn: number;
  teleportOut: number;
  /** Teleported this transportation phase (a teleported station teleports nobody, BS 9.0). */
  teleported: boolean;
  /** Space combat: firing line or screened area (BS 6.1). */
  area: "line" | "screen" | null;
  /** Space combat: neutralized results taken in the current exchange (two destroy, BS 6.2). */
  hits: number;
}

/** An undrawn counter in the Terran bowl (BS 16.2–16.3). The label is secret from the Naronian. */
export interface BowlCounter {
  label: string;
  kind: "DN" | "BB" | "BC" | "DD" | "TN";
  jump: boolean;
}

export interface FireAllocation {
  ship: string;
  target: string;
}

export interface SpaceCombat {
  /** "form": the sides form firing line and screen, defender first; "exchange": fire (BS 6.1). */
  stage: "form" | "exchange";
  /** The side forming its line (stage form). */
  forming: Side | null;
  /** The side whose exchange of fire it is. */
  firing: Side;
  /** Fire allocated so far in this exchange; once any is allocated, no more withdrawals. */
  allocations: FireAllocation[];
  /** Exchanges fired so far (safety bound, README R11). */
  exchanges: number;
}

/** One step still to be taken in a battle; the first of the queue is the current one. */
export type BattleStep =
  /** Alternating allocation of support (BS 12.1); see `support`. */
  | { t: "support" }
  /** Defenders all neutralized by support fire: the attacker may press the assault or not (BS 8.0). */
  | { t: "press" }
  /** The owner picks `count` units of `pool` to eliminate (BS 12.4). */
  | { t: "lose"; side: Side; count: number; pool: string[] }
  /**
   * The side's units may (or, forced, must) retreat one hex as a stack (BS 12.4). With `units`,
   * only those fall back: neutralized attackers taking their immediate W beside fresh ones.
   */
  | { t: "retreat"; side: Side; forced: boolean; units?: string[] }
  /** Support fire resolves with no support allocated (a counterattack after an overrun, README R15). */
  | { t: "fire" }
  /** After a W the defender may counterattack into the hex the attackers retreated to (BS 12.4). */
  | { t: "counter" }
  /** Counterattack: the counterattacker's units within two hexes may move one hex (BS 12.4). */
  | { t: "counterMoves"; moved: string[] };

export interface SupportAllocation {
  /** Whose turn it is to add a unit or decline. */
  turn: "naronian" | "terran";
  /** The side that declined first; the other then adds what it wants and declines too. */
  declined: "naronian" | "terran" | null;
  attacker: string[];
  defender: string[];
}

export interface Battle {
  /** assault: a combat phase attack (BS 12); overrun: in the movement phase (BS 14);
   * counterattack: after a W (BS 12.4); bombardment: support fire alone (BS 13). */
  kind: "assault" | "overrun" | "counterattack" | "bombardment";
  hex: number;
  attacker: Side;
  attackers: string[];
  defenders: string[];
  support: SupportAllocation;
  queue: BattleStep[];
  /** The assault's die roll modifier from support fire (BS 12.2). */
  modifier: number;
  result: AssaultResult | null;
  /** Where the attackers retreated after a W: the counterattack's hex. */
  retreatHex: number | null;
  /** Units of the battle a counterattack follows: they may not support it (BS 12.4). */
  excluded: string[];
  /** The combat hex of the battle this one follows (a counterattack), marked attacked when done. */
  origin: number | null;
}

export interface BarnardsStarState {
  options: BarnardsStarOptions;
  /** Game turn, 1-based; 0 during set-up. */
  turn: number;
  /** The phasing player. */
  player: Side;
  phase: Phase;
  /** Every unit of the game by id, in a fixed order. */
  units: Record<string, Unit>;
  bowl: BowlCounter[];
  /** Reinforcements drawn so far (their public ids are R1, R2 …). */
  draws: number;
  forceConfirmed: boolean;
  naronianArrived: boolean;
  space: SpaceCombat | null;
  battle: Battle | null;
  /** Hexes attacked this combat phase (each is attacked once, BS 12.0). */
  attacked: number[];
  /** A transport whose jump troops are being dropped, and those already down (BS 10.3): the drop is finished first. */
  dropping: { ship: string; dropped: string[] } | null;
  result: Outcome | null;
}

/**
 * The unit list of a `units` record, kept on the record itself under a symbol that is not
 * enumerable (so JSON, Object.values, spreads and test equality never see it). A WeakMap did
 * this before: one entry per state made, and its sets cost more than the copy they served.
 */
const LIST: unique symbol = Symbol("unit list");
type Listed = Record<string, Unit> & { [LIST]?: Unit[] | null };

function keepList(units: Record<string, Unit>, list: Unit[] | null): void {
  const r = units as Listed;
  if (Object.hasOwn(r, LIST)) r[LIST] = list;
  else Object.defineProperty(r, LIST, { value: list, writable: true, enumerable: false, configurable: false });
}

/**
 * Every unit, in the state's order. The list is kept per `units` record; the few rules that add
 * or remove units (the Naronian purchase, reinforcement draws) call unitsChanged(). Callers must
 * not reorder the returned array.
 */
export function unitList(s: BarnardsStarState): readonly Unit[] {
  let list = (s.units as Listed)[LIST];
  if (!list) keepList(s.units, (list = Object.values(s.units)));
  return list;
}

export function unitsChanged(s: BarnardsStarState): void {
  if ((s.units as Listed)[LIST]) keepList(s.units, null);
}

/**
 * A deep copy, faster than structuredClone for this shape (units are flat but for `where`). The
 * options are shared: no rule ever changes them.
 */
export function cloneState(s: BarnardsStarState): BarnardsStarState {
  // The copy's unit list is made with it, so the first read of the copy needs no Object.values.
  const units: Record<string, Unit> = {};
  const list: Unit[] = [];
  for (const u of unitList(s)) {
    const copy = cloneUnit(u);
    units[copy.id] = copy;
    list.push(copy);
  }
  keepList(units, list);
  return {
    options: s.options,
    turn: s.turn,
    player: s.player,
    phase: s.phase,
    units,
    bowl: s.bowl.map((c) => ({ label: c.label, kind: c.kind, jump: c.jump })),
    draws: s.draws,
    forceConfirmed: s.forceConfirmed,
    naronianArrived: s.naronianArrived,
    space: s.space ? cloneSpace(s.space) : null,
    battle: s.battle ? cloneBattle(s.battle) : null,
    attacked: [...s.attacked],
    dropping: s.dropping ? { ship: s.dropping.ship, dropped: [...s.dropping.dropped] } : null,
    result: s.result ? structuredClone(s.result) : null,
  };
}

// Field by field, not by spread: the same object made by different rules (or read from a
// snapshot) can have a different hidden class, and a spread of it deoptimized cloneState.
function cloneSpace(sp: SpaceCombat): SpaceCombat {
  return {
    stage: sp.stage,
    forming: sp.forming,
    firing: sp.firing,
    allocations: sp.allocations.map((a) => ({ ship: a.ship, target: a.target })),
    exchanges: sp.exchanges,
  };
}

function cloneBattle(b: Battle): Battle {
  return {
    kind: b.kind,
    hex: b.hex,
    attacker: b.attacker,
    attackers: [...b.attackers],
    defenders: [...b.defenders],
    support: {
      turn: b.support.turn,
      declined: b.support.declined,
      attacker: [...b.support.attacker],
      defender: [...b.support.defender],
    },
    queue: b.queue.map(cloneStep),
    modifier: b.modifier,
    result: b.result,
    retreatHex: b.retreatHex,
    excluded: [...b.excluded],
    origin: b.origin,
  };
}

function cloneStep(step: BattleStep): BattleStep {
  switch (step.t) {
    case "lose":
      return { t: step.t, side: step.side, count: step.count, pool: [...step.pool] };
    case "retreat":
      return step.units
        ? { t: step.t, side: step.side, forced: step.forced, units: [...step.units] }
        : { t: step.t, side: step.side, forced: step.forced };
    case "counterMoves":
      return { t: step.t, moved: [...step.moved] };
    case "support":
    case "press":
    case "fire":
    case "counter":
      return { t: step.t };
  }
}

/**
 * Field by field: a literal of fixed shape copies much faster than a spread. `where` is shared
 * with the original: no rule changes a `where` in place (a unit that moves gets a new one), so a
 * copy needs its own only if that ever changes; sharing it halves what a clone allocates.
 */
function cloneUnit(u: Unit): Unit {
  return {
    id: u.id,
    side: u.side,
    kind: u.kind,
    jump: u.jump,
    where: u.where,
    neutralized: u.neutralized,
    label: u.label,
    hidden: u.hidden,
    mpSpent: u.mpSpent,
    startHex: u.startHex,
    stopped: u.stopped,
    supportUsed: u.supportUsed,
    landing: u.landing,
    decided: u.decided,
    teleportIn: u.teleportIn,
    teleportOut: u.teleportOut,
    teleported: u.teleported,
    area: u.area,
    hits: u.hits,
  };
}
