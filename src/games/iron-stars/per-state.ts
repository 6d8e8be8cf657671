// What the entry points work out about one state, kept by the state's identity. pending(), the
// bot, view() and apply() each ask the same questions of the state they are handed (who owes,
// which ships are still to move or fire), and such a state is never
// changed afterwards: apply plays on its own copy, and the engine keeps every state as it was
// made (runner.ts remembers pending decisions by identity too). The rules, which change their
// copy as they go, never read from here. What is handed out is shared: read it, never change it.
import type { SeatId } from "../../engine/contract";
import type { Point } from "./geometry";
import { unfired } from "./rules/fire";
import { unmoved } from "./rules/movement";
import type { IronStarsState, Ship } from "./state";

type Live = Ship & { position: Point };

interface Known {
  unmoved: Map<SeatId, Live[]>;
  unfired: Map<SeatId, Live[]>;
  /** Anything else one module keeps (owing.ts, pending.ts), under its own key. */
  other: Map<symbol, unknown>;
}

const known = new WeakMap<IronStarsState, Known>();

function of(s: IronStarsState): Known {
  let k = known.get(s);
  if (!k) known.set(s, (k = { unmoved: new Map(), unfired: new Map(), other: new Map() }));
  return k;
}

/** `unmoved(s, seat)`, once per state. */
export function unmovedIn(s: IronStarsState, seat: SeatId): Live[] {
  const k = of(s);
  let list = k.unmoved.get(seat);
  if (!list) k.unmoved.set(seat, (list = unmoved(s, seat)));
  return list;
}

/** `unfired(s, seat)`, once per state. */
export function unfiredIn(s: IronStarsState, seat: SeatId): Live[] {
  const k = of(s);
  let list = k.unfired.get(seat);
  if (!list) k.unfired.set(seat, (list = unfired(s, seat)));
  return list;
}

/** `make(s)`, once per state: for a module's own derived value, under a key of its own. */
export function once<T>(s: IronStarsState, key: symbol, make: (s: IronStarsState) => T): T {
  const k = of(s);
  if (k.other.has(key)) return k.other.get(key) as T;
  const value = make(s);
  k.other.set(key, value);
  return value;
}
