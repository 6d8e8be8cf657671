// For the conformance suite and the undo rule: the claims a reader may not know before the end.
// A rival's claim that equals the reader's own is the reader's own word, not a secret it could
// learn: it is left out, or every view of one's own claim would look like a leak.
import type { Viewer } from "../../../src/engine/contract";
import { SEATS } from "./seats";
import type { AsteroidNimState } from "./state";

export function secrets(s: AsteroidNimState, viewer: Viewer): string[] {
  if (s.phase === "over") return [];
  const own = SEATS.find((seat) => seat === viewer);
  const mine = own ? s.claims[own] : null;
  return SEATS.filter((seat) => seat !== viewer)
    .map((seat) => s.claims[seat])
    .filter((claim): claim is NonNullable<typeof claim> => claim !== null && claim !== mine);
}
