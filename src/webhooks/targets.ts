// Where a webhook may be delivered. Loopback, private, link-local and other non-public targets
// are refused unless the deployment allows them (local development): otherwise a subscriber
// could make the server probe its own network. The check reads every form an address literal
// can take (decimal, hex and octal IPv4, IPv4-mapped IPv6); names that cannot be resolved here
// are judged by name, and checked again at every delivery.

export type TargetVerdict = { ok: true; url: URL } | { ok: false; reason: string };

const BLOCKED_NAMES = [/^localhost$/i, /\.localhost$/i, /\.local$/i, /\.internal$/i, /^metadata\.google\.internal$/i];

export function checkTarget(raw: string, allowPrivate: boolean): TargetVerdict {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: "not a valid URL" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, reason: "only http and https URLs can receive webhooks" };
  if (url.username || url.password) return { ok: false, reason: "credentials in the URL are not allowed; use the signature to authenticate" };
  if (allowPrivate) return { ok: true, url };
  // A fully qualified name may end in a dot ("localhost."): it names the same host.
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase().replace(/\.$/, "");
  if (BLOCKED_NAMES.some((re) => re.test(host))) return { ok: false, reason: `'${host}' is a local name` };
  const v4 = parseIPv4(host);
  if (v4 !== null) return isPublicV4(v4) ? { ok: true, url } : { ok: false, reason: `${formatV4(v4)} is not a public address` };
  if (host.includes(":")) {
    const v6 = parseIPv6(host);
    if (!v6) return { ok: false, reason: "not a valid IPv6 address" };
    return isPublicV6(v6) ? { ok: true, url } : { ok: false, reason: `${host} is not a public address` };
  }
  if (!host.includes(".")) return { ok: false, reason: `'${host}' is not a public host name` };
  return { ok: true, url };
}

/** True for an IPv4 or IPv6 literal that is a public address. */
export function isPublicAddress(address: string): boolean {
  const v4 = parseIPv4(address);
  if (v4 !== null) return isPublicV4(v4);
  const v6 = parseIPv6(address);
  return v6 !== null && isPublicV6(v6);
}

/** True when the URL's host is a name (not an address literal) and so can be resolved. */
export function isHostName(url: URL): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  return parseIPv4(host) === null && !host.includes(":");
}

/** IPv4 in any form `inet_aton` accepts: 127.0.0.1, 2130706433, 0x7f.1, 0177.0.0.1. */
export function parseIPv4(host: string): number | null {
  const parts = host.split(".");
  if (parts.length < 1 || parts.length > 4 || parts.some((p) => p === "")) return null;
  const nums: number[] = [];
  for (const p of parts) {
    let n: number;
    if (/^0x[0-9a-f]+$/i.test(p)) n = parseInt(p.slice(2), 16);
    else if (/^0[0-7]+$/.test(p)) n = parseInt(p, 8);
    else if (/^(0|[1-9][0-9]*)$/.test(p)) n = parseInt(p, 10);
    else return null;
    nums.push(n);
  }
  const last = nums.pop()!;
  if (nums.some((n) => n > 255)) return null;
  const lastMax = 2 ** (8 * (4 - nums.length)) - 1;
  if (last > lastMax) return null;
  let value = 0;
  nums.forEach((n, i) => (value += n * 2 ** (8 * (3 - i))));
  return value + last;
}

function formatV4(v: number): string {
  return [v >>> 24, (v >>> 16) & 255, (v >>> 8) & 255, v & 255].join(".");
}

function inRange(v: number, base: string, bits: number): boolean {
  const b = parseIPv4(base)!;
  const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
  return ((v & mask) >>> 0) === ((b & mask) >>> 0);
}

const PRIVATE_V4: [string, number][] = [
  ["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16],
  ["172.16.0.0", 12], ["192.0.0.0", 24], ["192.0.2.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15],
  ["198.51.100.0", 24], ["203.0.113.0", 24], ["224.0.0.0", 4], ["240.0.0.0", 4],
];

function isPublicV4(v: number): boolean {
  return !PRIVATE_V4.some(([base, bits]) => inRange(v, base, bits));
}

/** Eight 16-bit groups, or null. Accepts `::` and a trailing dotted IPv4. */
export function parseIPv6(host: string): number[] | null {
  const zone = host.indexOf("%");
  const text = zone >= 0 ? host.slice(0, zone) : host;
  let tail: number[] = [];
  let body = text;
  const lastColon = text.lastIndexOf(":");
  if (text.slice(lastColon + 1).includes(".")) {
    const v4 = parseIPv4(text.slice(lastColon + 1));
    if (v4 === null) return null;
    tail = [v4 >>> 16, v4 & 0xffff];
    body = text.slice(0, lastColon + 1) + "0";
  }
  const halves = body.split("::");
  if (halves.length > 2) return null;
  const parse = (s: string) => (s === "" ? [] : s.split(":").map((g) => (/^[0-9a-f]{1,4}$/i.test(g) ? parseInt(g, 16) : NaN)));
  const head = parse(halves[0]!);
  const rest = halves.length === 2 ? parse(halves[1]!) : [];
  if (tail.length) (rest.length ? rest : head).pop();
  const groups = halves.length === 2 ? [...head, ...Array(8 - head.length - rest.length - tail.length).fill(0), ...rest, ...tail] : [...head, ...tail];
  if (groups.length !== 8 || groups.some((g) => Number.isNaN(g) || g < 0)) return null;
  return groups;
}

function isPublicV6(g: number[]): boolean {
  const allZero = g.slice(0, 7).every((x) => x === 0);
  if (allZero && (g[7] === 0 || g[7] === 1)) return false; // :: and ::1
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return isPublicV4(g[6]! * 65536 + g[7]!); // ::ffff:a.b.c.d
  if (g.slice(0, 6).every((x) => x === 0)) return isPublicV4(g[6]! * 65536 + g[7]!); // ::a.b.c.d
  if (g[0] === 0x64 && g[1] === 0xff9b) return isPublicV4(g[6]! * 65536 + g[7]!); // NAT64
  const first = g[0]!;
  if ((first & 0xfe00) === 0xfc00) return false; // unique local fc00::/7
  if ((first & 0xffc0) === 0xfe80) return false; // link-local fe80::/10
  if ((first & 0xff00) === 0xff00) return false; // multicast
  if (first === 0x2001 && g[1] === 0x0db8) return false; // documentation
  return true;
}
