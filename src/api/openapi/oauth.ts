// The OAuth 2.1 protocol's endpoints in the document: RFC 8414 metadata, the authorization
// endpoint, the token endpoint (codes with PKCE, refresh, RFC 7009 revocation) and RFC 7591
// registration. They are answered by @cloudflare/workers-oauth-provider (src/api/oauth-routes.ts),
// not by the route table, so their shapes are written here as the protocol's RFCs name them. Their
// refusals are RFC 6749 JSON (`error`, `error_description`) that also carry our stable `code`
// (src/oauth/errors.ts); the request budget's 429 and an oversized body's 413 are problem documents
// as everywhere else.
import type { ErrorCode } from "../../service/errors";
import { ACCESS_TOKEN_SECONDS, AUTHORIZE_PATH, METADATA_PATH, REGISTER_PATH, TOKEN_PATH } from "../../oauth/provider";
import { APP_SCOPES } from "../../oauth/scopes";
import { requirementOf } from "../scopes";
import { ref } from "./components";
import { refusals } from "./refusals";

export const OAUTH_TAG = {
  name: "oauth",
  description:
    "OAuth 2.1 for third-party apps: an app registers, sends the person to the consent page with PKCE (S256), and exchanges the code for a scoped token that never holds `account`",
};

const SCOPE_TEXT = `Space-separated: ${APP_SCOPES.map((s) => `\`${s}\``).join(", ")} or \`play:<gameId>\` (\`read\` when none is asked); never \`account\``;

const str = (description: string, extra: object = {}) => ({ type: "string", description, ...extra });

/** The shapes of the protocol, by component name. */
export const OAUTH_SCHEMAS: Record<string, object> = {
  OAuthError: {
    type: "object",
    description: "An RFC 6749 error that is also a problem document: `error` for OAuth libraries, `code` stable and ours",
    required: ["error", "error_description", "type", "title", "status", "code", "detail"],
    properties: {
      error: str("The RFC 6749 error: invalid_request, invalid_client, invalid_grant, invalid_scope, unsupported_grant_type, …"),
      error_description: str("For people"),
      type: str("A URI naming the code"),
      title: { type: "string" },
      status: { type: "integer" },
      code: str("Stable: each response lists the codes it may carry"),
      detail: str("The same as error_description"),
    },
  },
  OAuthMetadata: {
    type: "object",
    description: "RFC 8414 authorization-server metadata",
    required: [
      "issuer",
      "authorization_endpoint",
      "token_endpoint",
      "registration_endpoint",
      "revocation_endpoint",
      "scopes_supported",
      "response_types_supported",
      "grant_types_supported",
      "code_challenge_methods_supported",
    ],
    properties: {
      issuer: str("This server's origin"),
      authorization_endpoint: str(`${AUTHORIZE_PATH} on this origin`),
      token_endpoint: str(`${TOKEN_PATH} on this origin`),
      registration_endpoint: str(`${REGISTER_PATH} on this origin`),
      revocation_endpoint: str(`The token endpoint: ${TOKEN_PATH} also revokes (RFC 7009)`),
      scopes_supported: { type: "array", items: { type: "string" }, description: "`play:<gameId>` stands for one game's scope" },
      response_types_supported: { type: "array", items: { type: "string", enum: ["code"] } },
      response_modes_supported: { type: "array", items: { type: "string" } },
      grant_types_supported: { type: "array", items: { type: "string" } },
      token_endpoint_auth_methods_supported: { type: "array", items: { type: "string" } },
      code_challenge_methods_supported: { type: "array", items: { type: "string", enum: ["S256"] } },
      authorization_response_iss_parameter_supported: { type: "boolean" },
      client_id_metadata_document_supported: { type: "boolean" },
    },
  },
  OAuthClientRegistration: {
    type: "object",
    description: "RFC 7591 client metadata. A public client (an app on a phone or a computer) sends token_endpoint_auth_method `none`",
    required: ["redirect_uris"],
    properties: {
      redirect_uris: {
        type: "array",
        minItems: 1,
        items: { type: "string" },
        description: "Exact URIs the code may be sent to: https, or http on a loopback address (any port, RFC 8252)",
      },
      client_name: str("Shown to the person on the consent page, marked as not verified"),
      client_uri: str("The app's home page"),
      logo_uri: { type: "string" },
      policy_uri: { type: "string" },
      tos_uri: { type: "string" },
      contacts: { type: "array", items: { type: "string" } },
      grant_types: { type: "array", items: { type: "string", enum: ["authorization_code", "refresh_token"] } },
      response_types: { type: "array", items: { type: "string", enum: ["code"] } },
      token_endpoint_auth_method: str("none (public), client_secret_basic (the default) or client_secret_post", {
        enum: ["none", "client_secret_basic", "client_secret_post"],
      }),
    },
  },
  OAuthClient: {
    type: "object",
    description: "The registered client. A confidential client's secret is in this answer only",
    required: ["client_id", "redirect_uris", "token_endpoint_auth_method"],
    properties: {
      client_id: { type: "string" },
      client_secret: str("Only for a confidential client"),
      client_secret_expires_at: { type: "integer", description: "Seconds since the epoch; 0: never" },
      client_secret_issued_at: { type: "integer" },
      client_id_issued_at: { type: "integer" },
      redirect_uris: { type: "array", items: { type: "string" } },
      client_name: { type: "string" },
      client_uri: { type: "string" },
      logo_uri: { type: "string" },
      policy_uri: { type: "string" },
      tos_uri: { type: "string" },
      contacts: { type: "array", items: { type: "string" } },
      grant_types: { type: "array", items: { type: "string" } },
      response_types: { type: "array", items: { type: "string" } },
      token_endpoint_auth_method: { type: "string" },
    },
  },
  OAuthTokenRequest: {
    description:
      "Form fields. A public client sends its client_id; a confidential one authenticates with HTTP Basic (or client_secret_post)",
    oneOf: [ref("OAuthCodeExchange"), ref("OAuthRefresh"), ref("OAuthRevocation")],
  },
  OAuthCodeExchange: {
    type: "object",
    description: "The one-time code (ten minutes) the person's consent sent to the redirect URI, with the PKCE verifier",
    required: ["grant_type", "code", "redirect_uri", "code_verifier"],
    properties: {
      grant_type: { type: "string", const: "authorization_code" },
      code: { type: "string" },
      redirect_uri: str("The one the authorization request named"),
      code_verifier: str("The secret whose S256 hash was the code_challenge"),
      client_id: { type: "string" },
    },
  },
  OAuthRefresh: {
    type: "object",
    description: "A refresh: the refresh token is replaced by a new one; scope may narrow the grant, never widen it",
    required: ["grant_type", "refresh_token"],
    properties: {
      grant_type: { type: "string", const: "refresh_token" },
      refresh_token: { type: "string" },
      scope: str(SCOPE_TEXT),
      client_id: { type: "string" },
    },
  },
  OAuthRevocation: {
    type: "object",
    description:
      "RFC 7009 revocation (no grant_type): an access token stops at once; a refresh token ends its grant. Answered 200 with an empty body, known token or not",
    required: ["token"],
    properties: {
      token: { type: "string" },
      token_type_hint: { type: "string", enum: ["access_token", "refresh_token"] },
      client_id: { type: "string" },
    },
  },
  OAuthTokens: {
    type: "object",
    description: "A token pair. Send the access token as `Authorization: Bearer <token>` to /v1 and /graphql",
    required: ["access_token", "token_type", "expires_in", "scope"],
    properties: {
      access_token: { type: "string" },
      token_type: { type: "string", enum: ["bearer"] },
      expires_in: { type: "integer", description: `Seconds: ${ACCESS_TOKEN_SECONDS}` },
      refresh_token: str("Good for one refresh; the grant lasts 30 days from the code's exchange"),
      scope: str("The scopes granted, space-separated"),
    },
  },
};

/** Refusals that are ours, as on every route: the address's request budget, and a body over the bound. */
const BUDGET: ErrorCode[] = ["RATE_LIMITED"];
const BODY: ErrorCode[] = ["BODY_TOO_LARGE"];

/**
 * The refusals each operation may answer, by `METHOD path`: `oauth` as RFC 6749 JSON (the library's,
 * with our code), `problems` as problem documents. test/api/oauth-document.test.ts provokes each.
 */
export const OAUTH_REFUSALS = {
  [`GET ${METADATA_PATH}`]: { oauth: ["OAUTH_UNAVAILABLE"], problems: BUDGET },
  [`GET ${AUTHORIZE_PATH}`]: { oauth: [], problems: ["OAUTH_UNAVAILABLE"] },
  [`POST ${TOKEN_PATH}`]: {
    oauth: [
      "OAUTH_REQUEST_INVALID",
      "OAUTH_CLIENT_INVALID",
      "OAUTH_CLIENT_MISMATCH",
      "OAUTH_REDIRECT_MISMATCH",
      "OAUTH_PKCE_FAILED",
      "OAUTH_CODE_INVALID",
      "OAUTH_CODE_USED",
      "OAUTH_REFRESH_INVALID",
      "OAUTH_SCOPE_INVALID",
      "OAUTH_UNAVAILABLE",
    ],
    problems: [...BODY, ...BUDGET],
  },
  [`POST ${REGISTER_PATH}`]: { oauth: ["OAUTH_CLIENT_METADATA_INVALID", "OAUTH_UNAVAILABLE"], problems: [...BODY, ...BUDGET] },
} satisfies Record<string, { oauth: ErrorCode[]; problems: ErrorCode[] }>;

const refusalsOf = (op: keyof typeof OAUTH_REFUSALS) => refusals(OAUTH_REFUSALS[op].problems, OAUTH_REFUSALS[op].oauth);

/** What every protocol operation shares: no key (an app has none yet), so no scope. */
const common = (operationId: string) => ({ operationId, tags: [OAUTH_TAG.name], security: [], "x-scope": requirementOf(operationId) });

const authorizeParameters = [
  ["response_type", "`code`", true],
  ["client_id", "From registration", true],
  ["redirect_uri", "One of the client's registered redirect URIs, exactly", true],
  ["scope", SCOPE_TEXT, false],
  ["state", "Sent back to the redirect URI as it was given", false],
  ["code_challenge", "base64url of the SHA-256 of the code_verifier: required of every client", true],
  ["code_challenge_method", "`S256` (the only method)", true],
].map(([name, description, required]) => ({ name, in: "query", required, description, schema: { type: "string" } }));

/** The `paths` entries of the protocol's endpoints. */
export function oauthPaths(): Record<string, Record<string, unknown>> {
  return {
    [METADATA_PATH]: {
      get: {
        ...common("getOAuthMetadata"),
        summary: "The authorization server's metadata (RFC 8414): its endpoints, scopes and PKCE method",
        description: "OAuth is offered over https, or plain http on a loopback host (`npm start`); elsewhere 400 OAUTH_UNAVAILABLE.",
        parameters: [],
        responses: {
          200: { description: "The metadata", content: { "application/json": { schema: ref("OAuthMetadata") } } },
          ...refusalsOf(`GET ${METADATA_PATH}`),
        },
      },
    },
    [AUTHORIZE_PATH]: {
      get: {
        ...common("authorizeOAuthApp"),
        summary: "Where an app sends the person's browser: on to the consent page with the app's query as it came",
        description:
          "The consent page (`/consent`) reads the request with GET /v1/oauth/requests, shows the app and the scopes, and the signed-in person answers with POST /v1/oauth/decisions. " +
          "The browser then goes back to the redirect URI with `code` and `state`, or with `error` (access_denied, invalid_scope, invalid_request). " +
          "An unknown client or a redirect URI it did not register is shown on the page, never redirected to.",
        parameters: authorizeParameters,
        responses: {
          302: {
            description: "To the consent page",
            headers: { Location: { description: "`/consent?` and the query as it came", schema: { type: "string" } } },
          },
          ...refusalsOf(`GET ${AUTHORIZE_PATH}`),
        },
      },
    },
    [TOKEN_PATH]: {
      post: {
        ...common("requestOAuthToken"),
        summary: "Exchange a code for tokens (with its PKCE verifier), refresh them, or revoke one (RFC 7009)",
        description:
          "A code works once: a second exchange is refused with OAUTH_CODE_USED and revokes what the first one gave. " +
          "A revocation (a `token` and no grant_type) answers 200 with an empty body whether or not the token was known.",
        parameters: [],
        requestBody: { required: true, content: { "application/x-www-form-urlencoded": { schema: ref("OAuthTokenRequest") } } },
        responses: {
          200: {
            description: "The tokens; for a revocation, an empty body",
            content: { "application/json": { schema: ref("OAuthTokens") } },
          },
          ...refusalsOf(`POST ${TOKEN_PATH}`),
        },
      },
    },
    [REGISTER_PATH]: {
      post: {
        ...common("registerOAuthClient"),
        summary: "Register an app (RFC 7591): its name, its redirect URIs and how it authenticates",
        description: "Open to anyone: a registration grants nothing until a person allows the app on the consent page.",
        parameters: [],
        requestBody: { required: true, content: { "application/json": { schema: ref("OAuthClientRegistration") } } },
        responses: {
          201: { description: "The client", content: { "application/json": { schema: ref("OAuthClient") } } },
          ...refusalsOf(`POST ${REGISTER_PATH}`),
        },
      },
    },
  };
}
