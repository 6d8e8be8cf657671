// One value per state and key, kept by the state's identity (per-state.ts says why that is safe):
// only for states as apply made them, never for the copy a rule is changing.
import type { IronStarsState } from "./state";

/** Per state, one value per key: "owed", a list per seat ("unmoved:<seat>", "unfired:<seat>"), a ship's clear move. */
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
