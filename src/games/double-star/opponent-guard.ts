// An Islamic answer to the Chinese siege (opponent-siege.ts) in the Sneak Attack, screened in
// bench/README.md 6q and NOT yet what either level plays (`weigh` does not call it): wiring it in
// changes the Islamic play of both levels, so the counts of 6q would have to start again.
//
// The siege strikes land hexes from orbit until one is empty (DS 6.14), and every planetary defence
// fires twice at each ship striking its own hex or a hex next to it, before the strike (DS 6.13: a
// 1–2 eliminates a ship of defence 5 or more). The Islamic side buys after the Chinese (DS 10.1) and
// after its population covers An-Nur (opponent-defence.ts), so it spends its set-up budget on
// planetary defences over those hexes (DS 8.1; at most three a hex, DS 3.2), each on the hex that the
// fewest defences cover yet: every hex a striker could aim at is under fire from several.
//
// Everything read here is on the board both sides see.
import type { DoubleStarAction } from "./actions";
import { axialDistance } from "../../hex";
import { adjacentSites, MAP, type SiteId } from "./map";
import { GUARDED } from "./opponent-defence";
import { bodyState, siteOf } from "./queries";
import type { DoubleStarState } from "./state";

const hexDistance = (a: number, b: number): number =>
  axialDistance({ q: MAP.grid.q[a]!, r: MAP.grid.r[a]! }, { q: MAP.grid.q[b]!, r: MAP.grid.r[b]! });

/** Planetary defences that fire at a ship striking `site` of `body`: on it and next to it (DS 6.13). */
export function coverOf(s: DoubleStarState, body: string, site: SiteId): number {
  let pd = siteOf(s, body, site)?.pd ?? 0;
  for (const next of adjacentSites(body, site)) pd += siteOf(s, body, next)?.pd ?? 0;
  return pd;
}

/**
 * The large world of An-Nur nearest the Chinese bases that can still be carried: where the carriers
 * start from, so the world the siege (opponent-siege.ts, the world nearest the carriers) will strike.
 */
export function threatened(s: DoubleStarState): string | null {
  const from = s.sites.filter((st) => st.owner === "chinese" && st.basesMovable > 0).map((st) => bodyState(s, st.body).hex);
  let best: string | null = null;
  let bestD = Infinity;
  for (const body of GUARDED) {
    const hex = bodyState(s, body).hex;
    if (hex < 0 || from.length === 0) continue;
    const d = Math.min(...from.map((h) => hexDistance(h, hex)));
    if (d < bestD) [best, bestD] = [body, d];
  }
  return best;
}

/**
 * Set-up (DS 8.1): a planetary defence on the threatened world's land hex covered least, until
 * each of its hexes holds three (DS 3.2); then on the other worlds the same way. Null when none is listed.
 */
export function guardBuy(s: DoubleStarState, choices: readonly DoubleStarAction[]): DoubleStarAction | null {
  const first = threatened(s);
  let best: DoubleStarAction | null = null;
  let bestKey = Infinity;
  for (const c of choices) {
    if (c.type !== "buy" || c.item !== "planetaryDefense" || c.site === null || !GUARDED.includes(c.body)) continue;
    // The threatened world first; least covered first; among those, fewest defences of its own.
    const key = (c.body === first ? 0 : 1000) + coverOf(s, c.body, c.site) * 10 + (siteOf(s, c.body, c.site)?.pd ?? 0);
    if (key < bestKey) [best, bestKey] = [c, key];
  }
  return best;
}

/** Planetary defence fire (DS 6.13): every shot fired while one is listed (a shot not fired saves nothing). */
export function guardFire(choices: readonly DoubleStarAction[]): DoubleStarAction | null {
  return choices.find((c) => c.type === "pdFire") ?? null;
}
