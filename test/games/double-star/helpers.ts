// Test helpers: scripted dice, a builder for a game at any point (worlds placed, counters and
// ships put where a test wants them), and play/refuse.
import { expect } from "vitest";
import { gameKit, type Played as KitPlayed } from "../kit";
import type { GameEvent, SeatId } from "../../../src/engine/contract";
import { Rng } from "../../../src/engine/rng";
import { doubleStar } from "../../../src/games/double-star";
import { MAP, bodyData, pathData, type Side, type SiteId } from "../../../src/games/double-star/map";
import { optionsSchema } from "../../../src/games/double-star/options";
import { pending } from "../../../src/games/double-star/pending";
import { eventSchema, mapView, viewSchema } from "../../../src/games/double-star/schema";
import { newShip } from "../../../src/games/double-star/rules/new-ship";
import { setup } from "../../../src/games/double-star/setup";
import type { ShipKind } from "../../../src/games/double-star/ships";
import type { DoubleStarState, Ship, SiteState } from "../../../src/games/double-star/state";
import { bodyState, refreshBodyHexes, siteOf } from "../../../src/games/double-star/queries";

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

const kit = gameKit(doubleStar, {
  picks: "list",
  afterPlay: (state, events) => {
    doubleStar.assert(state);
    expectSchemas(state, events);
  },
});
export const { play, refusal, refuse, choices } = kit;
export type Played = KitPlayed<DoubleStarState>;
export { ofType, ScriptedRng, types } from "../kit";

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
