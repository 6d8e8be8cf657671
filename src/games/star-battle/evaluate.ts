// How the built-in opponent scores a Star Battle rollout cut short (opponent.ts). It runs on a
// determinized state (a draw of the hidden cards) and reads only the chart, which is public.
import type { SeatId } from "../../engine/contract";
import { chartCells } from "./chart";
import { scores } from "./rules/ending";
import { activeSeats } from "./seats";
import type { StarBattleState } from "./state";

/** The chance one round of an Ordinary battle (SB 4.2) destroys a ship: a head, or two for a Dreadnought. */
const LOST_IN_A_ROUND = { scout: 1 / 2, dreadnought: 1 / 4 } as const;

/**
 * While a lord's ships all lie on cards it shares with another lord, one battle round on each of
 * those cards ends its game with this chance; a lord with a ship on a card of its own cannot be
 * wiped out this turn, but can be once the enemy moves in, so that threat counts at this share.
 */
const LATER_THREAT = 0.3;

/** How far the deck's end weighs: a lead counts e^(−cards left / this), 37 % with ten cards left, fully at the end. */
const SCORE_HORIZON = 10;

/** A lord's ships in play (a dreadnought counts as two scouts), for Ends B and C. */
function shipShare(s: StarBattleState, seat: SeatId): number {
  let mine = 0;
  let all = 0;
  // The index's cells (chart.ts chartCells), not the record: no keys listed at every rollout's end.
  for (const cell of chartCells(s)) {
    const ships = cell.ships;
    for (const lord in ships) {
      const fleet = ships[lord]!;
      const strength = fleet.scouts + 2 * fleet.dreadnoughts;
      all += strength;
      if (lord === seat) mine += strength;
    }
  }
  return all === 0 ? 0.5 : mine / all;
}

/** Whether a single lord has ships here (Object.keys(ships).length === 1, without the array). */
function alone(ships: Record<SeatId, unknown>): boolean {
  let n = 0;
  for (const _ in ships) if (++n > 1) return false;
  return n === 1;
}

/**
 * How likely `seat` is to be left without ships (SB 6.4) soon: the chance every one of its ships
 * is lost in a single round, in full while each shares its card with an enemy, else in part.
 */
export function wipeOutRisk(s: StarBattleState, seat: SeatId): number {
  let all = 1;
  let exposed = true;
  for (const cell of chartCells(s)) {
    const ships = cell.ships;
    const fleet = ships[seat];
    if (!fleet) continue;
    all *= LOST_IN_A_ROUND.scout ** fleet.scouts * LOST_IN_A_ROUND.dreadnought ** fleet.dreadnoughts;
    if (alone(ships)) exposed = false;
  }
  return exposed ? all : all * LATER_THREAT;
}

/**
 * Under End A (the default) the game is won on the SB 6.1 score, which falls with every ship in
 * play, or by being the last lord with ships (SB 6.4), which more ships make likelier. So: the
 * lead on that score squashed into (0, 1) (a lead of two points is worth about 0.73), counted
 * the more the nearer the deck's end, weighed with each side's risk of being wiped out first; a
 * lord out of the game is at 0. Ends B and C reward ships, so there the share of ships, until the
 * turn limit (SB 6.5) nears: it ends any game on the End A score, so that counts the more the
 * fewer turns are left (with the 7×7 set's limit of 80, `standard` playing for ships alone lost
 * to `random` 43 games of 60, bench/README.md 6zl).
 */
export function evaluate(s: StarBattleState, seat: SeatId): number {
  if (s.options.endMethod === "A") return onEndA(s, seat, Math.exp(-s.deck.length / SCORE_HORIZON));
  const share = shipShare(s, seat);
  const turnsLeft = s.options.turnLimit - (s.turn?.number ?? 0);
  const settled = Math.exp(-turnsLeft / TURN_HORIZON);
  // Far from the limit (the default 300 turns) the weight is nil: the share alone, as before.
  if (settled < NEGLIGIBLE) return share;
  return settled * onEndA(s, seat, 1) + (1 - settled) * share;
}

/** How far the turn limit weighs under Ends B and C: e^(−turns left / this), 37 % with 20 turns left. */
const TURN_HORIZON = 20;
const NEGLIGIBLE = 1e-3;

/** The End A value: the score lead counted by `settled` (0 early, 1 when the score decides), with the wipe-out risks. */
function onEndA(s: StarBattleState, seat: SeatId, settled: number): number {
  const active = activeSeats(s);
  if (!active.includes(seat)) return 0;
  const others = active.filter((lord) => lord !== seat);
  if (others.length === 0) return 1;
  const table = scores(s);
  // The rival: the other lord with the best score (the one to beat at the end).
  let rival = others[0]!;
  for (const lord of others) if ((table[lord] ?? -Infinity) > (table[rival] ?? -Infinity)) rival = lord;
  const lead = (table[seat] ?? 0) - (table[rival] ?? 0);
  // The score is counted only when the game ends on it: early on a lead says little about the end.
  const onScore = 0.5 + settled * (1 / (1 + Math.exp(-lead / 2)) - 0.5);
  const mine = wipeOutRisk(s, seat);
  const theirs = wipeOutRisk(s, rival);
  return (1 - mine) * (1 - theirs) * onScore + (1 - mine) * theirs + (mine * theirs) / 2;
}
