// Where a unit can fly from a hex (DS 4.1–4.3), as pure geometry: the map never changes, so the
// walk over (hex, facing) pairs from a start depends only on the start, the facing and the
// movement points, never on the state. A walk is kept as flat arrays of numbers rather than an
// object per step (the moveUnit prompt lists every destination of the selected unit, so this is
// the hottest path of a game), and it is shared by every state and unit that moves from the same
// start: a search asks for the same starts thousands of times. Landing sites do depend on the
// state (bases, cargo), so movement.ts looks them up along the shared walk.
//
// The order of the steps is the hex kit's `facedReach` order (src/hex/facing.ts): breadth first,
// ahead before ahead-left before ahead-right, each (hex, facing) once at its least cost. The
// destinations are listed in that order, and the bot and the search pick by position in the list.
import { turnFacing } from "../../../hex";
import { MAP, type SiteId } from "../map";
import { enterable } from "../queries";

export interface Walk {
  /**
   * Per step: the hex, the facing, the points spent (taking off included) and the step it came
   * from (-1 where it began). Views of the walk's exact length into the module's arena (below): a
   * random game makes a new walk for almost every move, and growing six plain arrays step by step
   * was a fifth of all the memory a game allocated (bench/README 5k), and a buffer of its own per
   * walk still 4.5 % of a playout (5l).
   */
  hex: Int16Array;
  facing: Uint8Array;
  cost: Int32Array;
  from: Int32Array;
  /** Per step: 1 where no earlier step reached this (hex, facing), so it is a space destination. */
  first: Uint8Array;
  /** Per step: 0 for the facings a unit takes in place without moving (no landing is looked up from them). */
  flown: Uint8Array;
  tookOff: boolean;
  /** The space destination of each first step, made when first listed and shared from then on. */
  space: (Destination | undefined)[];
}

export interface Destination {
  kind: "space" | "land";
  hex: number;
  facing: number;
  body: string | null;
  site: SiteId | null;
  cost: number;
  tookOff: boolean;
  /** The walk that found it and its step there: the path is walked back only for the move made. */
  walk: Walk;
  step: number;
}

// Bounded so a long-lived isolate cannot grow it without end (a walk is a few kilobytes);
// starting again when full costs only walks already paid for once. Also emptied whenever the arena
// starts again from its beginning, so it never hands out a walk whose steps were written over.
const MAX_WALKS = 1024;
const walks = new Map<number, Walk>();

// Which (hex, facing) pairs a walk has met, and which its current search from one start has
// reached: a stamp per pair (the walk's number) rather than a Set, as a walk is made for most
// moves of a random game and a Set of a few hundred numbers was most of its cost.
const PAIRS = MAP.grid.count * 6;
const seenStamp = new Int32Array(PAIRS);
// For the walk made last (`lastWalk`, the one `seenGen` stamped): its first step at each pair.
const firstStep = new Int32Array(PAIRS);
let lastWalk: Walk | null = null;
const reachedStamp = new Int32Array(PAIRS);
let seenGen = 0;
let reachedGen = 0;

function nextGen(stamps: Int32Array, gen: number): number {
  if (gen < 0x7fffffff) return gen + 1;
  stamps.fill(0);
  return 1;
}

/**
 * The walk of a unit with `mp` movement points: in space at `hex` facing `facing` (its own hex in
 * every facing first, as not moving), or landed on a body in `hex` (taking off costs a point and
 * it may leave in any facing). Shared and never to be changed.
 */
export function reachWalk(hex: number, facing: number, mp: number, landed: boolean): Walk {
  const cacheable = mp >= 0 && mp < 64;
  const key = ((hex * 6 + (landed ? 0 : facing)) * 64 + mp) * 2 + (landed ? 1 : 0);
  let walk = cacheable ? walks.get(key) : undefined;
  if (walk) return walk;
  if (HEX.length === 0) allocateArena();
  if (base + MOST > ARENA) {
    // Start the arena again: every walk made so far is dropped, the cached ones with it.
    base = 0;
    walks.clear();
  }
  seenGen = nextGen(seenStamp, seenGen);
  length = base;
  if (landed) {
    if (mp >= 1) for (let f = 0; f < 6; f++) walkFrom(hex, f, mp - 1, 1);
  } else {
    for (let f = 0; f < 6; f++) push(hex * 6 + f, hex, f, 0, -1, 0);
    walkFrom(hex, facing, mp, 0);
  }
  walk = viewOut(landed);
  if (cacheable) {
    if (walks.size >= MAX_WALKS) walks.clear();
    walks.set(key, walk);
  }
  return walk;
}

// Walks are written one after another into one arena of six columns and handed out as views of
// it, where a buffer of their own per walk was 4.5 % of a playout (bench/README 5l: `new
// ArrayBuffer`, its backing store and its tracking by the collector cost ~5-10 µs a walk, views into
// a buffer that exists ~0.5 µs). When the next walk might not fit, the arena starts again from its
// beginning and the cache is emptied. So a walk, and a Destination made from it, is good only
// until the next walk is made: no caller keeps one past the pending() or apply() call that got it
// (legal.ts, rules/index.ts and rules/movement.ts are the only readers; test/games/double-star/
// reach.test.ts checks the cache across restarts of the arena).
//
// A walk is at most MOST steps: six searches from one hex (a take-off in every facing) each meet
// every (hex, facing) at most once. The arena holds 2^17 steps (~400 walks of a random game, ~60 of
// 16 points; 13 bytes a step, 1.7 MB), made at the first walk, so a worker that never moves a
// Double Star unit never pays for it. Small on purpose: 2^19 steps (6.8 MB) measured slower
// (bench/README 5n), its walks always written to memory long out of the processor's caches.
const MOST = PAIRS * 6 + 6;
const ARENA = Math.max(1 << 17, MOST * 2);
let HEX = new Int16Array(0);
let FACING = new Uint8Array(0);
let COST = new Int32Array(0);
let FROM = new Int32Array(0);
let FIRST = new Uint8Array(0);
let FLOWN = new Uint8Array(0);
// Where the walk being made begins in the arena, and where its next step goes.
let base = 0;
let length = 0;

function allocateArena(): void {
  HEX = new Int16Array(ARENA);
  FACING = new Uint8Array(ARENA);
  COST = new Int32Array(ARENA);
  FROM = new Int32Array(ARENA);
  FIRST = new Uint8Array(ARENA);
  FLOWN = new Uint8Array(ARENA);
}

/** `from`: the step it came from, counted from the walk's own beginning (-1 where it began). `key`: hex × 6 + facing. */
function push(key: number, hex: number, facing: number, cost: number, from: number, flown: number): void {
  const i = length++;
  HEX[i] = hex;
  FACING[i] = facing;
  COST[i] = cost;
  FROM[i] = from;
  if (seenStamp[key] !== seenGen) {
    FIRST[i] = 1;
    firstStep[key] = i - base;
    seenStamp[key] = seenGen;
  } else FIRST[i] = 0;
  FLOWN[i] = flown;
}

/** The walk just made, as views of its steps in the arena; the next walk begins after it. */
function viewOut(tookOff: boolean): Walk {
  const at = base;
  const n = length - at;
  base = length;
  lastWalk = {
    cost: new Int32Array(COST.buffer, at * 4, n),
    from: new Int32Array(FROM.buffer, at * 4, n),
    hex: new Int16Array(HEX.buffer, at * 2, n),
    facing: new Uint8Array(FACING.buffer, at, n),
    first: new Uint8Array(FIRST.buffer, at, n),
    flown: new Uint8Array(FLOWN.buffer, at, n),
    tookOff,
    space: [],
  };
  return lastWalk;
}

/**
 * Appends facedReach's steps from `start` facing `facing` within `budget` points, each costing
 * `extra` more (a take-off): the same breadth-first order over (hex, facing), without an object per step.
 * The arena's columns and the step count are read into locals and the pushes written out in the
 * loop: the module's bindings, read afresh at every step and column, were ~350 instructions a step
 * (bench/README 5s).
 */
function walkFrom(start: number, facing: number, budget: number, extra: number): void {
  const ahead = successors();
  const hexes = HEX;
  const facings = FACING;
  const costs = COST;
  const froms = FROM;
  const firsts = FIRST;
  const flowns = FLOWN;
  const seen = seenStamp;
  const firstAt = firstStep;
  const reached = reachedStamp;
  const walkBase = base;
  const gen = seenGen;
  // Which (hex, facing) this search has reached: the search's own, as facedReach keeps it.
  const mark = (reachedGen = nextGen(reached, reachedGen));
  const begin = length;
  let n = begin;
  const startKey = start * 6 + facing;
  reached[startKey] = mark;
  hexes[n] = start;
  facings[n] = facing;
  costs[n] = extra;
  froms[n] = -1;
  flowns[n] = 1;
  if (seen[startKey] !== gen) {
    firsts[n] = 1;
    firstAt[startKey] = n - walkBase;
    seen[startKey] = gen;
  } else firsts[n] = 0;
  n++;
  for (let i = begin; i < n; i++) {
    const cost = costs[i]! - extra;
    // Breadth first, so the costs never fall along the queue: nothing after this goes further.
    if (cost >= budget) break;
    const at = (hexes[i]! * 6 + facings[i]!) * 3;
    for (let t = 0; t < 3; t++) {
      const key = ahead[at + t]!;
      if (key < 0 || reached[key] === mark) continue;
      reached[key] = mark;
      const next = (key / 6) | 0;
      hexes[n] = next;
      facings[n] = key - next * 6;
      costs[n] = cost + 1 + extra;
      froms[n] = i - walkBase;
      flowns[n] = 1;
      if (seen[key] !== gen) {
        firsts[n] = 1;
        firstAt[key] = n - walkBase;
        seen[key] = gen;
      } else firsts[n] = 0;
      n++;
    }
  }
  length = n;
}

// Per (hex, facing) × 3, the (hex, facing) pair one step ahead, ahead-left and ahead-right (the
// order facedReach tries them), as hex × 6 + facing, or -1 off the map or into a star: the map never
// changes, so the walk's inner step is one read instead of a turn, a neighbour and the star check.
let SUCCESSORS: Int32Array | null = null;

function successors(): Int32Array {
  if (SUCCESSORS) return SUCCESSORS;
  const table = new Int32Array(PAIRS * 3);
  for (let hex = 0; hex < MAP.grid.count; hex++)
    for (let here = 0; here < 6; here++)
      for (let t = 0; t < 3; t++) {
        const dir = turnFacing(here, t === 0 ? 0 : t === 1 ? -1 : 1);
        const next = MAP.grid.neighbours[hex * 6 + dir]!;
        table[(hex * 6 + here) * 3 + t] = next < 0 || !enterable(next) ? -1 : next * 6 + dir;
      }
  return (SUCCESSORS = table);
}

/**
 * The step where `w` first reaches (hex, facing) — the step of that space destination — or -1.
 * For the walk made last (a random game plays the move it just listed), read from the stamps the
 * walk left; any other is scanned.
 */
export function firstStepAt(w: Walk, hex: number, facing: number): number {
  if (w === lastWalk) {
    const key = hex * 6 + facing;
    if (seenStamp[key] !== seenGen) return -1;
    // Checked against the step itself: a facing out of 0–5 would name another hex's pair.
    const i = firstStep[key]!;
    return w.hex[i] === hex && w.facing[i] === facing ? i : -1;
  }
  for (let i = 0; i < w.hex.length; i++) if (w.first[i] && w.hex[i] === hex && w.facing[i] === facing) return i;
  return -1;
}

/** The space destination of a first step of a walk (shared). */
export function spaceDestination(w: Walk, step: number): Destination {
  let d = w.space[step];
  if (!d) {
    d = {
      kind: "space",
      hex: w.hex[step]!,
      facing: w.facing[step]!,
      body: null,
      site: null,
      cost: w.cost[step]!,
      tookOff: w.tookOff,
      walk: w,
      step,
    };
    w.space[step] = d;
  }
  return d;
}

/** The hexes walked to reach a destination, the start first. */
export function pathOf(d: Destination): number[] {
  const path: number[] = [];
  for (let i = d.step; i !== -1; i = d.walk.from[i]!) path.push(d.walk.hex[i]!);
  return path.reverse();
}
