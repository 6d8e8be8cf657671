// Every game Starpost hosts. Adding a game is one folder and one line here.
import type { AnyGameModule } from "../engine/contract";
import { barnardsStar } from "./barnards-star";
import { doubleStar } from "./double-star";
import { ironStars } from "./iron-stars";
import { lastStarfighter } from "./last-starfighter";
import { starBattle } from "./star-battle";

export const games: readonly AnyGameModule[] = [starBattle, lastStarfighter, ironStars, barnardsStar, doubleStar];

/**
 * Rules modules kept only for the stored games begun under them, after their kind's rules
 * changed behaviour (docs/OPERATIONS.md, "Games survive deploys"): never offered for new games.
 * None yet: every kind still runs the rules version it launched with.
 */
export const keptRules: readonly AnyGameModule[] = [];

const byId = new Map(games.map((g) => [g.id, g]));
const byVersion = new Map([...games, ...keptRules].map((g) => [`${g.id}@${g.rulesVersion}`, g]));

/** The kind's current rules: what new games get. */
export function gameKind(id: string): AnyGameModule | undefined {
  return byId.get(id);
}

/** The rules module a stored game of `kind` begun under `rulesVersion` plays by, if this deploy has it. */
export function rulesFor(kind: string, rulesVersion: string): AnyGameModule | undefined {
  return byVersion.get(`${kind}@${rulesVersion}`);
}

/** The rules versions this deploy can load games of, by kind (current first). */
export function knownRulesVersions(kind: string): string[] {
  return [...games, ...keptRules].filter((g) => g.id === kind).map((g) => g.rulesVersion);
}
