// A deep copy of the state made by hand: apply() copies the state once per action, and a copy
// that knows the shape is many times faster than structuredClone on Node. The options never
// change after creation, so both copies share them. The conformance suite's "apply never
// mutates its input" check guards this function: a field copied shallowly would fail it.
// A ship's `loc` is shared: the rules always give a ship a new location, never change one. The
// sites, ships, bodies and task forces are shared too until a rule writes them (copy-on-write,
// own.ts), and so are each side's formation pools, treasury and industry lost; production orders
// are never changed once scheduled (delivery filters them out), so the copy's schedule shares
// them, and the stalemate offers' record is replaced, never changed (rules/stalemate.ts).
import { adoptCopy } from "./own";
import type { CombatPhase, DoubleStarState } from "./state";

export function cloneState(s: DoubleStarState): DoubleStarState {
  // Set-up's own counts are written only by set-up's rules (rules/setup-phase.ts): once set-up is
  // over, a copy shares them.
  const inSetup = s.phase === "setup";
  // Every field written out, in set-up's order (setup.ts), so JSON of a copy reads as before: a
  // spread of the state with a dozen fields overridden was most of this function's own time.
  const next: DoubleStarState = {
    options: s.options,
    scenario: s.scenario,
    phase: s.phase,
    turn: s.turn,
    phasing: s.phasing,
    setup: s.setup ? { ...s.setup } : null,
    worldsToPlace: inSetup ? [...s.worldsToPlace] : s.worldsToPlace,
    bodies: s.bodies,
    sites: s.sites,
    ships: s.ships,
    taskForces: [...s.taskForces],
    pools: s.pools,
    treasury: s.treasury,
    populationLeft: inSetup ? { ...s.populationLeft } : s.populationLeft,
    industryLeft: inSetup ? { ...s.industryLeft } : s.industryLeft,
    schedule: [...s.schedule],
    moving: s.moving,
    combat: s.combat ? copyCombat(s.combat) : null,
    interim: s.interim ? { stage: s.interim.stage, training: [...s.interim.training], lossFor: s.interim.lossFor } : null,
    impacts: s.impacts.map((i) => ({ ...i })),
    // A designated target is replaced, never changed; the record holding both is written in place.
    targets: { islamic: s.targets.islamic, chinese: s.targets.chinese },
    industryLost: s.industryLost,
    crossedOnTurn: s.crossedOnTurn,
    stalemateOffer: s.stalemateOffer,
    lastOffer: s.lastOffer,
    nextId: s.nextId,
    result: s.result ? copyJson(s.result) : null,
  };
  adoptCopy(next);
  return next;
}

// The combat phase's record and the interim phase's written out field by field, in the order the
// rules make them (rules/combat.ts, rules/flow.ts, rules/interim.ts): a spread of a record that
// every state after the first battle holds was most of a copy's own time (bench/README 5r).
function copyCombat(c: CombatPhase): CombatPhase {
  return { queue: [...c.queue], current: c.current ? copyJson(c.current) : null, nextId: c.nextId };
}

/**
 * A deep copy of plain JSON data (what a snapshot keeps): several times faster than
 * structuredClone, which a combat's many small arrays made a large part of a step.
 */
function copyJson<T>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map(copyJson) as T;
  const out: Record<string, unknown> = {};
  for (const k in value) out[k] = copyJson((value as Record<string, unknown>)[k]);
  return out as T;
}
