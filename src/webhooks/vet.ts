// The one check every URL a client gives us for the server to POST to must pass — a webhook's
// target or a browser's push endpoint — at subscription and again before each delivery: the
// URL's own host (targets.ts), then, for a name, every address it resolves to (resolve.ts).
import { refuseByResolution } from "./resolve";
import { checkTarget, isHostName, type TargetVerdict } from "./targets";

export async function vetTarget(raw: string, allowPrivate: boolean, resolver?: string): Promise<TargetVerdict> {
  const target = checkTarget(raw, allowPrivate);
  if (!target.ok || allowPrivate || !isHostName(target.url)) return target;
  const refused = await refuseByResolution(target.url.hostname, resolver);
  return refused ? { ok: false, reason: refused } : target;
}
