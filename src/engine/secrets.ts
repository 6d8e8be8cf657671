// Whether an entry revealed anything: some viewer can now read a string that was secret to it.
// Used by the undo rule and the conformance suite, through each game's own `secrets`.
import type { AnyGameModule, GameEvent, Viewer } from "./contract";

/** Every string value anywhere in a JSON value. */
export function strings(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof value === "string") out.add(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) strings(v, out);
  return out;
}

/** The secrets of `secretsState` for `viewer` that it can read in `state`'s view or in `events`. */
export function leakedTo(game: AnyGameModule, secretsState: unknown, state: unknown, viewer: Viewer, events: GameEvent[]): string[] {
  const secrets = game.secrets(secretsState, viewer);
  if (secrets.length === 0) return [];
  const seen = strings(game.view(state, viewer));
  for (const e of events) strings(game.redact(e, viewer), seen);
  return secrets.filter((s) => seen.has(s));
}

/** True when going from `before` to `after` (with `events`) showed any viewer a secret of `before`. */
export function revealedSomething(game: AnyGameModule, before: unknown, after: unknown, events: GameEvent[], viewers: Viewer[]): boolean {
  return viewers.some((viewer) => leakedTo(game, before, after, viewer, events).length > 0);
}
