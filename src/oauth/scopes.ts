// The scopes an app may ask a person for: every scope but `account`. A token with `account`
// could mint tokens and replace the master key, which is what OAuth keeps apps from holding.
import { parseScope, type Scope } from "../api/scopes";

export const APP_SCOPES = ["read", "play", "webhooks"] as const;

/** When an app asks for nothing: to read. */
export const DEFAULT_APP_SCOPES: Scope[] = ["read"];

/** The scopes asked for, checked: each known and offered to apps; the first one refused otherwise. */
export function parseAppScopes(asked: readonly string[]): { ok: true; scopes: Scope[] } | { ok: false; refused: string } {
  const scopes: Scope[] = [];
  for (const text of asked) {
    const scope = parseScope(text);
    if (scope === null || scope === "account") return { ok: false, refused: text };
    if (!scopes.includes(scope)) scopes.push(scope);
  }
  return { ok: true, scopes: scopes.length > 0 ? scopes : DEFAULT_APP_SCOPES };
}
