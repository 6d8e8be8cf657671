// The Naronian's other lines (bench/README.md 6l): against the Terran's guarded set-up (every unit
// on a beacon, opponent-plan.ts) the plan's drops on the beacons lose every game, so these were
// tried against it with bench/bs-lines.ts. A line overrides the plan at a few decisions and
// plays it elsewhere. `strong` plays the `commit` line as the Naronian (opponent.ts, lineOf); the
// others stay for the bench's table. Reads only what the Naronian sees: the planet and his own forces.
import type { SeatId } from "../../engine/contract";
import type { BarnardsStarAction } from "./actions";
import { COUNTERS, isTroopKind, isWarshipKind, type Purchase } from "./counters";
import { combatTerrain } from "./map";
import { closestTo, hexDistance, MIDDLE, objectives, planned } from "./opponent-plan";
import type { Prompt } from "./owing";
import { unitList } from "./queries";
import type { BarnardsStarState } from "./state";
import { TERRAIN_EFFECTS } from "./tables";

/**
 * The lines: `plan` is opponent-plan.ts as it stands; `mass` drops every battalion on one beacon
 * at once; `safe` drops them out of the batteries' reach and marches; `fleet` buys the warships
 * first (BB, BC, then battalions) and bombards a beacon from close approach every turn, its troops
 * kept aboard in orbit, where they count as alive (BS 13.0, 16.4); `mixed` and `siege` are the
 * fleet with the battalions dropped on the beacon once bombardment alone cannot take it (`mixed`
 * also once fewer than three warships are left); `bait` is the fleet with one battalion dropped
 * out of the batteries' reach on turn 1; `hold` is `bait` whose warships fly close approach only
 * where their bombardment pays (worthBombarding), so the fleet that keeps the troops in orbit
 * alive is not spent on planetary defense fire; `commit` is `hold` for the Game Turn Record
 * Track's 20 turns, then every battalion aboard drops as `safe` does. Against the guarded Terran
 * `hold` keeps its troops in orbit until Starpost's 300-turn safety bound (86 games in 100):
 * a stalemate no book result gives, which a person playing a turn a day would never see end.
 */
export const NARONIAN_LINES = ["plan", "fleet", "mass", "mixed", "safe", "bait", "siege", "hold", "commit"] as const;
export type NaronianLine = (typeof NARONIAN_LINES)[number];

/**
 * The Game Turn Record Track's length (BS 16.4: play goes on past it until a side wins); `commit`
 * stops holding its troops in orbit once it is over.
 */
const TRACK_TURNS = 20;

const FLEET_BUYS: readonly Purchase[] = ["BB", "BC", "jumpBattalion", "DD"];

/** The Terran fire a hex would draw from planetary defense and beacons in range (BS 11.0). */
function exposure(s: BarnardsStarState, hex: number): number {
  let v = 0;
  for (const u of unitList(s)) {
    if (u.side !== "terran" || u.where.at !== "map" || u.neutralized) continue;
    const c = COUNTERS[u.kind];
    if ((u.kind === "PD" || u.kind === "B") && hexDistance(u.where.hex, hex) <= (c.range ?? 0)) v += c.support;
  }
  return v;
}

/**
 * The beacon the line goes for: the one on the terrain that helps support most (lava doubles it,
 * mountains and crevasses halve it, BS T5), then the one drawing the least fire.
 */
function weakestBeacon(s: BarnardsStarState): number {
  let best = -1;
  let least = Number.POSITIVE_INFINITY;
  for (const hex of objectives(s, "naronian")) {
    const v = -TERRAIN_EFFECTS[combatTerrain(hex)].support * 1e6 + exposure(s, hex) * 100 + hexDistance(hex, MIDDLE);
    if (v < least) [best, least] = [hex, v];
  }
  return best;
}

/**
 * Whether the warships still in the system bombard at the 48 column or better on the beacon's
 * terrain (BS 13.0, T3: an elimination on a roll of 1 or 2), or the beacon stands alone in the
 * batteries' reach of nothing but itself. Below that, a close approach costs ships to planetary
 * defense fire (BS 11.0) for little, and the fleet is what keeps the troops in orbit alive.
 */
function worthBombarding(s: BarnardsStarState, goal: number): boolean {
  let support = 0;
  for (const u of unitList(s))
    if (u.side === "naronian" && isWarshipKind(u.kind) && (u.where.at === "orbit" || u.where.at === "approach"))
      support += COUNTERS[u.kind].support;
  return support * TERRAIN_EFFECTS[combatTerrain(goal)].support >= 48 || exposure(s, goal) <= COUNTERS.B.support;
}

/** A line's choice where it differs from the plan; undefined where the plan decides. */
function lineChoice(
  s: BarnardsStarState,
  line: NaronianLine,
  prompt: Prompt,
  choices: readonly BarnardsStarAction[],
): BarnardsStarAction | null | undefined {
  const goal = weakestBeacon(s);
  if (line === "commit") {
    // Past the track, battalions aboard drop out of the batteries' reach and march (`safe`);
    // until then, and for everything else, the line is `hold`.
    const dropping = s.turn > TRACK_TURNS && (prompt === "interaction" || prompt === "jumpDrop");
    line = dropping && choices.some((c) => c.type === "dropJumpTroop") ? "safe" : "hold";
  }
  if ((line === "mixed" || line === "siege") && (prompt === "interaction" || prompt === "jumpDrop") && goal >= 0) {
    const drops = choices.filter((c) => c.type === "dropJumpTroop");
    const warships = unitList(s).filter((u) => u.side === "naronian" && isWarshipKind(u.kind) && u.where.at === "orbit").length;
    const weak = line === "mixed" && warships < 3;
    if (drops.length && (prompt === "jumpDrop" || TERRAIN_EFFECTS[combatTerrain(goal)].support < 1 || weak))
      return closestTo(drops, (c) => c.hex, goal);
  }
  if (line === "safe" && (prompt === "interaction" || prompt === "jumpDrop") && goal >= 0) {
    // Out of the batteries' reach (BS 11.0), as near the beacon as that allows.
    const drops = choices.filter((c) => c.type === "dropJumpTroop");
    let best: BarnardsStarAction | null = null;
    let least = Number.POSITIVE_INFINITY;
    for (const c of drops) {
      const v = exposure(s, c.hex) * 100 + hexDistance(c.hex, goal);
      if (v < least) [best, least] = [c, v];
    }
    if (best) return best;
  }
  if ((line === "bait" || line === "hold") && (prompt === "interaction" || prompt === "jumpDrop")) {
    // One battalion dropped out of the batteries' reach draws the Terran troops off the beacons;
    // the rest stay aboard, alive (BS 16.4), while the warships bombard.
    const drops = choices.filter((c) => c.type === "dropJumpTroop");
    const down = unitList(s).some((u) => u.side === "naronian" && isTroopKind(u.kind) && u.where.at === "map");
    if (drops.length && (prompt === "jumpDrop" || (!down && s.turn === 1))) {
      let best: BarnardsStarAction | null = null;
      let least = Number.POSITIVE_INFINITY;
      for (const c of drops) {
        const v = exposure(s, c.hex) * 1000 - hexDistance(c.hex, MIDDLE);
        if (v < least) [best, least] = [c, v];
      }
      if (best) return best;
    }
    if (prompt === "interaction" && drops.length) {
      const ship = (drops[0] as { unit: string }).unit;
      const carrier = s.units[ship]?.where;
      const tn = carrier?.at === "aboard" ? carrier.ship : null;
      const stay = choices.find((c) => c.type === "stayInOrbit" && c.ship === tn);
      if (stay) return stay;
    }
  }
  if (line === "fleet" || line === "mixed" || line === "bait" || line === "siege" || line === "hold") {
    if (prompt === "forceSelection") {
      for (const item of FLEET_BUYS) {
        const buy = choices.find((c) => c.type === "buy" && c.item === item);
        if (buy) return buy;
      }
      return choices.find((c) => c.type === "confirmForce") ?? null;
    }
    if (prompt === "interaction") {
      const stay = choices.find((c) => c.type === "stayInOrbit") ?? null;
      if (!stay) return choices.find((c) => c.type === "endInteraction") ?? null;
      const approaches = choices.filter((c) => c.type === "closeApproach");
      if (!approaches.length || goal < 0) return stay;
      if (line === "hold" && !worthBombarding(s, goal)) return stay;
      // Within the ships' range of 3 of the beacon, where the least fire reaches, one ship a hex:
      // a battery fires at one hex a phase (BS 11.0), so ships apart draw fewer shots each.
      const taken = new Set(unitList(s).flatMap((u) => (u.side === "naronian" && u.where.at === "approach" ? [u.where.hex] : [])));
      let best: BarnardsStarAction = stay;
      let least = Number.POSITIVE_INFINITY;
      for (const c of approaches) {
        const d = hexDistance(c.hex, goal);
        if (d > 3) continue;
        const v = exposure(s, c.hex) * 10 + d + (taken.has(c.hex) ? 1e6 : 0);
        if (v < least) [best, least] = [c, v];
      }
      return best;
    }
    if (prompt === "combat") {
      const bombard = choices.find((c) => c.type === "bombard" && c.hex === goal);
      const attack = choices.find((c) => c.type === "attack");
      return attack ?? bombard ?? choices.find((c) => c.type === "endCombat") ?? null;
    }
  }
  if (line === "mass") {
    if (prompt === "interaction" || prompt === "jumpDrop") {
      const drops = choices.filter((c) => c.type === "dropJumpTroop");
      if (drops.length && goal >= 0) return closestTo(drops, (c) => c.hex, goal);
    }
  }
  return undefined;
}

/** The line's choice for `seat` at `prompt` where it has one, else the plan's (opponent-plan.ts). */
export function linePlanned(
  s: BarnardsStarState,
  seat: SeatId,
  prompt: Prompt,
  choices: readonly BarnardsStarAction[],
  line: NaronianLine,
): BarnardsStarAction | null {
  if (seat === "naronian" && line !== "plan") {
    const chosen = lineChoice(s, line, prompt, choices);
    if (chosen !== undefined) return chosen;
  }
  return planned(s, seat, prompt, choices);
}

/**
 * The Naronian's line as the opponent plays it: while he buys, `commit` at `strong` (the level's
 * `thorough`) and the plan at `standard`; once bought, the line his force was bought for (the
 * fleet's purchase has at least five warships, the plan's three), so a search's rollouts play on
 * whichever line the force shows, at either level and for either seat (the Terran sees the
 * force once it arrives; before, determinize buys one anew).
 */
export function lineOf(s: BarnardsStarState, thorough: boolean): NaronianLine {
  if (!s.forceConfirmed) return thorough ? "commit" : "plan";
  let warships = 0;
  for (const u of unitList(s)) if (u.side === "naronian" && isWarshipKind(u.kind)) warships++;
  return warships >= 5 ? "commit" : "plan";
}
