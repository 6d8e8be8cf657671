// Writing the star chart, copy on write (bench/README 6zk). A state's copy shares its chart with
// the state it came from (state.ts cloneState): a search keeps thousands of states, and a step
// writes one or two cells of a chart of up to 81. So a step that writes a cell first copies the
// chart's record (its keys only: the cells are shared) and then that cell; the record and the
// cells it made are its own for the rest of the step, the others stay shared and are never
// written. The compiler holds the rules to it: a Cell is read-only, and only cellToWrite hands
// out a WritableCell. The stored JSON is the same: the same keys in the same order, each cell's
// fields in the same order.
import type { SeatId } from "../../engine/contract";
import type { CardId } from "./cards";
import { keyAt } from "./chart";
import { chartIndex, posCode, recordTemplate, seedIndex } from "./chart-index";
import type { Ctx } from "./events";
import type { Cell, Fleet, Pos, StarBattleState, WritableCell } from "./state";

/** The cell at `p`, this step's own to write: a copy the first time (the chart's record too), then the same one. */
export function cellToWrite(ctx: Ctx, p: Pos): WritableCell {
  if (ctx.ownChart !== ctx.s.chart) ownChart(ctx);
  const cells = ctx.ownCells!;
  const slot = chartIndex(ctx.s.chart).slots.get(posCode(p.x, p.y));
  if (slot === undefined) throw new Error(`star-battle: no card at (${p.x},${p.y}) to write`);
  const cell = cells[slot]!;
  // A cell that is no longer the one of the record copied was made by this step.
  if (cell !== ctx.sourceCells![slot]) return cell as WritableCell;
  const copy = copyCell(cell, cell.card);
  cells[slot] = copy;
  ctx.ownChart![keyAt(cell.x, cell.y)] = copy;
  return copy;
}

/** Makes the state's chart this step's own: a new record with the same keys and cells, and its index. */
function ownChart(ctx: Ctx): void {
  const { chart, cells, source } = copyRecord(ctx.s);
  ctx.ownChart = chart;
  ctx.ownCells = cells;
  ctx.sourceCells = source;
}

/**
 * Deals the cards `deal` returns, in the order of `keys`, to the cells under those keys: what the
 * opponent's draw of the hidden cards does to the face-down ones (opponent.ts determinize). A new
 * record and new cells under `keys`; every other cell is shared.
 */
export function dealCards(s: StarBattleState, keys: readonly string[], deal: () => CardId): void {
  if (keys.length === 0) return;
  const { chart, cells } = copyRecord(s);
  const { slots } = chartIndex(chart);
  for (const k of keys) {
    const cell = chart[k]!;
    // The ships record is shared (a face-down card has none): a step that writes this cell copies it first.
    const copy = { x: cell.x, y: cell.y, card: deal(), faceUp: cell.faceUp, ships: cell.ships };
    chart[k] = copy;
    cells[slots.get(posCode(cell.x, cell.y))!] = copy;
  }
}

/** Puts a copy of the state's chart record in its place (same keys, same order, same cells) with its index filed. */
function copyRecord(s: StarBattleState): { chart: Record<string, Cell>; cells: Cell[]; source: readonly Cell[] } {
  const old = s.chart;
  const index = chartIndex(old);
  // A spread of the record's fast twin (chart-index.ts recordTemplate): fast too, its own template.
  const chart: Record<string, Cell> = { ...recordTemplate(old) };
  const cells = index.cells.slice();
  // The same keys in the same order: the positions' slots are the old record's.
  seedIndex(chart, { slots: index.slots, cells, template: chart });
  s.chart = chart;
  return { chart, cells, source: index.cells };
}

/** A new cell like `c` with the card `card`: its own ships record; the fleets, replaced whole and never edited, are shared. */
function copyCell(c: Cell, card: CardId): WritableCell {
  const ships: Record<SeatId, Fleet> = {};
  for (const seat in c.ships) ships[seat] = c.ships[seat]!;
  return { x: c.x, y: c.y, card, faceUp: c.faceUp, ships } as Cell as WritableCell;
}
