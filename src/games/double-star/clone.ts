// A deep copy of the state made by hand: apply() copies the state once per action, and a copy
// that knows the shape is many times faster than structuredClone on Node. The options never
// change after creation, so both copies share them. The conformance suite's "apply never
// mutates its input" check guards this function: a field copied shallowly would fail it.
import type { DoubleStarState } from "./state";

export function cloneState(s: DoubleStarState): DoubleStarState {
  return {
    ...s,
    setup: s.setup ? { ...s.setup } : null,
    worldsToPlace: [...s.worldsToPlace],
    bodies: s.bodies.map((b) => ({ ...b, motion: { ...b.motion } })),
    sites: s.sites.map((x) => ({ ...x })),
    ships: s.ships.map((x) => ({ ...x, loc: { ...x.loc } })),
    taskForces: s.taskForces.map((t) => ({ ...t, formations: [...t.formations] })),
    pools: { islamic: { ...s.pools.islamic }, chinese: { ...s.pools.chinese } },
    treasury: { islamic: { ...s.treasury.islamic }, chinese: { ...s.treasury.chinese } },
    populationLeft: { ...s.populationLeft },
    industryLeft: { ...s.industryLeft },
    schedule: s.schedule.map((o) => ({ ...o })),
    combat: s.combat ? (s.combat.current ? structuredClone(s.combat) : { ...s.combat, queue: [...s.combat.queue] }) : null,
    interim: s.interim ? { ...s.interim, training: [...s.interim.training] } : null,
    impacts: s.impacts.map((i) => ({ ...i })),
    targets: { islamic: s.targets.islamic ? { ...s.targets.islamic } : null, chinese: s.targets.chinese ? { ...s.targets.chinese } : null },
    industryLost: { islamic: { ...s.industryLost.islamic }, chinese: { ...s.industryLost.chinese } },
    lastOffer: { ...s.lastOffer },
    result: s.result ? structuredClone(s.result) : null,
  };
}
