// The account: listing, minting and revoking tokens, replacing the master key, and the device
// token a sign-in (pairing code or passkey) hands out. Routes shape these; they hold no SQL.
import type { z } from "zod";
import {
  createToken,
  listTokens,
  masterKeyInfo,
  MASTER_TOKEN_ID,
  passkeyMadeWith,
  revokeToken,
  revokeTokensMadeWith,
  rotateMasterKey,
  type NewToken,
  type TokenRow,
} from "../directory/tokens";
import { ALL_SCOPES, grantOf, type Grant, type Scope } from "../api/scopes";
import { type AppGrantRow, listAppGrants, revokeAppGrant } from "../oauth/grants";
import { APP_GRANT_PREFIX } from "../oauth/provider";
import { apiError, fail, ok, type Result } from "./errors";
import type { deletedPasskey, newToken, pairingCode, passkeyInfo, revokedToken, tokenInfo } from "./account-shapes";
import { deletePasskey, passkeysOf, type StoredPasskey } from "../directory/passkeys";
import { storePairingCode } from "../directory/pairing";
import { createTokenBody } from "../api/account-schemas";
import { withInput } from "./inputs";
import { credentialEnded } from "./credential-ended";
import type { Player } from "./types";

type TokenInfo = z.infer<typeof tokenInfo>;
type NewTokenInfo = z.infer<typeof newToken>;
type RevokedToken = z.infer<typeof revokedToken>;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** How long a signed-in device's token lasts (it is listed, and revoked, like any other). */
export const DEVICE_TOKEN_MS = 365 * 24 * 3600 * 1000;

export function publicToken(row: TokenRow, current: Grant | undefined): TokenInfo {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    scopes: row.scopes,
    clientId: row.clientId,
    createdAt: iso(row.createdAt)!,
    lastUsedAt: iso(row.lastUsedAt),
    expiresAt: iso(row.expiresAt),
    revokedAt: iso(row.revokedAt),
    current: current?.tokenId === row.id,
    madeWith: row.madeWith,
  };
}

/** A passkey as its owner is shown it: name and dates (the key itself is the device's). */
export const publicPasskey = (p: StoredPasskey): z.infer<typeof passkeyInfo> => ({
  id: p.id,
  name: p.name,
  createdAt: iso(p.createdAt)!,
  lastUsedAt: iso(p.lastUsedAt),
  madeWith: p.madeWith,
});

/** GET /v1/me/passkeys and GraphQL `passkeys`: the person's passkeys, oldest first. */
export async function passkeysListed(env: Env, playerId: string): Promise<z.infer<typeof passkeyInfo>[]> {
  return (await passkeysOf(env.DIRECTORY, playerId)).map(publicPasskey);
}

/**
 * Removes one of the person's passkeys; another's, or none, is the same NOT_FOUND (no sign that it
 * exists). With `signOut`, the devices that signed in with it are signed out too, as revoking each
 * would (a lost laptop's passkey removed, and the laptop with it).
 */
export async function removePasskey(
  env: Env,
  playerId: string,
  id: string,
  signOut = false,
): Promise<Result<z.infer<typeof deletedPasskey>>> {
  if (!(await deletePasskey(env.DIRECTORY, playerId, id))) return fail(apiError("NOT_FOUND", `you have no passkey '${id}'`));
  const signedOut = signOut ? (await revokeMadeWith(env, playerId, passkeyMadeWith(id), false, `passkey ${id} removed`)).tokens : [];
  return ok({ id, deleted: true as const, signedOut });
}

/**
 * Revokes the tokens that came from `madeWith` (and, with `descendants`, what they made, passkeys
 * included), then ends what each set going, as revoking it alone would; answers their ids.
 */
async function revokeMadeWith(
  env: Env,
  playerId: string,
  madeWith: string,
  descendants: boolean,
  why: string,
): Promise<{ tokens: string[]; passkeys: string[] }> {
  const revoked = await revokeTokensMadeWith(env.DIRECTORY, playerId, madeWith, descendants, Date.now());
  for (const row of revoked.tokens)
    await credentialEnded(env, playerId, {
      feeds: row.id,
      listedAs: row.id,
      reason: `made with token ${row.id}, revoked at ${iso(row.revokedAt)} (${why})`,
    });
  return { tokens: revoked.tokens.map((r) => r.id), passkeys: revoked.passkeys };
}

/** An app's OAuth grant as a line of the list: it works until revoked (then it is gone from the list). */
const appLine = (g: AppGrantRow, current: Grant | undefined): TokenInfo => ({
  id: g.id,
  name: g.name,
  kind: "app",
  scopes: g.scopes,
  clientId: g.clientId,
  createdAt: iso(g.createdAt)!,
  lastUsedAt: iso(g.lastUsedAt),
  expiresAt: iso(g.expiresAt),
  revokedAt: null,
  current: current?.tokenId === g.id,
  madeWith: null,
});

/** The master key's line first, then every token and app grant, newest first. `url` is the request's: OAuth grants live per origin. */
export async function accountTokens(env: Env, url: string, playerId: string, current: Grant | undefined): Promise<TokenInfo[]> {
  const db = env.DIRECTORY;
  const master = await masterKeyInfo(db, playerId);
  const rows = await listTokens(db, playerId);
  const apps = await listAppGrants(env, url, playerId);
  const masterLine: TokenInfo[] = master
    ? [
        {
          id: MASTER_TOKEN_ID,
          name: "Master API key",
          kind: "master",
          scopes: [...ALL_SCOPES],
          clientId: null,
          createdAt: iso(master.createdAt)!,
          lastUsedAt: iso(master.lastUsedAt),
          expiresAt: null,
          revokedAt: null,
          current: current?.tokenId === MASTER_TOKEN_ID,
          madeWith: null,
        },
      ]
    : [];
  const lines = [...rows.map((r) => publicToken(r, current)), ...apps.map((g) => appLine(g, current))];
  return [...masterLine, ...lines.sort((a, b) => b.createdAt.localeCompare(a.createdAt))];
}

export async function mintToken(
  db: D1Database,
  playerId: string,
  spec: NewToken,
  current: Grant | undefined,
  now = Date.now(),
): Promise<NewTokenInfo> {
  const row = await createToken(db, playerId, spec, now);
  return { ...publicToken(row, current), token: row.secret };
}

/**
 * A new device's own token, after it signed in by pairing code (`madeWith`: the key or token that
 * showed the code) or passkey (`passkey:<id>`).
 */
export const mintDeviceToken = (db: D1Database, playerId: string, name: string, madeWith: string | null, now = Date.now()) =>
  mintToken(db, playerId, { name, kind: "device", scopes: ALL_SCOPES, expiresInMs: DEVICE_TOKEN_MS, madeWith }, undefined, now);

export async function revoke(
  env: Env,
  url: string,
  playerId: string,
  tokenId: string,
  current: Grant | undefined,
  cascade = false,
): Promise<Result<RevokedToken>> {
  if (tokenId === MASTER_TOKEN_ID)
    return fail(apiError("MALFORMED_REQUEST", "the master key cannot be revoked, only replaced: POST /v1/me/key/rotate"));
  if (tokenId.startsWith(APP_GRANT_PREFIX)) {
    const grant = await revokeAppGrant(env, url, playerId, tokenId);
    if (!grant) return fail(apiError("NOT_FOUND", `you have no app grant '${tokenId}'`));
    const at = iso(Date.now())!;
    await credentialEnded(env, playerId, { feeds: tokenId, listedAs: tokenId, reason: `made by app grant ${tokenId}, ended at ${at}` });
    // An app is never granted `account`, so it mints no tokens: there is nothing to cascade to.
    return ok({ ...appLine(grant, current), revokedAt: at, alsoRevoked: [], passkeysRemoved: [] });
  }
  const row = await revokeToken(env.DIRECTORY, playerId, tokenId, Date.now());
  if (!row) return fail(apiError("NOT_FOUND", `you have no token '${tokenId}'`));
  await credentialEnded(env, playerId, {
    feeds: tokenId,
    listedAs: tokenId,
    reason: `made with token ${tokenId}, revoked at ${iso(row.revokedAt)}`,
  });
  const also = cascade
    ? await revokeMadeWith(env, playerId, tokenId, true, `made from token ${tokenId}, revoked with it`)
    : { tokens: [], passkeys: [] };
  return ok({ ...publicToken(row, current), alsoRevoked: also.tokens, passkeysRemoved: also.passkeys });
}

/** A new master key; what the old one set going (live feeds, webhooks, push subscriptions) ends before this answers. */
export async function rotate(env: Env, playerId: string): Promise<{ apiKey: string; createdAt: string }> {
  const now = Date.now();
  const { apiKey, replaced } = await rotateMasterKey(env.DIRECTORY, playerId, now);
  if (replaced !== null) {
    const reason = `made with a master key replaced at ${iso(now)}`;
    await credentialEnded(env, playerId, { feeds: replaced, listedAs: MASTER_TOKEN_ID, reason });
  }
  return { apiKey, createdAt: iso(now)! };
}

/** POST /v1/me/tokens and GraphQL createToken: the body checked, then a token minted. */
export const createTokenFor = (who: Player, raw: unknown): Promise<Result<NewTokenInfo>> =>
  withInput(createTokenBody, raw, "body", async (body) =>
    ok(
      await mintToken(
        who.env.DIRECTORY,
        who.caller.playerId,
        {
          name: body.name,
          kind: body.kind,
          scopes: body.scopes as Scope[],
          ...(body.expiresIn !== undefined ? { expiresInMs: body.expiresIn * 1000 } : {}),
          madeWith: who.credential?.listedAs ?? null,
        },
        grantOf(who.caller),
      ),
    ),
  );

/** A pairing code for another device, with the account page's URL that fills it in (for a QR code). */
export async function createPairingCodeFor(who: Player): Promise<z.infer<typeof pairingCode>> {
  const { code, expiresAt } = await storePairingCode(who.env.DIRECTORY, who.caller.playerId, who.credential?.listedAs ?? null, Date.now());
  const url = `${new URL(who.url ?? "http://localhost/").origin}/account?pair=${code}`;
  return { code, url, expiresAt: iso(expiresAt)! };
}
