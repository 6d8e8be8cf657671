// Test helpers: scripted dice, a state builder for any point of the battle, play and refuse.
import { expect } from "vitest";
import type { GameEvent, SeatId } from "../../../src/engine/contract";
import { Rng } from "../../../src/engine/rng";
import { barnardsStar } from "../../../src/games/barnards-star";
import type { BarnardsStarAction } from "../../../src/games/barnards-star/actions";
import type { Side, UnitKind } from "../../../src/games/barnards-star/counters";
import { idAtOffset } from "../../../src/hex";
import { GRID } from "../../../src/games/barnards-star/map";
import { optionsSchema } from "../../../src/games/barnards-star/options";
import { eventSchema, viewSchema } from "../../../src/games/barnards-star/schema";
import { newUnit } from "../../../src/games/barnards-star/setup";
import { cloneState, type BarnardsStarState, type Phase, type Unit, type Where } from "../../../src/games/barnards-star/state";
import { advance, nextPhase } from "../../../src/games/barnards-star/rules/flow";

/** An Rng whose d6 rolls and picks come from a script; running out fails the test. */
export class ScriptedRng extends Rng {
  private readonly queue: number[];
  constructor(values: number[]) {
    super("scripted", "test");
    this.queue = [...values];
  }
  override roll(sides: number, purpose: string, hidden = false): number {
    const value = this.queue.shift();
    if (value === undefined) throw new Error(`script ran out of dice at: ${purpose}`);
    if (value < 1 || value > sides) throw new Error(`scripted ${value} is not a d${sides}`);
    this.rolls.push({ die: `d${sides}`, value, purpose, ...(hidden ? { hidden } : {}) });
    return value;
  }
  /** A scripted pick is the index (0-based) into the items. */
  override pick<T>(items: readonly T[], purpose: string, hidden = false): T {
    const value = this.queue.shift();
    if (value === undefined) throw new Error(`script ran out of picks at: ${purpose}`);
    this.rolls.push({ die: "pick", value, of: items.length, purpose, ...(hidden ? { hidden } : {}) });
    return items[value]!;
  }
  get left(): number {
    return this.queue.length;
  }
}

export interface Played {
  state: BarnardsStarState;
  events: GameEvent[];
  rolls: Rng["rolls"];
}

/** Applies an action that must be accepted, with scripted dice that must all be used. */
export function play(s: BarnardsStarState, seat: SeatId, action: BarnardsStarAction, dice: number[] = []): Played {
  const rng = new ScriptedRng(dice);
  const result = barnardsStar.apply(s, seat, action, rng);
  if (!result.ok) throw new Error(`refused: ${result.code} (${result.rule}) ${result.message}`);
  expect(rng.left, "scripted dice left unused").toBe(0);
  expectSchemas(result.state, result.events);
  return { state: result.state, events: result.events, rolls: rng.rolls };
}

/**
 * What crosses the API after every scripted action parses under the game's schemas (schema.ts):
 * each viewer's view and redacted events. The scripted positions reach events random playouts
 * rarely do. Views are taken of a copy: view() remembers reaches per state object, and a test
 * may still change the state it gets back.
 */
function expectSchemas(state: BarnardsStarState, events: GameEvent[]): void {
  const json = (v: unknown) => JSON.parse(JSON.stringify(v));
  const copy = cloneState(state);
  for (const viewer of [null, "naronian", "terran"]) {
    expect(viewSchema.safeParse(json(barnardsStar.view(copy, viewer))).error, `view for ${viewer}`).toBeUndefined();
    for (const e of events) {
      const seen = barnardsStar.redact(e, viewer);
      if (seen) expect(eventSchema.safeParse(json(seen)).error, `${e.type} for ${viewer}`).toBeUndefined();
    }
  }
}

export function refusal(s: BarnardsStarState, seat: SeatId, action: unknown) {
  const before = JSON.stringify(s);
  const result = barnardsStar.apply(s, seat, action as BarnardsStarAction, new ScriptedRng([]));
  expect(JSON.stringify(s), "a refused action changed the state").toBe(before);
  if (result.ok) throw new Error(`accepted: ${JSON.stringify(action)}`);
  return result;
}

export function refuse(s: BarnardsStarState, seat: SeatId, action: unknown): string {
  return refusal(s, seat, action).code;
}

export const types = (events: GameEvent[]): string[] => events.map((e) => e.type);
export const ofType = <T = GameEvent & Record<string, unknown>>(events: GameEvent[], type: string): T[] => events.filter((e) => e.type === type) as T[];

/** The hex at 0-based column and row. */
export const hx = (col: number, row: number): number => {
  const id = idAtOffset(GRID, col, row);
  if (id < 0) throw new Error(`no hex at ${col},${row}`);
  return id;
};

export interface GivenUnit {
  id: string;
  side?: Side;
  kind: UnitKind;
  /** A hex id, or a place. */
  at: number | Where;
  neutralized?: boolean;
  jump?: boolean;
  /** Cargo units, placed aboard this one. */
  cargo?: Omit<GivenUnit, "at">[];
  patch?: Partial<Unit>;
}

export interface Given {
  options?: Record<string, unknown>;
  phase?: Phase;
  player?: Side;
  turn?: number;
  units?: GivenUnit[];
  /** Add far-away units so that no side has won (a beacon and troops of each side). Default true. */
  fillers?: boolean;
  bowl?: BarnardsStarState["bowl"];
}

/** Far corners of the map used by the fillers. */
export const FILLER_TERRAN = hx(30, 24);
export const FILLER_NARONIAN = hx(2, 2);

/** A battle at any point of the sequence of play, with exactly the units given (plus fillers). */
export function given(g: Given = {}): BarnardsStarState {
  const options = optionsSchema.parse(g.options ?? {});
  const phase = g.phase ?? "movement";
  const player = g.player ?? "naronian";
  const units: Record<string, Unit> = {};
  const add = (x: GivenUnit | (Omit<GivenUnit, "at"> & { at: Where })) => {
    const side = x.side ?? (x.id.startsWith("N") ? "naronian" : "terran");
    const where: Where = typeof x.at === "number" ? { at: "map", hex: x.at } : x.at;
    const u = newUnit(x.id, side, x.kind, where, x.jump ?? false);
    u.neutralized = x.neutralized ?? false;
    if (phase === "movement" && side === player && where.at === "map") u.startHex = where.hex;
    Object.assign(u, x.patch ?? {});
    units[u.id] = u;
    for (const c of x.cargo ?? []) add({ ...c, side: c.side ?? side, at: { at: "aboard", ship: u.id } });
  };
  for (const x of g.units ?? []) add(x);
  if (g.fillers ?? true) {
    add({ id: "T-Bfill", kind: "B", at: FILLER_TERRAN });
    add({ id: "T-Regfill", kind: "Reg", at: FILLER_TERRAN });
    add({ id: "N-Regfill", kind: "Reg", at: FILLER_NARONIAN });
  }
  return {
    options,
    turn: g.turn ?? 2,
    player,
    phase,
    units,
    bowl: g.bowl ?? [],
    draws: 0,
    forceConfirmed: true,
    naronianArrived: true,
    space: null,
    battle: null,
    attacked: [],
    dropping: null,
    result: null,
  };
}

/** The unit as it stands in a state. */
export const at = (s: BarnardsStarState, id: string): Unit => {
  const u = s.units[id];
  if (!u) throw new Error(`no unit ${id}`);
  return u;
};

export const hexOf = (s: BarnardsStarState, id: string): number | null => {
  const w = at(s, id).where;
  return w.at === "map" ? w.hex : null;
};

export function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) strings(v, out);
  return out;
}

/** Ends the current phase as its end action would (without checking who owes), then runs on to the next decision. */
export function endPhase(s: BarnardsStarState, dice: number[] = []): Played {
  const rng = new ScriptedRng(dice);
  const ctx = { s: cloneState(s), events: [] as GameEvent[], rng };
  nextPhase(ctx);
  advance(ctx);
  expect(rng.left, "scripted dice left unused").toBe(0);
  expectSchemas(ctx.s, ctx.events);
  return { state: ctx.s, events: ctx.events, rolls: rng.rolls };
}
