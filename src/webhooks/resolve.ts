// Resolves a webhook host name through DNS over HTTPS, so a public-looking name that points at a
// private address (DNS rebinding) is refused too. Every answer is judged by the same classifier
// as an address written in the URL (addresses.ts). Workers have no resolver of their own; where
// the lookup cannot be made, the name is judged by the name alone (checkTarget).
import { classifyAddress } from "./addresses";

export const DEFAULT_RESOLVER = "https://cloudflare-dns.com/dns-query";

interface DohAnswer {
  Answer?: { type: number; data: string }[];
}

const A = 1;
const AAAA = 28;

/** The A and AAAA addresses of `host`, or null when they could not be looked up. */
export async function resolveHost(host: string, resolver = DEFAULT_RESOLVER, fetcher: typeof fetch = fetch): Promise<string[] | null> {
  try {
    const lookups = await Promise.all(
      ["A", "AAAA"].map(async (type) => {
        const url = `${resolver}?name=${encodeURIComponent(host)}&type=${type}`;
        const res = await fetcher(url, { headers: { accept: "application/dns-json" }, signal: AbortSignal.timeout(3000) });
        if (!res.ok) return null;
        const body = (await res.json()) as DohAnswer;
        return (body.Answer ?? []).filter((a) => a.type === A || a.type === AAAA).map((a) => String(a.data));
      }),
    );
    if (lookups.some((l) => l === null)) return null;
    return lookups.flat() as string[];
  } catch {
    return null;
  }
}

/** Null when the host may be reached; otherwise why not. Every address it resolves to must be public. */
export async function refuseByResolution(host: string, resolver?: string, fetcher?: typeof fetch): Promise<string | null> {
  const addresses = await resolveHost(host, resolver, fetcher);
  if (!addresses) return null;
  for (const a of addresses) {
    const verdict = classifyAddress(a);
    if (!verdict) return `'${host}' resolves to '${a}', which is not an address`;
    if (!verdict.public) return `'${host}' resolves to ${verdict.address}, which ${verdict.why}`;
  }
  return null;
}
