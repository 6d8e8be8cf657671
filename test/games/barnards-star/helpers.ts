// Test helpers: scripted dice, a state builder for any point of the battle, play and refuse.
import { expect } from "vitest";
import { gameKit, ScriptedRng, type Played as KitPlayed } from "../kit";
import type { GameEvent } from "../../../src/engine/contract";
import { barnardsStar } from "../../../src/games/barnards-star";
import type { Side, UnitKind } from "../../../src/games/barnards-star/counters";
import { idAtOffset } from "../../../src/hex";
import { GRID } from "../../../src/games/barnards-star/map";
import { optionsSchema } from "../../../src/games/barnards-star/options";
import { eventSchema, viewSchema } from "../../../src/games/barnards-star/schema";
import { newUnit } from "../../../src/games/barnards-star/setup";
import { cloneState, type BarnardsStarState, type Phase, type Unit, type Where } from "../../../src/games/barnards-star/state";
import { advance, nextPhase } from "../../../src/games/barnards-star/rules/flow";
import type { Ctx } from "../../../src/games/barnards-star/events";

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

const kit = gameKit(barnardsStar, { picks: "dice", afterPlay: expectSchemas });
export const { play, refusal, refuse } = kit;
export type Played = KitPlayed<BarnardsStarState>;

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
  const rng = new ScriptedRng(dice, "dice");
  const ctx: Ctx = { s: cloneState(s), events: [], rng };
  nextPhase(ctx);
  advance(ctx);
  expect(rng.left, "scripted dice left unused").toBe(0);
  expectSchemas(ctx.s, ctx.events);
  return { state: ctx.s, events: ctx.events, rolls: rng.rolls };
}

export { ofType, ScriptedRng, types } from "../kit";
