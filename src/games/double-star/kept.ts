// Choice lists kept between states by the copy-on-write arrays they read (own.ts). A copy shares
// `s.sites` (and `s.bodies`) with the state it came from until a rule writes one of them, so the
// dozens of states of a movement phase or a production stage mostly hold the very same arrays:
// what is worked out from them alone is worked out once and handed to each of those states, the
// action objects too. Only the listings of finished states (legal.ts, for pending() and apply's
// check) read from here: the rules change their copy as they go, and a memo made mid-way would go
// stale. What is handed out is shared and frozen: read it, never change it.
import { ActionTable } from "../../engine/listed";
import type { DoubleStarAction } from "./actions";
import { BODY_IDS, type Side, type SiteId } from "./map";
import { bodyState, landedSides, SITE_KEYS, siteIndex } from "./queries";
import { eachRelocation } from "./rules/movement";
import { type BuyItem, eachBuyPlace, mayBuy } from "./rules/setup-phase";
import { type CargoKind, INSTALLATIONS, SHIP_KINDS } from "./ships";
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
    // Made again whenever a site or a body changes (every production stage): one loop, the body
    // of each industry site looked up only for the few sites that hold the side's industry.
    const list: number[] = [];
    const sites = s.sites;
    for (let i = 0; i < sites.length; i++) {
      const st = sites[i]!;
      if (st.owner === side && st.industry > 0 && bodyState(s, st.body).hex >= 0) list.push(i);
    }
    kept.bySide[side] = out = list;
  }
  return out;
}

// A buy, made once per item and place and shared by every list that offers it (set-up lists the
// same few hundred at every step): the index is the body's in orbit, or BODY_IDS.length plus the
// site's (SITE_KEYS order).
const BODY_INDEX = new Map(BODY_IDS.map((id, i) => [id, i]));
const BUYS = new ActionTable(BODY_IDS.length + SITE_KEYS.length, (item, i): DoubleStarAction => {
  const at = i < BODY_IDS.length ? { body: BODY_IDS[i]!, site: null } : SITE_KEYS[i - BODY_IDS.length]!;
  return { type: "buy", item: item as BuyItem, body: at.body, site: at.site };
});

export function buyAction(item: BuyItem, body: string, site: SiteId | null): DoubleStarAction {
  return BUYS.get(item, site === null ? BODY_INDEX.get(body)! : BODY_IDS.length + siteIndex(body, site));
}

/** What the forces prompt offers, in its order: every ship kind, then every installation. */
const BUY_ITEMS: readonly BuyItem[] = [...SHIP_KINDS, ...INSTALLATIONS];

interface BuyPlaces {
  /** The bodies and who had landed where when the lists were made: the places depend on both. */
  bodies: readonly BodyState[];
  landed: readonly (Side | undefined)[];
  /** Per BUY_ITEMS index, the buys at every place the item may go, made when first asked for. */
  byItem: (readonly DoubleStarAction[] | undefined)[];
}

// Kept per sites array and side, while the bodies array is the same and no landing differs: a
// forces prompt is listed at every step of a side's buying, and a ship bought changes none of the
// three (an installation changes the sites, so its step makes the lists again).
const buysKept = new WeakMap<readonly SiteState[], Partial<Record<Side, BuyPlaces>>>();

/**
 * The forces prompt's buys (eachBuyLocation for every item in BUY_ITEMS order, as shared actions),
 * appended to `out`. `landed`: landedSides of the same state.
 */
export function pushBuys(s: DoubleStarState, side: Side, landed: readonly (Side | undefined)[], out: DoubleStarAction[]): void {
  let bySide = buysKept.get(s.sites);
  let kept = bySide?.[side];
  if (!kept || kept.bodies !== s.bodies || !sameLanded(kept.landed, landed)) {
    if (!bySide) buysKept.set(s.sites, (bySide = {}));
    bySide[side] = kept = { bodies: s.bodies, landed, byItem: [] };
  }
  for (let k = 0; k < BUY_ITEMS.length; k++) {
    const item = BUY_ITEMS[k]!;
    if (!mayBuy(s, side, item)) continue;
    let list = kept.byItem[k];
    if (!list) {
      const made: DoubleStarAction[] = [];
      eachBuyPlace(s, side, item, landed, (body, _site, index) =>
        made.push(BUYS.get(item, index < 0 ? BODY_INDEX.get(body)! : BODY_IDS.length + index)),
      );
      kept.byItem[k] = list = made;
    }
    for (const a of list) out.push(a);
  }
}
