// What the entry points work out about one state, kept by the state's identity. pending(), the
// bot, view() and apply() each ask the same questions of the state they are handed (who owes,
// which ships are still to move or fire), and such a state is never changed afterwards: apply
// plays on its own copy, and the engine keeps every state as it was made (runner.ts remembers
// pending decisions by identity too). The rules, which change their copy as they go, never read
// from here. What is handed out is shared: read it, never change it.
import type { SeatId } from "../../engine/contract";
import type { Point } from "./geometry";
import { unfired } from "./rules/fire";
import { unmoved } from "./rules/movement";
import type { IronStarsState, Ship } from "./state";

type Live = Ship & { position: Point };

/** Per state, one value per key: "owed", and a list per seat ("unmoved:<seat>", "unfired:<seat>"). */
const known = new WeakMap<IronStarsState, Record<string, unknown>>();

/** `make(s)`, once per state, under `key`. */
export function once<T>(s: IronStarsState, key: string, make: (s: IronStarsState) => T): T {
  let k = known.get(s);
  if (!k) known.set(s, (k = {}));
  if (key in k) return k[key] as T;
  const value = make(s);
  k[key] = value;
  return value;
}

/** `unmoved(s, seat)`, once per state. */
export function unmovedIn(s: IronStarsState, seat: SeatId): Live[] {
  return once(s, `unmoved:${seat}`, () => unmoved(s, seat));
}

/** `unfired(s, seat)`, once per state. */
export function unfiredIn(s: IronStarsState, seat: SeatId): Live[] {
  return once(s, `unfired:${seat}`, () => unfired(s, seat));
}
