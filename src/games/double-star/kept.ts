// Choice lists kept between states by the copy-on-write arrays they read (own.ts). A copy shares
// `s.sites` (and `s.bodies`) with the state it came from until a rule writes one of them, so the
// dozens of states of a movement phase or a production stage mostly hold the very same arrays:
// what is worked out from them alone is worked out once and handed to each of those states, the
// action objects too. Only the listings of finished states (legal.ts, for pending() and apply's
// check) read from here: the rules change their copy as they go, and a memo made mid-way would go
// stale. What is handed out is shared and frozen: read it, never change it.
import { ActionTable } from "../../engine/listed";
import type { DoubleStarAction } from "./actions";
import type { Side } from "./map";
import { landedSides, SITE_KEYS } from "./queries";
import { eachRelocation } from "./rules/movement";
import type { CargoKind } from "./ships";
import type { BodyState, DoubleStarState, SiteState } from "./state";

interface Relocations {
  /** Who had landed where (landedSides) when the list was made: relocations may not go to the enemy's. */
  landed: readonly (Side | undefined)[];
  actions: readonly DoubleStarAction[];
}

// A relocation, made once per item and pair of sites and shared by every list that offers it: the
// kept list is made again whenever a landing or a site changes, and freezing new actions then was
// half of its cost. The index is the site moved from (SITE_KEYS order) × the site count + the site
// moved to.
const RELOCATES = new ActionTable(SITE_KEYS.length * SITE_KEYS.length, (item, i): DoubleStarAction => {
  const from = SITE_KEYS[Math.floor(i / SITE_KEYS.length)]!;
  const to = SITE_KEYS[i % SITE_KEYS.length]!;
  return { type: "relocate", body: from.body, from: from.site, to: to.site, item: item as CargoKind };
});

const relocationsKept = new WeakMap<readonly SiteState[], Partial<Record<Side, Relocations>>>();

function sameLanded(a: readonly (Side | undefined)[], b: readonly (Side | undefined)[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The movement prompt's `relocate` actions (relocateOptions), kept per sites array and side while no landing differs. */
export function relocations(s: DoubleStarState, side: Side): readonly DoubleStarAction[] {
  const landed = landedSides(s);
  let bySide = relocationsKept.get(s.sites);
  const known = bySide?.[side];
  if (known && sameLanded(known.landed, landed)) return known.actions;
  const actions: DoubleStarAction[] = [];
  eachRelocation(s, side, landed, (from, to, item) => actions.push(RELOCATES.get(item, from * SITE_KEYS.length + to)));
  if (!bySide) relocationsKept.set(s.sites, (bySide = {}));
  bySide[side] = { landed, actions };
  return actions;
}

interface IndustrySites {
  bodies: readonly BodyState[];
  bySide: Partial<Record<Side, readonly number[]>>;
}

const industryKept = new WeakMap<readonly SiteState[], IndustrySites>();

/**
 * The site indexes (SITE_KEYS order) of `side`'s industry that can take delivery (industrySitesOf):
 * kept per sites and bodies arrays, which a production stage's states share.
 */
export function industrySiteIndexes(s: DoubleStarState, side: Side): readonly number[] {
  let kept = industryKept.get(s.sites);
  if (!kept || kept.bodies !== s.bodies) industryKept.set(s.sites, (kept = { bodies: s.bodies, bySide: {} }));
  let out = kept.bySide[side];
  if (!out) {
    const placed = new Set<string>();
    for (const b of s.bodies) if (b.hex >= 0) placed.add(b.id);
    const list: number[] = [];
    s.sites.forEach((st, i) => {
      if (st.owner === side && st.industry > 0 && placed.has(st.body)) list.push(i);
    });
    kept.bySide[side] = out = list;
  }
  return out;
}
