// Set-up (BS 16.1–16.3): the Terran's fixed forces, ships in the system and ground units waiting
// to be placed; the bowl of reinforcements; an empty Naronian force to be bought in secret.
import type { Rng } from "../../engine/rng";
import { BATTALIONS, TERRAN_FORCES, type Side, type UnitKind } from "./counters";
import type { BarnardsStarOptions } from "./options";
import type { BarnardsStarState, BowlCounter, Unit, Where } from "./state";

export function newUnit(id: string, side: Side, kind: UnitKind, where: Where, jump = false): Unit {
  return {
    id,
    side,
    kind,
    jump,
    where,
    neutralized: false,
    label: null,
    hidden: false,
    mpSpent: 0,
    startHex: null,
    stopped: false,
    supportUsed: false,
    landing: false,
    decided: false,
    teleportIn: 0,
    teleportOut: 0,
    teleported: false,
    area: null,
    hits: 0,
  };
}

/** The Terran ground units to place (BS 16.2), in placement order. */
export function terranGroundUnits(): Unit[] {
  const out: Unit[] = [];
  const counts: Partial<Record<UnitKind, number>> = {};
  const add = (kind: UnitKind) => {
    counts[kind] = (counts[kind] ?? 0) + 1;
    out.push(newUnit(`T-${kind}${counts[kind]}`, "terran", kind, { at: "unplaced" }));
  };
  for (let i = 0; i < TERRAN_FORCES.B; i++) add("B");
  for (let i = 0; i < TERRAN_FORCES.PD; i++) add("PD");
  for (let i = 0; i < TERRAN_FORCES.TP; i++) add("TP");
  for (let i = 0; i < TERRAN_FORCES.regularBattalions; i++) for (const k of BATTALIONS.regular) add(k);
  for (let i = 0; i < TERRAN_FORCES.jumpBattalions; i++) for (const k of BATTALIONS.jump) add(k);
  return out;
}

export function bowlOf(options: BarnardsStarOptions): BowlCounter[] {
  const out: BowlCounter[] = [];
  const b = options.terranBowl;
  const add = (kind: BowlCounter["kind"], n: number, jump = false) => {
    for (let i = 1; i <= n; i++) out.push({ label: `bowl:${kind}${jump ? "*" : ""}-${i}`, kind, jump });
  };
  add("DN", b.DN);
  add("BB", b.BB);
  add("BC", b.BC);
  add("DD", b.DD);
  add("TN", b.TN);
  add("TN", b.jumpTN, true);
  return out;
}

export function setup(options: BarnardsStarOptions, _rng: Rng): BarnardsStarState {
  const units: Record<string, Unit> = {};
  for (const [kind, n] of Object.entries(TERRAN_FORCES.ships) as [UnitKind, number][]) {
    for (let i = 1; i <= n; i++) units[`T-${kind}${i}`] = newUnit(`T-${kind}${i}`, "terran", kind, { at: "orbit" });
  }
  for (const u of terranGroundUnits()) units[u.id] = u;
  return {
    options: structuredClone(options),
    turn: 0,
    player: "naronian",
    phase: "setup",
    units,
    bowl: bowlOf(options),
    draws: 0,
    forceConfirmed: false,
    naronianArrived: false,
    space: null,
    battle: null,
    attacked: [],
    dropping: null,
    result: null,
  };
}
