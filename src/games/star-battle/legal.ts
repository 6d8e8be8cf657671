// The complete list of legal orders for a seat, built by proposing every candidate and keeping
// those the rules' own checks accept, so pending() and apply() cannot disagree.
import type { SeatId } from "../../engine/contract";
import type { StarBattleAction } from "./actions";
import { suitOf } from "./cards";
import { cellAt, cellBeside, cellsInOrder, controller, count, DELTA, fleetOf, isPerimeter, step, TABLE_1, type Direction } from "./chart";
import { posCode } from "./chart-index";
import { check } from "./rules";
import type { Pos, ShipKind, StarBattleState } from "./state";

const SHIPS: readonly ShipKind[] = ["scout", "dreadnought"];
const DIRECTIONS = Object.keys(DELTA) as Direction[];

export function legalActions(s: StarBattleState, seat: SeatId): StarBattleAction[] {
  const candidates = candidatesFor(s, seat);
  return candidates.filter((a) => check(s, seat, a) === null);
}

function candidatesFor(s: StarBattleState, seat: SeatId): StarBattleAction[] {
  switch (s.phase) {
    case "placement":
      return placements(s, seat);
    case "homeBases":
      return cellsInOrder(s)
        .filter((c) => isPerimeter(s, c))
        .map((c) => ({ type: "chooseHomeBase", at: { x: c.x, y: c.y } }));
    case "turn":
      return turnActions(s, seat);
    case "battle": {
      const q = s.battles[0]!;
      const against = q.asked === q.phasing ? q.opponent : q.phasing;
      return [
        { type: "battle", at: { ...q.at }, against },
        { type: "declineBattle", at: { ...q.at }, against },
      ];
    }
    case "over":
      return [];
  }
}

function placements(s: StarBattleState, seat: SeatId): StarBattleAction[] {
  const hand = s.lords[seat]!.hand;
  const cells = cellsInOrder(s);
  if (cells.length === 0) return hand.map((card) => ({ type: "place", card, at: { x: 0, y: 0 } }));
  // Keyed by number (chart-index.ts), not "x,y": a Map keeps its first-seen order either way.
  const spots = new Map<number, Pos>();
  for (const c of cells) {
    for (const d of DIRECTIONS) {
      if (cellBeside(s, c, d)) continue;
      const p = step(c, d);
      spots.set(posCode(p.x, p.y), p);
    }
  }
  const out: StarBattleAction[] = [];
  for (const card of hand) for (const at of spots.values()) out.push({ type: "place", card, at });
  return out;
}

function turnActions(s: StarBattleState, seat: SeatId): StarBattleAction[] {
  const hand = s.lords[seat]!.hand;
  const out: StarBattleAction[] = [];
  // Candidates are pre-filtered to the cards that could possibly qualify (the checks below
  // still decide): this list is built several times per action, so it is kept small.
  for (const cell of cellsInOrder(s)) {
    if (!cell.ships[seat]) continue;
    const at = { x: cell.x, y: cell.y };
    if (controller(cell) === seat) for (const card of hand) for (const ship of SHIPS) out.push({ type: "build", card, at, ship });
    for (const ship of SHIPS) {
      if (count(fleetOf(cell, seat), ship) === 0) continue;
      for (const d of TABLE_1[suitOf(cell.card)]) {
        const to = step(at, d);
        if (cellAt(s, to)) for (const card of hand) out.push({ type: "move", card, from: at, to, ship });
      }
      for (const card of hand) out.push({ type: "rebuild", at, ship, card });
    }
  }
  // Every subset of the hand (at most five cards, so at most 32), the empty one a pass.
  for (let mask = 0; mask < 1 << hand.length; mask++) {
    out.push({ type: "discard", cards: hand.filter((_, i) => mask & (1 << i)) });
  }
  out.push({ type: "endTurn" });
  return out;
}
