// assert(): the invariants the conformance suite checks after every step; throws on the first
// broken one. Surfaces keep the stacking limits and one side per hex, ships stand where ships may,
// task forces hold together, formation counters are neither made nor lost (pool + task forces is
// constant), bodies are where their motion puts them, and until the game ends someone owes a
// decision with at least one choice.
import { bodyData } from "./map";
import { owed } from "./owing";
import { pending } from "./pending";
import { SIDES } from "./seats";
import { MAX_TASK_FORCES, MAX_TRANSPORTS } from "./ships";
import type { DoubleStarState } from "./state";
import { enterable, hexOfMotion, siteOf, SITE_KEYS } from "./queries";
import { FORMATIONS, TRAINING } from "./tables";

function fail(message: string): never {
  throw new Error(`double-star invariant: ${message}`);
}

const SMALL = SITE_KEYS.map((k) => bodyData(k.body).disc === "small");

export function assertState(s: DoubleStarState): void {
  if ((s.phase === "over") !== (s.result !== null)) fail("the phase and the result disagree");
  if (s.sites.length !== SITE_KEYS.length) fail("the surface charts lost or gained a land hex");
  for (let i = 0; i < s.sites.length; i++) {
    const st = s.sites[i]!;
    const where = `${st.body} ${st.site}`;
    if (st.body !== SITE_KEYS[i]!.body || st.site !== SITE_KEYS[i]!.site) fail(`${where} out of place`);
    const { population, industry, pd, bases, powerPlants } = st;
    if (population < 0 || industry < 0 || pd < 0 || bases < 0 || powerPlants < 0) fail(`${where} has a negative count`);
    if (st.owner === null && population + industry + pd + bases + powerPlants > 0) fail(`${where} holds counters of nobody`);
    if (pd > 3 || industry > 3 || bases > 1 || powerPlants > 10) fail(`${where} breaks the stacking limits`);
    if (st.pdMovable > pd || st.basesMovable > bases) fail(`${where} has more movable counters than counters`);
    if (SMALL[i] && (population > 5 * bases || industry > 0)) fail(`${where}: population beyond its bases, or industry, on a small body`);
  }
  const ids = new Set<string>();
  for (const x of s.ships) {
    if (ids.has(x.id)) fail(`ship ${x.id} twice`);
    ids.add(x.id);
    if (x.facing < 0 || x.facing > 5) fail(`${x.id} facing ${x.facing}`);
    if (x.loc.kind === "space") {
      if (!enterable(x.loc.hex)) fail(`${x.id} in hex ${x.loc.hex}`);
    } else {
      const st = siteOf(s, x.loc.body, x.loc.site);
      if (!st) fail(`${x.id} landed on ${x.loc.body} ${x.loc.site}, which is not land`);
      if (st.owner !== null && st.owner !== x.side) fail(`${x.id} landed in an enemy hex`);
      if (x.taskForce) fail(`${x.id} landed inside a task force`);
    }
    if (x.taskForce) {
      const cs = s.ships.find((y) => y.id === x.taskForce);
      if (!cs || cs.side !== x.side || !s.taskForces.some((t) => t.id === cs.id)) fail(`${x.id} in a missing task force`);
      if (cs.loc.kind !== "space" || x.loc.kind !== "space" || cs.loc.hex !== x.loc.hex) fail(`${x.id} apart from its task force`);
    }
  }
  for (const side of SIDES) {
    const tfs = s.taskForces.filter((t) => t.side === side);
    if (tfs.length > MAX_TASK_FORCES) fail(`${side} has ${tfs.length} task forces`);
    for (const tf of tfs) {
      const cs = s.ships.find((x) => x.id === tf.id);
      if (cs?.kind !== "commandShip" || cs.side !== side) fail(`task force ${tf.id} without its command ship`);
      if (tf.formations.length > TRAINING.maximum) fail(`task force ${tf.id} holds ${tf.formations.length} counters`);
    }
    for (const f of FORMATIONS) {
      const held = tfs.reduce((n, t) => n + t.formations.filter((x) => x === f).length, 0);
      if (held + s.pools[side][f] !== s.options.formationPoolPerType)
        fail(`${side} ${f} counters: ${held} held + ${s.pools[side][f]} in the pool`);
    }
    const t = s.treasury[side];
    if (t.budget < 0 || t.contingency < 0 || t.production < 0) fail(`${side} overspent`);
    if (t.transportsBought > MAX_TRANSPORTS) fail(`${side} bought ${t.transportsBought} transports`);
  }
  const inPlay = new Set<string>();
  for (const b of s.bodies) {
    const expected = b.motion.kind === "free" ? b.hex : hexOfMotion(s, b);
    if (b.hex !== expected) fail(`${b.id} at ${b.hex}, its motion says ${expected}`);
    if (b.motion.kind === "free" && !enterable(b.hex)) fail(`${b.id} free in hex ${b.hex}`);
    if (b.hex >= 0) inPlay.add(b.id);
  }
  for (const x of s.ships) if (x.loc.kind === "surface" && !inPlay.has(x.loc.body)) fail(`${x.id} on a body not in play`);
  if (s.phase === "over") return;
  if (owed(s).length === 0) fail(`nobody owes a decision in phase ${s.phase}`);
  for (const d of pending(s)) if (!d.choices || d.choices.length === 0) fail(`${d.seat} owes ${d.prompt} with no choice`);
}
