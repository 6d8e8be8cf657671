// For the conformance suite: the card ids a viewer must never read — other lords' hands, the
// deck (its order and contents) and face-down chart cards. With several decks every id names
// its deck, so a secret id never collides with a public one.
import type { Viewer } from "../../engine/contract";
import type { StarBattleState } from "./state";

export function secrets(s: StarBattleState, viewer: Viewer): string[] {
  const out = [...s.deck];
  for (const seat of s.seats) if (seat !== viewer) out.push(...s.lords[seat]!.hand);
  for (const cell of Object.values(s.chart)) if (!cell.faceUp) out.push(cell.card);
  return out;
}
