// The OAuth 2.1 authorization server (issue 19): @cloudflare/workers-oauth-provider's
// authorization-server role, keeping clients, grants, codes and tokens in the OAUTH_KV namespace.
// It serves the protocol's own endpoints (RFC 8414 metadata, the token endpoint with refresh and
// revocation, RFC 7591 registration) from its fetch(); the authorization step is ours
// (src/service/oauth.ts and the consent page). We use its role API rather than OAuthProvider,
// which wants to own the worker's fetch and check tokens on its own routes: here the Hono app
// routes, and the one caller middleware (src/api/auth.ts) checks every key and token.
//
// The library is loaded on first use, not imported: it imports `cloudflare:workers`, which only
// workerd has, and the schema printer (Node) loads the modules that reach this one.
import type { OAuthAuthorizationServer, OAuthHelpers, ValidatedAccessToken } from "@cloudflare/workers-oauth-provider";
import { oauthErrorResponse } from "./errors";
import { APP_SCOPES } from "./scopes";

export const AUTHORIZE_PATH = "/oauth/authorize";
export const TOKEN_PATH = "/oauth/token";
export const REGISTER_PATH = "/oauth/register";
export const METADATA_PATH = "/.well-known/oauth-authorization-server";

/** An access token lives an hour; its refresh token 30 days (each refresh replaces it). */
export const ACCESS_TOKEN_SECONDS = 3600;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 3600;

/** What a grant carries to every request made with its tokens. */
export interface AppProps {
  playerId: string;
  name: string;
}

/**
 * The library validates its issuer and resource as https URLs (http only on a loopback host), so
 * OAuth is offered on such origins only: production and `wrangler dev` on localhost.
 */
export function oauthOrigin(url: string): string | null {
  const { protocol, hostname, origin } = new URL(url);
  const loopback = hostname === "localhost" || hostname === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(hostname);
  return protocol === "https:" || (protocol === "http:" && loopback) ? origin : null;
}

// One server per origin: its issuer and resource are fixed at construction. A worker serves one
// origin in production; tests and `wrangler dev` may reach it by more than one name.
const servers = new Map<string, OAuthAuthorizationServer<Env>>();

/** The library's module. */
export const oauthLibrary = () => import("@cloudflare/workers-oauth-provider");

export async function authorizationServer(origin: string): Promise<OAuthAuthorizationServer<Env>> {
  let server = servers.get(origin);
  if (!server) {
    const { OAuthAuthorizationServer } = await oauthLibrary();
    server = new OAuthAuthorizationServer<Env>({
      issuer: origin,
      resources: [origin],
      authorizeEndpoint: `${origin}${AUTHORIZE_PATH}`,
      tokenEndpoint: `${origin}${TOKEN_PATH}`,
      clientRegistrationEndpoint: `${origin}${REGISTER_PATH}`,
      scopesSupported: [...APP_SCOPES, "play:<gameId>"],
      accessTokenTTL: ACCESS_TOKEN_SECONDS,
      refreshTokenTTL: REFRESH_TOKEN_SECONDS,
      onError: oauthErrorResponse,
    });
    servers.set(origin, server);
  }
  return server;
}

export const oauthApi = async (env: Env, origin: string): Promise<OAuthHelpers> => (await authorizationServer(origin)).getOAuthApi(env);

/**
 * The library's helpers where no request names an origin (the hourly run), for reading a person's
 * grants: KV keeps them by person whatever the origin (which fixes only the issuer and resource of
 * the tokens a server makes), so the server of any origin reads the same ones.
 */
export const oauthStore = (env: Env): Promise<OAuthHelpers> => oauthApi(env, "http://localhost");

/** How an app's OAuth grant is listed and revoked among the person's tokens: `oa_<grantId>`. */
export const APP_GRANT_PREFIX = "oa_";

/** The library writes its tokens as `<userId>:<grantId>:<secret>`; our keys and tokens hold no colon. */
export const isAppToken = (secret: string): boolean => secret.split(":").length === 3;

/** The grant id inside an app token or refresh token. */
export const grantIdOf = (secret: string): { userId: string; grantId: string } | null => {
  const [userId, grantId, rest] = secret.split(":");
  return userId && grantId && rest ? { userId, grantId } : null;
};

/** An app's access token, checked by the library for this origin; null when unknown, expired or revoked. */
export async function validateAppToken(env: Env, url: string, token: string): Promise<ValidatedAccessToken<AppProps> | null> {
  const origin = oauthOrigin(url);
  if (!origin) return null;
  return (await authorizationServer(origin)).validateToken<AppProps>(origin, token, env);
}
