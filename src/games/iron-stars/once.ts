// Values kept per state (per-state.ts says why that is safe): only for states as apply made them,
// never for the copy a rule is changing. Kept on the engine's memo of the state (listed.ts, a
// property the state's JSON never shows), not in a WeakMap of string-keyed records: who owes and
// each seat's ships still to move or fire are asked several times at every step, and the key
// strings made per call and the map's entry per state were a tenth of a random playout (bench/README 5p).
import type { SeatId } from "../../engine/contract";
import { memoOf } from "../../engine/listed";
import type { IronStarsState } from "./state";

/** What is kept of one state: the answers asked at every step in fields, the rest by key. */
interface Kept {
  owed: unknown;
  /** By seat index (0 or 1, as in `s.seats`). */
  unmoved: unknown[];
  unfired: unknown[];
  keyed: Record<string, unknown> | null;
}

function keptOf(s: IronStarsState): Kept {
  const memo = memoOf(s);
  let k = memo.game as Kept | undefined;
  if (!k) memo.game = k = { owed: undefined, unmoved: [undefined, undefined], unfired: [undefined, undefined], keyed: null };
  return k;
}

/** `make(s)`, once per state, under `key` (a ship's clear move, whether it is boxed in, …). */
export function once<T>(s: IronStarsState, key: string, make: (s: IronStarsState) => T): T {
  const k = keptOf(s);
  const keyed = (k.keyed ??= {});
  if (key in keyed) return keyed[key] as T;
  const value = make(s);
  keyed[key] = value;
  return value;
}

/** Who owes, `make(s)`, once per state. */
export function onceOwed<T>(s: IronStarsState, make: (s: IronStarsState) => T): T {
  const k = keptOf(s);
  if (k.owed === undefined) k.owed = make(s);
  return k.owed as T;
}

/** `make(s, seat)` for the seat's ships still to move ("unmoved") or fire ("unfired"), once per state. */
export function oncePerSeat<T>(
  s: IronStarsState,
  what: "unmoved" | "unfired",
  seat: SeatId,
  make: (s: IronStarsState, seat: SeatId) => T,
): T {
  const bySeat = keptOf(s)[what];
  const i: number = s.seats[0] === seat ? 0 : s.seats[1] === seat ? 1 : -1;
  if (i < 0) return make(s, seat);
  if (bySeat[i] === undefined) bySeat[i] = make(s, seat);
  return bySeat[i] as T;
}
