// Each registered game with its rulebook (RULE ids and the EVIDENCE of each), and how many playouts
// the report plays of it by default: sized so that the whole report takes about a minute on one
// core. The list of games is the registry's: every game keeps its rulebook at src/games/<id>/rulebook.ts.
import type { AnyGameModule } from "../../src/engine/contract";
import type { Evidence } from "../../src/games/evidence";
import { games } from "../../src/games/registry";

export interface Book {
  game: AnyGameModule;
  RULE: Record<string, string>;
  EVIDENCE: Evidence<string>;
  playouts: number;
}

/** Playouts for the kinds whose games are long or short; the others get DEFAULT_PLAYOUTS. */
const PLAYOUTS: Record<string, number> = {
  "star-battle": 300,
  "last-starfighter": 250,
  "iron-stars": 100,
  "barnards-star": 40,
  "double-star": 80,
};
const DEFAULT_PLAYOUTS = 100;

async function bookOf(game: AnyGameModule): Promise<Book> {
  const { RULE, EVIDENCE } = (await import(`../../src/games/${game.id}/rulebook.ts`)) as Partial<Pick<Book, "RULE" | "EVIDENCE">>;
  if (!RULE || !EVIDENCE) throw new Error(`src/games/${game.id}/rulebook.ts must export RULE and EVIDENCE`);
  return { game, RULE, EVIDENCE, playouts: PLAYOUTS[game.id] ?? DEFAULT_PLAYOUTS };
}

export const BOOKS: Book[] = await Promise.all(games.map(bookOf));

/** The option sets a game is played under: its defaults, then each of its sample options. */
export const optionSets = (game: AnyGameModule): unknown[] => [game.optionsSchema.parse({}), ...game.sampleOptions];
