// The random legal player. It chooses among the actions pending() lists for the seat, first a
// kind of action uniformly (move, overrun or end the phase; add support or decline …), then one
// action of that kind uniformly, so that "end" choices are not drowned by hundreds of moves and
// random games keep moving through the sequence of play. Buying his force, the Naronian spends
// his points before confirming. Every phase lists an end or has bounded mandatory steps, and the
// optional turn limit or else the safety bound of 300 game turns ends the game (BS 20.3), so
// random play always ends.
import type { SeatId } from "../../engine/contract";
import type { Rng } from "../../engine/rng";
import type { ActionType, BarnardsStarAction } from "./actions";
import { pending } from "./pending";
import type { BarnardsStarState } from "./state";

export function bot(s: BarnardsStarState, seat: SeatId, rng: Rng): BarnardsStarAction {
  const decision = pending(s).find((d) => d.seat === seat);
  if (!decision) throw new Error(`${seat} owes no decision`);
  const choices = decision.choices ?? [];
  if (choices.length === 0) throw new Error(`${seat} owes a decision with no choices`);
  // The pick is handed on as it is, the very object listed (and frozen): apply knows it (engine/listed.ts).
  return choose(decision.prompt, choices, seat, rng);
}

function choose(prompt: string, choices: readonly BarnardsStarAction[], seat: SeatId, rng: Rng): BarnardsStarAction {
  if (prompt === "forceSelection") {
    const buys = choices.filter((c) => c.type === "buy");
    if (buys.length > 0) return rng.pick(buys, `bot: ${seat} buys one of ${buys.length} items`);
  }
  // The kinds in the order they first appear, and how many of each: one pass, no copies of a
  // list that can hold hundreds of moves.
  const kinds: ActionType[] = [];
  const counts: number[] = [];
  for (const c of choices) {
    const k = kinds.indexOf(c.type);
    if (k < 0) {
      kinds.push(c.type);
      counts.push(1);
    } else counts[k]!++;
  }
  const kind = kinds.length === 1 ? kinds[0]! : rng.pick(kinds, `bot: ${seat} picks a kind of action among ${kinds.length}`);
  const count = counts[kinds.indexOf(kind)]!;
  // The same draw as a pick among the actions of that kind: an index among `count`.
  const index = count === 1 ? 0 : rng.pick(indexes(count), `bot: ${seat} chooses among ${count} ${kind} actions`);
  for (let i = 0, seen = 0; i < choices.length; i++) if (choices[i]!.type === kind && seen++ === index) return choices[i]!;
  throw new Error(`no ${kind} action ${index}`);
}

/** 0 … n−1, what a pick of an index draws among; the short ones are kept. */
const INDEXES: number[][] = [];
function indexes(n: number): readonly number[] {
  const kept = INDEXES[n];
  if (kept) return kept;
  const list = Array.from({ length: n }, (_, i) => i);
  if (n <= 256) INDEXES[n] = list;
  return list;
}
