// Where a webhook may be delivered. Loopback, private, link-local and every other special-purpose
// target is refused unless the deployment allows them (local development): otherwise a subscriber
// could make the server probe its own network. Address literals, in whatever form they are
// written, are judged by the one classifier in addresses.ts; names that cannot be resolved here
// are judged by name, and their addresses are checked at subscription and at every delivery
// (resolve.ts, with the same classifier).
import { classifyAddress, readAddress } from "./addresses";

export { isPublicAddress } from "./addresses";

export type TargetVerdict = { ok: true; url: URL } | { ok: false; reason: string };

const BLOCKED_NAMES = [/^localhost$/, /\.localhost$/, /\.local$/, /\.internal$/, /\.home\.arpa$/, /^metadata\.google\.internal$/];

/** The URL's host as a resolver reads it: no brackets, lower case, no trailing dot. */
function hostOf(url: URL): string {
  return url.hostname
    .replace(/^\[|\]$/g, "")
    .toLowerCase()
    .replace(/\.$/, "");
}

export function checkTarget(raw: string, allowPrivate: boolean): TargetVerdict {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: "not a valid URL" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, reason: "only http and https URLs can receive webhooks" };
  if (url.username || url.password)
    return { ok: false, reason: "credentials in the URL are not allowed; use the signature to authenticate" };
  if (allowPrivate) return { ok: true, url };
  // A fully qualified name may end in a dot ("localhost."): it names the same host.
  const host = hostOf(url);
  const verdict = classifyAddress(host);
  if (verdict) return verdict.public ? { ok: true, url } : { ok: false, reason: verdict.reason };
  if (host.includes(":")) return { ok: false, reason: "not a valid IPv6 address" };
  if (BLOCKED_NAMES.some((re) => re.test(host))) return { ok: false, reason: `'${host}' is a local name` };
  if (!host.includes(".")) return { ok: false, reason: `'${host}' is not a public host name` };
  return { ok: true, url };
}

/** True when the URL's host is a name (not an address literal) and so can be resolved. */
export function isHostName(url: URL): boolean {
  const host = hostOf(url);
  return readAddress(host) === null && !host.includes(":");
}
