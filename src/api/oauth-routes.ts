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
  /** Whether it is the whole grant (a refresh token's revocation, a reused code), not one access token of it. */
  wholeGrant: boolean;
  /** Who ended it, as the webhooks it made will say (`disabledReason`). */
  by: string;
  /** Whether the library's `answer` did end it (asked once the library has answered). */
  ended(answer: Response): Promise<boolean>;
}

/**
 * An RFC 7009 revocation (a `token`, no grant_type) of an app's token, read before the library
 * revokes it: an access token's own live feeds, or — a refresh token ends its grant — the feeds of
 * every token of the grant. Also a code's exchange, which ends its grant when the code was used
 * before (grantOfReusedCode). Null for anything else, or a token that is not live (a made-up token
 * naming someone's grant must not make us wake their games).
 */
async function feedsRevokedBy(c: Context<AppEnv>, origin: string): Promise<FeedsToClose | null> {
  const form = await formOf(c);
  if (form?.get("grant_type") === "authorization_code") return grantOfReusedCode(c, origin, form.get("code"));
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
      by: "ended by the app",
      ended: async (answer) => answer.ok && (await validateAppToken(c.env, c.req.url, token)) === null,
    };
  }
  const grantLive = await liveness(c, origin, ids);
  if (!(await grantLive())) return null;
  return {
    playerId: ids.userId,
    credentialId: appGrantCredentialId(ids.grantId),
    wholeGrant: true,
    by: "ended by the app",
    ended: async (answer) => answer.ok && !(await grantLive()),
  };
}

/** Whether the grant `ids` names is still there, asked when called. */
async function liveness(c: Context<AppEnv>, origin: string, ids: { userId: string; grantId: string }): Promise<() => Promise<boolean>> {
  const api = await oauthApi(c.env, origin);
  return async () => (await api.listUserGrants(ids.userId)).items.some((g) => g.id === ids.grantId);
}

/**
 * A code exchanged again: the library refuses it (OAUTH_CODE_USED) and revokes the grant the first
 * exchange gave (RFC 6749 §4.1.2: someone else has seen the code), so what that grant made and
 * opened ends as if the person had ended it. Nothing is asked before the library answers: only the
 * true code reaches that refusal, so a made-up one naming someone's grant wakes none of their games.
 */
async function grantOfReusedCode(c: Context<AppEnv>, origin: string, code: FormDataEntryValue | null): Promise<FeedsToClose | null> {
  const ids = typeof code === "string" ? grantIdOf(code) : null;
  if (!ids) return null;
  return {
    playerId: ids.userId,
    credentialId: appGrantCredentialId(ids.grantId),
    wholeGrant: true,
    by: "ended by a reused authorization code",
    ended: async (answer) => {
      if (answer.status !== 400) return false;
      const refusal = (await answer
        .clone()
        .json()
        .catch(() => null)) as { code?: unknown } | null;
      return refusal?.code === "OAUTH_CODE_USED" && !(await (await liveness(c, origin, ids))());
    },
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
  if (revoking && (await revoking.ended(answer))) {
    const { playerId, credentialId, wholeGrant } = revoking;
    const reason = `made by app grant ${credentialId}, ${revoking.by} at ${new Date().toISOString()}`;
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
