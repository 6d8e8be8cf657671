// The consent page's two calls: what an app asks for, and the signed-in person's answer. The
// protocol's own endpoints (/oauth/token, /oauth/register, the RFC 8414 metadata) are the
// library's, mounted in src/api/oauth-routes.ts.
import { appDecision, appRequestInfo } from "../../service/account-shapes";
import { withInput } from "../../service/inputs";
import { decideAppRequest, describeAppRequest } from "../../service/oauth";
import type { Player } from "../../service/types";
import { appDecisionBody, appRequestQuery } from "../account-schemas";
import { defineRoute } from "../route";

const OAUTH_ERRORS = [
  "MALFORMED_REQUEST",
  "OAUTH_UNAVAILABLE",
  "OAUTH_CLIENT_INVALID",
  "OAUTH_REDIRECT_MISMATCH",
  "OAUTH_REQUEST_INVALID",
  "OAUTH_PKCE_FAILED",
  "OAUTH_SCOPE_INVALID",
] as const;

export const oauthRoutes = [
  defineRoute({
    method: "get",
    path: "/v1/oauth/requests",
    operationId: "describeOAuthRequest",
    tag: "players",
    summary: "What an app asks for: its name, where the answer goes, the scopes with what they allow",
    description:
      "Takes the query the app sent to /oauth/authorize. A refusal after the client and its redirect URI were checked carries `redirectTo`, " +
      "the app's redirect URI with the OAuth error, where the consent page sends the browser back.",
    auth: "none",
    query: appRequestQuery,
    conditional: false,
    success: { status: 200, description: "The request, checked", schema: appRequestInfo },
    errors: [...OAUTH_ERRORS],
    handler: ({ c, who }) => describeAppRequest(who.env, c.req.url, new URL(c.req.url).search.slice(1)),
  }),
  defineRoute({
    method: "post",
    path: "/v1/oauth/decisions",
    operationId: "decideOAuthRequest",
    tag: "players",
    summary: "Allow or deny an app's request, as the signed-in person: where to send the browser back to the app",
    description:
      "Allowing grants the scopes asked and answers the app's redirect URI with a one-time code (ten minutes) and its `state`; denying answers it with `error=access_denied`.",
    auth: "required",
    body: appDecisionBody,
    success: { status: 200, description: "The app's redirect URI with the code, or with the refusal", schema: appDecision },
    errors: ["UNAUTHENTICATED", "BODY_TOO_LARGE", ...OAUTH_ERRORS],
    handler: ({ c, who, body: raw }) =>
      withInput(appDecisionBody, raw, "body", (body) => decideAppRequest(who as Player, c.req.url, body.request, body.allow)),
  }),
];
