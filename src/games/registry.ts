// Every game Starpost hosts. Adding a game is one folder and one line here.
import type { AnyGameModule } from "../engine/contract";
import { barnardsStar } from "./barnards-star";
import { doubleStar } from "./double-star";
import { ironStars } from "./iron-stars";
import { lastStarfighter } from "./last-starfighter";
import { starBattle } from "./star-battle";

export const games: readonly AnyGameModule[] = [starBattle, lastStarfighter, ironStars, barnardsStar, doubleStar];

const byId = new Map(games.map((g) => [g.id, g]));

export function gameKind(id: string): AnyGameModule | undefined {
  return byId.get(id);
}
