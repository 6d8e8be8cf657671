// Resolves the caller from `Authorization: Bearer <secret>`: the master API key (every scope) or
// a device, app or bot token (its own scopes). No header means an anonymous reader; a secret we
// do not know is always an error, never silently anonymous, and so is an expired or revoked one.
import { holderOf, touch } from "../directory/tokens";
import { apiError, fail, ok, type Result } from "../service/errors";
import type { Caller } from "../service/types";
import type { Grant } from "./scopes";

/** A known caller with what its token allows (the scope checks read `grant`, src/api/scopes.ts). */
export type AuthedCaller = NonNullable<Caller> & { grant: Grant };

export async function resolveCaller(db: D1Database, header: string | undefined, now = Date.now()): Promise<Result<AuthedCaller | null>> {
  if (header === undefined) return ok(null);
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) return fail(apiError("UNAUTHENTICATED", "the Authorization header must be 'Bearer <api key or token>'"));
  const holder = await holderOf(db, match[1]!);
  if (!holder) return fail(apiError("UNAUTHENTICATED", "that API key is not known"));
  if (holder.revokedAt !== null)
    return fail(apiError("TOKEN_REVOKED", `token ${holder.grant.tokenId} was revoked at ${new Date(holder.revokedAt).toISOString()}`));
  if (holder.expiresAt !== null && holder.expiresAt <= now) {
    return fail(apiError("TOKEN_EXPIRED", `token ${holder.grant.tokenId} expired at ${new Date(holder.expiresAt).toISOString()}`));
  }
  await touch(db, holder, now);
  return ok({ playerId: holder.playerId, name: holder.name, grant: holder.grant });
}
