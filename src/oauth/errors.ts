// The OAuth endpoints answer as RFC 6749 says (`error`, `error_description`), and also with our
// stable `code` and the fields of a problem document, so an app reads one error format on every
// surface. The library names the check that failed (`internal.reason`, never sent as it is); the
// table below turns it into our code.
import { apiError, type ErrorCode } from "../service/errors";

interface LibraryError {
  code: string;
  description: string;
  status: number;
  headers: Record<string, string>;
  internal: { category: string; reason: string };
}

const BY_REASON: Record<string, ErrorCode> = {
  code_verifier_missing: "OAUTH_PKCE_FAILED",
  code_verifier_mismatch: "OAUTH_PKCE_FAILED",
  pkce_method_invalid: "OAUTH_PKCE_FAILED",
  code_replayed: "OAUTH_CODE_USED",
  code_missing: "OAUTH_CODE_INVALID",
  code_malformed: "OAUTH_CODE_INVALID",
  code_mismatch: "OAUTH_CODE_INVALID",
  redirect_uri_missing: "OAUTH_REDIRECT_MISMATCH",
  redirect_uri_invalid: "OAUTH_REDIRECT_MISMATCH",
  redirect_uri_mismatch: "OAUTH_REDIRECT_MISMATCH",
  client_mismatch: "OAUTH_CLIENT_MISMATCH",
  client_id_mismatch: "OAUTH_CLIENT_MISMATCH",
  scope_not_granted: "OAUTH_SCOPE_INVALID",
  scope_malformed: "OAUTH_SCOPE_INVALID",
  invalid_scope_param: "OAUTH_SCOPE_INVALID",
};

/** Our code for a library refusal: by the check that failed, else by the grant it was in, else by its RFC 6749 error. */
export function oauthCode(error: Pick<LibraryError, "code" | "internal" | "status">): ErrorCode {
  const byReason = BY_REASON[error.internal.reason];
  if (byReason) return byReason;
  // A GET to the token or registration endpoint: keep its 405 (and the library's Allow header).
  if (error.status === 405) return "METHOD_NOT_ALLOWED";
  // An unknown or expired code: KV drops a code's grant at its ten-minute TTL, so "not found" is "expired".
  if (error.internal.category === "authorization-code-grant" && error.internal.reason === "grant_not_found") return "OAUTH_CODE_INVALID";
  if (error.internal.category === "refresh-token-grant" && error.code === "invalid_grant") return "OAUTH_REFRESH_INVALID";
  if (error.internal.category === "client-authentication" || error.code === "invalid_client") return "OAUTH_CLIENT_INVALID";
  if (error.internal.category === "client-registration") return "OAUTH_CLIENT_METADATA_INVALID";
  if (error.code === "invalid_scope") return "OAUTH_SCOPE_INVALID";
  return "OAUTH_REQUEST_INVALID";
}

/** The body and status of an OAuth refusal with our code. */
export function oauthErrorBody(rfcError: string, code: ErrorCode, description: string): { status: number; body: Record<string, unknown> } {
  const e = apiError(code, description);
  return {
    status: e.status,
    body: {
      error: rfcError,
      error_description: description,
      type: `https://starpost.dev/errors/${code.toLowerCase().replaceAll("_", "-")}`,
      title: e.title,
      status: e.status,
      code,
      detail: description,
    },
  };
}

export function oauthJson(rfcError: string, code: ErrorCode, description: string, headers: Record<string, string> = {}): Response {
  const { status, body } = oauthErrorBody(rfcError, code, description);
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...headers, "content-type": "application/json", "cache-control": "no-store" },
  });
}

/** The library's onError: server failures keep its own answer; every refusal gets our code. */
export function oauthErrorResponse(error: LibraryError): Response | undefined {
  if (error.status >= 500 || error.status === 429) return undefined;
  const headers = Object.fromEntries(Object.entries(error.headers).filter(([k]) => k.toLowerCase() !== "content-type"));
  return oauthJson(error.code, oauthCode(error), error.description, headers);
}
