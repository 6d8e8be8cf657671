// The authorization step of OAuth 2.1, shared by the consent page's two REST calls: read an
// app's request (who asks, for what, where the answer goes) and record the person's decision.
// The library checks the client, its exact redirect URI and the PKCE method; we also require
// PKCE of every client (OAuth 2.1) and refuse scopes apps may not hold (src/oauth/scopes.ts).
import type { AuthRequest } from "@cloudflare/workers-oauth-provider";
import { AUTHORIZE_PATH, type AppProps, oauthApi, oauthLibrary, oauthOrigin } from "../oauth/provider";
import { parseAppScopes } from "../oauth/scopes";
import { SCOPE_DESCRIPTIONS, type Scope } from "../api/scopes";
import { apiError, fail, ok, type Result } from "./errors";
import type { Player } from "./types";

export interface AppRequestInfo {
  client: { id: string; name: string; uri: string | null };
  /** Where the answer goes: the redirect URI's host, and whether it is an app on the person's own computer. */
  redirectHost: string;
  redirectIsLoopback: boolean;
  scopes: { scope: Scope; description: string }[];
}

const describeScope = (scope: Scope) =>
  SCOPE_DESCRIPTIONS[scope.startsWith("play:") ? "play:<gameId>" : (scope as keyof typeof SCOPE_DESCRIPTIONS)].replace(
    "that one game",
    `the game ${scope.slice(5)}`,
  );

/**
 * A refusal of the request. Once the client and its redirect URI are known good, `redirectTo`
 * sends the browser back to the app with the error (RFC 6749 §4.1.2.1); before, it must not.
 */
function refusal(error: { code: string; description: string; redirectTo?: string | undefined }) {
  const code = error.code === "invalid_scope" ? "OAUTH_SCOPE_INVALID" : error.redirectTo ? "OAUTH_REQUEST_INVALID" : "OAUTH_CLIENT_INVALID";
  // A client that is not known, or a redirect URI it did not register, is shown here, never redirected to.
  const unknownTarget = !error.redirectTo && /redirect/i.test(error.description) ? "OAUTH_REDIRECT_MISMATCH" : code;
  return fail(
    apiError(unknownTarget, error.description, { error: error.code, ...(error.redirectTo ? { redirectTo: error.redirectTo } : {}) }),
  );
}

/** The app's request as the authorization endpoint received it, checked; with the scopes it may be granted. */
async function parseRequest(env: Env, url: string, query: string): Promise<Result<{ request: AuthRequest; scopes: Scope[] }>> {
  const origin = oauthOrigin(url);
  if (!origin) return fail(apiError("OAUTH_UNAVAILABLE", "OAuth is offered over https only (or http on a loopback host)"));
  const { AuthorizationError, authorizationErrorRedirect } = await oauthLibrary();
  let request: AuthRequest;
  try {
    request = await (await oauthApi(env, origin)).parseAuthRequest(new Request(`${origin}${AUTHORIZE_PATH}?${query}`));
  } catch (error) {
    if (error instanceof AuthorizationError) return refusal(error);
    throw error;
  }
  const back = (code: "invalid_request" | "invalid_scope", description: string) => ({
    code,
    description,
    redirectTo: authorizationErrorRedirect(request, code, description),
  });
  if (!request.codeChallenge) {
    const e = back("invalid_request", "code_challenge is required: every client uses PKCE with S256");
    return fail(apiError("OAUTH_PKCE_FAILED", e.description, { error: e.code, redirectTo: e.redirectTo }));
  }
  const scopes = parseAppScopes(request.scope);
  if (!scopes.ok) return refusal(back("invalid_scope", `apps may not be granted the scope '${scopes.refused}'`));
  return ok({ request, scopes: scopes.scopes });
}

/** What the consent page shows: the app, where its answer goes, and the scopes it asks for. */
export async function describeAppRequest(env: Env, url: string, query: string): Promise<Result<AppRequestInfo>> {
  const parsed = await parseRequest(env, url, query);
  if (!parsed.ok) return parsed;
  const origin = oauthOrigin(url)!;
  const api = await oauthApi(env, origin);
  const consent = await api.describeConsent(parsed.value.request);
  const client = await api.lookupClient(parsed.value.request.clientId);
  return ok({
    client: { id: consent.clientId, name: consent.clientName, uri: client?.clientUri ?? null },
    redirectHost: consent.redirectHost,
    redirectIsLoopback: consent.redirectIsLoopback,
    scopes: parsed.value.scopes.map((scope) => ({ scope, description: describeScope(scope) })),
  });
}

/**
 * The signed-in person allows or denies the request. Allowing makes a grant for the scopes asked
 * (with the player in its props, read back on every request its tokens make) and a one-time code;
 * either way the answer is where to send the browser back to the app.
 */
export async function decideAppRequest(who: Player, url: string, query: string, allow: boolean): Promise<Result<{ redirectTo: string }>> {
  const parsed = await parseRequest(who.env, url, query);
  if (!parsed.ok) return parsed;
  const { request, scopes } = parsed.value;
  if (!allow) {
    const { authorizationErrorRedirect } = await oauthLibrary();
    return ok({ redirectTo: authorizationErrorRedirect(request, "access_denied", "the person did not allow it") });
  }
  const api = await oauthApi(who.env, oauthOrigin(url)!);
  const client = await api.lookupClient(request.clientId);
  const props: AppProps = { playerId: who.caller.playerId, name: who.caller.name };
  const { redirectTo } = await api.completeAuthorization({
    request,
    userId: who.caller.playerId,
    metadata: { clientName: client?.clientName ?? request.clientId },
    scope: scopes,
    props,
  });
  return ok({ redirectTo });
}
