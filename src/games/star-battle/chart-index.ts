// A side index of the star chart by number, kept beside the stored record and never in it: the
// state stays plain JSON keyed by "x,y" (state.ts; snapshots, views and schemas read it), while
// the rules' looks at a neighbouring card, thousands a decision in a search, find it by a number
// instead of making and hashing an "x,y" string each time (bench/README 6zg, 6zh).
// Generic over the cell (state.ts's Cell) so that state.ts's copy can file an index without an
// import circle.

/** What the index needs of a cell: its position. */
interface Positioned {
  readonly x: number;
  readonly y: number;
}

export interface ChartIndex<Cell extends Positioned> {
  /** Every cell by posCode(x, y). */
  readonly byPos: ReadonlyMap<number, Cell>;
  /** Every cell in the record's own order (reading order, as the rules keep it). */
  readonly cells: readonly Cell[];
}

/**
 * A chart's position as one number. Unique while |y| < 2,048: a chart holds at most a few dozen
 * cards around the Core (48 in a six-lord Normal game) or a 9 × 9 Unknown Universe.
 */
export function posCode(x: number, y: number): number {
  return x * 4096 + y;
}

// Keyed by the chart record itself, so the index lives and dies with it (a WeakMap holds no
// record alive). It stays right because the rules never add or remove a key of a record once it
// is indexed: a card is laid by filing a new record (placement.ts), and copies make new records
// (cloneState). A cell's contents (ships, card, face) change in place and the index, holding the
// cell itself, sees them. Code that adds or removes a key must make a new record too.
const indexes = new WeakMap<object, ChartIndex<Positioned>>();

/**
 * Files the index of a record just made with every cell in it (cloneState, which walks the cells
 * anyway): the record's first look then finds it, without walking the record a second time.
 */
export function seedIndex<Cell extends Positioned>(chart: Readonly<Record<string, Cell>>, index: ChartIndex<Cell>): void {
  indexes.set(chart, index);
}

/** The chart's index, built on first use. */
export function chartIndex<Cell extends Positioned>(chart: Readonly<Record<string, Cell>>): ChartIndex<Cell> {
  let index = indexes.get(chart) as ChartIndex<Cell> | undefined;
  if (!index) {
    const byPos = new Map<number, Cell>();
    const cells: Cell[] = [];
    for (const k in chart) {
      const cell = chart[k]!;
      byPos.set(posCode(cell.x, cell.y), cell);
      cells.push(cell);
    }
    index = { byPos, cells };
    indexes.set(chart, index);
  }
  return index;
}

/**
 * Whether the chart's index, if one was built, still matches the record key for key and in the
 * record's order: false means a key was added or removed after the index was made (the invariants
 * check it after every step, so a rule that edits a record's keys in place is caught).
 */
export function indexMatches(chart: Readonly<Record<string, Positioned>>): boolean {
  const index = indexes.get(chart);
  if (!index) return true;
  let i = 0;
  for (const k in chart) {
    const cell = chart[k]!;
    if (index.cells[i++] !== cell || index.byPos.get(posCode(cell.x, cell.y)) !== cell) return false;
  }
  return i === index.cells.length && i === index.byPos.size;
}
