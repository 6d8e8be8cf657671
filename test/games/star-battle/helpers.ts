// Builders for hand-made positions: a Stage 2 state from a short description, with every card
// not named put in the deck so card conservation holds and assert() passes.
import { gameKit } from "../kit";
import { Rng } from "../../../src/engine/rng";
import { starBattle, type StarBattleState } from "../../../src/games/star-battle";
import { makeDeck } from "../../../src/games/star-battle/cards";
import { key } from "../../../src/games/star-battle/chart";
import { deckCount, optionsSchema } from "../../../src/games/star-battle/options";
import type { Cell, Fleet, Lord } from "../../../src/games/star-battle/state";

export interface CellSpec {
  at: [number, number];
  card: string;
  faceUp?: boolean;
  /** seat → [scouts, dreadnoughts] */
  ships?: Record<string, [number, number]>;
}

export interface Spec {
  options?: Record<string, unknown>;
  cells: CellSpec[];
  hands?: Record<string, string[]>;
  /** Whose turn it is (default lord1). */
  turn?: string;
  acted?: boolean;
  freeMoves?: Record<string, number>;
  /** Unknown Universe Home Bases (Normal: the Core with coreIsHomeBase, else none). */
  homeBases?: Record<string, [number, number]>;
  /** Top of the deck last; every card not placed elsewhere goes to the discard pile. */
  deck?: string[];
  discard?: string[];
  turnNumber?: number;
}

export function stage2(spec: Spec): StarBattleState {
  const options = optionsSchema.parse(spec.options ?? {});
  const decks = deckCount(options);
  const seats = Array.from({ length: options.players }, (_, i) => `lord${i + 1}`);
  const normal = options.setup === "normal";
  const lords: Record<string, Lord> = {};
  for (const seat of seats) {
    const hb: [number, number] | undefined = normal ? (options.coreIsHomeBase ? [0, 0] : undefined) : spec.homeBases?.[seat];
    lords[seat] = {
      status: "active",
      hand: [...(spec.hands?.[seat] ?? [])],
      freeMoves: spec.freeMoves?.[seat] ?? 0,
      homeBase: hb ? { x: hb[0], y: hb[1] } : null,
    };
  }
  const chart: Record<string, Cell> = {};
  for (const c of spec.cells) {
    const ships: Record<string, Fleet> = {};
    for (const [seat, [scouts, dreadnoughts]] of Object.entries(c.ships ?? {})) ships[seat] = { scouts, dreadnoughts };
    chart[key({ x: c.at[0], y: c.at[1] })] = { x: c.at[0], y: c.at[1], card: c.card, faceUp: c.faceUp ?? true, ships };
  }
  const used = new Set<string>([
    ...spec.cells.map((c) => c.card),
    ...Object.values(spec.hands ?? {}).flat(),
    ...(spec.discard ?? []),
    ...(spec.deck ?? []),
  ]);
  const rest = makeDeck(decks).filter((c) => !used.has(c));
  const state: StarBattleState = {
    options,
    decks,
    seats,
    lords,
    phase: "turn",
    dealer: seats[seats.length - 1]!,
    first: seats[0]!,
    active: null,
    deck: spec.deck ? [...spec.deck] : rest,
    discard: spec.deck ? [...(spec.discard ?? []), ...rest] : [...(spec.discard ?? [])],
    chart,
    core: normal ? { x: 0, y: 0 } : null,
    turn: { seat: spec.turn ?? "lord1", number: spec.turnNumber ?? 1, acted: spec.acted ?? false },
    battles: [],
    lastBattle: null,
    result: null,
  };
  starBattle.assert(state);
  return state;
}

export function rng(seed = "test", stream = "action:1"): Rng {
  return new Rng(seed, stream);
}

/** Orders play on a seeded Rng unless a test hands in its own; every refusal cites an SB rule. */
const kit = gameKit(starBattle, {
  unscripted: () => rng(),
  checkInputKept: true,
  afterPlay: (state) => starBattle.assert(state),
  ruleForm: /^SB (\d\.\d|T\d) /,
});
export const { play, refuse, choices } = kit;
export { types } from "../kit";

export function fleet(state: StarBattleState, x: number, y: number, seat: string): [number, number] {
  const f = state.chart[key({ x, y })]!.ships[seat];
  return f ? [f.scouts, f.dreadnoughts] : [0, 0];
}

export function at(x: number, y: number) {
  return { x, y };
}

/** The parts of a cell a test may set by hand (editCell). */
export interface CellEdit {
  card: string;
  faceUp: boolean;
  ships: Record<string, Fleet>;
}

/**
 * A hand-made position changed before it is played: the cell at (x, y) edited in a new cell and a
 * new chart record, the rest shared, as the rules write a chart (chart-write.ts), since cells are
 * read-only and the chart's index belongs to a record that never changes.
 */
export function editCell(state: StarBattleState, x: number, y: number, edit: (cell: CellEdit) => void): void {
  const k = key({ x, y });
  const old = state.chart[k]!;
  const cell = { x: old.x, y: old.y, card: old.card, faceUp: old.faceUp, ships: { ...old.ships } };
  edit(cell);
  state.chart = { ...state.chart, [k]: cell };
}

/** After a test edits hands or the chart by hand: every card not placed elsewhere is in the deck. */
export function conserve(state: StarBattleState): StarBattleState {
  const placed = new Set<string>([
    ...Object.values(state.chart).map((c) => c.card),
    ...Object.values(state.lords).flatMap((l) => l.hand),
    ...state.discard,
  ]);
  state.deck = makeDeck(state.decks).filter((c) => !placed.has(c));
  starBattle.assert(state);
  return state;
}
