// Actions the bot built for one state, so that apply need not parse (and, where the bot ran the
// rule's own check on that state already, check) the very same object again: the random bot and
// the opponent's search post their own actions straight back, many thousands a second. Anything
// else, above all whatever a client sends, goes the whole way. Double Star's apply does the same
// for the choices its pending() listed.
import type { SeatId } from "../../engine/contract";
import type { IronStarsState } from "./state";

/** `schema`: built inside the action schema's limits; `rules`: the rule's check accepted it too. */
export type Vouch = "schema" | "rules";

const vouched = new WeakMap<object, { state: IronStarsState; seat: SeatId; vouch: Vouch }>();

/** Records that `action`, made for `seat` in `state`, is known to be well formed (and legal, for `rules`). Returns it. */
export function vouch<A extends object>(action: A, state: IronStarsState, seat: SeatId, how: Vouch): A {
  vouched.set(action, { state, seat, vouch: how });
  return action;
}

/** What is known of `action` when posted by `seat` in `state`: only for that very object, state and seat. */
export function vouchFor(action: unknown, state: IronStarsState, seat: SeatId): Vouch | null {
  if (typeof action !== "object" || action === null) return null;
  const v = vouched.get(action);
  return v && v.state === state && v.seat === seat ? v.vouch : null;
}
