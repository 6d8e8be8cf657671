// Test helpers: scripted dice, a builder for a game at any point (worlds placed, counters and
// ships put where a test wants them), and play/refuse.
import { expect } from "vitest";
import type { GameEvent, SeatId } from "../../../src/engine/contract";
import { Rng } from "../../../src/engine/rng";
import { doubleStar } from "../../../src/games/double-star";
import type { DoubleStarAction } from "../../../src/games/double-star/actions";
import { MAP, bodyData, pathData, type Side, type SiteId } from "../../../src/games/double-star/map";
import { optionsSchema } from "../../../src/games/double-star/options";
import { pending } from "../../../src/games/double-star/pending";
import { eventSchema, mapView, viewSchema } from "../../../src/games/double-star/schema";
import { newShip } from "../../../src/games/double-star/rules/setupPhase";
import { setup } from "../../../src/games/double-star/setup";
import type { ShipKind } from "../../../src/games/double-star/ships";
import type { DoubleStarState, Ship, SiteState } from "../../../src/games/double-star/state";
import { bodyState, refreshBodyHexes, siteOf } from "../../../src/games/double-star/status";

/** An Rng whose d6 rolls (and picks) come from scripts; running out fails the test. */
export class ScriptedRng extends Rng {
  private readonly queue: number[];
  private readonly picks: number[];
  constructor(values: number[], picks: number[] = []) {
    super("scripted", "test");
    this.queue = [...values];
    this.picks = [...picks];
  }
  override roll(sides: number, purpose: string, hidden = false): number {
    const value = this.queue.shift();
    if (value === undefined) throw new Error(`script ran out of dice at: ${purpose}`);
    if (value < 1 || value > sides) throw new Error(`scripted ${value} is not a d${sides}`);
    this.rolls.push({ die: `d${sides}`, value, purpose, ...(hidden ? { hidden } : {}) });
    return value;
  }
  override pick<T>(items: readonly T[], purpose: string): T {
    const i = this.picks.shift() ?? 0;
    this.rolls.push({ die: "pick", value: i, of: items.length, purpose });
    return items[i]!;
  }
  get left(): number {
    return this.queue.length;
  }
}

export interface Played {
  state: DoubleStarState;
  events: GameEvent[];
  rolls: Rng["rolls"];
}

/** Applies an action that must be accepted, with scripted dice that must all be used. */
export function play(s: DoubleStarState, seat: SeatId, action: DoubleStarAction | Record<string, unknown>, dice: number[] = [], picks: number[] = []): Played {
  const rng = new ScriptedRng(dice, picks);
  const result = doubleStar.apply(s, seat, action as DoubleStarAction, rng);
  if (!result.ok) throw new Error(`refused: ${result.code} (${result.rule}) ${result.message}`);
  expect(rng.left, "scripted dice left unused").toBe(0);
  doubleStar.assert(result.state);
  expectSchemas(result.state, result.events);
  return { state: result.state, events: result.events, rolls: rng.rolls };
}

/**
 * What crosses the API after every scripted action parses under the game's schemas (schema.ts):
 * each viewer's view and redacted events. The scripted positions reach events random playouts
 * rarely do (impacts, screens, scattered groups). The map is a module constant, so it is parsed
 * once and the rest of the view after every action (parsing the map's thousand hexes each time
 * would make these tests several times slower). Bounds are left to the conformance suite: asking
 * for decisions here would remember them for a state a test may still change.
 */
const viewButMap = viewSchema.omit({ map: true });
let mapChecked = false;
function expectSchemas(state: DoubleStarState, events: GameEvent[]): void {
  const json = (v: unknown) => JSON.parse(JSON.stringify(v));
  for (const viewer of [null, "islamic", "chinese"]) {
    const { map, ...rest } = json(doubleStar.view(state, viewer));
    if (!mapChecked) expect(mapView.safeParse(map).error, "map").toBeUndefined();
    mapChecked = true;
    expect(viewButMap.safeParse(rest).error, `view for ${viewer}`).toBeUndefined();
    for (const e of events) {
      const seen = doubleStar.redact(e, viewer);
      if (seen) expect(eventSchema.safeParse(json(seen)).error, `${e.type} for ${viewer}`).toBeUndefined();
    }
  }
}

export function refusal(s: DoubleStarState, seat: SeatId, action: unknown) {
  const before = JSON.stringify(s);
  const result = doubleStar.apply(s, seat, action as DoubleStarAction, new ScriptedRng([]));
  expect(JSON.stringify(s), "a refused action changed the state").toBe(before);
  if (result.ok) throw new Error(`accepted: ${JSON.stringify(action)}`);
  return result;
}

export function refuse(s: DoubleStarState, seat: SeatId, action: unknown): string {
  return refusal(s, seat, action).code;
}

export function types(events: GameEvent[]): string[] {
  return events.map((e) => e.type);
}

export function ofType<T = Record<string, unknown>>(events: GameEvent[], type: string): T[] {
  return events.filter((e) => e.type === type) as unknown as T[];
}

export function choices(s: DoubleStarState, seat: SeatId): DoubleStarAction[] {
  return pending(s).find((d) => d.seat === seat)?.choices ?? [];
}

export function promptOf(s: DoubleStarState, seat: SeatId): string | null {
  return pending(s).find((d) => d.seat === seat)?.prompt ?? null;
}

export interface Given {
  options?: Record<string, unknown>;
  /** Path index of each world (default 0). */
  worlds?: Record<string, number>;
  phasing?: Side;
  turn?: number;
}

/**
 * A game past set-up: every world on its path (index 0 unless given), no counters, no ships,
 * in the movement phase of `phasing` (default chinese) on turn 1 (or `turn`). Tests add what
 * they need with `site()` and `ship()` before the first action, and never change a state after
 * asking for its decisions (decisions are worked out once per state).
 */
export function given(g: Given = {}): DoubleStarState {
  const options = optionsSchema.parse(g.options ?? {});
  const s = setup(options, new Rng("t", "setup"));
  for (const b of s.bodies) {
    const home = bodyData(b.id).home;
    if (home.kind === "path") b.motion = { kind: "orbit", path: home.path, index: g.worlds?.[b.id] ?? 0 };
  }
  refreshBodyHexes(s);
  s.phase = "movement";
  s.setup = null;
  s.worldsToPlace = [];
  s.turn = g.turn ?? 1;
  s.phasing = g.phasing ?? "chinese";
  s.populationLeft = { islamic: 0, chinese: 0 };
  s.industryLeft = { islamic: 0, chinese: 0 };
  for (const side of ["islamic", "chinese"] as const) {
    s.treasury[side].contingency = s.treasury[side].budget;
    s.treasury[side].budget = 0;
  }
  return s;
}

/** Sets counters on a land hex (owner defaults to the body's side). */
export function site(s: DoubleStarState, body: string, siteId: SiteId, patch: Partial<SiteState>): SiteState {
  const st = siteOf(s, body, siteId);
  if (!st) throw new Error(`${body} ${siteId} is not land`);
  Object.assign(st, { owner: patch.owner ?? st.owner ?? bodyData(body).side }, patch);
  return st;
}

export type Where = { hex: number } | { body: string; site: SiteId } | { orbit: string };

/** Puts a ship where a test wants it. */
export function ship(s: DoubleStarState, side: Side, kind: ShipKind, where: Where, extra: Partial<Ship> = {}): Ship {
  const x = newShip(s, side, kind, "al-razzak", null, false);
  if ("hex" in where) {
    x.loc = { kind: "space", hex: where.hex };
    x.orbiting = null;
  } else if ("orbit" in where) {
    x.loc = { kind: "space", hex: bodyState(s, where.orbit).hex };
    x.orbiting = where.orbit;
  } else {
    x.loc = { kind: "surface", body: where.body, site: where.site };
    x.orbiting = null;
  }
  x.home = kind === "orbitalFighter" ? ("orbit" in where ? where.orbit : null) : null;
  Object.assign(x, extra);
  return x;
}

export function hexOf(s: DoubleStarState, body: string): number {
  return bodyState(s, body).hex;
}

/** The neighbour of a hex in direction d (0..5), or -1. */
export function step(hex: number, d: number): number {
  return MAP.grid.neighbours[hex * 6 + d]!;
}

/** A hex in open space far from every body: the middle of the corridor between the stars. */
export function deepSpace(): number {
  const id = MAP.grid.index.get("15,0");
  if (id === undefined) throw new Error("no corridor hex");
  return id;
}

export function ringHex(path: string, index: number): number {
  return pathData(path).hexes[index]!;
}
