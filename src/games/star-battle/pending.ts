// The decisions owed now and the complete list of orders each seat may post.
import type { PendingDecision } from "../../engine/contract";
import type { StarBattleAction } from "./actions";
import { legalActions } from "./legal";
import { owingSeats } from "./owing";
import type { StarBattleState } from "./state";

const PROMPTS: Record<StarBattleState["phase"], { prompt: string; text: string }> = {
  placement: { prompt: "placement", text: "Place a card from your hand on the chart (the first is the Core of the Galaxy)." },
  homeBases: { prompt: "homeBase", text: "Turn up a perimeter card as your Home Base." },
  turn: { prompt: "turn", text: "Build, move, rebuild or discard (discarding ends the turn)." },
  battle: { prompt: "battle", text: "You share a card with another Star Lord: initiate a battle?" },
  over: { prompt: "over", text: "The game is over." },
};

export function pending(s: StarBattleState): PendingDecision<StarBattleAction>[] {
  return owingSeats(s).map((seat) => {
    const { prompt, text } = PROMPTS[s.phase];
    const turnText =
      s.phase === "turn" && s.turn?.acted ? `${text} You have ${s.lords[seat]!.freeMoves} free move(s); endTurn stops.` : text;
    return { seat, prompt, text: turnText, choices: legalActions(s, seat) };
  });
}
