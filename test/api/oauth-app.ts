// A third-party app as the OAuth tests drive it, over HTTPS to the worker: it registers itself
// (RFC 7591), sends the person to /oauth/authorize with PKCE (S256), has the person allow it on the
// consent page's calls, and exchanges the code at the token endpoint.
import { fetchWorker } from "./helpers";

export const ORIGIN = "https://starpost.test";
export const REDIRECT = "https://app.example/callback";

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export async function call<T = any>(
  method: string,
  path: string,
  opts: { key?: string; json?: unknown; form?: Record<string, string> } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = {};
  if (opts.key) headers.authorization = `Bearer ${opts.key}`;
  let body: string | undefined;
  if (opts.json !== undefined) {
    body = JSON.stringify(opts.json);
    headers["content-type"] = "application/json";
  } else if (opts.form) {
    body = new URLSearchParams(opts.form).toString();
    headers["content-type"] = "application/x-www-form-urlencoded";
  }
  const res = await fetchWorker(`${ORIGIN}${path}`, { method, headers, redirect: "manual", ...(body !== undefined ? { body } : {}) });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // a redirect or a page
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

export async function pkce(): Promise<{ verifier: string; challenge: string }> {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const challenge = base64url(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier))));
  return { verifier, challenge };
}

export async function registerClient(name = "Test App", redirectUris = [REDIRECT]): Promise<string> {
  const r = await call("POST", "/oauth/register", {
    json: { client_name: name, redirect_uris: redirectUris, token_endpoint_auth_method: "none" },
  });
  if (r.status !== 201) throw new Error(`registration: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.client_id;
}

export function authorizeQuery(clientId: string, scope: string, challenge: string, extra: Record<string, string> = {}): string {
  return new URLSearchParams({
    response_type: "code",
    client_id: clientId,
    redirect_uri: REDIRECT,
    scope,
    state: "s-42",
    code_challenge: challenge,
    code_challenge_method: "S256",
    ...extra,
  }).toString();
}

/** The person (holding `key`) allows the request; the code and state the app's redirect URI receives. */
export async function allow(key: string, query: string): Promise<{ code: string; state: string | null }> {
  const r = await call("POST", "/v1/oauth/decisions", { key, json: { request: query, allow: true } });
  if (r.status !== 200) throw new Error(`decision: ${r.status} ${JSON.stringify(r.body)}`);
  const back = new URL(r.body.redirectTo);
  return { code: back.searchParams.get("code")!, state: back.searchParams.get("state") };
}

export const exchange = (clientId: string, code: string, verifier: string, redirectUri = REDIRECT) =>
  call("POST", "/oauth/token", {
    form: { grant_type: "authorization_code", code, redirect_uri: redirectUri, client_id: clientId, code_verifier: verifier },
  });

/** Register, authorize and exchange: an app's tokens for `scope`. */
export async function appTokens(key: string, scope: string) {
  const clientId = await registerClient();
  const { verifier, challenge } = await pkce();
  const { code } = await allow(key, authorizeQuery(clientId, scope, challenge));
  const tokens = await exchange(clientId, code, verifier);
  if (tokens.status !== 200) throw new Error(`exchange: ${tokens.status} ${JSON.stringify(tokens.body)}`);
  return { clientId, ...(tokens.body as { access_token: string; refresh_token: string; scope: string; expires_in: number }) };
}
