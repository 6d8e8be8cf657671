// A side index of the star chart by number, kept beside the stored record and never in it: the
// state stays plain JSON keyed by "x,y" (state.ts; snapshots, views and schemas read it), while
// the rules' looks at a neighbouring card, thousands a decision in a search, find it by a number
// instead of making and hashing an "x,y" string each time (bench/README 6zg, 6zh).
// Two parts, so that a record copied to write one cell (chart-write.ts, bench/README 6zk) costs a
// copy of one array and no map: `slots` (where each position's cell sits in the record's order)
// depends only on which keys the record has, in which order, and is shared by every record with
// the same keys; `cells` is the record's own.
// Generic over the cell (state.ts's Cell), so that it needs nothing of state.ts.

/** What the index needs of a cell: its position. */
interface Positioned {
  readonly x: number;
  readonly y: number;
}

export interface ChartIndex<Cell extends Positioned> {
  /** Each cell's place in `cells`, by posCode(x, y); shared by records with the same keys in the same order. */
  readonly slots: ReadonlyMap<number, number>;
  /** Every cell in the record's own order (reading order, as the rules keep it). */
  readonly cells: readonly Cell[];
  /**
   * A record with the same keys and cells that V8 keeps in fast mode, made on first need
   * (recordTemplate): what chart-write.ts spreads to copy this record. A copy is its own.
   */
  template: Readonly<Record<string, Cell>> | null;
}

/**
 * A chart's position as one number. Unique while |y| < 2,048: a chart holds at most a few dozen
 * cards around the Core (48 in a six-lord Normal game) or a 9 × 9 Unknown Universe.
 */
export function posCode(x: number, y: number): number {
  return x * 4096 + y;
}

// Keyed by the chart record itself, so the index lives and dies with it (a WeakMap holds no
// record alive). It stays right because no record is changed once indexed, except by the one who
// made it in the same step: a card is laid by filing a new record (chart.ts fileCell), a cell is
// written by copying it into a new record first (chart-write.ts), and a copy of the state shares
// the record. Code that adds or removes a key, or puts a new cell under one, must make a new
// record and file its index (seedIndex) too.
const indexes = new WeakMap<object, ChartIndex<Positioned>>();

/** Files the index of a record just made (the copy of a record, a laid card): its first look finds it. */
export function seedIndex<Cell extends Positioned>(chart: Readonly<Record<string, Cell>>, index: ChartIndex<Cell>): void {
  indexes.set(chart, index);
}

/** The chart's index, built on first use. */
export function chartIndex<Cell extends Positioned>(chart: Readonly<Record<string, Cell>>): ChartIndex<Cell> {
  let index = indexes.get(chart) as ChartIndex<Cell> | undefined;
  if (!index) {
    const slots = new Map<number, number>();
    const cells: Cell[] = [];
    for (const k in chart) {
      const cell = chart[k]!;
      slots.set(posCode(cell.x, cell.y), cells.length);
      cells.push(cell);
    }
    index = { slots, cells, template: null };
    indexes.set(chart, index);
  }
  return index;
}

/**
 * The record a copy of `chart` is spread from: the same keys, in the same order, and the same
 * cells, in V8's fast mode. A record filled by keyed stores (`chart[k] = cell`, as setup and
 * fileCell fill theirs, or JSON) turns into a dictionary beyond ~16 keys, and a dictionary is
 * copied key by key (~4–9 µs for 49 keys in a micro-benchmark). Keys defined as named properties
 * keep the record fast, and a spread of a fast record copies it whole (~0.2 µs there; in a search,
 * with its collector, 6–8 µs against 20–22 µs key by key: bench/README 6zk); the spread copy is
 * fast too and so is its own template. Not written, so it stays the record's twin (which itself
 * is never changed once indexed).
 */
export function recordTemplate<Cell extends Positioned>(chart: Readonly<Record<string, Cell>>): Readonly<Record<string, Cell>> {
  const index = chartIndex(chart);
  if (index.template) return index.template;
  const template: Record<string, Cell> = {};
  for (const k in chart) Object.defineProperty(template, k, { value: chart[k], writable: true, enumerable: true, configurable: true });
  index.template = template;
  return template;
}

/** The cell at posCode `code` of an index, if any. */
export function indexedCell<Cell extends Positioned>(index: ChartIndex<Cell>, code: number): Cell | undefined {
  const slot = index.slots.get(code);
  return slot === undefined ? undefined : index.cells[slot];
}

/**
 * Whether the chart's index, if one was built, still matches the record key for key and in the
 * record's order: false means a key was added or removed, or a cell put under a key, after the
 * index was made (the invariants check it after every step, so a rule that edits a record in
 * place is caught).
 */
export function indexMatches(chart: Readonly<Record<string, Positioned>>): boolean {
  const index = indexes.get(chart);
  if (!index) return true;
  let i = 0;
  for (const k in chart) {
    const cell = chart[k]!;
    if (index.cells[i] !== cell || index.slots.get(posCode(cell.x, cell.y)) !== i) return false;
    i++;
  }
  return i === index.cells.length && i === index.slots.size;
}
