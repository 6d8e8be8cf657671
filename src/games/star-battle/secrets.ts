// For the conformance suite: the card ids a viewer must never read — other lords' hands, the
// deck (its order and contents) and face-down chart cards. With several decks every id names
// its deck, so a secret id never collides with a public one.
import type { Viewer } from "../../engine/contract";
import { optionsSchema, type StarBattleOptions } from "./options";
import type { StarBattleState } from "./state";

export function secrets(s: StarBattleState, viewer: Viewer): string[] {
  const out = [...s.deck];
  for (const seat of s.seats) if (seat !== viewer) out.push(...s.lords[seat]!.hand);
  for (const cell of Object.values(s.chart)) if (!cell.faceUp) out.push(cell.card);
  return out;
}

/** Option sets worth playing besides the defaults: every set-up, rule and method. */
export const sampleOptions: StarBattleOptions[] = [
  { players: 3, phaseRule: "B", battle: "decisive", endMethod: "B" },
  { players: 6, battle: "tabular", endMethod: "C", coreIsHomeBase: true, keepFreeMoves: true, rebuildAceLow: true },
  { setup: "unknown-universe" },
  { setup: "unknown-universe", players: 4, chartSize: 7, decks: 2, battle: "decisive", endMethod: "C", homeBaseBonusShip: true, turnLimit: 80 },
  { setup: "unknown-universe", players: 3, phaseRule: "B", battle: "tabular", endMethod: "B", keepFreeMoves: true, turnLimit: 120 },
  { players: 2, decks: 2, coreBonusShip: false, endMethod: "A", phaseRule: "B" },
].map((o) => optionsSchema.parse(o));
