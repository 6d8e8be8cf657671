// Actions the engine already knows to be sound, so that apply need not check them again. The
// random bot and the opponent's search post back the very objects a state's pending() listed,
// many thousands a second; parsing each with zod and running its rule check again was a fifth of
// a step. So the engine keeps each state's listed decisions (worked out once: states are never
// changed once made) and tells apply, by identity only, that an action is one of them. Listed
// actions are frozen, so an object that is listed cannot later say something else. A copy, an
// action read from the log or one that came over the API is never known: it goes the whole way.
import type { PendingDecision, SeatId } from "./contract";

/**
 * What apply may take for granted of an action. `legal`: one of the choices listed for this very
 * state and seat (or vouched so by the game's own bot), so neither parse nor rule check is needed.
 * `wellFormed`: built by the game's own bot inside the action schema's limits, so only the parse
 * may be skipped.
 */
export type Known = "legal" | "wellFormed";

const listings = new WeakMap<object, readonly PendingDecision<unknown>[]>();
const vouched = new WeakMap<object, { state: unknown; seat: SeatId; known: Known }>();

/** Freezes an action and everything in it, so that what a state lists cannot be changed by a reader. */
function freezeAction(action: unknown): void {
  if (typeof action !== "object" || action === null || Object.isFrozen(action)) return;
  for (const v of Object.values(action)) freezeAction(v);
  Object.freeze(action);
}

/**
 * `pending` worked out once per state, its listed actions frozen. What it returns is shared by
 * every caller (the game's own bot and checks, the engine): read it, never change it.
 */
export function listedOnce<S, A>(pending: (s: S) => readonly PendingDecision<A>[]): (s: S) => readonly PendingDecision<A>[] {
  return (s) => {
    if (typeof s !== "object" || s === null) return pending(s);
    let list = listings.get(s) as readonly PendingDecision<A>[] | undefined;
    if (!list) {
      list = pending(s);
      for (const d of list) if (d.choices) for (const c of d.choices) freezeAction(c);
      listings.set(s, list);
    }
    return list;
  };
}

/**
 * Records that the game's bot made `action` for `seat` in `state` and knows this of it, for an
 * action no list holds (a decision given as bounds). Returns the action, frozen.
 */
export function vouch<A extends object>(action: A, state: unknown, seat: SeatId, known: Known): A {
  freezeAction(action);
  vouched.set(action, { state, seat, known });
  return action;
}

/** What is known of `action` when `seat` posts it in `state`: only for that very object, state and seat. */
export function knownOf(action: unknown, state: unknown, seat: SeatId): Known | null {
  if (typeof action !== "object" || action === null || typeof state !== "object" || state === null) return null;
  const v = vouched.get(action);
  if (v && v.state === state && v.seat === seat && v.known === "legal") return "legal";
  const list = listings.get(state);
  if (list) for (const d of list) if (d.seat === seat && d.choices?.includes(action)) return "legal";
  return v && v.state === state && v.seat === seat ? v.known : null;
}
