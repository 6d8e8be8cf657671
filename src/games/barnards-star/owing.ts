// Who owes which decision now (BS 20.1). Set-up is simultaneous: the Naronian buys in secret
// while the Terran places. In play, the phasing player decides, except inside a battle (the
// defender allocates support, takes losses, retreats and counterattacks) and in the phases the
// book gives the other side: the Terran's planetary defense fire in the Naronian turn, and the
// defender's line and first exchange in space combat.
import { type SeatId, unreachable } from "../../engine/contract";
import { COUNTERS, other, type Side } from "./counters";
import { anyMovement, overrunChoices } from "./rules/movement";
import { bombardTargets, contestedHexes } from "./rules/combat";
import { defenseChoices } from "./rules/defense";
import { dispatchChoices } from "./rules/space";
import { teleportChoices } from "./rules/teleport";
import type { BarnardsStarState } from "./state";
import { mapIndex, unitList } from "./queries";

/** Module-local alias: hot loops read it without going through the import binding. */
const CV = COUNTERS;

export type Prompt =
  | "forceSelection"
  | "placement"
  | "dispatch"
  | "formLine"
  | "spaceFire"
  | "movement"
  | "transportation"
  | "interaction"
  | "jumpDrop"
  | "defenseFire"
  | "combat"
  | "support"
  | "press"
  | "losses"
  | "retreat"
  | "counterattack"
  | "counterMoves";

export interface Owed {
  seat: Side;
  prompt: Prompt;
}

function battleOwed(s: BarnardsStarState): Owed | null {
  const b = s.battle;
  const step = b?.queue[0];
  if (!b || !step) return null;
  switch (step.t) {
    case "support":
      return { seat: b.support.turn, prompt: "support" };
    case "press":
      return { seat: b.attacker, prompt: "press" };
    case "lose":
      return { seat: step.side, prompt: "losses" };
    case "retreat":
      return { seat: step.side, prompt: "retreat" };
    case "counter":
      return { seat: other(b.attacker), prompt: "counterattack" };
    case "counterMoves":
      return { seat: other(b.attacker), prompt: "counterMoves" };
    case "fire":
      return null;
  }
}

/** Whether the interaction phase offers the phasing player anything. */
function interactionOpen(s: BarnardsStarState): boolean {
  return unitList(s).some(
    (u) =>
      u.side === s.player &&
      CV[u.kind].ship &&
      ((u.where.at === "orbit" && !u.decided) || (u.kind === "TN" && u.where.at === "map" && !u.landing)),
  );
}

export function owed(s: BarnardsStarState): Owed[] {
  if (s.result || s.phase === "over") return [];
  if (s.phase === "setup") {
    const out: Owed[] = [];
    if (!s.forceConfirmed) out.push({ seat: "naronian", prompt: "forceSelection" });
    if (unitList(s).some((u) => u.where.at === "unplaced")) out.push({ seat: "terran", prompt: "placement" });
    return out;
  }
  const battle = battleOwed(s);
  if (battle) return [battle];
  const mine = (prompt: Prompt): Owed[] => [{ seat: s.player, prompt }];
  switch (s.phase) {
    case "dispatch":
      return dispatchChoices(s).length > 0 ? [{ seat: "terran", prompt: "dispatch" }] : [];
    case "spaceCombat": {
      const sp = s.space;
      if (!sp) return [];
      return sp.stage === "form" ? [{ seat: sp.forming!, prompt: "formLine" }] : [{ seat: sp.firing, prompt: "spaceFire" }];
    }
    case "movement":
      return anyMovement(s, s.player) || overrunChoices(s, s.player, mapIndex(s)).length > 0 ? mine("movement") : [];
    case "transportation":
      return teleportChoices(s).length > 0 ? [{ seat: "terran", prompt: "transportation" }] : [];
    case "interaction":
      if (s.dropping) return mine("jumpDrop");
      return interactionOpen(s) ? mine("interaction") : [];
    case "defense":
      return defenseChoices(s).length > 0 ? [{ seat: "terran", prompt: "defenseFire" }] : [];
    case "combat": {
      const index = mapIndex(s);
      return contestedHexes(s, index).length > 0 || bombardTargets(s, index).length > 0 ? mine("combat") : [];
    }
    default:
      return unreachable(s.phase);
  }
}

export function promptOf(s: BarnardsStarState, seat: SeatId): Prompt | null {
  return owed(s).find((o) => o.seat === seat)?.prompt ?? null;
}

export function owingSeats(s: BarnardsStarState): SeatId[] {
  return [...new Set(owed(s).map((o) => o.seat))];
}
