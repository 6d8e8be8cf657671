// Each game with its rulebook (RULE ids and the EVIDENCE of each), and how many playouts the report
// plays of it by default: sized so that the whole report takes about a minute on one core.
import type { AnyGameModule } from "../../src/engine/contract";
import type { Evidence } from "../../src/games/evidence";
import { barnardsStar } from "../../src/games/barnards-star";
import * as bs from "../../src/games/barnards-star/rulebook";
import { doubleStar } from "../../src/games/double-star";
import * as ds from "../../src/games/double-star/rulebook";
import { ironStars } from "../../src/games/iron-stars";
import * as is from "../../src/games/iron-stars/rulebook";
import { lastStarfighter } from "../../src/games/last-starfighter";
import * as ls from "../../src/games/last-starfighter/rulebook";
import { starBattle } from "../../src/games/star-battle";
import * as sb from "../../src/games/star-battle/rulebook";

export interface Book {
  game: AnyGameModule;
  RULE: Record<string, string>;
  EVIDENCE: Evidence<string>;
  playouts: number;
}

export const BOOKS: Book[] = [
  { game: starBattle, RULE: sb.RULE, EVIDENCE: sb.EVIDENCE, playouts: 300 },
  { game: lastStarfighter, RULE: ls.RULE, EVIDENCE: ls.EVIDENCE, playouts: 250 },
  { game: ironStars, RULE: is.RULE, EVIDENCE: is.EVIDENCE, playouts: 100 },
  { game: barnardsStar, RULE: bs.RULE, EVIDENCE: bs.EVIDENCE, playouts: 40 },
  { game: doubleStar, RULE: ds.RULE, EVIDENCE: ds.EVIDENCE, playouts: 80 },
];

/** The option sets a game is played under: its defaults, then each of its sample options. */
export const optionSets = (game: AnyGameModule): unknown[] => [game.optionsSchema.parse({}), ...game.sampleOptions];
