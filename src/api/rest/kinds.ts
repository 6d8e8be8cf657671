import { z } from "zod";
import { games, gameKind } from "../../games/registry";
import type { AnyGameModule } from "../../engine/contract";
import { apiError, fail, ok } from "../../service/errors";
import { parseOptions } from "../../service/options";
import { defineRoute } from "../route";
import { kindInfo, kindList, kindSeats } from "../../service/shapes";

/** The seats a game of this kind has with these (parsed) options. */
const seatsOf = (game: AnyGameModule, options: unknown) =>
  game.seats(options).map((s) => ({ id: s.id, name: s.name, automaton: s.automaton ?? false }));

export function describeKind(game: AnyGameModule): z.infer<typeof kindInfo> {
  const defaults = game.optionsSchema.parse({});
  return {
    id: game.id,
    title: game.title,
    rulesVersion: game.rulesVersion,
    seats: seatsOf(game, defaults),
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
  defineRoute({
    method: "get",
    path: "/v1/kinds/{kind}/seats",
    operationId: "getKindSeats",
    tag: "kinds",
    summary: "The seats a game of a kind would have with the given options",
    description:
      "Some options change the seats (Star Battle's `players`, Last Starfighter's drone opponent, Iron Stars' pick-up game): a client asks here rather than knowing the rules. " +
      "Options are checked as createGame checks them.",
    auth: "none",
    query: z.object({
      options: z.string().optional().describe('The options as JSON, e.g. `{"players":4}`; anything left out takes its default'),
    }),
    success: { status: 200, description: "The seats, and the options they follow from", schema: kindSeats },
    errors: ["UNKNOWN_KIND", "MALFORMED_REQUEST", "INVALID_OPTIONS"],
    handler: async ({ params, query }) => {
      const game = gameKind(params.kind!);
      if (!game) return fail(apiError("UNKNOWN_KIND", `no game kind '${params.kind}'`));
      let raw: unknown = {};
      if (query.options !== undefined) {
        try {
          raw = JSON.parse(query.options);
        } catch {
          return fail(apiError("MALFORMED_REQUEST", "options is not valid JSON"));
        }
      }
      const options = parseOptions(game, raw);
      if (!options.ok) return options;
      return ok({ kind: game.id, options: options.value, seats: seatsOf(game, options.value) });
    },
  }),
];
