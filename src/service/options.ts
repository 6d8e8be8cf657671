// A kind's options as a request gives them: parsed by the kind's schema (defaults filled in), or
// 400 INVALID_OPTIONS naming every issue. Creating a game and asking for its seats read them alike.
import type { AnyGameModule } from "../engine/contract";
import { apiError, fail, ok, type Result } from "./errors";

export function parseOptions(game: AnyGameModule, raw: unknown): Result<unknown> {
  const options = game.optionsSchema.safeParse(raw ?? {});
  if (!options.success) {
    const issues = options.error.issues.map((i) => `${["options", ...i.path].join(".")}: ${i.message}`);
    return fail(apiError("INVALID_OPTIONS", issues.join("; "), { issues }));
  }
  return ok(options.data);
}
