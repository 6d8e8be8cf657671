// What a viewer must never read (IS 10.3): under hidden purchase, the other side's fleet before
// both have bought. Each purchase carries a unique label that appears in its buyer's view only,
// so the conformance suite can check nobody else ever sees it.
import type { Viewer } from "../../engine/contract";
import type { IronStarsState } from "./state";

export function secrets(s: IronStarsState, viewer: Viewer): string[] {
  if (!s.options.hiddenPurchase || s.phase !== "purchase") return [];
  const out: string[] = [];
  for (const seat of s.seats) {
    const p = s.purchases[seat];
    if (p && seat !== viewer) out.push(p.label);
  }
  return out;
}
