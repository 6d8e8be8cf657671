// Resolves the caller from `Authorization: Bearer <secret>`: the master API key (every scope), a
// device, app or bot token (its own scopes), or an app's OAuth access token (the scopes the
// person granted it, src/oauth/). No header means an anonymous reader; a secret we do not know is
// always an error, never silently anonymous, and so is an expired or revoked one.
import { touchAppGrant } from "../directory/app-grant-uses";
import { holderOf, secretHash, touch } from "../directory/tokens";
import { APP_GRANT_PREFIX, isAppToken, validateAppToken } from "../oauth/provider";
import { apiError, fail, ok, type Result } from "../service/errors";
import type { Caller, Credential } from "../service/types";
import { parseScope, type Grant, type Scope } from "./scopes";

/**
 * A known caller with what its token allows (the scope checks read `grant`, src/api/scopes.ts) and
 * the secret it used, as a live feed keeps it (Credential).
 */
export type AuthedCaller = NonNullable<Caller> & { grant: Grant; credential: Credential };

/**
 * The secret of `Authorization: Bearer <secret>`, or null for any other header. The scheme's name
 * is matched whatever its case (RFC 9110 §11.1), as every route that reads a bearer secret does.
 */
export function bearerSecret(header: string | undefined): string | null {
  return /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1] ?? null;
}

export async function resolveCaller(
  env: Env,
  url: string,
  header: string | undefined,
  now = Date.now(),
): Promise<Result<AuthedCaller | null>> {
  if (header === undefined) return ok(null);
  const secret = bearerSecret(header);
  if (secret === null) return fail(apiError("UNAUTHENTICATED", "the Authorization header must be 'Bearer <api key or token>'"));
  if (isAppToken(secret)) return appCaller(env, url, secret, now);
  const holder = await holderOf(env.DIRECTORY, secret);
  if (!holder) return fail(apiError("UNAUTHENTICATED", "that API key is not known"));
  if (holder.revokedAt !== null)
    return fail(apiError("TOKEN_REVOKED", `token ${holder.grant.tokenId} was revoked at ${new Date(holder.revokedAt).toISOString()}`));
  if (holder.expiresAt !== null && holder.expiresAt <= now) {
    return fail(apiError("TOKEN_EXPIRED", `token ${holder.grant.tokenId} expired at ${new Date(holder.expiresAt).toISOString()}`));
  }
  await touch(env.DIRECTORY, holder, now);
  return ok({
    playerId: holder.playerId,
    name: holder.name,
    grant: holder.grant,
    credential: { ids: [holder.credentialId], listedAs: holder.grant.tokenId, expiresAt: holder.expiresAt },
  });
}

/**
 * An app's access token. The library keeps it in KV (by hash) and drops it when it expires or its
 * grant is revoked, so a token it does not find is one of those: which, it cannot tell.
 */
async function appCaller(env: Env, url: string, token: string, now: number): Promise<Result<AuthedCaller>> {
  const valid = await validateAppToken(env, url, token);
  if (!valid)
    return fail(
      apiError("APP_TOKEN_INVALID", "this app token is unknown, expired or revoked: use the refresh token, or ask the person again"),
    );
  const scopes = valid.scope.map(parseScope).filter((s): s is Scope => s !== null && s !== "account");
  const grantId = token.split(":")[1]!;
  await touchAppGrant(env.DIRECTORY, valid.props.playerId, grantId, now);
  return ok({
    playerId: valid.props.playerId,
    name: valid.props.name,
    grant: { tokenId: `${APP_GRANT_PREFIX}${grantId}`, kind: "app", scopes },
    credential: await appCredential(grantId, token, valid.expiresAt),
  });
}

/** The credential id of an app's whole grant: the id the person revokes it by among their tokens (`oa_…`). */
export const appGrantCredentialId = (grantId: string): string => `${APP_GRANT_PREFIX}${grantId}`;

/**
 * An app's access token as a live feed keeps it: its grant (revoking the grant closes the feeds of
 * every token of it) and the one token (an RFC 7009 revocation closes those it opened), by a
 * digest: the secret itself never leaves the worker.
 */
export async function appCredential(grantId: string, token: string, expiresAtSeconds: number | null): Promise<Credential> {
  const grant = appGrantCredentialId(grantId);
  return {
    ids: [grant, `${grant}.${(await secretHash(token)).slice(0, 24)}`],
    listedAs: grant,
    expiresAt: expiresAtSeconds === null ? null : expiresAtSeconds * 1000,
  };
}
