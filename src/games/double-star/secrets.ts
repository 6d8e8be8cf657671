// What a viewer must never read (DS 10.3, DS 11.2): the other side's raid target until the game
// ends, and the other side's formation declarations until both are ready. Each carries a unique
// label shown to its owner alone, so the conformance suite can check nobody else ever sees it.
import type { Viewer } from "../../engine/contract";
import { draftLabel } from "./rules/formations";
import { SIDES } from "./seats";
import type { DoubleStarState } from "./state";

export function secrets(s: DoubleStarState, viewer: Viewer): string[] {
  const out: string[] = [];
  const c = s.combat?.current ?? null;
  for (const side of SIDES) {
    if (side === viewer) continue;
    const t = s.targets[side];
    if (t && s.phase !== "over") out.push(t.label);
    const draft = c?.drafts[side];
    if (c && draft) for (const g of draft.groups) out.push(draftLabel(c, g));
  }
  return out;
}
