// The whole game state. It never crosses the API: views and events do (schema.ts).
import type { Outcome } from "../../../src/engine/contract";
import type { Lode } from "./actions";
import type { AsteroidNimOptions } from "./options";
import type { Prospector } from "./seats";

export interface AsteroidNimState {
  options: AsteroidNimOptions;
  phase: "claim" | "mining" | "over";
  /** Rocks still in the belt. */
  belt: number;
  /** Who mines next (during claims: who mines first). */
  turn: Prospector;
  /** Each prospector's secret claim, null until made. */
  claims: Record<Prospector, Lode | null>;
  /** Rocks each has picked up. */
  hauls: Record<Prospector, number>;
  lastTaker: Prospector | null;
  /** The assayed core, once the belt is empty. */
  core: Lode | null;
  result: Outcome | null;
}
