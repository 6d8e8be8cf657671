import { z } from "zod";
import { games, gameKind } from "../../games/registry";
import type { AnyGameModule } from "../../engine/contract";
import { apiError, fail, ok } from "../../service/errors";
import { defineRoute } from "../route";
import { kindInfo, kindList } from "../../service/shapes";

export function describeKind(game: AnyGameModule): z.infer<typeof kindInfo> {
  const defaults = game.optionsSchema.parse({});
  return {
    id: game.id,
    title: game.title,
    rulesVersion: game.rulesVersion,
    seats: game.seats(defaults).map((s) => ({ id: s.id, name: s.name, automaton: s.automaton ?? false })),
    defaultOptions: defaults,
    options: z.toJSONSchema(game.optionsSchema, { io: "input" }) as Record<string, unknown>,
    actions: z.toJSONSchema(game.actionSchema, { unrepresentable: "any" }) as Record<string, unknown>,
  };
}

export const kindRoutes = [
  defineRoute({
    method: "get",
    path: "/v1/kinds",
    operationId: "listKinds",
    tag: "kinds",
    summary: "Every game kind, with its seats and options as JSON Schema",
    description: "`seats` are those of a game with the default options (Star Battle's seat count follows its `players` option).",
    auth: "none",
    success: { status: 200, description: "The kinds", schema: kindList },
    errors: [],
    handler: async () => ok({ kinds: games.map(describeKind) }),
  }),
  defineRoute({
    method: "get",
    path: "/v1/kinds/{kind}",
    operationId: "getKind",
    tag: "kinds",
    summary: "One game kind",
    auth: "none",
    success: { status: 200, description: "The kind", schema: kindInfo },
    errors: ["UNKNOWN_KIND"],
    handler: async ({ params }) => {
      const game = gameKind(params.kind!);
      return game ? ok(describeKind(game)) : fail(apiError("UNKNOWN_KIND", `no game kind '${params.kind}'`));
    },
  }),
];
