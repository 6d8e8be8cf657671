// W3C Trace Context (https://www.w3.org/TR/trace-context/): a caller's `traceparent` names the
// trace its request belongs to. We keep its trace id as our request's, so one search finds the
// caller's spans and our log line together, and answer a `traceparent` of our own span in it.

export interface TraceParent {
  traceId: string;
  parentId: string;
  flags: string;
}

// version 00: 2 hex, 32 hex trace id, 16 hex parent id, 2 hex flags, lower case only.
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;

/** The header's fields, or null when it is absent or not valid (then a new trace begins). */
export function parseTraceParent(header: string | undefined): TraceParent | null {
  const m = header === undefined ? null : TRACEPARENT.exec(header.trim());
  if (!m) return null;
  const [, version, traceId, parentId, flags, rest] = m as unknown as [string, string, string, string, string, string | undefined];
  // ff is forbidden; version 00 has exactly four fields (a later version may add more).
  if (version === "ff" || (version === "00" && rest !== undefined)) return null;
  if (/^0+$/.test(traceId) || /^0+$/.test(parentId)) return null;
  return { traceId, parentId, flags };
}

/** Two hex digits for each byte value, worked out once: ids are made on every request. */
const HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, "0"));

/** Lower-case hex of these bytes, or null when they are all zeros (which the spec reserves). */
function hexUnlessZero(bytes: Uint8Array, from: number, to: number): string | null {
  let hex = "";
  let any = 0;
  for (let i = from; i < to; i++) {
    any |= bytes[i]!;
    hex += HEX[bytes[i]!]!;
  }
  return any === 0 ? null : hex;
}

/** Bytes an id takes: a trace id (16) and a span id (8). */
const ID_BYTES = 24;
/** Random bytes drawn 64 requests' worth at a time (each byte serves one id only): a draw is a call into the runtime. */
const pool = new Uint8Array(ID_BYTES * 64);
let taken = pool.length;

/** A new trace id (16 bytes) and span id (8 bytes), from the pool of random bytes. */
export function randomTraceIds(): { traceId: string; spanId: string } {
  for (;;) {
    if (taken === pool.length) {
      crypto.getRandomValues(pool);
      taken = 0;
    }
    const from = taken;
    taken += ID_BYTES;
    const traceId = hexUnlessZero(pool, from, from + 16);
    const spanId = hexUnlessZero(pool, from + 16, from + ID_BYTES);
    if (traceId !== null && spanId !== null) return { traceId, spanId };
  }
}

export const formatTraceParent = (t: TraceParent): string => `00-${t.traceId}-${t.parentId}-${t.flags}`;
