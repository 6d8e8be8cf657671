// Choice lists kept between states by the copy-on-write arrays they read (own.ts). A copy shares
// `s.sites` (and `s.bodies`) with the state it came from until a rule writes one of them, so the
// dozens of states of a movement phase or a production stage mostly hold the very same arrays:
// what is worked out from them alone is worked out once and handed to each of those states, the
// action objects too. Only the listings of finished states (legal.ts, for pending() and apply's
// check) read from here: the rules change their copy as they go, and a memo made mid-way would go
// stale. What is handed out is shared and frozen: read it, never change it.
import type { DoubleStarAction } from "./actions";
import type { Side } from "./map";
import { landedSides } from "./queries";
import { relocateOptions } from "./rules/movement";
import type { BodyState, DoubleStarState, SiteState } from "./state";

interface Relocations {
  /** Who had landed where (landedSides) when the list was made: relocations may not go to the enemy's. */
  landed: readonly (Side | undefined)[];
  actions: readonly DoubleStarAction[];
}

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
  const actions = relocateOptions(s, side, landed).map(
    (r): DoubleStarAction => Object.freeze({ type: "relocate", body: r.body, from: r.from, to: r.to, item: r.item }),
  );
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
