// Checked by the conformance suite after every step: no rock is made or lost, and the phase agrees with the state.
import type { AsteroidNimState } from "./state";

export function assertState(s: AsteroidNimState): void {
  const fail = (why: string) => {
    throw new Error(`asteroid-nim invariant: ${why}`);
  };
  if (s.belt < 0) fail("the belt holds fewer than no rocks");
  if (s.belt + s.hauls.red + s.hauls.blue !== s.options.asteroids) fail("rocks were made or lost");
  if (s.phase === "mining" && (s.claims.red === null || s.claims.blue === null)) fail("mining began before both claimed");
  if ((s.phase === "over") !== (s.result !== null)) fail("a result without the end, or the end without one");
  if (s.phase === "over" && s.result?.kind !== "forfeit" && (s.belt !== 0 || s.core === null)) fail("scored before the belt was empty");
}
