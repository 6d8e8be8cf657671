// Who owes what now: both prospectors their claims at once (AN 2), then one miner at a time (AN 3).
import type { PendingDecision } from "../../../src/engine/contract";
import { LODES, type AsteroidNimAction } from "./actions";
import { SEATS } from "./seats";
import type { AsteroidNimState } from "./state";

export function pending(s: AsteroidNimState): PendingDecision<AsteroidNimAction>[] {
  if (s.phase === "claim") {
    return SEATS.filter((seat) => s.claims[seat] === null).map((seat) => ({
      seat,
      prompt: "claim",
      text: "Claim one of the three lodes in secret",
      choices: LODES.map((lode) => ({ type: "claim" as const, lode })),
    }));
  }
  if (s.phase === "mining") {
    const most = Math.min(s.options.maxTake, s.belt);
    return [
      {
        seat: s.turn,
        prompt: "mine",
        text: `Pick up 1 to ${most} rocks, or blast the belt`,
        choices: [...Array.from({ length: most }, (_, i) => ({ type: "take" as const, count: i + 1 })), { type: "blast" as const }],
      },
    ];
  }
  return [];
}
