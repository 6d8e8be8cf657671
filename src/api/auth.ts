// Resolves the caller from `Authorization: Bearer <api key>`. No header means an anonymous
// reader; a header with a key we do not know is always an error, never silently anonymous.
import { playerByKey } from "../directory/players";
import { apiError, fail, ok, type Result } from "../service/errors";
import type { Caller } from "../service/types";

export async function resolveCaller(db: D1Database, header: string | undefined): Promise<Result<Caller>> {
  if (header === undefined) return ok(null);
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) return fail(apiError("UNAUTHENTICATED", "the Authorization header must be 'Bearer <api key>'"));
  const player = await playerByKey(db, match[1]!);
  if (!player) return fail(apiError("UNAUTHENTICATED", "that API key is not known"));
  return ok({ playerId: player.id, name: player.name });
}
