// An app's grants, listed and revoked among the person's devices and tokens. A grant is what the
// person allowed one app; its access and refresh tokens come and go, the grant stays until it is
// revoked or 30 days have passed since the app exchanged its code (refreshing does not extend it:
// no idle lifetime is set, src/oauth/provider.ts). Revoking it stops its tokens at once.
import type { GrantSummary } from "@cloudflare/workers-oauth-provider";
import type { Scope } from "../api/scopes";
import { appGrantUses, forgetAppGrant } from "../directory/app-grant-uses";
import { APP_GRANT_PREFIX, oauthApi, oauthOrigin, oauthStore } from "./provider";

export interface AppGrantRow {
  id: string;
  name: string;
  clientId: string;
  scopes: Scope[];
  createdAt: number;
  /** Written at most once a minute (src/directory/app-grant-uses.ts); null until its first use. */
  lastUsedAt: number | null;
  expiresAt: number | null;
}

const rowOf = (g: GrantSummary, uses: Map<string, number>): AppGrantRow => ({
  id: `${APP_GRANT_PREFIX}${g.id}`,
  name: String((g.metadata as { clientName?: string } | null)?.clientName ?? g.clientId),
  clientId: g.clientId,
  scopes: g.scope as Scope[],
  createdAt: g.createdAt * 1000,
  lastUsedAt: uses.get(g.id) ?? null,
  expiresAt: g.expiresAt === undefined ? null : g.expiresAt * 1000,
});

/** The player's app grants, newest first (none where OAuth is not offered). */
export async function listAppGrants(env: Env, url: string, playerId: string): Promise<AppGrantRow[]> {
  const origin = oauthOrigin(url);
  if (!origin) return [];
  const uses = await appGrantUses(env.DIRECTORY, playerId);
  const rows: AppGrantRow[] = [];
  let cursor: string | undefined;
  do {
    const page = await (await oauthApi(env, origin)).listUserGrants(playerId, cursor ? { cursor } : {});
    rows.push(...page.items.map((g) => rowOf(g, uses)));
    cursor = page.cursor;
  } while (cursor);
  return rows.sort((a, b) => b.createdAt - a.createdAt);
}

/** Revokes one of the player's app grants and every token of it; null when the player has no such grant. */
export async function revokeAppGrant(env: Env, url: string, playerId: string, id: string): Promise<AppGrantRow | null> {
  const grant = (await listAppGrants(env, url, playerId)).find((g) => g.id === id);
  if (!grant) return null;
  const grantId = id.slice(APP_GRANT_PREFIX.length);
  await (await oauthApi(env, oauthOrigin(url)!)).revokeGrant(grantId, playerId);
  await forgetAppGrant(env.DIRECTORY, playerId, grantId);
  return grant;
}

/**
 * The ids (`oa_…`) of the player's app grants that stand at `now`, read where no request names an
 * origin (the hourly run): a grant ends 30 days after its code's exchange, when KV drops it.
 */
export async function standingAppGrants(env: Env, playerId: string, now: number): Promise<Set<string>> {
  const api = await oauthStore(env);
  const standing = new Set<string>();
  let cursor: string | undefined;
  do {
    const page = await api.listUserGrants(playerId, cursor ? { cursor } : {});
    for (const g of page.items) if (g.expiresAt === undefined || g.expiresAt * 1000 > now) standing.add(`${APP_GRANT_PREFIX}${g.id}`);
    cursor = page.cursor;
  } while (cursor);
  return standing;
}

/**
 * When the player's app grant `id` (`oa_…`) ends by itself (its 30 days), in ms; null if it has no
 * end or is not found. Read where no request names an origin, so from the store: once per webhook
 * an app makes, which keeps it beside the webhook so a delivery stops at the lapse, not at the next
 * hourly run.
 */
export async function appGrantEndsAt(env: Env, playerId: string, id: string): Promise<number | null> {
  const grantId = id.slice(APP_GRANT_PREFIX.length);
  const api = await oauthStore(env);
  let cursor: string | undefined;
  do {
    const page = await api.listUserGrants(playerId, cursor ? { cursor } : {});
    const grant = page.items.find((g) => g.id === grantId);
    if (grant) return grant.expiresAt === undefined ? null : grant.expiresAt * 1000;
    cursor = page.cursor;
  } while (cursor);
  return null;
}
