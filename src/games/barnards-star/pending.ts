// The decisions owed now, each with a short text and its complete list of postable actions.
import type { PendingDecision } from "../../engine/contract";
import { listedOnce } from "../../engine/listed";
import type { BarnardsStarAction } from "./actions";
import { choicesFor } from "./legal";
import { owed, type Prompt } from "./owing";
import type { BarnardsStarState, BattleStep } from "./state";

function text(s: BarnardsStarState, prompt: Prompt): string {
  const b = s.battle;
  switch (prompt) {
    case "forceSelection":
      // Texts are shown to every seat: the points left (a hint of the purchase) are in the Naronian's own view only.
      return `Choose your attack force in secret with ${s.options.naronianPoints} points (BS 16.1); confirm when done.`;
    case "placement":
      return "Place your units at least 5 hexes from the map edge, beacons at least 6 hexes apart (BS 16.2).";
    case "dispatch":
      return "Send ships from Sol to Barnard's Star (each rolls on the Interstellar Navigation Table), or end your space events (BS 5.2).";
    case "formLine":
      return "Space combat: move ships from the firing line to the screened area, then close the line (BS 6.1).";
    case "spaceFire":
      return "Your exchange of fire: withdraw ships first if you wish, then give each firing ship a target; every enemy ship in the line draws fire first (BS 6.1–6.3).";
    case "movement":
      return "Move your units (each to a hex it can reach), overrun adjacent enemy hexes, or end movement (BS 7.0, 8.0, 14.0).";
    case "transportation":
      return "Teleport units between transportation points and beacons, one in and one out of each per turn (BS 9.0).";
    case "interaction":
      return "Land transports, drop jump troops, fly close approach missions, load and lift off transports (BS 10).";
    case "jumpDrop":
      return "Drop the next jump troop of the battalion: once all are down, each must be within 2 hexes of another of its battalion and within 5 of all (BS 10.3).";
    case "defenseFire":
      return "Fire planetary defense batteries and beacons at landing Naronian ships and jump troops in range (BS 11.0).";
    case "combat":
      return "Attack every hex where your units stand in an enemy zone of control, attack or bombard elsewhere if you wish, then end combat (BS 12.0, 13.0).";
    case "support":
      return b?.kind === "bombardment"
        ? "Commit units' support strength to the bombardment, then fire (BS 13.0)."
        : `Support for the battle in hex ${b?.hex}: add one unit or decline; after one side declines the other adds what it wants (BS 12.1).`;
    case "press":
      return "Support fire neutralized the defenders: press the assault or call it off (BS 8.0).";
    case "losses": {
      const step = b!.queue[0] as Extract<BattleStep, { t: "lose" }>;
      return `Choose ${step.count} more of your units in hex ${b!.hex} to eliminate (BS 12.4).`;
    }
    case "retreat": {
      const step = b!.queue[0] as Extract<BattleStep, { t: "retreat" }>;
      if (step.units)
        return `Your neutralized units in hex ${b!.hex} (${step.units.join(", ")}) cannot attack: they fall back one hex (BS 12.4).`;
      return step.forced
        ? `Your units must retreat one hex from hex ${b!.hex} (BS 12.4).`
        : `Retreat your units one hex from hex ${b!.hex}, or hold (BS 12.4).`;
    }
    case "counterattack":
      return `The attackers withdrew to hex ${b!.retreatHex}: counterattack there, or not (BS 12.4).`;
    case "counterMoves":
      return `Move units within two hexes of hex ${b!.retreatHex} one hex to support the counterattack, then end (BS 12.4).`;
  }
}

/**
 * The decisions owed in `s`, worked out once per state by the engine (listed.ts): states are
 * values (apply never changes its input), and the platform, the bot and the invariants all ask
 * about the same state in a step. Shared: read them, never change them.
 */
export const pending = listedOnce((s: BarnardsStarState): PendingDecision<BarnardsStarAction>[] =>
  owed(s).map(({ seat, prompt }) => ({ seat, prompt, text: text(s, prompt), choices: choicesFor(s, seat, prompt) })),
);
