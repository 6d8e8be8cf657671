// What a viewer must never read (BS 20.2). The Naronian never sees the bowl nor a reinforcement
// before it reaches Barnard's Star: each bowl counter has a unique label ("bowl:DN-1") that
// stays secret until its ship arrives, and cargo of a hidden transport has ids that would give
// it away. The Terran never sees the Naronian purchase before it arrives on turn 1: every
// purchased unit's id ("N-BB1") is secret until then. Spectators see neither.
import type { Viewer } from "../../engine/contract";
import type { Side } from "./counters";
import type { BarnardsStarState } from "./state";
import { unitList } from "./queries";

/** The secret tokens that belong to `owner`'s side. */
export function secretsOf(s: BarnardsStarState, owner: Side): string[] {
  const out: string[] = [];
  if (owner === "terran") {
    for (const c of s.bowl) out.push(c.label);
    for (const u of unitList(s)) {
      if (u.side !== "terran" || !u.hidden) continue;
      if (u.label) out.push(u.label);
      if (u.where.at === "aboard") out.push(u.id);
    }
  } else {
    for (const u of unitList(s)) if (u.side === "naronian" && u.hidden) out.push(u.id);
  }
  return out;
}

export function secrets(s: BarnardsStarState, viewer: Viewer): string[] {
  if (viewer === "naronian") return secretsOf(s, "terran");
  if (viewer === "terran") return secretsOf(s, "naronian");
  return [...secretsOf(s, "terran"), ...secretsOf(s, "naronian")];
}
