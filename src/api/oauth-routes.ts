// The OAuth protocol's endpoints, answered by @cloudflare/workers-oauth-provider (src/oauth/):
// RFC 8414 metadata, the token endpoint (codes with PKCE, refresh with rotation, RFC 7009
// revocation) and RFC 7591 client registration. The authorization endpoint sends the browser to
// the consent page (public/consent.html) with the app's query as it came. These endpoints spend
// the address's rate budget: no key is sent to them.
import type { Context, Hono } from "hono";
import {
  oauthApi,
  oauthOrigin,
  authorizationServer,
  AUTHORIZE_PATH,
  grantIdOf,
  METADATA_PATH,
  REGISTER_PATH,
  TOKEN_PATH,
  validateAppToken,
} from "../oauth/provider";
import { credentialEnded } from "../service/credential-ended";
import { appCredential, appGrantCredentialId } from "./auth";
import { oauthJson } from "../oauth/errors";
import type { AppEnv } from "./caller";
import { admit, rateKey } from "./rate-limit";
import { problem } from "./problem";
import { apiError } from "../service/errors";

/** The consent page, served from public/ by the assets before the worker. */
export const CONSENT_PAGE = "/consent";

function unavailable(): Response {
  return oauthJson("invalid_request", "OAUTH_UNAVAILABLE", "OAuth is offered over https only (or http on a loopback host)");
}

/** The token endpoint's form, read from a copy (the library reads the request itself); null if it is not one. */
const formOf = (c: Context<AppEnv>): Promise<FormData | null> =>
  c.req.raw
    .clone()
    .formData()
    .catch(() => null);

/**
 * RFC 6749 §6: a refresh may ask for fewer scopes than were granted, never others. The library
 * quietly narrows such a request to what was granted; we refuse it instead, before the refresh
 * token is spent.
 */
async function refreshWidens(c: Context<AppEnv>, origin: string): Promise<string | null> {
  const form = await formOf(c);
  const asked = form?.get("scope");
  const token = form?.get("refresh_token");
  if (form?.get("grant_type") !== "refresh_token" || typeof asked !== "string" || typeof token !== "string") return null;
  const ids = grantIdOf(token);
  if (!ids) return null;
  const grants = await (await oauthApi(c.env, origin)).listUserGrants(ids.userId);
  const grant = grants.items.find((g) => g.id === ids.grantId);
  if (!grant) return null;
  return asked.split(" ").find((s) => s !== "" && !grant.scope.includes(s)) ?? null;
}

/** The live feeds a revocation would end: whose, and the credential id they were opened with. */
interface FeedsToClose {
  playerId: string;
  credentialId: string;
  /** Whether it is the whole grant (a refresh token's revocation), not one access token of it. */
  wholeGrant: boolean;
  /** Whether the revocation did end it (asked once the library has answered). */
  ended(): Promise<boolean>;
}

/**
 * An RFC 7009 revocation (a `token`, no grant_type) of an app's token, read before the library
 * revokes it: an access token's own live feeds, or — a refresh token ends its grant — the feeds of
 * every token of the grant. Null for anything else, or a token that is not live (a made-up token
 * naming someone's grant must not make us wake their games).
 */
async function feedsRevokedBy(c: Context<AppEnv>, origin: string): Promise<FeedsToClose | null> {
  const form = await formOf(c);
  const token = form?.get("token");
  if (!form || form.get("grant_type") !== null || typeof token !== "string") return null;
  const ids = grantIdOf(token);
  if (!ids) return null;
  const access = await validateAppToken(c.env, c.req.url, token);
  if (access) {
    const credential = await appCredential(ids.grantId, token, access.expiresAt);
    return {
      playerId: access.props.playerId,
      credentialId: credential.ids.at(-1)!,
      wholeGrant: false,
      ended: async () => (await validateAppToken(c.env, c.req.url, token)) === null,
    };
  }
  const api = await oauthApi(c.env, origin);
  const grantLive = async () => (await api.listUserGrants(ids.userId)).items.some((g) => g.id === ids.grantId);
  if (!(await grantLive())) return null;
  return {
    playerId: ids.userId,
    credentialId: appGrantCredentialId(ids.grantId),
    wholeGrant: true,
    ended: async () => !(await grantLive()),
  };
}

async function protocolEndpoint(c: Context<AppEnv>): Promise<Response> {
  const origin = oauthOrigin(c.req.url);
  if (!origin) return unavailable();
  const admitted = await admit(c.env, rateKey(null, c.req.raw));
  if (!admitted.ok) return problem(c, admitted.error);
  if (c.req.path === TOKEN_PATH && c.req.method === "POST") {
    const wider = await refreshWidens(c, origin);
    if (wider !== null)
      return oauthJson("invalid_scope", "OAUTH_SCOPE_INVALID", `a refresh may only narrow the grant: '${wider}' was not granted`);
  }
  const revoking = c.req.path === TOKEN_PATH && c.req.method === "POST" ? await feedsRevokedBy(c, origin) : null;
  const answer = await (await authorizationServer(origin)).fetch(c.req.raw, c.env, c.executionCtx as ExecutionContext);
  if (revoking && answer.ok && (await revoking.ended())) {
    const { playerId, credentialId, wholeGrant } = revoking;
    const reason = `made by app grant ${credentialId}, ended by the app at ${new Date().toISOString()}`;
    await credentialEnded(c.env, playerId, { feeds: credentialId, listedAs: wholeGrant ? credentialId : null, reason });
  }
  return answer;
}

export function registerOAuth(app: Hono<AppEnv>): void {
  app.get(METADATA_PATH, protocolEndpoint);
  app.on(["GET", "POST"], [TOKEN_PATH, REGISTER_PATH], protocolEndpoint);
  app.get(AUTHORIZE_PATH, (c) => {
    if (!oauthOrigin(c.req.url))
      return problem(c, apiError("OAUTH_UNAVAILABLE", "OAuth is offered over https only (or http on a loopback host)"));
    return c.redirect(`${CONSENT_PAGE}${new URL(c.req.url).search}`, 302);
  });
}
