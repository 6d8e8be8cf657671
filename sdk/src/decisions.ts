// Answering the decision you read. A decision keeps its identity (`decisionId`) while your seat
// owes the same thing, however many other seats act meanwhile; an action sent with the version
// you read (`expectedVersion`) and that id is applied only to the decision you saw, and refused
// with 409 (STALE_VERSION / STALE_DECISION) once it changed — then read the game again.
import type { ChoiceOf, GameBasics, PendingBasics } from "./types.js";

/** The decision your seat owes in `game`, or null: the entry of `pending` for your seat. */
export function myDecision<G extends GameBasics>(game: G): (G["pending"][number] & PendingBasics) | null {
  const seat = game.you?.seat;
  if (seat === undefined || game.status !== "active") return null;
  return (game.pending.find((p) => p.seat === seat) as (G["pending"][number] & PendingBasics) | undefined) ?? null;
}

/** The listed choices of the decision you owe (empty when it gives bounds instead, or you owe none). */
export function myChoices<G extends GameBasics>(game: G): ChoiceOf<G>[] {
  return [...(myDecision(game)?.choices ?? [])] as ChoiceOf<G>[];
}

/** The guard fields for answering the decision you read in `game`: its version and your decision's id. */
export function answerGuard(game: GameBasics): { expectedVersion: number; decisionId?: string } {
  const decision = myDecision(game);
  if (!decision) throw new Error(`you owe no decision in game ${game.id} at version ${game.version}`);
  return { expectedVersion: game.version, ...(decision.decisionId ? { decisionId: decision.decisionId } : {}) };
}
