// Every game kind's GraphQL types, generated from the zod schemas its module states (`game.schemas`:
// src/games/<kind>/schema.ts, with its options.ts and actions.ts). There is no hand-written mirror.
import { games } from "../../src/games/registry";
import { gameSchemaFromZod } from "../from-zod";
import { defineGameSchema } from "../game-kind";

for (const game of games) {
  if (!game.schemas) throw new Error(`${game.id} states no zod schemas (schemas: { view, event, bounds }): GraphQL has no types for it`);
  defineGameSchema(gameSchemaFromZod({ ...game, schemas: game.schemas }));
}
