// Resolves a webhook host name through DNS over HTTPS, so a public-looking name that points at a
// private address (DNS rebinding) is refused too. Workers have no resolver of their own; where
// the lookup cannot be made, the name is judged by the name alone (checkTarget).
import { isPublicAddress } from "./targets";

export const DEFAULT_RESOLVER = "https://cloudflare-dns.com/dns-query";

interface DohAnswer {
  Answer?: { type: number; data: string }[];
}

/** The A and AAAA addresses of `host`, or null when they could not be looked up. */
export async function resolveHost(host: string, resolver = DEFAULT_RESOLVER): Promise<string[] | null> {
  try {
    const lookups = await Promise.all(
      ["A", "AAAA"].map(async (type) => {
        const url = `${resolver}?name=${encodeURIComponent(host)}&type=${type}`;
        const res = await fetch(url, { headers: { accept: "application/dns-json" }, signal: AbortSignal.timeout(3000) });
        if (!res.ok) return null;
        const body = (await res.json()) as DohAnswer;
        return (body.Answer ?? []).filter((a) => a.type === 1 || a.type === 28).map((a) => a.data);
      }),
    );
    if (lookups.some((l) => l === null)) return null;
    return lookups.flat() as string[];
  } catch {
    return null;
  }
}

/** Null when the host may be reached; otherwise why not. */
export async function refuseByResolution(host: string, resolver?: string): Promise<string | null> {
  const addresses = await resolveHost(host, resolver);
  if (!addresses) return null;
  const private_ = addresses.find((a) => !isPublicAddress(a));
  return private_ ? `'${host}' resolves to ${private_}, which is not a public address` : null;
}
