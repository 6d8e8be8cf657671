// Actions the engine already knows to be sound, so that apply need not check them again. The
// random bot and the opponent's search post back the very objects a state's pending() listed,
// many thousands a second; parsing each with zod and running its rule check again was a fifth of
// a step. So the engine keeps each state's listed decisions (worked out once: states are never
// changed once made) and tells apply, by identity only, that an action is one of them. A copy, an
// action read from the log or one that came over the API is never known: it goes the whole way.
import type { PendingDecision, SeatId } from "./contract";

/**
 * What apply may take for granted of an action. `legal`: one of the choices listed for this very
 * state and seat (or vouched so by the game's own bot), so neither parse nor rule check is needed.
 * `wellFormed`: built by the game's own bot inside the action schema's limits, so only the parse
 * may be skipped.
 */
export type Known = "legal" | "wellFormed";

/**
 * What is remembered of one state: its listing, its number (for vouched actions) and one slot for
 * the game's own bookkeeping (Double Star's copy-on-write). Kept on the state object itself, under
 * a symbol key that is not enumerable (so JSON, spreads, structuredClone and equality in tests never
 * see it, and a copy of a state never inherits it), rather than in a WeakMap per memo: a random
 * game makes a few hundred states, and an entry per state in each of four WeakMaps was work the
 * collector did for every state that outlived a scavenge (bench/README 5l). A state that cannot
 * take a property (a test's frozen one) keeps its memo in a WeakMap instead.
 */
export interface StateMemo {
  listing?: readonly PendingDecision<unknown>[];
  id?: number;
  game?: unknown;
}

const MEMO = Symbol("starpost.stateMemo");
const sealedMemos = new WeakMap<object, StateMemo>();

// The state asked about last and its memo. A step asks about one state again and again (who owes,
// the bot's prompt and vouching, apply's knownOf and prompt), and a symbol-keyed read of states of
// many shapes, with the WeakMap looked up after a miss, was ~2.5 % of an Iron Stars playout
// (bench/README 5q). Holds one state alive until another is asked about.
let lastState: object | null = null;
let lastMemo: StateMemo | undefined;

/** The state's memo, if anything was remembered of it yet. */
function memoIfAny(state: object): StateMemo | undefined {
  if (state === lastState) return lastMemo;
  const memo = (state as { [MEMO]?: StateMemo })[MEMO] ?? sealedMemos.get(state);
  if (memo) {
    lastState = state;
    lastMemo = memo;
  }
  return memo;
}

/** The state's memo, made empty the first time it is asked for. */
export function memoOf(state: object): StateMemo {
  let memo = memoIfAny(state);
  if (memo) return memo;
  memo = {};
  if (Object.isExtensible(state)) Object.defineProperty(state, MEMO, { value: memo });
  else sealedMemos.set(state, memo);
  lastState = state;
  lastMemo = memo;
  return memo;
}

// A vouched action names its state by a number, not by reference: the search keeps actions in its
// tree long after their states are gone, and a reference would keep every such state alive
// (Iron Stars' tree measured ~5.7 KB a node that way, bench/README 6b). What is vouched is kept on
// the action itself, under a symbol key that is not enumerable (JSON, the log, spreads and copies
// never carry it), as the states' memos are: a WeakMap entry per action cost ~1.5 µs on this
// machine, a property ~0.3 µs, at every step of a random Iron Stars game (bench/README 5q). An
// action that cannot take a property (a frozen one) is vouched in a WeakMap instead.
interface Vouched {
  stateId: number;
  seat: SeatId;
  known: Known;
}
const VOUCHED = Symbol("starpost.vouched");
const sealedVouches = new WeakMap<object, Vouched>();
let lastStateId = 0;

function idOf(state: object): number {
  const memo = memoOf(state);
  memo.id ??= ++lastStateId;
  return memo.id;
}

/**
 * `pending` worked out once per state. What it returns is shared by every caller (the game's own
 * bot and checks, the engine), the actions too: read them, never change them. (Freezing every
 * listed action cost more than the check it saves: a Double Star game lists ~15,000.)
 */
export function listedOnce<S, A>(pending: (s: S) => readonly PendingDecision<A>[]): (s: S) => readonly PendingDecision<A>[] {
  return (s) => {
    if (typeof s !== "object" || s === null) return pending(s);
    const memo = memoOf(s);
    let list = memo.listing as readonly PendingDecision<A>[] | undefined;
    if (!list) memo.listing = list = pending(s);
    return list;
  };
}

// The listing behind each module the kit defined, so the runner reads a state's decisions from the
// same memo as the game's bot and apply, instead of keeping a copy of every list per state of its
// own (a Double Star move lists ~170 actions; bench/README 5l). Keyed by the module object.
const listers = new WeakMap<object, (s: unknown) => readonly PendingDecision<unknown>[]>();

/** Records that `module`'s decisions are `listed`'s, worked out once per state (defineGame). */
export function shareListing<S>(module: object, listed: (s: S) => readonly PendingDecision<unknown>[]): void {
  listers.set(module, listed as (s: unknown) => readonly PendingDecision<unknown>[]);
}

/** The shared listing of a module the kit defined; undefined for one made by hand. */
export function listingOf(module: object): ((s: unknown) => readonly PendingDecision<unknown>[]) | undefined {
  return listers.get(module);
}

/**
 * Records that the game's bot made `action` for `seat` in `state` and knows this of it, for an
 * action no list holds (a decision given as bounds). Returns the action.
 */
export function vouch<A extends object>(action: A, state: object, seat: SeatId, known: Known): A {
  const v: Vouched = { stateId: idOf(state), seat, known };
  const own = (action as { [VOUCHED]?: Vouched })[VOUCHED];
  // Vouched again (the same object for another state): the property is writable for that.
  if (own) (action as { [VOUCHED]?: Vouched })[VOUCHED] = v;
  else if (Object.isExtensible(action)) Object.defineProperty(action, VOUCHED, { value: v, writable: true });
  else sealedVouches.set(action, v);
  return action;
}

/** What is known of `action` when `seat` posts it in `state`: only for that very object, state and seat. */
export function knownOf(action: unknown, state: unknown, seat: SeatId): Known | null {
  if (typeof action !== "object" || action === null || typeof state !== "object" || state === null) return null;
  const v = (action as { [VOUCHED]?: Vouched })[VOUCHED] ?? sealedVouches.get(action);
  const memo = memoIfAny(state);
  const vouchedHere = v !== undefined && v.seat === seat && memo?.id === v.stateId;
  if (vouchedHere && v.known === "legal") return "legal";
  const list = memo?.listing;
  if (list) for (const d of list) if (d.seat === seat && d.choices?.includes(action)) return "legal";
  return vouchedHere ? v.known : null;
}

/**
 * Actions made once per id (a unit's, a ship's) and index (a hex, a hex and facing) and shared,
 * frozen, by every state that lists them: a movement list holds hundreds, and a random game or a
 * search lists them again at every step. Frozen, so no reader can change what another state lists;
 * the ids are the game's own, so a table stays small.
 */
export class ActionTable<A> {
  private readonly rows = new Map<string, (A | undefined)[]>();
  // Lists ask for one id's actions index after index: the last row is kept at hand.
  private lastId = "";
  private lastRow: (A | undefined)[] = [];

  /** `size`: how many indexes an id's row holds; `make`: the action of an id at an index. */
  constructor(
    private readonly size: number,
    private readonly make: (id: string, index: number) => A,
  ) {}

  /** The action of `id` at `index`, made (and frozen) the first time it is asked for. */
  get(id: string, index: number): A {
    let row = this.lastRow;
    if (id !== this.lastId) {
      row = this.rows.get(id) ?? [];
      if (row.length === 0) this.rows.set(id, (row = new Array<A | undefined>(this.size)));
      this.lastId = id;
      this.lastRow = row;
    }
    return (row[index] ??= Object.freeze(this.make(id, index)));
  }
}
