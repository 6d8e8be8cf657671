// The built-in opponent in GraphQL: its levels, and the seats a create mutation gives it. The
// service checks them as it checks REST's `opponents` (src/service/inputs.ts).
import { OPPONENT_LEVELS, type OpponentLevel } from "../src/engine/opponent/level-names";
import { builder } from "./builder";

export const OpponentLevelEnum = builder.enumType("OpponentLevel", {
  description:
    "How the built-in opponent plays: random picks uniformly among the legal choices; standard and strong search from the seat's own view, strong with eight times the budget",
  values: OPPONENT_LEVELS,
});

export const OpponentSeatInput = builder.inputType("OpponentSeatInput", {
  description: "A seat the built-in opponent takes when the game is created",
  fields: (t) => ({
    seat: t.string({ required: true, description: "The seat's id" }),
    level: t.field({ type: OpponentLevelEnum, required: true }),
  }),
});

/**
 * The list a mutation was given, as REST's `opponents` map. A seat named twice is kept twice
 * under a suffixed key, so the service refuses it as an unknown seat rather than one silently winning.
 */
export function opponentsMap(list: readonly { seat: string; level: OpponentLevel }[] | null | undefined): Record<string, OpponentLevel> {
  const out: Record<string, OpponentLevel> = {};
  for (const { seat, level } of list ?? []) out[seat in out ? `${seat} (named twice)` : seat] = level;
  return out;
}
