// assert(): the invariants the conformance suite checks after every step. Throws on the first
// broken one. Card conservation: every card is in exactly one place (deck, a hand, the chart,
// the discard pile). Ships: whole, positive, only active lords'. Flow: until the game is over
// exactly one active seat owes a decision and has at least one legal order.
import { makeDeck } from "./cards";
import { fleetSize, isPerimeter, key, samePos, shipsInPlay } from "./chart";
import { indexMatches } from "./chart-index";
import type { StarBattleAction } from "./actions";
import { legalActions } from "./legal";
import { check } from "./rules";
import { owingSeats } from "./owing";
import { activeSeats } from "./seats";
import type { StarBattleState } from "./state";

function fail(message: string): never {
  throw new Error(`star-battle invariant: ${message}`);
}

export function assertState(s: StarBattleState): void {
  assertCards(s);
  assertShips(s);
  assertLords(s);
  assertFlow(s);
}

function assertCards(s: StarBattleState): void {
  const seen = new Map<string, string>();
  const note = (card: string, where: string) => {
    const before = seen.get(card);
    if (before) fail(`${card} is both in ${before} and in ${where}`);
    seen.set(card, where);
  };
  for (const card of s.deck) note(card, "the deck");
  for (const card of s.discard) note(card, "the discard pile");
  for (const seat of s.seats) for (const card of s.lords[seat]!.hand) note(card, `${seat}'s hand`);
  for (const [k, cell] of Object.entries(s.chart)) {
    if (k !== key(cell)) fail(`cell ${k} is filed under the wrong key`);
    note(cell.card, `the chart at ${k}`);
  }
  if (!indexMatches(s.chart)) fail("the chart's keys changed after it was indexed (file a new record: chart-index.ts)");
  const all = makeDeck(s.decks);
  if (seen.size !== all.length) fail(`${seen.size} cards in play, expected ${all.length}`);
  for (const card of all) if (!seen.has(card)) fail(`${card} is missing`);
}

function assertShips(s: StarBattleState): void {
  for (const cell of Object.values(s.chart)) {
    for (const [seat, f] of Object.entries(cell.ships)) {
      if (!s.lords[seat]) fail(`ships of unknown seat ${seat}`);
      if (s.lords[seat].status !== "active") fail(`${seat} is out but has ships at ${key(cell)}`);
      for (const n of [f.scouts, f.dreadnoughts]) if (!Number.isInteger(n) || n < 0) fail(`bad ship count at ${key(cell)}`);
      if (fleetSize(f) === 0) fail(`empty fleet kept at ${key(cell)}`);
      if (!cell.faceUp) fail(`ships on a face-down card at ${key(cell)}`);
    }
  }
  const stageTwo = s.phase === "turn" || s.phase === "battle";
  if (stageTwo) for (const seat of activeSeats(s)) if (fleetSize(shipsInPlay(s, seat)) === 0) fail(`${seat} is active with no ships`);
}

function assertLords(s: StarBattleState): void {
  const stageTwo = s.phase === "turn" || s.phase === "battle";
  for (const seat of s.seats) {
    const lord = s.lords[seat]!;
    if (lord.status !== "active" && lord.hand.length > 0) fail(`${seat} is out but holds cards`);
    if (lord.freeMoves < 0) fail(`${seat} has negative free moves`);
    if (stageTwo && lord.hand.length > 5) fail(`${seat} holds ${lord.hand.length} cards`);
    if (!s.options.keepFreeMoves && lord.freeMoves > 0 && s.turn?.seat !== seat) fail(`${seat} kept free moves`);
    const hb = lord.homeBase;
    if (hb) {
      const cell = s.chart[key(hb)];
      if (!cell?.faceUp) fail(`${seat}'s Home Base is not a face-up card`);
      if (s.options.setup === "normal" && !(s.options.coreIsHomeBase && s.core && samePos(hb, s.core)))
        fail(`${seat}'s Home Base is not the Core`);
      if (s.options.setup === "unknown-universe") {
        if (!isPerimeter(s, hb)) fail(`${seat}'s Home Base is off the perimeter`);
        for (const other of s.seats) {
          const ohb = s.lords[other]!.homeBase;
          if (other !== seat && ohb && samePos(ohb, hb)) fail(`${seat} and ${other} share a Home Base`);
        }
      }
    }
  }
  if (s.options.setup === "normal") for (const cell of Object.values(s.chart)) if (!cell.faceUp) fail("face-down card in a Normal game");
}

function assertFlow(s: StarBattleState): void {
  if ((s.phase === "over") !== (s.result !== null)) fail("the phase and the result disagree");
  if (s.phase === "over") return;
  const owing = owingSeats(s);
  if (owing.length !== 1) fail(`${owing.length} seats owe a decision`);
  const seat = owing[0]!;
  if (s.lords[seat]?.status !== "active") fail(`${seat} owes a decision but is out`);
  if (s.phase === "battle") {
    const q = s.battles[0]!;
    const cell = s.chart[key(q.at)];
    if (!cell?.ships[q.phasing] || !cell.ships[q.opponent]) fail("a battle is offered where the lords do not share a card");
  }
  if (s.phase !== "battle" && s.battles.length > 0) fail("battle questions left outside the battle phase");
  // One order that must always be open proves the seat is not stuck (cheap enough for every step).
  if (!alwaysOpen(s, seat).some((a) => check(s, seat, a) === null)) fail(`${seat} owes a decision but has no legal order`);
}

function alwaysOpen(s: StarBattleState, seat: string): StarBattleAction[] {
  switch (s.phase) {
    case "turn":
      return [{ type: "discard", cards: [] }, { type: "endTurn" }];
    case "battle": {
      const q = s.battles[0]!;
      return [{ type: "declineBattle", at: q.at, against: q.asked === q.phasing ? q.opponent : q.phasing }];
    }
    default:
      return legalActions(s, seat);
  }
}
