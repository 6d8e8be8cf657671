// A deep copy of plain data — objects, arrays, strings, numbers, booleans, null — for the rules'
// private copy of a state. structuredClone makes the same copy but goes through the platform's
// serializer: on The Last Starfighter's ~2 KB state it was over half of a random playout's time
// (bench/README 5p), where this walk costs a small fraction of it.
//
// The copy has the same keys in the same order (both follow the object's own key order), so its
// JSON reads the same. Unlike structuredClone it does not keep two references to one object as
// one: a state is plain JSON (it is stored as snapshots, where such sharing would be lost too),
// and test/engine/plain-copy.test.ts checks that the states of seeded games share nothing.

/** A deep copy of `value`, plain data only (no Maps, Sets, Dates, classes or shared parts). */
export function copyPlain<T>(value: T): T {
  return copy(value) as T;
}

function copy(v: unknown): unknown {
  if (typeof v !== "object" || v === null) return v;
  if (Array.isArray(v)) {
    // slice, then copy in place: the array keeps its kind (packed), no holes are made.
    const out = v.slice();
    for (let i = 0; i < out.length; i++) {
      const x = out[i];
      if (typeof x === "object" && x !== null) out[i] = copy(x);
    }
    return out;
  }
  const out: Record<string, unknown> = {};
  const from = v as Record<string, unknown>;
  for (const k in from) {
    const x = from[k];
    out[k] = typeof x === "object" && x !== null ? copy(x) : x;
  }
  return out;
}
